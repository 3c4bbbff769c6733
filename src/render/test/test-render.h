/* test-render.h — how the hidden test kind prints.
 *
 * The puzzle: the numbers in boxes, eight to a row, and an empty box for
 * the sum; the solution fills that box in (in the key colour).  Each
 * number is also a card, so the card layout is tested too.
 */
#pragma once

#include "pw-render.h"

G_BEGIN_DECLS

const PwKindRender *pw_test_render (void);

/* The numbers as bars, each as tall as its share of the largest: how the
 * editor shows them on screen.  Drawn here, beside the printed form, so
 * the editor never draws the puzzle itself. */
void pw_test_render_bars (cairo_t *cr, const PwModel *model, double width, double height);

G_END_DECLS
