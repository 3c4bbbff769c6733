/* word-search-build.h — placing the words and filling the rest. */
#pragma once

#include "pw-xcc.h"
#include "word-search.h"

G_BEGIN_DECLS

/* The exact-cover problem of a word list on a grid (Algorithm C): each
 * word a primary item, each cell a secondary item coloured by the letter
 * a word puts there, so words cross only where their letters agree.
 * Pinned words have only their own place.  @word_of_option and
 * @place_of_option (may be NULL) get, per option, the word and its
 * placement (row * width + col) * 8 + direction. */
PwXcc   *pw_word_search_build_xcc     (const PwWordSearchModel *m, GArray **word_of_option,
                              GArray **place_of_option, GError **error);

/* Places every unpinned word (clearing the grid but for the pinned
 * words), reproducibly from @seed; FALSE with PW_ERROR_INVALID when the
 * words cannot all be placed.  @nodes (may be NULL) gets the search's
 * node count. */
gboolean pw_word_search_place         (PwWordSearchModel *m, guint64 seed, PwProgress *progress,
                              GCancellable *cancellable, guint64 *nodes, GError **error);

/* Fills every empty cell — with the message in reading order first when
 * the puzzle has one, then letters drawn from the words' own — and
 * re-fills until every word occurs once and no forbidden word appears;
 * FALSE naming the word that cannot be made unique, or the forbidden word
 * that the placed words spell themselves. */
gboolean pw_word_search_fill          (PwWordSearchModel *m, guint64 seed, GCancellable *cancellable,
                              GError **error);

/* Places and fills; when the placed words themselves spell a word twice,
 * a few other layouts are tried before giving up (word-search-kind.c). */
gboolean pw_word_search_place_and_fill (PwWordSearchModel *m, guint64 seed, PwProgress *progress,
                                        GCancellable *cancellable, GError **error);

/* Clears every cell no placed word covers. */
void     pw_word_search_clear_fill    (PwWordSearchModel *m);

G_END_DECLS
