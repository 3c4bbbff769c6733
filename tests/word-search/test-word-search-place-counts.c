/* test-word-search-place-counts.c — the placer's count of each word's
 * open places, kept up to date as letters are laid and lifted, against a
 * count made afresh from the grid after every step: a place is open when
 * every letter already on its cells agrees and one cell at least is
 * empty. */
#include "pw-rng.h"
#include "word-search-place-counts.h"
#include "word-search.h"

#define W 7
#define H 6

typedef struct
{
  guint n_letters;
  guint keys[4];
  GArray *places; /* cell * 8 + direction */
} Word;

static guint
cell_of (guint place, guint l)
{
  int dx, dy;
  pw_word_search_direction_step (place % 8, &dx, &dy);
  return (guint) ((int) (place / 8) + (int) l * (dy * W + dx));
}

static guint
count_afresh (const Word *w, const guint *grid)
{
  guint open = 0;
  for (guint k = 0; k < w->places->len; k++)
    {
      guint place = g_array_index (w->places, guint, k), agree = 0;
      gboolean clash = FALSE;
      for (guint l = 0; l < w->n_letters; l++)
        {
          guint key = grid[cell_of (place, l)];
          clash = clash || (key != 0 && key != w->keys[l]);
          agree += key == w->keys[l];
        }
      open += !clash && agree < w->n_letters;
    }
  return open;
}

/* Lays and lifts random letters, comparing the counts with a count made
 * afresh after each step.  With @holes, the places that cross a few
 * cells are left out, as a grid's shape or a pinned word's letters leave
 * them out, so that those never count as open. */
static void
counts_agree (gboolean holes)
{
  /* Three words over the letters 1, 2, 3: they cross often and clash often. */
  Word words[] = { { 3, { 1, 2, 3 } }, { 4, { 2, 2, 1, 3 } }, { 2, { 3, 1 } } };
  guint n_letters[3], n_places[3];
  const guint *places[3], *keys[3];
  for (guint i = 0; i < 3; i++)
    {
      words[i].places = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint d = 0; d < 8; d++)
        for (int y = 0; y < H; y++)
          for (int x = 0; x < W; x++)
            {
              int dx, dy, span = (int) words[i].n_letters - 1;
              pw_word_search_direction_step (d, &dx, &dy);
              if (x + dx * span < 0 || x + dx * span >= W || y + dy * span < 0
                  || y + dy * span >= H)
                continue;
              gboolean crosses_hole = FALSE;
              for (int l = 0; l <= span; l++)
                crosses_hole = crosses_hole || ((y + dy * l) * W + x + dx * l) % 5 == 3;
              if (holes && crosses_hole)
                continue;
              guint place = (guint) (y * W + x) * 8 + d;
              g_array_append_val (words[i].places, place);
            }
      n_letters[i] = words[i].n_letters;
      n_places[i] = words[i].places->len;
      places[i] = (const guint *) words[i].places->data;
      keys[i] = words[i].keys;
    }
  PwWordSearchPlaceCounts *pc = pw_word_search_place_counts_new (W, H, 3, n_letters, n_places,
                                                                 places, keys);
  guint grid[W * H] = { 0 };
  PwRng rng;
  pw_rng_init (&rng, 26);
  for (guint step = 0; step < 3000; step++)
    {
      /* Lay a random letter on an empty cell, or lift one. */
      guint c = pw_rng_below (&rng, W * H);
      if (grid[c] == 0)
        {
          grid[c] = 1 + pw_rng_below (&rng, 3);
          pw_word_search_place_counts_key (pc, c, grid[c], 1);
        }
      else
        {
          pw_word_search_place_counts_key (pc, c, grid[c], -1);
          grid[c] = 0;
        }
      for (guint i = 0; i < 3; i++)
        g_assert_cmpuint (pw_word_search_place_counts_open (pc, i), ==,
                          count_afresh (&words[i], grid));
    }
  pw_word_search_place_counts_free (pc);
  for (guint i = 0; i < 3; i++)
    g_array_unref (words[i].places);
}

static void
test_counts_agree (void)
{
  counts_agree (FALSE);
}

static void
test_counts_agree_holes (void)
{
  counts_agree (TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/word-search/place/counts-agree", test_counts_agree);
  g_test_add_func ("/word-search/place/counts-agree-holes", test_counts_agree_holes);
  return g_test_run ();
}
