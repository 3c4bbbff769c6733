/* domino-grid-sets.c — set analysis per number.
 *
 * Take some cells that all hold v.  Each can only be covered by the
 * dominoes v-w whose placements there are still possible.  When k cells
 * can between them take only k dominoes, and no double v-v can cover two
 * of them, each takes a different one: those k dominoes are all used
 * there and go nowhere else (Tatham's Hard level, with sets of any size).
 *
 * A double that can cover two of the cells breaks the count, since two
 * cells may then share one domino; his Extreme level still reasons:
 * k cells with only k-1 dominoes must have the double covering two of
 * them, so every one of the dominoes is used there (the double across
 * two of the cells); k cells with k dominoes must use the double on at
 * least one of them, so it goes nowhere else.
 *
 * As in his solver, sets of one domino and sets that leave out fewer
 * than two of the number's cells are left to the simpler rules, so the
 * grades agree with his.  The search looks at smaller sets first and
 * grows each cell by cell, dropping a branch once it holds more dominoes
 * than the size sought; a count of nodes bounds it on boards far larger
 * than a double-12 (his solver gives up set analysis on numbers with more
 * than 16 cells; we look further, within the count).
 */
#include "domino-grid-rules.h"

#include <glib/gi18n-lib.h>

#define SET_CELLS 64
/* Nodes per call, all numbers together: ten times what a double-12 ever
 * takes (measured: at most about 11000), so that up to there the search is
 * complete and the grades are his, while far larger boards stay quick. */
#define SET_NODE_BUDGET (1 << 17)

typedef struct
{
  PwDominoGridState *s;
  gboolean doubles;
  int v;
  int n;               /* cells in the list */
  int nsq;             /* every cell holding v, decided or not */
  int cells[SET_CELLS];
  guint64 mask[SET_CELLS];  /* bit w: domino v-w can cover the cell */
  guint8 other[SET_CELLS][4]; /* the same as a list (a cell has at most 4 placements) */
  int nother[SET_CELLS];
  guint64 joined[SET_CELLS]; /* bit j: a double can cover this cell and cell j */
  guint64 done;        /* cells in a set that already fired this pass */
  int nodes;
  gboolean any;
  gboolean stop;
} SetSearch;

static gboolean
in_set (const SetSearch *ss, guint64 set, int cell)
{
  for (int i = 0; i < ss->n; i++)
    if ((set >> i & 1) && ss->cells[i] == cell)
      return TRUE;
  return FALSE;
}

static void
describe (SetSearch *ss, guint64 set, guint64 dominoes, gboolean has_double, int kind)
{
  PwDominoGridState *s = ss->s;
  const PwDominoGridBoard *b = s->board;
  GString *cells = g_string_new (NULL), *doms = g_string_new (NULL);
  int k = 0, nset = __builtin_popcountll (set);
  for (int i = 0; i < ss->n; i++)
    if (set >> i & 1)
      {
        g_autofree char *cn = pw_domino_grid_board_cell_name (b, ss->cells[i]);
        /* "(1,2), (3,4) and (5,6)" */
        g_string_append (cells, k == 0 ? "" : k == nset - 1 ? _(" and ") : ", ");
        g_string_append (cells, cn);
        k++;
      }
  int nd = __builtin_popcountll (dominoes);
  k = 0;
  for (int w = 0; w < 64; w++)
    if (dominoes >> w & 1)
      {
        g_string_append (doms, k == 0 ? "" : k == nd - 1 ? _(" and ") : ", ");
        g_string_append_printf (doms, "%d-%d", MIN (ss->v, w), MAX (ss->v, w));
        k++;
      }
  char *text;
  if (kind == 0)
    text = g_strdup_printf (_("the %ds at %s can only be covered by %s, one each, so those "
                              "dominoes go nowhere else"),
                            ss->v, cells->str, doms->str);
  else if (kind == 1)
    text = g_strdup_printf (_("the %ds at %s can only be covered by %s: one short, so "
                              "%d-%d must cover two of them and the others one each; those "
                              "dominoes go nowhere else"),
                            ss->v, cells->str, doms->str, ss->v, ss->v);
  else
    text = g_strdup_printf (_("the %ds at %s can only be covered by %s: without %d-%d the "
                              "others are too few, so %d-%d covers at least one of them and "
                              "goes nowhere else"),
                            ss->v, cells->str, doms->str, ss->v, ss->v, ss->v, ss->v);
  PwDominoGridStep *step = pw_domino_grid_step_begin (
    s, has_double || kind ? PW_DOMINO_GRID_RULE_DOUBLE_SET : PW_DOMINO_GRID_RULE_NUMBER_SET, text);
  for (int i = 0; i < ss->n; i++)
    if (set >> i & 1)
      pw_domino_grid_step_add_cell (step, ss->cells[i]);
  g_string_free (cells, TRUE);
  g_string_free (doms, TRUE);
}

/* Rules out what the set allows; TRUE when something went. @kind: 0 the
 * plain case, 1 one domino short (the double covers two), 2 as many
 * dominoes as cells with a double among them. */
static gboolean
apply (SetSearch *ss, guint64 set, guint64 dominoes, gboolean has_double, int kind)
{
  PwDominoGridState *s = ss->s;
  const PwDominoGridBoard *b = s->board;
  gboolean nondoubles = kind != 2;
  int min_for_double = kind == 1 ? 2 : 1;
  gboolean started = FALSE;
  for (int w = 0; w < 64; w++)
    {
      if (!(dominoes >> w & 1))
        continue;
      int d = b->dom_of_index[pw_domino_grid_index (ss->v, w)];
      if (d < 0)
        continue;
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
        {
          int q = b->dom_place[i];
          if (!s->alive[q])
            continue;
          int used = 0;
          for (int k = 0; k < 2; k++)
            used += b->value[b->pcell[q][k]] == ss->v && in_set (ss, set, b->pcell[q][k]);
          if (w == ss->v ? used >= min_for_double : (used > 0 || !nondoubles))
            continue;
          if (!started)
            {
              started = TRUE;
              if (s->steps)
                describe (ss, set, dominoes, has_double, kind);
            }
          pw_domino_grid_state_kill (s, q);
        }
    }
  pw_domino_grid_step_end (s);
  return started;
}

static void
consider (SetSearch *ss, guint64 set, guint64 dominoes, gboolean has_double)
{
  int ncells = __builtin_popcountll (set), nd = __builtin_popcountll (dominoes);
  if (nd <= 1 || nd >= ss->nsq - 1)
    return;
  int kind;
  if (!has_double)
    {
      if (nd != ncells)
        return;
      kind = 0;
    }
  else if (!ss->doubles)
    return;
  else if (nd == ncells - 1)
    kind = 1;
  else if (nd == ncells)
    kind = 2;
  else
    return;
  /* A set of the two main kinds is settled once found: its supersets
   * would only repeat it in longer words. */
  if (kind != 2)
    ss->done |= set;
  if (apply (ss, set, dominoes, has_double, kind))
    {
      ss->done |= set;
      ss->any = TRUE;
      if (ss->s->steps)
        ss->stop = TRUE;
    }
}

/* Sets of exactly @size cells, grown in index order; @nc cells so far,
 * holding @nd dominoes. */
static void
search (SetSearch *ss, int size, int from, guint64 set, int nc, guint64 dominoes, int nd,
        gboolean has_double)
{
  if (ss->stop || (set & ss->done) || ++ss->nodes > SET_NODE_BUDGET)
    return;
  if (nc == size)
    {
      consider (ss, set, dominoes, has_double);
      return;
    }
  for (int i = from; i <= ss->n - (size - nc) && !ss->stop; i++)
    {
      if (ss->done >> i & 1)
        continue;
      gboolean adj = (ss->joined[i] & set) != 0;
      if (adj && !ss->doubles)
        continue;
      int added = 0;
      for (int k = 0; k < ss->nother[i]; k++)
        added += !(dominoes >> ss->other[i][k] & 1);
      /* A set of k cells is only of use with k dominoes or fewer. */
      if (nd + added > size)
        continue;
      search (ss, size, i + 1, set | (G_GUINT64_CONSTANT (1) << i), nc + 1,
              dominoes | ss->mask[i], nd + added, has_double || adj);
    }
}

gboolean
pw_domino_grid_rule_sets (PwDominoGridState *s, gboolean doubles)
{
  const PwDominoGridBoard *b = s->board;
  SetSearch ss = { 0 };
  ss.s = s;
  ss.doubles = doubles;
  int maxv = 0;
  for (int c = 0; c < b->ncells; c++)
    maxv = MAX (maxv, b->value[c]);
  g_autofree int *slot = g_new (int, b->ncells);
  for (int v = 0; v <= maxv && !ss.stop; v++)
    {
      ss.v = v;
      ss.n = 0;
      ss.nsq = 0;
      ss.done = 0;
      for (int c = 0; c < b->ncells; c++)
        {
          slot[c] = -1;
          if (b->value[c] != v)
            continue;
          ss.nsq++;
          /* Decided cells add their own domino to any set: nothing new. */
          if (s->cell_count[c] < 2 || ss.n == SET_CELLS)
            continue;
          guint64 m = 0;
          ss.nother[ss.n] = 0;
          for (int k = 0; k < b->cell_nplace[c]; k++)
            {
              int p = b->cell_place[c][k];
              int w = b->value[b->pcell[p][0] == c ? b->pcell[p][1] : b->pcell[p][0]];
              if (s->alive[p] && !(m >> w & 1))
                {
                  m |= G_GUINT64_CONSTANT (1) << w;
                  ss.other[ss.n][ss.nother[ss.n]++] = (guint8) w;
                }
            }
          slot[c] = ss.n;
          ss.cells[ss.n] = c;
          ss.mask[ss.n] = m;
          ss.joined[ss.n] = 0;
          ss.n++;
        }
      if (ss.n < 2)
        continue;
      for (int i = 0; i < ss.n; i++)
        {
          int c = ss.cells[i];
          for (int k = 0; k < b->cell_nplace[c]; k++)
            {
              int p = b->cell_place[c][k];
              int o = b->pcell[p][0] == c ? b->pcell[p][1] : b->pcell[p][0];
              if (s->alive[p] && b->value[o] == v && slot[o] >= 0)
                ss.joined[i] |= G_GUINT64_CONSTANT (1) << slot[o];
            }
        }
      /* Smaller sets first, as a person would look: a set found settles
       * its cells, so no larger set repeats it. */
      for (int size = 2; size <= MIN (ss.n, ss.nsq - 1) && !ss.stop; size++)
        search (&ss, size, 0, 0, 0, 0, 0, FALSE);
    }
  return ss.any;
}
