/* pw-xcc-compile.c — turning a PwXcc into the dancing-links arrays. */
#include "pw-config.h"

#include <string.h>

#include "pw-xcc-private.h"

/* Engine numbering: primary items first (1..n_primary), in the order the
 * caller added them, so that MRV ties go to the earlier item as in Knuth's
 * programs; then the secondary items.  Colours become 1..n_colours. */
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
has_primary (PwXcc *xcc, guint option)
{
  gsize n;
  const PwXccElement *e = pw_xcc_get_option (xcc, option, &n);
  for (gsize k = 0; k < n; k++)
    if (pw_xcc_get_item_kind (xcc, e[k].item) == PW_XCC_PRIMARY)
      return TRUE;
  return FALSE;
}

PwXccDlx *
pw_xcc_dlx_new (PwXcc *xcc, const guint *order)
{
  PwXccDlx *dlx = g_new0 (PwXccDlx, 1);
  guint n_user_options = pw_xcc_get_n_options (xcc);
  g_autofree guint *engine = number_items (xcc);
  g_autoptr (GHashTable) colours = g_hash_table_new (NULL, NULL);

  dlx->n_items = pw_xcc_get_n_items (xcc);
  dlx->n_primary = xcc->n_primary;

  /* Options without a primary item can never be chosen: leave them out. */
  guint n_options = 0, n_elements = 0;
  for (guint o = 0; o < n_user_options; o++)
    if (has_primary (xcc, o))
      {
        gsize n;
        pw_xcc_get_option (xcc, o, &n);
        n_options++;
        n_elements += n;
      }
  dlx->n_options = n_options;
  dlx->n_nodes = dlx->n_items + 1 + n_elements + n_options + 1;
  dlx->node_mem = g_new0 (PwXccNode, dlx->n_nodes);
  dlx->head_mem = g_new0 (PwXccHead, dlx->n_items + 1);
  dlx->user_option = g_new (guint, MAX (n_options, 1));
  PwXccNode *nd = dlx->node_mem;
  PwXccHead *hd = dlx->head_mem;

  /* Active primary items in a circular list headed by 0. */
  for (guint i = 0; i <= dlx->n_primary; i++)
    {
      hd[i].next = i == dlx->n_primary ? 0 : (gint32) i + 1;
      hd[i].prev = i == 0 ? (gint32) dlx->n_primary : (gint32) i - 1;
    }
  for (guint i = 1; i <= dlx->n_items; i++)
    nd[i].up = nd[i].down = i;

  gint32 last = dlx->n_items + 1; /* the first spacer */
  nd[last].top = 0;
  guint c = 0;
  for (guint k = 0; k < n_user_options; k++)
    {
      guint o = order != NULL ? order[k] : k;
      if (!has_primary (xcc, o))
        continue;
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, o, &n);
      gint32 first = last + 1;
      for (gsize j = 0; j < n; j++)
        {
          gint32 p = first + j;
          gint32 item = engine[e[j].item];
          nd[p].top = item;
          nd[p].up = nd[item].up;
          nd[p].down = item;
          nd[nd[item].up].down = p;
          nd[item].up = p;
          hd[item].len++;
          if (e[j].colour != 0)
            {
              gpointer id = g_hash_table_lookup (colours, GUINT_TO_POINTER (e[j].colour));
              if (id == NULL)
                {
                  id = GUINT_TO_POINTER (g_hash_table_size (colours) + 1);
                  g_hash_table_insert (colours, GUINT_TO_POINTER (e[j].colour), id);
                }
              nd[p].colour = GPOINTER_TO_INT (id);
              dlx->coloured = TRUE;
            }
        }
      nd[last].down = first + n - 1;
      last = first + n;
      nd[last].top = -(gint32) (c + 1);
      nd[last].up = first;
      dlx->user_option[c++] = o;
    }
  g_assert (c == n_options && (guint) last == dlx->n_nodes - 1);
  dlx->node = dlx->node_mem;
  dlx->head = dlx->head_mem;
  return dlx;
}

void
pw_xcc_dlx_free (PwXccDlx *dlx)
{
  if (dlx == NULL)
    return;
  g_free (dlx->node_mem);
  g_free (dlx->head_mem);
  g_free (dlx->user_option);
  g_free (dlx);
}
