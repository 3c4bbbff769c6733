/* bench-class-set — a class set of 30 variants with answer keys as PDF.
 *
 * Target (issue 4): composing and writing the PDF under 3 s, generation
 * excluded and measured separately.  Prints medians of several runs in
 * CPU seconds (getrusage), and a one-sheet PDF as a baseline in the same
 * run, since the machine is shared and noisy.
 *
 *   PUZZLEWRIGHT_TEST_KIND=1 _build/bench/render/bench-class-set [RUNS]
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "pw-export.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "pw-sheet.h"
#include "test-kind.h"

static double
cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec
         + ru.ru_stime.tv_usec / 1e6;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

static PwSheetSet *
generate (guint n, guint64 seed, guint count)
{
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *c = g_strdup_printf ("%u", count);
  pw_params_set (params, "count", c);
  g_autoptr (GError) error = NULL;
  PwSheetSet *set = pw_sheet_set_generate (pw_registry_lookup (PW_TEST_KIND_ID), params, seed, n,
                                           NULL, NULL, &error);
  if (set == NULL || !pw_sheet_set_solve (set, NULL, NULL, &error))
    g_error ("%s", error->message);
  return set;
}

/* Composes @set and writes it as a PDF to @path; returns the bytes. */
static gsize
compose_and_write (PwSheetSet *set, guint per_page, PwAnswers answers, const char *path,
                   guint *n_pages)
{
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  options->title = g_strdup ("Class set — 組 A");
  options->per_page = per_page;
  options->answers = answers;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_sheet_compose (set, options, &error);
  if (pages == NULL || !pw_export_pages (pages, PW_EXPORT_PDF, path, 0, NULL, NULL, &error))
    g_error ("%s", error->message);
  *n_pages = pw_pages_get_n_pages (pages);
  GStatBuf st;
  g_stat (path, &st);
  return st.st_size;
}

typedef struct
{
  const char *name;
  guint variants, per_page, count;
  PwAnswers answers;
} Case;

int
main (int argc, char **argv)
{
  if (g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") != 0)
    g_setenv ("PUZZLEWRIGHT_TEST_KIND", "1", TRUE);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 7;
  runs = CLAMP (runs, 1, 100);
  g_autofree char *dir = g_dir_make_tmp ("pw-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "set.pdf", NULL);

  const Case cases[] = {
    { "baseline: 1 sheet + key", 1, 1, 12, PW_ANSWERS_SEPARATE },
    { "30 variants, 1/page, separate keys", 30, 1, 12, PW_ANSWERS_SEPARATE },
    { "30 variants, 1/page, compact keys", 30, 1, 12, PW_ANSWERS_COMPACT },
    { "30 variants, 4/page, separate keys", 30, 4, 12, PW_ANSWERS_SEPARATE },
    { "30 variants of 64 numbers, separate", 30, 1, 64, PW_ANSWERS_SEPARATE },
  };
  printf ("%-38s %6s %10s %12s %12s %8s\n", "case (median of runs)", "pages", "PDF bytes",
          "generate s", "compose s", "ratio");
  double baseline = 0;
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GArray) gen = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr (GArray) comp = g_array_new (FALSE, FALSE, sizeof (double));
      guint n_pages = 0;
      gsize bytes = 0;
      for (guint r = 0; r < runs; r++)
        {
          double t0 = cpu_seconds ();
          g_autoptr (PwSheetSet) set = generate (cases[c].variants, 1000 + r, cases[c].count);
          double t1 = cpu_seconds ();
          bytes = compose_and_write (set, cases[c].per_page, cases[c].answers, path, &n_pages);
          double t2 = cpu_seconds ();
          double g = t1 - t0, k = t2 - t1;
          g_array_append_val (gen, g);
          g_array_append_val (comp, k);
        }
      double m = median (comp);
      if (c == 0)
        baseline = m;
      printf ("%-38s %6u %10" G_GSIZE_FORMAT " %12.4f %12.4f %7.1fx\n", cases[c].name, n_pages,
              bytes, median (gen), m, baseline > 0 ? m / baseline : 0);
    }
  printf ("target: a class set of 30 variants with keys composed and written in under 3 s "
          "(CPU)\n");
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
