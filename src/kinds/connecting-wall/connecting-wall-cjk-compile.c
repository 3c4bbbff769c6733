/* connecting-wall-cjk-compile.c — the build's step from the cjk-decomp text to the
 * compact table the kind loads (connecting-wall-cjk.h):
 *   connecting-wall-cjk-compile INPUT.txt.js OUTPUT.bin */
#include <stdio.h>

#include "connecting-wall-cjk.h"

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: %s INPUT OUTPUT\n", argv[0]);
      return 2;
    }
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (argv[1], &text, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  g_autoptr (PwConnectingWallCjkTable) table = pw_connecting_wall_cjk_table_parse (text, length, argv[1], &error);
  if (table == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  g_autoptr (GBytes) bytes = pw_connecting_wall_cjk_table_serialize (table);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  if (!g_file_set_contents (argv[2], data, (gssize) size, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
