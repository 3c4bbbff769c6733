/* word-search-editor-keys.c — placing words from the keyboard.
 *
 * The grid's own keys (word-search-editor-canvas.c) move the cursor and
 * type letters once it has one.  This adds what a keyboard needs besides:
 * arriving on the grid (Tab) puts the cursor on its first cell; Enter
 * marks the first letter of a word, and Enter again, on its last, places
 * the chosen word along that line, as a drag from one to the other does;
 * Escape lets the mark go.  A screen reader hears the cell and the mark. */
#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "word-search-editor-private.h"

static void
announce_cell (PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  if (self->cursor_row < 0)
    return;
  const char *letter = m->cells[self->cursor_row * m->width + self->cursor_col];
  g_autofree char *text = NULL;
  if (self->mark_row >= 0)
    /* Translators: the grid's cell the keyboard is on, its letter, and
     * where the word being marked starts. */
    text = g_strdup_printf (_("Row %d, column %d: %s; the word starts at row %d, column %d"),
                            self->cursor_row + 1, self->cursor_col + 1,
                            letter ? letter : _("empty"), self->mark_row + 1,
                            self->mark_col + 1);
  else
    text = g_strdup_printf (_("Row %d, column %d: %s"), self->cursor_row + 1,
                            self->cursor_col + 1, letter ? letter : _("empty"));
  pw_a11y_announce (GTK_WIDGET (self->canvas), text);
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwWordSearchEditor *self)
{
  if (self->cursor_row < 0)
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      if (self->mark_row < 0)
        {
          self->mark_row = self->cursor_row;
          self->mark_col = self->cursor_col;
        }
      else
        {
          int row = self->mark_row, col = self->mark_col;
          self->mark_row = self->mark_col = -1;
          pw_word_search_editor_place_line (self, row, col, self->cursor_row, self->cursor_col);
        }
      break;
    case GDK_KEY_Escape:
      if (self->mark_row < 0)
        return GDK_EVENT_PROPAGATE;
      self->mark_row = self->mark_col = -1;
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  announce_cell (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  return GDK_EVENT_STOP;
}

/* After the canvas's own keys, which move the cursor, clear its letter,
 * or type one and move on to the next cell. */
static void
key_released (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
              PwWordSearchEditor *self)
{
  gunichar typed = gdk_keyval_to_unicode (keyval);
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right || keyval == GDK_KEY_Up
      || keyval == GDK_KEY_Down || keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete
      || (typed != 0 && g_unichar_isgraph (typed)
          && !(state & (GDK_CONTROL_MASK | GDK_ALT_MASK))))
    announce_cell (self);
}

static void
focus_changed (GtkEventControllerFocus *focus, PwWordSearchEditor *self)
{
  if (gtk_event_controller_focus_contains_focus (focus) && self->cursor_row < 0)
    {
      /* The first cell of the shape. */
      const PwWordSearchModel *m = pw_word_search_editor_model (self);
      for (guint c = 0; c < m->width * m->height && self->cursor_row < 0; c++)
        if (m->mask[c])
          {
            self->cursor_row = (int) (c / m->width);
            self->cursor_col = (int) (c % m->width);
          }
      announce_cell (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

void
pw_word_search_editor_keys_init (PwWordSearchEditor *self)
{
  self->mark_row = self->mark_col = -1;
  GtkEventController *key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  g_signal_connect (key, "key-released", G_CALLBACK (key_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), key);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), focus);
}
