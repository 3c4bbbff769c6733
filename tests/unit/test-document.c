/* The document: round trips, every rejection path, atomic saves. */
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../test-util.h"
#include "pw-document.h"
#include "pw-error.h"
#include "test-kind.h"

static PwDocument *
sample_document (void)
{
  PwDocument *doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Sums for 3B — 合計");
  pw_document_set_meta (doc, PW_META_AUTHOR, "Ms. Ada");
  pw_document_set_meta (doc, PW_META_NOTES, "Line one\nLine \"two\"");
  pw_document_set_meta (doc, PW_META_LICENCE, "CC-BY-4.0");
  pw_document_set_meta (doc, PW_META_LOCALE, "de");
  pw_document_set_seed (doc, G_GUINT64_CONSTANT (9007199254740991));
  g_autoptr (PwParams) gen = pw_params_new ();
  pw_params_set (gen, "count", "7");
  pw_document_set_generator (doc, gen);
  return doc;
}

static void
test_round_trip (void)
{
  g_autofree char *dir = pw_test_make_dir ("doc");
  g_autofree char *path = g_build_filename (dir, "a.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (PwDocument) doc = sample_document ();
  g_autoptr (GError) error = NULL;

  g_assert_true (pw_document_get_modified (doc));
  g_assert_true (pw_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_assert_false (pw_document_get_modified (doc));
  g_assert_true (pw_document_get_file (doc) == file);

  g_autoptr (PwDocument) back = pw_document_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (pw_document_get_modified (back));
  g_assert_true (pw_model_equal (pw_document_get_model (doc), pw_document_get_model (back)));
  for (int f = 0; f < PW_META_N_FIELDS; f++)
    g_assert_cmpstr (pw_document_get_meta (doc, f), ==, pw_document_get_meta (back, f));
  g_assert_cmpuint (pw_document_get_seed (back), ==, G_GUINT64_CONSTANT (9007199254740991));
  g_assert_cmpstr (pw_params_get (pw_document_get_generator (back), "count"), ==, "7");

  /* Saving what was loaded gives the same bytes. */
  gsize l1, l2;
  g_autofree char *d1 = pw_document_to_data (doc, &l1);
  g_autofree char *d2 = pw_document_to_data (back, &l2);
  g_assert_cmpstr (d1, ==, d2);
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *json;
  int code;
  const char *where; /* a substring the message must hold */
} Rejection;

#define HEAD "{\"format\":\"puzzlewright\",\"version\":1,"

static const Rejection rejections[] = {
  { "", PW_ERROR_PARSE, "empty" },
  { "   ", PW_ERROR_PARSE, "JSON" },
  /* The column of the second comma, where a member name should be. */
  { "{\"format\": \"puzzlewright\",\n \"version\": 1,,}", PW_ERROR_PARSE, "line 2, column 15" },
  /* json-glib reads these; a .pzw never holds them, and the nesting check
   * could not follow them, so they are refused where they stand. */
  { "{\"format\": /* \" */ 1}", PW_ERROR_PARSE, "line 1, column 12: not valid JSON" },
  { "{\"a\": 1} // note", PW_ERROR_PARSE, "line 1, column 10" },
  { "{'format': 'puzzlewright'}", PW_ERROR_PARSE, "line 1, column 2" },
  { "{\"a\":\n\"\xff\"}", PW_ERROR_PARSE, "line 2, column 2: the text is not UTF-8" },
  { "{\"a\":\n  \"caf\xc3\xa9\xc3\"}", PW_ERROR_PARSE, "line 2, column 8" },
  { "{\"a\": \"x\ny\"}", PW_ERROR_PARSE, "line 1, column 9" },
  { "{\"a\": 01}", PW_ERROR_PARSE, "line 1, column 7" },
  { "{\"a\": 0x10}", PW_ERROR_PARSE, "line 1, column 7" },
  { "{\"a\": \"\\x41\"}", PW_ERROR_PARSE, "line 1, column 8" },
  { "{\"a\": \"\\ud800\"}", PW_ERROR_PARSE, "line 1, column 8" },
  /* A byte-order mark is read past, as json-glib does. */
  { "\xef\xbb\xbf[]", PW_ERROR_INVALID, "$: expected an object, found an array" },
  { "{\"a\": tru}", PW_ERROR_PARSE, "line 1, column 7" },
  { "{\"a\": [1 2]}", PW_ERROR_PARSE, "line 1, column 10" },
  { "{\"a\": [1,]}", PW_ERROR_PARSE, "line 1, column 10" },
  { "{\"a\": 1} x", PW_ERROR_PARSE, "line 1, column 10" },
  { "\"puzzlewright\"", PW_ERROR_INVALID, "$: expected an object, found a string" },
  { "[1, 2]", PW_ERROR_INVALID, "$: expected an object" },
  { "{}", PW_ERROR_INVALID, "$: the member “format” is missing" },
  { "{\"format\": 7}", PW_ERROR_INVALID, "$.format: expected a string" },
  { "{\"format\": \"sudoku\"}", PW_ERROR_INVALID, "$.format" },
  { "{\"format\":\"puzzlewright\"}", PW_ERROR_INVALID, "“version” is missing" },
  { "{\"format\":\"puzzlewright\",\"version\":\"1\"}", PW_ERROR_INVALID, "$.version" },
  { "{\"format\":\"puzzlewright\",\"version\":1.5}", PW_ERROR_INVALID, "$.version" },
  { "{\"format\":\"puzzlewright\",\"version\":0}", PW_ERROR_INVALID, "$.version" },
  { "{\"format\":\"puzzlewright\",\"version\":2}", PW_ERROR_VERSION, "newer" },
  { HEAD "\"puzzle\":{}}", PW_ERROR_INVALID, "“kind” is missing" },
  { HEAD "\"kind\":\"chess\",\"puzzle\":{}}", PW_ERROR_WRONG_KIND, "$.kind" },
  { HEAD "\"kind\":\"test\"}", PW_ERROR_INVALID, "“puzzle” is missing" },
  { HEAD "\"kind\":\"test\",\"puzzle\":[]}", PW_ERROR_INVALID, "$.puzzle: expected an object" },
  { HEAD "\"kind\":\"test\",\"puzzle\":{\"numbers\":[1,\"2\"]}}", PW_ERROR_INVALID,
    "$.puzzle.numbers[1]" },
  { HEAD "\"kind\":\"test\",\"puzzle\":{\"numbers\":[1,100000]}}", PW_ERROR_INVALID,
    "$.puzzle.numbers[1]" },
  { HEAD "\"kind\":\"test\",\"seed\":-1,\"puzzle\":{\"numbers\":[]}}", PW_ERROR_INVALID,
    "$.seed" },
  { HEAD "\"kind\":\"test\",\"metadata\":[],\"puzzle\":{\"numbers\":[]}}", PW_ERROR_INVALID,
    "$.metadata" },
  { HEAD "\"kind\":\"test\",\"metadata\":{\"title\":3},\"puzzle\":{\"numbers\":[]}}",
    PW_ERROR_INVALID, "$.metadata.title" },
  { HEAD "\"kind\":\"test\",\"generator\":{\"n\":9},\"puzzle\":{\"numbers\":[]}}",
    PW_ERROR_INVALID, "$.generator.n" },
  /* Valid JSON, but a NUL would cut the string short: refused there. */
  { "{\"a\":\"\\u0000\"}", PW_ERROR_INVALID, "line 1, column 7: “\\u0000”" },
};

static void
test_rejections (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (rejections); i++)
    {
      g_autoptr (GError) error = NULL;
      const char *json = rejections[i].json;
      g_autoptr (PwDocument) doc = pw_document_load_data (json, strlen (json), "t.pzw", NULL,
                                                          &error);
      g_test_message ("case %u: %s", i, error ? error->message : "(accepted)");
      g_assert_null (doc);
      g_assert_error (error, PW_ERROR, rejections[i].code);
      g_assert_true (g_str_has_prefix (error->message, "t.pzw: "));
      g_assert_nonnull (strstr (error->message, rejections[i].where));
    }
}

static void
test_wrong_kind_expected (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  gsize len;
  g_autofree char *data = pw_document_to_data (doc, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) back = pw_document_load_data (data, len, NULL, "domino-grid", &error);
  g_assert_null (back);
  g_assert_error (error, PW_ERROR, PW_ERROR_WRONG_KIND);
  g_assert_nonnull (strstr (error->message, "domino-grid"));
}

/* Every prefix of a valid file is rejected cleanly, never accepted or crashing. */
static void
test_truncated (void)
{
  g_autoptr (PwDocument) doc = sample_document ();
  gsize len;
  g_autofree char *data = pw_document_to_data (doc, &len);
  for (gsize cut = 0; cut + 2 < len; cut++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwDocument) back = pw_document_load_data (data, cut, "cut.pzw", NULL, &error);
      g_assert_null (back);
      g_assert_nonnull (error);
    }
}

static void
test_oversized_and_deep (void)
{
  g_autoptr (GError) error = NULL;
  gsize big = PW_DOCUMENT_MAX_BYTES + 1;
  g_autofree char *data = g_malloc (big);
  memset (data, ' ', big);
  g_autoptr (PwDocument) doc = pw_document_load_data (data, big, "big.pzw", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);

  GString *deep = g_string_new (NULL);
  for (int i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  doc = pw_document_load_data (deep->str, deep->len, "deep.pzw", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "line 1"));
  g_string_free (deep, TRUE);
  g_clear_error (&error);

  /* What fooled the old bracket counter: a quote or a bracket hidden in a
   * comment or a single-quoted string, then brackets deep enough to
   * overflow json-glib's recursive parser. */
  static const char *const disguises[] = { "/* \" */", "[/* ] */", "['\"', ", "{'\"':" };
  for (guint i = 0; i < G_N_ELEMENTS (disguises); i++)
    {
      GString *text = g_string_new (disguises[i]);
      for (int k = 0; k < 100000; k++)
        g_string_append_c (text, '[');
      doc = pw_document_load_data (text->str, text->len, "deep.pzw", NULL, &error);
      g_assert_null (doc);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "line 1"));
      g_string_free (text, TRUE);
      g_clear_error (&error);
    }
  /* Closing brackets in a comment once drove the count below zero. */
  GString *negative = g_string_new ("/*");
  for (int k = 0; k < 100000; k++)
    g_string_append_c (negative, ']');
  g_string_append (negative, "*/");
  for (int k = 0; k < 100000; k++)
    g_string_append_c (negative, '[');
  doc = pw_document_load_data (negative->str, negative->len, "deep.pzw", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_string_free (negative, TRUE);
  g_clear_error (&error);

  /* Brackets inside strings do not count as nesting. */
  g_autoptr (PwDocument) ok = pw_document_new (pw_test_kind ());
  pw_document_set_meta (ok, PW_META_NOTES, "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"[[");
  gsize len;
  g_autofree char *text = pw_document_to_data (ok, &len);
  g_autoptr (PwDocument) back = pw_document_load_data (text, len, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
}

static gboolean
file_holds (const char *path, const char *expected)
{
  g_autofree char *text = NULL;
  return g_file_get_contents (path, &text, NULL, NULL) && g_str_equal (text, expected);
}

static guint
count_entries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;
  while (g_dir_read_name (d))
    n++;
  return n;
}

/* Saving into a read-only folder fails and leaves the old file as it was.
 * Root ignores folder permissions, so as root the save runs in a child
 * that has become "nobody". */
static void
test_save_readonly_dir (void)
{
  g_autofree char *dir = pw_test_make_dir ("doc");
  g_autofree char *path = g_build_filename (dir, "keep.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  pid_t pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      if (geteuid () == 0 && setuid (65534) != 0)
        _exit (3);
      g_autoptr (PwDocument) doc = sample_document ();
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;
      gboolean ok = pw_document_save (doc, file, &error);
      _exit (ok ? 1 : (g_error_matches (error, PW_ERROR, PW_ERROR_IO)
                       && strstr (error->message, "keep.pzw") ? 0 : 2));
    }
  int status;
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_assert_true (file_holds (path, "old contents"));
  g_assert_cmpuint (count_entries (dir), ==, 1);
  g_chmod (dir, 0755);
  g_unlink (path);
  g_rmdir (dir);
}

/* A write that fails half-way (here: the file-size limit, as a full disk
 * would) leaves the old file intact and no temporary behind. */
static void
test_save_write_fails (void)
{
  g_autofree char *dir = pw_test_make_dir ("doc");
  g_autofree char *path = g_build_filename (dir, "keep.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));

  pid_t pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      signal (SIGXFSZ, SIG_IGN);
      struct rlimit lim = { 64, 64 };
      setrlimit (RLIMIT_FSIZE, &lim);
      g_autoptr (PwDocument) doc = sample_document ();
      g_autoptr (GFile) file = g_file_new_for_path (path);
      gboolean ok = pw_document_save (doc, file, NULL);
      _exit (ok ? 1 : 0);
    }
  int status;
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_assert_true (file_holds (path, "old contents"));
  g_assert_cmpuint (count_entries (dir), ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_load_file_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) missing = g_file_new_for_path ("/nonexistent/none.pzw");
  g_autoptr (PwDocument) doc = pw_document_load_file (missing, NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "none.pzw"));
  g_clear_error (&error);

  g_autoptr (GFile) folder = g_file_new_for_path (g_get_tmp_dir ());
  doc = pw_document_load_file (folder, NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "is a folder, not a document"));
  g_clear_error (&error);

  /* A file longer than a document may be is refused before it is read,
   * with its length in the message (a sparse file: no disk is used). */
  g_autofree char *dir = g_dir_make_tmp ("pw-big-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.pzw", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (off_t) PW_DOCUMENT_MAX_BYTES + 1), ==, 0);
  fclose (f);
  g_autoptr (GFile) big = g_file_new_for_path (path);
  doc = pw_document_load_file (big, NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_autofree char *length = g_strdup_printf ("%d bytes long", PW_DOCUMENT_MAX_BYTES + 1);
  g_assert_nonnull (strstr (error->message, length));
  g_assert_nonnull (strstr (error->message, "big.pzw"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
count_changed (PwDocument *doc, int *n)
{
  (*n)++;
}

static PwModel *
model_with (const PwKind *kind, gint first)
{
  PwModel *m = kind->create_default ();
  g_array_index (((PwTestModel *) m)->numbers, gint, 0) = first;
  return m;
}

static gint
first_number (PwDocument *doc)
{
  return g_array_index (((const PwTestModel *) pw_document_get_model (doc))->numbers, gint, 0);
}

static void
test_history (void)
{
  const PwKind *kind = pw_test_kind ();
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model_with (kind, 1), 5);
  int changed = 0;
  g_signal_connect (doc, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_false (pw_document_get_modified (doc));
  g_assert_false (pw_document_can_undo (doc));

  pw_document_apply (doc, model_with (kind, 2), "Edit two");
  pw_document_apply (doc, model_with (kind, 3), "Edit three");
  g_assert_cmpint (changed, ==, 2);
  g_assert_true (pw_document_get_modified (doc));
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Edit three");

  g_assert_true (pw_document_undo (doc));
  g_assert_cmpint (first_number (doc), ==, 2);
  g_assert_cmpstr (pw_document_get_redo_label (doc), ==, "Edit three");
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Edit two");
  g_assert_true (pw_document_undo (doc));
  g_assert_cmpint (first_number (doc), ==, 1);
  g_assert_false (pw_document_get_modified (doc)); /* back where it was saved */
  g_assert_false (pw_document_undo (doc));
  g_assert_true (pw_document_redo (doc));
  g_assert_cmpint (first_number (doc), ==, 2);
  g_assert_true (pw_document_get_modified (doc));

  /* A new edit clears what could be redone. */
  pw_document_apply (doc, model_with (kind, 9), "Edit nine");
  g_assert_false (pw_document_can_redo (doc));
  g_assert_cmpint (changed, ==, 6);

  /* The history is bounded. */
  for (int i = 0; i < PW_DOCUMENT_HISTORY_LIMIT + 20; i++)
    pw_document_apply (doc, model_with (kind, i), "Many");
  int undone = 0;
  while (pw_document_undo (doc))
    undone++;
  g_assert_cmpint (undone, ==, PW_DOCUMENT_HISTORY_LIMIT);
}

/* An edit continued (typing with pauses) stays one undo step, unless
 * something else changed the document in between. */
static void
test_continued_edit (void)
{
  const PwKind *kind = pw_test_kind ();
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model_with (kind, 1), 5);
  pw_document_apply (doc, model_with (kind, 2), "Type");
  guint64 generation = pw_document_get_generation (doc);
  pw_document_save_point (doc);
  pw_document_apply_continued (doc, model_with (kind, 3), "Type", generation);
  g_assert_cmpint (first_number (doc), ==, 3);
  g_assert_true (pw_document_get_modified (doc));
  generation = pw_document_get_generation (doc);
  pw_document_apply_continued (doc, model_with (kind, 4), "Type", generation);
  g_assert_true (pw_document_undo (doc));
  g_assert_cmpint (first_number (doc), ==, 1);
  g_assert_false (pw_document_can_undo (doc));
  g_assert_true (pw_document_redo (doc));
  g_assert_cmpint (first_number (doc), ==, 4);

  /* Undone in between: the next part is an edit of its own. */
  generation = pw_document_get_generation (doc);
  pw_document_apply (doc, model_with (kind, 5), "Other");
  pw_document_apply_continued (doc, model_with (kind, 6), "Type", generation);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Type");
  g_assert_true (pw_document_undo (doc));
  g_assert_cmpint (first_number (doc), ==, 5);
  /* Nothing to continue: a new edit. */
  g_autoptr (PwDocument) fresh = pw_document_new_with_model (model_with (kind, 1), 5);
  pw_document_apply_continued (fresh, model_with (kind, 7), "Type",
                               pw_document_get_generation (fresh));
  g_assert_true (pw_document_can_undo (fresh));
}

static void
test_modified_by_metadata (void)
{
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_test_kind ()->create_default (),
                                                           1);
  g_assert_false (pw_document_get_modified (doc));
  pw_document_set_meta (doc, PW_META_TITLE, "");
  g_assert_false (pw_document_get_modified (doc)); /* no change */
  pw_document_set_meta (doc, PW_META_TITLE, "New");
  g_assert_true (pw_document_get_modified (doc));
  g_autofree char *name = pw_document_dup_display_name (doc);
  g_assert_cmpstr (name, ==, "New");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  g_test_add_func ("/document/round-trip", test_round_trip);
  g_test_add_func ("/document/rejections", test_rejections);
  g_test_add_func ("/document/wrong-kind-expected", test_wrong_kind_expected);
  g_test_add_func ("/document/truncated", test_truncated);
  g_test_add_func ("/document/oversized-and-deep", test_oversized_and_deep);
  g_test_add_func ("/document/save-readonly-dir", test_save_readonly_dir);
  g_test_add_func ("/document/save-write-fails", test_save_write_fails);
  g_test_add_func ("/document/load-file-errors", test_load_file_errors);
  g_test_add_func ("/document/history", test_history);
  g_test_add_func ("/document/modified-by-metadata", test_modified_by_metadata);
  g_test_add_func ("/document/continued-edit", test_continued_edit);
  return g_test_run ();
}
