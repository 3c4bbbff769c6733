/* name-dominoes-model.h — the name-dominoes puzzle (xkcd 1970): tiles, board, synonyms.
 *
 * A tile carries one, two or three names, one per square, laid in a
 * straight line.  A name may be blank (""): a blank square equals no name,
 * not even another blank, so it may touch nothing (Norvig's ('', 'PRINCE')).
 * A placed tile has the square of names[0] at (x, y) and names[k] k steps
 * further in its direction.  The model keeps placed tiles on the board and
 * never lets two tiles share a square; whether the layout is legal (names
 * that touch are equal, the tiles hang together) is the business of
 * name-dominoes-rules.h, because a layout being edited is often illegal.
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_NAME_DOMINOES_KIND_ID "name-dominoes"

/* Limits on what a document may hold; a board of 60×60 must fit. */
#define PW_NAME_DOMINOES_MAX_SIDE 100
#define PW_NAME_DOMINOES_MAX_TILES 2000
#define PW_NAME_DOMINOES_MAX_NAME_BYTES 100
#define PW_NAME_DOMINOES_MAX_SQUARES 3
#define PW_NAME_DOMINOES_MAX_SYNONYM_SETS 2000
#define PW_NAME_DOMINOES_MAX_SYNONYM_SET_SIZE 100

typedef enum
{
  PW_NAME_DOMINOES_RIGHT,
  PW_NAME_DOMINOES_DOWN,
  PW_NAME_DOMINOES_LEFT,
  PW_NAME_DOMINOES_UP,
} PwNameDominoesDirection;

typedef struct
{
  char            *names[PW_NAME_DOMINOES_MAX_SQUARES]; /* never NULL below n_names; "" is blank */
  guint            n_names;                     /* 1 to 3 */
  gboolean         placed;
  int              x, y;                        /* the square of names[0] when placed */
  PwNameDominoesDirection direction;
  gboolean         pinned;                      /* auto-fill keeps it; only when placed */
} PwNameDominoesTile;

typedef struct
{
  PwModel    parent;
  guint      width, height;
  gboolean   partial_match; /* LLOYD ~ FRANK LLOYD */
  GPtrArray *tiles;         /* PwNameDominoesTile * */
  GPtrArray *synonyms;      /* GStrv, each a set of names that are equal */
} PwNameDominoesModel;

const PwKind *pw_name_dominoes_kind (void);

PwNameDominoesModel *pw_name_dominoes_model_new        (guint width, guint height);
PwNameDominoesModel *pw_name_dominoes_model_copy       (const PwNameDominoesModel *model);
void          pw_name_dominoes_model_free       (PwNameDominoesModel *model);

/* Appends an unplaced tile; returns its index.  @n_names is 1 to 3. */
guint         pw_name_dominoes_model_add_tile   (PwNameDominoesModel *model, const char *const *names,
                                         guint n_names);
/* Appends a synonym set (a copy of the NULL-terminated @names). */
void          pw_name_dominoes_model_add_synonyms (PwNameDominoesModel *model, const char *const *names);

PwNameDominoesTile  *pw_name_dominoes_model_get_tile   (const PwNameDominoesModel *model, guint index);

/* The square of a tile's part @k if it were placed at (x, y) in @direction. */
void          pw_name_dominoes_square           (int x, int y, PwNameDominoesDirection direction, guint k,
                                         int *out_x, int *out_y);
/* Whether the tile would lie inside the board. */
gboolean      pw_name_dominoes_model_fits       (const PwNameDominoesModel *model, guint n_names, int x, int y,
                                         PwNameDominoesDirection direction);
/* Places (or moves) tile @index; fails with an error that names the square
 * when the tile would leave the board or cover another tile. */
gboolean      pw_name_dominoes_model_place      (PwNameDominoesModel *model, guint index, int x, int y,
                                         PwNameDominoesDirection direction, GError **error);
void          pw_name_dominoes_model_unplace    (PwNameDominoesModel *model, guint index);
guint         pw_name_dominoes_model_count_placed (const PwNameDominoesModel *model);

/* Which tile covers each square: an array of width×height ints, -1 for an
 * empty square, else tile index × 4 + part. */
int          *pw_name_dominoes_model_grid       (const PwNameDominoesModel *model);

const char   *pw_name_dominoes_direction_to_string   (PwNameDominoesDirection direction);
gboolean      pw_name_dominoes_direction_from_string (const char *text, PwNameDominoesDirection *out);

/* A one-line label for a tile, its names joined by " / " with blanks
 * shown as "·": "FRANK LLOYD / WRIGHT". */
char         *pw_name_dominoes_tile_label       (const PwNameDominoesTile *tile);

/* Splits a pasted list ("Tim Cook, Neve Campbell, Prince") into tiles the
 * way Norvig's notebook does: the last word is one square and the words
 * before it the other; a single word makes a one-square tile.  A piece
 * holding "|" is split there instead, into 1 to 3 squares as written
 * ("Frank | Lloyd | Wright", "| Prince" for a blank first square).  Names
 * are kept as written (matching ignores case).  Returns the number of
 * tiles added, or 0 with @error set (nothing added) when a piece is bad. */
guint         pw_name_dominoes_model_add_pasted (PwNameDominoesModel *model, const char *text, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNameDominoesModel, pw_name_dominoes_model_free)

G_END_DECLS
