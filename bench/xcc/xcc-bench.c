/* xcc-bench — how fast the exact-cover engine counts and finds solutions.
 *
 *   xcc-bench [--runs N] [--only NAME] [--no-baseline]
 *
 * For each instance it prints the solutions, the search tree nodes, and
 * the median CPU seconds (getrusage: all threads) and wall seconds of N
 * runs (default 5), first with the engine the problem gets by default,
 * then — unless --no-baseline — with plain dancing links (the "links"
 * engine: Knuth's Algorithm C as in dlx2, the same branching), measured in
 * the same invocation so that the ratio survives a noisy machine.
 *
 * Instances: queens12, langford11, langford12, pento3x20, pento6x10,
 * pento6x10-2t (2 threads; the target is wall time), wordsearch (first
 * solutions: 20 words on 10x11 in 8 directions, words primary, cells
 * secondary coloured by letter), memory (bytes per option item of a large
 * problem, with and without colours, beyond the problem text).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "pw-rng.h"
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

/* PW_XCC_ENGINE (pw-xcc-private.h) picks the engine; NULL = the default. */
static void
use_engine (const char *engine)
{
  if (engine == NULL)
    g_unsetenv ("PW_XCC_ENGINE");
  else
    g_setenv ("PW_XCC_ENGINE", engine, TRUE);
}

typedef struct
{
  const char *name;
  const char *what;
  PwXcc *(*build) (void);
  guint threads;
} Instance;

static PwXcc *build_queens12 (void) { return xcc_problem_queens (12); }
static PwXcc *build_langford11 (void) { return xcc_problem_langford (11); }
static PwXcc *build_langford12 (void) { return xcc_problem_langford (12); }
static PwXcc *build_pento3x20 (void) { return xcc_problem_pentominoes (20, 3); }
static PwXcc *build_pento6x10 (void) { return xcc_problem_pentominoes (10, 6); }

static const Instance instances[] = {
  { "queens12", "12 queens, count all", build_queens12, 1 },
  { "langford11", "Langford n=11, count all", build_langford11, 1 },
  { "langford12", "Langford n=12, count all", build_langford12, 1 },
  { "pento3x20", "pentominoes 3x20, count all", build_pento3x20, 1 },
  { "pento6x10", "pentominoes 6x10, count all", build_pento6x10, 1 },
  { "pento6x10-2t", "pentominoes 6x10, count all, 2 threads", build_pento6x10, 2 },
};

static double
run_count (const Instance *in, const char *engine, int runs)
{
  g_autoptr (PwXcc) xcc = in->build ();
  double cpu[64], wall[64];
  PwXccResult result = { 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .n_threads = in->threads };

  use_engine (engine);
  for (int r = 0; r < runs; r++)
    {
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      if (!pw_xcc_solve (xcc, &config, &result, NULL))
        g_error ("search failed");
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  double c = median (cpu, runs), w = median (wall, runs);
  printf ("%-13s %-8s %-40s solutions=%" G_GUINT64_FORMAT " nodes=%" G_GUINT64_FORMAT
          " cpu=%.3f wall=%.3f\n",
          in->name, engine ? engine : "default", in->what, result.solutions, result.nodes, c, w);
  use_engine (NULL);
  return in->threads > 1 ? w : c;
}

/* Twenty fruit, 100 letters in all: a word search as people make them. */
static const char *const fruit[] = {
  "APPLE", "BANANA", "CHERRY", "GRAPE", "LEMON", "MANGO", "MELON", "OLIVE", "PEACH", "PEAR",
  "PLUM", "KIWI", "LIME", "FIG", "DATE", "GUAVA", "PAPAYA", "ORANGE", "QUINCE", "APRICOT", NULL
};

#define N_RANDOM_LISTS 11

/* First solutions: the fruit, then random lists of 20 words of 3..9
 * letters (about 120 letters on 110 cells, so words must cross) from
 * seeds 1000..1010; every 21 nodes is a list solved without a wrong turn. */
static void
run_word_search (const char *engine, int runs)
{
  guint64 nodes = 0, found = 0, fruit_nodes = 0;
  double cpu[64], wall[64];

  use_engine (engine);
  for (int r = 0; r < runs; r++)
    {
      nodes = found = 0;
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      for (int k = -1; k < N_RANDOM_LISTS; k++)
        {
          g_auto (GStrv) words = k < 0 ? g_strdupv ((char **) fruit)
                                       : xcc_random_words (1000 + k, 20, 9);
          g_autoptr (PwXcc) xcc = xcc_problem_word_search ((const char *const *) words, 10, 11, 8);
          PwXccConfig config = { .mode = PW_XCC_MODE_FIRST };
          PwXccResult result;
          if (!pw_xcc_solve (xcc, &config, &result, NULL))
            g_error ("search failed");
          if (k < 0)
            fruit_nodes = result.nodes;
          else
            nodes += result.nodes;
          found += result.solution != NULL;
          pw_xcc_result_clear (&result);
        }
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  printf ("%-13s %-8s %-40s found=%" G_GUINT64_FORMAT "/%d nodes: fruit=%" G_GUINT64_FORMAT
          " random=%" G_GUINT64_FORMAT " cpu=%.3f wall=%.3f\n",
          "wordsearch", engine ? engine : "default", "first solution, 20 words, 10x11, 8 dirs",
          found, N_RANDOM_LISTS + 1, fruit_nodes, nodes, median (cpu, runs), median (wall, runs));
  use_engine (NULL);
}

static long
peak_kib (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* A large problem written as DLX text: 16000 primary items in blocks of 8
 * (one option per block, so a solution is found straight away), 4000
 * secondary items, and 150000 random options of 6 primary and 2 secondary
 * items, coloured or not. */
static char *
write_big_problem (gboolean coloured, gsize *elements)
{
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("xcc-bench-XXXXXX.dlx", &path, NULL);
  FILE *out = fdopen (fd, "w");
  PwRng rng;

  pw_rng_init (&rng, 7);
  for (int i = 0; i < 16000; i++)
    fprintf (out, "p%d ", i);
  fprintf (out, "|");
  for (int i = 0; i < 4000; i++)
    fprintf (out, " s%d", i);
  fprintf (out, "\n");
  *elements = 0;
  for (int b = 0; b < 2000; b++, *elements += 8)
    {
      for (int k = 0; k < 8; k++)
        fprintf (out, "p%d ", b * 8 + k);
      fprintf (out, "\n");
    }
  for (int o = 0; o < 150000; o++, *elements += 8)
    {
      int base = pw_rng_below (&rng, 16000 - 200);
      for (int k = 0; k < 6; k++)
        fprintf (out, "p%d ", base + k * 33);
      int s = pw_rng_below (&rng, 3999);
      if (coloured)
        fprintf (out, "s%d:%c s%d:%c\n", s, 'A' + (int) pw_rng_below (&rng, 4), s + 1,
                 'A' + (int) pw_rng_below (&rng, 4));
      else
        fprintf (out, "s%d s%d\n", s, s + 1);
    }
  fclose (out);
  return g_steal_pointer (&path);
}

/* Peak memory of reading and solving, beyond the text, per option item.
 * Run each case in a fresh process (peaks only grow): --only memory. */
static void
run_memory (gboolean coloured)
{
  gsize elements;
  g_autofree char *path = write_big_problem (coloured, &elements);
  g_autofree char *text = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, NULL))
    g_error ("cannot read %s", path);
  g_unlink (path);
  long before = peak_kib ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) xcc = pw_xcc_parse_dlx (text, length, "big.dlx", &error);
  if (xcc == NULL)
    g_error ("%s", error->message);
  PwXccConfig config = { .mode = PW_XCC_MODE_FIRST };
  PwXccResult result;
  double c0 = cpu_seconds ();
  if (!pw_xcc_solve (xcc, &config, &result, NULL) || result.solution == NULL)
    g_error ("no solution");
  double c = cpu_seconds () - c0;
  long after = peak_kib ();
  printf ("%-13s %-8s %-40s text=%.1f MB items=%u options=%u option-items=%zu "
          "peak beyond text=%.1f MB = %.1f bytes per option item (solve cpu=%.3f)\n",
          coloured ? "memory-links" : "memory-cells", "default",
          coloured ? "parse + first solution, coloured" : "parse + first solution, no colours",
          length / 1e6, pw_xcc_get_n_items (xcc), pw_xcc_get_n_options (xcc), elements,
          (after - before) / 1024.0, (after - before) * 1024.0 / elements, c);
  pw_xcc_result_clear (&result);
}

int
main (int argc, char **argv)
{
  int runs = 5;
  gboolean baseline = TRUE;
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
      else if (g_str_equal (argv[a], "--no-baseline"))
        baseline = FALSE;
      else
        {
          fprintf (stderr, "usage: xcc-bench [--runs N] [--only NAME] [--no-baseline]\n");
          return 2;
        }
    }
  setvbuf (stdout, NULL, _IOLBF, 0);
  printf ("median of %d runs; cpu = getrusage user+system seconds (all threads)\n", runs);
  for (guint k = 0; k < G_N_ELEMENTS (instances); k++)
    if (only == NULL || g_str_equal (only, instances[k].name))
      {
        double ours = run_count (&instances[k], NULL, runs);
        if (baseline)
          {
            double links = run_count (&instances[k], "links", runs);
            printf ("%-13s %-8s plain dancing links / default = %.2f\n", instances[k].name,
                    "ratio", links / ours);
          }
      }
  if (only == NULL || g_str_equal (only, "wordsearch"))
    {
      run_word_search (NULL, runs);
      if (baseline)
        run_word_search ("links", runs);
    }
  if (only != NULL && g_str_equal (only, "memory"))
    run_memory (TRUE);
  if (only != NULL && g_str_equal (only, "memory-cells"))
    run_memory (FALSE);
  return 0;
}
