#include "pw-json.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <math.h>

#include "pw-error.h"

char *
pw_json_path_member (const char *path, const char *member)
{
  return g_strconcat (path, ".", member, NULL);
}

char *
pw_json_path_index (const char *path, guint index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

gboolean
pw_json_fail (GError **error, const char *path, const char *message)
{
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s: %s", path, message);
  return FALSE;
}

/* A whole number written as a double ("7.0", "1e3"): JSON does not tell
 * the two apart, so such a number is the whole number it equals. */
static gboolean
whole_double (JsonNode *node, double *out)
{
  if (json_node_get_value_type (node) != G_TYPE_DOUBLE)
    return FALSE;
  *out = json_node_get_double (node);
  return isfinite (*out) && *out == floor (*out);
}

const char *
pw_json_describe_node (JsonNode *node)
{
  if (node == NULL)
    return _("nothing");
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return _("an object");
    case JSON_NODE_ARRAY:
      return _("an array");
    case JSON_NODE_NULL:
      return _("null");
    case JSON_NODE_VALUE:
      break;
    }
  GType t = json_node_get_value_type (node);
  if (t == G_TYPE_STRING)
    return _("a string");
  if (t == G_TYPE_BOOLEAN)
    return _("true or false");
  if (t == G_TYPE_INT64)
    return _("a whole number");
  /* json-glib reads 1e308 and 7.0 as doubles: they have no fraction. */
  double d;
  return whole_double (node, &d) ? _("a number") : _("a number with a fraction");
}

JsonObject *
pw_json_expect_object (JsonNode *node, const char *path, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected an object, found %s"),
                   path, pw_json_describe_node (node));
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
pw_json_expect_array (JsonNode *node, const char *path, guint min_len, guint max_len,
                      GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected an array, found %s"),
                   path, pw_json_describe_node (node));
      return NULL;
    }
  JsonArray *array = json_node_get_array (node);
  guint len = json_array_get_length (array);
  if (len < min_len || len > max_len)
    {
      g_set_error (error, PW_ERROR, len > max_len ? PW_ERROR_TOO_LARGE : PW_ERROR_INVALID,
                   _("%s: expected from %u to %u elements, found %u"), path, min_len, max_len,
                   len);
      return NULL;
    }
  return array;
}

gboolean
pw_json_node_int (JsonNode *node, const char *path, gint64 min, gint64 max, gint64 *out,
                  GError **error)
{
  double d;
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && whole_double (node, &d))
    {
      /* Compared as doubles: a double past gint64 cannot be cast, and
       * (double) G_MAXINT64 rounds up to 2^63, which is past it. */
      if (d < (double) min || d > (double) max || d >= 0x1p63)
        {
          char number[G_ASCII_DTOSTR_BUF_SIZE];
          g_ascii_formatd (number, sizeof number, "%.17g", d);
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s: %s is out of range (%" PRId64 " to %" PRId64 ")"), path, number,
                       min, max);
          return FALSE;
        }
      *out = (gint64) d;
      return TRUE;
    }
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: expected a whole number from %" PRId64 " to %" PRId64
                     ", found %s"), path, min, max, pw_json_describe_node (node));
      return FALSE;
    }
  gint64 v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s: %" PRId64 " is out of range (%" PRId64 " to %"
                     PRId64 ")"), path, v, min, max);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
pw_json_node_double (JsonNode *node, const char *path, double min, double max, double *out,
                     GError **error)
{
  GType t = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node)
                                                         : G_TYPE_INVALID;
  if (t != G_TYPE_INT64 && t != G_TYPE_DOUBLE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected a number, found %s"), path,
                   pw_json_describe_node (node));
      return FALSE;
    }
  double v = t == G_TYPE_INT64 ? (double) json_node_get_int (node) : json_node_get_double (node);
  if (!(v >= min && v <= max))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: %g is not from %g to %g"), path, v,
                   min, max);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
pw_json_node_string (JsonNode *node, const char *path, gsize max_len, char **out, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected a string, found %s"), path,
                   pw_json_describe_node (node));
      return FALSE;
    }
  const char *s = json_node_get_string (node);
  gsize len = strlen (s);
  if (len > max_len)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("%s: the text is %zu bytes long; at most %zu are allowed"), path, len,
                   max_len);
      return FALSE;
    }
  if (!g_utf8_validate (s, len, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: the text is not valid UTF-8"), path);
      return FALSE;
    }
  g_free (*out);
  *out = g_strdup (s);
  return TRUE;
}

gboolean
pw_json_node_pair (JsonNode *node, const char *path, gint64 max0, gint64 max1, gint64 out[2],
                   GError **error)
{
  JsonArray *a = pw_json_expect_array (node, path, 2, 2, error);
  if (a == NULL)
    return FALSE;
  const gint64 max[2] = { max0, max1 };
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *kpath = pw_json_path_index (path, k);
      if (!pw_json_node_int (json_array_get_element (a, k), kpath, 0, max[k], &out[k], error))
        return FALSE;
    }
  return TRUE;
}

gboolean
pw_json_node_strings (JsonNode *node, const char *path, guint min_len, guint max_len,
                      gsize max_string, GPtrArray *out, GError **error)
{
  JsonArray *a = pw_json_expect_array (node, path, min_len, max_len, error);
  if (a == NULL)
    return FALSE;
  g_auto (PwJsonIter) it = pw_json_iter (a, path);
  while (pw_json_iter_next (&it))
    {
      char *s = NULL;
      if (!pw_json_node_string (it.node, it.path, max_string, &s, error))
        return FALSE;
      g_ptr_array_add (out, s);
    }
  return TRUE;
}

JsonNode *
pw_json_member_node (JsonObject *object, const char *path, const char *member, gboolean required,
                     GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  if (node == NULL && required)
    g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: the member “%s” is missing"), path,
                 member);
  return node;
}

gboolean
pw_json_member_int (JsonObject *object, const char *path, const char *member, gboolean required,
                    gint64 min, gint64 max, gint64 *out, GError **error)
{
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  if (node == NULL)
    return !required;
  g_autofree char *sub = pw_json_path_member (path, member);
  return pw_json_node_int (node, sub, min, max, out, error);
}

gboolean
pw_json_member_string (JsonObject *object, const char *path, const char *member,
                       gboolean required, gsize max_len, char **out, GError **error)
{
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  if (node == NULL)
    return !required;
  g_autofree char *sub = pw_json_path_member (path, member);
  return pw_json_node_string (node, sub, max_len, out, error);
}

gboolean
pw_json_member_bool (JsonObject *object, const char *path, const char *member, gboolean required,
                     gboolean *out, GError **error)
{
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  if (node == NULL)
    return !required;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_autofree char *sub = pw_json_path_member (path, member);
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected true or false, found %s"),
                   sub, pw_json_describe_node (node));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
pw_json_member_double (JsonObject *object, const char *path, const char *member,
                       gboolean required, double min, double max, double *out, GError **error)
{
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  if (node == NULL)
    return !required;
  g_autofree char *sub = pw_json_path_member (path, member);
  return pw_json_node_double (node, sub, min, max, out, error);
}

gboolean
pw_json_member_strings (JsonObject *object, const char *path, const char *member,
                        gboolean required, guint min_len, guint max_len, gsize max_string,
                        GPtrArray *out, GError **error)
{
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  if (node == NULL)
    return !required;
  g_autofree char *sub = pw_json_path_member (path, member);
  return pw_json_node_strings (node, sub, min_len, max_len, max_string, out, error);
}

gboolean
pw_json_member_array (JsonObject *object, const char *path, const char *member,
                      gboolean required, guint min_len, guint max_len, JsonArray **out,
                      char **out_path, GError **error)
{
  g_autofree char *sub = pw_json_path_member (path, member);
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  *out = node ? pw_json_expect_array (node, sub, min_len, max_len, error) : NULL;
  if (out_path)
    *out_path = g_steal_pointer (&sub);
  return node ? *out != NULL : !required;
}

gboolean
pw_json_member_object (JsonObject *object, const char *path, const char *member,
                       gboolean required, JsonObject **out, char **out_path, GError **error)
{
  g_autofree char *sub = pw_json_path_member (path, member);
  JsonNode *node = pw_json_member_node (object, path, member, required, error);
  *out = node ? pw_json_expect_object (node, sub, error) : NULL;
  if (out_path)
    *out_path = g_steal_pointer (&sub);
  return node ? *out != NULL : !required;
}

PwJsonIter
pw_json_iter (JsonArray *array, const char *path)
{
  PwJsonIter iter = PW_JSON_ITER_INIT;
  iter.array = array;
  iter.array_path = g_strdup (path);
  return iter;
}

gboolean
pw_json_member_iter (JsonObject *object, const char *path, const char *member, gboolean required,
                     guint min_len, guint max_len, PwJsonIter *iter, GError **error)
{
  pw_json_iter_clear (iter);
  return pw_json_member_array (object, path, member, required, min_len, max_len, &iter->array,
                               &iter->array_path, error);
}

gboolean
pw_json_iter_next (PwJsonIter *iter)
{
  g_clear_pointer (&iter->path, g_free);
  iter->node = NULL;
  guint length = iter->array ? json_array_get_length (iter->array) : 0;
  if (iter->index == G_MAXUINT) /* not started */
    iter->index = 0;
  else if (iter->index < length)
    iter->index++;
  if (iter->index >= length)
    return FALSE;
  iter->node = json_array_get_element (iter->array, iter->index);
  iter->path = pw_json_path_index (iter->array_path, iter->index);
  return TRUE;
}

void
pw_json_iter_clear (PwJsonIter *iter)
{
  g_clear_pointer (&iter->path, g_free);
  g_clear_pointer (&iter->array_path, g_free);
  *iter = (PwJsonIter) PW_JSON_ITER_INIT;
}
