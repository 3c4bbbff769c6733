/* connecting-wall-json.c — the wall's object in a .pzw document:
 *
 *   { "group-size": 4, "cjk": true, "depth": 2, "not-categories": ["口"],
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

/* An array of at most @max strings at @path into @out. */
static gboolean
load_strings (JsonNode *node, const char *path, guint max, GPtrArray *out, GError **error)
{
  JsonArray *a = pw_json_expect_array (node, path, 0, max, error);
  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      g_autofree char *ipath = pw_json_path_index (path, i);
      char *s = NULL;
      if (!pw_json_node_string (json_array_get_element (a, i), ipath, PW_CONNECTING_WALL_MAX_TEXT, &s,
                                error))
        return FALSE;
      g_ptr_array_add (out, s);
    }
  return TRUE;
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
  JsonNode *cats = pw_json_member_node (o, path, "categories", FALSE, error);
  if (cats == NULL)
    return error == NULL || *error == NULL;
  g_autofree char *cpath = pw_json_path_member (path, "categories");
  return load_strings (cats, cpath, PW_CONNECTING_WALL_MAX_CARD_CATEGORIES, card->categories, error);
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
  JsonNode *cards = pw_json_member_node (o, path, "cards", TRUE, error);
  if (cards == NULL)
    return FALSE;
  g_autofree char *cpath = pw_json_path_member (path, "cards");
  /* Rows of the wrong length load, so the designer sees them named by
   * validate, but never more than a row can hold. */
  JsonArray *a = pw_json_expect_array (cards, cpath, 0, PW_CONNECTING_WALL_MAX_GROUP_SIZE, error);
  if (a == NULL)
    return FALSE;
  for (guint k = 0; k < json_array_get_length (a); k++)
    {
      g_autofree char *kpath = pw_json_path_index (cpath, k);
      if (!load_card (grp, json_array_get_element (a, k), kpath, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_categories (PwConnectingWallModel *m, JsonNode *node, const char *path, GError **error)
{
  JsonArray *a = pw_json_expect_array (node, path, 0, PW_CONNECTING_WALL_MAX_CATEGORIES, error);
  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      g_autofree char *ipath = pw_json_path_index (path, i);
      JsonObject *o = pw_json_expect_object (json_array_get_element (a, i), ipath, error);
      g_autofree char *name = NULL;
      gboolean herring = FALSE;
      if (o == NULL
          || !pw_json_member_string (o, ipath, "name", TRUE, PW_CONNECTING_WALL_MAX_TEXT, &name, error)
          || !pw_json_member_bool (o, ipath, "herring", FALSE, &herring, error))
        return FALSE;
      if (pw_connecting_wall_category_find (m, name) != NULL)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: the category “%s” is listed twice"), ipath, name);
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
  gboolean cjk = FALSE;
  if (!pw_json_member_int (o, path, "group-size", TRUE, PW_CONNECTING_WALL_MIN_GROUP_SIZE,
                           PW_CONNECTING_WALL_MAX_GROUP_SIZE, &k, error)
      || !pw_json_member_bool (o, path, "cjk", FALSE, &cjk, error)
      || !pw_json_member_int (o, path, "depth", FALSE, 1, PW_CONNECTING_WALL_MAX_DEPTH, &depth, error))
    return NULL;
  g_autoptr (PwModel) model = &pw_connecting_wall_model_new ((guint) k)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  m->cjk = cjk;
  m->depth = (guint) depth;
  if (!load_script (o, path, &m->script, error))
    return NULL;
  JsonNode *ex = pw_json_member_node (o, path, "not-categories", FALSE, error);
  if (ex != NULL)
    {
      g_autofree char *epath = pw_json_path_member (path, "not-categories");
      if (!load_strings (ex, epath, PW_CONNECTING_WALL_MAX_CATEGORIES, m->excluded, error))
        return NULL;
    }
  else if (error && *error)
    return NULL;
  JsonNode *cats = pw_json_member_node (o, path, "categories", FALSE, error);
  if (cats != NULL)
    {
      g_autofree char *cpath = pw_json_path_member (path, "categories");
      if (!load_categories (m, cats, cpath, error))
        return NULL;
    }
  else if (error && *error)
    return NULL;
  JsonNode *groups = pw_json_member_node (o, path, "groups", TRUE, error);
  if (groups == NULL)
    return NULL;
  g_autofree char *gpath = pw_json_path_member (path, "groups");
  JsonArray *a = pw_json_expect_array (groups, gpath, 1, PW_CONNECTING_WALL_MAX_GROUPS, error);
  if (a == NULL)
    return NULL;
  for (guint g = 0; g < json_array_get_length (a); g++)
    {
      g_autofree char *ipath = pw_json_path_index (gpath, g);
      if (!load_group (m, json_array_get_element (a, g), ipath, error))
        return NULL;
    }
  return g_steal_pointer (&model);
}
