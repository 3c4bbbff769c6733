/* connecting-wall-json.c — the wall's object in a .pzw document:
 *
 *   { "group-size": 4, "cjk": true, "depth": 2, "not-categories": ["口"],
 *     "time-limit": 150, "lives": 3,
 *     "script": "traditional",   (CJK: simplified (left out), traditional, japanese)
 *     "categories": [ { "name": "疒", "herring": false }, … ],
 *     "groups": [ { "connection": "…",
 *                   "cards": [ { "text": "疗", "categories": ["疒", "了"] }, … ] }, … ] }
 */
#include "connecting-wall-json.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-unihan.h"
#include "pw-error.h"
#include "pw-json.h"

/* By PwConnectingWallForm. */
static const char *const script_names[] = { "simplified", "traditional", "japanese" };

static gboolean
load_script (JsonObject *o, const char *path, guint *script, GError **error)
{
  g_autofree char *name = NULL;
  if (!pw_json_member_string (o, path, "script", FALSE, 32, &name, error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (script_names); i++)
    if (g_str_equal (name, script_names[i]))
      {
        *script = i;
        return TRUE;
      }
  g_autofree char *spath = pw_json_path_member (path, "script");
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("%s: “%s” is not simplified, traditional or japanese"), spath, name);
  return FALSE;
}

static void
add_strings (JsonBuilder *b, const char *member, GPtrArray *strings)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < strings->len; i++)
    json_builder_add_string_value (b, strings->pdata[i]);
  json_builder_end_array (b);
}

JsonNode *
pw_connecting_wall_save (const PwModel *model)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "group-size");
  json_builder_add_int_value (b, m->group_size);
  json_builder_set_member_name (b, "cjk");
  json_builder_add_boolean_value (b, m->cjk);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, m->depth);
  /* Simplified is the default: files of walls in it stay as they were. */
  if (m->script != PW_CONNECTING_WALL_FORM_SIMPLIFIED)
    {
      json_builder_set_member_name (b, "script");
      json_builder_add_string_value (b, script_names[m->script]);
    }
  add_strings (b, "not-categories", m->excluded);
  json_builder_set_member_name (b, "time-limit");
  json_builder_add_int_value (b, m->time_limit);
  json_builder_set_member_name (b, "lives");
  json_builder_add_int_value (b, m->lives);
  json_builder_set_member_name (b, "categories");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->categories->len; i++)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, c->name);
      json_builder_set_member_name (b, "herring");
      json_builder_add_boolean_value (b, c->herring);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "groups");
  json_builder_begin_array (b);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "connection");
      json_builder_add_string_value (b, grp->connection);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *c = grp->cards->pdata[k];
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, c->text);
          add_strings (b, "categories", c->categories);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
load_card (PwConnectingWallGroup *grp, JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return FALSE;
  g_autofree char *text = NULL;
  if (!pw_json_member_string (o, path, "text", TRUE, PW_CONNECTING_WALL_MAX_TEXT, &text, error))
    return FALSE;
  PwConnectingWallCard *card = pw_connecting_wall_card_add (grp, text);
  return pw_json_member_strings (o, path, "categories", FALSE, 0,
                                 PW_CONNECTING_WALL_MAX_CARD_CATEGORIES,
                                 PW_CONNECTING_WALL_MAX_TEXT, card->categories, error);
}

static gboolean
load_group (PwConnectingWallModel *m, JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return FALSE;
  g_autofree char *connection = NULL;
  if (!pw_json_member_string (o, path, "connection", FALSE, PW_CONNECTING_WALL_MAX_TEXT, &connection,
                              error))
    return FALSE;
  PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, connection);
  /* Rows of the wrong length load, so the designer sees them named by
   * validate, but never more than a row can hold. */
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "cards", TRUE, 0, PW_CONNECTING_WALL_MAX_GROUP_SIZE, &it,
                            error))
    return FALSE;
  while (pw_json_iter_next (&it))
    if (!load_card (grp, it.node, it.path, error))
      return FALSE;
  return TRUE;
}

static gboolean
load_categories (PwConnectingWallModel *m, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "categories", FALSE, 0, PW_CONNECTING_WALL_MAX_CATEGORIES,
                            &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      JsonObject *co = pw_json_expect_object (it.node, it.path, error);
      g_autofree char *name = NULL;
      gboolean herring = FALSE;
      if (co == NULL
          || !pw_json_member_string (co, it.path, "name", TRUE, PW_CONNECTING_WALL_MAX_TEXT, &name,
                                     error)
          || !pw_json_member_bool (co, it.path, "herring", FALSE, &herring, error))
        return FALSE;
      if (pw_connecting_wall_category_find (m, name) != NULL)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: the category “%s” is listed twice"), it.path, name);
          return FALSE;
        }
      pw_connecting_wall_category_ensure (m, name, herring);
    }
  return TRUE;
}

PwModel *
pw_connecting_wall_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return NULL;
  gint64 k = 4, depth = PW_CONNECTING_WALL_DEFAULT_DEPTH;
  gint64 time_limit = PW_CONNECTING_WALL_DEFAULT_TIME_LIMIT, lives = PW_CONNECTING_WALL_DEFAULT_LIVES;
  gboolean cjk = FALSE;
  if (!pw_json_member_int (o, path, "group-size", TRUE, PW_CONNECTING_WALL_MIN_GROUP_SIZE,
                           PW_CONNECTING_WALL_MAX_GROUP_SIZE, &k, error)
      || !pw_json_member_bool (o, path, "cjk", FALSE, &cjk, error)
      || !pw_json_member_int (o, path, "depth", FALSE, 1, PW_CONNECTING_WALL_MAX_DEPTH, &depth, error)
      || !pw_json_member_int (o, path, "time-limit", FALSE, 0, PW_CONNECTING_WALL_MAX_TIME_LIMIT,
                              &time_limit, error)
      || !pw_json_member_int (o, path, "lives", FALSE, 0, PW_CONNECTING_WALL_MAX_LIVES, &lives,
                              error))
    return NULL;
  g_autoptr (PwModel) model = &pw_connecting_wall_model_new ((guint) k)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  m->cjk = cjk;
  m->depth = (guint) depth;
  m->time_limit = (guint) time_limit;
  m->lives = (guint) lives;
  if (!load_script (o, path, &m->script, error)
      || !pw_json_member_strings (o, path, "not-categories", FALSE, 0,
                                  PW_CONNECTING_WALL_MAX_CATEGORIES, PW_CONNECTING_WALL_MAX_TEXT,
                                  m->excluded, error)
      || !load_categories (m, o, path, error))
    return NULL;
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "groups", TRUE, 1, PW_CONNECTING_WALL_MAX_GROUPS, &it, error))
    return NULL;
  while (pw_json_iter_next (&it))
    if (!load_group (m, it.node, it.path, error))
      return NULL;
  return g_steal_pointer (&model);
}
