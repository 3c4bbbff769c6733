#include "pw-rng.h"

#include <string.h>

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
pw_rng_init (PwRng *rng, guint64 seed)
{
  guint64 x = seed;
  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

void
pw_rng_init_child (PwRng *rng, guint64 seed, guint64 index)
{
  guint64 x = seed ^ G_GUINT64_CONSTANT (0x6a09e667f3bcc909);
  guint64 mixed = splitmix64 (&x) + index * G_GUINT64_CONSTANT (0xd1b54a32d192ed03);
  pw_rng_init (rng, splitmix64 (&mixed));
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

guint64
pw_rng_next (PwRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint64
pw_rng_below (PwRng *rng, guint64 bound)
{
  g_return_val_if_fail (bound > 0, 0);
  /* Lemire's rejection: reject the low values that would bias the result. */
  guint64 threshold = (-bound) % bound;
  for (;;)
    {
      guint64 r = pw_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

double
pw_rng_double (PwRng *rng)
{
  return (pw_rng_next (rng) >> 11) * 0x1.0p-53;
}

guint64
pw_rng_fresh_seed (void)
{
  return (((guint64) g_random_int () << 32) | g_random_int ()) & PW_RNG_SEED_MAX;
}

void
pw_rng_shuffle (PwRng *rng, gpointer base, gsize n, gsize size)
{
  guint8 *p = base;
  guint8 tmp[64];
  g_return_if_fail (size <= sizeof tmp);
  for (gsize i = n; i > 1; i--)
    {
      gsize j = pw_rng_below (rng, i);
      if (j == i - 1)
        continue;
      memcpy (tmp, p + j * size, size);
      memcpy (p + j * size, p + (i - 1) * size, size);
      memcpy (p + (i - 1) * size, tmp, size);
    }
}
