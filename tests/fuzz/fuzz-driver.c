/* A small stand-in for libFuzzer, so every normal build runs each fuzz
 * target for a short while: the seed corpus first, then reproducible
 * random mutations of it (bit flips, byte changes, cuts, splices and
 * repeated chunks), under whatever sanitizers the build has.
 *
 *   fuzz-driver CORPUS-DIR [ITERATIONS] [SEED]
 *
 * With -Dfuzz=true and clang the same targets build with libFuzzer
 * itself, for long coverage-guided runs. */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "pw-rng.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static GPtrArray *
load_corpus (const char *dir)
{
  GPtrArray *corpus = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      char *data;
      gsize len;
      if (g_file_get_contents (path, &data, &len, NULL))
        g_ptr_array_add (corpus, g_bytes_new_take (data, len));
    }
  return corpus;
}

static GByteArray *
mutate (PwRng *rng, GPtrArray *corpus)
{
  GBytes *base = corpus->pdata[pw_rng_below (rng, corpus->len)];
  gsize len;
  const guint8 *data = g_bytes_get_data (base, &len);
  GByteArray *out = g_byte_array_new ();
  g_byte_array_append (out, data, len);
  static const char *const tokens[] = { "{", "}", "[", "]", "\"", ",", ":", "-1", "1e309",
                                        "null", "true", "99999999999999999999", "\\u0000",
                                        "9223372036854775808", "9.223372036854775808e18", "7.0",
                                        "\xff", "\xe5\x90\x88" };
  int rounds = 1 + pw_rng_below (rng, 4);
  for (int r = 0; r < rounds; r++)
    {
      gsize n = out->len;
      switch (pw_rng_below (rng, 6))
        {
        case 0: /* flip a bit */
          if (n)
            out->data[pw_rng_below (rng, n)] ^= 1 << pw_rng_below (rng, 8);
          break;
        case 1: /* any byte */
          if (n)
            out->data[pw_rng_below (rng, n)] = pw_rng_below (rng, 256);
          break;
        case 2: /* cut */
          if (n)
            g_byte_array_set_size (out, pw_rng_below (rng, n));
          break;
        case 3: /* delete a run */
          if (n > 1)
            {
              gsize at = pw_rng_below (rng, n);
              gsize run = 1 + pw_rng_below (rng, 16); /* drawn once: MIN evaluates twice */
              g_byte_array_remove_range (out, at, MIN (n - at, run));
            }
          break;
        case 4: /* insert a JSON token */
          {
            const char *t = tokens[pw_rng_below (rng, G_N_ELEMENTS (tokens))];
            gsize at = n ? pw_rng_below (rng, n + 1) : 0;
            GByteArray *tmp = g_byte_array_new ();
            g_byte_array_append (tmp, out->data, at);
            g_byte_array_append (tmp, (const guint8 *) t, strlen (t));
            g_byte_array_append (tmp, out->data + at, n - at);
            g_byte_array_unref (out);
            out = tmp;
          }
          break;
        case 5: /* repeat a chunk */
          if (n > 2 && n < 1 << 16)
            {
              gsize at = pw_rng_below (rng, n - 1);
              gsize len2 = 1 + pw_rng_below (rng, MIN (n - at, 64));
              g_autofree guint8 *chunk = g_memdup2 (out->data + at, len2);
              for (int k = 0; k < 8; k++)
                g_byte_array_append (out, chunk, len2);
            }
          break;
        }
    }
  return out;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: %s CORPUS-DIR [ITERATIONS] [SEED]\n", argv[0]);
      return 2;
    }
  /* A critical is a bug in the code under test (or in this driver): fail. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  guint64 iterations = argc > 2 ? g_ascii_strtoull (argv[2], NULL, 10) : 20000;
  guint64 seed = argc > 3 ? g_ascii_strtoull (argv[3], NULL, 10) : 1;
  g_autoptr (GPtrArray) corpus = load_corpus (argv[1]);
  if (corpus->len == 0)
    {
      fprintf (stderr, "%s: the corpus is empty\n", argv[1]);
      return 1;
    }
  printf ("TAP version 13\n1..2\n");
  for (guint i = 0; i < corpus->len; i++)
    {
      gsize len;
      const guint8 *data = g_bytes_get_data (corpus->pdata[i], &len);
      LLVMFuzzerTestOneInput (data, len);
    }
  printf ("ok 1 - %u corpus inputs\n", corpus->len);
  PwRng rng;
  pw_rng_init (&rng, seed);
  for (guint64 i = 0; i < iterations; i++)
    {
      GByteArray *input = mutate (&rng, corpus);
      LLVMFuzzerTestOneInput (input->data, input->len);
      g_byte_array_unref (input);
    }
  printf ("ok 2 - %" G_GUINT64_FORMAT " mutated inputs (seed %" G_GUINT64_FORMAT ")\n",
          iterations, seed);
  return 0;
}
