/* domino-grid-vary.c — a class set's variants of a domino grid: the
 * teacher's board with its numbers given to one another (every 3 becomes
 * a 5, every 5 a 0…) and the board turned half round or mirrored.  Both
 * keep the puzzle's logic whole, so each variant has exactly the
 * solutions the teacher's has, found by the same steps: every sheet is
 * as hard as the one on screen, and no two pupils can copy. */
#include "domino-grid.h"
#include "domino-grid-kind-private.h"

#include <glib/gi18n-lib.h>

#include "pw-rng.h"

static char *
grid_describe_variants (const PwModel *model, const PwParams *params)
{
  return g_strdup (_("The same board with its numbers swapped for one another, turned or "
                     "mirrored: every sheet is as hard as this one"));
}

/* Where cell (r, c) goes: @flip bit 0 mirrors left to right, bit 1 top
 * to bottom (both: half a turn). */
static int
moved (const PwDominoGrid *g, int i, guint flip)
{
  int r = i / g->cols, c = i % g->cols;
  if (flip & 1)
    c = g->cols - 1 - c;
  if (flip & 2)
    r = g->rows - 1 - r;
  return r * g->cols + c;
}

static PwModel *
grid_make_variant (const PwModel *model, const PwParams *params, guint64 seed,
                   PwProgress *progress, GCancellable *cancellable, GError **error)
{
  const PwDominoGrid *src = (const PwDominoGrid *) model;
  PwDominoGrid *g = (PwDominoGrid *) pw_domino_grid_copy (model);
  PwRng rng;
  pw_rng_init (&rng, seed);
  /* A double-N set maps onto itself under any renaming of 0…N; a list
   * typed by hand is renamed with the board. */
  int top = MAX (pw_domino_grid_max_value (src), src->double_n);
  guint8 rename[PW_DOMINO_GRID_MAX_VALUE + 1];
  for (int v = 0; v <= PW_DOMINO_GRID_MAX_VALUE; v++)
    rename[v] = (guint8) v;
  if (top > 0)
    pw_rng_shuffle (&rng, rename, (gsize) top + 1, sizeof (guint8));
  guint flip = (guint) pw_rng_below (&rng, 4);
  int n = src->rows * src->cols;
  for (int i = 0; i < n; i++)
    {
      int v = src->cells[i];
      g->cells[moved (src, i, flip)] = v == PW_DOMINO_GRID_HOLE ? v : (gint8) rename[v];
      if (src->mate)
        g->mate[moved (src, i, flip)] = src->mate[i] == PW_DOMINO_GRID_NO_MATE
                                          ? PW_DOMINO_GRID_NO_MATE
                                          : moved (src, src->mate[i], flip);
    }
  if (src->double_n < 0)
    for (guint k = 0; k < g->dominoes->len; k++)
      {
        PwDominoGridDomino *d = &g_array_index (g->dominoes, PwDominoGridDomino, k);
        *d = pw_domino_grid_make (rename[d->lo], rename[d->hi]);
      }
  return &g->parent;
}

const PwVariants pw_domino_grid_variants = {
  .describe = grid_describe_variants,
  .make = grid_make_variant,
};
