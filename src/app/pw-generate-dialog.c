#include "pw-generate-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "pw-task-runner.h"

/* The most a file parameter may hold: a shape or a list is a few lines,
 * and the text is kept in the document's generator parameters. */
#define FILE_PARAM_MAX (1024 * 1024)

struct _PwGenerateDialog
{
  AdwWindow parent_instance;

  const PwKind *kind;
  PwWindow *window;          /* where the puzzle opens (weak) */
  PwTaskRunner *runner;
  GPtrArray *rows;           /* the row of each spec, in spec order (a size's two share one) */
  GPtrArray *values;         /* the widget holding each spec's value, in spec order */
  GtkSpinButton *seed_spin;
  GtkWidget *generate_button;
  GtkRevealer *progress_revealer;
  GtkProgressBar *progress_bar;
  GtkLabel *progress_text;
  GtkRevealer *message_revealer;
  GtkLabel *message;
  guint pulse_id;
};

G_DEFINE_FINAL_TYPE (PwGenerateDialog, pw_generate_dialog, ADW_TYPE_WINDOW)

static void params_changed (PwGenerateDialog *self);

/* Errors show at the top, under the header bar, where the eye is after
 * pressing Generate; never below the rows. */
static void
set_message (PwGenerateDialog *self, const char *text)
{
  gtk_label_set_label (self->message, text ? text : "");
  gtk_revealer_set_reveal_child (self->message_revealer, text && *text);
}

/* ---- Rows from the specs ------------------------------------------- */

static GtkWidget *
int_spin (const PwParamSpec *spec)
{
  GtkWidget *spin = gtk_spin_button_new_with_range ((double) spec->min, (double) spec->max, 1);
  gint64 value = spec->min;
  if (spec->default_value)
    value = g_ascii_strtoll (spec->default_value, NULL, 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  return spin;
}

static GtkWidget *
int_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = int_spin (spec);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

static GtkWidget *
number_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = gtk_spin_button_new_with_range ((double) spec->min, (double) spec->max, 1);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (*value), 1);
  if (spec->default_value)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (*value), g_ascii_strtod (spec->default_value, NULL));
  gtk_widget_set_valign (*value, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

static GtkWidget *
choice_row (const PwParamSpec *spec, GtkWidget **value)
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
  *value = row;
  return row;
}

static GtkWidget *
bool_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (*value), g_strcmp0 (spec->default_value, "true") == 0);
  gtk_widget_set_valign (*value, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

static GtkWidget *
text_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_entry_row_new ();
  if (spec->default_value)
    gtk_editable_set_text (GTK_EDITABLE (row), spec->default_value);
  *value = row;
  return row;
}

/* A file parameter: the row names the chosen file; its text is kept on
 * the row ("pw-file-text") and passed as the parameter's value. */
static void
show_file (GtkWidget *row, const char *spec_description, GFile *file)
{
  GtkWidget *clear = g_object_get_data (G_OBJECT (row), "pw-clear");
  gtk_widget_set_visible (clear, file != NULL);
  if (file)
    {
      g_autofree char *name = g_file_get_basename (file);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), name);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 spec_description ? g_dgettext (GETTEXT_PACKAGE, spec_description)
                                                  : _("No file chosen"));
}

typedef struct
{
  PwGenerateDialog *dialog;
  char *name;
} FileChoice;

static void
file_choice_free (FileChoice *choice)
{
  g_object_unref (choice->dialog);
  g_free (choice->name);
  g_free (choice);
}

static void
file_chosen (GtkNativeDialog *native, int response, FileChoice *choice)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (file)
        pw_generate_dialog_set_file (choice->dialog, choice->name, file);
    }
  file_choice_free (choice);
  g_object_unref (native);
}

static void
choose_file_clicked (GtkButton *button, GtkWidget *row)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (gtk_widget_get_root (GTK_WIDGET (button)));
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_autofree char *title = g_strdup_printf (_("Choose “%s”"),
                                            g_dgettext (GETTEXT_PACKAGE, spec->label));
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_autoptr (GtkFileFilter) text = gtk_file_filter_new ();
  gtk_file_filter_set_name (text, _("Text Files"));
  gtk_file_filter_add_mime_type (text, "text/plain");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), text);
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  FileChoice *choice = g_new0 (FileChoice, 1);
  choice->dialog = g_object_ref (self);
  choice->name = g_strdup (spec->name);
  g_signal_connect (native, "response", G_CALLBACK (file_chosen), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
clear_file_clicked (GtkButton *button, GtkWidget *row)
{
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_object_set_data (G_OBJECT (row), "pw-file-text", NULL);
  show_file (row, spec->description, NULL);
  params_changed (PW_GENERATE_DIALOG (gtk_widget_get_root (row)));
}

static GtkWidget *
file_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_tooltip_text (clear, _("Use No File"));
  gtk_widget_add_css_class (clear, "flat");
  gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  gtk_widget_set_valign (choose, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), clear);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), choose);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), choose);
  g_object_set_data (G_OBJECT (row), "pw-clear", clear);
  g_object_set_data (G_OBJECT (row), "pw-spec", (gpointer) spec);
  g_signal_connect (choose, "clicked", G_CALLBACK (choose_file_clicked), row);
  g_signal_connect (clear, "clicked", G_CALLBACK (clear_file_clicked), row);
  show_file (row, spec->description, NULL);
  *value = row;
  return row;
}

/* Rows and columns (or height and width) next to each other in the list
 * are one size, "7 × 8", as a person thinks of a board. */
static gboolean
is_size_pair (const PwParamSpec *a, const PwParamSpec *b)
{
  if (a->type != PW_PARAM_INT || b->type != PW_PARAM_INT)
    return FALSE;
  return (g_str_equal (a->name, "rows") && g_str_equal (b->name, "cols"))
         || (g_str_equal (a->name, "height") && g_str_equal (b->name, "width"))
         || (g_str_equal (a->name, "width") && g_str_equal (b->name, "height"));
}

static GtkWidget *
size_row (const PwParamSpec *a, const PwParamSpec *b, GtkWidget **value_a, GtkWidget **value_b)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Size"));
  gboolean rows_first = !g_str_equal (a->name, "width");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rows_first ? _("Rows × columns")
                                                                : _("Width × height"));
  *value_a = int_spin (a);
  *value_b = int_spin (b);
  gtk_widget_set_tooltip_text (*value_a, g_dgettext (GETTEXT_PACKAGE, a->label));
  gtk_widget_set_tooltip_text (*value_b, g_dgettext (GETTEXT_PACKAGE, b->label));
  GtkWidget *times = gtk_label_new ("×");
  gtk_widget_add_css_class (times, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value_a);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), times);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value_b);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value_a);
  return row;
}

static GtkWidget *
row_for_spec (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row;
  switch (spec->type)
    {
    case PW_PARAM_INT:
      row = int_row (spec, value);
      break;
    case PW_PARAM_CHOICE:
      row = choice_row (spec, value);
      break;
    case PW_PARAM_BOOL:
      row = bool_row (spec, value);
      break;
    case PW_PARAM_NUMBER:
      row = number_row (spec, value);
      break;
    case PW_PARAM_FILE:
      row = file_row (spec, value);
      break;
    case PW_PARAM_TEXT:
    default:
      row = text_row (spec, value);
      break;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, spec->label));
  if (spec->description && ADW_IS_ACTION_ROW (row) && spec->type != PW_PARAM_FILE)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 g_dgettext (GETTEXT_PACKAGE, spec->description));
  /* An entry row has no subtitle (libadwaita 1.2): its description, such
   * as which values a text takes, is its tooltip. */
  else if (spec->description && ADW_IS_ENTRY_ROW (row))
    gtk_widget_set_tooltip_text (row, g_dgettext (GETTEXT_PACKAGE, spec->description));
  return row;
}

/* The value as the kind reads it; NULL leaves the kind's default. */
static char *
spec_value (const PwParamSpec *spec, GtkWidget *w)
{
  switch (spec->type)
    {
    case PW_PARAM_INT:
      return g_strdup_printf ("%" G_GINT64_FORMAT,
                              (gint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (w)));
    case PW_PARAM_NUMBER:
      {
        char buf[G_ASCII_DTOSTR_BUF_SIZE];
        return g_strdup (g_ascii_dtostr (buf, sizeof buf,
                                         gtk_spin_button_get_value (GTK_SPIN_BUTTON (w))));
      }
    case PW_PARAM_CHOICE:
      {
        guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (w));
        return i < g_strv_length ((char **) spec->choices) ? g_strdup (spec->choices[i]) : NULL;
      }
    case PW_PARAM_BOOL:
      return g_strdup (gtk_switch_get_active (GTK_SWITCH (w)) ? "true" : "false");
    case PW_PARAM_FILE:
      return g_strdup (g_object_get_data (G_OBJECT (w), "pw-file-text"));
    case PW_PARAM_TEXT:
    default:
      {
        const char *text = gtk_editable_get_text (GTK_EDITABLE (w));
        return *text ? g_strdup (text) : NULL;
      }
    }
}

/* The parameters as the rows stand, leaving out those the kind says
 * cannot be used with the others; with @update, such rows are greyed
 * out and say why. */
static PwParams *
collect_params (PwGenerateDialog *self, gboolean update)
{
  PwParams *params = pw_params_new ();
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    {
      const PwParamSpec *spec = &self->kind->generate_specs[i];
      gboolean usable = TRUE;
      g_autofree char *reason = NULL;
      if (spec->usable)
        usable = spec->usable (params, &reason);
      if (update && spec->usable)
        {
          GtkWidget *row = self->rows->pdata[i];
          gtk_widget_set_sensitive (row, usable);
          const char *why = usable ? (spec->description ? g_dgettext (GETTEXT_PACKAGE,
                                                                      spec->description)
                                                        : NULL)
                                   : reason;
          if (ADW_IS_ACTION_ROW (row) && spec->type != PW_PARAM_FILE)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why ? why : "");
          else
            gtk_widget_set_tooltip_text (row, usable ? NULL : reason);
        }
      if (!usable)
        continue;
      g_autofree char *value = spec_value (spec, self->values->pdata[i]);
      if (value)
        pw_params_set (params, spec->name, value);
    }
  return params;
}

static void
params_changed (PwGenerateDialog *self)
{
  /* An error was about the settings before this change. */
  set_message (self, NULL);
  g_autoptr (PwParams) params = collect_params (self, TRUE);
}

static void
watch_value (PwGenerateDialog *self, const PwParamSpec *spec, GtkWidget *w)
{
  switch (spec->type)
    {
    case PW_PARAM_INT:
    case PW_PARAM_NUMBER:
      g_signal_connect_swapped (w, "value-changed", G_CALLBACK (params_changed), self);
      break;
    case PW_PARAM_CHOICE:
      g_signal_connect_swapped (w, "notify::selected", G_CALLBACK (params_changed), self);
      break;
    case PW_PARAM_BOOL:
      g_signal_connect_swapped (w, "notify::active", G_CALLBACK (params_changed), self);
      break;
    case PW_PARAM_TEXT:
      g_signal_connect_swapped (w, "changed", G_CALLBACK (params_changed), self);
      break;
    case PW_PARAM_FILE:
    default:
      break; /* pw_generate_dialog_set_file() says it */
    }
}

/* Adds the row of spec @i to @group: one row for two specs when they are
 * a size.  Returns how many specs the row shows. */
static guint
add_row (PwGenerateDialog *self, AdwPreferencesGroup *group, guint i)
{
  const PwParamSpec *specs = self->kind->generate_specs;
  GtkWidget *row, *values[2];
  guint shown = 1;
  if (i + 1 < self->kind->n_generate_specs && is_size_pair (&specs[i], &specs[i + 1]))
    {
      row = size_row (&specs[i], &specs[i + 1], &values[0], &values[1]);
      shown = 2;
    }
  else
    row = row_for_spec (&specs[i], &values[0]);
  for (guint k = 0; k < shown; k++)
    {
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->values, values[k]);
      watch_value (self, &specs[i + k], values[k]);
    }
  adw_preferences_group_add (group, row);
  return shown;
}

static int
spec_index (PwGenerateDialog *self, const char *name)
{
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    if (g_str_equal (self->kind->generate_specs[i].name, name))
      return (int) i;
  return -1;
}

gboolean
pw_generate_dialog_set_value (PwGenerateDialog *self, const char *name, const char *value)
{
  if (g_str_equal (name, "seed"))
    {
      gtk_spin_button_set_value (self->seed_spin, g_ascii_strtod (value, NULL));
      return TRUE;
    }
  int i = spec_index (self, name);
  if (i < 0)
    return FALSE;
  const PwParamSpec *spec = &self->kind->generate_specs[i];
  GtkWidget *w = self->values->pdata[i];
  switch (spec->type)
    {
    case PW_PARAM_INT:
    case PW_PARAM_NUMBER:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), g_ascii_strtod (value, NULL));
      return TRUE;
    case PW_PARAM_CHOICE:
      for (guint c = 0; spec->choices[c]; c++)
        if (g_str_equal (spec->choices[c], value))
          {
            adw_combo_row_set_selected (ADW_COMBO_ROW (w), c);
            return TRUE;
          }
      return FALSE;
    case PW_PARAM_BOOL:
      gtk_switch_set_active (GTK_SWITCH (w), g_str_equal (value, "true"));
      return TRUE;
    case PW_PARAM_FILE:
      return FALSE; /* a file is chosen, not typed: pw_generate_dialog_set_file() */
    case PW_PARAM_TEXT:
    default:
      gtk_editable_set_text (GTK_EDITABLE (w), value);
      return TRUE;
    }
}

/* Reads at most FILE_PARAM_MAX bytes of text; the kind never opens files. */
static char *
read_param_file (GFile *file, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GError) local = NULL;
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, &local);
  g_autofree char *text = g_malloc (FILE_PARAM_MAX + 2);
  gsize got = 0;
  if (in == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (in), text, FILE_PARAM_MAX + 1, &got, NULL,
                                   &local))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Could not read “%s”: %s"), name,
                   local->message);
      return NULL;
    }
  if (got > FILE_PARAM_MAX)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("“%s” is larger than 1 MiB; choose a text file of a few lines"), name);
      return NULL;
    }
  text[got] = '\0';
  if (memchr (text, '\0', got) || !g_utf8_validate (text, (gssize) got, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("“%s” is not a text file (UTF-8 without NUL bytes)"), name);
      return NULL;
    }
  return g_steal_pointer (&text);
}

gboolean
pw_generate_dialog_set_file (PwGenerateDialog *self, const char *name, GFile *file)
{
  int i = spec_index (self, name);
  g_return_val_if_fail (i >= 0, FALSE);
  const PwParamSpec *spec = &self->kind->generate_specs[i];
  g_return_val_if_fail (spec->type == PW_PARAM_FILE, FALSE);
  GtkWidget *row = self->values->pdata[i];
  g_autoptr (GError) error = NULL;
  g_autofree char *text = read_param_file (file, &error);
  if (text == NULL)
    {
      set_message (self, error->message);
      return FALSE;
    }
  g_object_set_data_full (G_OBJECT (row), "pw-file-text", g_steal_pointer (&text), g_free);
  show_file (row, spec->description, file);
  params_changed (self);
  return TRUE;
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
  g_autoptr (PwParams) params = collect_params (self, FALSE);
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
  job->params = collect_params (self, FALSE);
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
  g_clear_pointer (&self->values, g_ptr_array_unref);
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
  self->values = g_ptr_array_new ();
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
    i += add_row (self, ADW_PREFERENCES_GROUP (group), i);
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
  g_autoptr (PwParams) shown = collect_params (self, TRUE);
  return self;
}
