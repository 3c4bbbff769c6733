/* The tilings counter against published counts, Kasteleyn's product
 * formula, and a plain search on boards with holes; the shape parser;
 * the uniform sampler against the full list of tilings. */
#include <stdlib.h>

#include "domino-grid-tilings.h"
#include "domino-grid.h"
#include "pw-error.h"
#include "pw-rng.h"

static char *
count_rect (int rows, int cols)
{
  g_autoptr (GError) error = NULL;
  char *s = pw_domino_grid_count_tilings (rows, cols, NULL, NULL, &error);
  g_assert_no_error (error);
  return s;
}

static void
test_rectangles (void)
{
  static const struct
  {
    int rows, cols;
    const char *count;
  } known[] = {
    /* From the issue (and Caviness's question): 7×8 and 8×8. */
    { 7, 8, "1292697" },
    { 8, 8, "12988816" },
    { 2, 2, "2" },
    { 3, 4, "11" },
    { 4, 4, "36" },
    { 6, 6, "6728" },
    { 3, 3, "0" },
    { 1, 1, "0" },
    { 1, 2, "1" },
    /* Kasteleyn's product formula, evaluated to 60 digits with mpmath. */
    { 13, 14, "1974622635952709613247" },
    { 14, 14, "112202208776036178000000" },
    { 16, 16, "2444888770250892795802079170816" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      g_autofree char *a = count_rect (known[i].rows, known[i].cols);
      g_autofree char *b = count_rect (known[i].cols, known[i].rows);
      g_assert_cmpstr (a, ==, known[i].count);
      g_assert_cmpstr (b, ==, known[i].count);
    }
  /* 2×n: the Fibonacci numbers, far past 64 bits. */
  guint64 f[94] = { 1, 1 };
  for (int n = 2; n < 94; n++)
    f[n] = f[n - 1] + f[n - 2];
  for (int n = 1; n <= 64; n++)
    {
      g_autofree char *a = count_rect (2, n);
      g_autofree char *want = g_strdup_printf ("%" G_GUINT64_FORMAT, f[n]);
      g_assert_cmpstr (a, ==, want);
    }
}

static gint64
brute (const gboolean *cell, guint8 *cov, int rows, int cols, int from)
{
  int n = rows * cols;
  while (from < n && (!cell[from] || cov[from]))
    from++;
  if (from == n)
    return 1;
  gint64 total = 0;
  int c = from % cols;
  int next[2] = { c + 1 < cols ? from + 1 : -1, from + cols < n ? from + cols : -1 };
  for (int k = 0; k < 2; k++)
    {
      int j = next[k];
      if (j < 0 || !cell[j] || cov[j])
        continue;
      cov[from] = cov[j] = 1;
      total += brute (cell, cov, rows, cols, from + 1);
      cov[from] = cov[j] = 0;
    }
  return total;
}

static void
test_holes (void)
{
  PwRng rng;
  pw_rng_init (&rng, 77);
  for (int iter = 0; iter < 200; iter++)
    {
      int rows = 1 + (int) pw_rng_below (&rng, 6), cols = 1 + (int) pw_rng_below (&rng, 7);
      g_autofree gboolean *cell = g_new (gboolean, rows * cols);
      for (int i = 0; i < rows * cols; i++)
        cell[i] = pw_rng_below (&rng, 6) != 0;
      g_autofree guint8 *cov = g_new0 (guint8, rows * cols);
      g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT,
                                               brute (cell, cov, rows, cols, 0));
      g_autofree char *got = pw_domino_grid_count_tilings (rows, cols, cell, NULL, NULL);
      g_assert_cmpstr (got, ==, want);
    }
  /* 8×8 with a 2×4 hole in the middle (a double-six board). */
  g_autofree gboolean *ring = g_new (gboolean, 64);
  for (int i = 0; i < 64; i++)
    ring[i] = !(i / 8 >= 3 && i / 8 <= 4 && i % 8 >= 2 && i % 8 <= 5);
  g_autofree guint8 *cov = g_new0 (guint8, 64);
  g_autofree char *want = g_strdup_printf ("%" G_GINT64_FORMAT, brute (ring, cov, 8, 8, 0));
  g_autofree char *got = pw_domino_grid_count_tilings (8, 8, ring, NULL, NULL);
  g_assert_cmpstr (got, ==, want);
}

static void
test_limits (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *s = pw_domino_grid_count_tilings (40, 40, NULL, NULL, &error);
  g_assert_null (s);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_autoptr (GCancellable) c = g_cancellable_new ();
  g_cancellable_cancel (c);
  g_autoptr (GError) e2 = NULL;
  g_autofree char *s2 = pw_domino_grid_count_tilings (8, 8, NULL, c, &e2);
  g_assert_null (s2);
  g_assert_error (e2, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_shape (void)
{
  int rows, cols;
  g_autoptr (GError) error = NULL;
  g_autofree gboolean *cell = pw_domino_grid_shape_parse ("\n##.#\n#//.#\n\n", &rows, &cols, &error);
  g_assert_no_error (error);
  /* Blank lines around are dropped, a blank line inside is a row of holes. */
  g_assert_cmpint (rows, ==, 4);
  g_assert_cmpint (cols, ==, 4);
  static const gboolean want[] = { 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0 };
  g_assert_cmpmem (cell, sizeof want[0] * 16, want, sizeof want);
  g_autofree gboolean *bad = pw_domino_grid_shape_parse ("##\n#?", &rows, &cols, &error);
  g_assert_null (bad);
  g_assert_cmpstr (error->message, ==,
                   "Shape, line 2, column 2: “?” is neither a cell (#) nor a hole (.)");
}

/* Tilings as text, so that equal tilings compare equal: each cell's
 * partner, "R" right, "D" down, "L", "U", "." a hole. */
static char *
tiling_key (const int *mate, int rows, int cols)
{
  char *k = g_new (char, rows * cols + 1);
  for (int i = 0; i < rows * cols; i++)
    k[i] = mate[i] < 0 ? '.' : mate[i] == i + 1 ? 'R' : mate[i] == i - 1 ? 'L'
                            : mate[i] > i ? 'D' : 'U';
  k[rows * cols] = '\0';
  return k;
}

/* Draws @draws tilings and checks every tiling turns up about equally
 * often: each of the @expected tilings within 25% of its share (at
 * 36000 draws of 36 tilings, a count 6.3 standard deviations off). */
static void
check_uniform (int rows, int cols, const gboolean *cell, guint expected, int draws)
{
  g_autoptr (PwDominoGridSampler) sp = pw_domino_grid_sampler_new (rows, cols, cell);
  g_assert_nonnull (sp);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree int *mate = g_new (int, rows * cols);
  PwRng rng;
  pw_rng_init (&rng, 2026);
  for (int i = 0; i < draws; i++)
    {
      pw_domino_grid_sampler_draw (sp, &rng, mate);
      /* A tiling: every cell of the shape paired with a neighbour. */
      for (int c = 0; c < rows * cols; c++)
        {
          gboolean in = cell == NULL || cell[c];
          g_assert_cmpint (mate[c] >= 0, ==, in);
          if (in)
            {
              int d = ABS (mate[c] - c);
              g_assert_true (d == 1 || d == cols);
              g_assert_cmpint (mate[mate[c]], ==, c);
            }
        }
      char *k = tiling_key (mate, rows, cols);
      gpointer old = g_hash_table_lookup (seen, k);
      g_hash_table_replace (seen, k, GINT_TO_POINTER (GPOINTER_TO_INT (old) + 1));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, expected);
  GHashTableIter it;
  gpointer key, value;
  g_hash_table_iter_init (&it, seen);
  double share = (double) draws / expected;
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      g_assert_cmpfloat (GPOINTER_TO_INT (value), >, 0.75 * share);
      g_assert_cmpfloat (GPOINTER_TO_INT (value), <, 1.25 * share);
    }
}

static void
test_sampler (void)
{
  check_uniform (4, 4, NULL, 36, 36000);
  /* Wider than tall: the scan runs the other way. */
  check_uniform (3, 6, NULL, 41, 41000);
  /* A board with a hole: 4×5 less two cells in the middle column. */
  static const gboolean holed[] = { 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1 };
  g_autofree char *count = pw_domino_grid_count_tilings (4, 5, holed, NULL, NULL);
  check_uniform (4, 5, holed, (guint) atoi (count), 1000 * atoi (count));
  /* Long and narrow: many rows of the scan, each worked out again. */
  check_uniform (8, 2, NULL, 34, 34000);
  /* No tiling: no sampler. */
  g_assert_null (pw_domino_grid_sampler_new (3, 3, NULL));
}

/* A double-12's board (13×14) keeps its table at the rows' starts only:
 * under 1 MiB, where the whole table (183 steps × 8192 profiles) took
 * 6 MB and made generating a double-12 ten times slower (issue 26). */
static void
test_sampler_memory (void)
{
  g_autoptr (PwDominoGridSampler) sp = pw_domino_grid_sampler_new (13, 14, NULL);
  g_assert_nonnull (sp);
  g_assert_cmpuint (pw_domino_grid_sampler_bytes (sp), <=, 1 << 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/tilings/rectangles", test_rectangles);
  g_test_add_func ("/domino-grid/tilings/holes", test_holes);
  g_test_add_func ("/domino-grid/tilings/limits", test_limits);
  g_test_add_func ("/domino-grid/tilings/shape", test_shape);
  g_test_add_func ("/domino-grid/tilings/sampler", test_sampler);
  g_test_add_func ("/domino-grid/tilings/sampler-memory", test_sampler_memory);
  return g_test_run ();
}
