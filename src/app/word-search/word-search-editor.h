/* word-search-editor.h — the word-search editor: a grid canvas drawn
 * through the kind's renderer (type letters, drag a word from its first
 * cell to its last, paint the shape) and a panel with the word list
 * (a GListModel), the size, the directions and the commands. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_WORD_SEARCH_EDITOR (pw_word_search_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwWordSearchEditor, pw_word_search_editor, PW, WORD_SEARCH_EDITOR,
                      GtkWidget)

GtkWidget          *pw_word_search_editor_new (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_word_search_editor     (void);

/* Adds the words of the text file @file, one a line (Import…): FALSE,
 * with a toast that says why and where, for a file too large, not text,
 * or not UTF-8. */
gboolean pw_word_search_editor_import_words (PwWordSearchEditor *self, GFile *file);

/* The shapes the editor offers, as a mask of @width × @height (1 = a
 * cell): "rectangle", "circle", "heart", or "letter" (@letter drawn as
 * large as the grid).  NULL for an unknown shape or a blank letter. */
guint8 *pw_word_search_shape_mask (const char *shape, const char *letter, guint width, guint height);

G_END_DECLS
