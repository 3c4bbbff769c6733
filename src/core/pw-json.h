/* pw-json.h — strict reading of untrusted JSON, with JSON paths in errors.
 *
 * Every loader goes through these so that a bad document is reported the
 * same way everywhere: "$.puzzle.rows: expected a whole number from 1 to
 * 60, found a string".  Nothing here trusts a size it has not checked.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* What any JSON text we read may hold.  json-glib builds a tree of about
 * a hundred bytes per value, so these bound the tree whatever the file's
 * size: a million values, of which at most 100,000 objects or arrays. */
#define PW_JSON_MAX_VALUES     1000000
#define PW_JSON_MAX_CONTAINERS 100000

/* Parses @data as strict JSON (RFC 8259: no comments, no single quotes,
 * no raw control characters in strings, valid UTF-8) and returns its root.
 *
 * The text is checked whole in one pass with an explicit stack before
 * json-glib sees it, because json-glib's recursive parser overflows the
 * stack on deep nesting and accepts comments and single-quoted strings,
 * which a bracket counter would misread.  So nesting deeper than
 * @max_depth, more values than the limits above, and, when @object_root,
 * a root that is not an object are refused before any tree is built.
 *
 * Errors are PW_ERROR_PARSE (or PW_ERROR_TOO_LARGE, PW_ERROR_INVALID for
 * the root) and say "line L, column C: …" (columns count characters). */
JsonNode   *pw_json_parse         (const char *data, gsize length, guint max_depth,
                                   gboolean object_root, GError **error);

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
