/* test-word-search-ipuz.c — ipuz word searches, written by hand from the spec
 * (http://ipuz.org/wordsearch: dimensions, puzzle, solution, dictionary,
 * showanswers, time, points, zigzag, retrace, useall), read, checked and
 * written back. */
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "word-search-check.h"
#include "word-search-ipuz.h"
#include "word-search-test-util.h"

/* A 4×3 word search with its words placed, as the spec lays one out. */
static const char *const placed_ipuz =
  "{ \"version\": \"http://ipuz.org/v2\",\n"
  "  \"kind\": [\"http://ipuz.org/wordsearch#1\"],\n"
  "  \"title\": \"Pets\",\n"
  "  \"dimensions\": { \"width\": 4, \"height\": 3 },\n"
  "  \"puzzle\": [[\"C\", \"A\", \"T\", \"X\"],\n"
  "             [\"D\", \"O\", \"G\", \"E\"],\n"
  "             [\"Q\", \"W\", \"Z\", \"L\"]],\n"
  "  \"solution\": { \"CAT\": { \"cells\": [[0, 0], [1, 0], [2, 0]] },\n"
  "                \"DOG\": { \"cells\": [[0, 1], [1, 1], [2, 1]] },\n"
  "                \"OWL\": { \"cells\": [[1, 1], [2, 2], [3, 3]] } },\n"
  "  \"dictionary\": false, \"showanswers\": \"after\", \"time\": 120,\n"
  "  \"points\": \"linear\", \"zigzag\": false, \"retrace\": true, \"useall\": false }\n";

static PwModel *
import (const char *text, GError **error)
{
  return pw_word_search_ipuz_import (text, strlen (text), error);
}

static void
test_import_placed (void)
{
  /* OWL's cells above run off a 3-row grid: the file is refused at the
   * place that says so. */
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) bad = import (placed_ipuz, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "$.solution.OWL.cells"));
  g_clear_error (&error);

  g_autofree char *fixed = g_strdup (placed_ipuz);
  char *owl = strstr (fixed, "\"OWL\"");
  memcpy (owl, "\"EEL\"", 5);
  char *cells = strstr (owl, "[[1, 1], [2, 2], [3, 3]]");
  memcpy (cells, "[[3, 0], [3, 1], [3, 2]]", 24);
  /* Column 3 reads X E L: make it E E L. */
  char *x = strstr (fixed, "\"X\"");
  x[1] = 'E';
  g_autoptr (PwModel) model = import (fixed, &error);
  g_assert_no_error (error);
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_assert_cmpuint (m->width, ==, 4);
  g_assert_cmpuint (m->height, ==, 3);
  g_assert_cmpuint (m->words->len, ==, 3);
  const PwWordSearchWord *eel = m->words->pdata[2];
  g_assert_cmpstr (eel->text, ==, "EEL");
  g_assert_true (eel->placed);
  g_assert_cmpint (eel->col, ==, 3);
  g_assert_cmpint (eel->direction, ==, PW_WORD_SEARCH_DOWN);
  /* Across and down suffice for these words. */
  g_assert_cmpuint (m->directions, ==, pw_word_search_directions_level (2));
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  g_assert_true (pw_word_search_check_ok (check));
}

/* The spec allows the solution as one word or a list of words, shaped
 * grids with null cells, blocks, and letters as cell objects. */
static void
test_import_forms (void)
{
  const char *text =
    "{ \"version\": \"http://ipuz.org/v1\", \"kind\": [\"http://ipuz.org/wordsearch#1\"],\n"
    "  \"dimensions\": { \"width\": 3, \"height\": 2 }, \"block\": \"*\",\n"
    "  \"puzzle\": [[\"Σ\", {\"value\": \"Ο\"}, null], [\"고\", \"*\", \"🐱\"]],\n"
    "  \"solution\": [\"ΣΟ\", \"고🐱\"], \"showanswers\": null }";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = import (text, &error);
  g_assert_no_error (error);
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_assert_cmpstr (m->cells[1], ==, "Ο");
  g_assert_false (m->mask[2]);
  g_assert_false (m->mask[4]);
  g_assert_cmpstr (m->cells[5], ==, "🐱");
  g_assert_cmpuint (m->words->len, ==, 2);
  g_assert_false (((PwWordSearchWord *) m->words->pdata[0])->placed);

  const char *one = "{ \"version\": \"http://ipuz.org/v2\", \"kind\": "
                    "[\"http://ipuz.org/wordsearch#1\"], \"dimensions\": "
                    "{ \"width\": 2, \"height\": 1 }, \"solution\": \"HI\" }";
  g_autoptr (PwModel) single = import (one, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((PwWordSearchModel *) single)->words->len, ==, 1);
}

static void
test_import_errors (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    /* Lies about its dimensions. */
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":3,\"height\":2},\"puzzle\":[[\"A\",\"B\",\"C\"]]}",
      "$.puzzle: the dimensions say 2 rows but the puzzle has 1" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":3,\"height\":1},\"puzzle\":[[\"A\",\"B\"]]}",
      "$.puzzle[0]: the dimensions say 3 columns but this row has 2" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/crossword#1\"],"
      "\"dimensions\":{\"width\":3,\"height\":1}}", "$.kind" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"]}",
      "dimensions" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":100000,\"height\":1}}", "$.dimensions.width" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":2,\"height\":1},\"puzzle\":[[\"AB\",\"C\"]]}",
      "$.puzzle[0][0]" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":2,\"height\":1},\"zigzag\":true}", "$.zigzag" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":2,\"height\":1},\"dictionary\":\"en-basic\"}",
      "$.dictionary" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":2,\"height\":1},\"showanswers\":\"never\"}",
      "$.showanswers" },
    { "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
      "\"dimensions\":{\"width\":3,\"height\":3},\"solution\":{\"AB\":{\"cells\":"
      "[[0,0],[2,1]]}}}", "$.solution.AB.cells: the cells do not run in a straight line" },
    { "not json", "not JSON" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = import (cases[i].text, &error);
      g_assert_null (m);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* Out and back in: the grid, the shape, the words and their places. */
static void
test_round_trip (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", "7x7");
  pw_params_set (params, "words", "ΓΑΤΑ\nΣΚΥΛΟΣ\nΨΑΡΙ\nΛΥΚΟΣ\nΑΛΟΓΟ");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_word_search_kind (), params, 9, NULL, NULL,
                                                &error);
  g_assert_no_error (error);
  g_autofree char *text = pw_word_search_ipuz_export (model, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "http://ipuz.org/wordsearch#1"));
  g_autoptr (PwModel) back = import (text, &error);
  g_assert_no_error (error);
  const PwWordSearchModel *a = (const PwWordSearchModel *) model, *b = (const PwWordSearchModel *) back;
  g_assert_cmpuint (a->width, ==, b->width);
  for (guint c = 0; c < a->width * a->height; c++)
    g_assert_cmpstr (a->cells[c], ==, b->cells[c]);
  g_assert_cmpuint (a->words->len, ==, b->words->len);
  for (guint i = 0; i < a->words->len; i++)
    {
      const PwWordSearchWord *x = a->words->pdata[i], *y = b->words->pdata[i];
      g_assert_cmpstr (x->text, ==, y->text);
      g_assert_cmpint (x->row, ==, y->row);
      g_assert_cmpint (x->col, ==, y->col);
      g_assert_cmpint (x->direction, ==, y->direction);
    }
  /* And once more: the second export is the first. */
  g_autofree char *again = pw_word_search_ipuz_export (back, &error);
  g_assert_cmpstr (text, ==, again);
}

/* A list with a word in it twice imports (validate names the problem, and
 * the user keeps both to choose from), but ipuz names each word once, so
 * it is not written: an error names the second and the first. */
static void
test_word_twice (void)
{
  static const char *const text =
    "{\"version\":\"http://ipuz.org/v2\",\"kind\":[\"http://ipuz.org/wordsearch#1\"],"
    "\"dimensions\":{\"width\":3,\"height\":1},\"puzzle\":[[\"C\",\"A\",\"T\"]],"
    "\"solution\":[\"CAT\",\"ACT\",\"CAT\"]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = import (text, &error);
  g_assert_no_error (error);
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  g_assert_cmpuint (m->words->len, ==, 3);
  g_autoptr (GPtrArray) problems = pw_word_search_validate (model);
  gboolean said = FALSE;
  for (guint i = 0; i < problems->len; i++)
    said |= strstr (((PwProblem *) problems->pdata[i])->message, "listed twice") != NULL;
  g_assert_true (said);
  g_autofree char *out = pw_word_search_ipuz_export (model, &error);
  g_assert_null (out);
  g_assert_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "$.puzzle.words[2]: “CAT” is word 1 too"));
}

/* Every truncation and many byte changes of a valid file: each import
 * either succeeds or fails with an error, never crashes (a small,
 * reproducible stand-in for the fuzzers, run on every build). */
static void
test_mutations (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", "5x5");
  pw_params_set (params, "words", "고양이,ÉTÉ,🐱🐶,ΣΟΣ");
  g_autoptr (PwModel) model = pw_kind_generate (pw_word_search_kind (), params, 3, NULL, NULL,
                                                NULL);
  g_assert_nonnull (model);
  g_autofree char *text = pw_word_search_ipuz_export (model, NULL);
  gsize n = strlen (text);
  PwRng rng;
  pw_rng_init (&rng, 99);
  for (gsize cut = 0; cut <= n; cut += 1 + cut / 64)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = pw_word_search_ipuz_import (text, cut, &error);
      g_assert_true ((m == NULL) != (error == NULL));
    }
  static const char bytes[] = "{}[]\",:0-9#.\xff";
  for (guint round = 0; round < 3000; round++)
    {
      g_autofree char *copy = g_strdup (text);
      for (guint k = 0; k < 1 + round % 3; k++)
        copy[pw_rng_below (&rng, n)] = bytes[pw_rng_below (&rng, sizeof bytes - 1)];
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = NULL;
      if (g_utf8_validate (copy, n, NULL))
        m = pw_word_search_ipuz_import (copy, n, &error);
      else
        continue;
      g_assert_true ((m == NULL) != (error == NULL));
      if (m)
        {
          /* What imports validates, and exports or says why not (a
           * word listed twice, test_word_twice). */
          g_autoptr (GPtrArray) problems = pw_word_search_validate (m);
          g_autoptr (GError) out_error = NULL;
          g_autofree char *again = pw_word_search_ipuz_export (m, &out_error);
          g_assert_true (again != NULL
                         || g_error_matches (out_error, PW_ERROR, PW_ERROR_UNSUPPORTED));
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search/ipuz/import-placed", test_import_placed);
  g_test_add_func ("/word-search/ipuz/import-forms", test_import_forms);
  g_test_add_func ("/word-search/ipuz/import-errors", test_import_errors);
  g_test_add_func ("/word-search/ipuz/round-trip", test_round_trip);
  g_test_add_func ("/word-search/ipuz/word-twice", test_word_twice);
  g_test_add_func ("/word-search/ipuz/mutations", test_mutations);
  return g_test_run ();
}
