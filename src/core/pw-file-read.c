#include "pw-file-read.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pw-error.h"

static gboolean
too_large (const char *name, gsize max_bytes, const char *what, GError **error)
{
  g_autofree char *size = g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);
  if (what)
    g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                 _("%s: the file is longer than %s; %s may be at most that long"), name, size,
                 what);
  else
    g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                 _("%s: the file is longer than %s, more than is read"), name, size);
  return FALSE;
}

/* Reads until EOF or @max_bytes + 1, which is enough to know "too long". */
static gboolean
read_stream (GInputStream *in, const char *name, gsize max_bytes, const char *what,
             char **contents, gsize *length, GError **error)
{
  g_autoptr (GByteArray) buf = g_byte_array_new ();
  guint8 chunk[65536];
  for (;;)
    {
      g_autoptr (GError) local = NULL;
      gssize n = g_input_stream_read (in, chunk, sizeof chunk, NULL, &local);
      if (n < 0)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", name, local->message);
          return FALSE;
        }
      if (n == 0)
        break;
      if (buf->len + (gsize) n > max_bytes)
        return too_large (name, max_bytes, what, error);
      g_byte_array_append (buf, chunk, (guint) n);
    }
  if (length)
    *length = buf->len;
  g_byte_array_append (buf, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&buf), FALSE);
  return TRUE;
}

static gboolean
read_local (const char *path, const char *name, gsize max_bytes, const char *what,
            char **contents, gsize *length, GError **error)
{
  /* Non-blocking open: a FIFO with no writer must not hang us here. */
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", name, g_strerror (saved));
      return FALSE;
    }
  struct stat st;
  if (fstat (fd, &st) != 0 || S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("%s: is a folder, not a file"), name);
      return FALSE;
    }
  if (S_ISREG (st.st_mode) && (guint64) st.st_size > max_bytes)
    {
      close (fd);
      return too_large (name, max_bytes, what, error);
    }
  /* Back to blocking reads: a FIFO's writer may be slow, and a FIFO that
   * never had a writer reads as end of file. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  g_autoptr (GByteArray) buf = g_byte_array_new ();
  guint8 chunk[65536];
  for (;;)
    {
      gssize n = read (fd, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          close (fd);
          g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", name, g_strerror (saved));
          return FALSE;
        }
      if (n == 0)
        break;
      if (buf->len + (gsize) n > max_bytes)
        {
          close (fd);
          return too_large (name, max_bytes, what, error);
        }
      g_byte_array_append (buf, chunk, (guint) n);
    }
  close (fd);
  if (length)
    *length = buf->len;
  g_byte_array_append (buf, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&buf), FALSE);
  return TRUE;
}

gboolean
pw_file_read_bounded (GFile *file, gsize max_bytes, const char *what, char **contents,
                      gsize *length, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  if (path != NULL)
    return read_local (path, name, max_bytes, what, contents, length, error);
  g_autoptr (GError) local = NULL;
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, &local);
  if (in == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", name, local->message);
      return FALSE;
    }
  return read_stream (G_INPUT_STREAM (in), name, max_bytes, what, contents, length, error);
}

GFile *
pw_file_for_arg (const char *arg)
{
  g_return_val_if_fail (arg != NULL, NULL);
  g_autofree char *scheme = g_uri_parse_scheme (arg);
  g_autofree char *from_uri = NULL;
  if (scheme != NULL && g_ascii_strcasecmp (scheme, "file") == 0)
    from_uri = g_filename_from_uri (arg, NULL, NULL);
  /* A URI of another scheme, or a file:// URI GLib cannot turn into a
   * path (a host name in it), is the default VFS's business. */
  if (scheme != NULL && from_uri == NULL)
    return g_file_new_for_commandline_arg (arg);
  /* An empty path gets the default VFS's answer too (a file that names
   * nothing, with the error GIO gives for it). */
  const char *path = from_uri ? from_uri : arg;
  if (*path == '\0')
    return g_file_new_for_commandline_arg (arg);
  return g_vfs_get_file_for_path (g_vfs_get_local (), path);
}

gboolean
pw_path_read_bounded (const char *path, gsize max_bytes, const char *what, char **contents,
                      gsize *length, GError **error)
{
  g_autoptr (GFile) file = pw_file_for_arg (path);
  return pw_file_read_bounded (file, max_bytes, what, contents, length, error);
}
