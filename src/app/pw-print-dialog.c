/* pw-print-dialog.c — the Print/Export dialog's type: the template and
 * its actions and keys, the signals that tie the option widgets to an
 * update, making the dialog for a document, and the public getters.
 *
 * What the actions and signals do lives in the other parts (see
 * pw-print-dialog-private.h); this file is where they are wired, so the
 * dialog's life from new to finalize reads in one place.
 */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-combo-row.h"

G_DEFINE_FINAL_TYPE (PwPrintDialog, pw_print_dialog, ADW_TYPE_WINDOW)

/* ---- Stop and Escape ------------------------------------------------ */

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  pw_print_dialog_stop_preparing (PW_PRINT_DIALOG (widget));
}

static void
escape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  if (pw_task_runner_get_running (self->runner))
    pw_print_dialog_stop_preparing (self);
  else
    gtk_window_close (GTK_WINDOW (self));
}

/* ---- the type --------------------------------------------------------- */

static void
pw_print_dialog_dispose (GObject *object)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (object);
  self->disposed = TRUE;
  g_clear_handle_id (&self->update_id, g_source_remove);
  g_clear_object (&self->settings);
  if (self->runner)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      pw_task_runner_cancel (self->runner);
    }
  G_OBJECT_CLASS (pw_print_dialog_parent_class)->dispose (object);
}

static void
pw_print_dialog_finalize (GObject *object)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (object);
  /* A running job holds a reference on the dialog: none is left here. */
  g_clear_object (&self->runner);
  g_clear_pointer (&self->pages, pw_pages_unref);
  g_clear_pointer (&self->set, pw_sheet_set_unref);
  g_clear_pointer (&self->source, pw_print_source_free);
  g_clear_pointer (&self->vary_rows, g_ptr_array_unref);
  g_clear_pointer (&self->set_vary, pw_params_free);
  g_free (self->message);
  g_free (self->export_name);
  g_clear_object (&self->exported);
  G_OBJECT_CLASS (pw_print_dialog_parent_class)->finalize (object);
}

static void
pw_print_dialog_class_init (PwPrintDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = pw_print_dialog_dispose;
  object_class->finalize = pw_print_dialog_finalize;

  g_type_ensure (PW_TYPE_COMBO_ROW);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/puzzlewright/Puzzlewright/print-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, PwPrintDialog, name)
  BIND (window_title);
  BIND (close_button);
  BIND (preview);
  BIND (message_box);
  BIND (message_label);
  BIND (anyway_button);
  BIND (poster_button);
  BIND (page_label);
  BIND (progress_revealer);
  BIND (progress_label);
  BIND (progress_bar);
  BIND (what_row);
  BIND (paper_row);
  BIND (width_row);
  BIND (height_row);
  BIND (width_spin);
  BIND (height_spin);
  BIND (orientation_row);
  BIND (margin_row);
  BIND (margin_spin);
  BIND (sheet_group);
  BIND (per_page_spin);
  BIND (answers_row);
  BIND (numbers_row);
  BIND (name_switch);
  BIND (instructions_row);
  BIND (set_group);
  BIND (set_row);
  BIND (variants_spin);
  BIND (cards_group);
  BIND (cards_per_page_row);
  BIND (cards_per_page_spin);
  BIND (marks_row);
  BIND (bleed_row);
  BIND (duplex_switch);
  BIND (back_offset_row);
  BIND (back_right_row);
  BIND (back_down_row);
  BIND (back_right_spin);
  BIND (back_down_spin);
  BIND (poster_group);
  BIND (poster_size_row);
  BIND (poster_width_row);
  BIND (poster_height_row);
  BIND (poster_width_spin);
  BIND (poster_height_spin);
  BIND (tile_row);
  BIND (overlap_row);
  BIND (overlap_spin);
#undef BIND

  gtk_widget_class_install_action (widget_class, "print.print", NULL,
                                   pw_print_dialog_print_action);
  gtk_widget_class_install_action (widget_class, "print.export", NULL,
                                   pw_print_dialog_export_action);
  gtk_widget_class_install_action (widget_class, "print.open-export", NULL,
                                   pw_print_dialog_open_export_action);
  gtk_widget_class_install_action (widget_class, "print.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "print.anyway", NULL,
                                   pw_print_dialog_anyway_action);
  gtk_widget_class_install_action (widget_class, "print.readable-poster", NULL,
                                   pw_print_dialog_poster_action);
  gtk_widget_class_install_action (widget_class, "print.escape", NULL, escape_action);
  gtk_widget_class_install_action (widget_class, "print.previous-page", NULL,
                                   pw_print_dialog_page_action);
  gtk_widget_class_install_action (widget_class, "print.next-page", NULL,
                                   pw_print_dialog_page_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "print.print",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "print.export",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "print.escape", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "print.previous-page",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "print.next-page",
                                       NULL);
}

static void
pw_print_dialog_init (PwPrintDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Export says it is done with a toast; the overlay goes around the
   * template's content. */
  g_autoptr (GtkWidget) content = g_object_ref (adw_window_get_content (ADW_WINDOW (self)));
  adw_window_set_content (ADW_WINDOW (self), NULL);
  self->toast_overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toast_overlay, content);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toast_overlay));
  self->message = g_strdup ("");
  self->unit = PW_POINTS_PER_MM;
  self->runner = pw_task_runner_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (pw_print_dialog_runner_notify), self);
  gtk_drawing_area_set_draw_func (self->preview, pw_print_dialog_draw_preview, self, NULL);
  /* As many as the composer takes; a count past what the page can hold
   * is the composer's to refuse, in the message under the preview. */
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->cards_per_page_spin),
                            PW_MAX_CARDS_PER_PAGE);
  pw_a11y_complete (GTK_WIDGET (self));
}

/* ---- the dialog for a document ---------------------------------------- */

static void
connect_options (PwPrintDialog *self)
{
  GObject *combos[] = { G_OBJECT (self->paper_row), G_OBJECT (self->orientation_row),
                        G_OBJECT (self->answers_row), G_OBJECT (self->numbers_row),
                        G_OBJECT (self->marks_row),
                        G_OBJECT (self->bleed_row), G_OBJECT (self->poster_size_row) };
  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    g_signal_connect_swapped (combos[i], "notify::selected",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->what_row, "notify::selected",
                            G_CALLBACK (pw_print_dialog_what_changed), self);
  g_signal_connect_swapped (self->marks_row, "notify::selected",
                            G_CALLBACK (pw_print_dialog_describe_marks), self);
  pw_print_dialog_describe_marks (self);
  GtkSpinButton *spins[] = { self->width_spin, self->height_spin, self->margin_spin,
                             self->per_page_spin, self->cards_per_page_spin,
                             self->variants_spin, self->poster_width_spin,
                             self->poster_height_spin, self->overlap_spin };
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    g_signal_connect_swapped (spins[i], "value-changed",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->back_right_spin, "value-changed",
                            G_CALLBACK (pw_print_dialog_back_offset_changed), self);
  g_signal_connect_swapped (self->back_down_spin, "value-changed",
                            G_CALLBACK (pw_print_dialog_back_offset_changed), self);
  GtkSwitch *switches[] = { self->name_switch, self->duplex_switch };
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    g_signal_connect_swapped (switches[i], "notify::active",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->set_row, "notify::enable-expansion",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->tile_row, "notify::enable-expansion",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->instructions_row, "changed",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
}

PwPrintDialog *
pw_print_dialog_new (GtkWindow *parent, PwDocument *document)
{
  PwPrintDialog *self = g_object_new (PW_TYPE_PRINT_DIALOG, "transient-for", parent, NULL);
  self->source = pw_print_source_new (document);
  const PwKind *kind = pw_print_source_get_kind (self->source);
  self->render = pw_render_lookup (kind->id);

  g_autofree char *name = pw_document_dup_display_name (document);
  adw_window_title_set_subtitle (self->window_title, name);
  self->export_name = pw_print_dialog_file_name_for (name);
  /* Every kind that prints can print a poster; only some have cards. */
  self->has_cards = self->render != NULL && self->render->n_items != NULL;
  if (!self->has_cards)
    gtk_string_list_remove (GTK_STRING_LIST (adw_combo_row_get_model (self->what_row)),
                            WHAT_CARDS);
  pw_print_dialog_init_variants (self);
  /* Pips or numerals is a choice only where the kind's drawing depends
   * on it: its smallest printed type differs between the two (numerals
   * are text, pips are not). */
  const PwModel *model = pw_document_get_model (document);
  gboolean numbers_matter
    = self->render && self->render->smallest_type
      && self->render->smallest_type (model, FALSE, PW_NUMBERS_PIPS)
           != self->render->smallest_type (model, FALSE, PW_NUMBERS_NUMERALS);
  gtk_widget_set_visible (GTK_WIDGET (self->numbers_row), numbers_matter);
  /* The kind's own instructions, to edit or clear. */
  if (self->render && self->render->instructions)
    gtk_editable_set_text (GTK_EDITABLE (self->instructions_row),
                           g_dgettext (GETTEXT_PACKAGE, self->render->instructions));
  pw_print_dialog_apply_preferences (self);
  connect_options (self);
  if (self->has_cards && self->render->cards_first)
    adw_combo_row_set_selected (self->what_row, WHAT_CARDS);
  pw_print_dialog_update (self);
  return self;
}

void
pw_print_dialog_present (GtkWindow *parent, PwDocument *document)
{
  PwPrintDialog *self = pw_print_dialog_new (parent, document);
  gtk_window_present (GTK_WINDOW (self));
}

PwPages *
pw_print_dialog_get_pages (PwPrintDialog *self)
{
  return pw_task_runner_get_running (self->runner) ? NULL : self->pages;
}

gboolean
pw_print_dialog_get_busy (PwPrintDialog *self)
{
  return pw_task_runner_get_running (self->runner) || self->update_id != 0;
}

const char *
pw_print_dialog_get_message (PwPrintDialog *self)
{
  return self->message;
}
