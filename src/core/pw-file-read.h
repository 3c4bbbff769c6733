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
/* The same for a path or URI as typed on a command line. */
gboolean pw_path_read_bounded (const char *path, gsize max_bytes, const char *what,
                               char **contents, gsize *length, GError **error);

G_END_DECLS
