/* connecting-wall-render.c — wall sheets, answer keys and cut-out cards. */
#include "connecting-wall-render.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-gloss.h"
#include "connecting-wall-unihan.h"
#include "pw-render-draw.h"
#include "pw-rng.h"

#define CJK_GLYPH 40.0     /* points: a child reads it at arm's length */
#define TEXT_TYPE 15.0
#define MIN_TYPE 9.0
#define LABEL_TYPE 11.0
#define CJK_LABEL_TYPE 24.0
#define LABEL_WIDTH 150.0
#define RADIUS 5.0
#define ITEM_WIDTH (60.0 * 72 / 25.4)
#define ITEM_HEIGHT (40.0 * 72 / 25.4)
/* The key of a CJK wall reads each character out under its card: its
 * reading, then a short meaning, the smallest type a key may have. */
#define READING_TYPE 9.0
#define MEANING_TYPE PW_RENDER_MIN_TYPE
#define CAPTION_HEIGHT (READING_TYPE * 1.3 + MEANING_TYPE * 1.3)

/* Light enough for black text, apart enough to tell on grey printers. */
static const double group_colours[][3] = {
  { 0.60, 0.78, 0.95 }, { 0.66, 0.88, 0.62 }, { 0.98, 0.80, 0.50 }, { 0.86, 0.72, 0.95 },
  { 0.98, 0.66, 0.66 }, { 0.60, 0.90, 0.88 }, { 0.95, 0.90, 0.50 }, { 0.80, 0.80, 0.80 },
};

void
pw_connecting_wall_render_group_rgb (guint g, double *r, double *gr, double *b)
{
  const double *c = group_colours[g % G_N_ELEMENTS (group_colours)];
  *r = c[0], *gr = c[1], *b = c[2];
}

void
pw_connecting_wall_render_card_size (const PwConnectingWallModel *m, double *width, double *height)
{
  *width = m->cjk ? PW_CONNECTING_WALL_CJK_CARD : PW_CONNECTING_WALL_TEXT_CARD_WIDTH;
  *height = m->cjk ? PW_CONNECTING_WALL_CJK_CARD : PW_CONNECTING_WALL_TEXT_CARD_HEIGHT;
}

static guint
n_cols (const PwConnectingWallModel *m)
{
  return m->group_size;
}

static guint
n_rows (const PwConnectingWallModel *m)
{
  guint n = pw_connecting_wall_n_cards (m);
  return MAX (1, (n + m->group_size - 1) / m->group_size);
}

static void
wall_measure (const PwModel *model, double *width, double *height)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  double cw, ch;
  pw_connecting_wall_render_card_size (m, &cw, &ch);
  *width = n_cols (m) * (cw + PW_CONNECTING_WALL_GAP) - PW_CONNECTING_WALL_GAP;
  *height = n_rows (m) * (ch + PW_CONNECTING_WALL_GAP) - PW_CONNECTING_WALL_GAP;
}

/* Whether the key prints readings and meanings under the cards: a CJK
 * wall, with Unihan to say them. */
static gboolean
key_has_captions (const PwConnectingWallModel *m)
{
  for (guint i = 0; m->cjk && i < pw_connecting_wall_n_cards (m); i++)
    {
      g_autofree char *reading
        = pw_connecting_wall_gloss_reading (m, pw_connecting_wall_card_at (m, i, NULL, NULL)->text);
      if (reading)
        return TRUE;
    }
  return FALSE;
}

static void
wall_measure_key (const PwModel *model, double *width, double *height)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  wall_measure (model, width, height);
  *width += PW_CONNECTING_WALL_GAP * 2 + LABEL_WIDTH;
  if (key_has_captions (m))
    *height += n_rows (m) * CAPTION_HEIGHT;
}

/* The language a wall's characters are drawn in: CJK fonts draw a
 * character in the shapes of the place it is written in (返 in Japan,
 * Hong Kong or China). */
static const char *
language_of (const PwConnectingWallModel *m)
{
  if (!m->cjk)
    return NULL;
  switch (m->script)
    {
    case PW_CONNECTING_WALL_FORM_JAPANESE:
      return "ja";
    case PW_CONNECTING_WALL_FORM_TRADITIONAL:
      return "zh-hk";
    default:
      return "zh-cn";
    }
}

/* A layout of @text at the largest size up to the card's own that fits
 * in @w × @h; its size in @size. */
static PangoLayout *
fit_text (cairo_t *cr, const PwConnectingWallModel *m, const char *text, double w, double h,
          double *size)
{
  double s = m->cjk ? CJK_GLYPH : TEXT_TYPE;
  for (;;)
    {
      PangoLayout *layout = pw_render_layout_new (cr, NULL, s, FALSE, language_of (m));
      pango_layout_set_text (layout, text, -1);
      pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      PangoRectangle ink, logical;
      /* Whole words on at most three lines (one, for a character). */
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_get_extents (layout, &ink, &logical);
      gboolean fits = (double) logical.height / PANGO_SCALE <= h
                      && (double) logical.width / PANGO_SCALE <= w
                      && pango_layout_get_line_count (layout) <= (m->cjk ? 1 : 3);
      if (fits || s <= MIN_TYPE)
        {
          *size = s;
          return layout;
        }
      g_object_unref (layout);
      s = MAX (MIN_TYPE, s * 0.9);
    }
}

static double
card_type_size (const PwConnectingWallModel *m, const char *text)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double cw, ch, size;
  pw_connecting_wall_render_card_size (m, &cw, &ch);
  g_object_unref (fit_text (cr, m, text, cw - 8, ch - 6, &size));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return size;
}

static double
wall_smallest_type (const PwModel *model, gboolean key, PwNumbers numbers)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  double smallest = !key ? G_MAXDOUBLE : key_has_captions (m) ? MEANING_TYPE : LABEL_TYPE;
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    {
      const char *text = pw_connecting_wall_card_at (m, i, NULL, NULL)->text;
      if (*text)
        smallest = MIN (smallest, card_type_size (m, text));
    }
  return smallest == G_MAXDOUBLE ? (m->cjk ? CJK_GLYPH : TEXT_TYPE) : smallest;
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

void
pw_connecting_wall_render_card (cairo_t *cr, const PwConnectingWallModel *m, const char *text, double x, double y,
                     double w, double h, const double *rgb)
{
  cairo_save (cr);
  rounded_rect (cr, x + 0.75, y + 0.75, w - 1.5, h - 1.5, RADIUS);
  if (rgb)
    cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  if (text && *text)
    {
      double size;
      g_autoptr (PangoLayout) layout = fit_text (cr, m, text, w - 8, h - 6, &size);
      PangoRectangle logical;
      pango_layout_get_extents (layout, NULL, &logical);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, x + 4, y + (h - (double) logical.height / PANGO_SCALE) / 2
                                  - (double) logical.y / PANGO_SCALE);
      pw_render_show_layout (cr, layout);
    }
  cairo_restore (cr);
}

GArray *
pw_connecting_wall_render_shuffle (const PwConnectingWallModel *m)
{
  guint n = pw_connecting_wall_n_cards (m);
  GArray *order = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  guint64 hash = 1469598103934665603u;
  for (guint i = 0; i < n; i++)
    {
      for (const char *p = pw_connecting_wall_card_at (m, i, NULL, NULL)->text; *p; p++)
        hash = (hash ^ (guchar) *p) * 1099511628211u;
      hash = (hash ^ 0x1f) * 1099511628211u;
      g_array_append_val (order, i);
    }
  PwRng rng;
  pw_rng_init (&rng, hash);
  pw_rng_shuffle (&rng, order->data, n, sizeof (guint));
  return order;
}

static void
wall_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  double cw, ch;
  pw_connecting_wall_render_card_size (m, &cw, &ch);
  g_autoptr (GArray) order = pw_connecting_wall_render_shuffle (m);
  for (guint i = 0; i < order->len; i++)
    {
      PwConnectingWallCard *c = pw_connecting_wall_card_at (m, g_array_index (order, guint, i), NULL, NULL);
      double x = (i % n_cols (m)) * (cw + PW_CONNECTING_WALL_GAP);
      double y = (i / n_cols (m)) * (ch + PW_CONNECTING_WALL_GAP);
      pw_connecting_wall_render_card (cr, m, c->text, x, y, cw, ch, NULL);
    }
}

void
pw_connecting_wall_render_connection (cairo_t *cr, const PwConnectingWallModel *m,
                                      const char *text, double x, double y, double w, double h,
                                      gboolean bold)
{
  /* A component reads at the size of a card's glyph, words as a note. */
  gboolean glyph = m->cjk && g_utf8_strlen (text, -1) == 1;
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL,
                                                         glyph ? CJK_LABEL_TYPE : LABEL_TYPE,
                                                         bold, language_of (m));
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, (int) (h * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, x, y + (h - (double) logical.height / PANGO_SCALE) / 2);
  pw_render_show_layout (cr, layout);
}

/* One line of a key's caption, centred in @w, cut short with an ellipsis. */
static void
draw_caption_line (cairo_t *cr, const PwConnectingWallModel *m, const char *text, double size,
                   double x, double y, double w)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, size, FALSE, language_of (m));
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cairo_move_to (cr, x, y);
  pw_render_show_layout (cr, layout);
}

/* Under a CJK card on the key: how it is read, and what it means. */
static void
draw_caption (cairo_t *cr, const PwConnectingWallModel *m, const char *text, double x, double y,
              double w)
{
  g_autofree char *reading = pw_connecting_wall_gloss_reading (m, text);
  g_autofree char *meaning = pw_connecting_wall_gloss_meaning (m, text);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  if (reading)
    draw_caption_line (cr, m, reading, READING_TYPE, x, y, w);
  if (meaning)
    draw_caption_line (cr, m, meaning, MEANING_TYPE, x, y + READING_TYPE * 1.3, w);
  cairo_restore (cr);
}

/* A row's connection beside it on the key; on a CJK wall the component
 * with its meaning under it ("疒", "sick"). */
static void
draw_connection (cairo_t *cr, const PwConnectingWallModel *m, const char *connection, double x,
                 double y, double w, double h)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, m->cjk ? CJK_LABEL_TYPE
                                                                           : LABEL_TYPE,
                                                         TRUE, language_of (m));
  pango_layout_set_text (layout, connection, -1);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, (int) (h * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  g_autofree char *meaning = pw_connecting_wall_gloss_meaning (m, connection);
  g_autoptr (PangoLayout) under = NULL;
  double under_h = 0;
  if (meaning)
    {
      under = pw_render_layout_new (cr, NULL, LABEL_TYPE, FALSE, NULL);
      pango_layout_set_text (under, meaning, -1);
      pango_layout_set_width (under, (int) (w * PANGO_SCALE));
      pango_layout_set_ellipsize (under, PANGO_ELLIPSIZE_END);
      under_h = LABEL_TYPE * 1.3;
    }
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  double top = y + (h - (double) logical.height / PANGO_SCALE - under_h) / 2;
  cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
  cairo_move_to (cr, x, top);
  pw_render_show_layout (cr, layout);
  if (under)
    {
      cairo_move_to (cr, x, top + (double) logical.height / PANGO_SCALE);
      pw_render_show_layout (cr, under);
    }
}

/* The answer key: each group a row in its colour, its connection beside;
 * on a CJK wall each character's reading and meaning under its card. */
static void
wall_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  double cw, ch;
  pw_connecting_wall_render_card_size (m, &cw, &ch);
  gboolean captions = key_has_captions (m);
  double pitch = ch + PW_CONNECTING_WALL_GAP + (captions ? CAPTION_HEIGHT : 0);
  double label_x = n_cols (m) * (cw + PW_CONNECTING_WALL_GAP) + PW_CONNECTING_WALL_GAP;
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      double rgb[3], y = g * pitch;
      pw_connecting_wall_render_group_rgb (g, &rgb[0], &rgb[1], &rgb[2]);
      for (guint k = 0; k < grp->cards->len && k < n_cols (m); k++)
        {
          const char *text = ((PwConnectingWallCard *) grp->cards->pdata[k])->text;
          double x = k * (cw + PW_CONNECTING_WALL_GAP);
          pw_connecting_wall_render_card (cr, m, text, x, y, cw, ch, rgb);
          if (captions)
            draw_caption (cr, m, text, x - PW_CONNECTING_WALL_GAP / 2, y + ch + 1,
                          cw + PW_CONNECTING_WALL_GAP);
        }
      if (width >= label_x + 20 && *grp->connection)
        draw_connection (cr, m, grp->connection, label_x, y, width - label_x, ch);
    }
}

static guint
wall_n_items (const PwModel *model)
{
  return pw_connecting_wall_n_cards ((const PwConnectingWallModel *) model);
}

/* A cut-out card for a table game: the text large, nothing that gives
 * its group away, not even its place: the cards come in the wall's
 * shuffled order, never group by group. */
static void
wall_draw_item (cairo_t *cr, const PwModel *model, guint index, double width, double height,
                double bleed)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  g_autoptr (GArray) order = pw_connecting_wall_render_shuffle (m);
  PwConnectingWallCard *c = index < order->len
                              ? pw_connecting_wall_card_at (m, g_array_index (order, guint, index),
                                                            NULL, NULL)
                              : NULL;
  cairo_set_source_rgb (cr, 0.93, 0.95, 0.98);
  cairo_rectangle (cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill (cr);
  if (c == NULL || *c->text == '\0')
    return;
  double s = m->cjk ? 80.0 : 22.0;
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, s, FALSE, language_of (m));
  pango_layout_set_text (layout, c->text, -1);
  pango_layout_set_width (layout, (int) ((width - 16) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 8, (height - (double) logical.height / PANGO_SCALE) / 2
                          - (double) logical.y / PANGO_SCALE);
  pw_render_show_layout (cr, layout);
}

static gboolean
glyph_filter (gunichar c, gpointer user_data)
{
  return pw_render_font_has_glyph (c);
}

static const PwKindRender connecting_wall_render = {
  .kind_id = PW_CONNECTING_WALL_KIND_ID,
  .min_scale = 0.5,
  .max_scale = 1.6,
  .instructions = N_("Sort the cards into groups that share a connection; beware of red "
                     "herrings."),
  .measure = wall_measure,
  .measure_key = wall_measure_key,
  .smallest_type = wall_smallest_type,
  .draw_puzzle = wall_draw_puzzle,
  .draw_solution = wall_draw_solution,
  .item_width = ITEM_WIDTH,
  .item_height = ITEM_HEIGHT,
  .n_items = wall_n_items,
  .draw_item = wall_draw_item,
  .page = &pw_connecting_wall_page,
};

const PwKindRender *
pw_connecting_wall_render (void)
{
  /* The kind offers only characters the sheet can print: registering the
   * renderer gives it the font's answer (kinds draw nothing). */
  pw_connecting_wall_cjk_set_glyph_filter (glyph_filter, NULL);
  return &connecting_wall_render;
}
