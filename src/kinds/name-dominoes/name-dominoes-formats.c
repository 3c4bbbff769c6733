#include "name-dominoes-formats.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "name-dominoes-json.h"
#include "pw-error.h"
#include "pw-json.h"
#include "pw-text.h"

/* The longest text either format accepts: far more than 2000 tiles need. */
#define MAX_TEXT_BYTES (8 * 1024 * 1024)
/* Deeper than any layout: tiles hold arrays of names, nothing more. */
#define LAYOUT_MAX_DEPTH 16

static void
add_names (JsonBuilder *b, const PwNameDominoesTile *tile)
{
  json_builder_set_member_name (b, "names");
  json_builder_begin_array (b);
  for (guint k = 0; k < tile->n_names; k++)
    json_builder_add_string_value (b, tile->names[k]);
  json_builder_end_array (b);
}

static JsonNode *
tile_node (const PwNameDominoesTile *tile, gboolean with_cells)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_names (b, tile);
  if (with_cells)
    {
      json_builder_set_member_name (b, "cells");
      json_builder_begin_array (b);
      for (guint k = 0; k < tile->n_names; k++)
        {
          int x, y;
          pw_name_dominoes_square (tile->x, tile->y, tile->direction, k, &x, &y);
          json_builder_begin_array (b);
          json_builder_add_int_value (b, x);
          json_builder_add_int_value (b, y);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      if (tile->pinned)
        {
          json_builder_set_member_name (b, "pinned");
          json_builder_add_boolean_value (b, TRUE);
        }
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* One tile or synonym set per line: compact, and easy to read and diff. */
static void
append_list (GString *s, const char *member, GPtrArray *nodes, gboolean last)
{
  g_string_append_printf (s, "  \"%s\": [", member);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *text = json_to_string (nodes->pdata[i], FALSE);
      g_string_append_printf (s, "%s\n    %s", i ? "," : "", text);
    }
  g_string_append_printf (s, "%s]%s\n", nodes->len ? "\n  " : "", last ? "" : ",");
}

char *
pw_name_dominoes_layout_export (const PwNameDominoesModel *model, GError **error)
{
  g_autoptr (GPtrArray) placed = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr (GPtrArray) unplaced = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  for (guint t = 0; t < model->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      g_ptr_array_add (tile->placed ? placed : unplaced, tile_node (tile, tile->placed));
    }
  g_autoptr (GPtrArray) synonyms = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  for (guint i = 0; i < model->synonyms->len; i++)
    {
      char **set = model->synonyms->pdata[i];
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_array (b);
      for (guint j = 0; set[j]; j++)
        json_builder_add_string_value (b, set[j]);
      json_builder_end_array (b);
      g_ptr_array_add (synonyms, json_builder_get_root (b));
    }
  GString *s = g_string_new ("{\n");
  g_string_append_printf (s, "  \"width\": %u,\n  \"height\": %u,\n", model->width,
                          model->height);
  append_list (s, "tiles", placed, FALSE);
  append_list (s, "unplaced", unplaced, FALSE);
  append_list (s, "synonyms", synonyms, FALSE);
  g_string_append_printf (s, "  \"partial-match\": %s\n}\n",
                          model->partial_match ? "true" : "false");
  return g_string_free (s, FALSE);
}

/* The direction in which @n cells run in a straight line, one step apart. */
static gboolean
cells_direction (const int *xs, const int *ys, guint n, const char *path,
                 PwNameDominoesDirection *out, GError **error)
{
  *out = PW_NAME_DOMINOES_RIGHT;
  if (n < 2)
    return TRUE;
  int dx = xs[1] - xs[0], dy = ys[1] - ys[0];
  gboolean found = FALSE;
  for (int d = 0; d < 4; d++)
    {
      int sx, sy;
      pw_name_dominoes_square (0, 0, (PwNameDominoesDirection) d, 1, &sx, &sy);
      if (sx == dx && sy == dy)
        {
          *out = (PwNameDominoesDirection) d;
          found = TRUE;
        }
    }
  for (guint k = 2; found && k < n; k++)
    found = xs[k] - xs[k - 1] == dx && ys[k] - ys[k - 1] == dy;
  if (!found)
    g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                 _("%s: the squares of a tile must follow each other in a straight line"),
                 path);
  return found;
}

static gboolean
load_layout_tile (PwNameDominoesModel *model, JsonNode *node, const char *path, gboolean placed,
                  GError **error)
{
  static const char *const placed_members[] = { "names", "cells", "pinned", NULL };
  static const char *const unplaced_members[] = { "names", NULL };
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL
      || !pw_name_dominoes_json_check_members (o, path, placed ? placed_members : unplaced_members,
                                       error))
    return FALSE;
  char *names[PW_NAME_DOMINOES_MAX_SQUARES] = { NULL };
  guint n = 0;
  if (!pw_name_dominoes_json_load_names (o, path, names, &n, error))
    return FALSE;
  guint index = pw_name_dominoes_model_add_tile (model, (const char *const *) names, n);
  for (guint k = 0; k < n; k++)
    g_free (names[k]);
  if (!placed)
    return TRUE;

  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "cells", TRUE, n, n, &it, error))
    return FALSE;
  /* The square of each name as [x, y], inside the board. */
  int xs[PW_NAME_DOMINOES_MAX_SQUARES] = { 0 }, ys[PW_NAME_DOMINOES_MAX_SQUARES] = { 0 };
  while (pw_json_iter_next (&it))
    {
      gint64 xy[2];
      if (!pw_json_node_pair (it.node, it.path, model->width - 1, model->height - 1, xy, error))
        return FALSE;
      xs[it.index] = (int) xy[0];
      ys[it.index] = (int) xy[1];
    }
  PwNameDominoesDirection dir;
  if (!cells_direction (xs, ys, n, it.array_path, &dir, error))
    return FALSE;
  g_autoptr (GError) local = NULL;
  if (!pw_name_dominoes_model_place (model, index, xs[0], ys[0], dir, &local))
    return pw_json_fail (error, it.array_path, local->message);
  PwNameDominoesTile *tile = model->tiles->pdata[index];
  return pw_json_member_bool (o, path, "pinned", FALSE, &tile->pinned, error);
}

static gboolean
load_layout_tiles (PwNameDominoesModel *model, JsonObject *root, const char *member, gboolean placed,
                   GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (root, "$", member, placed, 0,
                            PW_NAME_DOMINOES_MAX_TILES - model->tiles->len, &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    if (!load_layout_tile (model, it.node, it.path, placed, error))
      return FALSE;
  return TRUE;
}

PwNameDominoesModel *
pw_name_dominoes_layout_import (const char *text, gsize length, GError **error)
{
  if (length > MAX_TEXT_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The layout is %zu bytes long; at most %d are read"), (size_t) length,
                   MAX_TEXT_BYTES);
      return NULL;
    }
  /* The same strict, depth-bounded reading as documents: json-glib alone
   * overflows its stack on a file of brackets. */
  g_autoptr (GError) local = NULL;
  g_autoptr (JsonNode) root = pw_json_parse (text, length, LAYOUT_MAX_DEPTH, TRUE, &local);
  if (root == NULL)
    {
      if (local->code == PW_ERROR_PARSE)
        g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("The layout is not JSON: %s"),
                     local->message);
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  JsonObject *o = pw_json_expect_object (root, "$", error);
  if (o == NULL)
    return NULL;
  static const char *const known[] = { "width", "height", "tiles", "unplaced", "synonyms",
                                       "partial-match", NULL };
  if (!pw_name_dominoes_json_check_members (o, "$", known, error))
    return NULL;
  gint64 width, height;
  if (!pw_json_member_int (o, "$", "width", TRUE, 1, PW_NAME_DOMINOES_MAX_SIDE, &width, error)
      || !pw_json_member_int (o, "$", "height", TRUE, 1, PW_NAME_DOMINOES_MAX_SIDE, &height, error))
    return NULL;
  g_autoptr (PwNameDominoesModel) model = pw_name_dominoes_model_new ((guint) width, (guint) height);
  if (!pw_json_member_bool (o, "$", "partial-match", FALSE, &model->partial_match, error))
    return NULL;
  if (!pw_name_dominoes_json_load_synonyms (model, o, "$", error))
    return NULL;
  if (!load_layout_tiles (model, o, "tiles", TRUE, error)
      || !load_layout_tiles (model, o, "unplaced", FALSE, error))
    return NULL;
  return g_steal_pointer (&model);
}

/* Characters that would change the meaning of a text line. */
static gboolean
text_safe (const char *name, const char *forbidden)
{
  return strpbrk (name, forbidden) == NULL && strchr (name, '\n') == NULL
         && strchr (name, '\r') == NULL;
}

char *
pw_name_dominoes_text_export (const PwNameDominoesModel *model, GError **error)
{
  GString *s = g_string_new (NULL);
  g_string_append (s, "# Puzzlewright name dominoes\n");
  g_string_append_printf (s, "board %ux%u\n", model->width, model->height);
  g_string_append_printf (s, "partial-match %s\n", model->partial_match ? "yes" : "no");
  for (guint i = 0; i < model->synonyms->len; i++)
    {
      char **set = model->synonyms->pdata[i];
      for (guint j = 0; set[j]; j++)
        if (!text_safe (set[j], ",=") || set[j][0] == '\0' || g_ascii_isspace (set[j][0]))
          {
            g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                         _("$.puzzle.synonyms[%u][%u]: “%s” cannot be written as text"), i, j,
                         set[j]);
            g_string_free (s, TRUE);
            return NULL;
          }
      g_autofree char *joined = g_strjoinv ("=", set);
      g_string_append_printf (s, "synonyms %s\n", joined);
    }
  for (guint t = 0; t < model->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      g_string_append (s, "tile");
      for (guint k = 0; k < tile->n_names; k++)
        {
          if (!text_safe (tile->names[k], "|@"))
            {
              g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                           _("$.puzzle.tiles[%u].names[%u]: “%s” cannot be written as text"), t,
                           k, tile->names[k]);
              g_string_free (s, TRUE);
              return NULL;
            }
          g_string_append_printf (s, "%s%s", k > 0 ? " | " : " ", tile->names[k]);
        }
      if (tile->placed)
        g_string_append_printf (s, " @ %d,%d %s%s", tile->x, tile->y,
                                pw_name_dominoes_direction_to_string (tile->direction),
                                tile->pinned ? " pinned" : "");
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

typedef struct
{
  guint index;
  int x, y;
  PwNameDominoesDirection direction;
  gboolean pinned;
  guint line;
} TextPlacement;

static gboolean
parse_board (const char *rest, guint line, guint *w, guint *h, GError **error)
{
  guint64 vw, vh;
  g_auto (GStrv) parts = g_strsplit (rest, "x", 2);
  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 1, PW_NAME_DOMINOES_MAX_SIDE, &vw, NULL)
      || !g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 1, PW_NAME_DOMINOES_MAX_SIDE, &vh,
                                      NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("line %u: expected “board WIDTHxHEIGHT” with sides from 1 to %d"), line,
                   PW_NAME_DOMINOES_MAX_SIDE);
      return FALSE;
    }
  *w = (guint) vw;
  *h = (guint) vh;
  return TRUE;
}

static gboolean
parse_synonyms (PwNameDominoesModel *model, const char *rest, guint line, GError **error)
{
  g_auto (GStrv) sets = g_strsplit (rest, ",", -1);
  for (guint i = 0; sets[i]; i++)
    {
      if (g_strstrip (sets[i])[0] == '\0')
        continue;
      g_auto (GStrv) names = g_strsplit (sets[i], "=", -1);
      for (guint j = 0; names[j]; j++)
        g_strstrip (names[j]);
      if (g_strv_length (names) > PW_NAME_DOMINOES_MAX_SYNONYM_SET_SIZE
          || model->synonyms->len >= PW_NAME_DOMINOES_MAX_SYNONYM_SETS)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("line %u: too many synonyms (at most %d sets of %d names)"), line,
                       PW_NAME_DOMINOES_MAX_SYNONYM_SETS, PW_NAME_DOMINOES_MAX_SYNONYM_SET_SIZE);
          return FALSE;
        }
      pw_name_dominoes_model_add_synonyms (model, (const char *const *) names);
    }
  return TRUE;
}

/* "x,y direction [pinned]" after the "@" of a tile line. */
static gboolean
parse_place (const char *text, guint line, TextPlacement *p, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (g_strstrip ((char *) text), " \t", -1);
  guint n = 0;
  const char *w[4] = { NULL };
  for (guint i = 0; words[i]; i++)
    if (words[i][0] != '\0' && n < G_N_ELEMENTS (w))
      w[n++] = words[i];
    else if (words[i][0] != '\0')
      n++;
  g_auto (GStrv) xy = w[0] ? g_strsplit (w[0], ",", 2) : NULL;
  gint64 x, y;
  p->direction = PW_NAME_DOMINOES_RIGHT;
  if (n < 1 || n > 3 || xy == NULL || g_strv_length (xy) != 2
      || !g_ascii_string_to_signed (xy[0], 10, 0, PW_NAME_DOMINOES_MAX_SIDE - 1, &x, NULL)
      || !g_ascii_string_to_signed (xy[1], 10, 0, PW_NAME_DOMINOES_MAX_SIDE - 1, &y, NULL)
      || (n >= 2 && !pw_name_dominoes_direction_from_string (w[1], &p->direction))
      || (n == 3 && g_strcmp0 (w[2], "pinned") != 0))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("line %u: expected “@ X,Y DIRECTION [pinned]” with a direction of right, "
                     "down, left or up"), line);
      return FALSE;
    }
  p->x = (int) x;
  p->y = (int) y;
  p->pinned = n == 3;
  return TRUE;
}

static gboolean
parse_tile (PwNameDominoesModel *model, char *rest, guint line, GArray *placements, GError **error)
{
  char *at = strchr (rest, '@');
  TextPlacement p = { 0 };
  if (at != NULL)
    {
      *at = '\0';
      if (!parse_place (at + 1, line, &p, error))
        return FALSE;
    }
  g_auto (GStrv) parts = g_strsplit (rest, "|", -1);
  guint n = g_strv_length (parts);
  gboolean any = FALSE;
  for (guint k = 0; k < n; k++)
    {
      g_strstrip (parts[k]);
      any = any || parts[k][0] != '\0';
      if (strlen (parts[k]) > PW_NAME_DOMINOES_MAX_NAME_BYTES)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("line %u: a name may be at most %d bytes long"), line,
                       PW_NAME_DOMINOES_MAX_NAME_BYTES);
          return FALSE;
        }
    }
  if (n < 1 || n > PW_NAME_DOMINOES_MAX_SQUARES || !any)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("line %u: a tile has 1 to %d squares split by “|”, and a name that is "
                     "not blank"), line, PW_NAME_DOMINOES_MAX_SQUARES);
      return FALSE;
    }
  if (model->tiles->len >= PW_NAME_DOMINOES_MAX_TILES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE, _("line %u: more than %d tiles"), line,
                   PW_NAME_DOMINOES_MAX_TILES);
      return FALSE;
    }
  p.index = pw_name_dominoes_model_add_tile (model, (const char *const *) parts, n);
  p.line = line;
  if (at != NULL)
    g_array_append_val (placements, p);
  return TRUE;
}

static gboolean
parse_text_line (PwNameDominoesModel *model, char *text, guint line, GArray *placements,
                 guint *w, guint *h, GError **error)
{
  char *s = g_strstrip (text);
  if (s[0] == '\0' || s[0] == '#')
    return TRUE;
  if (g_str_has_prefix (s, "board ") || g_str_equal (s, "board"))
    return parse_board (s + 5, line, w, h, error);
  if (g_str_has_prefix (s, "partial-match"))
    {
      char *v = g_strstrip (s + strlen ("partial-match"));
      if (!g_str_equal (v, "yes") && !g_str_equal (v, "no"))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                       _("line %u: expected “partial-match yes” or “partial-match no”"), line);
          return FALSE;
        }
      model->partial_match = g_str_equal (v, "yes");
      return TRUE;
    }
  if (g_str_has_prefix (s, "synonyms ") || g_str_has_prefix (s, "synonyms\t"))
    return parse_synonyms (model, s + 9, line, error);
  if (g_str_has_prefix (s, "tile ") || g_str_has_prefix (s, "tile\t") || g_str_equal (s, "tile"))
    return parse_tile (model, s + 4, line, placements, error);
  g_autoptr (GError) local = NULL;
  if (pw_name_dominoes_model_add_pasted (model, s, &local) == 0 && local != NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("line %u: %s"), line, local->message);
      return FALSE;
    }
  return TRUE;
}

PwNameDominoesModel *
pw_name_dominoes_text_import (const char *text, gsize length, GError **error)
{
  if (length > MAX_TEXT_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The text is %zu bytes long; at most %d are read"), (size_t) length,
                   MAX_TEXT_BYTES);
      return NULL;
    }
  /* Says the line and column of the first bad byte, or of a NUL. */
  if (!pw_text_validate_utf8 (text, length, NULL, error))
    return NULL;
  g_autofree char *copy = g_strndup (text, length);
  g_auto (GStrv) lines = g_strsplit (copy, "\n", -1);
  g_autoptr (PwNameDominoesModel) model = pw_name_dominoes_model_new (16, 24);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (TextPlacement));
  guint w = 16, h = 24;
  for (guint i = 0; lines[i]; i++)
    if (!parse_text_line (model, lines[i], i + 1, placements, &w, &h, error))
      return NULL;
  model->width = w;
  model->height = h;
  /* Placed last, so a "board" line may come anywhere. */
  for (guint i = 0; i < placements->len; i++)
    {
      TextPlacement *p = &g_array_index (placements, TextPlacement, i);
      g_autoptr (GError) local = NULL;
      if (!pw_name_dominoes_model_place (model, p->index, p->x, p->y, p->direction, &local))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("line %u: %s"), p->line,
                       local->message);
          return NULL;
        }
      PwNameDominoesTile *tile = model->tiles->pdata[p->index];
      tile->pinned = p->pinned;
    }
  return g_steal_pointer (&model);
}
