/* connecting-wall-verify.c — counting groupings with the exact-cover engine. */
#include "connecting-wall-verify.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "connecting-wall-specific.h"
#include "pw-error.h"
#include "pw-xcc.h"

void
pw_connecting_wall_count_free (PwConnectingWallCount *count)
{
  if (count == NULL)
    return;
  g_array_unref (count->sets);
  g_ptr_array_unref (count->groupings);
  g_free (count);
}

static guint64
binomial (guint n, guint k)
{
  guint64 r = 1;
  for (guint i = 1; i <= k; i++)
    {
      r = r * (n - k + i) / i;
      if (r > PW_CONNECTING_WALL_MAX_OPTIONS)
        return PW_CONNECTING_WALL_MAX_OPTIONS + 1;
    }
  return r;
}

/* Every K-subset of @cards (indices, ascending), as masks. */
static void
add_subsets (GArray *sets, const guint *cards, guint n, guint k)
{
  guint pick[PW_CONNECTING_WALL_MAX_GROUP_SIZE];
  for (guint i = 0; i < k; i++)
    pick[i] = i;
  for (;;)
    {
      guint64 mask = 0;
      for (guint i = 0; i < k; i++)
        mask |= G_GUINT64_CONSTANT (1) << cards[pick[i]];
      g_array_append_val (sets, mask);
      int i = (int) k - 1;
      while (i >= 0 && pick[i] == n - k + (guint) i)
        i--;
      if (i < 0)
        return;
      pick[i]++;
      for (guint j = (guint) i + 1; j < k; j++)
        pick[j] = pick[j - 1] + 1;
    }
}

typedef struct
{
  guint64 mask;
  guint index;
} Entry;

static int
cmp_entry (gconstpointer a, gconstpointer b)
{
  const Entry *x = a, *y = b;
  if (x->mask != y->mask)
    return x->mask < y->mask ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Drops the masks met before (two categories on the same cards make one
 * option), keeping the first of each where it was.  Sorting, not a hash
 * table: a million masks of cards 46–63 all collided in g_int64_hash,
 * and the table cost far more memory than the masks. */
static void
drop_repeats (GArray *sets)
{
  guint n = sets->len;
  if (n < 2)
    return;
  Entry *e = g_new (Entry, n);
  for (guint i = 0; i < n; i++)
    e[i] = (Entry){ g_array_index (sets, guint64, i), i };
  qsort (e, n, sizeof (Entry), cmp_entry);
  guint8 *repeat = g_new0 (guint8, n);
  for (guint i = 1; i < n; i++)
    if (e[i].mask == e[i - 1].mask)
      repeat[e[i].index] = 1;
  g_free (e);
  guint kept = 0;
  for (guint i = 0; i < n; i++)
    if (!repeat[i])
      g_array_index (sets, guint64, kept++) = g_array_index (sets, guint64, i);
  g_array_set_size (sets, kept);
  g_free (repeat);
}

/* The categories named on cards, in the order first met. */
static GPtrArray *
card_categories (const PwConnectingWallModel *m)
{
  GPtrArray *names = g_ptr_array_new ();
  guint n = pw_connecting_wall_n_cards (m);
  for (guint i = 0; i < n; i++)
    {
      PwConnectingWallCard *c = pw_connecting_wall_card_at (m, i, NULL, NULL);
      for (guint j = 0; j < c->categories->len; j++)
        {
          gboolean seen = FALSE;
          for (guint l = 0; l < names->len && !seen; l++)
            seen = g_str_equal (names->pdata[l], c->categories->pdata[j]);
          if (!seen)
            g_ptr_array_add (names, c->categories->pdata[j]);
        }
    }
  return names;
}

GPtrArray *
pw_connecting_wall_set_categories (const PwConnectingWallModel *m, guint64 cards)
{
  GPtrArray *names = card_categories (m);
  guint n = pw_connecting_wall_n_cards (m), kept = 0;
  for (guint i = 0; i < names->len; i++)
    {
      gboolean all = TRUE;
      for (guint j = 0; j < n && j < 64 && all; j++)
        if (cards & (G_GUINT64_CONSTANT (1) << j))
          all = pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, j, NULL, NULL),
                                                      names->pdata[i]);
      if (all)
        names->pdata[kept++] = names->pdata[i];
    }
  g_ptr_array_set_size (names, kept);
  return names;
}

typedef struct
{
  PwConnectingWallCount *count;
  guint keep;
  guint64 *rows; /* the designer's row masks, sorted */
  guint n_rows;
} Collect;

static int
cmp_u64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static gboolean
on_solution (PwXcc *xcc, const guint *options, guint n_options, gpointer data)
{
  Collect *c = data;
  guint64 masks[PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE];
  for (guint i = 0; i < n_options; i++)
    masks[i] = g_array_index (c->count->sets, guint64, options[i]);
  qsort (masks, n_options, sizeof (guint64), cmp_u64);
  if (n_options == c->n_rows && memcmp (masks, c->rows, n_options * sizeof (guint64)) == 0)
    {
      c->count->intended = TRUE;
      return TRUE;
    }
  if (c->count->groupings->len < c->keep)
    {
      GArray *g = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_options);
      /* Kept in the order of the cards they start with, so an
       * alternative reads top to bottom. */
      for (guint i = 0; i < n_options; i++)
        for (guint j = 0; j < n_options; j++)
          if (g_array_index (c->count->sets, guint64, options[j]) == masks[i])
            g_array_append_val (g, options[j]);
      g_ptr_array_add (c->count->groupings, g);
    }
  return TRUE;
}

PwConnectingWallCount *
pw_connecting_wall_count (const PwConnectingWallModel *m, guint64 limit, guint keep, GCancellable *cancellable,
               GError **error)
{
  return pw_connecting_wall_count_within (m, limit, keep, PW_CONNECTING_WALL_COUNT_BUDGET,
                                          cancellable, error);
}

PwConnectingWallCount *
pw_connecting_wall_count_within (const PwConnectingWallModel *m, guint64 limit, guint keep,
                                 guint64 budget, GCancellable *cancellable, GError **error)
{
  guint n = pw_connecting_wall_n_cards (m), k = m->group_size;
  if (n == 0 || n % k != 0 || n > 64)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The wall has %u card, which do not split into groups of %u",
                                "The wall has %u cards, which do not split into groups of %u",
                                n),
                   n, k);
      return NULL;
    }
  g_autoptr (PwConnectingWallCount) count = g_new0 (PwConnectingWallCount, 1);
  count->sets = g_array_new (FALSE, FALSE, sizeof (guint64));
  count->groupings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) names = card_categories (m);
  guint64 total = 0;
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      guint cards[64], nc = 0;
      for (guint j = 0; j < n; j++)
        if (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, j, NULL, NULL), name))
          cards[nc++] = j;
      if (nc < k)
        continue;
      total += binomial (nc, k);
      if (total > PW_CONNECTING_WALL_MAX_OPTIONS)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("Too many ways to pick groups: the category “%s” is on %u cards"),
                       name, nc);
          return NULL;
        }
      add_subsets (count->sets, cards, nc, k);
    }
  drop_repeats (count->sets);

  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  if (pw_xcc_add_items (xcc, n, PW_XCC_PRIMARY, error) < 0)
    return NULL;
  for (guint i = 0; i < count->sets->len; i++)
    {
      guint items[PW_CONNECTING_WALL_MAX_GROUP_SIZE], ni = 0;
      guint64 mask = g_array_index (count->sets, guint64, i);
      for (guint j = 0; j < n; j++)
        if (mask & (G_GUINT64_CONSTANT (1) << j))
          items[ni++] = j;
      if (pw_xcc_add_option_items (xcc, items, ni, error) < 0)
        return NULL;
    }

  guint64 rows[PW_CONNECTING_WALL_MAX_GROUPS];
  guint n_rows = 0, first = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      guint len = ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
      guint64 mask = 0;
      for (guint j = 0; j < len; j++)
        mask |= G_GUINT64_CONSTANT (1) << (first + j);
      first += len;
      rows[n_rows++] = mask;
    }
  qsort (rows, n_rows, sizeof (guint64), cmp_u64);
  Collect c = { count, keep, rows, n_rows };
  /* Every option has K cards, so a set of options covering all is a
   * grouping; with no option for some card there is none at all. */
  if (count->sets->len > 0)
    {
      PwXccConfig config = { .mode = PW_XCC_MODE_ENUMERATE, .limit = limit,
                             .solution_func = on_solution, .user_data = &c,
                             .cancellable = cancellable, .budget = budget };
      PwXccResult result = { 0 };
      gboolean ok = pw_xcc_solve (xcc, &config, &result, error);
      count->solutions = result.solutions;
      count->complete = result.complete;
      count->over_budget = result.over_budget;
      count->nodes = result.nodes;
      pw_xcc_result_clear (&result);
      if (!ok)
        return NULL;
    }
  else
    count->complete = TRUE;
  return g_steal_pointer (&count);
}

static void
add_grouping (JsonBuilder *b, const PwConnectingWallModel *m, const PwConnectingWallCount *count, GArray *grouping)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < grouping->len; i++)
    {
      guint64 cards = g_array_index (count->sets, guint64, g_array_index (grouping, guint, i));
      g_autoptr (GPtrArray) categories = pw_connecting_wall_set_categories (m, cards);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (guint j = 0; j < 64; j++)
        if (cards & (G_GUINT64_CONSTANT (1) << j))
          json_builder_add_string_value (b, pw_connecting_wall_card_at (m, j, NULL, NULL)->text);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "positions");
      json_builder_begin_array (b);
      for (guint j = 0; j < 64; j++)
        if (cards & (G_GUINT64_CONSTANT (1) << j))
          {
            guint g, k;
            pw_connecting_wall_card_at (m, j, &g, &k);
            json_builder_begin_array (b);
            json_builder_add_int_value (b, g);
            json_builder_add_int_value (b, k);
            json_builder_end_array (b);
          }
      json_builder_end_array (b);
      /* The most specific first: the one the editor names the group by. */
      g_autoptr (GPtrArray) names = g_ptr_array_sized_new (categories->len);
      for (guint j = 0; j < categories->len; j++)
        g_ptr_array_add (names, categories->pdata[j]);
      pw_connecting_wall_sort_specific (m, m->cjk ? pw_connecting_wall_cjk_table_get_default (NULL)
                                                  : NULL,
                                        names);
      json_builder_set_member_name (b, "categories");
      json_builder_begin_array (b);
      for (guint j = 0; j < names->len; j++)
        json_builder_add_string_value (b, names->pdata[j]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

char *
pw_connecting_wall_verdict (const PwConnectingWallCount *count)
{
  guint64 n = count->solutions;
  if (count->over_budget && n == 0)
    return g_strdup_printf (_("No grouping found before the search stopped after %" PRIu64
                              " steps: too many ways to try; give the large categories "
                              "fewer cards"),
                            count->nodes);
  if (count->over_budget)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "At least %" PRIu64 " grouping (stopped after %"
                                         PRIu64 " steps of search): too many ways to try; "
                                         "give the large categories fewer cards",
                                         "At least %" PRIu64 " groupings (stopped after %"
                                         PRIu64 " steps of search): too many ways to try; "
                                         "give the large categories fewer cards",
                                         n),
                            n, count->nodes);
  if (!count->complete)
    return g_strdup_printf (_("At least %" PRIu64 " groupings: the wall has more than one answer"),
                            n);
  if (n == 0)
    return g_strdup (_("No grouping: the cards do not split into groups that each share a "
                       "category"));
  if (n == 1 && count->intended)
    return g_strdup (_("Unique: the cards split into groups one way only"));
  if (n == 1)
    return g_strdup (_("One grouping, but not the rows as laid out"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%" PRIu64 " grouping: the wall has more than one answer",
                                       "%" PRIu64 " groupings: the wall has more than one answer",
                                       n),
                          n);
}

PwResult *
pw_connecting_wall_verify_result (const PwConnectingWallModel *m, const PwConnectingWallCount *count)
{
  PwResult *r = pw_result_new ();
  r->ok = count->complete && count->solutions == 1 && count->intended;
  guint64 n = count->solutions;
  r->summary = pw_connecting_wall_verdict (count);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, (gint64) MIN (n, (guint64) G_MAXINT64));
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, count->complete);
  json_builder_set_member_name (b, "stopped");
  json_builder_add_boolean_value (b, count->over_budget);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) MIN (count->nodes, (guint64) G_MAXINT64));
  json_builder_set_member_name (b, "intended");
  json_builder_add_boolean_value (b, count->intended);
  json_builder_set_member_name (b, "alternatives");
  json_builder_begin_array (b);
  for (guint i = 0; i < count->groupings->len; i++)
    add_grouping (b, m, count, count->groupings->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}
