/* connecting-wall-groupings.h — the ways a wall's cards split into groups
 * of K that each share a category, counted without listing the groups
 * first.
 *
 * Listing every K-subset of every category as an exact-cover option
 * (what connecting-wall-verify.c did before) grows as C(cards, K): a
 * category on 24 cards of an 8×8 wall is 735,471 options, and a few large
 * categories ran the search past its budget on walls that a teacher
 * makes.  Here a state is the set of cards not yet grouped (a 64-bit
 * mask), and
 *
 *   ways(left) = Σ ways(left \ G) over the groups G that hold one card c
 *
 * with c the card of `left` that the fewest groups can hold; a set is
 * known to have no grouping at once when a card is in no group, or when
 * the cards that only one category can hold need more of its groups than
 * its cards left make.  ways(left)
 * depends on `left` only, so it is remembered: every order in which the
 * same groups are taken is counted once.  A group that two categories
 * make is taken under the first of them only.  Counts saturate at a cap
 * (the caller's limit), which keeps remembered values exact: min(ways,
 * cap).  Every step (a group tried) is counted against a budget.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _PwWallGroupings PwWallGroupings;

/* @categories: for each category, the mask of the cards it is on (bit i:
 * card i of @n_cards ≤ 64).  @cap: counts stop there (0: none); @budget:
 * steps allowed to count, and again to list (0: none). */
PwWallGroupings *pw_wall_groupings_new     (guint n_cards, guint k, const guint64 *categories,
                                            guint n_categories, guint64 cap, guint64 budget,
                                            GCancellable *cancellable);
void             pw_wall_groupings_free    (PwWallGroupings *g);
/* The number of groupings of all the cards, at most the cap.  When the
 * search stopped (budget or cancel) it is a lower bound: the groupings of
 * the branches it finished. */
guint64          pw_wall_groupings_count   (PwWallGroupings *g);
/* Whether the budget, or the cancellable, stopped a search. */
gboolean         pw_wall_groupings_over_budget (const PwWallGroupings *g);
gboolean         pw_wall_groupings_cancelled   (const PwWallGroupings *g);
/* The steps taken so far (counting and listing). */
guint64          pw_wall_groupings_steps   (const PwWallGroupings *g);

/* Gets each grouping in turn: @groups holds @n_groups card masks, in the
 * order of the first card of each.  Return FALSE to stop. */
typedef gboolean (*PwWallGroupingFunc) (const guint64 *groups, guint n_groups, gpointer data);
/* Calls @func with the groupings one by one until it returns FALSE, all
 * are given, or the budget for listing is spent. */
void             pw_wall_groupings_foreach (PwWallGroupings *g, PwWallGroupingFunc func,
                                            gpointer data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwWallGroupings, pw_wall_groupings_free)

G_END_DECLS
