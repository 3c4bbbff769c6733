/* Loading a .pzw document: every check, in the order a person would fix
 * them, each failure naming the file and the JSON path. */
#include "pw-document.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <inttypes.h>

#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-json.h"

#define MAX_GENERATOR_PARAMS 64
/* A generator parameter may be a list a user gave (a deck's symbols, one
 * a line: 1,057 words for the largest deck), so values are allowed more
 * than a short setting needs; the whole document is bounded anyway. */
#define MAX_GENERATOR_VALUE (64 * 1024)

static gboolean
load_metadata (PwDocument *doc, JsonObject *root, GError **error)
{
  JsonObject *meta;
  if (!pw_json_member_object (root, "$", "metadata", FALSE, &meta, NULL, error))
    return FALSE;
  if (meta == NULL)
    return TRUE;
  for (int i = 0; i < PW_META_N_FIELDS; i++)
    {
      g_autofree char *value = NULL;
      if (!pw_json_member_string (meta, "$.metadata", pw_meta_field_name (i), FALSE,
                                  pw_meta_field_max (i), &value, error))
        return FALSE;
      if (value)
        pw_document_set_meta (doc, i, value);
    }
  return TRUE;
}

static gboolean
load_generator (PwDocument *doc, JsonObject *root, GError **error)
{
  JsonObject *gen;
  if (!pw_json_member_object (root, "$", "generator", FALSE, &gen, NULL, error))
    return FALSE;
  if (gen == NULL)
    return TRUE;
  if (json_object_get_size (gen) > MAX_GENERATOR_PARAMS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("$.generator: more than %d parameters"), MAX_GENERATOR_PARAMS);
      return FALSE;
    }
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GList) members = json_object_get_members (gen);
  for (GList *l = members; l; l = l->next)
    {
      g_autofree char *value = NULL;
      if (!pw_json_member_string (gen, "$.generator", l->data, TRUE, MAX_GENERATOR_VALUE,
                                  &value, error))
        return FALSE;
      pw_params_set (params, l->data, value);
    }
  pw_document_set_generator (doc, params);
  return TRUE;
}

static const PwKind *
load_kind (JsonObject *root, const char *expected_kind, GError **error)
{
  g_autofree char *id = NULL;
  if (!pw_json_member_string (root, "$", "kind", TRUE, 64, &id, error))
    return NULL;
  const PwKind *kind = pw_registry_lookup (id);
  if (kind == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_WRONG_KIND,
                   _("$.kind: “%s” is not a puzzle kind this version knows"), id);
      return NULL;
    }
  if (expected_kind && !g_str_equal (expected_kind, id))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_WRONG_KIND,
                   _("$.kind: expected a “%s” puzzle, found “%s”"), expected_kind, id);
      return NULL;
    }
  return kind;
}

static gboolean
load_header (JsonObject *root, GError **error)
{
  g_autofree char *format = NULL;
  if (!pw_json_member_string (root, "$", "format", TRUE, 64, &format, error))
    return FALSE;
  if (!g_str_equal (format, "puzzlewright"))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("$.format: “%s” is not a Puzzlewright document"), format);
      return FALSE;
    }
  gint64 version;
  if (!pw_json_member_int (root, "$", "version", TRUE, 1, G_MAXINT32, &version, error))
    return FALSE;
  if (version > PW_DOCUMENT_FORMAT_VERSION)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_VERSION,
                   _("$.version: format version %" PRId64
                     " was written by a newer Puzzlewright; this one reads version %d"),
                   version, PW_DOCUMENT_FORMAT_VERSION);
      return FALSE;
    }
  return TRUE;
}

static PwDocument *
load_root (JsonNode *root_node, const char *expected_kind, GError **error)
{
  JsonObject *root = pw_json_expect_object (root_node, "$", error);
  if (root == NULL || !load_header (root, error))
    return NULL;
  const PwKind *kind = load_kind (root, expected_kind, error);
  if (kind == NULL)
    return NULL;
  gint64 seed = 0;
  if (!pw_json_member_int (root, "$", "seed", FALSE, 0, G_MAXINT64, &seed, error))
    return NULL;
  JsonNode *puzzle = pw_json_member_node (root, "$", "puzzle", TRUE, error);
  if (puzzle == NULL)
    return NULL;
  PwModel *model = kind->load (puzzle, "$.puzzle", error);
  if (model == NULL)
    return NULL;
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, (guint64) seed);
  if (!load_metadata (doc, root, error) || !load_generator (doc, root, error))
    return NULL;
  /* What was just read is what is on disk: not modified. */
  pw_document_save_point (doc);
  return g_steal_pointer (&doc);
}

PwDocument *
pw_document_load_data (const char *data, gsize length, const char *where,
                       const char *expected_kind, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (PwDocument) doc = NULL;

  if (length > PW_DOCUMENT_MAX_BYTES)
    g_set_error (&local, PW_ERROR, PW_ERROR_TOO_LARGE,
                 _("the file is %zu bytes long; documents may be at most %d MiB"), length,
                 PW_DOCUMENT_MAX_BYTES / (1024 * 1024));
  else if (length == 0)
    g_set_error (&local, PW_ERROR, PW_ERROR_PARSE, _("the file is empty"));
  else if (memchr (data, '\0', length) != NULL)
    g_set_error (&local, PW_ERROR, PW_ERROR_PARSE, _("the file holds binary data, not JSON"));
  else
    {
      g_autoptr (JsonNode) root = pw_json_parse (data, length, PW_DOCUMENT_MAX_DEPTH, TRUE,
                                                 &local);
      if (root != NULL)
        doc = load_root (root, expected_kind, &local);
    }

  if (local != NULL)
    {
      if (where)
        g_set_error (error, local->domain, local->code, "%s: %s", where, local->message);
      else
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  return g_steal_pointer (&doc);
}

/* Whether @file is a folder, and the size it reports (0 when it cannot
 * say).  A local file is asked with stat(): g_file_query_info() would
 * first build the default VFS, loading every GIO module (dconf, GVfs), a
 * millisecond of each CLI command that reads a document (issue 26). */
static void
peek_file (GFile *file, gboolean *is_folder, gint64 *size)
{
  *is_folder = FALSE;
  *size = 0;
  const char *path = g_file_peek_path (file);
  if (path != NULL)
    {
      GStatBuf st;
      if (g_stat (path, &st) != 0)
        return;
      *is_folder = S_ISDIR (st.st_mode);
      *size = S_ISREG (st.st_mode) ? (gint64) st.st_size : 0;
      return;
    }
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE
                                                  "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return;
  *is_folder = g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY;
  *size = g_file_info_get_size (info);
}

PwDocument *
pw_document_load_file (GFile *file, const char *expected_kind, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  gboolean is_folder;
  gint64 size;
  peek_file (file, &is_folder, &size);
  if (is_folder)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("%s: is a folder, not a document"), name);
      return NULL;
    }
  /* The size a regular file reports, for a message with the number in it;
   * the read below keeps the cap whatever stat says (devices say 0). */
  if (size > PW_DOCUMENT_MAX_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("%s: the file is %" PRId64
                     " bytes long; documents may be at most %d MiB"),
                   name, size, PW_DOCUMENT_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  g_autofree char *data = NULL;
  gsize length;
  if (!pw_file_read_bounded (file, PW_DOCUMENT_MAX_BYTES, _("documents"), &data, &length,
                             error))
    return NULL;
  PwDocument *doc = pw_document_load_data (data, length, name, expected_kind, error);
  if (doc)
    pw_document_set_file (doc, file);
  const PwKind *kind = doc ? pw_document_get_kind (doc) : NULL;
  g_autoptr (GFile) parent = doc ? g_file_get_parent (file) : NULL;
  g_autofree char *folder = parent ? g_file_get_path (parent) : NULL;
  if (kind && kind->set_folder && folder)
    /* Just read, shared with nobody yet: no snapshot sees it change. */
    kind->set_folder ((PwModel *) pw_document_get_model (doc), folder);
  return doc;
}
