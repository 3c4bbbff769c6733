/* domino-grid-generator.c — new puzzles with exactly one solution at a
 * chosen grade.
 *
 * A uniformly random tiling of the shape (domino-grid-sample.c says why a
 * transfer matrix; on shapes too wide for its table, a perfect matching
 * by augmenting paths in random order, stirred by many 2×2 flips), the
 * set's dominoes dealt onto its tiles in random order and orientation, then a
 * local search: while the rules up to the grade asked for do not finish,
 * swap the dominoes of a tile they could not place and some other tile,
 * keeping a swap unless it leaves more cells open.  Every rule is sound,
 * so a board they finish has exactly one solution; to be of the grade
 * asked for, the rules one level easier must also not finish.
 *
 * Quadrille mode (Lucas): the numbers lie in 2×2 blocks of one number;
 * the blocks are dealt numbers and the dominoes found by the counter.
 *
 * Only the seed drives the randomness and every limit is a count, never
 * a time, so the same seed gives the same puzzle on every machine.
 */
#include "domino-grid-generator.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "domino-grid-solver.h"
#include "domino-grid-tilings.h"
#include "pw-error.h"
#include "pw-rng.h"

typedef struct
{
  int rows, cols;
  gboolean *shape;
  int ncells;
  int *mate;          /* the tiling: rows × cols, -1 for holes */
  int ntiles;
  int (*tile)[2];     /* tile → its two positions */
  PwDominoGridDomino *deal;     /* tile → domino */
  guint8 *flip;       /* tile → which half goes on tile[0] */
  PwDominoGridDomino *set;
  int nset;
  PwDominoGrid *grid; /* the numbers as dealt */
  PwRng rng;
  PwDominoGridSampler *sampler; /* uniform tilings, when the shape is narrow enough */
  gboolean sampler_tried;
  int target;         /* the grade asked for */
  GCancellable *cancellable;
  PwProgress *progress;
} Gen;

/* ---- tilings ---- */

static gboolean
augment (Gen *g, int u, int *match, guint8 *seen, const int *order)
{
  /* Iterative would be safer for huge boards; boards are at most 64×64
   * cells and paths rarely long, so recursion depth stays small. */
  int r = u / g->cols, c = u % g->cols;
  for (int k = 0; k < 4; k++)
    {
      int d = order[(u + k) % 4];
      int nr = r + (d == 0) - (d == 1), nc = c + (d == 2) - (d == 3);
      if (nr < 0 || nr >= g->rows || nc < 0 || nc >= g->cols)
        continue;
      int v = nr * g->cols + nc;
      if (!g->shape[v] || seen[v])
        continue;
      seen[v] = 1;
      if (match[v] < 0 || augment (g, match[v], match, seen, order))
        {
          match[v] = u;
          match[u] = v;
          return TRUE;
        }
    }
  return FALSE;
}

static void
list_tiles (Gen *g, const int *match)
{
  int n = g->rows * g->cols;
  memcpy (g->mate, match, sizeof (int) * n);
  g->ntiles = 0;
  for (int i = 0; i < n; i++)
    if (g->shape[i] && match[i] > i)
      {
        g->tile[g->ntiles][0] = i;
        g->tile[g->ntiles][1] = match[i];
        g->ntiles++;
      }
}

static gboolean
random_tiling (Gen *g)
{
  int n = g->rows * g->cols;
  if (!g->sampler_tried)
    {
      g->sampler_tried = TRUE;
      g->sampler = pw_domino_grid_sampler_new (g->rows, g->cols, g->shape);
    }
  g_autofree int *match = g_new (int, n);
  if (g->sampler)
    {
      pw_domino_grid_sampler_draw (g->sampler, &g->rng, match);
      list_tiles (g, match);
      return TRUE;
    }
  g_autofree guint8 *seen = g_new (guint8, n);
  g_autofree int *cells = g_new (int, n);
  int nc = 0;
  for (int i = 0; i < n; i++)
    {
      match[i] = -1;
      if (g->shape[i] && ((i / g->cols + i % g->cols) & 1) == 0)
        cells[nc++] = i;
    }
  int order[4] = { 0, 1, 2, 3 };
  pw_rng_shuffle (&g->rng, order, 4, sizeof (int));
  pw_rng_shuffle (&g->rng, cells, nc, sizeof (int));
  for (int i = 0; i < nc; i++)
    {
      memset (seen, 0, n);
      if (!augment (g, cells[i], match, seen, order))
        return FALSE;
    }
  for (int i = 0; i < n; i++)
    if (g->shape[i] && match[i] < 0)
      return FALSE;
  /* Stir: flip pairs of parallel dominoes filling a 2×2 square, long
   * enough to forget the matching's bias on the boards that come here
   * (wide ones: about 1000 tries per cell). */
  for (gint64 t = 0; t < (gint64) 1000 * g->ncells; t++)
    {
      int r = (int) pw_rng_below (&g->rng, MAX (g->rows - 1, 1));
      int c = (int) pw_rng_below (&g->rng, MAX (g->cols - 1, 1));
      if (r + 1 >= g->rows || c + 1 >= g->cols)
        continue;
      int a = r * g->cols + c, b = a + 1, x = a + g->cols, y = x + 1;
      if (match[a] == b && match[x] == y)
        {
          match[a] = x, match[x] = a, match[b] = y, match[y] = b;
        }
      else if (match[a] == x && match[b] == y)
        {
          match[a] = b, match[b] = a, match[x] = y, match[y] = x;
        }
    }
  list_tiles (g, match);
  return TRUE;
}

/* ---- dealing and judging ---- */

static void
write_tile (Gen *g, int t)
{
  PwDominoGridDomino d = g->deal[t];
  g->grid->cells[g->tile[t][0]] = (gint8) (g->flip[t] ? d.hi : d.lo);
  g->grid->cells[g->tile[t][1]] = (gint8) (g->flip[t] ? d.lo : d.hi);
}

static void
deal (Gen *g)
{
  g_autofree PwDominoGridDomino *s = g_memdup2 (g->set, sizeof (PwDominoGridDomino) * g->nset);
  pw_rng_shuffle (&g->rng, s, g->nset, sizeof (PwDominoGridDomino));
  for (int t = 0; t < g->ntiles; t++)
    {
      g->deal[t] = s[t];
      g->flip[t] = (guint8) pw_rng_below (&g->rng, 2);
      write_tile (g, t);
    }
}

/* How far the board is from the grade: 0 when exactly right.  Fills
 * @open (cells the rules up to the grade left open) when given. */
static int
judge (Gen *g, guint8 *open)
{
  /* The grid is the generator's own, a whole set dealt onto a tiling:
   * valid by construction, so it is compiled without validating it. */
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_compile (g->grid);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  PwDominoGridOutcome easier = PW_DOMINO_GRID_STUCK;
  if (g->target > PW_DOMINO_GRID_LEVEL_EASY)
    easier = pw_domino_grid_solve (s, g->target - 1, NULL);
  PwDominoGridOutcome o = easier == PW_DOMINO_GRID_SOLVED ? PW_DOMINO_GRID_SOLVED
                                                 : pw_domino_grid_solve (s, g->target, NULL);
  int left = o == PW_DOMINO_GRID_SOLVED ? 0 : b->ncells - 2 * *s->n_decided;
  if (open)
    for (int c = 0; c < b->ncells; c++)
      open[b->cell_pos[c]] = o != PW_DOMINO_GRID_SOLVED && s->cell_count[c] > 1;
  /* Too easy costs 1: any open cell at the grade costs more. */
  gboolean too_easy = g->target > PW_DOMINO_GRID_LEVEL_EASY && easier == PW_DOMINO_GRID_SOLVED;
  return left * 4 + (too_easy ? 1 : 0);
}

static void
swap_tiles (Gen *g, int t, int u)
{
  PwDominoGridDomino d = g->deal[t];
  g->deal[t] = g->deal[u];
  g->deal[u] = d;
  write_tile (g, t);
  write_tile (g, u);
}

/* The local search on one tiling.  TRUE when the grade is met. */
static gboolean
improve (Gen *g, int max_moves)
{
  int n = g->rows * g->cols;
  g_autofree guint8 *open = g_new0 (guint8, n);
  g_autofree guint8 *next_open = g_new0 (guint8, n);
  g_autofree int *candidates = g_new (int, g->ntiles);
  int score = judge (g, open);
  for (int move = 0; move < max_moves && score > 0; move++)
    {
      if ((move & 63) == 0 && g_cancellable_is_cancelled (g->cancellable))
        return FALSE;
      int nc = 0;
      for (int t = 0; t < g->ntiles; t++)
        if (open[g->tile[t][0]] || open[g->tile[t][1]])
          candidates[nc++] = t;
      int t = nc ? candidates[pw_rng_below (&g->rng, nc)]
                 : (int) pw_rng_below (&g->rng, g->ntiles);
      int u = (int) pw_rng_below (&g->rng, g->ntiles);
      guint8 ft = g->flip[t], fu = g->flip[u];
      if (t == u || pw_rng_below (&g->rng, 4) == 0)
        {
          g->flip[t] ^= 1;
          write_tile (g, t);
          u = t;
        }
      else
        swap_tiles (g, t, u);
      /* Judged once: the open cells of a move kept are those found here
       * (judging it again to find them cost a fifth of the time). */
      int next = judge (g, next_open);
      if (next <= score)
        {
          score = next;
          memcpy (open, next_open, n);
          continue;
        }
      /* Undo. */
      if (u == t)
        {
          g->flip[t] = ft;
          write_tile (g, t);
        }
      else
        {
          swap_tiles (g, t, u);
          g->flip[t] = ft;
          g->flip[u] = fu;
          write_tile (g, t);
          write_tile (g, u);
        }
    }
  return score == 0;
}

/* ---- quadrilles ---- */

/* The shape cut into 2×2 blocks: the first cell left in reading order
 * must be a block's top-left corner, so the cut is unique if it exists. */
static gboolean
quadrille_blocks (Gen *g, int *blocks, int *nblocks)
{
  int n = g->rows * g->cols;
  g_autofree guint8 *used = g_new0 (guint8, n);
  *nblocks = 0;
  for (int i = 0; i < n; i++)
    {
      if (!g->shape[i] || used[i])
        continue;
      int c = i % g->cols;
      int cells[4] = { i, i + 1, i + g->cols, i + g->cols + 1 };
      if (c + 1 >= g->cols || i + g->cols + 1 >= n)
        return FALSE;
      for (int k = 0; k < 4; k++)
        {
          if (!g->shape[cells[k]] || used[cells[k]])
            return FALSE;
          used[cells[k]] = 1;
        }
      blocks[(*nblocks)++] = i;
    }
  return TRUE;
}

static gboolean
quadrille (Gen *g, int max_tries, GError **error)
{
  int nblocks;
  g_autofree int *blocks = g_new (int, g->ncells / 4 + 1);
  if (g->ncells % 4 || !quadrille_blocks (g, blocks, &nblocks))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("A quadrille needs a shape that cuts into 2×2 blocks"));
      return FALSE;
    }
  /* Each number fills as many blocks as its halves allow. */
  int halves[PW_DOMINO_GRID_MAX_VALUE + 1] = { 0 };
  for (int i = 0; i < g->nset; i++)
    halves[g->set[i].lo]++, halves[g->set[i].hi]++;
  g_autofree int *numbers = g_new (int, nblocks);
  int k = 0;
  for (int v = 0; v <= PW_DOMINO_GRID_MAX_VALUE; v++)
    {
      if (halves[v] % 4)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("A quadrille needs every number on a multiple of 4 halves; %d is on "
                         "%d"), v, halves[v]);
          return FALSE;
        }
      for (int j = 0; j < halves[v] / 4; j++)
        numbers[k++] = v;
    }
  g_assert (k == nblocks);
  /* A local search over the blocks' numbers: swap two, keep the swap
   * unless the board gets more solutions (or none). */
  int score = G_MAXINT;
  for (int attempt = 0; attempt < max_tries; attempt++)
    {
      if (g_cancellable_is_cancelled (g->cancellable))
        return FALSE;
      int x = -1, y = -1;
      if (attempt % 400 == 0)
        {
          pw_rng_shuffle (&g->rng, numbers, nblocks, sizeof (int));
          score = G_MAXINT;
        }
      else
        {
          x = (int) pw_rng_below (&g->rng, nblocks);
          y = (int) pw_rng_below (&g->rng, nblocks);
          int t = numbers[x];
          numbers[x] = numbers[y];
          numbers[y] = t;
        }
      for (int i = 0; i < nblocks; i++)
        {
          int p = blocks[i];
          g->grid->cells[p] = g->grid->cells[p + 1] = g->grid->cells[p + g->cols]
            = g->grid->cells[p + g->cols + 1] = (gint8) numbers[i];
        }
      g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g->grid, NULL);
      PwDominoGridCount count = { 0 };
      if (b)
        pw_domino_grid_count (b, 400, 1, g->cancellable, &count);
      /* Dominoes with no place at all first, then no solution, then many. */
      int missing = 0;
      for (int d = 0; b && d < b->ndom; d++)
        missing += b->dom_start[d + 1] == b->dom_start[d];
      int next = !b ? G_MAXINT - 1
                    : missing * 1000 + (count.count == 0 ? 500 : (int) MIN (count.count, 499));
      if (next == 1 && count.complete)
        {
          g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
          int level = 0;
          PwDominoGridOutcome o = pw_domino_grid_solve (s, g->target, &level);
          if (o == PW_DOMINO_GRID_SOLVED && MAX (level, 1) == g->target)
            {
              memcpy (g->mate, count.solutions->pdata[0], sizeof (int) * g->rows * g->cols);
              pw_domino_grid_count_clear (&count);
              return TRUE;
            }
        }
      pw_domino_grid_count_clear (&count);
      if (next <= score || x < 0)
        score = next;
      else
        {
          int t = numbers[x];
          numbers[x] = numbers[y];
          numbers[y] = t;
        }
    }
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("No quadrille of grade %s with one solution was found in %d tries; try "
                 "another grade, seed or shape"), pw_domino_grid_level_id (g->target), max_tries);
  return FALSE;
}

/* ---- parameters ---- */

static gboolean
parse_bool (const PwParams *params, const char *key, gboolean *out, GError **error)
{
  const char *v = pw_params_get (params, key);
  *out = FALSE;
  if (v == NULL)
    return TRUE;
  if (g_strv_contains ((const char *const[]) { "true", "yes", "1", "on", NULL }, v))
    *out = TRUE;
  else if (!g_strv_contains ((const char *const[]) { "false", "no", "0", "off", NULL }, v))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Parameter “%s”: “%s” is not true or false"), key, v);
      return FALSE;
    }
  return TRUE;
}

/* The board a quadrille gets when no shape is given: blocks laid like
 * bricks, rows of k blocks and rows of k - 1 shifted by one cell, so each
 * block meets up to six others (a plain grid of blocks has too few
 * neighbours for every pair of numbers).  For double-N with N = 4m + 2
 * there are (N + 1)(N + 2) / 4 = (4m + 3)(m + 1) blocks: m + 1 pairs of
 * rows of 2m + 2 and 2m + 1 blocks, a square of N + 2 cells a side. */
static char *
quadrille_bricks (int n)
{
  int k = (n + 2) / 2, pairs = (n + 2) / 4;
  GString *text = g_string_new (NULL);
  for (int p = 0; p < pairs; p++)
    for (int row = 0; row < 4; row++)
      {
        if (text->len)
          g_string_append_c (text, '/');
        gboolean shifted = row >= 2;
        for (int c = 0; c < 2 * k; c++)
          g_string_append_c (text, shifted && (c == 0 || c == 2 * k - 1) ? '.' : '#');
      }
  return g_string_free (text, FALSE);
}

gboolean
pw_domino_grid_quadrille_possible (int n, int grade, char **reason)
{
  char *why = NULL;
  if ((n + 2) % 4 != 0)
    /* Translators: a double-N set holds each number on N + 2 halves. */
    why = g_strdup_printf (_("A quadrille needs each number on a multiple of 4 domino halves; a "
                             "double-%d set has %d of each. Choose 2 or 6 as the highest "
                             "number"), n, n + 2);
  else if (n > 6)
    /* The search finds no double-10 quadrille with one solution on the
     * brick board in its tries (measured), so it is not offered. */
    why = g_strdup_printf (_("Without a board shape, a quadrille is made for the double-2 and "
                             "double-6 sets only; for double-%d, give a shape of 2×2 blocks"),
                           n);
  else if (grade != PW_DOMINO_GRID_LEVEL_EASY)
    why = g_strdup (_("A quadrille is made only at the difficulty Easy"));
  if (reason)
    *reason = why;
  else
    g_free (why);
  return why == NULL;
}

static gboolean
load_shape (Gen *g, const char *value, int n, gboolean quad, GError **error)
{
  g_autofree char *bricks = NULL;
  if (value == NULL)
    {
      if (quad)
        {
          /* Refused here in words, rather than after a search that cannot
           * succeed; with a shape of their own, people may try. */
          g_autofree char *why = NULL;
          if (!pw_domino_grid_quadrille_possible (n, g->target, &why))
            {
              g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID, why);
              return FALSE;
            }
          value = bricks = quadrille_bricks (n);
        }
      else
        {
          g->rows = n + 1;
          g->cols = n + 2;
          g->shape = g_new (gboolean, g->rows * g->cols);
          for (int i = 0; i < g->rows * g->cols; i++)
            g->shape[i] = TRUE;
          return TRUE;
        }
    }
  /* The shape itself, never a file name: the parameters are kept in the
   * document and used again for class sets, and a document must not make
   * the program read another file.  Front-ends read a file the user names
   * (the CLI's shape=@FILE) and pass its text. */
  g_autoptr (GError) local = NULL;
  g->shape = pw_domino_grid_shape_parse (value, &g->rows, &g->cols, &local);
  if (g->shape == NULL)
    {
      g_set_error (error, PW_ERROR, local->code, _("Parameter “shape”: %s"), local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
choose_set (Gen *g, int n, const char *leave_out, GError **error)
{
  int full = (n + 1) * (n + 2) / 2;
  g->set = g_new (PwDominoGridDomino, full);
  g->nset = 0;
  g_autofree guint8 *skip = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  int nskip = 0;
  if (leave_out)
    {
      g_auto (GStrv) parts = g_strsplit_set (leave_out, ", ", -1);
      for (char **p = parts; *p; p++)
        {
          if (**p == '\0')
            continue;
          guint64 a, b;
          g_auto (GStrv) ab = g_strsplit (*p, "-", 2);
          if (g_strv_length (ab) != 2 || !g_ascii_string_to_unsigned (ab[0], 10, 0, n, &a, NULL)
              || !g_ascii_string_to_unsigned (ab[1], 10, 0, n, &b, NULL))
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("Parameter “leave-out”: “%s” is not a domino of the double-%d "
                             "set, such as 0-5"), *p, n);
              return FALSE;
            }
          int k = pw_domino_grid_index ((int) a, (int) b);
          nskip += !skip[k];
          skip[k] = 1;
        }
    }
  int want = g->ncells / 2;
  if (g->ncells % 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The shape has an odd number of cells (%d): dominoes cannot cover it"),
                   g->ncells);
      return FALSE;
    }
  if (full - nskip < want)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The shape has %d cells; the double-%d set%s covers only %d"), g->ncells, n,
                   nskip ? _(" less the dominoes left out") : "", 2 * (full - nskip));
      return FALSE;
    }
  for (int hi = 0; hi <= n; hi++)
    for (int lo = 0; lo <= hi; lo++)
      if (!skip[pw_domino_grid_index (lo, hi)])
        g->set[g->nset++] = pw_domino_grid_make (lo, hi);
  /* Leave out more at random while the set is larger than the shape. */
  pw_rng_shuffle (&g->rng, g->set, g->nset, sizeof (PwDominoGridDomino));
  if (g->nset > want && leave_out && g->ncells != 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The shape has %d cells: leave out %d dominoes, not %d"), g->ncells,
                   full - want, nskip);
      return FALSE;
    }
  g->nset = want;
  /* Keep the list in the set's order, for people. */
  for (int i = 1; i < g->nset; i++)
    for (int j = i; j > 0
                    && pw_domino_grid_index (g->set[j].lo, g->set[j].hi)
                         < pw_domino_grid_index (g->set[j - 1].lo, g->set[j - 1].hi);
         j--)
      {
        PwDominoGridDomino t = g->set[j];
        g->set[j] = g->set[j - 1];
        g->set[j - 1] = t;
      }
  return TRUE;
}

static void
gen_clear (Gen *g)
{
  g_free (g->shape);
  g_free (g->mate);
  g_free (g->tile);
  g_free (g->deal);
  g_free (g->flip);
  g_free (g->set);
  pw_domino_grid_sampler_free (g->sampler);
  if (g->grid)
    pw_domino_grid_unref (g->grid);
}

PwModel *
pw_domino_grid_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                         GCancellable *cancellable, GError **error)
{
  gint64 n;
  gboolean quad;
  if (!pw_params_get_int (params, "n", 0, PW_DOMINO_GRID_MAX_SIDE - 2, 6, &n, error)
      || !parse_bool (params, "quadrille", &quad, error))
    return NULL;
  const char *faces = pw_params_get (params, "faces");
  if (faces && !g_str_equal (faces, "pips") && !g_str_equal (faces, "numerals"))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Parameter “faces”: “%s” is not one of pips, numerals"), faces);
      return NULL;
    }
  const char *grade = pw_params_get (params, "grade");
  int target = grade ? pw_domino_grid_level_from_id (grade) : PW_DOMINO_GRID_LEVEL_MEDIUM;
  if (target < 1 || target > PW_DOMINO_GRID_LEVEL_UNREASONABLE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Parameter “grade”: “%s” is not one of easy, medium, hard, extreme, "
                     "unreasonable"),
                   grade);
      return NULL;
    }

  Gen g = { 0 };
  g.target = target;
  g.cancellable = cancellable;
  g.progress = progress;
  pw_rng_init (&g.rng, seed);
  if (!load_shape (&g, pw_params_get (params, "shape"), (int) n, quad, error))
    {
      gen_clear (&g);
      return NULL;
    }
  for (int i = 0; i < g.rows * g.cols; i++)
    g.ncells += g.shape[i];
  if (!choose_set (&g, (int) n, pw_params_get (params, "leave-out"), error))
    {
      gen_clear (&g);
      return NULL;
    }
  int cells = g.rows * g.cols;
  g.mate = g_new (int, cells);
  g.tile = g_malloc (sizeof (int[2]) * (cells / 2 + 1));
  g.deal = g_new (PwDominoGridDomino, cells / 2 + 1);
  g.flip = g_new (guint8, cells / 2 + 1);
  g.grid = pw_domino_grid_new (g.rows, g.cols);
  for (int i = 0; i < cells; i++)
    g.grid->cells[i] = g.shape[i] ? 0 : PW_DOMINO_GRID_HOLE;
  if (g.nset == (n + 1) * (n + 2) / 2)
    pw_domino_grid_set_double (g.grid, (int) n);
  else
    pw_domino_grid_set_dominoes (g.grid, g.set, g.nset);

  gboolean done = FALSE;
  if (quad)
    done = quadrille (&g, 20000, error);
  else
    {
      const int restarts = 60;
      for (int attempt = 0; attempt < restarts && !done; attempt++)
        {
          if (g_cancellable_is_cancelled (cancellable))
            break;
          pw_progress_set_fraction (progress, (double) attempt / restarts);
          if (!random_tiling (&g))
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("The shape cannot be tiled by dominoes"));
              gen_clear (&g);
              return NULL;
            }
          deal (&g);
          done = improve (&g, 30 * g.ntiles + 200);
        }
      if (!done && !g_cancellable_is_cancelled (cancellable))
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("No puzzle of grade %s with one solution was found for this shape and "
                       "set; try another grade or seed"), pw_domino_grid_level_id (target));
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error) || !done)
    {
      gen_clear (&g);
      return NULL;
    }
  pw_domino_grid_init_solution (g.grid);
  memcpy (g.grid->mate, g.mate, sizeof (int) * cells);
  for (int i = 0; i < cells; i++)
    if (!g.shape[i])
      g.grid->mate[i] = PW_DOMINO_GRID_NO_MATE;
  PwDominoGrid *out = g_steal_pointer (&g.grid);
  out->numerals = faces && g_str_equal (faces, "numerals");
  gen_clear (&g);
  return &out->parent;
}

/* Design from a tiling: the layout laid by hand (the stored solution)
 * stays; the set is dealt onto it and improved until the board has one
 * solution at the grade asked for. */
PwDominoGrid *
pw_domino_grid_number_layout (const PwDominoGrid *layout, const char *grade, guint64 seed,
                              GCancellable *cancellable, GError **error)
{
  int target = grade ? pw_domino_grid_level_from_id (grade) : PW_DOMINO_GRID_LEVEL_MEDIUM;
  if (target < 1 || target > PW_DOMINO_GRID_LEVEL_UNREASONABLE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Parameter “grade”: “%s” is not one of easy, medium, hard, extreme, "
                     "unreasonable"),
                   grade);
      return NULL;
    }
  if (!pw_domino_grid_has_full_solution (layout))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Lay dominoes over the whole board first: the numbers are dealt onto "
                     "that layout"));
      return NULL;
    }
  int cells = layout->rows * layout->cols;
  Gen g = { 0 };
  g.target = target;
  g.cancellable = cancellable;
  pw_rng_init (&g.rng, seed);
  g.rows = layout->rows;
  g.cols = layout->cols;
  g.shape = g_new (gboolean, cells);
  for (int i = 0; i < cells; i++)
    g.ncells += g.shape[i] = layout->cells[i] != PW_DOMINO_GRID_HOLE;
  g.set = g_memdup2 (layout->dominoes->data, sizeof (PwDominoGridDomino) * layout->dominoes->len);
  g.nset = layout->dominoes->len;
  if (2 * g.nset != g.ncells)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The board has %d cells but the set covers %d"), g.ncells, 2 * g.nset);
      gen_clear (&g);
      return NULL;
    }
  g.mate = g_memdup2 (layout->mate, sizeof (int) * cells);
  g.tile = g_malloc (sizeof (int[2]) * (cells / 2 + 1));
  g.deal = g_new (PwDominoGridDomino, cells / 2 + 1);
  g.flip = g_new (guint8, cells / 2 + 1);
  for (int i = 0; i < cells; i++)
    if (g.shape[i] && g.mate[i] > i)
      {
        g.tile[g.ntiles][0] = i;
        g.tile[g.ntiles][1] = g.mate[i];
        g.ntiles++;
      }
  g.grid = (PwDominoGrid *) pw_model_copy (&layout->parent);
  pw_domino_grid_clear_solution (g.grid);
  gboolean done = FALSE;
  for (int attempt = 0; attempt < 60 && !done && !g_cancellable_is_cancelled (cancellable);
       attempt++)
    {
      deal (&g);
      done = improve (&g, 30 * g.ntiles + 200);
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      gen_clear (&g);
      return NULL;
    }
  if (!done)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("No numbering of grade %s with one solution was found for this layout; "
                     "try another grade"), pw_domino_grid_level_id (target));
      gen_clear (&g);
      return NULL;
    }
  pw_domino_grid_init_solution (g.grid);
  memcpy (g.grid->mate, layout->mate, sizeof (int) * cells);
  PwDominoGrid *out = g_steal_pointer (&g.grid);
  gen_clear (&g);
  return out;
}
