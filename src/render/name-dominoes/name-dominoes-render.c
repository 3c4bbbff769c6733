#include "name-dominoes-render.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "names-model.h"
#include "pw-render-draw.h"

#define SQ PW_NAMES_RENDER_SQUARE
/* The space between neighbouring tiles, as a share of a square (Norvig's ϵ). */
#define GAP_SHARE 0.06
#define FRAME 4.0
#define NAME_SIZE 11.0
#define TILE_WIDTH (60.0 * 72 / 25.4)
#define TILE_HEIGHT (30.0 * 72 / 25.4)

static void
names_measure (const PwModel *model, double *width, double *height)
{
  const PwNamesModel *m = (const PwNamesModel *) model;
  *width = m->width * SQ + 2 * FRAME;
  *height = m->height * SQ + 2 * FRAME;
}

/* A tall board may be cut between two rows of squares. */
static GArray *
names_split_points (const PwModel *model)
{
  const PwNamesModel *m = (const PwNamesModel *) model;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 1; r < m->height; r++)
    {
      double y = FRAME + r * SQ;
      g_array_append_val (points, y);
    }
  return points;
}

/* @name centred in a box of @w × @h around (@cx, @cy), at @size points or
 * smaller so that it fits; a name of several words may take two lines
 * when that lets it stay larger. */
static void
draw_name (cairo_t *cr, const char *name, double cx, double cy, double w, double h, double size)
{
  if (name[0] == '\0' || w <= 0 || h <= 0)
    return;
  g_autofree char *two = NULL;
  const char *space = strchr (name, ' ');
  if (space != NULL)
    {
      /* Break at the space nearest the middle. */
      gsize len = strlen (name), best = 0;
      for (const char *p = name; (p = strchr (p, ' ')) != NULL; p++)
        if (best == 0 || ABS ((gssize) (p - name) * 2 - (gssize) len)
                             < ABS ((gssize) best * 2 - (gssize) len))
          best = (gsize) (p - name);
      two = g_strdup (name);
      two[best] = '\n';
    }
  const char *variants[2] = { name, two };
  double best_scale = -1;
  const char *best_text = name;
  for (guint v = 0; v < 2 && variants[v]; v++)
    {
      g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, size, FALSE, NULL);
      pango_layout_set_text (layout, variants[v], -1);
      int lw, lh;
      pango_layout_get_size (layout, &lw, &lh);
      double scale = MIN (1.0, MIN (w * PANGO_SCALE / MAX (lw, 1), h * PANGO_SCALE / MAX (lh, 1)));
      if (scale > best_scale + 0.05)
        {
          best_scale = scale;
          best_text = variants[v];
        }
    }
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, size * best_scale, FALSE,
                                                         NULL);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, best_text, -1);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_move_to (cr, cx - (double) lw / PANGO_SCALE / 2, cy - (double) lh / PANGO_SCALE / 2);
  pango_cairo_show_layout (cr, layout);
}

/* Tile @tile's box on a board whose squares are @sq points, from @x0/@y0. */
static void
tile_box (const PwNamesTile *tile, double sq, double x0, double y0, double *bx, double *by,
          double *bw, double *bh)
{
  int ex, ey;
  pw_names_square (tile->x, tile->y, tile->direction, tile->n_names - 1, &ex, &ey);
  int lx = MIN (tile->x, ex), ly = MIN (tile->y, ey);
  double gap = sq * GAP_SHARE;
  *bx = x0 + lx * sq + gap / 2;
  *by = y0 + ly * sq + gap / 2;
  *bw = (ABS (ex - tile->x) + 1) * sq - gap;
  *bh = (ABS (ey - tile->y) + 1) * sq - gap;
}

void
pw_names_render_board (cairo_t *cr, const PwModel *model, double width, double height,
                       const gboolean *marked)
{
  const PwNamesModel *m = (const PwNamesModel *) model;
  double nat_w, nat_h;
  names_measure (model, &nat_w, &nat_h);
  cairo_save (cr);
  cairo_scale (cr, width / nat_w, height / nat_h);

  /* The frame round the board, and faint dots where squares meet, so an
   * empty board still shows its squares. */
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1.5);
  cairo_rectangle (cr, FRAME / 2, FRAME / 2, nat_w - FRAME, nat_h - FRAME);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.78, 0.78, 0.78);
  for (guint y = 1; y < m->height; y++)
    for (guint x = 1; x < m->width; x++)
      {
        cairo_arc (cr, FRAME + x * SQ, FRAME + y * SQ, 0.8, 0, 2 * G_PI);
        cairo_fill (cr);
      }

  cairo_set_line_width (cr, 1.0);
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNamesTile *tile = m->tiles->pdata[t];
      if (!tile->placed)
        continue;
      double bx, by, bw, bh;
      tile_box (tile, SQ, FRAME, FRAME, &bx, &by, &bw, &bh);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, bx, by, bw, bh);
      cairo_fill_preserve (cr);
      gboolean red = marked != NULL && marked[t];
      if (red)
        cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, red ? 2.5 : 1.0);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      for (guint k = 0; k < tile->n_names; k++)
        {
          int sx, sy;
          pw_names_square (tile->x, tile->y, tile->direction, k, &sx, &sy);
          double pad = SQ * 0.1;
          draw_name (cr, tile->names[k], FRAME + (sx + 0.5) * SQ, FRAME + (sy + 0.5) * SQ,
                     SQ - 2 * pad, SQ - 2 * pad, NAME_SIZE);
        }
      if (tile->pinned)
        {
          /* A small filled corner marks a pinned tile. */
          cairo_move_to (cr, bx + bw, by);
          cairo_line_to (cr, bx + bw - 6, by);
          cairo_line_to (cr, bx + bw, by + 6);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

static void
names_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  pw_names_render_board (cr, model, width, height, NULL);
}

void
pw_names_render_tile (cairo_t *cr, const char *const *names, guint n_names, double w, double h)
{
  if (n_names == 0)
    return;
  double sq = MIN (h, w / n_names);
  double x0 = (w - sq * n_names) / 2, y0 = (h - sq) / 2;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x0, y0, sq * n_names, sq);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, MAX (0.75, sq / 40));
  cairo_stroke (cr);
  /* A thin line between the squares, as on a domino. */
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, MAX (0.5, sq / 80));
  for (guint k = 1; k < n_names; k++)
    {
      cairo_move_to (cr, x0 + k * sq, y0 + sq * 0.15);
      cairo_line_to (cr, x0 + k * sq, y0 + sq * 0.85);
      cairo_stroke (cr);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint k = 0; k < n_names; k++)
    draw_name (cr, names[k], x0 + (k + 0.5) * sq, y0 + sq / 2, sq * 0.84, sq * 0.84,
               sq * 0.3);
  cairo_restore (cr);
}

static guint
names_n_items (const PwModel *model)
{
  return ((const PwNamesModel *) model)->tiles->len;
}

static void
names_draw_item (cairo_t *cr, const PwModel *model, guint index, double width, double height,
                 double bleed)
{
  const PwNamesModel *m = (const PwNamesModel *) model;
  if (index >= m->tiles->len)
    return;
  const PwNamesTile *tile = m->tiles->pdata[index];
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill (cr);
  pw_names_render_tile (cr, (const char *const *) tile->names, tile->n_names, width, height);
}

static const PwKindRender names_render = {
  .kind_id = PW_NAMES_KIND_ID,
  .preferred_width = 16 * SQ,
  .preferred_height = 24 * SQ,
  /* Names shrink to fit their squares, so a board may print small. */
  .min_scale = 0.25,
  .max_scale = 4,
  .min_key_scale = 0.2,
  .instructions = N_("Lay the tiles so that every name touches only an equal name."),
  .measure = names_measure,
  .can_split = TRUE,
  .split_points = names_split_points,
  .draw_puzzle = names_draw_puzzle,
  .draw_solution = names_draw_puzzle,
  .item_width = TILE_WIDTH,
  .item_height = TILE_HEIGHT,
  .n_items = names_n_items,
  .draw_item = names_draw_item,
};

const PwKindRender *
pw_name_dominoes_render (void)
{
  return &names_render;
}
