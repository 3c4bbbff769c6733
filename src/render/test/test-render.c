#include "test-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-render-draw.h"
#include "test-kind.h"

/* Geometry in points at scale 1. */
#define BOX 36.0
#define GAP 8.0
#define PER_ROW 8
#define MIN_COLS 4
#define SUM_BOX_WIDTH (2 * BOX + GAP)
#define CARD_WIDTH (50.0 * 72 / 25.4)
#define CARD_HEIGHT (70.0 * 72 / 25.4)

static guint
n_rows (const PwTestModel *m)
{
  return (m->numbers->len + PER_ROW - 1) / PER_ROW;
}

static void
test_measure (const PwModel *model, double *width, double *height)
{
  const PwTestModel *m = (const PwTestModel *) model;
  guint cols = CLAMP (m->numbers->len, MIN_COLS, PER_ROW);
  *width = cols * (BOX + GAP) - GAP;
  *height = n_rows (m) * (BOX + GAP) + GAP + BOX;
}

/* Between two rows of boxes, and between the last row and the sum. */
static GArray *
test_split_points (const PwModel *model)
{
  const PwTestModel *m = (const PwTestModel *) model;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 1; r <= n_rows (m); r++)
    {
      double y = r * (BOX + GAP) - GAP / 2;
      g_array_append_val (points, y);
    }
  return points;
}

/* One size for every box, by the widest number, so the boxes read alike. */
static double
digits_size (const PwTestModel *m)
{
  gint max = 0;
  for (guint i = 0; i < m->numbers->len; i++)
    max = MAX (max, g_array_index (m->numbers, gint, i));
  return max < 100 ? 16 : max < 1000 ? 13 : 10.5;
}

static double
test_smallest_type (const PwModel *model, gboolean key, PwNumbers numbers)
{
  return digits_size ((const PwTestModel *) model);
}

static void
draw_numbers (cairo_t *cr, const PwTestModel *m, double width)
{
  double size = digits_size (m);
  cairo_set_line_width (cr, 1.0);
  for (guint i = 0; i < m->numbers->len; i++)
    {
      gint v = g_array_index (m->numbers, gint, i);
      double x = (i % PER_ROW) * (BOX + GAP), y = (i / PER_ROW) * (BOX + GAP);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_rectangle (cr, x + 0.5, y + 0.5, BOX - 1, BOX - 1);
      cairo_stroke (cr);
      g_autofree char *text = g_strdup_printf ("%d", v);
      pw_render_text_centered (cr, text, NULL, size, FALSE, x + BOX / 2, y + BOX / 2);
    }
}

static void
draw_sum_row (cairo_t *cr, const PwTestModel *m, double width, const char *answer)
{
  double y = n_rows (m) * (BOX + GAP) + GAP;
  double x = width - SUM_BOX_WIDTH;
  if (answer != NULL)
    {
      cairo_set_source_rgb (cr, 1.0, 0.86, 0.86);
      cairo_rectangle (cr, x, y, SUM_BOX_WIDTH, BOX);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2.0);
  cairo_rectangle (cr, x + 1, y + 1, SUM_BOX_WIDTH - 2, BOX - 2);
  cairo_stroke (cr);
  /* Translators: the label before the box where the sum is written. */
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, 14, FALSE, NULL);
  pango_layout_set_text (layout, _("Sum ="), -1);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_move_to (cr, x - GAP - (double) lw / PANGO_SCALE, y + (BOX - (double) lh / PANGO_SCALE) / 2);
  pw_render_show_layout (cr, layout);
  if (answer != NULL)
    {
      /* Long sums get smaller rather than leave the box. */
      double size = MIN (18.0, 18.0 * 5 / MAX (strlen (answer), 1));
      cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
      pw_render_text_centered (cr, answer, NULL, size, TRUE, x + SUM_BOX_WIDTH / 2, y + BOX / 2);
    }
}

static void
test_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwTestModel *m = (const PwTestModel *) model;
  draw_numbers (cr, m, width);
  draw_sum_row (cr, m, width, NULL);
}

static void
test_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwTestModel *m = (const PwTestModel *) model;
  gint64 sum = m->answer;
  if (sum < 0)
    {
      sum = 0;
      for (guint i = 0; i < m->numbers->len; i++)
        sum += g_array_index (m->numbers, gint, i);
    }
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, sum);
  draw_numbers (cr, m, width);
  draw_sum_row (cr, m, width, text);
}

static guint
test_n_items (const PwModel *model)
{
  return ((const PwTestModel *) model)->numbers->len;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
test_draw_item (cairo_t *cr, const PwModel *model, guint index, double width, double height,
                double bleed)
{
  const PwTestModel *m = (const PwTestModel *) model;
  gint v = g_array_index (m->numbers, gint, index);
  g_autofree char *text = g_strdup_printf ("%d", v);
  /* A coloured frame that runs into the bleed, so trimming a little off
   * never leaves a white edge. */
  cairo_set_source_rgb (cr, 0.16, 0.42, 0.71);
  cairo_rectangle (cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  rounded_rect (cr, 9, 9, width - 18, height - 18, 8);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  pw_render_text_centered (cr, text, NULL, v < 1000 ? 48 : 36, TRUE, width / 2, height / 2);
  pw_render_text_centered (cr, text, NULL, 11, FALSE, 24, 24);
  cairo_save (cr);
  cairo_translate (cr, width - 24, height - 24);
  cairo_rotate (cr, G_PI);
  pw_render_text_centered (cr, text, NULL, 11, FALSE, 0, 0);
  cairo_restore (cr);
}

static void
test_draw_item_back (cairo_t *cr, const PwModel *model, guint index, double width,
                     double height, double bleed)
{
  cairo_set_source_rgb (cr, 0.09, 0.35, 0.33);
  cairo_rectangle (cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.95, 0.95, 0.9);
  cairo_set_line_width (cr, 2);
  rounded_rect (cr, 9, 9, width - 18, height - 18, 8);
  cairo_stroke (cr);
  pw_render_text_centered (cr, "Σ", NULL, 60, TRUE, width / 2, height / 2);
  /* The index, small, so a duplex print can be checked card by card. */
  g_autofree char *text = g_strdup_printf ("%u", index + 1);
  pw_render_text_centered (cr, text, NULL, 9, FALSE, width / 2, height - 20);
}

static const PwKindRender test_kind_render = {
  .kind_id = PW_TEST_KIND_ID,
  .preferred_width = 4 * (BOX + GAP) - GAP,
  .preferred_height = GAP + BOX,
  .min_scale = 0.6,
  .max_scale = 1.6,
  .instructions = N_("Add up the numbers and write the sum in the box."),
  .measure = test_measure,
  .smallest_type = test_smallest_type,
  .can_split = TRUE,
  .split_points = test_split_points,
  .draw_puzzle = test_draw_puzzle,
  .draw_solution = test_draw_solution,
  .item_width = CARD_WIDTH,
  .item_height = CARD_HEIGHT,
  .n_items = test_n_items,
  .draw_item = test_draw_item,
  .draw_item_back = test_draw_item_back,
};

const PwKindRender *
pw_test_render (void)
{
  return &test_kind_render;
}

#define BAR_COLOR 0x3584e4 /* GNOME blue 3 */

void
pw_test_render_bars (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwTestModel *m = (const PwTestModel *) model;
  guint n = m->numbers->len;
  gint max = 1;
  for (guint i = 0; i < n; i++)
    max = MAX (max, g_array_index (m->numbers, gint, i));
  double slot = n ? width / n : width;
  cairo_set_source_rgb (cr, ((BAR_COLOR >> 16) & 0xff) / 255.0, ((BAR_COLOR >> 8) & 0xff) / 255.0,
                        (BAR_COLOR & 0xff) / 255.0);
  for (guint i = 0; i < n; i++)
    {
      double h = (double) g_array_index (m->numbers, gint, i) / max * (height - 4);
      cairo_rectangle (cr, i * slot + slot * 0.15, height - h, slot * 0.7, h);
    }
  cairo_fill (cr);
}
