/* connecting-wall-text.c — the wall-text interchange format. */
#include "connecting-wall-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "connecting-wall-components.h"
#include "pw-error.h"
#include "pw-text.h"

static GPtrArray *
split_cards (const char *line)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) parts = strchr (line, '\t') ? g_strsplit (line, "\t", -1)
                                             : g_strsplit_set (line, " ", -1);
  for (guint i = 0; parts[i]; i++)
    {
      char *card = pw_text_squeeze_spaces (parts[i], -1);
      if (*card)
        g_ptr_array_add (cards, card);
      else
        g_free (card);
    }
  return cards;
}

static gboolean
all_han (PwConnectingWallModel *m)
{
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    if (!pw_connecting_wall_cjk_is_han_char (pw_connecting_wall_card_at (m, i, NULL, NULL)->text, NULL))
      return FALSE;
  return TRUE;
}

PwModel *
pw_connecting_wall_text_import (const char *text, gsize length, GError **error)
{
  if (length > PW_CONNECTING_WALL_TEXT_MAX_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("A wall as text is at most %u bytes"), PW_CONNECTING_WALL_TEXT_MAX_BYTES);
      return NULL;
    }
  if (!pw_text_validate_utf8 (text, length, NULL, error))
    return NULL;
  gsize bom = pw_text_bom_length (text, length);
  g_autofree char *copy = g_strndup (text + bom, length - bom);
  g_auto (GStrv) lines = g_strsplit_set (copy, "\r\n", -1);
  g_autoptr (PwModel) model = NULL;
  PwConnectingWallModel *m = NULL;
  g_autofree char *connection = NULL;
  for (guint l = 0; lines[l]; l++)
    {
      g_autofree char *squeezed = pw_text_squeeze_spaces (lines[l], -1);
      if (*squeezed == '#')
        {
          g_free (connection);
          connection = pw_text_squeeze_spaces (squeezed + 1, -1);
          continue;
        }
      g_autoptr (GPtrArray) cards = split_cards (lines[l]);
      if (cards->len == 0)
        continue;
      if (m == NULL)
        {
          if (cards->len < PW_CONNECTING_WALL_MIN_GROUP_SIZE || cards->len > PW_CONNECTING_WALL_MAX_GROUP_SIZE)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("line %u: a group has from %u to %u cards, not %u"), l + 1,
                           PW_CONNECTING_WALL_MIN_GROUP_SIZE, PW_CONNECTING_WALL_MAX_GROUP_SIZE, cards->len);
              return NULL;
            }
          m = pw_connecting_wall_model_new (cards->len);
          model = &m->parent;
        }
      if (cards->len != m->group_size)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE, "line %u: %u card, but the first row has %u",
                                    "line %u: %u cards, but the first row has %u", cards->len),
                       l + 1, cards->len, m->group_size);
          return NULL;
        }
      if (m->groups->len >= PW_CONNECTING_WALL_MAX_GROUPS)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("line %u: a wall has at most %u groups"), l + 1, PW_CONNECTING_WALL_MAX_GROUPS);
          return NULL;
        }
      for (guint k = 0; k < cards->len; k++)
        if (strlen (cards->pdata[k]) > PW_CONNECTING_WALL_MAX_TEXT)
          {
            g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                         _("line %u: card %u is longer than %u bytes"), l + 1, k + 1,
                         PW_CONNECTING_WALL_MAX_TEXT);
            return NULL;
          }
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, connection);
      g_clear_pointer (&connection, g_free);
      for (guint k = 0; k < cards->len; k++)
        pw_connecting_wall_card_add (grp, cards->pdata[k]);
    }
  if (m == NULL || m->groups->len < 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("A wall needs at least two rows of cards"));
      return NULL;
    }
  if (all_han (m))
    {
      const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (error);
      if (table == NULL || !pw_connecting_wall_fill_components (m, table, error))
        return NULL;
      return g_steal_pointer (&model);
    }
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      g_autofree char *name = *grp->connection ? g_strdup (grp->connection)
                                               : g_strdup_printf (_("Group %u"), g + 1);
      if (pw_connecting_wall_category_find (m, name) != NULL)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Two rows have the connection “%s”"), name);
          return NULL;
        }
      pw_connecting_wall_category_ensure (m, name, FALSE);
      for (guint k = 0; k < grp->cards->len; k++)
        pw_connecting_wall_card_add_category (grp->cards->pdata[k], name);
    }
  return g_steal_pointer (&model);
}

char *
pw_connecting_wall_text_export (const PwModel *model, GError **error)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  gboolean spaces = FALSE;
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    spaces |= strpbrk (pw_connecting_wall_card_at (m, i, NULL, NULL)->text, " \t") != NULL;
  GString *out = g_string_new (NULL);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      /* A connection that begins with a combining mark goes right after
       * the "#": after a space the mark would join the space, which the
       * import drops with it. */
      if (*grp->connection)
        g_string_append_printf (out, "#%s%s\n",
                                g_unichar_ismark (g_utf8_get_char (grp->connection)) ? "" : " ",
                                grp->connection);
      for (guint k = 0; k < grp->cards->len; k++)
        {
          if (k > 0)
            g_string_append_c (out, spaces ? '\t' : ' ');
          g_string_append (out, ((PwConnectingWallCard *) grp->cards->pdata[k])->text);
        }
      g_string_append_c (out, '\n');
    }
  /* Text that begins with U+FEFF (a card's first character) would lose
   * it to the import, which takes one there as a byte order mark: write
   * a mark of our own before it. */
  if (pw_text_bom_length (out->str, out->len) > 0)
    g_string_prepend (out, "\xEF\xBB\xBF");
  return g_string_free (out, FALSE);
}
