/* deck-editor.h — the deck's editor: the symbols panel (a GListModel of
 * the symbols' names: add, paste a list, pick a folder of pictures,
 * reorder, replace, remove), the card canvas (move, resize and turn a
 * symbol by hand), Relayout and Check through the task runner, the pairs
 * of cards that fail the check, and a play preview. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_DECK_EDITOR (pw_deck_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwDeckEditor, pw_deck_editor, PW, DECK_EDITOR, GtkWidget)

GtkWidget          *pw_deck_editor_new (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_deck_editor     (void);

/* For tests: the card the canvas shows, and showing another. */
guint               pw_deck_editor_get_card (PwDeckEditor *self);
void                pw_deck_editor_set_card (PwDeckEditor *self, guint card);
/* The symbols list's model (GtkStringList of names). */
GListModel         *pw_deck_editor_get_symbols (PwDeckEditor *self);
/* The symbols in order take the names of a word list file, one symbol a
 * line (what Import Word List does once a file is chosen); FALSE, with
 * the file and the reason shown, when it cannot be read. */
gboolean            pw_deck_editor_import_words (PwDeckEditor *self, GFile *file);
/* For tests: whether a game is on, and the two cards dealt (left, right). */
gboolean            pw_deck_editor_get_play_cards (PwDeckEditor *self, guint *a, guint *b);

G_END_DECLS
