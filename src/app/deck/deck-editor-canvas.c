/* The card canvas: the selected card drawn through the kind's renderer,
 * a symbol moved by dragging, resized by scrolling and turned with
 * Shift+scroll or R; and the play preview, two cards dealt side by side
 * where the player clicks the symbol they share. */
#include "deck-editor-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "deck-layout.h"
#include "deck-render.h"
#include "pw-a11y.h"
#include "pw-rng.h"

#define MARGIN 12.0
#define GROW 1.06
#define TURN 10.0

/* Where a card of the canvas is: its top-left and size in pixels. */
typedef struct
{
  double x, y, size;
} Frame;

static guint
n_frames (PwDeckEditor *self)
{
  return self->playing ? 2 : 1;
}

static Frame
frame_of (PwDeckEditor *self, guint which)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self->canvas));
  double h = gtk_widget_get_height (GTK_WIDGET (self->canvas));
  guint n = n_frames (self);
  double slot = w / n;
  Frame f;
  f.size = MAX (MIN (slot, h) - 2 * MARGIN, 10);
  f.x = slot * which + (slot - f.size) / 2;
  f.y = (h - f.size) / 2;
  return f;
}

static guint
card_of (PwDeckEditor *self, guint which)
{
  if (!self->playing)
    return self->card;
  return which == 0 ? self->play_a : self->play_b;
}

guint
pw_deck_editor_card_in_frame (PwDeckEditor *self, guint which)
{
  return card_of (self, which);
}

/* The keyboard's cursor around symbol @position on the card in frame
 * @which, when the canvas has the focus. */
static void
draw_symbol_focus (PwDeckEditor *self, cairo_t *cr, const PwDeckModel *m, guint which,
                   int position)
{
  guint card = card_of (self, which);
  if (position < 0 || card >= m->cards->len)
    return;
  g_autoptr (GArray) places = pw_deck_render_places (m, card);
  if ((guint) position >= places->len)
    return;
  const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, position);
  Frame f = frame_of (self, which);
  double half = f.size / 2, unit = half * PW_DECK_RENDER_FACE;
  double cx = f.x + half + p->x * unit, cy = f.y + half + p->y * unit, r = p->r * unit;
  pw_a11y_draw_focus_ring (cr, cx - r, cy - r, 2 * r, 2 * r);
}

static gboolean
in_bad_pair (PwDeckEditor *self, guint card)
{
  for (guint i = 0; self->bad && i < self->bad->len; i++)
    {
      const PwDeckBadPair *p = &g_array_index (self->bad, PwDeckBadPair, i);
      if (p->a == card || p->b == card)
        return TRUE;
    }
  return FALSE;
}

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDeckEditor *self = data;
  const PwDeckModel *m = self->dragging ? self->dragging : pw_deck_editor_model (self);
  if (m->cards->len == 0)
    return;
  for (guint k = 0; k < n_frames (self); k++)
    {
      Frame f = frame_of (self, k);
      guint card = card_of (self, k);
      if (card >= m->cards->len)
        continue;
      PwDeckCardMarks marks = { -1, NULL, -1, FALSE, pw_a11y_high_contrast () };
      g_autoptr (GArray) shared = NULL;
      if (!self->playing)
        {
          marks.highlight = pw_deck_editor_selected_symbol (self);
          marks.selected = self->selected;
          marks.bad = in_bad_pair (self, card);
          /* The pair picked in the list: what its two cards share. */
          if (self->pair >= 0 && self->bad && (guint) self->pair < self->bad->len)
            {
              const PwDeckBadPair *p = &g_array_index (self->bad, PwDeckBadPair, self->pair);
              if ((p->a == card || p->b == card) && p->a < m->cards->len
                  && p->b < m->cards->len)
                shared = pw_deck_model_shared (m, p->a, p->b);
              marks.shared = shared;
            }
        }
      cairo_save (cr);
      cairo_translate (cr, f.x, f.y);
      pw_deck_render_card (cr, m, card, f.size, 0, &marks);
      cairo_restore (cr);
    }
  if (gtk_widget_has_focus (GTK_WIDGET (self->canvas)))
    {
      if (self->playing)
        draw_symbol_focus (self, cr, m, self->play_which, self->play_position);
      else
        draw_symbol_focus (self, cr, m, 0, self->selected);
    }
}

/* The position on the card (in frame @which) of the symbol under
 * (@x, @y), the one drawn last (on top) first; -1 for none. */
static int
hit (PwDeckEditor *self, guint which, double x, double y)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  guint card = card_of (self, which);
  if (card >= m->cards->len)
    return -1;
  Frame f = frame_of (self, which);
  double half = f.size / 2, unit = half * PW_DECK_RENDER_FACE;
  g_autoptr (GArray) places = pw_deck_render_places (m, card);
  for (guint i = places->len; i-- > 0;)
    {
      const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      double dx = x - (f.x + half + p->x * unit), dy = y - (f.y + half + p->y * unit);
      if (dx * dx + dy * dy <= p->r * unit * p->r * unit)
        return (int) i;
    }
  return -1;
}

/* A copy of the model whose card @card has its places stored (a card of
 * a hand-written file may have none yet), for an edit of one place. */
static PwDeckModel *
model_for_edit (PwDeckEditor *self, guint card)
{
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  PwDeckCard *c = pw_deck_model_card (m, card);
  if (c->places->len != c->symbols->len)
    {
      g_autoptr (GArray) places = pw_deck_render_places (m, card);
      g_array_set_size (c->places, 0);
      g_array_append_vals (c->places, places->data, places->len);
    }
  return m;
}

/* Keeps a place on the card: pulled back towards the middle when a drag
 * or a resize would push it over the edge. */
static void
keep_inside (PwDeckShape shape, PwDeckPlace *p)
{
  p->r = CLAMP (p->r, 0.05, 1.0 - 2 * PW_DECK_LAYOUT_GAP);
  double room = 1.0 - PW_DECK_LAYOUT_GAP - p->r;
  if (shape == PW_DECK_ROUND)
    {
      double d = hypot (p->x, p->y);
      if (d > room && d > 0)
        p->x *= room / d, p->y *= room / d;
    }
  else
    {
      p->x = CLAMP (p->x, -room, room);
      p->y = CLAMP (p->y, -room, room);
    }
}

/* What a player calls a symbol: a picture by its file name without the
 * extension, hyphens and underscores as spaces ("green-diamond.svg" is
 * "green diamond"); a word or character as it is. */
static char *
spoken_name (const PwDeckSymbol *symbol)
{
  if (symbol->type != PW_DECK_SYMBOL_PICTURE)
    return g_strdup (symbol->name);
  char *name = g_path_get_basename (symbol->name);
  char *dot = strrchr (name, '.');
  if (dot && dot != name)
    *dot = '\0';
  g_strdelimit (name, "-_", ' ');
  return name;
}

static void
play_click (PwDeckEditor *self, double x, double y)
{
  for (guint k = 0; k < 2; k++)
    {
      int i = hit (self, k, x, y);
      if (i < 0)
        continue;
      pw_deck_editor_play_pick (self, k, i);
      return;
    }
}

void
pw_deck_editor_play_pick (PwDeckEditor *self, guint k, int i)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  guint card = card_of (self, k);
  if (!self->playing || i < 0 || card >= m->cards->len
      || (guint) i >= pw_deck_model_card (m, card)->symbols->len)
    return;
  guint symbol = g_array_index (pw_deck_model_card (m, card)->symbols, guint, i);
  g_autoptr (GArray) shared = pw_deck_model_shared (m, self->play_a, self->play_b);
  gboolean found = FALSE;
  for (guint s = 0; s < shared->len; s++)
    found = found || g_array_index (shared, guint, s) == symbol;
  g_autofree char *text = NULL;
  g_autofree char *said = spoken_name (pw_deck_model_symbol (m, symbol));
  if (found)
    {
      double seconds = (g_get_monotonic_time () - self->play_start) / 1e6;
      self->play_found++;
      self->play_seconds += seconds;
      g_autofree char *score = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u found, %.1f seconds on average",
                     "%u found, %.1f seconds on average", self->play_found),
        self->play_found, self->play_seconds / self->play_found);
      /* Translators: the symbol, the seconds it took, then the score
       * ("3 found, 2.4 seconds on average"). */
      text = g_strdup_printf (_("Found “%s” in %.1f seconds (%s). Here are two more cards."),
                              said, seconds, score);
      pw_deck_editor_play_deal (self);
    }
  else
    text = g_strdup_printf (_("“%s” is not on both cards"), said);
  gtk_label_set_text (self->verdict, text);
  /* Said to a screen reader too: the game's answer. */
  pw_a11y_announce (GTK_WIDGET (self->canvas), text);
}

void
pw_deck_editor_play_deal (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  PwRng rng;
  pw_rng_init_child (&rng, pw_rng_fresh_seed (), self->play_round++);
  self->play_a = (guint) pw_rng_below (&rng, m->cards->len);
  self->play_b = (guint) pw_rng_below (&rng, m->cards->len - 1);
  if (self->play_b >= self->play_a)
    self->play_b++;
  /* The keyboard starts again on the left card's first symbol. */
  self->play_which = 0;
  self->play_position = 0;
  self->play_start = g_get_monotonic_time ();
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
pressed (GtkGestureClick *gesture, int n_press, double x, double y, PwDeckEditor *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  if (self->playing)
    {
      play_click (self, x, y);
      return;
    }
  self->selected = hit (self, 0, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwDeckEditor *self)
{
  if (self->playing || pw_deck_editor_model (self)->cards->len == 0)
    return;
  self->selected = hit (self, 0, x, y);
  if (self->selected < 0)
    return;
  self->dragging = model_for_edit (self, self->card);
  const PwDeckPlace *p = &g_array_index (pw_deck_model_card (self->dragging, self->card)->places,
                                         PwDeckPlace, self->selected);
  self->drag_x = p->x;
  self->drag_y = p->y;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, PwDeckEditor *self)
{
  if (self->dragging == NULL)
    return;
  Frame f = frame_of (self, 0);
  double unit = f.size / 2 * PW_DECK_RENDER_FACE;
  PwDeckPlace *p = &g_array_index (pw_deck_model_card (self->dragging, self->card)->places,
                                   PwDeckPlace, self->selected);
  p->x = self->drag_x + dx / unit;
  p->y = self->drag_y + dy / unit;
  keep_inside (self->dragging->shape, p);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwDeckEditor *self)
{
  if (self->dragging == NULL)
    return;
  PwDeckModel *m = g_steal_pointer (&self->dragging);
  if (dx == 0 && dy == 0)
    {
      pw_model_free (&m->parent);
      return;
    }
  pw_deck_editor_apply (self, m, _("Move Symbol"));
}

void
pw_deck_editor_nudge_selected (PwDeckEditor *self, double dx, double dy)
{
  if (self->playing || self->selected < 0)
    return;
  PwDeckModel *m = model_for_edit (self, self->card);
  PwDeckPlace *p = &g_array_index (pw_deck_model_card (m, self->card)->places, PwDeckPlace,
                                   self->selected);
  p->x += dx;
  p->y += dy;
  keep_inside (m->shape, p);
  pw_deck_editor_apply (self, m, _("Move Symbol"));
}

/* Resizes (by @grow) and turns (by @turn degrees) the selected symbol:
 * one edit. */
static void
change_selected (PwDeckEditor *self, double grow, double turn, const char *label)
{
  if (self->playing || self->selected < 0)
    return;
  PwDeckModel *m = model_for_edit (self, self->card);
  PwDeckPlace *p = &g_array_index (pw_deck_model_card (m, self->card)->places, PwDeckPlace,
                                   self->selected);
  p->r *= grow;
  p->angle = fmod (p->angle + turn + 360.0, 360.0);
  keep_inside (m->shape, p);
  pw_deck_editor_apply (self, m, label);
}

static gboolean
scrolled (GtkEventControllerScroll *controller, double dx, double dy, PwDeckEditor *self)
{
  if (self->selected < 0 || dy == 0)
    return FALSE;
  GdkModifierType state = gtk_event_controller_get_current_event_state (
    GTK_EVENT_CONTROLLER (controller));
  if (state & GDK_SHIFT_MASK)
    change_selected (self, 1.0, dy < 0 ? -TURN : TURN, _("Turn Symbol"));
  else
    change_selected (self, dy < 0 ? GROW : 1 / GROW, 0, _("Resize Symbol"));
  return TRUE;
}

static void
turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gboolean back = g_str_equal (name, "deck-editor.turn-symbol-back");
  change_selected (PW_DECK_EDITOR (widget), 1.0, back ? -TURN : TURN, _("Turn Symbol"));
}

static void
grow_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gboolean grow = g_str_equal (name, "deck-editor.grow-symbol");
  change_selected (PW_DECK_EDITOR (widget), grow ? GROW : 1 / GROW, 0, _("Resize Symbol"));
}

void
pw_deck_editor_canvas_init (PwDeckEditor *self)
{
  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);
  pw_a11y_follow_settings (self->canvas);
  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (click));
  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));
  GtkEventController *scroll
    = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), scroll);
}

void
pw_deck_editor_canvas_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck-editor.turn-symbol", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.turn-symbol-back", NULL,
                                   turn_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK,
                                       "deck-editor.turn-symbol-back", NULL);
  gtk_widget_class_install_action (widget_class, "deck-editor.grow-symbol", NULL, grow_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.shrink-symbol", NULL, grow_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "deck-editor.turn-symbol",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "deck-editor.grow-symbol",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0,
                                       "deck-editor.shrink-symbol", NULL);
}
