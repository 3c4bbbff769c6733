#include "pw-render-draw.h"

#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "pw-error.h"
#include "pw-picture-limits.h"
#include "pw-rsvg-lazy.h"

gboolean
pw_numbers_from_string (const char *text, PwNumbers *numbers, GError **error)
{
  static const char *const names[] = { "auto", "pips", "numerals" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *numbers = (PwNumbers) i;
        return TRUE;
      }
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("Unknown way to print numbers “%s”: use auto, pips or numerals"), text);
  return FALSE;
}

typedef struct
{
  double scale;
  PwNumbers numbers;
} Paper;

static const cairo_user_data_key_t paper_key;

void
pw_render_set_paper (cairo_t *cr, double scale, PwNumbers numbers)
{
  Paper *paper = g_new (Paper, 1);
  paper->scale = scale;
  paper->numbers = numbers;
  cairo_set_user_data (cr, &paper_key, paper, g_free);
}

double
pw_render_get_paper_scale (cairo_t *cr)
{
  Paper *paper = cairo_get_user_data (cr, &paper_key);
  return paper ? paper->scale : 0;
}

PwNumbers
pw_render_get_numbers (cairo_t *cr)
{
  Paper *paper = cairo_get_user_data (cr, &paper_key);
  return paper ? paper->numbers : PW_NUMBERS_AUTO;
}

typedef struct
{
  PwTextSinkFunc func;
  gpointer user_data;
  gboolean draw_glyphs;
} TextSink;

static const cairo_user_data_key_t sink_key;

void
pw_render_set_text_sink (cairo_surface_t *target, PwTextSinkFunc func, gpointer user_data,
                         gboolean draw_glyphs)
{
  TextSink *sink = NULL;
  if (func != NULL)
    {
      sink = g_new (TextSink, 1);
      *sink = (TextSink) { func, user_data, draw_glyphs };
    }
  cairo_surface_set_user_data (target, &sink_key, sink, g_free);
}

void
pw_render_show_layout (cairo_t *cr, PangoLayout *layout)
{
  TextSink *sink = cairo_surface_get_user_data (cairo_get_target (cr), &sink_key);
  if (sink != NULL)
    sink->func (cr, layout, sink->user_data);
  if (sink == NULL || sink->draw_glyphs)
    pango_cairo_show_layout (cr, layout);
}

double
pw_render_layout_type_size (cairo_t *cr, PangoLayout *layout)
{
  const PangoFontDescription *desc = pango_layout_get_font_description (layout);
  double size = desc ? (double) pango_font_description_get_size (desc) / PANGO_SCALE : 0;
  cairo_matrix_t m;
  cairo_get_matrix (cr, &m);
  return size * sqrt (fabs (m.xx * m.yy - m.xy * m.yx));
}

PangoLayout *
pw_render_layout_new (cairo_t *cr, const char *family, double size, gboolean bold,
                      const char *language)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoContext *context = pango_layout_get_context (layout);

  /* Hinted metrics differ between a 60-dpi preview and a PDF; unhinted
   * ones make every output break lines alike. */
  cairo_font_options_t *options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  if (language != NULL && *language != '\0')
    {
      g_autofree char *tag = g_strdelimit (g_strdup (language), "_", '-');
      char *dot = strpbrk (tag, ".@");
      if (dot)
        *dot = '\0';
      pango_context_set_language (context, pango_language_from_string (tag));
    }
  pango_layout_context_changed (layout);

  PangoFontDescription *desc = pango_font_description_new ();
  pango_font_description_set_family (desc, family ? family : PW_RENDER_DEFAULT_FONT);
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

double
pw_render_text (cairo_t *cr, const char *text, const char *family, double size, gboolean bold,
                double x, double y, double width, PangoAlignment align)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, family, size, bold, NULL);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  int w, h;
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x, y);
  pw_render_show_layout (cr, layout);
  return (double) h / PANGO_SCALE;
}

void
pw_render_text_centered (cairo_t *cr, const char *text, const char *family, double size,
                         gboolean bold, double cx, double cy)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, family, size, bold, NULL);
  pango_layout_set_text (layout, text, -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents (layout, &ink, &logical);
  /* Centre the logical width but the ink height, so digits sit in the
   * middle of a box rather than on the font's line box. */
  double w = (double) logical.width / PANGO_SCALE;
  double ink_mid = (ink.y + ink.height / 2.0) / PANGO_SCALE;
  cairo_move_to (cr, cx - w / 2, cy - ink_mid);
  pw_render_show_layout (cr, layout);
}

double
pw_render_line_height (cairo_t *cr, const char *family, double size)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, family, size, FALSE, NULL);
  pango_layout_set_text (layout, "Ag", -1);
  int w, h;
  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

typedef struct
{
  const guint8 *data;
  gsize length;
  gsize offset;
} PngReader;

static cairo_status_t
png_read (void *closure, unsigned char *data, unsigned int length)
{
  PngReader *r = closure;
  if (r->length - r->offset < length)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, r->data + r->offset, length);
  r->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
fit_box (double pw, double ph, double x, double y, double width, double height,
         double *scale, double *ox, double *oy)
{
  *scale = MIN (width / pw, height / ph);
  *ox = x + (width - pw * *scale) / 2;
  *oy = y + (height - ph * *scale) / 2;
}

static gboolean
draw_png (cairo_t *cr, GBytes *data, double x, double y, double width, double height,
          GError **error)
{
  gsize length;
  PngReader reader = { g_bytes_get_data (data, &length), 0, 0 };
  reader.length = length;
  if (!pw_picture_check_png (reader.data, length, error))
    return FALSE;
  cairo_surface_t *png = cairo_image_surface_create_from_png_stream (png_read, &reader);
  if (cairo_surface_status (png) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("The picture is not a PNG we can read: %s"),
                   cairo_status_to_string (cairo_surface_status (png)));
      cairo_surface_destroy (png);
      return FALSE;
    }
  int pw = cairo_image_surface_get_width (png), ph = cairo_image_surface_get_height (png);
  double s, ox, oy;
  fit_box (MAX (pw, 1), MAX (ph, 1), x, y, width, height, &s, &ox, &oy);
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, s, s);
  cairo_set_source_surface (cr, png, 0, 0);
  cairo_rectangle (cr, 0, 0, pw, ph);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (png);
  return TRUE;
}

static gboolean
draw_svg (cairo_t *cr, GBytes *data, double x, double y, double width, double height,
          GError **error)
{
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);
  if (!pw_picture_check_svg (bytes, length, error))
    return FALSE;
  /* An installation without librsvg still draws all the rest. */
  if (!pw_rsvg_open (error))
    return FALSE;
  g_autoptr (GError) local = NULL;
  g_autoptr (GObject) handle_obj = (GObject *) rsvg_handle_new_from_data (bytes, length, &local);
  RsvgHandle *handle = (RsvgHandle *) handle_obj;
  if (handle == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("The picture is not an SVG we can read: %s"),
                   local->message);
      return FALSE;
    }
  double pw = width, ph = height;
  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, &pw, &ph) || pw <= 0 || ph <= 0)
    pw = width, ph = height;
  double s, ox, oy;
  fit_box (pw, ph, x, y, width, height, &s, &ox, &oy);
  RsvgRectangle viewport = { ox, oy, pw * s, ph * s };
  if (!rsvg_handle_render_document (handle, cr, &viewport, &local))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("The SVG picture cannot be drawn: %s"),
                   local->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
pw_render_picture (cairo_t *cr, GBytes *data, double x, double y, double width, double height,
                   GError **error)
{
  static const guint8 png_magic[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);
  if (length >= sizeof png_magic && memcmp (bytes, png_magic, sizeof png_magic) == 0)
    return draw_png (cr, data, x, y, width, height, error);
  return draw_svg (cr, data, x, y, width, height, error);
}
