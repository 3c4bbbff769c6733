/* The domino-grid renderer: its size, and what it draws where, read back
 * from pixels (key colour only on the answer key, pips on the cells, no
 * ink in a hole). */
#include <cairo.h>
#include <string.h>

#include "domino-grid-render.h"
#include "domino-grid.h"
#include "pw-kinds.h"
#include "pw-render-draw.h"
#include "pw-sheet.h"
#include "text-probe.h"

#define CELL 28.0

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
  g->cells[3 * 8 + 3] = PW_DOMINO_GRID_HOLE;
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

/* A generated double-@n puzzle (its solution stored). */
static PwModel *
generated (int n)
{
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *text = g_strdup_printf ("%d", n);
  pw_params_set (params, "n", text);
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_kind_generate (pw_domino_grid_kind (), params, 7, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (((PwDominoGrid *) m)->mate);
  return m;
}

static PwPages *
compose (const PwModel *m, const char *paper, gboolean landscape, PwAnswers answers,
         PwNumbers numbers)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (m);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_sheet_set_solve (set, NULL, NULL, &error));
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_assert_true (pw_page_setup_set_paper (&o->page, paper, &error));
  o->page.landscape = landscape;
  o->answers = answers;
  o->numbers = numbers;
  PwPages *pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  return pages;
}

/* No type below 8 pt on a sheet (6 pt on a compact key), whatever the
 * size of the set and the paper: the list of dominoes printed at 5.8 pt
 * for double-15 on A4 and 4.6 pt for double-18, compact keys at 4.8 pt.
 * What does not fit readably goes over more pages, and the preview says
 * so. */
static void
test_type_floor (void)
{
  static const int sizes[] = { 6, 9, 12, 15, 18 };
  static const char *const papers[] = { "a4", "a3" };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (PwModel) m = generated (sizes[i]);
      for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
        for (int compact = 0; compact < 2; compact++)
          {
            g_autoptr (PwPages) pages = compose (m, papers[p], FALSE,
                                                 compact ? PW_ANSWERS_COMPACT
                                                         : PW_ANSWERS_SEPARATE,
                                                 PW_NUMBERS_NUMERALS);
            g_autoptr (GArray) texts = probe_pages (pages);
            double sheet = probe_smallest (pages, texts, PW_PAGE_PUZZLE);
            double key = probe_smallest (pages, texts, PW_PAGE_KEY);
            g_test_message ("double-%d on %s, %s keys: %.1f pt on sheets, %.1f pt on keys, "
                            "%u pages", sizes[i], papers[p], compact ? "compact" : "separate",
                            sheet, key, pw_pages_get_n_pages (pages));
            g_assert_cmpfloat (sheet, >=, PW_RENDER_MIN_TYPE - 1e-6);
            g_assert_cmpfloat (key, >=, (compact ? PW_RENDER_MIN_KEY_TYPE : PW_RENDER_MIN_TYPE)
                                          - 1e-6);
            guint sheets = 0;
            for (guint k = 0; k < pw_pages_get_n_pages (pages); k++)
              sheets += pw_pages_get_role (pages, k) == PW_PAGE_PUZZLE;
            /* More than one page for one puzzle: said in the preview. */
            g_assert_true ((sheets > 1) == (pw_pages_get_note (pages) != NULL));
          }
    }
}

/* On the key each domino is outlined in red, KEY_INSET (3 pt) inside
 * its cells with a 2.2 pt line: every numeral, two digits too, stays
 * well inside the outline of its cell. */
static void
draw_key (cairo_t *cr, gpointer data)
{
  const PwModel *m = data;
  double w, h;
  pw_render_measure_key (pw_domino_grid_render (), m, &w, &h);
  pw_domino_grid_render ()->draw_solution (cr, m, w, h);
}

static void
test_key_outlines (void)
{
  g_autoptr (PwModel) m = generated (15);
  const PwDominoGrid *g = (const PwDominoGrid *) m;
  g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  probe_draw (texts, 0, draw_key, (gpointer) m);
  g_assert_cmpuint (texts->len, ==, (guint) pw_domino_grid_count_cells (g));
  /* Clear of the line's inner edge by 2 points, not touching it: at 14 pt
   * two digits came within 1.4 points, and in a compact key they seemed
   * to run into it. */
  double inside = 3.0 + 2.2 / 2 + 2.0;
  guint two_digits = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      int c = (int) ((t->x0 + t->x1) / 2 / CELL), r = (int) ((t->y0 + t->y1) / 2 / CELL);
      two_digits += strlen (t->text) == 2;
      g_assert_cmpfloat (t->x0, >=, c * CELL + inside);
      g_assert_cmpfloat (t->x1, <=, (c + 1) * CELL - inside);
      g_assert_cmpfloat (t->y0, >=, r * CELL + inside);
      g_assert_cmpfloat (t->y1, <=, (r + 1) * CELL - inside);
    }
  g_assert_cmpuint (two_digits, >, 0);
}

/* Pips or numerals, by what can be counted at the printed size: a
 * double-9 board in cells of about 10 mm takes numerals, in cells of
 * 16 mm pips; a double-6 board keeps its pips down to 7 mm cells.  The
 * teacher's choice overrides. */
typedef struct
{
  const PwModel *model;
  double scale;
  PwNumbers numbers;
} PaperDraw;

static void
draw_on_paper (cairo_t *cr, gpointer data)
{
  PaperDraw *d = data;
  double w, h;
  pw_render_measure (pw_domino_grid_render (), d->model, &w, &h);
  pw_render_set_paper (cr, d->scale, d->numbers);
  pw_domino_grid_render ()->draw_puzzle (cr, d->model, w, h);
}

static gboolean
prints_numerals (const PwModel *m, double scale, PwNumbers numbers)
{
  g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  PaperDraw d = { m, scale, numbers };
  probe_draw (texts, 0, draw_on_paper, &d);
  /* Texts on the board: numerals (the list's heading lies below it). */
  const PwDominoGrid *g = (const PwDominoGrid *) m;
  guint on_board = 0;
  for (guint i = 0; i < texts->len; i++)
    on_board += g_array_index (texts, ProbeText, i).y1 < g->rows * CELL;
  return on_board > 0;
}

static void
test_pips_or_numerals (void)
{
  g_autoptr (PwModel) nine = generated (9);
  g_autoptr (PwModel) six = generated (6);
  g_assert_true (prints_numerals (nine, 1.0, PW_NUMBERS_AUTO));
  g_assert_false (prints_numerals (nine, 1.6, PW_NUMBERS_AUTO));
  g_assert_false (prints_numerals (six, 0.7, PW_NUMBERS_AUTO));
  g_assert_false (prints_numerals (nine, 1.0, PW_NUMBERS_PIPS));
  g_assert_true (prints_numerals (six, 1.0, PW_NUMBERS_NUMERALS));
  /* A sheet and its key agree, though the key prints larger. */
  g_autoptr (PwPages) pages = compose (nine, "a4", FALSE, PW_ANSWERS_SEPARATE, PW_NUMBERS_AUTO);
  g_autoptr (GArray) texts = probe_pages (pages);
  g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_PUZZLE, "9"), >, 0);
  g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_KEY, "9"), >, 0);
  g_autoptr (PwPages) pips = compose (nine, "a4", FALSE, PW_ANSWERS_SEPARATE, PW_NUMBERS_PIPS);
  g_autoptr (GArray) pip_texts = probe_pages (pips);
  g_assert_cmpuint (probe_count (pips, pip_texts, -1, "9"), ==, 0);
}

/* The key leaves out the list of dominoes (every one ticked, it told
 * nothing); the sheet keeps it. */
static void
test_key_without_list (void)
{
  g_autoptr (PwModel) m = generated (6);
  g_autoptr (PwPages) pages = compose (m, "a4", FALSE, PW_ANSWERS_SEPARATE, PW_NUMBERS_AUTO);
  g_autoptr (GArray) texts = probe_pages (pages);
  g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_PUZZLE, "Dominoes"), ==, 1);
  g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_KEY, "Dominoes"), ==, 0);
}

/* On A3 landscape the list goes beside the grid, not under it with half
 * the width empty. */
static void
test_wide_paper (void)
{
  g_autoptr (PwModel) m = generated (15);
  g_autoptr (PwPages) pages = compose (m, "a3", TRUE, PW_ANSWERS_NONE, PW_NUMBERS_AUTO);
  g_autoptr (GArray) texts = probe_pages (pages);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
  const ProbeText *heading = NULL;
  double board_right = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (g_str_equal (t->text, "Dominoes"))
        heading = t;
    }
  g_assert_nonnull (heading);
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      /* Board numerals: level with the heading or below it, to its left. */
      if (g_ascii_isdigit (t->text[0]) && t->x1 < heading->x0)
        board_right = MAX (board_right, t->x1);
    }
  g_assert_cmpfloat (board_right, >, 0);
  /* The heading starts beside the board, at its top. */
  g_assert_cmpfloat (heading->x0, >, board_right);
  g_assert_cmpfloat (heading->y0, <, pw_pages_get_height (pages) / 3);
}

/* "As many as fit" fits as many as stay readable: double-6 sheets with
 * their lists go four to an A4 page (they went two, at their preferred
 * size), and each has its own Name line. */
static void
test_as_many_as_fit (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "n", "6");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwSheetSet) set = pw_sheet_set_generate (pw_domino_grid_kind (), params, 5, 6, NULL,
                                                      NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  o->per_page = 0;
  o->answers = PW_ANSWERS_NONE;
  g_autoptr (PwPages) pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 2);
  g_autoptr (GArray) texts = probe_pages (pages);
  g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_PUZZLE, "Name"), ==, 6);
  g_assert_cmpfloat (probe_smallest (pages, texts, -1), >=, PW_RENDER_MIN_TYPE - 1e-6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/domino-grid/render/sheet", test_render);
  g_test_add_func ("/domino-grid/render/numerals", test_numerals);
  g_test_add_func ("/domino-grid/render/type-floor", test_type_floor);
  g_test_add_func ("/domino-grid/render/key-outlines", test_key_outlines);
  g_test_add_func ("/domino-grid/render/pips-or-numerals", test_pips_or_numerals);
  g_test_add_func ("/domino-grid/render/key-without-list", test_key_without_list);
  g_test_add_func ("/domino-grid/render/wide-paper", test_wide_paper);
  g_test_add_func ("/domino-grid/render/as-many-as-fit", test_as_many_as_fit);
  return g_test_run ();
}
