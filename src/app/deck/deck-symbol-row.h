/* deck-symbol-row.h — one row of the deck editor's symbols list: a small
 * preview of the symbol as the cards draw it (or a "missing image" icon
 * that says why a picture cannot be drawn), its name, and its type and
 * on how many cards it is. */
#pragma once

#include <gtk/gtk.h>

#include "deck-model.h"
#include "pw-document.h"

G_BEGIN_DECLS

/* The preview's side, in pixels: an icon's size in a list row. */
#define PW_DECK_SYMBOL_PREVIEW 32

#define PW_TYPE_DECK_SYMBOL_ROW (pw_deck_symbol_row_get_type ())
G_DECLARE_FINAL_TYPE (PwDeckSymbolRow, pw_deck_symbol_row, PW, DECK_SYMBOL_ROW, GtkWidget)

/* An empty row that shows symbols of @document's deck once updated. */
GtkWidget *pw_deck_symbol_row_new    (PwDocument *document);
/* Shows symbol @index of @m, which is on @cards cards.  The preview is
 * drawn again, and a picture read again, only when what it shows
 * changed, so updating every row after an edit stays cheap. */
void       pw_deck_symbol_row_update (PwDeckSymbolRow *self, const PwDeckModel *m, guint index,
                                      guint cards);

/* Draws the preview if it was out of sight when last drawn: for rows
 * scrolled into view. */
void       pw_deck_symbol_row_reveal (PwDeckSymbolRow *self);

G_END_DECLS
