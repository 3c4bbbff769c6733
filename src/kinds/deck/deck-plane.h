/* deck-plane.h — decks where every two cards share exactly one symbol,
 * from finite projective planes, and the check of any deck.
 *
 * The projective plane PG(2, q) over GF(q) has q² + q + 1 points and as
 * many lines; every line holds q + 1 points and every two lines meet in
 * exactly one point.  A card is a line and a symbol a point.  Planes are
 * built for every prime-power order q (the field's arithmetic is in
 * deck-field.h).  For other orders no construction is known: orders 6, 10
 * and those the Bruck–Ryser theorem rules out have no plane at all, and
 * whether order 12 has one is an open question.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PW_DECK_MAX_ORDER 32

/* Cards as symbol indices: card c holds symbols[c * per_card … +per_card). */
typedef struct
{
  guint order;     /* n: n + 1 symbols a card */
  guint n_cards;
  guint n_symbols; /* n² + n + 1 */
  guint per_card;  /* n + 1 */
  guint *symbols;
} PwDeckPlane;

typedef enum
{
  PW_DECK_ORDER_PLANE,      /* a prime power: we build the plane */
  PW_DECK_ORDER_NONE,       /* proven to have no plane (6, 10, Bruck–Ryser) */
  PW_DECK_ORDER_UNKNOWN,    /* no plane known, none ruled out (12, 15, …) */
  PW_DECK_ORDER_TOO_LARGE,  /* a prime power above PW_DECK_MAX_ORDER */
} PwDeckOrderKind;

/* What is known about order @n, and a translated sentence that says it
 * ("Order 6 has no projective plane: Tarry showed in 1901 …"). */
PwDeckOrderKind pw_deck_order_kind    (guint n, char **why);

/* The first @n_cards lines of PG(2, @order) (0: all n² + n + 1), or NULL
 * with PW_ERROR_PARAMETER saying why. */
PwDeckPlane    *pw_deck_plane_new     (guint order, guint n_cards, GError **error);
void            pw_deck_plane_free    (PwDeckPlane *plane);

/* A pair of cards that does not share exactly one symbol. */
typedef struct
{
  guint a, b;     /* card indices, a < b */
  guint shared;   /* how many symbols they share: 0, or 2 and more */
} PwDeckBadPair;

/* Checks any deck: @n_cards cards, card c holding @sizes[c] symbol indices
 * (below @n_symbols) from @symbols[@offsets[c]].  Returns the bad pairs
 * (an array of PwDeckBadPair, empty when every pair shares exactly one
 * symbol); repeated symbols on one card count once. */
GArray         *pw_deck_check         (guint n_cards, const guint *offsets, const guint *sizes,
                                       const guint *symbols, guint n_symbols);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDeckPlane, pw_deck_plane_free)

G_END_DECLS
