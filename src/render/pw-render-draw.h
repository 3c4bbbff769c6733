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

/* The smallest type a sheet prints (points on paper): below it a
 * child's worksheet is hard to read.  Compact answer keys, read up close
 * by the teacher, may go down to the second. */
#define PW_RENDER_MIN_TYPE 8.0
#define PW_RENDER_MIN_KEY_TYPE 6.0

/* How a kind prints numbers that could be pips (dominoes): chosen by
 * what can be read at the printed size, or as the teacher says. */
typedef enum
{
  PW_NUMBERS_AUTO,
  PW_NUMBERS_PIPS,
  PW_NUMBERS_NUMERALS,
} PwNumbers;

/* "auto", "pips", "numerals". */
gboolean     pw_numbers_from_string    (const char *text, PwNumbers *numbers, GError **error);

/* What a composer tells a kind's draw function about the paper, through
 * the cairo context: how many points on paper one natural unit of the
 * drawing takes (0: not known, as on screen), and how numbers print.
 * Kept with @cr until set again. */
void         pw_render_set_paper       (cairo_t *cr, double scale, PwNumbers numbers);
double       pw_render_get_paper_scale (cairo_t *cr);
PwNumbers    pw_render_get_numbers     (cairo_t *cr);

/* Every text of every drawing goes through pw_render_show_layout(), so
 * that an exporter or a test can see it: a sink set on a surface is told
 * of each layout drawn onto it (with @cr's matrix, source and current
 * point as they are at that moment), and the glyphs are drawn only when
 * @draw_glyphs is set (the SVG exporter writes text elements instead). */
typedef void (*PwTextSinkFunc) (cairo_t *cr, PangoLayout *layout, gpointer user_data);
void         pw_render_set_text_sink   (cairo_surface_t *target, PwTextSinkFunc func,
                                        gpointer user_data, gboolean draw_glyphs);
/* Draws @layout at the current point, like pango_cairo_show_layout(). */
void         pw_render_show_layout     (cairo_t *cr, PangoLayout *layout);
/* The size @layout's type has in @cr's device units (points, on paper
 * surfaces): its font size through the current matrix. */
double       pw_render_layout_type_size (cairo_t *cr, PangoLayout *layout);

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

/* Whether the font sheets print with (PW_RENDER_DEFAULT_FONT, as Pango's
 * fallback picks it for @c) has a glyph for @c, asked of harfbuzz.
 * Cached; safe from any thread. */
gboolean pw_render_font_has_glyph (gunichar c);

G_END_DECLS
