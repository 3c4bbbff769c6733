/* domino-grid.h — the domino-grid puzzle: a board of numbered cells (any
 * shape: cells may be holes) to be covered by a set of dominoes, each used
 * once, halves matching the numbers.
 *
 * Coordinates: cells are (row, column), 0-based in code, JSON and paths,
 * 1-based in text for people ("cell (3,4)" is row 3, column 4).
 *
 * The set is either the double-N set (every pair a ≤ b ≤ N) or an explicit
 * list typed by the user; `dominoes` always holds the list so that code
 * does not care which.  A solution, when known, is stored as `mate`: for
 * each cell the index of the cell covered by the same domino.
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_DOMINO_GRID_KIND_ID "domino-grid"

#define PW_DOMINO_GRID_MAX_SIDE  64 /* rows and columns */
#define PW_DOMINO_GRID_MAX_VALUE 63 /* the largest number on a domino half */
#define PW_DOMINO_GRID_MAX_DOUBLE PW_DOMINO_GRID_MAX_VALUE
#define PW_DOMINO_GRID_HOLE      (-1)
#define PW_DOMINO_GRID_NO_MATE   (-1)

/* A domino, always with lo <= hi. */
typedef struct
{
  guint8 lo, hi;
} PwDominoGridDomino;

typedef struct
{
  PwModel parent;
  int     rows, cols;
  gint8  *cells;    /* rows × cols: a number, or PW_DOMINO_GRID_HOLE */
  int     double_n; /* ≥ 0: the set is double-N; -1: an explicit list */
  GArray *dominoes; /* of PwDominoGridDomino: the set, in order */
  int    *mate;     /* rows × cols or NULL: the other half's cell, or PW_DOMINO_GRID_NO_MATE */
  gboolean numerals;/* draw numerals even where pips would do (on screen and on paper) */
} PwDominoGrid;

/* Pips stay readable up to 12 (a 3×4 grid); beyond, numerals. */
#define PW_DOMINO_GRID_PIPS_MAX 12

/* Whether the halves are drawn as pips: unless the puzzle asks for
 * numerals, and only while every number has a readable pattern. */
gboolean pw_domino_grid_use_pips (const PwDominoGrid *grid);

const PwKind *pw_domino_grid_kind (void);

/* A board of @rows × @cols zeros with an empty explicit set. */
PwDominoGrid *pw_domino_grid_new          (int rows, int cols);
/* The set becomes double-@n (0 ≤ n ≤ PW_DOMINO_GRID_MAX_DOUBLE). */
void          pw_domino_grid_set_double   (PwDominoGrid *grid, int n);
/* The set becomes the explicit list; sorts nothing, keeps duplicates
 * (validation reports them). */
void          pw_domino_grid_set_dominoes (PwDominoGrid *grid, const PwDominoGridDomino *dominoes, guint n);
/* A copy at @rows × @cols: the numbers that still fit kept (all 0 when
 * @blank, holes kept), new cells 0, the set double-@double_n (or the
 * same list when @double_n < 0), the dominoes laid inside the new board
 * kept (none when @blank). */
PwDominoGrid *pw_domino_grid_resize       (const PwDominoGrid *grid, int rows, int cols,
                                           int double_n, gboolean blank);
/* Forgets the stored solution. */
void          pw_domino_grid_clear_solution (PwDominoGrid *grid);
/* Allocates an empty solution (every cell without mate). */
void          pw_domino_grid_init_solution (PwDominoGrid *grid);

static inline int
pw_domino_grid_at (const PwDominoGrid *grid, int r, int c)
{
  return grid->cells[r * grid->cols + c];
}

int      pw_domino_grid_count_cells (const PwDominoGrid *grid);
/* The largest number used on the board or in the set, or -1. */
int      pw_domino_grid_max_value   (const PwDominoGrid *grid);
/* TRUE when every non-hole cell has a mate. */
gboolean pw_domino_grid_has_full_solution (const PwDominoGrid *grid);

static inline PwDominoGridDomino
pw_domino_grid_make (int a, int b)
{
  PwDominoGridDomino d = { (guint8) MIN (a, b), (guint8) MAX (a, b) };
  return d;
}

/* A dense index for dominoes over values 0..PW_DOMINO_GRID_MAX_VALUE. */
static inline int
pw_domino_grid_index (int a, int b)
{
  int lo = MIN (a, b), hi = MAX (a, b);
  return hi * (hi + 1) / 2 + lo;
}

#define PW_DOMINO_GRID_INDEX_COUNT ((PW_DOMINO_GRID_MAX_VALUE + 1) * (PW_DOMINO_GRID_MAX_VALUE + 2) / 2)

/* "(row 3, column 4)" — 1-based, translated, for people. */
char *pw_domino_grid_cell_name (int r, int c);

/* Formats (domino-grid-dominosa.c, domino-grid-text.c). */
PwModel *pw_domino_grid_import_dominosa (const char *text, gsize length, GError **error);
char    *pw_domino_grid_export_dominosa (const PwModel *model, GError **error);
char    *pw_domino_grid_export_text     (const PwModel *model, GError **error);

/* A shape drawn in text (domino-grid-shape.c): rows separated by newlines
 * or '/', '#' a cell and '.' a hole.  Returns rows × cols flags. */
gboolean *pw_domino_grid_shape_parse (const char *text, int *rows, int *cols, GError **error);

/* Document (domino-grid-json.c). */
JsonNode *pw_domino_grid_save     (const PwModel *model);
PwModel  *pw_domino_grid_load     (JsonNode *node, const char *path, GError **error);
GPtrArray *pw_domino_grid_validate (const PwModel *model);

PwModel *pw_domino_grid_create_default (void);
PwModel *pw_domino_grid_copy           (const PwModel *model);
void     pw_domino_grid_free           (PwModel *model);
char    *pw_domino_grid_describe       (const PwModel *model);

static inline void
pw_domino_grid_unref (PwDominoGrid *grid)
{
  pw_model_free (grid ? &grid->parent : NULL);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDominoGrid, pw_domino_grid_unref)

G_END_DECLS
