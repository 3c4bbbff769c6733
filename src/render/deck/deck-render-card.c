/* One card: its face, its symbols, and what the editor marks on it. */
#include "deck-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "deck-layout.h"
#include "deck-sets.h"
#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-picture-cache.h"
#include "pw-render-draw.h"

#define FACE PW_DECK_RENDER_FACE
#define PICTURE_SIDE PW_DECK_RENDER_PICTURE_SIDE

/* Dark, saturated colours that read on white and tell words apart; a
 * symbol keeps its colour on every card. */
static const double palette[][3] = {
  { 0.75, 0.11, 0.16 }, { 0.10, 0.37, 0.71 }, { 0.15, 0.52, 0.27 }, { 0.57, 0.25, 0.67 },
  { 0.85, 0.38, 0.00 }, { 0.00, 0.48, 0.52 }, { 0.53, 0.33, 0.20 }, { 0.20, 0.20, 0.25 },
};

void
pw_deck_render_symbol_rgb (guint symbol, double rgb[3])
{
  memcpy (rgb, palette[symbol % G_N_ELEMENTS (palette)], 3 * sizeof (double));
}

GArray *
pw_deck_render_places (const PwDeckModel *m, guint index)
{
  const PwDeckCard *card = pw_deck_model_card (m, index);
  GArray *places = g_array_new (FALSE, FALSE, sizeof (PwDeckPlace));
  if (card->places->len == card->symbols->len)
    g_array_append_vals (places, card->places->data, card->places->len);
  else
    pw_deck_layout_one (m, index, places);
  return places;
}

GBytes *
pw_deck_render_picture_data (const PwDeckModel *m, const PwDeckSymbol *symbol, GError **error)
{
  if (pw_deck_model_builtin_pictures (m))
    {
      GBytes *bytes = pw_deck_builtin_picture (symbol->name);
      /* Without the default set installed, say that (and how to get it),
       * not that the name is wrong: a sample deck of its pictures names
       * them rightly. */
      if (bytes == NULL && pw_deck_objects_installed (error))
        g_set_error (error, PW_ERROR, PW_ERROR_IO,
                     _("“%s” is not one of the built-in pictures: choose the folder it is in"),
                     symbol->name);
      return bytes;
    }
  g_autofree char *folder = pw_deck_render_picture_folder (m, error);
  if (folder == NULL)
    return NULL;
  return pw_deck_render_read_picture (folder, symbol->name, error);
}

static void
draw_text_symbol (cairo_t *cr, const PwDeckSymbol *s, double r, gboolean bold)
{
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, NULL, 10, bold, NULL);
  pango_layout_set_text (layout, s->name, -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents (layout, &ink, &logical);
  /* A character fills its em box, so 一 stays a short stroke and 口 a
   * square of the same size; a word is fitted by its ink. */
  if (bold)
    ink = logical;
  double w = (double) ink.width / PANGO_SCALE, h = (double) ink.height / PANGO_SCALE;
  if (w <= 0 || h <= 0)
    return;
  /* A word: its ink box's corners on the circle, as large as the circle
   * allows.  A character: its em box as large as a picture's box. */
  double scale = bold ? PICTURE_SIDE * r / MAX (w, h) : 2 * r / sqrt (w * w + h * h);
  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, -(double) ink.x / PANGO_SCALE - w / 2, -(double) ink.y / PANGO_SCALE - h / 2);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_missing (cairo_t *cr, double r)
{
  cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  pw_render_text_centered (cr, "?", NULL, r, TRUE, 0, 0);
}

typedef struct
{
  const PwDeckModel *m;
  const PwDeckSymbol *symbol;
} PictureAsk;

static GBytes *
load_picture (gconstpointer data, GError **error)
{
  const PictureAsk *ask = data;
  return pw_deck_render_picture_data (ask->m, ask->symbol, error);
}

/* A picture being drawn (on the main loop, which does not wait): a
 * faint disc in its place until it comes. */
static void
draw_pending (cairo_t *cr, double r)
{
  cairo_set_source_rgb (cr, 0.93, 0.93, 0.93);
  cairo_arc (cr, 0, 0, r * 0.8, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_symbol (cairo_t *cr, const PwDeckModel *m, guint symbol, const PwDeckPlace *p,
             double half)
{
  const PwDeckSymbol *s = pw_deck_model_symbol (m, symbol);
  double r = p->r * half;
  cairo_save (cr);
  cairo_translate (cr, half + p->x * half, half + p->y * half);
  cairo_rotate (cr, p->angle * G_PI / 180);
  const double *rgb = palette[symbol % G_N_ELEMENTS (palette)];
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  if (s->type == PW_DECK_SYMBOL_PICTURE)
    {
      /* Drawn once per size for all cards, read only when not yet drawn. */
      g_autofree char *key = pw_deck_render_picture_key (m, s);
      PictureAsk ask = { m, s };
      double side = r * PICTURE_SIDE;
      g_autoptr (GError) error = NULL;
      if (pw_picture_cache_draw (cr, key, load_picture, &ask, -side / 2, -side / 2, side, &error))
        ;
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING))
        draw_pending (cr, r);
      else
        draw_missing (cr, r);
    }
  else
    draw_text_symbol (cr, s, r, s->type == PW_DECK_SYMBOL_CHARACTER);
  cairo_restore (cr);
}

static void
card_path (cairo_t *cr, PwDeckShape shape, double size, double inset)
{
  if (shape == PW_DECK_ROUND)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, size / 2, size / 2, size / 2 - inset, 0, 2 * G_PI);
      return;
    }
  double radius = size * 0.06;
  double x = inset, y = inset, w = size - 2 * inset, h = size - 2 * inset;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
pw_deck_render_card (cairo_t *cr, const PwDeckModel *m, guint index, double size, double bleed,
                     const PwDeckCardMarks *marks)
{
  const PwDeckCard *card = pw_deck_model_card (m, index);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  card_path (cr, m->shape, size, 0);
  cairo_fill (cr);
  /* The cut line: a thin grey edge that a circle punch or scissors
   * follow, and that shows where the card ends on screen; in high
   * contrast the screen's edge is black and as wide as a focus ring's, or
   * a white card is lost on the white window. */
  if (marks && marks->strong_edge)
    {
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 2);
      card_path (cr, m->shape, size, 1);
    }
  else
    {
      cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
      cairo_set_line_width (cr, MAX (size / 400, 0.3));
      card_path (cr, m->shape, size, 0);
    }
  cairo_stroke (cr);
  if (marks && marks->bad)
    {
      cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      cairo_set_line_width (cr, size / 60);
      card_path (cr, m->shape, size, size / 120);
      cairo_stroke (cr);
    }
  g_autoptr (GArray) places = pw_deck_render_places (m, index);
  double half = size / 2;
  cairo_translate (cr, half * (1 - FACE), half * (1 - FACE));
  double face_half = half * FACE;
  for (guint i = 0; i < card->symbols->len; i++)
    {
      const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      guint symbol = g_array_index (card->symbols, guint, i);
      gboolean shared = FALSE;
      for (guint k = 0; marks && marks->shared && k < marks->shared->len; k++)
        shared = shared || g_array_index (marks->shared, guint, k) == symbol;
      if (marks && ((int) symbol == marks->highlight || shared || (int) i == marks->selected))
        {
          gboolean selected = (int) i == marks->selected;
          cairo_save (cr);
          if (selected)
            cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
          else
            cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.55);
          cairo_arc (cr, face_half + p->x * face_half, face_half + p->y * face_half,
                     p->r * face_half, 0, 2 * G_PI);
          if (selected)
            {
              cairo_set_line_width (cr, MAX (size / 150, 1));
              cairo_stroke (cr);
            }
          else
            cairo_fill (cr);
          cairo_restore (cr);
        }
      draw_symbol (cr, m, symbol, p, face_half);
    }
  cairo_restore (cr);
}

GPtrArray *
pw_deck_render_check_pictures (const PwDeckModel *m)
{
  return pw_deck_render_check_pictures_drawn (m, NULL);
}

GPtrArray *
pw_deck_render_check_pictures_drawn (const PwDeckModel *m, guint *n_pending)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  if (n_pending)
    *n_pending = 0;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      if (s->type != PW_DECK_SYMBOL_PICTURE)
        continue;
      g_autoptr (GError) error = NULL;
      g_autofree char *digest = pw_deck_render_picture_check (m, s, &error);
      if (digest == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING))
        {
          if (n_pending)
            (*n_pending)++;
        }
      else if (digest == NULL)
        g_ptr_array_add (problems, g_strdup_printf (_("Symbol %u, %s: %s"), i + 1, s->name,
                                                    error->message));
    }
  return problems;
}
