#include "pw-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-error.h"
#include "pw-file-write.h"

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

static GBytes *
svg_page_bytes (PwPages *pages, guint index, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  double w = pw_pages_get_width (pages), h = pw_pages_get_height (pages);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, w, h);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  cairo_t *cr = cairo_create (surface);
  pw_pages_draw (pages, index, cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  gboolean ok = check_surface (surface, error);
  cairo_surface_destroy (surface);
  if (!ok)
    return NULL;
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
