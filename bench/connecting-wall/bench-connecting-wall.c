/* bench-connecting-wall — connecting walls: how long the decomposition table takes
 * to load, a 4×4 wall to verify, and a verified-unique CJK wall to
 * generate (with the sheet font's glyph check, as the app runs it).
 * Prints medians; run it on a quiet machine and compare runs made in one
 * invocation.
 *   bench-connecting-wall [TABLE.bin]   (default: the table of the build) */
#include <stdio.h>
#include <stdlib.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-components.h"
#include "connecting-wall-generate.h"
#include "connecting-wall-paths.h"
#include "connecting-wall-verify.h"
#include "pw-kinds.h"
#include "pw-render.h"

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *v, guint n)
{
  qsort (v, n, sizeof (double), cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : PW_CONNECTING_WALL_CJK_BUILD_TABLE;
  if (*path == '\0' || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      fprintf (stderr, "no decomposition table (run build-aux/fetch-cjk-data and build)\n");
      return 1;
    }
  pw_kinds_register_builtin ();
  pw_render_register_builtin (); /* the glyph check the generator uses */

  enum { LOADS = 21, VERIFIES = 2001, SEEDS = 20 };
  double t[VERIFIES];
  PwConnectingWallCjkTable *table = NULL;
  for (guint i = 0; i < LOADS; i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      PwConnectingWallCjkTable *loaded = pw_connecting_wall_cjk_table_load (path, &error);
      t[i] = (g_get_monotonic_time () - start) / 1000.0;
      if (loaded == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      pw_connecting_wall_cjk_table_free (table);
      table = loaded;
    }
  printf ("table load:    median %.2f ms over %u loads (%u keys, target < 50 ms)\n",
          median (t, LOADS), LOADS, pw_connecting_wall_cjk_table_n_keys (table));

  /* The Lion Wall, categories at depth 2. */
  static const char *const rows[] = { "疗疔疰㾄", "宁宔宙宗", "犰㹥㹨狋", "㕤𠮩叮呩" };
  g_autoptr (PwModel) model = &pw_connecting_wall_model_new (4)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  for (guint r = 0; r < 4; r++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
      for (const char *p = rows[r]; *p; p = g_utf8_next_char (p))
        {
          char buf[8] = { 0 };
          g_unichar_to_utf8 (g_utf8_get_char (p), buf);
          pw_connecting_wall_card_add (grp, buf);
        }
    }
  if (!pw_connecting_wall_fill_components (m, table, NULL))
    return 1;
  guint64 solutions = 0;
  for (guint i = 0; i < VERIFIES; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr (PwConnectingWallCount) c = pw_connecting_wall_count (m, 10000, 20, NULL, NULL);
      t[i] = (double) (g_get_monotonic_time () - start);
      solutions = c->solutions;
    }
  printf ("verify 4×4:    median %.1f µs over %u runs (the Lion Wall, %" G_GUINT64_FORMAT
          " solution, target < 1 ms)\n",
          median (t, VERIFIES), VERIFIES, solutions);

  double worst = 0;
  for (guint s = 0; s < SEEDS; s++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_autoptr (PwModel) wall = pw_connecting_wall_generate_with_table (table, pw_connecting_wall_unihan_get_default (NULL), params, s + 1, NULL, NULL,
                                                              &error);
      t[s] = (g_get_monotonic_time () - start) / 1000.0;
      if (wall == NULL)
        {
          fprintf (stderr, "seed %u: %s\n", s + 1, error->message);
          return 1;
        }
      worst = MAX (worst, t[s]);
    }
  printf ("generate 4×4:  median %.1f ms over %u seeds, slowest %.1f ms (verified unique, "
          "components \"any\", depth 2, target < 100 ms)\n",
          median (t, SEEDS), SEEDS, worst);
  pw_connecting_wall_cjk_table_free (table);
  return 0;
}
