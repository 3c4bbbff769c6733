/* word-search-shapes.c — grid shapes for the editor: the kind's circle and
 * heart, and a letter drawn in the sheets' font. */
#include "word-search-editor.h"

#include "pw-render-draw.h"
#include "word-search.h"

static guint8 *
letter_mask (const char *letter, guint width, guint height)
{
  /* Drawn at 8 pixels a cell; a cell is in when enough of it is ink. */
  const int scale = 8;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_A8, width * scale,
                                                   height * scale);
  cairo_t *cr = cairo_create (s);
  PangoLayout *layout = pw_render_layout_new (cr, NULL, 100, TRUE, NULL);
  pango_layout_set_text (layout, letter, -1);
  PangoRectangle ink;
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  if (ink.width <= 0 || ink.height <= 0)
    {
      g_object_unref (layout);
      cairo_destroy (cr);
      cairo_surface_destroy (s);
      return NULL;
    }
  double k = MIN ((double) width * scale / ink.width, (double) height * scale / ink.height);
  cairo_translate (cr, (width * scale - ink.width * k) / 2, (height * scale - ink.height * k) / 2);
  cairo_scale (cr, k, k);
  cairo_translate (cr, -ink.x, -ink.y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s);
  guint8 *mask = g_new0 (guint8, width * height);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        guint sum = 0;
        for (int j = 0; j < scale; j++)
          for (int i = 0; i < scale; i++)
            sum += data[(y * scale + j) * stride + x * scale + i];
        mask[y * width + x] = sum > 255u * scale * scale * 2 / 5;
      }
  cairo_surface_destroy (s);
  return mask;
}

guint8 *
pw_word_search_shape_mask (const char *shape, const char *letter, guint width, guint height)
{
  if (g_str_equal (shape, "letter"))
    return letter && *letter ? letter_mask (letter, width, height) : NULL;
  return pw_word_search_shape_formula_mask (shape, width, height);
}
