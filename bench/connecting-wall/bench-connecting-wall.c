/* bench-connecting-wall — connecting walls: how long the decomposition table takes
 * to load, a 4×4 wall to verify, 8×8 walls with large categories to
 * verify, and a verified-unique CJK wall to generate (with the sheet
 * font's glyph check, as the app runs it).
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
#include "pw-rng.h"

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

/* An 8×8 wall, each row its own category, and @herrings red herrings
 * each on @span cards drawn at random (seed @seed). */
static PwConnectingWallModel *
herring_wall (guint herrings, guint span, guint64 seed)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (8);
  PwRng rng;
  pw_rng_init (&rng, seed);
  PwConnectingWallCard *cards[64];
  for (guint r = 0; r < 8; r++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
      g_autofree char *row = g_strdup_printf ("row%u", r);
      pw_connecting_wall_category_ensure (m, row, FALSE);
      for (guint j = 0; j < 8; j++)
        {
          g_autofree char *text = g_strdup_printf ("c%u", r * 8 + j);
          cards[r * 8 + j] = pw_connecting_wall_card_add (grp, text);
          pw_connecting_wall_card_add_category (cards[r * 8 + j], row);
        }
    }
  for (guint h = 0; h < herrings; h++)
    {
      g_autofree char *name = g_strdup_printf ("h%u", h);
      pw_connecting_wall_category_ensure (m, name, TRUE);
      guint order[64];
      for (guint i = 0; i < 64; i++)
        order[i] = i;
      for (guint i = 0; i < span; i++)
        {
          guint j = i + (guint) pw_rng_below (&rng, 64 - i);
          guint t = order[i];
          order[i] = order[j];
          order[j] = t;
          pw_connecting_wall_card_add_category (cards[order[i]], name);
        }
    }
  return m;
}

/* Verifies 8×8 walls with large red herrings, as a teacher's wall with
 * broad categories is: the time of each, and what it found. */
static void
bench_large_categories (void)
{
  static const guint shapes[][2] = { { 8, 16 }, { 8, 20 }, { 4, 24 }, { 2, 32 } };
  enum { SEEDS = 10 };
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      double t[SEEDS], worst = 0;
      guint unique = 0, stopped = 0, refused = 0;
      guint64 most_steps = 0;
      for (guint seed = 0; seed < SEEDS; seed++)
        {
          g_autoptr (PwModel) model = &herring_wall (shapes[s][0], shapes[s][1], seed + 1)->parent;
          gint64 start = g_get_monotonic_time ();
          g_autoptr (PwConnectingWallCount) c
            = pw_connecting_wall_count ((PwConnectingWallModel *) model, 10000, 20, NULL, NULL);
          t[seed] = (g_get_monotonic_time () - start) / 1000.0;
          worst = MAX (worst, t[seed]);
          if (c == NULL)
            {
              refused++;
              continue;
            }
          unique += c->complete && c->solutions == 1;
          stopped += c->over_budget;
          most_steps = MAX (most_steps, c->nodes);
        }
      printf ("verify 8×8, %u herrings on %u cards: median %.2f ms, slowest %.2f ms over %u "
              "walls (%u unique, %u stopped at the budget, %u refused, at most %"
              G_GUINT64_FORMAT " steps)\n",
              shapes[s][0], shapes[s][1], median (t, SEEDS), worst, SEEDS, unique, stopped,
              refused, most_steps);
    }
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
  /* The first load is what a process pays (the app and the CLI load the
   * table once); the later ones find the file's pages mapped before. */
  double first = t[0];
  printf ("table load:    first %.2f ms, median %.2f ms over %u loads (%u keys, target < 50 ms)\n",
          first, median (t, LOADS), LOADS, pw_connecting_wall_cjk_table_n_keys (table));

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

  bench_large_categories ();

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
