/* Posters: how many pages a tiled poster takes (counted here from the
 * geometry, independently of the planner), page sizes, that neighbouring
 * tiles really print the same strip of the poster, the marks, labels and
 * the assembly map, any kind printing as a poster, and the errors of the
 * API and of `puzzlewright-cli export --poster`. */
#include <math.h>
#include <string.h>

#include "poster-test-board.h"
#include "pw-document.h"
#include "pw-error.h"
#include "pw-export.h"
#include "pw-poster.h"
#include "pw-render.h"
#include "render-test-util.h"
#include "text-probe.h"

#define MM PW_POINTS_PER_MM
/* 4 pixels to the millimetre: page geometry in whole millimetres lands
 * on whole pixels, so two pages can be compared pixel for pixel. */
#define DPI 101.6
#define PX_PER_MM 4

static char *dir;

/* ---- helpers -------------------------------------------------------- */

static PwSheetSet *
board_set (guint width, guint height)
{
  g_autoptr (PwNameDominoesModel) m = poster_test_board (width, height);
  return pw_sheet_set_new_single (&m->parent);
}

static PwPosterOptions *
tiled_options (const char *poster, const char *paper, double margin_mm, double overlap_mm)
{
  PwPosterOptions *o = pw_poster_options_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_poster_size_from_string (poster, &o->width, &o->height, &error));
  g_assert_no_error (error);
  o->tiled = paper != NULL;
  if (paper)
    {
      g_assert_true (pw_page_setup_set_paper (&o->paper, paper, &error));
      pw_page_setup_set_margins (&o->paper, margin_mm * MM);
    }
  o->overlap = overlap_mm * MM;
  return o;
}

/* The windows of @cell mm, each overlapping the one before by @overlap,
 * needed to reach @length: counted one window at a time. */
static guint
count_windows (double length, double cell, double overlap)
{
  guint n = 1;
  for (double reach = cell; reach < length - 1e-9; reach += cell - overlap)
    n++;
  return n;
}

/* Pages for a @pw × @ph mm poster tiled on @paper_w × @paper_h mm paper
 * (either way round, whichever needs fewer) with @margin and @overlap,
 * and the assembly map. */
static guint
expected_pages (double pw, double ph, double paper_w, double paper_h, double margin,
                double overlap, gboolean *landscape)
{
  guint portrait = count_windows (pw, paper_w - 2 * margin, overlap)
                   * count_windows (ph, paper_h - 2 * margin, overlap);
  guint turned = count_windows (pw, paper_h - 2 * margin, overlap)
                 * count_windows (ph, paper_w - 2 * margin, overlap);
  *landscape = turned < portrait;
  return MIN (portrait, turned) + 1;
}

/* The text of page @page (1-based) of a PDF, or NULL without pdftotext. */
static char *
pdf_text (const char *path, guint page)
{
  g_autofree char *n = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftotext", "-f", n, "-l", n, path, "-", NULL };
  int status;
  char *out = rt_run (argv, &status, NULL);
  if (out)
    g_assert_cmpint (status, ==, 0);
  return out;
}

static char *
write_pdf (PwPages *pages, const char *name)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_PDF, path, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

static cairo_surface_t *
page_image (PwPages *pages, guint index)
{
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image = pw_export_page_image (pages, index, DPI, &error);
  g_assert_no_error (error);
  return image;
}

static guint8
darkest_channel (cairo_surface_t *image, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  guint32 px = *(const guint32 *) (data + y * cairo_image_surface_get_stride (image) + 4 * x);
  return MIN (px & 0xff, MIN ((px >> 8) & 0xff, (px >> 16) & 0xff));
}

/* Compares the strip (@ax, @ay, @w, @h) of @a with the one at (@bx, @by)
 * of @b: how many pixels are dark in either, and how many are clearly
 * dark in one and light in the other (the shading of a band and
 * antialiasing move a pixel's grey only a little). */
static void
compare_strips (cairo_surface_t *a, int ax, int ay, cairo_surface_t *b, int bx, int by, int w,
                int h, guint *ink, guint *mismatched)
{
  *ink = *mismatched = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int da = darkest_channel (a, ax + x, ay + y), db = darkest_channel (b, bx + x, by + y);
        *ink += da < 110 || db < 110;
        *mismatched += (da < 80 && db > 170) || (db < 80 && da > 170);
      }
}

/* Pixels in a box that are light grey: shaded white, not ink. */
static guint
count_shaded (cairo_surface_t *image, int x0, int y0, int x1, int y1)
{
  guint n = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint8 d = darkest_channel (image, x, y);
        n += d >= 205 && d <= 245;
      }
  return n;
}

static gboolean
is_grid_blue (guint8 r, guint8 g, guint8 b)
{
  return b > 150 && b > r + 80 && b > g + 40;
}

/* ---- geometry ------------------------------------------------------- */

static void
check_count (PwSheetSet *set, const char *poster, double pw_mm, double ph_mm, const char *paper,
             double paper_w, double paper_h, double margin, double overlap)
{
  g_autoptr (PwPosterOptions) o = tiled_options (poster, paper, margin, overlap);
  PwPosterPlan plan;
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_poster_plan (set, o, &plan, &error));
  g_assert_no_error (error);
  gboolean fewest_turned;
  guint fewest = expected_pages (pw_mm, ph_mm, paper_w, paper_h, margin, overlap, &fewest_turned);
  /* The paper is turned the way that prints fewer pages, blank tiles left
   * out: never more than the smaller grid, and the grid is as counted for
   * the way it is turned. */
  gboolean landscape = plan.page_width > plan.page_height;
  guint grid = count_windows (pw_mm, (landscape ? paper_h : paper_w) - 2 * margin, overlap)
               * count_windows (ph_mm, (landscape ? paper_w : paper_h) - 2 * margin, overlap)
               + 1;
  g_assert_cmpuint (plan.cols * plan.rows + 1, ==, grid);
  guint expect = grid - plan.n_blank;
  g_assert_cmpuint (plan.n_pages, ==, expect);
  g_assert_cmpuint (plan.n_pages, <=, fewest);
  if (plan.n_blank == 0)
    g_assert_true (landscape == fewest_turned);
  /* Pages of the paper, turned as counted. */
  double w = (landscape ? paper_h : paper_w) * MM, h = (landscape ? paper_w : paper_h) * MM;
  g_assert_cmpfloat_with_epsilon (plan.page_width, w, 0.01);
  g_assert_cmpfloat_with_epsilon (plan.page_height, h, 0.01);
  /* The windows reach the poster's far edges, and one fewer would not. */
  double reach_x = (plan.cols - 1) * plan.step_x + plan.cell_width;
  double reach_y = (plan.rows - 1) * plan.step_y + plan.cell_height;
  g_assert_cmpfloat (reach_x, >=, pw_mm * MM - 1e-6);
  g_assert_cmpfloat (reach_y, >=, ph_mm * MM - 1e-6);
  g_assert_cmpfloat (reach_x - plan.step_x, <, pw_mm * MM);
  g_assert_cmpfloat (reach_y - plan.step_y, <, ph_mm * MM);
  g_assert_cmpfloat_with_epsilon (plan.cell_width - plan.step_x, overlap * MM, 1e-6);

  g_autoptr (PwPages) pages = pw_poster_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, expect);
}

static void
test_page_count (void)
{
  /* 27 × 35 squares: the comic's board, taller than wide, so the poster
   * stays portrait. */
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a0", "a4", 10, 10);
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, NULL));
  g_assert_cmpfloat_with_epsilon (plan.poster_width, 841 * MM, 0.01);
  g_assert_cmpfloat_with_epsilon (plan.poster_height, 1189 * MM, 0.01);
  /* By hand: 190 × 277 mm windows, 180 × 267 mm apart, reach 841 mm in
   * 5 columns and 1189 mm in 5 rows (landscape: 4 × 7 = 28); 25 tiles and
   * the map. */
  g_assert_cmpuint (plan.cols, ==, 5);
  g_assert_cmpuint (plan.rows, ==, 5);
  g_assert_cmpuint (plan.n_pages, ==, 26);

  check_count (set, "a0", 841, 1189, "a4", 210, 297, 10, 10);
  check_count (set, "a0", 841, 1189, "a4", 210, 297, 10, 0);
  check_count (set, "a0", 841, 1189, "a4", 210, 297, 15, 25);
  check_count (set, "a0", 841, 1189, "letter", 215.9, 279.4, 10, 10);
  check_count (set, "a1", 594, 841, "a4", 210, 297, 10, 10);
  /* A2 on A4 takes fewer pages landscape (2 × 4) than portrait (3 × 3). */
  check_count (set, "a2", 420, 594, "a4", 210, 297, 10, 10);
  check_count (set, "a3", 297, 420, "a4", 210, 297, 8, 12);
  check_count (set, "600x900mm", 600, 900, "a3", 297, 420, 10, 20);
}

static void
test_page_sizes (void)
{
  g_autoptr (PwSheetSet) tall = board_set (27, 35);
  g_autoptr (PwSheetSet) wide = board_set (40, 12);
  const struct
  {
    PwSheetSet *set;
    const char *poster;
    double width_mm, height_mm;
  } cases[] = {
    { tall, "a0", 841, 1189 },
    { tall, "a2", 420, 594 },
    { tall, "600x900mm", 600, 900 },
    { tall, "900x600mm", 600, 900 },   /* turned to fit the tall board */
    { wide, "a2", 594, 420 },          /* a wide board turns the poster */
    { tall, "24x36in", 24 * 25.4, 36 * 25.4 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (PwPosterOptions) o = tiled_options (cases[i].poster, NULL, 0, 0);
      g_autoptr (GError) error = NULL;
      g_autoptr (PwPages) pages = pw_poster_compose (cases[i].set, o, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
      g_assert_cmpfloat_with_epsilon (pw_pages_get_width (pages), cases[i].width_mm * MM, 0.01);
      g_assert_cmpfloat_with_epsilon (pw_pages_get_height (pages), cases[i].height_mm * MM, 0.01);
      g_autofree char *name = g_strdup_printf ("size-%u.pdf", i);
      g_autofree char *path = write_pdf (pages, name);
      guint n;
      double w = 0, h = 0;
      rt_pdf_info (path, &n, &w, &h);
      if (n == 0)
        continue; /* no poppler */
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpfloat_with_epsilon (w, cases[i].width_mm * MM, 0.5);
      g_assert_cmpfloat_with_epsilon (h, cases[i].height_mm * MM, 0.5);
    }

  /* Tiled: every page is the paper's size, in the PDF too. */
  g_autoptr (PwPosterOptions) o = tiled_options ("a2", "letter", 10, 10);
  g_autoptr (PwPages) pages = pw_poster_compose (tall, o, NULL);
  gboolean landscape;
  guint expect = expected_pages (420, 594, 215.9, 279.4, 10, 10, &landscape);
  g_autofree char *path = write_pdf (pages, "tiled-letter.pdf");
  guint n;
  double w = 0, h = 0;
  rt_pdf_info (path, &n, &w, &h);
  if (n == 0)
    return;
  g_assert_cmpuint (n, ==, expect);
  g_assert_cmpfloat_with_epsilon (w, landscape ? 792 : 612, 0.5);
  g_assert_cmpfloat_with_epsilon (h, landscape ? 612 : 792, 0.5);
}

/* The poster fills its sheet: the board's ink spans most of it. */
static void
test_board_fills_poster (void)
{
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a3", NULL, 0, 0);
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, NULL);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image = pw_export_page_image (pages, 0, 25.4, &error);
  g_assert_no_error (error);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, rt_is_ink, &x0, &y0, &x1, &y1));
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  /* The board is as wide as the poster less its borders (2.5 % of the
   * short side, at least 10 mm, so 10 mm on A3). */
  g_assert_cmpint (x1 - x0, >=, w - 2 * 10 - 3);
  g_assert_cmpint (y1 - y0, >, h * 3 / 4);
  cairo_surface_destroy (image);
}

/* ---- neighbouring tiles overlap -------------------------------------- */

static void
test_overlap_pixels (void)
{
  const double margin = 10, overlap = 10;
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a0", "a4", margin, overlap);
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, NULL));
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, NULL);
  /* Tiles in the middle of the board: (1, 1), its right and lower neighbours. */
  cairo_surface_t *a = page_image (pages, pw_poster_tile_page (&plan, 1, 1));
  cairo_surface_t *right = page_image (pages, pw_poster_tile_page (&plan, 1, 2));
  cairo_surface_t *below = page_image (pages, pw_poster_tile_page (&plan, 2, 1));
  int m = (int) (margin * PX_PER_MM), ov = (int) (overlap * PX_PER_MM);
  int cw = (int) lround (plan.cell_width / MM * PX_PER_MM);
  int ch = (int) lround (plan.cell_height / MM * PX_PER_MM);
  g_assert_cmpint (cw, ==, (210 - 2 * margin) * PX_PER_MM);
  /* Leave out a millimetre at each side: the dashed line and the clip. */
  int edge = PX_PER_MM;
  guint ink, mismatched;

  /* A's right band is B's left band. */
  compare_strips (a, m + cw - ov + edge, m, right, m + edge, m, ov - 2 * edge, ch, &ink,
                  &mismatched);
  g_test_message ("right band: %u ink, %u mismatched", ink, mismatched);
  g_assert_cmpuint (ink, >, 1000);
  g_assert_cmpuint (mismatched, <, ink / 25);
  /* Control: the same comparison 2 mm off finds them different. */
  compare_strips (a, m + cw - ov + edge, m, right, m + edge + 2 * PX_PER_MM, m, ov - 2 * edge, ch,
                  &ink, &mismatched);
  g_assert_cmpuint (mismatched, >, ink / 5);

  /* A's bottom band is the top band of the page below. */
  compare_strips (a, m, m + ch - ov + edge, below, m, m + edge, cw, ov - 2 * edge, &ink,
                  &mismatched);
  g_test_message ("bottom band: %u ink, %u mismatched", ink, mismatched);
  g_assert_cmpuint (ink, >, 1000);
  g_assert_cmpuint (mismatched, <, ink / 25);
  compare_strips (a, m, m + ch - ov + edge, below, m, m + edge + 2 * PX_PER_MM, cw,
                  ov - 2 * edge, &ink, &mismatched);
  g_assert_cmpuint (mismatched, >, ink / 5);

  /* The band the next page covers is shaded on A, not on the page that
   * lies on top (whose strip stays in the finished poster). */
  guint area = (guint) ((ov - 2 * edge) * ch);
  guint shaded_a = count_shaded (a, m + cw - ov + edge, m, m + cw - edge, m + ch);
  guint shaded_b = count_shaded (right, m + edge, m, m + ov - edge, m + ch);
  g_test_message ("shaded: %u of %u on A, %u on B", shaded_a, area, shaded_b);
  g_assert_cmpuint (shaded_a, >, area / 3);
  g_assert_cmpuint (shaded_b, <, area / 20);
  cairo_surface_destroy (a);
  cairo_surface_destroy (right);
  cairo_surface_destroy (below);
}

/* ---- marks and labels ------------------------------------------------ */

static void
test_marks_and_labels (void)
{
  const double margin = 10, overlap = 10;
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a0", "a4", margin, overlap);
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, NULL));
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, NULL);
  guint index = pw_poster_tile_page (&plan, 1, 1);
  cairo_surface_t *image = page_image (pages, index);
  int m = (int) (margin * PX_PER_MM), ov = (int) (overlap * PX_PER_MM);
  int cw = (int) lround (plan.cell_width / MM * PX_PER_MM);
  int ch = (int) lround (plan.cell_height / MM * PX_PER_MM);
  int x[2] = { m, m + cw }, y[2] = { m, m + ch };
  /* Crop marks: in the margin, in line with each edge of the window, at
   * each corner, starting a little way off it. */
  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        int outward_y = j == 0 ? -1 : 1, outward_x = i == 0 ? -1 : 1;
        int near_y = y[j] + outward_y * 3 * PX_PER_MM, near_x = x[i] + outward_x * 3 * PX_PER_MM;
        g_assert_cmpuint (rt_count (image, x[i] - 1, MIN (near_y, near_y + outward_y * 8), x[i] + 2,
                                    MAX (near_y, near_y + outward_y * 8), rt_is_ink), >, 0);
        g_assert_cmpuint (rt_count (image, MIN (near_x, near_x + outward_x * 8), y[j] - 1,
                                    MAX (near_x, near_x + outward_x * 8), y[j] + 2, rt_is_ink), >,
                          0);
        /* Nothing right at the corner: marks, not a frame. */
        g_assert_cmpuint (rt_count (image, x[i] + outward_x * 1, y[j] + outward_y * 1,
                                    x[i] + outward_x * 1 + 1, y[j] + outward_y * 1 + 1,
                                    rt_is_ink), ==, 0);
      }
  /* The margin between the marks is blank at the sides. */
  g_assert_cmpuint (rt_count (image, 0, m + ch / 4, m - 2, m + ch * 3 / 4, rt_is_ink), ==, 0);
  g_assert_cmpuint (rt_count (image, m + cw + 2, m + ch / 4, 2 * m + cw, m + ch * 3 / 4,
                              rt_is_ink), ==, 0);
  /* Alignment ticks: the dashed line where the next page's edge goes runs
   * on into the margins above and below, and across the side margins for
   * the page below. */
  g_assert_cmpuint (rt_count (image, m + cw - ov - 1, 0, m + cw - ov + 2, m - 2, rt_is_ink), >, 0);
  g_assert_cmpuint (rt_count (image, m + cw - ov - 1, m + ch + 2, m + cw - ov + 2, 2 * m + ch,
                              rt_is_ink), >, 0);
  g_assert_cmpuint (rt_count (image, 0, m + ch - ov - 1, m - 2, m + ch - ov + 2, rt_is_ink), >, 0);
  /* The label in the bottom margin. */
  g_assert_cmpuint (rt_count (image, m + cw / 4, m + ch + 2, m + cw * 3 / 4, 2 * m + ch,
                              rt_is_ink), >, 20);
  cairo_surface_destroy (image);

  /* The last tile has no neighbour to the right or below: no bands. */
  guint last = pw_poster_tile_page (&plan, plan.rows - 1, plan.cols - 1);
  g_assert_cmpuint (last, ==, plan.n_pages - 1);
  image = page_image (pages, last);
  g_assert_cmpuint (rt_count (image, m + cw - ov - 1, 0, m + cw - ov + 2, m - 2, rt_is_ink), ==, 0);
  cairo_surface_destroy (image);

  /* What the labels say, read back from the PDF. */
  g_autofree char *path = write_pdf (pages, "labels.pdf");
  g_autofree char *text = pdf_text (path, index + 1);
  if (text == NULL)
    return;
  g_autofree char *expect = g_strdup_printf ("Row 2, column 2 — page %u of %u",
                                             1 + 1 * 5 + 1 + 1, 26);
  g_assert_nonnull (strstr (text, expect));
  g_autofree char *last_text = pdf_text (path, 26);
  g_assert_nonnull (strstr (last_text, "Row 5, column 5 — page 26 of 26"));
}

/* ---- the assembly map ----------------------------------------------- */

static void
test_assembly_map (void)
{
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a0", "a4", 10, 10);
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, NULL));
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, NULL);
  /* The miniature: its grid is drawn in blue round and across the
   * poster, so the blue's bounding box has the poster's proportions. */
  cairo_surface_t *image = page_image (pages, 0);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, is_grid_blue, &x0, &y0, &x1, &y1));
  double ratio = (double) (x1 - x0) / (y1 - y0);
  g_test_message ("map: blue box %d × %d", x1 - x0, y1 - y0);
  g_assert_cmpfloat (fabs (ratio - 841.0 / 1189.0), <, 0.03);
  /* Large enough to read: most of the page's width or height. */
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  g_assert_true (x1 - x0 > w / 2 || y1 - y0 > h / 2);
  /* Grid lines: the blue along a row between the numbers crosses the
   * poster at each column boundary. */
  int row_y = y0 + (int) (plan.step_y / plan.poster_height * (y1 - y0) * 0.25);
  guint crossings = 0;
  gboolean inside = FALSE;
  for (int x = x0 + 3; x < x1 - 3; x++)
    {
      const guint8 *data = cairo_image_surface_get_data (image);
      guint32 px = *(const guint32 *) (data + row_y * cairo_image_surface_get_stride (image)
                                       + 4 * x);
      gboolean blue = is_grid_blue ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff);
      crossings += blue && !inside;
      inside = blue;
    }
  g_assert_cmpuint (crossings, ==, plan.cols - 1);
  cairo_surface_destroy (image);

  g_autofree char *path = write_pdf (pages, "map.pdf");
  g_autofree char *text = pdf_text (path, 1);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "How to put the poster together"));
  g_assert_nonnull (strstr (text, "25 pages of A4"));
  g_assert_nonnull (strstr (text, "Assembly map — page 1 of 26"));
  /* Every tile's page number is on the map. */
  g_auto (GStrv) words = g_strsplit_set (text, " \n\t", -1);
  for (guint page = 2; page <= 26; page++)
    {
      g_autofree char *number = g_strdup_printf ("%u", page);
      g_assert_true (g_strv_contains ((const char *const *) words, number));
    }
}

/* Whether [@a0, @a1] holds @e (with a point to spare each side). */
static gboolean
spans (double a0, double a1, double e)
{
  return a0 < e + 1 && a1 > e - 1;
}

/* The map's page numbers sit inside the miniature's frame, and never on
 * the board's frame: where the last row is a sliver of board and of
 * border (numbers 8 and 9 sat on the comic's board's edge, issue 20). */
static void
test_map_numbers_inside (void)
{
  static const struct { const char *poster, *paper; guint w, h; } cases[] = {
    { "a2", "a4", 27, 35 }, { "a1", "letter", 27, 35 }, { "600x450mm", "a4", 30, 20 },
    { "a3", "a5", 16, 24 },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (PwSheetSet) set = board_set (cases[c].w, cases[c].h);
      g_autoptr (PwPosterOptions) o = tiled_options (cases[c].poster, cases[c].paper, 10, 10);
      g_autoptr (PwPages) pages = pw_poster_compose (set, o, NULL);
      g_assert_nonnull (pages);
      /* The frame: the blue of the grid round the miniature, in points. */
      cairo_surface_t *image = page_image (pages, 0);
      int x0, y0, x1, y1;
      g_assert_true (rt_bbox (image, is_grid_blue, &x0, &y0, &x1, &y1));
      cairo_surface_destroy (image);
      double k = 72.0 / DPI;
      /* The board on the miniature, in page points. */
      PwPosterPlan plan;
      g_assert_true (pw_poster_plan (set, o, &plan, NULL));
      double mx = x0 * k, my = y0 * k, ms = (x1 - x0 + 1) * k / plan.poster_width;
      double bw, bh;
      const PwModel *model = pw_sheet_set_get_puzzle (set, 0);
      const PwKindRender *render = pw_render_lookup (model->kind->id);
      if (render->measure_poster)
        render->measure_poster (model, &bw, &bh);
      else
        pw_render_measure (render, model, &bw, &bh);
      double bx0 = mx + plan.board_x * ms, by0 = my + plan.board_y * ms;
      double bx1 = bx0 + bw * plan.board_scale * ms, by1 = by0 + bh * plan.board_scale * ms;
      g_autoptr (GArray) texts = probe_pages (pages);
      guint numbers = 0;
      for (guint i = 0; i < texts->len; i++)
        {
          const ProbeText *t = &g_array_index (texts, ProbeText, i);
          gboolean digits = t->page == 0 && t->text[0] != '\0';
          for (const char *p = t->text; digits && *p; p++)
            digits = g_ascii_isdigit (*p);
          if (!digits)
            continue;
          numbers++;
          g_test_message ("%s on %s: %s at %.1f–%.1f × %.1f–%.1f, frame %.1f–%.1f × %.1f–%.1f",
                          cases[c].poster, cases[c].paper, t->text, t->x0, t->x1, t->y0, t->y1,
                          x0 * k, x1 * k, y0 * k, y1 * k);
          /* Clear of the frame's line (and the number's white outline). */
          g_assert_cmpfloat (t->x0, >, x0 * k + 1);
          g_assert_cmpfloat (t->x1, <, (x1 + 1) * k - 1);
          g_assert_cmpfloat (t->y0, >, y0 * k + 1);
          g_assert_cmpfloat (t->y1, <, (y1 + 1) * k - 1);
          gboolean across = (spans (t->y0, t->y1, by0) || spans (t->y0, t->y1, by1))
                            && t->x1 > bx0 && t->x0 < bx1;
          across = across || ((spans (t->x0, t->x1, bx0) || spans (t->x0, t->x1, bx1))
                              && t->y1 > by0 && t->y0 < by1);
          g_assert_false (across);
        }
      g_assert_cmpuint (numbers, >, 1);
    }
}

/* ---- any kind ------------------------------------------------------- */

static void
test_any_kind (void)
{
  g_autoptr (PwModel) model = rt_test_model (6, 3);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwPosterOptions) o = tiled_options ("a3", NULL, 0, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
  /* The test kind's row of boxes, wider than tall: a landscape poster. */
  g_assert_cmpfloat (pw_pages_get_width (pages), >, pw_pages_get_height (pages));
  cairo_surface_t *image = pw_export_page_image (pages, 0, 25.4, &error);
  g_assert_no_error (error);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, rt_is_ink, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x1 - x0, >, cairo_image_surface_get_width (image) * 3 / 4);
  cairo_surface_destroy (image);

  o->tiled = TRUE;
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, &error));
  /* Its tiles above and below the row are blank and left out. */
  g_assert_cmpuint (plan.n_pages, ==, plan.cols * plan.rows + 1 - plan.n_blank);
  g_assert_cmpuint (plan.n_pages, >, 2);
}

/* ---- errors --------------------------------------------------------- */

static void
expect_error (PwSheetSet *set, PwPosterOptions *o, int code, const char *needle)
{
  g_autoptr (GError) error = NULL;
  PwPages *pages = pw_poster_compose (set, o, &error);
  g_assert_null (pages);
  g_assert_error (error, PW_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, needle));
}

static void
test_errors (void)
{
  g_autoptr (GError) error = NULL;
  double w, h;
  g_assert_false (pw_poster_size_from_string ("b2", &w, &h, &error));
  g_assert_nonnull (strstr (error->message, "a0, a1"));
  g_clear_error (&error);
  g_assert_false (pw_poster_size_from_string ("3000x900mm", &w, &h, &error));
  g_assert_nonnull (strstr (error->message, "2000"));
  g_clear_error (&error);
  g_assert_true (pw_poster_size_from_string ("A1", &w, &h, &error));
  g_assert_cmpstr (pw_poster_size_name (h, w), ==, "A1");

  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwSheetSet) huge = board_set (60, 60);
  /* 60 × 60 squares on A4 would print below the names' readable size. */
  g_autoptr (PwPosterOptions) small = tiled_options ("a4", NULL, 0, 0);
  expect_error (huge, small, PW_ERROR_INVALID, "readable");
  g_autoptr (PwPosterOptions) big = tiled_options ("a0", NULL, 0, 0);
  g_autoptr (PwPages) fits = pw_poster_compose (huge, big, &error);
  g_assert_no_error (error);

  g_autoptr (PwPosterOptions) thin = tiled_options ("a0", "a4", 3, 10);
  expect_error (set, thin, PW_ERROR_INVALID, "margins");
  g_autoptr (PwPosterOptions) wide = tiled_options ("a0", "a4", 10, 60);
  expect_error (set, wide, PW_ERROR_INVALID, "overlap");
  /* 80 mm windows: an overlap over half of one leaves too little. */
  g_autoptr (PwPosterOptions) half = tiled_options ("a2", "100x100mm", 10, 45);
  expect_error (set, half, PW_ERROR_INVALID, "at most 40 mm");
  g_autoptr (PwPosterOptions) many = tiled_options ("2000x2000mm", "60x60mm", 8, 20);
  expect_error (set, many, PW_ERROR_TOO_LARGE, "pages");
}

/* ---- the CLI -------------------------------------------------------- */

static char *
save_board_document (void)
{
  g_autoptr (PwNameDominoesModel) m = poster_test_board (27, 35);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (&m->parent), 7);
  pw_document_set_meta (doc, PW_META_TITLE, "Poster test");
  char *path = g_build_filename (dir, "board.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_document_save (doc, file, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_cli (void)
{
  g_autofree char *doc = save_board_document ();
  g_autofree char *tiled = g_build_filename (dir, "cli-tiled.pdf", NULL);
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = rt_cli (&status, &err, "export", doc, "-o", tiled, "--poster", "a2",
                              "--tile-on", "a4", "--overlap", "12", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_null (strstr (err, "puzzlewright-cli:"));
  gboolean landscape;
  guint expect = expected_pages (420, 594, 210, 297, 10, 12, &landscape);
  guint n;
  double w = 0, h = 0;
  rt_pdf_info (tiled, &n, &w, &h);
  if (n != 0)
    {
      g_assert_cmpuint (n, ==, expect);
      g_assert_cmpfloat_with_epsilon (w, (landscape ? 297 : 210) * MM, 0.5);
    }

  /* One A1 sheet; --margin is then the poster's border. */
  g_autofree char *one = g_build_filename (dir, "cli-one.pdf", NULL);
  g_autofree char *o2 = rt_cli (&status, NULL, "export", doc, "-o", one, "--poster", "A1",
                             "--margin", "20", NULL);
  g_assert_cmpint (status, ==, 0);
  rt_pdf_info (one, &n, &w, &h);
  if (n != 0)
    {
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpfloat_with_epsilon (w, 594 * MM, 0.5);
      g_assert_cmpfloat_with_epsilon (h, 841 * MM, 0.5);
    }

  /* PNG: one file a page. */
  g_autofree char *png = g_build_filename (dir, "cli-tile.png", NULL);
  g_autofree char *o3 = rt_cli (&status, NULL, "export", doc, "-o", png, "--poster", "a3",
                             "--tile-on", "a4", "--dpi", "20", NULL);
  g_assert_cmpint (status, ==, 0);
  guint lines = 0;
  for (const char *p = o3; p && (p = strchr (p, '\n')); p++)
    lines++;
  g_assert_cmpuint (lines, ==, expected_pages (297, 420, 210, 297, 10, 10, &landscape));

  /* Bad values: exit 2, a message that names the option, no file. */
  const char *const bad[][10] = {
    { "--poster", "b1", NULL },
    { "--poster", "10x10mm", NULL },
    { "--poster", "a2", "--tile-on", "a9", NULL },
    { "--poster", "a2", "--tile-on", "a4", "--overlap", "80", NULL },
    { "--poster", "a2", "--tile-on", "a4", "--overlap", "-2", NULL },
    { "--poster", "a2", "--overlap", "5", NULL },
    { "--tile-on", "a4", NULL },
    { "--poster", "a2", "--paper", "a3", NULL },
    { "--poster", "a2", "--landscape", NULL },
    { "--poster", "a2", "--answers", "compact", NULL },
    { "--poster", "a2", "--cards", NULL },
    { "--poster", "a2", "--tile-on", "a4", "--margin", "2", NULL },
    { "--poster", "a0", "--tile-on", "60x60mm", "--margin", "5", "--overlap", "20", NULL },
  };
  const char *const needles[] = {
    "poster size", "poster size", "--tile-on", "--overlap", "--overlap", "--tile-on", "--poster",
    "--paper", "--landscape", "--answers", "--cards", "margins", "pages",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (bad) == G_N_ELEMENTS (needles));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *never = g_build_filename (dir, "never.pdf", NULL);
      const char *argv[16] = { PW_CLI_PATH, "export", doc, "-o", never };
      guint k = 5;
      for (guint j = 0; bad[i][j]; j++)
        argv[k++] = bad[i][j];
      argv[k] = NULL;
      g_autofree char *e = NULL;
      g_autofree char *o = rt_run (argv, &status, &e);
      g_test_message ("%s", e);
      g_assert_cmpint (status, ==, 2);
      g_autofree char *lower = g_ascii_strdown (e, -1);
      g_autofree char *needle = g_ascii_strdown (needles[i], -1);
      g_assert_nonnull (strstr (lower, needle));
      g_assert_false (g_file_test (never, G_FILE_TEST_EXISTS));
    }
}

/* Not white: anything a printer puts on paper, the light band too. */
static gboolean
is_printed (guint8 r, guint8 g, guint8 b)
{
  return r < 250 || g < 250 || b < 250;
}

/* The light grey of an overlap band over white. */
static gboolean
is_band_shade (guint8 r, guint8 g, guint8 b)
{
  return r >= 215 && r <= 240 && g >= 215 && g <= 240 && b >= 215 && b <= 240;
}

/* A huge poster on small paper: tiles that nothing of the poster falls
 * on are left out (a 2000 mm poster on A5 gave 205 pages, 94 of them
 * blank but for marks), more than 50 pages are made only when allowed,
 * and no page shades an overlap band for a neighbour that is left out. */
static void
test_blank_tiles (void)
{
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("2000x2000mm", "a5", 10, 10);
  g_autoptr (GError) error = NULL;
  PwPosterPlan plan;
  g_assert_false (pw_poster_plan (set, o, &plan, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "allow more pages"));
  g_clear_error (&error);
  o->max_pages = PW_POSTER_MAX_PAGES;
  g_assert_true (pw_poster_plan (set, o, &plan, &error));
  g_test_message ("%u × %u tiles, %u blank; %u pages", plan.cols, plan.rows, plan.n_blank,
                  plan.n_pages);
  g_assert_cmpuint (plan.n_blank, >, 0);
  g_assert_cmpuint (plan.n_pages, ==, plan.cols * plan.rows + 1 - plan.n_blank);
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, plan.n_pages);

  /* The same poster on one sheet: nothing in a blank tile's window, and
   * something in every printed one's. */
  g_autoptr (PwPosterOptions) sheet = tiled_options ("2000x2000mm", NULL, 0, 0);
  g_autoptr (PwPages) whole = pw_poster_compose (set, sheet, &error);
  g_assert_no_error (error);
  double dpi = PW_EXPORT_MIN_DPI;
  cairo_surface_t *image = pw_export_page_image (whole, 0, dpi, &error);
  g_assert_no_error (error);
  double px = dpi / 72;
  guint printed = 0, pages_seen = 0;
  for (guint r = 0; r < plan.rows; r++)
    for (guint c = 0; c < plan.cols; c++)
      {
        int x0 = (int) ceil (c * plan.step_x * px), y0 = (int) ceil (r * plan.step_y * px);
        int x1 = (int) floor ((c * plan.step_x + plan.cell_width) * px);
        int y1 = (int) floor ((r * plan.step_y + plan.cell_height) * px);
        guint ink = rt_count (image, x0, y0, x1, y1, is_printed);
        guint page = pw_poster_tile_page (&plan, r, c);
        if (!pw_poster_tile_printed (&plan, r, c))
          {
            g_assert_cmpuint (ink, ==, 0);
            g_assert_cmpuint (page, ==, 0);
            continue;
          }
        printed++;
        g_assert_cmpuint (page, ==, printed);
        pages_seen = MAX (pages_seen, page);
        /* Next to a blank neighbour, no band for it. */
        if (c + 1 < plan.cols && !pw_poster_tile_printed (&plan, r, c + 1))
          {
            cairo_surface_t *tile = pw_export_page_image (pages, page, 25.4, &error);
            int bx = (int) ((plan.cell_x + plan.cell_width - plan.overlap) / MM) + 1;
            int by0 = (int) (plan.cell_y / MM) + 1;
            int bx1 = (int) ((plan.cell_x + plan.cell_width) / MM) - 1;
            int by1 = (int) ((plan.cell_y + plan.cell_height) / MM) - 1;
            /* (The poster's grey trim line may cross it, not a shaded band.) */
            guint area = (guint) ((bx1 - bx) * (by1 - by0));
            g_assert_cmpuint (rt_count (tile, bx, by0, bx1, by1, is_band_shade), <, area / 10);
            cairo_surface_destroy (tile);
          }
      }
  g_assert_cmpuint (pages_seen, ==, plan.n_pages - 1);
  cairo_surface_destroy (image);
}

/* Marks and labels stay 5 mm from the paper's edge, inside what office
 * printers print (they started 3 mm from it). */
static void
test_printable_area (void)
{
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  g_autoptr (PwPosterOptions) o = tiled_options ("a1", "a4", 10, 10);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    {
      cairo_surface_t *image = page_image (pages, i);
      int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
      int edge = 5 * PX_PER_MM;
      g_assert_cmpuint (rt_count (image, 0, 0, w, edge, is_printed), ==, 0);
      g_assert_cmpuint (rt_count (image, 0, h - edge, w, h, is_printed), ==, 0);
      g_assert_cmpuint (rt_count (image, 0, 0, edge, h, is_printed), ==, 0);
      g_assert_cmpuint (rt_count (image, w - edge, 0, w, h, is_printed), ==, 0);
      /* The marks are still there, in the margin beyond the edge band. */
      g_assert_cmpuint (rt_count (image, edge, edge, w - edge, h - edge, rt_is_ink), >, 0);
      cairo_surface_destroy (image);
    }
  /* Margins too narrow for marks inside the printable area are refused. */
  g_autoptr (PwPosterOptions) narrow = tiled_options ("a1", "a4", 6, 10);
  g_autoptr (PwPages) none = pw_poster_compose (set, narrow, &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
}

/* "1 column", not "1 columns": the map's counts take plural forms. */
static void
test_map_plurals (void)
{
  g_autoptr (PwSheetSet) set = board_set (27, 35);
  /* A strip as wide as one A4 window: one column. */
  g_autoptr (PwPosterOptions) o = tiled_options ("180x600mm", "a4", 10, 10);
  g_autoptr (GError) error = NULL;
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, &error));
  g_assert_cmpuint (plan.cols, ==, 1);
  g_autoptr (PwPages) pages = pw_poster_compose (set, o, &error);
  g_assert_no_error (error);
  g_autoptr (GArray) texts = probe_pages (pages);
  gboolean said = FALSE;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      g_assert_null (strstr (t->text, "1 columns"));
      said |= strstr (t->text, "(1 column, ") != NULL;
    }
  g_assert_true (said);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  dir = rt_scratch_dir ();
  g_test_add_func ("/render/poster/page-count", test_page_count);
  g_test_add_func ("/render/poster/page-sizes", test_page_sizes);
  g_test_add_func ("/render/poster/board-fills-poster", test_board_fills_poster);
  g_test_add_func ("/render/poster/overlap-pixels", test_overlap_pixels);
  g_test_add_func ("/render/poster/marks-and-labels", test_marks_and_labels);
  g_test_add_func ("/render/poster/assembly-map", test_assembly_map);
  g_test_add_func ("/render/poster/map-numbers-inside", test_map_numbers_inside);
  g_test_add_func ("/render/poster/any-kind", test_any_kind);
  g_test_add_func ("/render/poster/errors", test_errors);
  g_test_add_func ("/render/poster/cli", test_cli);
  g_test_add_func ("/render/poster/blank-tiles", test_blank_tiles);
  g_test_add_func ("/render/poster/printable-area", test_printable_area);
  g_test_add_func ("/render/poster/map-plurals", test_map_plurals);
  int status = g_test_run ();
  g_free (dir);
  return status;
}
