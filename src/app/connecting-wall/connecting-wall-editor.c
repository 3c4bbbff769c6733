/* connecting-wall-editor.c — the wall as cards on a canvas, a categories
 * panel, and a live verdict.
 *
 * Click a card to select it (its text and its row's connection are then
 * edited below the canvas, and the panel ticks its categories); drag a
 * card onto another to swap them.  Every change starts the kind's
 * "verify" through the task runner after a short pause; when the wall
 * has other groupings, they can be shown on the board one by one with
 * the categories that make them possible.
 *
 * This file holds the type: its template, the document it edits, and
 * what the window and the tests call.  The rest is
 * split by job, each part installing its own actions and callbacks
 * (connecting-wall-editor-private.h lists them). */
#include "connecting-wall-editor.h"

#include "connecting-wall-editor-private.h"

G_DEFINE_FINAL_TYPE (PwConnectingWallEditor, pw_connecting_wall_editor, GTK_TYPE_WIDGET)

/* The wall ------------------------------------------------------------ */

/* A copy of the wall to edit: each edit applies one, as one undo step. */
PW_KIND_EDITOR_DEFINE_MODEL (PwConnectingWallEditor, pw_connecting_wall_editor,
                             PwConnectingWallModel)

/* Keeping the widgets in step ----------------------------------------- */

static void
document_changed (PwDocument *document, PwConnectingWallEditor *self)
{
  if (self->selected >= (int) pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self)))
    self->selected = -1;
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
  pw_connecting_wall_editor_sync_play_settings (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  pw_connecting_wall_editor_schedule_verify (self);
}

/* Life ---------------------------------------------------------------- */

static void
pw_connecting_wall_editor_dispose (GObject *object)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (object);
  g_clear_handle_id (&self->verify_source, g_source_remove);
  g_clear_handle_id (&self->typing_source, g_source_remove);
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_CONNECTING_WALL_EDITOR, &self->document,
                         &self->runner);
  g_clear_object (&self->categories);
  g_clear_pointer (&self->details, json_node_unref);
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (pw_connecting_wall_editor_parent_class)->dispose (object);
}

static void
pw_connecting_wall_editor_class_init (PwConnectingWallEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_connecting_wall_editor_dispose;
  pw_kind_editor_class_set_template (widget_class, PW_CONNECTING_WALL_KIND_ID);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, card_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, connection_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, verdict);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, verify_spinner);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, alternative_label);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_list);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, depth);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, play_box);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, entries);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, cjk_box);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, side_panel);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, shuffle_button);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, verify_button);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, alternative_button);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, components_button);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, play_button);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, time_limit);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, lives);
  pw_connecting_wall_editor_canvas_class_init (widget_class);
  pw_connecting_wall_editor_categories_class_init (widget_class);
  pw_connecting_wall_editor_entries_class_init (widget_class);
  pw_connecting_wall_editor_verify_class_init (widget_class);
  pw_connecting_wall_editor_play_class_init (widget_class);
  pw_connecting_wall_editor_suggest_class_init (widget_class);
}

static void
pw_connecting_wall_editor_init (PwConnectingWallEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Long in French and Spanish: they may wrap so the editor fits 800 px. */
  pw_kind_editor_wrap_button_label (self->alternative_button);
  pw_kind_editor_wrap_button_label (self->components_button);
  self->selected = -1;
  self->alternative = -1;
  self->drag_from = -1;
  self->typing_card = -1;
  pw_connecting_wall_editor_categories_init (self);
  pw_connecting_wall_editor_canvas_init (self);
  pw_connecting_wall_editor_keys_init (self);
  pw_connecting_wall_editor_gloss_init (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wall-editor.stop-playing", FALSE);
}

static gboolean
wall_is_blank (const PwConnectingWallModel *m)
{
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    if (*pw_connecting_wall_card_at (m, i, NULL, NULL)->text)
      return FALSE;
  return TRUE;
}

/* A blank wall opens on its first card, ready to type; another with the
 * focus on the wall, so its keys work at once. */
static void
mapped (GtkWidget *widget, gpointer data)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  g_signal_handlers_disconnect_by_func (widget, mapped, data);
  gtk_widget_grab_focus (self->selected == 0 ? GTK_WIDGET (self->card_entry)
                                             : GTK_WIDGET (self->canvas));
}

GtkWidget *
pw_connecting_wall_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwConnectingWallEditor *self = g_object_new (PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (document_changed),
                         G_CALLBACK (pw_connecting_wall_editor_show_place));
  if (pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self)) > 0
      && wall_is_blank (pw_connecting_wall_editor_model (self)))
    self->selected = 0;
  g_signal_connect (self, "map", G_CALLBACK (mapped), NULL);
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
  pw_connecting_wall_editor_sync_play_settings (self);
  pw_connecting_wall_editor_sync_alternative_label (self);
  pw_connecting_wall_editor_schedule_verify (self);
  return GTK_WIDGET (self);
}

int
pw_connecting_wall_editor_get_selected (PwConnectingWallEditor *self)
{
  return self->selected;
}

const char *
pw_connecting_wall_editor_get_verdict (PwConnectingWallEditor *self)
{
  return self->summary;
}

int
pw_connecting_wall_editor_get_alternative (PwConnectingWallEditor *self)
{
  return self->alternative;
}

static const char *const own_operations[] = { "verify", "suggest-cards", NULL };
static const PwKindEditor editor = { PW_CONNECTING_WALL_KIND_ID, pw_connecting_wall_editor_new,
                                     own_operations };

const PwKindEditor *
pw_connecting_wall_editor (void)
{
  return &editor;
}
