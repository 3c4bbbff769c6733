/* word-search-themes.h — word lists by theme and age, in four languages.
 *
 * The built-in lists (themes/THEME.txt, compiled in as a GResource) were
 * written for Puzzlewright and are CC0: one concept a line, its age band
 * (5-7, 8-10, 11+) and its word in English, German, French and Spanish,
 * the words a child of that age knows, spelled with their accents.  Any
 * other English noun is a theme too when WordNet is installed: its
 * familiar kinds (word-search-theme-wordnet.c).
 *
 * Words are picked to fit the grid: no longer than its longest line, none
 * that holds a forbidden word (backwards too, when words run backwards),
 * none inside another picked word (it would be found twice), and, when
 * the number is left to the picker, not more letters than leave room to
 * place them. */
#pragma once

#include "pw-rng.h"
#include "word-search.h"

G_BEGIN_DECLS

typedef enum
{
  PW_WORD_SEARCH_AGE_5_7,
  PW_WORD_SEARCH_AGE_8_10,
  PW_WORD_SEARCH_AGE_11_UP,
  PW_WORD_SEARCH_N_AGES
} PwWordSearchAge;

/* The built-in themes' ids ("animals") and their N_() labels, in the
 * order the Generate dialog lists them; NULL-terminated. */
extern const char *const pw_word_search_theme_ids[];
extern const char *const pw_word_search_theme_labels[];
/* "5-7", "8-10", "11+" and their labels. */
extern const char *const pw_word_search_age_ids[];
extern const char *const pw_word_search_age_labels[];
/* "en", "de", "fr", "es" and their labels. */
extern const char *const pw_word_search_theme_languages[];
extern const char *const pw_word_search_theme_language_labels[];

gboolean     pw_word_search_age_from_name     (const char *name, PwWordSearchAge *age);
gboolean     pw_word_search_theme_is_builtin  (const char *theme);
/* The built-in language for a locale ("de_AT" → "de"), or NULL. */
const char  *pw_word_search_theme_language    (const char *locale);

/* The words of built-in @theme for @age in @language, as written
 * (char *); NULL when there is no such theme or language. */
GPtrArray   *pw_word_search_theme_builtin_words (const char *theme, PwWordSearchAge age,
                                                 const char *language);
/* The familiar kinds of English noun @theme from WordNet, as many as
 * there are of a length for @age; NULL with an error when WordNet is
 * not installed, knows no such noun, or knows too few of its kinds. */
GPtrArray   *pw_word_search_theme_wordnet_words (const char *theme, PwWordSearchAge age,
                                                 GError **error);
/* The words of @theme (built-in, else WordNet in English), or NULL with
 * an error that lists the built-in themes. */
GPtrArray   *pw_word_search_theme_words       (const char *theme, PwWordSearchAge age,
                                               const char *language, GError **error);

/* Up to @count words of @candidates (0: as many as suit the grid) that
 * fit @m as the header says, in capitals, in a random order from @rng,
 * leaving out those already in @m's list. */
GPtrArray   *pw_word_search_theme_pick        (const PwWordSearchModel *m, GPtrArray *candidates,
                                               guint count, PwRng *rng);

/* How many words suit @m's grid: about one for every twelve cells. */
guint        pw_word_search_theme_auto_count  (const PwWordSearchModel *m);

G_END_DECLS
