/* connecting-wall-solve.h — the wall's answer: the grouping verify finds.
 *
 * The answer key draws what solve returns (docs/adding-a-kind.md), so a
 * key shows the one grouping there is, whatever order the rows were
 * laid out or typed in, each group named by its connection. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* The wall with one group a row, as the cards split in the one way they
 * can, rows in the order of their first card; a row that was a group
 * keeps its connection, any other is named by its most specific shared
 * category (no model when that is the wall as it is).  NULL with the
 * verdict as the error (PW_ERROR_INVALID) when the wall has no grouping
 * or several. */
PwResult *pw_connecting_wall_solve (const PwModel *snapshot, const PwParams *params,
                                    PwProgress *progress, GCancellable *cancellable,
                                    GError **error);

G_END_DECLS
