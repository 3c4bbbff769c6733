/* connecting-wall-generate.c — the Lion Wall generator.
 *
 * Each card is a character made of exactly two components: its group's
 * real component and a herring component.  Herrings are laid out so that
 * each is on at most K−1 cards and never twice in a row (for 4×4 the
 * pattern of the Lion Wall: each row shares herrings with two others);
 * components are then chosen so that every card has a character the
 * sheet's font can print, and the wall is kept only when it verifies
 * unique with the categories at the chosen depth.  Same seed, same wall.
 *
 * Cards are taken only from the characters a class knows (the
 * "characters" parameter: level 1 of the Table of General Standard
 * Chinese Characters by default, Jōyō kanji, Hong Kong's grades) and in
 * one form: a simplified wall has no traditional-only form, and the
 * other way round (connecting-wall-unihan.h).  When given components
 * cannot make a wall from those characters, the error names the ones
 * that make too few and suggests components that did make one. */
#include "connecting-wall-generate.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "connecting-wall-components.h"
#include "connecting-wall-generate-private.h"
#include "connecting-wall-reach.h"
#include "connecting-wall-verify.h"
#include "connecting-wall-words.h"
#include "pw-error.h"

#define MAX_CARDS PW_CONNECTING_WALL_GEN_MAX_CARDS
/* The steps one candidate's count may take: a 400th of a verify's. */
#define CANDIDATE_BUDGET (PW_CONNECTING_WALL_COUNT_BUDGET / 400)

gboolean
pw_connecting_wall_gen_allowed (const Gen *gen, guint32 c)
{
  /* Asked for each character of every component the walls are chosen
   * from, and each asking looks for the character in the sheet's fonts:
   * the answers are kept (a copy of the Gen for other characters, the
   * suggestions', asks afresh). */
  gboolean kept = gen->allowed != NULL && c < PW_CONNECTING_WALL_GEN_ALLOWED_MEMO
                  && gen->allowed_set == gen->set && gen->allowed_form == gen->form;
  if (kept && gen->allowed[c] != 0)
    return gen->allowed[c] == 2;
  gboolean allowed = pw_connecting_wall_cjk_printable (c)
                     && (gen->unihan == NULL
                         || (pw_connecting_wall_unihan_in_set (gen->unihan, c, gen->set)
                             && pw_connecting_wall_unihan_fits_form (gen->unihan, c, gen->form)));
  if (kept)
    gen->allowed[c] = allowed ? 2 : 1;
  return allowed;
}

/* The Lion Wall's herrings (its categories 5 6 7 8 9 0 as 0…5). */
static const guint lion_pattern[16] = { 0, 1, 2, 3, 1, 2, 3, 4, 5, 2, 3, 4, 5, 0, 1, 4 };

/* Lays out herrings so that each is on at most @share cards. */
static gboolean
lay_herrings (Gen *gen, guint share)
{
  if (gen->G == 4 && gen->K == 4 && share == 3)
    {
      gen->H = 6;
      memcpy (gen->herring_of, lion_pattern, sizeof lion_pattern);
      return TRUE;
    }
  guint n = gen->G * gen->K;
  gen->H = MIN (MAX (gen->G + gen->K - 2, (n + share - 1) / share), MAX_CARDS);
  guint used[MAX_CARDS] = { 0 };
  for (guint g = 0; g < gen->G; g++)
    for (guint k = 0; k < gen->K; k++)
      {
        guint options[MAX_CARDS], no = 0;
        for (guint h = 0; h < gen->H; h++)
          {
            gboolean in_row = FALSE;
            for (guint j = 0; j < k; j++)
              in_row |= gen->herring_of[g * gen->K + j] == h;
            if (!in_row && used[h] < share)
              options[no++] = h;
          }
        if (no == 0)
          return FALSE;
        guint h = options[pw_rng_below (&gen->rng, no)];
        gen->herring_of[g * gen->K + k] = h;
        used[h]++;
      }
  return TRUE;
}

static gboolean
char_used (const Gen *gen, guint32 c, guint upto)
{
  for (guint i = 0; i < upto; i++)
    if (gen->chars[i] == c)
      return TRUE;
  return FALSE;
}

/* A printable character of components @a and @b not yet on the wall
 * (among the first @upto cards), picked at random; 0 when none. */
static guint32
pick_char (Gen *gen, guint32 a, guint32 b, guint upto, gboolean random)
{
  guint n;
  const guint32 *t = pw_connecting_wall_cjk_table_pair_chars (gen->table, a, b, &n);
  guint32 ok[256];
  guint nok = 0;
  /* Characters of the first block (U+4E00–U+9FFF) are the common ones:
   * take one of those when there is one, the rarer ones otherwise. */
  for (int pass = 0; pass < 2 && nok == 0; pass++)
    for (guint i = 0; i < n && nok < G_N_ELEMENTS (ok); i++)
      {
        guint32 c = t[3 * i + 2];
        gboolean basic = c >= 0x4E00 && c <= 0x9FFF;
        if ((pass == 1 || basic) && !char_used (gen, c, upto) && pw_connecting_wall_gen_allowed (gen, c))
          ok[nok++] = c;
      }
  if (nok == 0)
    return 0;
  return random ? ok[pw_rng_below (&gen->rng, nok)] : ok[0];
}

/* Whether @a and @b make a printable character of the first block. */
static gboolean
has_common_char (Gen *gen, guint32 a, guint32 b)
{
  guint n;
  const guint32 *t = pw_connecting_wall_cjk_table_pair_chars (gen->table, a, b, &n);
  for (guint i = 0; i < n; i++)
    if (t[3 * i + 2] >= 0x4E00 && t[3 * i + 2] <= 0x9FFF && pw_connecting_wall_gen_allowed (gen, t[3 * i + 2]))
      return TRUE;
  return FALSE;
}

static gboolean
component_taken (const Gen *gen, guint32 c, guint n_herrings)
{
  for (guint g = 0; g < gen->G; g++)
    if (gen->reals[g] == c)
      return TRUE;
  for (guint h = 0; h < n_herrings; h++)
    if (gen->herrings[h] == c)
      return TRUE;
  return FALSE;
}

/* A component for herring @h: one that pairs, printably, with the real
 * component of every card it is on. */
static gboolean
choose_herring (Gen *gen, guint h)
{
  guint32 reals[PW_CONNECTING_WALL_MAX_GROUPS];
  guint nr = 0;
  guint64 cards = 0;
  for (guint i = 0; i < gen->G * gen->K; i++)
    if (gen->herring_of[i] == h)
      {
        reals[nr++] = gen->reals[i / gen->K];
        cards |= G_GUINT64_CONSTANT (1) << i;
      }
  if (nr == 0)
    {
      gen->herrings[h] = 0;
      return TRUE;
    }
  guint n;
  const guint32 *partners = pw_connecting_wall_cjk_table_partners (gen->table, reals[0], &n);
  g_autoptr (GArray) candidates = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GArray) common = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < n; i++)
    {
      guint32 c = partners[i];
      if ((i > 0 && partners[i - 1] == c) || component_taken (gen, c, h)
          || !pw_connecting_wall_reach_fits (&gen->reach, c, cards, NULL))
        continue;
      gboolean all = TRUE;
      for (guint r = 0; r < nr && all; r++)
        all = pick_char (gen, reals[r], c, 0, FALSE) != 0;
      if (!all)
        continue;
      g_array_append_val (candidates, c);
      gboolean usual = TRUE;
      for (guint r = 0; r < nr && usual; r++)
        usual = has_common_char (gen, reals[r], c);
      if (usual)
        g_array_append_val (common, c);
    }
  /* Herrings that make common characters with every real component give
   * a wall people can read; rarer ones when there are none, and in one
   * attempt out of four, since a common herring can leave none for a
   * later one. */
  if (common->len > 0 && gen->prefer_common)
    {
      g_array_set_size (candidates, 0);
      g_array_append_vals (candidates, common->data, common->len);
    }
  if (candidates->len == 0)
    return FALSE;
  gen->herrings[h] = g_array_index (candidates, guint32,
                                    pw_rng_below (&gen->rng, candidates->len));
  pw_connecting_wall_reach_add (&gen->reach, gen->herrings[h], cards);
  return TRUE;
}

static GArray *
parse_components (const PwConnectingWallCjkTable *table, const char *text, GError **error)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint32));
  /* The separators people type: ASCII commas and spaces, and the
   * ideographic comma and enumeration comma. */
  g_autofree char *ascii = g_strdup (text);
  g_autoptr (GString) normal = g_string_new (ascii);
  g_string_replace (normal, "，", ",", 0);
  g_string_replace (normal, "、", ",", 0);
  g_auto (GStrv) parts = g_strsplit_set (normal->str, ", \t", -1);
  for (guint i = 0; parts[i]; i++)
    {
      if (*parts[i] == '\0')
        continue;
      gunichar c;
      guint n = 0;
      if (pw_connecting_wall_cjk_is_han_char (parts[i], &c) || (g_utf8_validate (parts[i], -1, NULL)
                                                && g_utf8_strlen (parts[i], -1) == 1
                                                && (c = g_utf8_get_char (parts[i]))))
        pw_connecting_wall_cjk_table_partners (table, c, &n);
      if (n == 0)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("components: “%s” is not a component of any two-part character in "
                         "the decomposition table"),
                       parts[i]);
          g_array_unref (out);
          return NULL;
        }
      g_array_append_val (out, c);
    }
  return out;
}

static PwConnectingWallModel *
build_model (Gen *gen, guint depth)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (gen->K);
  m->depth = depth;
  for (guint g = 0; g < gen->G; g++)
    {
      char name[8] = { 0 };
      g_unichar_to_utf8 (gen->reals[g], name);
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, name);
      for (guint k = 0; k < gen->K; k++)
        {
          char text[8] = { 0 };
          g_unichar_to_utf8 (gen->chars[g * gen->K + k], text);
          pw_connecting_wall_card_add (grp, text);
        }
    }
  return m;
}

/* The real components must not share a category at the wall's depth
 * (one would then be on two rows): FALSE with it in @clash. */
static gboolean
reach_reals (Gen *gen, guint32 *clash)
{
  for (guint g = 0; g < gen->G; g++)
    {
      guint64 row = ((G_GUINT64_CONSTANT (1) << gen->K) - 1) << (g * gen->K);
      if (!pw_connecting_wall_reach_fits (&gen->reach, gen->reals[g], row, clash))
        return FALSE;
      pw_connecting_wall_reach_add (&gen->reach, gen->reals[g], row);
    }
  return TRUE;
}

/* One try: the first @n_fixed components of @pool and others from the
 * rest of it at random as the real ones; herrings on at most @share
 * cards each.  FALSE when it failed, with @clash set when the real
 * components themselves share a category at the wall's depth. */
static gboolean
attempt (Gen *gen, GArray *pool, guint n_fixed, guint share, guint32 *clash)
{
  pw_connecting_wall_reach_clear (&gen->reach);
  pw_connecting_wall_reach_init (&gen->reach, gen->table, gen->depth, gen->K, gen->G);
  pw_connecting_wall_gen_pick_reals (gen, pool, n_fixed);
  if (!reach_reals (gen, clash) || !lay_herrings (gen, share))
    return FALSE;
  for (guint h = 0; h < gen->H; h++)
    if (!choose_herring (gen, h))
      return FALSE;
  for (guint i = 0; i < gen->G * gen->K; i++)
    {
      gen->chars[i] = pick_char (gen, gen->reals[i / gen->K],
                                 gen->herrings[gen->herring_of[i]], i, TRUE);
      if (gen->chars[i] == 0)
        return FALSE;
    }
  return TRUE;
}

/* Tries @max attempts on @pool, keeping its first @n_fixed components,
 * until a wall verifies unique and its own validate finds nothing to
 * say; the wall, or NULL (with @error set on cancel, and when the given
 * components can never make one). */
PwModel *
pw_connecting_wall_gen_search (Gen *gen, GArray *pool, guint n_fixed, guint depth, guint max, PwProgress *progress,
        GCancellable *cancellable, GError **error)
{
  g_autofree guint *shared = gen->shared = pw_connecting_wall_gen_shared_partners (gen, pool);
  for (guint a = 0; a < max; a++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      if (progress)
        pw_progress_set_fraction (progress, (double) a / max);
      gen->prefer_common = a % 4 != 3;
      /* Herrings on K − 1 cards mislead most (the Lion Wall's); one try
       * in three puts each on two, which fewer characters can still
       * make (a school's list, a rare component). */
      guint32 clash = 0;
      if (!attempt (gen, pool, n_fixed, a % 3 == 2 ? 2 : gen->K - 1, &clash))
        {
          /* All the given components are always the rows: no other try
           * can do better. */
          if (clash && n_fixed == gen->G)
            {
              char name[8] = { 0 };
              g_unichar_to_utf8 (clash, name);
              g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                           _("components: at depth %u, “%s” is inside two of them, so it would "
                             "be a category of two rows; try a smaller depth or other "
                             "components"),
                           gen->depth, name);
              return NULL;
            }
          continue;
        }
      g_autoptr (PwModel) model = &build_model (gen, depth)->parent;
      PwConnectingWallModel *m = (PwConnectingWallModel *) model;
      m->script = gen->form;
      if (!pw_connecting_wall_fill_components (m, gen->table, NULL))
        continue;
      /* A candidate that needs long to tell is given up for the next:
       * all the attempts must fit in seconds. */
      g_autoptr (PwConnectingWallCount) count
        = pw_connecting_wall_count_within (m, 2, 0, CANDIDATE_BUDGET, cancellable, NULL);
      if (count == NULL || !count->complete || count->solutions != 1 || !count->intended)
        continue;
      /* The herrings were chosen to stay under a group's number of cards
       * at the wall's depth, but a character's own record may bring
       * more: the wall's own rules have the last word, so a generated
       * wall never opens with a warning. */
      g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
      if (problems->len == 0)
        return g_steal_pointer (&model);
    }
  return NULL;
}

/* The characters parameter, and the table it needs. */
static gboolean
read_characters (Gen *gen, const PwParams *params, const PwConnectingWallUnihan *unihan,
                 GError **error)
{
  const char *name = pw_params_get (params, "characters");
  gen->set = PW_CONNECTING_WALL_CHARS_COMMON;
  if (name && !pw_connecting_wall_chars_from_name (name, &gen->set))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("characters: “%s” is not common, standard, joyo, grade1 to grade6 or "
                     "any"), name);
      return FALSE;
    }
  gen->form = pw_connecting_wall_chars_form (gen->set);
  if (gen->set == PW_CONNECTING_WALL_CHARS_ANY)
    {
      /* Any character, but still in one form when the data says which. */
      gen->unihan = unihan;
      return TRUE;
    }
  if (unihan == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
                   _("characters=%s needs the Unihan character data: install Debian’s "
                     "unicode-data package and build again, or choose characters=any"),
                   pw_connecting_wall_chars_name (gen->set));
      return FALSE;
    }
  gen->unihan = unihan;
  return TRUE;
}

PwModel *
pw_connecting_wall_generate_with_table (const PwConnectingWallCjkTable *table,
                                        const PwConnectingWallUnihan *unihan,
                                        const PwParams *params, guint64 seed,
                                        PwProgress *progress, GCancellable *cancellable,
                                        GError **error)
{
  gint64 depth, k, g;
  if (!pw_params_get_int (params, "depth", 1, PW_CONNECTING_WALL_MAX_DEPTH, PW_CONNECTING_WALL_DEFAULT_DEPTH, &depth,
                          error)
      || !pw_params_get_int (params, "group-size", 3, PW_CONNECTING_WALL_MAX_GROUP_SIZE, 4, &k, error)
      || !pw_params_get_int (params, "groups", 2, PW_CONNECTING_WALL_MAX_GROUPS, 4, &g, error))
    return NULL;
  Gen gen = { .table = table, .G = (guint) g, .K = (guint) k, .depth = (guint) depth };
  if (!read_characters (&gen, params, unihan, error))
    return NULL;
  g_autofree guint8 *allowed = gen.allowed = g_malloc0 (PW_CONNECTING_WALL_GEN_ALLOWED_MEMO);
  gen.allowed_set = gen.set;
  gen.allowed_form = gen.form;
  const char *components = pw_params_get (params, "components");
  gboolean any = components == NULL || *components == '\0' || g_str_equal (components, "any");
  g_autoptr (GArray) pool = any ? pw_connecting_wall_gen_common_components (&gen, NULL)
                                : parse_components (table, components, error);
  if (pool == NULL)
    return NULL;
  if (pool->len < (guint) g && !any)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("components: %u given, but the wall has %u groups"), pool->len,
                   (guint) g);
      return NULL;
    }
  pw_rng_init (&gen.rng, seed);
  g_autoptr (GError) local = NULL;
  PwModel *wall = pool->len < (guint) g ? NULL
                                        : pw_connecting_wall_gen_search (&gen, pool,
                                                  pool->len == (guint) g && !any ? (guint) g : 0,
                                                  (guint) depth, PW_CONNECTING_WALL_GEN_ATTEMPTS, progress,
                                                  cancellable, &local);
  if (wall == NULL && local)
    g_propagate_error (error, g_steal_pointer (&local));
  else if (wall == NULL)
    pw_connecting_wall_gen_set_failure (&gen, any ? NULL : pool, (guint) depth, cancellable, error);
  pw_connecting_wall_reach_clear (&gen.reach);
  return wall;
}

PwModel *
pw_connecting_wall_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                  GCancellable *cancellable, GError **error)
{
  const char *language = pw_params_get (params, "language");
  if (language && !g_str_equal (language, "cjk") && !g_str_equal (language, "en"))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("language: “%s” is not cjk (characters by their components) or en "
                     "(English words)"), language);
      return NULL;
    }
  if (g_strcmp0 (language, "en") == 0)
    {
      const PwWordnet *wn = pw_wordnet_get_default (error);
      return wn ? pw_connecting_wall_generate_words (wn, params, seed, progress, cancellable,
                                                     error)
                : NULL;
    }
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (error);
  if (table == NULL)
    return NULL;
  /* Without Unihan only characters=any can work; read_characters says so. */
  const PwConnectingWallUnihan *unihan = pw_connecting_wall_unihan_get_default (NULL);
  return pw_connecting_wall_generate_with_table (table, unihan, params, seed, progress,
                                                 cancellable, error);
}
