/* name-dominoes-editor.c — the name-dominoes editor type: its template, the
 * document it edits, and keeping every part in step with that document. */
#include "name-dominoes-editor-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "name-dominoes-rules.h"

G_DEFINE_FINAL_TYPE (PwNameDominoesEditor, pw_name_dominoes_editor, GTK_TYPE_WIDGET)

PW_KIND_EDITOR_DEFINE_MODEL (PwNameDominoesEditor, pw_name_dominoes_editor, PwNameDominoesModel)

int
pw_name_dominoes_editor_selected_placed (PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  int t = self->state.selected;
  if (t < 0 || (guint) t >= m->tiles->len || !((PwNameDominoesTile *) m->tiles->pdata[t])->placed)
    return -1;
  return t;
}

void
pw_name_dominoes_editor_select (PwNameDominoesEditor *self, int tile)
{
  self->state.selected = tile;
  pw_name_dominoes_editor_lists_select (self);
  gtk_widget_queue_draw (self->canvas);
}

static void
update_stats (PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  g_autoptr (PwNameDominoesStats) s = pw_name_dominoes_stats_new (m);
  GString *text = g_string_new (NULL);
  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u of %u tile placed · largest group %u · at most %u fit",
                                       "%u of %u tiles placed · largest group %u · at most %u fit",
                                       s->tiles),
                          s->placed, s->tiles, s->largest_group, s->bound);
  if (s->unplaceable->len > 0)
    {
      const PwNameDominoesUnplaceable *u = &g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 0);
      g_autofree char *label = pw_name_dominoes_tile_label (m->tiles->pdata[u->tile]);
      g_string_append (text, " · ");
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u can never be placed (%s: %s)",
                                           "%u can never be placed (%s: %s, …)",
                                           s->unplaceable->len),
                              s->unplaceable->len, label, pw_name_dominoes_why_to_string (u->why));
    }
  gtk_label_set_label (GTK_LABEL (self->stats_label), text->str);
  g_string_free (text, TRUE);
}

static void
model_changed (PwDocument *document, PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  if (self->state.selected >= (int) m->tiles->len)
    self->state.selected = -1;
  pw_name_dominoes_editor_update_marks (self);
  update_stats (self);
  pw_name_dominoes_editor_canvas_resize (self);
  gtk_widget_queue_draw (self->canvas);
  pw_name_dominoes_editor_run_changed (self);
  pw_name_dominoes_editor_lists_sync (self);
}

/* A problem clicked in the window's panel: its path names the tile
 * ("$.puzzle.tiles[3]" or "$.puzzle.tiles[3].names[1]"), which is selected
 * and brought into view.  Problems about no tile (a synonym set) name
 * nothing to show. */
static void
show_place (PwDocument *document, const char *path, int x, int y, PwNameDominoesEditor *self)
{
  guint tile;
  /* As the verdict's Show Tile reads the path (name-dominoes-editor-run.c). */
  if (sscanf (path, "$.puzzle.tiles[%u]", &tile) != 1
      || tile >= pw_name_dominoes_editor_model (self)->tiles->len)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "names.show-tile", "u", tile);
}

static void
pw_name_dominoes_editor_dispose (GObject *object)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (object);
  g_clear_handle_id (&self->sync_id, g_source_remove);
  pw_name_dominoes_editor_run_dispose (self);
  pw_name_dominoes_editor_canvas_dispose (self);
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_NAME_DOMINOES_EDITOR, &self->document,
                         &self->runner);
  g_clear_object (&self->tile_items);
  g_clear_object (&self->synonym_items);
  G_OBJECT_CLASS (pw_name_dominoes_editor_parent_class)->dispose (object);
}

static void
pw_name_dominoes_editor_finalize (GObject *object)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (object);
  g_free (self->state.marked);
  g_clear_pointer (&self->state.live, pw_name_dominoes_model_free);
  G_OBJECT_CLASS (pw_name_dominoes_editor_parent_class)->finalize (object);
}

static void
pw_name_dominoes_editor_class_init (PwNameDominoesEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = pw_name_dominoes_editor_dispose;
  object_class->finalize = pw_name_dominoes_editor_finalize;

  pw_kind_editor_class_set_template (widget_class, PW_NAME_DOMINOES_KIND_ID);
  gtk_widget_class_set_css_name (widget_class, "name-dominoes-editor");
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, tile_list);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, tile_entry);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, tile_count);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, syn_list);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, syn_entry);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, partial_switch);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, board_scroller);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, syn_scroller);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, stats_label);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, verdict_button);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, width_spin);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, height_spin);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, PwNameDominoesEditor, fill_button);

  pw_name_dominoes_editor_lists_class_init (widget_class);
  pw_name_dominoes_editor_canvas_class_init (widget_class);
  pw_name_dominoes_editor_edits_class_init (widget_class);
  pw_name_dominoes_editor_run_class_init (widget_class);
}

static void
pw_name_dominoes_editor_init (PwNameDominoesEditor *self)
{
  self->state.zoom = PW_NAME_DOMINOES_EDITOR_DEFAULT_ZOOM;
  self->state.selected = -1;
  self->state.drag_tile = -1;
  self->state.reveal_synonym = -1;
  self->state.hover_x = self->state.hover_y = -1;
  self->state.cursor_x = self->state.cursor_y = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
pw_name_dominoes_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  g_return_val_if_fail (PW_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (PW_IS_TASK_RUNNER (runner), NULL);
  PwNameDominoesEditor *self = g_object_new (PW_TYPE_NAME_DOMINOES_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (model_changed), G_CALLBACK (show_place));
  pw_name_dominoes_editor_canvas_init (self);
  pw_name_dominoes_editor_keys_init (self);
  pw_name_dominoes_editor_lists_init (self);
  pw_name_dominoes_editor_run_init (self);
  model_changed (document, self);
  return GTK_WIDGET (self);
}

static GtkWidget *
create (PwDocument *document, PwTaskRunner *runner)
{
  return pw_name_dominoes_editor_new (document, runner);
}

/* The editor offers Check Layout and Auto-Fill itself: it draws their
 * verdict and the live board. */
static const char *const own_operations[] = { "verify", "fill", NULL };
static const PwKindEditor editor = { PW_NAME_DOMINOES_KIND_ID, create, own_operations };

const PwKindEditor *
pw_name_dominoes_editor (void)
{
  return &editor;
}
