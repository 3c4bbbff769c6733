#include "pw-file-write.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pw-error.h"

/* Short, so that NAME's folder + this fits wherever NAME does. */
#define TEMP_NAME ".pwXXXXXX"
#define MAX_LINK_HOPS 40

typedef struct
{
  char *name;       /* what the user asked for, for messages */
  char *real;       /* the file replaced: links followed */
  char *dir;        /* its folder */
  gboolean exists;
  struct stat st;   /* of @real, when it exists */
  char *tmp;        /* the temporary beside @real, while there is one */
} Target;

static void
target_clear (Target *t)
{
  if (t->tmp)
    g_unlink (t->tmp);
  g_free (t->tmp);
  g_free (t->name);
  g_free (t->real);
  g_free (t->dir);
}

static gboolean G_GNUC_PRINTF (3, 4)
fail (const Target *t, GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *reason = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Could not save “%s”: %s"), t->name, reason);
  return FALSE;
}

static gboolean
fail_errno (const Target *t, int errsv, GError **error)
{
  return fail (t, error, "%s", g_strerror (errsv));
}

/* Follows links to the file a save really replaces, and refuses what
 * must not be replaced, before anything is written. */
static gboolean
resolve (GFile *file, const char *path, Target *t, GError **error)
{
  t->name = g_file_get_parse_name (file);
  g_autofree char *cur = g_strdup (path);
  for (int hops = 0;; hops++)
    {
      if (g_lstat (cur, &t->st) != 0)
        {
          int errsv = errno;
          if (errsv != ENOENT)
            return fail_errno (t, errsv, error);
          t->exists = FALSE;
          break;
        }
      if (!S_ISLNK (t->st.st_mode))
        {
          t->exists = TRUE;
          break;
        }
      if (hops == MAX_LINK_HOPS)
        return fail_errno (t, ELOOP, error);
      g_autoptr (GError) local = NULL;
      g_autofree char *link = g_file_read_link (cur, &local);
      if (link == NULL)
        return fail (t, error, "%s", local->message);
      if (!g_path_is_absolute (link))
        {
          g_autofree char *base = g_path_get_dirname (cur);
          g_autofree char *joined = g_build_filename (base, link, NULL);
          g_free (cur);
          cur = g_steal_pointer (&joined);
        }
      else
        {
          g_free (cur);
          cur = g_steal_pointer (&link);
        }
    }
  t->real = g_steal_pointer (&cur);
  t->dir = g_path_get_dirname (t->real);

  GStatBuf dst;
  if (g_stat (t->dir, &dst) != 0 || !S_ISDIR (dst.st_mode))
    return fail (t, error, _("the folder “%s” does not exist"), t->dir);
  if (!t->exists)
    return TRUE;
  if (S_ISDIR (t->st.st_mode))
    return fail (t, error, _("it is a folder"));
  if (!S_ISREG (t->st.st_mode))
    return fail (t, error, _("it is not a plain file"));
  /* Root may write anything; a file marked read-only is still refused,
   * as other tools refuse it. */
  if ((t->st.st_mode & 0222) == 0 || access (t->real, W_OK) != 0)
    return fail (t, error, _("the file is read-only"));
  return TRUE;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* Writes @data to a new temporary beside t->real with the old file's
 * mode and owner, flushed to disk.  On failure nothing is left. */
static gboolean
write_temp (Target *t, const char *data, gsize length, char **tmp_out, GError **error)
{
  g_autofree char *tmp = g_build_filename (t->dir, TEMP_NAME, NULL);
  int fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    return fail_errno (t, errno, error);
  if (t->exists)
    {
      /* The owner first: changing it may clear set-id bits of the mode. */
      if (fchown (fd, t->st.st_uid, t->st.st_gid) != 0)
        (void) !fchown (fd, (uid_t) -1, t->st.st_gid);
      (void) !fchmod (fd, t->st.st_mode & 07777);
    }
  gboolean ok = write_all (fd, data, length) && fsync (fd) == 0;
  int errsv = errno;
  if (close (fd) != 0 && ok)
    {
      ok = FALSE;
      errsv = errno;
    }
  if (!ok)
    {
      g_unlink (tmp);
      return fail_errno (t, errsv, error);
    }
  *tmp_out = g_steal_pointer (&tmp);
  return TRUE;
}

static void
sync_dir (const char *dir)
{
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* For a file with hard links: a rename would give this name a new file
 * and leave the other names with the old contents.  So keep a backup copy
 * of the old contents, write in place, and put the backup back if that
 * fails half-way. */
static gboolean
write_in_place (Target *t, const char *data, gsize length, GError **error)
{
  g_autofree char *old = NULL;
  gsize old_length;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (t->real, &old, &old_length, &local))
    return fail (t, error, "%s", local->message);
  g_autofree char *backup = NULL;
  if (!write_temp (t, old, old_length, &backup, error))
    return FALSE;

  int fd = g_open (t->real, O_WRONLY | O_CLOEXEC, 0);
  gboolean ok = fd >= 0 && write_all (fd, data, length) && ftruncate (fd, (off_t) length) == 0
                && fsync (fd) == 0;
  int errsv = errno;
  if (fd >= 0 && close (fd) != 0 && ok)
    {
      ok = FALSE;
      errsv = errno;
    }
  if (ok)
    {
      g_unlink (backup);
      return TRUE;
    }
  if (g_rename (backup, t->real) == 0)
    return fail (t, error, _("%s; the old contents were put back, but the file no longer "
                             "shares them with its other names (hard links)"),
                 g_strerror (errsv));
  g_unlink (backup);
  return fail_errno (t, errsv, error);
}

gboolean
pw_write_file_atomically (GFile *file, const char *data, gsize length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  if (path == NULL)
    {
      /* Not a local file (a URI the VFS handles): GIO's own replace. */
      g_autoptr (GError) local = NULL;
      if (g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                   NULL, &local))
        return TRUE;
      g_autofree char *name = g_file_get_parse_name (file);
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Could not save “%s”: %s"), name,
                   local->message);
      return FALSE;
    }
  Target t = { 0 };
  gboolean ok = resolve (file, path, &t, error);
  if (ok && t.exists && t.st.st_nlink > 1)
    ok = write_in_place (&t, data, length, error);
  else if (ok && (ok = write_temp (&t, data, length, &t.tmp, error)))
    {
      if (g_rename (t.tmp, t.real) == 0)
        g_clear_pointer (&t.tmp, g_free);
      else
        ok = fail_errno (&t, errno, error);
    }
  if (ok)
    sync_dir (t.dir);
  target_clear (&t);
  return ok;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Exclusive locks on each folder, taken in name order so two savers
 * cannot wait on each other.  Returns the open descriptors. */
static GArray *
lock_folders (Target *targets, guint n)
{
  g_autoptr (GPtrArray) dirs = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (dirs, targets[i].dir);
  g_ptr_array_sort (dirs, compare_strings);
  GArray *fds = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < dirs->len; i++)
    {
      if (i > 0 && g_str_equal (dirs->pdata[i], dirs->pdata[i - 1]))
        continue;
      int fd = g_open (dirs->pdata[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
      if (fd < 0)
        continue;
      while (flock (fd, LOCK_EX) != 0 && errno == EINTR)
        ;
      g_array_append_val (fds, fd);
    }
  return fds;
}

static void
unlock_folders (GArray *fds)
{
  for (guint i = 0; i < fds->len; i++)
    {
      int fd = g_array_index (fds, int, i);
      fsync (fd);
      flock (fd, LOCK_UN);
      close (fd);
    }
  g_array_unref (fds);
}

struct _PwFileSet
{
  GArray *targets; /* Target */
  GPtrArray *remote; /* files outside the local file system, written at commit */
  GPtrArray *remote_data; /* GBytes */
};

PwFileSet *
pw_file_set_new (void)
{
  PwFileSet *set = g_new0 (PwFileSet, 1);
  set->targets = g_array_new (FALSE, TRUE, sizeof (Target));
  set->remote = g_ptr_array_new_with_free_func (g_object_unref);
  set->remote_data = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  return set;
}

gboolean
pw_file_set_add (PwFileSet *set, GFile *file, const char *data, gsize length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  if (path == NULL)
    {
      /* No temporaries to rename there: GIO's replace, at commit. */
      g_ptr_array_add (set->remote, g_object_ref (file));
      g_ptr_array_add (set->remote_data, g_bytes_new (data, length));
      return TRUE;
    }
  Target t = { 0 };
  if (!resolve (file, path, &t, error) || !write_temp (&t, data, length, &t.tmp, error))
    {
      target_clear (&t);
      return FALSE;
    }
  g_array_append_val (set->targets, t);
  return TRUE;
}

gboolean
pw_file_set_commit (PwFileSet *set, GError **error)
{
  Target *targets = (Target *) (void *) set->targets->data;
  guint n = set->targets->len;
  gboolean ok = TRUE;
  GArray *locks = lock_folders (targets, n);
  for (guint i = 0; i < n && ok; i++)
    {
      if (g_rename (targets[i].tmp, targets[i].real) == 0)
        g_clear_pointer (&targets[i].tmp, g_free);
      else
        ok = fail_errno (&targets[i], errno, error);
    }
  unlock_folders (locks);
  for (guint i = 0; i < set->remote->len && ok; i++)
    {
      gsize len;
      const char *data = g_bytes_get_data (set->remote_data->pdata[i], &len);
      ok = pw_write_file_atomically (set->remote->pdata[i], data, len, error);
    }
  return ok;
}

void
pw_file_set_free (PwFileSet *set)
{
  if (set == NULL)
    return;
  for (guint i = 0; i < set->targets->len; i++)
    target_clear (&g_array_index (set->targets, Target, i));
  g_array_unref (set->targets);
  g_ptr_array_unref (set->remote);
  g_ptr_array_unref (set->remote_data);
  g_free (set);
}
