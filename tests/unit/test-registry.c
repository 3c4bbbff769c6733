/* Every kind in the list of kinds is whole: it has a renderer, an editor,
 * a sample in data/samples that loads without errors, a default that
 * saves and loads back unchanged, and every operation it offers runs
 * from the CLI (`puzzlewright-cli run OP SAMPLE --json`, or its own
 * command) and answers with JSON, never a usage error or a crash.
 *
 * Walks the registry (hidden kinds included), so a kind added to the
 * `kinds` array is checked without a line here. */
#include "pw-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../test-util.h"
#include "pw-document.h"
#include "pw-kind-editor.h"
#include "pw-kinds.h"
#include "pw-render.h"

static void
test_has_renderer_and_editor (gconstpointer data)
{
  const PwKind *kind = data;
  const PwKindRender *render = pw_render_lookup (kind->id);
  g_assert_nonnull (render);
  g_assert_nonnull (render->draw_puzzle);
  g_assert_nonnull (render->draw_solution);
  const PwKindEditor *editor = pw_kind_editor_lookup (kind->id);
  g_assert_nonnull (editor);
  g_assert_nonnull (editor->create);
}

static void
test_sample_loads (gconstpointer data)
{
  const PwKind *kind = data;
  g_autofree char *path = pw_test_sample_path (kind->id);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (pw_document_get_kind (doc) == kind);
  g_autoptr (GPtrArray) problems = kind->validate (pw_document_get_model (doc));
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 0);
  /* A sample says where it comes from. */
  g_assert_cmpstr (pw_document_get_meta (doc, PW_META_TITLE), !=, "");
  g_assert_cmpstr (pw_document_get_meta (doc, PW_META_AUTHOR), !=, "");
}

static void
test_default_round_trip (gconstpointer data)
{
  const PwKind *kind = data;
  g_autoptr (PwModel) model = kind->create_default ();
  g_assert_true (model->kind == kind);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (model), 1);
  gsize length;
  g_autofree char *text = pw_document_to_data (doc, &length);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) back = pw_document_load_data (text, length, NULL, kind->id, &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (model, pw_document_get_model (back)));
  g_autofree char *description = kind->describe (model);
  g_assert_nonnull (description);
}

static void
test_operations_run_from_cli (gconstpointer data)
{
  const PwKind *kind = data;
  g_autofree char *sample = pw_test_sample_path (kind->id);
  g_assert_cmpuint (kind->n_operations, >, 0);
  for (guint i = 0; i < kind->n_operations; i++)
    {
      const PwOperation *op = &kind->operations[i];
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();
      g_ptr_array_add (argv, (gpointer) PW_CLI_PATH);
      g_autofree char *out = NULL;
      if (op->flags & PW_OPERATION_CHANGES_MODEL)
        out = g_build_filename (g_get_tmp_dir (), "pw-registry-XXXXXX.pzw", NULL);
      g_ptr_array_add (argv, "run");
      g_ptr_array_add (argv, (gpointer) op->id);
      g_ptr_array_add (argv, sample);
      g_ptr_array_add (argv, "--json");
      /* Long searches (auto-fill) are cut short: the point is the path. */
      for (guint p = 0; p < op->n_params; p++)
        if (g_str_equal (op->params[p].name, "seconds"))
          g_ptr_array_add (argv, "--param=seconds=0.3");
      if (out)
        {
          int fd = g_mkstemp (out);
          g_assert_cmpint (fd, >=, 0);
          close (fd);
          g_ptr_array_add (argv, "-o");
          g_ptr_array_add (argv, out);
        }
      g_ptr_array_add (argv, NULL);
      g_autofree char *stdout_text = NULL, *stderr_text = NULL;
      int status = -1;
      g_autoptr (GError) error = NULL;
      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL,
                                   NULL, &stdout_text, &stderr_text, &status, &error));
      g_assert_no_error (error);
      g_test_message ("%s %s: %s%s", kind->id, op->id, stdout_text, stderr_text);
      g_assert_true (WIFEXITED (status));
      /* 0: done; 1: the answer is no.  Never 2 (usage) or a crash. */
      g_assert_cmpint (WEXITSTATUS (status), <=, 1);
      g_assert_null (strstr (stderr_text, "CRITICAL"));
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_assert_true (json_parser_load_from_data (parser, stdout_text, -1, &error));
      g_assert_no_error (error);
      /* What it wrote, when it did what was asked (a no writes nothing). */
      if (out && WEXITSTATUS (status) == 0)
        {
          g_autoptr (GFile) file = g_file_new_for_path (out);
          g_autoptr (PwDocument) changed = pw_document_load_file (file, NULL, &error);
          g_assert_no_error (error);
        }
      if (out)
        g_unlink (out);
    }
}

static void
test_every_listed_kind_registered (void)
{
  /* The registry holds the list's kinds (hidden ones with the test
   * environment), each id unique, and each has its three tables. */
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  g_assert_cmpuint (kinds->len, >=, 3);
  for (guint i = 0; i < kinds->len; i++)
    for (guint j = i + 1; j < kinds->len; j++)
      g_assert_cmpstr (((const PwKind *) kinds->pdata[i])->id, !=,
                       ((const PwKind *) kinds->pdata[j])->id);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  pw_editors_register_builtin ();
  g_test_add_func ("/registry/every-kind", test_every_listed_kind_registered);
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      struct { const char *name; GTestDataFunc func; } tests[] = {
        { "renderer-and-editor", test_has_renderer_and_editor },
        { "sample", test_sample_loads },
        { "default-round-trip", test_default_round_trip },
        { "operations-from-cli", test_operations_run_from_cli },
      };
      for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
        {
          g_autofree char *path = g_strdup_printf ("/registry/%s/%s", kind->id, tests[t].name);
          g_test_add_data_func (path, kind, tests[t].func);
        }
    }
  return g_test_run ();
}
