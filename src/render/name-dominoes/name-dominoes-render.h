/* name-dominoes-render.h — how name dominoes print.
 *
 * The board is drawn like the comic (xkcd 1970): each tile a box, boxes
 * of neighbouring tiles not quite touching, each name centred in its
 * square and shrunk (or broken at a space) to fit, a frame round the
 * board.  The student's sheet shows the board with a few given tiles and
 * the tiles to lay as cut-outs under it (the same size as the board's
 * squares); the key shows the whole layout.  Names print at one size,
 * the largest at which every name fits its square.  The cards are the
 * tiles, for a classroom game.
 */
#pragma once

#include "pw-render.h"

G_BEGIN_DECLS

/* One square of the board, in points at scale 1. */
#define PW_NAME_DOMINOES_RENDER_SQUARE 40.0

const PwKindRender *pw_name_dominoes_render (void);

/* The natural size of the board alone (the app's canvas draws it). */
void pw_name_dominoes_render_board_size (const PwModel *model, double *width, double *height);

/* Draws the board of a name-dominoes model into (0, 0, width, height);
 * the app's canvas uses it too.  @marked (may be NULL) is a per-tile
 * flag: those tiles get a red outline (conflicts). */
void pw_name_dominoes_render_board (cairo_t *cr, const PwModel *model, double width, double height,
                            const gboolean *marked);

/* Draws @names (1 to 3, "" blank) as one tile filling (0, 0, w, h),
 * squares side by side: the tile list and the cut-outs use it. */
void pw_name_dominoes_render_tile  (cairo_t *cr, const char *const *names, guint n_names, double w,
                            double h);

G_END_DECLS
