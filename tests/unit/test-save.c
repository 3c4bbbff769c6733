/* Saving keeps what the user had: links, modes, hard links, long names,
 * read-only files, missing folders, a full disk, and sets of pages. */
#include <errno.h>
#include <glib/gstdio.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../test-util.h"
#include "pw-document.h"
#include "pw-error.h"
#include "pw-file-write.h"

static gboolean
save (const char *path, const char *text, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  return pw_write_file_atomically (file, text, strlen (text), error);
}

static char *
contents (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static guint
count_entries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;
  while (d && g_dir_read_name (d))
    n++;
  return n;
}

/* The link stays a link, and the file it points to gets the new text. */
static void
test_symlink (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *sub = g_build_filename (dir, "real", NULL);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_autofree char *real = g_build_filename (sub, "sums.pzw", NULL);
  g_autofree char *link = g_build_filename (dir, "link.pzw", NULL);
  g_assert_true (g_file_set_contents (real, "old", -1, NULL));
  g_assert_cmpint (symlink ("real/sums.pzw", link), ==, 0);

  g_autoptr (GError) error = NULL;
  g_assert_true (save (link, "new", &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_autofree char *text = contents (real);
  g_assert_cmpstr (text, ==, "new");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  g_assert_cmpuint (count_entries (sub), ==, 1);
  pw_test_remove_tree (dir);
}

static void
test_keeps_mode (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *path = g_build_filename (dir, "private.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (save (path, "new", NULL));
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);

  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (save (path, "newer", NULL));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0640);
  pw_test_remove_tree (dir);
}

/* Both names still share one file, with the new text. */
static void
test_hard_links (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *a = g_build_filename (dir, "a.pzw", NULL);
  g_autofree char *b = g_build_filename (dir, "b.pzw", NULL);
  g_assert_true (g_file_set_contents (a, "old", -1, NULL));
  g_assert_cmpint (link (a, b), ==, 0);
  g_assert_true (save (a, "new and longer", NULL));
  g_autofree char *text = contents (b);
  g_assert_cmpstr (text, ==, "new and longer");
  GStatBuf sa, sb;
  g_assert_cmpint (g_stat (a, &sa), ==, 0);
  g_assert_cmpint (g_stat (b, &sb), ==, 0);
  g_assert_cmpuint (sa.st_ino, ==, sb.st_ino);
  g_assert_cmpuint (sa.st_nlink, ==, 2);
  g_assert_true (save (b, "s", NULL));
  g_autofree char *shorter = contents (a);
  g_assert_cmpstr (shorter, ==, "s");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  pw_test_remove_tree (dir);
}

/* The longest names a file system allows can be created and replaced. */
static void
test_long_names (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  for (int len = 249; len <= 255; len++)
    {
      g_autofree char *stem = g_strnfill (len - 4, 'n');
      g_autofree char *name = g_strconcat (stem, ".pzw", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      g_assert_true (save (path, "first", &error));
      g_assert_no_error (error);
      g_assert_true (save (path, "second", &error));
      g_assert_no_error (error);
      g_autofree char *text = contents (path);
      g_assert_cmpstr (text, ==, "second");
      g_unlink (path);
    }
  g_assert_cmpuint (count_entries (dir), ==, 0);
  pw_test_remove_tree (dir);
}

static void
test_read_only_refused (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *path = g_build_filename (dir, "locked.pdf", NULL);
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (save (path, "new", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "locked.pdf"));
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_autofree char *text = contents (path);
  g_assert_cmpstr (text, ==, "old");
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0444);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  pw_test_remove_tree (dir);
}

/* The message names the file asked for, not a temporary. */
static void
test_missing_folder (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *path = g_build_filename (dir, "no", "such", "x.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_false (save (path, "new", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_test_message ("%s", error->message);
  g_autofree char *want = g_strdup_printf ("“%s”", path);
  g_assert_nonnull (strstr (error->message, want));
  g_assert_null (strstr (error->message, "x.pdf."));
  g_assert_null (strstr (error->message, ".pw"));
  g_assert_nonnull (strstr (error->message, "does not exist"));
  pw_test_remove_tree (dir);
}

/* A tmpfs of a few hundred KiB, or NULL (the test is skipped) where
 * mounting is not allowed. */
static char *
mount_small_fs (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  if (mount ("tmpfs", dir, "tmpfs", 0, "size=256k,mode=0700") != 0)
    {
      g_test_skip_printf ("cannot mount a small tmpfs here: %s", g_strerror (errno));
      g_rmdir (dir);
      return NULL;
    }
  return g_steal_pointer (&dir);
}

static void
unmount_small_fs (char *dir)
{
  g_assert_cmpint (umount (dir), ==, 0);
  g_rmdir (dir);
  g_free (dir);
}

/* Fills the file system, leaving about @room bytes. */
static void
fill (const char *dir, gsize room)
{
  g_autofree char *path = g_build_filename (dir, "filler", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  static char block[4096];
  while (fwrite (block, 1, sizeof block, f) == sizeof block && fflush (f) == 0)
    ;
  fclose (f);
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (truncate (path, MAX (0, st.st_size - (off_t) room)), ==, 0);
}

static void
test_full_disk (void)
{
  char *dir = mount_small_fs ();
  if (dir == NULL)
    return;
  g_autofree char *path = g_build_filename (dir, "keep.pzw", NULL);
  g_autofree char *linked = g_build_filename (dir, "also.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  fill (dir, 8192);
  g_autofree char *big = g_strnfill (64 * 1024, 'x');
  g_autoptr (GError) error = NULL;
  g_assert_false (save (path, big, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "keep.pzw"));
  g_autofree char *text = contents (path);
  g_assert_cmpstr (text, ==, "old contents");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  g_clear_error (&error);

  /* In place (hard links): the old text comes back when the disk fills. */
  g_assert_cmpint (link (path, linked), ==, 0);
  g_assert_false (save (path, big, &error));
  g_assert_nonnull (error);
  g_autofree char *after = contents (path);
  g_assert_cmpstr (after, ==, "old contents");
  g_assert_cmpuint (count_entries (dir), ==, 3);
  unmount_small_fs (dir);
}

static gboolean
set_add (PwFileSet *set, const char *dir, const char *name, const char *text, GError **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  return pw_file_set_add (set, file, text, strlen (text), error);
}

/* A set that cannot be written whole replaces none of the old pages. */
static void
test_set_full_disk (void)
{
  char *dir = mount_small_fs ();
  if (dir == NULL)
    return;
  const char *const pages[] = { "sheet-1.png", "sheet-2.png", "sheet-3.png" };
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *path = g_build_filename (dir, pages[i], NULL);
      g_assert_true (g_file_set_contents (path, "old page", -1, NULL));
    }
  fill (dir, 48 * 1024);
  g_autofree char *big = g_strnfill (40 * 1024, 'p');
  g_autoptr (GError) error = NULL;
  g_autoptr (PwFileSet) set = pw_file_set_new ();
  gboolean ok = TRUE;
  for (guint i = 0; i < 3 && ok; i++)
    ok = set_add (set, dir, pages[i], big, &error);
  g_assert_false (ok);
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_clear_pointer (&set, pw_file_set_free);
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *path = g_build_filename (dir, pages[i], NULL);
      g_autofree char *text = contents (path);
      g_assert_cmpstr (text, ==, "old page");
    }
  g_assert_cmpuint (count_entries (dir), ==, 4);
  unmount_small_fs (dir);
}

static void
test_set_commit (void)
{
  g_autofree char *dir = pw_test_make_dir ("save");
  g_autofree char *old = g_build_filename (dir, "sheet-2.svg", NULL);
  g_assert_true (g_file_set_contents (old, "old", -1, NULL));
  g_assert_cmpint (g_chmod (old, 0600), ==, 0);
  g_autoptr (PwFileSet) set = pw_file_set_new ();
  g_assert_true (set_add (set, dir, "sheet-1.svg", "one", NULL));
  g_assert_true (set_add (set, dir, "sheet-2.svg", "two", NULL));
  /* Nothing is in place before the commit. */
  g_assert_cmpuint (count_entries (dir), ==, 3);
  g_autofree char *before = contents (old);
  g_assert_cmpstr (before, ==, "old");
  g_assert_true (pw_file_set_commit (set, NULL));
  g_autofree char *after = contents (old);
  g_assert_cmpstr (after, ==, "two");
  GStatBuf st;
  g_assert_cmpint (g_stat (old, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_cmpuint (count_entries (dir), ==, 2);

  /* A read-only page stops the set before anything is replaced. */
  g_autoptr (PwFileSet) second = pw_file_set_new ();
  g_assert_cmpint (g_chmod (old, 0444), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_true (set_add (second, dir, "sheet-1.svg", "ONE", NULL));
  g_assert_false (set_add (second, dir, "sheet-2.svg", "TWO", &error));
  g_assert_nonnull (strstr (error->message, "sheet-2.svg"));
  g_clear_pointer (&second, pw_file_set_free);
  g_autofree char *first = g_build_filename (dir, "sheet-1.svg", NULL);
  g_autofree char *kept = contents (first);
  g_assert_cmpstr (kept, ==, "one");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  pw_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save/symlink", test_symlink);
  g_test_add_func ("/save/keeps-mode", test_keeps_mode);
  g_test_add_func ("/save/hard-links", test_hard_links);
  g_test_add_func ("/save/long-names", test_long_names);
  g_test_add_func ("/save/read-only-refused", test_read_only_refused);
  g_test_add_func ("/save/missing-folder", test_missing_folder);
  g_test_add_func ("/save/full-disk", test_full_disk);
  g_test_add_func ("/save/set-full-disk", test_set_full_disk);
  g_test_add_func ("/save/set-commit", test_set_commit);
  return g_test_run ();
}
