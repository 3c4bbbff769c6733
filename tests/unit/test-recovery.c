/* Recovery files: written, listed, restored, removed. */
#include <glib/gstdio.h>
#include <unistd.h>

#include "../test-util.h"
#include "pw-recovery.h"
#include "test-kind.h"

static void
test_recovery_cycle (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = pw_test_make_dir ("rec");
  g_autofree char *dir = g_build_filename (tmp, "recovery", NULL);

  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Unsaved sums");
  g_autoptr (GFile) original = g_file_new_for_path ("/home/teacher/sums.pzw");
  pw_document_set_file (doc, original);
  PwModel *edited = pw_document_dup_model (doc);
  g_array_append_val (((PwTestModel *) edited)->numbers, (gint){ 77 });
  pw_document_apply (doc, edited, "Add");

  g_assert_true (pw_recovery_write (doc, dir, &error));
  g_assert_no_error (error);
  g_autoptr (GPtrArray) list = pw_recovery_list (dir);
  g_assert_cmpuint (list->len, ==, 1);
  PwRecoveryEntry *e = list->pdata[0];
  g_assert_cmpstr (e->display_name, ==, "Unsaved sums");
  g_assert_cmpstr (e->original_uri, ==, "file:///home/teacher/sums.pzw");
  g_assert_cmpint (e->saved_at, >, 0);

  g_autoptr (PwDocument) back = pw_recovery_restore (e, &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (pw_document_get_model (doc), pw_document_get_model (back)));
  g_assert_true (pw_document_get_modified (back));
  g_assert_true (g_file_equal (pw_document_get_file (back), original));

  /* Writing again replaces, never duplicates. */
  g_assert_true (pw_recovery_write (doc, dir, &error));
  g_autoptr (GPtrArray) again = pw_recovery_list (dir);
  g_assert_cmpuint (again->len, ==, 1);

  pw_recovery_remove (doc, dir);
  g_autoptr (GPtrArray) none = pw_recovery_list (dir);
  g_assert_cmpuint (none->len, ==, 0);
  g_rmdir (dir);
  g_rmdir (tmp);
}

static void
test_recovery_missing_dir (void)
{
  g_autoptr (GPtrArray) list = pw_recovery_list ("/nonexistent/pw-recovery");
  g_assert_cmpuint (list->len, ==, 0);
}

static char *
write_recovered_document (const char *dir)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Kept work");
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_recovery_write (doc, dir, &error));
  g_assert_no_error (error);
  return g_strdup (pw_document_get_session_id (doc));
}

/* A broken sidecar (what the app once crashed on at every start: deep
 * nesting, a link to /dev/zero, an empty file) costs only the name and
 * the time: the work is still offered, the sidecar is moved aside, and a
 * message says so. */
static void
test_recovery_broken_sidecar (void)
{
  GString *deep = g_string_new (NULL);
  for (int i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  const char *const contents[] = { deep->str, "", "{\"display-name\": 7}", "/* */ {}", NULL };
  for (guint c = 0; c <= G_N_ELEMENTS (contents) - 1; c++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *dir = pw_test_make_dir ("rec");
      g_autofree char *id = write_recovered_document (dir);
      g_autofree char *side_name = g_strconcat (id, ".json", NULL);
      g_autofree char *side = g_build_filename (dir, side_name, NULL);
      g_unlink (side);
      if (contents[c] != NULL)
        g_assert_true (g_file_set_contents (side, contents[c], -1, NULL));
      else
        g_assert_cmpint (symlink ("/dev/zero", side), ==, 0);

      g_autoptr (GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) list = pw_recovery_list_reporting (dir, messages);
      g_assert_cmpuint (list->len, ==, 1);
      PwRecoveryEntry *e = list->pdata[0];
      g_assert_cmpstr (e->display_name, ==, "Kept work");
      g_assert_cmpint (e->saved_at, >, 0);
      g_assert_cmpuint (messages->len, ==, 1);
      g_test_message ("%s", (char *) messages->pdata[0]);
      g_assert_nonnull (strstr (messages->pdata[0], PW_RECOVERY_SET_ASIDE));
      g_assert_true (pw_test_set_aside (dir, side_name));
      g_assert_false (g_file_test (side, G_FILE_TEST_EXISTS));

      /* Set aside once: the next start is quiet. */
      g_autoptr (GPtrArray) quiet = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) again = pw_recovery_list_reporting (dir, quiet);
      g_assert_cmpuint (again->len, ==, 1);
      g_assert_cmpuint (quiet->len, ==, 0);
      g_autoptr (PwDocument) back = pw_recovery_restore (again->pdata[0], &error);
      g_assert_no_error (error);
      pw_test_remove_tree (dir);
    }
  g_string_free (deep, TRUE);
}

/* A recovery document that cannot be read is moved aside with its
 * sidecar; the others are still offered. */
static void
test_recovery_broken_document (void)
{
  GString *deep = g_string_new ("{\"a\":");
  for (int i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  const char *const contents[] = { deep->str, "", "{}", NULL };
  for (guint c = 0; c < G_N_ELEMENTS (contents); c++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *dir = pw_test_make_dir ("rec");
      g_autofree char *good = write_recovered_document (dir);
      g_autofree char *id = write_recovered_document (dir);
      g_autofree char *doc_name = g_strconcat (id, ".pzw", NULL);
      g_autofree char *side_name = g_strconcat (id, ".json", NULL);
      g_autofree char *path = g_build_filename (dir, doc_name, NULL);
      g_unlink (path);
      if (contents[c] != NULL)
        g_assert_true (g_file_set_contents (path, contents[c], -1, NULL));
      else
        g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);

      g_autoptr (GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) list = pw_recovery_list_reporting (dir, messages);
      g_assert_cmpuint (list->len, ==, 1);
      g_autofree char *good_name = g_strconcat (good, ".pzw", NULL);
      g_assert_true (g_str_has_suffix (((PwRecoveryEntry *) list->pdata[0])->path, good_name));
      g_assert_cmpuint (messages->len, ==, 1);
      g_test_message ("%s", (char *) messages->pdata[0]);
      g_assert_nonnull (strstr (messages->pdata[0], PW_RECOVERY_SET_ASIDE));
      g_assert_true (pw_test_set_aside (dir, doc_name));
      g_assert_true (pw_test_set_aside (dir, side_name));
      pw_test_remove_tree (dir);
    }
  g_string_free (deep, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  g_test_add_func ("/recovery/cycle", test_recovery_cycle);
  g_test_add_func ("/recovery/missing-dir", test_recovery_missing_dir);
  g_test_add_func ("/recovery/broken-sidecar", test_recovery_broken_sidecar);
  g_test_add_func ("/recovery/broken-document", test_recovery_broken_document);
  return g_test_run ();
}
