/* word-search-shapes.c — grid shapes: a circle, a heart, a letter. */
#include "word-search-editor.h"

#include <math.h>

#include "pw-render-draw.h"

/* Whether the point (u, v), both in [-1, 1] with v upwards, is inside. */
static gboolean
inside (const char *shape, double u, double v)
{
  if (g_str_equal (shape, "circle"))
    return u * u + v * v <= 1.0;
  /* The heart curve (x² + y² − 1)³ = x² y³, scaled to fill the square. */
  double x = u * 1.2, y = v * 1.25 + 0.2;
  double a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

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
pw_ws_shape_mask (const char *shape, const char *letter, guint width, guint height)
{
  if (g_str_equal (shape, "letter"))
    return letter && *letter ? letter_mask (letter, width, height) : NULL;
  guint8 *mask = g_new0 (guint8, width * height);
  gboolean rect = g_str_equal (shape, "rectangle");
  if (!rect && !g_str_equal (shape, "circle") && !g_str_equal (shape, "heart"))
    {
      g_free (mask);
      return NULL;
    }
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        double u = (x + 0.5) / width * 2 - 1, v = 1 - (y + 0.5) / height * 2;
        mask[y * width + x] = rect || inside (shape, u, v);
      }
  return mask;
}
