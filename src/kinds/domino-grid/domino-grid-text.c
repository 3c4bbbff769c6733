/* domino-grid-text.c — a domino grid drawn in plain text.
 *
 * The board's outline is drawn with + - |; when a solution is known, each
 * domino is boxed.  Holes are blank.  An explicit set is listed below.
 *
 *   +-------+---+---+        +---------------+
 *   | 1   4 | 4 | 4 |        | 1   4   4   4 |
 *   +---+---+   +   +        |               |
 */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>

static gboolean
is_cell (const PwDominoGrid *g, int r, int c)
{
  return r >= 0 && r < g->rows && c >= 0 && c < g->cols
         && pw_domino_grid_at (g, r, c) != PW_DOMINO_GRID_HOLE;
}

/* A line between two neighbouring places (either may be off the board). */
static gboolean
wall (const PwDominoGrid *g, int r1, int c1, int r2, int c2)
{
  gboolean a = is_cell (g, r1, c1), b = is_cell (g, r2, c2);
  if (a != b)
    return TRUE;
  if (!a || g->mate == NULL)
    return FALSE;
  int i = r1 * g->cols + c1, j = r2 * g->cols + c2;
  if (g->mate[i] < 0 && g->mate[j] < 0)
    return FALSE; /* neither covered yet: no domino to outline */
  return g->mate[i] != j;
}

static void
draw_border_row (const PwDominoGrid *g, int r, int width, GString *out)
{
  /* The line above row r (r == rows: below the last row). */
  for (int c = 0; c <= g->cols; c++)
    {
      gboolean left = c > 0 && wall (g, r - 1, c - 1, r, c - 1);
      gboolean right = c < g->cols && wall (g, r - 1, c, r, c);
      gboolean up = r > 0 && wall (g, r - 1, c - 1, r - 1, c);
      gboolean down = r < g->rows && wall (g, r, c - 1, r, c);
      char corner = ' ';
      if (left && right && !up && !down)
        corner = '-';
      else if (up && down && !left && !right)
        corner = '|';
      else if (left || right || up || down)
        corner = '+';
      g_string_append_c (out, corner);
      if (c == g->cols)
        break;
      for (int k = 0; k < width + 2; k++)
        g_string_append_c (out, right ? '-' : ' ');
    }
  g_string_append_c (out, '\n');
}

static void
draw_cell_row (const PwDominoGrid *g, int r, int width, GString *out)
{
  for (int c = 0; c <= g->cols; c++)
    {
      g_string_append_c (out, wall (g, r, c - 1, r, c) ? '|' : ' ');
      if (c == g->cols)
        break;
      if (is_cell (g, r, c))
        g_string_append_printf (out, " %*d ", width, pw_domino_grid_at (g, r, c));
      else
        g_string_append_printf (out, " %*s ", width, "");
    }
  g_string_append_c (out, '\n');
}

char *
pw_domino_grid_export_text (const PwModel *model, GError **error)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  int width = pw_domino_grid_max_value (g) >= 10 ? 2 : 1;
  GString *out = g_string_new (NULL);
  for (int r = 0; r < g->rows; r++)
    {
      draw_border_row (g, r, width, out);
      draw_cell_row (g, r, width, out);
    }
  draw_border_row (g, g->rows, width, out);
  /* Trailing blanks would only get in the way of diffs and terminals. */
  g_auto (GStrv) lines = g_strsplit (out->str, "\n", -1);
  g_string_truncate (out, 0);
  for (guint i = 0; lines[i] && lines[i + 1]; i++)
    {
      g_strchomp (lines[i]);
      g_string_append_printf (out, "%s\n", lines[i]);
    }
  if (g->double_n < 0)
    {
      g_string_append (out, _("Dominoes:"));
      for (guint i = 0; i < g->dominoes->len; i++)
        {
          PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
          g_string_append_printf (out, " %d-%d", d.lo, d.hi);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
