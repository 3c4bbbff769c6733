/* Drawing name dominoes: boxes where tiles lie, names inside, nothing
 * where the board is empty; cut-outs one per tile. */
#include "name-dominoes-test-util.h"

#include <math.h>

#include "name-dominoes-render.h"
#include "name-dominoes-fill.h"
#include "pw-error.h"
#include "pw-cards.h"
#include "pw-export.h"
#include "pw-kinds.h"
#include "pw-sheet.h"
#include "text-probe.h"

#define SQ PW_NAME_DOMINOES_RENDER_SQUARE

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
render_board (const PwNameDominoesModel *m, const gboolean *marked, double *w, double *h)
{
  pw_name_dominoes_render_board_size (&m->parent, w, h);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) *w, (int) *h);
  cairo_t *cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  pw_name_dominoes_render_board (cr, &m->parent, *w, *h, marked);
  cairo_destroy (cr);
  return s;
}

static void
test_board_drawing (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (5, 4);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOK|JAMES|DEAN", 1, 1, PW_NAME_DOMINOES_DOWN);
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
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
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
  /* Splitting a tall board happens between rows only; the tiles to lay
   * (all 270: nothing is placed) follow it, cut between their rows. */
  g_autoptr (GArray) cuts = r->split_points (&m->parent);
  double bw, bh;
  pw_name_dominoes_render_board_size (&m->parent, &bw, &bh);
  guint on_board = 0;
  for (guint i = 0; i < cuts->len; i++)
    {
      double y = g_array_index (cuts, double, i);
      if (y < bh)
        {
          on_board++;
          g_assert_cmpfloat (fmod (y - (bh - m->height * SQ) / 2, SQ), <, 1e-6);
        }
    }
  g_assert_cmpuint (on_board, ==, m->height - 1);
  g_assert_cmpuint (cuts->len, >, m->height);
}

/* The xkcd sample's tiles laid on a 10 × 12 board by auto-fill (one
 * thread, a fixed number of rounds: the same layout every run). */
static PwNameDominoesModel *
filled_board (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  PwNameDominoesFillOptions o = { .width = 10, .height = 12, .seconds = 60, .threads = 1, .seed = 3,
                           .max_rounds = 200 };
  g_autoptr (GError) error = NULL;
  PwNameDominoesModel *filled = pw_name_dominoes_fill (m, &o, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (filled), >, 20);
  return filled;
}

static guint
count_names (const PwNameDominoesModel *m, gboolean placed_only)
{
  guint n = 0;
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      for (guint k = 0; k < tile->n_names && (tile->placed || !placed_only); k++)
        n += tile->names[k][0] != '\0';
    }
  return n;
}

typedef struct
{
  const PwModel *model;
  gboolean key;
} NamesDraw;

static void
draw_names (cairo_t *cr, gpointer data)
{
  NamesDraw *d = data;
  const PwKindRender *r = pw_name_dominoes_render ();
  double w, h;
  if (d->key)
    pw_render_measure_key (r, d->model, &w, &h);
  else
    pw_render_measure (r, d->model, &w, &h);
  (d->key ? r->draw_solution : r->draw_puzzle) (cr, d->model, w, h);
}

/* Texts drawn by the sheet (@key FALSE) or the key, split into those on
 * the board and those under it. */
static void
probe_names (const PwNameDominoesModel *m, gboolean key, guint *on_board, guint *below)
{
  g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  NamesDraw d = { &m->parent, key };
  probe_draw (texts, 0, draw_names, &d);
  double bw, bh;
  pw_name_dominoes_render_board_size (&m->parent, &bw, &bh);
  *on_board = *below = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      if (g_array_index (texts, ProbeText, i).y1 < bh)
        (*on_board)++;
      else
        (*below)++;
    }
}

/* The student's sheet is not the key: its board shows a few given tiles
 * and the others come as cut-outs under it; the key shows them all where
 * they lie.  (The sheet used to draw the key's layout, so a filled
 * document printed its answer on the student's page.) */
static void
test_sheet_is_not_key (void)
{
  g_autoptr (PwNameDominoesModel) m = filled_board ();
  guint names = count_names (m, TRUE);
  guint key_board, key_below, sheet_board, sheet_below;
  probe_names (m, TRUE, &key_board, &key_below);
  probe_names (m, FALSE, &sheet_board, &sheet_below);
  g_test_message ("%u names placed: the key shows %u on its board, the sheet %u on its board "
                  "and %u on cut-outs", names, key_board, sheet_board, sheet_below);
  g_assert_cmpuint (key_board, ==, names);
  g_assert_cmpuint (key_below, ==, 0);
  g_assert_cmpuint (sheet_board, >, 0);
  g_assert_cmpuint (sheet_board, <=, names / 5);
  /* One heading, then every name the student lays. */
  g_assert_cmpuint (sheet_below, ==, names - sheet_board + 1);

  /* Pinned tiles are the givens when some are pinned. */
  guint pinned = 0;
  for (guint t = 0; t < m->tiles->len && pinned < 2; t++)
    {
      PwNameDominoesTile *tile = m->tiles->pdata[t];
      if (tile->placed && tile->n_names == 2 && tile->names[0][0] && tile->names[1][0])
        {
          tile->pinned = TRUE;
          pinned++;
        }
    }
  probe_names (m, FALSE, &sheet_board, &sheet_below);
  g_assert_cmpuint (sheet_board, ==, 4);
}

/* A document with no layout yet: its key says so rather than print an
 * empty box, and the sheet hands out every tile. */
static void
test_unfilled_key (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (6, 6);
  add_tile (m, "TIM|COOK", -1, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOK|JAMES", -1, 0, PW_NAME_DOMINOES_RIGHT);
  guint on_board, below;
  probe_names (m, TRUE, &on_board, &below);
  g_assert_cmpuint (on_board, ==, 1);
  probe_names (m, FALSE, &on_board, &below);
  g_assert_cmpuint (on_board, ==, 0);
  g_assert_cmpuint (below, ==, 1 + 4);
}

static PwPages *
compose (const PwNameDominoesModel *m, const char *paper, GError **error)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_assert_true (pw_page_setup_set_paper (&o->page, paper, NULL));
  return pw_sheet_compose (set, o, error);
}

/* Names print at 8 pt or larger: the xkcd board printed them at 2 to
 * 5 pt on A4.  Where a board cannot keep that on the paper, the preview
 * says to choose larger paper or a poster. */
static void
test_type_floor (void)
{
  g_autoptr (PwNameDominoesModel) filled = filled_board ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = compose (filled, "a4", &error);
  g_assert_no_error (error);
  g_autoptr (GArray) texts = probe_pages (pages);
  g_assert_cmpfloat (probe_smallest (pages, texts, -1), >=, PW_RENDER_MIN_TYPE - 1e-6);

  /* On A3 landscape the cut-outs go beside the board: one sheet and the
   * key, where under the board they took a second sheet. */
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&filled->parent);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_assert_true (pw_page_setup_set_paper (&o->page, "a3", NULL));
  o->page.landscape = TRUE;
  g_autoptr (PwPages) wide = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (wide), ==, 2);
  g_assert_cmpint (pw_pages_get_role (wide, 1), ==, PW_PAGE_KEY);

  g_autoptr (PwNameDominoesModel) xkcd = load_xkcd_sample ();
  g_autoptr (PwPages) none = compose (xkcd, "a4", &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "poster"));
  g_clear_error (&error);
  g_autoptr (PwPages) big = compose (xkcd, "500x707mm", &error);
  g_assert_no_error (error);
  g_autoptr (GArray) big_texts = probe_pages (big);
  g_assert_cmpfloat (probe_smallest (big, big_texts, -1), >=, PW_RENDER_MIN_TYPE - 1e-6);
}

static PwPages *
tile_cards (const PwNameDominoesModel *m, double bleed_mm)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwCardOptions) o = pw_card_options_new ();
  o->bleed = bleed_mm * PW_POINTS_PER_MM;
  o->backs = TRUE;
  o->title = g_strdup ("Name Dominoes (xkcd 1970)");
  g_autoptr (GError) error = NULL;
  PwPages *pages = pw_cards_compose (set, o, &error);
  g_assert_no_error (error);
  return pages;
}

typedef gboolean (*PixelTest) (guint8 r, guint8 g, guint8 b);

static guint
rt_count (cairo_surface_t *image, int x0, int y0, int x1, int y1, PixelTest test)
{
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  x0 = MAX (x0, 0), y0 = MAX (y0, 0);
  x1 = MIN (x1, cairo_image_surface_get_width (image));
  y1 = MIN (y1, cairo_image_surface_get_height (image));
  guint n = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        n += test ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff);
      }
  return n;
}

static gboolean
rt_bbox (cairo_surface_t *image, PixelTest test, int *x0, int *y0, int *x1, int *y1)
{
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  *x0 = w, *y0 = h, *x1 = -1, *y1 = -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (rt_count (image, x, y, x + 1, y + 1, test))
        {
          *x0 = MIN (*x0, x), *y0 = MIN (*y0, y);
          *x1 = MAX (*x1, x), *y1 = MAX (*y1, y);
        }
  return *x1 >= 0;
}

static gboolean
is_tile_colour (guint8 r, guint8 g, guint8 b)
{
  return r > 235 && g > 225 && b > 200 && b < 240 && r > b + 12;
}

static gboolean
is_dark (guint8 r, guint8 g, guint8 b)
{
  return r < 100 && g < 100 && b < 100;
}

/* Tile cards: the colour runs into the bleed, and no frame lies on the
 * trim line (a 1 mm black frame there showed any drift of the cutter);
 * the back's label breaks before "(xkcd 1970)", never inside it. */
static void
test_tile_cards (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  g_autoptr (PwPages) bled = tile_cards (m, 3);
  g_autoptr (PwPages) trimmed = tile_cards (m, 0);
  g_autoptr (GError) error = NULL;
  /* At 72 dpi a pixel is a point. */
  cairo_surface_t *a = pw_export_page_image (bled, 0, 72, &error);
  cairo_surface_t *b = pw_export_page_image (trimmed, 0, 72, &error);
  g_assert_no_error (error);
  int ax0, ay0, ax1, ay1, bx0, by0, bx1, by1;
  g_assert_true (rt_bbox (a, is_tile_colour, &ax0, &ay0, &ax1, &ay1));
  g_assert_true (rt_bbox (b, is_tile_colour, &bx0, &by0, &bx1, &by1));
  /* The first card's trim box: the tile colour without bleed starts at
   * it; with 3 mm of bleed the colour starts 8.5 points further out. */
  const PwKindRender *r = pw_name_dominoes_render ();
  double bleed = 3 * PW_POINTS_PER_MM;
  g_assert_cmpint (ax1 - ax0, >, (bx1 - bx0) + 2 * bleed);
  double tx = ax0 + bleed, ty = ay0 + bleed;
  /* Within a point of each trim edge of the first card: no dark line. */
  int x0 = (int) tx, y0 = (int) ty, x1 = (int) (tx + r->item_width),
      y1 = (int) (ty + r->item_height);
  g_assert_cmpuint (rt_count (a, x0 - 1, y0 - 1, x1 + 1, y0 + 2, is_dark), ==, 0);
  g_assert_cmpuint (rt_count (a, x0 - 1, y1 - 2, x1 + 1, y1 + 1, is_dark), ==, 0);
  g_assert_cmpuint (rt_count (a, x0 - 1, y0 + 1, x0 + 2, y1 - 1, is_dark), ==, 0);
  g_assert_cmpuint (rt_count (a, x1 - 2, y0 + 1, x1 + 1, y1 - 1, is_dark), ==, 0);
  /* And the names are there. */
  g_assert_cmpuint (rt_count (a, x0, y0, x1, y1, is_dark), >, 20);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);

  g_autoptr (GArray) texts = probe_pages (bled);
  guint labels = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      /* The labels (10 pt), not the footer's title (8.5 pt). */
      if (t->page != 1 || strstr (t->text, "xkcd") == NULL || t->size < 9.5)
        continue;
      labels++;
      g_auto (GStrv) lines = g_strsplit (t->lines, "\n", -1);
      for (guint k = 0; lines[k]; k++)
        g_assert_true ((strchr (lines[k], '(') == NULL) == (strchr (lines[k], ')') == NULL));
    }
  g_assert_cmpuint (labels, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/name-dominoes/render/sheet-is-not-key", test_sheet_is_not_key);
  g_test_add_func ("/name-dominoes/render/unfilled-key", test_unfilled_key);
  g_test_add_func ("/name-dominoes/render/type-floor", test_type_floor);
  g_test_add_func ("/name-dominoes/render/tile-cards", test_tile_cards);
  g_test_add_func ("/name-dominoes/render/board", test_board_drawing);
  g_test_add_func ("/name-dominoes/render/cutouts", test_cutouts);
  return g_test_run ();
}
