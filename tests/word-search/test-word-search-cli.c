/* puzzlewright-cli on word searches, as a user runs it (argv[1] is the
 * CLI): generate with the words from a file, verify (exit 0 only when
 * every word occurs once and nothing forbidden appears), export to ipuz
 * and to a PDF class set, import back, and broken files named with
 * their place. */
#include <gio/gio.h>

#include "cli-run.h"
#include <json-glib/json-glib.h>
#include <string.h>

#include "pw-config.h"

static void
write_file (const char *file, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_set_contents (file, text, -1, &error));
}

static void
test_generate_verify (void)
{
  g_autofree char *words = pw_cli_run_path ("words.txt"), *doc = pw_cli_run_path ("ws.pzw");
  write_file (words, "# animals\nZEBRA\nGIRAFFE\nLION\nTIGER\nPANDA\nKOALA\nOTTER\n\nLLAMA\n");
  g_autofree char *arg = g_strconcat ("words=@", words, NULL);
  g_assert_cmpint (pw_cli_run (NULL, NULL, "generate", "word-search", "--param", "size=10x10",
                               "--param", arg, "--param", "directions=8", "--seed", "4", "-o", doc,
                               NULL), ==, 0);
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", doc, NULL), ==, 0);
  g_assert_nonnull (strstr (o, "Each of the 8 words occurs exactly once"));
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", doc, "--json", NULL), ==, 0);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, o, -1, NULL));
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "ok"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "words")), ==, 8);

  /* The same seed gives the same file. */
  g_autofree char *doc2 = pw_cli_run_path ("ws2.pzw");
  g_assert_cmpint (pw_cli_run (NULL, NULL, "generate", "word-search", "--param", "size=10x10",
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
  g_autofree char *doc = pw_cli_run_path ("bad.pzw");
  write_file (doc,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {\"title\": \"Bad\"}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 4, \"height\": 2,\n"
              "  \"cells\": [[\"C\",\"A\",\"T\",\"A\"], [\"P\",\"O\",\"O\",\"C\"]],\n"
              "  \"forbidden\": [\"POO\"],\n"
              "  \"words\": [{\"text\": \"CAT\"}]}}\n");
  g_autofree char *o = NULL, *e = NULL;
  /* CAT occurs once; POO reads across the second row. */
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", doc, NULL), ==, 1);
  g_assert_nonnull (strstr (o, "forbidden word “POO”"));
  g_autofree char *twice = pw_cli_run_path ("twice.pzw");
  write_file (twice,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {\"title\": \"Twice\"}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 3, \"height\": 2, \"forbidden\": [],\n"
              "  \"cells\": [[\"C\",\"A\",\"T\"], [\"T\",\"A\",\"C\"]],\n"
              "  \"words\": [{\"text\": \"CAT\"}]}}\n");
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", twice, NULL), ==, 1);
  g_assert_nonnull (strstr (o, "“CAT” occurs 2 times"));
}

static void
test_broken_files (void)
{
  g_autofree char *doc = pw_cli_run_path ("broken.pzw");
  write_file (doc,
              "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"word-search\",\n"
              " \"metadata\": {}, \"seed\": 1,\n"
              " \"puzzle\": {\"width\": 2, \"height\": 1,\n"
              "  \"cells\": [[\"AB\",\"C\"]], \"words\": []}}\n");
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", doc, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "$.puzzle.cells[0][0]"));
  g_autofree char *lies = pw_cli_run_path ("lies.ipuz");
  write_file (lies, "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/"
                    "wordsearch#1\"],\"dimensions\":{\"width\":5,\"height\":5},"
                    "\"puzzle\":[[\"A\",\"B\"]]}");
  g_autofree char *out = pw_cli_run_path ("lies.pzw");
  g_autofree char *at_lies = g_strconcat ("@", lies, NULL);
  g_assert_cmpint (pw_cli_run (&o, &e, "import", "ipuz", at_lies, "-o", out, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "the dimensions say 5 rows"));
  /* Words that cannot fit are refused at once, with the reason. */
  g_assert_cmpint (pw_cli_run (&o, &e, "generate", "word-search", "--param", "size=4x4", "--param",
                               "words=HIPPOPOTAMUS", "-o", out, NULL), ==, 1);
  g_assert_nonnull (strstr (e, "longest line"));
  /* A word list that is not UTF-8 says where it stops being text. */
  g_autofree char *latin1 = pw_cli_run_path ("latin1-words.txt");
  write_file (latin1, "ZEBRA\nLION\nCAF\xc9\n");
  g_autofree char *at_latin1 = g_strconcat ("words=@", latin1, NULL);
  g_assert_cmpint (pw_cli_run (&o, &e, "generate", "word-search", "--param", at_latin1, "-o", out,
                               NULL), ==, 2);
  g_assert_nonnull (strstr (e, "words: Line 3, column 4: the text is not valid UTF-8"));
}

static void
test_ipuz_and_pdf (void)
{
  g_autofree char *doc = pw_cli_run_path ("pdf.pzw");
  g_autofree char *ipuz = pw_cli_run_path ("ws.ipuz");
  g_autofree char *back = pw_cli_run_path ("back.pzw");
  g_autofree char *o = NULL, *e = NULL;
  g_assert_cmpint (pw_cli_run (NULL, NULL, "generate", "word-search", "--param", "size=9x9",
                               "--param", "words=ΓΑΤΑ,ΣΚΥΛΟΣ,ΨΑΡΙ,ΛΥΚΟΣ,ΑΛΟΓΟ", "--seed", "5",
                               "-o", doc, NULL), ==, 0);
  g_assert_cmpint (pw_cli_run (&o, &e, "export", doc, "--format", "ipuz", "-o", ipuz, NULL), ==, 0);
  g_autofree char *at_ipuz = g_strconcat ("@", ipuz, NULL);
  g_assert_cmpint (pw_cli_run (&o, &e, "import", "ipuz", at_ipuz, "-o", back, NULL), ==, 0);
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", back, NULL), ==, 0);
  g_autofree char *pdf = pw_cli_run_path ("class.pdf");
  g_assert_cmpint (pw_cli_run (&o, &e, "export", doc, "-o", pdf, "--variants", "3", NULL), ==, 0);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (pdf, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF"));
}

/* What a command may take (a sanitized build runs about three times
 * slower). */
#ifdef __SANITIZE_ADDRESS__
#define MAX_SECONDS 120
#else
#define MAX_SECONDS 10
#endif

/* A word list whose letters spell its word wherever they are drawn (one
 * word of two digits) cannot be filled: generate says so soon, however
 * large the grid, rather than reading a 60 × 60 grid 3,200 times. */
static void
test_unfillable_list_ends_soon (void)
{
  g_autofree char *doc = pw_cli_run_path ("unfillable.pzw");
  g_autofree char *o = NULL, *e = NULL;
  gint64 start = g_get_monotonic_time ();
  g_assert_cmpint (pw_cli_run (&o, &e, "generate", "word-search", "--param", "size=60x60",
                               "--param", "words=400", "-o", doc, NULL), ==, 1);
  double seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_test_message ("refused in %.1f s", seconds);
  g_assert_nonnull (strstr (e, "too few different letters"));
  g_assert_cmpfloat (seconds, <, MAX_SECONDS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_cli_run_init (argc, argv, "ws-cli");
  g_test_add_func ("/word-search/cli/generate-verify", test_generate_verify);
  g_test_add_func ("/word-search/cli/unfillable-list-ends-soon", test_unfillable_list_ends_soon);
  g_test_add_func ("/word-search/cli/verify-fails", test_verify_fails);
  g_test_add_func ("/word-search/cli/broken-files", test_broken_files);
  g_test_add_func ("/word-search/cli/ipuz-and-pdf", test_ipuz_and_pdf);
  return pw_cli_run_finish (g_test_run ());
}
