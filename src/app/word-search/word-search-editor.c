/* word-search-editor.c — the word-search editor: its type, its template,
 * the document it edits and its entry in the table of kind editors.
 *
 * Every edit is a new model applied to the document (one undo step); the
 * panel and the canvas follow the document's ::changed.  The parts
 * (word-search-editor-private.h says which holds what) share the three
 * calls below to read, copy and apply the model. */
#include "word-search-editor-private.h"

#include <string.h>

G_DEFINE_FINAL_TYPE (PwWordSearchEditor, pw_word_search_editor, GTK_TYPE_WIDGET)

PW_KIND_EDITOR_DEFINE_MODEL (PwWordSearchEditor, pw_word_search_editor, PwWordSearchModel)

static void
document_changed (PwDocument *document, PwWordSearchEditor *self)
{
  pw_word_search_editor_sync_panel (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* A problem clicked in the window's panel: the word it names is chosen
 * in the list, and the cursor goes to its cell (or the word's first). */
static void
show_place (PwDocument *document, const char *path, int x, int y, PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  guint64 index;
  const char *prefix = "$.puzzle.words[";
  g_autofree char *digits = path && g_str_has_prefix (path, prefix)
                              ? g_strndup (path + strlen (prefix),
                                           strcspn (path + strlen (prefix), "]"))
                              : NULL;
  if (digits && g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT, &index, NULL)
      && index < m->words->len)
    {
      gtk_list_box_select_row (self->word_list,
                               gtk_list_box_get_row_at_index (self->word_list, index));
      const PwWordSearchWord *w = m->words->pdata[index];
      if (x < 0 && w->placed)
        x = w->col, y = w->row;
    }
  if (x >= 0 && y >= 0 && (guint) x < m->width && (guint) y < m->height)
    {
      self->cursor_row = y;
      self->cursor_col = x;
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* ---- the type ------------------------------------------------------------ */

static void
pw_word_search_editor_dispose (GObject *object)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (object);
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_WORD_SEARCH_EDITOR, &self->document,
                         &self->runner);
  g_clear_object (&self->words);
  g_clear_object (&self->im);
  g_clear_pointer (&self->paint_mask, g_free);
  G_OBJECT_CLASS (pw_word_search_editor_parent_class)->dispose (object);
}

static void
pw_word_search_editor_class_init (PwWordSearchEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_word_search_editor_dispose;
  pw_kind_editor_class_set_template (widget_class, PW_WORD_SEARCH_KIND_ID);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, width_spin);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, height_spin);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, message_revealer);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, message_label);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, enlarge_button);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, directions_row);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, fold_row);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, case_row);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, shape_toggle);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, large_switch);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, word_entry);
  gtk_widget_class_bind_template_child (widget_class, PwWordSearchEditor, word_list);
  pw_word_search_editor_panel_class_init (widget_class);
  pw_word_search_editor_run_class_init (widget_class);
  pw_word_search_editor_theme_class_init (widget_class);
}

static void
pw_word_search_editor_init (PwWordSearchEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cursor_row = self->cursor_col = -1;
  pw_word_search_editor_panel_init (self);
  pw_word_search_editor_canvas_init (self);
  pw_word_search_editor_keys_init (self);
}

GtkWidget *
pw_word_search_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwWordSearchEditor *self = g_object_new (PW_TYPE_WORD_SEARCH_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (document_changed), G_CALLBACK (show_place));
  pw_word_search_editor_sync_panel (self);
  return GTK_WIDGET (self);
}

static const char *const own_operations[] = { "place", "fill", "verify", "add-words", NULL };

static const PwKindEditor editor = { PW_WORD_SEARCH_KIND_ID, pw_word_search_editor_new,
                                     own_operations };

const PwKindEditor *
pw_word_search_editor (void)
{
  return &editor;
}
