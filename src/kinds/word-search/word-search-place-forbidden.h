/* word-search-place-forbidden.h — keeping the placed words from spelling
 * a forbidden word where they cross (word-search-place-forbidden.c). */
#pragma once

#include "word-search.h"

G_BEGIN_DECLS

typedef struct _PwWordSearchForbiddenGuard PwWordSearchForbiddenGuard;

/* The model's forbidden words that placed words could spell by crossing,
 * in the placer's letters: @key_names[id - 1] is the letter of key @id.
 * NULL when there is none to guard against. */
PwWordSearchForbiddenGuard *pw_word_search_forbidden_guard_new (const PwWordSearchModel *m,
                                                                const GPtrArray *key_names);
void pw_word_search_forbidden_guard_free (PwWordSearchForbiddenGuard *g);

/* TRUE when the letters in @cell_key (a key id per cell, 0 for empty)
 * spell a guarded forbidden word through one of @cells (@n of them), in
 * any of the eight directions. */
gboolean pw_word_search_forbidden_guard_spelled (const PwWordSearchForbiddenGuard *g,
                                                 const guint *cell_key, const guint *cells,
                                                 guint n);

G_END_DECLS
