#include "deck-render.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "deck-sets.h"
#include "deck-silhouette.h"
#include "pw-page-setup.h"
#include "pw-render-draw.h"

#define CARD (PW_DECK_CARD_MM * PW_POINTS_PER_MM)
/* Round cards that touch leave scissors nowhere to go: room between. */
#define CUT_GAP (4.0 * PW_POINTS_PER_MM)
/* The sheet's overview: small cards, numbered, COLS to a row. */
#define THUMB 96.0
#define LABEL 12.0
#define GAP 10.0
#define COLS 5
#define PITCH_Y (THUMB + LABEL + GAP)

static guint
n_rows (const PwDeckModel *m)
{
  return MAX (1, (m->cards->len + COLS - 1) / COLS);
}

static void
deck_measure (const PwModel *model, double *width, double *height)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  *width = COLS * (THUMB + GAP) - GAP;
  *height = n_rows (m) * PITCH_Y - GAP;
}

static GArray *
deck_split_points (const PwModel *model)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 1; r < n_rows (m); r++)
    {
      double y = r * PITCH_Y - GAP / 2;
      g_array_append_val (points, y);
    }
  return points;
}

static void
thumb_origin (guint index, double *x, double *y)
{
  *x = (index % COLS) * (THUMB + GAP);
  *y = (index / COLS) * PITCH_Y;
}

static void
draw_label (cairo_t *cr, guint index, double x, double y)
{
  g_autofree char *text = g_strdup_printf ("%u", index + 1);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  pw_render_text_centered (cr, text, NULL, 8, FALSE, x + THUMB / 2, y + THUMB + LABEL / 2);
}

static void
deck_draw_puzzle (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  for (guint c = 0; c < m->cards->len; c++)
    {
      double x, y;
      thumb_origin (c, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      pw_deck_render_card (cr, m, c, THUMB, 0, NULL);
      cairo_restore (cr);
      draw_label (cr, c, x, y);
    }
}

/* The key: each card's symbols in words, where its picture was, so a
 * teacher can check a printed card or find a lost one. */
static void
deck_draw_solution (cairo_t *cr, const PwModel *model, double width, double height)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  for (guint c = 0; c < m->cards->len; c++)
    {
      double x, y;
      thumb_origin (c, &x, &y);
      GArray *s = pw_deck_model_card (m, c)->symbols;
      GString *text = g_string_new (NULL);
      for (guint i = 0; i < s->len; i++)
        g_string_append_printf (text, "%s%s", i ? "\n" : "",
                                pw_deck_model_symbol (m, g_array_index (s, guint, i))->name);
      cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
      cairo_set_line_width (cr, 0.5);
      cairo_rectangle (cr, x + 0.25, y + 0.25, THUMB - 0.5, THUMB - 0.5);
      cairo_stroke (cr);
      cairo_save (cr);
      cairo_rectangle (cr, x, y, THUMB, THUMB);
      cairo_clip (cr);
      /* Small enough for the longest card (33 symbols at order 32). */
      double size = MIN (8.0, (THUMB - 6) / MAX (s->len, 1) / 1.25);
      cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
      pw_render_text (cr, text->str, NULL, size, FALSE, x + 3, y + 3, THUMB - 6,
                      PANGO_ALIGN_LEFT);
      cairo_restore (cr);
      g_string_free (text, TRUE);
      draw_label (cr, c, x, y);
    }
}

static guint
deck_n_items (const PwModel *model)
{
  return ((const PwDeckModel *) model)->cards->len;
}

static void
deck_draw_item (cairo_t *cr, const PwModel *model, guint index, double width, double height,
                double bleed)
{
  pw_deck_render_card (cr, (const PwDeckModel *) model, index, MIN (width, height), bleed, NULL);
}

/* A coloured back that runs into the bleed, so a card cut or punched a
 * little off its line shows no white edge; a ring marks the face's
 * edge and the card's number is small at the bottom, to check duplex
 * prints card by card. */
static void
deck_draw_item_back (cairo_t *cr, const PwModel *model, guint index, double width,
                     double height, double bleed)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  double size = MIN (width, height), half = size / 2;
  cairo_set_source_rgb (cr, 0.10, 0.37, 0.71);
  if (m->shape == PW_DECK_ROUND)
    cairo_arc (cr, half, half, half + bleed, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, -bleed, -bleed, size + 2 * bleed, size + 2 * bleed);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 2.5);
  cairo_arc (cr, half, half, half * 0.78, 0, 2 * G_PI);
  cairo_stroke (cr);
  for (int k = 0; k < 8; k++)
    {
      double a = k * G_PI / 4;
      cairo_arc (cr, half + cos (a) * half * 0.45, half + sin (a) * half * 0.45, half * 0.12, 0,
                 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_arc (cr, half, half, half * 0.2, 0, 2 * G_PI);
  cairo_fill (cr);
  g_autofree char *text = g_strdup_printf ("%u", index + 1);
  pw_render_text_centered (cr, text, NULL, 8, FALSE, half, size * 0.9);
}

/* Twemoji's licence (CC BY 4.0) asks for credit wherever its pictures
 * are shown: every printed page of a deck that draws one. */
static char *
deck_credits (const PwModel *model)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  if (!pw_deck_model_builtin_pictures (m))
    return NULL;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      g_autofree char *label = s->type == PW_DECK_SYMBOL_PICTURE
                                 ? pw_deck_picture_label (s->name, NULL) : NULL;
      if (label)
        return g_strdup (_("Pictures: Twemoji by Twitter, Inc and other contributors, "
                           "CC BY 4.0 (creativecommons.org/licenses/by/4.0)"));
    }
  return NULL;
}

static const PwKindRender deck_kind_render = {
  .kind_id = PW_DECK_KIND_ID,
  .preferred_width = COLS * (THUMB + GAP) - GAP,
  .preferred_height = PITCH_Y - GAP,
  .min_scale = 0.5,
  .max_scale = 1.2,
  .instructions = N_("Every two cards share exactly one symbol. Find it!"),
  .measure = deck_measure,
  .can_split = TRUE,
  .split_points = deck_split_points,
  .draw_puzzle = deck_draw_puzzle,
  .draw_solution = deck_draw_solution,
  .item_width = CARD,
  .item_height = CARD,
  .item_gap = CUT_GAP,
  .n_items = deck_n_items,
  .draw_item = deck_draw_item,
  .draw_item_back = deck_draw_item_back,
  .cards_first = TRUE,
  .page = &pw_deck_page,
  .credits = deck_credits,
};

const PwKindRender *
pw_deck_render (void)
{
  /* The kind's validate asks this layer about pictures: it opens no
   * files itself. */
  pw_deck_set_picture_check (pw_deck_render_picture_check);
  pw_deck_set_silhouette_func (pw_deck_render_picture_silhouette);
  return &deck_kind_render;
}
