/* connecting-wall-vary.c — a class set's variants of a wall.
 *
 * By default each variant is the teacher's wall itself, its cards dealt
 * in a new order: the groups and the cards in them in a new order, so
 * the sheet's shuffled wall and the cut-out cards differ from sheet to
 * sheet while the answer stays the teacher's.  Only when the teacher
 * asks (walls=new) is each variant a new wall, generated from the same
 * real components (a character wall's only: a wall in words has nothing
 * to generate from). */
#include "connecting-wall-generate.h"
#include "connecting-wall-vary.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-rng.h"

static const char *const walls_values[] = { "shuffle", "new", NULL };
static const char *const walls_labels[] = {
  N_("The Same Cards, Shuffled"), N_("New Walls From the Same Components"), NULL
};

static const PwParamSpec vary_specs[] = {
  { "walls", N_("Variants"), N_("What changes from one sheet to the next"), PW_PARAM_CHOICE, 0,
    0, "shuffle", walls_values, walls_labels },
};

static gboolean
wants_new (const PwParams *params)
{
  return g_strcmp0 (pw_params_get (params, "walls"), "new") == 0;
}

static char *
wall_describe_variants (const PwModel *model, const PwParams *params)
{
  if (wants_new (params))
    return g_strdup (_("New walls, each made from the same components as this one"));
  return g_strdup (_("The same cards in a new order: the same answer on every sheet"));
}

/* The wall with its groups, and the cards in each, in a new order. */
static PwModel *
shuffled (const PwConnectingWallModel *m, guint64 seed)
{
  PwConnectingWallModel *v = (PwConnectingWallModel *) pw_model_copy (&m->parent);
  PwRng rng;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, v->groups->pdata, v->groups->len, sizeof (gpointer));
  for (guint g = 0; g < v->groups->len; g++)
    {
      PwConnectingWallGroup *grp = v->groups->pdata[g];
      pw_rng_shuffle (&rng, grp->cards->pdata, grp->cards->len, sizeof (gpointer));
    }
  return &v->parent;
}

/* A real category every card of @grp has: what the group is about. */
static const char *
group_component (const PwConnectingWallModel *m, const PwConnectingWallGroup *grp)
{
  for (guint i = 0; i < m->categories->len; i++)
    {
      const PwConnectingWallCategory *c = m->categories->pdata[i];
      gboolean all = !c->herring && grp->cards->len > 0;
      for (guint k = 0; k < grp->cards->len && all; k++)
        all = pw_connecting_wall_card_has_category (grp->cards->pdata[k], c->name);
      if (all)
        return c->name;
    }
  return NULL;
}

static PwModel *
new_wall (const PwConnectingWallModel *m, guint64 seed, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  if (!m->cjk)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                           _("New walls are made from the components of characters, and this "
                             "wall is in words: choose “The Same Cards, Shuffled”"));
      return NULL;
    }
  GString *components = g_string_new (NULL);
  for (guint g = 0; g < m->groups->len; g++)
    {
      const char *c = group_component (m, m->groups->pdata[g]);
      if (c == NULL)
        {
          g_string_free (components, TRUE);
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Row %u shares no component on all its cards, so there is nothing to "
                         "make new walls from: choose “The Same Cards, Shuffled”"), g + 1);
          return NULL;
        }
      g_string_append_printf (components, "%s%s", g ? "," : "", c);
    }
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *text = g_string_free (components, FALSE);
  g_autofree char *depth = g_strdup_printf ("%u", m->depth);
  g_autofree char *size = g_strdup_printf ("%u", m->group_size);
  g_autofree char *groups = g_strdup_printf ("%u", m->groups->len);
  pw_params_set (params, "components", text);
  pw_params_set (params, "depth", depth);
  pw_params_set (params, "group-size", size);
  pw_params_set (params, "groups", groups);
  return pw_connecting_wall_generate (params, seed, progress, cancellable, error);
}

static PwModel *
wall_make_variant (const PwModel *model, const PwParams *params, guint64 seed,
                   PwProgress *progress, GCancellable *cancellable, GError **error)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  if (wants_new (params))
    return new_wall (m, seed, progress, cancellable, error);
  return shuffled (m, seed);
}

/* A wall with a card left blank has no answer to vary around. */
static gboolean
wall_can_vary (const PwModel *model, char **reason)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  guint n = pw_connecting_wall_n_cards (m);
  gboolean blank = n == 0;
  for (guint i = 0; i < n && !blank; i++)
    blank = *pw_connecting_wall_card_at (m, i, NULL, NULL)->text == '\0';
  if (blank && reason)
    *reason = g_strdup (_("Every card of the wall needs its text before a class set can be "
                          "made"));
  return !blank;
}

const PwVariants pw_connecting_wall_variants = {
  .describe = wall_describe_variants,
  .make = wall_make_variant,
  .specs = vary_specs,
  .n_specs = G_N_ELEMENTS (vary_specs),
  .can_vary = wall_can_vary,
};
