#include "name-dominoes-json.h"

#include <glib/gi18n-lib.h>

#include "name-dominoes-match.h"
#include "pw-error.h"
#include "pw-json.h"

JsonNode *
pw_name_dominoes_save (const PwNameDominoesModel *model)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, model->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, model->height);
  json_builder_set_member_name (b, "partial-match");
  json_builder_add_boolean_value (b, model->partial_match);
  json_builder_set_member_name (b, "synonyms");
  json_builder_begin_array (b);
  for (guint i = 0; i < model->synonyms->len; i++)
    {
      char **set = model->synonyms->pdata[i];
      json_builder_begin_array (b);
      for (guint j = 0; set[j]; j++)
        json_builder_add_string_value (b, set[j]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_array (b);
  for (guint t = 0; t < model->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "names");
      json_builder_begin_array (b);
      for (guint k = 0; k < tile->n_names; k++)
        json_builder_add_string_value (b, tile->names[k]);
      json_builder_end_array (b);
      if (tile->placed)
        {
          json_builder_set_member_name (b, "at");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, tile->x);
          json_builder_add_int_value (b, tile->y);
          json_builder_end_array (b);
          if (tile->n_names > 1)
            {
              json_builder_set_member_name (b, "direction");
              json_builder_add_string_value (b, pw_name_dominoes_direction_to_string (tile->direction));
            }
          if (tile->pinned)
            {
              json_builder_set_member_name (b, "pinned");
              json_builder_add_boolean_value (b, TRUE);
            }
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

gboolean
pw_name_dominoes_json_check_members (JsonObject *object, const char *path, const char *const *known,
                             GError **error)
{
  g_autoptr (GList) members = json_object_get_members (object);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (known, l->data))
      {
        g_autofree char *list = g_strjoinv (", ", (char **) known);
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("%s: unknown member “%s” (known: %s)"), path, (const char *) l->data,
                     list);
        return FALSE;
      }
  return TRUE;
}

gboolean
pw_name_dominoes_json_load_names (JsonObject *object, const char *path, char **names,
                                  guint *n_names, GError **error)
{
  g_autoptr (GPtrArray) read = g_ptr_array_new_with_free_func (g_free);
  if (!pw_json_member_strings (object, path, "names", TRUE, 1, PW_NAME_DOMINOES_MAX_SQUARES,
                               PW_NAME_DOMINOES_MAX_NAME_BYTES, read, error))
    return FALSE;
  gboolean any = FALSE;
  for (guint k = 0; k < read->len && !any; k++)
    {
      g_autofree char *folded = pw_name_dominoes_normalize (read->pdata[k]);
      any = folded[0] != '\0';
    }
  if (!any)
    {
      g_autofree char *npath = pw_json_path_member (path, "names");
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: a tile needs at least one name that is not blank"), npath);
      return FALSE;
    }
  for (guint k = 0; k < read->len; k++)
    names[k] = g_steal_pointer (&read->pdata[k]);
  *n_names = read->len;
  return TRUE;
}

gboolean
pw_name_dominoes_json_load_synonyms (PwNameDominoesModel *model, JsonObject *object,
                                     const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (object, path, "synonyms", FALSE, 0, PW_NAME_DOMINOES_MAX_SYNONYM_SETS,
                            &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      if (!pw_json_node_strings (it.node, it.path, 1, PW_NAME_DOMINOES_MAX_SYNONYM_SET_SIZE,
                                 PW_NAME_DOMINOES_MAX_NAME_BYTES, names, error))
        return FALSE;
      g_ptr_array_add (names, NULL);
      pw_name_dominoes_model_add_synonyms (model, (const char *const *) names->pdata);
    }
  return TRUE;
}

/* "at", "direction" and "pinned" of tile @t, checked against the board
 * and the tiles placed before it (@grid: tile index per square, or -1). */
static gboolean
load_placement (PwNameDominoesModel *model, JsonObject *o, const char *tpath, guint t, int *grid,
                GError **error)
{
  PwNameDominoesTile *tile = model->tiles->pdata[t];
  JsonNode *at = json_object_get_member (o, "at");
  if (at == NULL)
    {
      const char *only_placed[] = { "direction", "pinned" };
      for (guint i = 0; i < G_N_ELEMENTS (only_placed); i++)
        if (json_object_has_member (o, only_placed[i]))
          {
            g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                         _("%s: “%s” needs “at”, the square where the tile lies"), tpath,
                         only_placed[i]);
            return FALSE;
          }
      return TRUE;
    }
  g_autofree char *apath = pw_json_path_member (tpath, "at");
  gint64 xy[2];
  if (!pw_json_node_pair (at, apath, model->width - 1, model->height - 1, xy, error))
    return FALSE;
  gint64 x = xy[0], y = xy[1];
  g_autofree char *dir_text = NULL;
  PwNameDominoesDirection dir = PW_NAME_DOMINOES_RIGHT;
  if (!pw_json_member_string (o, tpath, "direction", FALSE, 16, &dir_text, error))
    return FALSE;
  if (dir_text != NULL && !pw_name_dominoes_direction_from_string (dir_text, &dir))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s.direction: “%s” is not one of right, down, left, up"), tpath, dir_text);
      return FALSE;
    }
  if (!pw_json_member_bool (o, tpath, "pinned", FALSE, &tile->pinned, error))
    return FALSE;
  if (!pw_name_dominoes_model_fits (model, tile->n_names, (int) x, (int) y, dir))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: a tile of %u squares going %s from (%d, %d) leaves the %u×%u board"),
                   apath, tile->n_names, pw_name_dominoes_direction_to_string (dir), (int) x, (int) y,
                   model->width, model->height);
      return FALSE;
    }
  for (guint k = 0; k < tile->n_names; k++)
    {
      int sx, sy;
      pw_name_dominoes_square ((int) x, (int) y, dir, k, &sx, &sy);
      int *cell = &grid[sy * (int) model->width + sx];
      if (*cell >= 0)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: square (%d, %d) is already covered by tile %d "
                         "($.puzzle.tiles[%d])"), apath, sx, sy, *cell + 1, *cell);
          return FALSE;
        }
      *cell = (int) t;
    }
  tile->placed = TRUE;
  tile->x = (int) x;
  tile->y = (int) y;
  tile->direction = tile->n_names > 1 ? dir : PW_NAME_DOMINOES_RIGHT;
  return TRUE;
}

static gboolean
load_tiles (PwNameDominoesModel *model, JsonObject *object, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (object, path, "tiles", TRUE, 0, PW_NAME_DOMINOES_MAX_TILES, &it,
                            error))
    return FALSE;
  g_autofree int *grid = g_new (int, (gsize) model->width * model->height);
  for (guint i = 0; i < model->width * model->height; i++)
    grid[i] = -1;
  static const char *const known[] = { "names", "at", "direction", "pinned", NULL };
  while (pw_json_iter_next (&it))
    {
      JsonObject *o = pw_json_expect_object (it.node, it.path, error);
      char *names[PW_NAME_DOMINOES_MAX_SQUARES] = { NULL };
      guint n_names = 0;
      if (o == NULL || !pw_name_dominoes_json_check_members (o, it.path, known, error)
          || !pw_name_dominoes_json_load_names (o, it.path, names, &n_names, error))
        return FALSE;
      pw_name_dominoes_model_add_tile (model, (const char *const *) names, n_names);
      for (guint k = 0; k < n_names; k++)
        g_free (names[k]);
      if (!load_placement (model, o, it.path, it.index, grid, error))
        return FALSE;
    }
  return TRUE;
}

PwNameDominoesModel *
pw_name_dominoes_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return NULL;
  static const char *const known[] = { "width", "height", "partial-match", "synonyms", "tiles",
                                       NULL };
  if (!pw_name_dominoes_json_check_members (o, path, known, error))
    return NULL;
  gint64 width, height;
  if (!pw_json_member_int (o, path, "width", TRUE, 1, PW_NAME_DOMINOES_MAX_SIDE, &width, error)
      || !pw_json_member_int (o, path, "height", TRUE, 1, PW_NAME_DOMINOES_MAX_SIDE, &height, error))
    return NULL;
  g_autoptr (PwNameDominoesModel) model = pw_name_dominoes_model_new ((guint) width, (guint) height);
  if (!pw_json_member_bool (o, path, "partial-match", FALSE, &model->partial_match, error))
    return NULL;
  if (!pw_name_dominoes_json_load_synonyms (model, o, path, error)
      || !load_tiles (model, o, path, error))
    return NULL;
  return g_steal_pointer (&model);
}
