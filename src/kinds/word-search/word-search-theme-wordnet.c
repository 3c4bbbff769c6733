/* word-search-theme-wordnet.c — any English noun as a theme: its familiar
 * kinds from WordNet ("vehicle": car, ship, wagon, plane, truck, …).
 *
 * Familiar means WordNet tagged that meaning of the word at least once
 * in its corpus (cntlist); the most familiar come first.  A word comes
 * only when the theme is what it first means: a child reads "head" as a
 * part of the body, not as cattle counted, so it is no animal.  Lengths
 * follow the age band, and neither unsafe nor unsuitable words come
 * (pw-wordnet.h). */
#include "word-search-themes.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-wordnet.h"

/* Fewer familiar kinds than this make no word search; the words are
 * picked from the most familiar ones only. */
#define MIN_WORDS 6
#define MAX_WORDS 30

/* Letters a word may have, by age band: short ones for the youngest. */
static const guint min_letters[PW_WORD_SEARCH_N_AGES] = { 3, 4, 5 };
static const guint max_letters[PW_WORD_SEARCH_N_AGES] = { 6, 9, 13 };

/* Whether @word's commonest meaning (WordNet lists it first) is a kind of
 * @category. */
static gboolean
first_means (const PwWordnet *wn, guint32 word, guint32 category)
{
  guint n;
  const guint32 *synsets = pw_wordnet_word_synsets (wn, word, &n);
  return n > 0 && pw_wordnet_synset_is_a (wn, synsets[0], category);
}

GPtrArray *
pw_word_search_theme_wordnet_words (const char *theme, PwWordSearchAge age, GError **error)
{
  const PwWordnet *wn = pw_wordnet_get_default (error);
  if (wn == NULL)
    return NULL;
  gint category = pw_wordnet_category (wn, theme);
  if (category < 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("theme: “%s” is neither a built-in theme nor a noun WordNet knows"), theme);
      return NULL;
    }
  g_autoptr (GArray) members = pw_wordnet_members (wn, (guint32) category);
  g_autoptr (GArray) unsuitable = pw_wordnet_unsuitable_for (wn, (guint32) category);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < members->len && words->len < MAX_WORDS; i++)
    {
      const PwWordnetMember *m = &g_array_index (members, PwWordnetMember, i);
      const char *text = pw_wordnet_word_text (wn, m->word);
      glong n = g_utf8_strlen (text, -1);
      if (m->count == 0 || n < min_letters[age] || n > max_letters[age]
          || pw_wordnet_synset_has_word (wn, (guint32) category, m->word, NULL)
          || !first_means (wn, m->word, (guint32) category)
          || pw_wordnet_word_unsuitable (wn, m->word, (guint32) category, unsuitable))
        continue;
      g_ptr_array_add (words, g_strdup (text));
    }
  if (words->len < MIN_WORDS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   g_dngettext (GETTEXT_PACKAGE,
                                "theme: WordNet knows %u familiar kind of “%s” of %u to %u "
                                "letters, too few for a word search; try a broader noun or a "
                                "built-in theme",
                                "theme: WordNet knows %u familiar kinds of “%s” of %u to %u "
                                "letters, too few for a word search; try a broader noun or a "
                                "built-in theme", words->len),
                   words->len, theme, min_letters[age], max_letters[age]);
      g_ptr_array_unref (words);
      return NULL;
    }
  return words;
}
