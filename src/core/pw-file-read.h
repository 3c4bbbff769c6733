/* pw-file-read.h — reading a file a user named, with a cap kept while
 * reading.
 *
 * The size stat() reports cannot be trusted: a device (/dev/zero) or a
 * FIFO says 0 and then never ends.  So the cap is enforced on the bytes
 * actually read, and a FIFO without a writer reads as empty instead of
 * blocking.  Every error names the file.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reads all of @file into a NUL-terminated @contents, refusing
 * (PW_ERROR_TOO_LARGE) anything longer than @max_bytes, a folder, or a
 * file that cannot be read (PW_ERROR_IO).  Messages start "NAME: ".
 * @what is for the too-large message, such as _("documents"), or NULL. */
gboolean pw_file_read_bounded (GFile *file, gsize max_bytes, const char *what,
                               char **contents, gsize *length, GError **error);
/* The file a command line names: a path (relative to the working
 * folder) or a URI.  Paths and file:// URIs are made by GIO's local VFS
 * (g_vfs_get_local), which is what the default VFS gives for them too, but
 * without first loading every GIO module (dconf, GVfs): about a millisecond
 * of a CLI command's start (issue 26).  Other schemes go through the
 * default VFS as g_file_new_for_commandline_arg() would. */
GFile   *pw_file_for_arg      (const char *arg);
/* The same for a path or URI as typed on a command line. */
gboolean pw_path_read_bounded (const char *path, gsize max_bytes, const char *what,
                               char **contents, gsize *length, GError **error);

G_END_DECLS
