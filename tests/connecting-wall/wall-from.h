/* wall-from.h — a wall for the kind's tests, from rows such as
 * "A:x,p B:x,q": cards separated by spaces, each "TEXT:CATEGORY,CATEGORY";
 * categories on a whole row are real, the others herrings.
 * Header-only: each test program has its own copy. */
#pragma once

#include "connecting-wall-kind.h"

static PwConnectingWallModel *
wall_from (guint k, const char *const *rows)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (k);
  for (guint r = 0; rows[r]; r++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
      g_auto (GStrv) cards = g_strsplit (rows[r], " ", -1);
      for (guint i = 0; cards[i]; i++)
        {
          g_auto (GStrv) parts = g_strsplit (cards[i], ":", 2);
          PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, parts[0]);
          g_auto (GStrv) cats = g_strsplit (parts[1] ? parts[1] : "", ",", -1);
          for (guint j = 0; cats[j]; j++)
            if (*cats[j])
              {
                pw_connecting_wall_card_add_category (c, cats[j]);
                pw_connecting_wall_category_ensure (m, cats[j], TRUE);
              }
        }
    }
  pw_connecting_wall_classify_categories (m);
  return m;
}
