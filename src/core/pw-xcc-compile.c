/* pw-xcc-compile.c — turning a PwXcc into an engine's arrays. */
#include "pw-config.h"

#include <string.h>

#include "pw-xcc-private.h"

/* Engine numbering: primary items first (1..n_primary), in the order the
 * caller added them, so that MRV ties go to the earlier item as in Knuth's
 * programs; then the secondary items. */
static guint *
number_items (PwXcc *xcc)
{
  guint n = pw_xcc_get_n_items (xcc);
  guint *engine = g_new (guint, MAX (n, 1));
  guint next_primary = 1, next_secondary = xcc->n_primary + 1;

  for (guint i = 0; i < n; i++)
    engine[i] = pw_xcc_get_item_kind (xcc, i) == PW_XCC_PRIMARY ? next_primary++ : next_secondary++;
  return engine;
}

static gboolean
has_primary (PwXcc *xcc, guint option, gsize *n, gboolean *coloured)
{
  const PwXccElement *e = pw_xcc_get_option (xcc, option, n);
  gboolean primary = FALSE;
  for (gsize k = 0; k < *n; k++)
    {
      primary |= pw_xcc_get_item_kind (xcc, e[k].item) == PW_XCC_PRIMARY;
      *coloured |= e[k].colour != 0;
    }
  return primary;
}

/* When each option has exactly one primary item (word searches: one
 * word, its cells), numbers the options item by item, keeping their order
 * within each item, so that the order each item tries them in stays as it
 * was.  The bit sets of the options still possible then turn into zero
 * words as items are covered, which the bits engine skips. */
static void
group_by_item (PwXcc *xcc, const guint *engine_item, guint *options, guint n_options,
               guint n_primary)
{
  g_autofree guint *item = g_new (guint, MAX (n_options, 1));
  for (guint o = 0; o < n_options; o++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[o], &n);
      guint primary = 0;
      for (gsize j = 0; j < n; j++)
        if (engine_item[e[j].item] <= n_primary)
          {
            if (primary != 0)
              return;
            primary = engine_item[e[j].item];
          }
      item[o] = primary;
    }
  g_autofree guint *start = g_new0 (guint, n_primary + 2);
  for (guint o = 0; o < n_options; o++)
    start[item[o] + 1]++;
  for (guint i = 1; i <= n_primary + 1; i++)
    start[i] += start[i - 1];
  g_autofree guint *sorted = g_new (guint, MAX (n_options, 1));
  for (guint o = 0; o < n_options; o++)
    sorted[start[item[o]]++] = options[o];
  memcpy (options, sorted, sizeof (guint) * n_options);
}

PwXccDlx *
pw_xcc_dlx_new (PwXcc *xcc, const guint *order, int engine)
{
  PwXccDlx *dlx = g_new0 (PwXccDlx, 1);
  guint n_user_options = pw_xcc_get_n_options (xcc);
  g_autofree guint *engine_item = number_items (xcc);
  g_autofree guint *options = g_new (guint, MAX (n_user_options, 1));
  guint n_options = 0, n_elements = 0;

  dlx->n_items = pw_xcc_get_n_items (xcc);
  dlx->n_primary = xcc->n_primary;

  /* Options without a primary item can never be chosen: leave them out.
   * (Their colours do not matter either.) */
  for (guint k = 0; k < n_user_options; k++)
    {
      guint o = order != NULL ? order[k] : k;
      gsize n;
      gboolean coloured = FALSE;
      if (!has_primary (xcc, o, &n, &coloured))
        continue;
      options[n_options++] = o;
      n_elements += n;
      dlx->coloured |= coloured;
    }
  dlx->n_options = n_options;

  /* Active primary items in a circular list headed by 0. */
  dlx->head = g_new0 (PwXccHead, dlx->n_items + 1);
  for (guint i = 0; i <= dlx->n_primary; i++)
    {
      dlx->head[i].next = i == dlx->n_primary ? 0 : (gint32) i + 1;
      dlx->head[i].prev = i == 0 ? (gint32) dlx->n_primary : (gint32) i - 1;
    }

  /* Bit sets for small problems and, with colours, for word searches and
   * the like; else sparse sets, or dancing links for colours (sparse sets
   * would let the options drift out of order, see pw-xcc-private.h). */
  guint n_pairs = dlx->coloured ? pw_xcc_bits_count_pairs (xcc, options, n_options) : 0;
  gboolean fits = pw_xcc_bits_fits (dlx->n_items, dlx->n_primary, n_options, n_elements, n_pairs);
  int fallback = dlx->coloured ? PW_XCC_LINKS : PW_XCC_CELLS;
  if (engine >= 0)
    dlx->engine = engine;
  else
    dlx->engine = fits ? PW_XCC_BITS : fallback;
  if ((dlx->engine == PW_XCC_BITS && !fits) || (dlx->engine == PW_XCC_CELLS && dlx->coloured))
    dlx->engine = fallback;

  if (dlx->engine == PW_XCC_BITS)
    group_by_item (xcc, engine_item, options, n_options, dlx->n_primary);
  if (dlx->engine == PW_XCC_LINKS)
    pw_xcc_links_compile (dlx, xcc, engine_item, options, n_options, n_elements);
  else if (dlx->engine == PW_XCC_CELLS)
    pw_xcc_cells_compile (dlx, xcc, engine_item, options, n_options, n_elements);
  else
    pw_xcc_bits_compile (dlx, xcc, engine_item, options, n_options, n_elements, n_pairs);
  dlx->user_option = g_steal_pointer (&options);
  return dlx;
}

void
pw_xcc_dlx_free (PwXccDlx *dlx)
{
  if (dlx == NULL)
    return;
  g_free (dlx->head);
  g_free (dlx->node);
  g_free (dlx->cell);
  g_free (dlx->set);
  g_free (dlx->opt_bits);
  g_free (dlx->opt_start);
  g_free (dlx->opt_items);
  g_free (dlx->opt_row);
  g_free (dlx->word_item);
  g_free (dlx->opt_primary);
  g_free (dlx->user_option);
  g_free (dlx);
}

int
pw_xcc_engine_override (void)
{
  const char *engine = g_getenv ("PW_XCC_ENGINE");
  if (g_strcmp0 (engine, "links") == 0)
    return PW_XCC_LINKS;
  if (g_strcmp0 (engine, "cells") == 0)
    return PW_XCC_CELLS;
  if (g_strcmp0 (engine, "bits") == 0)
    return PW_XCC_BITS;
  return -1;
}
