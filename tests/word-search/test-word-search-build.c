/* test-word-search-build.c — placing, filling and the independent checker:
 * generation in several scripts, reproducible from a seed; palindromes,
 * words inside words, forbidden words; impossible lists refused at once;
 * layouts counted against a count made by hand. */
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "word-search-build.h"
#include "word-search-check.h"
#include "word-search-test-util.h"

static PwWordSearchModel *
generate (const char *size, const char *words, const char *dirs, guint64 seed, GError **error)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", size);
  pw_params_set (params, "words", words);
  pw_params_set (params, "directions", dirs);
  return (PwWordSearchModel *) pw_kind_generate (pw_word_search_kind (), params, seed, NULL, NULL,
                                         error);
}

static guint
count_of (const PwWordSearchCheck *check, guint word)
{
  return ((GArray *) check->occurrences->pdata[word])->len;
}

/* Every listed word exactly once, per the checker, and where the model
 * says it is. */
static void
assert_good (PwWordSearchModel *m)
{
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  g_autofree char *summary = pw_word_search_check_summary (m, check);
  g_test_message ("%s", summary);
  g_assert_true (pw_word_search_check_ok (check));
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      g_assert_true (w->placed);
      g_assert_true (m->directions & (1u << w->direction));
    }
}

static void
test_generate_scripts (void)
{
  static const struct
  {
    const char *words;
    const char *size;
  } lists[] = {
    { "APPLE\nBANANA\nCHERRY\nGRAPE\nLEMON\nMANGO\nOLIVE\nPEACH\nPLUM\nKIWI", "12x12" },
    { "ÉCOLE\nÉTÉ\nFORÊT\nGARÇON\nNOËL\nCAFÉ\nCŒUR\nHÔTEL", "10x10" },
    { "ΑΛΦΑ\nΒΗΤΑ\nΓΑΜΜΑ\nΔΕΛΤΑ\nΘΗΤΑ\nΚΑΠΠΑ\nΣΙΓΜΑ", "10x10" },
    { "КОШКА\nСОБАКА\nМЫШЬ\nЛИСА\nВОЛК\nМЕДВЕДЬ", "10x10" },
    { "猫咪\n小狗\n老鼠\n兔子\n狐狸\n熊猫\n老虎", "6x6" },
    { "고양이\n강아지\n토끼\n여우\n호랑이\n사자", "7x7" },
    { "🐱🐶🐭\n🍎🍌\n🚗🚕🚙\n👩‍👩‍👧🇫🇷", "6x6" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) model = &generate (lists[i].size, lists[i].words, "8", 42 + i,
                                             &error)->parent;
      g_assert_no_error (error);
      PwWordSearchModel *m = (PwWordSearchModel *) model;
      assert_good (m);
      /* The fill uses the words' own letters only. */
      g_autoptr (GHashTable) alphabet = g_hash_table_new (g_str_hash, g_str_equal);
      g_auto (GStrv) all = pw_word_search_word_letters (lists[i].words, NULL);
      for (char **l = all; *l; l++)
        g_hash_table_add (alphabet, *l);
      for (guint c = 0; c < m->width * m->height; c++)
        g_assert_true (g_hash_table_contains (alphabet, m->cells[c]));
    }
}

static void
test_reproducible (void)
{
  const char *words = "RED\nGREEN\nBLUE\nYELLOW\nPURPLE\nORANGE\nBLACK\nWHITE";
  g_autoptr (PwModel) a = &generate ("10x10", words, "8", 7, NULL)->parent;
  g_autoptr (PwModel) b = &generate ("10x10", words, "8", 7, NULL)->parent;
  g_autoptr (PwModel) c = &generate ("10x10", words, "8", 8, NULL)->parent;
  g_assert_true (pw_model_equal (a, b));
  g_assert_false (pw_model_equal (a, c));
}

static void
test_directions_levels (void)
{
  const char *words = "RED\nGREEN\nBLUE\nYELLOW\nPURPLE\nORANGE\nBLACK\nWHITE\nGREY\nPINK";
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (PwModel) model = &generate ("12x12", words, "2", seed, NULL)->parent;
      PwWordSearchModel *m = (PwWordSearchModel *) model;
      assert_good (m);
      for (guint i = 0; i < m->words->len; i++)
        g_assert_cmpuint (((PwWordSearchWord *) m->words->pdata[i])->direction, <=, PW_WORD_SEARCH_DOWN);
    }
  /* All eight: the words spread over several directions. */
  g_autoptr (PwModel) model = &generate ("12x12", words, "8", 3, NULL)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  guint used = 0;
  for (guint i = 0; i < m->words->len; i++)
    used |= 1u << ((PwWordSearchWord *) m->words->pdata[i])->direction;
  g_assert_cmpuint (__builtin_popcount (used), >=, 5);
}

static void
test_impossible (void)
{
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (PwModel) a = (PwModel *) generate ("5x5", "ELEPHANT\nCAT", "8", 1, &error);
  g_assert_null (a);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "longest line"));
  g_clear_error (&error);
  g_autoptr (PwModel) b = (PwModel *) generate ("4x4", "ABCD\nEFGH\nIJKL\nMNOP\nQRST", "8", 1,
                                                &error);
  g_assert_null (b);
  /* Twenty letters, no two alike, on sixteen cells: no word can cross
   * another, so the search proves there is no layout (more letters than
   * cells is not refused before searching: words share the cells where
   * they cross). */
  g_assert_nonnull (strstr (error->message, "cannot all be placed"));
  g_clear_error (&error);
  /* Fits by count (8 letters, 8 cells) but not by search: a ring of
   * eight cells, across and down only; ABC and DEF take two opposite
   * sides and GH finds no two free cells in a line. */
  static const char *const ring[] = { "   ", " . ", "   ", NULL };
  static const char *const words[] = { "ABC", "DEF", "GH", NULL };
  g_autoptr (PwModel) c = &ws_test_grid (ring, words)->parent;
  ((PwWordSearchModel *) c)->directions = pw_word_search_directions_level (2);
  g_assert_false (pw_word_search_place ((PwWordSearchModel *) c, 1, NULL, NULL, NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "cannot all be placed"));
  g_clear_error (&error);
  g_ptr_array_remove_index (((PwWordSearchModel *) c)->words, 2);
  g_assert_true (pw_word_search_place ((PwWordSearchModel *) c, 1, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
}

/* Grids written by hand, read by the checker. */
static void
test_checker (void)
{
  {
    /* A palindrome read both ways is one occurrence. */
    static const char *const rows[] = { "LEVEL", "XXXXX", NULL };
    static const char *const words[] = { "LEVEL", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new ((PwWordSearchModel *) model);
    g_assert_cmpuint (count_of (check, 0), ==, 1);
    g_assert_true (pw_word_search_check_ok (check));
  }
  {
    /* Overlapping occurrences of a word in itself: AA in AAA twice. */
    static const char *const rows[] = { "AAAB", "BBBB", NULL };
    static const char *const words[] = { "AA", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new ((PwWordSearchModel *) model);
    g_assert_cmpuint (count_of (check, 0), ==, 2);
    g_assert_false (pw_word_search_check_ok (check));
  }
  {
    /* A word also read backwards elsewhere, only when backwards is allowed. */
    static const char *const rows[] = { "CATX", "XTAC", NULL };
    static const char *const words[] = { "CAT", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    PwWordSearchModel *m = (PwWordSearchModel *) model;
    g_autoptr (PwWordSearchCheck) all = pw_word_search_check_new (m);
    g_assert_cmpuint (count_of (all, 0), ==, 2);
    m->directions = pw_word_search_directions_level (4);
    g_autoptr (PwWordSearchCheck) fwd = pw_word_search_check_new (m);
    g_assert_cmpuint (count_of (fwd, 0), ==, 1);
  }
  {
    /* Forbidden words in any direction, any case, any accent. */
    static const char *const rows[] = { "XXXX", "XPOO", "XXXX", NULL };
    static const char *const words[] = { "XX", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    PwWordSearchModel *m = (PwWordSearchModel *) model;
    m->directions = pw_word_search_directions_level (2);
    g_ptr_array_add (m->forbidden, g_strdup ("oop"));
    g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
    g_assert_cmpuint (check->forbidden->len, ==, 1);
    g_assert_cmpuint (g_array_index (check->forbidden, PwWordSearchOccurrence, 0).direction, ==,
                      PW_WORD_SEARCH_LEFT);
  }
  {
    /* Case folding is the puzzle's choice. */
    static const char *const rows[] = { "cat", "xxx", NULL };
    static const char *const words[] = { "CAT", NULL };
    g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
    PwWordSearchModel *m = (PwWordSearchModel *) model;
    g_autoptr (PwWordSearchCheck) folded = pw_word_search_check_new (m);
    g_assert_cmpuint (count_of (folded, 0), ==, 1);
    m->fold = PW_WORD_SEARCH_FOLD_NONE;
    g_autoptr (PwWordSearchCheck) exact = pw_word_search_check_new (m);
    g_assert_cmpuint (count_of (exact, 0), ==, 0);
  }
}

/* The occurrences of @word in @m read the plain way: every start cell
 * and direction of @dirs, letter by letter (the grids of the test below
 * are ASCII capitals, so no folding), each set of cells once, kept by its
 * two end cells. */
static GArray *
naive_find (const PwWordSearchModel *m, const char *word, guint dirs)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (PwWordSearchOccurrence));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int n = (int) strlen (word);
  for (int y = 0; y < (int) m->height; y++)
    for (int x = 0; x < (int) m->width; x++)
      for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
        {
          int dx, dy, k = 0;
          pw_word_search_direction_step (d, &dx, &dy);
          while (k < n && pw_word_search_in_grid (m, y + dy * k, x + dx * k)
                 && g_strcmp0 (m->cells[(y + dy * k) * m->width + x + dx * k],
                               (char[]) { word[k], 0 }) == 0)
            k++;
          if (!(dirs & (1u << d)) || k < n)
            continue;
          int a = y * (int) m->width + x, b = a + (n - 1) * (dy * (int) m->width + dx);
          if (!g_hash_table_add (seen, g_strdup_printf ("%d-%d", MIN (a, b), MAX (a, b))))
            continue;
          PwWordSearchOccurrence o = { y, x, d, (guint) n };
          g_array_append_val (found, o);
        }
  return found;
}

static void
assert_same_occurrences (GArray *got, GArray *want)
{
  g_assert_cmpuint (got->len, ==, want->len);
  for (guint k = 0; k < got->len; k++)
    {
      PwWordSearchOccurrence *a = &g_array_index (got, PwWordSearchOccurrence, k);
      PwWordSearchOccurrence *b = &g_array_index (want, PwWordSearchOccurrence, k);
      g_assert_cmpint (a->row, ==, b->row);
      g_assert_cmpint (a->col, ==, b->col);
      g_assert_cmpint (a->direction, ==, b->direction);
      g_assert_cmpuint (a->length, ==, b->length);
    }
}

/* The checker against the plain reading on random small grids of three
 * letters, with holes, empty cells and any set of directions: short
 * words over three letters give palindromes, one-letter words and words
 * inside words often. */
static void
test_checker_random (void)
{
  PwRng rng;
  pw_rng_init (&rng, 26);
  for (guint round = 0; round < 400; round++)
    {
      guint w = 1 + pw_rng_below (&rng, 6), h = 1 + pw_rng_below (&rng, 6);
      g_autoptr (PwModel) model = &pw_word_search_model_new (w, h)->parent;
      PwWordSearchModel *m = (PwWordSearchModel *) model;
      for (guint c = 0; c < w * h; c++)
        {
          guint r = pw_rng_below (&rng, 10);
          m->mask[c] = r != 0;
          if (r > 1)
            m->cells[c] = g_strdup ((char[]) { "ABC"[r % 3], 0 });
        }
      m->directions = 1 + pw_rng_below (&rng, 255);
      char words[3][5] = { { 0 } };
      for (guint i = 0; i < 3; i++)
        {
          guint n = 1 + pw_rng_below (&rng, 4);
          for (guint k = 0; k < n; k++)
            words[i][k] = "ABC"[pw_rng_below (&rng, 3)];
          if (i < 2)
            pw_word_search_model_add_word (m, words[i]);
        }
      g_ptr_array_add (m->forbidden, g_ascii_strdown (words[2], -1));
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      for (guint i = 0; i < 2; i++)
        {
          g_autoptr (GArray) want = naive_find (m, words[i], m->directions);
          assert_same_occurrences (check->occurrences->pdata[i], want);
        }
      g_autoptr (GArray) want = naive_find (m, words[2], PW_WORD_SEARCH_ALL_DIRECTIONS);
      assert_same_occurrences (check->forbidden, want);
    }
}

/* A forbidden word the fill would spell is filled away; one the words
 * spell themselves is reported. */
static void
test_forbidden_fill (void)
{
  static const char *const rows[] = { "     ", "     ", "     ", NULL };
  static const char *const words[] = { "POOL", NULL };
  g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_ptr_array_add (m->forbidden, g_strdup ("POP"));
  g_ptr_array_add (m->forbidden, g_strdup ("LOOP"));
  PwWordSearchWord *w = m->words->pdata[0];
  w->placed = TRUE;
  w->row = 1;
  w->col = 0;
  w->direction = PW_WORD_SEARCH_RIGHT;
  g_autoptr (GError) error = NULL;
  /* POOL read backwards is LOOP: the word itself spells it. */
  g_assert_false (pw_word_search_fill (m, 1, NULL, &error));
  g_assert_nonnull (strstr (error->message, "LOOP"));
  g_clear_error (&error);
  g_ptr_array_remove_index (m->forbidden, 1);
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_assert_true (pw_word_search_fill (m, seed, NULL, &error));
      g_assert_no_error (error);
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      g_assert_true (pw_word_search_check_ok (check));
    }
}

/* A heart-shaped grid from the generator: words only inside the shape. */
static void
test_shaped (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", "16x16");
  pw_params_set (params, "shape", "heart");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_word_search_kind (), params, 2, NULL, NULL,
                                                &error);
  g_assert_no_error (error);
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  assert_good (m);
  g_assert_cmpuint (pw_word_search_count_cells (m), <, 16 * 16 * 3 / 4);
  for (guint c = 0; c < 16 * 16; c++)
    g_assert_true ((m->cells[c] != NULL) == (m->mask[c] != 0));
  pw_params_set (params, "shape", "star");
  g_autoptr (PwModel) none = pw_kind_generate (pw_word_search_kind (), params, 2, NULL, NULL,
                                               &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
}

static void
test_message (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", "6x6");
  pw_params_set (params, "words", "SUN\nMOON\nSTAR\nSKY");
  pw_params_set (params, "directions", "4");
  pw_params_set (params, "message", "WELL DONE");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_word_search_kind (), params, 5, NULL, NULL,
                                                &error);
  g_assert_no_error (error);
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  assert_good (m);
  /* The leftover cells read WELLDONE first, in reading order. */
  g_autofree guint8 *used = g_new0 (guint8, 36);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      int dx, dy;
      pw_word_search_direction_step (w->direction, &dx, &dy);
      for (guint k = 0; k < strlen (w->text); k++)
        used[(w->row + dy * (int) k) * 6 + w->col + dx * (int) k] = 1;
    }
  GString *read = g_string_new (NULL);
  for (guint c = 0; c < 36 && read->len < 8; c++)
    if (!used[c])
      g_string_append (read, m->cells[c]);
  g_assert_cmpstr (read->str, ==, "WELLDONE");
  g_string_free (read, TRUE);
}

static void
test_pinned (void)
{
  static const char *const rows[] = { "      ", "      ", "      ", "      ", "      ",
                                      "      ", NULL };
  static const char *const words[] = { "ZEBRA", "HORSE", "CAMEL", "LLAMA", NULL };
  g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  PwWordSearchWord *w = m->words->pdata[0];
  w->placed = w->pinned = TRUE;
  w->row = 5;
  w->col = 5;
  w->direction = PW_WORD_SEARCH_UP_LEFT;
  for (guint64 seed = 0; seed < 10; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_word_search_place (m, seed, NULL, NULL, NULL, &error));
      g_assert_true (pw_word_search_fill (m, seed, NULL, &error));
      g_assert_no_error (error);
      assert_good (m);
      w = m->words->pdata[0];
      g_assert_true (w->pinned);
      g_assert_cmpint (w->row, ==, 5);
      g_assert_cmpint (w->direction, ==, PW_WORD_SEARCH_UP_LEFT);
    }
}

/* A 2x2 grid, words AB and CD across only: AB in either row, CD in the
 * other, so 2 layouts; with down too, AB and CD also fit the columns
 * (AB down in column 0 and CD down in column 1, or the other way):
 * 4 layouts. */
static void
test_count (void)
{
  static const char *const rows[] = { "  ", "  ", NULL };
  static const char *const words[] = { "AB", "CD", NULL };
  g_autoptr (PwModel) model = &ws_test_grid (rows, words)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  m->directions = pw_word_search_directions_level (2) & 1u;
  const PwOperation *op = pw_kind_find_operation (pw_word_search_kind (), "count");
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = op->run (model, params, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (r->details), "layouts"),
                   ==, 2);
  m->directions = pw_word_search_directions_level (2);
  g_autoptr (PwResult) r2 = op->run (model, params, NULL, NULL, &error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (r2->details), "layouts"),
                   ==, 4);
  pw_params_set (params, "limit", "3");
  g_autoptr (PwResult) r3 = op->run (model, params, NULL, NULL, &error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (r3->details), "layouts"),
                   ==, 3);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (r3->details),
                                                  "complete"));
}

/* Words of the same letters as the grid: a grid of N×N blanks and W short
 * distinct words (four letters, none inside another). */
static PwWordSearchModel *
blank_grid (guint side, guint n_words)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  for (guint y = 0; y < side; y++)
    g_ptr_array_add (rows, g_strnfill (side, ' '));
  g_ptr_array_add (rows, NULL);
  PwWordSearchModel *m = ws_test_grid ((const char *const *) rows->pdata, NULL);
  for (guint i = 0; i < n_words; i++)
    {
      /* Q, then three letters from 20 (not Q), so that no word holds
       * another or another reversed. */
      char w[5] = { 'Q', (char) ('A' + i / 400), (char) ('A' + i / 20 % 20),
                    (char) ('A' + i % 20), 0 };
      pw_word_search_model_add_word (m, w);
    }
  return m;
}

/* Counting a 60×60 grid with 400 words built 16 million letters' worth
 * of options (7 s, 400 MB) before the engine refused; it is now refused
 * from the grid's size at once.  A count that fits but would run for
 * long stops at its budget and says so. */
static void
test_count_bounded (void)
{
  const PwOperation *op = pw_kind_find_operation (pw_word_search_kind (), "count");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "limit", "1000000000");
  g_autoptr (PwModel) big = &blank_grid (60, 400)->parent;
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (PwResult) none = op->run (big, params, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "smaller grid"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  g_clear_error (&error);

  g_autoptr (PwModel) wide = &blank_grid (20, 40)->parent;
  g_autoptr (PwResult) r = op->run (wide, params, NULL, NULL, &error);
  g_assert_no_error (error);
  JsonObject *o = json_node_get_object (r->details);
  g_assert_false (json_object_get_boolean_member (o, "complete"));
  g_assert_true (json_object_get_boolean_member (o, "stopped"));
  g_assert_cmpint (json_object_get_int_member (o, "layouts"), >, 0);
  g_assert_nonnull (strstr (r->summary, "stopped after"));
}

/* The engine and the restarting search agree: every layout the placer
 * finds is an exact cover with colours of the same problem. */
static void
test_placer_agrees_with_engine (void)
{
  const char *words = "TIGER\nLION\nBEAR\nWOLF\nFOX\nDEER\nHARE\nOWL\nMOLE\nSEAL\nORCA\nEEL";
  for (guint64 seed = 0; seed < 10; seed++)
    {
      g_autoptr (PwModel) model = &generate ("8x8", words, "8", seed, NULL)->parent;
      PwWordSearchModel *m = (PwWordSearchModel *) model;
      assert_good (m);
      /* Pin every word where it is: the engine must find exactly that
       * layout, once. */
      for (guint i = 0; i < m->words->len; i++)
        ((PwWordSearchWord *) m->words->pdata[i])->pinned = TRUE;
      g_autoptr (PwXcc) xcc = pw_word_search_build_xcc (m, NULL, NULL, NULL);
      g_assert_cmpint (pw_xcc_count (xcc, 0, NULL, NULL), ==, 1);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search/generate-scripts", test_generate_scripts);
  g_test_add_func ("/word-search/reproducible", test_reproducible);
  g_test_add_func ("/word-search/directions-levels", test_directions_levels);
  g_test_add_func ("/word-search/impossible", test_impossible);
  g_test_add_func ("/word-search/checker", test_checker);
  g_test_add_func ("/word-search/checker-random", test_checker_random);
  g_test_add_func ("/word-search/forbidden-fill", test_forbidden_fill);
  g_test_add_func ("/word-search/message", test_message);
  g_test_add_func ("/word-search/shaped", test_shaped);
  g_test_add_func ("/word-search/pinned", test_pinned);
  g_test_add_func ("/word-search/count", test_count);
  g_test_add_func ("/word-search/count-bounded", test_count_bounded);
  g_test_add_func ("/word-search/placer-agrees-with-engine", test_placer_agrees_with_engine);
  return g_test_run ();
}
