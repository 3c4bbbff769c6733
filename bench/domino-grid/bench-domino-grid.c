/* bench-domino-grid — the domino-grid kind's speed targets (issues 5, 14).
 *
 * Prints medians of CPU time (getrusage, user + system) per operation:
 *   generate a unique double-9 at grade hard     (target ≤ 35 ms; Simon
 *     Tatham's generator, measured side by side: 556 ms at his Hard)
 *   generate a unique double-12 at grade hard    (target ≤ 1 s; his: 41 s)
 *   generate at every grade, double-6 and double-9 (no target)
 *   solve (the graded rules) and count (limit 2) a double-6  (target ≤ 50 µs)
 *   count the tilings of 13×14 exactly           (target < 10 ms)
 *   generate every size (double-6, -9, -12) at every grade (issue 26),
 *     seeds 11, 12, …, beside Simon Tatham's generator at his matching
 *     grade (Trivial, Basic, Hard, Extreme) when --tatham is given
 *     (target: ours at most a fifth of his in every cell)
 * Usage: bench-domino-grid [RUNS] [--table-only] [--tatham PROGRAM]
 *   RUNS puzzles/seeds per figure (default 21).  PROGRAM is a driver
 *   built outside this project from Tatham's published source (see
 *   tatham-dominosa-driver.c beside this file): "PROGRAM PARAMS FIRST LAST"
 *   generates one puzzle per seed and prints "PARAMS median M ms …".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

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

/* The median CPU milliseconds of generating double-@n at @grade over
 * seeds @first… (@runs of them). */
static double
generate_median_ms (int n, const char *grade, guint64 first, int runs, double *lo, double *hi)
{
  double *t = g_new (double, runs);
  for (int i = 0; i < runs; i++)
    {
      double t0 = cpu_now ();
      g_autoptr (PwModel) m = generate (n, grade, first + i);
      t[i] = cpu_now () - t0;
    }
  double med = median (t, runs) * 1e3;
  *lo = t[0] * 1e3;
  *hi = t[runs - 1] * 1e3;
  g_free (t);
  return med;
}

/* Tatham's generator gives up on nothing: at his Hard and Extreme grades
 * a double-9 takes seconds and a double-12 minutes per seed, so each
 * cell gets this long before it is reported as "over". */
#define TATHAM_BUDGET "60"

/* Tatham's median for PARAMS ("12dt") over the same seeds; -2 when
 * it ran over TATHAM_BUDGET seconds, -1 when it could not run. */
static double
tatham_median_ms (const char *program, const char *params, guint64 first, int runs)
{
  g_autofree char *a = g_strdup_printf ("%" G_GUINT64_FORMAT, first);
  g_autofree char *b = g_strdup_printf ("%" G_GUINT64_FORMAT, first + runs - 1);
  const char *argv[] = { "timeout", TATHAM_BUDGET, program, params, a, b, NULL };
  g_autofree char *out = NULL;
  int status;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, NULL))
    return -1;
  if (WIFEXITED (status) && WEXITSTATUS (status) == 124)
    return -2;
  if (!g_spawn_check_wait_status (status, NULL))
    return -1;
  const char *m = strstr (out, "median ");
  return m != NULL ? g_ascii_strtod (m + 7, NULL) : -1;
}

/* Every size × every grade, so that a regression in any cell shows
 * (issue 26: double-12 easy had gone from 0.5 to 31 ms unnoticed). */
static void
bench_table (int runs, const char *tatham)
{
  static const char *const grades[] = { "easy", "medium", "hard", "extreme", "unreasonable" };
  static const char tatham_grade[] = { 't', 'b', 'h', 'e' };
  printf ("%-10s %-13s %10s %10s %10s  %12s %8s\n", "set", "grade", "median ms", "min",
          "max", "Tatham ms", "ours/his");
  for (int n = 6; n <= 12; n += 3)
    for (int gi = 0; gi < 5; gi++)
      {
        double lo, hi;
        double ours = generate_median_ms (n, grades[gi], 11, runs, &lo, &hi);
        printf ("double-%-3d %-13s %10.3f %10.3f %10.3f", n, grades[gi], ours, lo, hi);
        double his = -1;
        if (tatham != NULL && gi < 4)
          {
            g_autofree char *params = g_strdup_printf ("%dd%c", n, tatham_grade[gi]);
            his = tatham_median_ms (tatham, params, 11, runs);
          }
        if (his > 0)
          printf ("  %12.3f %8.3f\n", his, ours / his);
        else if (his == -2)
          printf ("  %12s %8s\n", "over " TATHAM_BUDGET " s", "-");
        else
          printf ("  %12s %8s\n", "-", "-");
      }
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
  int runs = 21;
  gboolean table_only = FALSE;
  const char *tatham = NULL;
  for (int a = 1; a < argc; a++)
    if (g_str_equal (argv[a], "--tatham") && a + 1 < argc)
      tatham = argv[++a];
    else if (g_str_equal (argv[a], "--table-only"))
      table_only = TRUE;
    else if (atoi (argv[a]) > 0)
      runs = atoi (argv[a]);
  setvbuf (stdout, NULL, _IOLBF, 0);
  bench_table (runs, tatham);
  if (table_only)
    return 0;
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
