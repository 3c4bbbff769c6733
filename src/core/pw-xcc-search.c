/* pw-xcc-search.c — what both engines' searches share: state, solutions,
 * checkpoints (counters, cancellation, progress) and the primitive moves
 * the parallel splitter and the estimator use. */
#include "pw-config.h"

#include <string.h>

#include "pw-xcc-private.h"

void
pw_xcc_search_init (PwXccSearch *s, PwXccDlx *dlx, gboolean take)
{
  memset (s, 0, sizeof *s);
  s->dlx = dlx;
  s->check_budget = PW_XCC_CHECK_BUDGET;
  s->head = g_memdup2 (dlx->head, sizeof (PwXccHead) * (dlx->n_items + 1));
  if (dlx->engine == PW_XCC_LINKS)
    s->node = take ? g_steal_pointer (&dlx->node)
                   : g_memdup2 (dlx->node, sizeof (PwXccNode) * dlx->n_nodes);
  else if (dlx->engine == PW_XCC_CELLS)
    {
      s->cell = take ? g_steal_pointer (&dlx->cell)
                     : g_memdup2 (dlx->cell, sizeof (PwXccCell) * dlx->n_nodes);
      s->set = take ? g_steal_pointer (&dlx->set)
                    : g_memdup2 (dlx->set, sizeof (gint32) * dlx->n_nodes);
    }
  else
    pw_xcc_bits_init (s);
  s->choice = g_new0 (gint32, dlx->n_primary + 2);
  s->scratch = g_new0 (guint, dlx->n_primary + 2);
}

void
pw_xcc_search_clear (PwXccSearch *s)
{
  g_clear_pointer (&s->head, g_free);
  g_clear_pointer (&s->node, g_free);
  g_clear_pointer (&s->cell, g_free);
  g_clear_pointer (&s->set, g_free);
  pw_xcc_bits_clear (s);
  g_clear_pointer (&s->choice, g_free);
  g_clear_pointer (&s->scratch, g_free);
  if (s->solution != NULL)
    g_array_unref (s->solution);
  s->solution = NULL;
}

void
pw_xcc_search_run (PwXccSearch *s)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: pw_xcc_links_run (s); break;
    case PW_XCC_CELLS: pw_xcc_cells_run (s); break;
    case PW_XCC_BITS: pw_xcc_bits_run (s); break;
    }
}

guint
pw_xcc_search_option_at (PwXccSearch *s, guint level)
{
  gint32 x = s->choice[level];
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: return pw_xcc_links_option_of (s, x);
    case PW_XCC_CELLS: return pw_xcc_cells_option_of (s, x);
    case PW_XCC_BITS: return pw_xcc_bits_option_of (s, x);
    }
  g_assert_not_reached ();
}

gboolean
pw_xcc_search_solved (PwXccSearch *s)
{
  if (s->dlx->engine == PW_XCC_BITS)
    return pw_xcc_bits_solved (s);
  return s->head[0].next == 0;
}

int
pw_xcc_search_choose (PwXccSearch *s, gint32 *len)
{
  if (s->dlx->engine == PW_XCC_BITS)
    return pw_xcc_bits_choose (s, len);
  return pw_xcc_choose (s->head, len, s->dlx->engine == PW_XCC_CELLS);
}

void
pw_xcc_search_cover (PwXccSearch *s, int item)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: pw_xcc_links_cover (s, item); break;
    case PW_XCC_CELLS: pw_xcc_cells_cover (s, item); break;
    case PW_XCC_BITS: pw_xcc_bits_cover (s, item); break;
    }
}

void
pw_xcc_search_uncover (PwXccSearch *s, int item)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: pw_xcc_links_uncover (s, item); break;
    case PW_XCC_CELLS: pw_xcc_cells_uncover (s, item); break;
    case PW_XCC_BITS: pw_xcc_bits_uncover (s, item); break;
    }
}

gint32
pw_xcc_search_nth (PwXccSearch *s, int item, guint k)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_CELLS:
      return s->set[s->head[item].base + k];
    case PW_XCC_BITS:
      return pw_xcc_bits_nth (s, item, k);
    case PW_XCC_LINKS:
      break;
    }
  gint32 x = s->node[item].down;
  while (k-- > 0)
    x = s->node[x].down;
  return x;
}

void
pw_xcc_search_options (PwXccSearch *s, int item, gint32 *out, gint32 len)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_CELLS:
      memcpy (out, s->set + s->head[item].base, sizeof (gint32) * len);
      return;
    case PW_XCC_BITS:
      pw_xcc_bits_options (s, item, out, len);
      return;
    case PW_XCC_LINKS:
      break;
    }
  gint32 x = s->node[item].down;
  for (gint32 k = 0; k < len; k++, x = s->node[x].down)
    out[k] = x;
}

int
pw_xcc_search_item_of (PwXccSearch *s, gint32 choice)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: return s->node[choice].top;
    case PW_XCC_CELLS: return s->cell[choice].itm;
    case PW_XCC_BITS: return pw_xcc_bits_item_of (s, choice);
    }
  g_assert_not_reached ();
}

void
pw_xcc_search_commit (PwXccSearch *s, gint32 choice)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: pw_xcc_links_commit (s, choice); break;
    case PW_XCC_CELLS: pw_xcc_cells_commit (s, choice); break;
    case PW_XCC_BITS: pw_xcc_bits_commit (s, choice); break;
    }
}

void
pw_xcc_search_uncommit (PwXccSearch *s, gint32 choice)
{
  switch (s->dlx->engine)
    {
    case PW_XCC_LINKS: pw_xcc_links_uncommit (s, choice); break;
    case PW_XCC_CELLS: pw_xcc_cells_uncommit (s, choice); break;
    case PW_XCC_BITS: pw_xcc_bits_uncommit (s, choice); break;
    }
}

/* Where the choice at @level stands among the options of its item, and
 * how many there are. */
static void
position (PwXccSearch *s, guint level, guint *pos, guint *len)
{
  gint32 x = s->choice[level];
  int i = pw_xcc_search_item_of (s, x);
  if (s->dlx->engine == PW_XCC_BITS)
    {
      pw_xcc_bits_position (s, level, pos, len);
      return;
    }
  if (s->dlx->engine == PW_XCC_CELLS)
    {
      *pos = s->cell[x].loc - s->head[i].base;
      *len = s->head[i].len - s->head[i].base;
      return;
    }
  *pos = *len = 0;
  for (gint32 q = s->node[i].down; q != i; q = s->node[q].down)
    {
      if (q == x)
        *pos = *len;
      (*len)++;
    }
}

/* How far through the tree the search is, from the positions of the
 * choices at each level (Knuth's progress report in dlx1).  The item
 * chosen at a level keeps its options while the levels below it run. */
static double
tree_fraction (PwXccSearch *s)
{
  double fraction = 0, scale = 1;
  for (guint l = 0; l < s->level; l++)
    {
      guint pos, len;
      position (s, l, &pos, &len);
      if (len == 0)
        break;
      scale /= len;
      fraction += pos * scale;
    }
  return fraction;
}

void
pw_xcc_search_flush (PwXccSearch *s)
{
  if (s->counters != NULL)
    {
      __atomic_fetch_add (&s->counters->nodes_, s->nodes - s->counted_nodes, __ATOMIC_RELAXED);
      __atomic_fetch_add (&s->counters->solutions_, s->solutions - s->counted_solutions,
                          __ATOMIC_RELAXED);
    }
  s->counted_nodes = s->nodes;
  s->counted_solutions = s->solutions;
}

/* Adds @work to what the search spent and says whether that used up the
 * budget (parallel workers share one, and stop together). */
static gboolean
spend (PwXccSearch *s, guint64 work)
{
  s->work_nodes = s->nodes;
  if (s->budget == 0)
    return FALSE;
  guint64 total = s->work += work;
  if (s->shared != NULL)
    {
      total = __atomic_add_fetch (&s->shared->work, work, __ATOMIC_RELAXED);
      if (total >= s->budget)
        {
          g_atomic_int_set (&s->shared->over_budget, 1);
          g_atomic_int_set (&s->shared->stop, 1);
        }
    }
  if (total < s->budget)
    return FALSE;
  s->over_budget = TRUE;
  s->stopped = TRUE;
  return TRUE;
}

gboolean
pw_xcc_search_spend_nodes (PwXccSearch *s)
{
  return spend (s, s->nodes - s->work_nodes);
}

gboolean
pw_xcc_search_checkpoint (PwXccSearch *s)
{
  pw_xcc_search_flush (s);
  /* A search calls this when it has spent about check_budget. */
  if (spend (s, MAX ((guint64) s->check_budget, s->nodes - s->work_nodes)))
    return FALSE;
  if (s->turn != NULL)
    s->turn (s->turn_data);
  if (pw_xcc_host_cancelled (s->cancellable))
    {
      s->cancelled = TRUE;
      s->stopped = TRUE;
      return FALSE;
    }
  if (s->ahead != NULL && s->yield_nodes == 0 && g_atomic_int_get (s->ahead))
    s->yield_nodes = s->nodes + s->ahead_quota;
  if (s->shared != NULL
      && (g_atomic_int_get (&s->shared->stop) || (s->yield != NULL && g_atomic_int_get (s->yield))
          || (s->yield_nodes != 0 && s->nodes >= s->yield_nodes)))
    {
      s->stop_level = s->level;
      s->stopped = TRUE;
      return FALSE;
    }
  if (s->progress != NULL && s->shared == NULL)
    {
      gint64 now = g_get_monotonic_time ();
      if (now >= s->next_progress_us)
        {
          s->next_progress_us = now + 100 * 1000;
          pw_xcc_host_progress_fraction (s->progress, tree_fraction (s));
        }
    }
  return TRUE;
}

gboolean
pw_xcc_search_visit (PwXccSearch *s)
{
  s->solutions++;
  if (s->shared != NULL)
    {
      guint64 total = __atomic_add_fetch (&s->shared->solutions, 1, __ATOMIC_RELAXED);
      if (s->shared->limit != 0 && total >= s->shared->limit)
        {
          g_atomic_int_set (&s->shared->stop, 1);
          /* Past the limit: another thread got there first. */
          if (total > s->shared->limit)
            s->solutions--;
          return FALSE;
        }
      return TRUE;
    }
  if (s->solution_func != NULL || s->first_only)
    {
      for (guint l = 0; l < s->level; l++)
        s->scratch[l] = pw_xcc_search_option_at (s, l);
      if (s->first_only && s->solution == NULL)
        {
          s->solution = g_array_sized_new (FALSE, FALSE, sizeof (guint), s->level);
          g_array_append_vals (s->solution, s->scratch, s->level);
        }
      if (s->solution_func != NULL
          && !s->solution_func (s->xcc, s->scratch, s->level, s->user_data))
        return FALSE;
      if (s->first_only)
        return FALSE;
    }
  return s->limit == 0 || s->solutions < s->limit;
}
