/* tatham-dominosa-driver.c — times Simon Tatham's Dominosa generator, for
 * bench-domino-grid --tatham.  Not part of Puzzlewright's build: it is
 * compiled outside this tree against his published source
 * (https://git.tartarus.org/?p=simon/puzzles.git), of which it holds no
 * line; it only calls the generator through his game interface.
 *
 *   cd PUZZLES-SOURCE
 *   cc -O2 -fcommon -I. -o gen-dominosa \
 *      PUZZLEWRIGHT/bench/domino-grid/tatham-dominosa-driver.c \
 *      PUZZLEWRIGHT/bench/domino-grid/tatham-dominosa-stubs.c \
 *      dominosa.c dsf.c findloop.c laydomino.c malloc.c matching.c \
 *      random.c sort.c tree234.c -lm
 *
 * Usage: gen-dominosa PARAMS FIRST LAST [--print]
 *   PARAMS as his game takes them ("12dt": double-12, Trivial); one
 *   puzzle per seed FIRST…LAST (the seed's decimal digits as his random
 *   state's seed), each timed in CPU; prints
 *   "PARAMS median M ms min A max B (N seeds)".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "puzzles.h"

extern const game thegame;

/* ---- what the generator links against but never needs here ---- */

void
shuffle (void *array, int n, int size, random_state *rs)
{
  char *a = array, tmp[256];
  for (int i = n - 1; i > 0; i--)
    {
      int j = random_upto (rs, i + 1);
      memcpy (tmp, a + i * size, size);
      memcpy (a + i * size, a + j * size, size);
      memcpy (a + j * size, tmp, size);
    }
}

void
swap_regions (void *av, void *bv, size_t size)
{
  char *a = av, *b = bv;
  for (size_t i = 0; i < size; i++)
    {
      char t = a[i];
      a[i] = b[i];
      b[i] = t;
    }
}

void check_abort (void) {}
void fatal (const char *fmt, ...) { abort (); }

/* ---- the timing ---- */

static double
cpu_now (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec
         + ru.ru_stime.tv_usec / 1e6;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  if (argc < 4)
    {
      fprintf (stderr, "usage: %s PARAMS FIRST LAST [--print]\n", argv[0]);
      return 2;
    }
  game_params *p = thegame.default_params ();
  thegame.decode_params (p, argv[1]);
  const char *err = thegame.validate_params (p, true);
  if (err != NULL)
    {
      fprintf (stderr, "%s\n", err);
      return 2;
    }
  int first = atoi (argv[2]), last = atoi (argv[3]);
  int n = last - first + 1;
  if (n < 1)
    return 2;
  double *t = malloc (sizeof (double) * n);
  for (int s = first; s <= last; s++)
    {
      char seed[32];
      snprintf (seed, sizeof seed, "%d", s);
      random_state *rs = random_new (seed, strlen (seed));
      char *aux = NULL;
      double t0 = cpu_now ();
      char *desc = thegame.new_desc (p, rs, &aux, false);
      t[s - first] = cpu_now () - t0;
      if (argc > 4)
        printf ("%s\n", desc);
      sfree (desc);
      sfree (aux);
      random_free (rs);
    }
  qsort (t, n, sizeof *t, cmp_double);
  printf ("%s median %.3f ms min %.3f max %.3f (%d seeds)\n", argv[1], t[n / 2] * 1e3,
          t[0] * 1e3, t[n - 1] * 1e3, n);
  free (t);
  return 0;
}
