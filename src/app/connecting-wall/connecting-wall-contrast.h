/* connecting-wall-contrast.h — the wall's groups told apart without
 * their colours, for the desktop's high contrast. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* With high contrast on, marks a card of group @group (from 0), drawn at
 * (@x, @y), with the group's number in a black-and-white badge in its
 * corner: the pale group colours of the sheets look alike in high
 * contrast, and to many colour-blind eyes.  Does nothing otherwise. */
void pw_connecting_wall_draw_group_mark (cairo_t *cr, guint group, double x, double y);

G_END_DECLS
