/* puzzlewright-cli on word searches, as a user runs it (argv[1] is the
 * CLI): generate with the words from a file, verify (exit 0 only when
 * every word occurs once and nothing forbidden appears), export to ipuz
 * and to a PDF class set, import back, and broken files named with
 * their place. */
#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "pw-config.h"

static const char *cli;
static char *tmpdir;

/* @out and @err (each may be NULL) must point at NULL or a string. */
static int
run (char **out, char **err, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) cli);
  va_list ap;
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) p = g_subprocess_newv ((const char *const *) argv->pdata,
                                                 G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                 | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_autofree char *o = NULL, *e = NULL;
  g_assert_true (g_subprocess_communicate_utf8 (p, NULL, NULL, &o, &e, &error));
  g_test_message ("%s %s -> %d\n%s%s", cli, first, g_subprocess_get_exit_status (p), o, e);
  /* Callers reuse their out and err; what they held is done with. */
  if (out)
    g_free (*out), *out = g_steal_pointer (&o);
  if (err)
    g_free (*err), *err = g_steal_pointer (&e);
  return g_subprocess_get_exit_status (p);
}

static char *
path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static void
write_file (const char *file, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_set_contents (file, text, -1, &error));
}

static void
test_generate_verify (void)
{
  g_autofree char *words = path ("words.txt"), *doc = path ("ws.pzw");
  write_file (words, "# animals\nZEBRA\nGIRAFFE\nLION\nTIGER\nPANDA\nKOALA\nOTTER\n\nLLAMA\n");
  g_autofree char *arg = g_strconcat ("words=@", words, NULL);
  g_assert_cmpint (run (NULL, NULL, "generate", "word-search", "--param", "size=10x10",
                        "--param", arg, "--param", "directions=8", "--seed", "4", "-o", doc,
                        NULL), ==, 0);
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (run (&o, &e, "verify", doc, NULL), ==, 0);
  g_assert_nonnull (strstr (o, "Each of the 8 words occurs exactly once"));
  g_assert_cmpint (run (&o, &e, "verify", doc, "--json", NULL), ==, 0);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, o, -1, NULL));
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "ok"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "words")), ==, 8);

  /* The same seed gives the same file. */
  g_autofree char *doc2 = path ("ws2.pzw");
  g_assert_cmpint (run (NULL, NULL, "generate", "word-search", "--param", "size=10x10",
                        "--param", arg, "--param", "directions=8", "--seed", "4", "-o", doc2,
                        NULL), ==, 0);
  g_autofree char *a = NULL, *b = NULL;
  g_assert_true (g_file_get_contents (doc, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (doc2, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
}

/* A hand-made grid where a word occurs twice and a forbidden word hides. */
static void
test_verify_fails (void)
{
  g_autofree char *doc = path ("bad.pzw");
  write_file (doc,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {\"title\": \"Bad\"}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 4, \"height\": 2,\n"
              "  \"cells\": [[\"C\",\"A\",\"T\",\"A\"], [\"P\",\"O\",\"O\",\"C\"]],\n"
              "  \"forbidden\": [\"POO\"],\n"
              "  \"words\": [{\"text\": \"CAT\"}]}}\n");
  g_autofree char *o = NULL, *e = NULL;
  /* CAT occurs once; POO reads across the second row. */
  g_assert_cmpint (run (&o, &e, "verify", doc, NULL), ==, 1);
  g_assert_nonnull (strstr (o, "forbidden word “POO”"));
  g_autofree char *twice = path ("twice.pzw");
  write_file (twice,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {\"title\": \"Twice\"}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 3, \"height\": 2, \"forbidden\": [],\n"
              "  \"cells\": [[\"C\",\"A\",\"T\"], [\"T\",\"A\",\"C\"]],\n"
              "  \"words\": [{\"text\": \"CAT\"}]}}\n");
  g_assert_cmpint (run (&o, &e, "verify", twice, NULL), ==, 1);
  g_assert_nonnull (strstr (o, "“CAT” occurs 2 times"));
}

static void
test_broken_files (void)
{
  g_autofree char *doc = path ("broken.pzw");
  write_file (doc,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 2, \"height\": 1,\n"
              "  \"cells\": [[\"AB\",\"C\"]], \"words\": []}}\n");
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (run (&o, &e, "verify", doc, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "$.puzzle.cells[0][0]"));
  g_autofree char *lies = path ("lies.ipuz");
  write_file (lies, "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/"
                    "wordsearch#1\"],\"dimensions\":{\"width\":5,\"height\":5},"
                    "\"puzzle\":[[\"A\",\"B\"]]}");
  g_autofree char *out = path ("lies.pzw");
  g_autofree char *at_lies = g_strconcat ("@", lies, NULL);
  g_assert_cmpint (run (&o, &e, "import", "ipuz", at_lies, "-o", out, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "the dimensions say 5 rows"));
  /* Words that cannot fit are refused at once, with the reason. */
  g_assert_cmpint (run (&o, &e, "generate", "word-search", "--param", "size=4x4", "--param",
                        "words=HIPPOPOTAMUS", "-o", out, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "longest line"));
}

static void
test_ipuz_and_pdf (void)
{
  g_autofree char *doc = path ("pdf.pzw"), *ipuz = path ("ws.ipuz"), *back = path ("back.pzw");
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (run (NULL, NULL, "generate", "word-search", "--param", "size=9x9",
                        "--param", "words=ΓΑΤΑ,ΣΚΥΛΟΣ,ΨΑΡΙ,ΛΥΚΟΣ,ΑΛΟΓΟ", "--seed", "5", "-o",
                        doc, NULL), ==, 0);
  g_assert_cmpint (run (&o, &e, "export", doc, "--format", "ipuz", "-o", ipuz, NULL), ==, 0);
  g_autofree char *at_ipuz = g_strconcat ("@", ipuz, NULL);
  g_assert_cmpint (run (&o, &e, "import", "ipuz", at_ipuz, "-o", back, NULL), ==, 0);
  g_assert_cmpint (run (&o, &e, "verify", back, NULL), ==, 0);
  g_autofree char *pdf = path ("class.pdf");
  g_assert_cmpint (run (&o, &e, "export", doc, "-o", pdf, "--variants", "3", NULL), ==, 0);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (pdf, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, >=, 2);
  cli = argv[1];
  tmpdir = g_dir_make_tmp ("pw-ws-cli-XXXXXX", NULL);
  g_test_add_func ("/word-search/cli/generate-verify", test_generate_verify);
  g_test_add_func ("/word-search/cli/verify-fails", test_verify_fails);
  g_test_add_func ("/word-search/cli/broken-files", test_broken_files);
  g_test_add_func ("/word-search/cli/ipuz-and-pdf", test_ipuz_and_pdf);
  int status = g_test_run ();
  g_autoptr (GFile) dir = g_file_new_for_path (tmpdir);
  g_autoptr (GFileEnumerator) en = g_file_enumerate_children (dir, "standard::name", 0, NULL,
                                                              NULL);
  GFileInfo *info;
  while (en && (info = g_file_enumerator_next_file (en, NULL, NULL)))
    {
      g_autoptr (GFile) child = g_file_get_child (dir, g_file_info_get_name (info));
      g_file_delete (child, NULL, NULL);
      g_object_unref (info);
    }
  g_file_delete (dir, NULL, NULL);
  return status;
}
