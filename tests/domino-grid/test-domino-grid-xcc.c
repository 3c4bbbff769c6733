/* The exact-cover engine as the independent count: every cell and every
 * domino an item, every placement an option {cell, cell, domino}. */
#include "domino-grid-generator.h"
#include "domino-grid-solver.h"
#include "pw-rng.h"
#include "pw-xcc.h"

static gint64
xcc_count (const PwDominoGrid *g, guint64 limit)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, &error);
  g_assert_no_error (error);
  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  int cells = pw_xcc_add_items (xcc, b->ncells, PW_XCC_PRIMARY, &error);
  g_assert_no_error (error);
  int doms = pw_xcc_add_items (xcc, b->ndom, PW_XCC_PRIMARY, &error);
  g_assert_no_error (error);
  for (int p = 0; p < b->nplace; p++)
    {
      guint items[3] = { (guint) (cells + b->pcell[p][0]), (guint) (cells + b->pcell[p][1]),
                         (guint) (doms + b->pdom[p]) };
      g_assert_cmpint (pw_xcc_add_option_items (xcc, items, 3, &error), >=, 0);
      g_assert_no_error (error);
    }
  gint64 n = pw_xcc_count (xcc, limit, NULL, &error);
  g_assert_no_error (error);
  return n;
}

/* Generated puzzles have exactly one solution, N = 0..15. */
static void
test_generated_unique (void)
{
  static const char *const grades[] = { "easy", "medium", "hard" };
  for (int n = 0; n <= 15; n++)
    for (int l = 0; l < 3; l++)
      {
        if (n < 3 && l > 0)
          continue;
        g_autoptr (PwParams) p = pw_params_new ();
        g_autofree char *nv = g_strdup_printf ("%d", n);
        pw_params_set (p, "n", nv);
        pw_params_set (p, "grade", grades[l]);
        g_autoptr (GError) error = NULL;
        g_autoptr (PwModel) m = pw_kind_generate (pw_domino_grid_kind (), p, 77 + n, NULL, NULL,
                                                  &error);
        g_assert_no_error (error);
        g_assert_cmpint (xcc_count ((const PwDominoGrid *) m, 2), ==, 1);
      }
}

/* The counter and the engine agree on Caviness's board. */
static void
test_caviness (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  g_assert_cmpint (xcc_count ((const PwDominoGrid *) m, 0), ==, 1);
}

/* Boards with many solutions or none: a generated double-5 with a few
 * numbers swapped (the counts per number stay right).  The engine and the
 * kind's own counter agree on the full counts. */
static void
test_counts_agree (void)
{
  PwRng rng;
  pw_rng_init (&rng, 99);
  int several = 0, none = 0;
  for (int iter = 0; iter < 150; iter++)
    {
      g_autoptr (PwParams) p = pw_params_new ();
      pw_params_set (p, "n", "5");
      pw_params_set (p, "grade", "easy");
      g_autoptr (PwModel) m = pw_kind_generate (pw_domino_grid_kind (), p, iter, NULL, NULL, NULL);
      PwDominoGrid *g = (PwDominoGrid *) m;
      pw_domino_grid_clear_solution (g);
      int swaps = 1 + (int) pw_rng_below (&rng, 4);
      for (int k = 0; k < swaps; k++)
        {
          int a = (int) pw_rng_below (&rng, 42), b = (int) pw_rng_below (&rng, 42);
          gint8 t = g->cells[a];
          g->cells[a] = g->cells[b];
          g->cells[b] = t;
        }
      g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
      PwDominoGridCount count = { 0 };
      pw_domino_grid_count (b, 0, 0, NULL, &count);
      g_assert_cmpint (xcc_count (g, 0), ==, count.count);
      several += count.count > 1;
      none += count.count == 0;
      pw_domino_grid_count_clear (&count);
    }
  /* The boards were varied enough to mean something. */
  g_assert_cmpint (several, >, 10);
  g_assert_cmpint (none, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/xcc/generated-unique", test_generated_unique);
  g_test_add_func ("/domino-grid/xcc/caviness", test_caviness);
  g_test_add_func ("/domino-grid/xcc/counts-agree", test_counts_agree);
  return g_test_run ();
}
