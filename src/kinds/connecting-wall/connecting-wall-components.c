/* connecting-wall-components.c — a CJK wall's categories from the table. */
#include "connecting-wall-components.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-specific.h"
#include "pw-error.h"

gboolean
pw_connecting_wall_fill_components (PwConnectingWallModel *m, const PwConnectingWallCjkTable *table, GError **error)
{
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *c = grp->cards->pdata[k];
          gunichar u;
          g_autoptr (GArray) comps = NULL;
          if (pw_connecting_wall_cjk_is_han_char (c->text, &u))
            comps = pw_connecting_wall_cjk_categories (table, u, m->depth, m->excluded);
          if (comps == NULL)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("Row %u, card %u: “%s” is not a character of the decomposition "
                             "table"),
                           g + 1, k + 1, c->text);
              return FALSE;
            }
          g_ptr_array_set_size (c->categories, 0);
          for (guint i = 0; i < comps->len; i++)
            {
              char buf[8] = { 0 };
              g_unichar_to_utf8 (g_array_index (comps, guint32, i), buf);
              pw_connecting_wall_card_add_category (c, buf);
            }
        }
    }
  m->cjk = TRUE;
  g_ptr_array_set_size (m->categories, 0);
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    {
      PwConnectingWallCard *c = pw_connecting_wall_card_at (m, i, NULL, NULL);
      for (guint j = 0; j < c->categories->len; j++)
        pw_connecting_wall_category_ensure (m, c->categories->pdata[j], TRUE);
    }
  pw_connecting_wall_classify_categories (m);
  guint first = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      guint64 row = 0;
      for (guint k = 0; k < grp->cards->len && first + k < 64; k++)
        row |= G_GUINT64_CONSTANT (1) << (first + k);
      first += grp->cards->len;
      if (*grp->connection || grp->cards->len == 0)
        continue;
      /* Named by its most specific real component: 疒 rather than the
       * 亠 inside it. */
      g_autoptr (GPtrArray) shared = pw_connecting_wall_shared_categories (m, table, row);
      for (guint i = 0; i < shared->len; i++)
        {
          PwConnectingWallCategory *cat = pw_connecting_wall_category_find (m, shared->pdata[i]);
          if (cat != NULL && !cat->herring)
            {
              g_free (grp->connection);
              grp->connection = g_strdup (cat->name);
              break;
            }
        }
    }
  return TRUE;
}
