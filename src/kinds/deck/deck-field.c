#include "deck-field.h"

gboolean
pw_deck_prime_power (guint q, guint *p_out, guint *k_out)
{
  if (q < 2)
    return FALSE;
  guint p = 2;
  while (p * p <= q && q % p != 0)
    p++;
  if (q % p != 0)
    p = q; /* q itself is prime */
  guint k = 0, rest = q;
  while (rest % p == 0)
    {
      rest /= p;
      k++;
    }
  if (rest != 1)
    return FALSE;
  *p_out = p;
  *k_out = k;
  return TRUE;
}

/* Polynomials over GF(p) as arrays of k+1 or fewer coefficients, lowest
 * first; only what finding the modulus and multiplying need. */

static void
to_digits (guint value, guint p, guint n, guint *digits)
{
  for (guint i = 0; i < n; i++)
    {
      digits[i] = value % p;
      value /= p;
    }
}

static guint
from_digits (const guint *digits, guint p, guint n)
{
  guint value = 0;
  for (guint i = n; i-- > 0;)
    value = value * p + digits[i];
  return value;
}

/* Whether the monic polynomial x^k + (coefficients of @low) has no monic
 * factor of degree 1 … k/2: then, having degree k, it is irreducible. */
static gboolean
irreducible (guint low, guint p, guint k)
{
  guint f[8];
  to_digits (low, p, k, f);
  f[k] = 1;
  for (guint d = 1; d <= k / 2; d++)
    {
      guint count = 1;
      for (guint i = 0; i < d; i++)
        count *= p;
      for (guint g_low = 0; g_low < count; g_low++)
        {
          guint g[8];
          to_digits (g_low, p, d, g);
          g[d] = 1;
          /* The remainder of f divided by the monic g. */
          guint r[8];
          for (guint i = 0; i <= k; i++)
            r[i] = f[i];
          for (guint top = k; top >= d; top--)
            {
              guint c = r[top];
              if (c != 0)
                for (guint i = 0; i <= d; i++)
                  r[top - d + i] = (r[top - d + i] + p * p - c * g[i] % p) % p;
              if (top == d)
                break;
            }
          gboolean zero = TRUE;
          for (guint i = 0; i < d; i++)
            zero &= r[i] == 0;
          if (zero)
            return FALSE;
        }
    }
  return TRUE;
}

/* a·b modulo the monic x^k + modulus, coefficients mod p. */
static guint
multiply (guint a, guint b, const PwDeckField *f)
{
  guint p = f->p, k = f->k;
  guint x[8], y[8], m[8], prod[16] = { 0 };
  to_digits (a, p, k, x);
  to_digits (b, p, k, y);
  to_digits (f->modulus, p, k, m);
  for (guint i = 0; i < k; i++)
    for (guint j = 0; j < k; j++)
      prod[i + j] = (prod[i + j] + x[i] * y[j]) % p;
  /* x^k = -(modulus): fold the high coefficients down. */
  for (guint top = 2 * k - 2; top >= k; top--)
    {
      guint c = prod[top];
      prod[top] = 0;
      for (guint i = 0; i < k; i++)
        prod[top - k + i] = (prod[top - k + i] + p * p - c * m[i] % p) % p;
      if (top == k)
        break;
    }
  return from_digits (prod, p, k);
}

PwDeckField *
pw_deck_field_new (guint q)
{
  guint p, k;
  if (q > PW_DECK_MAX_FIELD || !pw_deck_prime_power (q, &p, &k))
    return NULL;
  PwDeckField *f = g_new0 (PwDeckField, 1);
  f->q = q;
  f->p = p;
  f->k = k;
  if (k > 1)
    {
      /* The first monic irreducible of degree k with a nonzero constant
       * term (any irreducible will do; the first keeps fields stable). */
      guint low = 1;
      while (!irreducible (low, p, k))
        low++;
      f->modulus = low;
    }
  for (guint a = 0; a < q; a++)
    for (guint b = 0; b < q; b++)
      {
        guint x[8], y[8], s[8];
        to_digits (a, p, k, x);
        to_digits (b, p, k, y);
        for (guint i = 0; i < k; i++)
          s[i] = (x[i] + y[i]) % p;
        f->add[a][b] = from_digits (s, p, k);
        f->mul[a][b] = k == 1 ? (a * b) % p : multiply (a, b, f);
      }
  for (guint a = 0; a < q; a++)
    for (guint b = 0; b < q; b++)
      {
        if (f->add[a][b] == 0)
          f->neg[a] = b;
        if (f->mul[a][b] == 1)
          f->inv[a] = b;
      }
  return f;
}

void
pw_deck_field_free (PwDeckField *field)
{
  g_free (field);
}
