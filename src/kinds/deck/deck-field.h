/* deck-field.h — arithmetic in the finite field GF(q), q = p^k a prime
 * power up to PW_DECK_MAX_FIELD, for the projective planes of decks.
 *
 * Elements are 0 … q-1: the coefficients of a polynomial over GF(p) of
 * degree below k, written in base p (element 5 in GF(9) is 1·x + 2).  0
 * and 1 are the field's zero and one.  Addition adds coefficients mod p;
 * multiplication multiplies polynomials modulo a monic irreducible
 * polynomial of degree k, the first one found in base-p order, so a
 * field is always built the same way.  Both are kept as q × q tables
 * (at most 64 × 64 bytes each): building one takes microseconds.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PW_DECK_MAX_FIELD 64

typedef struct
{
  guint q, p, k;
  /* The irreducible polynomial's coefficients below x^k, in base p. */
  guint modulus;
  guint8 add[PW_DECK_MAX_FIELD][PW_DECK_MAX_FIELD];
  guint8 mul[PW_DECK_MAX_FIELD][PW_DECK_MAX_FIELD];
  guint8 neg[PW_DECK_MAX_FIELD];
  guint8 inv[PW_DECK_MAX_FIELD]; /* inv[0] is 0 and never used */
} PwDeckField;

/* When @q is a prime power p^k, sets @p and @k and returns TRUE. */
gboolean     pw_deck_prime_power (guint q, guint *p, guint *k);
/* GF(@q), or NULL when @q is not a prime power from 2 to
 * PW_DECK_MAX_FIELD. */
PwDeckField *pw_deck_field_new   (guint q);
void         pw_deck_field_free  (PwDeckField *field);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDeckField, pw_deck_field_free)

G_END_DECLS
