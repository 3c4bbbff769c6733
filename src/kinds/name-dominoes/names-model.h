/* names-model.h — the name-dominoes puzzle (xkcd 1970): tiles, board, synonyms.
 *
 * A tile carries one, two or three names, one per square, laid in a
 * straight line.  A name may be blank (""): a blank square equals no name,
 * not even another blank, so it may touch nothing (Norvig's ('', 'PRINCE')).
 * A placed tile has the square of names[0] at (x, y) and names[k] k steps
 * further in its direction.  The model keeps placed tiles on the board and
 * never lets two tiles share a square; whether the layout is legal (names
 * that touch are equal, the tiles hang together) is the business of
 * names-rules.h, because a layout being edited is often illegal.
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_NAMES_KIND_ID "name-dominoes"

/* Limits on what a document may hold; a board of 60×60 must fit. */
#define PW_NAMES_MAX_SIDE 100
#define PW_NAMES_MAX_TILES 2000
#define PW_NAMES_MAX_NAME_BYTES 100
#define PW_NAMES_MAX_SQUARES 3
#define PW_NAMES_MAX_SYNONYM_SETS 2000
#define PW_NAMES_MAX_SYNONYM_SET_SIZE 100

typedef enum
{
  PW_NAMES_RIGHT,
  PW_NAMES_DOWN,
  PW_NAMES_LEFT,
  PW_NAMES_UP,
} PwNamesDirection;

typedef struct
{
  char            *names[PW_NAMES_MAX_SQUARES]; /* never NULL below n_names; "" is blank */
  guint            n_names;                     /* 1 to 3 */
  gboolean         placed;
  int              x, y;                        /* the square of names[0] when placed */
  PwNamesDirection direction;
  gboolean         pinned;                      /* auto-fill keeps it; only when placed */
} PwNamesTile;

typedef struct
{
  PwModel    parent;
  guint      width, height;
  gboolean   partial_match; /* LLOYD ~ FRANK LLOYD */
  GPtrArray *tiles;         /* PwNamesTile * */
  GPtrArray *synonyms;      /* GStrv, each a set of names that are equal */
} PwNamesModel;

const PwKind *pw_name_dominoes_kind (void);

PwNamesModel *pw_names_model_new        (guint width, guint height);
PwNamesModel *pw_names_model_copy       (const PwNamesModel *model);
void          pw_names_model_free       (PwNamesModel *model);

/* Appends an unplaced tile; returns its index.  @n_names is 1 to 3. */
guint         pw_names_model_add_tile   (PwNamesModel *model, const char *const *names,
                                         guint n_names);
/* Appends a synonym set (a copy of the NULL-terminated @names). */
void          pw_names_model_add_synonyms (PwNamesModel *model, const char *const *names);

PwNamesTile  *pw_names_model_get_tile   (const PwNamesModel *model, guint index);

/* The square of a tile's part @k if it were placed at (x, y) in @direction. */
void          pw_names_square           (int x, int y, PwNamesDirection direction, guint k,
                                         int *out_x, int *out_y);
/* Whether the tile would lie inside the board. */
gboolean      pw_names_model_fits       (const PwNamesModel *model, guint n_names, int x, int y,
                                         PwNamesDirection direction);
/* Places (or moves) tile @index; fails with an error that names the square
 * when the tile would leave the board or cover another tile. */
gboolean      pw_names_model_place      (PwNamesModel *model, guint index, int x, int y,
                                         PwNamesDirection direction, GError **error);
void          pw_names_model_unplace    (PwNamesModel *model, guint index);
guint         pw_names_model_count_placed (const PwNamesModel *model);

/* Which tile covers each square: an array of width×height ints, -1 for an
 * empty square, else tile index × 4 + part. */
int          *pw_names_model_grid       (const PwNamesModel *model);

const char   *pw_names_direction_to_string   (PwNamesDirection direction);
gboolean      pw_names_direction_from_string (const char *text, PwNamesDirection *out);

/* A one-line label for a tile, its names joined by " / " with blanks
 * shown as "·": "FRANK LLOYD / WRIGHT". */
char         *pw_names_tile_label       (const PwNamesTile *tile);

/* Splits a pasted list ("Tim Cook, Neve Campbell, Prince") into tiles the
 * way Norvig's notebook does: the last word is one square and the words
 * before it the other; a single word makes a one-square tile.  A piece
 * holding "|" is split there instead, into 1 to 3 squares as written
 * ("Frank | Lloyd | Wright", "| Prince" for a blank first square).  Names
 * are kept as written (matching ignores case).  Returns the number of
 * tiles added, or 0 with @error set (nothing added) when a piece is bad. */
guint         pw_names_model_add_pasted (PwNamesModel *model, const char *text, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNamesModel, pw_names_model_free)

G_END_DECLS
