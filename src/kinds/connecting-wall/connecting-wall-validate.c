/* connecting-wall-validate.c — what is wrong with a wall, card by card. */
#include "connecting-wall-kind.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-unihan.h"
#include "pw-text.h"

static char *
card_path (guint g, guint k)
{
  return g_strdup_printf ("$.puzzle.groups[%u].cards[%u]", g, k);
}

static void
check_rows (const PwConnectingWallModel *m, GPtrArray *problems)
{
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      if (grp->cards->len != m->group_size)
        {
          g_autofree char *p = g_strdup_printf ("$.puzzle.groups[%u].cards", g);
          g_ptr_array_add (problems,
                           pw_problem_new (PW_SEVERITY_ERROR, p, -1, (int) g,
                                           g_dngettext (GETTEXT_PACKAGE,
                                                        "Row %u has %u card, not %u",
                                                        "Row %u has %u cards, not %u",
                                                        grp->cards->len),
                                           g + 1, grp->cards->len, m->group_size));
        }
    }
}

static gboolean
card_is_blank (const PwConnectingWallCard *c)
{
  g_autofree char *squeezed = pw_text_squeeze_spaces (c->text, -1);
  return *squeezed == '\0';
}

/* How many cards of row @g have no text yet. */
static guint
blank_cards (const PwConnectingWallGroup *grp)
{
  guint n = 0;
  for (guint k = 0; k < grp->cards->len; k++)
    n += card_is_blank (grp->cards->pdata[k]);
  return n;
}

/* Repeated cards, by their folded text (case and accents).  A row with
 * no text at all is one problem, not one a card. */
static void
check_cards (const PwConnectingWallModel *m, GPtrArray *problems)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      if (grp->cards->len > 0 && blank_cards (grp) == grp->cards->len)
        {
          g_autofree char *p = g_strdup_printf ("$.puzzle.groups[%u].cards", g);
          g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, p, 0, (int) g,
                                                     _("Row %u has no cards yet"), g + 1));
          continue;
        }
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *c = grp->cards->pdata[k];
          g_autofree char *p = card_path (g, k);
          g_autofree char *squeezed = pw_text_squeeze_spaces (c->text, -1);
          if (*squeezed == '\0')
            {
              g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, p, (int) k, (int) g,
                                                         _("Card %u of row %u is empty"), k + 1,
                                                         g + 1));
              continue;
            }
          char *folded = pw_text_fold (squeezed, -1, PW_TEXT_FOLD_CASE);
          gpointer where = g_hash_table_lookup (seen, folded);
          if (where != NULL)
            {
              guint at = GPOINTER_TO_UINT (where) - 1;
              g_ptr_array_add (problems,
                               pw_problem_new (PW_SEVERITY_ERROR, p, (int) k, (int) g,
                                               _("The card “%s” (row %u) repeats the card of "
                                                 "row %u, place %u"),
                                               c->text, g + 1, at / 64 + 1, at % 64 + 1));
              g_free (folded);
            }
          else
            g_hash_table_insert (seen, folded, GUINT_TO_POINTER (g * 64 + k + 1));
          if (c->categories->len == 0)
            g_ptr_array_add (problems,
                             pw_problem_new (PW_SEVERITY_WARNING, p, (int) k, (int) g,
                                             _("The card “%s” belongs to no category"),
                                             c->text));
          for (guint i = 0; i < c->categories->len; i++)
            if (pw_connecting_wall_category_find (m, c->categories->pdata[i]) == NULL)
              g_ptr_array_add (problems,
                               pw_problem_new (PW_SEVERITY_ERROR, p, (int) k, (int) g,
                                               _("The card “%s” names the category “%s”, "
                                                 "which is not in the list"),
                                               c->text, (char *) c->categories->pdata[i]));
        }
    }
}

static void
check_categories (const PwConnectingWallModel *m, GPtrArray *problems)
{
  for (guint i = 0; i < m->categories->len; i++)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      g_autofree char *p = g_strdup_printf ("$.puzzle.categories[%u]", i);
      guint n = pw_connecting_wall_category_count (m, c->name);
      if (n == 0)
        g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, p, -1, -1,
                                                   _("The category “%s” is on no card"),
                                                   c->name));
      else if (c->herring && n >= m->group_size)
        g_ptr_array_add (problems,
                         pw_problem_new (PW_SEVERITY_WARNING, p, -1, -1,
                                         _("The red herring “%s” is on %u cards: it could "
                                           "make a group of its own (at most %u)"),
                                         c->name, n, m->group_size - 1));
      else if (!c->herring && n != m->group_size)
        g_ptr_array_add (problems,
                         pw_problem_new (PW_SEVERITY_WARNING, p, -1, -1,
                                         _("The category “%s” is a group's connection but is "
                                           "on %u cards, not %u"),
                                         c->name, n, m->group_size));
    }
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      /* A row still being typed is named by its empty cards. */
      if (grp->cards->len == 0 || blank_cards (grp) > 0)
        continue;
      PwConnectingWallCard *first = grp->cards->pdata[0];
      gboolean shared = FALSE;
      for (guint i = 0; i < first->categories->len && !shared; i++)
        {
          shared = TRUE;
          for (guint k = 1; k < grp->cards->len && shared; k++)
            shared = pw_connecting_wall_card_has_category (grp->cards->pdata[k],
                                                first->categories->pdata[i]);
        }
      if (!shared)
        {
          g_autofree char *p = g_strdup_printf ("$.puzzle.groups[%u]", g);
          g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, p, -1, (int) g,
                                                     _("The cards of row %u share no category"),
                                                     g + 1));
        }
    }
}

/* A CJK card must be in the table (else it has no components) and in
 * the sheet's font (else it prints as a box). */
static void
check_cjk (const PwConnectingWallModel *m, GPtrArray *problems)
{
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (NULL);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *c = grp->cards->pdata[k];
          g_autofree char *p = card_path (g, k);
          gunichar u;
          if (!pw_connecting_wall_cjk_is_han_char (c->text, &u))
            {
              if (*c->text)
                g_ptr_array_add (problems,
                                 pw_problem_new (PW_SEVERITY_WARNING, p, (int) k, (int) g,
                                                 _("The card “%s” is not one CJK character"),
                                                 c->text));
              continue;
            }
          if (table != NULL && !pw_connecting_wall_cjk_table_has (table, u))
            g_ptr_array_add (problems,
                             pw_problem_new (PW_SEVERITY_ERROR, p, (int) k, (int) g,
                                             _("The character “%s” (row %u) is not in the "
                                               "decomposition table"),
                                             c->text, g + 1));
          if (!pw_connecting_wall_cjk_printable (u))
            g_ptr_array_add (problems,
                             pw_problem_new (PW_SEVERITY_ERROR, p, (int) k, (int) g,
                                             _("The sheet's font has no glyph for the "
                                               "character “%s” (row %u)"),
                                             c->text, g + 1));
        }
    }
}

static gboolean
wall_is_blank (const PwConnectingWallModel *m)
{
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    if (!card_is_blank (pw_connecting_wall_card_at (m, i, NULL, NULL)))
      return FALSE;
  return TRUE;
}

/* Pupils learn simplified or traditional forms: a wall with both (疗
 * and 療) is a warning at the first card of the form that came second. */
static void
check_forms (const PwConnectingWallModel *m, GPtrArray *problems)
{
  const PwConnectingWallUnihan *unihan = pw_connecting_wall_unihan_get_default (NULL);
  if (unihan == NULL || m->script == PW_CONNECTING_WALL_FORM_JAPANESE)
    return;
  const char *seen[2] = { NULL, NULL }; /* a simplified-only, a traditional-only card */
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *c = grp->cards->pdata[k];
          gunichar u;
          if (!pw_connecting_wall_cjk_is_han_char (c->text, &u))
            continue;
          gboolean simplified = !pw_connecting_wall_unihan_fits_form (
            unihan, u, PW_CONNECTING_WALL_FORM_TRADITIONAL);
          gboolean traditional = !pw_connecting_wall_unihan_fits_form (
            unihan, u, PW_CONNECTING_WALL_FORM_SIMPLIFIED);
          if (!simplified && !traditional)
            continue;
          guint form = simplified ? 0 : 1;
          if (seen[form] == NULL)
            seen[form] = c->text;
          if (seen[1 - form] == NULL || seen[form] != c->text)
            continue;
          g_autofree char *p = card_path (g, k);
          g_ptr_array_add (problems,
                           pw_problem_new (PW_SEVERITY_WARNING, p, (int) k, (int) g,
                                           _("The wall mixes simplified (%s) and traditional "
                                             "(%s) forms; pupils learn one of them"),
                                           seen[0], seen[1]));
          return;
        }
    }
}

GPtrArray *
pw_connecting_wall_validate (const PwConnectingWallModel *m)
{
  GPtrArray *problems = pw_problem_list_new ();
  check_rows (m, problems);
  /* A new wall: one hint where to start, not an error a card. */
  if (wall_is_blank (m))
    {
      g_ptr_array_add (problems,
                       pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.groups", 0, 0,
                                       _("The wall is blank: type each card, a row a group, "
                                         "and each row’s connection")));
      return problems;
    }
  check_cards (m, problems);
  check_categories (m, problems);
  if (m->cjk)
    {
      check_cjk (m, problems);
      check_forms (m, problems);
    }
  return problems;
}
