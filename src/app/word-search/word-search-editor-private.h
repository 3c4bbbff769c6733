/* word-search-editor-private.h — what the parts of the word-search editor
 * share: the editor's state (one value per editor: the cursor, the line
 * being dragged, the shape being painted) and the few calls they make on
 * each other.
 *
 * The editor (PwWordSearchEditor, its template word-search-editor.ui)
 * is split by what each part does:
 *   word-search-editor.c         the type, its template, the document it
 *                                edits and its PwKindEditor entry
 *   word-search-editor-canvas.c  drawing the grid, and the mouse and keys
 *                                on it (drag a word, paint the shape, type)
 *   word-search-editor-panel.c   the panel beside it: the grid's settings,
 *                                its shape and the word list
 *   word-search-editor-run.c     Generate, Fill Again and Verify through
 *                                the window's task runner
 *   word-search-editor-theme.c   Add Words from a Theme…, the kind's
 *                                add-words operation
 *   word-search-shapes.c         the shapes the Shapes menu offers
 * Each part connects its own widgets from pw_word_search_editor_*_init()
 * and installs its own actions from pw_word_search_editor_*_class_init().
 */
#pragma once

#include <adwaita.h>

#include "word-search-editor.h"
#include "word-search.h"

G_BEGIN_DECLS

struct _PwWordSearchEditor
{
  GtkWidget parent_instance;
  PwDocument *document;
  PwTaskRunner *runner;
  /* From the template. */
  GtkDrawingArea *canvas;
  GtkSpinButton *width_spin, *height_spin;
  AdwComboRow *directions_row, *fold_row, *case_row;
  GtkToggleButton *shape_toggle;
  GtkSwitch *large_switch;
  GtkRevealer *message_revealer;
  GtkLabel *message_label;
  GtkButton *enlarge_button;
  GtkEntry *word_entry;
  GtkListBox *word_list;
  /* The word list as the panel shows it: GtkStringObjects. */
  GListStore *words;
  GtkIMContext *im;
  /* What the user sees of the editor's state. */
  gboolean syncing;
  int cursor_row, cursor_col;  /* -1: none */
  int mark_row, mark_col;      /* a word's first letter, marked from the keys; -1: none */
  gboolean dragging;
  int drag_row0, drag_col0, drag_row1, drag_col1;
  guint8 *paint_mask;          /* the shape being painted, or NULL */
  guint8 paint_value;
};

/* The model as the document holds it, a copy to edit, and the copy
 * applied as one undo step named @label (the document takes it). */
PW_KIND_EDITOR_DECLARE_MODEL (PwWordSearchEditor, pw_word_search_editor, PwWordSearchModel);

/* The canvas (word-search-editor-canvas.c): its drawing, its drag
 * gesture and its keys (through an input method). */
void pw_word_search_editor_canvas_init (PwWordSearchEditor *self);
/* Places a word from cell (@row0, @col0) to cell (@row1, @col1), as a
 * drag between them does. */
void pw_word_search_editor_place_line  (PwWordSearchEditor *self, int row0, int col0, int row1,
                                        int col1);

/* The canvas from the keyboard (word-search-editor-keys.c): arriving puts
 * the cursor on the grid; Enter marks a word's first letter, and Enter
 * on its last places it. */
void pw_word_search_editor_keys_init   (PwWordSearchEditor *self);

/* The panel (word-search-editor-panel.c). */
void pw_word_search_editor_panel_class_init (GtkWidgetClass *widget_class);
void pw_word_search_editor_panel_init       (PwWordSearchEditor *self);
/* Sets the panel from the model, and forgets a cursor the grid no
 * longer has. */
void pw_word_search_editor_sync_panel       (PwWordSearchEditor *self);
/* The index of the word chosen in the list, or -1. */
int  pw_word_search_editor_selected_word    (PwWordSearchEditor *self);

/* Generate, Fill Again and Verify (word-search-editor-run.c). */
void pw_word_search_editor_run_class_init (GtkWidgetClass *widget_class);

/* Add Words from a Theme… (word-search-editor-theme.c). */
void pw_word_search_editor_theme_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
