/* pw-json.h — strict reading of untrusted JSON, with JSON paths in errors.
 *
 * Every loader goes through these so that a bad document is reported the
 * same way everywhere: "$.puzzle.rows: expected a whole number from 1 to
 * 60, found a string".  Nothing here trusts a size it has not checked.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

char       *pw_json_path_member   (const char *path, const char *member);
char       *pw_json_path_index    (const char *path, guint index);

JsonObject *pw_json_expect_object (JsonNode *node, const char *path, GError **error);
/* Checks the array has from @min_len to @max_len elements. */
JsonArray  *pw_json_expect_array  (JsonNode *node, const char *path, guint min_len, guint max_len,
                                   GError **error);
gboolean    pw_json_node_int      (JsonNode *node, const char *path, gint64 min, gint64 max,
                                   gint64 *out, GError **error);
gboolean    pw_json_node_string   (JsonNode *node, const char *path, gsize max_len,
                                   char **out, GError **error);

/* Members: when @required is FALSE and the member is absent, @out is left
 * untouched and TRUE is returned, so callers preset defaults. */
gboolean    pw_json_member_int    (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gint64 min, gint64 max, gint64 *out,
                                   GError **error);
gboolean    pw_json_member_string (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gsize max_len, char **out, GError **error);
gboolean    pw_json_member_bool   (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gboolean *out, GError **error);
/* NULL (no error) when absent and not required. */
JsonNode   *pw_json_member_node   (JsonObject *object, const char *path, const char *member,
                                   gboolean required, GError **error);

/* A short description of what a node holds ("a string", "an array"). */
const char *pw_json_describe_node (JsonNode *node);

G_END_DECLS
