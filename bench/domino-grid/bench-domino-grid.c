/* bench-domino-grid — the domino-grid kind's speed targets (issues 5, 14).
 *
 * Prints medians of CPU time (getrusage, user + system) per operation:
 *   generate a unique double-9 at grade hard     (target ≤ 35 ms; Simon
 *     Tatham's generator, measured side by side: 556 ms at his Hard)
 *   generate a unique double-12 at grade hard    (target ≤ 1 s; his: 41 s)
 *   generate at every grade, double-6 and double-9 (no target)
 *   solve (the graded rules) and count (limit 2) a double-6  (target ≤ 50 µs)
 *   count the tilings of 13×14 exactly           (target < 10 ms)
 * Usage: bench-domino-grid [RUNS]   (RUNS puzzles/seeds per figure; default 21)
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "domino-grid-generator.h"
#include "domino-grid-solver.h"
#include "domino-grid-tilings.h"

static double
cpu_now (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec
         + ru.ru_stime.tv_usec / 1e6;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static PwModel *
generate (int n, const char *grade, guint64 seed)
{
  g_autoptr (PwParams) p = pw_params_new ();
  g_autofree char *nv = g_strdup_printf ("%d", n);
  pw_params_set (p, "n", nv);
  pw_params_set (p, "grade", grade);
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_kind_generate (pw_domino_grid_kind (), p, seed, NULL, NULL, &error);
  if (m == NULL)
    g_error ("double-%d %s seed %" G_GUINT64_FORMAT ": %s", n, grade, seed, error->message);
  return m;
}

static void
bench_generate (int n, const char *grade, int runs, const char *target)
{
  double *t = g_new (double, runs);
  for (int i = 0; i < runs; i++)
    {
      double t0 = cpu_now ();
      g_autoptr (PwModel) m = generate (n, grade, 1000 + i);
      t[i] = cpu_now () - t0;
    }
  double med = median (t, runs);
  printf ("generate double-%-2d %-12s median %9.3f ms  (min %.3f, max %.3f; %d seeds)  target %s\n",
          n, grade, med * 1e3, t[0] * 1e3, t[runs - 1] * 1e3, runs, target);
  g_free (t);
}

/* One puzzle: the graded solve (up to extreme) and a count to 2, as the
 * verify operation does, repeated to get above the clock's grain. */
static double
solve_and_count_once (const PwModel *m, int reps)
{
  const PwDominoGrid *g = (const PwDominoGrid *) m;
  double t0 = cpu_now ();
  for (int r = 0; r < reps; r++)
    {
      g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
      g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
      int level;
      if (pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_UNREASONABLE, &level) != PW_DOMINO_GRID_SOLVED)
        g_error ("the rules did not finish a generated puzzle");
      PwDominoGridCount c = { 0 };
      pw_domino_grid_count (b, 2, 0, NULL, &c);
      if (c.count != 1)
        g_error ("a generated puzzle has %" G_GINT64_FORMAT " solutions", c.count);
      pw_domino_grid_count_clear (&c);
    }
  return (cpu_now () - t0) / reps;
}

static void
bench_solve (int runs)
{
  static const char *const grades[] = { "easy", "medium", "hard", "extreme", "unreasonable" };
  for (int gi = 0; gi < 5; gi++)
    {
      double *t = g_new (double, runs);
      for (int i = 0; i < runs; i++)
        {
          g_autoptr (PwModel) m = generate (6, grades[gi], 5000 + i);
          t[i] = solve_and_count_once (m, 400);
        }
      double med = median (t, runs);
      /* The target (issue 5) is for Tatham's four grades; the fifth tries
       * placements one by one and has none. */
      printf ("solve+count double-6 %-12s median %7.1f µs  (min %.1f, max %.1f; %d puzzles)  "
              "target %s\n", grades[gi], med * 1e6, t[0] * 1e6, t[runs - 1] * 1e6, runs,
              gi < 4 ? "≤ 50 µs" : "(none)");
      g_free (t);
    }
  g_autoptr (PwModel) m9 = pw_domino_grid_create_default ();
  printf ("solve+count Caviness m9        %7.1f µs\n", solve_and_count_once (m9, 2000) * 1e6);
}

static void
bench_tilings (int runs)
{
  double *t = g_new (double, runs);
  for (int i = 0; i < runs; i++)
    {
      double t0 = cpu_now ();
      g_autofree char *s = pw_domino_grid_count_tilings (13, 14, NULL, NULL, NULL);
      t[i] = cpu_now () - t0;
      if (g_strcmp0 (s, "1974622635952709613247") != 0)
        g_error ("13×14 tilings: %s", s);
    }
  double med = median (t, runs);
  printf ("tilings 13×14                  median %7.2f ms  (min %.2f, max %.2f; %d runs)  "
          "target < 10 ms\n", med * 1e3, t[0] * 1e3, t[runs - 1] * 1e3, runs);
  g_free (t);
}

int
main (int argc, char **argv)
{
  int runs = argc > 1 ? atoi (argv[1]) : 21;
  if (runs < 1)
    runs = 21;
  bench_tilings (runs);
  bench_solve (runs);
  bench_generate (9, "hard", runs, "≤ 35 ms");
  bench_generate (12, "hard", runs, "≤ 1 s");
  static const char *const grades[] = { "easy", "medium", "hard", "extreme", "unreasonable" };
  for (int n = 6; n <= 9; n += 3)
    for (int gi = 0; gi < 5; gi++)
      if (n != 9 || gi != 2)
        bench_generate (n, grades[gi], runs, "(none)");
  bench_generate (12, "extreme", MAX (runs / 3, 3), "(none)");
  bench_generate (15, "hard", MAX (runs / 3, 3), "(none)");
  return 0;
}
