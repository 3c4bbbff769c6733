/* word-search.h — the word-search kind: a grid of any shape, a word list
 * in any script, the directions the words may run in.
 *
 * A cell holds one grapheme cluster (pw-text.h), so é typed as e + U+0301,
 * a Hangul syllable or a flag emoji is one cell.  Words are compared with
 * the puzzle's folding (case, or case and accents), letter by letter. */
#pragma once

#include "pw-kind.h"
#include "pw-text.h"

G_BEGIN_DECLS

#define PW_WORD_SEARCH_KIND_ID "word-search"

/* Limits a loaded file is checked against before anything is allocated. */
#define PW_WS_MAX_SIDE 60
#define PW_WS_MAX_WORDS 400
#define PW_WS_MAX_WORD_BYTES 200
#define PW_WS_MAX_FORBIDDEN 2000
#define PW_WS_MAX_MESSAGE_BYTES 4000

/* The eight directions, in the order of the levels a teacher picks:
 * across and down (2), then the diagonals downwards and upwards to the
 * right (4), then every direction backwards too (8). */
typedef enum
{
  PW_WS_RIGHT,
  PW_WS_DOWN,
  PW_WS_DOWN_RIGHT,
  PW_WS_UP_RIGHT,
  PW_WS_LEFT,
  PW_WS_UP,
  PW_WS_UP_LEFT,
  PW_WS_DOWN_LEFT,
  PW_WS_N_DIRECTIONS
} PwWsDirection;

#define PW_WS_ALL_DIRECTIONS 0xffu

typedef struct
{
  char *text;        /* as the user typed it */
  gboolean placed;   /* row, col, direction say where it runs */
  gint row, col;
  PwWsDirection direction;
  gboolean pinned;   /* the generator keeps it where it is */
} PwWsWord;

typedef enum
{
  PW_WS_FOLD_NONE,
  PW_WS_FOLD_CASE,
  PW_WS_FOLD_CASE_ACCENTS,
} PwWsFold;

typedef struct
{
  PwModel parent;
  guint width, height;
  guint8 *mask;        /* width × height; 1 = a cell of the puzzle */
  char **cells;        /* width × height; NULL or one grapheme cluster */
  GPtrArray *words;    /* PwWsWord *, in the order of the list */
  guint directions;    /* bit set of PwWsDirection */
  PwWsFold fold;
  char *language;      /* picks the default forbidden list: "en" */
  GPtrArray *forbidden;/* char *: words that must appear nowhere */
  char *message;       /* a secret message for the leftover cells, or NULL */
  gboolean large_print;/* printed larger, for young or weak-sighted solvers */
} PwWsModel;

const PwKind *pw_word_search_kind (void);

/* The model. */
PwWsModel   *pw_ws_model_new         (guint width, guint height);
void         pw_ws_model_resize      (PwWsModel *m, guint width, guint height);
PwWsWord    *pw_ws_word_new          (const char *text);
PwWsWord    *pw_ws_word_copy         (const PwWsWord *word);
void         pw_ws_word_free         (PwWsWord *word);
PwWsWord    *pw_ws_model_add_word    (PwWsModel *m, const char *text);
void         pw_ws_direction_step    (PwWsDirection d, int *dx, int *dy);
const char  *pw_ws_direction_name    (PwWsDirection d);
gboolean     pw_ws_direction_from_name (const char *name, PwWsDirection *d);
/* 2, 4 or 8 as a bit set; 0 for any other number. */
guint        pw_ws_directions_level  (guint level);
PwTextFold   pw_ws_fold_flags        (PwWsFold fold);
const char  *pw_ws_fold_name         (PwWsFold fold);
gboolean     pw_ws_fold_from_name    (const char *name, PwWsFold *fold);
gboolean     pw_ws_in_grid           (const PwWsModel *m, int row, int col);
/* The letters (grapheme clusters) of a word, white space left out;
 * NULL-terminated, free with g_strfreev(). */
char       **pw_ws_word_letters      (const char *text, guint *n);
/* The letters folded as the puzzle folds, for comparisons. */
char       **pw_ws_word_keys         (const PwWsModel *m, const char *text, guint *n);
/* Whether a word with @n letters fits from (row, col) in @d. */
gboolean     pw_ws_fits              (const PwWsModel *m, int row, int col, PwWsDirection d,
                                      guint n);
guint        pw_ws_count_cells       (const PwWsModel *m);
/* The default list of words that must not appear, for @language. */
const char *const *pw_ws_default_forbidden (const char *language);

/* "rectangle", "circle" or "heart" as a mask of @width × @height (1 = a
 * cell); NULL for any other name (word-search-shape.c). */
gboolean     pw_ws_shape_is_known    (const char *shape);
guint8      *pw_ws_shape_formula_mask (const char *shape, guint width, guint height);

/* Load and save (word-search-json.c). */
JsonNode    *pw_ws_save              (const PwModel *model);
PwModel     *pw_ws_load              (JsonNode *node, const char *path, GError **error);

/* The rules (word-search-validate.c). */
GPtrArray   *pw_ws_validate          (const PwModel *model);
/* FALSE with PW_ERROR_INVALID naming the first error of validate(). */
gboolean     pw_ws_check_buildable   (const PwWsModel *m, GError **error);

G_END_DECLS
