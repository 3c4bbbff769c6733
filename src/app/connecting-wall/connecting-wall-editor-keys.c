/* connecting-wall-editor-keys.c — the wall from the keyboard alone.
 *
 * The canvas takes the focus (Tab, or a click) and shows the card
 * selected with a focus ring.  The arrows move to the next card in that
 * direction; Ctrl+arrows (or Alt+arrows) move the card itself there, to
 * another place of its row or to another row (a swap, as dragging it
 * does; not while the wall is shown shuffled).  Enter or F2 edits the
 * card's text in the Card entry, and typing a letter starts it with that
 * letter; there Enter goes on to the next card (the entries' own
 * handlers, for typing a whole wall) and Escape keeps the text and comes
 * back to the wall.  A screen reader
 * hears the card and its place each time the selection moves. */
#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"
#include "pw-a11y.h"

void
pw_connecting_wall_editor_announce_card (PwConnectingWallEditor *self)
{
  guint row, col;
  if (self->selected < 0
      || !pw_connecting_wall_editor_place_of_card (self, (guint) self->selected, &row, &col))
    {
      pw_a11y_announce (GTK_WIDGET (self->canvas), NULL);
      return;
    }
  const PwConnectingWallCard *card
    = pw_connecting_wall_card_at (pw_connecting_wall_editor_model (self), (guint) self->selected,
                                  NULL, NULL);
  /* Translators: where the selected card is on the wall, and its text. */
  g_autofree char *text = g_strdup_printf (_("Row %u, card %u: %s"), row + 1, col + 1,
                                           *card->text ? card->text : _("empty"));
  pw_a11y_announce (GTK_WIDGET (self->canvas), text);
}

/* The card @drow rows and @dcol places away from the selected one,
 * stepping over empty places; -1 at the edge. */
static int
neighbour (PwConnectingWallEditor *self, int drow, int dcol)
{
  guint rows, cols, row, col;
  pw_connecting_wall_editor_grid_size (self, &rows, &cols);
  if (self->selected < 0
      || !pw_connecting_wall_editor_place_of_card (self, (guint) self->selected, &row, &col))
    return -1;
  for (int r = (int) row + drow, c = (int) col + dcol;
       r >= 0 && c >= 0 && r < (int) rows && c < (int) cols; r += drow, c += dcol)
    {
      int index = pw_connecting_wall_editor_card_at_place (self, (guint) r, (guint) c);
      if (index >= 0)
        return index;
    }
  return -1;
}

static void
edit_card (PwConnectingWallEditor *self, gunichar first)
{
  if (self->selected < 0)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
  if (first)
    {
      char text[8] = { 0 };
      g_unichar_to_utf8 (first, text);
      gtk_editable_set_text (GTK_EDITABLE (self->card_entry), text);
    }
  gtk_editable_set_position (GTK_EDITABLE (self->card_entry), -1);
}

static gboolean
canvas_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode,
                    GdkModifierType state, PwConnectingWallEditor *self)
{
  int drow = 0, dcol = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dcol = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dcol = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: drow = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: drow = 1; break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_F2:
      edit_card (self, 0);
      return GDK_EVENT_STOP;
    default:
      {
        gunichar c = gdk_keyval_to_unicode (keyval);
        if (c && g_unichar_isprint (c) && !(state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
          {
            edit_card (self, c);
            return GDK_EVENT_STOP;
          }
        return GDK_EVENT_PROPAGATE;
      }
    }
  if (self->selected < 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.select-card", "i", 0);
      return GDK_EVENT_STOP;
    }
  int to = neighbour (self, drow, dcol);
  if (to < 0)
    return GDK_EVENT_STOP; /* the edge: nothing to leave the canvas for */
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) && !self->shuffled)
    gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.move-card", "(uu)",
                                (guint) self->selected, (guint) to);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.select-card", "i", to);
  return GDK_EVENT_STOP;
}

/* Arriving by Tab with nothing selected selects the first card, so the
 * arrows have somewhere to start. */
static void
canvas_focus_changed (GtkEventControllerFocus *focus, PwConnectingWallEditor *self)
{
  if (gtk_event_controller_focus_contains_focus (focus) && self->selected < 0
      && pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self)) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.select-card", "i", 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Escape in an entry: back to the wall, the text kept (typing keeps it
 * after a pause anyway). */
static gboolean
entry_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode,
                   GdkModifierType state, PwConnectingWallEditor *self)
{
  if (keyval != GDK_KEY_Escape)
    return GDK_EVENT_PROPAGATE;
  pw_connecting_wall_editor_commit_entries (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  return GDK_EVENT_STOP;
}

void
pw_connecting_wall_editor_keys_init (PwConnectingWallEditor *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (canvas_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), key);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (canvas_focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (canvas_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), focus);
  GtkEntry *entries[] = { self->card_entry, self->connection_entry };
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      GtkEventController *escape = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (escape, GTK_PHASE_CAPTURE);
      g_signal_connect (escape, "key-pressed", G_CALLBACK (entry_key_pressed), self);
      gtk_widget_add_controller (GTK_WIDGET (entries[i]), escape);
    }
}
