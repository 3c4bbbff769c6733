/* domino-grid-chains.c — forcing chains (Tatham's Extreme level).
 *
 * A cell with exactly two placements left takes one or the other.  So
 * placements linked through such cells fall into chains of two halves:
 * if one placement of a half goes down, its whole half does and the
 * other half does not, and one of the two halves must happen.  (A union
 * of placements with a parity bit: two placements of one cell are in
 * opposite halves.)  Three things follow:
 *   - a half that would use some domino twice cannot happen;
 *   - a half that would use up every domino some other cell can take
 *     cannot happen;
 *   - a domino with a placement in each half of one chain is at one of
 *     those two places, and nowhere else.
 */
#include "domino-grid-rules.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct
{
  int *parent;
  guint8 *flip; /* parity relative to the parent */
} Chains;

static int
find (Chains *ch, int p, int *parity)
{
  int f = 0, r = p;
  while (ch->parent[r] != r)
    {
      f ^= ch->flip[r];
      r = ch->parent[r];
    }
  /* Compress the path, keeping each parity relative to the root. */
  int acc = f;
  while (ch->parent[p] != p)
    {
      int next = ch->parent[p], fp = ch->flip[p];
      ch->parent[p] = r;
      ch->flip[p] = (guint8) acc;
      acc ^= fp;
      p = next;
    }
  *parity = f;
  return r;
}

/* Half ids: 2 × root + parity; halves 2r and 2r+1 are each other's
 * opposite. */
static int *
chain_halves (const PwDominoGridState *s)
{
  const PwDominoGridBoard *b = s->board;
  Chains ch = { g_new (int, b->nplace), g_new0 (guint8, b->nplace) };
  for (int p = 0; p < b->nplace; p++)
    ch.parent[p] = p;
  for (int c = 0; c < b->ncells; c++)
    {
      if (s->cell_count[c] != 2)
        continue;
      int two[2], n = 0;
      for (int k = 0; k < b->cell_nplace[c]; k++)
        if (s->alive[b->cell_place[c][k]])
          two[n++] = b->cell_place[c][k];
      int pa, pb;
      int ra = find (&ch, two[0], &pa), rb = find (&ch, two[1], &pb);
      if (ra != rb)
        {
          ch.parent[ra] = rb;
          ch.flip[ra] = (guint8) (pa ^ pb ^ 1);
        }
    }
  int *half = g_new (int, b->nplace);
  for (int p = 0; p < b->nplace; p++)
    {
      int parity;
      int r = find (&ch, p, &parity);
      half[p] = 2 * r + parity;
    }
  g_free (ch.parent);
  g_free (ch.flip);
  return half;
}

static void
add_half_cells (PwDominoGridStep *step, const PwDominoGridState *s, const int *half, int h)
{
  const PwDominoGridBoard *b = s->board;
  for (int p = 0; p < b->nplace; p++)
    if (s->alive[p] && half[p] == h)
      pw_domino_grid_step_add_place (step, b, p);
}

static int
any_in_half (const PwDominoGridState *s, const int *half, int h)
{
  for (int p = 0; p < s->board->nplace; p++)
    if (s->alive[p] && half[p] == h)
      return p;
  return -1;
}

static void
kill_half (PwDominoGridState *s, const int *half, int h)
{
  for (int p = 0; p < s->board->nplace; p++)
    if (s->alive[p] && half[p] == h)
      pw_domino_grid_state_kill (s, p);
}

/* A half that holds two placements of one domino. */
static gboolean
chain_duplicate (PwDominoGridState *s, const int *half)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int d = 0; d < b->ndom; d++)
    for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
      {
        int p = b->dom_place[i];
        if (!s->alive[p])
          continue;
        for (int j = i + 1; j < b->dom_start[d + 1]; j++)
          {
            int q = b->dom_place[j];
            if (!s->alive[q] || half[q] != half[p])
              continue;
            if (s->steps)
              {
                g_autofree char *dn = pw_domino_grid_board_dom_name (b, d);
                g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
                g_autofree char *qn = pw_domino_grid_board_place_name (b, q);
                PwDominoGridStep *step = pw_domino_grid_step_begin (
                  s, PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE,
                  g_strdup_printf (_("laying %s at %s forces a chain (each cell with two "
                                     "choices left takes the other) that lays %s again at "
                                     "%s, so no domino of that chain goes there"),
                                   dn, pn, dn, qn));
                add_half_cells (step, s, half, half[p]);
              }
            kill_half (s, half, half[p]);
            if (pw_domino_grid_deduced (s, &any))
              return TRUE;
            break;
          }
      }
  return any;
}

/* A half that holds a placement of every domino some other cell can
 * take, so laying it would leave that cell empty. */
static gboolean
chain_empties (PwDominoGridState *s, const int *half)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  g_autofree int *cand = g_new (int, b->nplace + 1);
  g_autofree int *next = g_new (int, b->nplace + 1);
  for (int c = 0; c < b->ncells; c++)
    {
      if (s->cell_count[c] < 2)
        continue;
      int exclude[4], nex = 0, ncand = -1;
      for (int k = 0; k < b->cell_nplace[c]; k++)
        if (s->alive[b->cell_place[c][k]])
          exclude[nex++] = half[b->cell_place[c][k]];
      for (int k = 0; k < b->cell_nplace[c] && ncand != 0; k++)
        {
          int p = b->cell_place[c][k];
          if (!s->alive[p])
            continue;
          int d = b->pdom[p], nn = 0;
          for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
            {
              int q = b->dom_place[i];
              if (!s->alive[q])
                continue;
              int h = half[q];
              gboolean keep = TRUE;
              for (int e = 0; e < nex; e++)
                keep &= h != exclude[e];
              if (keep && ncand >= 0)
                {
                  keep = FALSE;
                  for (int e = 0; e < ncand; e++)
                    keep |= cand[e] == h;
                }
              for (int e = 0; e < nn && keep; e++)
                keep = next[e] != h;
              if (keep)
                next[nn++] = h;
            }
          memcpy (cand, next, sizeof (int) * nn);
          ncand = nn;
        }
      for (int e = 0; e < ncand; e++)
        {
          int h = cand[e];
          int p = any_in_half (s, half, h);
          if (p < 0)
            continue;
          if (s->steps)
            {
              g_autofree char *cn = pw_domino_grid_board_cell_name (b, c);
              g_autofree char *dn = pw_domino_grid_board_dom_name (b, b->pdom[p]);
              g_autofree char *pn = pw_domino_grid_board_place_name (b, p);
              PwDominoGridStep *step = pw_domino_grid_step_begin (
                s, PW_DOMINO_GRID_RULE_CHAIN_EMPTIES,
                g_strdup_printf (_("laying %s at %s forces a chain (each cell with two choices "
                                   "left takes the other) that uses up every domino cell %s "
                                   "could take, so no domino of that chain goes there"),
                                 dn, pn, cn));
              add_half_cells (step, s, half, h);
              pw_domino_grid_step_add_cell (step, c);
            }
          kill_half (s, half, h);
          if (pw_domino_grid_deduced (s, &any))
            return TRUE;
        }
    }
  return any;
}

/* A domino with a placement in each half of one chain. */
static gboolean
chain_pair (PwDominoGridState *s, const int *half)
{
  const PwDominoGridBoard *b = s->board;
  gboolean any = FALSE;
  for (int d = 0; d < b->ndom; d++)
    {
      if (s->dom_count[d] <= 2)
        continue;
      int pj = -1, pk = -1;
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1] && pj < 0; i++)
        for (int j = i + 1; j < b->dom_start[d + 1] && pj < 0; j++)
          {
            int p = b->dom_place[i], q = b->dom_place[j];
            if (s->alive[p] && s->alive[q] && (half[p] ^ half[q]) == 1)
              pj = p, pk = q;
          }
      if (pj < 0)
        continue;
      if (s->steps)
        {
          g_autofree char *dn = pw_domino_grid_board_dom_name (b, d);
          g_autofree char *an = pw_domino_grid_board_place_name (b, pj);
          g_autofree char *cn = pw_domino_grid_board_place_name (b, pk);
          PwDominoGridStep *step = pw_domino_grid_step_begin (
            s, PW_DOMINO_GRID_RULE_CHAIN_PAIR,
            g_strdup_printf (_("a chain of cells with two choices left goes one of two ways, "
                               "and one way lays %s at %s, the other at %s: it goes at one of "
                               "them and nowhere else"),
                             dn, an, cn));
          add_half_cells (step, s, half, half[pj]);
          add_half_cells (step, s, half, half[pk]);
        }
      for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
        {
          int q = b->dom_place[i];
          if (q != pj && q != pk && s->alive[q])
            pw_domino_grid_state_kill (s, q);
        }
      if (pw_domino_grid_deduced (s, &any))
        return TRUE;
    }
  return any;
}

gboolean
pw_domino_grid_rule_chains (PwDominoGridState *s, PwDominoGridRule rule)
{
  g_autofree int *half = chain_halves (s);
  switch (rule)
    {
    case PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE:
      return chain_duplicate (s, half);
    case PW_DOMINO_GRID_RULE_CHAIN_EMPTIES:
      return chain_empties (s, half);
    case PW_DOMINO_GRID_RULE_CHAIN_PAIR:
      return chain_pair (s, half);
    default:
      break;
    }
  g_return_val_if_reached (FALSE);
}
