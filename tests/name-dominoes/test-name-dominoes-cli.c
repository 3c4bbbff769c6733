/* puzzlewright-cli on name dominoes: fill, verify, export and import, as a
 * user runs them (argv[1] is the CLI). */
#include "name-dominoes-test-util.h"

#include <gio/gio.h>

#include "cli-run.h"

static void
test_cli_fill_verify (void)
{
  g_autofree char *sample = pw_test_sample_path ("name-dominoes");
  g_autofree char *out = pw_cli_run_path ("filled.pzw");
  g_autofree char *o = NULL, *e = NULL;
  int status = pw_cli_run (&o, &e, "fill", sample, "--width", "12", "--height", "10", "--seconds",
                           "0.5", "--threads", "2", "--seed", "3", "-o", out, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (o, "Placed "));
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", out, NULL), ==, 0);
  g_assert_nonnull (strstr (o, "Legal layout"));
  g_assert_cmpint (pw_cli_run (&o, &e, "verify", "--json", out, NULL), ==, 0);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, o, -1, NULL));
  JsonObject *d = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (d, "legal"));
  g_assert_cmpint (json_object_get_int_member (d, "placed"), >, 20);

  /* The layout JSON goes out and comes back as the same board. */
  g_autofree char *layout = pw_cli_run_path ("layout.json");
  g_autofree char *back = pw_cli_run_path ("back.pzw");
  g_autofree char *at_layout = g_strconcat ("@", layout, NULL);
  g_assert_cmpint (pw_cli_run (NULL, NULL, "export", out, "--format", "layout-json", "-o", layout,
                               NULL), ==, 0);
  g_assert_cmpint (pw_cli_run (NULL, NULL, "import", "layout-json", at_layout, "-o", back, NULL),
                   ==, 0);
  g_autofree char *o2 = NULL;
  g_assert_cmpint (pw_cli_run (&o2, NULL, "verify", "--json", back, NULL), ==, 0);
  g_autoptr (JsonParser) p2 = json_parser_new ();
  g_assert_true (json_parser_load_from_data (p2, o2, -1, NULL));
  JsonObject *d2 = json_node_get_object (json_parser_get_root (p2));
  g_assert_cmpint (json_object_get_int_member (d2, "placed"), ==,
                   json_object_get_int_member (d, "placed"));
}

/* The poster and the cut-outs print. */
static void
test_cli_print (void)
{
  g_autofree char *sample = pw_test_sample_path ("name-dominoes");
  g_autofree char *pdf = pw_cli_run_path ("poster.pdf");
  g_autofree char *cards = pw_cli_run_path ("tiles.pdf");
  g_assert_cmpint (pw_cli_run (NULL, NULL, "export", sample, "--answers", "none", "--paper",
                               "841x1189mm", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (pw_cli_run (NULL, NULL, "export", sample, "--cards", "-o", cards, NULL), ==, 0);
  for (const char *const *f = (const char *const[]) { pdf, cards, NULL }; *f; f++)
    {
      g_autofree char *data = NULL;
      gsize len = 0;
      g_assert_true (g_file_get_contents (*f, &data, &len, NULL));
      g_assert_cmpuint (len, >, 1000);
      g_assert_true (g_str_has_prefix (data, "%PDF"));
    }
}

static void
test_cli_verify_illegal (void)
{
  const char *doc =
    "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": \"name-dominoes\", "
    "\"metadata\": {}, \"seed\": 1, \"puzzle\": {\"width\": 4, \"height\": 3, \"tiles\": ["
    "{\"names\": [\"TIM\", \"COOK\"], \"at\": [0, 0]},"
    "{\"names\": [\"NEVE\", \"CAMPBELL\"], \"at\": [0, 1]}]}}";
  g_autofree char *path = pw_cli_run_path ("illegal.pzw");
  g_assert_true (g_file_set_contents (path, doc, -1, NULL));
  g_autofree char *o = NULL;
  g_assert_cmpint (pw_cli_run (&o, NULL, "verify", path, NULL), ==, 1);
  /* The place in words, counted from 1 (issue 10: it showed the JSON
   * path and 0-based coordinates); --json keeps the path. */
  g_assert_null (strstr (o, "$."));
  g_assert_nonnull (strstr (o, "“TIM” of tile 1 at row 1, column 1 touches a different name, "
                               "“NEVE” of tile 2 at row 2, column 1"));
  g_free (g_steal_pointer (&o));
  g_assert_cmpint (pw_cli_run (&o, NULL, "verify", "--json", path, NULL), ==, 1);
  g_assert_nonnull (strstr (o, "$.puzzle.tiles[0].names[0]"));
}

static void
test_cli_fill_usage (void)
{
  g_autofree char *sample = pw_test_sample_path ("name-dominoes");
  g_autofree char *e = NULL;
  g_assert_cmpint (pw_cli_run (NULL, &e, "fill", sample, NULL), ==, 2); /* no -o */
                               g_free (g_steal_pointer (&e));
  g_assert_cmpint (pw_cli_run (NULL, &e, "fill", sample, "--seconds", "0", "-o", "/dev/null", NULL),
                   ==, 2);
  g_free (g_steal_pointer (&e));
  g_autofree char *out = pw_cli_run_path ("never.pzw");
  /* A value out of range is a usage error, as every bad option value is. */
  g_assert_cmpint (pw_cli_run (NULL, &e, "fill", sample, "--width", "1000", "-o", out, NULL),
                   ==, 2);
  g_assert_nonnull (strstr (e, "width"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_cli_run_init (argc, argv, "names-cli");
  g_test_add_func ("/name-dominoes/cli/fill-verify", test_cli_fill_verify);
  g_test_add_func ("/name-dominoes/cli/verify-illegal", test_cli_verify_illegal);
  g_test_add_func ("/name-dominoes/cli/print", test_cli_print);
  g_test_add_func ("/name-dominoes/cli/fill-usage", test_cli_fill_usage);
  return pw_cli_run_finish (g_test_run ());
}
