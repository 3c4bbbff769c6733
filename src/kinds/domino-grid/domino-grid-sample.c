/* domino-grid-sample.c — drawing domino tilings uniformly at random.
 *
 * Why a transfer matrix and not a Markov chain of flips: the chain of
 * 2×2 flips reaches every tiling of a simply connected shape, but only
 * slowly (its mixing time grows like a power of the side), nobody can
 * say when it has mixed, and on shapes with holes it does not even
 * reach every tiling.  Counting the completions of every partial
 * tiling on the broken profile (the scan of domino-grid-tilings.c) gives
 * exact odds instead, in time of (cells × 2^width).  Weights are floats
 * scaled by a power of two once per row of the scan (exactly, so only
 * underflow rounds), since only ratios within a step are ever compared.
 *
 * The table is kept only at the start of each row of the scan, and a
 * draw picks a whole row at a time among the ways to fill it (at most
 * Fibonacci(W + 1) of them), each weighted by the table at the profile it
 * leaves.  A double-12's table shrinks from 6 MB (183 steps of 8192
 * profiles, which cost more in page faults and cache misses than in
 * sums) to 0.5 MB (issue 26: the whole table had made generating a
 * double-12 ten times slower).
 */
#include "domino-grid-tilings.h"

#include <math.h>
#include <string.h>

struct _PwDominoGridSampler
{
  int rows, cols;  /* of the caller's board */
  gboolean transpose;
  int W, H;        /* of the scan: W columns (the narrower side), H rows */
  guint8 *in;      /* H × W: a cell to cover */
  gsize nstates;
  float *rows_at;  /* (H + 1) × nstates: completions from the start of each row */
};

/* The table's memory, for the test that keeps it small. */
gsize
pw_domino_grid_sampler_bytes (const PwDominoGridSampler *sp)
{
  return sizeof (float) * (sp->H + 1) * sp->nstates;
}

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

/* What a step of the scan at cell (r, c) sees: whether the cell is to be
 * covered, and whether a domino may go down or across from it. */
typedef struct
{
  gboolean in, below, beside;
  gsize bit, right;
} Step;

/* The profiles profile @s leads to at step @st, as step_options() says,
 * into @a and @b (-1 for none): at most two. */
static inline void
sources (const Step *st, gsize s, gssize *a, gssize *b)
{
  *a = *b = -1;
  if (!st->in)
    *a = s & st->bit ? -1 : (gssize) s;
  else if (s & st->bit)
    *a = s & ~st->bit;
  else
    {
      if (st->below)
        *a = s | st->bit;
      if (st->beside && !(s & st->right))
        *b = s | st->right;
    }
}

/* A step at column 0 to 3: the profiles in blocks of 32, which agree on
 * where each lane leads (bits 0 to 4), lane by lane from a table.  A lane
 * without a second source takes 0 × its own weight: adding +0 leaves a
 * float as it is, so the sums are those of step_options(). */
static void
scan_lanes (const Step *st, gsize nstates, float *restrict here, const float *restrict next)
{
  const gsize lanes = MIN (nstates, 32);
  gsize ia[32], ib[32];
  float ma[32], mb[32];
  for (gsize k = 0; k < lanes; k++)
    {
      gssize a, b;
      sources (st, k, &a, &b);
      ia[k] = a >= 0 ? (gsize) a : k;
      ib[k] = b >= 0 ? (gsize) b : k;
      ma[k] = a >= 0;
      mb[k] = b >= 0;
    }
  for (gsize base = 0; base < nstates; base += lanes)
    for (gsize k = 0; k < lanes; k++)
      here[base + k] = ma[k] * next[base + ia[k]] + mb[k] * next[base + ib[k]];
}

/* A step at column 4 or more: runs of 2^c profiles that agree on bits c
 * and c + 1 lead to runs, so each run is a copy, a sum of two runs or
 * zeros, which the compiler vectorises. */
static void
scan_runs (const Step *st, gsize nstates, float *restrict here, const float *restrict next)
{
  const gsize n = st->bit;
  for (gsize s = 0; s < nstates; s += n)
    {
      gssize a, b;
      sources (st, s, &a, &b);
      float *restrict out = here + s;
      if (a >= 0 && b >= 0)
        for (gsize k = 0; k < n; k++)
          out[k] = next[a + k] + next[b + k];
      else if (a >= 0 || b >= 0)
        memcpy (out, next + MAX (a, b), sizeof (float) * n);
      else
        memset (out, 0, sizeof (float) * n);
    }
}

/* Row @here of the table, step (@r, @c), from the row @next after it:
 * for each profile the sum over step_options() of the completions of
 * where it leads.  At the start of a row (@c = 0) the row is scaled so
 * that its largest is in [0.5, 1): a row of the scan multiplies the
 * weights by at most 2^W < 2^30, far within a float's range.  FALSE when
 * the row is all zeros: the shape has no tiling. */
static gboolean
scan_step (const PwDominoGridSampler *sp, int r, int c, float *restrict here,
           const float *restrict next)
{
  const Step st = {
    .in = sp->in[r * sp->W + c],
    .below = r + 1 < sp->H && sp->in[(r + 1) * sp->W + c],
    .beside = c + 1 < sp->W && sp->in[r * sp->W + c + 1],
    .bit = (gsize) 1 << c,
    .right = (gsize) 2 << c,
  };

  if (c < 4)
    scan_lanes (&st, sp->nstates, here, next);
  else
    scan_runs (&st, sp->nstates, here, next);
  if (c != 0)
    return TRUE;
  float top = 0;
  for (gsize s = 0; s < sp->nstates; s++)
    top = MAX (top, here[s]);
  if (top == 0)
    return FALSE;
  int e;
  frexpf (top, &e);
  const float scale = ldexpf (1, -e);
  for (gsize s = 0; s < sp->nstates; s++)
    here[s] *= scale;
  return TRUE;
}

/* The start of row @r of the scan from the start of row @r + 1, through
 * the row's other steps in the two rows of @scratch by turns: no step
 * but a row's start is ever read again.  FALSE as scan_step(). */
static gboolean
scan_row (PwDominoGridSampler *sp, int r, float *scratch)
{
  const float *next = sp->rows_at + (gsize) (r + 1) * sp->nstates;
  for (int c = sp->W - 1; c > 0; c--)
    {
      float *here = scratch + (gsize) (c & 1) * sp->nstates;
      scan_step (sp, r, c, here, next);
      next = here;
    }
  return scan_step (sp, r, 0, sp->rows_at + (gsize) r * sp->nstates, next);
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
  /* Every row is written before it is read, and none is left unwritten
   * unless there is no tiling: nothing to clear. */
  sp->rows_at = g_new (float, (gsize) (H + 1) * sp->nstates);
  g_autofree float *scratch = g_new (float, 2 * sp->nstates);
  float *end = sp->rows_at + (gsize) H * sp->nstates;
  end[0] = 1; /* the end: nothing sticks out */
  memset (end + 1, 0, sizeof (float) * (sp->nstates - 1));
  for (int r = H - 1; r >= 0; r--)
    if (!scan_row (sp, r, scratch))
      {
        pw_domino_grid_sampler_free (sp);
        return NULL;
      }
  if (sp->rows_at[0] == 0)
    {
      pw_domino_grid_sampler_free (sp);
      return NULL;
    }
  return sp;
}

/* A walk through the ways to fill one row of the scan (step_options() at
 * each column) from a profile, to the profiles at the next row's start. */
typedef struct
{
  const PwDominoGridSampler *sp;
  int r;
  const float *next;  /* the table at the start of row r + 1 */
  double total;       /* first walk: the sum of the weights of the ways */
  double left;        /* second walk: how far into that sum the draw fell */
  gboolean drawing;
  guint8 path[32];    /* the kind of domino laid at each column so far */
  guint8 chosen[32];  /* the way drawn */
  gsize end;          /* and the profile it leaves */
} RowWalk;

/* Walks the ways from column @c with profile @s; on the second walk,
 * TRUE once the way the draw fell in is in w->chosen.  A way's weight is
 * the table's at the profile it leaves, so a way is drawn with the odds
 * of its share of the tilings.  A row has at most Fibonacci(W + 1) ways
 * (377 on a double-12's board): far less than the 2^W profiles. */
static gboolean
row_walk (RowWalk *w, int c, gsize s)
{
  if (c == w->sp->W)
    {
      double x = w->next[s];
      if (!w->drawing)
        {
          w->total += x;
          return FALSE;
        }
      if (x <= 0)
        return FALSE;
      /* The last way with weight stands in if rounding leaves w->left. */
      memcpy (w->chosen, w->path, sizeof w->chosen);
      w->end = s;
      w->left -= x;
      return w->left < 0;
    }
  gsize to[2];
  int kind[2];
  int n = step_options (w->sp, w->r, c, s, to, kind);
  for (int k = 0; k < n; k++)
    {
      w->path[c] = (guint8) kind[k];
      if (row_walk (w, c + 1, to[k]))
        return TRUE;
    }
  return FALSE;
}

/* Draws a tiling a whole row of the scan at a time: the ways to fill a
 * row from the profile it starts with, weighted by the table at the next
 * row's start.  The same odds as drawing each step from a table of every
 * step, without that table (it would be 6 MB on a double-12's board). */
void
pw_domino_grid_sampler_draw (const PwDominoGridSampler *sp, PwRng *rng, int *mate)
{
  for (int i = 0; i < sp->rows * sp->cols; i++)
    mate[i] = -1;
  gsize s = 0;
  for (int r = 0; r < sp->H; r++)
    {
      RowWalk w = { .sp = sp, .r = r, .next = sp->rows_at + (gsize) (r + 1) * sp->nstates };
      row_walk (&w, 0, s);
      w.drawing = TRUE;
      w.left = pw_rng_double (rng) * w.total;
      row_walk (&w, 0, s);
      s = w.end;
      for (int c = 0; c < sp->W; c++)
        {
          if (w.chosen[c] == 0)
            continue;
          int r2 = w.chosen[c] == 1 ? r + 1 : r, c2 = w.chosen[c] == 1 ? c : c + 1;
          int a = sp->transpose ? c * sp->cols + r : r * sp->cols + c;
          int b = sp->transpose ? c2 * sp->cols + r2 : r2 * sp->cols + c2;
          mate[a] = b;
          mate[b] = a;
        }
    }
}

void
pw_domino_grid_sampler_free (PwDominoGridSampler *sp)
{
  if (sp == NULL)
    return;
  g_free (sp->in);
  g_free (sp->rows_at);
  g_free (sp);
}
