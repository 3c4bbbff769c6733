/* domino-grid-generator.h — new puzzles with exactly one solution. */
#pragma once

#include "domino-grid.h"

G_BEGIN_DECLS

/* Parameters: n (the double-N set, 0..PW_DOMINO_MAX_DOUBLE; default 6),
 * grade (easy, medium, hard, extreme; default medium), shape (rows of
 * '#' for a cell and '.' for a hole, separated by newlines or '/'; default
 * the (N+2)×(N+1) rectangle), quadrille (true/false: numbers in 2×2
 * blocks).  The same @seed gives the same puzzle. */
PwModel *pw_domino_grid_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                                  GCancellable *cancellable, GError **error);

G_END_DECLS
