/* domino-grid-validate.c — what stops a domino grid from being a puzzle.
 *
 * Errors: an empty set, a domino listed twice, a cell count that is not
 * twice the set, numbers that do not match the halves of the set, a part
 * of the board that no dominoes can cover (an odd region, or one with
 * more cells of one chessboard colour than of the other), a stored
 * solution that breaks the rules.  Warnings: an incomplete solution.
 */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>

static void
add (GPtrArray *problems, PwSeverity severity, const char *path, int r, int c,
     const char *message)
{
  g_ptr_array_add (problems, pw_problem_new (severity, path, c, r, "%s", message));
}

static void
check_set (const PwDominoGrid *g, GPtrArray *problems)
{
  if (g->dominoes->len == 0)
    {
      add (problems, PW_SEVERITY_ERROR, "$.puzzle.dominoes", -1, -1,
           _("The domino set is empty"));
      return;
    }
  g_autofree guint8 *seen = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      int k = pw_domino_grid_index (d.lo, d.hi);
      if (seen[k]++ >= 1)
        {
          g_autofree char *path = g_strdup_printf ("$.puzzle.dominoes[%u]", i);
          g_autofree char *msg = g_strdup_printf (_("The domino %d-%d is listed more than once"),
                                                  d.lo, d.hi);
          add (problems, PW_SEVERITY_ERROR, path, -1, -1, msg);
        }
    }
}

static void
check_counts (const PwDominoGrid *g, GPtrArray *problems)
{
  int cells = pw_domino_grid_count_cells (g);
  int need = 2 * (int) g->dominoes->len;
  if (cells != need)
    {
      g_autofree char *msg
        = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "The board has %d cell but the set covers %d",
                                        "The board has %d cells but the set covers %d", cells),
                           cells, need);
      add (problems, PW_SEVERITY_ERROR, "$.puzzle.cells", -1, -1, msg);
    }
  int on_board[PW_DOMINO_GRID_MAX_VALUE + 1] = { 0 }, in_set[PW_DOMINO_GRID_MAX_VALUE + 1] = { 0 };
  int first[PW_DOMINO_GRID_MAX_VALUE + 1];
  for (int v = 0; v <= PW_DOMINO_GRID_MAX_VALUE; v++)
    first[v] = -1;
  for (int i = 0; i < g->rows * g->cols; i++)
    if (g->cells[i] != PW_DOMINO_GRID_HOLE)
      {
        on_board[g->cells[i]]++;
        if (first[g->cells[i]] < 0)
          first[g->cells[i]] = i;
      }
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      in_set[d.lo]++;
      in_set[d.hi]++;
    }
  for (int v = 0; v <= PW_DOMINO_GRID_MAX_VALUE; v++)
    if (on_board[v] != in_set[v])
      {
        int r = first[v] >= 0 ? first[v] / g->cols : -1;
        int c = first[v] >= 0 ? first[v] % g->cols : -1;
        g_autofree char *path = r >= 0 ? g_strdup_printf ("$.puzzle.cells[%d][%d]", r, c)
                                       : g_strdup ("$.puzzle.cells");
        /* "on 1 cell", "on 2 domino halves": each count with its own plural. */
        g_autofree char *on_cells
          = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cell", "%d cells", on_board[v]),
                             on_board[v]);
        g_autofree char *on_halves
          = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d domino half", "%d domino halves",
                                          in_set[v]),
                             in_set[v]);
        /* Translators: "The number 5 is on 1 cell but on 0 domino halves". */
        g_autofree char *msg = g_strdup_printf (_("The number %d is on %s but on %s"), v,
                                                on_cells, on_halves);
        add (problems, PW_SEVERITY_ERROR, path, r, c, msg);
      }
}

/* Each connected region of cells must hold as many cells of one
 * chessboard colour as of the other, since a domino covers one of each. */
static void
check_regions (const PwDominoGrid *g, GPtrArray *problems)
{
  int n = g->rows * g->cols;
  g_autofree int *stack = g_new (int, n);
  g_autofree guint8 *seen = g_new0 (guint8, n);
  for (int start = 0; start < n; start++)
    {
      if (seen[start] || g->cells[start] == PW_DOMINO_GRID_HOLE)
        continue;
      int top = 0, colour[2] = { 0, 0 };
      stack[top++] = start;
      seen[start] = 1;
      while (top > 0)
        {
          int i = stack[--top], r = i / g->cols, c = i % g->cols;
          colour[(r + c) & 1]++;
          const int nr[4] = { r - 1, r + 1, r, r }, nc[4] = { c, c, c - 1, c + 1 };
          for (int k = 0; k < 4; k++)
            {
              if (nr[k] < 0 || nr[k] >= g->rows || nc[k] < 0 || nc[k] >= g->cols)
                continue;
              int j = nr[k] * g->cols + nc[k];
              if (!seen[j] && g->cells[j] != PW_DOMINO_GRID_HOLE)
                {
                  seen[j] = 1;
                  stack[top++] = j;
                }
            }
        }
      if (colour[0] != colour[1])
        {
          int r = start / g->cols, c = start % g->cols;
          g_autofree char *path = g_strdup_printf ("$.puzzle.cells[%d][%d]", r, c);
          g_autofree char *cell = pw_domino_grid_cell_name (r, c);
          int size = colour[0] + colour[1];
          g_autofree char *msg
            = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "The region of %d cell around cell %s cannot be "
                                            "covered by dominoes (%d light and %d dark cells "
                                            "on a chessboard)",
                                            "The region of %d cells around cell %s cannot be "
                                            "covered by dominoes (%d light and %d dark cells "
                                            "on a chessboard)", size),
                               size, cell, colour[0], colour[1]);
          add (problems, PW_SEVERITY_ERROR, path, r, c, msg);
        }
    }
}

static void
check_solution (const PwDominoGrid *g, GPtrArray *problems)
{
  if (g->mate == NULL)
    return;
  g_autofree guint8 *in_set = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  g_autofree guint8 *used = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      in_set[pw_domino_grid_index (d.lo, d.hi)] = 1;
    }
  gboolean complete = TRUE;
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (g->cells[i] == PW_DOMINO_GRID_HOLE)
        continue;
      if (m < 0)
        {
          complete = FALSE;
          continue;
        }
      if (m < i)
        continue;
      int a = g->cells[i], b = g->cells[m], k = pw_domino_grid_index (a, b);
      int r = i / g->cols, c = i % g->cols;
      g_autofree char *path = g_strdup_printf ("$.puzzle.solution[%d]", r);
      g_autofree char *cell = pw_domino_grid_cell_name (r, c);
      if (!in_set[k])
        {
          g_autofree char *msg
            = g_strdup_printf (_("The solution puts %d-%d at cell %s, but the set has no %d-%d"),
                               MIN (a, b), MAX (a, b), cell, MIN (a, b), MAX (a, b));
          add (problems, PW_SEVERITY_ERROR, path, r, c, msg);
        }
      else if (used[k]++ == 1)
        {
          g_autofree char *msg
            = g_strdup_printf (_("The solution uses %d-%d more than once (again at cell %s)"),
                               MIN (a, b), MAX (a, b), cell);
          add (problems, PW_SEVERITY_ERROR, path, r, c, msg);
        }
    }
  if (!complete)
    add (problems, PW_SEVERITY_WARNING, "$.puzzle.solution", -1, -1,
         _("The solution is incomplete: some cells are not covered"));
}

GPtrArray *
pw_domino_grid_validate (const PwModel *model)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  GPtrArray *problems = pw_problem_list_new ();
  check_set (g, problems);
  check_counts (g, problems);
  check_regions (g, problems);
  check_solution (g, problems);
  return problems;
}
