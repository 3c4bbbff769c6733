/* Folders the user granted: see pw-folder-grant.h.  Kept by real path,
 * so a granted symlink grants what it leads to, and a path is compared
 * with symlinks resolved on both sides. */
#include "pw-folder-grant.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "pw-error.h"

static GMutex lock;
static GPtrArray *granted; /* real paths (char *) */

gboolean
pw_folder_is_inside (const char *path, const char *folder)
{
  gsize n = strlen (folder);
  if (strncmp (path, folder, n) != 0)
    return FALSE;
  return path[n] == '\0' || path[n] == G_DIR_SEPARATOR
         || (n > 0 && folder[n - 1] == G_DIR_SEPARATOR);
}

gboolean
pw_folder_grant (const char *folder, GError **error)
{
  /* gvfs would fetch an http:// folder, and a file:// one is a path
   * that a user would have typed as such. */
  if (g_uri_peek_scheme (folder) != NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("“%s” is not a local folder: give its path, not a URI"), folder);
      return FALSE;
    }
  char *real = realpath (folder, NULL);
  if (real == NULL || !g_file_test (real, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("“%s” is not a folder: %s"), folder,
                   real == NULL ? g_strerror (errno) : _("it is a file"));
      free (real);
      return FALSE;
    }
  g_mutex_lock (&lock);
  if (granted == NULL)
    granted = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (granted, g_strdup (real));
  g_mutex_unlock (&lock);
  free (real);
  return TRUE;
}

gboolean
pw_folder_is_granted (const char *real)
{
  gboolean found = FALSE;
  g_mutex_lock (&lock);
  for (guint i = 0; granted != NULL && i < granted->len && !found; i++)
    found = pw_folder_is_inside (real, granted->pdata[i]);
  g_mutex_unlock (&lock);
  return found;
}
