/* word-search-place.c — placing the words: exact cover with colours.
 *
 * Words are the primary items and cells the secondary items coloured by
 * their letter (Knuth's Algorithm C).  Plain dancing links has a heavy
 * tail here — an unlucky early choice can cost millions of nodes — so
 * generation runs the same search with randomised branching and restarts:
 * the word with the fewest places left first, its places ordered by a
 * score that prefers crossings and spreads the words over the allowed
 * directions (with random tie-breaks), and a node budget that grows with
 * each restart.  Only when the restarts use up their budget does the
 * complete search of the exact-cover engine decide, so an impossible list
 * is still refused rather than tried forever.  The whole search has a
 * time budget: when it runs out, the error says how many words the best
 * attempt placed, so the user can make room. */
#include "word-search-build.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>

#include "pw-deadline.h"
#include "pw-error.h"
#include "pw-rng.h"
#include "word-search-place-counts.h"
#include "word-search-place-forbidden.h"

#define FIRST_BUDGET 400
#define TOTAL_BUDGET 400000

typedef struct
{
  guint n_letters;
  guint *keys;          /* letter key ids */
  GArray *places;       /* guint: (cell index) * 8 + direction */
  GArray *cells;        /* guint: n_letters cell indices per place */
  gboolean pinned;
} Word;

/* One place a node may try for its word, and how much it is wanted. */
typedef struct
{
  guint place;
  double score;
} Choice;

typedef struct
{
  const PwWordSearchModel *m;
  guint n_words;
  Word *words;
  GHashTable *key_ids;  /* folded letter → id (1, 2, …) */
  GPtrArray *key_names;
  /* The search's state. */
  guint *cell_key;      /* 0: empty */
  guint *cell_count;
  guint *placed;        /* per word: place index + 1, or 0 */
  guint dir_used[PW_WORD_SEARCH_N_DIRECTIONS];
  guint64 nodes, budget;
  guint best;           /* the most words any attempt had placed */
  PwRng rng;
  GCancellable *cancellable;
  /* NULL, or the forbidden words the placed words must not spell. */
  PwWordSearchForbiddenGuard *forbidden;
  PwWordSearchPlaceCounts *counts; /* each word's open places */
  const guint **word_keys;          /* what counts reads: per word */
  guint *word_letters;
  /* Choice: each node's choices, stacked above its parent's (one
   * allocation for the search, not one per node). */
  GArray *choices;
} Placer;

static guint
key_id (Placer *p, const char *key)
{
  gpointer v = g_hash_table_lookup (p->key_ids, key);
  if (v)
    return GPOINTER_TO_UINT (v);
  g_ptr_array_add (p->key_names, g_strdup (key));
  g_hash_table_insert (p->key_ids, g_strdup (key), GUINT_TO_POINTER (p->key_names->len));
  return p->key_names->len;
}

/* The start cells a word of @n letters can take in direction @d: those
 * whose last letter stays inside the grid (the mask is checked per cell). */
static void
start_range (const PwWordSearchModel *m, int dx, int dy, guint n, int *x0, int *x1, int *y0,
             int *y1)
{
  int span = (int) n - 1;
  *x0 = MAX (0, -dx * span);
  *x1 = (int) m->width - 1 - MAX (0, dx * span);
  *y0 = MAX (0, -dy * span);
  *y1 = (int) m->height - 1 - MAX (0, dy * span);
}

/* Every place of @word that the grid's shape and the pinned words'
 * letters (@fixed) allow, in the order direction, row, column.  Its
 * arrays are sized once for the most places the directions allow and
 * written in place: appending a cell at a time cost a third of a 20×20
 * generation (issue 26). */
static void
list_places (const PwWordSearchModel *m, const PwWordSearchWord *w, Word *word,
             const guint *fixed)
{
  guint n = word->n_letters;
  if (n == 0)
    return;
  guint most = 0;
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
    {
      int dx, dy, x0, x1, y0, y1;
      pw_word_search_direction_step (d, &dx, &dy);
      start_range (m, dx, dy, n, &x0, &x1, &y0, &y1);
      if (x1 >= x0 && y1 >= y0)
        most += (guint) ((x1 - x0 + 1) * (y1 - y0 + 1));
    }
  g_array_set_size (word->places, most);
  g_array_set_size (word->cells, most * n);
  guint *places = (guint *) word->places->data, *cells = (guint *) word->cells->data;
  guint n_places = 0;
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
    {
      if (word->pinned ? d != w->direction : !(m->directions & (1u << d)))
        continue;
      int dx, dy, x0, x1, y0, y1;
      pw_word_search_direction_step (d, &dx, &dy);
      start_range (m, dx, dy, n, &x0, &x1, &y0, &y1);
      int step = dy * (int) m->width + dx;
      for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
          {
            if (word->pinned && (y != w->row || x != w->col))
              continue;
            guint *out = cells + n_places * n;
            guint k = 0;
            for (int c = y * (int) m->width + x; k < n; k++, c += step)
              {
                if (!m->mask[c] || (fixed[c] && fixed[c] != word->keys[k] && !word->pinned))
                  break;
                out[k] = (guint) c;
              }
            if (k == n)
              places[n_places++] = (guint) (y * m->width + x) * 8 + d;
          }
    }
  g_array_set_size (word->places, n_places);
  g_array_set_size (word->cells, n_places * n);
}

/* Every place of every word that the grid's shape and the pinned words'
 * letters allow. */
static void
placer_init (Placer *p, const PwWordSearchModel *m)
{
  memset (p, 0, sizeof *p);
  p->m = m;
  p->n_words = m->words->len;
  p->words = g_new0 (Word, p->n_words);
  p->key_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  p->key_names = g_ptr_array_new_with_free_func (g_free);
  guint n_cells = m->width * m->height;
  p->cell_key = g_new0 (guint, n_cells);
  p->cell_count = g_new0 (guint, n_cells);
  p->placed = g_new0 (guint, p->n_words);
  p->choices = g_array_new (FALSE, FALSE, sizeof (Choice));

  guint *fixed = g_new0 (guint, n_cells); /* the pinned words' letters */
  for (guint i = 0; i < p->n_words; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      Word *word = &p->words[i];
      g_auto (GStrv) keys = pw_word_search_word_keys (m, w->text, &word->n_letters);
      word->keys = g_new (guint, MAX (word->n_letters, 1));
      for (guint k = 0; k < word->n_letters; k++)
        word->keys[k] = key_id (p, keys[k]);
      word->places = g_array_new (FALSE, FALSE, sizeof (guint));
      word->cells = g_array_new (FALSE, FALSE, sizeof (guint));
      word->pinned = w->pinned && w->placed;
      if (word->pinned)
        {
          int dx, dy;
          pw_word_search_direction_step (w->direction, &dx, &dy);
          for (guint k = 0; k < word->n_letters; k++)
            fixed[(w->row + dy * (int) k) * m->width + w->col + dx * (int) k] = word->keys[k];
        }
    }
  for (guint i = 0; i < p->n_words; i++)
    list_places (m, m->words->pdata[i], &p->words[i], fixed);
  g_free (fixed);
}

static void
placer_clear (Placer *p)
{
  for (guint i = 0; i < p->n_words; i++)
    {
      g_free (p->words[i].keys);
      g_array_unref (p->words[i].places);
      g_array_unref (p->words[i].cells);
    }
  g_free (p->words);
  g_hash_table_unref (p->key_ids);
  g_ptr_array_unref (p->key_names);
  g_free (p->cell_key);
  g_free (p->cell_count);
  g_free (p->placed);
  g_array_unref (p->choices);
}

/* Sets up the count of each word's open places, for the search. */
static void
placer_count_places (Placer *p)
{
  g_autofree guint *n_places = g_new (guint, MAX (p->n_words, 1));
  g_autofree const guint **places = g_new (const guint *, MAX (p->n_words, 1));
  p->word_keys = g_new (const guint *, MAX (p->n_words, 1));
  p->word_letters = g_new (guint, MAX (p->n_words, 1));
  for (guint i = 0; i < p->n_words; i++)
    {
      p->word_letters[i] = p->words[i].n_letters;
      n_places[i] = p->words[i].places->len;
      places[i] = (const guint *) p->words[i].places->data;
      p->word_keys[i] = p->words[i].keys;
    }
  p->counts = pw_word_search_place_counts_new (p->m->width, p->m->height, p->n_words,
                                               p->word_letters, n_places, places, p->word_keys);
}

static inline const guint *
place_cells (const Word *w, guint k)
{
  return &g_array_index (w->cells, guint, k * w->n_letters);
}

/* -1 when place @k of @w clashes with a letter already there, else the
 * number of cells it shares with words already placed. */
static int
crossings (const Placer *p, const Word *w, guint k)
{
  const guint *cells = place_cells (w, k);
  int n = 0;
  for (guint l = 0; l < w->n_letters; l++)
    {
      guint key = p->cell_key[cells[l]];
      if (key != 0)
        {
          if (key != w->keys[l])
            return -1;
          n++;
        }
    }
  /* A word laid exactly over another would hide it: no two words may
   * share all their cells (validate already refuses words inside words). */
  return n == (int) w->n_letters ? -1 : n;
}

static void
put (Placer *p, guint i, guint k)
{
  Word *w = &p->words[i];
  const guint *cells = place_cells (w, k);
  for (guint l = 0; l < w->n_letters; l++)
    if (p->cell_count[cells[l]]++ == 0)
      {
        p->cell_key[cells[l]] = w->keys[l];
        pw_word_search_place_counts_key (p->counts, cells[l], w->keys[l], 1);
      }
  p->placed[i] = k + 1;
  p->dir_used[g_array_index (w->places, guint, k) % 8]++;
}

static void
take (Placer *p, guint i)
{
  Word *w = &p->words[i];
  guint k = p->placed[i] - 1;
  const guint *cells = place_cells (w, k);
  for (guint l = 0; l < w->n_letters; l++)
    if (--p->cell_count[cells[l]] == 0)
      {
        pw_word_search_place_counts_key (p->counts, cells[l], w->keys[l], -1);
        p->cell_key[cells[l]] = 0;
      }
  p->placed[i] = 0;
  p->dir_used[g_array_index (w->places, guint, k) % 8]--;
}

static int
by_score (gconstpointer a, gconstpointer b)
{
  const Choice *x = a, *y = b;
  if (x->score != y->score)
    return x->score < y->score ? 1 : -1;
  return x->place < y->place ? -1 : x->place > y->place;
}

/* After this many choices of a node taken one at a time, the rest are
 * sorted at once. */
#define PICKS_BEFORE_SORT 8

/* Brings the best of choices [@j, @n) to @j: the highest score, the lower
 * place among equals (the order of a stable sort by score).  Most nodes
 * try only their first choice or two, and sorting all of a word's
 * hundreds of places at every node was a tenth of a 20×20 generation
 * (issue 26); after a few picks, the rest are sorted once. */
static void
pick (Choice *c, guint j, guint n)
{
  if (j == PICKS_BEFORE_SORT)
    qsort (c + j, n - j, sizeof *c, by_score);
  if (j >= PICKS_BEFORE_SORT)
    return;
  guint best = j;
  for (guint i = j + 1; i < n; i++)
    if (by_score (&c[i], &c[best]) < 0)
      best = i;
  Choice t = c[j];
  c[j] = c[best];
  c[best] = t;
}

typedef enum { FOUND, DEAD_END, OUT_OF_BUDGET } Outcome;

static Outcome
search (Placer *p, guint left)
{
  p->best = MAX (p->best, p->n_words - left);
  if (left == 0)
    return FOUND;
  if (++p->nodes > p->budget || ((p->nodes & 1023) == 0
                                 && g_cancellable_is_cancelled (p->cancellable)))
    return OUT_OF_BUDGET;

  /* The word with the fewest places left (MRV), the first among ties. */
  guint best = G_MAXUINT, best_n = G_MAXUINT;
  for (guint i = 0; i < p->n_words && best_n > 0; i++)
    {
      guint n = pw_word_search_place_counts_open (p->counts, i);
      if (!p->placed[i] && n < best_n)
        best = i, best_n = n;
    }
  if (best_n == 0)
    return DEAD_END;

  Word *w = &p->words[best];
  guint base = p->choices->len;
  guint n_placed = p->n_words - left;
  double share = (double) n_placed / __builtin_popcount (p->m->directions | 1);
  for (guint k = 0; k < w->places->len; k++)
    {
      int c = crossings (p, w, k);
      if (c < 0)
        continue;
      guint d = g_array_index (w->places, guint, k) % 8;
      /* Crossings are worth having; a direction already used more than
       * its share is worth avoiding; chance decides the rest. */
      Choice ch = { k, 1.5 * MIN (c, 2) - 1.0 * (p->dir_used[d] - share)
                         + 2.5 * pw_rng_double (&p->rng) };
      g_array_append_val (p->choices, ch);
    }
  Outcome o = DEAD_END;
  guint n = p->choices->len - base;
  for (guint j = 0; j < n; j++)
    {
      /* The deeper nodes grow the array: its data is read afresh. */
      pick (&g_array_index (p->choices, Choice, base), j, n);
      guint k = g_array_index (p->choices, Choice, base + j).place;
      put (p, best, k);
      if (p->forbidden != NULL
          && pw_word_search_forbidden_guard_spelled (p->forbidden, p->cell_key,
                                                     place_cells (w, k), w->n_letters))
        {
          take (p, best);
          continue;
        }
      o = search (p, left - 1);
      if (o == FOUND)
        break;
      take (p, best);
      if (o == OUT_OF_BUDGET)
        break;
      o = DEAD_END;
    }
  g_array_set_size (p->choices, base);
  return o;
}

/* At most this many letters in all the places of all the words: an
 * exact-cover problem of about 200 MB.  The engine's own cap is twice
 * that, reached only after seconds of building. */
#define MAX_PLACED_LETTERS 8000000

/* The letters of every place each word could take, ignoring the letters
 * already fixed: a bound on the problem's size found without building
 * it (a 60×60 grid with 400 short words has 57 million). */
static guint64
placed_letters_bound (const PwWordSearchModel *m)
{
  guint64 total = 0;
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      guint n = 0;
      g_strfreev (pw_word_search_word_letters (w->text, &n));
      if (w->pinned && w->placed)
        {
          total += n + 1;
          continue;
        }
      for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
        {
          int dx, dy;
          if (!(m->directions & (1u << d)) || n == 0)
            continue;
          pw_word_search_direction_step (d, &dx, &dy);
          gint64 cols = (gint64) m->width - ABS (dx) * (gint64) (n - 1);
          gint64 rows = (gint64) m->height - ABS (dy) * (gint64) (n - 1);
          if (cols > 0 && rows > 0)
            total += (guint64) (cols * rows) * (n + 1);
        }
    }
  return total;
}

PwXcc *
pw_word_search_build_xcc (const PwWordSearchModel *m, GArray **word_of_option, GArray **place_of_option,
                 GError **error)
{
  guint64 letters = placed_letters_bound (m);
  if (letters > MAX_PLACED_LETTERS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("Too many ways to place the words to search them all (%" PRIu64
                     " letters in all their places, at most %u): use a smaller grid, fewer "
                     "words or fewer directions, or pin some words"),
                   letters, MAX_PLACED_LETTERS);
      return NULL;
    }
  Placer p;
  placer_init (&p, m);
  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  GArray *words = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *places = g_array_new (FALSE, FALSE, sizeof (guint));
  /* The engine branches on the item added first among ties: words with
   * fewer places first. */
  g_autofree guint *order = g_new (guint, MAX (p.n_words, 1));
  for (guint i = 0; i < p.n_words; i++)
    order[i] = i;
  for (guint i = 1; i < p.n_words; i++)
    for (guint j = i; j > 0 && p.words[order[j]].places->len
                                 < p.words[order[j - 1]].places->len; j--)
      {
        guint t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  g_autofree int *item_of_word = g_new (int, MAX (p.n_words, 1));
  gboolean ok = TRUE;
  for (guint i = 0; i < p.n_words && ok; i++)
    ok = (item_of_word[order[i]] = pw_xcc_add_item (xcc, NULL, PW_XCC_PRIMARY, error)) >= 0;
  int first_cell = ok ? pw_xcc_add_items (xcc, MAX (m->width * m->height, 1),
                                          PW_XCC_SECONDARY, error) : -1;
  ok = ok && first_cell >= 0;
  for (guint i = 0; i < p.n_words && ok; i++)
    {
      Word *w = &p.words[order[i]];
      g_autofree PwXccElement *el = g_new (PwXccElement, w->n_letters + 1);
      for (guint k = 0; k < w->places->len && ok; k++)
        {
          el[0] = (PwXccElement) { item_of_word[order[i]], 0 };
          const guint *cells = place_cells (w, k);
          for (guint l = 0; l < w->n_letters; l++)
            el[l + 1] = (PwXccElement) { first_cell + cells[l], w->keys[l] };
          ok = pw_xcc_add_option (xcc, el, w->n_letters + 1, error) >= 0;
          g_array_append_val (words, order[i]);
          g_array_append_val (places, g_array_index (w->places, guint, k));
        }
    }
  placer_clear (&p);
  if (!ok)
    {
      g_array_unref (words);
      g_array_unref (places);
      return NULL;
    }
  if (word_of_option)
    *word_of_option = words;
  else
    g_array_unref (words);
  if (place_of_option)
    *place_of_option = places;
  else
    g_array_unref (places);
  return g_steal_pointer (&xcc);
}

/* Writes word @i at @place, its letters cased through @cased (a
 * pw_word_search_case_cache_new). */
static void
write_word (PwWordSearchModel *m, guint i, guint place, GHashTable *cased)
{
  PwWordSearchWord *w = m->words->pdata[i];
  guint n = 0;
  g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
  w->placed = TRUE;
  w->direction = place % 8;
  w->row = (place / 8) / m->width;
  w->col = (place / 8) % m->width;
  int dx, dy;
  pw_word_search_direction_step (w->direction, &dx, &dy);
  for (guint k = 0; k < n; k++)
    {
      guint c = (w->row + dy * (int) k) * m->width + w->col + dx * (int) k;
      /* The first word to reach a cell writes it; the others agree up to
       * folding. */
      if (m->cells[c] == NULL)
        m->cells[c] = pw_word_search_cased_cached (m, cased, letters[k]);
    }
}

static void
clear_unpinned (PwWordSearchModel *m)
{
  g_autoptr (GHashTable) cased = pw_word_search_case_cache_new ();
  for (guint i = 0; i < m->width * m->height; i++)
    g_clear_pointer (&m->cells[i], g_free);
  for (guint i = 0; i < m->words->len; i++)
    {
      PwWordSearchWord *w = m->words->pdata[i];
      if (w->pinned && w->placed)
        write_word (m, i, (guint) (w->row * m->width + w->col) * 8 + w->direction, cased);
      else
        w->placed = w->pinned = FALSE;
    }
}

/* The complete search, when the restarts have not found a layout: it
 * either finds one or proves there is none. */
static gboolean
place_by_engine (PwWordSearchModel *m, guint64 seed, PwProgress *progress, GCancellable *budget,
                 guint64 *nodes, GError **error)
{
  g_autoptr (GArray) words = NULL, places = NULL;
  g_autoptr (PwXcc) xcc = pw_word_search_build_xcc (m, &words, &places, error);
  if (xcc == NULL)
    return FALSE;
  PwXccConfig config = { .mode = PW_XCC_MODE_RANDOM, .seed = seed, .progress = progress,
                         .cancellable = budget };
  PwXccResult result;
  if (!pw_xcc_solve (xcc, &config, &result, error))
    return FALSE;
  g_autoptr (GHashTable) cased = pw_word_search_case_cache_new ();
  if (nodes)
    *nodes += result.nodes;
  if (result.solution == NULL)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                           _("The words cannot all be placed in this grid: try a larger grid, "
                             "more directions or fewer words"));
      return FALSE;
    }
  for (guint j = 0; j < result.solution->len; j++)
    {
      guint o = g_array_index (result.solution, guint, j);
      guint i = g_array_index (words, guint, o);
      if (!((PwWordSearchWord *) m->words->pdata[i])->pinned)
        write_word (m, i, g_array_index (places, guint, o), cased);
    }
  pw_xcc_result_clear (&result);
  return TRUE;
}

/* The time ran out (or the user cancelled): which, in words. */
static void
out_of_time (const Placer *p, GCancellable *cancellable, double seconds, GError **error)
{
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return;
  g_set_error (error, PW_ERROR, PW_ERROR_BUDGET,
               g_dngettext (GETTEXT_PACKAGE,
                            "Placed at most %u of the %u words in %.0f second, but found no "
                            "layout with all of them: a larger grid, more directions or fewer "
                            "words would help",
                            "Placed at most %u of the %u words in %.0f seconds, but found no "
                            "layout with all of them: a larger grid, more directions or fewer "
                            "words would help", (gulong) MAX (seconds, 1)),
               p->best, p->n_words, seconds);
}

gboolean
pw_word_search_place (PwWordSearchModel *m, guint64 seed, PwProgress *progress,
                      GCancellable *cancellable, guint64 *nodes, GError **error)
{
  return pw_word_search_place_within (m, seed, PW_WORD_SEARCH_PLACE_SECONDS, progress,
                                      cancellable, nodes, error);
}

gboolean
pw_word_search_place_within (PwWordSearchModel *m, guint64 seed, double seconds,
                             PwProgress *progress, GCancellable *cancellable, guint64 *nodes,
                             GError **error)
{
  if (!pw_word_search_check_buildable (m, error))
    return FALSE;
  clear_unpinned (m);
  if (nodes)
    *nodes = 0;

  g_autoptr (PwDeadline) deadline = pw_deadline_new (cancellable, seconds);
  GCancellable *budget = pw_deadline_get_cancellable (deadline);
  Placer p;
  placer_init (&p, m);
  p.cancellable = budget;
  p.forbidden = pw_word_search_forbidden_guard_new (m, p.key_names);
  placer_count_places (&p);
  pw_rng_init (&p.rng, seed);
  guint left = p.n_words;
  for (guint i = 0; i < p.n_words; i++)
    {
      if (p.words[i].places->len == 0)
        {
          const char *text = ((PwWordSearchWord *) m->words->pdata[i])->text;
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("$.puzzle.words[%u]: “%s” fits nowhere in the grid in the allowed "
                         "directions"), i, text);
          placer_clear (&p);
          return FALSE;
        }
      if (p.words[i].pinned)
        {
          put (&p, i, 0);
          left--;
        }
    }
  Outcome o = OUT_OF_BUDGET;
  guint64 spent = 0;
  for (guint64 step = FIRST_BUDGET; o != FOUND && spent < TOTAL_BUDGET
                                    && !g_cancellable_is_cancelled (budget);
       step = step * 3 / 2)
    {
      p.nodes = 0;
      p.budget = step;
      o = search (&p, left);
      spent += p.nodes;
      if (o == DEAD_END)
        break; /* the whole tree is searched: no layout at all */
      pw_progress_set_textf (progress, _("Restarting after %u nodes"), (guint) spent);
    }
  /* A tree searched whole while refusing forbidden words proves only that
   * every layout spells one: the complete search below decides, so the
   * error says what is wrong as before. */
  if (o == DEAD_END && p.forbidden != NULL)
    o = OUT_OF_BUDGET;
  if (nodes)
    *nodes = spent;
  g_autoptr (GHashTable) cased = pw_word_search_case_cache_new ();
  if (o == FOUND)
    for (guint i = 0; i < p.n_words; i++)
      if (!p.words[i].pinned)
        write_word (m, i, g_array_index (p.words[i].places, guint, p.placed[i] - 1), cased);
  gboolean ok = o == FOUND;
  if (o == DEAD_END)
    g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                         _("The words cannot all be placed in this grid: try a larger grid, "
                           "more directions or fewer words"));
  else if (o != FOUND && g_cancellable_is_cancelled (budget))
    out_of_time (&p, cancellable, seconds, error);
  else if (o != FOUND)
    {
      g_autoptr (GError) local = NULL;
      ok = place_by_engine (m, seed, progress, budget, nodes, &local);
      if (!ok && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        out_of_time (&p, cancellable, seconds, error);
      else if (!ok)
        g_propagate_error (error, g_steal_pointer (&local));
    }
  pw_word_search_forbidden_guard_free (p.forbidden);
  pw_word_search_place_counts_free (p.counts);
  g_free (p.word_keys);
  g_free (p.word_letters);
  placer_clear (&p);
  return ok;
}
