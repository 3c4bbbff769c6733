/* connecting-wall-reach.c — the cards each category of a wall being
 * generated reaches. */
#include "connecting-wall-reach.h"

typedef struct
{
  guint32 id;
  guint64 cards;
} Reach;

void
pw_connecting_wall_reach_init (PwConnectingWallReach *reach,
                               const PwConnectingWallCjkTable *table, guint depth,
                               guint group_size, guint n_rows)
{
  reach->table = table;
  reach->depth = depth;
  reach->group_size = group_size;
  reach->n_rows = MIN (n_rows, G_N_ELEMENTS (reach->rows));
  for (guint r = 0; r < reach->n_rows; r++)
    reach->rows[r] = ((G_GUINT64_CONSTANT (1) << group_size) - 1) << (r * group_size);
  reach->tally = g_array_new (FALSE, FALSE, sizeof (Reach));
}

void
pw_connecting_wall_reach_clear (PwConnectingWallReach *reach)
{
  g_clear_pointer (&reach->tally, g_array_unref);
}

/* @component and the components inside it down to depth − 1 levels: the
 * categories it brings to a card at the wall's depth. */
static GArray *
brings (const PwConnectingWallReach *reach, guint32 component)
{
  GArray *out = NULL;
  if (reach->depth > 1)
    out = pw_connecting_wall_cjk_categories (reach->table, component, reach->depth - 1, NULL);
  if (out == NULL)
    out = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_append_val (out, component);
  return out;
}

static guint64
cards_of (const PwConnectingWallReach *reach, guint32 id)
{
  for (guint i = 0; i < reach->tally->len; i++)
    if (g_array_index (reach->tally, Reach, i).id == id)
      return g_array_index (reach->tally, Reach, i).cards;
  return 0;
}

void
pw_connecting_wall_reach_add (PwConnectingWallReach *reach, guint32 component, guint64 cards)
{
  g_autoptr (GArray) ids = brings (reach, component);
  for (guint j = 0; j < ids->len; j++)
    {
      guint32 id = g_array_index (ids, guint32, j);
      guint i = 0;
      while (i < reach->tally->len && g_array_index (reach->tally, Reach, i).id != id)
        i++;
      if (i == reach->tally->len)
        {
          Reach r = { id, 0 };
          g_array_append_val (reach->tally, r);
        }
      g_array_index (reach->tally, Reach, i).cards |= cards;
    }
}

gboolean
pw_connecting_wall_reach_fits (const PwConnectingWallReach *reach, guint32 component,
                               guint64 cards, guint32 *clash)
{
  g_autoptr (GArray) ids = brings (reach, component);
  for (guint j = 0; j < ids->len; j++)
    {
      guint32 id = g_array_index (ids, guint32, j);
      /* Strokes are never categories. */
      if (pw_connecting_wall_cjk_is_stroke (id))
        continue;
      guint64 on = cards_of (reach, id) | cards;
      if ((guint) __builtin_popcountll (on) < reach->group_size)
        continue;
      gboolean a_row = FALSE;
      for (guint r = 0; r < reach->n_rows && !a_row; r++)
        a_row = on == reach->rows[r];
      if (!a_row)
        {
          if (clash)
            *clash = id;
          return FALSE;
        }
    }
  return TRUE;
}
