#include "name-dominoes-render.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "name-dominoes-model.h"
#include "pw-render-draw.h"

#define SQ PW_NAME_DOMINOES_RENDER_SQUARE
#define EPSILON_PT 1e-6
/* The space between neighbouring tiles, as a share of a square (Norvig's ϵ). */
#define GAP_SHARE 0.06
#define FRAME 4.0
#define NAME_SIZE 11.0
#define TILE_WIDTH (60.0 * 72 / 25.4)
#define TILE_HEIGHT (30.0 * 72 / 25.4)
/* The smallest names go at scale 1: a long word breaks between letters
 * rather than shrink below it (WASHINGTON needs 4.4 pt on one line of a
 * square), so that a board stays printable on ordinary paper. */
#define NAME_MIN_SIZE 7.0
/* Room between a name and its tile's edge. */
#define FIXED_PAD (SQ * 0.07)
/* The cut-out tiles under the board on the student's sheet: the same
 * squares as the board, so they can be laid on it, with room to cut. */
#define LIST_GAP 16.0
#define LIST_HEADING 22.0
#define LIST_HEADING_SIZE 12.0
#define CUT_GAP 10.0
/* The cards' ivory, like a domino's face. */
#define CARD_RGB 0.98, 0.96, 0.89

void
pw_name_dominoes_render_board_size (const PwModel *model, double *width, double *height)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  *width = m->width * SQ + 2 * FRAME;
  *height = m->height * SQ + 2 * FRAME;
}

/* Which tiles the student's sheet shows on the board: the pinned ones
 * when some, not all, of the placed tiles are pinned; otherwise about one
 * in ten of the placed tiles (at least one), spread over the list.  The
 * other placed tiles are the student's to lay; with nothing placed, all
 * tiles are. */
static gboolean *
names_givens (const PwNameDominoesModel *m)
{
  gboolean *given = g_new0 (gboolean, MAX (m->tiles->len, 1));
  guint placed = 0, pinned = 0;
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      placed += tile->placed;
      pinned += tile->placed && tile->pinned;
    }
  if (pinned > 0 && pinned < placed)
    {
      for (guint t = 0; t < m->tiles->len; t++)
        {
          const PwNameDominoesTile *tile = m->tiles->pdata[t];
          given[t] = tile->placed && tile->pinned;
        }
      return given;
    }
  guint every = MAX (placed / MAX ((placed + 9) / 10, 1), 1), k = 0;
  for (guint t = 0; t < m->tiles->len; t++)
    if (((const PwNameDominoesTile *) m->tiles->pdata[t])->placed)
      given[t] = k++ % every == 0;
  return given;
}

/* Whether tile @t goes to the student as a cut-out. */
static gboolean
to_place (const PwNameDominoesModel *m, const gboolean *given, guint placed, guint t)
{
  const PwNameDominoesTile *tile = m->tiles->pdata[t];
  return placed == 0 ? TRUE : tile->placed && !given[t];
}

/* Lays the cut-outs in rows as wide as the board, from y = 0; calls
 * @each (when not NULL) with each tile's box; returns the rows' count. */
typedef void (*CutoutFunc) (guint tile, double x, double y, gpointer data);

static guint
lay_out_cutouts (const PwNameDominoesModel *m, CutoutFunc each, gpointer data)
{
  double width = m->width * SQ + 2 * FRAME;
  g_autofree gboolean *given = names_givens (m);
  guint placed = pw_name_dominoes_model_count_placed (m), rows = 0;
  double x = 0;
  for (guint t = 0; t < m->tiles->len; t++)
    {
      if (!to_place (m, given, placed, t))
        continue;
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      double w = tile->n_names * SQ;
      if (rows == 0 || (x > 0 && x + w > width + EPSILON_PT))
        {
          rows++;
          x = 0;
        }
      if (each)
        each (t, x, (rows - 1) * (SQ + CUT_GAP), data);
      x += w + CUT_GAP;
    }
  return rows;
}

static double
list_top (const PwNameDominoesModel *m)
{
  return m->height * SQ + 2 * FRAME + LIST_GAP + LIST_HEADING;
}

static void
names_measure (const PwModel *model, double *width, double *height)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  pw_name_dominoes_render_board_size (model, width, height);
  guint rows = lay_out_cutouts (m, NULL, NULL);
  if (rows > 0)
    *height = list_top (m) + rows * (SQ + CUT_GAP) - CUT_GAP;
}

/* On wide paper the cut-outs go beside the board, in rows as wide as it. */
static void
names_measure_wide (const PwModel *model, double *width, double *height)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  guint rows = lay_out_cutouts (m, NULL, NULL);
  double bw, bh;
  pw_name_dominoes_render_board_size (model, &bw, &bh);
  if (rows == 0)
    {
      names_measure (model, width, height);
      return;
    }
  *width = 2 * bw + LIST_GAP;
  *height = MAX (bh, LIST_HEADING + rows * (SQ + CUT_GAP) - CUT_GAP);
}

/* A tall board may be cut between two rows of squares, and the
 * cut-outs between their rows. */
static GArray *
names_split_points (const PwModel *model)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 1; r < m->height; r++)
    {
      double y = FRAME + r * SQ;
      g_array_append_val (points, y);
    }
  guint rows = lay_out_cutouts (m, NULL, NULL);
  for (guint r = 0; r < rows; r++)
    {
      double y = r == 0 ? m->height * SQ + 2 * FRAME + LIST_GAP / 2
                        : list_top (m) + r * (SQ + CUT_GAP) - CUT_GAP / 2;
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
  pw_render_show_layout (cr, layout);
}

/* @name with each word wider than @w at @size broken in its middle
 * ("CAME" over "RON", not "CAMERO" over "N"). */
static char *
break_long_words (cairo_t *cr, const char *name, double size, double w)
{
  g_auto (GStrv) words = g_strsplit (name, " ", -1);
  for (guint i = 0; words[i]; i++)
    {
      g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, size, FALSE, NULL);
      pango_layout_set_text (layout, words[i], -1);
      int lw, lh;
      pango_layout_get_size (layout, &lw, &lh);
      glong n = g_utf8_strlen (words[i], -1);
      if (lw <= w * PANGO_SCALE || n < 2)
        continue;
      const char *middle = g_utf8_offset_to_pointer (words[i], (n + 1) / 2);
      char *broken = g_strdup_printf ("%.*s\n%s", (int) (middle - words[i]), words[i], middle);
      g_free (words[i]);
      words[i] = broken;
    }
  return g_strjoinv (" ", words);
}

/* A layout of @name at @size wrapped into @w: at spaces, and between
 * letters only where a word is wider than the square. */
static PangoLayout *
fixed_name_layout (cairo_t *cr, const char *name, double size, double w)
{
  g_autofree char *text = break_long_words (cr, name, size, w);
  PangoLayout *layout = pw_render_layout_new (cr, NULL, size, FALSE, NULL);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  /* A name broken between letters is still one name: no hyphen. */
  PangoAttrList *attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static gboolean
name_fits (cairo_t *cr, const char *name, double size, double w, double h)
{
  g_autoptr (PangoLayout) layout = fixed_name_layout (cr, name, size, w);
  PangoRectangle ink, logical;
  pango_layout_get_extents (layout, &ink, &logical);
  /* A word broken between letters does not fit unless nothing else would. */
  const char *text = pango_layout_get_text (layout);
  gboolean broken = strchr (text, '\n') != NULL;
  for (GSList *l = pango_layout_get_lines_readonly (layout); l && l->next; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      broken |= text[line->start_index + line->length - 1] != ' ';
    }
  return logical.height <= h * PANGO_SCALE && logical.width <= w * PANGO_SCALE
         && (!broken || size <= NAME_MIN_SIZE);
}

/* One size for every name of @m (as in the comic): the largest up to
 * NAME_SIZE at which each fits its square, broken at spaces; never below
 * NAME_MIN_SIZE, where a long word breaks between letters instead. */
static double
names_type_size (const PwNameDominoesModel *m)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double box = SQ - 2 * FIXED_PAD;
  double size = NAME_SIZE;
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  /* Only the names that print: the layout's, or every tile's when there
   * is no layout yet. */
  gboolean any_placed = pw_name_dominoes_model_count_placed (m) > 0;
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      if (any_placed && !tile->placed)
        continue;
      for (guint k = 0; k < tile->n_names; k++)
        {
          const char *name = tile->names[k];
          if (name[0] == '\0' || !g_hash_table_add (seen, (gpointer) name))
            continue;
          while (size > NAME_MIN_SIZE && !name_fits (cr, name, size, box, box))
            size = MAX (NAME_MIN_SIZE, size - 0.25);
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return size;
}

static void
draw_fixed_name (cairo_t *cr, const char *name, double cx, double cy, double size)
{
  if (name[0] == '\0')
    return;
  g_autoptr (PangoLayout) layout = fixed_name_layout (cr, name, size, SQ - 2 * FIXED_PAD);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_move_to (cr, cx - (SQ - 2 * FIXED_PAD) / 2, cy - (double) lh / PANGO_SCALE / 2);
  pw_render_show_layout (cr, layout);
}

/* Tile @tile's box on a board whose squares are @sq points, from @x0/@y0. */
static void
tile_box (const PwNameDominoesTile *tile, double sq, double x0, double y0, double *bx, double *by,
          double *bw, double *bh)
{
  int ex, ey;
  pw_name_dominoes_square (tile->x, tile->y, tile->direction, tile->n_names - 1, &ex, &ey);
  int lx = MIN (tile->x, ex), ly = MIN (tile->y, ey);
  double gap = sq * GAP_SHARE;
  *bx = x0 + lx * sq + gap / 2;
  *by = y0 + ly * sq + gap / 2;
  *bw = (ABS (ex - tile->x) + 1) * sq - gap;
  *bh = (ABS (ey - tile->y) + 1) * sq - gap;
}

/* The board at its natural size: the tiles @shown (NULL: every placed
 * one), names at @size points each (0: each shrunk to fit its square). */
static void
draw_board (cairo_t *cr, const PwNameDominoesModel *m, const gboolean *shown, double size,
            const gboolean *marked)
{
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&m->parent, &nat_w, &nat_h);

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
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      if (!tile->placed || (shown != NULL && !shown[t]))
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
          pw_name_dominoes_square (tile->x, tile->y, tile->direction, k, &sx, &sy);
          double pad = SQ * 0.1;
          if (size > 0)
            draw_fixed_name (cr, tile->names[k], FRAME + (sx + 0.5) * SQ,
                             FRAME + (sy + 0.5) * SQ, size);
          else
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
}

void
pw_name_dominoes_render_board (cairo_t *cr, const PwModel *model, double width, double height,
                       const gboolean *marked)
{
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (model, &nat_w, &nat_h);
  cairo_save (cr);
  cairo_scale (cr, width / nat_w, height / nat_h);
  draw_board (cr, (const PwNameDominoesModel *) model, NULL, 0, marked);
  cairo_restore (cr);
}

typedef struct
{
  cairo_t *cr;
  const PwNameDominoesModel *m;
  double x0, y0, size;
} CutoutDraw;

static void
draw_cutout (guint t, double x, double y, gpointer data)
{
  CutoutDraw *d = data;
  const PwNameDominoesTile *tile = d->m->tiles->pdata[t];
  cairo_t *cr = d->cr;
  double w = tile->n_names * SQ;
  x += d->x0;
  y += d->y0;
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1.0);
  cairo_rectangle (cr, x, y, w, SQ);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 0.5);
  for (guint k = 1; k < tile->n_names; k++)
    {
      cairo_move_to (cr, x + k * SQ, y + SQ * 0.15);
      cairo_line_to (cr, x + k * SQ, y + SQ * 0.85);
    }
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint k = 0; k < tile->n_names; k++)
    draw_fixed_name (cr, tile->names[k], x + (k + 0.5) * SQ, y + SQ / 2, d->size);
}

/* The student's sheet: the board with the given tiles only, and the
 * tiles to lay as cut-outs under it (beside it when drawn at the wide
 * arrangement's size, which is never as tall). */
static void
names_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  g_autofree gboolean *given = names_givens (m);
  double size = names_type_size (m);
  draw_board (cr, m, given, size, NULL);
  if (lay_out_cutouts (m, NULL, NULL) == 0)
    return;
  double nat_w, nat_h, bw, bh;
  names_measure (model, &nat_w, &nat_h);
  pw_name_dominoes_render_board_size (model, &bw, &bh);
  gboolean beside = height < nat_h - 0.5;
  double x0 = beside ? bw + LIST_GAP : 0, top = beside ? 0 : bh + LIST_GAP;
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Translators: above the tiles a student cuts out on a name-dominoes sheet. */
  pw_render_text (cr, _("Tiles to lay (cut along the lines)"), NULL, LIST_HEADING_SIZE, TRUE, x0,
                  top, bw, PANGO_ALIGN_LEFT);
  CutoutDraw d = { cr, m, x0, top + LIST_HEADING, size };
  lay_out_cutouts (m, draw_cutout, &d);
}

/* The key: one layout that uses every tile the student lays. */
static void
names_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  draw_board (cr, m, NULL, names_type_size (m), NULL);
  if (pw_name_dominoes_model_count_placed (m) == 0)
    {
      double w, h;
      pw_name_dominoes_render_board_size (model, &w, &h);
      cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
      pw_render_text (cr, _("No layout yet: fill the board (Auto-Fill) to print its key."), NULL,
                      LIST_HEADING_SIZE, TRUE, FRAME * 3, FRAME * 3, w - FRAME * 6,
                      PANGO_ALIGN_LEFT);
    }
}

/* A poster: the layout as the editor shows it, each name as large as
 * its square allows. */
static void
names_draw_poster (cairo_t *cr, const PwModel *model, double width, double height)
{
  pw_name_dominoes_render_board (cr, model, width, height, NULL);
}

static double
names_smallest_type (const PwModel *model, gboolean key, PwNumbers numbers)
{
  return names_type_size ((const PwNameDominoesModel *) model);
}

void
pw_name_dominoes_render_tile (cairo_t *cr, const char *const *names, guint n_names, double w, double h)
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
  return ((const PwNameDominoesModel *) model)->tiles->len;
}

/* A tile as a card: its colour runs out into the bleed, and no frame
 * sits on the trim line, where any drift of the cutter would show it;
 * a short line parts the squares, as on a domino. */
static void
names_draw_item (cairo_t *cr, const PwModel *model, guint index, double width, double height,
                 double bleed)
{
  const PwNameDominoesModel *m = (const PwNameDominoesModel *) model;
  if (index >= m->tiles->len)
    return;
  const PwNameDominoesTile *tile = m->tiles->pdata[index];
  cairo_set_source_rgb (cr, CARD_RGB);
  cairo_rectangle (cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill (cr);
  guint n = MAX (tile->n_names, 1);
  double sq = width / n;
  cairo_set_source_rgb (cr, 0.45, 0.42, 0.36);
  cairo_set_line_width (cr, 0.75);
  for (guint k = 1; k < n; k++)
    {
      cairo_move_to (cr, k * sq, height * 0.2);
      cairo_line_to (cr, k * sq, height * 0.8);
    }
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Names keep 3 mm clear of the trim. */
  double inset = 3 * 72 / 25.4;
  for (guint k = 0; k < tile->n_names; k++)
    draw_name (cr, tile->names[k], (k + 0.5) * sq, height / 2, sq - 2 * inset, height - 2 * inset,
               MIN (height, sq) * 0.3);
}

static const PwKindRender names_render = {
  .kind_id = PW_NAME_DOMINOES_KIND_ID,
  .preferred_width = 16 * SQ,
  .preferred_height = 24 * SQ,
  /* Names shrink to fit their squares, so a board may print small. */
  .min_scale = 0.25,
  .max_scale = 4,
  .min_key_scale = 0.2,
  .instructions = N_("Cut out the tiles and lay them on the board, each next to the tiles "
                     "already there, so that every name touches only an equal name."),
  .measure = names_measure,
  .measure_key = pw_name_dominoes_render_board_size,
  .measure_wide = names_measure_wide,
  .smallest_type = names_smallest_type,
  .can_split = TRUE,
  .split_points = names_split_points,
  .draw_puzzle = names_draw_puzzle,
  .draw_solution = names_draw_solution,
  .measure_poster = pw_name_dominoes_render_board_size,
  .draw_poster = names_draw_poster,
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
