/* word-search-place-counts.c — how many places each word has left.
 *
 * Why: the placer branches on the word with the fewest open places, and
 * counting them afresh at every node read every place of every word
 * (about 100,000 places on a 20×20 grid with 40 words): half of a
 * generation's time (issue 26).  Here a letter laid on a cell or lifted
 * from it updates only the places over that cell, found from the grid's
 * geometry: a place is open while none of its cells holds another letter
 * and not all of them hold letters (a word laid exactly over others would
 * hide them), the same rule as the placer's crossings().
 *
 * The start cells of a word's places in one direction lie in a rectangle
 * (those whose last letter stays inside the grid), so each start cell of
 * that rectangle has a counter, found by arithmetic; the starts that are
 * not places (a masked cell, a pinned letter in the way) are marked dead
 * and never open.  An index from start cell to place, 512 KB to fill for
 * each 20×20 generation, and the search along each line for the cells
 * inside it, had cost a third of a generation (issue 26). */
#include "word-search-place-counts.h"

#include "word-search.h"

/* Each start's counters in one number: CLASH for each of its cells
 * holding another letter, 1 for each holding its letter.  A place of n
 * letters is open while the number is below n: no clash, and not every
 * cell agreeing.  A start that is not a place starts at DEAD clashes, so
 * it never drops below n (a place has at most PW_WORD_SEARCH_MAX_SIDE
 * letters); one number and no branch per update, where two counters and
 * their tests had been most of the placer's time. */
#define CLASH 256
#define DEAD (128 * CLASH)
G_STATIC_ASSERT (PW_WORD_SEARCH_MAX_SIDE < CLASH
                 && DEAD + PW_WORD_SEARCH_MAX_SIDE * (CLASH + 1) <= G_MAXUINT16);

/* One word's places in one direction: their start cells, a rectangle
 * (empty when @cols is 0), and where its counters begin. */
typedef struct
{
  int x0, y0, x1, y1, cols;
  guint first;
} Block;

struct _PwWordSearchPlaceCounts
{
  guint width, height, n_words;
  const guint *n_letters;   /* per word */
  const guint *const *keys; /* per word: its letter keys */
  guint *open;              /* per word */
  Block *blocks;            /* per word and direction */
  int dx[PW_WORD_SEARCH_N_DIRECTIONS], dy[PW_WORD_SEARCH_N_DIRECTIONS];
  guint16 *state;           /* per start: CLASH × clashes + agreeing (+ DEAD) */
};

/* The rectangle of start cells of word @i in direction @d, placed at
 * counter @first; the counters it takes. */
static guint
block_init (PwWordSearchPlaceCounts *pc, guint i, guint d, guint first)
{
  Block *b = &pc->blocks[i * PW_WORD_SEARCH_N_DIRECTIONS + d];
  int span = (int) pc->n_letters[i] - 1, dx = pc->dx[d], dy = pc->dy[d];
  b->x0 = MAX (0, -dx * span);
  b->x1 = (int) pc->width - 1 - MAX (0, dx * span);
  b->y0 = MAX (0, -dy * span);
  b->y1 = (int) pc->height - 1 - MAX (0, dy * span);
  b->first = first;
  b->cols = pc->n_letters[i] > 0 && b->x1 >= b->x0 && b->y1 >= b->y0 ? b->x1 - b->x0 + 1 : 0;
  return b->cols ? (guint) (b->cols * (b->y1 - b->y0 + 1)) : 0;
}

PwWordSearchPlaceCounts *
pw_word_search_place_counts_new (guint width, guint height, guint n_words,
                                 const guint *n_letters, const guint *n_places,
                                 const guint *const *places, const guint *const *keys)
{
  PwWordSearchPlaceCounts *pc = g_new0 (PwWordSearchPlaceCounts, 1);
  pc->width = width;
  pc->height = height;
  pc->n_words = n_words;
  pc->n_letters = n_letters;
  pc->keys = keys;
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
    pw_word_search_direction_step (d, &pc->dx[d], &pc->dy[d]);
  pc->open = g_new (guint, MAX (n_words, 1));
  pc->blocks = g_new (Block, MAX (n_words, 1) * PW_WORD_SEARCH_N_DIRECTIONS);
  guint total = 0;
  for (guint i = 0; i < n_words; i++)
    for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
      total += block_init (pc, i, d, total);
  pc->state = g_new (guint16, MAX (total, 1));
  for (guint q = 0; q < total; q++)
    pc->state[q] = DEAD;
  for (guint i = 0; i < n_words; i++)
    {
      pc->open[i] = n_places[i];
      for (guint k = 0; k < n_places[i]; k++)
        {
          const Block *b = &pc->blocks[i * PW_WORD_SEARCH_N_DIRECTIONS + places[i][k] % 8];
          int x = (int) (places[i][k] / 8 % width), y = (int) (places[i][k] / 8 / width);
          g_return_val_if_fail (b->cols && x >= b->x0 && x <= b->x1 && y >= b->y0
                                  && y <= b->y1, pc);
          pc->state[b->first + (guint) ((y - b->y0) * b->cols + x - b->x0)] = 0;
        }
    }
  return pc;
}

void
pw_word_search_place_counts_free (PwWordSearchPlaceCounts *pc)
{
  if (pc == NULL)
    return;
  g_free (pc->open);
  g_free (pc->blocks);
  g_free (pc->state);
  g_free (pc);
}

/* Narrows [*@lo, *@hi] to the steps l for which @p - l * @step lies in
 * [@min, @max]. */
static inline void
clip (int p, int step, int min, int max, int *lo, int *hi)
{
  if (step == 0 && (p < min || p > max))
    *hi = -1;
  else if (step > 0)
    *lo = MAX (*lo, p - max), *hi = MIN (*hi, p - min);
  else if (step < 0)
    *lo = MAX (*lo, min - p), *hi = MIN (*hi, max - p);
}

void
pw_word_search_place_counts_key (PwWordSearchPlaceCounts *pc, guint cell, guint key, int delta)
{
  int x = (int) (cell % pc->width), y = (int) (cell / pc->width);
  for (guint i = 0; i < pc->n_words; i++)
    {
      guint n = pc->n_letters[i];
      const guint *keys = pc->keys[i];
      for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
        {
          const Block *b = &pc->blocks[i * PW_WORD_SEARCH_N_DIRECTIONS + d];
          int dx = pc->dx[d], dy = pc->dy[d];
          /* The places whose letter l lies on @cell start l steps back:
           * those l whose start is in the rectangle. */
          int lo = 0, hi = (int) n - 1;
          if (b->cols == 0)
            continue;
          clip (x, dx, b->x0, b->x1, &lo, &hi);
          clip (y, dy, b->y0, b->y1, &lo, &hi);
          int q = (int) b->first + (y - lo * dy - b->y0) * b->cols + (x - lo * dx - b->x0);
          int back = dy * b->cols + dx;
          int open = 0;
          for (int l = lo; l <= hi; l++, q -= back)
            {
              guint v = pc->state[q];
              open -= v < n;
              v += keys[l] == key ? delta : delta * CLASH;
              pc->state[q] = (guint16) v;
              open += v < n;
            }
          pc->open[i] += (guint) open;
        }
    }
}

guint
pw_word_search_place_counts_open (const PwWordSearchPlaceCounts *pc, guint i)
{
  return pc->open[i];
}
