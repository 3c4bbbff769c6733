/* The deck kind's picture check (deck-model.h's PwDeckPictureCheck): what
 * a picture symbol draws, answered here because this layer reads and
 * draws pictures and the kind opens no files.
 *
 * Validate runs after every edit, so answers are kept: a file by its
 * path, size and time of change, a built-in picture by its name; drawing
 * is asked once per content.  The lock is for validate on worker
 * threads (the CLI's runner, the window's tasks). */
#include "deck-render.h"

#include "pw-error.h"
#include "pw-render-draw.h"

/* More entries than this and the cache starts again: a session that has
 * seen thousands of pictures will not miss a few re-reads. */
#define MAX_CACHED 8192

typedef struct
{
  char *digest; /* SHA-256 of the file's bytes, or NULL */
  char *error;  /* why it cannot be drawn, when digest is NULL */
} Answer;

static GMutex lock;
static GHashTable *by_file; /* key → Answer */

static void
answer_free (gpointer data)
{
  Answer *a = data;
  g_free (a->digest);
  g_free (a->error);
  g_free (a);
}

/* What identifies the file @symbol names as it is now, or NULL when it
 * cannot be asked (it is then read, and fails with its own message). */
static char *
file_key (const PwDeckModel *m, const PwDeckSymbol *symbol)
{
  if (m->pictures == NULL || *m->pictures == '\0')
    return g_strconcat ("built-in\n", symbol->name, NULL);
  /* A folder this deck may not read is answered by reading, which says
   * why: never from what another deck was allowed to read. */
  g_autofree char *folder = pw_deck_render_picture_folder (m, NULL);
  if (folder == NULL)
    return NULL;
  g_autofree char *path = g_build_filename (folder, symbol->name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = g_file_query_info (
    file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED ","
    G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return NULL;
  return g_strdup_printf ("%s\n%" G_GINT64_FORMAT "\n%" G_GUINT64_FORMAT ".%u", path,
                          g_file_info_get_size (info),
                          g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED),
                          g_file_info_get_attribute_uint32 (info,
                                                            G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC));
}

static Answer *
look_at (const PwDeckModel *m, const PwDeckSymbol *symbol)
{
  Answer *a = g_new0 (Answer, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) data = pw_deck_render_picture_data (m, symbol, &error);
  if (data)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 4, 4);
      cairo_t *cr = cairo_create (surface);
      if (pw_render_picture (cr, data, 0, 0, 4, 4, &error))
        a->digest = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, data);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  /* librsvg's parse errors end in a line break. */
  if (a->digest == NULL)
    a->error = g_strchomp (g_strdup (error ? error->message : "?"));
  return a;
}

char *
pw_deck_render_picture_check (const PwDeckModel *m, const PwDeckSymbol *symbol, GError **error)
{
  g_autofree char *key = file_key (m, symbol);
  if (key)
    {
      g_mutex_lock (&lock);
      const Answer *known = by_file ? g_hash_table_lookup (by_file, key) : NULL;
      gboolean found = known != NULL;
      char *answer = found ? g_strdup (known->digest) : NULL;
      g_autofree char *why = found && !answer ? g_strdup (known->error) : NULL;
      g_mutex_unlock (&lock);
      if (found)
        {
          if (answer == NULL)
            g_set_error_literal (error, PW_ERROR, PW_ERROR_IO, why);
          return answer;
        }
    }
  /* Read and drawn outside the lock: other threads may look at others. */
  Answer *a = look_at (m, symbol);
  char *digest = g_strdup (a->digest);
  if (digest == NULL)
    g_set_error_literal (error, PW_ERROR, PW_ERROR_IO, a->error);
  if (key == NULL)
    {
      answer_free (a);
      return digest;
    }
  g_mutex_lock (&lock);
  if (by_file == NULL || g_hash_table_size (by_file) >= MAX_CACHED)
    {
      g_clear_pointer (&by_file, g_hash_table_unref);
      by_file = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, answer_free);
    }
  g_hash_table_replace (by_file, g_steal_pointer (&key), a);
  g_mutex_unlock (&lock);
  return digest;
}
