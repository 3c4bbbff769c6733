/* domino-grid-render.c — a domino grid on paper: the board (pips up to
 * 12, numerals beyond), the boneyard as a checklist below it, and on the
 * answer key each domino outlined in the key colour. */
#include "domino-grid-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "domino-grid.h"
#include "pw-render-draw.h"

/* Geometry in points at scale 1. */
#define CELL 28.0
#define GAP 14.0
#define BONE_CELL 16.0
#define CHECK 9.0
#define BONE_WIDTH (2 * BONE_CELL + 6 + CHECK + 12)
#define BONE_HEIGHT (BONE_CELL + 7)
#define HEADING 18.0
#define MIN_WIDTH (4 * BONE_WIDTH)

/* Pips fit on a 3×3 grid up to 9 and a 3×4 grid for 10 to 12; the
 * puzzle may ask for numerals anyway ("faces"), for this sheet and its
 * key alike. */
static gboolean
use_pips (const PwDominoGrid *g)
{
  return pw_domino_grid_use_pips (g);
}

static int
bones_per_row (double width)
{
  return MAX (1, (int) floor ((width + 12) / BONE_WIDTH));
}

static void
domino_measure (const PwModel *model, double *width, double *height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  *width = MAX (g->cols * CELL, MIN_WIDTH);
  int per_row = bones_per_row (*width);
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  *height = g->rows * CELL + GAP + HEADING + rows * BONE_HEIGHT;
}

static void
draw_pips (cairo_t *cr, int v, double x, double y, double size)
{
  static const double g3[3] = { 0.22, 0.5, 0.78 };
  static const double g4[4] = { 0.17, 0.39, 0.61, 0.83 };
  /* Which of the 3×3 places (row * 3 + column) each value uses. */
  static const char *const nine[10] = { "", "4", "08", "048", "0268", "02468", "023568",
                                        "0234568", "01235678", "012345678" };
  double r = size * (v > 9 ? 0.07 : 0.085);
  if (v <= 9)
    {
      for (const char *p = nine[v]; *p; p++)
        {
          int k = *p - '0';
          cairo_arc (cr, x + g3[k % 3] * size, y + g3[k / 3] * size, r, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      return;
    }
  /* 10: the outer columns and the middle two of the centre; 11: the outer
   * columns and three down the centre; 12: every place. */
  for (int row = 0; row < 4; row++)
    for (int col = 0; col < 3; col++)
      {
        double py = g4[row];
        if (col == 1)
          {
            if (v == 10 && (row == 0 || row == 3))
              continue;
            if (v == 11)
              {
                if (row == 3)
                  continue;
                py = g3[row];
              }
          }
        cairo_arc (cr, x + g3[col] * size, y + py * size, r, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

static void
draw_value (cairo_t *cr, gboolean pips, int v, double x, double y, double size)
{
  if (pips)
    {
      draw_pips (cr, v, x, y, size);
      return;
    }
  g_autofree char *text = g_strdup_printf ("%d", v);
  pw_render_text_centered (cr, text, NULL, size * 0.5, FALSE, x + size / 2, y + size / 2);
}

static gboolean
is_cell (const PwDominoGrid *g, int r, int c)
{
  return r >= 0 && r < g->rows && c >= 0 && c < g->cols
         && pw_domino_grid_at (g, r, c) != PW_DOMINO_HOLE;
}

static void
draw_board (cairo_t *cr, const PwDominoGrid *g, gboolean key)
{
  gboolean pips = use_pips (g);
  double x0 = 0;
  /* Cells: a light grid and the values. */
  cairo_set_line_width (cr, 0.5);
  for (int r = 0; r < g->rows; r++)
    for (int c = 0; c < g->cols; c++)
      {
        if (!is_cell (g, r, c))
          continue;
        cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
        cairo_rectangle (cr, x0 + c * CELL, r * CELL, CELL, CELL);
        cairo_stroke (cr);
        cairo_set_source_rgb (cr, 0, 0, 0);
        draw_value (cr, pips, pw_domino_grid_at (g, r, c), x0 + c * CELL, r * CELL, CELL);
      }
  /* The outline of the shape, heavy: edges between a cell and no cell. */
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2.0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (int r = 0; r <= g->rows; r++)
    for (int c = 0; c <= g->cols; c++)
      {
        if (c < g->cols && is_cell (g, r - 1, c) != is_cell (g, r, c))
          {
            cairo_move_to (cr, x0 + c * CELL, r * CELL);
            cairo_line_to (cr, x0 + (c + 1) * CELL, r * CELL);
          }
        if (r < g->rows && is_cell (g, r, c - 1) != is_cell (g, r, c))
          {
            cairo_move_to (cr, x0 + c * CELL, r * CELL);
            cairo_line_to (cr, x0 + c * CELL, (r + 1) * CELL);
          }
      }
  cairo_stroke (cr);
  if (!key || g->mate == NULL)
    return;
  /* The answer: each domino as a rounded box in the key colour. */
  cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
  cairo_set_line_width (cr, 2.2);
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i)
        continue;
      int r = i / g->cols, c = i % g->cols, r2 = m / g->cols, c2 = m % g->cols;
      double inset = 3.0, rad = 4.0;
      double x = x0 + c * CELL + inset, y = r * CELL + inset;
      double w = (c2 - c + 1) * CELL - 2 * inset, h = (r2 - r + 1) * CELL - 2 * inset;
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w - rad, y + rad, rad, -G_PI / 2, 0);
      cairo_arc (cr, x + w - rad, y + h - rad, rad, 0, G_PI / 2);
      cairo_arc (cr, x + rad, y + h - rad, rad, G_PI / 2, G_PI);
      cairo_arc (cr, x + rad, y + rad, rad, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_stroke (cr);
    }
}

static void
draw_boneyard (cairo_t *cr, const PwDominoGrid *g, double width, gboolean key)
{
  gboolean pips = use_pips (g);
  double y0 = g->rows * CELL + GAP;
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Translators: the heading of the list of dominoes on a printed sheet. */
  pw_render_text (cr, _("Dominoes"), NULL, 10, TRUE, 0, y0, width, PANGO_ALIGN_LEFT);
  y0 += HEADING;
  int per_row = bones_per_row (width);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDomino d = g_array_index (g->dominoes, PwDomino, i);
      double x = (i % per_row) * BONE_WIDTH, y = y0 + (i / per_row) * BONE_HEIGHT;
      /* The checkbox, ticked on the key. */
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.8);
      double cy = y + (BONE_CELL - CHECK) / 2;
      cairo_rectangle (cr, x + 0.4, cy, CHECK, CHECK);
      cairo_stroke (cr);
      if (key)
        {
          cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
          cairo_set_line_width (cr, 1.4);
          cairo_move_to (cr, x + 2, cy + CHECK / 2);
          cairo_line_to (cr, x + CHECK / 2, cy + CHECK - 1.5);
          cairo_line_to (cr, x + CHECK + 1.5, cy - 1.5);
          cairo_stroke (cr);
        }
      /* The domino itself. */
      double bx = x + CHECK + 6;
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.8);
      cairo_rectangle (cr, bx, y, 2 * BONE_CELL, BONE_CELL);
      cairo_stroke (cr);
      cairo_move_to (cr, bx + BONE_CELL, y + 2);
      cairo_line_to (cr, bx + BONE_CELL, y + BONE_CELL - 2);
      cairo_stroke (cr);
      draw_value (cr, pips, d.lo, bx, y, BONE_CELL);
      draw_value (cr, pips, d.hi, bx + BONE_CELL, y, BONE_CELL);
    }
}

static void
domino_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  draw_board (cr, g, FALSE);
  draw_boneyard (cr, g, width, FALSE);
}

static void
domino_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  draw_board (cr, g, TRUE);
  draw_boneyard (cr, g, width, TRUE);
}

static const PwKindRender domino_grid_render = {
  .kind_id = PW_DOMINO_GRID_KIND_ID,
  .preferred_width = 8 * CELL,
  .preferred_height = 7 * CELL,
  .min_scale = 0.45,
  .max_scale = 1.6,
  .instructions = N_("Cover the grid with the dominoes listed below, each used once, so that "
                     "each half lies on its own number. Tick each domino as you place it."),
  .measure = domino_measure,
  .draw_puzzle = domino_draw_puzzle,
  .draw_solution = domino_draw_solution,
};

const PwKindRender *
pw_domino_grid_render (void)
{
  return &domino_grid_render;
}
