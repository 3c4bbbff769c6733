/* Word lists by theme and age: the built-in lists are sound (letters
 * only, spelled in NFC, no repeats, enough words in every band and
 * language); every theme × language × age picks at least 12 words for a
 * 15×15 grid, with no forbidden word and none inside another; themes of
 * each band and language place and verify; the picker keeps to the grid;
 * English nouns become themes through WordNet (a fixture here, the real
 * one when built); the add-words operation adds to a list. */
#include <string.h>

#include "pw-error.h"
#include "word-search-check.h"
#include "word-search-test-util.h"
#include "word-search-theme-op.h"

/* What each band of each language has at least, and what a 15×15 grid
 * must hold of it. */
#define MIN_LIST 15
#define MIN_PLACED 12

static void
test_lists (void)
{
  guint themes = 0;
  for (guint t = 0; pw_word_search_theme_ids[t]; t++, themes++)
    for (guint l = 0; pw_word_search_theme_languages[l]; l++)
      for (PwWordSearchAge a = 0; a < PW_WORD_SEARCH_N_AGES; a++)
        {
          const char *theme = pw_word_search_theme_ids[t];
          const char *language = pw_word_search_theme_languages[l];
          g_autoptr (GPtrArray) words = pw_word_search_theme_builtin_words (theme, a, language);
          g_assert_nonnull (words);
          if (words->len < MIN_LIST)
            g_error ("%s, %s, %s: %u words, not %u", theme, language,
                     pw_word_search_age_ids[a], words->len, MIN_LIST);
          g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          for (guint i = 0; i < words->len; i++)
            {
              const char *w = words->pdata[i];
              g_autofree char *nfc = g_utf8_normalize (w, -1, G_NORMALIZE_NFC);
              g_assert_cmpstr (nfc, ==, w);
              glong n = g_utf8_strlen (w, -1);
              if (n < 2 || n > 15)
                g_error ("%s (%s): “%s” has %ld letters", theme, language, w, n);
              for (const char *p = w; *p; p = g_utf8_next_char (p))
                if (!g_unichar_isalpha (g_utf8_get_char (p)))
                  g_error ("%s (%s): “%s” is not letters only", theme, language, w);
              if (!g_hash_table_add (seen, g_utf8_strup (w, -1)))
                g_error ("%s (%s, %s): “%s” twice", theme, language, pw_word_search_age_ids[a], w);
            }
        }
  g_assert_cmpuint (themes, >=, 30);
  /* Accents are kept: ñ, ü, é. */
  g_autoptr (GPtrArray) es = pw_word_search_theme_builtin_words ("animals", PW_WORD_SEARCH_AGE_8_10, "es");
  gboolean pinguino = FALSE;
  for (guint i = 0; i < es->len; i++)
    pinguino |= g_str_equal (es->pdata[i], "pingüino");
  g_assert_true (pinguino);
  g_assert_null (pw_word_search_theme_builtin_words ("animals", PW_WORD_SEARCH_AGE_5_7, "it"));
  g_assert_null (pw_word_search_theme_builtin_words ("dragons", PW_WORD_SEARCH_AGE_5_7, "en"));
  g_assert_cmpstr (pw_word_search_theme_language ("de_AT.UTF-8"), ==, "de");
}

static PwWordSearchModel *
grid (guint side, const char *language)
{
  PwWordSearchModel *m = pw_word_search_model_new (side, side);
  g_free (m->language);
  m->language = g_strdup (language);
  for (const char *const *f = pw_word_search_default_forbidden (language); *f; f++)
    g_ptr_array_add (m->forbidden, g_strdup (*f));
  return m;
}

/* Whether @a is inside @b, letter by letter (both in capitals). */
static gboolean
inside (const char *a, const char *b)
{
  return strstr (b, a) != NULL;
}

/* Every theme × language × age picks at least 12 words for 15×15, none
 * too long, none holding a forbidden word either way, none inside
 * another; the letters leave room. */
static void
test_picks_for_15x15 (void)
{
  for (guint t = 0; pw_word_search_theme_ids[t]; t++)
    for (guint l = 0; pw_word_search_theme_languages[l]; l++)
      for (PwWordSearchAge a = 0; a < PW_WORD_SEARCH_N_AGES; a++)
        {
          const char *language = pw_word_search_theme_languages[l];
          g_autoptr (PwModel) model = &grid (15, language)->parent;
          PwWordSearchModel *m = (PwWordSearchModel *) model;
          g_autoptr (GPtrArray) words = pw_word_search_theme_builtin_words (
            pw_word_search_theme_ids[t], a, language);
          PwRng rng;
          pw_rng_init (&rng, t * 100 + l * 10 + a);
          g_autoptr (GPtrArray) picked = pw_word_search_theme_pick (m, words, 0, &rng);
          if (picked->len < MIN_PLACED)
            g_error ("%s, %s, %s: %u words picked", pw_word_search_theme_ids[t], language,
                     pw_word_search_age_ids[a], picked->len);
          guint letters = 0;
          for (guint i = 0; i < picked->len; i++)
            {
              const char *w = picked->pdata[i];
              g_autofree char *up = g_utf8_strup (w, -1);
              g_assert_cmpstr (w, ==, up);
              letters += g_utf8_strlen (w, -1);
              g_autofree char *back = g_utf8_strreverse (w, -1);
              for (guint f = 0; f < m->forbidden->len; f++)
                g_assert_false (inside (m->forbidden->pdata[f], w)
                                || inside (m->forbidden->pdata[f], back));
              for (guint j = 0; j < picked->len; j++)
                if (j != i)
                  g_assert_false (inside (w, picked->pdata[j]) || inside (back, picked->pdata[j]));
            }
          g_assert_cmpuint (letters, <=, 225 * 0.55);
        }
}

/* A theme generated for each band and language (rotating over the
 * themes): the words all placed, verified, each in capitals. */
static void
test_generate_themes (void)
{
  guint run = 0;
  for (guint l = 0; pw_word_search_theme_languages[l]; l++)
    for (PwWordSearchAge a = 0; a < PW_WORD_SEARCH_N_AGES; a++, run++)
      {
        const char *theme = pw_word_search_theme_ids[(run * 7) % 33];
        g_autoptr (PwParams) params = pw_params_new ();
        pw_params_set (params, "theme", theme);
        pw_params_set (params, "age", pw_word_search_age_ids[a]);
        pw_params_set (params, "language", pw_word_search_theme_languages[l]);
        g_autoptr (GError) error = NULL;
        g_autoptr (PwModel) model = pw_kind_generate (pw_word_search_kind (), params, run + 1, NULL,
                                                      NULL, &error);
        g_assert_no_error (error);
        PwWordSearchModel *m = (PwWordSearchModel *) model;
        g_assert_cmpuint (m->words->len, >=, MIN_PLACED);
        g_assert_cmpstr (m->language, ==, pw_word_search_theme_languages[l]);
        g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
        g_assert_true (pw_word_search_check_ok (check));
      }
}

/* The picker keeps to the grid: a 6×6 grid takes no word over six
 * letters, left to itself takes no more letters than leave room, and
 * leaves out what is there; a number asked for is given. */
static void
test_pick_fits (void)
{
  g_autoptr (PwModel) model = &grid (6, "en")->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  m->directions = pw_word_search_directions_level (2);
  pw_word_search_model_add_word (m, "CAT");
  g_autoptr (GPtrArray) words = pw_word_search_theme_builtin_words ("animals", PW_WORD_SEARCH_AGE_8_10, "en");
  g_ptr_array_add (words, g_strdup ("cat"));
  g_ptr_array_add (words, g_strdup ("caterpillar"));
  g_ptr_array_add (words, g_strdup ("scatter"));
  PwRng rng;
  pw_rng_init (&rng, 4);
  g_autoptr (GPtrArray) picked = pw_word_search_theme_pick (m, words, 0, &rng);
  guint letters = 3;
  g_assert_cmpuint (picked->len, >, 0);
  for (guint i = 0; i < picked->len; i++)
    {
      const char *w = picked->pdata[i];
      g_assert_cmpint (g_utf8_strlen (w, -1), <=, 6);
      /* CAT is in the list: nothing with CAT inside comes. */
      g_assert_null (strstr (w, "CAT"));
      letters += g_utf8_strlen (w, -1);
    }
  g_assert_cmpuint (letters, <=, 36 * 0.55);
  g_autoptr (GPtrArray) eight = pw_word_search_theme_pick (m, words, 8, &rng);
  g_assert_cmpuint (eight->len, ==, 8);
}

/* Errors say what is wrong and list what there is. */
static void
test_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "theme", "animals");
  pw_params_set (params, "language", "it");
  g_assert_null (pw_kind_generate (pw_word_search_kind (), params, 1, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "en, de, fr, es"));
  g_clear_error (&error);
  pw_params_set (params, "language", "de");
  pw_params_set (params, "theme", "dinosaurs");
  g_assert_null (pw_kind_generate (pw_word_search_kind (), params, 1, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "animals, art, birds"));
  g_clear_error (&error);
  pw_params_set (params, "theme", "animals");
  pw_params_set (params, "age", "12-14");
  g_assert_null (pw_kind_generate (pw_word_search_kind (), params, 1, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "5-7, 8-10 or 11+"));
}

/* The operation adds the words to the list, unplaced, once each. */
static void
test_add_words_op (void)
{
  g_autoptr (PwModel) model = &grid (15, "fr")->parent;
  pw_word_search_model_add_word ((PwWordSearchModel *) model, "CHAT");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "theme", "farm");
  pw_params_set (params, "age", "5-7");
  pw_params_set (params, "count", "10");
  pw_params_set (params, "seed", "3");
  g_autoptr (GError) error = NULL;
  const PwOperation *op = pw_kind_find_operation (pw_word_search_kind (), "add-words");
  g_assert_nonnull (op);
  g_assert_true (pw_operation_check_params (op, params, &error));
  PwResult *r = op->run (model, params, NULL, NULL, &error);
  g_assert_no_error (error);
  PwWordSearchModel *m = (PwWordSearchModel *) r->model;
  /* CHAT was there already: ten more, none of them CHAT again. */
  g_assert_cmpuint (m->words->len, ==, 11);
  for (guint i = 1; i < m->words->len; i++)
    {
      PwWordSearchWord *w = m->words->pdata[i];
      g_assert_false (w->placed);
      g_assert_cmpstr (w->text, !=, "CHAT");
    }
  g_assert_nonnull (strstr (r->summary, "Added 10 words"));
  pw_result_free (r);
}

/* Any English noun is a theme with WordNet, when the build has it: its
 * familiar kinds of a length for the age, itself left out, nothing a
 * class should not be given unless asked for; a noun with
 * too few familiar kinds is refused in words. */
static void
test_wordnet_theme (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) words = pw_word_search_theme_wordnet_words ("vehicle", PW_WORD_SEARCH_AGE_8_10,
                                                                    &error);
  if (g_error_matches (error, PW_ERROR, PW_ERROR_MISSING_DATA))
    {
      g_test_skip (error->message);
      return;
    }
  g_assert_no_error (error);
  gboolean car = FALSE;
  for (guint i = 0; i < words->len; i++)
    {
      car |= g_str_equal (words->pdata[i], "truck");
      g_assert_cmpint (g_utf8_strlen (words->pdata[i], -1), <=, 9);
      g_assert_cmpstr (words->pdata[i], !=, "vehicle");
    }
  g_assert_true (car);
  /* What a word first means, not its rarest sense: a head of cattle is
   * no animal to a child; no drink or arms unless the theme asks. */
  const struct { const char *theme, *never[4]; } unsuitable[] = {
    { "building", { "brothel", NULL } },
    { "animal", { "head", "man", "game", NULL } },
    { "food", { "whisky", "beer", "wine", "liquor" } },
    { "vehicle", { "bomber", "tank", "icbm", "missile" } },
    { "instrument", { "gibbet", "gallows", "rifle", "pistol" } },
  };
  for (guint i = 0; i < G_N_ELEMENTS (unsuitable); i++)
    for (PwWordSearchAge age = 0; age < PW_WORD_SEARCH_N_AGES; age++)
      {
        g_autoptr (GPtrArray) got = pw_word_search_theme_wordnet_words (unsuitable[i].theme, age,
                                                                        &error);
        g_assert_no_error (error);
        for (guint k = 0; k < G_N_ELEMENTS (unsuitable[i].never) && unsuitable[i].never[k]; k++)
          for (guint w = 0; w < got->len; w++)
            g_assert_cmpstr (got->pdata[w], !=, unsuitable[i].never[k]);
      }
  g_autoptr (GPtrArray) arms = pw_word_search_theme_wordnet_words ("weapon", PW_WORD_SEARCH_AGE_11_UP,
                                                                   &error);
  g_assert_no_error (error);
  g_assert_true (g_ptr_array_find_with_equal_func (arms, "sword", g_str_equal, NULL));
  g_autoptr (GPtrArray) none = pw_word_search_theme_wordnet_words ("cheese", PW_WORD_SEARCH_AGE_11_UP,
                                                                   &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "too few"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search-themes/lists", test_lists);
  g_test_add_func ("/word-search-themes/picks-for-15x15", test_picks_for_15x15);
  g_test_add_func ("/word-search-themes/generate", test_generate_themes);
  g_test_add_func ("/word-search-themes/pick-fits", test_pick_fits);
  g_test_add_func ("/word-search-themes/errors", test_errors);
  g_test_add_func ("/word-search-themes/add-words", test_add_words_op);
  g_test_add_func ("/word-search-themes/wordnet", test_wordnet_theme);
  return g_test_run ();
}
