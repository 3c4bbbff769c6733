/* domino-grid-model.c — creating, copying and describing domino grids. */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>
#include <string.h>

PwDominoGrid *
pw_domino_grid_new (int rows, int cols)
{
  g_return_val_if_fail (rows >= 1 && rows <= PW_DOMINO_GRID_MAX_SIDE, NULL);
  g_return_val_if_fail (cols >= 1 && cols <= PW_DOMINO_GRID_MAX_SIDE, NULL);
  PwDominoGrid *g = g_new0 (PwDominoGrid, 1);
  g->parent.kind = pw_domino_grid_kind ();
  g->rows = rows;
  g->cols = cols;
  g->cells = g_new0 (gint8, rows * cols);
  g->double_n = -1;
  g->dominoes = g_array_new (FALSE, FALSE, sizeof (PwDominoGridDomino));
  return g;
}

void
pw_domino_grid_set_double (PwDominoGrid *grid, int n)
{
  g_return_if_fail (n >= 0 && n <= PW_DOMINO_GRID_MAX_DOUBLE);
  grid->double_n = n;
  g_array_set_size (grid->dominoes, 0);
  for (int hi = 0; hi <= n; hi++)
    for (int lo = 0; lo <= hi; lo++)
      {
        PwDominoGridDomino d = pw_domino_grid_make (lo, hi);
        g_array_append_val (grid->dominoes, d);
      }
}

void
pw_domino_grid_set_dominoes (PwDominoGrid *grid, const PwDominoGridDomino *dominoes, guint n)
{
  grid->double_n = -1;
  g_array_set_size (grid->dominoes, 0);
  for (guint i = 0; i < n; i++)
    {
      PwDominoGridDomino d = pw_domino_grid_make (dominoes[i].lo, dominoes[i].hi);
      g_array_append_val (grid->dominoes, d);
    }
}

void
pw_domino_grid_clear_solution (PwDominoGrid *grid)
{
  g_clear_pointer (&grid->mate, g_free);
}

void
pw_domino_grid_init_solution (PwDominoGrid *grid)
{
  int n = grid->rows * grid->cols;
  g_free (grid->mate);
  grid->mate = g_new (int, n);
  for (int i = 0; i < n; i++)
    grid->mate[i] = PW_DOMINO_GRID_NO_MATE;
}

int
pw_domino_grid_count_cells (const PwDominoGrid *grid)
{
  int n = 0;
  for (int i = 0; i < grid->rows * grid->cols; i++)
    n += grid->cells[i] != PW_DOMINO_GRID_HOLE;
  return n;
}

int
pw_domino_grid_max_value (const PwDominoGrid *grid)
{
  int max = -1;
  for (int i = 0; i < grid->rows * grid->cols; i++)
    max = MAX (max, grid->cells[i]);
  for (guint i = 0; i < grid->dominoes->len; i++)
    max = MAX (max, g_array_index (grid->dominoes, PwDominoGridDomino, i).hi);
  return max;
}

gboolean
pw_domino_grid_has_full_solution (const PwDominoGrid *grid)
{
  if (grid->mate == NULL)
    return FALSE;
  for (int i = 0; i < grid->rows * grid->cols; i++)
    if (grid->cells[i] != PW_DOMINO_GRID_HOLE && grid->mate[i] == PW_DOMINO_GRID_NO_MATE)
      return FALSE;
  return TRUE;
}

PwDominoGrid *
pw_domino_grid_resize (const PwDominoGrid *cur, int rows, int cols, int double_n,
                        gboolean blank)
{
  PwDominoGrid *g = pw_domino_grid_new (rows, cols);
  for (int r = 0; r < MIN (rows, cur->rows); r++)
    for (int c = 0; c < MIN (cols, cur->cols); c++)
      {
        gint8 v = cur->cells[r * cur->cols + c];
        g->cells[r * cols + c] = blank && v != PW_DOMINO_GRID_HOLE ? 0 : v;
      }
  if (double_n >= 0)
    pw_domino_grid_set_double (g, double_n);
  else
    pw_domino_grid_set_dominoes (g, (const PwDominoGridDomino *) cur->dominoes->data, cur->dominoes->len);
  g->numerals = cur->numerals;
  /* Laid dominoes whose both halves are still on the board stay. */
  if (cur->mate && !blank)
    {
      pw_domino_grid_init_solution (g);
      for (int i = 0; i < cur->rows * cur->cols; i++)
        {
          int m = cur->mate[i];
          int r = i / cur->cols, c = i % cur->cols, mr = m / cur->cols, mc = m % cur->cols;
          if (m < 0 || r >= rows || c >= cols || mr >= rows || mc >= cols)
            continue;
          g->mate[r * cols + c] = mr * cols + mc;
        }
    }
  return g;
}

gboolean
pw_domino_grid_use_pips (const PwDominoGrid *grid)
{
  return !grid->numerals && pw_domino_grid_max_value (grid) <= PW_DOMINO_GRID_PIPS_MAX;
}

char *
pw_domino_grid_cell_name (int r, int c)
{
  /* Translators: a cell of the board, inside sentences such as "cell %s
   * has no domino left" and in lists of cells; rows count from the top,
   * columns from the left, both from 1. */
  return g_strdup_printf (_("(row %d, column %d)"), r + 1, c + 1);
}

/* Caviness's first example (his `m9`, a 7×8 double-six board with exactly
 * one solution), from the English original of "Three Ways to Solve Domino
 * Grids" (The Mathematica Journal 16, 2014). */
static const gint8 caviness_m9[7][8] = {
  { 1, 4, 4, 4, 4, 4, 0, 0 },
  { 1, 2, 1, 6, 6, 2, 2, 4 },
  { 1, 2, 0, 0, 0, 6, 6, 6 },
  { 5, 2, 0, 2, 0, 0, 2, 2 },
  { 1, 3, 3, 3, 3, 5, 5, 5 },
  { 4, 3, 3, 3, 6, 6, 5, 5 },
  { 4, 5, 1, 1, 1, 6, 5, 3 },
};

PwModel *
pw_domino_grid_create_default (void)
{
  PwDominoGrid *g = pw_domino_grid_new (7, 8);
  memcpy (g->cells, caviness_m9, sizeof caviness_m9);
  pw_domino_grid_set_double (g, 6);
  return &g->parent;
}

PwModel *
pw_domino_grid_copy (const PwModel *model)
{
  const PwDominoGrid *src = (const PwDominoGrid *) model;
  PwDominoGrid *g = pw_domino_grid_new (src->rows, src->cols);
  memcpy (g->cells, src->cells, (gsize) src->rows * src->cols);
  g->double_n = src->double_n;
  g_array_append_vals (g->dominoes, src->dominoes->data, src->dominoes->len);
  if (src->mate)
    g->mate = g_memdup2 (src->mate, sizeof (int) * src->rows * src->cols);
  g->numerals = src->numerals;
  return &g->parent;
}

void
pw_domino_grid_free (PwModel *model)
{
  PwDominoGrid *g = (PwDominoGrid *) model;
  g_free (g->cells);
  g_array_unref (g->dominoes);
  g_free (g->mate);
  g_free (g);
}

char *
pw_domino_grid_describe (const PwModel *model)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  int holes = g->rows * g->cols - pw_domino_grid_count_cells (g);
  g_autofree char *set = NULL;
  if (g->double_n >= 0)
    set = g_strdup_printf (_("double-%d set"), g->double_n);
  else
    set = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u domino", "%u dominoes",
                                        g->dominoes->len), g->dominoes->len);
  if (holes == 0)
    return g_strdup_printf (_("%d×%d grid, %s"), g->rows, g->cols, set);
  g_autofree char *h = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hole", "%d holes",
                                                     holes), holes);
  return g_strdup_printf (_("%d×%d grid with %s, %s"), g->rows, g->cols, h, set);
}
