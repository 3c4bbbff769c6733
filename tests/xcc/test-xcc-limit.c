/* test-xcc-limit — counting to a limit on two threads costs about what it
 * costs on one.
 *
 * The word searches of bench/xcc/data (their options shuffled as a
 * generator tries them) have solutions spread unevenly over the tree, so
 * a thread working far from where one thread would find the first
 * solutions visits many nodes for nothing.  Two threads used to visit up
 * to twice the nodes of one (ws15-22-109 to 100 solutions: 183,000
 * against 100,172); issue 26 asks for at most 1.2 times, plus a constant:
 * the nodes above the planner's cut, which it walks whatever the limit,
 * and the jobs the second thread has taken when the limit is reached.
 *
 * Two threads now keep to the order of one (pw-xcc-parallel.c): the
 * thread that runs dry asks the one at the front of that order to split
 * off what comes next.  Before, a 10x11 word search (the issue's size)
 * to 100 solutions took 1.74-1.88 M nodes on two threads against
 * 864,050 on one.
 *
 * Usage: test-xcc-limit DATA-DIR (bench/xcc/data).
 */
#include "pw-config.h"

#include <stdio.h>

#include "pw-xcc.h"
#include "xcc-problems.h"

#define CONSTANT 4096

static const char *data_dir;

/* A word search of xcc_random_words (@words_seed, 20, 9) on 10x11 in 8
 * directions, its options shuffled by @shuffle_seed. */
static PwXcc *
shuffled_word_search (guint64 words_seed, guint64 shuffle_seed)
{
  g_auto (GStrv) words = xcc_random_words (words_seed, 20, 9);
  g_autoptr (PwXcc) built = xcc_problem_word_search ((const char *const *) words, 10, 11, 8);
  return xcc_problem_shuffled (built, shuffle_seed);
}

/* "FILE@LIMIT" for a file of DATA-DIR, or "random-WORDS-SHUFFLE@LIMIT" for
 * shuffled_word_search (WORDS, SHUFFLE). */
static PwXcc *
load_case (const char *name)
{
  guint64 words_seed, shuffle_seed;
  if (sscanf (name, "random-%" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT, &words_seed, &shuffle_seed) == 2)
    return shuffled_word_search (words_seed, shuffle_seed);
  g_autofree char *path = g_build_filename (data_dir, name, NULL);
  g_autoptr (GError) error = NULL;
  PwXcc *xcc = pw_xcc_load_dlx (path, &error);
  g_assert_no_error (error);
  return xcc;
}

/* How often two threads count each instance; the nodes vary with the
 * threads' timing, so every run must keep the bound.  Before the thread
 * ahead of the front gave its work back after a quota of nodes, about
 * one run in thirty went to 1.8-1.9 times here (ws15-22-109 to 100 and
 * to 10,000: the second thread went on through a barren branch while the
 * first found the last solutions), and the bound was asked of the best
 * of three runs only. */
#define RUNS 3

static void
check_limit (gconstpointer data)
{
  const char *spec = data;
  g_auto (GStrv) parts = g_strsplit (spec, "@", 2);
  guint64 limit = g_ascii_strtoull (parts[1], NULL, 10);
  g_autoptr (PwXcc) xcc = load_case (parts[0]);

  PwXccConfig one = { .mode = PW_XCC_MODE_COUNT, .limit = limit };
  PwXccConfig two = { .mode = PW_XCC_MODE_COUNT, .limit = limit, .n_threads = 2 };
  PwXccResult r1;
  g_assert_true (pw_xcc_solve (xcc, &one, &r1, NULL));
  g_assert_cmpuint (r1.solutions, ==, limit);
  for (guint run = 0; run < RUNS; run++)
    {
      PwXccResult r2;
      g_assert_true (pw_xcc_solve (xcc, &two, &r2, NULL));
      g_assert_cmpuint (r2.solutions, ==, limit);
      g_test_message ("%s to %" G_GUINT64_FORMAT ": %" G_GUINT64_FORMAT " nodes on one thread, %"
                      G_GUINT64_FORMAT " on two, ratio %.3f", parts[0], limit, r1.nodes, r2.nodes,
                      (double) r2.nodes / r1.nodes);
      g_assert_cmpuint (r2.nodes, <=, r1.nodes * 6 / 5 + CONSTANT);
      pw_xcc_result_clear (&r2);
    }
  pw_xcc_result_clear (&r1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s DATA-DIR\n", argv[0]);
      return 2;
    }
  data_dir = argv[1];
  /* The instances where two threads did worst, and two where they did
   * not (the check must hold there too). */
  static const char *const cases[] = { "random-1009-1@100", "random-1004-2@100",
                                       "ws15-22-109.dlx@100", "ws15-22-109.dlx@10000",
                                       "ws15-22-114.dlx@100", "ws15-25-102.dlx@10000",
                                       "ws15-20-100.dlx@100", "ws15-25-115.dlx@10000" };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/xcc/limit/two-threads/%s", cases[i]);
      g_test_add_data_func (name, cases[i], check_limit);
    }
  return g_test_run ();
}
