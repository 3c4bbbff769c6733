/* word-search-theme-op.c — a theme's words into a puzzle: for Generate,
 * and as the operation "add-words" that the word panel's "Add Words from
 * a Theme…" and `puzzlewright-cli add-words` run. */
#include "word-search-theme-op.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "word-search-build.h"
#include "word-search-check.h"

const PwParamSpec pw_word_search_theme_op_specs[PW_WORD_SEARCH_THEME_OP_N_SPECS] = {
  { "theme", N_("Theme"),
    N_("Built-in, or any English noun (such as vehicle)"),
    PW_PARAM_TEXT, 0, 0, "animals", pw_word_search_theme_ids, pw_word_search_theme_labels,
    .other_values = TRUE },
  { "age", N_("Age"), N_("Words a child of that age knows"), PW_PARAM_CHOICE, 0, 0, "8-10",
    pw_word_search_age_ids, pw_word_search_age_labels },
  { "language", N_("Language"), N_("Of the words (the puzzle's own when not given)"),
    PW_PARAM_TEXT, 0, 0, NULL, pw_word_search_theme_languages,
    pw_word_search_theme_language_labels },
  { "count", N_("Number of Words"), N_("0: as many as suit the grid"), PW_PARAM_INT, 0,
    PW_WORD_SEARCH_MAX_WORDS, "0" },
  { "seed", N_("Puzzle Number"), N_("The same number picks the same words"), PW_PARAM_INT, 0,
    PW_RNG_SEED_MAX, NULL },
};

/* The theme's words for @language that fit @m. */
static GPtrArray *
pick_theme_words (const PwWordSearchModel *m, const PwParams *params, const char *language,
                  guint64 seed, GError **error)
{
  const char *theme = pw_params_get (params, "theme");
  const char *age_name = pw_params_get (params, "age");
  PwWordSearchAge age = PW_WORD_SEARCH_AGE_8_10;
  gint64 count;
  if (theme == NULL)
    theme = pw_word_search_theme_op_specs[0].default_value; /* as the spec says */
  if (*theme == '\0')
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_PARAMETER, _("theme: no theme given"));
      return NULL;
    }
  if (age_name && !pw_word_search_age_from_name (age_name, &age))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("age: “%s” is not 5-7, 8-10 or 11+"), age_name);
      return NULL;
    }
  if (!pw_params_get_int (params, "count", 0, PW_WORD_SEARCH_MAX_WORDS, 0, &count, error))
    return NULL;
  g_autoptr (GPtrArray) candidates = pw_word_search_theme_words (theme, age, language, error);
  if (candidates == NULL)
    return NULL;
  PwRng rng;
  pw_rng_init (&rng, seed);
  GPtrArray *picked = pw_word_search_theme_pick (m, candidates, (guint) count, &rng);
  if (picked->len == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("theme: no word of “%s” fits this grid that is not in the list already"),
                   theme);
      g_ptr_array_unref (picked);
      return NULL;
    }
  return picked;
}

gboolean
pw_word_search_add_theme_words (PwWordSearchModel *m, const PwParams *params, guint64 seed,
                                GError **error)
{
  g_autoptr (GPtrArray) words = pick_theme_words (m, params, m->language, seed, error);
  if (words == NULL)
    return FALSE;
  for (guint i = 0; i < words->len; i++)
    pw_word_search_model_add_word (m, words->pdata[i]);
  return TRUE;
}

gboolean
pw_word_search_place_theme_words (PwWordSearchModel *m, guint64 seed, PwProgress *progress,
                                  GCancellable *cancellable, GError **error)
{
  guint least = MAX (1, m->words->len / 2);
  for (;;)
    {
      g_autoptr (GError) local = NULL;
      if (pw_word_search_place_and_fill (m, seed, PW_WORD_SEARCH_PLACE_SECONDS, progress,
                                         cancellable, &local))
        return TRUE;
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED) || m->words->len <= least)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      /* The shortest word is the likeliest to be spelled again by the
       * others' letters: it goes first. */
      guint shortest = 0, fewest = G_MAXUINT;
      for (guint i = 0; i < m->words->len; i++)
        {
          const PwWordSearchWord *w = m->words->pdata[i];
          guint n;
          g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
          if (n < fewest)
            shortest = i, fewest = n;
        }
      g_ptr_array_remove_index (m->words, shortest);
    }
}

PwResult *
pw_word_search_add_words_op (const PwModel *snapshot, const PwParams *params,
                             PwProgress *progress, GCancellable *cancellable, GError **error)
{
  gint64 seed;
  if (!pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error))
    return NULL;
  g_autoptr (PwModel) model = pw_model_copy (snapshot);
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  const char *language = pw_params_get (params, "language");
  g_autoptr (GPtrArray) words = pick_theme_words (m, params, language ? language : m->language,
                                                  (guint64) seed, error);
  if (words == NULL)
    return NULL;
  if (m->words->len + words->len > PW_WORD_SEARCH_MAX_WORDS)
    g_ptr_array_set_size (words, PW_WORD_SEARCH_MAX_WORDS - m->words->len);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GString) list = g_string_new (NULL);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "added");
  json_builder_begin_array (b);
  for (guint i = 0; i < words->len; i++)
    {
      pw_word_search_model_add_word (m, words->pdata[i]);
      json_builder_add_string_value (b, words->pdata[i]);
      g_string_append_printf (list, i ? ", %s" : "%s", (char *) words->pdata[i]);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  PwResult *r = pw_result_new ();
  r->ok = TRUE;
  r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Added %u word: %s",
                                             "Added %u words: %s", words->len),
                                words->len, list->str);
  r->details = json_builder_get_root (b);
  r->model = g_steal_pointer (&model);
  return r;
}
