/* floor-glib — the least a program over GLib costs to start: it loads
 * GLib and prints a line with it (bench-cli-startup.c's first floor). */
#include <glib.h>

int
main (void)
{
  g_print ("%s\n", glib_major_version >= 2 ? "GLib" : "?");
  return 0;
}
