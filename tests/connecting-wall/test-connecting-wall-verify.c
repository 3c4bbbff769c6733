/* Connecting walls: counting groupings (hand-checked walls, an ambiguous
 * one with its alternatives, random walls against a brute force over
 * partitions, the cap), validation, loading and the wall-text format. */
#include <string.h>

#include "connecting-wall-json.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-text.h"
#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-kinds.h"
#include "pw-rng.h"
#include "pw-xcc.h"
#include "wall-from.h"

static PwConnectingWallCount *
count_of (PwConnectingWallModel *m, guint64 limit)
{
  g_autoptr (GError) error = NULL;
  PwConnectingWallCount *c = pw_connecting_wall_count (m, limit, 20, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (c);
  return c;
}

/* The Lion Wall's pattern with its categories as numbers (1–4 real). */
static const char *const lion[] = {
  "a:1,5 b:1,6 c:1,7 d:1,8",
  "e:2,6 f:2,7 g:2,8 h:2,9",
  "i:3,0 j:3,7 k:3,8 l:3,9",
  "m:4,0 n:4,5 o:4,6 p:4,9",
  NULL,
};

static void
test_lion_pattern (void)
{
  g_autoptr (PwModel) model = &wall_from (4, lion)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
  g_assert_cmpuint (c->solutions, ==, 1);
  g_assert_true (c->complete);
  g_assert_true (c->intended);
  g_assert_cmpuint (c->groupings->len, ==, 0);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, c);
  g_assert_true (r->ok);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (r->details), "solutions"),
                   ==, 1);
  /* Every herring of the pattern is on at most 3 cards, each real
   * category on one row: no problem with the catalogue. */
  g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* Two rows, each card on two categories: by letter or by digit.
 * By hand: {A,B}{C,D} (x, y) and {A,C}{B,D} (p, q) — two groupings. */
static void
test_ambiguous (void)
{
  static const char *const rows[] = { "A:x,p B:x,q", "C:y,p D:y,q", NULL };
  g_autoptr (PwModel) model = &wall_from (2, rows)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
  g_assert_cmpuint (c->solutions, ==, 2);
  g_assert_true (c->intended);
  g_assert_cmpuint (c->groupings->len, ==, 1);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, c);
  g_assert_false (r->ok);
  g_assert_nonnull (strstr (r->summary, "2 groupings"));
  JsonArray *alts = json_object_get_array_member (json_node_get_object (r->details),
                                                  "alternatives");
  g_assert_cmpuint (json_array_get_length (alts), ==, 1);
  JsonArray *groups = json_array_get_array_element (alts, 0);
  g_assert_cmpuint (json_array_get_length (groups), ==, 2);
  JsonObject *g0 = json_array_get_object_element (groups, 0);
  JsonArray *cards = json_object_get_array_member (g0, "cards");
  g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "A");
  g_assert_cmpstr (json_array_get_string_element (cards, 1), ==, "C");
  JsonArray *cats = json_object_get_array_member (g0, "categories");
  g_assert_cmpuint (json_array_get_length (cats), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (cats, 0), ==, "p");
  JsonObject *g1 = json_array_get_object_element (groups, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (g1,
                                                                                "categories"),
                                                  0),
                   ==, "q");
}

/* Two categories that claim the same cards make one grouping, not two. */
static void
test_same_set_counts_once (void)
{
  static const char *const rows[] = { "A:x,z B:x,z", "C:y D:y", NULL };
  g_autoptr (PwModel) model = &wall_from (2, rows)->parent;
  g_autoptr (PwConnectingWallCount) c = count_of ((PwConnectingWallModel *) model, 0);
  g_assert_cmpuint (c->solutions, ==, 1);
  g_assert_cmpuint (c->sets->len, ==, 2);
  g_autoptr (GPtrArray) shared
    = pw_connecting_wall_set_categories ((PwConnectingWallModel *) model,
                                         g_array_index (c->sets, guint64, 0));
  g_assert_cmpuint (shared->len, ==, 2);
}

static void
test_no_grouping (void)
{
  static const char *const rows[] = { "A:x B:y", "C:x D:z", NULL };
  g_autoptr (PwModel) model = &wall_from (2, rows)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
  g_assert_cmpuint (c->solutions, ==, 0);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, c);
  g_assert_false (r->ok);
}

/* Brute force: the partitions of the cards into groups of K sharing a
 * category, by taking the lowest card left and every K−1 others. */
static guint64
brute (PwConnectingWallModel *m, guint64 left, guint n)
{
  if (left == 0)
    return 1;
  guint first = (guint) __builtin_ctzll (left);
  guint others[64], no = 0;
  for (guint i = first + 1; i < n; i++)
    if (left & (G_GUINT64_CONSTANT (1) << i))
      others[no++] = i;
  guint k = m->group_size;
  guint64 total = 0;
  guint pick[8];
  if (no < k - 1)
    return 0;
  for (guint i = 0; i < k - 1; i++)
    pick[i] = i;
  for (;;)
    {
      /* Do the K cards share a category? */
      PwConnectingWallCard *c0 = pw_connecting_wall_card_at (m, first, NULL, NULL);
      gboolean shared = FALSE;
      for (guint j = 0; j < c0->categories->len && !shared; j++)
        {
          shared = TRUE;
          for (guint i = 0; i < k - 1 && shared; i++)
            shared = pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, others[pick[i]], NULL, NULL),
                                                c0->categories->pdata[j]);
        }
      if (shared)
        {
          guint64 rest = left & ~(G_GUINT64_CONSTANT (1) << first);
          for (guint i = 0; i < k - 1; i++)
            rest &= ~(G_GUINT64_CONSTANT (1) << others[pick[i]]);
          total += brute (m, rest, n);
        }
      int i = (int) k - 2;
      while (i >= 0 && pick[i] == no - (k - 1) + (guint) i)
        i--;
      if (i < 0)
        break;
      pick[i]++;
      for (guint j = (guint) i + 1; j < k - 1; j++)
        pick[j] = pick[j - 1] + 1;
    }
  return total;
}

/* The groupings kept: as many as there are besides the rows (up to the
 * 20 asked for), each a partition of the cards into groups that share a
 * category, no two the same, none the rows. */
static void
check_listed (PwConnectingWallModel *m, PwConnectingWallCount *c, guint n, guint64 expected)
{
  guint64 others = expected - (c->intended ? 1 : 0);
  g_assert_cmpuint (c->groupings->len, ==, MIN (others, 20));
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < c->groupings->len; i++)
    {
      GArray *grouping = c->groupings->pdata[i];
      guint64 covered = 0, signature = 0;
      gboolean rows = TRUE;
      for (guint j = 0; j < grouping->len; j++)
        {
          guint64 cards = g_array_index (c->sets, guint64, g_array_index (grouping, guint, j));
          g_assert_cmpuint (__builtin_popcountll (cards), ==, m->group_size);
          g_assert_cmpuint (covered & cards, ==, 0);
          covered |= cards;
          signature = signature * 1000003 + cards;
          g_autoptr (GPtrArray) shared = pw_connecting_wall_set_categories (m, cards);
          g_assert_cmpuint (shared->len, >, 0);
          guint first = (guint) __builtin_ctzll (cards);
          rows = rows && first % m->group_size == 0
                 && cards == ((G_GUINT64_CONSTANT (1) << m->group_size) - 1) << first;
        }
      g_assert_cmpuint (covered, ==, (G_GUINT64_CONSTANT (1) << n) - 1);
      g_assert_false (rows);
      for (guint j = 0; j < seen->len; j++)
        g_assert_cmpuint (*(guint64 *) seen->pdata[j], !=, signature);
      g_ptr_array_add (seen, g_memdup2 (&signature, sizeof signature));
    }
}

static void
test_against_brute_force (void)
{
  static const guint shapes[][3] = { { 3, 3, 4 }, { 4, 4, 6 }, { 3, 4, 5 }, { 4, 3, 3 },
                                     { 2, 5, 3 } };
  guint ambiguous = 0;
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    for (guint seed = 0; seed < 40; seed++)
      {
        guint G = shapes[s][0], K = shapes[s][1], n_cat = shapes[s][2];
        PwRng rng;
        pw_rng_init (&rng, seed * 31 + s);
        g_autoptr (PwModel) model = &pw_connecting_wall_model_new (K)->parent;
        PwConnectingWallModel *m = (PwConnectingWallModel *) model;
        for (guint g = 0; g < G; g++)
          {
            PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
            for (guint k = 0; k < K; k++)
              {
                g_autofree char *text = g_strdup_printf ("c%u", g * K + k);
                PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, text);
                for (guint j = 0; j < n_cat; j++)
                  if (pw_rng_below (&rng, 100) < 45)
                    {
                      g_autofree char *cat = g_strdup_printf ("k%u", j);
                      pw_connecting_wall_card_add_category (c, cat);
                      pw_connecting_wall_category_ensure (m, cat, TRUE);
                    }
              }
          }
        g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
        guint64 expected = brute (m, (G_GUINT64_CONSTANT (1) << (G * K)) - 1, G * K);
        g_assert_cmpuint (c->solutions, ==, expected);
        ambiguous += expected > 1;
        check_listed (m, c, G * K, expected);
      }
  /* The random walls must exercise the interesting case. */
  g_assert_cmpuint (ambiguous, >, 10);
}

/* The groupings by an independent method: core's exact cover (Knuth's
 * Algorithm X), every K-subset of every category an option, each set of
 * cards once. */
static guint64
by_exact_cover (PwConnectingWallModel *m, guint n)
{
  guint k = m->group_size;
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (guint64));
  for (guint c = 0; c < m->categories->len; c++)
    {
      const char *name = ((PwConnectingWallCategory *) m->categories->pdata[c])->name;
      guint cards[64], nc = 0;
      for (guint i = 0; i < n; i++)
        if (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, i, NULL, NULL), name))
          cards[nc++] = i;
      /* Every K-subset by its bits, over the masks of nc bits. */
      for (guint64 pick = 0; nc <= 20 && pick < (G_GUINT64_CONSTANT (1) << nc); pick++)
        if ((guint) __builtin_popcountll (pick) == k)
          {
            guint64 mask = 0;
            for (guint i = 0; i < nc; i++)
              if (pick & (G_GUINT64_CONSTANT (1) << i))
                mask |= G_GUINT64_CONSTANT (1) << cards[i];
            gboolean seen = FALSE;
            for (guint j = 0; j < options->len && !seen; j++)
              seen = g_array_index (options, guint64, j) == mask;
            if (!seen)
              g_array_append_val (options, mask);
          }
    }
  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  g_assert_cmpint (pw_xcc_add_items (xcc, n, PW_XCC_PRIMARY, NULL), >=, 0);
  for (guint j = 0; j < options->len; j++)
    {
      guint items[8], ni = 0;
      for (guint i = 0; i < n; i++)
        if (g_array_index (options, guint64, j) & (G_GUINT64_CONSTANT (1) << i))
          items[ni++] = i;
      g_assert_cmpint (pw_xcc_add_option_items (xcc, items, ni, NULL), >=, 0);
    }
  if (options->len == 0)
    return 0;
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT };
  PwXccResult result = { 0 };
  g_assert_true (pw_xcc_solve (xcc, &config, &result, NULL));
  g_assert_true (result.complete);
  guint64 solutions = result.solutions;
  pw_xcc_result_clear (&result);
  return solutions;
}

/* Walls too large for the brute force (up to 36 cards, categories on up
 * to a third of them, herrings and rows), against the exact cover. */
static void
test_against_exact_cover (void)
{
  static const guint shapes[][4] = { /* groups, K, categories, per cent */
                                     { 4, 4, 8, 30 }, { 5, 5, 10, 25 }, { 6, 4, 10, 25 },
                                     { 4, 6, 8, 35 }, { 6, 6, 12, 22 }, { 3, 8, 6, 40 } };
  guint ambiguous = 0, unique = 0, none = 0;
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    for (guint seed = 0; seed < 15; seed++)
      {
        guint G = shapes[s][0], K = shapes[s][1], n_cat = shapes[s][2], pc = shapes[s][3];
        PwRng rng;
        pw_rng_init (&rng, 7919 * seed + s);
        g_autoptr (PwModel) model = &pw_connecting_wall_model_new (K)->parent;
        PwConnectingWallModel *m = (PwConnectingWallModel *) model;
        for (guint g = 0; g < G; g++)
          {
            PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
            g_autofree char *row = g_strdup_printf ("row%u", g);
            pw_connecting_wall_category_ensure (m, row, FALSE);
            for (guint k = 0; k < K; k++)
              {
                g_autofree char *text = g_strdup_printf ("c%u", g * K + k);
                PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, text);
                /* Every row but, in odd walls, the last keeps its own
                 * category: walls with none, one and many groupings. */
                if (seed % 2 == 0 || g + 1 < G)
                  pw_connecting_wall_card_add_category (c, row);
                for (guint j = 0; j < n_cat; j++)
                  if (pw_rng_below (&rng, 100) < pc)
                    {
                      g_autofree char *cat = g_strdup_printf ("k%u", j);
                      pw_connecting_wall_card_add_category (c, cat);
                      pw_connecting_wall_category_ensure (m, cat, TRUE);
                    }
              }
          }
        g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
        g_assert_true (c->complete);
        guint64 expected = by_exact_cover (m, G * K);
        g_assert_cmpuint (c->solutions, ==, expected);
        check_listed (m, c, G * K, expected);
        ambiguous += expected > 1;
        unique += expected == 1;
        none += expected == 0;
      }
  g_test_message ("%u ambiguous, %u with one grouping, %u with none", ambiguous, unique, none);
  g_assert_cmpuint (ambiguous, >, 10);
  g_assert_cmpuint (unique, >, 10);
  g_assert_cmpuint (none, >, 3);
}

/* Every card on one category: 16! / (4!^4 · 4!) = 2 627 625 groupings,
 * counted up to a cap, and the verdict says "at least"; a 3×3 wall so,
 * 9! / (3!^3 · 3!) = 280, counted in full. */
static void
test_cap (void)
{
  static const char *const rows[] = { "a:x b:x c:x d:x", "e:x f:x g:x h:x",
                                      "i:x j:x k:x l:x", "m:x n:x o:x p:x", NULL };
  g_autoptr (PwModel) model = &wall_from (4, rows)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_autoptr (PwConnectingWallCount) c = count_of (m, 1000);
  g_assert_false (c->complete);
  g_assert_cmpuint (c->solutions, ==, 1000);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, c);
  g_assert_false (r->ok);
  g_assert_true (g_str_has_prefix (r->summary, "At least 1000"));
  static const char *const small[] = { "a:x b:x c:x", "d:x e:x f:x", "g:x h:x i:x", NULL };
  g_autoptr (PwModel) model3 = &wall_from (3, small)->parent;
  g_autoptr (PwConnectingWallCount) all = count_of ((PwConnectingWallModel *) model3, 0);
  g_assert_true (all->complete);
  g_assert_cmpuint (all->solutions, ==, 280);
}

/* An 8×8 wall, each row with its own category; @big names a second
 * category for card i, or NULL. */
static PwConnectingWallModel *
wall_8x8 (const char *(*big) (guint i))
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (8);
  for (guint r = 0; r < 8; r++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, NULL);
      g_autofree char *row = g_strdup_printf ("row%u", r);
      for (guint j = 0; j < 8; j++)
        {
          guint i = r * 8 + j;
          g_autofree char *text = g_strdup_printf ("c%u", i);
          PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, text);
          pw_connecting_wall_card_add_category (c, row);
          pw_connecting_wall_category_ensure (m, row, TRUE);
          const char *other = big (i);
          if (other)
            {
              pw_connecting_wall_card_add_category (c, other);
              pw_connecting_wall_category_ensure (m, other, TRUE);
            }
        }
    }
  pw_connecting_wall_classify_categories (m);
  return m;
}

static const char *
three_big (guint i)
{
  return i < 23 ? "A" : i < 46 ? "B" : "C";
}

static const char *
columns (guint i)
{
  static const char *const names[] = { "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7" };
  return names[i % 8];
}

static const char *
all_one (guint i)
{
  return "x";
}

/* 8×8 walls with large categories, which the exact cover over every
 * K-subset could not count (three categories on 23, 23 and 18 cards were
 * a million options and a search that stopped at its budget): counted
 * over the cards left, they finish, and the counts are the ones known by
 * hand; only a wall with no end of groupings meets the budget, and then
 * the verdict says so and still counts the rows as one. */
static void
test_large_categories (void)
{
  g_autoptr (PwModel) model = &wall_8x8 (three_big)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (PwConnectingWallCount) c = count_of (m, 10000);
  g_test_message ("counted %" G_GUINT64_FORMAT " in %" G_GUINT64_FORMAT " steps, %.3f s",
                  c->solutions, c->nodes, (g_get_monotonic_time () - start) / 1e6);
  g_assert_false (c->over_budget);
  g_assert_false (c->complete);
  g_assert_cmpuint (c->solutions, ==, 10000);
  g_assert_true (c->intended);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, c);
  g_assert_false (r->ok);
  g_assert_true (g_str_has_prefix (r->summary, "At least 10000 groupings"));
  g_assert_cmpuint (c->groupings->len, ==, 20);

  /* Rows and columns: two groupings, by hand. */
  g_autoptr (PwModel) grid = &wall_8x8 (columns)->parent;
  g_autoptr (PwConnectingWallCount) two = count_of ((PwConnectingWallModel *) grid, 0);
  g_assert_true (two->complete);
  g_assert_cmpuint (two->solutions, ==, 2);
  g_assert_cmpuint (two->groupings->len, ==, 1);

  /* Every card of a 4×4 wall on one category: 16! / (4!^4 · 4!) =
   * 2 627 625 groupings, counted in full. */
  static const char *const rows[] = { "a:x b:x c:x d:x", "e:x f:x g:x h:x",
                                      "i:x j:x k:x l:x", "m:x n:x o:x p:x", NULL };
  g_autoptr (PwModel) model4 = &wall_from (4, rows)->parent;
  g_autoptr (PwConnectingWallCount) every = count_of ((PwConnectingWallModel *) model4, 0);
  g_assert_true (every->complete);
  g_assert_cmpuint (every->solutions, ==, 2627625);

  /* Every card of the 8×8 wall on one category too: 64! / (8!^8 · 8!)
   * groupings, more than a search can count.  A small budget stops it;
   * the verdict says "at least", why, and counts at least the rows. */
  g_autoptr (PwModel) model_x = &wall_8x8 (all_one)->parent;
  g_autoptr (PwConnectingWallCount) few
    = pw_connecting_wall_count_within ((PwConnectingWallModel *) model_x, 0, 3, 100000, NULL,
                                       NULL);
  g_assert_nonnull (few);
  g_assert_true (few->over_budget);
  g_assert_false (few->complete);
  g_assert_true (few->intended);
  g_assert_cmpuint (few->solutions, >, 0);
  g_assert_cmpuint (few->groupings->len, ==, 3);
  g_autoptr (PwResult) stopped = pw_connecting_wall_verify_result ((PwConnectingWallModel *) model_x,
                                                                 few);
  g_assert_false (stopped->ok);
  g_assert_nonnull (strstr (stopped->summary, "stopped after"));
  g_assert_null (strstr (stopped->summary, "No grouping"));
  JsonObject *o = json_node_get_object (stopped->details);
  g_assert_false (json_object_get_boolean_member (o, "complete"));
  g_assert_true (json_object_get_boolean_member (o, "stopped"));
}

/* A wall whose rows are a grouping is never called groupless, however
 * early the search stops: with a budget of one step, "at least 1". */
static void
test_rows_count_when_stopped (void)
{
  g_autoptr (PwModel) model = &wall_8x8 (all_one)->parent;
  g_autoptr (PwConnectingWallCount) c
    = pw_connecting_wall_count_within ((PwConnectingWallModel *) model, 0, 0, 1, NULL, NULL);
  g_assert_true (c->over_budget);
  g_assert_cmpuint (c->solutions, ==, 1);
  g_autofree char *verdict = pw_connecting_wall_verdict (c);
  g_assert_true (g_str_has_prefix (verdict, "At least 1 grouping"));
}

/* Cancelling stops the count with G_IO_ERROR_CANCELLED and no result. */
static void
test_count_cancelled (void)
{
  g_autoptr (PwModel) model = &wall_8x8 (all_one)->parent;
  g_autoptr (GCancellable) cancel = g_cancellable_new ();
  g_cancellable_cancel (cancel);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwConnectingWallCount) c
    = pw_connecting_wall_count_within ((PwConnectingWallModel *) model, 0, 5, 0, cancel, &error);
  g_assert_null (c);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static gboolean
has_problem (GPtrArray *problems, const char *path, const char *fragment)
{
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      if (g_str_equal (p->path, path) && strstr (p->message, fragment))
        return TRUE;
    }
  return FALSE;
}

static void
test_validate (void)
{
  static const char *const rows[] = { "Ace:x,h Bee:x,h Cee:x,h", "ace:y,h Dee:y", NULL };
  g_autoptr (PwModel) model = &wall_from (3, rows)->parent;
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  pw_connecting_wall_category_ensure (m, "lonely", TRUE);
  g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
  g_assert_true (has_problem (problems, "$.puzzle.groups[1].cards", "Row 2 has 2 cards, not 3"));
  g_assert_true (has_problem (problems, "$.puzzle.groups[1].cards[0]", "“ace”"));
  g_assert_true (has_problem (problems, "$.puzzle.groups[1].cards[0]", "repeats"));
  PwConnectingWallCategory *h = pw_connecting_wall_category_find (m, "h");
  g_assert_true (h->herring);
  guint hi = 0;
  while (m->categories->pdata[hi] != h)
    hi++;
  g_autofree char *hpath = g_strdup_printf ("$.puzzle.categories[%u]", hi);
  g_assert_true (has_problem (problems, hpath, "red herring “h” is on 4 cards"));
  g_autofree char *lpath = g_strdup_printf ("$.puzzle.categories[%u]", m->categories->len - 1);
  g_assert_true (has_problem (problems, lpath, "“lonely” is on no card"));
}

static void
expect_load_error (const char *json, const char *fragment)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) m = pw_connecting_wall_load (json_parser_get_root (parser), "$.puzzle", &error);
  g_assert_null (m);
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not name “%s”", error->message, fragment);
}

static void
test_load_errors (void)
{
  expect_load_error ("{\"groups\": []}", "$.puzzle");
  expect_load_error ("{\"group-size\": 9, \"groups\": []}", "$.puzzle.group-size");
  expect_load_error ("{\"group-size\": 2, \"groups\": [{\"cards\": [{\"text\": 3}]}]}",
                     "$.puzzle.groups[0].cards[0].text");
  expect_load_error ("{\"group-size\": 2, \"groups\": [{\"cards\": [1,2,3,4,5,6,7,8,9]}]}",
                     "$.puzzle.groups[0].cards");
  expect_load_error ("{\"group-size\": 2, \"categories\": [{\"name\": \"a\"}, {\"name\": \"a\"}],"
                     " \"groups\": [{\"cards\": []}]}",
                     "$.puzzle.categories[1]");
}

static void
test_save_load_round_trip (void)
{
  g_autoptr (PwModel) model = &wall_from (4, lion)->parent;
  g_autoptr (JsonNode) node = pw_connecting_wall_save (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) back = pw_connecting_wall_load (node, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (model, back));
  g_autoptr (PwModel) copy = pw_model_copy (model);
  g_assert_true (pw_model_equal (model, copy));
}

static void
test_wall_text (void)
{
  static const char text[] =
    "# Terms for zero\n"
    "Nil\tLove\tDuck\tGoose egg\n"
    "# Poker terms\n"
    "Deuce Bullet Crab Cowboy\n"
    "\n"
    "Ace Kite Fish Carpet\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_connecting_wall_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_assert_cmpuint (m->group_size, ==, 4);
  g_assert_cmpuint (m->groups->len, ==, 3);
  g_assert_false (m->cjk);
  g_assert_cmpstr (pw_connecting_wall_card_at (m, 3, NULL, NULL)->text, ==, "Goose egg");
  g_assert_cmpstr (((PwConnectingWallGroup *) m->groups->pdata[1])->connection, ==, "Poker terms");
  g_assert_true (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, 5, NULL, NULL), "Poker terms"));
  g_assert_true (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, 9, NULL, NULL), "Group 3"));
  g_autoptr (PwConnectingWallCount) c = count_of (m, 0);
  g_assert_cmpuint (c->solutions, ==, 1);

  g_autofree char *out = pw_connecting_wall_text_export (model, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (out, "# Terms for zero\nNil\tLove\tDuck\tGoose egg\n"));
  g_autoptr (PwModel) back = pw_connecting_wall_text_import (out, strlen (out), &error);
  g_assert_no_error (error);
  g_autofree char *again = pw_connecting_wall_text_export (back, &error);
  g_assert_cmpstr (out, ==, again);

  static const char short_row[] = "a b c\nd e\n";
  g_autoptr (PwModel) bad = pw_connecting_wall_text_import (short_row, strlen (short_row), &error);
  g_assert_null (bad);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "line 2"));
  g_clear_error (&error);
  static const char bad_utf8[] = "a b\n\xff c\n";
  g_assert_null (pw_connecting_wall_text_import (bad_utf8, strlen (bad_utf8), &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/wall/lion-pattern", test_lion_pattern);
  g_test_add_func ("/wall/ambiguous", test_ambiguous);
  g_test_add_func ("/wall/same-set-once", test_same_set_counts_once);
  g_test_add_func ("/wall/no-grouping", test_no_grouping);
  g_test_add_func ("/wall/brute-force", test_against_brute_force);
  g_test_add_func ("/wall/against-exact-cover", test_against_exact_cover);
  g_test_add_func ("/wall/cap", test_cap);
  g_test_add_func ("/wall/large-categories", test_large_categories);
  g_test_add_func ("/wall/rows-count-when-stopped", test_rows_count_when_stopped);
  g_test_add_func ("/wall/count-cancelled", test_count_cancelled);
  g_test_add_func ("/wall/validate", test_validate);
  g_test_add_func ("/wall/load-errors", test_load_errors);
  g_test_add_func ("/wall/round-trip", test_save_load_round_trip);
  g_test_add_func ("/wall/wall-text", test_wall_text);
  return g_test_run ();
}
