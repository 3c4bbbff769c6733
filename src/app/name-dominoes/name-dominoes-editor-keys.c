/* name-dominoes-editor-keys.c — the board from the keyboard alone.
 *
 * The board takes the focus (Tab, or a click) and shows a cursor on one
 * of its squares.  The arrows move the cursor; Space chooses the tile
 * under it (or none); [ and ] choose the previous or next tile of the
 * list, placed or not, and bring the cursor to it; Enter puts the chosen
 * tile down with its first square on the cursor, or moves it there.  R
 * turns it, P pins it and Delete takes it off, as they do for a tile
 * chosen with the mouse.  A screen reader hears the square and what lies
 * on it as the cursor moves.  With the desktop's large text the board
 * opens larger, in step. */
#include <glib/gi18n.h>

#include "name-dominoes-editor-private.h"
#include "pw-a11y.h"

static void
announce_square (PwNameDominoesEditor *self)
{
  const PwNameDominoesEditorState *st = &self->state;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  int part = 0;
  int t = pw_name_dominoes_editor_tile_at (self, st->cursor_x, st->cursor_y, &part);
  g_autofree char *text = NULL;
  if (t >= 0)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      const char *name = *tile->names[part] ? tile->names[part] : _("blank");
      /* Translators: the board square the keyboard is on, the name on it
       * and the tile it belongs to (its names). */
      g_autofree char *label = pw_name_dominoes_tile_label (tile);
      text = g_strdup_printf (_("Row %d, column %d: %s, of the tile %s"), st->cursor_y + 1,
                              st->cursor_x + 1, name, label);
    }
  else
    text = g_strdup_printf (_("Row %d, column %d: %s"), st->cursor_y + 1, st->cursor_x + 1,
                            _("empty"));
  pw_a11y_announce (self->canvas, text);
}

static void
move_cursor (PwNameDominoesEditor *self, int x, int y)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  PwNameDominoesEditorState *st = &self->state;
  if (m->width == 0 || m->height == 0)
    return;
  st->cursor_x = CLAMP (x, 0, (int) m->width - 1);
  st->cursor_y = CLAMP (y, 0, (int) m->height - 1);
  pw_name_dominoes_editor_scroll_to_square (self, st->cursor_x, st->cursor_y);
  announce_square (self);
  gtk_widget_queue_draw (self->canvas);
}

/* The previous (@step -1) or next tile of the list; the cursor goes to
 * a placed one. */
static void
step_tile (PwNameDominoesEditor *self, int step)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  int n = (int) m->tiles->len;
  if (n == 0)
    return;
  int t = self->state.selected < 0 ? (step > 0 ? 0 : n - 1)
                                   : (self->state.selected + step + n) % n;
  pw_name_dominoes_editor_select (self, t);
  const PwNameDominoesTile *tile = m->tiles->pdata[t];
  g_autofree char *label = pw_name_dominoes_tile_label (tile);
  if (tile->placed)
    move_cursor (self, tile->x, tile->y);
  /* Translators: the tile chosen from the keyboard, not on the board. */
  g_autofree char *text = tile->placed ? NULL : g_strdup_printf (_("%s, not on the board"), label);
  if (text)
    pw_a11y_announce (self->canvas, text);
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwNameDominoesEditor *self)
{
  PwNameDominoesEditorState *st = &self->state;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      move_cursor (self, st->cursor_x - 1, st->cursor_y);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      move_cursor (self, st->cursor_x + 1, st->cursor_y);
      return GDK_EVENT_STOP;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      move_cursor (self, st->cursor_x, st->cursor_y - 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      move_cursor (self, st->cursor_x, st->cursor_y + 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_bracketleft:
      step_tile (self, -1);
      return GDK_EVENT_STOP;
    case GDK_KEY_bracketright:
      step_tile (self, 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      pw_name_dominoes_editor_select (
        self, pw_name_dominoes_editor_tile_at (self, st->cursor_x, st->cursor_y, NULL));
      announce_square (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      if (st->selected >= 0 && st->cursor_x >= 0)
        gtk_widget_activate_action (GTK_WIDGET (self), "names.place", "(uuii)",
                                    (guint32) st->selected, (guint32) 0, (gint32) st->cursor_x,
                                    (gint32) st->cursor_y);
      announce_square (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* Arriving by Tab: the cursor on the chosen tile, or the first square. */
static void
focus_changed (GtkEventControllerFocus *focus, PwNameDominoesEditor *self)
{
  PwNameDominoesEditorState *st = &self->state;
  if (gtk_event_controller_focus_contains_focus (focus) && st->cursor_x < 0)
    {
      int t = pw_name_dominoes_editor_selected_placed (self);
      const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
      const PwNameDominoesTile *tile = t >= 0 ? m->tiles->pdata[t] : NULL;
      move_cursor (self, tile ? tile->x : 0, tile ? tile->y : 0);
    }
  gtk_widget_queue_draw (self->canvas);
}

/* Large text: the board grows with the text around it, from the zoom the
 * user chose; high contrast redraws it. */
static void
settings_changed (GtkWidget *canvas)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (
    gtk_widget_get_ancestor (canvas, PW_TYPE_NAME_DOMINOES_EDITOR));
  double *scale = g_object_get_data (G_OBJECT (canvas), "pw-text-scale");
  double now = pw_a11y_text_scale (canvas);
  if (self && scale && now != *scale)
    pw_name_dominoes_editor_set_zoom (self, self->state.zoom * now / *scale);
  if (scale)
    *scale = now;
  gtk_widget_queue_draw (canvas);
}

void
pw_name_dominoes_editor_keys_init (PwNameDominoesEditor *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (self->canvas, key);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (self->canvas, focus);
  double *scale = g_new (double, 1);
  *scale = pw_a11y_text_scale (self->canvas);
  g_object_set_data_full (G_OBJECT (self->canvas), "pw-text-scale", scale, g_free);
  self->state.zoom = PW_NAME_DOMINOES_EDITOR_DEFAULT_ZOOM * *scale;
  pw_a11y_watch_settings (self->canvas, settings_changed);
}
