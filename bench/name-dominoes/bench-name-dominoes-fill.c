/* bench-name-dominoes-fill — auto-fill on the xkcd tiles against Norvig's restarts.
 *
 * For each board size, runs (1) a C port of Norvig's notebook (random
 * frontier square, random tile, restart from an empty board, keep the best
 * of --restarts) and (2) pw_name_dominoes_fill() with a wall-clock budget, for
 * several seeds each.  Prints tiles placed per seed, wall and CPU seconds
 * (getrusage, all threads), the bound (no layout holds more), the medians,
 * and checks every layout with the independent verifier (pw_name_dominoes_validate).
 *
 *   bench-name-dominoes-fill [--seeds 5] [--seconds 10] [--threads 2] [--restarts 100]
 *                    [--boards 27x35,16x24] [--sample FILE]
 *
 * Exit status 1 when a layout is not legal.
 */
#include "pw-config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "name-dominoes-fill.h"
#include "name-dominoes-match.h"
#include "name-dominoes-model.h"
#include "name-dominoes-rules.h"
#include "name-dominoes-json.h"
#include "pw-problem.h"
#include "pw-rng.h"

static double
cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec
         + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

static double
wall_seconds (void)
{
  return g_get_monotonic_time () / 1e6;
}

static PwNameDominoesModel *
load_sample (const char *file)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  if (!json_parser_load_from_file (parser, file, &error))
    g_error ("%s: %s", file, error->message);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  PwNameDominoesModel *m = pw_name_dominoes_load (json_object_get_member (root, "puzzle"), "$.puzzle", &error);
  if (m == NULL)
    g_error ("%s: %s", file, error->message);
  return m;
}

/* ---- Norvig's algorithm, as in the notebook ---- */

typedef struct
{
  int W, H;
  const PwNameDominoesMatcher *m;
  guint n;          /* tiles */
  guint *names;     /* tile * 2 + k */
} Norvig;

static gboolean
norvig_legal (const Norvig *nv, const int *board, guint name, int x, int y)
{
  if (board[y * nv->W + x] >= 0)
    return FALSE;
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { 1, 0, -1, 0 };
  for (int d = 0; d < 4; d++)
    {
      int nx = x + dx[d], ny = y + dy[d];
      if (nx < 0 || ny < 0 || nx >= nv->W || ny >= nv->H)
        continue;
      int v = board[ny * nv->W + nx];
      if (v >= 0 && !pw_name_dominoes_matcher_equal (nv->m, name, (guint) v))
        return FALSE;
    }
  return TRUE;
}

/* One run of dominoes(): returns the tiles placed. */
static guint
norvig_run (const Norvig *nv, PwRng *rng, int *board, gboolean *frontier, guint *order)
{
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { 1, 0, -1, 0 };
  int N = nv->W * nv->H;
  for (int i = 0; i < N; i++)
    {
      board[i] = -1;
      frontier[i] = FALSE;
    }
  for (guint i = 0; i < nv->n; i++)
    order[i] = i;
  pw_rng_shuffle (rng, order, nv->n, sizeof (guint));
  guint left = nv->n, n_frontier = 0, placed = 0;
  int m = MIN (nv->W, nv->H) / 2;
  int locs[2][2] = { { m, m }, { m, m + 1 } };
  guint tile = order[--left];
  guint names[2] = { nv->names[tile * 2], nv->names[tile * 2 + 1] };
  for (;;)
    {
      /* put_tile */
      for (int k = 0; k < 2; k++)
        {
          int c = locs[k][1] * nv->W + locs[k][0];
          board[c] = (int) names[k];
          if (frontier[c])
            {
              frontier[c] = FALSE;
              n_frontier--;
            }
        }
      for (int k = 0; k < 2; k++)
        for (int d = 0; d < 4; d++)
          {
            int nx = locs[k][0] + dx[d], ny = locs[k][1] + dy[d];
            if (nx < 0 || ny < 0 || nx >= nv->W || ny >= nv->H)
              continue;
            int c = ny * nv->W + nx;
            if (board[c] < 0 && !frontier[c])
              {
                frontier[c] = TRUE;
                n_frontier++;
              }
          }
      placed++;
      /* try_one until one fits or the frontier is empty */
      gboolean found = FALSE;
      while (!found && left > 0 && n_frontier > 0)
        {
          guint pick = (guint) pw_rng_below (rng, n_frontier), seen = 0;
          int loc0 = -1;
          for (int c = 0; c < N && loc0 < 0; c++)
            if (frontier[c] && seen++ == pick)
              loc0 = c;
          frontier[loc0] = FALSE;
          n_frontier--;
          int x0 = loc0 % nv->W, y0 = loc0 / nv->W;
          pw_rng_shuffle (rng, order, left, sizeof (guint));
          for (guint i = 0; i < left && !found; i++)
            for (int rev = 0; rev < 2 && !found; rev++)
              {
                guint n0 = nv->names[order[i] * 2 + rev], n1 = nv->names[order[i] * 2 + 1 - rev];
                if (!norvig_legal (nv, board, n0, x0, y0))
                  continue;
                int dirs[4] = { 0, 1, 2, 3 };
                pw_rng_shuffle (rng, dirs, 4, sizeof (int));
                for (int j = 0; j < 4 && !found; j++)
                  {
                    int x1 = x0 + dx[dirs[j]], y1 = y0 + dy[dirs[j]];
                    if (x1 < 0 || y1 < 0 || x1 >= nv->W || y1 >= nv->H
                        || !norvig_legal (nv, board, n1, x1, y1))
                      continue;
                    locs[0][0] = x0, locs[0][1] = y0, locs[1][0] = x1, locs[1][1] = y1;
                    names[0] = n0, names[1] = n1;
                    order[i] = order[--left];
                    found = TRUE;
                  }
              }
        }
      if (!found)
        return placed;
    }
}

static guint
norvig_best (const PwNameDominoesModel *model, guint W, guint H, guint restarts, guint64 seed)
{
  g_autoptr (PwNameDominoesMatcher) m = pw_name_dominoes_matcher_new (model);
  Norvig nv = { (int) W, (int) H, m, model->tiles->len, NULL };
  nv.names = g_new (guint, nv.n * 2);
  for (guint t = 0; t < nv.n; t++)
    for (guint k = 0; k < 2; k++)
      nv.names[t * 2 + k] = pw_name_dominoes_matcher_tile_id (m, t, k);
  PwRng rng;
  pw_rng_init (&rng, seed);
  g_autofree int *board = g_new (int, W * H);
  g_autofree gboolean *frontier = g_new (gboolean, W * H);
  g_autofree guint *order = g_new (guint, nv.n);
  guint best = 0;
  for (guint r = 0; r < restarts; r++)
    best = MAX (best, norvig_run (&nv, &rng, board, frontier, order));
  g_free (nv.names);
  return best;
}

/* The board with each square's name cut to three letters; blank "___";
 * then how the covered squares touch: cross contacts (sides shared with
 * another tile), sides on the board's edge, and empty squares. */
static void
dump_board (const PwNameDominoesModel *m)
{
  g_autofree int *grid = pw_name_dominoes_model_grid (m);
  guint occupied = 0, cross = 0, edge = 0;
  for (guint y = 0; y < m->height; y++)
    for (guint x = 0; x < m->width; x++)
      {
        int g = grid[y * m->width + x];
        if (g < 0)
          continue;
        occupied++;
        int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };
        for (int d = 0; d < 4; d++)
          {
            int nx = (int) x + dx[d], ny = (int) y + dy[d];
            if (nx < 0 || ny < 0 || nx >= (int) m->width || ny >= (int) m->height)
              edge++;
            else if (grid[ny * m->width + nx] >= 0 && grid[ny * m->width + nx] / 4 != g / 4)
              cross++;
          }
      }
  printf ("covered %u, empty %u, cross contacts per covered square %.2f, edge sides %u\n",
          occupied, m->width * m->height - occupied, (double) cross / MAX (occupied, 1), edge);
  for (guint y = 0; y < m->height; y++)
    {
      for (guint x = 0; x < m->width; x++)
        {
          int g = grid[y * m->width + x];
          if (g < 0)
            {
              printf (" ...");
              continue;
            }
          const PwNameDominoesTile *tile = m->tiles->pdata[g / 4];
          const char *name = tile->names[g % 4];
          printf (" %-3.3s", name[0] ? name : "___");
        }
      printf ("\n");
    }
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, guint n)
{
  qsort (v, n, sizeof (double), compare_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int
main (int argc, char **argv)
{
  int seeds = 5, threads = 2, restarts = 100;
  gboolean dump = FALSE, check = FALSE;
  gint64 rounds = 0;
  double seconds = 10;
  g_autofree char *boards = g_strdup ("27x35,16x24");
  g_autofree char *sample = g_build_filename (PW_SOURCE_DATADIR, "samples",
                                              "name-dominoes.pzw", NULL);
  const GOptionEntry entries[] = {
    { "seeds", 0, 0, G_OPTION_ARG_INT, &seeds, "Seeds per board", "N" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, "Wall-clock budget per fill", "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Threads per fill", "N" },
    { "restarts", 0, 0, G_OPTION_ARG_INT, &restarts, "Norvig restarts per seed (0: skip)", "N" },
    { "boards", 0, 0, G_OPTION_ARG_STRING, &boards, "Boards, e.g. 27x35,16x24", "LIST" },
    { "rounds", 0, 0, G_OPTION_ARG_INT64, &rounds, "Round limit per thread (0: none)", "N" },
    { "self-check", 0, 0, G_OPTION_ARG_NONE, &check, "Check the search state each round (slow)", NULL },
    { "dump", 0, 0, G_OPTION_ARG_NONE, &dump, "Print each layout", NULL },
    { "sample", 0, 0, G_OPTION_ARG_FILENAME, &sample, "The tiles (a .pzw document)", "FILE" },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (NULL);
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_autoptr (GError) error = NULL;
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || seeds < 1)
    {
      fprintf (stderr, "%s\n", error ? error->message : "--seeds must be at least 1");
      return 2;
    }
  g_autoptr (PwNameDominoesModel) model = load_sample (sample);
  g_autoptr (PwNameDominoesStats) stats = pw_name_dominoes_stats_new (model);
  printf ("tiles %u, bound %u (no layout holds more), %d seeds, %d threads, %.1f s per fill, "
          "%u processors\n", model->tiles->len, stats->bound, seeds, threads, seconds,
          g_get_num_processors ());
  int status = 0;
  g_auto (GStrv) list = g_strsplit (boards, ",", -1);
  for (guint b = 0; list[b]; b++)
    {
      guint W, H;
      if (sscanf (list[b], "%ux%u", &W, &H) != 2 || W < 2 || H < 2)
        {
          fprintf (stderr, "bad board “%s”\n", list[b]);
          return 2;
        }
      printf ("\n== %ux%u board ==\n", W, H);
      double base[64], mine[64], walls[64], cpus[64];
      guint n = MIN ((guint) seeds, 64);
      if (restarts > 0)
        {
          double c0 = cpu_seconds ();
          for (guint s = 0; s < n; s++)
            {
              base[s] = norvig_best (model, W, H, (guint) restarts, 1000 + s);
              printf ("norvig  seed %-3u %d restarts: %3.0f tiles\n", s + 1, restarts, base[s]);
            }
          double c = (cpu_seconds () - c0) / n;
          printf ("norvig  median %.0f tiles, %.2f CPU s per seed\n", median (base, n), c);
        }
      for (guint s = 0; s < n; s++)
        {
          PwNameDominoesFillOptions opts = { .width = W, .height = H, .seconds = seconds,
                                      .threads = (guint) threads, .seed = s + 1,
                                      .max_rounds = (guint64) rounds, .self_check = check };
          PwNameDominoesFillReport report;
          double c0 = cpu_seconds (), w0 = wall_seconds ();
          g_autoptr (PwNameDominoesModel) filled = pw_name_dominoes_fill (model, &opts, NULL, NULL, &report,
                                                           &error);
          walls[s] = wall_seconds () - w0;
          cpus[s] = cpu_seconds () - c0;
          if (filled == NULL)
            g_error ("fill: %s", error->message);
          g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (filled);
          guint errors = pw_problem_list_count_errors (problems);
          guint placed = pw_name_dominoes_model_count_placed (filled);
          gboolean legal = errors == 0 && placed == report.placed;
          if (!legal)
            status = 1;
          mine[s] = placed;
          printf ("fill    seed %-3u %3u tiles of bound %u, %5.2f s wall, %5.2f CPU s, "
                  "%" G_GUINT64_FORMAT " rounds, %s\n", s + 1, placed, report.bound, walls[s],
                  cpus[s], report.rounds,
                  legal ? "verified legal" : "NOT LEGAL");
          if (dump)
            dump_board (filled);
          for (guint i = 0; i < problems->len && i < 5 && errors; i++)
            printf ("        %s\n", ((PwProblem *) problems->pdata[i])->message);
        }
      double best_fill = 0;
      for (guint s = 0; s < n; s++)
        best_fill = MAX (best_fill, mine[s]);
      double med = median (mine, n);
      printf ("fill    median %.0f tiles (min %.0f, max %.0f) of bound %u; median %.2f s wall, "
              "%.2f CPU s", med, mine[0], best_fill, stats->bound, median (walls, n),
              median (cpus, n));
      if (restarts > 0)
        printf ("; %+.0f tiles over Norvig's median", med - median (base, n));
      printf ("\n");
    }
  return status;
}
