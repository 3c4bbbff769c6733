/* domino-grid-tilings.h — how many ways dominoes can tile a shape
 * (Caviness's "solution schemas": the layouts, ignoring the numbers). */
#pragma once

#include <gio/gio.h>

#include "pw-rng.h"

G_BEGIN_DECLS

/* The exact number of domino tilings of the cells of a @rows × @cols
 * board where @cell[r * cols + c] is TRUE (NULL: every cell), in decimal.
 * A broken-profile dynamic programme over the narrower side with
 * arbitrary-precision sums.  NULL with PW_ERROR_TOO_LARGE when the
 * narrower side is too wide to count in PW_DOMINO_GRID_TILINGS_MAX_BYTES, or
 * with G_IO_ERROR_CANCELLED. */
char *pw_domino_grid_count_tilings (int rows, int cols, const gboolean *cell,
                               GCancellable *cancellable, GError **error);

/* The memory the counts may take; wider boards are refused. */
#define PW_DOMINO_GRID_TILINGS_MAX_BYTES (G_GUINT64_CONSTANT (64) << 20)

/* Uniformly random tilings (domino-grid-sample.c).  A sampler holds, for
 * the start of each row of the same row-by-row scan as the counter and
 * each profile, how many ways there are to finish the tiling from there
 * (scaled per row); a draw then walks the rows, choosing each row's
 * dominoes with the probability of their share of the tilings.  Every
 * tiling of the shape is equally likely (up to float rounding in the
 * weights).  NULL when the shape has no tiling, or when a table of every
 * step would take more than PW_DOMINO_GRID_SAMPLER_MAX_BYTES (boards
 * wider than about 15 on their narrower side): only the rows' starts are
 * kept, but the work of making the sampler grows as that table does. */
typedef struct _PwDominoGridSampler PwDominoGridSampler;

PwDominoGridSampler *pw_domino_grid_sampler_new  (int rows, int cols, const gboolean *cell);
/* Fills @mate (rows × cols) with a tiling: each cell's partner, -1 on holes. */
void             pw_domino_grid_sampler_draw (const PwDominoGridSampler *sampler, PwRng *rng, int *mate);
/* How many bytes the sampler's table takes. */
gsize            pw_domino_grid_sampler_bytes (const PwDominoGridSampler *sampler);
void             pw_domino_grid_sampler_free (PwDominoGridSampler *sampler);

#define PW_DOMINO_GRID_SAMPLER_MAX_BYTES (G_GUINT64_CONSTANT (64) << 20)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDominoGridSampler, pw_domino_grid_sampler_free)

G_END_DECLS
