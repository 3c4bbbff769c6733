/* pw-rsvg-lazy.h — librsvg, opened the first time an SVG picture is
 * drawn (pw-rsvg-lazy.c says why). */
#pragma once

#include <glib.h>

/* Opens librsvg if it is not open yet; FALSE, with an error that names
 * it, when it cannot be: the picture is then not drawn, and no librsvg
 * function may be called. */
gboolean pw_rsvg_open (GError **error);
