/* pw-data.c — finding, reading and loading once the compiled data files
 * kinds use. */
#include "pw-data.h"

#include <string.h>

#include "pw-config.h"
#include "pw-error.h"

char *
pw_data_find (const char *env, const char *build_path, const char *file)
{
  const char *set = env ? g_getenv (env) : NULL;
  if (set != NULL && *set)
    return g_strdup (set);
  if (build_path && *build_path && g_file_test (build_path, G_FILE_TEST_IS_REGULAR))
    return g_strdup (build_path);
  g_autofree char *installed = g_build_filename (PW_DATADIR, file, NULL);
  if (g_file_test (installed, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&installed);
  return NULL;
}

/* Mapped, not read: the tables are megabytes (Unihan and the
 * decomposition table, 4.7 MB, for a wall of characters), and reading
 * copied every byte into fresh pages before the first lookup
 * (`puzzlewright-cli validate` of the sample wall spent most of its 47 ms
 * there).  The files are compiled data, replaced only by renaming a new
 * file over them (the build, a package), which leaves a mapping whole. */
GBytes *
pw_data_read (const char *filename, GError **error)
{
  g_autoptr (GMappedFile) mapped = g_mapped_file_new (filename, FALSE, NULL);
  if (mapped != NULL)
    return g_mapped_file_get_bytes (mapped);
  /* What cannot be mapped (a directory, a pipe named by a test's
   * variable) is read, so that its error is the reader's ("Is a
   * directory", not mmap()'s "No such device"). */
  char *data;
  gsize length;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (filename, &data, &length, &local))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s", local->message);
      return NULL;
    }
  return g_bytes_new_take (data, length);
}

gpointer
pw_data_once (PwDataOnce *once, gpointer (*load) (GError **error), GError **error)
{
  g_mutex_lock (&once->lock);
  if (!once->tried)
    {
      once->tried = TRUE;
      once->data = load (&once->failure);
    }
  gpointer data = once->data;
  if (data == NULL && error && once->failure)
    *error = g_error_copy (once->failure);
  g_mutex_unlock (&once->lock);
  return data;
}

gboolean
pw_data_next_line (const char **p, const char *end, const char **line, gsize *length)
{
  if (*p >= end)
    return FALSE;
  const char *eol = memchr (*p, '\n', end - *p);
  if (eol == NULL)
    eol = end;
  *line = *p;
  *length = eol - *p;
  if (*length > 0 && (*p)[*length - 1] == '\r')
    (*length)--;
  *p = eol + 1;
  return TRUE;
}

GStrv
pw_data_lines (GBytes *bytes)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autofree char *text = g_strndup (data, length);
  return g_strsplit (text, "\n", -1);
}
