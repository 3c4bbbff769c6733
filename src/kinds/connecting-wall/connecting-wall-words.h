/* connecting-wall-words.h — English walls from WordNet (pw-wordnet.h).
 *
 * A connection is a WordNet meaning ("edible fruit"), named in words
 * ("Fruits"); its cards are familiar one-word kinds of it (tag count at
 * least 1 in that meaning).  A card's categories are every connection of
 * the curated list (connecting-wall-words-pool.c) and of the wall that
 * the data says it is, by any of its meanings: ORANGE is a fruit and a
 * colour.  So a wall verified unique is unique for everything the data
 * knows of its cards; what the data cannot know (four words that start
 * with B) it cannot rule out, and the help says so. */
#pragma once

#include "connecting-wall-kind.h"
#include "pw-wordnet.h"

G_BEGIN_DECLS

/* Fewer familiar kinds than this make no group worth playing. */
#define PW_CONNECTING_WALL_WORDS_MIN_MEMBERS 5

typedef struct
{
  char *name;        /* "Fruits" */
  guint32 synset;
  GPtrArray *words;  /* char *: familiar kinds, lower case, most familiar first */
} PwConnectingWallWordsCategory;

void     pw_connecting_wall_words_category_free (PwConnectingWallWordsCategory *c);

/* The curated list of connections English walls are made from (Fruits,
 * Colours, Birds, Trees, Metals, Countries, …) with their kinds; empty
 * when WordNet lacks them. */
GPtrArray *pw_connecting_wall_words_pool       (const PwWordnet *wn);
/* The connection @text names: one of the list by its name or noun
 * ("Fruits", "fruit"), else any noun WordNet knows ("vehicle",
 * "vehicles"), named in the plural; NULL when WordNet knows no such
 * noun. */
PwConnectingWallWordsCategory *pw_connecting_wall_words_resolve (const PwWordnet *wn,
                                                                 GPtrArray *pool,
                                                                 const char *text);

/* The generator for language=en: connections (names or nouns separated
 * by commas; the rest from the list), group-size, groups. */
PwModel   *pw_connecting_wall_generate_words   (const PwWordnet *wn, const PwParams *params,
                                                guint64 seed, PwProgress *progress,
                                                GCancellable *cancellable, GError **error);

/* "Suggest Cards", the operation "suggest-cards": familiar kinds of the
 * connection of row "row" (1-based) that are on no card of the wall and
 * of no other row's connection, into the row's empty cards, each with its
 * categories: the row's connection, and those of the wall's categories
 * the data says it is. */
PwResult  *pw_connecting_wall_suggest_op       (const PwModel *snapshot, const PwParams *params,
                                                PwProgress *progress, GCancellable *cancellable,
                                                GError **error);

/* "orange" as a card: "Orange". */
char      *pw_connecting_wall_words_card_text  (const char *word);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwConnectingWallWordsCategory, pw_connecting_wall_words_category_free)

G_END_DECLS
