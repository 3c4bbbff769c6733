/* connecting-wall-contrast.c — group numbers on the cards in high
 * contrast. */
#include "connecting-wall-contrast.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "pw-a11y.h"

#define BADGE 9.0 /* radius, in the wall's points */

void
pw_connecting_wall_draw_group_mark (cairo_t *cr, guint group, double x, double y)
{
  if (!pw_a11y_high_contrast ())
    return;
  cairo_save (cr);
  double cx = x + BADGE + 2, cy = y + BADGE + 2;
  cairo_arc (cr, cx, cy, BADGE, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  g_autofree char *number = g_strdup_printf ("%u", group + 1);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans Bold 10");
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, number, -1);
  int w, h;
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  cairo_restore (cr);
}
