/* connecting-wall-editor-play.c — playing the wall from the editor, and
 * the play settings the designer keeps with it.
 *
 * Play (F5) puts the play preview in place of the canvas, on a copy of
 * the wall as it is now, and hides what would give the answer away: the
 * categories panel, the verdict and the other groupings, the editing
 * tools, and the window's puzzle panel (its problems name herrings).
 * Play again, or Escape, goes back to editing with all of it as it was.
 * The Play button's menu sets the time limit and the lives (saved with
 * the wall, each change one undo step). */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "connecting-wall-editor-private.h"
#include "connecting-wall-play.h"

/* The window's puzzle panel: the window's stateful "show-sidebar" action,
 * as the user would toggle it, so the editor need not know the window. */
static gboolean
window_sidebar_shown (PwConnectingWallEditor *self, gboolean *shown)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  if (!G_IS_ACTION_GROUP (root) || !g_action_group_has_action (G_ACTION_GROUP (root), "show-sidebar"))
    return FALSE;
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (root),
                                                                "show-sidebar");
  if (state == NULL || !g_variant_is_of_type (state, G_VARIANT_TYPE_BOOLEAN))
    return FALSE;
  *shown = g_variant_get_boolean (state);
  return TRUE;
}

static void
show_window_sidebar (PwConnectingWallEditor *self, gboolean show)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean shown;
  if (window_sidebar_shown (self, &shown) && shown != show)
    g_action_group_change_action_state (G_ACTION_GROUP (root), "show-sidebar",
                                        g_variant_new_boolean (show));
}

/* What the editor shows while the wall is played, and while it is not. */
static void
show_editing (PwConnectingWallEditor *self, gboolean editing)
{
  GtkWidget *const editing_only[] = {
    GTK_WIDGET (self->canvas), self->entries, self->side_panel, self->verdict_box,
    GTK_WIDGET (self->alternative_label), self->shuffle_button, self->verify_button,
    self->alternative_button,
  };
  for (guint i = 0; i < G_N_ELEMENTS (editing_only); i++)
    gtk_widget_set_visible (editing_only[i], editing);
  gtk_widget_set_visible (self->play_box, !editing);
  adw_split_button_set_label (ADW_SPLIT_BUTTON (self->play_button),
                              editing ? _("_Play") : _("_Back to Editing"));
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  if (self->play)
    {
      gtk_box_remove (GTK_BOX (self->play_box), self->play);
      self->play = NULL;
      show_editing (self, TRUE);
      gtk_widget_action_set_enabled (widget, "wall-editor.stop-playing", FALSE);
      if (self->sidebar_was_shown)
        show_window_sidebar (self, TRUE);
      /* The keyboard goes back to the wall. */
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
      return;
    }
  self->play = pw_connecting_wall_play_new (pw_connecting_wall_editor_model (self),
                                            g_get_monotonic_time ());
  gtk_box_append (GTK_BOX (self->play_box), self->play);
  show_editing (self, FALSE);
  /* Enabled only while playing, so Escape is left to others otherwise. */
  gtk_widget_action_set_enabled (widget, "wall-editor.stop-playing", TRUE);
  self->sidebar_was_shown = FALSE;
  window_sidebar_shown (self, &self->sidebar_was_shown);
  show_window_sidebar (self, FALSE);
  /* The keyboard goes where the game is. */
  gtk_widget_child_focus (self->play, GTK_DIR_TAB_FORWARD);
}

/* Escape leaves play (and does nothing while editing). */
static void
stop_playing_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  if (self->play)
    play_action (widget, name, param);
}

GtkWidget *
pw_connecting_wall_editor_get_play (PwConnectingWallEditor *self)
{
  return self->play;
}

/* The settings ---------------------------------------------------------- */

void
pw_connecting_wall_editor_sync_play_settings (PwConnectingWallEditor *self)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->time_limit, m->time_limit);
  gtk_spin_button_set_value (self->lives, m->lives);
  self->syncing = FALSE;
}

static void
play_settings_changed (GtkSpinButton *spin, PwConnectingWallEditor *self)
{
  if (self->syncing)
    return;
  const PwConnectingWallModel *cur = pw_connecting_wall_editor_model (self);
  guint time_limit = (guint) gtk_spin_button_get_value_as_int (self->time_limit);
  guint lives = (guint) gtk_spin_button_get_value_as_int (self->lives);
  if (time_limit == cur->time_limit && lives == cur->lives)
    return;
  pw_connecting_wall_editor_commit_entries (self);
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  m->time_limit = time_limit;
  m->lives = lives;
  pw_connecting_wall_editor_apply (self, m, spin == self->time_limit ? _("Change Time Limit")
                                                                     : _("Change Lives"));
}

/* The time limit reads as minutes and seconds ("2:30"), 0 as no limit. */
static gboolean
time_limit_output (GtkSpinButton *spin, gpointer data)
{
  int seconds = (int) gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  g_autofree char *text = seconds == 0 ? g_strdup (_("None"))
                                       : g_strdup_printf ("%d:%02d", seconds / 60, seconds % 60);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* Typed as "2:30", "150" (seconds) or the word for none. */
static int
time_limit_input (GtkSpinButton *spin, double *value, gpointer data)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  g_autofree char *folded = g_utf8_casefold (text, -1);
  g_autofree char *none = g_utf8_casefold (_("None"), -1);
  if (g_str_equal (g_strstrip (folded), none))
    {
      *value = 0;
      return TRUE;
    }
  char *end;
  long minutes = strtol (text, &end, 10), seconds = 0;
  if (end == text)
    return GTK_INPUT_ERROR;
  if (*end == ':')
    {
      const char *rest = end + 1;
      seconds = strtol (rest, &end, 10);
      if (end == rest || seconds < 0 || seconds > 59)
        return GTK_INPUT_ERROR;
      *value = minutes * 60.0 + seconds;
    }
  else
    *value = minutes;
  return *end == '\0' || g_ascii_isspace (*end) ? TRUE : GTK_INPUT_ERROR;
}

static gboolean
lives_output (GtkSpinButton *spin, gpointer data)
{
  int lives = (int) gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  g_autofree char *text = lives == 0 ? g_strdup (_("No limit")) : g_strdup_printf ("%d", lives);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, play_settings_changed);
  gtk_widget_class_bind_template_callback (widget_class, time_limit_output);
  gtk_widget_class_bind_template_callback (widget_class, time_limit_input);
  gtk_widget_class_bind_template_callback (widget_class, lives_output);
  gtk_widget_class_install_action (widget_class, "wall-editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.stop-playing", NULL,
                                   stop_playing_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "wall-editor.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "wall-editor.stop-playing", NULL);
}
