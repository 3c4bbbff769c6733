/* domino-grid-solver.c — the rules beyond the forced ones, the graded
 * solving loop, and the counter.
 *
 * Level 1 (easy) lives in domino-grid-board.c: Caviness's forced places
 * (a cell with one placement left) and forced dominoes (a domino with one
 * place left).  Here:
 *   2 medium — a cell whose placements are all one domino; a placement
 *              overlapping every place of some domino (so a domino whose
 *              places all cover one cell takes that cell); a placement
 *              that would strand a neighbour or force it to need the same
 *              domino a second time;
 *   3 hard   — k cells of one number that between them can take only k
 *              dominoes (k = 2..4); a placement that would cut off a
 *              region dominoes cannot cover (chessboard colours differ);
 *   4 extreme — a placement that, followed through with the medium
 *              rules, leads to a contradiction.
 */
#include "domino-grid-solver.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static inline gboolean
overlaps (const PwDominoBoard *b, int p, int q)
{
  if (p == q)
    return FALSE;
  return b->pcell[q][0] == b->pcell[p][0] || b->pcell[q][0] == b->pcell[p][1]
         || b->pcell[q][1] == b->pcell[p][0] || b->pcell[q][1] == b->pcell[p][1];
}

static inline gboolean
touches (const PwDominoBoard *b, int p, int cell)
{
  return b->pcell[p][0] == cell || b->pcell[p][1] == cell;
}

static inline int
other_cell (const PwDominoBoard *b, int p, int cell)
{
  return b->pcell[p][0] == cell ? b->pcell[p][1] : b->pcell[p][0];
}

static void
step_end (PwDominoState *s)
{
  s->current = NULL;
}

/* A cell whose placements are all the same domino takes that domino. */
static gboolean
rule_cell_one_domino (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
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
          g_autofree char *cn = pw_domino_board_cell_name (b, c);
          g_autofree char *dn = pw_domino_board_dom_name (b, d);
          PwDominoStep *step = pw_domino_step_begin (
            s, PW_DOMINO_RULE_CELL_ONE_DOMINO,
            g_strdup_printf (_("cell %s can only be covered by %s, so %s goes nowhere else"), cn,
                             dn, dn));
          pw_domino_step_add_cell (step, c);
        }
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
        {
          int q = b->dom_place[i];
          if (s->alive[q] && !touches (b, q, c))
            pw_domino_state_kill (s, q);
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
rule_must_overlap (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
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
          g_autofree char *dn = pw_domino_board_dom_name (b, d);
          char *text;
          if (shared >= 0)
            {
              g_autofree char *cn = pw_domino_board_cell_name (b, shared);
              text = g_strdup_printf (_("every place for %s covers cell %s, so no other domino "
                                        "can cover it"), dn, cn);
            }
          else
            {
              g_autofree char *pn = pw_domino_board_place_name (b, inter[0]);
              text = g_strdup_printf (_("a domino at %s would block every place for %s"), pn,
                                      dn);
            }
          PwDominoStep *step = pw_domino_step_begin (s, PW_DOMINO_RULE_MUST_OVERLAP, text);
          if (shared >= 0)
            pw_domino_step_add_cell (step, shared);
          for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
            if (s->alive[b->dom_place[i]])
              {
                pw_domino_step_add_cell (step, b->pcell[b->dom_place[i]][0]);
                pw_domino_step_add_cell (step, b->pcell[b->dom_place[i]][1]);
              }
        }
      for (int j = 0; j < ni; j++)
        pw_domino_state_kill (s, inter[j]);
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
rule_dead_end (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
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
              for (int m = 0; m < b->cell_nplace[nb]; m++)
                {
                  int r = b->cell_place[nb][m];
                  if (!s->alive[r] || touches (b, r, a) || touches (b, r, c2))
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
          g_autofree char *pn = pw_domino_board_place_name (b, p);
          g_autofree char *dn = pw_domino_board_dom_name (b, d);
          int cell = stranded >= 0 ? stranded : dup;
          g_autofree char *cn = pw_domino_board_cell_name (b, cell);
          char *text
            = stranded >= 0
                ? g_strdup_printf (_("%s at %s would leave cell %s with no domino"), dn, pn, cn)
                : g_strdup_printf (_("%s at %s would leave cell %s needing a second %s"), dn, pn,
                                   cn, dn);
          PwDominoStep *step = pw_domino_step_begin (s, PW_DOMINO_RULE_DEAD_END, text);
          pw_domino_step_add_cell (step, a);
          pw_domino_step_add_cell (step, c2);
          pw_domino_step_add_cell (step, cell);
        }
      pw_domino_state_kill (s, p);
      step_end (s);
      any = TRUE;
      if (s->steps)
        return TRUE;
    }
  return any;
}

#define SET_MAX 4

typedef struct
{
  PwDominoState *s;
  int v;
  int n;
  int cells[64];
  guint64 mask[64];   /* the other numbers each cell can pair with */
  guint64 joined[64]; /* cells (bits in this list) joined to it by a double */
  int pick[SET_MAX];
  gboolean found;
} SetSearch;

static gboolean
set_apply (SetSearch *ss, int size, guint64 dominoes)
{
  PwDominoState *s = ss->s;
  const PwDominoBoard *b = s->board;
  gboolean killed = FALSE;
  for (int pass = 0; pass < 2; pass++)
    {
      for (int w = 0; w < 64; w++)
        {
          if (!(dominoes >> w & 1))
            continue;
          int d = b->dom_of_index[pw_domino_index (ss->v, w)];
          for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
            {
              int q = b->dom_place[i];
              if (!s->alive[q])
                continue;
              gboolean inside = FALSE;
              for (int k = 0; k < size; k++)
                inside |= touches (b, q, ss->cells[ss->pick[k]]);
              if (inside)
                continue;
              if (pass == 0)
                {
                  killed = TRUE;
                  break;
                }
              pw_domino_state_kill (s, q);
            }
          if (pass == 0 && killed)
            break;
        }
      if (!killed)
        return FALSE;
      if (pass == 0 && s->steps)
        {
          GString *cells = g_string_new (NULL), *doms = g_string_new (NULL);
          for (int k = 0; k < size; k++)
            {
              g_autofree char *cn = pw_domino_board_cell_name (b, ss->cells[ss->pick[k]]);
              g_string_append_printf (cells, k ? ", %s" : "%s", cn);
            }
          for (int w = 0; w < 64; w++)
            if (dominoes >> w & 1)
              g_string_append_printf (doms, doms->len ? ", %d-%d" : "%d-%d", MIN (ss->v, w),
                                      MAX (ss->v, w));
          PwDominoStep *step = pw_domino_step_begin (
            s, PW_DOMINO_RULE_NUMBER_SET,
            g_strdup_printf (_("the %d cells %s all hold %d and can only take %s between "
                               "them, so those dominoes go nowhere else"),
                             size, cells->str, ss->v, doms->str));
          for (int k = 0; k < size; k++)
            pw_domino_step_add_cell (step, ss->cells[ss->pick[k]]);
          g_string_free (cells, TRUE);
          g_string_free (doms, TRUE);
        }
    }
  step_end (s);
  return TRUE;
}

static gboolean
set_search (SetSearch *ss, int depth, int from, guint64 dominoes, guint64 members)
{
  int size = depth;
  if (size >= 2 && __builtin_popcountll (dominoes) == size)
    {
      if (set_apply (ss, size, dominoes))
        {
          ss->found = TRUE;
          if (ss->s->steps)
            return TRUE;
        }
    }
  if (depth == SET_MAX || depth >= ss->n - 1)
    return FALSE;
  for (int i = from; i < ss->n; i++)
    {
      guint64 u = dominoes | ss->mask[i];
      if (__builtin_popcountll (u) > SET_MAX || (ss->joined[i] & members))
        continue;
      ss->pick[depth] = i;
      if (set_search (ss, depth + 1, i + 1, u, members | (G_GUINT64_CONSTANT (1) << i)))
        return TRUE;
    }
  return FALSE;
}

/* k cells holding one number, none joinable by a double, that between
 * them can take only k dominoes: each takes a different one, so those
 * dominoes are used there and nowhere else. */
static gboolean
rule_number_set (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
  SetSearch ss;
  ss.s = s;
  ss.found = FALSE;
  int maxv = 0;
  for (int c = 0; c < b->ncells; c++)
    maxv = MAX (maxv, b->value[c]);
  for (int v = 0; v <= maxv; v++)
    {
      ss.v = v;
      ss.n = 0;
      for (int c = 0; c < b->ncells && ss.n < 64; c++)
        {
          if (b->value[c] != v || s->cell_count[c] < 2)
            continue;
          guint64 m = 0;
          for (int k = 0; k < b->cell_nplace[c]; k++)
            {
              int p = b->cell_place[c][k];
              if (s->alive[p])
                m |= G_GUINT64_CONSTANT (1) << b->value[other_cell (b, p, c)];
            }
          if (__builtin_popcountll (m) > SET_MAX)
            continue;
          ss.cells[ss.n] = c;
          ss.mask[ss.n] = m;
          ss.joined[ss.n] = 0;
          ss.n++;
        }
      for (int i = 0; i < ss.n; i++)
        for (int j = 0; j < ss.n; j++)
          for (int k = 0; k < b->cell_nplace[ss.cells[i]]; k++)
            {
              int p = b->cell_place[ss.cells[i]][k];
              if (s->alive[p] && touches (b, p, ss.cells[j]) && i != j)
                ss.joined[i] |= G_GUINT64_CONSTANT (1) << j;
            }
      if (ss.n >= 3 && set_search (&ss, 0, 0, 0, 0))
        return TRUE;
    }
  return ss.found;
}

typedef struct
{
  int cell, parent_place, next;
} Frame;

/* Placements whose two sides, once placed, hold unequal numbers of the
 * two chessboard colours cannot be placed (Tarjan's bridges on the graph
 * of placements still possible). */
static gboolean
rule_region (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
  int n = b->ncells;
  g_autofree int *disc = g_new (int, n);
  g_autofree int *low = g_new (int, n);
  g_autofree int *sub = g_new (int, 2 * n);
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
      while (top > 0)
        {
          Frame *f = &stack[top - 1];
          int u = f->cell;
          if (f->next == 0)
            {
              int pos = b->cell_pos[u];
              sub[2 * u] = sub[2 * u + 1] = 0;
              sub[2 * u + ((pos / b->cols + pos % b->cols) & 1)] = 1;
            }
          if (f->next < b->cell_nplace[u])
            {
              int p = b->cell_place[u][f->next++];
              if (!s->alive[p] || p == f->parent_place)
                continue;
              int v = other_cell (b, p, u);
              if (disc[v] < 0)
                {
                  disc[v] = low[v] = timer++;
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
              sub[2 * parent] += sub[2 * u];
              sub[2 * parent + 1] += sub[2 * u + 1];
              if (low[u] > disc[parent])
                {
                  bridge[2 * nbridge] = f->parent_place;
                  bridge[2 * nbridge + 1] = u;
                  nbridge++;
                }
            }
        }
      int total[2] = { sub[2 * root], sub[2 * root + 1] };
      for (int i = 0; i < nbridge; i++)
        {
          int p = bridge[2 * i], v = bridge[2 * i + 1];
          if (s->decided[p] || !s->alive[p])
            continue;
          int u = other_cell (b, p, v);
          int cv = (b->cell_pos[v] / b->cols + b->cell_pos[v] % b->cols) & 1;
          /* v's side loses v; u's side (the rest) loses u, of the other colour. */
          int side[2] = { sub[2 * v], sub[2 * v + 1] };
          side[cv]--;
          int rest[2] = { total[0] - sub[2 * v], total[1] - sub[2 * v + 1] };
          rest[1 - cv]--;
          if (side[0] == side[1] && rest[0] == rest[1])
            continue;
          int cut = side[0] + side[1];
          int cut_cell = v;
          if (side[0] == side[1])
            {
              cut = rest[0] + rest[1];
              cut_cell = u;
            }
          if (s->steps)
            {
              g_autofree char *pn = pw_domino_board_place_name (b, p);
              g_autofree char *dn = pw_domino_board_dom_name (b, b->pdom[p]);
              PwDominoStep *step = pw_domino_step_begin (
                s, PW_DOMINO_RULE_REGION,
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%s at %s would cut off a region of %d cell that "
                                              "dominoes cannot cover",
                                              "%s at %s would cut off a region of %d cells that "
                                              "dominoes cannot cover", cut),
                                 dn, pn, cut));
              pw_domino_step_add_cell (step, b->pcell[p][0]);
              pw_domino_step_add_cell (step, b->pcell[p][1]);
              (void) cut_cell;
            }
          pw_domino_state_kill (s, p);
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
rule_trial (PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
  g_autoptr (PwDominoState) t = pw_domino_state_new (b);
  gboolean any = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      if (!s->alive[p] || s->decided[p])
        continue;
      pw_domino_state_copy_to (s, t);
      pw_domino_state_decide (t, p, PW_DOMINO_RULE_TRIAL);
      if (pw_domino_solve (t, PW_DOMINO_LEVEL_MEDIUM, NULL) != PW_DOMINO_BROKEN)
        continue;
      if (s->steps)
        {
          g_autofree char *pn = pw_domino_board_place_name (b, p);
          g_autofree char *dn = pw_domino_board_dom_name (b, b->pdom[p]);
          g_autofree char *why = pw_domino_state_why (t);
          PwDominoStep *step = pw_domino_step_begin (
            s, PW_DOMINO_RULE_TRIAL,
            g_strdup_printf (_("if %s went at %s, then after the simpler rules %s"), dn, pn,
                             why));
          pw_domino_step_add_cell (step, b->pcell[p][0]);
          pw_domino_step_add_cell (step, b->pcell[p][1]);
          if (t->why >= 0)
            pw_domino_step_add_cell (step, t->why);
        }
      pw_domino_state_kill (s, p);
      step_end (s);
      any = TRUE;
      if (s->steps)
        return TRUE;
    }
  return any;
}

gboolean
pw_domino_apply_rule (PwDominoState *s, PwDominoRule rule)
{
  switch (rule)
    {
    case PW_DOMINO_RULE_FORCED_CELL:
    case PW_DOMINO_RULE_FORCED_DOMINO:
      {
        int before = *s->n_decided;
        pw_domino_state_propagate (s);
        return *s->n_decided != before;
      }
    case PW_DOMINO_RULE_CELL_ONE_DOMINO:
      return rule_cell_one_domino (s);
    case PW_DOMINO_RULE_MUST_OVERLAP:
      return rule_must_overlap (s);
    case PW_DOMINO_RULE_DEAD_END:
      return rule_dead_end (s);
    case PW_DOMINO_RULE_NUMBER_SET:
      return rule_number_set (s);
    case PW_DOMINO_RULE_REGION:
      return rule_region (s);
    case PW_DOMINO_RULE_TRIAL:
      return rule_trial (s);
    case PW_DOMINO_N_RULES:
      break;
    }
  g_return_val_if_reached (FALSE);
}

static const PwDominoRule harder_rules[] = {
  PW_DOMINO_RULE_CELL_ONE_DOMINO, PW_DOMINO_RULE_MUST_OVERLAP, PW_DOMINO_RULE_DEAD_END,
  PW_DOMINO_RULE_NUMBER_SET,      PW_DOMINO_RULE_REGION,       PW_DOMINO_RULE_TRIAL,
};

PwDominoOutcome
pw_domino_solve (PwDominoState *s, int max_level, int *level_used)
{
  int used = 0;
  for (;;)
    {
      int before = *s->n_decided;
      pw_domino_state_propagate (s);
      if (*s->n_decided != before)
        used = MAX (used, PW_DOMINO_LEVEL_EASY);
      if (level_used)
        *level_used = used;
      if (*s->broken)
        return PW_DOMINO_BROKEN;
      if (pw_domino_state_solved (s))
        return PW_DOMINO_SOLVED;
      gboolean progress = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (harder_rules) && !progress; i++)
        {
          int level = pw_domino_rule_level (harder_rules[i]);
          if (level > max_level)
            break;
          if (pw_domino_apply_rule (s, harder_rules[i]))
            {
              progress = TRUE;
              used = MAX (used, level);
            }
        }
      if (!progress)
        {
          if (level_used)
            *level_used = used;
          return PW_DOMINO_STUCK;
        }
    }
}

int *
pw_domino_state_mates (const PwDominoState *s)
{
  const PwDominoBoard *b = s->board;
  int n = b->rows * b->cols;
  int *mate = g_new (int, n);
  for (int i = 0; i < n; i++)
    mate[i] = PW_DOMINO_NO_MATE;
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
  const PwDominoBoard *b;
  GPtrArray *states;
  gint64 limit;
  guint keep;
  GCancellable *cancellable;
  gboolean stopped;
  guint64 nodes;
  PwDominoCount *out;
  PwProgress *progress;
  gint64 reported;
} CountSearch;

static void
count_search (CountSearch *cs, guint depth)
{
  PwDominoState *s = cs->states->pdata[depth];
  const PwDominoBoard *b = cs->b;
  pw_domino_state_propagate (s);
  if (*s->broken)
    return;
  if (pw_domino_state_solved (s))
    {
      cs->out->count++;
      if (cs->out->solutions->len < cs->keep)
        g_ptr_array_add (cs->out->solutions, pw_domino_state_mates (s));
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
                                 g_dngettext (GETTEXT_PACKAGE, "%" G_GINT64_FORMAT
                                              " solution so far", "%" G_GINT64_FORMAT
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
    g_ptr_array_add (cs->states, pw_domino_state_new (b));
  PwDominoState *t = cs->states->pdata[depth + 1];
  for (int i = 0; i < nc && !cs->stopped; i++)
    {
      pw_domino_state_copy_to (s, t);
      pw_domino_state_decide (t, choices[i], PW_DOMINO_RULE_TRIAL);
      count_search (cs, depth + 1);
    }
}

void
pw_domino_count (const PwDominoBoard *board, gint64 limit, guint keep, GCancellable *cancellable,
                 PwDominoCount *out)
{
  pw_domino_count_with_progress (board, limit, keep, NULL, cancellable, out);
}

void
pw_domino_count_with_progress (const PwDominoBoard *board, gint64 limit, guint keep,
                               PwProgress *progress, GCancellable *cancellable,
                               PwDominoCount *out)
{
  CountSearch cs = { board, g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_state_free),
                     limit, keep, cancellable, FALSE, 0, out, progress, 0 };
  out->count = 0;
  out->solutions = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (cs.states, pw_domino_state_new (board));
  count_search (&cs, 0);
  out->complete = !cs.stopped;
  g_ptr_array_unref (cs.states);
}

void
pw_domino_count_clear (PwDominoCount *count)
{
  g_clear_pointer (&count->solutions, g_ptr_array_unref);
}
