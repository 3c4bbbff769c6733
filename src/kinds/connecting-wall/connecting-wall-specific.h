/* connecting-wall-specific.h — which of several categories that claim the
 * same cards names them.
 *
 * In a CJK wall a component brings the components inside it: the four
 * cards of 疒 also share the 亠 and the 广 that 疒 is made of.  All three
 * claim exactly the same cards, but the group is "疒": the most specific
 * of them, the one that holds the others.  Verify names a group's
 * categories in that order, solve names a group by the first, the
 * components fill names rows by it, and the editor shows such twins as
 * one category. */
#pragma once

#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* Sorts @names (char *, categories that claim the same cards) most
 * specific first: in a CJK wall (with @table; NULL leaves containment
 * unknown) a component before those inside it; then one that is a
 * row's connection; otherwise as given. */
void       pw_connecting_wall_sort_specific    (const PwConnectingWallModel *m,
                                                const PwConnectingWallCjkTable *table,
                                                GPtrArray *names);
/* The cards @category is on: bit i for card i, row by row. */
guint64    pw_connecting_wall_category_mask    (const PwConnectingWallModel *m, const char *category);
/* The categories of the catalogue that claim exactly the cards
 * @category claims, itself included, most specific first (names owned
 * by @m); only @category when it is on no card. */
GPtrArray *pw_connecting_wall_category_twins   (const PwConnectingWallModel *m, const char *category);
/* The categories every card of @cards (a card mask) has, most specific
 * first (names owned by @m). */
GPtrArray *pw_connecting_wall_shared_categories (const PwConnectingWallModel *m,
                                                 const PwConnectingWallCjkTable *table,
                                                 guint64 cards);

G_END_DECLS
