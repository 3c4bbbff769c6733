/* connecting-wall-groupings.c — counting a wall's groupings over the sets
 * of cards left, remembered (the method is in the header). */
#include "connecting-wall-groupings.h"

#include <string.h>

#define MAX_CARDS 64
#define MAX_K 8
/* At most this many states are remembered (16 bytes each, in a table at
 * most half full: 16 MiB).  Past it the count is still right, only
 * slower: a state not remembered is counted again when met again. */
#define MEMO_MAX_ENTRIES (1u << 19)
/* How often (in steps) the cancellable is asked. */
#define CANCEL_EVERY 4096

struct _PwWallGroupings
{
  guint n, k;
  guint64 *masks; /* the categories with K cards or more, each set once */
  guint n_masks;
  /* The categories of each card, as indices into masks, in order:
   * card_cats[card_first[i] .. card_first[i + 1]). */
  guint card_first[MAX_CARDS + 1];
  guint16 *card_cats;
  /* binom[m][j] = C(m, j), saturating */
  guint64 binom[MAX_CARDS + 1][MAX_K + 1];
  guint64 cap;
  guint64 budget, steps, stop_at;
  gboolean over_budget, cancelled;
  GCancellable *cancellable;
  /* Open addressing, linear probing; key 0 is empty (the empty set of
   * cards is never stored: it has one grouping). */
  guint64 *keys, *values;
  gsize size, used;
};

static void
fill_binomials (PwWallGroupings *g)
{
  for (guint m = 0; m <= MAX_CARDS; m++)
    for (guint j = 0; j <= MAX_K; j++)
      {
        if (j == 0)
          g->binom[m][j] = 1;
        else if (m == 0)
          g->binom[m][j] = 0;
        else
          {
            guint64 a = g->binom[m - 1][j - 1], b = g->binom[m - 1][j];
            g->binom[m][j] = a > G_MAXUINT64 - b ? G_MAXUINT64 : a + b;
          }
      }
}

static int
cmp_u64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

PwWallGroupings *
pw_wall_groupings_new (guint n_cards, guint k, const guint64 *categories, guint n_categories,
                       guint64 cap, guint64 budget, GCancellable *cancellable)
{
  g_return_val_if_fail (n_cards <= MAX_CARDS && k >= 1 && k <= MAX_K, NULL);
  PwWallGroupings *g = g_new0 (PwWallGroupings, 1);
  g->n = n_cards;
  g->k = k;
  g->cap = cap ? cap : G_MAXUINT64;
  g->budget = budget;
  g->stop_at = budget ? budget : G_MAXUINT64;
  g->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  fill_binomials (g);

  /* Only categories that can make a group count; two on the same cards
   * make the same groups, so each set of cards is kept once. */
  guint64 all = n_cards == MAX_CARDS ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << n_cards) - 1;
  g->masks = g_new (guint64, MAX (n_categories, 1));
  for (guint i = 0; i < n_categories; i++)
    {
      guint64 mask = categories[i] & all;
      if ((guint) __builtin_popcountll (mask) >= k)
        g->masks[g->n_masks++] = mask;
    }
  qsort (g->masks, g->n_masks, sizeof (guint64), cmp_u64);
  guint kept = 0;
  for (guint i = 0; i < g->n_masks; i++)
    if (kept == 0 || g->masks[kept - 1] != g->masks[i])
      g->masks[kept++] = g->masks[i];
  g->n_masks = kept;

  guint total = 0;
  for (guint c = 0; c < n_cards; c++)
    for (guint j = 0; j < g->n_masks; j++)
      total += (g->masks[j] >> c) & 1;
  g->card_cats = g_new (guint16, MAX (total, 1));
  guint at = 0;
  for (guint c = 0; c < n_cards; c++)
    {
      g->card_first[c] = at;
      for (guint j = 0; j < g->n_masks; j++)
        if ((g->masks[j] >> c) & 1)
          g->card_cats[at++] = (guint16) j;
    }
  for (guint c = n_cards; c <= MAX_CARDS; c++)
    g->card_first[c] = at;
  return g;
}

void
pw_wall_groupings_free (PwWallGroupings *g)
{
  if (g == NULL)
    return;
  g_free (g->masks);
  g_free (g->card_cats);
  g_free (g->keys);
  g_free (g->values);
  g_clear_object (&g->cancellable);
  g_free (g);
}

gboolean
pw_wall_groupings_over_budget (const PwWallGroupings *g)
{
  return g->over_budget;
}

gboolean
pw_wall_groupings_cancelled (const PwWallGroupings *g)
{
  return g->cancelled;
}

guint64
pw_wall_groupings_steps (const PwWallGroupings *g)
{
  return g->steps;
}

/* ---- remembered counts ---- */

/* Every bit of the key moves every bit of the slot (MurmurHash3's
 * finalizer): the sets met deep in a search differ in their high cards
 * only, and a plain multiplication kept those bits out of the slot. */
static gsize
slot_of (guint64 key, gsize size)
{
  key ^= key >> 33;
  key *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  key ^= key >> 33;
  key *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  key ^= key >> 33;
  return (gsize) key & (size - 1);
}

static gboolean
memo_get (const PwWallGroupings *g, guint64 key, guint64 *value)
{
  if (g->size == 0)
    return FALSE;
  for (gsize i = slot_of (key, g->size);; i = (i + 1) & (g->size - 1))
    {
      if (g->keys[i] == key)
        {
          *value = g->values[i];
          return TRUE;
        }
      if (g->keys[i] == 0)
        return FALSE;
    }
}

static void
memo_insert (guint64 *keys, guint64 *values, gsize size, guint64 key, guint64 value)
{
  gsize i = slot_of (key, size);
  while (keys[i] != 0 && keys[i] != key)
    i = (i + 1) & (size - 1);
  keys[i] = key;
  values[i] = value;
}

static void
memo_put (PwWallGroupings *g, guint64 key, guint64 value)
{
  if (g->used >= MEMO_MAX_ENTRIES)
    return;
  if (2 * (g->used + 1) > g->size)
    {
      gsize size = g->size ? 2 * g->size : 1024;
      guint64 *keys = g_new0 (guint64, size), *values = g_new (guint64, size);
      for (gsize i = 0; i < g->size; i++)
        if (g->keys[i] != 0)
          memo_insert (keys, values, size, g->keys[i], g->values[i]);
      g_free (g->keys);
      g_free (g->values);
      g->keys = keys;
      g->values = values;
      g->size = size;
    }
  memo_insert (g->keys, g->values, g->size, key, value);
  g->used++;
}

/* ---- the search ---- */

/* One more step, or FALSE when the budget is spent or the search was
 * cancelled (both remembered: the search unwinds). */
static gboolean
spend (PwWallGroupings *g)
{
  if (g->over_budget || g->cancelled)
    return FALSE;
  if (++g->steps > g->stop_at)
    {
      g->over_budget = TRUE;
      return FALSE;
    }
  if (g->steps % CANCEL_EVERY == 0 && g_cancellable_is_cancelled (g->cancellable))
    {
      g->cancelled = TRUE;
      return FALSE;
    }
  return TRUE;
}

static gboolean
stopped (const PwWallGroupings *g)
{
  return g->over_budget || g->cancelled;
}

/* The card of @left that the fewest groups can hold (counted once per
 * category that makes them: an upper bound), or -1 when @left has no
 * grouping for a reason seen at once: a card in no group at all, or the
 * cards that only one category can hold need more of its groups than its
 * cards left make (K·⌈only/K⌉ of them), or more groups in all than @left
 * has cards for. */
static int
pivot (const PwWallGroupings *g, guint64 left)
{
  int best = -1;
  guint64 best_ways = G_MAXUINT64;
  /* The categories that are some card's only one, and those cards. */
  guint only_cat[MAX_CARDS], n_only = 0;
  guint64 only_cards[MAX_CARDS];
  for (guint64 rest = left; rest != 0; rest &= rest - 1)
    {
      guint c = (guint) __builtin_ctzll (rest);
      guint64 ways = 0;
      guint viable = 0, last = 0;
      for (guint j = g->card_first[c]; j < g->card_first[c + 1]; j++)
        {
          guint m = (guint) __builtin_popcountll (g->masks[g->card_cats[j]] & left);
          if (m >= g->k)
            {
              guint64 w = g->binom[m - 1][g->k - 1];
              ways = w > G_MAXUINT64 - ways ? G_MAXUINT64 : ways + w;
              viable++;
              last = g->card_cats[j];
            }
        }
      if (ways == 0)
        return -1;
      if (viable == 1)
        {
          guint i = 0;
          while (i < n_only && only_cat[i] != last)
            i++;
          if (i == n_only)
            {
              only_cat[n_only] = last;
              only_cards[n_only++] = 0;
            }
          only_cards[i] |= G_GUINT64_CONSTANT (1) << c;
        }
      if (ways < best_ways)
        {
          best_ways = ways;
          best = (int) c;
        }
    }
  guint needed = 0;
  for (guint i = 0; i < n_only; i++)
    {
      guint need = ((guint) __builtin_popcountll (only_cards[i]) + g->k - 1) / g->k;
      if (need * g->k > (guint) __builtin_popcountll (g->masks[only_cat[i]] & left))
        return -1;
      needed += need;
    }
  if (needed * g->k > (guint) __builtin_popcountll (left))
    return -1;
  return best;
}

/* The groups of @left that hold card @p: for each category of @p, every
 * K−1 other cards of it still left, skipping a group an earlier category
 * of @p already made. */
typedef struct
{
  const PwWallGroupings *g;
  guint64 left;
  guint p;
  guint cat;       /* index into card_cats, for the category at hand */
  guint npos;      /* the other cards of that category still left */
  guint8 pos[MAX_CARDS];
  guint8 idx[MAX_K];
  gboolean fresh;  /* the category at hand has given nothing yet */
} GroupIter;

/* Loads the category at it->cat, or the next that has K cards left;
 * FALSE when none is left. */
static gboolean
group_iter_load (GroupIter *it)
{
  const PwWallGroupings *g = it->g;
  guint r = g->k - 1;
  for (; it->cat < g->card_first[it->p + 1]; it->cat++)
    {
      guint64 others = g->masks[g->card_cats[it->cat]] & it->left
                       & ~(G_GUINT64_CONSTANT (1) << it->p);
      if ((guint) __builtin_popcountll (others) < r)
        continue;
      it->npos = 0;
      for (; others != 0; others &= others - 1)
        it->pos[it->npos++] = (guint8) __builtin_ctzll (others);
      for (guint i = 0; i < r; i++)
        it->idx[i] = (guint8) i;
      it->fresh = TRUE;
      return TRUE;
    }
  return FALSE;
}

static void
group_iter_init (GroupIter *it, const PwWallGroupings *g, guint64 left, guint p)
{
  it->g = g;
  it->left = left;
  it->p = p;
  it->cat = g->card_first[p];
  it->npos = 0;
  it->fresh = FALSE;
  group_iter_load (it);
}

/* The next K−1 of the category at hand; FALSE when it has no more. */
static gboolean
group_iter_advance (GroupIter *it)
{
  if (it->fresh)
    {
      it->fresh = FALSE;
      return TRUE;
    }
  int r = (int) it->g->k - 1;
  int i = r - 1;
  while (i >= 0 && it->idx[i] == it->npos - (guint) r + (guint) i)
    i--;
  if (i < 0)
    return FALSE;
  it->idx[i]++;
  for (int j = i + 1; j < r; j++)
    it->idx[j] = it->idx[j - 1] + 1;
  return TRUE;
}

static gboolean
group_iter_next (GroupIter *it, guint64 *group)
{
  const PwWallGroupings *g = it->g;
  guint end = g->card_first[it->p + 1];
  while (it->cat < end)
    {
      if (!group_iter_advance (it))
        {
          it->cat++;
          group_iter_load (it);
          continue;
        }
      guint64 mask = G_GUINT64_CONSTANT (1) << it->p;
      for (guint i = 0; i + 1 < g->k; i++)
        mask |= G_GUINT64_CONSTANT (1) << it->pos[it->idx[i]];
      /* Made by an earlier category of p too: taken there. */
      gboolean earlier = FALSE;
      for (guint j = g->card_first[it->p]; j < it->cat && !earlier; j++)
        earlier = (mask & ~g->masks[g->card_cats[j]]) == 0;
      if (earlier)
        continue;
      *group = mask;
      return TRUE;
    }
  return FALSE;
}

static guint64
ways (PwWallGroupings *g, guint64 left)
{
  if (left == 0)
    return 1;
  guint64 known;
  if (memo_get (g, left, &known))
    return known;
  int p = pivot (g, left);
  guint64 total = 0;
  if (p >= 0)
    {
      GroupIter it;
      group_iter_init (&it, g, left, (guint) p);
      guint64 group;
      while (group_iter_next (&it, &group))
        {
          if (!spend (g))
            return total;
          guint64 sub = ways (g, left & ~group);
          if (stopped (g))
            return total > G_MAXUINT64 - sub ? G_MAXUINT64 : total + sub;
          total = sub >= g->cap - total ? g->cap : total + sub;
          if (total >= g->cap)
            {
              total = g->cap;
              break;
            }
        }
    }
  memo_put (g, left, total);
  return total;
}

guint64
pw_wall_groupings_count (PwWallGroupings *g)
{
  guint64 all = g->n == MAX_CARDS ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << g->n) - 1;
  return ways (g, all);
}

typedef struct
{
  PwWallGroupingFunc func;
  gpointer data;
  guint64 leaves; /* groupings reached */
  guint64 path[MAX_CARDS];
} Listing;

static int
cmp_first_card (gconstpointer a, gconstpointer b)
{
  int x = __builtin_ctzll (*(const guint64 *) a), y = __builtin_ctzll (*(const guint64 *) b);
  return x - y;
}

/* Gives the groupings of @left after the @depth groups on the path;
 * FALSE once the listing is to stop.  A depth-first walk that needs no
 * counts (counting a branch in full could take the whole budget before
 * the first grouping): it skips the sets of cards known to have no
 * grouping, those counted so and those it walked in full to no end. */
static gboolean
list (PwWallGroupings *g, Listing *l, guint64 left, guint depth)
{
  if (left == 0)
    {
      l->leaves++;
      guint64 groups[MAX_CARDS];
      memcpy (groups, l->path, depth * sizeof (guint64));
      qsort (groups, depth, sizeof (guint64), cmp_first_card);
      return l->func (groups, depth, l->data);
    }
  guint64 known;
  if (memo_get (g, left, &known) && known == 0)
    return TRUE;
  int p = pivot (g, left);
  if (p < 0)
    return TRUE;
  guint64 before = l->leaves;
  GroupIter it;
  group_iter_init (&it, g, left, (guint) p);
  guint64 group;
  while (group_iter_next (&it, &group))
    {
      if (!spend (g))
        return FALSE;
      l->path[depth] = group;
      if (!list (g, l, left & ~group, depth + 1))
        return FALSE;
    }
  if (l->leaves == before)
    memo_put (g, left, 0);
  return TRUE;
}

void
pw_wall_groupings_foreach (PwWallGroupings *g, PwWallGroupingFunc func, gpointer data)
{
  if (g->cancelled)
    return;
  /* Listing has a budget of its own: counting may have spent all of its. */
  g->over_budget = FALSE;
  g->stop_at = g->budget ? g->steps + g->budget : G_MAXUINT64;
  Listing l = { func, data, 0, { 0 } };
  guint64 all = g->n == MAX_CARDS ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << g->n) - 1;
  list (g, &l, all, 0);
}
