/* domino-grid-board.c — the compiled board and the solving state. */
#include "domino-grid-board.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

PwDominoGridBoard *
pw_domino_grid_board_new (const PwDominoGrid *grid, GError **error)
{
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (&grid->parent);
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (p->severity == PW_SEVERITY_ERROR)
        {
          /* People read where in words; the path is in validate --json. */
          g_autofree char *place = pw_problem_dup_place (p);
          if (place)
            g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s: %s", place, p->message);
          else
            g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID, p->message);
          return NULL;
        }
    }
  return pw_domino_grid_board_compile (grid);
}

PwDominoGridBoard *
pw_domino_grid_board_compile (const PwDominoGrid *grid)
{
  PwDominoGridBoard *b = g_new0 (PwDominoGridBoard, 1);
  int n = grid->rows * grid->cols;
  b->rows = grid->rows;
  b->cols = grid->cols;
  b->cell_of = g_new (int, n);
  b->cell_pos = g_new (int, n);
  b->value = g_new (guint8, n);
  for (int i = 0; i < n; i++)
    {
      b->cell_of[i] = -1;
      if (grid->cells[i] == PW_DOMINO_GRID_HOLE)
        continue;
      b->cell_of[i] = b->ncells;
      b->cell_pos[b->ncells] = i;
      b->value[b->ncells] = (guint8) grid->cells[i];
      b->ncells++;
    }

  b->ndom = grid->dominoes->len;
  b->dom = g_memdup2 (grid->dominoes->data, sizeof (PwDominoGridDomino) * b->ndom);
  b->dom_of_index = g_new (int, PW_DOMINO_GRID_INDEX_COUNT);
  for (int k = 0; k < PW_DOMINO_GRID_INDEX_COUNT; k++)
    b->dom_of_index[k] = -1;
  for (int d = 0; d < b->ndom; d++)
    b->dom_of_index[pw_domino_grid_index (b->dom[d].lo, b->dom[d].hi)] = d;

  /* Placements: right and down neighbours whose pair is in the set. */
  b->pcell = g_malloc (sizeof (int[2]) * (2 * b->ncells + 1));
  b->pdom = g_new (int, 2 * b->ncells + 1);
  b->cell_nplace = g_new0 (int, b->ncells);
  b->cell_place = g_malloc (sizeof (int[4]) * (b->ncells + 1));
  for (int a = 0; a < b->ncells; a++)
    {
      int pos = b->cell_pos[a], r = pos / b->cols, c = pos % b->cols;
      int nb[2] = { c + 1 < b->cols ? pos + 1 : -1, r + 1 < b->rows ? pos + b->cols : -1 };
      for (int k = 0; k < 2; k++)
        {
          int other = nb[k] >= 0 ? b->cell_of[nb[k]] : -1;
          if (other < 0)
            continue;
          int d = b->dom_of_index[pw_domino_grid_index (b->value[a], b->value[other])];
          if (d < 0)
            continue;
          int p = b->nplace++;
          b->pcell[p][0] = a;
          b->pcell[p][1] = other;
          b->pdom[p] = d;
          b->cell_place[a][b->cell_nplace[a]++] = p;
          b->cell_place[other][b->cell_nplace[other]++] = p;
        }
    }
  b->dom_start = g_new0 (int, b->ndom + 1);
  for (int p = 0; p < b->nplace; p++)
    b->dom_start[b->pdom[p] + 1]++;
  for (int d = 0; d < b->ndom; d++)
    b->dom_start[d + 1] += b->dom_start[d];
  b->dom_place = g_new (int, b->nplace + 1);
  g_autofree int *fill = g_memdup2 (b->dom_start, sizeof (int) * (b->ndom + 1));
  for (int p = 0; p < b->nplace; p++)
    b->dom_place[fill[b->pdom[p]]++] = p;
  return b;
}

void
pw_domino_grid_board_free (PwDominoGridBoard *b)
{
  if (b == NULL)
    return;
  g_free (b->cell_pos);
  g_free (b->cell_of);
  g_free (b->value);
  g_free (b->pcell);
  g_free (b->pdom);
  g_free (b->cell_nplace);
  g_free (b->cell_place);
  g_free (b->dom);
  g_free (b->dom_start);
  g_free (b->dom_place);
  g_free (b->dom_of_index);
  g_free (b);
}

static const struct
{
  const char *id;
  int level;
} rules[PW_DOMINO_GRID_N_RULES] = {
  [PW_DOMINO_GRID_RULE_FORCED_CELL] = { "forced-cell", PW_DOMINO_GRID_LEVEL_EASY },
  [PW_DOMINO_GRID_RULE_FORCED_DOMINO] = { "forced-domino", PW_DOMINO_GRID_LEVEL_EASY },
  [PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO] = { "cell-one-domino", PW_DOMINO_GRID_LEVEL_MEDIUM },
  [PW_DOMINO_GRID_RULE_MUST_OVERLAP] = { "must-overlap", PW_DOMINO_GRID_LEVEL_MEDIUM },
  [PW_DOMINO_GRID_RULE_DEAD_END] = { "dead-end", PW_DOMINO_GRID_LEVEL_MEDIUM },
  [PW_DOMINO_GRID_RULE_PAIR_DUPLICATE] = { "pair-duplicate", PW_DOMINO_GRID_LEVEL_MEDIUM },
  [PW_DOMINO_GRID_RULE_PARITY] = { "parity", PW_DOMINO_GRID_LEVEL_MEDIUM },
  [PW_DOMINO_GRID_RULE_NUMBER_SET] = { "number-set", PW_DOMINO_GRID_LEVEL_HARD },
  [PW_DOMINO_GRID_RULE_DOUBLE_SET] = { "double-set", PW_DOMINO_GRID_LEVEL_EXTREME },
  [PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE] = { "chain-duplicate", PW_DOMINO_GRID_LEVEL_EXTREME },
  [PW_DOMINO_GRID_RULE_CHAIN_EMPTIES] = { "chain-empties", PW_DOMINO_GRID_LEVEL_EXTREME },
  [PW_DOMINO_GRID_RULE_CHAIN_PAIR] = { "chain-pair", PW_DOMINO_GRID_LEVEL_EXTREME },
  [PW_DOMINO_GRID_RULE_TRIAL] = { "trial", PW_DOMINO_GRID_LEVEL_UNREASONABLE },
};

static const char *const level_ids[] = { NULL, "easy", "medium", "hard", "extreme",
                                         "unreasonable" };
/* The same words as the Generate dialog's choices (domino-grid-kind.c). */
static const char *const level_names[] = { NULL, N_("Easy"), N_("Medium"), N_("Hard"),
                                           N_("Extreme"), N_("Unreasonable") };

int
pw_domino_grid_rule_level (PwDominoGridRule rule)
{
  return rules[rule].level;
}

const char *
pw_domino_grid_rule_id (PwDominoGridRule rule)
{
  return rules[rule].id;
}

const char *
pw_domino_grid_level_id (int level)
{
  g_return_val_if_fail (level >= 1 && level <= PW_DOMINO_GRID_LEVEL_BEYOND, NULL);
  return level_ids[level];
}

const char *
pw_domino_grid_level_name (int level)
{
  g_return_val_if_fail (level >= 1 && level <= PW_DOMINO_GRID_LEVEL_BEYOND, NULL);
  return _(level_names[level]);
}

int
pw_domino_grid_level_from_id (const char *id)
{
  for (int l = 1; l <= PW_DOMINO_GRID_LEVEL_BEYOND; l++)
    if (g_strcmp0 (id, level_ids[l]) == 0)
      return l;
  return -1;
}

PwDominoGridState *
pw_domino_grid_state_new (const PwDominoGridBoard *b)
{
  PwDominoGridState *s = g_new0 (PwDominoGridState, 1);
  s->board = b;
  gsize ints = 2 + b->ncells + b->ndom;
  s->size = ints * sizeof (int) + 2 * (gsize) b->nplace;
  s->data = g_malloc0 (s->size);
  int *i = (int *) s->data;
  s->n_decided = i;
  s->broken = i + 1;
  s->cell_count = i + 2;
  s->dom_count = i + 2 + b->ncells;
  s->alive = s->data + ints * sizeof (int);
  s->decided = s->alive + b->nplace;
  s->stack = g_new (int, b->ncells + b->ndom + 1);
  memset (s->alive, 1, b->nplace);
  for (int c = 0; c < b->ncells; c++)
    s->cell_count[c] = b->cell_nplace[c];
  for (int d = 0; d < b->ndom; d++)
    s->dom_count[d] = b->dom_start[d + 1] - b->dom_start[d];
  s->why = 0;
  for (int c = 0; c < b->ncells; c++)
    if (s->cell_count[c] == 0 && !*s->broken)
      {
        *s->broken = 1;
        s->why = c;
      }
    else if (s->cell_count[c] == 1)
      s->stack[s->top++] = c;
  for (int d = 0; d < b->ndom; d++)
    if (s->dom_count[d] == 0 && !*s->broken)
      {
        *s->broken = 1;
        s->why = -1 - d;
      }
    else if (s->dom_count[d] == 1)
      s->stack[s->top++] = -1 - d;
  return s;
}

void
pw_domino_grid_state_free (PwDominoGridState *s)
{
  if (s == NULL)
    return;
  g_free (s->data);
  g_free (s->stack);
  g_free (s);
}

void
pw_domino_grid_state_copy_to (const PwDominoGridState *src, PwDominoGridState *dst)
{
  memcpy (dst->data, src->data, src->size);
  memcpy (dst->stack, src->stack, sizeof (int) * src->top);
  dst->top = src->top;
  dst->why = src->why;
}

void
pw_domino_grid_state_kill (PwDominoGridState *s, int p)
{
  const PwDominoGridBoard *b = s->board;
  if (!s->alive[p])
    return;
  s->alive[p] = 0;
  if (s->current)
    g_array_append_val (s->current->ruled_out, p);
  for (int k = 0; k < 2; k++)
    {
      int c = b->pcell[p][k];
      int n = --s->cell_count[c];
      if (n == 1)
        s->stack[s->top++] = c;
      else if (n == 0 && !*s->broken)
        {
          *s->broken = 1;
          s->why = c;
        }
    }
  int d = b->pdom[p];
  int n = --s->dom_count[d];
  if (n == 1)
    s->stack[s->top++] = -1 - d;
  else if (n == 0 && !*s->broken)
    {
      *s->broken = 1;
      s->why = -1 - d;
    }
}

int
pw_domino_grid_state_first_alive (const PwDominoGridState *s, int cell)
{
  const PwDominoGridBoard *b = s->board;
  for (int k = 0; k < b->cell_nplace[cell]; k++)
    if (s->alive[b->cell_place[cell][k]])
      return b->cell_place[cell][k];
  return -1;
}

static int
dom_first_alive (const PwDominoGridState *s, int d)
{
  const PwDominoGridBoard *b = s->board;
  for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
    if (s->alive[b->dom_place[i]])
      return b->dom_place[i];
  return -1;
}

static char *
forced_text (const PwDominoGridState *s, int p, PwDominoGridRule rule, int cell)
{
  const PwDominoGridBoard *b = s->board;
  g_autofree char *dom = pw_domino_grid_board_dom_name (b, b->pdom[p]);
  g_autofree char *where = pw_domino_grid_board_place_name (b, p);
  if (rule == PW_DOMINO_GRID_RULE_FORCED_CELL)
    {
      g_autofree char *c = pw_domino_grid_board_cell_name (b, cell);
      return g_strdup_printf (_("cell %s can only be covered by %s: it goes at %s"), c, dom,
                              where);
    }
  return g_strdup_printf (_("domino %s fits only at %s"), dom, where);
}

void
pw_domino_grid_state_decide (PwDominoGridState *s, int p, PwDominoGridRule rule)
{
  const PwDominoGridBoard *b = s->board;
  if (s->decided[p] || !s->alive[p])
    return;
  s->decided[p] = 1;
  ++*s->n_decided;
  PwDominoGridStep *step = NULL;
  if (s->steps && s->current == NULL)
    {
      int cell = b->cell_nplace[b->pcell[p][0]] > 0 && s->cell_count[b->pcell[p][0]] == 1
                   ? b->pcell[p][0] : b->pcell[p][1];
      step = pw_domino_grid_step_begin (s, rule, forced_text (s, p, rule, cell));
      step->place = p;
      pw_domino_grid_step_add_cell (step, b->pcell[p][0]);
      pw_domino_grid_step_add_cell (step, b->pcell[p][1]);
    }
  for (int k = 0; k < 2; k++)
    {
      int c = b->pcell[p][k];
      for (int j = 0; j < b->cell_nplace[c]; j++)
        if (b->cell_place[c][j] != p)
          pw_domino_grid_state_kill (s, b->cell_place[c][j]);
    }
  int d = b->pdom[p];
  for (int i = b->dom_start[d]; i < b->dom_start[d + 1]; i++)
    if (b->dom_place[i] != p)
      pw_domino_grid_state_kill (s, b->dom_place[i]);
  if (step)
    s->current = NULL;
}

void
pw_domino_grid_state_propagate (PwDominoGridState *s)
{
  while (s->top > 0 && !*s->broken)
    {
      int x = s->stack[--s->top];
      if (x >= 0)
        {
          if (s->cell_count[x] != 1)
            continue;
          pw_domino_grid_state_decide (s, pw_domino_grid_state_first_alive (s, x),
                                  PW_DOMINO_GRID_RULE_FORCED_CELL);
        }
      else
        {
          int d = -1 - x;
          if (s->dom_count[d] != 1)
            continue;
          pw_domino_grid_state_decide (s, dom_first_alive (s, d), PW_DOMINO_GRID_RULE_FORCED_DOMINO);
        }
    }
  if (*s->broken)
    s->top = 0;
}

gboolean
pw_domino_grid_state_solved (const PwDominoGridState *s)
{
  return !*s->broken && *s->n_decided == s->board->ndom;
}

PwDominoGridStep *
pw_domino_grid_step_begin (PwDominoGridState *s, PwDominoGridRule rule, char *text)
{
  PwDominoGridStep *step = g_new0 (PwDominoGridStep, 1);
  step->rule = rule;
  step->place = -1;
  step->ruled_out = g_array_new (FALSE, FALSE, sizeof (int));
  step->cells = g_array_new (FALSE, FALSE, sizeof (int));
  step->text = text;
  g_ptr_array_add (s->steps, step);
  s->current = step;
  return step;
}

void
pw_domino_grid_step_add_cell (PwDominoGridStep *step, int cell)
{
  for (guint i = 0; i < step->cells->len; i++)
    if (g_array_index (step->cells, int, i) == cell)
      return;
  g_array_append_val (step->cells, cell);
}

void
pw_domino_grid_step_add_place (PwDominoGridStep *step, const PwDominoGridBoard *b, int p)
{
  pw_domino_grid_step_add_cell (step, b->pcell[p][0]);
  pw_domino_grid_step_add_cell (step, b->pcell[p][1]);
}

void
pw_domino_grid_step_free (PwDominoGridStep *step)
{
  if (step == NULL)
    return;
  g_array_unref (step->ruled_out);
  g_array_unref (step->cells);
  g_free (step->text);
  g_free (step);
}

char *
pw_domino_grid_board_cell_name (const PwDominoGridBoard *b, int cell)
{
  int pos = b->cell_pos[cell];
  return pw_domino_grid_cell_name (pos / b->cols, pos % b->cols);
}

char *
pw_domino_grid_board_dom_name (const PwDominoGridBoard *b, int d)
{
  return g_strdup_printf ("%d-%d", b->dom[d].lo, b->dom[d].hi);
}

char *
pw_domino_grid_board_place_name (const PwDominoGridBoard *b, int p)
{
  int pa = b->cell_pos[b->pcell[p][0]], pb = b->cell_pos[b->pcell[p][1]];
  int r = MIN (pa, pb) / b->cols, c = MIN (pa, pb) % b->cols;
  if (pa / b->cols == pb / b->cols)
    /* Translators: the two cells a domino lies on, side by side; rows and
     * columns count from 1. */
    return g_strdup_printf (_("(row %d, columns %d–%d)"), r + 1, c + 1, c + 2);
  /* Translators: the two cells a domino lies on, one above the other. */
  return g_strdup_printf (_("(rows %d–%d, column %d)"), r + 1, r + 2, c + 1);
}

char *
pw_domino_grid_state_why (const PwDominoGridState *s)
{
  if (!*s->broken)
    return NULL;
  if (s->why >= 0)
    {
      g_autofree char *c = pw_domino_grid_board_cell_name (s->board, s->why);
      return g_strdup_printf (_("cell %s has no domino left"), c);
    }
  g_autofree char *d = pw_domino_grid_board_dom_name (s->board, -1 - s->why);
  return g_strdup_printf (_("domino %s has no place left"), d);
}
