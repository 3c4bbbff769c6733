/* connecting-wall-reach.h — where the components of a wall being
 * generated reach at its depth.
 *
 * A generated card is a character of two components, so its categories
 * are those two and, below depth 1, what each is made of: a herring 品
 * at depth 2 also brings 口 to its cards.  The generator keeps a tally
 * of the cards each category reaches as it chooses components, and
 * passes over a herring that would put a category on a group's number
 * of cards or more without being exactly a row (the rule validate
 * warns about), rather than find out when the wall is built. */
#pragma once

#include "connecting-wall-cjk.h"

G_BEGIN_DECLS

typedef struct
{
  const PwConnectingWallCjkTable *table;
  guint depth;
  guint group_size;
  guint n_rows;
  guint64 rows[8];     /* each row's cards */
  GArray *tally;       /* Reach: category → the cards it is on */
} PwConnectingWallReach;

void     pw_connecting_wall_reach_init  (PwConnectingWallReach *reach,
                                         const PwConnectingWallCjkTable *table, guint depth,
                                         guint group_size, guint n_rows);
void     pw_connecting_wall_reach_clear (PwConnectingWallReach *reach);
/* Puts @component, and what it is made of down to the depth, on @cards. */
void     pw_connecting_wall_reach_add   (PwConnectingWallReach *reach, guint32 component,
                                         guint64 cards);
/* Whether adding @component to @cards keeps every category it brings on
 * fewer cards than a group has, or on exactly one row; if not, the
 * category that would not be in @clash (may be NULL). */
gboolean pw_connecting_wall_reach_fits  (const PwConnectingWallReach *reach, guint32 component,
                                         guint64 cards, guint32 *clash);

G_END_DECLS
