#include "pw-task-runner.h"

#include <glib/gi18n.h>

#define POLL_INTERVAL_MS 100

struct _PwTaskRunner
{
  GObject parent_instance;
  GTask *task;              /* the running task, or NULL */
  GCancellable *cancellable;
  PwProgress *progress;
  char *label;
  double fraction;
  char *text;
  guint poll_id;
  guint last_serial;
  guint last_model_serial;
};

G_DEFINE_FINAL_TYPE (PwTaskRunner, pw_task_runner, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_LABEL,
  PROP_FRACTION,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum
{
  SIGNAL_PARTIAL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  PwTaskFunc func;
  gpointer data;
  GDestroyNotify destroy;
  PwProgress *progress;
  gboolean keep_result_on_cancel;
  GAsyncReadyCallback callback;
  gpointer user_data;
} TaskData;

static void
task_data_free (TaskData *td)
{
  if (td->destroy)
    td->destroy (td->data);
  pw_progress_unref (td->progress);
  g_free (td);
}

static void
pw_task_runner_dispose (GObject *object)
{
  PwTaskRunner *self = PW_TASK_RUNNER (object);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  G_OBJECT_CLASS (pw_task_runner_parent_class)->dispose (object);
}

static void
pw_task_runner_finalize (GObject *object)
{
  PwTaskRunner *self = PW_TASK_RUNNER (object);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->progress, pw_progress_unref);
  g_free (self->label);
  g_free (self->text);
  G_OBJECT_CLASS (pw_task_runner_parent_class)->finalize (object);
}

static void
pw_task_runner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  PwTaskRunner *self = PW_TASK_RUNNER (object);
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->task != NULL);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pw_task_runner_class_init (PwTaskRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = pw_task_runner_dispose;
  object_class->finalize = pw_task_runner_finalize;
  object_class->get_property = pw_task_runner_get_property;
  props[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL,
                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, -1.0, 1.0, -1.0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* ::partial (PwModel *model) — the worker published a best-so-far
   * model (pw_progress_set_model()); @model is the handler's to read
   * during the emission only (copy it to keep it). */
  signals[SIGNAL_PARTIAL] = g_signal_new ("partial", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
pw_task_runner_init (PwTaskRunner *self)
{
  self->fraction = -1.0;
}

PwTaskRunner *
pw_task_runner_new (void)
{
  return g_object_new (PW_TYPE_TASK_RUNNER, NULL);
}

static void
publish_progress (PwTaskRunner *self)
{
  guint serial = pw_progress_get_serial (self->progress);
  if (serial == self->last_serial)
    return;
  self->last_serial = serial;
  double fraction = pw_progress_get_fraction (self->progress);
  if (fraction != self->fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FRACTION]);
    }
  g_autofree char *text = pw_progress_dup_text (self->progress);
  if (g_strcmp0 (text, self->text) != 0)
    {
      g_free (self->text);
      self->text = g_steal_pointer (&text);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TEXT]);
    }
  guint model_serial = pw_progress_get_model_serial (self->progress);
  if (model_serial != self->last_model_serial)
    {
      self->last_model_serial = model_serial;
      g_autoptr (PwModel) model = pw_progress_dup_model (self->progress);
      if (model)
        g_signal_emit (self, signals[SIGNAL_PARTIAL], 0, model);
    }
}

static gboolean
poll_progress (gpointer user_data)
{
  publish_progress (user_data);
  return G_SOURCE_CONTINUE;
}

static void
run_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TaskData *td = task_data;
  GError *error = NULL;
  PwResult *result = td->func (td->data, td->progress, cancellable, &error);
  if (result == NULL && error == NULL)
    error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, _("The task failed"));
  /* A result that arrives after Cancel is dropped: the user asked to stop
   * — unless the work's Cancel means "stop and keep the best so far". */
  if (result && g_cancellable_is_cancelled (cancellable) && !td->keep_result_on_cancel)
    {
      pw_result_free (result);
      result = NULL;
      g_clear_error (&error);
      g_cancellable_set_error_if_cancelled (cancellable, &error);
    }
  if (result)
    g_task_return_pointer (task, result, (GDestroyNotify) pw_result_free);
  else
    g_task_return_error (task, error);
}

static void
task_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  PwTaskRunner *self = PW_TASK_RUNNER (source);
  TaskData *td = g_task_get_task_data (G_TASK (res));
  GAsyncReadyCallback callback = td->callback;
  gpointer cb_data = td->user_data;

  g_clear_handle_id (&self->poll_id, g_source_remove);
  publish_progress (self);
  g_clear_object (&self->task);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
  if (callback)
    callback (source, res, cb_data);
}

gboolean
pw_task_runner_start (PwTaskRunner *self, const char *label, PwTaskFunc func, gpointer data,
                      GDestroyNotify destroy, GAsyncReadyCallback callback, gpointer user_data)
{
  return pw_task_runner_start_full (self, label, func, data, destroy, FALSE, callback, user_data);
}

gboolean
pw_task_runner_start_full (PwTaskRunner *self, const char *label, PwTaskFunc func,
                           gpointer data, GDestroyNotify destroy, gboolean keep_result_on_cancel,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_val_if_fail (PW_IS_TASK_RUNNER (self), FALSE);
  if (self->task != NULL)
    {
      if (destroy)
        destroy (data);
      return FALSE;
    }
  g_clear_pointer (&self->progress, pw_progress_unref);
  self->progress = pw_progress_new ();
  self->last_serial = 0;
  self->last_model_serial = 0;
  self->fraction = -1.0;
  g_clear_pointer (&self->text, g_free);
  g_free (self->label);
  self->label = g_strdup (label);
  self->cancellable = g_cancellable_new ();

  TaskData *td = g_new0 (TaskData, 1);
  td->func = func;
  td->data = data;
  td->destroy = destroy;
  td->progress = pw_progress_ref (self->progress);
  td->keep_result_on_cancel = keep_result_on_cancel;
  td->callback = callback;
  td->user_data = user_data;

  /* The runner itself is the source object, kept alive by the task. */
  self->task = g_task_new (self, self->cancellable, task_done, NULL);
  g_task_set_task_data (self->task, td, (GDestroyNotify) task_data_free);
  g_task_set_return_on_cancel (self->task, FALSE);
  /* run_in_thread decides what Cancel means (drop or keep the result). */
  g_task_set_check_cancellable (self->task, FALSE);
  g_task_set_name (self->task, label);
  self->poll_id = g_timeout_add (POLL_INTERVAL_MS, poll_progress, self);

  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LABEL]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FRACTION]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TEXT]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
  g_task_run_in_thread (self->task, run_in_thread);
  return TRUE;
}

PwResult *
pw_task_runner_finish (PwTaskRunner *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
pw_task_runner_cancel (PwTaskRunner *self)
{
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
}

gboolean
pw_task_runner_get_running (PwTaskRunner *self)
{
  return self->task != NULL;
}

const char *
pw_task_runner_get_label (PwTaskRunner *self)
{
  return self->label;
}

double
pw_task_runner_get_fraction (PwTaskRunner *self)
{
  return self->fraction;
}

const char *
pw_task_runner_get_text (PwTaskRunner *self)
{
  return self->text;
}

/* ---- Kind operations on a document snapshot ------------------------ */

typedef struct
{
  PwModel *snapshot;
  PwParams *params;
  GError *params_error; /* parameters the operation refused: its answer */
  const PwOperation *operation;
} OperationData;

typedef struct
{
  GWeakRef document;
  guint64 generation;  /* the document's, when the snapshot was taken */
  const PwOperation *operation;
  GAsyncReadyCallback callback;
  gpointer user_data;
} OperationReply;

static void
operation_data_free (OperationData *od)
{
  pw_model_free (od->snapshot);
  pw_params_free (od->params);
  g_clear_error (&od->params_error);
  g_free (od);
}

static PwResult *
run_operation (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  OperationData *od = data;
  if (od->params_error)
    {
      g_propagate_error (error, g_steal_pointer (&od->params_error));
      return NULL;
    }
  return od->operation->run (od->snapshot, od->params, progress, cancellable, error);
}

static void
operation_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  OperationReply *reply = user_data;
  g_autoptr (PwDocument) document = g_weak_ref_get (&reply->document);
  GError *error = NULL;
  PwResult *result = g_task_propagate_pointer (G_TASK (res), &error);
  if (result && result->model && document)
    {
      if (pw_document_get_generation (document) == reply->generation)
        pw_document_apply (document, g_steal_pointer (&result->model),
                           g_dgettext (GETTEXT_PACKAGE, reply->operation->label));
      else
        {
          g_clear_pointer (&result->model, pw_model_free);
          char *old = result->summary;
          result->summary = g_strdup_printf (
            _("%s (not applied: the puzzle was edited while the work ran)"),
            old ? old : g_dgettext (GETTEXT_PACKAGE, reply->operation->label));
          g_free (old);
        }
    }
  /* Hand the result (its model applied) back through a fresh task so the
   * caller's pw_task_runner_finish() works as usual. */
  GTask *relay = g_task_new (source, NULL, reply->callback, reply->user_data);
  if (result)
    g_task_return_pointer (relay, result, (GDestroyNotify) pw_result_free);
  else
    g_task_return_error (relay, error);
  g_object_unref (relay);
  g_weak_ref_clear (&reply->document);
  g_free (reply);
}

gboolean
pw_task_runner_run_operation (PwTaskRunner *self, PwDocument *document,
                              const PwOperation *operation, const PwParams *params,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  if (self->task != NULL)
    return FALSE;
  OperationData *od = g_new0 (OperationData, 1);
  od->snapshot = pw_document_dup_model (document);
  /* The same parameters the CLI would run it with (the document's seed...). */
  od->params = pw_document_operation_params (document, operation, params, &od->params_error);
  od->operation = operation;
  OperationReply *reply = g_new0 (OperationReply, 1);
  g_weak_ref_init (&reply->document, document);
  reply->generation = pw_document_get_generation (document);
  reply->operation = operation;
  reply->callback = callback;
  reply->user_data = user_data;
  if (pw_task_runner_start_full (
        self, g_dgettext (GETTEXT_PACKAGE, operation->label), run_operation, od,
        (GDestroyNotify) operation_data_free,
        (operation->flags & PW_OPERATION_KEEPS_RESULT_ON_CANCEL) != 0, operation_done, reply))
    return TRUE;
  g_weak_ref_clear (&reply->document);
  g_free (reply);
  return FALSE;
}
