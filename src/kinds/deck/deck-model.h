/* deck-model.h — a Spot-it deck: symbols, and cards that hold them.
 *
 * A deck is any list of cards, each a list of indices into the list of
 * symbols; the kind's promise (every two cards share exactly one symbol)
 * is checked, never assumed, so hand-made and imported decks fit the same
 * model as the ones built from projective planes (deck-plane.h).
 *
 * Each card also keeps where its symbols sit (its layout), in card units:
 * the card is the disc of radius 1 (round) or the square [-1, 1]²
 * (square) centred on 0, so the layout does not depend on the printed
 * size.  A layout is made by deck-layout.h from a seed and then stored,
 * so a symbol moved by hand stays where it was put.
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_DECK_KIND_ID "deck"
#define PW_DECK_MAX_CARDS 1057      /* order 32: 32² + 32 + 1 */
#define PW_DECK_MAX_SYMBOLS 4096
#define PW_DECK_MAX_PER_CARD 64
#define PW_DECK_MAX_NAME 256        /* bytes of a symbol's name */
#define PW_DECK_MAX_FOLDER 4096

typedef enum
{
  PW_DECK_SYMBOL_WORD,
  PW_DECK_SYMBOL_CHARACTER,
  PW_DECK_SYMBOL_PICTURE,
} PwDeckSymbolType;

typedef enum
{
  PW_DECK_ROUND,
  PW_DECK_SQUARE,
} PwDeckShape;

typedef struct
{
  char *name;             /* the word, the character(s), or the picture's file name */
  PwDeckSymbolType type;
} PwDeckSymbol;

/* Where one symbol of a card sits: its centre, the radius of the circle
 * it is drawn inside, and its turn in degrees (clockwise). */
typedef struct
{
  double x, y, r, angle;
} PwDeckPlace;

typedef struct
{
  GArray *symbols; /* guint: indices into the deck's symbols */
  GArray *places;  /* PwDeckPlace, one per symbol, or empty: not laid out */
} PwDeckCard;

typedef struct
{
  PwModel parent;
  guint order;          /* the plane's order it was built from; 0: made by hand */
  PwDeckShape shape;
  /* Symbol sizes, as fractions of the largest a layout may draw
   * (0 < min_size <= max_size <= 1). */
  double min_size, max_size;
  guint64 layout_seed;
  /* Where picture symbols are: a folder, or "" for the built-in set. */
  char *pictures;
  /* Not saved.  Pictures are read only from a folder the user chose
   * (pictures_chosen) or inside the folder of the document the deck was
   * read from (home, or NULL): a deck someone sends must not put the
   * reader's own files into the cards it prints. */
  char *home;
  gboolean pictures_chosen;
  GPtrArray *symbols;   /* PwDeckSymbol * */
  GPtrArray *cards;     /* PwDeckCard * */
} PwDeckModel;

const PwKind  *pw_deck_kind             (void);

PwDeckModel   *pw_deck_model_new        (void);
/* Whether @m's pictures are the built-in set (its pictures folder unset or
 * ""), not a folder's. */
gboolean       pw_deck_model_builtin_pictures (const PwDeckModel *m);
PwDeckSymbol  *pw_deck_symbol_new       (const char *name, PwDeckSymbolType type);
void           pw_deck_symbol_free      (PwDeckSymbol *symbol);
PwDeckCard    *pw_deck_card_new         (void);
PwDeckCard    *pw_deck_card_copy        (const PwDeckCard *card);
void           pw_deck_card_free        (PwDeckCard *card);

const char    *pw_deck_symbol_type_to_string   (PwDeckSymbolType type);
gboolean       pw_deck_symbol_type_from_string (const char *text, PwDeckSymbolType *type);
/* A word, unless @name is one grapheme (a character) or ends in .svg or
 * .png (a picture). */
PwDeckSymbolType pw_deck_symbol_type_guess     (const char *name);
/* How people name @symbol: a picture by its file's name without folder
 * or extension ("cat" for "cat.svg"), anything else as it is. */
char            *pw_deck_symbol_display_name   (const PwDeckSymbol *symbol);

static inline PwDeckSymbol *
pw_deck_model_symbol (const PwDeckModel *m, guint index)
{
  return g_ptr_array_index (m->symbols, index);
}

static inline PwDeckCard *
pw_deck_model_card (const PwDeckModel *m, guint index)
{
  return g_ptr_array_index (m->cards, index);
}

/* The bad pairs of @m (deck-plane.h's PwDeckBadPair): pairs of cards that
 * do not share exactly one symbol. */
GArray        *pw_deck_model_check      (const PwDeckModel *m);
/* The symbols cards @a and @b share, as indices (GArray of guint). */
GArray        *pw_deck_model_shared     (const PwDeckModel *m, guint a, guint b);
/* The most symbols any card holds. */
guint          pw_deck_model_max_per_card (const PwDeckModel *m);

/* Two symbols of the deck a player cannot tell apart (deck-validate.c):
 * the same picture (by name, or by what it draws), or words equal once
 * case, accents and spaces are dropped.  @b is the later of the two. */
typedef struct
{
  guint a, b;
  gboolean picture;
} PwDeckAlike;

/* The pairs of @m, each later symbol paired with the first it is like. */
GArray        *pw_deck_alike_pairs      (const PwDeckModel *m);
/* "Symbol 4 looks like symbol 2 (“dog”)", for problems and summaries. */
char          *pw_deck_alike_text       (const PwDeckModel *m, const PwDeckAlike *pair);
/* The symbol of @m a player could not tell from one named @name, other
 * than symbol @except (-1: none); -1 when there is none. */
int            pw_deck_symbol_alike     (const PwDeckModel *m, const char *name, int except);

/* What a picture symbol's file draws, for validate.  Kinds open no files,
 * so the render layer, which reads and draws pictures, installs this
 * when its renderers are registered.  It returns a digest of the
 * picture's content (two symbols with one digest are the same picture
 * under two names), or NULL and sets @error naming the file when it
 * cannot be drawn.  Without a check, validate does not look at pictures. */
typedef char *(*PwDeckPictureCheck) (const PwDeckModel *m, const PwDeckSymbol *symbol,
                                     GError **error);
void           pw_deck_set_picture_check (PwDeckPictureCheck check);

G_END_DECLS
