/* domino-grid-board.h — a domino grid compiled for solving, and the
 * solving state shared by the deductive solver, the counter and the
 * generator.
 *
 * A placement is a pair of neighbouring cells whose numbers form a domino
 * of the set; solving only ever rules placements out.  A placement is
 * "decided" once it is known to be in the solution; everything that
 * overlaps it or uses its domino is then ruled out.  The state is one flat
 * block of memory so that trying something is a memcpy and undoing it
 * another.
 */
#pragma once

#include "domino-grid.h"

G_BEGIN_DECLS

typedef struct
{
  int rows, cols;
  int ncells;
  int *cell_pos;         /* cell → r * cols + c */
  int *cell_of;          /* r * cols + c → cell, or -1 */
  guint8 *value;         /* cell → its number */
  int nplace;
  int (*pcell)[2];       /* placement → its two cells */
  int *pdom;             /* placement → index into dom */
  int *cell_nplace;      /* cell → number of placements (≤ 4) */
  int (*cell_place)[4];  /* cell → its placements */
  int ndom;
  PwDominoGridDomino *dom;         /* the set */
  int *dom_start;        /* dom → first entry in dom_place; dom_start[ndom] = end */
  int *dom_place;
  int *dom_of_index;     /* pw_domino_grid_index () → index into dom, or -1 */
} PwDominoGridBoard;

/* NULL with an error naming the first problem when the grid is not a
 * well-formed puzzle (validation errors). */
PwDominoGridBoard *pw_domino_grid_board_new  (const PwDominoGrid *grid, GError **error);
/* The same for a grid known to be valid, unchecked: the generator's, whose
 * numbers it writes itself from a whole set (validating it at each of
 * thousands of moves cost a fifth of a double-6 generation, issue 26). */
PwDominoGridBoard *pw_domino_grid_board_compile (const PwDominoGrid *grid);
void           pw_domino_grid_board_free (PwDominoGridBoard *board);

/* The rules, easiest first, each at the grade of Simon Tatham's Dominosa
 * that uses it (his names in brackets), so that our grades mean his. */
typedef enum
{
  /* Trivial (easy) */
  PW_DOMINO_GRID_RULE_FORCED_CELL,      /* a cell with one placement left */
  PW_DOMINO_GRID_RULE_FORCED_DOMINO,    /* a domino with one placement left */
  /* Basic (medium) */
  PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO,  /* a cell whose placements all are one domino */
  PW_DOMINO_GRID_RULE_MUST_OVERLAP,     /* a placement overlapping every place of a domino */
  PW_DOMINO_GRID_RULE_DEAD_END,         /* a placement that would strand a neighbour or make it
                                    * need the same domino again (local duplicate) */
  PW_DOMINO_GRID_RULE_PAIR_DUPLICATE,   /* a placement that would leave two neighbours both
                                    * needing one domino */
  PW_DOMINO_GRID_RULE_PARITY,           /* a placement cutting the open cells into odd areas */
  /* Hard */
  PW_DOMINO_GRID_RULE_NUMBER_SET,       /* k cells of one number that can take only k dominoes */
  /* Extreme */
  PW_DOMINO_GRID_RULE_DOUBLE_SET,       /* the same, where a double may cover two of the cells */
  PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE,  /* a forcing chain that would use a domino twice */
  PW_DOMINO_GRID_RULE_CHAIN_EMPTIES,    /* a forcing chain that would leave a cell no domino */
  PW_DOMINO_GRID_RULE_CHAIN_PAIR,       /* a domino in both halves of a forcing chain */
  /* Unreasonable: beyond Tatham's rules */
  PW_DOMINO_GRID_RULE_TRIAL,            /* a placement that leads to a contradiction */
  PW_DOMINO_GRID_N_RULES
} PwDominoGridRule;

/* Levels: 1 easy (Tatham's Trivial), 2 medium (Basic), 3 hard (Hard),
 * 4 extreme (Extreme), 5 unreasonable: beyond his Extreme, a puzzle
 * that needs trial and error (trying a domino and following it to a
 * contradiction), as in the "Unreasonable" grade of his other puzzles.
 * A puzzle with one solution that the rules up to extreme cannot
 * finish is unreasonable, whether or not trial finishes it. */
#define PW_DOMINO_GRID_LEVEL_EASY         1
#define PW_DOMINO_GRID_LEVEL_MEDIUM       2
#define PW_DOMINO_GRID_LEVEL_HARD         3
#define PW_DOMINO_GRID_LEVEL_EXTREME      4
#define PW_DOMINO_GRID_LEVEL_UNREASONABLE 5
/* What a solver stuck at extreme reports: the same fifth grade. */
#define PW_DOMINO_GRID_LEVEL_BEYOND       PW_DOMINO_GRID_LEVEL_UNREASONABLE

int         pw_domino_grid_rule_level (PwDominoGridRule rule);
const char *pw_domino_grid_rule_id    (PwDominoGridRule rule);   /* "forced-cell" */
const char *pw_domino_grid_level_id   (int level);           /* "easy" ... "unreasonable" */
const char *pw_domino_grid_level_name (int level);           /* translated */
/* -1 when @id names no level. */
int         pw_domino_grid_level_from_id (const char *id);

typedef struct
{
  PwDominoGridRule rule;
  int place;          /* the placement decided, or -1 */
  GArray *ruled_out;  /* of int: placements ruled out by this step */
  GArray *cells;      /* of int: the cells the step is about */
  char *text;         /* translated, for people */
} PwDominoGridStep;

typedef struct
{
  const PwDominoGridBoard *board;
  gsize size;
  guint8 *data;       /* the copyable part: */
  int *n_decided;     /*   placements decided so far */
  int *broken;        /*   non-zero after a contradiction */
  int *cell_count;    /*   cell → placements alive */
  int *dom_count;     /*   dom → placements alive */
  guint8 *alive;      /*   placement → not ruled out */
  guint8 *decided;    /*   placement → decided */
  int *stack;         /* cells (≥ 0) and dominoes (-1 - d) whose count fell to 1 */
  int top;
  GPtrArray *steps;   /* of PwDominoGridStep, or NULL when not recording */
  PwDominoGridStep *current; /* the step collecting ruled-out placements */
  int why;            /* after a contradiction: the cell (≥ 0) or domino (-1 - d) left empty */
} PwDominoGridState;

PwDominoGridState *pw_domino_grid_state_new     (const PwDominoGridBoard *board);
void           pw_domino_grid_state_free    (PwDominoGridState *state);
void           pw_domino_grid_state_copy_to (const PwDominoGridState *src, PwDominoGridState *dst);
void           pw_domino_grid_state_kill    (PwDominoGridState *state, int place);
/* Decides @place (which must be alive); @rule says why, for the steps. */
void           pw_domino_grid_state_decide  (PwDominoGridState *state, int place, PwDominoGridRule rule);
/* Level 1 to a fixpoint: forced cells and forced dominoes. */
void           pw_domino_grid_state_propagate (PwDominoGridState *state);
gboolean       pw_domino_grid_state_solved  (const PwDominoGridState *state);
/* The alive placement of a cell with count 1 (or the first alive one). */
int            pw_domino_grid_state_first_alive (const PwDominoGridState *state, int cell);

/* Steps. */
PwDominoGridStep  *pw_domino_grid_step_begin (PwDominoGridState *state, PwDominoGridRule rule, char *text);
void           pw_domino_grid_step_add_cell (PwDominoGridStep *step, int cell);
/* Adds both cells of @place. */
void           pw_domino_grid_step_add_place (PwDominoGridStep *step, const PwDominoGridBoard *board,
                                              int place);
void           pw_domino_grid_step_free (PwDominoGridStep *step);

/* Names for people: "(row 3, column 4)", "2-5", "(row 3, columns 4–5)". */
char *pw_domino_grid_board_cell_name  (const PwDominoGridBoard *board, int cell);
char *pw_domino_grid_board_dom_name   (const PwDominoGridBoard *board, int dom);
char *pw_domino_grid_board_place_name (const PwDominoGridBoard *board, int place);
/* Why the state broke, in words ("cell (row 3, column 4) has no domino
 * left"). */
char *pw_domino_grid_state_why        (const PwDominoGridState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDominoGridBoard, pw_domino_grid_board_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDominoGridState, pw_domino_grid_state_free)

G_END_DECLS
