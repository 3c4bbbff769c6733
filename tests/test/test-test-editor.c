/* The test kind's editor, the worked example of an editor's shape: its
 * commands are actions on its class, each edit is one undo step, and its
 * long work runs the kind's operation through the runner it was given. */
#include "pw-kinds.h"
#include "pw-render.h"
#include "test-editor.h"
#include "test-kind.h"
#include "ui-helpers.h"

static const PwTestModel *
model_of (PwDocument *doc)
{
  return (const PwTestModel *) pw_document_get_model (doc);
}

/* The spin buttons of @editor, one per number. */
static guint
count_spins (GtkWidget *editor)
{
  guint spins = 0;
  for (GtkWidget *w = pw_ui_find (editor, GTK_TYPE_SPIN_BUTTON, NULL); w;
       w = gtk_widget_get_next_sibling (w))
    spins++;
  return spins;
}

static void
test_actions_edit_and_undo (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  guint n = model_of (doc)->numbers->len;
  GtkWidget *editor = pw_test_editor_new (doc, NULL);
  GtkWidget *window = pw_ui_show_in_window (editor, 400, 300);

  g_assert_true (gtk_widget_activate_action (editor, "test-editor.add-number", NULL));
  g_assert_cmpuint (model_of (doc)->numbers->len, ==, n + 1);
  g_assert_true (pw_document_can_undo (doc));
  pw_document_undo (doc);
  g_assert_cmpuint (model_of (doc)->numbers->len, ==, n);

  /* The spin buttons follow the model, one per number. */
  g_assert_true (gtk_widget_activate_action (editor, "test-editor.remove-number", NULL));
  pw_test_wait_until (count_spins (editor) == n - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_solve_runs_the_operation (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  GtkWidget *editor = pw_test_editor_new (doc, runner);
  GtkWidget *window = pw_ui_show_in_window (editor, 400, 300);
  gint64 sum = 0;
  for (guint i = 0; i < model_of (doc)->numbers->len; i++)
    sum += g_array_index (model_of (doc)->numbers, gint, i);
  g_assert_cmpint (model_of (doc)->answer, ==, -1);

  g_assert_true (gtk_widget_activate_action (editor, "test-editor.solve", NULL));
  g_assert_true (pw_task_runner_get_running (runner));
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  /* The runner applied the operation's model as one undoable edit. */
  pw_test_wait_until (model_of (doc)->answer == sum);
  pw_document_undo (doc);
  g_assert_cmpint (model_of (doc)->answer, ==, -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_registry_add (pw_test_kind ());
  pw_render_register_builtin ();
  g_test_add_func ("/test-kind/editor/actions", test_actions_edit_and_undo);
  g_test_add_func ("/test-kind/editor/solve", test_solve_runs_the_operation);
  return pw_ui_test_finish (g_test_run ());
}
