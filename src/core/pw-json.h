/* pw-json.h — strict reading of untrusted JSON, with JSON paths in errors.
 *
 * Every loader goes through these so that a bad document is reported the
 * same way everywhere: "$.puzzle.rows: expected a whole number from 1 to
 * 60, found a string".  Nothing here trusts a size it has not checked.
 *
 * The convention: each reader gets the JSON path of the value it reads
 * ("$.puzzle.cells[3]"), builds its children's paths from it, and reports
 * a problem as a PW_ERROR_INVALID (PW_ERROR_TOO_LARGE for a size over a
 * limit) whose message is "PATH: what is wrong".  The helpers below do
 * the path-building, type and range checks that every kind's loader
 * needs, so a loader is left with what is its own.
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
 * A whole number outside gint64, which json-glib would read wrapped, is
 * refused too.
 *
 * Errors are PW_ERROR_PARSE (or PW_ERROR_TOO_LARGE, PW_ERROR_INVALID for
 * the root and for such a number) and say "line L, column C: …" (columns
 * count characters). */
JsonNode   *pw_json_parse         (const char *data, gsize length, guint max_depth,
                                   gboolean object_root, GError **error);

/* The paths of a member ("$.puzzle" + "cells") and of an element
 * ("$.puzzle.cells" + 3 → "$.puzzle.cells[3]"). */
char       *pw_json_path_member   (const char *path, const char *member);
char       *pw_json_path_index    (const char *path, guint index);

/* Sets "@path: @message" (PW_ERROR_INVALID) for a check of the caller's
 * own, whose message is translated without the path; returns FALSE so
 * that a loader can `return pw_json_fail (error, path, _("…"));`. */
gboolean    pw_json_fail          (GError **error, const char *path, const char *message);

JsonObject *pw_json_expect_object (JsonNode *node, const char *path, GError **error);
/* Checks the array has from @min_len to @max_len elements. */
JsonArray  *pw_json_expect_array  (JsonNode *node, const char *path, guint min_len, guint max_len,
                                   GError **error);
gboolean    pw_json_node_int      (JsonNode *node, const char *path, gint64 min, gint64 max,
                                   gint64 *out, GError **error);
/* A number, whole or not (a layout's coordinates), from @min to @max. */
gboolean    pw_json_node_double   (JsonNode *node, const char *path, double min, double max,
                                   double *out, GError **error);
/* A string of at most @max_len bytes of valid UTF-8; *@out is freed and
 * replaced by a copy. */
gboolean    pw_json_node_string   (JsonNode *node, const char *path, gsize max_len,
                                   char **out, GError **error);
/* A pair of whole numbers [a, b] (a square [x, y], a domino [lo, hi]): an
 * array of exactly two elements, @out[0] from 0 to @max0 and @out[1] from
 * 0 to @max1, each error naming the element ("$.at[1]: …"). */
gboolean    pw_json_node_pair     (JsonNode *node, const char *path, gint64 max0, gint64 max1,
                                   gint64 out[2], GError **error);
/* An array of @min_len to @max_len strings, each read as by
 * pw_json_node_string, appended to @out (whose free function should be
 * g_free).  On failure what was appended stays there. */
gboolean    pw_json_node_strings  (JsonNode *node, const char *path, guint min_len, guint max_len,
                                   gsize max_string, GPtrArray *out, GError **error);

/* Members: when @required is FALSE and the member is absent, @out is left
 * untouched and TRUE is returned, so callers preset defaults. */
gboolean    pw_json_member_int    (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gint64 min, gint64 max, gint64 *out,
                                   GError **error);
gboolean    pw_json_member_string (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gsize max_len, char **out, GError **error);
gboolean    pw_json_member_bool   (JsonObject *object, const char *path, const char *member,
                                   gboolean required, gboolean *out, GError **error);
gboolean    pw_json_member_double (JsonObject *object, const char *path, const char *member,
                                   gboolean required, double min, double max, double *out,
                                   GError **error);
gboolean    pw_json_member_strings (JsonObject *object, const char *path, const char *member,
                                    gboolean required, guint min_len, guint max_len,
                                    gsize max_string, GPtrArray *out, GError **error);
/* NULL (no error) when absent and not required.  A caller that must tell
 * an absent member from an error uses the functions below instead. */
JsonNode   *pw_json_member_node   (JsonObject *object, const char *path, const char *member,
                                   gboolean required, GError **error);

/* Members that hold an array (of @min_len to @max_len elements) or an
 * object, for a loader that reads on into them and so needs their path
 * too: *@out_path (when not NULL) gets it ("$.puzzle.cards"), whatever the
 * outcome; free it.  FALSE on error; TRUE with *@out NULL when the member
 * is absent and not @required, so an optional array can be walked with
 * PwJsonIter (below) without a check of its own. */
gboolean    pw_json_member_array  (JsonObject *object, const char *path, const char *member,
                                   gboolean required, guint min_len, guint max_len,
                                   JsonArray **out, char **out_path, GError **error);
gboolean    pw_json_member_object (JsonObject *object, const char *path, const char *member,
                                   gboolean required, JsonObject **out, char **out_path,
                                   GError **error);

/* Walks an array, giving each element with its path, so that whatever is
 * wrong with it is named ("$.puzzle.groups[2]: …").  Most often the
 * array is a member, read and walked in one go:
 *
 *   g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
 *   if (!pw_json_member_iter (o, path, "groups", TRUE, 1, MAX_GROUPS, &it, error))
 *     return FALSE;
 *   while (pw_json_iter_next (&it))
 *     if (!load_group (m, it.node, it.path, error))
 *       return FALSE;
 *
 * and an array in hand with `g_auto (PwJsonIter) it = pw_json_iter
 * (array, path);`.  An absent optional member (array NULL) has no
 * elements. */
typedef struct
{
  JsonArray *array;
  char *array_path; /* "$.puzzle.groups" */
  guint index;      /* of the current element */
  JsonNode *node;   /* the current element */
  char *path;       /* its path, "$.puzzle.groups[2]" */
} PwJsonIter;

#define PW_JSON_ITER_INIT { NULL, NULL, G_MAXUINT, NULL, NULL }

PwJsonIter  pw_json_iter          (JsonArray *array, const char *path);
/* Reads the member as pw_json_member_array does and starts a walk over
 * it in @iter (initialised, at least to PW_JSON_ITER_INIT; a walk it
 * held is cleared).  FALSE on error. */
gboolean    pw_json_member_iter   (JsonObject *object, const char *path, const char *member,
                                   gboolean required, guint min_len, guint max_len,
                                   PwJsonIter *iter, GError **error);
/* Moves to the next element; FALSE after the last. */
gboolean    pw_json_iter_next     (PwJsonIter *iter);
void        pw_json_iter_clear    (PwJsonIter *iter);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PwJsonIter, pw_json_iter_clear)

/* A short description of what a node holds ("a string", "an array"). */
const char *pw_json_describe_node (JsonNode *node);

G_END_DECLS
