/* word-search-shape.c — grid shapes drawn by a formula: a circle and a
 * heart (a letter needs a font, so the editor draws that one). */
#include "word-search.h"

#include <string.h>

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

gboolean
pw_word_search_shape_is_known (const char *shape)
{
  return g_strcmp0 (shape, "rectangle") == 0 || g_strcmp0 (shape, "circle") == 0
         || g_strcmp0 (shape, "heart") == 0;
}

guint8 *
pw_word_search_shape_formula_mask (const char *shape, guint width, guint height)
{
  if (!pw_word_search_shape_is_known (shape))
    return NULL;
  gboolean rect = g_str_equal (shape, "rectangle");
  guint8 *mask = g_new0 (guint8, MAX (width * height, 1));
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        double u = (x + 0.5) / width * 2 - 1, v = 1 - (y + 0.5) / height * 2;
        mask[y * width + x] = rect || inside (shape, u, v);
      }
  return mask;
}
