/* domino-grid-shape.c — board shapes drawn in text.
 *
 * Rows are separated by newlines or '/'; in a row '#' (or X, x, O, o, *)
 * is a cell and '.' (or '_' or a blank) a hole.  Short rows are padded
 * with holes; blank lines before and after are ignored.
 */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

gboolean *
pw_domino_grid_shape_parse (const char *text, int *rows_out, int *cols_out, GError **error)
{
  g_auto (GStrv) lines = g_strsplit_set (text, "\n/", -1);
  guint n = g_strv_length (lines), first = 0, last = n;
  for (guint i = 0; i < n; i++)
    g_strchomp (g_strdelimit (lines[i], "\r", ' '));
  while (first < last && lines[first][0] == '\0')
    first++;
  while (last > first && lines[last - 1][0] == '\0')
    last--;
  int rows = (int) (last - first), cols = 0;
  for (guint i = first; i < last; i++)
    cols = MAX (cols, (int) strlen (lines[i]));
  if (rows == 0 || cols == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("The shape is empty"));
      return NULL;
    }
  if (rows > PW_DOMINO_GRID_MAX_SIDE || cols > PW_DOMINO_GRID_MAX_SIDE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The shape is %d×%d; at most %d×%d is allowed"), rows, cols,
                   PW_DOMINO_GRID_MAX_SIDE, PW_DOMINO_GRID_MAX_SIDE);
      return NULL;
    }
  gboolean *cell = g_new0 (gboolean, rows * cols);
  for (int r = 0; r < rows; r++)
    {
      const char *line = lines[first + r];
      for (int c = 0; line[c]; c++)
        {
          if (strchr ("#XxOo*", line[c]))
            cell[r * cols + c] = TRUE;
          else if (!strchr ("._ \t", line[c]))
            {
              g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                           _("Shape, line %d, column %d: “%c” is neither a cell (#) nor a hole "
                             "(.)"), (int) first + r + 1, c + 1, line[c]);
              g_free (cell);
              return NULL;
            }
        }
    }
  *rows_out = rows;
  *cols_out = cols;
  return cell;
}
