/* The domino-grid renderer: its size, and what it draws where, read back
 * from pixels (key colour only on the answer key, pips on the cells, no
 * ink in a hole). */
#include <cairo.h>
#include <string.h>

#include "domino-grid-render.h"
#include "domino-grid.h"
#include "pw-render-draw.h"

static cairo_surface_t *
draw (const PwModel *m, gboolean key, double *w, double *h)
{
  const PwKindRender *r = pw_domino_grid_render ();
  pw_render_measure (r, m, w, h);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) *w, (int) *h);
  cairo_t *cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  (key ? r->draw_solution : r->draw_puzzle) (cr, m, *w, *h);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* Pixels in a box that are reddish (the key colour) or dark. */
static void
count_pixels (cairo_surface_t *s, int x0, int y0, int x1, int y1, int *red, int *dark)
{
  int stride = cairo_image_surface_get_stride (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  *red = *dark = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        int r = (px >> 16) & 255, g = (px >> 8) & 255, b = px & 255;
        *red += r > 120 && g < 90 && b < 90;
        *dark += r < 80 && g < 80 && b < 80;
      }
}

static void
test_render (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  PwDominoGrid *g = (PwDominoGrid *) m;
  /* Room for the 7×8 board at 28 points a cell, then the 28 dominoes. */
  double w, h;
  cairo_surface_t *puzzle = draw (m, FALSE, &w, &h);
  g_assert_cmpfloat (w, >=, 8 * 28);
  g_assert_cmpfloat (h, >, 7 * 28 + 28 * 2);
  int red, dark;
  count_pixels (puzzle, 0, 0, (int) w, (int) h, &red, &dark);
  g_assert_cmpint (red, ==, 0);
  /* Cell (1,1) holds a 1: one pip in the middle, ink near its centre. */
  count_pixels (puzzle, 10, 10, 18, 18, &red, &dark);
  g_assert_cmpint (dark, >, 0);

  /* The key: red around the dominoes once a solution is stored. */
  pw_domino_grid_init_solution (g);
  for (int r = 0; r < 7; r++)
    for (int c = 0; c < 8; c += 2)
      {
        int i = r * 8 + c;
        g->mate[i] = i + 1;
        g->mate[i + 1] = i;
      }
  cairo_surface_t *key = draw (m, TRUE, &w, &h);
  count_pixels (key, 0, 0, 8 * 28, 7 * 28, &red, &dark);
  g_assert_cmpint (red, >, 500);

  /* A hole stays blank. */
  g->cells[3 * 8 + 3] = PW_DOMINO_HOLE;
  cairo_surface_t *holed = draw (m, FALSE, &w, &h);
  count_pixels (holed, 3 * 28 + 4, 3 * 28 + 4, 4 * 28 - 4, 4 * 28 - 4, &red, &dark);
  g_assert_cmpint (dark, ==, 0);
  cairo_surface_destroy (puzzle);
  cairo_surface_destroy (key);
  cairo_surface_destroy (holed);
}

/* Cell (1,2) holds 4: as pips, four dots in the corners of the cell; as a
 * numeral, a glyph in the middle and nothing in the corners.  The
 * boneyard below follows the board. */
static void
test_numerals (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  PwDominoGrid *g = (PwDominoGrid *) m;
  double w, h;
  int red, corner_pips, corner_numeral, middle_numeral;
  cairo_surface_t *pips = draw (m, FALSE, &w, &h);
  count_pixels (pips, 28 + 3, 3, 28 + 9, 9, &red, &corner_pips);
  g->numerals = TRUE;
  cairo_surface_t *numerals = draw (m, FALSE, &w, &h);
  count_pixels (numerals, 28 + 3, 3, 28 + 9, 9, &red, &corner_numeral);
  count_pixels (numerals, 28 + 9, 7, 28 + 19, 21, &red, &middle_numeral);
  g_assert_cmpint (corner_pips, >, 0);
  g_assert_cmpint (corner_numeral, ==, 0);
  g_assert_cmpint (middle_numeral, >, 0);
  /* The two drawings differ in the boneyard too (its 0-4, 1-4...). */
  int stride = cairo_image_surface_get_stride (pips);
  int y0 = 7 * 28 + 14 + 18;
  g_assert_cmpint (memcmp (cairo_image_surface_get_data (pips) + y0 * stride,
                           cairo_image_surface_get_data (numerals) + y0 * stride,
                           (gsize) stride * ((int) h - y0)), !=, 0);
  cairo_surface_destroy (pips);
  cairo_surface_destroy (numerals);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/render/sheet", test_render);
  g_test_add_func ("/domino-grid/render/numerals", test_numerals);
  return g_test_run ();
}
