/* Cards and cut-outs: bleed, crop marks, cut lines, mirrored backs. */
#include <math.h>
#include <string.h>

#include "pw-cards.h"
#include "pw-error.h"
#include "pw-export.h"
#include "render-test-util.h"
#include "test-kind.h"

#define MM (72 / 25.4)
/* The test kind's card: 50 × 70 mm, a blue frame running into the bleed
 * on the front, dark teal on the back. */
#define CARD_W (50 * MM)
#define CARD_H (70 * MM)

static gboolean
is_front_blue (guint8 r, guint8 g, guint8 b)
{
  return r < 80 && g > 80 && g < 140 && b > 150;
}

static gboolean
is_back_teal (guint8 r, guint8 g, guint8 b)
{
  return r < 60 && g > 60 && g < 120 && b > 60 && b < 110;
}

static PwPages *
cards (guint n_items, double bleed_mm, PwCutMarks marks, gboolean backs, GError **error)
{
  g_autoptr (PwModel) model = rt_test_model (n_items, 8);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->bleed = bleed_mm * MM;
  options->marks = marks;
  options->backs = backs;
  options->title = g_strdup ("Cards");
  return pw_cards_compose (set, options, error);
}

/* At 72 dpi a pixel is a point. */
static cairo_surface_t *
page_image_at (PwPages *pages, guint index, double dpi)
{
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image = pw_export_page_image (pages, index, dpi, &error);
  g_assert_no_error (error);
  return image;
}

static cairo_surface_t *
page_image (PwPages *pages, guint index)
{
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image = pw_export_page_image (pages, index, 72, &error);
  g_assert_no_error (error);
  return image;
}

static void
test_bleed (void)
{
  const double bleeds[] = { 0, 3, 6 };
  for (guint i = 0; i < G_N_ELEMENTS (bleeds); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwPages) pages = cards (1, bleeds[i], PW_CROP_MARKS, FALSE, &error);
      g_assert_no_error (error);
      cairo_surface_t *image = page_image (pages, 0);
      int x0, y0, x1, y1;
      g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
      /* The printed box is the card plus its bleed on each side. */
      g_assert_cmpfloat (fabs ((x1 - x0 + 1) - (CARD_W + 2 * bleeds[i] * MM)), <=, 2);
      g_assert_cmpfloat (fabs ((y1 - y0 + 1) - (CARD_H + 2 * bleeds[i] * MM)), <=, 2);
      cairo_surface_destroy (image);
    }
}

static gboolean
is_dark (guint8 r, guint8 g, guint8 b)
{
  return r < 160 && g < 160 && b < 160 && !is_front_blue (r, g, b);
}

/* Crop marks: dark strokes outside the card, in line with its trim
 * edges; cut lines: nothing outside the card but the footer. */
static void
test_marks (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) crop = cards (1, 3, PW_CROP_MARKS, FALSE, &error);
  g_assert_no_error (error);
  /* Marks are hairlines (0.3 pt): look at 4 pixels a point. */
  cairo_surface_t *image = page_image_at (crop, 0, 288);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  int bleed = (int) (4 * 3 * MM + 0.5);
  int trim_left = x0 + bleed, trim_top = y0 + bleed;
  /* Above the card, on the trim's left edge, a mark; none midway. */
  g_assert_cmpuint (rt_count (image, trim_left - 1, 0, trim_left + 2, y0, is_dark), >, 5);
  int mid = (x0 + x1) / 2;
  g_assert_cmpuint (rt_count (image, mid - 2, 0, mid + 2, y0, is_dark), ==, 0);
  /* Left of the card, on the trim's top edge. */
  g_assert_cmpuint (rt_count (image, 0, trim_top - 1, x0, trim_top + 2, is_dark), >, 5);
  /* No mark reaches into the bleed. */
  g_assert_cmpuint (rt_count (image, x0, y0 - 2, x1, y0, is_dark), ==, 0);
  cairo_surface_destroy (image);

  g_autoptr (PwPages) lines = cards (1, 0, PW_CUT_LINES, FALSE, &error);
  g_assert_no_error (error);
  image = page_image (lines, 0);
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  int h = cairo_image_surface_get_height (image), w = cairo_image_surface_get_width (image);
  int footer_top = h - (int) (10 * MM) - 20;
  guint outside = rt_count (image, 0, 0, w, y0 - 1, rt_is_ink)
                  + rt_count (image, 0, y1 + 2, w, footer_top, rt_is_ink)
                  + rt_count (image, 0, 0, x0 - 1, footer_top, rt_is_ink)
                  + rt_count (image, x1 + 2, 0, w, footer_top, rt_is_ink);
  g_assert_cmpuint (outside, ==, 0);
  /* The cut line itself: grey along the card's edge. */
  g_assert_cmpuint (rt_count (image, x0 - 1, y0, x0 + 1, y1, rt_is_ink), >, 100);
  cairo_surface_destroy (image);
}

/* The back of a card lands behind its front when the sheet is turned
 * over its long edge: mirrored left to right about the page's middle. */
static void
test_mirrored_backs (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = cards (1, 3, PW_CROP_MARKS, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 2);
  g_assert_cmpint (pw_pages_get_role (pages, 0), ==, PW_PAGE_CARD_FRONT);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_CARD_BACK);
  cairo_surface_t *front = page_image (pages, 0), *back = page_image (pages, 1);
  int fx0, fy0, fx1, fy1, bx0, by0, bx1, by1;
  g_assert_true (rt_bbox (front, is_front_blue, &fx0, &fy0, &fx1, &fy1));
  g_assert_true (rt_bbox (back, is_back_teal, &bx0, &by0, &bx1, &by1));
  int w = cairo_image_surface_get_width (front);
  /* The first card sits in the first column, left of the middle... */
  g_assert_cmpint (fx1, <, w / 2);
  /* ...and its back at the same height, mirrored. */
  g_assert_cmpint (ABS (fy0 - by0), <=, 1);
  g_assert_cmpint (ABS (fy1 - by1), <=, 1);
  g_assert_cmpint (ABS ((fx0 + bx1 + 1) - w), <=, 2);
  g_assert_cmpint (ABS ((fx1 + bx0 + 1) - w), <=, 2);
  /* No front ink on the back page and no back ink on the front. */
  g_assert_cmpuint (rt_count (back, 0, 0, w, cairo_image_surface_get_height (back),
                              is_front_blue), ==, 0);
  g_assert_cmpuint (rt_count (front, 0, 0, w, cairo_image_surface_get_height (front),
                              is_back_teal), ==, 0);
  cairo_surface_destroy (front);
  cairo_surface_destroy (back);
}

/* Every card printed once, fronts and backs alternating. */
static void
test_page_count (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) one = cards (1, 0, PW_CUT_LINES, FALSE, &error);
  g_autoptr (PwPages) many = cards (40, 0, PW_CUT_LINES, FALSE, &error);
  g_autoptr (PwPages) duplex = cards (40, 0, PW_CUT_LINES, TRUE, &error);
  g_assert_no_error (error);
  guint fronts = pw_pages_get_n_pages (many);
  g_assert_cmpuint (pw_pages_get_n_pages (one), ==, 1);
  g_assert_cmpuint (pw_pages_get_n_pages (duplex), ==, 2 * fronts);
  for (guint i = 0; i < 2 * fronts; i++)
    g_assert_cmpint (pw_pages_get_role (duplex, i), ==,
                     i % 2 ? PW_PAGE_CARD_BACK : PW_PAGE_CARD_FRONT);
  /* Every card is printed exactly once: poppler reads back each front's
   * number three times (middle and two corners) and each back's index
   * once, 1 to 40. */
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.pdf", NULL);
  g_assert_true (pw_export_pages (duplex, PW_EXPORT_PDF, path, 0, NULL, NULL, &error));
  guint front_numbers = 0;
  gboolean seen[41] = { FALSE };
  for (guint i = 0; i < 2 * fronts; i++)
    {
      g_autofree char *page = g_strdup_printf ("%u", i + 1);
      const char *argv[] = { "pdftotext", "-f", page, "-l", page, path, "-", NULL };
      g_autofree char *text = rt_run (argv, NULL, NULL);
      if (text == NULL)
        return;
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      for (guint l = 0; lines[l]; l++)
        {
          if (strstr (lines[l], "Page ") != NULL) /* the footer */
            continue;
          g_auto (GStrv) words = g_strsplit_set (lines[l], " \f", -1);
          for (guint w = 0; words[w]; w++)
            {
              guint64 v;
              if (!g_ascii_string_to_unsigned (words[w], 10, 1, 40, &v, NULL))
                continue;
              if (i % 2 == 0)
                front_numbers++;
              else
                {
                  g_assert_false (seen[v]);
                  seen[v] = TRUE;
                }
            }
        }
    }
  g_assert_cmpuint (front_numbers, ==, 3 * 40);
  for (guint v = 1; v <= 40; v++)
    g_assert_true (seen[v]);
}

static PwPages *
cards_per_page (guint n_items, guint per_page, double margin_mm, GError **error)
{
  g_autoptr (PwModel) model = rt_test_model (n_items, 8);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->marks = PW_CUT_LINES;
  options->per_page = per_page;
  pw_page_setup_set_margins (&options->page, margin_mm * MM);
  return pw_cards_compose (set, options, error);
}

/* --per-page N: the card is scaled, in proportion, so N fill a page (A4,
 * 10 mm margins: 190 mm across), and a page holds exactly N. */
static void
test_per_page (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) one = cards_per_page (1, 1, 10, &error);
  g_assert_no_error (error);
  cairo_surface_t *image = page_image (one, 0);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  double w = x1 - x0 + 1, h = y1 - y0 + 1;
  /* Width-bound: the card is as wide as the page's room, 190 mm. */
  g_assert_cmpfloat (fabs (w - 190 * MM), <=, 3);
  g_assert_cmpfloat (fabs (h / w - CARD_H / CARD_W), <=, 0.02);
  cairo_surface_destroy (image);

  /* Four of 50 × 70 mm fit best two by two; five make two pages. */
  g_autoptr (PwPages) four = cards_per_page (5, 4, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (four), ==, 2);
  image = page_image (four, 0);
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  double card_w = (x1 - x0 + 1) / 2.0;
  g_assert_cmpfloat (card_w, >, CARD_W * 1.5);
  g_assert_cmpfloat (fabs ((y1 - y0 + 1) / 2.0 / card_w - CARD_H / CARD_W), <=, 0.05);
  cairo_surface_destroy (image);
  image = page_image (four, 1);
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  /* The fifth card alone, the same size. */
  g_assert_cmpfloat (fabs ((x1 - x0 + 1) - card_w), <=, 2);
  cairo_surface_destroy (image);

  /* 0 keeps the kind's own size. */
  g_autoptr (PwPages) own = cards_per_page (1, 0, 10, &error);
  g_assert_no_error (error);
  image = page_image (own, 0);
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  g_assert_cmpfloat (fabs ((x1 - x0 + 1) - CARD_W), <=, 2);
  cairo_surface_destroy (image);

  /* Too many to stay a card one can hold, or past the limit: said so. */
  g_autoptr (PwPages) hundred = cards_per_page (1, 100, 10, &error);
  g_assert_no_error (error);
  /* 80 mm margins leave 50 mm across: 100 cards would be 5 mm wide. */
  g_autoptr (PwPages) tiny = cards_per_page (1, 100, 80, &error);
  g_assert_null (tiny);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "100 cards do not fit on a page"));
  g_clear_error (&error);
  g_autoptr (PwPages) over = cards_per_page (1, 101, 10, &error);
  g_assert_null (over);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
}

/* pw_cards_measure tells the size and count the composer draws, without
 * composing, and fails where it fails, with its message. */
static void
test_measure (void)
{
  const PwKind *kind = pw_registry_lookup (PW_TEST_KIND_ID);
  g_assert_nonnull (kind);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->marks = PW_CUT_LINES;
  g_autoptr (GError) error = NULL;
  double w = 0, h = 0;
  guint n = 0;

  /* The kind's own 50 × 70 mm; A4 less 10 mm margins is 190 mm across,
   * three columns, and three rows above the footer. */
  g_assert_true (pw_cards_measure (kind, options, &w, &h, &n, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (w, CARD_W, 1e-6);
  g_assert_cmpfloat_with_epsilon (h, CARD_H, 1e-6);
  g_assert_cmpuint (n, ==, 9);
  g_autoptr (PwPages) own = cards_per_page (19, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (own), ==, 3);

  /* Four a page: as large as two by two allows, in proportion, the size
   * the composed page shows. */
  options->per_page = 4;
  g_assert_true (pw_cards_measure (kind, options, &w, &h, &n, &error));
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (w, >, 1.5 * CARD_W);
  g_assert_cmpfloat_with_epsilon (h / w, CARD_H / CARD_W, 1e-9);
  g_autoptr (PwPages) four = cards_per_page (4, 4, 10, &error);
  g_assert_no_error (error);
  cairo_surface_t *image = page_image (four, 0);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, is_front_blue, &x0, &y0, &x1, &y1));
  g_assert_cmpfloat (fabs ((x1 - x0 + 1) / 2.0 - w), <=, 2);
  g_assert_cmpfloat (fabs ((y1 - y0 + 1) / 2.0 - h), <=, 2);
  cairo_surface_destroy (image);

  /* Bleed and crop marks take room: smaller cards. */
  double plain_w = w;
  options->bleed = 3 * MM;
  options->marks = PW_CROP_MARKS;
  g_assert_true (pw_cards_measure (kind, options, &w, NULL, NULL, &error));
  g_assert_cmpfloat (w, <, plain_w - 6 * MM);

  /* The composer's errors: too small a card, too many, no cards. */
  options->per_page = 100;
  pw_page_setup_set_margins (&options->page, 80 * MM);
  g_assert_false (pw_cards_measure (kind, options, &w, &h, &n, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "100 cards do not fit on a page"));
  g_clear_error (&error);
  options->per_page = 101;
  pw_page_setup_set_margins (&options->page, 10 * MM);
  g_assert_false (pw_cards_measure (kind, options, &w, &h, &n, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "at most 100"));
  g_clear_error (&error);
  options->per_page = 0;
  g_assert_true (pw_page_setup_set_paper (&options->page, "60x60mm", NULL));
  pw_page_setup_set_margins (&options->page, 5 * MM);
  g_assert_false (pw_cards_measure (kind, options, &w, &h, &n, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "50 × 70 mm"));
  g_clear_error (&error);
  pw_page_setup_init (&options->page);
  g_assert_false (pw_cards_measure (pw_registry_lookup ("word-search"), options, &w, &h, &n,
                                    &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED);
}

/* The back offset moves every back (and only the backs) by X right and
 * Y down, on top of the mirroring. */
static void
test_back_offset (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = rt_test_model (1, 8);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->backs = TRUE;
  g_autoptr (PwPages) plain = pw_cards_compose (set, options, &error);
  g_assert_no_error (error);
  g_assert_true (pw_back_offset_from_string ("2,-1.5mm", &options->back_offset_x,
                                             &options->back_offset_y, NULL));
  g_assert_cmpfloat_with_epsilon (options->back_offset_x, 2 * MM, 1e-9);
  g_assert_cmpfloat_with_epsilon (options->back_offset_y, -1.5 * MM, 1e-9);
  /* Whole points, so the moved box is exact at 72 dpi. */
  options->back_offset_x = 6;
  options->back_offset_y = -4;
  g_autoptr (PwPages) moved = pw_cards_compose (set, options, &error);
  g_assert_no_error (error);
  int a[4], b[4];
  cairo_surface_t *image = page_image (plain, 1);
  g_assert_true (rt_bbox (image, is_back_teal, &a[0], &a[1], &a[2], &a[3]));
  cairo_surface_destroy (image);
  image = page_image (moved, 1);
  g_assert_true (rt_bbox (image, is_back_teal, &b[0], &b[1], &b[2], &b[3]));
  cairo_surface_destroy (image);
  g_assert_cmpint (b[0] - a[0], ==, 6);
  g_assert_cmpint (b[2] - a[2], ==, 6);
  g_assert_cmpint (b[1] - a[1], ==, -4);
  g_assert_cmpint (b[3] - a[3], ==, -4);
  /* The fronts stay put. */
  image = page_image (plain, 0);
  g_assert_true (rt_bbox (image, is_front_blue, &a[0], &a[1], &a[2], &a[3]));
  cairo_surface_destroy (image);
  image = page_image (moved, 0);
  g_assert_true (rt_bbox (image, is_front_blue, &b[0], &b[1], &b[2], &b[3]));
  cairo_surface_destroy (image);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (a[i], ==, b[i]);

  double x, y;
  const char *const bad[] = { "2", "1,2,3", "11,0", "a,b", "", "1;2" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (pw_back_offset_from_string (bad[i], &x, &y, &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
      g_clear_error (&error);
    }
  options->back_offset_x = 11 * MM;
  g_autoptr (PwPages) far = pw_cards_compose (set, options, &error);
  g_assert_null (far);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
}

static void
test_errors (void)
{
  double bleed;
  PwCutMarks marks;
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_bleed_from_string ("3", &bleed, NULL));
  g_assert_cmpfloat_with_epsilon (bleed, 3 * MM, 1e-9);
  g_assert_false (pw_bleed_from_string ("4", &bleed, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  /* A length with its unit, in any of mm, cm, in, pt, up to the 6 mm the
   * composer allows. */
  g_assert_true (pw_bleed_from_string ("3mm", &bleed, NULL));
  g_assert_cmpfloat_with_epsilon (bleed, 3 * MM, 1e-9);
  g_assert_true (pw_bleed_from_string ("0.2CM", &bleed, NULL));
  g_assert_cmpfloat_with_epsilon (bleed, 2 * MM, 1e-9);
  g_assert_true (pw_bleed_from_string ("0.125in", &bleed, NULL));
  g_assert_cmpfloat_with_epsilon (bleed, 9, 1e-9);
  g_assert_true (pw_bleed_from_string ("9pt", &bleed, NULL));
  g_assert_cmpfloat_with_epsilon (bleed, 9, 1e-9);
  const char *const bad[] = { "7mm", "-1mm", "3 furlongs", "mm", "3m", "1in", "" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (pw_bleed_from_string (bad[i], &bleed, &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
      g_clear_error (&error);
    }
  g_assert_true (pw_cut_marks_from_string ("lines", &marks, NULL) && marks == PW_CUT_LINES);
  g_assert_true (pw_cut_marks_from_string ("crop", &marks, NULL) && marks == PW_CROP_MARKS);
  g_assert_false (pw_cut_marks_from_string ("dots", &marks, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  g_autoptr (PwPages) wide_bleed = cards (1, 10, PW_CROP_MARKS, FALSE, &error);
  g_assert_null (wide_bleed);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  /* A card larger than the paper. */
  g_autoptr (PwModel) model = rt_test_model (3, 1);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  g_assert_true (pw_page_setup_set_paper (&options->page, "60x60mm", NULL));
  pw_page_setup_set_margins (&options->page, 5 * MM);
  g_autoptr (PwPages) small = pw_cards_compose (set, options, &error);
  g_assert_null (small);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "50 × 70 mm"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  g_test_add_func ("/render/cards/bleed", test_bleed);
  g_test_add_func ("/render/cards/marks", test_marks);
  g_test_add_func ("/render/cards/mirrored-backs", test_mirrored_backs);
  g_test_add_func ("/render/cards/page-count", test_page_count);
  g_test_add_func ("/render/cards/errors", test_errors);
  g_test_add_func ("/render/cards/per-page", test_per_page);
  g_test_add_func ("/render/cards/back-offset", test_back_offset);
  g_test_add_func ("/render/cards/measure", test_measure);
  return g_test_run ();
}
