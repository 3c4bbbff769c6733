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

#define step_end pw_domino_grid_step_end

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
      step_end (s);
      any = TRUE;
      if (s->steps)
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
              {
                pw_domino_grid_step_add_cell (step, b->pcell[b->dom_place[i]][0]);
                pw_domino_grid_step_add_cell (step, b->pcell[b->dom_place[i]][1]);
              }
        }
      for (int j = 0; j < ni; j++)
        pw_domino_grid_state_kill (s, inter[j]);
      step_end (s);
      any = TRUE;
      if (s->steps)
        return TRUE;
    }
  return any;
}

/* Placing p would leave a neighbouring cell with nothing, or with only
 * places for p's own domino (which p would have used up). */
static gboolean
rule_dead_end (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      if (!s->alive[p] || s->decided[p])
        continue;
      int a = b->pcell[p][0], c2 = b->pcell[p][1], d = b->pdom[p];
      int stranded = -1, dup = -1;
      for (int k = 0; k < 2 && stranded < 0 && dup < 0; k++)
        {
          int cell = b->pcell[p][k];
          for (int j = 0; j < b->cell_nplace[cell]; j++)
            {
              int q = b->cell_place[cell][j];
              if (q == p || !s->alive[q])
                continue;
              int nb = other_cell (b, q, cell);
              int left = 0, same = 0;
              /* Of nb's placements only q meets p: on a grid, no cell
               * neighbours both cells of a domino. */
              for (int m = 0; m < b->cell_nplace[nb]; m++)
                {
                  int r = b->cell_place[nb][m];
                  if (!s->alive[r] || r == q)
                    continue;
                  left++;
                  same += b->pdom[r] == d;
                }
              if (left == 0)
                stranded = nb;
              else if (same == left)
                dup = nb;
              if (stranded >= 0 || dup >= 0)
                break;
            }
        }
      if (stranded < 0 && dup < 0)
        continue;
      if (s->steps)
        {
          g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, d);
          int cell = stranded >= 0 ? stranded : dup;
          g_autofree char *cn = pw_domino_grid_board_cell_name (b, cell);
          char *text
            = stranded >= 0
                ? g_strdup_printf (_("%s at %s would leave cell %s with no domino"), dn, pn, cn)
                : g_strdup_printf (_("%s at %s would leave cell %s needing a second %s"), dn, pn,
                                   cn, dn);
          PwDominoGridStep *step = pw_domino_grid_step_begin (s, PW_DOMINO_GRID_RULE_DEAD_END, text);
          pw_domino_grid_step_add_cell (step, a);
          pw_domino_grid_step_add_cell (step, c2);
          pw_domino_grid_step_add_cell (step, cell);
        }
      pw_domino_grid_state_kill (s, p);
      step_end (s);
      any = TRUE;
      if (s->steps)
        return TRUE;
    }
  return any;
}

/* Placing p would leave two neighbouring cells, which no placement can
 * join, each able to take only one and the same domino (Tatham's second
 * local duplicate). */
static gboolean
rule_pair_duplicate (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      if (!s->alive[p] || s->decided[p])
        continue;
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
              int o = other_cell (b, q, cell), d = -1;
              gboolean one = TRUE;
              for (int m = 0; m < b->cell_nplace[o] && one; m++)
                {
                  int r = b->cell_place[o][m];
                  if (r == q || !s->alive[r])
                    continue;
                  if (d < 0)
                    d = b->pdom[r];
                  else if (b->pdom[r] != d)
                    one = FALSE;
                }
              if (one && d >= 0)
                {
                  nb[n] = o;
                  only[n++] = d;
                }
            }
        }
      int x = -1, y = -1;
      for (int i = 0; i < n && x < 0; i++)
        for (int j = 0; j < n && x < 0; j++)
          {
            if (i == j || only[i] != only[j] || nb[i] == nb[j])
              continue;
            gboolean joinable = FALSE;
            for (int m = 0; m < b->cell_nplace[nb[j]]; m++)
              {
                int r = b->cell_place[nb[j]][m];
                if (s->alive[r] && touches (b, r, nb[i]))
                  joinable = TRUE;
              }
            if (!joinable)
              x = i, y = j;
          }
      if (x < 0)
        continue;
      if (s->steps)
        {
          g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, b->pdom[p]);
          g_autofree char *an = pw_domino_grid_board_cell_name (b, nb[x]);
          g_autofree char *cn = pw_domino_grid_board_cell_name (b, nb[y]);
          g_autofree char *on = pw_domino_grid_board_dom_name (b, only[x]);
          PwDominoGridStep *step = pw_domino_grid_step_begin (
            s, PW_DOMINO_GRID_RULE_PAIR_DUPLICATE,
            g_strdup_printf (_("%s at %s would leave cells %s and %s both needing %s"), dn, pn,
                             an, cn, on));
          pw_domino_grid_step_add_cell (step, b->pcell[p][0]);
          pw_domino_grid_step_add_cell (step, b->pcell[p][1]);
          pw_domino_grid_step_add_cell (step, nb[x]);
          pw_domino_grid_step_add_cell (step, nb[y]);
        }
      pw_domino_grid_state_kill (s, p);
      step_end (s);
      any = TRUE;
      if (s->steps)
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
          if (s->steps)
            {
              g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
              g_autofree char *dn = pw_domino_grid_board_dom_name (b, b->pdom[p]);
              PwDominoGridStep *step = pw_domino_grid_step_begin (
                s, PW_DOMINO_GRID_RULE_PARITY,
                g_strdup_printf (_("%s at %s would cut the open cells around it into two areas "
                                   "of %d and %d cells: odd sizes, which dominoes cannot "
                                   "cover"),
                                 dn, pn, side - 1, rest - 1));
              pw_domino_grid_step_add_cell (step, b->pcell[p][0]);
              pw_domino_grid_step_add_cell (step, b->pcell[p][1]);
            }
          pw_domino_grid_state_kill (s, p);
          step_end (s);
          any = TRUE;
          if (s->steps)
            return TRUE;
        }
    }
  return any;
}

/* Tries each placement: if the rules up to medium then break the board,
 * the placement is impossible. */
static gboolean
rule_trial (PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  g_autoptr (PwDominoGridState) t = pw_domino_grid_state_new (b);
  gboolean any = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      if (!s->alive[p] || s->decided[p])
        continue;
      pw_domino_grid_state_copy_to (s, t);
      pw_domino_grid_state_decide (t, p, PW_DOMINO_GRID_RULE_TRIAL);
      if (pw_domino_grid_solve (t, PW_DOMINO_GRID_LEVEL_MEDIUM, NULL) != PW_DOMINO_GRID_BROKEN)
        continue;
      if (s->steps)
        {
          g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, b->pdom[p]);
          g_autofree char *why = pw_domino_grid_state_why (t);
          PwDominoGridStep *step = pw_domino_grid_step_begin (
            s, PW_DOMINO_GRID_RULE_TRIAL,
            g_strdup_printf (_("if %s went at %s, then after the simpler rules %s"), dn, pn,
                             why));
          pw_domino_grid_step_add_cell (step, b->pcell[p][0]);
          pw_domino_grid_step_add_cell (step, b->pcell[p][1]);
          if (t->why >= 0)
            pw_domino_grid_step_add_cell (step, t->why);
        }
      pw_domino_grid_state_kill (s, p);
      step_end (s);
      any = TRUE;
      if (s->steps)
        return TRUE;
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
      return rule_dead_end (s);
    case PW_DOMINO_GRID_RULE_PAIR_DUPLICATE:
      return rule_pair_duplicate (s);
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
    case PW_DOMINO_GRID_RULE_TRIAL:
      return rule_trial (s);
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
