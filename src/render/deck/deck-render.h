/* deck-render.h — how a deck prints and shows on screen.
 *
 * Each card is an item of the card sheets (pw-cards.h), 75 mm across (six
 * to an A4 or Letter page, with bleed too), so
 * crop marks, bleed and duplex backs come from the composer.  A round card
 * draws its own cut circle.  Words and characters go through Pango,
 * pictures through librsvg (vector in PDF and SVG) or cairo (PNG).  The
 * puzzle sheet shows the whole deck small, numbered; its key lists each
 * card's symbols in words.
 */
#pragma once

#include "deck-model.h"
#include "pw-html.h"
#include "pw-render.h"

G_BEGIN_DECLS

/* deck-validate.c's warning about small symbols assumes these two. */
#define PW_DECK_CARD_MM 75.0
/* The part of the card symbols are laid out in, inside its cut edge, so
 * a symbol never touches the cut: card units are scaled by this. */
#define PW_DECK_RENDER_FACE 0.94
/* A picture's box, as a multiple of its circle's radius: larger than the
 * circle's inner square (√2), since pictures are mostly round-ish with
 * empty corners and the inner square looks lost. */
#define PW_DECK_RENDER_PICTURE_SIDE 1.6

const PwKindRender *pw_deck_render (void);
/* The deck played on the class screen (deck-page.c). */
extern const PwKindPage pw_deck_page;

/* What the editor adds on top of a card. */
typedef struct
{
  int highlight;     /* a symbol index to mark (the one picked in the list), or -1 */
  GArray *shared;    /* more symbol indices (guint) to mark: a bad pair's, or NULL */
  int selected;      /* the position on the card of the selected symbol, or -1 */
  gboolean bad;      /* ring the card in red: one of a bad pair */
  gboolean strong_edge; /* high contrast: the edge in black, not the print's grey cut line */
} PwDeckCardMarks;

/* The colour words and characters of symbol @symbol print in (each
 * symbol keeps its colour on every card). */
void pw_deck_render_symbol_rgb (guint symbol, double rgb[3]);

/* Draws card @index of @m into the square (0, 0, @size, @size); @bleed as
 * for draw_item; @marks may be NULL. */
void pw_deck_render_card (cairo_t *cr, const PwDeckModel *m, guint index, double size,
                          double bleed, const PwDeckCardMarks *marks);
/* Where card @index's symbols sit: its stored layout, or one made from the
 * deck's layout seed when it has none (a hand-written file). */
GArray *pw_deck_render_places (const PwDeckModel *m, guint index);
/* The data of picture symbol @symbol (from the deck's folder or the
 * built-in set), or NULL with an error naming the file. */
GBytes *pw_deck_render_picture_data (const PwDeckModel *m, const PwDeckSymbol *symbol,
                                     GError **error);

/* deck-render-folder.c: the real path of the folder @m's pictures may be
 * read from (its "pictures" when the user chose that folder, or it is
 * inside the folder of the deck's document), or NULL with an error that
 * says why not: PW_ERROR_INVALID when the deck may not read it, PW_ERROR_IO
 * when it is not there. */
char   *pw_deck_render_picture_folder (const PwDeckModel *m, GError **error);
/* The bytes of picture @name of @folder (a real path from the above): a
 * plain file whose real path is inside @folder, at most 8 MiB. */
GBytes *pw_deck_render_read_picture   (const char *folder, const char *name, GError **error);
/* The user chose @folder (in a file chooser): any deck may read its
 * pictures for the rest of the session. */
void    pw_deck_render_allow_folder   (const char *folder);

/* The pictures of @m that cannot be drawn (missing, too large, not an
 * SVG or PNG librsvg or cairo can read), as translated lines naming each
 * file and why; empty when all draw.  Cards draw a grey placeholder in
 * their place, so a deck with a broken picture still opens and prints. */
GPtrArray *pw_deck_render_check_pictures (const PwDeckModel *m);
/* The same, on the main loop, which does not wait for pictures still
 * being drawn (pw-picture-cache.h): those are not listed, and
 * @n_pending counts them. */
GPtrArray *pw_deck_render_check_pictures_drawn (const PwDeckModel *m, guint *n_pending);

/* deck-render-check.c: the kind's PwDeckPictureCheck (deck-model.h) and
 * its silhouette function (deck-silhouette.h), installed when the deck's
 * renderer is registered; a picture is drawn once for both. */
/* What identifies the file picture @symbol names as it is now (its path,
 * size and time of change; a built-in picture's name), the picture
 * cache's key; NULL when it cannot be asked (it is then read, and fails
 * with its own message). */
char      *pw_deck_render_picture_key (const PwDeckModel *m, const PwDeckSymbol *symbol);
GBytes    *pw_deck_render_picture_silhouette (const PwDeckModel *m, const PwDeckSymbol *symbol);
/* On the main loop, a picture still being drawn is G_IO_ERROR_PENDING
 * (not kept: asked again, it is answered when drawn). */
char      *pw_deck_render_picture_check (const PwDeckModel *m, const PwDeckSymbol *symbol,
                                         GError **error);

G_END_DECLS
