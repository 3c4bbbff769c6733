/* deck-vary.c — a class set's variants of a deck: the same symbols dealt
 * anew.  Renaming the symbols among themselves keeps every property of
 * the deck (every two cards still share exactly as many symbols as
 * before), so each variant is as good a deck as the teacher's, with the
 * symbols on other cards, the cards in another order and laid out
 * afresh. */
#include "deck-kind-private.h"

#include <glib/gi18n-lib.h>

#include "deck-layout.h"
#include "pw-rng.h"

#define SEED_MASK G_MAXINT64 /* seeds are saved as JSON integers */

static char *
deck_describe_variants (const PwModel *model, const PwParams *params)
{
  return g_strdup (_("The same symbols dealt onto the cards anew, each card laid out afresh"));
}

static PwModel *
deck_make_variant (const PwModel *model, const PwParams *params, guint64 seed,
                   PwProgress *progress, GCancellable *cancellable, GError **error)
{
  PwDeckModel *m = (PwDeckModel *) pw_deck_copy (model);
  PwRng rng;
  pw_rng_init (&rng, seed);
  guint n = m->symbols->len;
  g_autofree guint *rename = g_new (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    rename[i] = i;
  pw_rng_shuffle (&rng, rename, n, sizeof (guint));
  for (guint c = 0; c < m->cards->len; c++)
    {
      PwDeckCard *card = pw_deck_model_card (m, c);
      for (guint i = 0; i < card->symbols->len; i++)
        {
          guint *s = &g_array_index (card->symbols, guint, i);
          if (*s < n)
            *s = rename[*s];
        }
      g_array_set_size (card->places, 0);
    }
  pw_rng_shuffle (&rng, m->cards->pdata, m->cards->len, sizeof (gpointer));
  m->layout_seed = pw_rng_next (&rng) & SEED_MASK;
  if (!pw_deck_layout_deck (m, progress, cancellable))
    {
      pw_deck_free (&m->parent);
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  return &m->parent;
}

const PwVariants pw_deck_variants = {
  .describe = deck_describe_variants,
  .make = deck_make_variant,
};
