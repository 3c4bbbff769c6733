/* pw-picture-cache.h — pictures drawn once per size, and bounded in time.
 *
 * Cards draw the same few pictures again and again (a deck's 57 pictures
 * on 57 cards of 8, on screen, in a PDF, in validate's checks).  librsvg
 * reads and draws an SVG anew each time, and a costly one (filters, many
 * shapes) then costs that many times over.  So each picture is drawn
 * once per pixel size it is needed at, into an image, which every later
 * card paints (and a PDF or SVG embeds once).  A picture whose drawing
 * takes longer than a card's picture may is refused for the rest of the
 * run, with an error that says so.  Drawing happens on a thread of its
 * own: the main loop waits for it a frame or two only, then draws a
 * placeholder, and the ready function (below) says when to draw again.
 * Safe from any thread. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* The most pixels a side is drawn at: a 90 mm card at 600 dpi. */
#define PW_PICTURE_CACHE_MAX_SIDE 2100
/* What one drawing of a picture may take before it is refused: CPU time
 * of the thread that draws it (a busy machine does not count against
 * it), and at most 2.5 times as long on the clock. */
#define PW_PICTURE_CACHE_DRAW_LIMIT_S 2.0
/* The pixels per point pictures are drawn at for print (PDF, SVG, PS):
 * 600 dpi. */
#define PW_PICTURE_CACHE_PRINT_SCALE (600.0 / 72.0)

/* Gives the bytes (SVG or PNG) of the picture being asked for, or NULL
 * with an error. */
typedef GBytes *(*PwPictureLoad) (gconstpointer data, GError **error);

/* Called on the main loop when a picture it stopped waiting for is
 * drawn (or refused): the window draws its cards again. */
typedef void (*PwPictureReadyFunc) (void);
void pw_picture_cache_set_ready_func (PwPictureReadyFunc func);

/* Draws the picture @key names fitted and centred in the square (@x, @y,
 * @side), from the image kept for the pixels that square covers on @cr's
 * target (600 dpi for print); @load is asked for its bytes only when
 * no image of it is kept.  The same @key must mean the same bytes (a
 * path with its size and time of change).  FALSE with an error when it
 * cannot be drawn, nothing drawn: G_IO_ERROR_PENDING on the main loop
 * while it is still being drawn. */
gboolean pw_picture_cache_draw (cairo_t *cr, const char *key, PwPictureLoad load,
                                gconstpointer load_data, double x, double y, double side,
                                GError **error);
/* The picture drawn fitted and centred in a square of @pixels (at most
 * PW_PICTURE_CACHE_MAX_SIDE), ARGB32: a new reference to the kept
 * image, or NULL with an error. */
cairo_surface_t *pw_picture_cache_image (const char *key, PwPictureLoad load,
                                         gconstpointer load_data, int pixels, GError **error);
/* Forgets every image and refusal (for tests). */
void pw_picture_cache_clear (void);

G_END_DECLS
