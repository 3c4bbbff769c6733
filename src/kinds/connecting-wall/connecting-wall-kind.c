/* connecting-wall-kind.c — the kind's table. */
#include "connecting-wall-kind.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-generate.h"
#include "connecting-wall-json.h"
#include "connecting-wall-solve.h"
#include "connecting-wall-text.h"
#include "connecting-wall-vary.h"
#include "connecting-wall-verify.h"
#include "connecting-wall-words.h"

static PwModel *
wall_create_default (void)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
  for (guint g = 0; g < 4; g++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
      for (guint k = 0; k < 4; k++)
        pw_connecting_wall_card_add (grp, NULL);
    }
  return &m->parent;
}

static PwModel *
wall_copy (const PwModel *model)
{
  const PwConnectingWallModel *src = (const PwConnectingWallModel *) model;
  PwConnectingWallModel *m = pw_connecting_wall_model_new (src->group_size);
  m->cjk = src->cjk;
  m->depth = src->depth;
  m->time_limit = src->time_limit;
  m->lives = src->lives;
  m->script = src->script;
  for (guint i = 0; i < src->excluded->len; i++)
    g_ptr_array_add (m->excluded, g_strdup (src->excluded->pdata[i]));
  for (guint i = 0; i < src->categories->len; i++)
    {
      PwConnectingWallCategory *c = src->categories->pdata[i];
      pw_connecting_wall_category_ensure (m, c->name, c->herring);
    }
  for (guint g = 0; g < src->groups->len; g++)
    {
      PwConnectingWallGroup *sg = src->groups->pdata[g];
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, sg->connection);
      for (guint k = 0; k < sg->cards->len; k++)
        {
          PwConnectingWallCard *sc = sg->cards->pdata[k];
          PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, sc->text);
          for (guint j = 0; j < sc->categories->len; j++)
            g_ptr_array_add (c->categories, g_strdup (sc->categories->pdata[j]));
        }
    }
  return &m->parent;
}

static void
wall_free (PwModel *model)
{
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_ptr_array_unref (m->groups);
  g_ptr_array_unref (m->categories);
  g_ptr_array_unref (m->excluded);
  g_free (m);
}

static GPtrArray *
wall_validate (const PwModel *model)
{
  return pw_connecting_wall_validate ((const PwConnectingWallModel *) model);
}

static char *
wall_describe (const PwModel *model)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  guint herrings = 0;
  for (guint i = 0; i < m->categories->len; i++)
    herrings += ((PwConnectingWallCategory *) m->categories->pdata[i])->herring;
  g_autofree char *shape = g_strdup_printf (m->cjk ? _("%u×%u CJK wall") : _("%u×%u wall"),
                                            m->groups->len, m->group_size);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u red herring",
                                       "%s, %u red herrings", herrings),
                          shape, herrings);
}

static PwResult *
wall_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
             GCancellable *cancellable, GError **error)
{
  gint64 limit;
  if (!pw_params_get_int (params, "limit", 2, 1000000, 10000, &limit, error))
    return NULL;
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) snapshot;
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, (guint64) limit, 20, cancellable, error);
  if (count == NULL)
    return NULL;
  return pw_connecting_wall_verify_result (m, count);
}

static const PwParamSpec verify_specs[] = {
  { "limit", N_("Count Up To"),
    N_("Stop counting groupings here and say “at least” this many"), PW_PARAM_INT, 2, 1000000,
    "10000" },
};

static const PwParamSpec suggest_specs[] = {
  { "row", N_("Row"), N_("The row whose connection the cards are kinds of"), PW_PARAM_INT, 1,
    PW_CONNECTING_WALL_MAX_GROUPS, "1" },
  { "seed", N_("Seed"), N_("The same seed suggests the same cards"), PW_PARAM_INT, 0,
    G_MAXINT64, NULL },
};

static const PwOperation wall_operations[] = {
  { "solve", N_("Solve"),
    N_("Put the cards in the one grouping they have, one group a row, each named by its "
       "connection"),
    pw_connecting_wall_solve },
  { "verify", N_("Verify"),
    N_("Count the ways to split the cards into groups that each share a category"),
    wall_verify, 0, verify_specs, G_N_ELEMENTS (verify_specs) },
  { "suggest-cards", N_("Suggest Cards"),
    N_("Fill a row’s empty cards with familiar kinds of its connection, from the English "
       "WordNet"),
    pw_connecting_wall_suggest_op, PW_OPERATION_CHANGES_MODEL, suggest_specs,
    G_N_ELEMENTS (suggest_specs), "suggest-cards" },
};

static const char *const wall_generate_params[] = { "language", "characters", "components",
                                                    "depth", "connections", "group-size",
                                                    "groups", NULL };

static const char *const language_choices[] = { "cjk", "en", NULL };
static const char *const language_labels[] = {
  N_("Chinese characters or kanji, by component"), N_("English words, from WordNet"), NULL
};

static gboolean
is_english (const PwParams *params)
{
  return g_strcmp0 (pw_params_get (params, "language"), "en") == 0;
}

/* Characters, components and depth are of CJK walls. */
static gboolean
cjk_usable (const PwParams *params, char **reason)
{
  if (!is_english (params))
    return TRUE;
  *reason = g_strdup (_("Only for a wall of characters"));
  return FALSE;
}

static gboolean
english_usable (const PwParams *params, char **reason)
{
  if (is_english (params))
    return TRUE;
  *reason = g_strdup (_("Only for a wall of English words"));
  return FALSE;
}

static const char *const characters_choices[] = {
  "common", "standard", "joyo", "grade1", "grade2", "grade3", "grade4", "grade5", "grade6", "any",
  NULL
};
static const char *const characters_labels[] = {
  N_("Common: the 3,500 of level 1 (simplified)"),
  N_("Standard: all 8,105 of the Table (simplified)"),
  N_("Jōyō kanji (Japanese)"),
  N_("Hong Kong, primary 1 (traditional)"),
  N_("Hong Kong, up to primary 2 (traditional)"),
  N_("Hong Kong, up to primary 3 (traditional)"),
  N_("Hong Kong, up to primary 4 (traditional)"),
  N_("Hong Kong, up to primary 5 (traditional)"),
  N_("Hong Kong, up to primary 6 (traditional)"),
  N_("Any character"),
  NULL
};

static const PwParamSpec wall_generate_specs[] = {
  { "language", N_("Cards"), NULL, PW_PARAM_CHOICE, 0, 0, "cjk", language_choices,
    language_labels },
  { "characters", N_("Characters"),
    N_("Which characters the cards are taken from: those pupils know"), PW_PARAM_CHOICE, 0, 0,
    "common", characters_choices, characters_labels, 0, NULL, cjk_usable },
  /* Empty by default, not "any": the Generate dialog shows the default
   * in its entry, and an English keyword there read oddly in German. */
  { "components", N_("Components"),
    N_("The real components, separated by commas (such as 疒,宀,口,扌); left empty (or “any”), "
       "they are chosen for you"),
    PW_PARAM_TEXT, 0, 0, "", NULL, NULL, 0, NULL, cjk_usable },
  { "depth", N_("Component Depth"),
    N_("How deep inside a character components count as categories"), PW_PARAM_INT, 1,
    PW_CONNECTING_WALL_MAX_DEPTH, "2", NULL, NULL, 0, NULL, cjk_usable },
  { "connections", N_("Connections"),
    N_("Nouns separated by commas (such as fruit, colour), the rest chosen for you; WordNet "
       "knows what things are, not how they are spelled (four words that start with B)"),
    PW_PARAM_TEXT, 0, 0, "", NULL, NULL, 0, NULL, english_usable },
  { "group-size", N_("Cards per Group"), NULL, PW_PARAM_INT, 3, PW_CONNECTING_WALL_MAX_GROUP_SIZE, "4" },
  { "groups", N_("Groups"), NULL, PW_PARAM_INT, 2, PW_CONNECTING_WALL_MAX_GROUPS, "4" },
};

static const PwFormat wall_formats[] = {
  { "wall-text",
    N_("Wall text: one group a line, cards separated by tabs or spaces; a “# connection” line "
       "names the row after it; CJK cards take their categories from the decomposition table"),
    pw_connecting_wall_text_import, pw_connecting_wall_text_export },
};

static const PwKind connecting_wall_kind = {
  .id = PW_CONNECTING_WALL_KIND_ID,
  .name = N_("Connecting Wall"),
  .description = N_("Groups of cards with a connection each, and red herrings"),
  .icon_name = "puzzlewright-connecting-wall-symbolic",
  .create_default = wall_create_default,
  .copy = wall_copy,
  .free = wall_free,
  .save = pw_connecting_wall_save,
  .load = pw_connecting_wall_load,
  .validate = wall_validate,
  .describe = wall_describe,
  .generate = pw_connecting_wall_generate,
  .generate_params = wall_generate_params,
  .generate_specs = wall_generate_specs,
  .n_generate_specs = G_N_ELEMENTS (wall_generate_specs),
  .operations = wall_operations,
  .n_operations = G_N_ELEMENTS (wall_operations),
  .formats = wall_formats,
  .n_formats = G_N_ELEMENTS (wall_formats),
  .variants = &pw_connecting_wall_variants,
};

const PwKind *
pw_connecting_wall_kind (void)
{
  return &connecting_wall_kind;
}
