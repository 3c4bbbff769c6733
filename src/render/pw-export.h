/* pw-export.h — pages to files: PDF, SVG (one file per page), PNG.
 *
 * Files are written whole or not at all, and the pages of one export as
 * one set (pw_file_set_commit()), so a failed or cancelled export never
 * leaves half a PDF, or new pages beside old ones, behind.  PDF embeds the subsets
 * of every font it uses (CJK too).
 */
#pragma once

#include <gio/gio.h>

#include "pw-pages.h"

G_BEGIN_DECLS

typedef enum
{
  PW_EXPORT_PDF,
  PW_EXPORT_SVG,
  PW_EXPORT_PNG,
} PwExportFormat;

#define PW_EXPORT_MIN_DPI 18.0
#define PW_EXPORT_MAX_DPI 1200.0
/* A PNG page over this many pixels is refused rather than allocated. */
#define PW_EXPORT_MAX_PIXELS (100 * 1000 * 1000)

/* From the end of @path: .pdf, .svg or .png (any case). */
gboolean pw_export_format_from_path (const char *path, PwExportFormat *format, GError **error);
/* The file page @index goes to when @n_pages pages go one per file:
 * @path itself for a single page, "sheet-2.svg" for page 2 of "sheet.svg". */
char    *pw_export_page_path        (const char *path, guint index, guint n_pages);
/* Writes @pages to @path (PDF) or to one file per page (SVG, PNG at
 * @dpi).  The paths written are appended to @written when it is not NULL. */
gboolean pw_export_pages            (PwPages *pages, PwExportFormat format, const char *path,
                                     double dpi, GPtrArray *written, GCancellable *cancellable,
                                     GError **error);

/* The pieces, for the print dialog and tests: the whole document as PDF
 * bytes, and one page as an RGB image surface at @dpi on white. */
GBytes          *pw_export_pdf_bytes (PwPages *pages, GCancellable *cancellable, GError **error);
cairo_surface_t *pw_export_page_image (PwPages *pages, guint index, double dpi, GError **error);

G_END_DECLS
