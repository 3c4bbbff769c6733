/* pw-render-draw.h — text and pictures for kinds' draw functions.
 *
 * Text goes through Pango (harfbuzz shaping, fontconfig fallback for CJK
 * and other scripts); pictures through librsvg (SVG) or cairo (PNG).
 * Layout metrics are unhinted so that PDF, SVG, PNG and the on-screen
 * preview break lines at the same places.
 */
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Answers print in this dark red on keys, so a teacher tells a key
 * from a sheet at a glance. */
#define PW_RENDER_KEY_RGB 0.72, 0.07, 0.07

/* The family every sheet uses unless the options name another. */
#define PW_RENDER_DEFAULT_FONT "Sans"

/* A layout for @cr in @family at @size points; @language (a locale such
 * as "ja" or "zh-TW", may be NULL) picks the right CJK glyph forms. */
PangoLayout *pw_render_layout_new      (cairo_t *cr, const char *family, double size,
                                        gboolean bold, const char *language);
/* Draws @text wrapped to @width from (@x, @y) and returns the height used. */
double       pw_render_text            (cairo_t *cr, const char *text, const char *family,
                                        double size, gboolean bold, double x, double y,
                                        double width, PangoAlignment align);
/* Draws one line of @text centred on (@cx, @cy). */
void         pw_render_text_centered   (cairo_t *cr, const char *text, const char *family,
                                        double size, gboolean bold, double cx, double cy);
/* The height one line of text at @size takes. */
double       pw_render_line_height     (cairo_t *cr, const char *family, double size);

/* Draws a picture (SVG or PNG data) fitted into the box, keeping its
 * aspect ratio and centred.  FALSE with an error when the data is not a
 * picture we can read. */
gboolean     pw_render_picture         (cairo_t *cr, GBytes *data, double x, double y,
                                        double width, double height, GError **error);

G_END_DECLS
