/* pw-xcc-search.c — Knuth's Algorithm C on dlx2-style arrays.
 *
 * The search is Algorithm C of TAOCP 7.2.2.1 written as a loop with gotos
 * (so the hot path has no calls), instantiated twice: once for problems
 * without colours, where purify and the colour tests vanish, and once with.
 * Branching is on the active primary item with the fewest options (MRV),
 * ties going to the item the caller added first.
 */
#include "pw-config.h"

#include <string.h>

#include "pw-xcc-private.h"

/* How often (in nodes, weighted by the work each does) the search stops to
 * publish counters and poll for cancellation: small enough to answer a
 * Cancel within a few milliseconds, large enough to cost nothing. */
#define CHECK_BUDGET 4096

#define PW_ALWAYS_INLINE __attribute__ ((always_inline))
#define PW_NOINLINE __attribute__ ((noinline))

static inline PW_ALWAYS_INLINE void
hide (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, const gboolean coloured)
{
  for (gint32 q = p + 1; q != p;)
    {
      gint32 x = nd[q].top;
      if (x <= 0)
        {
          q = nd[q].up;
          continue;
        }
      if (!coloured || nd[q].colour >= 0)
        {
          gint32 u = nd[q].up, d = nd[q].down;
          nd[u].down = d;
          nd[d].up = u;
          hd[x].len--;
        }
      q++;
    }
}

static inline PW_ALWAYS_INLINE void
unhide (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, const gboolean coloured)
{
  for (gint32 q = p - 1; q != p;)
    {
      gint32 x = nd[q].top;
      if (x <= 0)
        {
          q = nd[q].down;
          continue;
        }
      if (!coloured || nd[q].colour >= 0)
        {
          gint32 u = nd[q].up, d = nd[q].down;
          nd[u].down = q;
          nd[d].up = q;
          hd[x].len++;
        }
      q--;
    }
}

static inline PW_ALWAYS_INLINE void
cover (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 i, gint32 n_primary,
       const gboolean coloured)
{
  for (gint32 p = nd[i].down; p != i; p = nd[p].down)
    hide (nd, hd, p, coloured);
  if (i <= n_primary)
    {
      gint32 l = hd[i].prev, r = hd[i].next;
      hd[l].next = r;
      hd[r].prev = l;
    }
}

static inline PW_ALWAYS_INLINE void
uncover (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 i, gint32 n_primary,
         const gboolean coloured)
{
  if (i <= n_primary)
    {
      gint32 l = hd[i].prev, r = hd[i].next;
      hd[l].next = i;
      hd[r].prev = i;
    }
  for (gint32 p = nd[i].up; p != i; p = nd[p].up)
    unhide (nd, hd, p, coloured);
}

/* Options giving item top(p) another colour than p does go; those giving
 * the same colour stay, marked -1 so that later hides pass them by. */
static inline PW_ALWAYS_INLINE void
purify (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p)
{
  gint32 c = nd[p].colour, i = nd[p].top;
  for (gint32 q = nd[i].down; q != i; q = nd[q].down)
    if (nd[q].colour == c)
      nd[q].colour = -1;
    else
      hide (nd, hd, q, TRUE);
}

static inline PW_ALWAYS_INLINE void
unpurify (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p)
{
  gint32 c = nd[p].colour, i = nd[p].top;
  for (gint32 q = nd[i].up; q != i; q = nd[q].up)
    if (nd[q].colour < 0)
      nd[q].colour = c;
    else
      unhide (nd, hd, q, TRUE);
}

static inline PW_ALWAYS_INLINE void
commit_option (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 x, gint32 n_primary,
               const gboolean coloured)
{
  for (gint32 p = x + 1; p != x;)
    {
      gint32 j = nd[p].top;
      if (j <= 0)
        {
          p = nd[p].up;
          continue;
        }
      if (!coloured || nd[p].colour == 0)
        cover (nd, hd, j, n_primary, coloured);
      else if (nd[p].colour > 0)
        purify (nd, hd, p);
      p++;
    }
}

static inline PW_ALWAYS_INLINE void
uncommit_option (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 x, gint32 n_primary,
                 const gboolean coloured)
{
  for (gint32 p = x - 1; p != x;)
    {
      gint32 j = nd[p].top;
      if (j <= 0)
        {
          p = nd[p].down;
          continue;
        }
      if (!coloured || nd[p].colour == 0)
        uncover (nd, hd, j, n_primary, coloured);
      else if (nd[p].colour > 0)
        unpurify (nd, hd, p);
      p--;
    }
}

/* MRV: the active primary item with the fewest options, the first such. */
static inline PW_ALWAYS_INLINE gint32
choose (const PwXccHead *restrict hd, gint32 *best_len)
{
  gint32 best = 0, len = G_MAXINT32;
  for (gint32 k = hd[0].next; k != 0; k = hd[k].next)
    {
      gint32 l = hd[k].len;
      if (l < len)
        {
          best = k;
          len = l;
          if (l == 0)
            break;
        }
    }
  *best_len = len;
  return best;
}

void
pw_xcc_search_init (PwXccSearch *s, const PwXccDlx *dlx)
{
  memset (s, 0, sizeof *s);
  s->dlx = dlx;
  s->node = g_memdup2 (dlx->node, sizeof (PwXccNode) * dlx->n_nodes);
  s->head = g_memdup2 (dlx->head, sizeof (PwXccHead) * (dlx->n_items + 1));
  s->choice = g_new0 (gint32, dlx->n_primary + 2);
  s->scratch = g_new0 (guint, dlx->n_primary + 2);
}

void
pw_xcc_search_clear (PwXccSearch *s)
{
  g_clear_pointer (&s->node, g_free);
  g_clear_pointer (&s->head, g_free);
  g_clear_pointer (&s->choice, g_free);
  g_clear_pointer (&s->scratch, g_free);
  if (s->solution != NULL)
    g_array_unref (s->solution);
  s->solution = NULL;
}

guint
pw_xcc_search_option_at (PwXccSearch *s, guint level)
{
  gint32 q = s->choice[level];
  while (s->node[q].top > 0)
    q--;
  return s->dlx->user_option[-s->node[q].top];
}

int
pw_xcc_search_choose (PwXccSearch *s, gint32 *len)
{
  return choose (s->head, len);
}

void
pw_xcc_search_cover (PwXccSearch *s, int item)
{
  cover (s->node, s->head, item, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_search_uncover (PwXccSearch *s, int item)
{
  uncover (s->node, s->head, item, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_search_commit_option (PwXccSearch *s, int x)
{
  commit_option (s->node, s->head, x, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_search_uncommit_option (PwXccSearch *s, int x)
{
  uncommit_option (s->node, s->head, x, s->dlx->n_primary, s->dlx->coloured);
}

/* How far through the tree the search is, from the positions of the
 * choices at each level (Knuth's progress report in dlx1). */
static double
tree_fraction (PwXccSearch *s)
{
  double fraction = 0, scale = 1;
  for (guint l = 0; l < s->level; l++)
    {
      gint32 x = s->choice[l];
      gint32 i = s->node[x].top;
      guint pos = 0, len = 0;
      for (gint32 q = s->node[i].down; q != i; q = s->node[q].down)
        {
          if (q == x)
            pos = len;
          len++;
        }
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

gboolean
pw_xcc_search_checkpoint (PwXccSearch *s)
{
  pw_xcc_search_flush (s);
  if (g_cancellable_is_cancelled (s->cancellable))
    {
      s->cancelled = TRUE;
      s->stopped = TRUE;
      return FALSE;
    }
  if (s->shared != NULL && g_atomic_int_get (&s->shared->stop))
    {
      s->stopped = TRUE;
      return FALSE;
    }
  if (s->progress != NULL && s->shared == NULL)
    {
      gint64 now = g_get_monotonic_time ();
      if (now >= s->next_progress_us)
        {
          s->next_progress_us = now + 100 * 1000;
          pw_progress_set_fraction (s->progress, tree_fraction (s));
        }
    }
  return TRUE;
}

/* A solution: count it, hand it over, decide whether to go on. */
static PW_NOINLINE gboolean
visit (PwXccSearch *s)
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

static inline PW_ALWAYS_INLINE void
search (PwXccSearch *s, const gboolean coloured)
{
  PwXccNode *restrict nd = s->node;
  PwXccHead *restrict hd = s->head;
  gint32 *restrict choice = s->choice;
  const gint32 n_primary = s->dlx->n_primary;
  guint level = s->level;
  const guint base = s->base;
  guint64 nodes = s->nodes;
  gint64 budget = CHECK_BUDGET;
  gint32 i, x, len;

forward:
  nodes++;
  if (hd[0].next == 0)
    {
      s->level = level;
      s->nodes = nodes;
      if (!visit (s))
        goto stop;
      goto backup;
    }
  i = choose (hd, &len);
  budget -= 1 + (len >> 4);
  if (G_UNLIKELY (budget <= 0))
    {
      budget = CHECK_BUDGET;
      s->level = level;
      s->nodes = nodes;
      if (!pw_xcc_search_checkpoint (s))
        goto stop;
    }
  if (len == 0)
    goto backup;
  cover (nd, hd, i, n_primary, coloured);
  x = nd[i].down;

try:
  if (x == i)
    {
      uncover (nd, hd, i, n_primary, coloured);
      goto backup;
    }
  choice[level] = x;
  commit_option (nd, hd, x, n_primary, coloured);
  level++;
  goto forward;

try_again:
  x = choice[level];
  uncommit_option (nd, hd, x, n_primary, coloured);
  i = nd[x].top;
  x = nd[x].down;
  goto try;

backup:
  if (level == base)
    {
      s->nodes = nodes;
      s->level = level;
      return;
    }
  level--;
  goto try_again;

stop:
  /* Unwind so that the arrays are back to the state at the base. */
  s->stopped = TRUE;
  s->nodes = nodes;
  while (level > base)
    {
      level--;
      x = choice[level];
      uncommit_option (nd, hd, x, n_primary, coloured);
      uncover (nd, hd, nd[x].top, n_primary, coloured);
    }
  s->level = level;
}

static void
search_plain (PwXccSearch *s)
{
  search (s, FALSE);
}

static void
search_coloured (PwXccSearch *s)
{
  search (s, TRUE);
}

void
pw_xcc_search_run (PwXccSearch *s)
{
  if (s->dlx->coloured)
    search_coloured (s);
  else
    search_plain (s);
}
