/* connecting-wall-generate-failure.c — what the CJK wall generator says
 * when it finds no wall: which given components make too few of the
 * characters chosen, and components that do make a wall. */
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
      g_string_append_printf (msg, g_dngettext (GETTEXT_PACKAGE,
                                                "“%s” is in only %u of them as one of two "
                                                "components.",
                                                "“%s” is in only %u of them as one of two "
                                                "components.", n),
                              name, n);
    }
  g_autofree char *better = given ? suggest_components (gen, given, depth, cancellable) : NULL;
  g_string_append_c (msg, ' ');
  if (better)
    g_string_append_printf (msg, _("These components make one: components=%s."), better);
  else
    g_string_append (msg, _("Try other components, more characters, a smaller wall or a "
                            "smaller depth."));
  g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID, msg->str);
  g_string_free (msg, TRUE);
}

