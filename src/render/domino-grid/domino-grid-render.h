/* domino-grid-render.h — how a domino grid draws itself on paper. */
#pragma once

#include "domino-grid.h"
#include "pw-html.h"
#include "pw-render.h"

G_BEGIN_DECLS

const PwKindRender *pw_domino_grid_render (void);
/* The domino grid played on the class screen (domino-grid-page.c). */
extern const PwKindPage pw_domino_grid_page;

/* What the editor draws on screen with the same strokes as paper.  The
 * board (cell outlines, numbers or pips, the heavy outline of the shape)
 * with its top-left corner at (0, 0) and @cell units per cell; the caller
 * paints the cells' backgrounds first. */
void pw_domino_grid_draw_board (cairo_t *cr, const PwDominoGrid *g, double cell);
/* One half's number @v (pips up to 12 when @pips) in the square at (@x,
 * @y) of side @size, in the current source colour. */
void pw_domino_grid_draw_value (cairo_t *cr, gboolean pips, int v, double x, double y,
                                double size);

G_END_DECLS
