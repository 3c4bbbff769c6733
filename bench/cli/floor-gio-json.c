/* floor-gio-json — the least a program that reads a document the way core
 * does costs to start: it loads GIO and json-glib, makes a GFile for a
 * path and parses a small JSON text (bench-cli-startup.c's second floor).
 * The GFile comes from GIO's local VFS, as pw_file_for_arg() makes it:
 * the default VFS would load every GIO module first. */
#include <gio/gio.h>
#include <json-glib/json-glib.h>

int
main (void)
{
  g_autoptr (GFile) file = g_vfs_get_file_for_path (g_vfs_get_local (), "/dev/null");
  g_autoptr (JsonParser) parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, "{\"kind\": \"x\"}", -1, NULL))
    return 1;
  g_print ("%s\n", g_file_peek_path (file));
  return 0;
}
