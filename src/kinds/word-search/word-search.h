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
#define PW_WORD_SEARCH_MAX_SIDE 60
#define PW_WORD_SEARCH_MAX_WORDS 400
#define PW_WORD_SEARCH_MAX_WORD_BYTES 200
#define PW_WORD_SEARCH_MAX_FORBIDDEN 2000
#define PW_WORD_SEARCH_MAX_MESSAGE_BYTES 4000

/* The eight directions, in the order of the levels a teacher picks:
 * across and down (2), then the diagonals downwards and upwards to the
 * right (4), then every direction backwards too (8). */
typedef enum
{
  PW_WORD_SEARCH_RIGHT,
  PW_WORD_SEARCH_DOWN,
  PW_WORD_SEARCH_DOWN_RIGHT,
  PW_WORD_SEARCH_UP_RIGHT,
  PW_WORD_SEARCH_LEFT,
  PW_WORD_SEARCH_UP,
  PW_WORD_SEARCH_UP_LEFT,
  PW_WORD_SEARCH_DOWN_LEFT,
  PW_WORD_SEARCH_N_DIRECTIONS
} PwWordSearchDirection;

#define PW_WORD_SEARCH_ALL_DIRECTIONS 0xffu

typedef struct
{
  char *text;        /* as the user typed it */
  gboolean placed;   /* row, col, direction say where it runs */
  gint row, col;
  PwWordSearchDirection direction;
  gboolean pinned;   /* the generator keeps it where it is */
} PwWordSearchWord;

typedef enum
{
  PW_WORD_SEARCH_FOLD_NONE,
  PW_WORD_SEARCH_FOLD_CASE,
  PW_WORD_SEARCH_FOLD_CASE_ACCENTS,
} PwWordSearchFold;

/* The case the grid's letters are written in, whatever case each word
 * was typed in, when the puzzle ignores case (word-search-case.c). */
typedef enum
{
  PW_WORD_SEARCH_CASE_AUTO,  /* the list's: small letters when every word is
                              * typed in them, else capitals */
  PW_WORD_SEARCH_CASE_UPPER,
  PW_WORD_SEARCH_CASE_LOWER,
} PwWordSearchCase;

typedef struct
{
  PwModel parent;
  guint width, height;
  guint8 *mask;        /* width × height; 1 = a cell of the puzzle */
  char **cells;        /* width × height; NULL or one grapheme cluster */
  GPtrArray *words;    /* PwWordSearchWord *, in the order of the list */
  guint directions;    /* bit set of PwWordSearchDirection */
  PwWordSearchFold fold;
  PwWordSearchCase letter_case;
  char *language;      /* picks the default forbidden list: "en" */
  GPtrArray *forbidden;/* char *: words that must appear nowhere */
  char *message;       /* a secret message for the leftover cells, or NULL */
  gboolean large_print;/* printed larger, for young or weak-sighted solvers */
} PwWordSearchModel;

const PwKind *pw_word_search_kind (void);

/* The model. */
PwWordSearchModel   *pw_word_search_model_new         (guint width, guint height);
void         pw_word_search_model_resize      (PwWordSearchModel *m, guint width, guint height);
PwWordSearchWord    *pw_word_search_word_new          (const char *text);
PwWordSearchWord    *pw_word_search_word_copy         (const PwWordSearchWord *word);
void         pw_word_search_word_free         (PwWordSearchWord *word);
PwWordSearchWord    *pw_word_search_model_add_word    (PwWordSearchModel *m, const char *text);
void         pw_word_search_direction_step    (PwWordSearchDirection d, int *dx, int *dy);
const char  *pw_word_search_direction_name    (PwWordSearchDirection d);
gboolean     pw_word_search_direction_from_name (const char *name, PwWordSearchDirection *d);
/* 2, 4 or 8 as a bit set; 0 for any other number. */
guint        pw_word_search_directions_level  (guint level);
PwTextFold   pw_word_search_fold_flags        (PwWordSearchFold fold);
const char  *pw_word_search_fold_name         (PwWordSearchFold fold);
gboolean     pw_word_search_fold_from_name    (const char *name, PwWordSearchFold *fold);
gboolean     pw_word_search_in_grid           (const PwWordSearchModel *m, int row, int col);
/* The letters (grapheme clusters) of a word, white space left out;
 * NULL-terminated, free with g_strfreev(). */
char       **pw_word_search_word_letters      (const char *text, guint *n);
/* The letters folded as the puzzle folds, for comparisons. */
char       **pw_word_search_word_keys         (const PwWordSearchModel *m, const char *text, guint *n);
/* Whether a word with @n letters fits from (row, col) in @d. */
gboolean     pw_word_search_fits              (const PwWordSearchModel *m, int row, int col, PwWordSearchDirection d,
                                      guint n);
guint        pw_word_search_count_cells       (const PwWordSearchModel *m);
/* The default list of words that must not appear, for @language. */
const char *const *pw_word_search_default_forbidden (const char *language);

/* "rectangle", "circle" or "heart" as a mask of @width × @height (1 = a
 * cell); NULL for any other name (word-search-shape.c). */
gboolean     pw_word_search_shape_is_known    (const char *shape);
guint8      *pw_word_search_shape_formula_mask (const char *shape, guint width, guint height);

/* The grid's case (word-search-case.c). */
const char  *pw_word_search_case_name         (PwWordSearchCase letter_case);
gboolean     pw_word_search_case_from_name    (const char *name, PwWordSearchCase *letter_case);
/* The case the grid is written in: UPPER or LOWER, or AUTO when letters
 * keep the case they were typed in (a puzzle that tells cases apart). */
PwWordSearchCase pw_word_search_grid_case     (const PwWordSearchModel *m);
/* @text as the grid writes it (a new string). */
char        *pw_word_search_cased             (const PwWordSearchModel *m, const char *text);
/* The same for many letters of one grid, each distinct text cased once
 * and kept in @cache (from pw_word_search_case_cache_new; unref it). */
GHashTable  *pw_word_search_case_cache_new    (void);
char        *pw_word_search_cased_cached      (const PwWordSearchModel *m, GHashTable *cache,
                                               const char *text);
/* Every cell written again in the grid's case. */
void         pw_word_search_apply_case        (PwWordSearchModel *m);

/* Load and save (word-search-json.c). */
JsonNode    *pw_word_search_save              (const PwModel *model);
PwModel     *pw_word_search_load              (JsonNode *node, const char *path, GError **error);

/* The rules (word-search-validate.c). */
/* The most cells in a straight line of the grid, in the directions its
 * words may run. */
guint        pw_word_search_longest_line      (const PwWordSearchModel *m);
GPtrArray   *pw_word_search_validate          (const PwModel *model);
/* FALSE with PW_ERROR_INVALID naming the first error of validate(). */
gboolean     pw_word_search_check_buildable   (const PwWordSearchModel *m, GError **error);

G_END_DECLS
