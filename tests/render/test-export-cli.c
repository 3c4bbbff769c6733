/* `puzzlewright-cli export` as a user runs it: files, exit statuses and
 * the messages a user reads. */
#include <string.h>

#include "render-test-util.h"

static char *dir;
static char *doc_path;

static char *
scratch (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static guint
pdf_pages (const char *path)
{
  guint pages;
  rt_pdf_info (path, &pages, NULL, NULL);
  return pages;
}

static void
test_sheets (void)
{
  g_autofree char *out_pdf = scratch ("sheet.pdf");
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = rt_cli (&status, &err, "export", doc_path, "-o", out_pdf, NULL);
  g_assert_cmpint (status, ==, 0);
  /* Nothing from us on stderr (a sanitizer may add its own summary). */
  g_assert_null (strstr (err, "puzzlewright-cli:"));
  g_assert_true (g_file_test (out_pdf, G_FILE_TEST_EXISTS));
  if (rt_have_program ("pdfinfo"))
    g_assert_cmpuint (pdf_pages (out_pdf), ==, 2);

  g_autofree char *set_pdf = scratch ("set.pdf");
  g_autofree char *o2 = rt_cli (&status, NULL, "export", doc_path, "-o", set_pdf, "--variants", "5",
                             "--answers", "compact", "--paper", "letter", "--landscape", NULL);
  g_assert_cmpint (status, ==, 0);
  if (rt_have_program ("pdfinfo"))
    g_assert_cmpuint (pdf_pages (set_pdf), ==, 6);

  g_autofree char *svg = scratch ("sheet.svg");
  g_autofree char *o3 = rt_cli (&status, NULL, "export", doc_path, "-o", svg, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *svg1 = scratch ("sheet-1.svg"), *svg2 = scratch ("sheet-2.svg");
  g_assert_true (g_file_test (svg1, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (svg2, G_FILE_TEST_EXISTS));
  /* The files written, one a line. */
  g_autofree char *listed = g_strdup_printf ("%s\n%s\n", svg1, svg2);
  g_assert_cmpstr (o3, ==, listed);

  g_autofree char *png = scratch ("sheet.png");
  g_autofree char *o4 = rt_cli (&status, NULL, "export", doc_path, "-o", png, "--dpi", "36",
                             "--answers", "none", NULL);
  g_assert_cmpint (status, ==, 0);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 298); /* 210 mm at 36 dpi */
  cairo_surface_destroy (image);

  g_autofree char *cards = scratch ("cards.pdf");
  g_autofree char *o5 = rt_cli (&status, NULL, "export", doc_path, "-o", cards, "--cards", "--bleed",
                             "3", "--marks", "crop", "--duplex", NULL);
  g_assert_cmpint (status, ==, 0);
  if (rt_have_program ("pdfinfo"))
    g_assert_cmpuint (pdf_pages (cards), ==, 2);
}

/* The same seed gives the same class set, whatever run makes it. */
static void
test_reproducible (void)
{
  if (!rt_have_program ("pdftotext"))
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }
  g_autofree char *a = scratch ("a.pdf"), *b = scratch ("b.pdf");
  int status;
  g_autofree char *o1 = rt_cli (&status, NULL, "export", doc_path, "-o", a, "--variants", "4", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *o2 = rt_cli (&status, NULL, "export", doc_path, "-o", b, "--variants", "4", NULL);
  g_assert_cmpint (status, ==, 0);
  const char *ta[] = { "pdftotext", a, "-", NULL }, *tb[] = { "pdftotext", b, "-", NULL };
  g_autofree char *text_a = rt_run (ta, NULL, NULL), *text_b = rt_run (tb, NULL, NULL);
  g_assert_cmpstr (text_a, ==, text_b);
  g_assert_nonnull (strstr (text_a, "Variant D"));
  g_assert_nonnull (strstr (text_a, "Answer key D"));
}

static void
expect_usage_error (const char *contains, ...)
{
  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) PW_CLI_PATH);
  g_ptr_array_add (argv, (gpointer) "export");
  va_list args;
  va_start (args, contains);
  const char *arg;
  while ((arg = va_arg (args, const char *)))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = rt_run ((const char *const *) argv->pdata, &status, &err);
  g_ptr_array_free (argv, TRUE);
  if (g_test_verbose ())
    g_printerr ("%s", err);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, contains));
  g_assert_true (g_str_has_prefix (err, "puzzlewright-cli: "));
}

static void
test_bad_options (void)
{
  g_autofree char *pdf = scratch ("bad.pdf"), *png = scratch ("bad.png");
  g_autofree char *txt = scratch ("bad.txt");
  expect_usage_error ("Unknown paper “b5”", doc_path, "-o", pdf, "--paper", "b5", NULL);
  expect_usage_error ("Unknown answer key layout “some”", doc_path, "-o", pdf, "--answers",
                      "some", NULL);
  expect_usage_error ("--per-page", doc_path, "-o", pdf, "--per-page", "100", NULL);
  expect_usage_error ("--variants", doc_path, "-o", pdf, "--variants", "-2", NULL);
  expect_usage_error ("--dpi", doc_path, "-o", png, "--dpi", "5", NULL);
  expect_usage_error ("PNG output only", doc_path, "-o", pdf, "--dpi", "300", NULL);
  expect_usage_error ("Cannot tell the format", doc_path, "-o", txt, NULL);
  expect_usage_error ("-o OUT.pdf", doc_path, NULL);
  expect_usage_error ("--cards only", doc_path, "-o", pdf, "--bleed", "3", NULL);
  expect_usage_error ("Unknown bleed", doc_path, "-o", pdf, "--cards", "--bleed", "5", NULL);
  expect_usage_error ("margins leave", doc_path, "-o", pdf, "--margin", "100", NULL);
  expect_usage_error ("--margin", doc_path, "-o", pdf, "--margin", "101", NULL);
  expect_usage_error ("--per-page", doc_path, "-o", pdf, "--per-page", "abc", NULL);
  expect_usage_error ("usage:", "-o", pdf, NULL);
  expect_usage_error ("at most", doc_path, "-o", pdf, "--per-page", "40", "--variants", "40",
                      NULL);
  expect_usage_error ("cannot be exported as “ipuz”", doc_path, "--format", "ipuz", NULL);
  expect_usage_error ("do not apply", doc_path, "--format", "ipuz", "--paper", "a4", NULL);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
test_bad_files (void)
{
  g_autofree char *pdf = scratch ("never.pdf");
  g_autofree char *missing = scratch ("missing.pzw");
  g_autofree char *broken = scratch ("broken.pzw");
  g_assert_true (g_file_set_contents (broken, "{\"format\": \"puzzlewright\", \"version\": 1,", -1,
                                      NULL));
  const char *files[] = { missing, broken };
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      int status;
      g_autofree char *err = NULL;
      g_autofree char *out = rt_cli (&status, &err, "export", files[i], "-o", pdf, NULL);
      g_assert_cmpint (status, ==, 1);
      /* The loader's message names the file. */
      g_autofree char *base = g_path_get_basename (files[i]);
      g_assert_nonnull (strstr (err, base));
    }
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  /* Variants are made from the document as it is (issue 20): a
   * hand-made one makes them too; a kind that cannot vary says so. */
  g_autofree char *plain = scratch ("plain.pzw");
  int status;
  g_autofree char *o = rt_cli (&status, NULL, "new", "test", "-o", plain, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *err = NULL;
  g_autofree char *o2 = rt_cli (&status, &err, "export", plain, "-o", pdf, "--variants", "3", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *names = scratch ("names.pzw");
  g_autofree char *o3 = rt_cli (&status, NULL, "new", "name-dominoes", "-o", names, NULL);
  g_assert_cmpint (status, ==, 0);
  g_clear_pointer (&err, g_free);
  g_autofree char *o4 = rt_cli (&status, &err, "export", names, "-o", pdf, "--variants", "3",
                                NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "no variants"));
}

/* --format writes the kind's interchange format: what it writes reads
 * back through `import` and writes out the same again. */
static void
test_format_round_trip (void)
{
  int status;
  g_autofree char *kinds = rt_cli (&status, NULL, "kinds", NULL);
  if (kinds == NULL || strstr (kinds, "domino-grid") == NULL)
    {
      g_test_skip ("no kind with an interchange format is built in");
      return;
    }
  g_autofree char *doc = scratch ("dominoes.pzw"), *again = scratch ("again.pzw");
  g_autofree char *o1 = rt_cli (&status, NULL, "new", "domino-grid", "-o", doc, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *id = rt_cli (&status, NULL, "export", doc, "--format", "dominosa-id", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_str_has_suffix (id, "\n"));
  g_autofree char *bare = g_strchomp (g_strdup (id));
  g_autofree char *o2 = rt_cli (&status, NULL, "import", "dominosa-id", bare, "-o", again, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *id2 = rt_cli (&status, NULL, "export", again, "--format", "dominosa-id", NULL);
  g_assert_cmpstr (id2, ==, id);
  /* To a file, atomically, as it goes to standard output. */
  g_autofree char *out = scratch ("id.txt");
  g_autofree char *o3 = rt_cli (&status, NULL, "export", doc, "--format", "dominosa-id", "-o", out,
                             NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *written = NULL;
  g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
  g_assert_cmpstr (g_strchomp (written), ==, bare);
}

/* How many characters of the PDF's first page are digits. */
static guint
pdf_digits (const char *path)
{
  const char *argv[] = { "pdftotext", "-f", "1", "-l", "1", path, "-", NULL };
  g_autofree char *text = rt_run (argv, NULL, NULL);
  guint n = 0;
  for (const char *p = text; p && *p; p++)
    n += g_ascii_isdigit (*p);
  return n;
}

/* --numbers: the teacher's choice of pips or numerals on sheets;
 * --max-pages: more than 50 tiled poster pages only when asked for. */
static void
test_numbers_and_pages (void)
{
  g_autofree char *grid = scratch ("double-9.pzw");
  int status;
  g_autofree char *o = rt_cli (&status, NULL, "generate", "domino-grid", "--param", "n=9", "-o",
                               grid, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *pips = scratch ("pips.pdf"), *numerals = scratch ("numerals.pdf");
  g_autofree char *o1 = rt_cli (&status, NULL, "export", grid, "-o", pips, "--numbers", "pips",
                                NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *o2 = rt_cli (&status, NULL, "export", grid, "-o", numerals, "--numbers",
                                "numerals", NULL);
  g_assert_cmpint (status, ==, 0);
  if (rt_have_program ("pdftotext"))
    /* A 10 × 11 board's numbers and the list's 55 dominoes as numerals;
     * with pips, only the footer's page numbers. */
    g_assert_cmpuint (pdf_digits (numerals), >, 110 + pdf_digits (pips));

  g_autofree char *pdf = scratch ("bad.pdf");
  expect_usage_error ("--numbers", grid, "-o", pdf, "--numbers", "dots", NULL);
  expect_usage_error ("--max-pages", grid, "-o", pdf, "--max-pages", "80", NULL);
  expect_usage_error ("allow more pages", grid, "-o", pdf, "--poster", "2000x2000mm",
                      "--tile-on", "a5", NULL);
  g_autofree char *big = scratch ("big.pdf");
  g_autofree char *o3 = rt_cli (&status, NULL, "export", grid, "-o", big, "--poster",
                                "2000x2000mm", "--tile-on", "a5", "--max-pages", "400", NULL);
  g_assert_cmpint (status, ==, 0);
  if (rt_have_program ("pdfinfo"))
    g_assert_cmpuint (pdf_pages (big), >, 50);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  dir = rt_scratch_dir ();
  doc_path = scratch ("doc.pzw");
  int status;
  g_autofree char *out = rt_cli (&status, NULL, "generate", "test", "-p", "count=7", "--seed", "12",
                              "--title", "CLI sheet", "-o", doc_path, NULL);
  g_assert_cmpint (status, ==, 0);
  g_test_add_func ("/render/cli/sheets", test_sheets);
  g_test_add_func ("/render/cli/reproducible", test_reproducible);
  g_test_add_func ("/render/cli/bad-options", test_bad_options);
  g_test_add_func ("/render/cli/bad-files", test_bad_files);
  g_test_add_func ("/render/cli/format-round-trip", test_format_round_trip);
  g_test_add_func ("/render/cli/numbers-and-pages", test_numbers_and_pages);
  return g_test_run ();
}
