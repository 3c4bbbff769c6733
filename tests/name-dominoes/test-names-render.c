/* Drawing name dominoes: boxes where tiles lie, names inside, nothing
 * where the board is empty; cut-outs one per tile. */
#include "names-test-util.h"

#include "name-dominoes-render.h"

#define SQ PW_NAMES_RENDER_SQUARE

/* Darkest channel value in a w×h box at (x, y) of @s (0 black, 255 white). */
static int
darkest (cairo_surface_t *s, int x, int y, int w, int h)
{
  cairo_surface_flush (s);
  const unsigned char *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s), dark = 255;
  for (int j = y; j < y + h; j++)
    for (int i = x; i < x + w; i++)
      {
        guint32 px = *(const guint32 *) (data + j * stride + i * 4);
        dark = MIN (dark, (int) MIN (px & 0xff, MIN ((px >> 8) & 0xff, (px >> 16) & 0xff)));
      }
  return dark;
}

static cairo_surface_t *
render_board (const PwNamesModel *m, const gboolean *marked, double *w, double *h)
{
  const PwKindRender *r = pw_name_dominoes_render ();
  r->measure (&m->parent, w, h);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) *w, (int) *h);
  cairo_t *cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  pw_names_render_board (cr, &m->parent, *w, *h, marked);
  cairo_destroy (cr);
  return s;
}

static void
test_board_drawing (void)
{
  g_autoptr (PwNamesModel) m = pw_names_model_new (5, 4);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAMES_RIGHT);
  add_tile (m, "COOK|JAMES|DEAN", 1, 1, PW_NAMES_DOWN);
  double w, h;
  cairo_surface_t *s = render_board (m, NULL, &w, &h);
  g_assert_cmpfloat (w, >, 5 * SQ);
  g_assert_cmpfloat (w, <, 5 * SQ + 20);
  double f = (w - 5 * SQ) / 2; /* the frame */
  /* Text in the middle of TIM's square and of DEAN's (1,3). */
  g_assert_cmpint (darkest (s, (int) (f + SQ * 0.25), (int) (f + SQ * 0.4), (int) (SQ / 2),
                            (int) (SQ / 5)), <, 100);
  g_assert_cmpint (darkest (s, (int) (f + SQ * 1.25), (int) (f + SQ * 3.4), (int) (SQ / 2),
                            (int) (SQ / 5)), <, 100);
  /* The box edge of TIM|COOK runs along the top, just inside the square. */
  g_assert_cmpint (darkest (s, (int) (f + SQ * 0.5), (int) (f + 1), 1, (int) (SQ * 0.1)), <, 100);
  /* Empty squares stay white inside (the grid dots sit on corners). */
  g_assert_cmpint (darkest (s, (int) (f + SQ * 3.2), (int) (f + SQ * 2.2), (int) (SQ * 0.6),
                            (int) (SQ * 0.6)), ==, 255);
  g_assert_cmpint (darkest (s, (int) (f + SQ * 0.2), (int) (f + SQ * 2.2), (int) (SQ * 0.6),
                            (int) (SQ * 0.6)), ==, 255);
  cairo_surface_destroy (s);

  /* A marked tile gets a red outline. */
  gboolean marked[2] = { FALSE, TRUE };
  s = render_board (m, marked, &w, &h);
  cairo_surface_flush (s);
  const unsigned char *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s);
  int x = (int) (f + SQ * 1.5), y0 = (int) (f + SQ * 1), reddish = 0;
  for (int y = y0 - 3; y < y0 + 5; y++)
    {
      guint32 px = *(const guint32 *) (data + y * stride + x * 4);
      reddish += ((px >> 16) & 0xff) > 150 && (px & 0xff) < 100;
    }
  g_assert_cmpint (reddish, >, 0);
  cairo_surface_destroy (s);
}

static void
test_cutouts (void)
{
  const PwKindRender *r = pw_name_dominoes_render ();
  g_autoptr (PwNamesModel) m = load_xkcd_sample ();
  g_assert_cmpuint (r->n_items (&m->parent), ==, 270);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) r->item_width,
                                                   (int) r->item_height);
  cairo_t *cr = cairo_create (s);
  r->draw_item (cr, &m->parent, 0, r->item_width, r->item_height, 0);
  cairo_destroy (cr);
  int w = (int) r->item_width, h = (int) r->item_height;
  /* CHRISTIAN on the left half, CAMPBELL on the right. */
  g_assert_cmpint (darkest (s, w / 8, h / 3, w / 4, h / 3), <, 100);
  g_assert_cmpint (darkest (s, w / 2 + w / 8, h / 3, w / 4, h / 3), <, 100);
  cairo_surface_destroy (s);
  /* Splitting a tall board happens between rows only. */
  g_autoptr (GArray) cuts = r->split_points (&m->parent);
  g_assert_cmpuint (cuts->len, ==, m->height - 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/name-dominoes/render/board", test_board_drawing);
  g_test_add_func ("/name-dominoes/render/cutouts", test_cutouts);
  return g_test_run ();
}
