/* domino-grid-render.c — a domino grid on paper: the board (pips or
 * numerals, whichever reads at the printed size), the boneyard as a
 * checklist below it (or beside it on wide paper), and on the answer key
 * each domino outlined in the key colour, without the checklist. */
#include "domino-grid-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "domino-grid.h"
#include "pw-render-draw.h"

/* Geometry in points at scale 1. */
#define CELL 28.0
#define GAP 14.0
#define BONE_CELL 20.0
#define CHECK 9.0
#define BONE_WIDTH (2 * BONE_CELL + 6 + CHECK + 12)
#define BONE_HEIGHT (BONE_CELL + 7)
#define HEADING 20.0
#define HEADING_SIZE 12.0
#define MIN_WIDTH (4 * BONE_WIDTH)
/* Numerals: one digit at half a cell; two digits a little smaller, so
 * that they stay inside the key's outlines (KEY_INSET + KEY_LINE / 2
 * from each side of the cell). */
#define DIGIT_SHARE 0.5
#define DIGITS_SHARE 0.43
#define BONE_DIGITS_SHARE 0.55
#define KEY_INSET 3.0
#define KEY_LINE 2.2

/* The smallest cell (mm on paper) where a pattern of pips is counted at
 * a glance: up to six (a die), up to nine (a 3×3 grid), up to twelve. */
#define PIPS_6_MM 5.0
#define PIPS_9_MM 11.0
#define PIPS_12_MM 15.0

/* Pips or numerals.  The teacher's choice for this print wins, then the
 * puzzle's own ("Write numbers"); otherwise pips while every number has a
 * pattern that can be counted at the printed size of a cell (on screen,
 * where that size is not known, up to twelve). */
static gboolean
use_pips (cairo_t *cr, const PwDominoGrid *g)
{
  PwNumbers numbers = pw_render_get_numbers (cr);
  int max = pw_domino_grid_max_value (g);
  if (max > PW_DOMINO_GRID_PIPS_MAX || numbers == PW_NUMBERS_NUMERALS)
    return FALSE;
  if (numbers == PW_NUMBERS_PIPS)
    return TRUE;
  if (!pw_domino_grid_use_pips (g))
    return FALSE;
  double scale = pw_render_get_paper_scale (cr);
  if (scale <= 0)
    return TRUE;
  double cell_mm = CELL * scale * 25.4 / 72;
  double need = max <= 6 ? PIPS_6_MM : max <= 9 ? PIPS_9_MM : PIPS_12_MM;
  return cell_mm >= need - 0.01;
}

static int
bones_per_row (double width)
{
  return MAX (1, (int) floor ((width + 12) / BONE_WIDTH));
}

static double
list_height (const PwDominoGrid *g, int per_row)
{
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  return HEADING + rows * BONE_HEIGHT;
}

static void
domino_measure (const PwModel *model, double *width, double *height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  *width = MAX (g->cols * CELL, MIN_WIDTH);
  *height = g->rows * CELL + GAP + list_height (g, bones_per_row (*width));
}

static void
domino_measure_key (const PwModel *model, double *width, double *height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  *width = g->cols * CELL;
  *height = g->rows * CELL;
}

/* Beside the board: the fewest dominoes a row that keep the list no
 * taller than the board (at least two a row). */
static int
wide_per_row (const PwDominoGrid *g)
{
  int per_row = 2;
  while (per_row < 16 && list_height (g, per_row) > g->rows * CELL)
    per_row++;
  return per_row;
}

static void
domino_measure_wide (const PwModel *model, double *width, double *height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  int per_row = wide_per_row (g);
  *width = g->cols * CELL + 2 * GAP + per_row * BONE_WIDTH - 12;
  *height = MAX (g->rows * CELL, list_height (g, per_row));
}

/* With numerals, their size; with pips (sure to be chosen for numbers up
 * to six at any scale the composer allows, min_key_scale and above), the
 * list's heading alone. */
static double
domino_smallest_type (const PwModel *model, gboolean key, PwNumbers numbers)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  int max = pw_domino_grid_max_value (g);
  gboolean pips = numbers == PW_NUMBERS_PIPS
                  || (numbers == PW_NUMBERS_AUTO && max <= 6 && pw_domino_grid_use_pips (g));
  if (pips && max <= PW_DOMINO_GRID_PIPS_MAX)
    return key ? 0 : HEADING_SIZE;
  double board = CELL * (max >= 10 ? DIGITS_SHARE : DIGIT_SHARE);
  if (key)
    return board;
  return MIN (board, MIN (HEADING_SIZE, BONE_CELL * BONE_DIGITS_SHARE));
}

/* The board may be cut from its list, and the list between rows. */
static GArray *
domino_split_points (const PwModel *model)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  double w, h;
  domino_measure (model, &w, &h);
  int per_row = bones_per_row (w);
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  double y = g->rows * CELL + GAP / 2;
  g_array_append_val (points, y);
  for (int r = 1; r < rows; r++)
    {
      y = g->rows * CELL + GAP + HEADING + r * BONE_HEIGHT - 3.5;
      g_array_append_val (points, y);
    }
  return points;
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

/* @share: of the box's side, the numeral's size. */
static void
draw_value (cairo_t *cr, gboolean pips, int v, double x, double y, double size, double share)
{
  if (pips)
    {
      draw_pips (cr, v, x, y, size);
      return;
    }
  g_autofree char *text = g_strdup_printf ("%d", v);
  pw_render_text_centered (cr, text, NULL, size * share, FALSE, x + size / 2, y + size / 2);
}

static gboolean
is_cell (const PwDominoGrid *g, int r, int c)
{
  return r >= 0 && r < g->rows && c >= 0 && c < g->cols
         && pw_domino_grid_at (g, r, c) != PW_DOMINO_GRID_HOLE;
}

static void
draw_board (cairo_t *cr, const PwDominoGrid *g, gboolean key)
{
  gboolean pips = use_pips (cr, g);
  /* One size for every numeral of a board, the size two digits allow
   * when there are any, so that 7 and 12 read alike. */
  double share = pw_domino_grid_max_value (g) >= 10 ? DIGITS_SHARE : DIGIT_SHARE;
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
        draw_value (cr, pips, pw_domino_grid_at (g, r, c), x0 + c * CELL, r * CELL, CELL, share);
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
  cairo_set_line_width (cr, KEY_LINE);
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i)
        continue;
      int r = i / g->cols, c = i % g->cols, r2 = m / g->cols, c2 = m % g->cols;
      double inset = KEY_INSET, rad = 4.0;
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

/* The checklist from (@x0, @y0), @per_row dominoes a row. */
static void
draw_boneyard (cairo_t *cr, const PwDominoGrid *g, double x0, double y0, int per_row)
{
  gboolean pips = use_pips (cr, g);
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Translators: the heading of the list of dominoes on a printed sheet. */
  pw_render_text (cr, _("Dominoes"), NULL, HEADING_SIZE, TRUE, x0, y0,
                  per_row * BONE_WIDTH - 12, PANGO_ALIGN_LEFT);
  y0 += HEADING;
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      double x = x0 + (i % per_row) * BONE_WIDTH, y = y0 + (i / per_row) * BONE_HEIGHT;
      /* The checkbox, to tick as the domino is placed. */
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.8);
      double cy = y + (BONE_CELL - CHECK) / 2;
      cairo_rectangle (cr, x + 0.4, cy, CHECK, CHECK);
      cairo_stroke (cr);
      /* The domino itself. */
      double bx = x + CHECK + 6;
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.8);
      cairo_rectangle (cr, bx, y, 2 * BONE_CELL, BONE_CELL);
      cairo_stroke (cr);
      cairo_move_to (cr, bx + BONE_CELL, y + 2);
      cairo_line_to (cr, bx + BONE_CELL, y + BONE_CELL - 2);
      cairo_stroke (cr);
      draw_value (cr, pips, d.lo, bx, y, BONE_CELL, BONE_DIGITS_SHARE);
      draw_value (cr, pips, d.hi, bx + BONE_CELL, y, BONE_CELL, BONE_DIGITS_SHARE);
    }
}

static void
domino_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  double w, h;
  domino_measure (model, &w, &h);
  draw_board (cr, g, FALSE);
  if (height < h - 0.5)
    draw_boneyard (cr, g, g->cols * CELL + 2 * GAP, 0, wide_per_row (g));
  else
    draw_boneyard (cr, g, 0, g->rows * CELL + GAP, bones_per_row (width));
}

/* The key: the board with its dominoes outlined; the checklist would
 * only repeat every domino, ticked. */
static void
domino_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  draw_board (cr, (const PwDominoGrid *) model, TRUE);
}

void
pw_domino_grid_draw_board (cairo_t *cr, const PwDominoGrid *g, double cell)
{
  cairo_save (cr);
  cairo_scale (cr, cell / CELL, cell / CELL);
  draw_board (cr, g, FALSE);
  cairo_restore (cr);
}

void
pw_domino_grid_draw_value (cairo_t *cr, gboolean pips, int v, double x, double y, double size)
{
  draw_value (cr, pips, v, x, y, size, BONE_DIGITS_SHARE);
}

static const PwKindRender domino_grid_render = {
  .kind_id = PW_DOMINO_GRID_KIND_ID,
  .preferred_width = 8 * CELL,
  .preferred_height = 7 * CELL,
  .min_scale = 0.45,
  /* Pips up to six stay countable in cells of 5 mm (PIPS_6_MM). */
  .min_key_scale = PIPS_6_MM * 72 / 25.4 / CELL,
  .max_scale = 1.6,
  .instructions = N_("Cover the grid with the dominoes listed below, each used once, so that "
                     "each half lies on its own number. Tick each domino as you place it."),
  .measure = domino_measure,
  .measure_key = domino_measure_key,
  .measure_wide = domino_measure_wide,
  .smallest_type = domino_smallest_type,
  .can_split = TRUE,
  .split_points = domino_split_points,
  .draw_puzzle = domino_draw_puzzle,
  .draw_solution = domino_draw_solution,
  .page = &pw_domino_grid_page,
};

const PwKindRender *
pw_domino_grid_render (void)
{
  return &domino_grid_render;
}
