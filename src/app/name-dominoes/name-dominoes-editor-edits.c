/* name-dominoes-editor-edits.c — the commands that change the board: place or
 * move a tile, rotate, pin, take off, resize.  Each is one undoable edit;
 * what cannot be done changes nothing and says why in a toast. */
#include "name-dominoes-editor-private.h"

#include <glib/gi18n.h>

/* names.place (tile, part, x, y): puts the tile with its square @part on
 * (x, y), lying the way it lies (or, coming from the list, the way R
 * turned the tiles to come). */
static void
place_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  guint32 t, part;
  gint32 x, y;
  g_variant_get (param, "(uuii)", &t, &part, &x, &y);
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_editor_dup_model (self);
  if (t >= m->tiles->len)
    return;
  const PwNameDominoesTile *tile = m->tiles->pdata[t];
  gboolean placed = tile->placed;
  PwNameDominoesDirection dir = placed ? tile->direction : self->state.rotation;
  if (part >= tile->n_names)
    return;
  int ax, ay;
  pw_name_dominoes_square (x, y, (dir + 2) % 4, part, &ax, &ay);
  g_autoptr (GError) error = NULL;
  if (!pw_name_dominoes_model_place (m, t, ax, ay, dir, &error))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), error->message);
      return;
    }
  self->state.selected = (int) t;
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&m),
                          placed ? _("Move Tile") : _("Place Tile"));
}

/* names.rotate (R): turns the selected tile a quarter about its first
 * square, skipping turns that do not fit; with no tile on the board
 * selected, turns the tiles still to come from the list. */
static void
rotate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  int t = pw_name_dominoes_editor_selected_placed (self);
  if (t < 0)
    {
      self->state.rotation = (self->state.rotation + 1) % 4;
      return;
    }
  const PwNameDominoesTile *tile = pw_name_dominoes_editor_model (self)->tiles->pdata[t];
  if (tile->n_names == 1)
    return;
  for (int turn = 1; turn < 4; turn++)
    {
      g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
      if (pw_name_dominoes_model_place (next, (guint) t, tile->x, tile->y,
                                (tile->direction + turn) % 4, NULL))
        {
          pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Rotate Tile"));
          return;
        }
    }
  pw_kind_editor_toast (GTK_WIDGET (self), _("There is no room to turn this tile"));
}

/* names.pin (P): auto-fill leaves a pinned tile where it is. */
static void
pin_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  int t = pw_name_dominoes_editor_selected_placed (self);
  if (t < 0)
    return;
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  PwNameDominoesTile *tile = next->tiles->pdata[t];
  tile->pinned = !tile->pinned;
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next),
                          tile->pinned ? _("Pin Tile") : _("Unpin Tile"));
}

/* names.take-off (Delete): back to the list only. */
static void
take_off_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  int t = pw_name_dominoes_editor_selected_placed (self);
  if (t < 0)
    return;
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  pw_name_dominoes_model_unplace (next, (guint) t);
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Take Tile Off the Board"));
}

static void
size_changed (PwNameDominoesEditor *self, GtkSpinButton *spin)
{
  if (self->updating)
    return;
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  next->width = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->width_spin));
  next->height = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->height_spin));
  guint dropped = 0;
  for (guint t = 0; t < next->tiles->len; t++)
    {
      PwNameDominoesTile *tile = next->tiles->pdata[t];
      if (tile->placed && !pw_name_dominoes_model_fits (next, tile->n_names, tile->x, tile->y,
                                                tile->direction))
        {
          pw_name_dominoes_model_unplace (next, t);
          dropped++;
        }
    }
  if (dropped > 0)
    {
      g_autofree char *msg = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u tile no longer fits and left the board",
                     "%u tiles no longer fit and left the board", dropped), dropped);
      pw_kind_editor_toast (GTK_WIDGET (self), msg);
    }
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Resize Board"));
}

void
pw_name_dominoes_editor_edits_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "names.place", "(uuii)", place_action);
  gtk_widget_class_install_action (widget_class, "names.rotate", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "names.pin", NULL, pin_action);
  gtk_widget_class_install_action (widget_class, "names.take-off", NULL, take_off_action);
  /* Shift+R and Shift+P too: a key binding's letter matches only the
   * modifiers it names. */
  for (guint shift = 0; shift < 2; shift++)
    {
      GdkModifierType mods = shift ? GDK_SHIFT_MASK : 0;
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, mods, "names.rotate", NULL);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, mods, "names.pin", NULL);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "names.take-off", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "names.take-off",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "names.take-off",
                                       NULL);
  gtk_widget_class_bind_template_callback (widget_class, size_changed);
}
