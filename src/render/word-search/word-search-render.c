/* word-search-render.c — a word search on paper: the grid with letters
 * evenly spaced (diagonals at 45 degrees), the word list sorted in
 * columns below the grid or beside it, and on the key each word outlined
 * by a rounded rectangle along its line. */
#include "word-search-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-render-draw.h"

/* Large print: the same grid spacing (the composer fits the grid to the
 * page either way) with letters that fill more of each cell, in bold,
 * and a list in type as large as the letters. */
#define LARGE 1.4

static double
factor (const PwWordSearchModel *m)
{
  return m->large_print ? LARGE : 1.0;
}

#define CELL PW_WORD_SEARCH_RENDER_CELL
#define LETTER_SIZE (14.0 * factor (m))
#define LIST_SIZE (11.0 * factor (m))
#define GAP (16.0 * factor (m))
#define COLUMN_GAP (14.0 * factor (m))

static int
by_collation (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* The words in the order a reader looks them up, in the grid's case (a
 * list of capitals with one word in small letters would single it out). */
static GPtrArray *
sorted_words (const PwWordSearchModel *m)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < m->words->len; i++)
    g_ptr_array_add (words, pw_word_search_cased (m, ((PwWordSearchWord *) m->words->pdata[i])->text));
  g_ptr_array_sort (words, by_collation);
  return words;
}

/* The widest word of the list, in points, and the height of a line. */
static void
measure_list (const PwWordSearchModel *m, double *widest, double *line)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (s);
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, LIST_SIZE, m->large_print,
                                                         m->language);
  *widest = 0;
  g_autoptr (GPtrArray) words = sorted_words (m);
  for (guint i = 0; i < words->len; i++)
    {
      int w, h;
      pango_layout_set_text (layout, words->pdata[i], -1);
      pango_layout_get_size (layout, &w, &h);
      *widest = MAX (*widest, (double) w / PANGO_SCALE);
    }
  *line = pw_render_line_height (cr, NULL, LIST_SIZE) * 1.25;
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

static guint
list_rows (guint n_words, guint columns)
{
  return columns ? (n_words + columns - 1) / columns : n_words;
}

/* Columns of the list below a grid of @width points. */
static guint
columns_below (const PwWordSearchModel *m, double width, double widest)
{
  guint cols = (guint) floor ((width + COLUMN_GAP) / (widest + COLUMN_GAP));
  return CLAMP (cols, 1, MAX (m->words->len, 1));
}

static void
ws_measure (const PwModel *model, double *width, double *height)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  double widest, line;
  measure_list (m, &widest, &line);
  double grid_w = m->width * CELL;
  *width = MAX (grid_w, widest);
  guint cols = columns_below (m, *width, widest);
  *height = m->height * CELL + GAP + list_rows (m->words->len, cols) * line;
}

/* The list beside the grid, in as many columns as its height needs. */
static void
ws_measure_wide (const PwModel *model, double *width, double *height)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  double widest, line;
  measure_list (m, &widest, &line);
  double grid_h = m->height * CELL;
  guint per_column = MAX (1, (guint) floor (grid_h / line));
  guint cols = MAX (1, (m->words->len + per_column - 1) / per_column);
  *width = m->width * CELL + GAP + cols * (widest + COLUMN_GAP) - COLUMN_GAP;
  *height = grid_h;
}

static double
ws_smallest_type (const PwModel *model, gboolean key, PwNumbers numbers)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  return m->words->len ? LIST_SIZE : LETTER_SIZE;
}

void
pw_word_search_render_outline (cairo_t *cr, double cell, int row, int col, PwWordSearchDirection d, guint n)
{
  int dx, dy;
  pw_word_search_direction_step (d, &dx, &dy);
  double step = cell * sqrt ((double) (dx * dx + dy * dy));
  double r = cell * 0.40;
  double len = (n - 1) * step;
  cairo_save (cr);
  cairo_translate (cr, (col + 0.5) * cell, (row + 0.5) * cell);
  cairo_rotate (cr, atan2 (dy, dx));
  cairo_new_sub_path (cr);
  cairo_arc (cr, len, 0, r, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, 0, 0, r, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_restore (cr);
}

void
pw_word_search_render_grid (cairo_t *cr, const PwWordSearchModel *m, double cell, gboolean key)
{
  double size = LETTER_SIZE * cell / PW_WORD_SEARCH_RENDER_CELL;
  /* A shaped grid shows its shape as a light ground under the letters. */
  if (pw_word_search_count_cells (m) != m->width * m->height)
    {
      cairo_set_source_rgb (cr, 0.93, 0.93, 0.93);
      for (guint y = 0; y < m->height; y++)
        for (guint x = 0; x < m->width; x++)
          if (m->mask[y * m->width + x])
            cairo_rectangle (cr, x * cell, y * cell, cell, cell);
      cairo_fill (cr);
    }
  if (key)
    {
      cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
      cairo_set_line_width (cr, MAX (0.8, cell * 0.06));
      for (guint i = 0; i < m->words->len; i++)
        {
          const PwWordSearchWord *w = m->words->pdata[i];
          guint n = 0;
          g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
          if (!w->placed || n == 0)
            continue;
          pw_word_search_render_outline (cr, cell, w->row, w->col, w->direction, n);
          cairo_stroke (cr);
        }
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint y = 0; y < m->height; y++)
    for (guint x = 0; x < m->width; x++)
      {
        const char *c = m->cells[y * m->width + x];
        if (c && m->mask[y * m->width + x])
          {
            /* A file written before the grid kept one case prints in it too. */
            g_autofree char *cased = pw_word_search_cased (m, c);
            pw_render_text_centered (cr, cased, NULL, size, m->large_print, (x + 0.5) * cell,
                                     (y + 0.5) * cell);
          }
      }
}

static void
draw_list (cairo_t *cr, const PwWordSearchModel *m, double x0, double y0, guint columns,
           double col_width, double line, guint per_column)
{
  g_autoptr (GPtrArray) words = sorted_words (m);
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, LIST_SIZE, m->large_print,
                                                         m->language);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < words->len; i++)
    {
      guint col = i / per_column, row = i % per_column;
      if (col >= columns)
        break;
      pango_layout_set_text (layout, words->pdata[i], -1);
      cairo_move_to (cr, x0 + col * (col_width + COLUMN_GAP), y0 + row * line);
      pw_render_show_layout (cr, layout);
    }
}

static void
draw (cairo_t *cr, const PwModel *model, double width, double height, gboolean key)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  double widest, line, natural_w, natural_h;
  measure_list (m, &widest, &line);
  ws_measure (model, &natural_w, &natural_h);
  double grid_w = m->width * CELL, grid_h = m->height * CELL;
  /* The wide arrangement is never as tall as the first. */
  gboolean wide = m->words->len > 0 && height < natural_h - 0.5;
  cairo_save (cr);
  cairo_translate (cr, wide ? 0 : (width - grid_w) / 2, 0);
  pw_word_search_render_grid (cr, m, CELL, key);
  cairo_restore (cr);
  if (m->words->len == 0)
    return;
  if (wide)
    {
      guint per_column = MAX (1, (guint) floor (grid_h / line));
      guint cols = (m->words->len + per_column - 1) / per_column;
      draw_list (cr, m, grid_w + GAP, 0, cols, widest, line, per_column);
    }
  else
    {
      guint cols = columns_below (m, width, widest);
      guint rows = list_rows (m->words->len, cols);
      double used = cols * (widest + COLUMN_GAP) - COLUMN_GAP;
      draw_list (cr, m, MAX (0, (width - used) / 2), grid_h + GAP, cols, widest, line, rows);
    }
}

static void
ws_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  draw (cr, model, width, height, FALSE);
}

static void
ws_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  draw (cr, model, width, height, TRUE);
}

static const PwKindRender word_search_render = {
  .kind_id = PW_WORD_SEARCH_KIND_ID,
  .preferred_width = 12 * PW_WORD_SEARCH_RENDER_CELL,
  .preferred_height = 12 * PW_WORD_SEARCH_RENDER_CELL,
  .min_scale = 0.6,
  .max_scale = 2.5,
  .instructions = N_("Find every word of the list in the grid. Words run in straight lines "
                     "and may cross."),
  .measure = ws_measure,
  .measure_wide = ws_measure_wide,
  .smallest_type = ws_smallest_type,
  .draw_puzzle = ws_draw_puzzle,
  .draw_solution = ws_draw_solution,
  .page = &pw_word_search_page,
};

const PwKindRender *
pw_word_search_render (void)
{
  return &word_search_render;
}
