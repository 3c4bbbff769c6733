/* connecting-wall-specific.c — the most specific of categories that claim
 * the same cards. */
#include "connecting-wall-specific.h"

#include <stdlib.h>

/* Whether the component @inner is somewhere inside @outer, at any depth
 * of the table (each one character). */
static gboolean
holds (const PwConnectingWallCjkTable *table, const char *outer, const char *inner)
{
  if (g_utf8_strlen (outer, -1) != 1 || g_utf8_strlen (inner, -1) != 1)
    return FALSE;
  g_autoptr (GArray) inside = pw_connecting_wall_cjk_categories (table, g_utf8_get_char (outer),
                                                                 PW_CONNECTING_WALL_MAX_DEPTH, NULL);
  gunichar c = g_utf8_get_char (inner);
  for (guint i = 0; inside && i < inside->len; i++)
    if (g_array_index (inside, guint32, i) == c)
      return TRUE;
  return FALSE;
}

static gboolean
is_connection (const PwConnectingWallModel *m, const char *name)
{
  for (guint g = 0; g < m->groups->len; g++)
    if (g_str_equal (((PwConnectingWallGroup *) m->groups->pdata[g])->connection, name))
      return TRUE;
  return FALSE;
}

typedef struct
{
  const char *name;
  guint holds;          /* how many of the others are inside it */
  gboolean connection;
  guint index;          /* as given, so the sort is stable */
} Rank;

static int
compare_ranks (gconstpointer a, gconstpointer b)
{
  const Rank *x = a, *y = b;
  if (x->holds != y->holds)
    return x->holds > y->holds ? -1 : 1;
  if (x->connection != y->connection)
    return x->connection ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

void
pw_connecting_wall_sort_specific (const PwConnectingWallModel *m,
                                  const PwConnectingWallCjkTable *table, GPtrArray *names)
{
  if (names->len < 2)
    return;
  g_autofree Rank *ranks = g_new0 (Rank, names->len);
  for (guint i = 0; i < names->len; i++)
    {
      ranks[i].name = names->pdata[i];
      ranks[i].connection = is_connection (m, names->pdata[i]);
      ranks[i].index = i;
      /* A component holds the ones it is made of: 疒 holds 亠 and 广.
       * Counting them orders a chain (疒 before 广 before 厂) too. */
      for (guint j = 0; m->cjk && table && j < names->len; j++)
        ranks[i].holds += j != i && holds (table, names->pdata[i], names->pdata[j]);
    }
  qsort (ranks, names->len, sizeof (Rank), compare_ranks);
  for (guint i = 0; i < names->len; i++)
    names->pdata[i] = (gpointer) ranks[i].name;
}

guint64
pw_connecting_wall_category_mask (const PwConnectingWallModel *m, const char *category)
{
  guint64 mask = 0;
  guint n = MIN (pw_connecting_wall_n_cards (m), 64);
  for (guint i = 0; i < n; i++)
    if (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, i, NULL, NULL),
                                              category))
      mask |= G_GUINT64_CONSTANT (1) << i;
  return mask;
}

static const PwConnectingWallCjkTable *
table_of (const PwConnectingWallModel *m)
{
  return m->cjk ? pw_connecting_wall_cjk_table_get_default (NULL) : NULL;
}

GPtrArray *
pw_connecting_wall_category_twins (const PwConnectingWallModel *m, const char *category)
{
  GPtrArray *twins = g_ptr_array_new ();
  guint64 mask = pw_connecting_wall_category_mask (m, category);
  PwConnectingWallCategory *own = pw_connecting_wall_category_find (m, category);
  if (mask == 0)
    {
      g_ptr_array_add (twins, own ? own->name : (char *) category);
      return twins;
    }
  for (guint i = 0; i < m->categories->len; i++)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      if (c == own || pw_connecting_wall_category_mask (m, c->name) == mask)
        g_ptr_array_add (twins, c->name);
    }
  if (own == NULL)
    g_ptr_array_insert (twins, 0, (char *) category);
  pw_connecting_wall_sort_specific (m, table_of (m), twins);
  return twins;
}

GPtrArray *
pw_connecting_wall_shared_categories (const PwConnectingWallModel *m,
                                      const PwConnectingWallCjkTable *table, guint64 cards)
{
  GPtrArray *shared = g_ptr_array_new ();
  if (cards == 0)
    return shared;
  PwConnectingWallCard *first = pw_connecting_wall_card_at (m, (guint) __builtin_ctzll (cards),
                                                            NULL, NULL);
  for (guint j = 0; first && j < first->categories->len; j++)
    {
      const char *name = first->categories->pdata[j];
      if ((pw_connecting_wall_category_mask (m, name) & cards) == cards)
        g_ptr_array_add (shared, (char *) name);
    }
  pw_connecting_wall_sort_specific (m, table, shared);
  return shared;
}
