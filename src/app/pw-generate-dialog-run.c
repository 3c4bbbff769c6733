/* pw-generate-dialog-run.c — Generate and Cancel: the kind's generator
 * runs on the dialog's own task runner (a worker thread), its progress
 * shown at the bottom of the dialog.  A puzzle made becomes a document
 * and the dialog closes; an error stays in the dialog, for the settings
 * to be changed. */
#include "pw-generate-dialog-private.h"

#include <glib/gi18n.h>

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
        pw_generate_dialog_set_message (self, error->message);
      return;
    }
  guint64 seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  g_autoptr (PwParams) params = pw_generate_dialog_collect_params (self, FALSE);
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
  pw_generate_dialog_set_message (self, NULL);
  GenerateJob *job = g_new0 (GenerateJob, 1);
  job->kind = self->kind;
  job->params = pw_generate_dialog_collect_params (self, FALSE);
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

void
pw_generate_dialog_run_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "generate.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "generate.cancel", NULL, cancel_action);
}

void
pw_generate_dialog_run_init (PwGenerateDialog *self)
{
  self->runner = pw_task_runner_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (runner_notify), self);
}
