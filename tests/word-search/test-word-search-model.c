/* test-word-search-model.c — the word-search model: grapheme cells, load and
 * save with JSON paths in errors, validation, describe. */
#include <string.h>

#include "../test-util.h"
#include "pw-error.h"
#include "word-search-test-util.h"

/* A letter is a grapheme cluster in every script. */
static void
test_letters (void)
{
  static const struct
  {
    const char *word;
    guint n;
  } cases[] = {
    { "CAFÉ", 4 },
    { "CAFE\xcc\x81", 4 },          /* e + combining acute: one cell */
    { "ΑΛΦΑ", 4 },
    { "КОШКА", 5 },
    { "猫咪", 2 },
    { "고양이", 3 },
    { "\xe1\x84\x80\xe1\x85\xa1", 1 }, /* conjoining jamo: one syllable */
    { "🐱🐶", 2 },
    { "👩‍👩‍👧", 1 },                  /* a ZWJ family: one cell */
    { "🇫🇷🇩🇪", 2 },                   /* two flags */
    { "ICE CREAM", 8 },              /* the space takes no cell */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint n = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (cases[i].word, &n);
      g_assert_cmpuint (n, ==, cases[i].n);
      g_assert_cmpuint (g_strv_length (letters), ==, cases[i].n);
    }
}

static void
test_fold_keys (void)
{
  g_autoptr (PwModel) model = &pw_word_search_model_new (3, 3)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  m->fold = PW_WORD_SEARCH_FOLD_CASE_ACCENTS;
  g_auto (GStrv) a = pw_word_search_word_keys (m, "Café", NULL);
  g_auto (GStrv) b = pw_word_search_word_keys (m, "CAFE", NULL);
  for (guint k = 0; k < 4; k++)
    g_assert_cmpstr (a[k], ==, b[k]);
  m->fold = PW_WORD_SEARCH_FOLD_CASE;
  g_auto (GStrv) c = pw_word_search_word_keys (m, "Café", NULL);
  g_auto (GStrv) d = pw_word_search_word_keys (m, "CAFE", NULL);
  g_assert_cmpstr (c[0], ==, d[0]);
  g_assert_cmpstr (c[3], !=, d[3]);
}

static void
test_round_trip (void)
{
  static const char *const rows[] = { "ΓΑΤ", "Ο.Α", "고🐱é", NULL };
  g_autoptr (PwModel) model = &pw_word_search_model_new (3, 3)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  m->mask[4] = 0;
  const char *cells[] = { "Γ", "Α", "Τ", "Ο", NULL, "Α", "고", "🐱", "e\xcc\x81" };
  for (guint i = 0; i < 9; i++)
    m->cells[i] = g_strdup (cells[i]);
  PwWordSearchWord *w = pw_word_search_model_add_word (m, "ΓΑΤ");
  w->placed = w->pinned = TRUE;
  w->row = 0;
  w->col = 0;
  w->direction = PW_WORD_SEARCH_RIGHT;
  pw_word_search_model_add_word (m, "고🐱");
  m->message = g_strdup ("HI");
  m->large_print = TRUE;
  (void) rows;
  g_autoptr (JsonNode) saved = pw_word_search_save (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) back = pw_word_search_load (saved, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (model, back));
  PwWordSearchModel *b = (PwWordSearchModel *) back;
  g_assert_cmpstr (b->cells[8], ==, "e\xcc\x81");
  g_assert_false (b->mask[4]);
  g_assert_true (((PwWordSearchWord *) b->words->pdata[0])->pinned);
}

static void
test_load_errors (void)
{
  static const struct
  {
    const char *json;
    const char *message;
  } cases[] = {
    { "{\"width\": 0, \"height\": 3, \"words\": []}", "$.puzzle.width" },
    { "{\"width\": 3, \"height\": 2, \"cells\": [[\"A\",\"B\",\"C\"]], \"words\": []}",
      "$.puzzle.cells" },
    { "{\"width\": 2, \"height\": 1, \"cells\": [[\"AB\",\"C\"]], \"words\": []}",
      "$.puzzle.cells[0][0]: a cell holds one letter" },
    { "{\"width\": 2, \"height\": 1, \"mask\": [\"#x\"], \"words\": []}",
      "$.puzzle.mask[0]" },
    { "{\"width\": 2, \"height\": 1, \"words\": [{\"text\": \"ABC\", \"row\": 0, \"col\": 0, "
      "\"direction\": \"right\"}]}", "$.puzzle.words[0]: the word runs off the grid" },
    { "{\"width\": 2, \"height\": 1, \"words\": [{\"text\": \"AB\", \"row\": 0, \"col\": 0, "
      "\"direction\": \"sideways\"}]}", "$.puzzle.words[0].direction" },
    { "{\"width\": 2, \"height\": 1, \"directions\": [], \"words\": []}",
      "$.puzzle.directions" },
    { "{\"width\": 2, \"height\": 1, \"fold\": \"all\", \"words\": []}", "$.puzzle.fold" },
    { "{\"width\": 2, \"height\": 1}", "words" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = pw_test_load_puzzle (pw_word_search_kind (), cases[i].json, &error);
      g_assert_null (m);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

static gboolean
has_problem (GPtrArray *problems, const char *path, const char *text)
{
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      if (g_str_equal (p->path, path) && strstr (p->message, text))
        return TRUE;
    }
  return FALSE;
}

static void
test_validate (void)
{
  static const char *const rows[] = { "    ", "    ", "    ", NULL };
  {
    static const char *const words[] = { NULL };
    g_autoptr (PwModel) m = &ws_test_grid (rows, words)->parent;
    g_autoptr (GPtrArray) p = pw_word_search_validate (m);
    g_assert_true (has_problem (p, "$.puzzle.words", "empty"));
  }
  {
    static const char *const words[] = { "ABCDE", "CAT", "cat", "DOG", "DOGS", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    PwWordSearchModel *m = (PwWordSearchModel *) model;
    m->directions = pw_word_search_directions_level (2);
    g_autoptr (GPtrArray) p = pw_word_search_validate (model);
    /* Longest line across and down is 4 here; diagonals are 3. */
    g_assert_true (has_problem (p, "$.puzzle.words[0]", "longest line"));
    g_assert_true (has_problem (p, "$.puzzle.words[2]", "listed twice"));
    g_assert_true (has_problem (p, "$.puzzle.words[3]", "inside “DOGS”"));
    /* 18 letters on 12 cells is no problem in itself: words share the
     * cells where they cross (issue 20). */
    g_assert_false (has_problem (p, "$.puzzle.words", "cells"));
  }
  {
    /* What is provably impossible: eleven words of three letters, where
     * a 4 × 3 grid across and down has ten places that long (two in each
     * of the three rows, one in each of the four columns). */
    static const char *const words[] = { "ABC", "DEF", "GHI", "JKL", "MNO", "PQR", "STU",
                                         "VWX", "YZA", "BCE", "FGH", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    ((PwWordSearchModel *) model)->directions = pw_word_search_directions_level (2);
    g_autoptr (GPtrArray) p = pw_word_search_validate (model);
    g_assert_true (has_problem (p, "$.puzzle.words",
                                "11 words have 3 letters, but the grid has only 10 places"));
    /* Ten fit the count: no such problem. */
    g_ptr_array_set_size (((PwWordSearchModel *) model)->words, 10);
    g_autoptr (GPtrArray) q = pw_word_search_validate (model);
    g_assert_false (has_problem (q, "$.puzzle.words", "places for a word"));
  }
  {
    /* Backwards allowed: TAC is CAT read the other way, inside SCAT. */
    static const char *const words[] = { "TAC", "SCAT", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    g_autoptr (GPtrArray) p = pw_word_search_validate (model);
    g_assert_true (has_problem (p, "$.puzzle.words[0]", "inside"));
    ((PwWordSearchModel *) model)->directions = pw_word_search_directions_level (4);
    g_autoptr (GPtrArray) q = pw_word_search_validate (model);
    g_assert_false (has_problem (q, "$.puzzle.words[0]", "inside"));
  }
}

static void
test_describe (void)
{
  const PwKind *kind = pw_word_search_kind ();
  g_autoptr (PwModel) m = kind->create_default ();
  g_autofree char *text = kind->describe (m);
  g_assert_cmpstr (text, ==, "12×12 grid, 0 words, 8 directions");
  g_assert_cmpuint (((PwWordSearchModel *) m)->forbidden->len, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search/letters", test_letters);
  g_test_add_func ("/word-search/fold-keys", test_fold_keys);
  g_test_add_func ("/word-search/round-trip", test_round_trip);
  g_test_add_func ("/word-search/load-errors", test_load_errors);
  g_test_add_func ("/word-search/validate", test_validate);
  g_test_add_func ("/word-search/describe", test_describe);
  return g_test_run ();
}
