/* domino-grid-tilings-op.c — the "tilings" operation: the exact number of
 * domino tilings of the document's board, or, with no document, of a
 * board given by its size (rows, cols) or drawn as a shape, with holes.
 * The CLI offers it as `puzzlewright-cli tilings`. */
#include <glib/gi18n-lib.h>

#include "domino-grid-kind-private.h"
#include "domino-grid-tilings.h"
#include "domino-grid.h"
#include "pw-error.h"

static gboolean
parse_holes (const char *text, int rows, int cols, gboolean *cell, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ";", -1);
  for (char **p = parts; *p; p++)
    {
      char *s = g_strstrip (*p);
      if (*s == '\0')
        continue;
      guint64 r, c;
      g_auto (GStrv) rc = g_strsplit (s, ",", -1);
      if (g_strv_length (rc) != 2
          || !g_ascii_string_to_unsigned (g_strstrip (rc[0]), 10, 1, rows, &r, NULL)
          || !g_ascii_string_to_unsigned (g_strstrip (rc[1]), 10, 1, cols, &c, NULL))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("--holes: “%s” is not ROW,COLUMN with 1 ≤ ROW ≤ %d and "
                         "1 ≤ COLUMN ≤ %d"), s, rows, cols);
          return FALSE;
        }
      cell[(r - 1) * cols + (c - 1)] = FALSE;
    }
  return TRUE;
}

/* The board to count: the document's cells, a drawn shape, or a full
 * rectangle; NULL with an error when the parameters describe none. */
static gboolean *
board_cells (const PwModel *snapshot, const PwParams *params, int *rows, int *cols,
             GError **error)
{
  const char *shape = pw_params_get (params, "shape");
  const char *rows_text = pw_params_get (params, "rows");
  const char *cols_text = pw_params_get (params, "cols");
  if (shape != NULL)
    return pw_domino_grid_shape_parse (shape, rows, cols, error);
  if (rows_text == NULL && cols_text == NULL && snapshot != NULL)
    {
      const PwDominoGrid *grid = (const PwDominoGrid *) snapshot;
      *rows = grid->rows;
      *cols = grid->cols;
      gboolean *cell = g_new (gboolean, grid->rows * grid->cols);
      for (int i = 0; i < grid->rows * grid->cols; i++)
        cell[i] = grid->cells[i] != PW_DOMINO_GRID_HOLE;
      return cell;
    }
  guint64 r = 0, c = 0;
  if (rows_text == NULL || cols_text == NULL
      || !g_ascii_string_to_unsigned (rows_text, 10, 1, PW_DOMINO_GRID_MAX_SIDE, &r, NULL)
      || !g_ascii_string_to_unsigned (cols_text, 10, 1, PW_DOMINO_GRID_MAX_SIDE, &c, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("give --rows and --cols from 1 to %d, or --shape FILE"),
                   PW_DOMINO_GRID_MAX_SIDE);
      return NULL;
    }
  *rows = r;
  *cols = c;
  gboolean *cell = g_new (gboolean, r * c);
  for (guint64 i = 0; i < r * c; i++)
    cell[i] = TRUE;
  return cell;
}

PwResult *
pw_domino_grid_op_tilings (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
                      GCancellable *cancellable, GError **error)
{
  int rows = 0, cols = 0;
  g_autofree gboolean *cell = board_cells (snapshot, params, &rows, &cols, error);
  if (cell == NULL)
    return NULL;
  const char *holes = pw_params_get (params, "holes");
  if (holes && !parse_holes (holes, rows, cols, cell, error))
    return NULL;
  pw_progress_set_fraction (progress, -1);
  g_autofree char *count = pw_domino_grid_count_tilings (rows, cols, cell, cancellable, error);
  if (count == NULL)
    return NULL;

  int n = 0;
  for (int i = 0; i < rows * cols; i++)
    n += cell[i];
  PwResult *r = pw_result_new ();
  r->ok = TRUE;
  r->summary = g_strdup (count);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, rows);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, cols);
  json_builder_set_member_name (b, "cells");
  json_builder_add_int_value (b, n);
  /* A string: the count can exceed any JSON reader's integers. */
  json_builder_set_member_name (b, "tilings");
  json_builder_add_string_value (b, count);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}
