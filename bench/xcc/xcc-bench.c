/* xcc-bench — how fast the exact-cover engine counts and finds solutions.
 *
 * For each instance: the solutions, the nodes, and the median CPU seconds
 * (getrusage, all threads) and wall seconds of several runs.  Usage:
 *
 *   xcc-bench [--runs N] [--only NAME] [--threads N]
 *
 * Instances: queens12, langford11, langford12, pento3x20, pento6x10,
 * pento6x10-2t (2 threads; counts wall time), wordsearch (20 words on
 * 10x11, 8 directions, first solution, over several random word lists).
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "pw-xcc.h"
#include "xcc-problems.h"

static double
cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6
         + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

typedef struct
{
  const char *name;
  const char *what;
  PwXcc *(*build) (void);
  PwXccMode mode;
  guint threads;
} Instance;

static PwXcc *build_queens12 (void) { return xcc_problem_queens (12); }
static PwXcc *build_langford11 (void) { return xcc_problem_langford (11); }
static PwXcc *build_langford12 (void) { return xcc_problem_langford (12); }
static PwXcc *build_pento3x20 (void) { return xcc_problem_pentominoes (20, 3); }
static PwXcc *build_pento6x10 (void) { return xcc_problem_pentominoes (10, 6); }

static const Instance instances[] = {
  { "queens12", "12 queens, all", build_queens12, PW_XCC_MODE_COUNT, 1 },
  { "langford11", "Langford n=11, all", build_langford11, PW_XCC_MODE_COUNT, 1 },
  { "langford12", "Langford n=12, all", build_langford12, PW_XCC_MODE_COUNT, 1 },
  { "pento3x20", "pentominoes 3x20, all", build_pento3x20, PW_XCC_MODE_COUNT, 1 },
  { "pento6x10", "pentominoes 6x10, all", build_pento6x10, PW_XCC_MODE_COUNT, 1 },
  { "pento6x10-2t", "pentominoes 6x10, all, 2 threads", build_pento6x10, PW_XCC_MODE_COUNT, 2 },
};

static void
run_instance (const Instance *in, int runs, guint threads)
{
  g_autoptr (PwXcc) xcc = in->build ();
  double cpu[64], wall[64];
  PwXccResult result = { 0 };
  PwXccConfig config = { .mode = in->mode, .n_threads = threads ? threads : in->threads };

  for (int r = 0; r < runs; r++)
    {
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      pw_xcc_result_clear (&result);
      if (!pw_xcc_solve (xcc, &config, &result, NULL))
        g_error ("search failed");
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  printf ("%-14s %-36s threads=%u solutions=%" G_GUINT64_FORMAT " nodes=%" G_GUINT64_FORMAT
          " cpu=%.3f wall=%.3f (median of %d)\n",
          in->name, in->what, config.n_threads, result.solutions, result.nodes,
          median (cpu, runs), median (wall, runs), runs);
  pw_xcc_result_clear (&result);
}

/* First solutions of word searches: our engine against plain dancing links
 * (the same engine with the items in the order given, which is what dlx2
 * does), summed over @n_lists random word lists. */
static void
run_word_search (int runs, guint n_lists)
{
  guint64 nodes = 0, found = 0;
  double cpu[64], wall[64];

  for (int r = 0; r < runs; r++)
    {
      nodes = found = 0;
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      for (guint k = 0; k < n_lists; k++)
        {
          g_auto (GStrv) words = xcc_random_words (1000 + k, 20, 9);
          g_autoptr (PwXcc) xcc = xcc_problem_word_search ((const char *const *) words, 10, 11, 8);
          PwXccConfig config = { .mode = PW_XCC_MODE_FIRST };
          PwXccResult result;
          if (!pw_xcc_solve (xcc, &config, &result, NULL))
            g_error ("search failed");
          nodes += result.nodes;
          found += result.solution != NULL;
          pw_xcc_result_clear (&result);
        }
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  printf ("%-14s %-36s lists=%u solved=%" G_GUINT64_FORMAT " nodes=%" G_GUINT64_FORMAT
          " cpu=%.3f wall=%.3f (median of %d)\n",
          "wordsearch", "20 words on 10x11, 8 dirs, first", n_lists, found, nodes,
          median (cpu, runs), median (wall, runs), runs);
}

int
main (int argc, char **argv)
{
  int runs = 5;
  guint threads = 0;
  const char *only = NULL;

  for (int a = 1; a < argc; a++)
    {
      if (g_str_equal (argv[a], "--runs") && a + 1 < argc)
        {
          int n = atoi (argv[++a]);
          runs = CLAMP (n, 1, 64);
        }
      else if (g_str_equal (argv[a], "--only") && a + 1 < argc)
        only = argv[++a];
      else if (g_str_equal (argv[a], "--threads") && a + 1 < argc)
        threads = atoi (argv[++a]);
      else
        {
          fprintf (stderr, "usage: xcc-bench [--runs N] [--only NAME] [--threads N]\n");
          return 2;
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (instances); k++)
    if (only == NULL || g_str_equal (only, instances[k].name))
      run_instance (&instances[k], runs, threads);
  if (only == NULL || g_str_equal (only, "wordsearch"))
    run_word_search (runs, 20);
  return 0;
}
