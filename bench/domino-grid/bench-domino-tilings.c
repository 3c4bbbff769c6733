/* bench-domino-tilings — do generated boards look random?  (issue 14)
 *
 * For the tilings under generated puzzles (grade easy, the quickest to
 * make; the tiling is drawn the same way at every grade) it prints two
 * figures over BOARDS boards per size, next to the same figures for
 * uniformly random tilings of that board:
 *   - the share of horizontal dominoes;
 *   - the longest run of parallel dominoes: dominoes side by side in a
 *     line, all vertical with their tops on one row, or all horizontal
 *     with their left ends in one column ("DDDDDDD/UUUUUUU" is a run of 7).
 * The uniform figures are exact on small boards (every tiling listed);
 * on a double-9 board the horizontal share is exact (a count of tilings
 * weighted by their horizontal dominoes) and the longest run comes from
 * a long Markov chain of 2×2 flips, a method that shares nothing with
 * the generator's sampler.
 * Usage: bench-domino-tilings [BOARDS]   (default 1000)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "domino-grid-generator.h"
#include "domino-grid-tilings.h"
#include "domino-grid.h"
#include "pw-rng.h"

#define MAX_CELLS 128

typedef struct
{
  double n;
  double horizontal, horizontal_sq; /* share, and its square */
  double run, run_sq;
  double run_hist[16];              /* boards whose longest run is k (last: ≥ 15) */
} Stats;

static int
longest_run (const int *mate, int rows, int cols)
{
  int best = 0;
  /* Vertical dominoes side by side along a row. */
  for (int r = 0; r + 1 < rows; r++)
    for (int c = 0, run = 0; c < cols; c++)
      {
        int i = r * cols + c;
        run = mate[i] == i + cols ? run + 1 : 0;
        best = MAX (best, run);
      }
  /* Horizontal dominoes stacked down a column. */
  for (int c = 0; c + 1 < cols; c++)
    for (int r = 0, run = 0; r < rows; r++)
      {
        int i = r * cols + c;
        run = mate[i] == i + 1 ? run + 1 : 0;
        best = MAX (best, run);
      }
  return best;
}

static void
stats_add (Stats *st, const int *mate, int rows, int cols, double weight)
{
  int h = 0, all = 0;
  for (int i = 0; i < rows * cols; i++)
    if (mate[i] > i)
      {
        all++;
        h += mate[i] == i + 1;
      }
  double share = (double) h / all;
  int run = longest_run (mate, rows, cols);
  st->n += weight;
  st->horizontal += weight * share;
  st->horizontal_sq += weight * share * share;
  st->run += weight * run;
  st->run_sq += weight * run * run;
  st->run_hist[MIN (run, 15)] += weight;
}

/* Every tiling of a small board, by a scan that covers the first open
 * cell across or down. */
static void
enumerate (int *mate, int rows, int cols, int from, Stats *st)
{
  int n = rows * cols, i = from;
  while (i < n && mate[i] >= 0)
    i++;
  if (i == n)
    {
      stats_add (st, mate, rows, cols, 1);
      return;
    }
  int c = i % cols;
  if (c + 1 < cols && mate[i + 1] < 0)
    {
      mate[i] = i + 1, mate[i + 1] = i;
      enumerate (mate, rows, cols, i + 1, st);
      mate[i] = mate[i + 1] = -1;
    }
  if (i + cols < n)
    {
      mate[i] = i + cols, mate[i + cols] = i;
      enumerate (mate, rows, cols, i + 1, st);
      mate[i] = mate[i + cols] = -1;
    }
}

/* The exact share of horizontal dominoes over all tilings: the scan of
 * the counter carrying, per profile, the number of partial tilings and
 * their total of horizontal dominoes. */
static double
exact_horizontal_share (int rows, int cols)
{
  gsize ns = (gsize) 1 << cols;
  double *cnt = g_new0 (double, ns), *hor = g_new0 (double, ns);
  double *ncnt = g_new0 (double, ns), *nhor = g_new0 (double, ns);
  cnt[0] = 1;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        memset (ncnt, 0, ns * sizeof (double));
        memset (nhor, 0, ns * sizeof (double));
        gsize bit = (gsize) 1 << c, right = (gsize) 1 << (c + 1);
        for (gsize s = 0; s < ns; s++)
          {
            if (cnt[s] == 0)
              continue;
            if (s & bit)
              {
                ncnt[s & ~bit] += cnt[s];
                nhor[s & ~bit] += hor[s];
                continue;
              }
            if (r + 1 < rows)
              {
                ncnt[s | bit] += cnt[s];
                nhor[s | bit] += hor[s];
              }
            if (c + 1 < cols && !(s & right))
              {
                gsize t = (s & ~bit) | right;
                ncnt[t] += cnt[s];
                nhor[t] += hor[s] + cnt[s];
              }
          }
        double *x = cnt;
        cnt = ncnt, ncnt = x;
        x = hor;
        hor = nhor, nhor = x;
      }
  double share = hor[0] / cnt[0] / (rows * cols / 2);
  g_free (cnt), g_free (hor), g_free (ncnt), g_free (nhor);
  return share;
}

/* A long Markov chain of 2×2 flips from a brick layout, sampled every
 * @gap tries. */
static void
flip_chain (int rows, int cols, int boards, guint64 gap, Stats *st)
{
  int n = rows * cols;
  g_autofree int *mate = g_new (int, n);
  /* Bricks across when the width is even, else down. */
  for (int i = 0; i < n; i++)
    if (cols % 2 == 0)
      mate[i] = (i % cols) % 2 == 0 ? i + 1 : i - 1;
    else
      mate[i] = (i / cols) % 2 == 0 ? i + cols : i - cols;
  PwRng rng;
  pw_rng_init (&rng, 7);
  for (int b = -10; b < boards; b++) /* ten gaps of burn-in */
    {
      for (guint64 t = 0; t < gap; t++)
        {
          int r = (int) pw_rng_below (&rng, rows - 1), c = (int) pw_rng_below (&rng, cols - 1);
          int a = r * cols + c, x = a + 1, y = a + cols, z = y + 1;
          if (mate[a] == x && mate[y] == z)
            mate[a] = y, mate[y] = a, mate[x] = z, mate[z] = x;
          else if (mate[a] == y && mate[x] == z)
            mate[a] = x, mate[x] = a, mate[y] = z, mate[z] = y;
        }
      if (b >= 0)
        stats_add (st, mate, rows, cols, 1);
    }
}

static void
generated (int n, int boards, Stats *st)
{
  g_autoptr (PwParams) p = pw_params_new ();
  g_autofree char *nv = g_strdup_printf ("%d", n);
  pw_params_set (p, "n", nv);
  pw_params_set (p, "grade", "easy");
  for (int i = 0; i < boards; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m
        = pw_kind_generate (pw_domino_grid_kind (), p, 90000 + i, NULL, NULL, &error);
      if (m == NULL)
        g_error ("double-%d seed %d: %s", n, 90000 + i, error->message);
      const PwDominoGrid *g = (const PwDominoGrid *) m;
      stats_add (st, g->mate, g->rows, g->cols, 1);
    }
}

/* The sampler alone, without the generator's choice among tilings. */
static void
sampled (int rows, int cols, int boards, Stats *st)
{
  g_autoptr (PwDominoGridSampler) sp = pw_domino_grid_sampler_new (rows, cols, NULL);
  g_autofree int *mate = g_new (int, rows * cols);
  PwRng rng;
  pw_rng_init (&rng, 11);
  for (int i = 0; i < boards; i++)
    {
      pw_domino_grid_sampler_draw (sp, &rng, mate);
      stats_add (st, mate, rows, cols, 1);
    }
}

static void
print_row (const char *what, const Stats *st, gboolean sample)
{
  double h = st->horizontal / st->n, r = st->run / st->n;
  double hs = sqrt (MAX (st->horizontal_sq / st->n - h * h, 0) / st->n);
  double rs = sqrt (MAX (st->run_sq / st->n - r * r, 0) / st->n);
  printf ("  %-37s horizontal %5.1f%%", what, 100 * h);
  if (sample)
    printf (" ± %.1f", 100 * hs);
  else
    printf ("      ");
  printf ("   longest run %5.2f", r);
  if (sample)
    printf (" ± %.2f", rs);
  else
    printf ("       ");
  printf ("   runs ≥ 6: %4.1f%%\n",
          100 * (st->run_hist[6] + st->run_hist[7] + st->run_hist[8] + st->run_hist[9]
                 + st->run_hist[10] + st->run_hist[11] + st->run_hist[12] + st->run_hist[13]
                 + st->run_hist[14] + st->run_hist[15]) / st->n);
}

int
main (int argc, char **argv)
{
  int boards = argc > 1 ? atoi (argv[1]) : 1000;
  if (boards < 1)
    boards = 1000;
  printf ("Tilings under generated puzzles (%d boards per size; ± one standard error)\n", boards);
  for (int n = 3; n <= 6; n++)
    {
      int rows = n + 1, cols = n + 2;
      Stats exact = { 0 }, gen = { 0 }, samp = { 0 };
      int mate[MAX_CELLS];
      for (int i = 0; i < rows * cols; i++)
        mate[i] = -1;
      enumerate (mate, rows, cols, 0, &exact);
      generated (n, boards, &gen);
      sampled (rows, cols, boards, &samp);
      printf ("double-%d (%d×%d, %.0f tilings)\n", n, rows, cols, exact.n);
      print_row ("uniform (every tiling, exact)", &exact, FALSE);
      print_row ("the sampler alone", &samp, TRUE);
      print_row ("generated puzzles", &gen, TRUE);
    }
  {
    int n = 9, rows = n + 1, cols = n + 2;
    Stats chain = { 0 }, gen = { 0 }, samp = { 0 };
    flip_chain (rows, cols, boards, 200000, &chain);
    generated (n, boards, &gen);
    sampled (rows, cols, boards, &samp);
    printf ("double-9 (%d×%d)\n", rows, cols);
    printf ("  %-37s horizontal %5.1f%%\n", "uniform (exact share)",
            100 * exact_horizontal_share (rows, cols));
    print_row ("uniform (flip chain, 2e5 tries apart)", &chain, TRUE);
    print_row ("the sampler alone", &samp, TRUE);
    print_row ("generated puzzles", &gen, TRUE);
  }
  return 0;
}
