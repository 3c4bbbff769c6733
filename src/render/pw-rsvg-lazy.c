/* pw-rsvg-lazy.c — librsvg, opened the first time an SVG picture is drawn.
 *
 * Why: librsvg is a large library (and brings libxml2 and ICU with it);
 * loading and relocating it cost the app about 18 ms of CPU on every
 * start, before its first frame (bench/app/startup-cpu.sh, issue 26),
 * and most runs draw no SVG at all: only a deck with SVG pictures does.
 * So libpuzzlewright-render does not link librsvg.  pw-render-draw.c
 * calls it as before; the three functions it calls are defined here as
 * hidden forwarders (pw-lazy-lib.h), and the first call opens the
 * librsvg the build compiled against.  debian/rules names the package,
 * which the linker no longer records.
 */
#include "pw-rsvg-lazy.h"

#include "pw-lazy-lib.h"

/* librsvg's names, declared hidden here so that the definitions below
 * are: outside this library they still mean librsvg's own. */
#define RSVG_API __attribute__ ((visibility ("hidden")))
#include <librsvg/rsvg.h>

/* librsvg 2's soname since 2.0, which the build's headers are. */
static PwLazyLib rsvg = PW_LAZY_LIB_INIT ("librsvg-2.so.2");

gboolean
pw_rsvg_open (GError **error)
{
  return pw_lazy_lib_open (&rsvg, error);
}

/* One line per function pw-render-draw.c calls.  A call of another one
 * fails the link of libpuzzlewright-render (meson links shared
 * libraries with --no-undefined): add its line here. */
PW_LAZY_FORWARD (rsvg, RsvgHandle *, rsvg_handle_new_from_data,
                 (const guint8 *data, gsize length, GError **error), (data, length, error))
PW_LAZY_FORWARD (rsvg, gboolean, rsvg_handle_get_intrinsic_size_in_pixels,
                 (RsvgHandle *handle, gdouble *width, gdouble *height), (handle, width, height))
PW_LAZY_FORWARD (rsvg, gboolean, rsvg_handle_render_document,
                 (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                  GError **error),
                 (handle, cr, viewport, error))
