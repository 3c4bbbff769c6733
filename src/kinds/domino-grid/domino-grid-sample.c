/* domino-grid-sample.c — drawing domino tilings uniformly at random.
 *
 * Why a transfer matrix and not a Markov chain of flips: the chain of
 * 2×2 flips reaches every tiling of a simply connected shape, but only
 * slowly (its mixing time grows like a power of the side), nobody can
 * say when it has mixed, and on shapes with holes it does not even
 * reach every tiling.  Counting the completions of every partial
 * tiling on the broken profile (the scan of domino-grid-tilings.c) gives
 * exact odds instead, in time and memory of (cells × 2^width): a few
 * milliseconds for a double-12 board.  Weights are floats scaled per
 * step, since only ratios within a step are ever compared.
 */
#include "domino-grid-tilings.h"

#include <string.h>

struct _PwDominoGridSampler
{
  int rows, cols;  /* of the caller's board */
  gboolean transpose;
  int W, H;        /* of the scan: W columns (the narrower side), H rows */
  guint8 *in;      /* H × W: a cell to cover */
  gsize nstates;
  float *ways;     /* (H × W + 1) × nstates: completions from each step and profile */
};

/* The profiles one step leads to from @s: @out gets up to 2, with the
 * kind of domino laid (0 none, 1 down, 2 across). */
static int
step_options (const PwDominoGridSampler *sp, int r, int c, gsize s, gsize *out, int *kind)
{
  gsize bit = (gsize) 1 << c, right = (gsize) 1 << (c + 1);
  gboolean here = sp->in[r * sp->W + c];
  gboolean below = r + 1 < sp->H && sp->in[(r + 1) * sp->W + c];
  gboolean beside = c + 1 < sp->W && sp->in[r * sp->W + c + 1];
  if (!here || (s & bit))
    {
      if (!here && (s & bit))
        return 0;
      out[0] = s & ~bit;
      kind[0] = 0;
      return 1;
    }
  int n = 0;
  if (below)
    {
      out[n] = s | bit;
      kind[n++] = 1;
    }
  if (beside && !(s & right))
    {
      out[n] = (s & ~bit) | right;
      kind[n++] = 2;
    }
  return n;
}

PwDominoGridSampler *
pw_domino_grid_sampler_new (int rows, int cols, const gboolean *cell)
{
  g_return_val_if_fail (rows >= 1 && cols >= 1, NULL);
  gboolean transpose = cols > rows;
  int W = transpose ? rows : cols, H = transpose ? cols : rows;
  int steps = W * H;
  if (W >= 30 || (guint64) (steps + 1) * sizeof (float) << W > PW_DOMINO_GRID_SAMPLER_MAX_BYTES)
    return NULL;
  PwDominoGridSampler *sp = g_new0 (PwDominoGridSampler, 1);
  sp->rows = rows;
  sp->cols = cols;
  sp->transpose = transpose;
  sp->W = W;
  sp->H = H;
  sp->in = g_new (guint8, steps);
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      {
        int sr = transpose ? c : r, sc = transpose ? r : c;
        sp->in[r * W + c] = cell == NULL || cell[sr * cols + sc];
      }
  sp->nstates = (gsize) 1 << W;
  sp->ways = g_new0 (float, (gsize) (steps + 1) * sp->nstates);
  sp->ways[(gsize) steps * sp->nstates] = 1; /* the end: nothing sticks out */
  for (int t = steps - 1; t >= 0; t--)
    {
      float *here = sp->ways + (gsize) t * sp->nstates;
      const float *next = here + sp->nstates;
      float top = 0;
      for (gsize s = 0; s < sp->nstates; s++)
        {
          gsize to[2];
          int kind[2];
          int n = step_options (sp, t / W, t % W, s, to, kind);
          float sum = 0;
          for (int k = 0; k < n; k++)
            sum += next[to[k]];
          here[s] = sum;
          top = MAX (top, sum);
        }
      if (top == 0)
        break;
      for (gsize s = 0; s < sp->nstates; s++)
        here[s] /= top;
    }
  if (sp->ways[0] == 0)
    {
      pw_domino_grid_sampler_free (sp);
      return NULL;
    }
  return sp;
}

void
pw_domino_grid_sampler_draw (const PwDominoGridSampler *sp, PwRng *rng, int *mate)
{
  for (int i = 0; i < sp->rows * sp->cols; i++)
    mate[i] = -1;
  gsize s = 0;
  for (int t = 0; t < sp->W * sp->H; t++)
    {
      int r = t / sp->W, c = t % sp->W;
      const float *next = sp->ways + (gsize) (t + 1) * sp->nstates;
      gsize to[2];
      int kind[2];
      int n = step_options (sp, r, c, s, to, kind);
      int pick = 0;
      if (n == 2)
        {
          double total = (double) next[to[0]] + next[to[1]];
          pick = pw_rng_double (rng) * total >= next[to[0]];
        }
      s = to[pick];
      if (kind[pick] == 0)
        continue;
      int r2 = kind[pick] == 1 ? r + 1 : r, c2 = kind[pick] == 1 ? c : c + 1;
      int a = sp->transpose ? c * sp->cols + r : r * sp->cols + c;
      int b = sp->transpose ? c2 * sp->cols + r2 : r2 * sp->cols + c2;
      mate[a] = b;
      mate[b] = a;
    }
}

void
pw_domino_grid_sampler_free (PwDominoGridSampler *sp)
{
  if (sp == NULL)
    return;
  g_free (sp->in);
  g_free (sp->ways);
  g_free (sp);
}
