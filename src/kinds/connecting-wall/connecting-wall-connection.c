/* connecting-wall-connection.c — a row's connection is its category.
 *
 * In a wall of words the designer types what a row's cards share
 * ("Terms for zero"); that is the category the four cards are grouped
 * by, so typing it ticks it on the row's cards, and typing it again
 * renames it, where it is ticked on a herring card of another row too.
 * The catalogue and the cards change together. */
#include "connecting-wall-kind.h"

#include "connecting-wall-specific.h"

/* Every card that has @from has @to instead (or nothing, when @to is
 * NULL), and the catalogue with it. */
static void
rename_category (PwConnectingWallModel *m, const char *from, const char *to)
{
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    {
      PwConnectingWallCard *c = pw_connecting_wall_card_at (m, i, NULL, NULL);
      for (guint j = 0; j < c->categories->len; j++)
        if (g_str_equal (c->categories->pdata[j], from))
          {
            g_ptr_array_remove_index (c->categories, j);
            if (to)
              pw_connecting_wall_card_add_category (c, to);
            break;
          }
    }
  PwConnectingWallCategory *old = pw_connecting_wall_category_find (m, from);
  if (to == NULL || pw_connecting_wall_category_find (m, to) != NULL)
    g_ptr_array_remove (m->categories, old);
  else
    {
      g_free (old->name);
      old->name = g_strdup (to);
    }
}

static gboolean
is_other_connection (const PwConnectingWallModel *m, guint g, const char *name)
{
  for (guint r = 0; r < m->groups->len; r++)
    if (r != g && g_str_equal (((PwConnectingWallGroup *) m->groups->pdata[r])->connection, name))
      return TRUE;
  return FALSE;
}

static guint64
row_mask (const PwConnectingWallModel *m, guint g)
{
  guint first = 0;
  for (guint r = 0; r < g; r++)
    first += ((PwConnectingWallGroup *) m->groups->pdata[r])->cards->len;
  guint len = ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
  guint64 mask = 0;
  for (guint k = 0; k < len && first + k < 64; k++)
    mask |= G_GUINT64_CONSTANT (1) << (first + k);
  return mask;
}

/* The category row @g's connection stands for now: the one its old
 * connection names, or else the most specific category on exactly the
 * row's cards that is no other row's connection ("Group 2" of an
 * imported wall, a category ticked by hand), or NULL. */
static const char *
row_category (const PwConnectingWallModel *m, guint g, const char *old)
{
  if (*old && pw_connecting_wall_category_find (m, old) != NULL
      && !is_other_connection (m, g, old))
    return pw_connecting_wall_category_find (m, old)->name;
  guint64 row = row_mask (m, g);
  if (row == 0)
    return NULL;
  g_autoptr (GPtrArray) shared = pw_connecting_wall_shared_categories (m, NULL, row);
  for (guint i = 0; i < shared->len; i++)
    if (pw_connecting_wall_category_mask (m, shared->pdata[i]) == row
        && !is_other_connection (m, g, shared->pdata[i]))
      return shared->pdata[i];
  return NULL;
}

void
pw_connecting_wall_set_connection (PwConnectingWallModel *m, guint g, const char *connection)
{
  g_return_if_fail (g < m->groups->len);
  PwConnectingWallGroup *grp = m->groups->pdata[g];
  /* The text as typed (a space typed before a pause stays), the
   * category without the spaces around it. */
  g_autofree char *old = g_strstrip (g_steal_pointer (&grp->connection));
  g_autofree char *name = g_strstrip (g_strdup (connection));
  grp->connection = g_strdup (connection);
  if (m->cjk)
    return;
  g_autofree char *current = g_strdup (row_category (m, g, old));
  if (*name == '\0')
    {
      /* Cleared: the category goes with it if it was only the row's. */
      if (current && g_str_equal (current, old)
          && pw_connecting_wall_category_mask (m, current) == row_mask (m, g))
        rename_category (m, current, NULL);
      return;
    }
  if (current && !g_str_equal (current, name))
    rename_category (m, current, name);
  pw_connecting_wall_category_ensure (m, name, FALSE);
  for (guint k = 0; k < grp->cards->len; k++)
    pw_connecting_wall_card_add_category (grp->cards->pdata[k], name);
}
