/* `puzzlewright-cli` before it prints (issue 20): export of a puzzle the
 * kind's solver cannot answer exits 1 with the reason unless
 * --print-anyway; a class set is made from the document as it is, with
 * the kind's choices (--vary); a puzzle too large for the paper prints
 * as a readable tiled poster, with a line saying so; generate KIND
 * --help lists the kind's parameters. */
#include <string.h>

#include "pw-config.h"
#include "render-test-util.h"

static char *dir;

static char *
scratch (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static char *
sample (const char *kind)
{
  g_autofree char *name = g_strconcat (kind, ".pzw", NULL);
  return g_build_filename (PW_SOURCE_DATADIR, "samples", name, NULL);
}

static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-layout", pdf, "-", NULL };
  return rt_run (argv, NULL, NULL);
}

static guint
count (const char *text, const char *what)
{
  guint n = 0;
  for (const char *p = text; p && (p = strstr (p, what)); p += strlen (what))
    n++;
  return n;
}

/* A sum of no numbers: export says why and prints nothing; asked to
 * print anyway, it prints the sheet without its key, warning. */
static void
test_unsolved (void)
{
  g_autofree char *doc = scratch ("empty.pzw"), *pdf = scratch ("empty.pdf");
  g_assert_true (g_file_set_contents (doc,
                                      "{\"format\": \"puzzlewright\", \"version\": 1, \"kind\": "
                                      "\"test\", \"metadata\": {\"title\": \"Nothing\"}, \"seed\": 1,"
                                      " \"puzzle\": {\"numbers\": []}}\n", -1, NULL));
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = rt_cli (&status, &err, "export", doc, "-o", pdf, NULL);
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "There are no numbers to add up"));
  g_assert_nonnull (strstr (err, "--print-anyway"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_autofree char *out2 = rt_cli (&status, &err, "export", doc, "-o", pdf, "--print-anyway",
                                  NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (err, "printed without an answer key"));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  if (rt_have_program ("pdftotext"))
    {
      g_autofree char *text = pdf_text (pdf);
      g_assert_null (strstr (text, "Answer"));
    }
  g_autofree char *help = rt_cli (&status, NULL, "export", "--help", NULL);
  g_assert_nonnull (strstr (help, "--print-anyway"));
}

/* A word search with a word of the teacher's: every sheet of a class set
 * asks for it; the wall's class set deals the same cards, or new walls
 * when asked (and only where that can be done). */
static void
test_class_sets (void)
{
  g_autofree char *words = scratch ("words.txt"), *doc = scratch ("ws.pzw");
  g_assert_true (g_file_set_contents (words, "CAT\nDOG\nOWL\nHEN\nCOW\nPIG\nZEBRA\n", -1, NULL));
  g_autofree char *arg = g_strconcat ("words=@", words, NULL);
  int status;
  g_autofree char *o = rt_cli (&status, NULL, "generate", "word-search", "-p", "size=9x9", "-p",
                               arg, "--seed", "2", "-o", doc, NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *pdf = scratch ("set.pdf");
  g_autofree char *err = NULL;
  g_autofree char *o2 = rt_cli (&status, &err, "export", doc, "-o", pdf, "--variants", "3",
                                "--answers", "none", NULL);
  g_assert_cmpint (status, ==, 0);
  if (rt_have_program ("pdftotext"))
    {
      g_autofree char *text = pdf_text (pdf);
      g_assert_cmpuint (count (text, "ZEBRA"), ==, 3);
    }

  g_autofree char *wall = sample ("connecting-wall"), *wpdf = scratch ("wall.pdf");
  g_autofree char *o3 = rt_cli (&status, &err, "export", wall, "-o", wpdf, "--variants", "2",
                                "--vary", "walls=shuffle", NULL);
  g_assert_cmpint (status, ==, 0);
  g_autofree char *o4 = rt_cli (&status, &err, "export", wall, "-o", wpdf, "--variants", "2",
                                "--vary", "walls=sideways", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "sideways"));
  g_autofree char *o5 = rt_cli (&status, &err, "export", wall, "-o", wpdf, "--vary",
                                "walls=new", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "--variants"));
  g_autofree char *help = rt_cli (&status, NULL, "export", "--help", NULL);
  g_assert_nonnull (strstr (help, "Class sets"));
  g_assert_nonnull (strstr (help, "walls"));
}

/* The comic's board does not fit A4 at readable type: export makes a
 * readable poster tiled on A4, and says so. */
static void
test_readable_poster (void)
{
  g_autofree char *names = sample ("name-dominoes"), *pdf = scratch ("names.pdf");
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = rt_cli (&status, &err, "export", names, "-o", pdf, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (err, "printed as a poster"));
  g_assert_nonnull (strstr (err, "tiled on"));
  if (rt_have_program ("pdftotext"))
    {
      g_autofree char *text = pdf_text (pdf);
      g_assert_nonnull (strstr (text, "How to put the poster together"));
    }
  /* A usage error is no reason for a poster. */
  g_autofree char *out2 = rt_cli (&status, &err, "export", names, "-o", pdf, "--numbers",
                                  "dots", NULL);
  g_assert_cmpint (status, ==, 2);
  g_assert_null (strstr (err, "poster"));
}

/* generate KIND --help lists the kind's parameters, with their values
 * and defaults, from the kind's own specs. */
static void
test_generate_help (void)
{
  int status;
  g_autofree char *ws = rt_cli (&status, NULL, "generate", "word-search", "--help", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (ws, "Parameters of Word Search puzzles"));
  g_assert_nonnull (strstr (ws, "  directions\n"));
  g_assert_nonnull (strstr (ws, "one of 2 (Across and down), 4 (Also diagonally), 8 (Also "
                                "backwards); default 8"));
  g_assert_nonnull (strstr (ws, "  words\n"));
  g_autofree char *deck = rt_cli (&status, NULL, "generate", "--help", "deck", NULL);
  g_assert_nonnull (strstr (deck, "  order\n"));
  g_assert_nonnull (strstr (deck, "a whole number from 2 to 32; default 7"));
  g_autofree char *grid = rt_cli (&status, NULL, "generate", "-s", "4", "domino-grid", "--help",
                                  NULL);
  g_assert_nonnull (strstr (grid, "  grade\n"));
  /* Without a kind: how to ask, and the kinds. */
  g_autofree char *any = rt_cli (&status, NULL, "generate", "--help", NULL);
  g_assert_nonnull (strstr (any, "generate KIND --help"));
  g_assert_nonnull (strstr (any, "word-search"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  dir = rt_scratch_dir ();
  g_test_add_func ("/render/cli-checks/unsolved", test_unsolved);
  g_test_add_func ("/render/cli-checks/class-sets", test_class_sets);
  g_test_add_func ("/render/cli-checks/readable-poster", test_readable_poster);
  g_test_add_func ("/render/cli-checks/generate-help", test_generate_help);
  int status = g_test_run ();
  g_free (dir);
  return status;
}
