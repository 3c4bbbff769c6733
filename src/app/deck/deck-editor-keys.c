/* deck-editor-keys.c — the card canvas from the keyboard alone.
 *
 * Page Up and Page Down choose the card (the editor's keys).  On the
 * canvas, [ and ] choose the previous or next symbol of the card, ringed
 * while the canvas has the focus; the arrows move it (with Shift, in
 * smaller steps), + and - resize it, R and Shift+R turn it, Escape lets
 * it go.  In play, [ and ] and the arrows go from symbol to symbol over
 * both cards dealt, and Space or Enter picks the one there.  A screen
 * reader hears the symbol the keyboard is on, and the game's answers. */
#include <glib/gi18n.h>

#include "deck-editor-private.h"
#include "pw-a11y.h"

/* A step of an arrow, in radii of the card. */
#define STEP 0.05
#define FINE_STEP 0.01

static guint
n_symbols_in_frame (PwDeckEditor *self, guint which)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  guint card = pw_deck_editor_card_in_frame (self, which);
  return card < m->cards->len ? pw_deck_model_card (m, card)->symbols->len : 0;
}

void
pw_deck_editor_announce_symbol (PwDeckEditor *self)
{
  guint which = self->playing ? self->play_which : 0;
  int position = self->playing ? self->play_position : self->selected;
  const PwDeckModel *m = pw_deck_editor_model (self);
  guint card = pw_deck_editor_card_in_frame (self, which);
  if (position < 0 || card >= m->cards->len
      || (guint) position >= pw_deck_model_card (m, card)->symbols->len)
    {
      pw_a11y_announce (GTK_WIDGET (self->canvas), NULL);
      return;
    }
  guint symbol = g_array_index (pw_deck_model_card (m, card)->symbols, guint, position);
  const char *name = pw_deck_model_symbol (m, symbol)->name;
  g_autofree char *text = NULL;
  if (self->playing)
    /* Translators: the symbol the keyboard is on in play, and on which
     * of the two cards dealt. */
    text = g_strdup_printf (which == 0 ? _("%s, on the left card") : _("%s, on the right card"),
                            name);
  else
    /* Translators: the symbol selected on the card, its place among the
     * card's symbols, and how many there are. */
    text = g_strdup_printf (_("%s, symbol %d of %u"), name, position + 1,
                            n_symbols_in_frame (self, 0));
  pw_a11y_announce (GTK_WIDGET (self->canvas), text);
}

/* The next (@step 1) or previous (-1) symbol: in play, over both cards,
 * the left one's first. */
static void
step_symbol (PwDeckEditor *self, int step)
{
  if (!self->playing)
    {
      int n = (int) n_symbols_in_frame (self, 0);
      if (n == 0)
        return;
      self->selected = self->selected < 0 ? (step > 0 ? 0 : n - 1)
                                          : (self->selected + step + n) % n;
    }
  else
    {
      int left = (int) n_symbols_in_frame (self, 0), right = (int) n_symbols_in_frame (self, 1);
      if (left + right == 0)
        return;
      int at = self->play_position < 0 ? 0
               : (int) self->play_which * left + self->play_position + step;
      at = (at + left + right) % (left + right);
      self->play_which = at < left ? 0 : 1;
      self->play_position = at < left ? at : at - left;
    }
  pw_deck_editor_announce_symbol (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwDeckEditor *self)
{
  double step = state & GDK_SHIFT_MASK ? FINE_STEP : STEP, dx = 0, dy = 0;
  switch (keyval)
    {
    case GDK_KEY_bracketleft:
      step_symbol (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_bracketright:
      step_symbol (self, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Escape:
      if (self->playing || self->selected < 0)
        return GDK_EVENT_PROPAGATE;
      self->selected = -1;
      pw_deck_editor_announce_symbol (self);
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
      return GDK_EVENT_STOP;
    case GDK_KEY_space: case GDK_KEY_KP_Space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      if (!self->playing)
        return GDK_EVENT_PROPAGATE;
      pw_deck_editor_play_pick (self, self->play_which, self->play_position);
      return GDK_EVENT_STOP;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -step; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = step; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -step; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = step; break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  /* In play the arrows go from symbol to symbol; editing, they move the
   * symbol chosen. */
  if (self->playing)
    step_symbol (self, dx + dy > 0 ? 1 : -1);
  else if (self->selected >= 0)
    pw_deck_editor_nudge_selected (self, dx, dy);
  return GDK_EVENT_STOP;
}

/* Arriving by Tab with no symbol chosen chooses the card's first, so
 * the keys have something to work on. */
static void
focus_changed (GtkEventControllerFocus *focus, PwDeckEditor *self)
{
  if (gtk_event_controller_focus_contains_focus (focus))
    {
      if (!self->playing && self->selected < 0 && n_symbols_in_frame (self, 0) > 0)
        self->selected = 0;
      pw_deck_editor_announce_symbol (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

void
pw_deck_editor_keys_init (PwDeckEditor *self)
{
  self->play_position = -1;
  GtkEventController *key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), key);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), focus);
}
