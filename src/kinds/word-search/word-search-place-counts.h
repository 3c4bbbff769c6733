/* word-search-place-counts.h — how many places each word has left, kept
 * up to date as letters come and go (word-search-place-counts.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PwWordSearchPlaceCounts PwWordSearchPlaceCounts;

/* On a @width × @height grid, word @i has @n_places[i] places of
 * @n_letters[i] letters, each coded as (cell index) * 8 + direction in
 * @places[i], and the letter keys @keys[i]. */
PwWordSearchPlaceCounts *pw_word_search_place_counts_new (guint width, guint height,
                                                          guint n_words, const guint *n_letters,
                                                          const guint *n_places,
                                                          const guint *const *places,
                                                          const guint *const *keys);
void pw_word_search_place_counts_free (PwWordSearchPlaceCounts *pc);

/* @cell got letter @key (@delta 1) or lost it (@delta -1): the places
 * over it that disagree, or that it fills up, are no longer open (or are
 * again). */
void pw_word_search_place_counts_key (PwWordSearchPlaceCounts *pc, guint cell, guint key,
                                      int delta);

/* The places of word @i that are open: every letter already there agrees,
 * and at least one cell is still empty. */
guint pw_word_search_place_counts_open (const PwWordSearchPlaceCounts *pc, guint i);

G_END_DECLS
