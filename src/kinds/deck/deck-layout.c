#include "deck-layout.h"

#include <math.h>

/* How much of the card the symbols cover at first (as circles): dense
 * enough to look like the shop game, loose enough for rejection
 * sampling to find room quickly. */
#define START_FILL 0.66
#define SHRINK 0.96
#define TRIES 400

gboolean
pw_deck_places_overlap (const PwDeckPlace *a, const PwDeckPlace *b)
{
  double dx = a->x - b->x, dy = a->y - b->y, d = a->r + b->r + PW_DECK_LAYOUT_GAP;
  return dx * dx + dy * dy < d * d;
}

gboolean
pw_deck_place_inside (PwDeckShape shape, const PwDeckPlace *p)
{
  double room = 1.0 - PW_DECK_LAYOUT_GAP - p->r;
  if (room < 0)
    return FALSE;
  if (shape == PW_DECK_ROUND)
    return p->x * p->x + p->y * p->y <= room * room + 1e-12;
  return fabs (p->x) <= room + 1e-12 && fabs (p->y) <= room + 1e-12;
}

static int
by_radius_desc (gconstpointer a, gconstpointer b)
{
  double ra = ((const PwDeckPlace *) a)->r, rb = ((const PwDeckPlace *) b)->r;
  return ra < rb ? 1 : ra > rb ? -1 : 0;
}

/* Tries to place every circle of @places (radii set, largest first);
 * FALSE when one found no room in TRIES tries. */
static gboolean
try_pack (PwDeckShape shape, GArray *places, PwRng *rng)
{
  for (guint i = 0; i < places->len; i++)
    {
      PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      double room = 1.0 - PW_DECK_LAYOUT_GAP - p->r;
      gboolean placed = FALSE;
      for (guint t = 0; t < TRIES && !placed; t++)
        {
          p->x = (2 * pw_rng_double (rng) - 1) * room;
          p->y = (2 * pw_rng_double (rng) - 1) * room;
          if (!pw_deck_place_inside (shape, p))
            continue;
          placed = TRUE;
          for (guint j = 0; j < i && placed; j++)
            placed = !pw_deck_places_overlap (p, &g_array_index (places, PwDeckPlace, j));
        }
      if (!placed)
        return FALSE;
    }
  return TRUE;
}

void
pw_deck_layout_card (PwDeckShape shape, double min_size, double max_size, guint count,
                     PwRng *rng, GArray *places)
{
  g_array_set_size (places, count);
  if (count == 0)
    return;
  min_size = CLAMP (min_size, 0.05, 1.0);
  max_size = CLAMP (max_size, min_size, 1.0);
  /* Relative sizes first, then one scale so the circles cover START_FILL
   * of the card's area. */
  double area = 0;
  for (guint i = 0; i < count; i++)
    {
      PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      p->r = min_size + (max_size - min_size) * pw_rng_double (rng);
      p->angle = 360.0 * pw_rng_double (rng);
      area += G_PI * p->r * p->r;
    }
  double card_area = shape == PW_DECK_ROUND ? G_PI : 4.0;
  double scale = sqrt (START_FILL * card_area / area);
  /* One symbol alone fills the card; never draw larger than that. */
  double largest = 1.0 - 2 * PW_DECK_LAYOUT_GAP;
  for (guint i = 0; i < count; i++)
    {
      PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      p->r = MIN (p->r * scale, largest);
    }
  g_array_sort (places, by_radius_desc);
  while (!try_pack (shape, places, rng))
    for (guint i = 0; i < count; i++)
      g_array_index (places, PwDeckPlace, i).r *= SHRINK;
  /* The largest went first; shuffle so size says nothing about which
   * symbol of the card it is. */
  pw_rng_shuffle (rng, places->data, places->len, sizeof (PwDeckPlace));
}

gboolean
pw_deck_layout_deck (PwDeckModel *m, PwProgress *progress, GCancellable *cancellable)
{
  for (guint c = 0; c < m->cards->len; c++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      PwDeckCard *card = pw_deck_model_card (m, c);
      PwRng rng;
      pw_rng_init_child (&rng, m->layout_seed, c);
      pw_deck_layout_card (m->shape, m->min_size, m->max_size, card->symbols->len, &rng,
                           card->places);
      if (progress && (c % 16 == 15 || c + 1 == m->cards->len))
        pw_progress_set_fraction (progress, (double) (c + 1) / m->cards->len);
    }
  return TRUE;
}
