/* domino-grid-rules.h — the rules that live in files of their own: set
 * analysis per number (domino-grid-sets.c) and forcing chains
 * (domino-grid-chains.c).  Each rules out placements in @state and
 * returns TRUE when it did; with state->steps set it stops after one
 * step, so that each step says one thing. */
#pragma once

#include "domino-grid-board.h"

G_BEGIN_DECLS

/* Cells of one number whose placements between them allow only as many
 * dominoes as there are cells (Tatham's Hard set analysis).  With
 * @doubles, also the sets where a double may cover two of the cells
 * (his Extreme). */
gboolean pw_domino_grid_rule_sets (PwDominoGridState *state, gboolean doubles);

/* Forcing chains: @rule is one of PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE,
 * _CHAIN_EMPTIES, _CHAIN_PAIR. */
gboolean pw_domino_grid_rule_chains (PwDominoGridState *state, PwDominoGridRule rule);

/* Ends the step being recorded, so later kills are not charged to it. */
static inline void
pw_domino_grid_step_end (PwDominoGridState *state)
{
  state->current = NULL;
}

/* Every rule ends a deduction it has applied with this: it ends the step,
 * notes the progress in *@any, and says whether the rule must return now
 * (TRUE when steps are recorded, so that each step says one thing;
 * otherwise a rule goes on to find all it can in one pass). */
static inline gboolean
pw_domino_grid_deduced (PwDominoGridState *state, gboolean *any)
{
  pw_domino_grid_step_end (state);
  *any = TRUE;
  return state->steps != NULL;
}

G_END_DECLS
