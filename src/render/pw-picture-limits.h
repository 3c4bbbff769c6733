/* pw-picture-limits.h — what a picture may cost, checked before decoding. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* FALSE with an error when the PNG's header says it is larger than a
 * printed card can need (or it has no header). */
gboolean pw_picture_check_png (const guint8 *data, gsize length, GError **error);
/* FALSE with an error when the SVG would draw too many elements, each
 * <use> counted for what it repeats. */
gboolean pw_picture_check_svg (const guint8 *data, gsize length, GError **error);

G_END_DECLS
