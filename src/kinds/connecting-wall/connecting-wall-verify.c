/* connecting-wall-verify.c — counting groupings with the exact-cover engine. */
#include "connecting-wall-verify.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "connecting-wall-specific.h"
#include "pw-error.h"
#include "pw-xcc.h"

static void
set_free (gpointer data)
{
  PwConnectingWallSet *s = data;
  g_ptr_array_unref (s->categories);
  g_free (s);
}

void
pw_connecting_wall_count_free (PwConnectingWallCount *count)
{
  if (count == NULL)
    return;
  g_ptr_array_unref (count->sets);
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

typedef struct
{
  PwConnectingWallCount *count;
  GHashTable *by_mask; /* guint64 * → set index + 1 */
} Builder;

static void
add_set (Builder *b, guint64 mask, const char *category)
{
  guint idx = GPOINTER_TO_UINT (g_hash_table_lookup (b->by_mask, &mask));
  PwConnectingWallSet *s;
  if (idx == 0)
    {
      s = g_new0 (PwConnectingWallSet, 1);
      s->cards = mask;
      s->categories = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (b->count->sets, s);
      guint64 *key = g_new (guint64, 1);
      *key = mask;
      g_hash_table_insert (b->by_mask, key, GUINT_TO_POINTER (b->count->sets->len));
    }
  else
    s = b->count->sets->pdata[idx - 1];
  g_ptr_array_add (s->categories, g_strdup (category));
}

/* Every K-subset of @cards (indices, ascending). */
static void
add_subsets (Builder *b, const guint *cards, guint n, guint k, const char *category)
{
  guint pick[PW_CONNECTING_WALL_MAX_GROUP_SIZE];
  for (guint i = 0; i < k; i++)
    pick[i] = i;
  for (;;)
    {
      guint64 mask = 0;
      for (guint i = 0; i < k; i++)
        mask |= G_GUINT64_CONSTANT (1) << cards[pick[i]];
      add_set (b, mask, category);
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
    masks[i] = ((PwConnectingWallSet *) c->count->sets->pdata[options[i]])->cards;
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
          if (((PwConnectingWallSet *) c->count->sets->pdata[options[j]])->cards == masks[i])
            g_array_append_val (g, options[j]);
      g_ptr_array_add (c->count->groupings, g);
    }
  return TRUE;
}

PwConnectingWallCount *
pw_connecting_wall_count (const PwConnectingWallModel *m, guint64 limit, guint keep, GCancellable *cancellable,
               GError **error)
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
  count->sets = g_ptr_array_new_with_free_func (set_free);
  count->groupings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GHashTable) by_mask = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                          NULL);
  Builder b = { count, by_mask };
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
      add_subsets (&b, cards, nc, k, name);
    }

  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  if (pw_xcc_add_items (xcc, n, PW_XCC_PRIMARY, error) < 0)
    return NULL;
  for (guint i = 0; i < count->sets->len; i++)
    {
      guint items[PW_CONNECTING_WALL_MAX_GROUP_SIZE], ni = 0;
      guint64 mask = ((PwConnectingWallSet *) count->sets->pdata[i])->cards;
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
                             .cancellable = cancellable };
      PwXccResult result = { 0 };
      gboolean ok = pw_xcc_solve (xcc, &config, &result, error);
      count->solutions = result.solutions;
      count->complete = result.complete;
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
      PwConnectingWallSet *s = count->sets->pdata[g_array_index (grouping, guint, i)];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      for (guint j = 0; j < 64; j++)
        if (s->cards & (G_GUINT64_CONSTANT (1) << j))
          json_builder_add_string_value (b, pw_connecting_wall_card_at (m, j, NULL, NULL)->text);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "positions");
      json_builder_begin_array (b);
      for (guint j = 0; j < 64; j++)
        if (s->cards & (G_GUINT64_CONSTANT (1) << j))
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
      g_autoptr (GPtrArray) names = g_ptr_array_sized_new (s->categories->len);
      for (guint j = 0; j < s->categories->len; j++)
        g_ptr_array_add (names, s->categories->pdata[j]);
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
