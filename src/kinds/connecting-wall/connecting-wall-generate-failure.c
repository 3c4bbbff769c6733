/* connecting-wall-generate-failure.c — what the CJK wall generator says
 * when it finds no wall: which given components make too few of the
 * characters chosen, and components, more characters or a smaller wall
 * that do make one. */
#include "connecting-wall-generate-private.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"

static char *
components_text (GArray *ids)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < ids->len; i++)
    {
      if (i)
        g_string_append_c (s, ',');
      g_string_append_unichar (s, g_array_index (ids, guint32, i));
    }
  return g_string_free (s, FALSE);
}

/* Components that do make a wall of these characters: as many of those
 * given as can be kept (those in the most characters first), the rest
 * from the commonest; NULL when none of those tries makes one. */
static char *
suggest_components (Gen *gen, GArray *given, guint depth, GCancellable *cancellable)
{
  g_autoptr (GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Tally));
  for (guint i = 0; i < given->len; i++)
    {
      Tally t = { g_array_index (given, guint32, i), 0 };
      t.count = pw_connecting_wall_gen_allowed_chars_of (gen, t.id);
      if (t.count >= gen->K)
        g_array_append_val (ranked, t);
    }
  g_array_sort (ranked, pw_connecting_wall_gen_cmp_tally);
  for (gint keep = MIN ((gint) ranked->len, (gint) gen->G - 1); keep >= 0; keep--)
    {
      g_autoptr (GArray) pool = g_array_new (FALSE, FALSE, sizeof (guint32));
      for (gint i = 0; i < keep; i++)
        g_array_append_val (pool, g_array_index (ranked, Tally, i).id);
      g_autoptr (GArray) others = pw_connecting_wall_gen_common_components (gen, pool);
      g_array_append_vals (pool, others->data, others->len);
      if (pool->len < gen->G)
        continue;
      g_autoptr (PwModel) wall = pw_connecting_wall_gen_search (gen, pool, (guint) keep, depth, PW_CONNECTING_WALL_GEN_SUGGEST_ATTEMPTS, NULL,
                                         cancellable, NULL);
      if (wall)
        {
          g_array_set_size (pool, gen->G);
          for (guint g = 0; g < gen->G; g++)
            g_array_index (pool, guint32, g) = gen->reals[g];
          return components_text (pool);
        }
    }
  return NULL;
}

/* A wall of @gen's settings from @pool (its first @n_fixed kept), in
 * the few tries a suggestion may take. */
static gboolean
makes_wall (Gen *gen, GArray *pool, guint n_fixed, guint depth, GCancellable *cancellable)
{
  if (pool->len < gen->G)
    return FALSE;
  g_autoptr (PwModel) wall = pw_connecting_wall_gen_search (gen, pool, n_fixed, depth,
                                                            PW_CONNECTING_WALL_GEN_SUGGEST_ATTEMPTS,
                                                            NULL, cancellable, NULL);
  return wall != NULL;
}

/* Whether each of @given is in enough of the characters for a group. */
static gboolean
usable (const Gen *gen, GArray *given)
{
  for (guint i = 0; i < given->len; i++)
    if (pw_connecting_wall_gen_allowed_chars_of (gen, g_array_index (given, guint32, i)) < gen->K)
      return FALSE;
  return TRUE;
}

/* When no components make a wall of these characters: the next school
 * grade's characters, or a smaller wall, that does make one (a Hong Kong
 * primary 1 list is too short for four groups of four), from the given
 * components if they can, else from any; said as the parameters to set,
 * or NULL when none of those makes one. */
static char *
suggest_settings (const Gen *gen, GArray *given, guint depth, GCancellable *cancellable)
{
  static const struct { guint grade_up, fewer_groups, fewer_cards; } tries[] = {
    { 1, 0, 0 }, { 0, 0, 1 }, { 0, 1, 0 }, { 0, 1, 1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    {
      Gen alt = *gen;
      alt.shared = NULL;
      /* Its own tally: the search below fills and empties it. */
      alt.reach = (PwConnectingWallReach){ 0 };
      if (tries[i].grade_up)
        {
          if (gen->set < PW_CONNECTING_WALL_CHARS_GRADE1 || gen->set >= PW_CONNECTING_WALL_CHARS_GRADE6)
            continue;
          alt.set = gen->set + 1;
        }
      alt.G = gen->G - tries[i].fewer_groups;
      alt.K = gen->K - tries[i].fewer_cards;
      if (alt.G < 2 || alt.K < 3)
        continue;
      /* One search a try, so that failing costs at most as much again. */
      gboolean from_given = given && usable (&alt, given);
      g_autoptr (GArray) pool = from_given ? g_array_copy (given)
                                           : pw_connecting_wall_gen_common_components (&alt, NULL);
      gboolean makes = makes_wall (&alt, pool, from_given && given->len == alt.G ? alt.G : 0,
                                   depth, cancellable);
      pw_connecting_wall_reach_clear (&alt.reach);
      if (!makes)
        continue;
      GString *set = g_string_new (NULL);
      if (tries[i].grade_up)
        g_string_append_printf (set, "characters=%s", pw_connecting_wall_chars_name (alt.set));
      else
        g_string_append_printf (set, "groups=%u, group-size=%u", alt.G, alt.K);
      if (given && !from_given)
        g_string_append (set, ", components=any");
      return g_string_free (set, FALSE);
    }
  return NULL;
}

/* "the 3,500 common characters" and so on, for errors. */
static const char *
chars_phrase (PwConnectingWallChars chars)
{
  switch (chars)
    {
    case PW_CONNECTING_WALL_CHARS_COMMON:
      return _("the 3,500 common characters (level 1 of the Table of General Standard Chinese "
               "Characters)");
    case PW_CONNECTING_WALL_CHARS_STANDARD:
      return _("the 8,105 characters of the Table of General Standard Chinese Characters");
    case PW_CONNECTING_WALL_CHARS_JOYO:
      return _("the 2,136 Jōyō kanji");
    case PW_CONNECTING_WALL_CHARS_ANY:
      return _("all the characters of the decomposition table");
    default:
      return _("the characters of Hong Kong’s primary school up to that grade");
    }
}

void
pw_connecting_wall_gen_set_failure (Gen *gen, GArray *given, guint depth, GCancellable *cancellable, GError **error)
{
  GString *msg = g_string_new (NULL);
  g_string_append_printf (msg, _("No wall with one answer found in %u tries from these "
                                 "components among %s."), PW_CONNECTING_WALL_GEN_ATTEMPTS,
                          chars_phrase (gen->set));
  for (guint i = 0; given && i < given->len; i++)
    {
      guint32 c = g_array_index (given, guint32, i);
      guint n = pw_connecting_wall_gen_allowed_chars_of (gen, c);
      if (n >= gen->K)
        continue;
      char name[8] = { 0 };
      g_unichar_to_utf8 (c, name);
      g_string_append_c (msg, ' ');
      if (n == 0)
        g_string_append_printf (msg, _("“%s” is in none of them as one of two components."),
                                name);
      else
        g_string_append_printf (msg, g_dngettext (GETTEXT_PACKAGE,
                                                  "“%s” is in only %u of them as one of two "
                                                  "components.",
                                                  "“%s” is in only %u of them as one of two "
                                                  "components.", n),
                                name, n);
    }
  g_autofree char *better = given ? suggest_components (gen, given, depth, cancellable) : NULL;
  g_autofree char *other = better ? NULL : suggest_settings (gen, given, depth, cancellable);
  g_string_append_c (msg, ' ');
  if (better)
    g_string_append_printf (msg, _("These components make one: components=%s."), better);
  else if (other)
    g_string_append_printf (msg, _("These settings make one: %s."), other);
  else
    g_string_append (msg, _("Try other components, more characters, a smaller wall or a "
                            "smaller depth."));
  g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID, msg->str);
  g_string_free (msg, TRUE);
}

