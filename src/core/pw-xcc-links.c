/* pw-xcc-links.c — Knuth's Algorithm C on dlx2-style arrays.
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

PW_XCC_INLINE void
unlink_node (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 q, gint32 x,
             gint32 n_primary, const gboolean coloured)
{
  if (!coloured || nd[q].colour >= 0)
    {
      gint32 u = nd[q].up, d = nd[q].down;
      nd[u].down = d;
      nd[d].up = u;
      if (G_UNLIKELY (--hd[x].len == 0) && x <= n_primary)
        PW_XCC_EMPTY_ITEMS (hd)++;
    }
}

PW_XCC_INLINE void
relink_node (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 q, gint32 x,
             gint32 n_primary, const gboolean coloured)
{
  if (!coloured || nd[q].colour >= 0)
    {
      gint32 u = nd[q].up, d = nd[q].down;
      nd[u].down = q;
      nd[d].up = q;
      if (G_UNLIKELY (hd[x].len++ == 0) && x <= n_primary)
        PW_XCC_EMPTY_ITEMS (hd)--;
    }
}

/* Takes p's option out of the other items' lists: the nodes after p up to
 * the spacer, then (the spacer's up link) those from the option's first
 * node to p.  Two plain loops instead of one that tests for the spacer. */
PW_XCC_INLINE void
hide (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, gint32 n_primary,
      const gboolean coloured)
{
  gint32 q, x;
  for (q = p + 1; (x = nd[q].top) > 0; q++)
    unlink_node (nd, hd, q, x, n_primary, coloured);
  for (q = nd[q].up; q < p; q++)
    unlink_node (nd, hd, q, nd[q].top, n_primary, coloured);
}

/* Exactly the reverse of hide(): p-1 down to the option's first node, then
 * (the spacer's down link) from its last node down to p+1. */
PW_XCC_INLINE void
unhide (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, gint32 n_primary,
        const gboolean coloured)
{
  gint32 q, x;
  for (q = p - 1; (x = nd[q].top) > 0; q--)
    relink_node (nd, hd, q, x, n_primary, coloured);
  for (q = nd[q].down; q > p; q--)
    relink_node (nd, hd, q, nd[q].top, n_primary, coloured);
}

/* Returns the options it hid: the work it did, for the budget. */
PW_XCC_INLINE gint32
cover (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 i, gint32 n_primary,
       const gboolean coloured)
{
  gint32 hidden = hd[i].len;
  for (gint32 p = nd[i].down; p != i; p = nd[p].down)
    hide (nd, hd, p, n_primary, coloured);
  if (i <= n_primary)
    {
      gint32 l = hd[i].prev, r = hd[i].next;
      hd[l].next = r;
      hd[r].prev = l;
    }
  return hidden;
}

PW_XCC_INLINE void
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
    unhide (nd, hd, p, n_primary, coloured);
}

/* Options giving item top(p) another colour than p does go; those giving
 * the same colour stay, marked -1 so that later hides pass them by. */
PW_XCC_INLINE void
purify (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, gint32 n_primary)
{
  gint32 c = nd[p].colour, i = nd[p].top;
  for (gint32 q = nd[i].down; q != i; q = nd[q].down)
    if (nd[q].colour == c)
      nd[q].colour = -1;
    else
      hide (nd, hd, q, n_primary, TRUE);
}

PW_XCC_INLINE void
unpurify (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 p, gint32 n_primary)
{
  gint32 c = nd[p].colour, i = nd[p].top;
  for (gint32 q = nd[i].up; q != i; q = nd[q].up)
    if (nd[q].colour < 0)
      nd[q].colour = c;
    else
      unhide (nd, hd, q, n_primary, TRUE);
}

/* Returns about the options it hid (purifying counts one): covering the
 * option's other items can cost far more than the choice did. */
PW_XCC_INLINE gint64
commit_option (PwXccNode *restrict nd, PwXccHead *restrict hd, gint32 x, gint32 n_primary,
               const gboolean coloured)
{
  gint64 hidden = 0;
  for (gint32 p = x + 1; p != x;)
    {
      gint32 j = nd[p].top;
      if (j <= 0)
        {
          p = nd[p].up;
          continue;
        }
      if (!coloured || nd[p].colour == 0)
        hidden += cover (nd, hd, j, n_primary, coloured);
      else if (nd[p].colour > 0)
        {
          purify (nd, hd, p, n_primary);
          hidden++;
        }
      p++;
    }
  return hidden;
}

PW_XCC_INLINE void
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
        unpurify (nd, hd, p, n_primary);
      p--;
    }
}

void
pw_xcc_links_compile (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                      const guint *options, guint n_options, guint n_elements)
{
  g_autoptr (GHashTable) colours = g_hash_table_new (NULL, NULL);

  dlx->n_nodes = dlx->n_items + 1 + n_elements + n_options + 1;
  dlx->node = g_new0 (PwXccNode, dlx->n_nodes);
  PwXccNode *nd = dlx->node;
  PwXccHead *hd = dlx->head;

  for (guint i = 1; i <= dlx->n_items; i++)
    nd[i].up = nd[i].down = i;
  gint32 last = dlx->n_items + 1; /* the first spacer */
  for (guint c = 0; c < n_options; c++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[c], &n);
      gint32 first = last + 1;
      for (gsize j = 0; j < n; j++)
        {
          gint32 p = first + j;
          gint32 item = engine_item[e[j].item];
          nd[p].top = item;
          nd[p].up = nd[item].up;
          nd[p].down = item;
          nd[nd[item].up].down = p;
          nd[item].up = p;
          hd[item].len++;
          if (e[j].colour != 0)
            {
              /* Colours become 1, 2, 3… */
              gpointer id = g_hash_table_lookup (colours, GUINT_TO_POINTER (e[j].colour));
              if (id == NULL)
                {
                  id = GUINT_TO_POINTER (g_hash_table_size (colours) + 1);
                  g_hash_table_insert (colours, GUINT_TO_POINTER (e[j].colour), id);
                }
              nd[p].colour = GPOINTER_TO_INT (id);
            }
        }
      nd[last].down = first + n - 1;
      last = first + n;
      nd[last].top = -(gint32) (c + 1);
      nd[last].up = first;
    }
  g_assert ((guint) last == dlx->n_nodes - 1);
  for (guint i = 1; i <= dlx->n_primary; i++)
    PW_XCC_EMPTY_ITEMS (hd) += hd[i].len == 0;
}

guint
pw_xcc_links_option_of (PwXccSearch *s, gint32 x)
{
  while (s->node[x].top > 0)
    x--;
  return s->dlx->user_option[-s->node[x].top];
}

void
pw_xcc_links_cover (PwXccSearch *s, int item)
{
  cover (s->node, s->head, item, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_links_uncover (PwXccSearch *s, int item)
{
  uncover (s->node, s->head, item, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_links_commit (PwXccSearch *s, gint32 x)
{
  commit_option (s->node, s->head, x, s->dlx->n_primary, s->dlx->coloured);
}

void
pw_xcc_links_uncommit (PwXccSearch *s, gint32 x)
{
  uncommit_option (s->node, s->head, x, s->dlx->n_primary, s->dlx->coloured);
}

PW_XCC_INLINE void
search (PwXccSearch *s, const gboolean coloured)
{
  PwXccNode *restrict nd = s->node;
  PwXccHead *restrict hd = s->head;
  gint32 *restrict choice = s->choice;
  const gint32 n_primary = s->dlx->n_primary;
  guint level = s->level;
  const guint base = s->base;
  guint64 nodes = s->nodes;
  gint64 budget = s->check_budget;
  gint32 i, x, len;

forward:
  nodes++;
  if (hd[0].next == 0)
    {
      s->level = level;
      s->nodes = nodes;
      if (!pw_xcc_search_visit (s))
        goto stop;
      goto backup;
    }
  i = pw_xcc_choose (hd, &len, FALSE);
  budget -= 1 + (len >> 4);
  if (G_UNLIKELY (budget <= 0))
    {
      budget = s->check_budget;
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
  budget -= commit_option (nd, hd, x, n_primary, coloured) >> 4;
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
pw_xcc_links_run (PwXccSearch *s)
{
  if (s->dlx->coloured)
    search_coloured (s);
  else
    search_plain (s);
}
