/* pw-generate-dialog.c — "Generate…": the dialog's type and its layout,
 * top to bottom: the header bar (Cancel, Generate), the message strip,
 * the rows of the kind's parameters (pw-generate-dialog-rows.c), the
 * puzzle number (the seed) and the progress while the generator runs
 * (pw-generate-dialog-run.c). */
#include "pw-generate-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-rng.h"

G_DEFINE_FINAL_TYPE (PwGenerateDialog, pw_generate_dialog, ADW_TYPE_WINDOW)

/* Errors show at the top, under the header bar, where the eye is after
 * pressing Generate; never below the rows. */
void
pw_generate_dialog_set_message (PwGenerateDialog *self, const char *text)
{
  gtk_label_set_label (self->message, text ? text : "");
  gtk_revealer_set_reveal_child (self->message_revealer, text && *text);
}

static void
new_seed_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (widget);
  gtk_spin_button_set_value (self->seed_spin, (double) pw_rng_fresh_seed ());
}

const char *
pw_generate_dialog_get_message (PwGenerateDialog *self)
{
  return gtk_label_get_label (self->message);
}

/* ---- Construction --------------------------------------------------- */

static void
pw_generate_dialog_dispose (GObject *object)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (object);
  g_clear_handle_id (&self->pulse_id, g_source_remove);
  if (self->runner)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      pw_task_runner_cancel (self->runner);
    }
  g_clear_object (&self->runner);
  g_clear_weak_pointer (&self->window);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_ptr_array_unref);
  G_OBJECT_CLASS (pw_generate_dialog_parent_class)->dispose (object);
}

static void
pw_generate_dialog_class_init (PwGenerateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_generate_dialog_dispose;
  pw_generate_dialog_run_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "generate.new-seed", NULL, new_seed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "generate.cancel", NULL);
}

static void
pw_generate_dialog_init (PwGenerateDialog *self)
{
  pw_generate_dialog_run_init (self);
  self->rows = g_ptr_array_new ();
  self->values = g_ptr_array_new ();
}

static GtkWidget *
build_header (PwGenerateDialog *self)
{
  GtkWidget *header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "generate.cancel");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->generate_button = gtk_button_new_with_mnemonic (_("_Generate"));
  gtk_widget_add_css_class (self->generate_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->generate_button), "generate.run");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->generate_button);
  return header;
}

static GtkWidget *
build_seed_group (PwGenerateDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  /* The seed, in words a teacher uses: a number that names the puzzle. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Puzzle Number"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The same number and settings give the same puzzle"));
  self->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, (double) PW_RNG_SEED_MAX, 1));
  gtk_spin_button_set_digits (self->seed_spin, 0);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->seed_spin), 17);
  gtk_widget_set_valign (GTK_WIDGET (self->seed_spin), GTK_ALIGN_CENTER);
  GtkWidget *dice = gtk_button_new_from_icon_name ("media-playlist-shuffle-symbolic");
  gtk_widget_set_tooltip_text (dice, _("Another Puzzle Number"));
  pw_a11y_set_label (dice, _("Another Puzzle Number"));
  gtk_widget_add_css_class (dice, "flat");
  gtk_widget_set_valign (dice, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (dice), "generate.new-seed");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->seed_spin));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), dice);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}

/* A strip under the header bar, outside the scrolled rows, so an error
 * is seen at once whatever the height of the dialog. */
static GtkWidget *
build_message (PwGenerateDialog *self)
{
  self->message_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_widget_set_name (GTK_WIDGET (self->message_revealer), "pw-generate-message");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "pw-error-strip");
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-error-symbolic");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  gtk_label_set_selectable (self->message, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->message), TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->message));
  gtk_revealer_set_child (self->message_revealer, box);
  return GTK_WIDGET (self->message_revealer);
}

static GtkWidget *
build_progress (PwGenerateDialog *self)
{
  self->progress_revealer = GTK_REVEALER (gtk_revealer_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  self->progress_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  self->progress_text = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->progress_text, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->progress_text), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->progress_text), "caption");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->progress_bar));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->progress_text));
  gtk_revealer_set_child (self->progress_revealer, box);
  return GTK_WIDGET (self->progress_revealer);
}

PwGenerateDialog *
pw_generate_dialog_new (PwWindow *parent, const PwKind *kind)
{
  g_return_val_if_fail (kind->generate != NULL, NULL);
  PwGenerateDialog *self = g_object_new (PW_TYPE_GENERATE_DIALOG, "modal", TRUE,
                                         "transient-for", parent, "default-width", 560,
                                         "application",
                                         gtk_window_get_application (GTK_WINDOW (parent)),
                                         NULL);
  self->kind = kind;
  g_set_weak_pointer (&self->window, parent);
  g_autofree char *title = g_strdup_printf (_("Generate %s"),
                                            g_dgettext (GETTEXT_PACKAGE, kind->name));
  gtk_window_set_title (GTK_WINDOW (self), title);

  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Puzzle"));
  for (guint i = 0; i < kind->n_generate_specs;)
    i += pw_generate_dialog_add_row (self, ADW_PREFERENCES_GROUP (group), i);
  if (kind->n_generate_specs > 0)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (build_seed_group (self)));

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), build_header (self));
  gtk_box_append (GTK_BOX (box), build_message (self));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  gtk_box_append (GTK_BOX (box), build_progress (self));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->generate_button);
  new_seed_action (GTK_WIDGET (self), NULL, NULL);
  g_autoptr (PwParams) shown = pw_generate_dialog_collect_params (self, TRUE);
  pw_a11y_complete (GTK_WIDGET (self));
  return self;
}
