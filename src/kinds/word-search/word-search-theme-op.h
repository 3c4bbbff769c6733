/* word-search-theme-op.h — themes in the kind's table: the Generate
 * parameters that pick a theme's words, and the operation that adds
 * them to a puzzle's list ("Add Words from a Theme…"). */
#pragma once

#include "word-search-themes.h"

G_BEGIN_DECLS

/* The Generate dialog's rows for a theme, in the order they are asked. */
#define PW_WORD_SEARCH_THEME_SPECS                                                          \
  { "language", N_("Language"),                                                             \
    N_("Of the theme's words, and of the words that must never appear (en, de, fr, es)"),   \
    PW_PARAM_TEXT, 0, 0, "en", pw_word_search_theme_languages,                              \
    pw_word_search_theme_language_labels },                                                 \
  { "theme", N_("Theme"),                                                                   \
    N_("Built-in, or any English noun (such as vehicle)"),         \
    PW_PARAM_TEXT, 0, 0, "animals", pw_word_search_theme_ids, pw_word_search_theme_labels,  \
    .other_values = TRUE },                                                                 \
  { "age", N_("Age"), N_("Words a child of that age knows"), PW_PARAM_CHOICE, 0, 0, "8-10",  \
    pw_word_search_age_ids, pw_word_search_age_labels },                                    \
  { "count", N_("Number of Words"), N_("0: as many as suit the grid"), PW_PARAM_INT, 0,     \
    PW_WORD_SEARCH_MAX_WORDS, "0" }

/* The operation "add-words". */
#define PW_WORD_SEARCH_THEME_OPERATION                                                      \
  { "add-words", N_("Add Words from a Theme"),                                              \
    N_("Add words of a theme for an age to the list, as many as suit the grid"),            \
    pw_word_search_add_words_op, PW_OPERATION_CHANGES_MODEL, pw_word_search_theme_op_specs, \
    PW_WORD_SEARCH_THEME_OP_N_SPECS, "add-words" }

#define PW_WORD_SEARCH_THEME_OP_N_SPECS 5
extern const PwParamSpec pw_word_search_theme_op_specs[PW_WORD_SEARCH_THEME_OP_N_SPECS];

PwResult *pw_word_search_add_words_op       (const PwModel *snapshot, const PwParams *params,
                                             PwProgress *progress, GCancellable *cancellable,
                                             GError **error);

/* Adds the words of the theme in @params (theme, age, count; the model's
 * language) to @m's list, picked at random from @seed to fit its grid.
 * FALSE with an error when the theme has no words that fit. */
gboolean  pw_word_search_add_theme_words    (PwWordSearchModel *m, const PwParams *params,
                                             guint64 seed, GError **error);
/* Places and fills; when the words will not all go in, the shortest are
 * left out one at a time, down to half the list. */
gboolean  pw_word_search_place_theme_words  (PwWordSearchModel *m, guint64 seed,
                                             PwProgress *progress, GCancellable *cancellable,
                                             GError **error);

G_END_DECLS
