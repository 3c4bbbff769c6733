/* pw-xcc-bits.c — exact cover on bit sets, for small problems and word searches.
 *
 * When a problem has at most a few thousand options and a few hundred
 * primary items (pentominoes, Langford pairs, queens, domino grids of
 * ordinary size), the whole state of Algorithm X fits in a few kilobytes:
 * the set of active options as a bit set, and the number of active options
 * of each primary item.  Choosing an option clears, in one pass over the
 * words, every option that shares an item with it, and subtracts those
 * options from the counts.  Nothing is undone on the way back: each level
 * keeps its own copy of the state, so backtracking is free, and the work
 * per removed option item is one decrement where dancing links rewrites
 * two links twice.
 *
 * Colours (Algorithm C's purify) cost nothing more: choosing an option
 * that gives secondary item c colour k clears the options that use c
 * without colour k, a set computed once per (c, k); those that give c the
 * same colour stay, as purify leaves them.  The set of active options is
 * then exactly the one dancing links keeps, and so are the counts.
 *
 * Branching is exactly that of the other engines (MRV over the primary
 * items, ties to the first added; options in the order added), so the
 * search tree, its node count and the first solution are the same.
 */
#include "pw-config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "pw-xcc-private.h"

/* A covered item's count: never the minimum. */
#define COVERED G_MAXINT16

gboolean
pw_xcc_bits_fits (guint n_items, guint n_primary, guint n_options, guint n_elements,
                  guint n_pairs)
{
  guint64 words = (n_options + 63) / 64;
  guint64 rows = (guint64) n_items + 1 + n_pairs;
  /* Bit sets pay a pass over all words per choice: worth it while they are
   * short, and their memory (a set per item) must stay within the 64 bytes
   * per option item we allow ourselves.  With colours the alternative is
   * dancing links, whose purify walks every option of each cell an option
   * colours (hundreds of nodes per cell in a word search), so longer sets
   * still win by far: up to 64 Ki options, and twice the memory (a set per
   * item and colour). */
  if (n_pairs > 0)
    return n_options <= 65536 && n_primary <= 512
           && rows * words * 8 <= 64 * (guint64) MAX (n_elements, 1);
  return n_options <= 4096 && n_primary <= 512
         && rows * words * 8 <= 32 * (guint64) MAX (n_elements, 1);
}

/* The (secondary item, colour) pairs that occur, numbered in the order
 * met, found through an open-addressing hash table (a word search has
 * some 150,000 coloured option items over a few thousand pairs: walking
 * a chain per item for each cost a sixth of setting up a search). */
typedef struct
{
  guint32 *slot_item;  /* per slot: the item + 1, 0 = empty */
  guint32 *slot_colour;
  gint32 *slot_pair;
  guint mask;          /* slots - 1, a power of two minus one */
  GArray *item;        /* guint, per pair */
} Pairs;

static void
pairs_init (Pairs *p, guint expected)
{
  guint slots = 64;
  while (slots < 2 * expected)
    slots *= 2;
  p->mask = slots - 1;
  p->slot_item = g_new0 (guint32, slots);
  p->slot_colour = g_new (guint32, slots);
  p->slot_pair = g_new (gint32, slots);
  p->item = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
pairs_clear (Pairs *p)
{
  g_free (p->slot_item);
  g_free (p->slot_colour);
  g_free (p->slot_pair);
  g_array_unref (p->item);
}

static inline guint
pairs_hash (guint item, guint32 colour)
{
  guint32 h = (item * 0x9E3779B1u) ^ (colour * 0x85EBCA77u);
  return h ^ (h >> 15);
}

static void pairs_grow (Pairs *p);

/* The number of pair (@item, @colour), added if new. */
static inline gint32
pairs_find (Pairs *p, guint item, guint32 colour)
{
  guint k = pairs_hash (item, colour) & p->mask;
  while (p->slot_item[k] != 0)
    {
      if (p->slot_item[k] == item + 1 && p->slot_colour[k] == colour)
        return p->slot_pair[k];
      k = (k + 1) & p->mask;
    }
  gint32 pair = p->item->len;
  g_array_append_val (p->item, item);
  p->slot_item[k] = item + 1;
  p->slot_colour[k] = colour;
  p->slot_pair[k] = pair;
  if (2 * p->item->len > p->mask)
    pairs_grow (p);
  return pair;
}

/* Twice the slots, at most half of them full again. */
static void
pairs_grow (Pairs *p)
{
  guint32 *item = p->slot_item, *colour = p->slot_colour;
  gint32 *pair = p->slot_pair;
  guint old = p->mask + 1;
  p->mask = 2 * old - 1;
  p->slot_item = g_new0 (guint32, 2 * old);
  p->slot_colour = g_new (guint32, 2 * old);
  p->slot_pair = g_new (gint32, 2 * old);
  for (guint j = 0; j < old; j++)
    if (item[j] != 0)
      {
        guint k = pairs_hash (item[j] - 1, colour[j]) & p->mask;
        while (p->slot_item[k] != 0)
          k = (k + 1) & p->mask;
        p->slot_item[k] = item[j];
        p->slot_colour[k] = colour[j];
        p->slot_pair[k] = pair[j];
      }
  g_free (item);
  g_free (colour);
  g_free (pair);
}

guint
pw_xcc_bits_count_pairs (PwXcc *xcc, const guint *options, guint n_options)
{
  Pairs pairs;
  pairs_init (&pairs, 1024);
  for (guint o = 0; o < n_options; o++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[o], &n);
      for (gsize j = 0; j < n; j++)
        if (e[j].colour != 0)
          pairs_find (&pairs, e[j].item, e[j].colour);
    }
  guint n_pairs = pairs.item->len;
  pairs_clear (&pairs);
  return n_pairs;
}

void
pw_xcc_bits_compile (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                     const guint *options, guint n_options, guint n_elements, guint n_pairs)
{
  guint words = MAX ((n_options + 63) / 64, 1);
  Pairs pairs;
  /* The coloured option items as (pair, option), to fill the pairs' rows
   * one after the other below: setting their bits as met, scattered over
   * megabytes, cost a quarter of setting up a word search. */
  g_autofree gint32 *pair_at = g_new (gint32, MAX (n_elements, 1));
  g_autofree guint32 *option_at = g_new (guint32, MAX (n_elements, 1));
  guint n_coloured = 0;

  pairs_init (&pairs, n_pairs);
  dlx->words = words;
  dlx->n_nodes = n_elements;
  /* The pairs' rows are written whole below: zero only the items'. */
  dlx->opt_bits = g_new (guint64, (gsize) (dlx->n_items + 1 + n_pairs) * words);
  memset (dlx->opt_bits, 0, sizeof (guint64) * (dlx->n_items + 1) * words);
  dlx->opt_start = g_new (gint32, n_options + 1);
  dlx->opt_items = g_new (gint32, MAX (n_elements, 1));
  dlx->opt_row = g_new (gint32, MAX (n_elements, 1));
  dlx->opt_primary = g_new (gint32, MAX (n_options, 1));

  gint32 at = 0;
  for (guint o = 0; o < n_options; o++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[o], &n);
      guint64 bit = G_GUINT64_CONSTANT (1) << (o % 64);
      dlx->opt_start[o] = at;
      /* Primary items first: only they have counts. */
      for (int pass = 0; pass < 2; pass++)
        for (gsize j = 0; j < n; j++)
          {
            gint32 item = engine_item[e[j].item];
            if ((item <= (gint32) dlx->n_primary) != (pass == 0))
              continue;
            gint32 row = item;
            if (e[j].colour != 0)
              {
                /* Rows of opt_bits after the items' own sets, one per
                 * (secondary item, colour): the options that choosing an
                 * option giving the item that colour rules out, those
                 * that use the item without that colour (filled below).
                 * So commit() treats colours and plain items alike. */
                gint32 pair = pairs_find (&pairs, item, e[j].colour);
                row = dlx->n_items + 1 + pair;
                pair_at[n_coloured] = pair;
                option_at[n_coloured++] = o;
              }
            dlx->opt_row[at] = row;
            dlx->opt_items[at++] = item;
            dlx->opt_bits[(gsize) item * words + o / 64] |= bit;
          }
      dlx->opt_primary[o] = 0;
      for (gint32 k = dlx->opt_start[o]; k < at; k++)
        dlx->opt_primary[o] += dlx->opt_items[k] <= (gint32) dlx->n_primary;
      for (gsize j = 0; j < n; j++)
        if (engine_item[e[j].item] <= dlx->n_primary)
          dlx->head[engine_item[e[j].item]].len++;
    }
  dlx->opt_start[n_options] = at;
  g_assert (pairs.item->len == n_pairs);
  /* Words whose options all have one primary item, the same one: their
   * counts go down by a population count (options numbered item by item,
   * see pw-xcc-compile.c, make most words so). */
  dlx->word_item = g_new0 (gint32, words);
  for (guint w = 0; w < words; w++)
    {
      gint32 only = -1;
      for (guint o = w * 64; o < MIN ((w + 1) * 64, n_options) && only != 0; o++)
        {
          gint32 item = dlx->opt_primary[o] == 1 ? dlx->opt_items[dlx->opt_start[o]] : 0;
          only = only < 0 || only == item ? item : 0;
        }
      dlx->word_item[w] = MAX (only, 0);
    }
  /* Each pair's row: its item's options, less those giving the item the
   * pair's colour (a counting sort of the coloured option items by pair
   * keeps each row's options in order). */
  g_autofree guint32 *first = g_new0 (guint32, n_pairs + 1);
  g_autofree guint32 *sorted = g_new (guint32, MAX (n_coloured, 1));
  for (guint k = 0; k < n_coloured; k++)
    first[pair_at[k] + 1]++;
  for (guint k = 0; k < n_pairs; k++)
    first[k + 1] += first[k];
  for (guint k = 0; k < n_coloured; k++)
    sorted[first[pair_at[k]]++] = option_at[k];
  for (guint k = 0, from = 0; k < n_pairs; from = first[k++])
    {
      guint64 *row = dlx->opt_bits + (gsize) (dlx->n_items + 1 + k) * words;
      guint item = g_array_index (pairs.item, guint, k);
      memcpy (row, dlx->opt_bits + (gsize) item * words, sizeof (guint64) * words);
      for (guint j = from; j < first[k]; j++)
        row[sorted[j] / 64] &= ~(G_GUINT64_CONSTANT (1) << (sorted[j] % 64));
    }
  pairs_clear (&pairs);
}

#define DENSE_WORDS 4

/* Counts are 16-bit (at most 4096 options) and scanned 8 at a time. */
#define LANES 8

/* The state at each depth lives in PwXccBits, allocated per search.  The
 * chosen item is covered in place (its depth's counts are not needed
 * again once it is chosen), so a depth has one set and one count array.
 *
 * Deep in the tree most words of a set are zero (options are numbered
 * item by item, and covered items' words empty), so each depth also lists
 * its nonzero words, and commit() and cover() visit only those: a pass
 * over every word per node was most of the time of a count.  That needs
 * the words off the list to be zero in memory too, for the full scans
 * (the splitter's and the progress report's): a commit from depth d
 * writes every word on d's list at depth d + 1, so siblings overwrite
 * each other, and leaving depth d for good zeroes again the words the
 * last commit left nonzero (clean()). */
struct _PwXccBits
{
  guint words, n_primary, stride;  /* stride: counts per depth, a multiple of LANES */
  guint64 *active;   /* depth x words: the options still possible */
  guint16 *nz;       /* depth x words: the nonzero words of active, ascending */
  gint32 *n_nz;      /* depth: how many */
  gint16 *count;     /* depth x stride: active options per primary item (index i - 1) */
  gint16 *saved;     /* depth x stride: the counts before pw_xcc_bits_cover() */
  gint32 *left;      /* depth: primary items not yet covered */
  gint32 *item;      /* depth: the item chosen there */
  gint32 *next;      /* depth: the next option of that item to try */
  gint32 *cursor;    /* depth: where on nz next_option() looks next */
  gint32 *end;       /* depth: and where on nz the item's options end */
  guint depth;       /* where the primitive moves stand */
  gboolean dense;    /* sets of DENSE_WORDS words or fewer (too short to
                      * gain by skipping): the moves take every word, nz
                      * is not used, and n_nz is words at every depth */
  guint32 *nonzero;  /* commit()'s scratch: words with options left */
  guint64 *clash;    /* and the options that clash with it there */
};

void
pw_xcc_bits_init (PwXccSearch *s)
{
  const PwXccDlx *dlx = s->dlx;
  PwXccBits *b = g_new0 (PwXccBits, 1);
  guint levels = dlx->n_primary + 2;

  b->words = dlx->words;
  b->n_primary = dlx->n_primary;
  b->stride = (dlx->n_primary + LANES) / LANES * LANES;
  b->active = g_new0 (guint64, (gsize) levels * b->words);
  b->nz = g_new (guint16, (gsize) levels * b->words);
  b->n_nz = g_new0 (gint32, levels);
  b->cursor = g_new0 (gint32, levels);
  b->end = g_new0 (gint32, levels);
  b->count = g_malloc (sizeof (gint16) * levels * b->stride);
  b->saved = g_malloc (sizeof (gint16) * levels * b->stride);
  b->left = g_new0 (gint32, levels);
  b->item = g_new0 (gint32, levels);
  b->next = g_new0 (gint32, levels);
  b->nonzero = g_new (guint32, b->words);
  b->clash = g_new (guint64, b->words);

  for (guint o = 0; o < dlx->n_options; o++)
    b->active[o / 64] |= G_GUINT64_CONSTANT (1) << (o % 64);
  b->dense = b->words <= DENSE_WORDS;
  if (b->dense)
    for (guint d = 0; d < levels; d++)
      b->n_nz[d] = b->words;
  else
    for (guint w = 0; w < b->words; w++)
      if (b->active[w] != 0)
        b->nz[b->n_nz[0]++] = w;
  for (guint k = 0; k < b->stride; k++)
    b->count[k] = k < dlx->n_primary ? dlx->head[k + 1].len : COVERED;
  b->left[0] = dlx->n_primary;
  s->bits = b;
}

void
pw_xcc_bits_clear (PwXccSearch *s)
{
  PwXccBits *b = s->bits;
  if (b == NULL)
    return;
  g_free (b->active);
  g_free (b->nz);
  g_free (b->n_nz);
  g_free (b->cursor);
  g_free (b->end);
  g_free (b->count);
  g_free (b->saved);
  g_free (b->left);
  g_free (b->item);
  g_free (b->next);
  g_free (b->nonzero);
  g_free (b->clash);
  g_free (b);
  s->bits = NULL;
}

/* MRV over the counts of depth @d: the first item with the fewest.  Two
 * branch-free passes, eight lanes at a time: the minimum, then its place. */
#ifdef __SSE2__
PW_XCC_INLINE gint32
choose (const PwXccBits *restrict b, guint d, gint32 *best_len)
{
  const __m128i *restrict count = (const __m128i *) (b->count + (gsize) d * b->stride);
  const guint chunks = b->stride / LANES;
  __m128i m = _mm_loadu_si128 (count);
  for (guint k = 1; k < chunks; k++)
    m = _mm_min_epi16 (m, _mm_loadu_si128 (count + k));
  m = _mm_min_epi16 (m, _mm_shuffle_epi32 (m, _MM_SHUFFLE (1, 0, 3, 2)));
  m = _mm_min_epi16 (m, _mm_shuffle_epi32 (m, _MM_SHUFFLE (2, 3, 0, 1)));
  m = _mm_min_epi16 (m, _mm_shufflelo_epi16 (m, _MM_SHUFFLE (2, 3, 0, 1)));
  m = _mm_shuffle_epi32 (m, 0); /* the minimum in every lane */
  m = _mm_shufflelo_epi16 (m, 0);
  m = _mm_shuffle_epi32 (m, 0);
  for (guint k = 0;; k++)
    {
      int mask = _mm_movemask_epi8 (_mm_cmpeq_epi16 (_mm_loadu_si128 (count + k), m));
      if (mask != 0)
        {
          *best_len = (gint16) _mm_cvtsi128_si32 (m);
          return k * LANES + __builtin_ctz (mask) / 2 + 1;
        }
    }
}
#else
PW_XCC_INLINE gint32
choose (const PwXccBits *restrict b, guint d, gint32 *best_len)
{
  const gint16 *restrict count = b->count + (gsize) d * b->stride;
  gint16 len = COVERED;
  for (guint k = 0; k < b->stride; k++)
    len = count[k] < len ? count[k] : len;
  guint k = 0;
  while (count[k] != len)
    k++;
  *best_len = len;
  return k + 1;
}
#endif

/* A population count that needs no POPCNT instruction (the baseline
 * x86-64 has none, and GCC's fallback is a call). */
PW_XCC_INLINE guint
bit_count (guint64 x)
{
  x -= (x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333))
      + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
}

/* Subtracts the options in @removed (words @w of the set) from @count. */
PW_XCC_INLINE void
subtract (const PwXccDlx *restrict dlx, gint16 *restrict count, guint w, guint64 removed)
{
  const gint32 *restrict start = dlx->opt_start;
  const gint32 *restrict items = dlx->opt_items;
  const gint32 *restrict primary = dlx->opt_primary;
  gint32 only = dlx->word_item[w];
  if (only > 0)
    {
      count[only - 1] -= bit_count (removed);
      return;
    }
  while (removed != 0)
    {
      guint o = w * 64 + __builtin_ctzll (removed);
      removed &= removed - 1;
      const gint32 *p = items + start[o];
      for (gint32 k = primary[o]; k > 0; k--, p++)
        count[*p - 1]--;
    }
}

/* Covers item @i at depth @d: its options leave the counts (in place; the
 * set of active options keeps them, for next_option(), which is to look
 * for them on the list of nonzero words from the first word that has one
 * to past the last). */
PW_XCC_INLINE void
cover (const PwXccDlx *restrict dlx, PwXccBits *restrict b, guint d, gint32 i,
       const gboolean dense)
{
  const guint words = b->words;
  const guint64 *restrict active = b->active + (gsize) d * words;
  const guint16 *restrict nz = b->nz + (gsize) d * words;
  const guint64 *restrict mine = dlx->opt_bits + (gsize) i * words;
  gint16 *restrict count = b->count + (gsize) d * b->stride;
  const gint32 n = dense ? (gint32) words : b->n_nz[d];
  gint32 first = n, last = -1;

  for (gint32 k = 0; k < n; k++)
    {
      guint w = dense ? (guint) k : nz[k];
      guint64 removed = active[w] & mine[w];
      if (removed == 0)
        continue;
      first = MIN (first, k);
      last = k;
      subtract (dlx, count, w, removed);
    }
  count[i - 1] = COVERED;
  b->item[d] = i;
  b->next[d] = 0;
  b->cursor[d] = first;
  b->end[d] = last + 1;
}

/* Depth @d + 1 after choosing option @o at depth @d (after cover()). */
PW_XCC_INLINE void
commit (const PwXccDlx *restrict dlx, PwXccBits *restrict b, guint d, guint o,
        const gboolean dense)
{
  const guint words = b->words;
  const guint64 *restrict before = b->active + (gsize) d * words;
  guint64 *restrict active = b->active + (gsize) (d + 1) * words;
  gint16 *restrict count = b->count + (gsize) (d + 1) * b->stride;
  const gint32 *first = dlx->opt_items + dlx->opt_start[o];
  const guint64 *restrict mine = dlx->opt_bits + (gsize) b->item[d] * words;

  memcpy (count, b->count + (gsize) d * b->stride, sizeof (gint16) * b->stride);
  const gint32 *first_row = dlx->opt_row + dlx->opt_start[o];
  const gint32 *end_row = dlx->opt_row + dlx->opt_start[o + 1];
  /* First the words that still have options (deep in the tree most are
   * empty), then row by row the options that clash with o in those words
   * (those of any of its items, or for a coloured item those giving it
   * another colour; i's are gone already): each row is read in order,
   * which the prefetcher likes better than all rows a word at a time. */
  guint32 *restrict nz = b->nonzero;
  guint64 *restrict clash = b->clash;
  const guint16 *restrict nz_before = b->nz + (gsize) d * words;
  guint16 *restrict nz_after = b->nz + (gsize) (d + 1) * words;
  const gint32 n_before = dense ? (gint32) words : b->n_nz[d];
  guint n = 0, n_after = 0;
  for (gint32 k = 0; k < n_before; k++)
    {
      guint w = dense ? (guint) k : nz_before[k];
      guint64 left = before[w] & ~mine[w];
      active[w] = left;
      nz[n] = w;
      n += left != 0;
    }
  if (n == 0)
    goto counted;
  const guint64 *restrict row = dlx->opt_bits + (gsize) *first_row * words;
  for (guint k = 0; k < n; k++)
    clash[k] = row[nz[k]];
  for (const gint32 *p = first_row + 1; p < end_row; p++)
    {
      row = dlx->opt_bits + (gsize) *p * words;
      for (guint k = 0; k < n; k++)
        clash[k] |= row[nz[k]];
    }
  /* Then one subtract() per word rather than per item and word, which
   * halves the mispredicted loop exits. */
  for (guint k = 0; k < n; k++)
    {
      guint w = nz[k];
      guint64 removed = active[w] & clash[k];
      guint64 left = active[w] ^ removed;
      active[w] = left;
      if (!dense)
        {
          nz_after[n_after] = w;
          n_after += left != 0;
        }
      subtract (dlx, count, w, removed);
    }
counted:
  if (!dense)
    b->n_nz[d + 1] = n_after;
  for (gint32 k = 0; k < dlx->opt_primary[o]; k++)
    count[first[k] - 1] = COVERED;
  b->left[d + 1] = b->left[d] - dlx->opt_primary[o];
}

/* The next option of the item chosen at depth @d from b->next[d] on, or
 * -1: on the nonzero words of depth @d from b->cursor[d] to b->end[d]. */
PW_XCC_INLINE gint32
next_option (const PwXccDlx *restrict dlx, PwXccBits *restrict b, guint d,
             const gboolean dense)
{
  const guint words = b->words;
  const guint64 *restrict active = b->active + (gsize) d * words;
  const guint16 *restrict nz = b->nz + (gsize) d * words;
  const guint64 *restrict mine = dlx->opt_bits + (gsize) b->item[d] * words;
  const guint from = b->next[d];

  if (dense)
    {
      /* On a dense list the place of a word is the word: from the word of
       * b->next[d] (or the item's first), to its last. */
      gint32 w = MAX (b->cursor[d], (gint32) (from / 64));
      if (w >= b->end[d])
        return -1;
      guint64 candidates = active[w] & mine[w];
      if (w == (gint32) (from / 64))
        candidates &= ~G_GUINT64_CONSTANT (0) << (from % 64);
      while (candidates == 0)
        {
          if (++w >= b->end[d])
            return -1;
          candidates = active[w] & mine[w];
        }
      gint32 o = w * 64 + __builtin_ctzll (candidates);
      b->next[d] = o + 1;
      return o;
    }
  for (gint32 k = b->cursor[d]; k < b->end[d]; k++)
    {
      guint w = nz[k];
      if (w < from / 64)
        continue;
      guint64 candidates = active[w] & mine[w];
      if (w == from / 64)
        candidates &= ~G_GUINT64_CONSTANT (0) << (from % 64);
      if (candidates != 0)
        {
          gint32 o = w * 64 + __builtin_ctzll (candidates);
          b->next[d] = o + 1;
          b->cursor[d] = k;
          return o;
        }
    }
  b->cursor[d] = b->end[d];
  return -1;
}

/* Depth @d + 1 is left for good: zero the words its last commit left
 * nonzero (see struct _PwXccBits).  Harmless when none was made. */
PW_XCC_INLINE void
clean (PwXccBits *restrict b, guint d, const gboolean dense)
{
  const guint words = b->words;
  guint64 *restrict active = b->active + (gsize) (d + 1) * words;
  const guint16 *restrict nz = b->nz + (gsize) (d + 1) * words;
  if (dense)
    return; /* every commit writes every word */
  for (gint32 k = 0; k < b->n_nz[d + 1]; k++)
    active[nz[k]] = 0;
  b->n_nz[d + 1] = 0;
}

/* A choice is an option and the item it was chosen for, in one int. */
static inline gint32
handle (const PwXccDlx *dlx, gint32 o, gint32 i)
{
  return o * (gint32) (dlx->n_primary + 1) + i;
}

guint
pw_xcc_bits_option_of (PwXccSearch *s, gint32 choice)
{
  return s->dlx->user_option[choice / (gint32) (s->dlx->n_primary + 1)];
}

int
pw_xcc_bits_item_of (PwXccSearch *s, gint32 choice)
{
  return choice % (gint32) (s->dlx->n_primary + 1);
}

int
pw_xcc_bits_choose (PwXccSearch *s, gint32 *len)
{
  return choose (s->bits, s->bits->depth, len);
}

gboolean
pw_xcc_bits_solved (PwXccSearch *s)
{
  return s->bits->left[s->bits->depth] == 0;
}

/* The primitive moves must undo what they do (the search never looks at a
 * depth's counts again once it has covered there, but the splitter and
 * the estimator come back to the root). */
void
pw_xcc_bits_cover (PwXccSearch *s, int item)
{
  PwXccBits *b = s->bits;
  gsize at = (gsize) b->depth * b->stride;
  memcpy (b->saved + at, b->count + at, sizeof (gint16) * b->stride);
  cover (s->dlx, b, b->depth, item, b->dense);
}

void
pw_xcc_bits_uncover (PwXccSearch *s, int item)
{
  PwXccBits *b = s->bits;
  gsize at = (gsize) b->depth * b->stride;
  memcpy (b->count + at, b->saved + at, sizeof (gint16) * b->stride);
}

gint32
pw_xcc_bits_nth (PwXccSearch *s, int item, guint k)
{
  PwXccBits *b = s->bits;
  guint d = b->depth;
  gint32 saved_item = b->item[d], saved_next = b->next[d], o;
  gint32 saved_cursor = b->cursor[d], saved_end = b->end[d];
  b->item[d] = item;
  b->next[d] = 0;
  b->cursor[d] = 0;
  b->end[d] = b->n_nz[d];
  do
    o = next_option (s->dlx, b, d, b->dense);
  while (k-- > 0 && o >= 0);
  b->item[d] = saved_item;
  b->next[d] = saved_next;
  b->cursor[d] = saved_cursor;
  b->end[d] = saved_end;
  return handle (s->dlx, o, item);
}

void
pw_xcc_bits_options (PwXccSearch *s, int item, gint32 *out, gint32 len)
{
  PwXccBits *b = s->bits;
  guint d = b->depth;
  gint32 saved_item = b->item[d], saved_next = b->next[d];
  gint32 saved_cursor = b->cursor[d], saved_end = b->end[d];
  b->item[d] = item;
  b->next[d] = 0;
  b->cursor[d] = 0;
  b->end[d] = b->n_nz[d];
  for (gint32 k = 0; k < len; k++)
    out[k] = handle (s->dlx, next_option (s->dlx, b, d, b->dense), item);
  b->item[d] = saved_item;
  b->next[d] = saved_next;
  b->cursor[d] = saved_cursor;
  b->end[d] = saved_end;
}

void
pw_xcc_bits_commit (PwXccSearch *s, gint32 choice)
{
  PwXccBits *b = s->bits;
  b->item[b->depth] = pw_xcc_bits_item_of (s, choice);
  commit (s->dlx, b, b->depth, choice / (gint32) (s->dlx->n_primary + 1), b->dense);
  b->depth++;
}

void
pw_xcc_bits_uncommit (PwXccSearch *s, gint32 choice)
{
  s->bits->depth--;
  clean (s->bits, s->bits->depth, s->bits->dense);
}

void
pw_xcc_bits_position (PwXccSearch *s, guint level, guint *pos, guint *len)
{
  PwXccBits *b = s->bits;
  const guint64 *active = b->active + (gsize) level * b->words;
  const guint64 *mine = s->dlx->opt_bits + (gsize) b->item[level] * b->words;
  guint o = s->choice[level] / (gint32) (s->dlx->n_primary + 1);

  *pos = *len = 0;
  for (guint w = 0; w < b->words; w++)
    {
      guint64 c = active[w] & mine[w];
      *len += __builtin_popcountll (c);
      if (w < o / 64)
        *pos += __builtin_popcountll (c);
      else if (w == o / 64)
        *pos += __builtin_popcountll (c & ((G_GUINT64_CONSTANT (1) << (o % 64)) - 1));
    }
}

/* Every active option of the last primary item completes a solution (the
 * counts are exact, and colours were settled when the options clashing
 * with the choices above were cleared), so when only counting, the
 * @len solutions below count at once: as many nodes as solutions, one
 * per child, as a search that made each choice would visit; a limit
 * takes only as many as it still allows.  FALSE when the search must
 * stop there. */
static gboolean
count_last_item (PwXccSearch *s, guint64 *nodes, gint32 len)
{
  guint64 k = len;
  if (s->limit != 0)
    k = MIN (k, s->limit - s->solutions);
  *nodes += k;
  s->solutions += k;
  return s->limit == 0 || s->solutions < s->limit;
}

/* The search, made twice by the compiler: for sets of a few words, whose
 * lists are every word (@dense), the moves go over the words themselves,
 * not through a list; an indirection on every word of every move cost
 * small problems a fifth more instructions (Langford 11: 307 M against
 * 255 M before the lists, callgrind). */
PW_XCC_INLINE void
run (PwXccSearch *s, const gboolean dense)
{
  const PwXccDlx *restrict dlx = s->dlx;
  PwXccBits *restrict b = s->bits;
  gint32 *restrict choice = s->choice;
  guint d = s->level;
  const guint base = s->base;
  guint64 nodes = s->nodes;
  gint64 budget = s->check_budget;
  /* Counting on one thread (on several, visit() shares each solution
   * with the other threads). */
  const gboolean count_only = s->solution_func == NULL && !s->first_only && s->shared == NULL;
  gint32 i, o, len;

  g_assert (b->depth == d);

forward:
  nodes++;
  if (b->left[d] == 0)
    {
      s->level = d;
      s->nodes = nodes;
      if (!pw_xcc_search_visit (s))
        goto stop;
      goto backup;
    }
  i = choose (b, d, &len);
  budget -= 1 + (len >> 4);
  if (G_UNLIKELY (budget <= 0))
    {
      budget = s->check_budget;
      s->level = d;
      s->nodes = nodes;
      if (!pw_xcc_search_checkpoint (s))
        goto stop;
    }
  if (len == 0)
    goto backup;
  if (b->left[d] == 1 && count_only)
    {
      if (!count_last_item (s, &nodes, len))
        goto stop;
      goto backup;
    }
  cover (dlx, b, d, i, dense);
  if (b->left[d] == 1)
    goto last_item;

try:
  o = next_option (dlx, b, d, dense);
  if (o < 0)
    {
      clean (b, d, dense);
      goto backup;
    }
  choice[d] = handle (dlx, o, b->item[d]);
  commit (dlx, b, d, o, dense);
  d++;
  goto forward;

last_item:
  /* Each option left completes a solution: visit it without committing. */
  while ((o = next_option (dlx, b, d, dense)) >= 0)
    {
      choice[d] = handle (dlx, o, i);
      nodes++;
      s->level = d + 1;
      s->nodes = nodes;
      if (!pw_xcc_search_visit (s))
        goto stop;
    }

backup:
  if (d == base)
    goto done;
  d--;
  goto try;

stop:
  s->stopped = TRUE;
  /* Zero what the commits still in force wrote (see struct _PwXccBits). */
  while (d > base)
    clean (b, --d, dense);
done:
  s->nodes = nodes;
  s->level = d;
  b->depth = d;
}

static void
run_dense (PwXccSearch *s)
{
  run (s, TRUE);
}

static void
run_sparse (PwXccSearch *s)
{
  run (s, FALSE);
}

void
pw_xcc_bits_run (PwXccSearch *s)
{
  if (s->bits->dense)
    run_dense (s);
  else
    run_sparse (s);
}
