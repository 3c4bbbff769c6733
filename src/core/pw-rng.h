/* pw-rng.h — a small, seeded, reproducible random number generator.
 *
 * xoshiro256** seeded through splitmix64: the same seed gives the same
 * sequence on every machine and every build, which is what makes
 * generated puzzles and class sets reproducible from a document's seed.
 * GRand is not used because its sequence is not promised across GLib
 * versions.  Not thread-safe: give each thread its own PwRng.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} PwRng;

void     pw_rng_init       (PwRng *rng, guint64 seed);
/* A child stream, independent of the parent, for variant @index. */
void     pw_rng_init_child (PwRng *rng, guint64 seed, guint64 index);
guint64  pw_rng_next       (PwRng *rng);
/* Uniform in [0, bound), without modulo bias.  @bound must be > 0. */
guint64  pw_rng_below      (PwRng *rng, guint64 bound);
/* Uniform in [0, 1). */
double   pw_rng_double     (PwRng *rng);
/* A new random seed for a document, below 2^53 so it survives any JSON
 * reader and a spin button exactly. */
#define PW_RNG_SEED_MAX ((G_GUINT64_CONSTANT (1) << 53) - 1)
guint64  pw_rng_fresh_seed (void);
/* Fisher-Yates shuffle of @n elements of @size bytes. */
void     pw_rng_shuffle    (PwRng *rng, gpointer base, gsize n, gsize size);

G_END_DECLS
