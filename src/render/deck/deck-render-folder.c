/* Where a deck's pictures may be read from.
 *
 * A deck file names its pictures' folder, and someone may send you one
 * that names /etc, /proc/self, a URI or a folder of yours: its cards
 * would then print your files into a PDF you share.  So pictures are
 * read only from a folder the user chose (in the editor's file chooser,
 * or given to generate), or from inside the folder of the document the
 * deck was read from; only plain files, found by their real path inside
 * the folder's real path, so a symlink never leads out of it; only local
 * paths, never URIs (gvfs would fetch an http:// folder). */
#include "deck-render.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-folder-grant.h"

/* Pictures larger than this are refused before they are decoded. */
#define MAX_PICTURE_BYTES (8 * 1024 * 1024)

/* @path with every symlink resolved, or NULL when it is not there. */
static char *
real_path (const char *path)
{
  char *real = realpath (path, NULL);
  if (real == NULL)
    return NULL;
  char *copy = g_strdup (real);
  free (real);
  return copy;
}

void
pw_deck_render_allow_folder (const char *folder)
{
  pw_folder_grant (folder, NULL);
}

char *
pw_deck_render_picture_folder (const PwDeckModel *m, GError **error)
{
  const char *folder = m->pictures;
  if (g_uri_peek_scheme (folder) != NULL || g_str_has_prefix (folder, "~"))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The pictures' folder “%s” is not a local folder: choose the folder the "
                     "pictures are in"),
                   folder);
      return NULL;
    }
  g_autofree char *home = m->home ? real_path (m->home) : NULL;
  if (!g_path_is_absolute (folder) && home == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The pictures' folder “%s” is not a full path: choose the folder the "
                     "pictures are in"),
                   folder);
      return NULL;
    }
  g_autofree char *absolute = g_canonicalize_filename (folder, home);
  g_autofree char *real = real_path (absolute);
  if (real == NULL || !g_file_test (real, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("The pictures' folder %s is not there"),
                   absolute);
      return NULL;
    }
  if (m->pictures_chosen || pw_folder_is_granted (real)
      || (home != NULL && pw_folder_is_inside (real, home)))
    return g_steal_pointer (&real);
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("The pictures' folder %s is neither the document's folder nor one you chose: "
                 "choose it with “Use the Pictures of a Folder”, or keep the pictures in a "
                 "folder beside the document"),
               absolute);
  return NULL;
}

GBytes *
pw_deck_render_read_picture (const char *folder, const char *name, GError **error)
{
  /* A name from a hand-edited deck never reaches another folder. */
  if (strchr (name, '/') != NULL || strchr (name, G_DIR_SEPARATOR) != NULL
      || g_str_equal (name, "..") || g_str_equal (name, ".") || *name == '\0')
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO,
                   _("“%s” is not a file name of the pictures' folder %s"), name, folder);
      return NULL;
    }
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autofree char *real = real_path (path);
  if (real == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, "%s: %s", path, g_strerror (errno));
      return NULL;
    }
  /* A symlink may lead to another picture of the folder, never out. */
  if (!pw_folder_is_inside (real, folder) || g_str_equal (real, folder))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO,
                   _("%s: leads out of the pictures' folder"), path);
      return NULL;
    }
  /* A device, a FIFO or a terminal would never end or would wait: only
   * plain files are pictures.  And bounded by the bytes read, not by
   * what stat() said. */
  if (!g_file_test (real, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("%s: not a picture file"), path);
      return NULL;
    }
  char *data;
  gsize length;
  if (!pw_path_read_bounded (real, MAX_PICTURE_BYTES, _("pictures"), &data, &length, error))
    return NULL;
  return g_bytes_new_take (data, length);
}
