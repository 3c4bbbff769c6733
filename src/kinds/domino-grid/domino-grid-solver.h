/* domino-grid-solver.h — the person-like deductive solver and the counter.
 *
 * The solver applies the easiest rule that makes progress, then starts
 * again from the easiest, so the hardest level it needed is the grade.
 * Every deduction is sound, so a board the rules finish has exactly one
 * solution; the counter (a plain search) is for the rest.
 */
#pragma once

#include "domino-grid-board.h"

G_BEGIN_DECLS

typedef enum
{
  PW_DOMINO_GRID_SOLVED,
  PW_DOMINO_GRID_STUCK,  /* the rules up to the level asked for find nothing more */
  PW_DOMINO_GRID_BROKEN, /* a contradiction: no solution */
} PwDominoGridOutcome;

/* Runs the rules up to @max_level on @state.  @level_used (may be NULL)
 * gets the hardest level used (0 when none was needed).  Records steps
 * when state->steps is set. */
PwDominoGridOutcome pw_domino_grid_solve (PwDominoGridState *state, int max_level, int *level_used);

/* One rule pass, for tests: TRUE when the rule ruled something out. */
gboolean pw_domino_grid_apply_rule (PwDominoGridState *state, PwDominoGridRule rule);

typedef struct
{
  gint64 count;      /* solutions found (up to the limit) */
  gboolean complete; /* the search ran to the end: count is exact */
  GPtrArray *solutions; /* of int arrays (mate per board position), up to @keep */
} PwDominoGridCount;

/* Counts solutions up to @limit (≤ 0: no limit) by search, keeping the
 * first @keep.  Stops early on @cancellable (complete is then FALSE). */
void pw_domino_grid_count (const PwDominoGridBoard *board, gint64 limit, guint keep,
                      GCancellable *cancellable, PwDominoGridCount *out);
/* The same, saying on @progress how many solutions it has found so far. */
void pw_domino_grid_count_with_progress (const PwDominoGridBoard *board, gint64 limit, guint keep,
                                    PwProgress *progress, GCancellable *cancellable,
                                    PwDominoGridCount *out);
void pw_domino_grid_count_clear (PwDominoGridCount *count);

/* The mate array (rows × cols) of a solved state. */
int *pw_domino_grid_state_mates (const PwDominoGridState *state);

G_END_DECLS
