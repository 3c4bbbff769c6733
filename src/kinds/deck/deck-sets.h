/* deck-sets.h — the symbols a generated deck is drawn from.
 *
 * Three built-in sets ship inside the program (data/deck, compiled into a
 * GResource): simple English nouns for children ("words"), common Chinese
 * characters ("characters"), and 136 coloured shapes drawn for the project
 * ("pictures": 17 shapes in 8 colours, enough for order 11).  A list of the
 * user's own is text, one symbol a line.
 */
#pragma once

#include "deck-model.h"

G_BEGIN_DECLS

#define PW_DECK_BUILTIN_PICTURES "/io/github/puzzlewright/Puzzlewright/deck/pictures/"

/* The symbols of built-in set @set ("words", "characters", "pictures"),
 * as a list of PwDeckSymbol, or NULL when there is no such set. */
GPtrArray *pw_deck_builtin_set     (const char *set);
/* The data of the built-in picture @name ("red-star.svg"), or NULL. */
GBytes    *pw_deck_builtin_picture (const char *name);
/* Symbols from text, one a line; blank lines and lines starting with #
 * are skipped, each line is trimmed, and its type guessed.  NULL with an
 * error naming the line when a line is too long or not UTF-8. */
GPtrArray *pw_deck_symbols_from_text (const char *text, gsize length, GError **error);

G_END_DECLS
