/* pw-pages.h — a finished document of pages, ready to draw anywhere.
 *
 * The sheet composer and the card layout each produce a PwPages; the
 * exporters (PDF, SVG, PNG), the print dialog's GtkPrintOperation and the
 * preview all draw from it the same way, so what the preview shows is
 * what prints.  Immutable once built; refcounted, so the app can compose
 * in a worker thread and draw in the main thread.  Drawing one page at a
 * time from one thread at a time is safe.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  PW_PAGE_PUZZLE,      /* a sheet handed out: puzzles, no answers */
  PW_PAGE_KEY,         /* answer key pages (separate or compact) */
  PW_PAGE_CARD_FRONT,  /* cards and cut-outs, printed side */
  PW_PAGE_CARD_BACK,   /* the mirrored backs, for duplex */
} PwPageRole;

typedef struct _PwPages PwPages;

/* Draws page @index at the origin, in points. */
typedef void (*PwPagesDrawFunc) (cairo_t *cr, guint index, gpointer data);

PwPages    *pw_pages_new        (double width, double height, const char *title,
                                 PwPagesDrawFunc draw, gpointer data, GDestroyNotify destroy);
void        pw_pages_add_page   (PwPages *pages, PwPageRole role);
/* Set while composing, before the pages are shared: the author for the
 * files' metadata (NULL or "" for none), and a sentence the preview shows
 * about how the pages were laid out (type kept readable by splitting a
 * puzzle, say), or NULL. */
void        pw_pages_set_author (PwPages *pages, const char *author);
const char *pw_pages_get_author (PwPages *pages);
void        pw_pages_set_note   (PwPages *pages, const char *note);
const char *pw_pages_get_note   (PwPages *pages);
PwPages    *pw_pages_ref        (PwPages *pages);
void        pw_pages_unref      (PwPages *pages);

guint       pw_pages_get_n_pages (PwPages *pages);
PwPageRole  pw_pages_get_role    (PwPages *pages, guint index);
/* Points; every page of a document has the same size. */
double      pw_pages_get_width   (PwPages *pages);
double      pw_pages_get_height  (PwPages *pages);
const char *pw_pages_get_title   (PwPages *pages);
/* Draws page @index with its top-left corner at the current origin, one
 * unit a point; draws no background (paper is white). */
void        pw_pages_draw        (PwPages *pages, guint index, cairo_t *cr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwPages, pw_pages_unref)

G_END_DECLS
