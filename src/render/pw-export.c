#include "pw-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-error.h"
#include "pw-file-write.h"
#include "pw-render-draw.h"

gboolean
pw_export_format_from_path (const char *path, PwExportFormat *format, GError **error)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  if (g_str_has_suffix (lower, ".pdf"))
    *format = PW_EXPORT_PDF;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = PW_EXPORT_SVG;
  else if (g_str_has_suffix (lower, ".png"))
    *format = PW_EXPORT_PNG;
  else
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Cannot tell the format of “%s”: name it .pdf, .svg or .png"), path);
      return FALSE;
    }
  return TRUE;
}

char *
pw_export_page_path (const char *path, guint index, guint n_pages)
{
  if (n_pages <= 1)
    return g_strdup (path);
  const char *base = strrchr (path, '/');
  const char *dot = strrchr (base ? base : path, '.');
  if (dot == NULL)
    return g_strdup_printf ("%s-%u", path, index + 1);
  return g_strdup_printf ("%.*s-%u%s", (int) (dot - path), path, index + 1, dot);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
check_surface (cairo_surface_t *surface, GError **error)
{
  cairo_status_t status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Drawing the pages failed: %s"),
               cairo_status_to_string (status));
  return FALSE;
}

GBytes *
pw_export_pdf_bytes (PwPages *pages, GCancellable *cancellable, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  double w = pw_pages_get_width (pages), h = pw_pages_get_height (pages);
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, w, h);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, pw_pages_get_title (pages));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Puzzlewright");
  if (pw_pages_get_author (pages) != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR,
                                    pw_pages_get_author (pages));
  cairo_t *cr = cairo_create (surface);
  gboolean ok = TRUE;
  for (guint i = 0; i < pw_pages_get_n_pages (pages) && ok; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      else
        {
          pw_pages_draw (pages, i, cr);
          cairo_show_page (cr);
        }
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (ok)
    ok = check_surface (surface, error);
  cairo_surface_destroy (surface);
  if (!ok)
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/* ---- SVG: text as text ----------------------------------------------
 *
 * cairo's SVG surface writes every glyph as an outline, which makes a
 * page of a megabyte whose words nobody can select or search.  Instead
 * the text sink collects each line of each layout (its string, font,
 * size, colour, where its baseline starts and the matrix it is drawn
 * through) while cairo draws the rest, and the lines are written as
 * <text> elements at the end of the file, over the drawing (text is the
 * top layer of every page).  A line cut with "…" keeps its outlines:
 * its string is not the text of the layout. */

static void
append_escaped (GString *out, const char *text, gssize length)
{
  g_autofree char *escaped = g_markup_escape_text (text, length);
  g_string_append (out, escaped);
}

typedef struct
{
  GString *out;
  double width, height; /* the page */
  guint clips;
} SvgText;

/* Whether the clip leaves the page whole: in device space, most lines
 * of a sheet are drawn through no clip but the page's. */
static gboolean
clipped (cairo_t *cr, const SvgText *svg)
{
  double x0, y0, x1, y1;
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  double xs[4] = { x0, x1, x0, x1 }, ys[4] = { y0, y0, y1, y1 };
  double dx0 = G_MAXDOUBLE, dy0 = G_MAXDOUBLE, dx1 = -G_MAXDOUBLE, dy1 = -G_MAXDOUBLE;
  for (int i = 0; i < 4; i++)
    {
      cairo_user_to_device (cr, &xs[i], &ys[i]);
      dx0 = MIN (dx0, xs[i]), dy0 = MIN (dy0, ys[i]);
      dx1 = MAX (dx1, xs[i]), dy1 = MAX (dy1, ys[i]);
    }
  return dx0 > 0.01 || dy0 > 0.01 || dx1 < svg->width - 0.01 || dy1 < svg->height - 0.01;
}

static void
svg_text_sink (cairo_t *cr, PangoLayout *layout, gpointer user_data)
{
  SvgText *svg = user_data;
  GString *out = svg->out;
  if (!cairo_has_current_point (cr))
    return;
  double ox, oy;
  cairo_get_current_point (cr, &ox, &oy);
  cairo_matrix_t m;
  cairo_get_matrix (cr, &m);
  double r = 0, g = 0, b = 0, a = 1;
  cairo_pattern_get_rgba (cairo_get_source (cr), &r, &g, &b, &a);
  double x0, y0, x1, y1;
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  gboolean clip = clipped (cr, svg);
  const PangoFontDescription *desc = pango_layout_get_font_description (layout);
  double size = (double) pango_font_description_get_size (desc) / PANGO_SCALE;
  const char *family = pango_font_description_get_family (desc);
  gboolean bold = pango_font_description_get_weight (desc) >= PANGO_WEIGHT_BOLD;
  const char *text = pango_layout_get_text (layout);

  g_string_append_printf (out, "<g transform=\"matrix(%g %g %g %g %g %g)\"",
                          m.xx, m.yx, m.xy, m.yy, m.x0, m.y0);
  if (clip)
    {
      /* Poster tiles and split puzzles draw through a clip. */
      guint id = svg->clips++;
      g_string_append_printf (out, "><clipPath id=\"pw-text-clip-%u\"><rect x=\"%g\" "
                              "y=\"%g\" width=\"%g\" height=\"%g\"/></clipPath><g "
                              "clip-path=\"url(#pw-text-clip-%u)\"", id, x0, y0, x1 - x0,
                              y1 - y0, id);
    }
  g_string_append (out, " font-family=\"");
  append_escaped (out, family ? family : PW_RENDER_DEFAULT_FONT, -1);
  g_string_append_printf (out, ", sans-serif\" font-size=\"%g\"%s fill=\"rgb(%d,%d,%d)\"",
                          size, bold ? " font-weight=\"bold\"" : "", (int) (r * 255 + 0.5),
                          (int) (g * 255 + 0.5), (int) (b * 255 + 0.5));
  if (a < 1)
    g_string_append_printf (out, " fill-opacity=\"%g\"", a);
  g_string_append (out, ">\n");
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      PangoRectangle logical;
      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      double baseline = (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE;
      double cx = (logical.x + logical.width / 2.0) / PANGO_SCALE;
      gssize length = line->length;
      /* Trailing spaces and the line break belong to no visible glyph. */
      while (length > 0 && g_ascii_isspace (text[line->start_index + length - 1]))
        length--;
      if (length == 0)
        continue;
      g_string_append_printf (out, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\" "
                              "xml:space=\"preserve\">", ox + cx, oy + baseline);
      append_escaped (out, text + line->start_index, length);
      g_string_append (out, "</text>\n");
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  g_string_append (out, clip ? "</g></g>\n" : "</g>\n");
}

/* Lets the glyphs of layouts the sink cannot write as text be drawn. */
static void
svg_sink (cairo_t *cr, PangoLayout *layout, gpointer user_data)
{
  if (pango_layout_is_ellipsized (layout))
    {
      pango_cairo_show_layout (cr, layout);
      return;
    }
  svg_text_sink (cr, layout, user_data);
}

static GBytes *
svg_page_bytes (PwPages *pages, guint index, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  double w = pw_pages_get_width (pages), h = pw_pages_get_height (pages);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, w, h);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  g_autoptr (GString) text = g_string_new (NULL);
  SvgText svg = { text, w, h, 0 };
  pw_render_set_text_sink (surface, svg_sink, &svg, FALSE);
  cairo_t *cr = cairo_create (surface);
  /* Paper is white; an SVG without a background is not. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  pw_pages_draw (pages, index, cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  gboolean ok = check_surface (surface, error);
  cairo_surface_destroy (surface);
  if (!ok)
    return NULL;
  /* The text goes last, inside the root element. */
  const char *end = g_strrstr_len ((const char *) bytes->data, bytes->len, "</svg>");
  if (end == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Drawing the pages failed: %s"),
                   "no </svg>");
      return NULL;
    }
  guint at = (guint) (end - (const char *) bytes->data);
  g_byte_array_remove_range (bytes, at, bytes->len - at);
  g_byte_array_append (bytes, (const guint8 *) text->str, text->len);
  g_byte_array_append (bytes, (const guint8 *) "</svg>\n", 7);
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

cairo_surface_t *
pw_export_page_image (PwPages *pages, guint index, double dpi, GError **error)
{
  if (!(dpi >= PW_EXPORT_MIN_DPI && dpi <= PW_EXPORT_MAX_DPI))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The resolution must be from %.0f to %.0f dpi, not %g"), PW_EXPORT_MIN_DPI,
                   PW_EXPORT_MAX_DPI, dpi);
      return NULL;
    }
  double scale = dpi / 72.0;
  double pw = ceil (pw_pages_get_width (pages) * scale);
  double ph = ceil (pw_pages_get_height (pages) * scale);
  if (pw * ph > PW_EXPORT_MAX_PIXELS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("At %g dpi a page would be %.0f × %.0f pixels, too many; choose a lower "
                     "resolution"), dpi, pw, ph);
      return NULL;
    }
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) pw, (int) ph);
  if (!check_surface (surface, error))
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  pw_pages_draw (pages, index, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
png_crc (const guint8 *data, gsize length)
{
  guint32 crc = 0xffffffffu;
  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
    }
  return crc ^ 0xffffffffu;
}

static void
put_be32 (guint8 *p, guint32 v)
{
  p[0] = v >> 24, p[1] = v >> 16, p[2] = v >> 8, p[3] = v;
}

/* cairo writes no resolution, so a page imports at 72 dpi (four times
 * too large at 300): add a pHYs chunk, in pixels per metre, right after
 * the header chunk (which PNG requires first, and which cairo writes). */
static void
png_add_resolution (GByteArray *png, double dpi)
{
  const gsize after_ihdr = 8 + 4 + 4 + 13 + 4;
  if (png->len < after_ihdr || memcmp (png->data + 12, "IHDR", 4) != 0)
    return;
  guint8 chunk[4 + 4 + 9 + 4];
  guint32 ppm = (guint32) (dpi / 0.0254 + 0.5);
  put_be32 (chunk, 9);
  memcpy (chunk + 4, "pHYs", 4);
  put_be32 (chunk + 8, ppm);
  put_be32 (chunk + 12, ppm);
  chunk[16] = 1; /* the unit is the metre */
  put_be32 (chunk + 17, png_crc (chunk + 4, 4 + 9));
  g_byte_array_set_size (png, png->len + sizeof chunk);
  memmove (png->data + after_ihdr + sizeof chunk, png->data + after_ihdr,
           png->len - sizeof chunk - after_ihdr);
  memcpy (png->data + after_ihdr, chunk, sizeof chunk);
}

static GBytes *
png_page_bytes (PwPages *pages, guint index, double dpi, GError **error)
{
  cairo_surface_t *surface = pw_export_page_image (pages, index, dpi, error);
  if (surface == NULL)
    return NULL;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_status_t status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Writing the PNG failed: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }
  png_add_resolution (bytes, dpi);
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/* Pages go into @set as they are drawn, so a full disk or a cancel
 * replaces none of the old pages, and a finished set replaces them all. */
static gboolean
save_bytes (PwFileSet *set, const char *path, GBytes *bytes, GError **error)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  return pw_file_set_add (set, file, data, length, error);
}

gboolean
pw_export_pages (PwPages *pages, PwExportFormat format, const char *path, double dpi,
                 GPtrArray *written, GCancellable *cancellable, GError **error)
{
  guint n = pw_pages_get_n_pages (pages);
  if (format == PW_EXPORT_PNG && !(dpi >= PW_EXPORT_MIN_DPI && dpi <= PW_EXPORT_MAX_DPI))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The resolution must be from %.0f to %.0f dpi, not %g"), PW_EXPORT_MIN_DPI,
                   PW_EXPORT_MAX_DPI, dpi);
      return FALSE;
    }
  g_autoptr (PwFileSet) set = pw_file_set_new ();
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  if (format == PW_EXPORT_PDF)
    {
      g_autoptr (GBytes) bytes = pw_export_pdf_bytes (pages, cancellable, error);
      if (bytes == NULL || !save_bytes (set, path, bytes, error))
        return FALSE;
      g_ptr_array_add (paths, g_strdup (path));
    }
  else
    for (guint i = 0; i < n; i++)
      {
        if (g_cancellable_set_error_if_cancelled (cancellable, error))
          return FALSE;
        g_autoptr (GBytes) bytes = format == PW_EXPORT_SVG
                                     ? svg_page_bytes (pages, i, error)
                                     : png_page_bytes (pages, i, dpi, error);
        g_autofree char *page_path = pw_export_page_path (path, i, n);
        if (bytes == NULL || !save_bytes (set, page_path, bytes, error))
          return FALSE;
        g_ptr_array_add (paths, g_steal_pointer (&page_path));
      }
  if (!pw_file_set_commit (set, error))
    return FALSE;
  for (guint i = 0; written && i < paths->len; i++)
    g_ptr_array_add (written, g_strdup (paths->pdata[i]));
  return TRUE;
}
