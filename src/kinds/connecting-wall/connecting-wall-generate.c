/* connecting-wall-generate.c — the Lion Wall generator.
 *
 * Each card is a character made of exactly two components: its group's
 * real component and a herring component.  Herrings are laid out so that
 * each is on at most K−1 cards and never twice in a row (for 4×4 the
 * pattern of the Lion Wall: each row shares herrings with two others);
 * components are then chosen so that every card has a character the
 * sheet's font can print, and the wall is kept only when it verifies
 * unique with the categories at the chosen depth.  Same seed, same wall. */
#include "connecting-wall-generate.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "connecting-wall-components.h"
#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-rng.h"

#define MAX_ATTEMPTS 400
/* The work one candidate's count may do (pw-xcc.h): a 400th of a verify's. */
#define CANDIDATE_BUDGET (PW_CONNECTING_WALL_COUNT_BUDGET / 400)
#define COMMON 32
#define MAX_CARDS (PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE)

typedef struct
{
  const PwConnectingWallCjkTable *table;
  PwRng rng;
  guint G, K, H;
  guint32 reals[PW_CONNECTING_WALL_MAX_GROUPS];
  guint32 herrings[MAX_CARDS];
  guint herring_of[MAX_CARDS]; /* card g * K + k → herring index */
  guint32 chars[MAX_CARDS];
  gboolean prefer_common; /* this attempt prefers herrings of common characters */
} Gen;

/* The Lion Wall's herrings (its categories 5 6 7 8 9 0 as 0…5). */
static const guint lion_pattern[16] = { 0, 1, 2, 3, 1, 2, 3, 4, 5, 2, 3, 4, 5, 0, 1, 4 };

static gboolean
lay_herrings (Gen *gen)
{
  if (gen->G == 4 && gen->K == 4)
    {
      gen->H = 6;
      memcpy (gen->herring_of, lion_pattern, sizeof lion_pattern);
      return TRUE;
    }
  guint n = gen->G * gen->K;
  gen->H = MAX (gen->G + gen->K - 2, (n + gen->K - 2) / (gen->K - 1));
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
            if (!in_row && used[h] < gen->K - 1)
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
        if ((pass == 1 || basic) && !char_used (gen, c, upto) && pw_connecting_wall_cjk_printable (c))
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
    if (t[3 * i + 2] >= 0x4E00 && t[3 * i + 2] <= 0x9FFF && pw_connecting_wall_cjk_printable (t[3 * i + 2]))
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
  for (guint i = 0; i < gen->G * gen->K; i++)
    if (gen->herring_of[i] == h)
      reals[nr++] = gen->reals[i / gen->K];
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
      if ((i > 0 && partners[i - 1] == c) || component_taken (gen, c, h))
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
  return TRUE;
}

typedef struct
{
  guint32 id;
  guint count;
} Tally;

static int
cmp_tally (gconstpointer a, gconstpointer b)
{
  const Tally *x = a, *y = b;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* The components in the most two-component characters ("any"). */
static GArray *
common_components (const PwConnectingWallCjkTable *table)
{
  g_autoptr (GArray) tallies = g_array_new (FALSE, FALSE, sizeof (Tally));
  /* Partners of every key are contiguous by first component: walk keys. */
  for (guint32 id = 0x2E80; id < 0x30000; id++)
    {
      guint n;
      pw_connecting_wall_cjk_table_partners (table, id, &n);
      if (n > 0 && pw_connecting_wall_cjk_printable (id))
        {
          Tally t = { id, n };
          g_array_append_val (tallies, t);
        }
    }
  g_array_sort (tallies, cmp_tally);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < tallies->len && i < COMMON; i++)
    g_array_append_val (out, g_array_index (tallies, Tally, i).id);
  return out;
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

static gboolean
attempt (Gen *gen, GArray *pool, gboolean pool_is_exact)
{
  /* The real components: the given ones, or G from the pool. */
  g_autoptr (GArray) shuffled = g_array_copy (pool);
  if (!pool_is_exact)
    pw_rng_shuffle (&gen->rng, shuffled->data, shuffled->len, sizeof (guint32));
  for (guint g = 0; g < gen->G; g++)
    gen->reals[g] = g_array_index (shuffled, guint32, g);
  if (!lay_herrings (gen))
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

PwModel *
pw_connecting_wall_generate_with_table (const PwConnectingWallCjkTable *table, const PwParams *params, guint64 seed,
                             PwProgress *progress, GCancellable *cancellable, GError **error)
{
  gint64 depth, k, g;
  if (!pw_params_get_int (params, "depth", 1, PW_CONNECTING_WALL_MAX_DEPTH, PW_CONNECTING_WALL_DEFAULT_DEPTH, &depth,
                          error)
      || !pw_params_get_int (params, "group-size", 3, PW_CONNECTING_WALL_MAX_GROUP_SIZE, 4, &k, error)
      || !pw_params_get_int (params, "groups", 2, PW_CONNECTING_WALL_MAX_GROUPS, 4, &g, error))
    return NULL;
  const char *components = pw_params_get (params, "components");
  gboolean any = components == NULL || *components == '\0' || g_str_equal (components, "any");
  g_autoptr (GArray) pool = any ? common_components (table)
                                : parse_components (table, components, error);
  if (pool == NULL)
    return NULL;
  if (pool->len < (guint) g)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("components: %u given, but the wall has %u groups"), pool->len,
                   (guint) g);
      return NULL;
    }
  Gen gen = { .table = table, .G = (guint) g, .K = (guint) k };
  pw_rng_init (&gen.rng, seed);
  for (guint a = 0; a < MAX_ATTEMPTS; a++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      if (progress)
        pw_progress_set_fraction (progress, (double) a / MAX_ATTEMPTS);
      gen.prefer_common = a % 4 != 3;
      if (!attempt (&gen, pool, !any && pool->len == (guint) g))
        continue;
      g_autoptr (PwModel) model = &build_model (&gen, (guint) depth)->parent;
      PwConnectingWallModel *m = (PwConnectingWallModel *) model;
      if (!pw_connecting_wall_fill_components (m, table, error))
        return NULL;
      /* A candidate that needs long to tell is given up for the next:
       * MAX_ATTEMPTS of them must fit in seconds. */
      g_autoptr (PwConnectingWallCount) count
        = pw_connecting_wall_count_within (m, 2, 0, CANDIDATE_BUDGET, cancellable, NULL);
      if (count && count->complete && count->solutions == 1 && count->intended)
        return g_steal_pointer (&model);
    }
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("No wall with one answer found from these components in %u tries; try "
                 "other components, a smaller wall or a smaller depth"),
               MAX_ATTEMPTS);
  return NULL;
}

PwModel *
pw_connecting_wall_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                  GCancellable *cancellable, GError **error)
{
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (error);
  if (table == NULL)
    return NULL;
  return pw_connecting_wall_generate_with_table (table, params, seed, progress, cancellable, error);
}
