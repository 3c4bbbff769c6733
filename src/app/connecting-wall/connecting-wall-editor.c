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
 * This file holds the type: its template, the document it edits, the
 * play preview, and what the window and the tests call.  The rest is
 * split by job, each part installing its own actions and callbacks
 * (connecting-wall-editor-private.h lists them). */
#include "connecting-wall-editor.h"

#include "connecting-wall-editor-private.h"
#include "connecting-wall-play.h"

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
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  pw_connecting_wall_editor_schedule_verify (self);
}

/* The play preview ---------------------------------------------------- */

/* The play preview in place of the canvas, on a copy of the wall as it
 * is now; again to go back. */
static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  if (self->play)
    {
      gtk_box_remove (GTK_BOX (self->play_box), self->play);
      self->play = NULL;
    }
  else
    {
      self->play = pw_connecting_wall_play_new (pw_connecting_wall_editor_model (self),
                                                g_get_monotonic_time ());
      gtk_box_append (GTK_BOX (self->play_box), self->play);
    }
  gboolean playing = self->play != NULL;
  gtk_widget_set_visible (self->play_box, playing);
  gtk_widget_set_visible (GTK_WIDGET (self->canvas), !playing);
  gtk_widget_set_visible (self->entries, !playing);
}

GtkWidget *
pw_connecting_wall_editor_get_play (PwConnectingWallEditor *self)
{
  return self->play;
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
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, alternative_label);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_list);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, depth);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, play_box);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, entries);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, cjk_box);
  pw_connecting_wall_editor_canvas_class_init (widget_class);
  pw_connecting_wall_editor_categories_class_init (widget_class);
  pw_connecting_wall_editor_entries_class_init (widget_class);
  pw_connecting_wall_editor_verify_class_init (widget_class);
  pw_connecting_wall_editor_suggest_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "wall-editor.play", NULL, play_action);
}

static void
pw_connecting_wall_editor_init (PwConnectingWallEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->alternative = -1;
  self->drag_from = -1;
  pw_connecting_wall_editor_categories_init (self);
  pw_connecting_wall_editor_canvas_init (self);
  pw_connecting_wall_editor_gloss_init (self);
}

GtkWidget *
pw_connecting_wall_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwConnectingWallEditor *self = g_object_new (PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (document_changed), NULL);
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
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
