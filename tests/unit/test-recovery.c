/* Recovery files: written, listed, restored, removed. */
#include <glib/gstdio.h>

#include "pw-recovery.h"
#include "test-kind.h"

static void
test_recovery_cycle (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("pw-rec-XXXXXX", &error);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  g_test_add_func ("/recovery/cycle", test_recovery_cycle);
  g_test_add_func ("/recovery/missing-dir", test_recovery_missing_dir);
  return g_test_run ();
}
