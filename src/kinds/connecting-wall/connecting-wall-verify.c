/* connecting-wall-verify.c — a wall's groupings counted (by
 * connecting-wall-groupings.c) and put in words. */
#include "connecting-wall-verify.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "connecting-wall-groupings.h"
#include "connecting-wall-specific.h"
#include "pw-error.h"

void
pw_connecting_wall_count_free (PwConnectingWallCount *count)
{
  if (count == NULL)
    return;
  g_array_unref (count->sets);
  g_ptr_array_unref (count->groupings);
  g_free (count);
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

static int
cmp_u64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

/* The index of @mask in count->sets, added when new. */
static guint
set_index (PwConnectingWallCount *count, guint64 mask)
{
  for (guint i = 0; i < count->sets->len; i++)
    if (g_array_index (count->sets, guint64, i) == mask)
      return i;
  g_array_append_val (count->sets, mask);
  return count->sets->len - 1;
}

typedef struct
{
  PwConnectingWallCount *count;
  guint keep;
  const guint64 *rows; /* the designer's rows, sorted */
  guint n_rows;
} Collect;

/* Keeps the groupings that are not the rows, up to c->keep. */
static gboolean
collect (const guint64 *groups, guint n_groups, gpointer data)
{
  Collect *c = data;
  guint64 sorted[64];
  memcpy (sorted, groups, n_groups * sizeof (guint64));
  qsort (sorted, n_groups, sizeof (guint64), cmp_u64);
  if (n_groups == c->n_rows && memcmp (sorted, c->rows, n_groups * sizeof (guint64)) == 0)
    return TRUE;
  /* In the order of the cards they start with, so an alternative reads
   * top to bottom. */
  GArray *g = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_groups);
  for (guint i = 0; i < n_groups; i++)
    {
      guint index = set_index (c->count, groups[i]);
      g_array_append_val (g, index);
    }
  g_ptr_array_add (c->count->groupings, g);
  return c->count->groupings->len < c->keep;
}

/* The designer's rows as card masks, sorted, into @rows; TRUE when they
 * are a grouping: every row K cards that share a category. */
static gboolean
rows_of (const PwConnectingWallModel *m, const GArray *categories, guint64 *rows,
         guint *n_rows)
{
  gboolean grouping = TRUE;
  guint first = 0;
  *n_rows = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      guint len = ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
      guint64 mask = 0;
      for (guint j = 0; j < len && first + j < 64; j++)
        mask |= G_GUINT64_CONSTANT (1) << (first + j);
      first += len;
      rows[(*n_rows)++] = mask;
      gboolean shared = FALSE;
      for (guint i = 0; i < categories->len && !shared; i++)
        shared = (mask & ~g_array_index (categories, guint64, i)) == 0;
      grouping = grouping && len == m->group_size && shared;
    }
  qsort (rows, *n_rows, sizeof (guint64), cmp_u64);
  return grouping;
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
  if (n == 0 || n % k != 0 || n > 64 || k > PW_CONNECTING_WALL_MAX_GROUP_SIZE
      || m->groups->len > PW_CONNECTING_WALL_MAX_GROUPS)
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
  /* Each category as the mask of the cards it is on. */
  g_autoptr (GPtrArray) names = card_categories (m);
  g_autoptr (GArray) categories = g_array_sized_new (FALSE, FALSE, sizeof (guint64), names->len);
  for (guint i = 0; i < names->len; i++)
    {
      guint64 mask = 0;
      for (guint j = 0; j < n; j++)
        if (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, j, NULL, NULL),
                                                  names->pdata[i]))
          mask |= G_GUINT64_CONSTANT (1) << j;
      g_array_append_val (categories, mask);
    }

  guint64 rows[PW_CONNECTING_WALL_MAX_GROUPS];
  guint n_rows;
  count->intended = rows_of (m, categories, rows, &n_rows);

  g_autoptr (PwWallGroupings) search
    = pw_wall_groupings_new (n, k, (const guint64 *) categories->data, categories->len, limit,
                             budget, cancellable);
  count->solutions = pw_wall_groupings_count (search);
  count->over_budget = pw_wall_groupings_over_budget (search);
  count->complete = !count->over_budget && (limit == 0 || count->solutions < limit);
  /* A search stopped early has counted the branches it finished; the
   * rows, when they are a grouping, are one whatever it reached. */
  if (count->intended && count->solutions == 0)
    count->solutions = 1;
  if (count->intended)
    for (guint i = 0; i < n_rows; i++)
      set_index (count, rows[i]);
  if (keep > 0 && !pw_wall_groupings_cancelled (search)
      && (count->solutions > 1 || !count->intended))
    {
      Collect c = { count, keep, rows, n_rows };
      pw_wall_groupings_foreach (search, collect, &c);
    }
  count->nodes = pw_wall_groupings_steps (search);
  if (pw_wall_groupings_cancelled (search))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was cancelled"));
      return NULL;
    }
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
