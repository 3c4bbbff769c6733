#include "pw-recovery.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-json.h"

char *
pw_recovery_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "puzzlewright", "recovery", NULL);
}

static char *
recovery_path (const char *dir, const char *session_id, const char *ext)
{
  g_autofree char *name = g_strconcat (session_id, ext, NULL);
  return g_build_filename (dir, name, NULL);
}

static char *
sidecar_data (PwDocument *document, gsize *length)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "display-name");
  g_autofree char *name = pw_document_dup_display_name (document);
  json_builder_add_string_value (b, name);
  if (pw_document_get_file (document))
    {
      g_autofree char *uri = g_file_get_uri (pw_document_get_file (document));
      json_builder_set_member_name (b, "original");
      json_builder_add_string_value (b, uri);
    }
  json_builder_set_member_name (b, "saved-at");
  json_builder_add_int_value (b, g_get_real_time () / G_USEC_PER_SEC);
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, length);
}

gboolean
pw_recovery_write (PwDocument *document, const char *dir, GError **error)
{
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Could not create “%s”: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  const char *id = pw_document_get_session_id (document);
  g_autofree char *doc_path = recovery_path (dir, id, ".pzw");
  g_autofree char *side_path = recovery_path (dir, id, ".json");
  gsize doc_len, side_len;
  g_autofree char *doc_data = pw_document_to_data (document, &doc_len);
  g_autofree char *side_data = sidecar_data (document, &side_len);
  g_autoptr (GFile) doc_file = g_file_new_for_path (doc_path);
  g_autoptr (GFile) side_file = g_file_new_for_path (side_path);
  return pw_write_file_atomically (side_file, side_data, side_len, error)
         && pw_write_file_atomically (doc_file, doc_data, doc_len, error);
}

void
pw_recovery_remove (PwDocument *document, const char *dir)
{
  const char *id = pw_document_get_session_id (document);
  g_autofree char *doc_path = recovery_path (dir, id, ".pzw");
  g_autofree char *side_path = recovery_path (dir, id, ".json");
  g_unlink (doc_path);
  g_unlink (side_path);
}

void
pw_recovery_entry_free (PwRecoveryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->path);
  g_free (entry->display_name);
  g_free (entry->original_uri);
  g_free (entry);
}

/* Recovery files are input like any other: read with the same caps and
 * checks as documents, and never followed through a link. */
#define SIDECAR_MAX_BYTES (64 * 1024)
#define SIDECAR_MAX_DEPTH 4

static gboolean
is_regular_file (const char *path, GError **error)
{
  GStatBuf st;
  if (g_lstat (path, &st) != 0)
    {
      int saved = errno;
      g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s", g_strerror (saved));
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("it is not a plain file (a link, a folder or a device)"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_sidecar (PwRecoveryEntry *entry, const char *side_path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr (GFile) file = g_file_new_for_path (side_path);
  if (!is_regular_file (side_path, error)
      || !pw_file_read_bounded (file, SIDECAR_MAX_BYTES, NULL, &data, &length, error))
    return FALSE;
  return pw_recovery_parse_sidecar (data, length, entry, error);
}

gboolean
pw_recovery_parse_sidecar (const char *data, gsize length, PwRecoveryEntry *entry,
                           GError **error)
{
  if (length > SIDECAR_MAX_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE, _("more than %d bytes"),
                   SIDECAR_MAX_BYTES);
      return FALSE;
    }
  g_autoptr (JsonNode) root = pw_json_parse (data, length, SIDECAR_MAX_DEPTH, TRUE, error);
  if (root == NULL)
    return FALSE;
  JsonObject *o = json_node_get_object (root);
  return pw_json_member_string (o, "$", "display-name", FALSE, 1024, &entry->display_name, error)
         && pw_json_member_string (o, "$", "original", FALSE, 4096, &entry->original_uri, error)
         && pw_json_member_int (o, "$", "saved-at", FALSE, 0, G_MAXINT64, &entry->saved_at,
                                error);
}

/* Moves @path into DIR/set-aside/, so it is out of the way at the next
 * start but still there for whoever wants to look, and says so. */
static void
set_aside (const char *dir, const char *path, const char *reason, GPtrArray *messages)
{
  g_autofree char *aside = g_build_filename (dir, PW_RECOVERY_SET_ASIDE, NULL);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *target = g_build_filename (aside, base, NULL);
  gboolean moved = g_mkdir_with_parents (aside, 0700) == 0 && g_rename (path, target) == 0;
  if (messages == NULL)
    return;
  /* Short enough for a toast: the reason first, where it went last. */
  if (moved)
    g_ptr_array_add (messages, g_strdup_printf (_("A recovery file could not be read (%s) and "
                                                  "was moved to “%s”"), reason, aside));
  else
    g_ptr_array_add (messages, g_strdup_printf (_("The recovery file “%s” could not be read "
                                                  "(%s)"), path, reason));
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const PwRecoveryEntry *ea = *(PwRecoveryEntry *const *) a;
  const PwRecoveryEntry *eb = *(PwRecoveryEntry *const *) b;
  return (eb->saved_at > ea->saved_at) - (eb->saved_at < ea->saved_at);
}

/* The entry for DIR/NAME.pzw, or NULL when it was set aside. */
static PwRecoveryEntry *
read_entry (const char *dir, const char *name, GPtrArray *messages)
{
  g_autoptr (PwRecoveryEntry) e = g_new0 (PwRecoveryEntry, 1);
  e->path = g_build_filename (dir, name, NULL);
  g_autofree char *stem = g_strndup (name, strlen (name) - 4);
  g_autofree char *side = recovery_path (dir, stem, ".json");
  g_autoptr (GError) error = NULL;

  /* The work itself must load, or there is nothing to offer. */
  g_autoptr (GFile) file = g_file_new_for_path (e->path);
  g_autoptr (PwDocument) doc = NULL;
  g_autofree char *data = NULL;
  gsize length;
  /* Loaded without the path in the message: the path is a meaningless id. */
  if (is_regular_file (e->path, &error)
      && pw_file_read_bounded (file, PW_DOCUMENT_MAX_BYTES, NULL, &data, &length, &error))
    doc = pw_document_load_data (data, length, NULL, NULL, &error);
  if (doc == NULL)
    {
      set_aside (dir, e->path, error->message, messages);
      if (g_file_test (side, G_FILE_TEST_EXISTS) || g_file_test (side, G_FILE_TEST_IS_SYMLINK))
        set_aside (dir, side, error->message, NULL);
      return NULL;
    }
  /* A broken sidecar loses only the name and the time: keep the work. */
  if ((g_file_test (side, G_FILE_TEST_EXISTS) || g_file_test (side, G_FILE_TEST_IS_SYMLINK))
      && !read_sidecar (e, side, &error))
    {
      set_aside (dir, side, error->message, messages);
      g_clear_pointer (&e->display_name, g_free);
      g_clear_pointer (&e->original_uri, g_free);
      e->saved_at = 0;
    }
  if (e->display_name == NULL)
    e->display_name = pw_document_dup_display_name (doc);
  if (e->saved_at == 0)
    {
      GStatBuf st;
      if (g_stat (e->path, &st) == 0)
        e->saved_at = st.st_mtime;
    }
  return g_steal_pointer (&e);
}

GPtrArray *
pw_recovery_list (const char *dir)
{
  return pw_recovery_list_reporting (dir, NULL);
}

GPtrArray *
pw_recovery_list_reporting (const char *dir, GPtrArray *messages)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_recovery_entry_free);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return list;
  const char *name;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      if (!g_str_has_suffix (name, ".pzw"))
        continue;
      PwRecoveryEntry *e = read_entry (dir, name, messages);
      if (e)
        g_ptr_array_add (list, e);
    }
  g_ptr_array_sort (list, newest_first);
  return list;
}

PwDocument *
pw_recovery_restore (const PwRecoveryEntry *entry, GError **error)
{
  g_autoptr (GFile) file = g_file_new_for_path (entry->path);
  g_autoptr (PwDocument) doc = pw_document_load_file (file, NULL, error);
  if (doc == NULL)
    return NULL;
  g_autoptr (GFile) original = entry->original_uri ? g_file_new_for_uri (entry->original_uri)
                                                   : NULL;
  pw_document_set_file (doc, original);
  pw_document_mark_unsaved (doc);
  return g_steal_pointer (&doc);
}

void
pw_recovery_discard (const PwRecoveryEntry *entry)
{
  g_unlink (entry->path);
  if (g_str_has_suffix (entry->path, ".pzw"))
    {
      g_autofree char *stem = g_strndup (entry->path, strlen (entry->path) - 4);
      g_autofree char *side = g_strconcat (stem, ".json", NULL);
      g_unlink (side);
    }
}
