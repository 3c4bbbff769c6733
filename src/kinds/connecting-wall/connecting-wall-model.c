/* connecting-wall-model.c — the wall as a value: building, copying, the
 * catalogue of categories. */
#include "connecting-wall-kind.h"

#include <string.h>

static void
card_free (gpointer data)
{
  PwConnectingWallCard *c = data;
  g_free (c->text);
  g_ptr_array_unref (c->categories);
  g_free (c);
}

static void
group_free (gpointer data)
{
  PwConnectingWallGroup *g = data;
  g_free (g->connection);
  g_ptr_array_unref (g->cards);
  g_free (g);
}

static void
category_free (gpointer data)
{
  PwConnectingWallCategory *c = data;
  g_free (c->name);
  g_free (c);
}

PwConnectingWallModel *
pw_connecting_wall_model_new (guint group_size)
{
  PwConnectingWallModel *m = g_new0 (PwConnectingWallModel, 1);
  m->parent.kind = pw_connecting_wall_kind ();
  m->group_size = group_size;
  m->groups = g_ptr_array_new_with_free_func (group_free);
  m->categories = g_ptr_array_new_with_free_func (category_free);
  m->excluded = g_ptr_array_new_with_free_func (g_free);
  m->depth = PW_CONNECTING_WALL_DEFAULT_DEPTH;
  m->time_limit = PW_CONNECTING_WALL_DEFAULT_TIME_LIMIT;
  m->lives = PW_CONNECTING_WALL_DEFAULT_LIVES;
  return m;
}

PwConnectingWallGroup *
pw_connecting_wall_group_add (PwConnectingWallModel *m, const char *connection)
{
  PwConnectingWallGroup *g = g_new0 (PwConnectingWallGroup, 1);
  g->connection = g_strdup (connection ? connection : "");
  g->cards = g_ptr_array_new_with_free_func (card_free);
  g_ptr_array_add (m->groups, g);
  return g;
}

PwConnectingWallCard *
pw_connecting_wall_card_add (PwConnectingWallGroup *group, const char *text)
{
  PwConnectingWallCard *c = g_new0 (PwConnectingWallCard, 1);
  c->text = g_strdup (text ? text : "");
  c->categories = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (group->cards, c);
  return c;
}

gboolean
pw_connecting_wall_card_has_category (const PwConnectingWallCard *card, const char *name)
{
  for (guint i = 0; i < card->categories->len; i++)
    if (g_str_equal (card->categories->pdata[i], name))
      return TRUE;
  return FALSE;
}

void
pw_connecting_wall_card_add_category (PwConnectingWallCard *card, const char *name)
{
  if (!pw_connecting_wall_card_has_category (card, name))
    g_ptr_array_add (card->categories, g_strdup (name));
}

PwConnectingWallCategory *
pw_connecting_wall_category_find (const PwConnectingWallModel *m, const char *name)
{
  for (guint i = 0; i < m->categories->len; i++)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      if (g_str_equal (c->name, name))
        return c;
    }
  return NULL;
}

PwConnectingWallCategory *
pw_connecting_wall_category_ensure (PwConnectingWallModel *m, const char *name, gboolean herring)
{
  PwConnectingWallCategory *c = pw_connecting_wall_category_find (m, name);
  if (c == NULL)
    {
      c = g_new0 (PwConnectingWallCategory, 1);
      c->name = g_strdup (name);
      c->herring = herring;
      g_ptr_array_add (m->categories, c);
    }
  return c;
}

guint
pw_connecting_wall_n_cards (const PwConnectingWallModel *m)
{
  guint n = 0;
  for (guint g = 0; g < m->groups->len; g++)
    n += ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
  return n;
}

PwConnectingWallCard *
pw_connecting_wall_card_at (const PwConnectingWallModel *m, guint index, guint *group, guint *position)
{
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      if (index < grp->cards->len)
        {
          if (group)
            *group = g;
          if (position)
            *position = index;
          return grp->cards->pdata[index];
        }
      index -= grp->cards->len;
    }
  return NULL;
}

guint
pw_connecting_wall_category_count (const PwConnectingWallModel *m, const char *category)
{
  guint n = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      for (guint k = 0; k < grp->cards->len; k++)
        n += pw_connecting_wall_card_has_category (grp->cards->pdata[k], category);
    }
  return n;
}

/* A category is real when the cards that name it are exactly one group. */
static gboolean
is_whole_group (const PwConnectingWallModel *m, const char *name)
{
  guint count = pw_connecting_wall_category_count (m, name);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      if (grp->cards->len != count || count == 0)
        continue;
      guint in = 0;
      for (guint k = 0; k < grp->cards->len; k++)
        in += pw_connecting_wall_card_has_category (grp->cards->pdata[k], name);
      if (in == count)
        return TRUE;
    }
  return FALSE;
}

void
pw_connecting_wall_classify_categories (PwConnectingWallModel *m)
{
  for (guint i = 0; i < m->categories->len;)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      if (pw_connecting_wall_category_count (m, c->name) == 0)
        {
          g_ptr_array_remove_index (m->categories, i);
          continue;
        }
      c->herring = !is_whole_group (m, c->name);
      i++;
    }
}
