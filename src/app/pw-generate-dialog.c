#include "pw-generate-dialog.h"

#include <glib/gi18n.h>

#include "pw-rng.h"
#include "pw-task-runner.h"

struct _PwGenerateDialog
{
  AdwWindow parent_instance;

  const PwKind *kind;
  PwWindow *window;          /* where the puzzle opens (weak) */
  PwTaskRunner *runner;
  GPtrArray *rows;           /* one widget per spec, in spec order */
  GtkSpinButton *seed_spin;
  GtkWidget *generate_button;
  GtkRevealer *progress_revealer;
  GtkProgressBar *progress_bar;
  GtkLabel *progress_text;
  GtkLabel *message;
  guint pulse_id;
};

G_DEFINE_FINAL_TYPE (PwGenerateDialog, pw_generate_dialog, ADW_TYPE_WINDOW)


/* ---- Rows from the specs ------------------------------------------- */

static GtkWidget *
int_row (const PwParamSpec *spec)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
  gint64 value = spec->min;
  if (spec->default_value)
    value = g_ascii_strtoll (spec->default_value, NULL, 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_object_set_data (G_OBJECT (row), "pw-value-widget", spin);
  return row;
}

static GtkWidget *
choice_row (const PwParamSpec *spec)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;
  for (guint i = 0; spec->choices && spec->choices[i]; i++)
    {
      const char *label = spec->choice_labels ? spec->choice_labels[i] : spec->choices[i];
      gtk_string_list_append (labels, g_dgettext (GETTEXT_PACKAGE, label));
      if (g_strcmp0 (spec->choices[i], spec->default_value) == 0)
        selected = i;
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  return row;
}

static GtkWidget *
bool_row (const PwParamSpec *spec)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (sw), g_strcmp0 (spec->default_value, "true") == 0);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  g_object_set_data (G_OBJECT (row), "pw-value-widget", sw);
  return row;
}

static GtkWidget *
text_row (const PwParamSpec *spec)
{
  GtkWidget *row = adw_entry_row_new ();
  if (spec->default_value)
    gtk_editable_set_text (GTK_EDITABLE (row), spec->default_value);
  return row;
}

static GtkWidget *
row_for_spec (const PwParamSpec *spec)
{
  GtkWidget *row;
  switch (spec->type)
    {
    case PW_PARAM_INT:
      row = int_row (spec);
      break;
    case PW_PARAM_CHOICE:
      row = choice_row (spec);
      break;
    case PW_PARAM_BOOL:
      row = bool_row (spec);
      break;
    case PW_PARAM_TEXT:
    default:
      row = text_row (spec);
      break;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, spec->label));
  if (spec->description && ADW_IS_ACTION_ROW (row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 g_dgettext (GETTEXT_PACKAGE, spec->description));
  return row;
}

/* The row's value as the kind reads it; NULL leaves the kind's default. */
static char *
row_value (const PwParamSpec *spec, GtkWidget *row)
{
  GtkWidget *w = g_object_get_data (G_OBJECT (row), "pw-value-widget");
  switch (spec->type)
    {
    case PW_PARAM_INT:
      return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w)));
    case PW_PARAM_CHOICE:
      {
        guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
        return i < g_strv_length ((char **) spec->choices) ? g_strdup (spec->choices[i]) : NULL;
      }
    case PW_PARAM_BOOL:
      return g_strdup (gtk_switch_get_active (GTK_SWITCH (w)) ? "true" : "false");
    case PW_PARAM_TEXT:
    default:
      {
        const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
        return *text ? g_strdup (text) : NULL;
      }
    }
}

gboolean
pw_generate_dialog_set_value (PwGenerateDialog *self, const char *name, const char *value)
{
  if (g_str_equal (name, "seed"))
    {
      gtk_spin_button_set_value (self->seed_spin, g_ascii_strtod (value, NULL));
      return TRUE;
    }
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    {
      const PwParamSpec *spec = &self->kind->generate_specs[i];
      GtkWidget *row = self->rows->pdata[i];
      GtkWidget *w = g_object_get_data (G_OBJECT (row), "pw-value-widget");
      if (!g_str_equal (spec->name, name))
        continue;
      switch (spec->type)
        {
        case PW_PARAM_INT:
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), g_ascii_strtod (value, NULL));
          return TRUE;
        case PW_PARAM_CHOICE:
          for (guint c = 0; spec->choices[c]; c++)
            if (g_str_equal (spec->choices[c], value))
              {
                adw_combo_row_set_selected (ADW_COMBO_ROW (row), c);
                return TRUE;
              }
          return FALSE;
        case PW_PARAM_BOOL:
          gtk_switch_set_active (GTK_SWITCH (w), g_str_equal (value, "true"));
          return TRUE;
        case PW_PARAM_TEXT:
        default:
          gtk_editable_set_text (GTK_EDITABLE (row), value);
          return TRUE;
        }
    }
  return FALSE;
}

/* ---- Running the generator ------------------------------------------ */

typedef struct
{
  const PwKind *kind;
  PwParams *params;
  guint64 seed;
} GenerateJob;

static void
job_free (GenerateJob *job)
{
  pw_params_free (job->params);
  g_free (job);
}

static PwResult *
generate_in_thread (gpointer data, PwProgress *progress, GCancellable *cancellable,
                    GError **error)
{
  GenerateJob *job = data;
  PwModel *model = pw_kind_generate (job->kind, job->params, job->seed, progress, cancellable,
                                     error);
  if (model == NULL)
    return NULL;
  PwResult *result = pw_result_new ();
  result->model = model;
  result->ok = TRUE;
  return result;
}

static void
set_message (PwGenerateDialog *self, const char *text)
{
  gtk_label_set_label (self->message, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), text && *text);
}

static PwParams *
collect_params (PwGenerateDialog *self)
{
  PwParams *params = pw_params_new ();
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    {
      const PwParamSpec *spec = &self->kind->generate_specs[i];
      g_autofree char *value = row_value (spec, self->rows->pdata[i]);
      if (value)
        pw_params_set (params, spec->name, value);
    }
  return params;
}

static void
generated (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr (PwGenerateDialog) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  gtk_widget_set_sensitive (self->generate_button, TRUE);
  if (result == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        set_message (self, error->message);
      return;
    }
  guint64 seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  g_autoptr (PwParams) params = collect_params (self);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (g_steal_pointer (&result->model),
                                                           seed);
  pw_document_set_generator (doc, params);
  pw_document_mark_unsaved (doc);

  PwWindow *target = self->window;
  if (target == NULL || pw_window_get_document (target) != NULL)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
      target = pw_window_new (ADW_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (target));
    }
  pw_window_set_document (target, doc);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
run_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (widget);
  if (pw_task_runner_get_running (self->runner))
    return;
  set_message (self, NULL);
  GenerateJob *job = g_new0 (GenerateJob, 1);
  job->kind = self->kind;
  job->params = collect_params (self);
  job->seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  gtk_widget_set_sensitive (self->generate_button, FALSE);
  pw_task_runner_start (self->runner, _("Generating"), generate_in_thread, job,
                        (GDestroyNotify) job_free, generated, g_object_ref (self));
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (widget);
  if (pw_task_runner_get_running (self->runner))
    pw_task_runner_cancel (self->runner);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
new_seed_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (widget);
  gtk_spin_button_set_value (self->seed_spin, (double) pw_rng_fresh_seed ());
}

static gboolean
pulse (gpointer data)
{
  gtk_progress_bar_pulse (PW_GENERATE_DIALOG (data)->progress_bar);
  return G_SOURCE_CONTINUE;
}

static void
runner_notify (PwTaskRunner *runner, GParamSpec *pspec, PwGenerateDialog *self)
{
  gboolean running = pw_task_runner_get_running (runner);
  double fraction = pw_task_runner_get_fraction (runner);
  gtk_revealer_set_reveal_child (self->progress_revealer, running);
  const char *text = pw_task_runner_get_text (runner);
  gtk_label_set_label (self->progress_text, text ? text : "");
  if (running && fraction < 0)
    {
      if (self->pulse_id == 0)
        self->pulse_id = g_timeout_add (100, pulse, self);
    }
  else
    {
      g_clear_handle_id (&self->pulse_id, g_source_remove);
      gtk_progress_bar_set_fraction (self->progress_bar, MAX (fraction, 0));
    }
}

gboolean
pw_generate_dialog_get_busy (PwGenerateDialog *self)
{
  return pw_task_runner_get_running (self->runner);
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
  G_OBJECT_CLASS (pw_generate_dialog_parent_class)->dispose (object);
}

static void
pw_generate_dialog_class_init (PwGenerateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_generate_dialog_dispose;
  gtk_widget_class_install_action (widget_class, "generate.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "generate.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "generate.new-seed", NULL, new_seed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "generate.cancel", NULL);
}

static void
pw_generate_dialog_init (PwGenerateDialog *self)
{
  self->runner = pw_task_runner_new ();
  self->rows = g_ptr_array_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (runner_notify), self);
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
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Randomness"));
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Seed"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The same seed and settings give the same puzzle"));
  self->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, (double) PW_RNG_SEED_MAX, 1));
  gtk_spin_button_set_digits (self->seed_spin, 0);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->seed_spin), 17);
  gtk_widget_set_valign (GTK_WIDGET (self->seed_spin), GTK_ALIGN_CENTER);
  GtkWidget *dice = gtk_button_new_from_icon_name ("media-playlist-shuffle-symbolic");
  gtk_widget_set_tooltip_text (dice, _("New Seed"));
  gtk_widget_add_css_class (dice, "flat");
  gtk_widget_set_valign (dice, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (dice), "generate.new-seed");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->seed_spin));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), dice);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
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
                                         "transient-for", parent, "default-width", 480,
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
  for (guint i = 0; i < kind->n_generate_specs; i++)
    {
      GtkWidget *row = row_for_spec (&kind->generate_specs[i]);
      g_ptr_array_add (self->rows, row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  if (kind->n_generate_specs > 0)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (build_seed_group (self)));
  GtkWidget *message_group = adw_preferences_group_new ();
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (message_group), GTK_WIDGET (self->message));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (message_group));

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), build_header (self));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  gtk_box_append (GTK_BOX (box), build_progress (self));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->generate_button);
  new_seed_action (GTK_WIDGET (self), NULL, NULL);
  return self;
}
