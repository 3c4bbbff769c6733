/* The task runner: progress, cancel within 100 ms, results applied as one
 * undoable edit, and a main loop that keeps running meanwhile. */
#include "../test-util.h"
#include "pw-task-runner.h"
#include "test-kind.h"

typedef struct
{
  PwResult *result;
  GError *error;
  gboolean done;
  gint64 done_at;
} Outcome;

static void
finished (GObject *source, GAsyncResult *res, gpointer data)
{
  Outcome *o = data;
  o->result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &o->error);
  o->done = TRUE;
  o->done_at = g_get_monotonic_time ();
}

/* The task has started its steps: the runner has published its line. */
static gboolean
under_way (PwTaskRunner *runner)
{
  const char *text = pw_task_runner_get_text (runner);
  return text != NULL && *text != '\0';
}

static void
count_notify (GObject *obj, GParamSpec *pspec, int *n)
{
  (*n)++;
}

static PwParams *
slow_params (const char *steps, const char *step_ms)
{
  PwParams *p = pw_params_new ();
  pw_params_set (p, "steps", steps);
  pw_params_set (p, "step-ms", step_ms);
  return p;
}

static void
test_progress_and_apply (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwParams) params = slow_params ("10", "40");
  int fraction_notes = 0, text_notes = 0;
  g_signal_connect (runner, "notify::fraction", G_CALLBACK (count_notify), &fraction_notes);
  g_signal_connect (runner, "notify::text", G_CALLBACK (count_notify), &text_notes);
  Outcome o = { 0 };
  const PwOperation *op = pw_kind_find_operation (pw_test_kind (), "slow-solve");
  g_assert_true (pw_task_runner_run_operation (runner, doc, op, params, finished, &o));
  g_assert_true (pw_task_runner_get_running (runner));
  /* One task at a time. */
  g_assert_false (pw_task_runner_run_operation (runner, doc, op, params, finished, &o));
  pw_test_wait_until (o.done);
  g_assert_no_error (o.error);
  g_assert_nonnull (o.result);
  g_assert_false (pw_task_runner_get_running (runner));
  /* 400 ms of work polled every 100 ms: several updates, not one per step. */
  g_assert_cmpint (fraction_notes, >=, 3);
  g_assert_cmpint (text_notes, >=, 3);
  g_assert_cmpfloat (pw_task_runner_get_fraction (runner), ==, 1.0);

  /* The result was applied as one undoable edit named after the operation. */
  const PwTestModel *m = (const PwTestModel *) pw_document_get_model (doc);
  g_assert_cmpint (m->answer, ==, 3 + 1 + 4 + 1 + 5);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Solve Slowly");
  g_assert_true (pw_document_undo (doc));
  g_assert_cmpint (((const PwTestModel *) pw_document_get_model (doc))->answer, ==, -1);
  g_assert_false (pw_document_can_undo (doc));
  pw_result_free (o.result);
}

static void
test_cancel_fast (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwParams) params = slow_params ("100000", "20");
  Outcome o = { 0 };
  const PwOperation *op = pw_kind_find_operation (pw_test_kind (), "slow-solve");
  g_assert_true (pw_task_runner_run_operation (runner, doc, op, params, finished, &o));
  pw_test_wait_until (under_way (runner));
  g_assert_false (o.done);
  gint64 cancelled_at = g_get_monotonic_time ();
  pw_task_runner_cancel (runner);
  pw_test_wait_until (o.done);
  gint64 ms = (o.done_at - cancelled_at) / 1000;
  g_test_message ("stopped %" G_GINT64_FORMAT " ms after Cancel", ms);
  g_assert_cmpint (ms, <, 100);
  g_assert_error (o.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (o.result);
  g_assert_false (pw_document_can_undo (doc));
  g_assert_false (pw_task_runner_get_running (runner));
  g_clear_error (&o.error);
}

static void
test_edit_meanwhile_not_applied (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwParams) params = slow_params ("5", "30");
  Outcome o = { 0 };
  const PwOperation *op = pw_kind_find_operation (pw_test_kind (), "slow-solve");
  g_assert_true (pw_task_runner_run_operation (runner, doc, op, params, finished, &o));
  PwModel *edit = pw_document_dup_model (doc);
  g_array_index (((PwTestModel *) edit)->numbers, gint, 0) = 100;
  pw_document_apply (doc, edit, "Edit");
  pw_test_wait_until (o.done);
  g_assert_nonnull (o.result);
  g_assert_null (o.result->model);
  g_assert_nonnull (strstr (o.result->summary, "not applied"));
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Edit");
  g_assert_cmpint (((const PwTestModel *) pw_document_get_model (doc))->answer, ==, -1);
  pw_result_free (o.result);
}

static gboolean
tick (gpointer data)
{
  gint64 *ticks = data;
  gint64 now = g_get_monotonic_time ();
  if (ticks[1])
    ticks[2] = MAX (ticks[2], now - ticks[1]);
  ticks[1] = now;
  ticks[0]++;
  return G_SOURCE_CONTINUE;
}

/* While a task works, the main loop keeps turning. */
static void
test_main_loop_free (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwParams) params = slow_params ("20", "15");
  gint64 ticks[3] = { 0 }; /* count, last time, largest gap (µs) */
  guint id = g_timeout_add (5, tick, ticks);
  Outcome o = { 0 };
  pw_task_runner_run_operation (runner, doc,
                                pw_kind_find_operation (pw_test_kind (), "slow-solve"), params,
                                finished, &o);
  pw_test_wait_until (o.done);
  g_source_remove (id);
  g_test_message ("%" G_GINT64_FORMAT " ticks, largest gap %" G_GINT64_FORMAT " µs", ticks[0],
                  ticks[2]);
  g_assert_cmpint (ticks[0], >=, 20);
  g_assert_cmpint (ticks[2], <, 100000);
  pw_result_free (o.result);
}

static PwResult *
failing_task (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the puzzle is broken at (2,3)");
  return NULL;
}

static void
test_errors_reach_caller (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  Outcome o = { 0 };
  int freed = 0;
  g_assert_true (pw_task_runner_start (runner, "Fail", failing_task, &freed,
                                       NULL, finished, &o));
  pw_test_wait_until (o.done);
  g_assert_error (o.error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&o.error);
}

/* An operation whose Cancel means "keep what you have" gets its partial
 * result applied; others get nothing. */
static void
test_cancel_keeps_partial (void)
{
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  PwModel *start = pw_test_kind ()->create_default ();
  for (gint v = 1; v <= 200; v++)
    g_array_append_val (((PwTestModel *) start)->numbers, v);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (start, 1);
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "step-ms", "10");
  Outcome o = { 0 };
  const PwOperation *op = pw_kind_find_operation (pw_test_kind (), "partial-solve");
  g_assert_true (op->flags & PW_OPERATION_KEEPS_RESULT_ON_CANCEL);
  g_assert_true (pw_task_runner_run_operation (runner, doc, op, params, finished, &o));
  /* Some numbers added up (its fraction goes up after each). */
  pw_test_wait_until (pw_task_runner_get_fraction (runner) > 0);
  pw_task_runner_cancel (runner);
  pw_test_wait_until (o.done);
  g_assert_no_error (o.error);
  g_assert_nonnull (o.result);
  g_assert_false (o.result->ok);
  gint64 partial = ((const PwTestModel *) pw_document_get_model (doc))->answer;
  g_assert_cmpint (partial, >, 0);
  g_assert_cmpint (partial, <, 14 + 200 * 201 / 2);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Add Up Until Stopped");
  pw_result_free (o.result);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  g_test_add_func ("/task-runner/progress-and-apply", test_progress_and_apply);
  g_test_add_func ("/task-runner/cancel-fast", test_cancel_fast);
  g_test_add_func ("/task-runner/edit-meanwhile", test_edit_meanwhile_not_applied);
  g_test_add_func ("/task-runner/main-loop-free", test_main_loop_free);
  g_test_add_func ("/task-runner/errors", test_errors_reach_caller);
  g_test_add_func ("/task-runner/cancel-keeps-partial", test_cancel_keeps_partial);
  return g_test_run ();
}
