/* deck-silhouette.h — pictures a colour-blind player cannot tell apart.
 *
 * Two pictures that differ only in colour (a red and a blue star) have
 * the same outline.  The render layer, which draws pictures, installs a
 * function that gives a picture's silhouette: its coverage (alpha) drawn
 * into PW_DECK_SILHOUETTE_SIDE² cells, the drawn part scaled to fill the
 * square, so the same shape at another size or place is the same
 * silhouette.  Two silhouettes alike to PW_DECK_ALIKE or more (the share
 * of their coverage in common: Σ min / Σ max) are the same shape. */
#pragma once

#include "deck-model.h"

G_BEGIN_DECLS

#define PW_DECK_SILHOUETTE_SIDE 32
#define PW_DECK_ALIKE 0.90

/* The silhouette of picture symbol @symbol (PW_DECK_SILHOUETTE_SIDE²
 * bytes of coverage, 0–255), or NULL when it cannot be drawn. */
typedef GBytes *(*PwDeckSilhouetteFunc) (const PwDeckModel *m, const PwDeckSymbol *symbol);
void    pw_deck_set_silhouette_func (PwDeckSilhouetteFunc func);

/* From 0 (nothing in common) to 1 (the same shape). */
double  pw_deck_silhouette_likeness (GBytes *a, GBytes *b);

typedef struct
{
  guint a, b;        /* symbol indices, a < b */
  double likeness;
} PwDeckAlikePair;

/* The pairs of @m's picture symbols alike in silhouette (PwDeckAlikePair),
 * first by symbol; empty when no silhouette function is installed. */
GArray *pw_deck_alike_pictures      (const PwDeckModel *m);

G_END_DECLS
