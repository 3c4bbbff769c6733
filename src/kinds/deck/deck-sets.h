/* deck-sets.h — the symbols a generated deck is drawn from.
 *
 * Built-in sets: simple English nouns for children ("words"), common
 * Chinese characters ("characters") and 136 coloured shapes drawn for the
 * project ("shapes": 17 outlines in 8 colours, so a deck takes one colour
 * of each outline and reaches order 3) ship inside the program (data/deck,
 * compiled into a GResource).  The default picture set ("pictures"):
 * objects a child can name, each its own silhouette, from the pinned
 * Twemoji package (data/deck/objects.tsv lists them with their names in
 * every UI language), is a GResource bundle the build makes when the
 * package was fetched (build-aux/fetch-deck-pictures), installed beside
 * the program.  The same names make word decks in those languages.  A list
 * of the user's own is text, one symbol a line.
 */
#pragma once

#include "deck-model.h"

G_BEGIN_DECLS

#define PW_DECK_BUILTIN_PICTURES "/io/github/puzzlewright/Puzzlewright/deck/pictures/"
#define PW_DECK_OBJECTS_BUNDLE "deck-objects.gresource"
#define PW_DECK_OBJECTS_ENV "PUZZLEWRIGHT_DECK_PICTURES"
/* The languages pictures are named in: those of the user interface. */
#define PW_DECK_N_NAME_LANGUAGES 5
extern const char *const pw_deck_name_languages[PW_DECK_N_NAME_LANGUAGES + 1];

/* The symbols of built-in set @set ("words", "characters", "pictures",
 * "shapes"), as a list of PwDeckSymbol; NULL when there is no such set
 * (and for "pictures" when the bundle is not installed: @error says how
 * to get it; may be NULL). */
GPtrArray *pw_deck_builtin_set     (const char *set, GError **error);
/* The data of the built-in picture @name ("red-star.svg", "apple.svg"),
 * or NULL. */
GBytes    *pw_deck_builtin_picture (const char *name);
/* Whether the default picture set's bundle is installed; FALSE with an
 * error that says how to get it. */
gboolean   pw_deck_objects_installed (GError **error);
/* The name of built-in picture @name in @language (a locale such as
 * "de_DE.UTF-8"; English for any other), or NULL when @name is not one of
 * the default set's: "apple.svg" is "Apfel" in German. */
char      *pw_deck_picture_label   (const char *name, const char *language);
/* The default set's names in @language as word symbols ("Apfel", …), or
 * NULL with an error when the bundle is not installed. */
GPtrArray *pw_deck_picture_words   (const char *language, GError **error);
/* Symbols from text, one a line; blank lines and lines starting with #
 * are skipped, each line is trimmed, and its type guessed.  NULL with an
 * error naming the line when a line is too long or not UTF-8. */
GPtrArray *pw_deck_symbols_from_text (const char *text, gsize length, GError **error);

G_END_DECLS
