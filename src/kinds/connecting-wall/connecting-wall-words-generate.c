/* connecting-wall-words-generate.c — English walls: G connections of the
 * list (or the designer's), K familiar kinds of each, and red herrings
 * that truly are two things: a card of one row that is also, by another
 * of its meanings, of a connection of the list that is no row's
 * (ORANGE in Fruits is a colour too).  Each such herring connection is
 * on two to K − 1 cards of different rows, so it never makes a group;
 * no card is of another row's connection; and the wall is kept only when
 * it verifies unique with every connection the data gives its cards, and
 * validates without a warning.  Same seed, same wall. */
#include "connecting-wall-words.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-rng.h"

#define ATTEMPTS 300
/* Connections a card is checked against: a mask of 64 bits. */
#define MAX_CATEGORIES 64
/* Herring connections a wall is given at most. */
#define MAX_HERRINGS 3
/* A row's other cards come from its most familiar kinds. */
#define PLAIN_FROM 20

typedef struct
{
  const PwWordnet *wn;
  GPtrArray *cats;    /* PwConnectingWallWordsCategory * */
  GPtrArray *words;   /* char *: every kind of every connection, once */
  GArray *member;     /* guint64 per word: the connections it is, by any meaning */
  GArray *familiar;   /* guint64 per word: those it is familiarly */
  GHashTable *index;  /* word → its index + 1 */
  guint64 *above;     /* per connection: the connections that hold all its kinds */
  guint G, K;
  guint n_fixed;      /* the first connections are the designer's */
  PwRng rng;
} Words;

static guint64
bit (guint c)
{
  return G_GUINT64_CONSTANT (1) << c;
}

/* Which connections hold all the kinds of another (Carnivores hold
 * Dogs): they are never two rows, and a row's broader names are no
 * herring. */
static void
index_nesting (Words *w)
{
  w->above = g_new0 (guint64, w->cats->len);
  for (guint a = 0; a < w->cats->len; a++)
    for (guint b = 0; b < w->cats->len; b++)
      if (a != b
          && pw_wordnet_synset_is_a (w->wn, ((PwConnectingWallWordsCategory *) w->cats->pdata[a])->synset,
                                     ((PwConnectingWallWordsCategory *) w->cats->pdata[b])->synset))
        w->above[a] |= bit (b);
}

/* Every word of every connection, and what each is. */
static void
index_words (Words *w)
{
  w->index = g_hash_table_new (g_str_hash, g_str_equal);
  w->words = g_ptr_array_new_with_free_func (g_free);
  w->member = g_array_new (FALSE, TRUE, sizeof (guint64));
  w->familiar = g_array_new (FALSE, TRUE, sizeof (guint64));
  for (guint c = 0; c < w->cats->len; c++)
    {
      PwConnectingWallWordsCategory *cat = w->cats->pdata[c];
      for (guint i = 0; i < cat->words->len; i++)
        if (!g_hash_table_contains (w->index, cat->words->pdata[i]))
          {
            char *word = g_strdup (cat->words->pdata[i]);
            g_ptr_array_add (w->words, word);
            g_hash_table_insert (w->index, word, GUINT_TO_POINTER (w->words->len));
          }
    }
  g_array_set_size (w->member, w->words->len);
  g_array_set_size (w->familiar, w->words->len);
  for (guint i = 0; i < w->words->len; i++)
    {
      gint id = pw_wordnet_find_word (w->wn, w->words->pdata[i]);
      for (guint c = 0; id >= 0 && c < w->cats->len; c++)
        {
          guint count;
          PwConnectingWallWordsCategory *cat = w->cats->pdata[c];
          if (!pw_wordnet_is_a (w->wn, (guint32) id, cat->synset, &count))
            continue;
          g_array_index (w->member, guint64, i) |= bit (c);
          if (count > 0)
            g_array_index (w->familiar, guint64, i) |= bit (c);
        }
    }
}

static gint
word_index (Words *w, const char *word)
{
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (w->index, word)) - 1;
}

/* The words of connection @r that are of no other row's connection. */
static GArray *
row_words (Words *w, guint r, guint64 rows)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  PwConnectingWallWordsCategory *cat = w->cats->pdata[r];
  for (guint i = 0; i < cat->words->len; i++)
    {
      gint k = word_index (w, cat->words->pdata[i]);
      if (k >= 0 && (g_array_index (w->member, guint64, k) & rows) == bit (r))
        g_array_append_val (out, k);
    }
  return out;
}

/* Whether word @k is on the wall already, or a word of the same meaning
 * is: two cards a player cannot tell apart. */
static gboolean
used (Words *w, const guint *cards, const guint *filled, guint k)
{
  for (guint g = 0; g < w->G; g++)
    for (guint i = 0; i < filled[g]; i++)
      {
        guint on = cards[g * w->K + i];
        if (on == k || pw_wordnet_same_meaning (w->wn, w->words->pdata[on], w->words->pdata[k]))
          return TRUE;
      }
  return FALSE;
}

/* The connections that hold all the kinds of one in @cats. */
static guint64
above_any (Words *w, guint64 cats)
{
  guint64 out = 0;
  for (guint c = 0; c < w->cats->len; c++)
    if (cats & bit (c))
      out |= w->above[c];
  return out;
}

/* Picks the rows' connections: the designer's, then others at random
 * with enough kinds. */
static gboolean
pick_rows (Words *w, guint *rows)
{
  g_autofree guint *order = g_new (guint, w->cats->len);
  guint n = 0;
  for (guint c = w->n_fixed; c < w->cats->len; c++)
    if (((PwConnectingWallWordsCategory *) w->cats->pdata[c])->words->len > w->K)
      order[n++] = c;
  pw_rng_shuffle (&w->rng, order, n, sizeof (guint));
  guint64 taken = 0;
  for (guint g = 0; g < w->n_fixed; g++)
    {
      rows[g] = g;
      taken |= bit (g);
    }
  for (guint g = w->n_fixed, i = 0; g < w->G; g++, i++)
    {
      /* No row may hold another's kinds, nor be held by it. */
      while (i < n && ((w->above[order[i]] & taken) || (above_any (w, taken) & bit (order[i]))))
        i++;
      if (i >= n)
        return FALSE;
      rows[g] = order[i];
      taken |= bit (order[i]);
    }
  return TRUE;
}

/* One try: the cards of each row (cards[g * K + k], word indices). */
static gboolean
attempt (Words *w, const guint *rows, guint *cards)
{
  guint64 row_mask = 0;
  for (guint g = 0; g < w->G; g++)
    row_mask |= bit (rows[g]);
  g_autoptr (GPtrArray) pools = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint g = 0; g < w->G; g++)
    g_ptr_array_add (pools, row_words (w, rows[g], row_mask));
  guint filled[PW_CONNECTING_WALL_MAX_GROUPS] = { 0 };

  /* Herrings: connections no row has, with a card familiarly of them in
   * at least two rows; each put on two rows, up to K − 1 in all. */
  g_autofree guint *herrings = g_new (guint, w->cats->len);
  guint nh = 0;
  guint64 broader = above_any (w, row_mask);
  for (guint c = 0; c < w->cats->len; c++)
    if (!((row_mask | broader) & bit (c)))
      herrings[nh++] = c;
  pw_rng_shuffle (&w->rng, herrings, nh, sizeof (guint));
  guint placed_herrings = 0;
  for (guint h = 0; h < nh && placed_herrings < MAX_HERRINGS; h++)
    {
      guint on = 0, last = 0;
      for (guint g = 0; g < w->G && on < w->K - 1; g++)
        {
          GArray *p = pools->pdata[g];
          if (filled[g] >= 2 || p->len == 0)
            continue;
          guint start = pw_rng_below (&w->rng, p->len);
          for (guint i = 0; i < p->len; i++)
            {
              guint k = g_array_index (p, guint, (start + i) % p->len);
              if ((g_array_index (w->familiar, guint64, k) & bit (herrings[h]))
                  && !used (w, cards, filled, k))
                {
                  cards[g * w->K + filled[g]++] = k;
                  on++;
                  last = g;
                  break;
                }
            }
        }
      /* A herring on one card misleads no one: take it back. */
      if (on == 1)
        filled[last]--;
      placed_herrings += on >= 2;
    }
  if (placed_herrings == 0)
    return FALSE;

  /* The rest of each row: kinds of its connection only, in a random
   * order, those of no other connection of the list first. */
  for (guint g = 0; g < w->G; g++)
    {
      GArray *p = pools->pdata[g];
      if (p->len > PLAIN_FROM)
        g_array_set_size (p, PLAIN_FROM);
      pw_rng_shuffle (&w->rng, p->data, p->len, sizeof (guint));
      for (guint pass = 0; pass < 2 && filled[g] < w->K; pass++)
        for (guint i = 0; i < p->len && filled[g] < w->K; i++)
          {
            guint k = g_array_index (p, guint, i);
            gboolean plain = g_array_index (w->member, guint64, k) == bit (rows[g]);
            if ((pass == 0) == plain && !used (w, cards, filled, k))
              cards[g * w->K + filled[g]++] = k;
          }
      if (filled[g] < w->K)
        return FALSE;
    }
  return TRUE;
}

/* The wall of @cards: each card's connections those of the data that
 * two cards or more share; NULL when one of the list's is on K cards or
 * more (a group the wall does not have). */
static PwConnectingWallModel *
build (Words *w, const guint *rows, const guint *cards)
{
  guint n = w->G * w->K;
  guint counts[MAX_CATEGORIES] = { 0 };
  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < w->cats->len; c++)
      counts[c] += (g_array_index (w->member, guint64, cards[i]) & bit (c)) != 0;
  guint64 row_mask = 0;
  for (guint g = 0; g < w->G; g++)
    row_mask |= bit (rows[g]);
  /* A broader name of a row (Carnivores for Dogs) says the same as the
   * row's own; it is left out, not counted as a herring. */
  guint64 broader = above_any (w, row_mask) & ~row_mask;
  for (guint c = 0; c < w->cats->len; c++)
    if (broader & bit (c))
      counts[c] = 0;
    else if (!(row_mask & bit (c)) && counts[c] >= w->K)
      return NULL;
  PwConnectingWallModel *m = pw_connecting_wall_model_new (w->K);
  for (guint g = 0; g < w->G; g++)
    {
      PwConnectingWallWordsCategory *row = w->cats->pdata[rows[g]];
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, row->name);
      for (guint k = 0; k < w->K; k++)
        {
          guint word = cards[g * w->K + k];
          g_autofree char *text = pw_connecting_wall_words_card_text (w->words->pdata[word]);
          PwConnectingWallCard *card = pw_connecting_wall_card_add (grp, text);
          for (guint c = 0; c < w->cats->len; c++)
            if ((g_array_index (w->member, guint64, word) & bit (c)) && counts[c] >= 2)
              {
                const char *name = ((PwConnectingWallWordsCategory *) w->cats->pdata[c])->name;
                pw_connecting_wall_card_add_category (card, name);
                pw_connecting_wall_category_ensure (m, name, !(row_mask & bit (c)));
              }
        }
    }
  pw_connecting_wall_classify_categories (m);
  return m;
}

static gboolean
sound (PwConnectingWallModel *m, GCancellable *cancellable)
{
  g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
  if (problems->len > 0)
    return FALSE;
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 2, 0, cancellable, NULL);
  return count && count->complete && count->solutions == 1 && count->intended;
}

/* The designer's connections first, then the list's not among them. */
static gboolean
gather (Words *w, const char *given, GError **error)
{
  g_autoptr (GPtrArray) pool = pw_connecting_wall_words_pool (w->wn);
  w->cats = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_connecting_wall_words_category_free);
  g_auto (GStrv) names = g_strsplit (given ? given : "", ",", -1);
  for (guint i = 0; names[i]; i++)
    {
      if (*g_strstrip (names[i]) == '\0')
        continue;
      PwConnectingWallWordsCategory *c = pw_connecting_wall_words_resolve (w->wn, pool, names[i]);
      if (c == NULL)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("connections: “%s” is not a noun WordNet knows"), names[i]);
          return FALSE;
        }
      if (c->words->len < w->K)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("connections: WordNet knows only %u familiar kinds of “%s”, fewer "
                         "than a row needs"), c->words->len, names[i]);
          pw_connecting_wall_words_category_free (c);
          return FALSE;
        }
      g_ptr_array_add (w->cats, c);
    }
  w->n_fixed = w->cats->len;
  if (w->n_fixed > w->G)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("connections: %u given, but the wall has %u groups"), w->n_fixed, w->G);
      return FALSE;
    }
  for (guint i = 0; i < pool->len && w->cats->len < MAX_CATEGORIES; i++)
    {
      PwConnectingWallWordsCategory *c = pool->pdata[i];
      gboolean again = FALSE;
      for (guint k = 0; k < w->n_fixed; k++)
        again |= ((PwConnectingWallWordsCategory *) w->cats->pdata[k])->synset == c->synset;
      if (!again)
        g_ptr_array_add (w->cats, g_ptr_array_steal_index (pool, i--));
    }
  return TRUE;
}

static void
words_clear (Words *w)
{
  g_clear_pointer (&w->cats, g_ptr_array_unref);
  g_clear_pointer (&w->words, g_ptr_array_unref);
  g_clear_pointer (&w->member, g_array_unref);
  g_clear_pointer (&w->familiar, g_array_unref);
  g_clear_pointer (&w->index, g_hash_table_unref);
  g_clear_pointer (&w->above, g_free);
}

PwModel *
pw_connecting_wall_generate_words (const PwWordnet *wn, const PwParams *params, guint64 seed,
                                   PwProgress *progress, GCancellable *cancellable,
                                   GError **error)
{
  gint64 k, g;
  if (!pw_params_get_int (params, "group-size", 3, PW_CONNECTING_WALL_MAX_GROUP_SIZE, 4, &k, error)
      || !pw_params_get_int (params, "groups", 2, PW_CONNECTING_WALL_MAX_GROUPS, 4, &g, error))
    return NULL;
  Words w = { .wn = wn, .G = (guint) g, .K = (guint) k };
  if (!gather (&w, pw_params_get (params, "connections"), error))
    {
      words_clear (&w);
      return NULL;
    }
  index_words (&w);
  index_nesting (&w);
  for (guint a = 0; a < w.n_fixed; a++)
    for (guint b = 0; b < w.n_fixed; b++)
      if (w.above[a] & bit (b))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("connections: the %s are all %s; two rows cannot share their cards"),
                       ((PwConnectingWallWordsCategory *) w.cats->pdata[a])->name,
                       ((PwConnectingWallWordsCategory *) w.cats->pdata[b])->name);
          words_clear (&w);
          return NULL;
        }
  pw_rng_init (&w.rng, seed);
  PwConnectingWallModel *found = NULL;
  for (guint a = 0; a < ATTEMPTS && found == NULL; a++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        break;
      if (progress)
        pw_progress_set_fraction (progress, (double) a / ATTEMPTS);
      guint rows[PW_CONNECTING_WALL_MAX_GROUPS];
      guint cards[PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE];
      if (!pick_rows (&w, rows) || !attempt (&w, rows, cards))
        continue;
      found = build (&w, rows, cards);
      if (found && !sound (found, cancellable))
        {
          pw_model_free (&found->parent);
          found = NULL;
        }
    }
  if (found == NULL && (error == NULL || *error == NULL))
    g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                 _("No English wall with one answer and red herrings found from these "
                   "connections in %u tries; try other connections or a smaller wall"),
                 ATTEMPTS);
  words_clear (&w);
  return found ? &found->parent : NULL;
}
