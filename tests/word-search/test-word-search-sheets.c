/* test-word-search-sheets.c — what a word search must be before it goes
 * to a class (issue 20): the grid in one case whatever case each word was
 * typed in; a word that is not in the grid is a problem; only what is
 * provably impossible is refused before searching, and a search that
 * runs out of time says how far it got. */
#include <string.h>

#include "pw-error.h"
#include "word-search-build.h"
#include "word-search-check.h"
#include "word-search-test-util.h"

static const char *const animals[] = { "DOG", "CAT", "MOUSE", "HORSE", "COW", "SHEEP", "GOAT",
                                       "FOX", "RABBIT", "BEAR", "WOLF", "LION", NULL };

static PwWordSearchModel *
animal_grid (const char *extra, PwWordSearchFold fold)
{
  PwWordSearchModel *m = pw_word_search_model_new (12, 12);
  for (const char *const *w = animals; *w; w++)
    pw_word_search_model_add_word (m, *w);
  if (extra)
    pw_word_search_model_add_word (m, extra);
  m->fold = fold;
  return m;
}

/* Whether every cell with a letter of two cases has it in capitals
 * (@upper) or in small letters. */
static gboolean
all_in_case (const PwWordSearchModel *m, gboolean upper)
{
  for (guint i = 0; i < m->width * m->height; i++)
    {
      const char *c = m->cells[i];
      if (c == NULL)
        continue;
      g_autofree char *want = upper ? g_utf8_strup (c, -1) : g_utf8_strdown (c, -1);
      if (strcmp (c, want) != 0)
        {
          g_test_message ("cell %u holds “%s”", i, c);
          return FALSE;
        }
    }
  return TRUE;
}

/* "zebra" typed among capitals, letters matching ignoring case: the
 * grid, the fill included, is all capitals, and zebra is still found. */
static void
test_case_follows_list (void)
{
  g_autoptr (PwModel) model = &animal_grid ("zebra", PW_WORD_SEARCH_FOLD_CASE)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_word_search_place_and_fill (m, 7, 10, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pw_word_search_grid_case (m), ==, PW_WORD_SEARCH_CASE_UPPER);
  g_assert_true (all_in_case (m, TRUE));
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  g_assert_true (pw_word_search_check_ok (check));

  /* A list typed all in small letters keeps them. */
  g_autoptr (PwModel) small = &pw_word_search_model_new (8, 8)->parent;
  PwWordSearchModel *s = (PwWordSearchModel *) small;
  pw_word_search_model_add_word (s, "cat");
  pw_word_search_model_add_word (s, "dog");
  pw_word_search_model_add_word (s, "owl");
  g_assert_true (pw_word_search_place_and_fill (s, 3, 10, NULL, NULL, &error));
  g_assert_cmpint (pw_word_search_grid_case (s), ==, PW_WORD_SEARCH_CASE_LOWER);
  g_assert_true (all_in_case (s, FALSE));

  /* The teacher's choice wins over the list's, and re-cases the grid. */
  m->letter_case = PW_WORD_SEARCH_CASE_LOWER;
  pw_word_search_apply_case (m);
  g_assert_true (all_in_case (m, FALSE));
  g_autoptr (PwWordSearchCheck) again = pw_word_search_check_new (m);
  g_assert_true (pw_word_search_check_ok (again));
}

/* Where case matters, each letter is as typed. */
static void
test_case_kept_when_matched_exactly (void)
{
  g_autoptr (PwModel) model = &animal_grid ("Zebra", PW_WORD_SEARCH_FOLD_NONE)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_word_search_place_and_fill (m, 7, 10, NULL, NULL, &error));
  g_assert_cmpint (pw_word_search_grid_case (m), ==, PW_WORD_SEARCH_CASE_AUTO);
  g_assert_false (all_in_case (m, TRUE));
  g_autofree char *zebra = pw_word_search_cased (m, "Zebra");
  g_assert_cmpstr (zebra, ==, "Zebra");
}

/* A saved choice of case comes back; a wrong one is named by its path. */
static void
test_case_saved (void)
{
  g_autoptr (PwModel) model = &animal_grid (NULL, PW_WORD_SEARCH_FOLD_CASE)->parent;
  ((PwWordSearchModel *) model)->letter_case = PW_WORD_SEARCH_CASE_LOWER;
  g_autoptr (JsonNode) node = pw_word_search_save (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) back = pw_word_search_load (node, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_cmpint (((PwWordSearchModel *) back)->letter_case, ==, PW_WORD_SEARCH_CASE_LOWER);
  json_object_set_string_member (json_node_get_object (node), "case", "title");
  g_autoptr (PwModel) bad = pw_word_search_load (node, "$.puzzle", &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "$.puzzle.case"));
}

static gboolean
has_problem (GPtrArray *problems, const char *path, const char *text)
{
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      if (g_str_equal (p->path, path) && strstr (p->message, text))
        return p->severity == PW_SEVERITY_ERROR;
    }
  return FALSE;
}

/* ZEBRA added after the grid was made: listed, not in the grid, and so a
 * problem (the sheet would ask for a word that is not there); placing
 * the words is not refused for it. */
static void
test_unplaced_is_a_problem (void)
{
  g_autoptr (PwModel) model = &animal_grid (NULL, PW_WORD_SEARCH_FOLD_CASE)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_autoptr (GPtrArray) blank = pw_word_search_validate (model);
  g_assert_true (has_problem (blank, "$.puzzle.words", "not in the grid yet"));
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_word_search_place_and_fill (m, 5, 10, NULL, NULL, &error));
  g_autoptr (GPtrArray) none = pw_word_search_validate (model);
  g_assert_cmpuint (pw_problem_list_count_errors (none), ==, 0);

  pw_word_search_model_add_word (m, "ZEBRA");
  g_autoptr (GPtrArray) p = pw_word_search_validate (model);
  g_assert_true (has_problem (p, "$.puzzle.words[12]", "“ZEBRA” is not in the grid"));
  g_assert_true (pw_word_search_check_buildable (m, NULL));
  /* Placed, it is no problem. */
  g_assert_true (pw_word_search_place_and_fill (m, 5, 10, NULL, NULL, &error));
  g_autoptr (GPtrArray) q = pw_word_search_validate (model);
  g_assert_cmpuint (pw_problem_list_count_errors (q), ==, 0);
}

/* Twenty words of 120 letters in 10 × 11 cells: more letters than cells,
 * which the words' crossings make room for (refused before issue 20). */
static void
test_more_letters_than_cells (void)
{
  static const char *const states[] = {
    "ALABAMA", "ALASKA", "ARIZONA", "UTAH", "NEW YORK", "MONTANA", "FLORIDA", "GEORGIA",
    "HAWAII", "IDAHO", "WYOMING", "INDIANA", "IOWA", "KANSAS", "TEXAS", "MAINE", "VERMONT",
    "NEVADA", "OHIO", "OREGON", NULL
  };
  g_autoptr (PwModel) model = &pw_word_search_model_new (10, 11)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  guint letters = 0;
  for (const char *const *w = states; *w; w++)
    {
      guint n = 0;
      g_strfreev (pw_word_search_word_letters (*w, &n));
      letters += n;
      pw_word_search_model_add_word (m, *w);
    }
  g_assert_cmpuint (m->words->len, ==, 20);
  g_assert_cmpuint (letters, ==, 120);
  g_assert_cmpuint (pw_word_search_count_cells (m), ==, 110);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_word_search_check_buildable (m, &error));
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      gint64 start = g_get_monotonic_time ();
      g_assert_true (pw_word_search_place_and_fill (m, seed, 10, NULL, NULL, &error));
      g_assert_no_error (error);
      g_test_message ("seed %" G_GUINT64_FORMAT ": %.3f s", seed,
                      (g_get_monotonic_time () - start) / 1e6);
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      g_assert_true (pw_word_search_check_ok (check));
    }
}

/* A list that neither fits nor can be shown not to fit in the time
 * allowed: the error says so, and how many words the best try placed. */
static void
test_out_of_time (void)
{
  static const char *const words[] = { "QWERTY", "ASDFGH", "ZXCVBN", "POIUYT", "LKJHGF",
                                       "MNBVCX", "PLOKIJ", "UHYGTF", "RDESWA", "QAZWSX",
                                       "EDCRFV", "TGBYHN", "UJMIKO", "PLMKON", "IJBUHV",
                                       "YGVTFC", "RDXESZ", "WAQZSE", "XDRCFT", "VGYBHU",
                                       "NJIMKO", NULL };
  static const char *const rows[] = { "        ", "        ", "        ", "        ",
                                      "        ", "        ", "        ", "        ", NULL };
  g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_assert_false (pw_word_search_place_within ((PwWordSearchModel *) model, 1, 1.0, NULL, NULL,
                                               NULL, &error));
  double seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_error (error, PW_ERROR, PW_ERROR_BUDGET);
  g_assert_nonnull (strstr (error->message, "of the 21 words in 1 second"));
  g_assert_nonnull (strstr (error->message, "larger grid"));
  /* The budget is kept: a second, give or take a busy machine. */
  g_assert_cmpfloat (seconds, <, 5.0);
}

/* Cancel still means cancel, not "out of time". */
static void
test_cancel_is_not_budget (void)
{
  g_autoptr (PwModel) model = &animal_grid (NULL, PW_WORD_SEARCH_FOLD_CASE)->parent;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_cancellable_cancel (cancellable);
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_word_search_place_within ((PwWordSearchModel *) model, 1, 5, NULL,
                                               cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search/case/follows-the-list", test_case_follows_list);
  g_test_add_func ("/word-search/case/kept-when-matched-exactly",
                   test_case_kept_when_matched_exactly);
  g_test_add_func ("/word-search/case/saved", test_case_saved);
  g_test_add_func ("/word-search/unplaced-is-a-problem", test_unplaced_is_a_problem);
  g_test_add_func ("/word-search/more-letters-than-cells", test_more_letters_than_cells);
  g_test_add_func ("/word-search/out-of-time", test_out_of_time);
  g_test_add_func ("/word-search/cancel-is-not-budget", test_cancel_is_not_budget);
  return g_test_run ();
}
