/* connecting-wall-verify.h — the ways a wall splits into groups.
 *
 * Counted over the sets of cards left (connecting-wall-groupings.h), a
 * group of K cards that share a category counted once however many
 * categories make it.  Cards are numbered row by row. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* The steps a count may take (a group tried), and as many again to list
 * alternatives: 0.8 s and 31 MB for the slowest wall measured (8×8, eight
 * red herrings on 20 cards each); the walls people make need a thousandth
 * of it.  The generator gives each candidate wall much less. */
#define PW_CONNECTING_WALL_COUNT_BUDGET 2000000

typedef struct
{
  GArray *sets;          /* guint64, the groups (bit i: card i) of the rows,
                          * when they are a grouping, and of the groupings kept */
  guint64 solutions;     /* counted, at most the limit */
  gboolean complete;     /* FALSE: there are at least `solutions` */
  gboolean over_budget;  /* the search stopped at its budget, not at the limit */
  guint64 nodes;         /* the search's steps */
  gboolean intended;     /* the rows as laid out are one of them */
  GPtrArray *groupings;  /* GArray of guint (set indices) per grouping kept,
                          * the designer's rows left out */
} PwConnectingWallCount;

/* Counts up to @limit groupings (0: all) and keeps up to @keep of those
 * that differ from the rows, within PW_CONNECTING_WALL_COUNT_BUDGET.
 * When the budget stops the count, `solutions` is a lower bound (at
 * least 1 when the rows are a grouping).  NULL with an error when the
 * cards cannot be split into groups of K, or on cancel. */
PwConnectingWallCount *pw_connecting_wall_count         (const PwConnectingWallModel *m, guint64 limit, guint keep,
                                    GCancellable *cancellable, GError **error);
/* The same within @budget steps (0: none). */
PwConnectingWallCount *pw_connecting_wall_count_within  (const PwConnectingWallModel *m, guint64 limit,
                                                         guint keep, guint64 budget,
                                                         GCancellable *cancellable, GError **error);
void         pw_connecting_wall_count_free    (PwConnectingWallCount *count);
/* The categories (names borrowed from @m) that all of @cards share. */
GPtrArray   *pw_connecting_wall_set_categories (const PwConnectingWallModel *m, guint64 cards);

/* The verdict in words: unique, no grouping, or how many. */
char        *pw_connecting_wall_verdict       (const PwConnectingWallCount *count);
/* The verify operation's result: summary, {"solutions": N, "alternatives": […]}. */
PwResult    *pw_connecting_wall_verify_result (const PwConnectingWallModel *m, const PwConnectingWallCount *count);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwConnectingWallCount, pw_connecting_wall_count_free)

G_END_DECLS
