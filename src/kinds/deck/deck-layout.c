#include "deck-layout.h"

#include <math.h>

#include "pw-text.h"

/* How much of the card the symbols cover at first (as circles): dense
 * enough to look like the shop game, loose enough for rejection
 * sampling to find room quickly. */
#define START_FILL 0.66
#define SHRINK 0.96
#define TRIES 400
/* Growing: at most this many rounds, each of at most RELAX_SWEEPS
 * sweeps, down to a step of GROW_FINEST (0.5 %). */
#define GROW_ROUNDS 24
#define RELAX_SWEEPS 60
#define GROW_FINEST 0.005
#define GROW_FIRST 0.08
/* Tries at each size, the first unshaken; a shake moves a circle by up
 * to SHAKE of its radius.  Cards of many symbols gain little from
 * shaking (their gaps are mostly the fixed room between symbols) and
 * each try costs the square of their count, so they shake less. */
#define GROW_SHAKES 8
#define GROW_SHAKES_CROWDED 2
#define CROWDED 16
/* Independent starts for a card of up to CROWDED symbols. */
#define STARTS 3
#define SHAKE 0.5

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

/* Moves the circles of @places apart until none overlaps another or
 * leaves the card, for at most @sweeps sweeps; TRUE when it got there.
 * Each sweep pushes every overlapping pair apart by half their overlap
 * each, then pulls every circle back onto the card: the plain
 * projection method, which settles quickly for the few circles a card
 * holds. */
static gboolean
relax (PwDeckShape shape, GArray *places, guint sweeps, PwRng *rng)
{
  guint n = places->len;
  PwDeckPlace *p = (PwDeckPlace *) places->data;
  for (guint s = 0; s < sweeps; s++)
    {
      gboolean clean = TRUE;
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double dx = p[j].x - p[i].x, dy = p[j].y - p[i].y;
            double need = p[i].r + p[j].r + PW_DECK_LAYOUT_GAP;
            double d2 = dx * dx + dy * dy;
            if (d2 >= need * need)
              continue;
            clean = FALSE;
            double d = sqrt (d2);
            if (d < 1e-9)
              {
                /* On top of each other: any way apart will do. */
                double a = 2 * G_PI * pw_rng_double (rng);
                dx = cos (a), dy = sin (a), d = 1;
              }
            /* A hair more than half each, so the pair ends just apart. */
            double push = (need - sqrt (d2)) * 0.5 * 1.0001 / d;
            p[i].x -= dx * push, p[i].y -= dy * push;
            p[j].x += dx * push, p[j].y += dy * push;
          }
      for (guint i = 0; i < n; i++)
        {
          double room = 1.0 - PW_DECK_LAYOUT_GAP - p[i].r;
          if (room < 0)
            return FALSE;
          if (shape == PW_DECK_ROUND)
            {
              double d = sqrt (p[i].x * p[i].x + p[i].y * p[i].y);
              if (d > room)
                {
                  p[i].x *= room / d, p[i].y *= room / d;
                  clean = FALSE;
                }
            }
          else if (fabs (p[i].x) > room || fabs (p[i].y) > room)
            {
              p[i].x = CLAMP (p[i].x, -room, room);
              p[i].y = CLAMP (p[i].y, -room, room);
              clean = FALSE;
            }
        }
      if (clean)
        return TRUE;
    }
  return FALSE;
}

/* Whether @places is a layout: every circle inside, none overlapping. */
static gboolean
valid (PwDeckShape shape, GArray *places)
{
  for (guint i = 0; i < places->len; i++)
    {
      const PwDeckPlace *a = &g_array_index (places, PwDeckPlace, i);
      if (!pw_deck_place_inside (shape, a))
        return FALSE;
      for (guint j = i + 1; j < places->len; j++)
        if (pw_deck_places_overlap (a, &g_array_index (places, PwDeckPlace, j)))
          return FALSE;
    }
  return TRUE;
}

/* Grows every circle by one factor as far as the card allows, starting
 * from the valid layout @places: each round tries a larger factor, lets
 * the circles push each other into the room there is, and keeps the
 * result only when it is valid, halving the step when it is not.  The
 * sizes stay in proportion, so min and max keep their meaning. */
static void
grow (PwDeckShape shape, GArray *places, PwRng *rng)
{
  g_autoptr (GArray) trial = g_array_sized_new (FALSE, FALSE, sizeof (PwDeckPlace), places->len);
  double step = GROW_FIRST;
  for (guint round = 0; round < GROW_ROUNDS && step > GROW_FINEST; round++)
    {
      gboolean grown = FALSE;
      /* A jammed layout cannot make room by pushing alone: after the
       * first try, shake the circles a little and let them settle. */
      guint shakes = places->len > CROWDED ? GROW_SHAKES_CROWDED : GROW_SHAKES;
      for (guint attempt = 0; attempt < shakes && !grown; attempt++)
        {
          g_array_set_size (trial, 0);
          g_array_append_vals (trial, places->data, places->len);
          for (guint i = 0; i < trial->len; i++)
            {
              PwDeckPlace *p = &g_array_index (trial, PwDeckPlace, i);
              p->r *= 1.0 + step;
              if (attempt > 0)
                {
                  p->x += (2 * pw_rng_double (rng) - 1) * p->r * SHAKE;
                  p->y += (2 * pw_rng_double (rng) - 1) * p->r * SHAKE;
                }
            }
          grown = relax (shape, trial, RELAX_SWEEPS, rng) && valid (shape, trial);
        }
      if (grown)
        {
          g_array_set_size (places, 0);
          g_array_append_vals (places, trial->data, trial->len);
        }
      else
        step *= 0.5;
    }
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
  /* Some random starts jam early: of a few, keep the one that grew most
   * (the sizes keep their proportions, so the largest circle says it). */
  guint starts = count > CROWDED ? 1 : STARTS;
  g_autoptr (GArray) start = g_array_copy (places);
  g_autoptr (GArray) trial = g_array_sized_new (FALSE, FALSE, sizeof (PwDeckPlace), count);
  double best = -1;
  for (guint s = 0; s < starts; s++)
    {
      g_array_set_size (trial, 0);
      g_array_append_vals (trial, start->data, count);
      while (!try_pack (shape, trial, rng))
        for (guint i = 0; i < count; i++)
          g_array_index (trial, PwDeckPlace, i).r *= SHRINK;
      /* Random placement leaves gaps a hand would close: grow into them. */
      grow (shape, trial, rng);
      double r = g_array_index (trial, PwDeckPlace, 0).r;
      if (r > best)
        {
          best = r;
          g_array_set_size (places, 0);
          g_array_append_vals (places, trial->data, count);
        }
    }
  /* The largest went first; shuffle so size says nothing about which
   * symbol of the card it is. */
  pw_rng_shuffle (rng, places->data, places->len, sizeof (PwDeckPlace));
}

typedef struct
{
  guint symbol;   /* position on the card */
  guint length;   /* graphemes, 1 for a picture or character */
} Reach;

static int
by_length_desc (gconstpointer a, gconstpointer b, gpointer unused)
{
  guint la = ((const Reach *) a)->length, lb = ((const Reach *) b)->length;
  return la < lb ? 1 : la > lb ? -1 : 0;
}

/* A word is drawn across its circle, so a long word in a small one is
 * hard to read: the card's circles go, largest first, to its longest
 * words.  The sizes stay those the layout drew, and the places; only
 * which symbol sits where changes. */
static void
give_words_room (const PwDeckModel *m, const PwDeckCard *card, GArray *places)
{
  guint n = card->symbols->len;
  g_autofree Reach *reach = g_new (Reach, n);
  gboolean words = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, g_array_index (card->symbols, guint, i));
      reach[i].symbol = i;
      reach[i].length = s->type == PW_DECK_SYMBOL_WORD ? pw_text_grapheme_count (s->name, -1) : 1;
      words = words || reach[i].length > 1;
    }
  if (!words)
    return;
  g_autoptr (GArray) sorted = g_array_copy (places);
  g_array_sort (sorted, by_radius_desc);
  /* Stable, so words of one length keep the layout's random order. */
  g_qsort_with_data (reach, (gint) n, sizeof (Reach), by_length_desc, NULL);
  for (guint k = 0; k < n; k++)
    g_array_index (places, PwDeckPlace, reach[k].symbol) = g_array_index (sorted, PwDeckPlace, k);
}

void
pw_deck_layout_one (const PwDeckModel *m, guint c, GArray *places)
{
  const PwDeckCard *card = pw_deck_model_card (m, c);
  PwRng rng;
  pw_rng_init_child (&rng, m->layout_seed, c);
  pw_deck_layout_card (m->shape, m->min_size, m->max_size, card->symbols->len, &rng, places);
  give_words_room (m, card, places);
}

gboolean
pw_deck_layout_deck (PwDeckModel *m, PwProgress *progress, GCancellable *cancellable)
{
  for (guint c = 0; c < m->cards->len; c++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      pw_deck_layout_one (m, c, pw_deck_model_card (m, c)->places);
      if (progress && (c % 16 == 15 || c + 1 == m->cards->len))
        pw_progress_set_fraction (progress, (double) (c + 1) / m->cards->len);
    }
  return TRUE;
}
