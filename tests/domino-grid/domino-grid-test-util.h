/* domino-grid-test-util.h — helpers shared by the domino-grid tests: boards
 * from text, and a reference solution counter that shares no code with
 * the library's (a plain search over the first uncovered cell). */
#pragma once

#include <stdlib.h>

#include "domino-grid.h"

/* Rows of space-separated numbers, '.' for a hole; the set is double-@n
 * when @n >= 0, else every pair found by covering... (the caller sets it). */
static inline PwDominoGrid *
test_grid_from_rows (const char *const *rows, int n_rows, int double_n)
{
  g_auto (GStrv) first = g_strsplit_set (rows[0], " ", -1);
  int cols = 0;
  for (int i = 0; first[i]; i++)
    cols += first[i][0] != '\0';
  PwDominoGrid *g = pw_domino_grid_new (n_rows, cols);
  for (int r = 0; r < n_rows; r++)
    {
      g_auto (GStrv) parts = g_strsplit_set (rows[r], " ", -1);
      int c = 0;
      for (int i = 0; parts[i]; i++)
        {
          if (parts[i][0] == '\0')
            continue;
          g_assert_cmpint (c, <, cols);
          g->cells[r * cols + c] = parts[i][0] == '.' ? PW_DOMINO_GRID_HOLE
                                                      : (gint8) atoi (parts[i]);
          c++;
        }
      g_assert_cmpint (c, ==, cols);
    }
  if (double_n >= 0)
    pw_domino_grid_set_double (g, double_n);
  return g;
}

typedef struct
{
  const PwDominoGrid *g;
  guint8 *covered;
  guint8 *used; /* by pw_domino_grid_index */
  guint8 *in_set;
  gint64 count, limit;
  int *pairs;      /* cells paired in the current partial cover */
  guint8 *seen;    /* (cell * 2 + direction) used by some solution, or NULL */
} RefCount;

static void
ref_search (RefCount *rc, int from)
{
  const PwDominoGrid *g = rc->g;
  int n = g->rows * g->cols;
  while (from < n && (g->cells[from] == PW_DOMINO_GRID_HOLE || rc->covered[from]))
    from++;
  if (from == n)
    {
      rc->count++;
      for (int i = 0; rc->seen && i < n; i++)
        if (rc->pairs[i] >= 0)
          rc->seen[rc->pairs[i]] = 1;
      return;
    }
  int r = from / g->cols, c = from % g->cols;
  int next[2] = { c + 1 < g->cols ? from + 1 : -1, r + 1 < g->rows ? from + g->cols : -1 };
  for (int k = 0; k < 2 && rc->count < rc->limit; k++)
    {
      int j = next[k];
      if (j < 0 || g->cells[j] == PW_DOMINO_GRID_HOLE || rc->covered[j])
        continue;
      int d = pw_domino_grid_index (g->cells[from], g->cells[j]);
      if (!rc->in_set[d] || rc->used[d])
        continue;
      rc->covered[from] = rc->covered[j] = rc->used[d] = 1;
      rc->pairs[from] = from * 2 + k;
      ref_search (rc, from + 1);
      rc->pairs[from] = -1;
      rc->covered[from] = rc->covered[j] = rc->used[d] = 0;
    }
}

/* Solutions up to @limit, by a plain search.  When @seen is given
 * (rows × cols × 2 bytes), marks seen[pos * 2 + k] for every domino some
 * solution lays at pos and its right (k = 0) or lower (k = 1) neighbour. */
static inline gint64
test_reference_count_seen (const PwDominoGrid *g, gint64 limit, guint8 *seen)
{
  RefCount rc = { g, g_new0 (guint8, g->rows * g->cols), g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT),
                  g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT), 0, limit,
                  g_new (int, g->rows * g->cols), seen };
  for (int i = 0; i < g->rows * g->cols; i++)
    rc.pairs[i] = -1;
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      rc.in_set[pw_domino_grid_index (d.lo, d.hi)] = 1;
    }
  ref_search (&rc, 0);
  g_free (rc.covered);
  g_free (rc.used);
  g_free (rc.in_set);
  g_free (rc.pairs);
  return rc.count;
}

static inline gint64
test_reference_count (const PwDominoGrid *g, gint64 limit)
{
  return test_reference_count_seen (g, limit, NULL);
}
