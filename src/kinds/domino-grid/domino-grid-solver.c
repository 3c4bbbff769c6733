/* domino-grid-solver.c — the rules beyond the forced ones, the graded
 * solving loop, and the counter.
 *
 * The grades are Simon Tatham's (his Dominosa solver defines them; we
 * follow his definitions, not his code), so that a puzzle called hard
 * here is Hard there.  Level 1 (easy, his Trivial) lives in
 * domino-grid-board.c: a cell with one placement left, a domino with
 * one place left.  Here:
 *   2 medium (Basic) — a cell whose placements are all one domino; a
 *              placement overlapping every place of some domino; a
 *              placement that would strand a neighbour or make it need
 *              the same domino again, or make two neighbours both need
 *              one domino (local duplicates); a placement that would cut
 *              the open cells into areas of odd size (parity);
 *   3 hard   (Hard) — set analysis per number (domino-grid-sets.c);
 *   4 extreme (Extreme) — set analysis with doubles, and forcing chains
 *              (domino-grid-chains.c);
 *   5 unreasonable — beyond his rules: a placement that, followed
 *              through with the medium rules, leads to a contradiction.
 * A puzzle's grade is the hardest level the loop needed; since it always
 * goes back to the easiest rule that makes progress, that is the hardest
 * rule of the easiest explanation.
 */
#include "domino-grid-solver.h"
#include "domino-grid-rules.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <string.h>

static inline gboolean
overlaps (const PwDominoGridBoard *b, int p, int q)
{
  if (p == q)
    return FALSE;
  return b->pcell[q][0] == b->pcell[p][0] || b->pcell[q][0] == b->pcell[p][1]
         || b->pcell[q][1] == b->pcell[p][0] || b->pcell[q][1] == b->pcell[p][1];
}

static inline gboolean
touches (const PwDominoGridBoard *b, int p, int cell)
{
  return b->pcell[p][0] == cell || b->pcell[p][1] == cell;
}

static inline int
other_cell (const PwDominoGridBoard *b, int p, int cell)
{
  return b->pcell[p][0] == cell ? b->pcell[p][1] : b->pcell[p][0];
}

/* A cell whose placements are all the same domino takes that domino. */
static gboolean
rule_cell_one_domino (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int c = 0; c < b->ncells; c++)
    {
      int n = s->cell_count[c];
      if (n < 2)
        continue;
      int d = -1;
      gboolean same = TRUE;
      for (int k = 0; k < b->cell_nplace[c] && same; k++)
        {
          int p = b->cell_place[c][k];
          if (!s->alive[p])
            continue;
          if (d < 0)
            d = b->pdom[p];
          else if (b->pdom[p] != d)
            same = FALSE;
        }
      if (!same || s->dom_count[d] <= n)
        continue;
      if (s->steps)
        {
          g_autofree char *cn = pw_domino_grid_board_cell_name (b, c);
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, d);
          PwDominoGridStep *step = pw_domino_grid_step_begin (
            s, PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO,
            g_strdup_printf (_("cell %s can only be covered by %s, so %s goes nowhere else"), cn,
                             dn, dn));
          pw_domino_grid_step_add_cell (step, c);
        }
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
        {
          int q = b->dom_place[i];
          if (s->alive[q] && !touches (b, q, c))
            pw_domino_grid_state_kill (s, q);
        }
      if (pw_domino_grid_deduced (s, &any))
        return TRUE;
    }
  return any;
}

/* Any placement that overlaps every place left for some domino would
 * leave that domino nowhere to go. */
static gboolean
rule_must_overlap (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int d = 0; d < b->ndom; d++)
    {
      if (s->dom_count[d] < 2)
        continue;
      int inter[6], ni = 0, first = -1;
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
        {
          int p = b->dom_place[i];
          if (!s->alive[p])
            continue;
          if (first < 0)
            {
              first = p;
              for (int k = 0; k < 2; k++)
                {
                  int c = b->pcell[p][k];
                  for (int j = 0; j < b->cell_nplace[c]; j++)
                    {
                      int q = b->cell_place[c][j];
                      if (q != p && s->alive[q])
                        inter[ni++] = q;
                    }
                }
              continue;
            }
          int keep = 0;
          for (int j = 0; j < ni; j++)
            if (overlaps (b, p, inter[j]))
              inter[keep++] = inter[j];
          ni = keep;
          if (ni == 0)
            break;
        }
      if (ni == 0)
        continue;
      if (s->steps)
        {
          /* Name the shared cell when there is one: the clearer story. */
          int shared = -1;
          for (int k = 0; k < 2 && shared < 0; k++)
            {
              int c = b->pcell[first][k];
              gboolean all = TRUE;
              for (int i = b->dom_start[d]; i < b->dom_start[d + 1] && all; i++)
                if (s->alive[b->dom_place[i]] && !touches (b, b->dom_place[i], c))
                  all = FALSE;
              if (all)
                shared = c;
            }
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, d);
          char *text;
          if (shared >= 0)
            {
              g_autofree char *cn = pw_domino_grid_board_cell_name (b, shared);
              text = g_strdup_printf (_("every place for %s covers cell %s, so no other domino "
                                        "can cover it"), dn, cn);
            }
          else
            {
              g_autofree char *pn = pw_domino_grid_board_place_name (b, inter[0]);
              text = g_strdup_printf (_("a domino at %s would block every place for %s"), pn,
                                      dn);
            }
          PwDominoGridStep *step = pw_domino_grid_step_begin (s, PW_DOMINO_GRID_RULE_MUST_OVERLAP, text);
          if (shared >= 0)
            pw_domino_grid_step_add_cell (step, shared);
          for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
            if (s->alive[b->dom_place[i]])
              pw_domino_grid_step_add_place (step, b, b->dom_place[i]);
        }
      for (int j = 0; j < ni; j++)
        pw_domino_grid_state_kill (s, inter[j]);
      if (pw_domino_grid_deduced (s, &any))
        return TRUE;
    }
  return any;
}

/* Why a rule that looks at one placement at a time found it impossible:
 * what its step names and shows besides the placement itself. */
typedef struct
{
  int cells[2], ncells; /* cells to show, after the placement's own */
  int numbers[2];       /* dead end: the cell's fate (0 stranded, 1 needing p's
                           domino again); pair: the domino both cells need;
                           parity: the two areas' sizes */
  const PwDominoGridState *broken; /* trial: the state that broke */
} Reason;

/* The words of a step that rules out placement @p under @rule. */
static char *
place_text (const PwDominoGridBoard *b, PwDominoGridRule rule, int p, const Reason *r)
{
  g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
  g_autofree char *dn = pw_domino_grid_board_dom_name (b, b->pdom[p]);
  g_autofree char *an = r->ncells > 0 ? pw_domino_grid_board_cell_name (b, r->cells[0]) : NULL;
  g_autofree char *cn = r->ncells > 1 ? pw_domino_grid_board_cell_name (b, r->cells[1]) : NULL;
  switch (rule)
    {
    case PW_DOMINO_GRID_RULE_DEAD_END:
      if (r->numbers[0] == 0)
        return g_strdup_printf (_("%s at %s would leave cell %s with no domino"), dn, pn, an);
      return g_strdup_printf (_("%s at %s would leave cell %s needing a second %s"), dn, pn, an,
                              dn);
    case PW_DOMINO_GRID_RULE_PAIR_DUPLICATE:
      {
        g_autofree char *on = pw_domino_grid_board_dom_name (b, r->numbers[0]);
        return g_strdup_printf (_("%s at %s would leave cells %s and %s both needing %s"), dn, pn,
                                an, cn, on);
      }
    case PW_DOMINO_GRID_RULE_PARITY:
      return g_strdup_printf (_("%s at %s would cut the open cells around it into two areas "
                                "of %d and %d cells: odd sizes, which dominoes cannot "
                                "cover"),
                              dn, pn, r->numbers[0], r->numbers[1]);
    case PW_DOMINO_GRID_RULE_TRIAL:
      {
        g_autofree char *why = pw_domino_grid_state_why (r->broken);
        return g_strdup_printf (_("if %s went at %s, then after the simpler rules %s"), dn, pn,
                                why);
      }
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Rules out placement @p, which @rule found impossible for @r, recording
 * the step when steps are recorded.  TRUE when the rule must stop (see
 * pw_domino_grid_deduced). */
static gboolean
rule_out_place (PwDominoGridState *s, PwDominoGridRule rule, int p, const Reason *r,
                gboolean *any)
{
  if (s->steps)
    {
      const PwDominoGridBoard *b = s->board;
      PwDominoGridStep *step = pw_domino_grid_step_begin (s, rule, place_text (b, rule, p, r));
      pw_domino_grid_step_add_place (step, b, p);
      for (int i = 0; i < r->ncells; i++)
        pw_domino_grid_step_add_cell (step, r->cells[i]);
    }
  pw_domino_grid_state_kill (s, p);
  return pw_domino_grid_deduced (s, any);
}

/* What cell @nb, next to a placement p through the placement @q that
 * overlaps p (so p would rule q out), would have left: the one domino all
 * its placements alive besides q are, or NONE_LEFT, or SEVERAL (then the
 * rules below have no more to ask, so the look stops there).  Of nb's
 * placements only q meets p: on a grid, no cell neighbours both cells of
 * a domino. */
#define NONE_LEFT (-1)
#define SEVERAL   (-2)

static inline int
left_to_neighbour (const PwDominoGridState *s, int q, int nb)
{
  const PwDominoGridBoard *b = s->board;
  int only = NONE_LEFT;
  for (int m = 0; m < b->cell_nplace[nb] && only != SEVERAL; m++)
    {
      int x = b->cell_place[nb][m];
      if (x != q && s->alive[x])
        only = only == NONE_LEFT || only == b->pdom[x] ? b->pdom[x] : SEVERAL;
    }
  return only;
}

/* Placing p would leave a neighbouring cell with nothing, or with only
 * places for p's own domino (which p would have used up). */
static gboolean
dead_end (const PwDominoGridState *s, int p, Reason *r)
{
  const PwDominoGridBoard *b = s->board;
  for (int k = 0; k < 2; k++)
    {
      int cell = b->pcell[p][k];
      for (int j = 0; j < b->cell_nplace[cell]; j++)
        {
          int q = b->cell_place[cell][j];
          if (q == p || !s->alive[q])
            continue;
          int nb = other_cell (b, q, cell), only = left_to_neighbour (s, q, nb);
          if (only == NONE_LEFT || only == b->pdom[p])
            {
              *r = (Reason) { { nb }, 1, { only == NONE_LEFT ? 0 : 1 } };
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Placing p would leave two neighbouring cells, which no placement can
 * join, each able to take only one and the same domino (Tatham's second
 * local duplicate). */
static gboolean
pair_duplicate (const PwDominoGridState *s, int p, Reason *r)
{
  const PwDominoGridBoard *b = s->board;
  /* The neighbours' cells and the one domino each would be left with. */
  int nb[6], only[6], n = 0;
  for (int k = 0; k < 2; k++)
    {
      int cell = b->pcell[p][k];
      for (int j = 0; j < b->cell_nplace[cell]; j++)
        {
          int q = b->cell_place[cell][j];
          if (q == p || !s->alive[q])
            continue;
          nb[n] = other_cell (b, q, cell);
          only[n] = left_to_neighbour (s, q, nb[n]);
          n += only[n] >= 0;
        }
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        if (i == j || only[i] != only[j] || nb[i] == nb[j])
          continue;
        gboolean joinable = FALSE;
        for (int m = 0; m < b->cell_nplace[nb[j]]; m++)
          {
            int x = b->cell_place[nb[j]][m];
            if (s->alive[x] && touches (b, x, nb[i]))
              joinable = TRUE;
          }
        if (!joinable)
          {
            *r = (Reason) { { nb[i], nb[j] }, 2, { only[i] } };
            return TRUE;
          }
      }
  return FALSE;
}

/* If the rules up to medium break the board once p is laid (in @t, a
 * state to try it in), p is impossible. */
static gboolean
trial (const PwDominoGridState *s, PwDominoGridState *t, int p, Reason *r)
{
  pw_domino_grid_state_copy_to (s, t);
  pw_domino_grid_state_decide (t, p, PW_DOMINO_GRID_RULE_TRIAL);
  if (pw_domino_grid_solve (t, PW_DOMINO_GRID_LEVEL_MEDIUM, NULL) != PW_DOMINO_GRID_BROKEN)
    return FALSE;
  *r = (Reason) { { t->why }, t->why >= 0, { 0 }, t };
  return TRUE;
}

/* The rules that try each open placement in turn: dead ends, pairs of
 * duplicates and trial. */
static gboolean
rule_each_place (PwDominoGridState *s, PwDominoGridRule rule)
{
  const PwDominoGridBoard *b = s->board;
  g_autoptr (PwDominoGridState) t
    = rule == PW_DOMINO_GRID_RULE_TRIAL ? pw_domino_grid_state_new (b) : NULL;
  gboolean any = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      if (!s->alive[p] || s->decided[p])
        continue;
      Reason r;
      gboolean impossible = rule == PW_DOMINO_GRID_RULE_DEAD_END         ? dead_end (s, p, &r)
                            : rule == PW_DOMINO_GRID_RULE_PAIR_DUPLICATE ? pair_duplicate (s, p, &r)
                                                                         : trial (s, t, p, &r);
      if (impossible && rule_out_place (s, rule, p, &r, &any))
        return TRUE;
    }
  return any;
}

typedef struct
{
  int cell, parent_place, next;
} Frame;

/* A placement whose removal splits its area of the open cells in two
 * (a bridge of the graph of placements still possible, by Tarjan's
 * algorithm) with an even number of cells on each side: laying it would
 * leave two odd areas, which dominoes cannot cover. */
static gboolean
rule_parity (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  int n = b->ncells;
  g_autofree int *disc = g_new (int, n);
  g_autofree int *low = g_new (int, n);
  g_autofree int *size = g_new (int, n);
  g_autofree Frame *stack = g_new (Frame, n);
  g_autofree int *bridge = g_new (int, 2 * n); /* pairs: placement, child cell */
  gboolean any = FALSE;
  for (int c = 0; c < n; c++)
    disc[c] = -1;
  int timer = 0;
  for (int root = 0; root < n; root++)
    {
      if (disc[root] >= 0 || s->cell_count[root] < 2)
        continue;
      int top = 0, nbridge = 0;
      stack[top++] = (Frame) { root, -1, 0 };
      disc[root] = low[root] = timer++;
      size[root] = 1;
      while (top > 0)
        {
          Frame *f = &stack[top - 1];
          int u = f->cell;
          if (f->next < b->cell_nplace[u])
            {
              int p = b->cell_place[u][f->next++];
              if (!s->alive[p] || p == f->parent_place)
                continue;
              int v = other_cell (b, p, u);
              if (disc[v] < 0)
                {
                  disc[v] = low[v] = timer++;
                  size[v] = 1;
                  stack[top++] = (Frame) { v, p, 0 };
                }
              else
                low[u] = MIN (low[u], disc[v]);
              continue;
            }
          top--;
          if (top > 0)
            {
              int parent = stack[top - 1].cell;
              low[parent] = MIN (low[parent], low[u]);
              size[parent] += size[u];
              if (low[u] > disc[parent])
                {
                  bridge[2 * nbridge] = f->parent_place;
                  bridge[2 * nbridge + 1] = u;
                  nbridge++;
                }
            }
        }
      int total = size[root];
      for (int i = 0; i < nbridge; i++)
        {
          int p = bridge[2 * i], v = bridge[2 * i + 1];
          if (s->decided[p] || !s->alive[p])
            continue;
          int side = size[v], rest = total - size[v];
          if ((side | rest) & 1)
            continue;
          Reason r = { { 0 }, 0, { side - 1, rest - 1 } };
          if (rule_out_place (s, PW_DOMINO_GRID_RULE_PARITY, p, &r, &any))
            return TRUE;
        }
    }
  return any;
}

gboolean
pw_domino_grid_apply_rule (PwDominoGridState *s, PwDominoGridRule rule)
{
  switch (rule)
    {
    case PW_DOMINO_GRID_RULE_FORCED_CELL:
    case PW_DOMINO_GRID_RULE_FORCED_DOMINO:
      {
        int before = *s->n_decided;
        pw_domino_grid_state_propagate (s);
        return *s->n_decided != before;
      }
    case PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO:
      return rule_cell_one_domino (s);
    case PW_DOMINO_GRID_RULE_MUST_OVERLAP:
      return rule_must_overlap (s);
    case PW_DOMINO_GRID_RULE_DEAD_END:
    case PW_DOMINO_GRID_RULE_PAIR_DUPLICATE:
    case PW_DOMINO_GRID_RULE_TRIAL:
      return rule_each_place (s, rule);
    case PW_DOMINO_GRID_RULE_PARITY:
      return rule_parity (s);
    case PW_DOMINO_GRID_RULE_NUMBER_SET:
      return pw_domino_grid_rule_sets (s, FALSE);
    case PW_DOMINO_GRID_RULE_DOUBLE_SET:
      return pw_domino_grid_rule_sets (s, TRUE);
    case PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE:
    case PW_DOMINO_GRID_RULE_CHAIN_EMPTIES:
    case PW_DOMINO_GRID_RULE_CHAIN_PAIR:
      return pw_domino_grid_rule_chains (s, rule);
    case PW_DOMINO_GRID_N_RULES:
      break;
    }
  g_return_val_if_reached (FALSE);
}

/* Easiest first, in Tatham's order within a level. */
static const PwDominoGridRule harder_rules[] = {
  PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO, PW_DOMINO_GRID_RULE_MUST_OVERLAP,     PW_DOMINO_GRID_RULE_DEAD_END,
  PW_DOMINO_GRID_RULE_PAIR_DUPLICATE,  PW_DOMINO_GRID_RULE_PARITY,           PW_DOMINO_GRID_RULE_NUMBER_SET,
  PW_DOMINO_GRID_RULE_DOUBLE_SET,      PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE,  PW_DOMINO_GRID_RULE_CHAIN_EMPTIES,
  PW_DOMINO_GRID_RULE_CHAIN_PAIR,      PW_DOMINO_GRID_RULE_TRIAL,
};

PwDominoGridOutcome
pw_domino_grid_solve (PwDominoGridState *s, int max_level, int *level_used)
{
  int used = 0;
  for (;;)
    {
      int before = *s->n_decided;
      pw_domino_grid_state_propagate (s);
      if (*s->n_decided != before)
        used = MAX (used, PW_DOMINO_GRID_LEVEL_EASY);
      if (level_used)
        *level_used = used;
      if (*s->broken)
        return PW_DOMINO_GRID_BROKEN;
      if (pw_domino_grid_state_solved (s))
        return PW_DOMINO_GRID_SOLVED;
      gboolean progress = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (harder_rules) && !progress; i++)
        {
          int level = pw_domino_grid_rule_level (harder_rules[i]);
          if (level > max_level)
            break;
          if (pw_domino_grid_apply_rule (s, harder_rules[i]))
            {
              progress = TRUE;
              used = MAX (used, level);
            }
        }
      if (!progress)
        {
          if (level_used)
            *level_used = used;
          return PW_DOMINO_GRID_STUCK;
        }
    }
}

int *
pw_domino_grid_state_mates (const PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  int n = b->rows * b->cols;
  int *mate = g_new (int, n);
  for (int i = 0; i < n; i++)
    mate[i] = PW_DOMINO_GRID_NO_MATE;
  for (int p = 0; p < b->nplace; p++)
    if (s->alive[p] && s->decided[p])
      {
        int x = b->cell_pos[b->pcell[p][0]], y = b->cell_pos[b->pcell[p][1]];
        mate[x] = y;
        mate[y] = x;
      }
  return mate;
}

typedef struct
{
  const PwDominoGridBoard *b;
  GPtrArray *states;
  gint64 limit;
  guint keep;
  GCancellable *cancellable;
  gboolean stopped;
  guint64 nodes;
  PwDominoGridCount *out;
  PwProgress *progress;
  gint64 reported;
} CountSearch;

static void
count_search (CountSearch *cs, guint depth)
{
  PwDominoGridState *s = cs->states->pdata[depth];
  const PwDominoGridBoard *b = cs->b;
  pw_domino_grid_state_propagate (s);
  if (*s->broken)
    return;
  if (pw_domino_grid_state_solved (s))
    {
      cs->out->count++;
      if (cs->out->solutions->len < cs->keep)
        g_ptr_array_add (cs->out->solutions, pw_domino_grid_state_mates (s));
      if (cs->limit > 0 && cs->out->count >= cs->limit)
        cs->stopped = TRUE;
      return;
    }
  if ((++cs->nodes & 1023) == 0)
    {
      if (g_cancellable_is_cancelled (cs->cancellable))
        {
          cs->stopped = TRUE;
          return;
        }
      if (cs->progress && cs->out->count != cs->reported)
        {
          cs->reported = cs->out->count;
          pw_progress_set_textf (cs->progress,
                                 g_dngettext (GETTEXT_PACKAGE, "%" PRId64
                                              " solution so far", "%" PRId64
                                              " solutions so far", cs->reported),
                                 cs->reported);
        }
    }
  /* Branch on the cell or domino with the fewest choices. */
  int best = -1, best_n = G_MAXINT;
  gboolean best_is_cell = TRUE;
  for (int c = 0; c < b->ncells && best_n > 2; c++)
    if (s->cell_count[c] >= 2 && s->cell_count[c] < best_n)
      {
        best = c;
        best_n = s->cell_count[c];
      }
  for (int d = 0; d < b->ndom && best_n > 2; d++)
    if (s->dom_count[d] >= 2 && s->dom_count[d] < best_n)
      {
        best = d;
        best_n = s->dom_count[d];
        best_is_cell = FALSE;
      }
  if (best < 0)
    return;
  int choices[64], nc = 0;
  if (best_is_cell)
    {
      for (int k = 0; k < b->cell_nplace[best]; k++)
        if (s->alive[b->cell_place[best][k]])
          choices[nc++] = b->cell_place[best][k];
    }
  else
    for (int i = b->dom_start[best]; i < b->dom_start[best + 1] && nc < 64; i++)
      if (s->alive[b->dom_place[i]])
        choices[nc++] = b->dom_place[i];
  if (depth + 1 >= cs->states->len)
    g_ptr_array_add (cs->states, pw_domino_grid_state_new (b));
  PwDominoGridState *t = cs->states->pdata[depth + 1];
  for (int i = 0; i < nc && !cs->stopped; i++)
    {
      pw_domino_grid_state_copy_to (s, t);
      pw_domino_grid_state_decide (t, choices[i], PW_DOMINO_GRID_RULE_TRIAL);
      count_search (cs, depth + 1);
    }
}

void
pw_domino_grid_count (const PwDominoGridBoard *board, gint64 limit, guint keep, GCancellable *cancellable,
                 PwDominoGridCount *out)
{
  pw_domino_grid_count_with_progress (board, limit, keep, NULL, cancellable, out);
}

void
pw_domino_grid_count_with_progress (const PwDominoGridBoard *board, gint64 limit, guint keep,
                               PwProgress *progress, GCancellable *cancellable,
                               PwDominoGridCount *out)
{
  CountSearch cs = { board, g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_state_free),
                     limit, keep, cancellable, FALSE, 0, out, progress, 0 };
  out->count = 0;
  out->solutions = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (cs.states, pw_domino_grid_state_new (board));
  count_search (&cs, 0);
  out->complete = !cs.stopped;
  g_ptr_array_unref (cs.states);
}

void
pw_domino_grid_count_clear (PwDominoGridCount *count)
{
  g_clear_pointer (&count->solutions, g_ptr_array_unref);
}
