/* pw-task-runner.h — long work in a worker thread, never on the main loop.
 *
 * One runner per window runs one task at a time: the worker gets a
 * PwProgress and a GCancellable; the runner polls the progress every
 * 100 ms and publishes it as properties the window binds a progress bar
 * to.  Results come back on the main thread through the usual
 * GAsyncReadyCallback / _finish pair.  A best-so-far model that the
 * worker publishes (pw_progress_set_model()) is emitted as ::partial on
 * the main thread, at most once per poll.
 */
#pragma once

#include <gio/gio.h>

#include "pw-document.h"

G_BEGIN_DECLS

#define PW_TYPE_TASK_RUNNER (pw_task_runner_get_type ())
G_DECLARE_FINAL_TYPE (PwTaskRunner, pw_task_runner, PW, TASK_RUNNER, GObject)

/* Runs in the worker thread.  Must check @cancellable often (every few
 * milliseconds of work) and return NULL with an error when it fires. */
typedef PwResult *(*PwTaskFunc) (gpointer data, PwProgress *progress, GCancellable *cancellable,
                                 GError **error);

PwTaskRunner *pw_task_runner_new           (void);
/* FALSE (and nothing started) when a task is already running.  @data is
 * freed with @destroy once the worker is done with it.  A result that
 * comes back after Cancel is dropped (the call then fails with
 * G_IO_ERROR_CANCELLED) unless @keep_result_on_cancel. */
gboolean      pw_task_runner_start_full    (PwTaskRunner *self, const char *label,
                                            PwTaskFunc func, gpointer data,
                                            GDestroyNotify destroy,
                                            gboolean keep_result_on_cancel,
                                            GAsyncReadyCallback callback, gpointer user_data);
gboolean      pw_task_runner_start         (PwTaskRunner *self, const char *label,
                                            PwTaskFunc func, gpointer data,
                                            GDestroyNotify destroy,
                                            GAsyncReadyCallback callback, gpointer user_data);
PwResult     *pw_task_runner_finish        (PwTaskRunner *self, GAsyncResult *result,
                                            GError **error);
void          pw_task_runner_cancel        (PwTaskRunner *self);
gboolean      pw_task_runner_get_running   (PwTaskRunner *self);
const char   *pw_task_runner_get_label     (PwTaskRunner *self);
/* In [0, 1], or negative when the worker cannot tell. */
double        pw_task_runner_get_fraction  (PwTaskRunner *self);
const char   *pw_task_runner_get_text      (PwTaskRunner *self);

/* Runs @operation on a snapshot of @document.  When it succeeds with a
 * model and the document has not been edited meanwhile, the model is
 * applied as one undoable edit named after the operation; otherwise the
 * result's model is dropped and the result says so. */
gboolean      pw_task_runner_run_operation (PwTaskRunner *self, PwDocument *document,
                                            const PwOperation *operation,
                                            const PwParams *params,
                                            GAsyncReadyCallback callback, gpointer user_data);

G_END_DECLS
