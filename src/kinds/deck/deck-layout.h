/* deck-layout.h — where the symbols of a card sit.
 *
 * Symbols are circles on the card (the disc of radius 1, or the square
 * [-1, 1]²), none overlapping another or the edge, each with a random
 * size between min_size and max_size of the largest and a random turn.
 * The packing is rejection sampling with shrinking: the circles, largest
 * first, each try random centres until one fits; when one cannot, every
 * size shrinks a little and the card starts again.  Then every circle
 * grows by one factor while the circles push each other into the room
 * left between them (shaken a little when jammed); of three such starts
 * the one that grew most is kept (one for a crowded card), so a card of
 * eight symbols is about 59 % covered rather than 43 %.  It is
 * reproducible:
 * card c of a deck is laid out from the child seed (seed, c).
 */
#pragma once

#include "deck-model.h"
#include "pw-rng.h"

G_BEGIN_DECLS

/* Room kept between two symbols and between a symbol and the edge, in
 * card units (a card's radius is 1). */
#define PW_DECK_LAYOUT_GAP 0.03

/* Lays out @count symbols into @places (set to @count entries). */
void     pw_deck_layout_card   (PwDeckShape shape, double min_size, double max_size,
                                guint count, PwRng *rng, GArray *places);
/* Lays out card @c of @m into @places from @m->layout_seed, the card's
 * longest words in its largest circles. */
void     pw_deck_layout_one    (const PwDeckModel *m, guint c, GArray *places);
/* Lays out every card of @m from @m->layout_seed; FALSE (no error set)
 * when @cancellable fired. */
gboolean pw_deck_layout_deck   (PwDeckModel *m, PwProgress *progress,
                                GCancellable *cancellable);
/* Whether two places overlap, or a place leaves the card. */
gboolean pw_deck_places_overlap (const PwDeckPlace *a, const PwDeckPlace *b);
gboolean pw_deck_place_inside   (PwDeckShape shape, const PwDeckPlace *p);

G_END_DECLS
