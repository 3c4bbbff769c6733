/* word-search-place-counts.c — how many places each word has left.
 *
 * Why: the placer branches on the word with the fewest open places, and
 * counting them afresh at every node read every place of every word
 * (about 100,000 places on a 20×20 grid with 40 words): half of a
 * generation's time (issue 26).  Here a letter laid on a cell or lifted
 * from it updates only the places over that cell, found from the grid's
 * geometry (each word's places are indexed by start cell and direction):
 * a place is open while none of its cells holds another letter and not
 * all of them hold letters (a word laid exactly over others would hide
 * them), the same rule as the placer's crossings(). */
#include "word-search-place-counts.h"

#include <string.h>

#include "word-search.h"

struct _PwWordSearchPlaceCounts
{
  guint width, height, n_words;
  const guint *n_letters;   /* per word */
  const guint *const *keys; /* per word: its letter keys */
  guint *open;              /* per word */
  gint *place_at;           /* per word, start cell and direction: the place, or -1 */
  guint *first_place;       /* per word: its places' first number below */
  guint8 *clashes;          /* per place: cells holding another letter */
  guint8 *agreeing;         /* per place: cells holding its letter */
};

PwWordSearchPlaceCounts *
pw_word_search_place_counts_new (guint width, guint height, guint n_words,
                                 const guint *n_letters, const guint *n_places,
                                 const guint *const *places, const guint *const *keys)
{
  PwWordSearchPlaceCounts *pc = g_new0 (PwWordSearchPlaceCounts, 1);
  gsize per_word = (gsize) width * height * 8;
  pc->width = width;
  pc->height = height;
  pc->n_words = n_words;
  pc->n_letters = n_letters;
  pc->keys = keys;
  pc->open = g_new (guint, MAX (n_words, 1));
  pc->first_place = g_new (guint, MAX (n_words, 1));
  pc->place_at = g_new (gint, MAX (per_word * n_words, 1));
  memset (pc->place_at, 0xff, per_word * n_words * sizeof (gint));
  guint total = 0;
  for (guint i = 0; i < n_words; i++)
    {
      pc->open[i] = n_places[i];
      pc->first_place[i] = total;
      for (guint k = 0; k < n_places[i]; k++)
        pc->place_at[i * per_word + places[i][k]] = (gint) k;
      total += n_places[i];
    }
  /* A place has at most PW_WORD_SEARCH_MAX_SIDE letters: a byte counts them. */
  G_STATIC_ASSERT (PW_WORD_SEARCH_MAX_SIDE < 256);
  pc->clashes = g_new0 (guint8, MAX (total, 1));
  pc->agreeing = g_new0 (guint8, MAX (total, 1));
  return pc;
}

void
pw_word_search_place_counts_free (PwWordSearchPlaceCounts *pc)
{
  if (pc == NULL)
    return;
  g_free (pc->open);
  g_free (pc->first_place);
  g_free (pc->place_at);
  g_free (pc->clashes);
  g_free (pc->agreeing);
  g_free (pc);
}

void
pw_word_search_place_counts_key (PwWordSearchPlaceCounts *pc, guint cell, guint key, int delta)
{
  int x = (int) (cell % pc->width), y = (int) (cell / pc->width);
  gsize per_word = (gsize) pc->width * pc->height * 8;
  for (guint i = 0; i < pc->n_words; i++)
    {
      const gint *at = pc->place_at + i * per_word;
      guint n = pc->n_letters[i];
      for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
        {
          int dx, dy;
          pw_word_search_direction_step (d, &dx, &dy);
          /* The places whose letter @l lies on @cell start @l steps back. */
          for (guint l = 0; l < n; l++)
            {
              int sx = x - (int) l * dx, sy = y - (int) l * dy;
              if (sx < 0 || sy < 0 || sx >= (int) pc->width || sy >= (int) pc->height)
                break;
              gint k = at[(sy * (int) pc->width + sx) * 8 + (int) d];
              if (k < 0)
                continue;
              guint q = pc->first_place[i] + (guint) k;
              gboolean was = pc->clashes[q] == 0 && pc->agreeing[q] < n;
              if (pc->keys[i][l] == key)
                pc->agreeing[q] += delta;
              else
                pc->clashes[q] += delta;
              gboolean now = pc->clashes[q] == 0 && pc->agreeing[q] < n;
              if (was != now)
                pc->open[i] += now ? 1 : -1;
            }
        }
    }
}

guint
pw_word_search_place_counts_open (const PwWordSearchPlaceCounts *pc, guint i)
{
  return pc->open[i];
}
