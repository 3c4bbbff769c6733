/* connecting-wall-unihan-compile.c — the build's step from Unihan's text
 * files to the compact table the kind loads (connecting-wall-unihan.h):
 *   connecting-wall-unihan-compile OUTPUT.bin INPUT…
 * An input ending in .bz2 (as Debian ships Unihan) is read through
 * `bzip2 -dc`. */
#include <stdio.h>
#include <string.h>

#include "connecting-wall-unihan.h"

static gboolean
read_input (const char *path, char **text, gsize *length, GError **error)
{
  if (!g_str_has_suffix (path, ".bz2"))
    return g_file_get_contents (path, text, length, error);
  const char *argv[] = { "bzip2", "-dc", path, NULL };
  g_autofree char *err = NULL;
  int status;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, text, &err,
                     &status, error))
    return FALSE;
  if (!g_spawn_check_wait_status (status, error))
    {
      g_prefix_error (error, "bzip2 -dc %s: %s: ", path, err ? err : "");
      return FALSE;
    }
  *length = strlen (*text);
  return TRUE;
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: %s OUTPUT INPUT…\n", argv[0]);
      return 2;
    }
  g_autoptr (PwConnectingWallUnihan) table = pw_connecting_wall_unihan_new ();
  g_autoptr (GError) error = NULL;
  for (int i = 2; i < argc; i++)
    {
      g_autofree char *text = NULL;
      gsize length;
      if (!read_input (argv[i], &text, &length, &error)
          || !pw_connecting_wall_unihan_parse (table, text, length, argv[i], &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
    }
  g_autoptr (GBytes) bytes = pw_connecting_wall_unihan_serialize (table);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  if (!g_file_set_contents (argv[1], data, (gssize) size, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
