/* The deck kind's picture check (deck-model.h's PwDeckPictureCheck): what
 * a picture symbol draws, answered here because this layer reads and
 * draws pictures and the kind opens no files; and its silhouette
 * (deck-silhouette.h), drawn at the same time.
 *
 * Validate runs after every edit, so answers are kept: a file by its
 * path, size and time of change, a built-in picture by its name; drawing
 * is asked once per content, of the picture cache that cards draw from
 * too (pw-picture-cache.h).  The lock is for validate on worker
 * threads (the CLI's runner, the window's tasks). */
#include "deck-render.h"

#include "deck-silhouette.h"
#include "pw-error.h"
#include "pw-picture-cache.h"

/* More entries than this and the cache starts again: a session that has
 * seen thousands of pictures will not miss a few re-reads. */
#define MAX_CACHED 8192
/* A silhouette is measured on a drawing this many pixels square. */
#define DRAWN 96

typedef struct
{
  char *digest;       /* SHA-256 of the file's bytes, or NULL */
  char *error;        /* why it cannot be drawn, when digest is NULL */
  GBytes *silhouette; /* deck-silhouette.h's, or NULL */
  gboolean pending;   /* still being drawn (asked on the main loop): not kept */
} Answer;

static GMutex lock;
static GHashTable *by_file; /* key → Answer */

static void
answer_free (gpointer data)
{
  Answer *a = data;
  g_free (a->digest);
  g_free (a->error);
  g_clear_pointer (&a->silhouette, g_bytes_unref);
  g_free (a);
}

char *
pw_deck_render_picture_key (const PwDeckModel *m, const PwDeckSymbol *symbol)
{
  if (pw_deck_model_builtin_pictures (m))
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

/* The drawn part of @image's coverage (DRAWN pixels square), scaled into
 * a square of PW_DECK_SILHOUETTE_SIDE cells (its longer side filling it,
 * centred), each the mean coverage of the pixels it holds: the outline,
 * whatever the colours, the size or the margins. */
static GBytes *
silhouette (cairo_surface_t *image)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, DRAWN, DRAWN);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  const guint8 *px = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int x0 = DRAWN, y0 = DRAWN, x1 = -1, y1 = -1;
  for (int y = 0; y < DRAWN; y++)
    for (int x = 0; x < DRAWN; x++)
      if (px[y * stride + x] >= 32)
        {
          x0 = MIN (x0, x), y0 = MIN (y0, y), x1 = MAX (x1, x), y1 = MAX (y1, y);
        }
  GBytes *out = NULL;
  if (x1 >= 0)
    {
      enum { S = PW_DECK_SILHOUETTE_SIDE };
      double side = MAX (x1 - x0, y1 - y0) + 1;
      double left = (x0 + x1 + 1) / 2.0 - side / 2, top = (y0 + y1 + 1) / 2.0 - side / 2;
      guint8 *cells = g_new0 (guint8, S * S);
      for (int cy = 0; cy < S; cy++)
        for (int cx = 0; cx < S; cx++)
          {
            int ax = (int) (left + cx * side / S), bx = (int) (left + (cx + 1) * side / S);
            int ay = (int) (top + cy * side / S), by = (int) (top + (cy + 1) * side / S);
            guint sum = 0, n = 0;
            for (int y = MAX (ay, 0); y < MAX (by, ay + 1) && y < DRAWN; y++)
              for (int x = MAX (ax, 0); x < MAX (bx, ax + 1) && x < DRAWN; x++, n++)
                sum += px[y * stride + x];
            cells[cy * S + cx] = n ? (guint8) (sum / n) : 0;
          }
      out = g_bytes_new_take (cells, S * S);
    }
  cairo_surface_destroy (surface);
  return out;
}

static GBytes *
same_bytes (gconstpointer data, GError **error)
{
  return g_bytes_ref ((GBytes *) data);
}

/* Reads @symbol's picture and draws it, through the picture cache
 * (pw-picture-cache.h) under @key, so that a picture refused here as
 * too slow is not drawn again for the cards. */
static Answer *
look_at (const PwDeckModel *m, const PwDeckSymbol *symbol, const char *key)
{
  Answer *a = g_new0 (Answer, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) data = pw_deck_render_picture_data (m, symbol, &error);
  cairo_surface_t *image = data ? pw_picture_cache_image (key, same_bytes, data, DRAWN, &error)
                                : NULL;
  if (image)
    {
      a->digest = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, data);
      a->silhouette = silhouette (image);
      cairo_surface_destroy (image);
    }
  /* librsvg's parse errors end in a line break. */
  if (a->digest == NULL)
    a->error = g_strchomp (g_strdup (error ? error->message : "?"));
  a->pending = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  return a;
}

static Answer *
answer_copy (const Answer *a)
{
  Answer *copy = g_new0 (Answer, 1);
  copy->digest = g_strdup (a->digest);
  copy->error = g_strdup (a->error);
  copy->silhouette = a->silhouette ? g_bytes_ref (a->silhouette) : NULL;
  copy->pending = a->pending;
  return copy;
}

/* The cached answer for @symbol, looked at once (the caller's copy of
 * its digest, error and silhouette, as the cache may drop it). */
static Answer *
answer_for (const PwDeckModel *m, const PwDeckSymbol *symbol)
{
  g_autofree char *key = pw_deck_render_picture_key (m, symbol);
  if (key)
    {
      g_mutex_lock (&lock);
      const Answer *known = by_file ? g_hash_table_lookup (by_file, key) : NULL;
      Answer *copy = known ? answer_copy (known) : NULL;
      g_mutex_unlock (&lock);
      if (copy)
        return copy;
    }
  /* Read and drawn outside the lock: other threads may look at others. */
  Answer *a = look_at (m, symbol, key);
  if (key == NULL || a->pending)
    return a;
  Answer *copy = answer_copy (a);
  g_mutex_lock (&lock);
  if (by_file == NULL || g_hash_table_size (by_file) >= MAX_CACHED)
    {
      g_clear_pointer (&by_file, g_hash_table_unref);
      by_file = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, answer_free);
    }
  g_hash_table_replace (by_file, g_steal_pointer (&key), a);
  g_mutex_unlock (&lock);
  return copy;
}

GBytes *
pw_deck_render_picture_silhouette (const PwDeckModel *m, const PwDeckSymbol *symbol)
{
  Answer *a = answer_for (m, symbol);
  GBytes *out = g_steal_pointer (&a->silhouette);
  answer_free (a);
  return out;
}

char *
pw_deck_render_picture_check (const PwDeckModel *m, const PwDeckSymbol *symbol, GError **error)
{
  Answer *a = answer_for (m, symbol);
  char *digest = g_steal_pointer (&a->digest);
  if (digest == NULL && a->pending)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, a->error);
  else if (digest == NULL)
    g_set_error_literal (error, PW_ERROR, PW_ERROR_IO, a->error ? a->error : "?");
  answer_free (a);
  return digest;
}
