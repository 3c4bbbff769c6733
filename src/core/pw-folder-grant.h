/* pw-folder-grant.h — folders the user granted files to be read from.
 *
 * A document may name files beside it (a deck's pictures); one someone
 * sends you may name any folder of yours.  Files are read only from the
 * document's own folder or from one the user granted: chosen in a file
 * chooser, or given on the command line (puzzlewright-cli --pictures).
 * Granted for the rest of the run; safe from any thread. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Grants the local folder @folder (a path, never a URI) and everything
 * inside it, by its real path.  FALSE with an error that says why when
 * it is a URI or not a folder that is there. */
gboolean pw_folder_grant      (const char *folder, GError **error);
/* Whether the real path @real is a granted folder or inside one. */
gboolean pw_folder_is_granted (const char *real);
/* Whether the real path @path is @folder (a real path) or inside it. */
gboolean pw_folder_is_inside  (const char *path, const char *folder);

G_END_DECLS
