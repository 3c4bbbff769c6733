/* pw-xcc-cells.c — exact cover on sparse sets ("dancing cells").
 *
 * Knuth's later programs (ssxcc) keep, for each item, its options as a
 * block of set[] with the active ones first.  Hiding an option swaps each
 * of its nodes past the end of its item's active part; because nothing
 * after the end moves while deeper levels run, undoing a cover is just
 * incrementing the lengths again, in any order.  That halves the memory
 * traffic of dancing links, whose undo rewrites every link.
 *
 * Branching is the same as in pw-xcc-links.c (MRV over the active primary
 * items in their original order), so both engines count through the same
 * tree.  Only the order of options within an item drifts as swaps happen,
 * which is why problems with colours, where the first solution should be
 * found in dancing-links order, stay with the links engine.
 */
#include "pw-config.h"

#include "pw-xcc-private.h"

void
pw_xcc_cells_compile (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                      const guint *options, guint n_options, guint n_elements)
{
  PwXccHead *hd = dlx->head;

  dlx->n_nodes = 1 + n_elements + n_options;
  dlx->cell = g_new0 (PwXccCell, dlx->n_nodes);
  dlx->set = g_new0 (gint32, dlx->n_nodes);
  PwXccCell *c = dlx->cell;

  /* Each item's block starts where the previous one ends. */
  for (guint o = 0; o < n_options; o++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[o], &n);
      for (gsize j = 0; j < n; j++)
        hd[engine_item[e[j].item]].len++;
    }
  gint32 base = 0;
  for (guint i = 1; i <= dlx->n_items; i++)
    {
      hd[i].base = base;
      base += hd[i].len;
      hd[i].len = 0;
    }

  gint32 q = 1; /* node 0 is the first spacer */
  for (guint o = 0; o < n_options; o++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[o], &n);
      gint32 first = q;
      for (gsize j = 0; j < n; j++, q++)
        {
          gint32 item = engine_item[e[j].item];
          gint32 pos = hd[item].base + hd[item].len++;
          c[q].itm = item;
          c[q].loc = pos;
          dlx->set[pos] = q;
        }
      c[q].itm = -(gint32) o - 1;
      c[q].loc = first;
      q++;
    }
  g_assert ((guint) q == dlx->n_nodes);
  /* From here on, len holds the end of the active part of the block. */
  for (guint i = 1; i <= dlx->n_items; i++)
    {
      PW_XCC_EMPTY_ITEMS (hd) += i <= dlx->n_primary && hd[i].len == 0;
      hd[i].len += hd[i].base;
    }
}

/* Takes node @q out of the active part of item @x's block: it swaps places
 * with the block's last active node, and the block's end moves down. */
PW_XCC_INLINE void
hide_node (PwXccCell *restrict c, gint32 *restrict set, PwXccHead *restrict hd, gint32 q,
           gint32 x, gint32 n_primary)
{
  gint32 last_pos = --hd[x].len;
  if (G_UNLIKELY (last_pos == hd[x].base) && x <= n_primary)
    PW_XCC_EMPTY_ITEMS (hd)++;
  gint32 last = set[last_pos];
  gint32 pos = c[q].loc;
  set[pos] = last;
  c[last].loc = pos;
  set[last_pos] = q;
  c[q].loc = last_pos;
}

/* Takes the option of node @r out of every item but r's: first the nodes
 * after r up to the spacer, then those from the option's start to r. */
PW_XCC_INLINE void
hide (PwXccCell *restrict c, gint32 *restrict set, PwXccHead *restrict hd, gint32 r,
      gint32 n_primary)
{
  gint32 q, x;
  for (q = r + 1; (x = c[q].itm) > 0; q++)
    hide_node (c, set, hd, q, x, n_primary);
  for (q = c[q].loc; q < r; q++)
    hide_node (c, set, hd, q, c[q].itm, n_primary);
}

PW_XCC_INLINE void
unhide_node (PwXccHead *restrict hd, gint32 x, gint32 n_primary)
{
  if (G_UNLIKELY (hd[x].len++ == hd[x].base) && x <= n_primary)
    PW_XCC_EMPTY_ITEMS (hd)--;
}

PW_XCC_INLINE void
unhide (const PwXccCell *restrict c, PwXccHead *restrict hd, gint32 r, gint32 n_primary)
{
  gint32 q, x;
  for (q = r + 1; (x = c[q].itm) > 0; q++)
    unhide_node (hd, x, n_primary);
  for (q = c[q].loc; q < r; q++)
    unhide_node (hd, c[q].itm, n_primary);
}

/* Returns the options it hid: the work it did, for the budget. */
PW_XCC_INLINE gint32
cover (PwXccCell *restrict c, gint32 *restrict set, PwXccHead *restrict hd, gint32 i,
       gint32 n_primary)
{
  gint32 end = hd[i].len;
  for (gint32 p = hd[i].base; p < end; p++)
    hide (c, set, hd, set[p], n_primary);
  if (i <= n_primary)
    {
      gint32 l = hd[i].prev, r = hd[i].next;
      hd[l].next = r;
      hd[r].prev = l;
    }
  return end - hd[i].base;
}

PW_XCC_INLINE void
uncover (PwXccCell *restrict c, const gint32 *restrict set, PwXccHead *restrict hd, gint32 i,
         gint32 n_primary)
{
  if (i <= n_primary)
    {
      gint32 l = hd[i].prev, r = hd[i].next;
      hd[l].next = i;
      hd[r].prev = i;
    }
  gint32 end = hd[i].len;
  for (gint32 p = hd[i].base; p < end; p++)
    unhide (c, hd, set[p], n_primary);
}

/* Covers the other items of r's option, in order round the option, and
 * returns the options that hid: it can cost far more than the choice. */
PW_XCC_INLINE gint64
commit (PwXccCell *restrict c, gint32 *restrict set, PwXccHead *restrict hd, gint32 r,
        gint32 n_primary)
{
  gint64 hidden = 0;
  for (gint32 q = r + 1; q != r;)
    {
      gint32 x = c[q].itm;
      if (x <= 0)
        {
          q = c[q].loc;
          continue;
        }
      hidden += cover (c, set, hd, x, n_primary);
      q++;
    }
  return hidden;
}

/* Exactly the reverse order of commit(), which the lengths' undo needs. */
PW_XCC_INLINE void
uncommit (PwXccCell *restrict c, gint32 *restrict set, PwXccHead *restrict hd, gint32 r,
          gint32 n_primary)
{
  gint32 q;
  for (q = r - 1; c[q].itm > 0; q--)
    uncover (c, set, hd, c[q].itm, n_primary);
  gint32 last = r;
  while (c[last + 1].itm > 0)
    last++;
  for (q = last; q > r; q--)
    uncover (c, set, hd, c[q].itm, n_primary);
}

guint
pw_xcc_cells_option_of (PwXccSearch *s, gint32 r)
{
  while (s->cell[r].itm > 0)
    r++;
  return s->dlx->user_option[-s->cell[r].itm - 1];
}

void
pw_xcc_cells_cover (PwXccSearch *s, int item)
{
  cover (s->cell, s->set, s->head, item, s->dlx->n_primary);
}

void
pw_xcc_cells_uncover (PwXccSearch *s, int item)
{
  uncover (s->cell, s->set, s->head, item, s->dlx->n_primary);
}

void
pw_xcc_cells_commit (PwXccSearch *s, gint32 r)
{
  commit (s->cell, s->set, s->head, r, s->dlx->n_primary);
}

void
pw_xcc_cells_uncommit (PwXccSearch *s, gint32 r)
{
  uncommit (s->cell, s->set, s->head, r, s->dlx->n_primary);
}

void
pw_xcc_cells_run (PwXccSearch *s)
{
  PwXccCell *restrict c = s->cell;
  gint32 *restrict set = s->set;
  PwXccHead *restrict hd = s->head;
  gint32 *restrict choice = s->choice;
  const gint32 n_primary = s->dlx->n_primary;
  guint level = s->level;
  const guint base = s->base;
  guint64 nodes = s->nodes;
  gint64 budget = s->check_budget;
  gint32 i, p, r, len;

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
  i = pw_xcc_choose (hd, &len, TRUE);
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
  cover (c, set, hd, i, n_primary);
  p = hd[i].base;

try:
  if (p == hd[i].len)
    {
      uncover (c, set, hd, i, n_primary);
      goto backup;
    }
  r = set[p];
  choice[level] = r;
  budget -= commit (c, set, hd, r, n_primary) >> 4;
  level++;
  goto forward;

try_again:
  r = choice[level];
  uncommit (c, set, hd, r, n_primary);
  i = c[r].itm;
  p = c[r].loc + 1;
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
  s->stopped = TRUE;
  s->nodes = nodes;
  while (level > base)
    {
      level--;
      r = choice[level];
      uncommit (c, set, hd, r, n_primary);
      uncover (c, set, hd, c[r].itm, n_primary);
    }
  s->level = level;
}
