/* domino-grid-json.c — the "puzzle" object of a domino-grid document.
 *
 *   {
 *     "rows": 7, "cols": 8,
 *     "cells": [[1, 4, null, ...], ...],     rows of numbers; null is a hole
 *     "double": 6,                           the double-6 set, or instead
 *     "dominoes": [[0, 1], [2, 5], ...],     an explicit list
 *     "solution": ["RLDRL...", ...],         optional, one string per row
 *     "faces": "numerals"                    optional: "pips" (the default, up
 *   }                                        to 12) or "numerals"
 *
 * In "solution" each cell's letter says where the other half of its
 * domino lies: L, R, U (the row above) or D; '.' for a hole or a cell not
 * covered yet.  Letters must point at each other in pairs.
 */
#include "domino-grid.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-json.h"

static const char mate_letters[] = "LRUD";
static const int mate_dr[] = { 0, 0, -1, 1 };
static const int mate_dc[] = { -1, 1, 0, 0 };

JsonNode *
pw_domino_grid_save (const PwModel *model)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, g->rows);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, g->cols);
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (int r = 0; r < g->rows; r++)
    {
      json_builder_begin_array (b);
      for (int c = 0; c < g->cols; c++)
        {
          int v = pw_domino_grid_at (g, r, c);
          if (v == PW_DOMINO_GRID_HOLE)
            json_builder_add_null_value (b);
          else
            json_builder_add_int_value (b, v);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  if (g->double_n >= 0)
    {
      json_builder_set_member_name (b, "double");
      json_builder_add_int_value (b, g->double_n);
    }
  else
    {
      json_builder_set_member_name (b, "dominoes");
      json_builder_begin_array (b);
      for (guint i = 0; i < g->dominoes->len; i++)
        {
          PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
          json_builder_begin_array (b);
          json_builder_add_int_value (b, d.lo);
          json_builder_add_int_value (b, d.hi);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
    }
  if (g->numerals)
    {
      json_builder_set_member_name (b, "faces");
      json_builder_add_string_value (b, "numerals");
    }
  if (g->mate)
    {
      json_builder_set_member_name (b, "solution");
      json_builder_begin_array (b);
      g_autofree char *row = g_new0 (char, g->cols + 1);
      for (int r = 0; r < g->rows; r++)
        {
          for (int c = 0; c < g->cols; c++)
            {
              int m = g->mate[r * g->cols + c];
              row[c] = '.';
              for (int k = 0; k < 4 && m >= 0; k++)
                if (m == (r + mate_dr[k]) * g->cols + c + mate_dc[k])
                  row[c] = mate_letters[k];
            }
          json_builder_add_string_value (b, row);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
load_cells (PwDominoGrid *g, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) r = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "cells", TRUE, g->rows, g->rows, &r, error))
    return FALSE;
  while (pw_json_iter_next (&r))
    {
      JsonArray *row = pw_json_expect_array (r.node, r.path, g->cols, g->cols, error);
      if (row == NULL)
        return FALSE;
      g_auto (PwJsonIter) c = pw_json_iter (row, r.path);
      while (pw_json_iter_next (&c))
        {
          gint8 *cell = &g->cells[r.index * g->cols + c.index];
          gint64 v;
          if (JSON_NODE_HOLDS_NULL (c.node))
            *cell = PW_DOMINO_GRID_HOLE;
          else if (pw_json_node_int (c.node, c.path, 0, PW_DOMINO_GRID_MAX_VALUE, &v, error))
            *cell = (gint8) v;
          else
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_dominoes (PwDominoGrid *g, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "dominoes", TRUE, 0,
                            PW_DOMINO_GRID_MAX_SIDE * PW_DOMINO_GRID_MAX_SIDE / 2, &it, error))
    return FALSE;
  g->double_n = -1;
  while (pw_json_iter_next (&it))
    {
      gint64 half[2];
      if (!pw_json_node_pair (it.node, it.path, PW_DOMINO_GRID_MAX_VALUE, PW_DOMINO_GRID_MAX_VALUE,
                              half, error))
        return FALSE;
      PwDominoGridDomino d = pw_domino_grid_make ((int) half[0], (int) half[1]);
      g_array_append_val (g->dominoes, d);
    }
  return TRUE;
}

static gboolean
load_solution (PwDominoGrid *g, JsonNode *node, const char *path, GError **error)
{
  JsonArray *rows = pw_json_expect_array (node, path, g->rows, g->rows, error);
  if (rows == NULL)
    return FALSE;
  pw_domino_grid_init_solution (g);
  g_auto (PwJsonIter) it = pw_json_iter (rows, path);
  while (pw_json_iter_next (&it))
    {
      int r = (int) it.index;
      g_autofree char *text = NULL;
      if (!pw_json_node_string (it.node, it.path, g->cols, &text, error))
        return FALSE;
      if ((int) strlen (text) != g->cols)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: expected %d letters (one per column), found %zu"), it.path, g->cols,
                       strlen (text));
          return FALSE;
        }
      for (int c = 0; c < g->cols; c++)
        {
          if (text[c] == '.')
            continue;
          const char *k = strchr (mate_letters, text[c]);
          int mr = k ? r + mate_dr[k - mate_letters] : -1;
          int mc = k ? c + mate_dc[k - mate_letters] : -1;
          if (k == NULL || text[c] == '\0')
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("%s: column %d: “%c” is not one of L, R, U, D or “.”"), it.path,
                           c + 1, text[c]);
              return FALSE;
            }
          if (mr < 0 || mr >= g->rows || mc < 0 || mc >= g->cols
              || pw_domino_grid_at (g, r, c) == PW_DOMINO_GRID_HOLE
              || pw_domino_grid_at (g, mr, mc) == PW_DOMINO_GRID_HOLE)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("%s: column %d: “%c” joins a hole or goes off the board"), it.path,
                           c + 1, text[c]);
              return FALSE;
            }
          g->mate[r * g->cols + c] = mr * g->cols + mc;
        }
    }
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m >= 0 && g->mate[m] != i)
        {
          g_autofree char *rpath = pw_json_path_index (path, i / g->cols);
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: column %d: the cell it points at does not point back"), rpath,
                       i % g->cols + 1);
          return FALSE;
        }
    }
  return TRUE;
}

PwModel *
pw_domino_grid_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return NULL;
  gint64 rows = 0, cols = 0;
  if (!pw_json_member_int (o, path, "rows", TRUE, 1, PW_DOMINO_GRID_MAX_SIDE, &rows, error)
      || !pw_json_member_int (o, path, "cols", TRUE, 1, PW_DOMINO_GRID_MAX_SIDE, &cols, error))
    return NULL;
  g_autoptr (PwDominoGrid) g = pw_domino_grid_new ((int) rows, (int) cols);

  if (!load_cells (g, o, path, error))
    return NULL;

  JsonNode *list = json_object_get_member (o, "dominoes");
  gboolean has_double = json_object_has_member (o, "double");
  if ((list != NULL) == has_double)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: give the domino set either as “double” (a number) or as “dominoes” "
                     "(a list), not both or neither"), path);
      return NULL;
    }
  if (has_double)
    {
      gint64 n = 0;
      if (!pw_json_member_int (o, path, "double", TRUE, 0, PW_DOMINO_GRID_MAX_DOUBLE, &n, error))
        return NULL;
      pw_domino_grid_set_double (g, (int) n);
    }
  else if (!load_dominoes (g, o, path, error))
    return NULL;

  JsonNode *solution = json_object_get_member (o, "solution");
  if (solution != NULL && !JSON_NODE_HOLDS_NULL (solution))
    {
      g_autofree char *spath = pw_json_path_member (path, "solution");
      if (!load_solution (g, solution, spath, error))
        return NULL;
    }

  g_autofree char *faces = NULL;
  if (!pw_json_member_string (o, path, "faces", FALSE, 16, &faces, error))
    return NULL;
  if (faces != NULL && !g_str_equal (faces, "pips") && !g_str_equal (faces, "numerals"))
    {
      g_autofree char *fpath = pw_json_path_member (path, "faces");
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: expected “pips” or “numerals”, found “%s”"), fpath, faces);
      return NULL;
    }
  if (faces != NULL)
    g->numerals = g_str_equal (faces, "numerals");

  static const char *const known[] = { "rows", "cols", "cells", "double", "dominoes",
                                       "solution", "faces", NULL };
  g_autoptr (GList) members = json_object_get_members (o);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (known, l->data))
      {
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: unknown member “%s”"), path,
                     (const char *) l->data);
        return NULL;
      }
  PwDominoGrid *out = g_steal_pointer (&g);
  return &out->parent;
}
