/* test-xcc — the exact-cover engine against counts known from outside.
 *
 * Counts: n queens (OEIS A000170), Langford pairs (A014552, doubled for
 * both directions), pentomino rectangles (de Bruijn; 2, 368, 2339
 * arrangements times the 4 symmetries of a rectangle).  Word searches are
 * checked letter by letter and counted against a brute-force placer that
 * shares no code with the engine.
 */
#include "pw-config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "pw-xcc.h"
#include "pw-xcc-private.h"
#include "xcc-problems.h"

static guint64
count_solutions (PwXcc *xcc, guint threads)
{
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .n_threads = threads };
  PwXccResult result;
  g_autoptr (GError) error = NULL;

  g_assert_true (pw_xcc_solve (xcc, &config, &result, &error));
  g_assert_no_error (error);
  g_assert_true (result.complete);
  g_assert_cmpuint (result.nodes, >, 0);
  return result.solutions;
}

/* Every solution the enumeration gives is a solution, and they differ. */
typedef struct
{
  GHashTable *seen;
  guint64 count;
} Collected;

static gboolean
collect (PwXcc *xcc, const guint *options, guint n, gpointer user_data)
{
  Collected *c = user_data;
  g_autofree char *why = NULL;
  g_autofree guint *sorted = g_memdup2 (options, n * sizeof (guint));

  if (!xcc_check_solution (xcc, options, n, &why))
    g_error ("not a solution: %s", why);
  for (guint a = 1; a < n; a++)
    for (guint b = a; b > 0 && sorted[b] < sorted[b - 1]; b--)
      {
        guint t = sorted[b];
        sorted[b] = sorted[b - 1];
        sorted[b - 1] = t;
      }
  GString *key = g_string_new (NULL);
  for (guint k = 0; k < n; k++)
    g_string_append_printf (key, "%u ", sorted[k]);
  g_assert_true (g_hash_table_add (c->seen, g_string_free (key, FALSE)));
  c->count++;
  return TRUE;
}

static guint64
enumerate_checked (PwXcc *xcc)
{
  Collected c = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_ENUMERATE, .solution_func = collect, .user_data = &c };
  PwXccResult result;

  g_assert_true (pw_xcc_solve (xcc, &config, &result, NULL));
  g_assert_true (result.complete);
  g_assert_cmpuint (result.solutions, ==, c.count);
  g_hash_table_unref (c.seen);
  return c.count;
}

static void
test_queens (void)
{
  static const guint64 known[] = { 1, 0, 0, 2, 10, 4, 40, 92, 352, 724 };
  for (guint n = 1; n <= 9; n++)
    {
      g_autoptr (PwXcc) xcc = xcc_problem_queens (n);
      g_assert_cmpuint (enumerate_checked (xcc), ==, known[n - 1]);
    }
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  g_assert_cmpuint (count_solutions (q8, 1), ==, 92);
  g_autoptr (PwXcc) q12 = xcc_problem_queens (12);
  g_assert_cmpuint (count_solutions (q12, 1), ==, 14200);
}

static void
test_langford (void)
{
  /* Langford pairs exist only for n = 0 or 3 (mod 4). */
  g_autoptr (PwXcc) l3 = xcc_problem_langford (3);
  g_assert_cmpuint (enumerate_checked (l3), ==, 2);
  g_autoptr (PwXcc) l5 = xcc_problem_langford (5);
  g_assert_cmpuint (count_solutions (l5, 1), ==, 0);
  g_autoptr (PwXcc) l8 = xcc_problem_langford (8);
  g_assert_cmpuint (enumerate_checked (l8), ==, 2 * 150);
  g_autoptr (PwXcc) l11 = xcc_problem_langford (11);
  g_assert_cmpuint (count_solutions (l11, 1), ==, 35584);
  g_autoptr (PwXcc) l12 = xcc_problem_langford (12);
  g_assert_cmpuint (count_solutions (l12, 1), ==, 216288);
}

static void
test_pentominoes (void)
{
  g_autoptr (PwXcc) p3 = xcc_problem_pentominoes (20, 3);
  g_assert_cmpuint (pw_xcc_get_n_options (p3), ==, 1236);
  g_assert_cmpuint (enumerate_checked (p3), ==, 8);
  g_autoptr (PwXcc) p4 = xcc_problem_pentominoes (15, 4);
  g_assert_cmpuint (count_solutions (p4, 1), ==, 4 * 368);
}

/* About 2.5 s of CPU, so on two threads; with -m slow also on one, and
 * with plain dancing links (about 6 s). */
static void
test_pentominoes_6x10 (void)
{
  g_autoptr (PwXcc) p6 = xcc_problem_pentominoes (10, 6);
  g_assert_cmpuint (pw_xcc_get_n_options (p6), ==, 2056);
  g_assert_cmpuint (count_solutions (p6, 2), ==, 4 * 2339);
  if (g_test_slow ())
    {
      g_assert_cmpuint (count_solutions (p6, 1), ==, 4 * 2339);
      g_setenv ("PW_XCC_ENGINE", "links", TRUE);
      g_assert_cmpuint (count_solutions (p6, 1), ==, 4 * 2339);
      g_unsetenv ("PW_XCC_ENGINE");
    }
}

static void
test_parallel (void)
{
  for (guint threads = 2; threads <= 4; threads++)
    {
      g_autoptr (PwXcc) q10 = xcc_problem_queens (10);
      g_assert_cmpuint (count_solutions (q10, threads), ==, 724);
      g_autoptr (PwXcc) l11 = xcc_problem_langford (11);
      g_assert_cmpuint (count_solutions (l11, threads), ==, 35584);
      g_autoptr (PwXcc) p3 = xcc_problem_pentominoes (20, 3);
      g_assert_cmpuint (count_solutions (p3, threads), ==, 8);
      g_autoptr (PwXcc) tiny = xcc_problem_queens (4);
      g_assert_cmpuint (count_solutions (tiny, threads), ==, 2);
    }

  /* The node count does not depend on the number of threads. */
  g_autoptr (PwXcc) q9 = xcc_problem_queens (9);
  PwXccConfig one = { .mode = PW_XCC_MODE_COUNT }, two = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2 };
  PwXccResult r1, r2;
  g_assert_true (pw_xcc_solve (q9, &one, &r1, NULL));
  g_assert_true (pw_xcc_solve (q9, &two, &r2, NULL));
  g_assert_cmpuint (r1.nodes, ==, r2.nodes);

  /* A limit holds across threads. */
  PwXccConfig limited = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2, .limit = 10 };
  g_autoptr (PwXcc) q10 = xcc_problem_queens (10);
  g_assert_true (pw_xcc_solve (q10, &limited, &r2, NULL));
  g_assert_cmpuint (r2.solutions, ==, 10);
  g_assert_false (r2.complete);

  /* At a limit the other thread stops too, and two threads keep to the
   * order of one: they visit at most 1.2 times its nodes, plus a few
   * (issue 26; test-xcc-limit checks word searches). */
  g_autoptr (PwXcc) p6 = xcc_problem_pentominoes (10, 6);
  for (guint64 limit = 1; limit <= 100; limit *= 10)
    {
      PwXccConfig l1 = { .mode = PW_XCC_MODE_COUNT, .limit = limit };
      PwXccConfig l2 = { .mode = PW_XCC_MODE_COUNT, .limit = limit, .n_threads = 2 };
      g_assert_true (pw_xcc_solve (p6, &l1, &r1, NULL));
      g_assert_true (pw_xcc_solve (p6, &l2, &r2, NULL));
      g_assert_cmpuint (r2.solutions, ==, limit);
      g_test_message ("limit %" G_GUINT64_FORMAT ": %" G_GUINT64_FORMAT " nodes on one thread, %"
                      G_GUINT64_FORMAT " on two", limit, r1.nodes, r2.nodes);
      g_assert_cmpuint (r2.nodes, <=, r1.nodes * 6 / 5 + 4096);
    }
}

/* Counts on 1, 2, 3 and 16 threads, with each engine: the published
 * counts, and the nodes of one thread.  Sixteen threads on problems this
 * small run dry at once and split each other's tasks over and over, so
 * every node being counted exactly once checks the splitting (dancing
 * links and bit sets; sparse sets keep the planner's cut). */
typedef struct
{
  const char *name;
  PwXcc *(*build) (guint n);
  guint n;
  guint64 solutions;
} Published;

static PwXcc *
build_pentominoes (guint height)
{
  return xcc_problem_pentominoes (60 / height, height);
}

static void
test_parallel_threads (void)
{
  static const Published cases[] = {
    { "queens 8", xcc_problem_queens, 8, 92 },            /* A000170 */
    { "queens 10", xcc_problem_queens, 10, 724 },
    { "langford 8", xcc_problem_langford, 8, 2 * 150 },    /* A014552, both directions */
    { "langford 11", xcc_problem_langford, 11, 2 * 17792 },
    { "pentominoes 3x20", build_pentominoes, 3, 4 * 2 },   /* de Bruijn, 4 symmetries */
  };
  static const char *const engines[] = { NULL, "links", "bits", "cells" };
  static const guint threads[] = { 2, 3, 16 };

  for (gsize e = 0; e < G_N_ELEMENTS (engines); e++)
    for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
      {
        if (engines[e] != NULL)
          g_setenv ("PW_XCC_ENGINE", engines[e], TRUE);
        g_autoptr (PwXcc) xcc = cases[c].build (cases[c].n);
        PwXccConfig one = { .mode = PW_XCC_MODE_COUNT };
        PwXccResult r1;
        g_assert_true (pw_xcc_solve (xcc, &one, &r1, NULL));
        g_assert_cmpuint (r1.solutions, ==, cases[c].solutions);
        for (gsize k = 0; k < G_N_ELEMENTS (threads); k++)
          {
            PwXccConfig many = { .mode = PW_XCC_MODE_COUNT, .n_threads = threads[k] };
            PwXccResult r;
            g_assert_true (pw_xcc_solve (xcc, &many, &r, NULL));
            g_test_message ("%s, engine %s, %u threads: %" G_GUINT64_FORMAT " solutions, %"
                            G_GUINT64_FORMAT " nodes (one thread %" G_GUINT64_FORMAT ")",
                            cases[c].name, engines[e] ? engines[e] : "default", threads[k],
                            r.solutions, r.nodes, r1.nodes);
            g_assert_cmpuint (r.solutions, ==, cases[c].solutions);
            g_assert_cmpuint (r.nodes, ==, r1.nodes);
            g_assert_true (r.complete);
          }
        g_unsetenv ("PW_XCC_ENGINE");
      }

  /* With colours (dancing links and bit sets): a word search with many
   * solutions (253,440 in 0.9 M nodes). */
  g_auto (GStrv) words = xcc_random_words (1001, 7, 7);
  g_autoptr (PwXcc) ws = xcc_problem_word_search ((const char *const *) words, 7, 6, 8);
  for (gsize e = 1; e < 3; e++)
    {
      g_setenv ("PW_XCC_ENGINE", engines[e], TRUE);
      PwXccConfig one = { .mode = PW_XCC_MODE_COUNT };
      PwXccResult r1;
      g_assert_true (pw_xcc_solve (ws, &one, &r1, NULL));
      g_assert_cmpuint (r1.solutions, >, 0);
      for (gsize k = 0; k < G_N_ELEMENTS (threads); k++)
        {
          PwXccConfig many = { .mode = PW_XCC_MODE_COUNT, .n_threads = threads[k] };
          PwXccResult r;
          g_assert_true (pw_xcc_solve (ws, &many, &r, NULL));
          g_assert_cmpuint (r.solutions, ==, r1.solutions);
          g_assert_cmpuint (r.nodes, ==, r1.nodes);
        }
      g_unsetenv ("PW_XCC_ENGINE");
    }
}

/* Each thread of a parallel count reports its nodes and when it ran out
 * of work (for bench/xcc's balance figures): the threads' nodes are the
 * count's but for the planner's few above the cut. */
static void
test_worker_stats (void)
{
  g_autoptr (PwXcc) q9 = xcc_problem_queens (9);
  PwXccWorkerStats stats[4] = { { 0 } };
  PwXccConfig four = { .mode = PW_XCC_MODE_COUNT, .n_threads = 4, .worker_stats = stats };
  PwXccResult r;
  gint64 before = g_get_monotonic_time ();
  g_assert_true (pw_xcc_solve (q9, &four, &r, NULL));
  guint64 sum = 0;
  gint64 cpu = 0;
  guint ran = 0;
  for (guint t = 0; t < 4; t++)
    if (stats[t].finished != 0)
      {
        ran++;
        sum += stats[t].nodes;
        g_assert_cmpint (stats[t].started, >=, before);
        g_assert_cmpint (stats[t].finished, >=, stats[t].started);
        g_assert_cmpint (stats[t].cpu_us, >=, 0);
        g_assert_cmpint (stats[t].waited_us, >=, 0);
        g_assert_cmpint (stats[t].waited_us, <=, g_get_monotonic_time () - before);
        cpu += stats[t].cpu_us;
      }
  g_assert_cmpuint (ran, ==, 4);
  g_assert_cmpuint (sum, <, r.nodes);
  g_assert_cmpuint (sum, >, r.nodes * 9 / 10);
  /* 9 queens take milliseconds: some thread used some CPU. */
  g_assert_cmpint (cpu, >, 0);
}

/* With PW_XCC_TURNS=1 the threads of a count take turns (for measuring
 * the split without the system's time slices): the count is the same,
 * every thread that had work was given turns, and none more than one per
 * round. */
static void
test_worker_turns (void)
{
  g_autoptr (PwXcc) q9 = xcc_problem_queens (9);
  PwXccWorkerStats stats[4] = { { 0 } };
  PwXccConfig one = { .mode = PW_XCC_MODE_COUNT };
  PwXccConfig four = { .mode = PW_XCC_MODE_COUNT, .n_threads = 4, .worker_stats = stats };
  PwXccResult r1, r4;
  g_assert_true (pw_xcc_solve (q9, &one, &r1, NULL));
  g_setenv ("PW_XCC_TURNS", "1", TRUE);
  g_assert_true (pw_xcc_solve (q9, &four, &r4, NULL));
  g_unsetenv ("PW_XCC_TURNS");
  g_assert_cmpuint (r4.solutions, ==, 352);
  g_assert_cmpuint (r4.nodes, ==, r1.nodes);
  guint64 turns = 0;
  for (guint t = 0; t < 4; t++)
    {
      g_assert_cmpint (stats[t].finished, !=, 0);
      g_assert_cmpuint (stats[t].turns, >, 0);
      g_assert_cmpuint (stats[t].turns, <=, stats[t].finish_round + 1);
      turns += stats[t].turns;
    }
  g_assert_cmpuint (turns, >=, 4);
}

/* One item with many options on two threads: each job used to be a
 * single option and to replay the cover of all the others, quadratic in
 * their number (80,000 options took 7 s, 4 M did not finish).  Jobs are
 * now slices of an item's options; 300,000 options would take minutes the
 * old way and so overrun the test's timeout by far. */
static void
test_parallel_wide (void)
{
  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  guint a = pw_xcc_add_item (xcc, "a", PW_XCC_PRIMARY, NULL);
  guint s = pw_xcc_add_item (xcc, "s", PW_XCC_SECONDARY, NULL);
  for (guint k = 0; k < 300000; k++)
    {
      guint items[] = { a, s };
      pw_xcc_add_option_items (xcc, items, 1 + k % 2, NULL);
    }
  PwXccConfig two = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2 };
  PwXccResult r;
  g_assert_true (pw_xcc_solve (xcc, &two, &r, NULL));
  g_assert_cmpuint (r.solutions, ==, 300000);
  g_assert_cmpuint (r.nodes, ==, 300001);
  g_assert_true (r.complete);
}

/* ---- word searches ---- */

typedef struct
{
  const char *const *words;
  guint n_words, width, height, directions;
  char *grid;
  guint64 count;
} Placer;

static const int dir_dx[8] = { 1, 0, 1, -1, -1, 0, -1, 1 };
static const int dir_dy[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

/* Brute force: place word @w in every way that agrees with the grid so far. */
static void
place (Placer *p, guint w)
{
  if (w == p->n_words)
    {
      p->count++;
      return;
    }
  int len = strlen (p->words[w]);
  for (guint d = 0; d < p->directions; d++)
    for (int y = 0; y < (int) p->height; y++)
      for (int x = 0; x < (int) p->width; x++)
        {
          int ex = x + dir_dx[d] * (len - 1), ey = y + dir_dy[d] * (len - 1);
          if (ex < 0 || ey < 0 || ex >= (int) p->width || ey >= (int) p->height)
            continue;
          char saved[16];
          gboolean ok = TRUE;
          int k;
          for (k = 0; k < len && ok; k++)
            {
              char *cell = &p->grid[(y + dir_dy[d] * k) * p->width + x + dir_dx[d] * k];
              saved[k] = *cell;
              ok = *cell == 0 || *cell == p->words[w][k];
              if (ok)
                *cell = p->words[w][k];
            }
          if (ok)
            place (p, w + 1);
          while (k-- > 0)
            p->grid[(y + dir_dy[d] * k) * p->width + x + dir_dx[d] * k] = saved[k];
        }
}

typedef struct
{
  const char *const *words;
  guint width, height;
  guint64 count;
} WordCheck;

/* Rebuilds the grid from the chosen options' item names and letters and
 * checks that each word reads along a straight line, letter by letter. */
static gboolean
check_word_search (PwXcc *xcc, const guint *options, guint n, gpointer user_data)
{
  WordCheck *wc = user_data;
  g_autofree char *grid = g_new0 (char, wc->width * wc->height);
  guint n_words = g_strv_length ((char **) wc->words);

  g_assert_cmpuint (n, ==, n_words);
  for (guint k = 0; k < n; k++)
    {
      gsize len;
      const PwXccElement *e = pw_xcc_get_option (xcc, options[k], &len);
      const char *word = pw_xcc_get_item_name (xcc, e[0].item);
      g_assert_cmpuint (strlen (word), ==, len - 1);
      int px = -1, py = -1, dx = 0, dy = 0;
      for (gsize j = 1; j < len; j++)
        {
          guint x, y;
          g_assert_cmpint (sscanf (pw_xcc_get_item_name (xcc, e[j].item), "%u,%u", &x, &y), ==, 2);
          g_assert_cmpuint (e[j].colour, ==, (guint32) word[j - 1]);
          if (j == 2)
            dx = (int) x - px, dy = (int) y - py;
          if (j > 2)
            {
              g_assert_cmpint ((int) x - px, ==, dx);
              g_assert_cmpint ((int) y - py, ==, dy);
            }
          px = x, py = y;
          char *cell = &grid[y * wc->width + x];
          g_assert_true (*cell == 0 || *cell == word[j - 1]);
          *cell = word[j - 1];
        }
      g_assert_true (ABS (dx) <= 1 && ABS (dy) <= 1 && (dx != 0 || dy != 0));
    }
  wc->count++;
  return TRUE;
}

static void
check_word_search_counts (const char *const *words, guint width, guint height, guint directions)
{
  g_autoptr (PwXcc) xcc = xcc_problem_word_search (words, width, height, directions);
  Placer p = { words, g_strv_length ((char **) words), width, height, directions,
               g_new0 (char, width * height), 0 };
  place (&p, 0);
  g_free (p.grid);

  WordCheck wc = { words, width, height, 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_ENUMERATE, .solution_func = check_word_search,
                         .user_data = &wc };
  PwXccResult result;
  g_assert_true (pw_xcc_solve (xcc, &config, &result, NULL));
  g_assert_cmpuint (wc.count, ==, p.count);
  g_assert_cmpuint (result.solutions, ==, p.count);
  g_assert_cmpuint (count_solutions (xcc, 2), ==, p.count);
}

static void
test_word_search (void)
{
  /* By hand: on a 3x1 strip, left to right, CAT and AT share "AT" one way;
   * with all 8 directions each fits forwards or backwards. */
  const char *const cat_at[] = { "CAT", "AT", NULL };
  g_autoptr (PwXcc) strip = xcc_problem_word_search (cat_at, 3, 1, 2);
  g_assert_cmpuint (count_solutions (strip, 1), ==, 1);
  g_autoptr (PwXcc) strip8 = xcc_problem_word_search (cat_at, 3, 1, 8);
  g_assert_cmpuint (count_solutions (strip8, 1), ==, 2);
  const char *const clash[] = { "CAT", "DOG", NULL };
  g_autoptr (PwXcc) none = xcc_problem_word_search (clash, 3, 1, 8);
  g_assert_cmpuint (count_solutions (none, 1), ==, 0);

  check_word_search_counts (cat_at, 3, 1, 8);
  const char *const small[] = { "TEA", "EAT", "ATE", "TAN", NULL };
  check_word_search_counts (small, 3, 3, 8);
  check_word_search_counts (small, 4, 3, 2);
  const char *const more[] = { "STONE", "NOTES", "TONS", "SET", NULL };
  check_word_search_counts (more, 5, 4, 8);
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_auto (GStrv) words = xcc_random_words (seed, 4, 4);
      check_word_search_counts ((const char *const *) words, 4, 4, 8);
    }
}

/* ---- edge cases and errors ---- */

static void
test_small_cases (void)
{
  g_autoptr (GError) error = NULL;

  /* No items, no options: one solution, the empty set. */
  g_autoptr (PwXcc) empty = pw_xcc_new ();
  g_assert_cmpint (pw_xcc_count (empty, 0, NULL, NULL), ==, 1);
  g_autoptr (GArray) nothing = pw_xcc_first (empty, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (nothing);
  g_assert_cmpuint (nothing->len, ==, 0);

  /* A primary item no option covers: no solution. */
  g_autoptr (PwXcc) lonely = pw_xcc_new ();
  pw_xcc_add_item (lonely, "a", PW_XCC_PRIMARY, NULL);
  g_assert_cmpint (pw_xcc_count (lonely, 0, NULL, NULL), ==, 0);
  g_assert_null (pw_xcc_first (lonely, NULL, &error));
  g_assert_no_error (error);

  /* Only secondary items: the empty set again. */
  g_autoptr (PwXcc) secondary = pw_xcc_new ();
  int s = pw_xcc_add_item (secondary, "s", PW_XCC_SECONDARY, NULL);
  guint opt[] = { s };
  g_assert_cmpint (pw_xcc_add_option_items (secondary, opt, 1, NULL), ==, 0);
  g_assert_cmpint (pw_xcc_count (secondary, 0, NULL, NULL), ==, 1);

  /* a b c with options {a b} {b c}: b cannot be covered twice, a and c not both. */
  g_autoptr (PwXcc) abc = pw_xcc_new ();
  int a = pw_xcc_add_item (abc, "a", PW_XCC_PRIMARY, NULL);
  int b = pw_xcc_add_item (abc, "b", PW_XCC_PRIMARY, NULL);
  int c = pw_xcc_add_item (abc, "c", PW_XCC_PRIMARY, NULL);
  guint ab[] = { a, b }, bc[] = { b, c }, ac[] = { a, c };
  pw_xcc_add_option_items (abc, ab, 2, NULL);
  pw_xcc_add_option_items (abc, bc, 2, NULL);
  g_assert_cmpint (pw_xcc_count (abc, 0, NULL, NULL), ==, 0);
  pw_xcc_add_option_items (abc, ac, 2, NULL);
  g_assert_cmpint (pw_xcc_count (abc, 0, NULL, NULL), ==, 0);
  guint justb[] = { b };
  g_assert_cmpint (pw_xcc_add_option_items (abc, justb, 1, NULL), ==, 3);
  g_autoptr (GArray) sol = pw_xcc_first (abc, NULL, NULL);
  g_assert_nonnull (sol);
  g_assert_cmpuint (sol->len, ==, 2);
  g_assert_cmpint (pw_xcc_count (abc, 0, NULL, NULL), ==, 1);

  /* Knuth's example (TAOCP 7.2.2.1 (49)): one solution, options 0 and 3
   * give x colour A... as in his text, the solution is {p q x:A ..., }. */
  g_autoptr (PwXcc) knuth = pw_xcc_parse_dlx ("p q r | x y\n"
                                              "p q x y:A\n"
                                              "p r x:A y\n"
                                              "p x:B\n"
                                              "q x:A\n"
                                              "r y:B\n", -1, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (GArray) ks = pw_xcc_first (knuth, NULL, NULL);
  g_assert_nonnull (ks);
  g_assert_cmpuint (ks->len, ==, 2);
  guint o0 = MIN (g_array_index (ks, guint, 0), g_array_index (ks, guint, 1));
  guint o1 = MAX (g_array_index (ks, guint, 0), g_array_index (ks, guint, 1));
  g_assert_cmpuint (o0, ==, 1);
  g_assert_cmpuint (o1, ==, 3);
  g_assert_cmpint (pw_xcc_count (knuth, 0, NULL, NULL), ==, 1);
}

static void
test_building_errors (void)
{
  g_autoptr (PwXcc) xcc = pw_xcc_new ();
  g_autoptr (GError) error = NULL;
  int a = pw_xcc_add_item (xcc, "a", PW_XCC_PRIMARY, &error);
  int s = pw_xcc_add_item (xcc, "s", PW_XCC_SECONDARY, &error);
  g_assert_no_error (error);

  g_assert_cmpint (pw_xcc_add_item (xcc, "a", PW_XCC_SECONDARY, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  PwXccElement twice[] = { { a, 0 }, { s, 0 }, { a, 0 } };
  g_assert_cmpint (pw_xcc_add_option (xcc, twice, 3, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“a”"));
  g_clear_error (&error);

  /* Long options take the hashing path. */
  g_autoptr (PwXcc) wide = pw_xcc_new ();
  int first = pw_xcc_add_items (wide, 40, PW_XCC_PRIMARY, NULL);
  guint items[41];
  for (guint k = 0; k < 40; k++)
    items[k] = first + k;
  items[40] = first + 17;
  g_assert_cmpint (pw_xcc_add_option_items (wide, items, 41, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "#17"));
  g_clear_error (&error);
  g_assert_cmpint (pw_xcc_add_option_items (wide, items, 40, &error), ==, 0);
  g_assert_no_error (error);

  PwXccElement coloured_primary[] = { { a, 'X' } };
  g_assert_cmpint (pw_xcc_add_option (xcc, coloured_primary, 1, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  PwXccElement unknown[] = { { 99, 0 } };
  g_assert_cmpint (pw_xcc_add_option (xcc, unknown, 1, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_cmpint (pw_xcc_add_option (xcc, NULL, 0, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  /* Sizes over the limits are refused before anything is allocated. */
  g_autoptr (PwXcc) huge = pw_xcc_new ();
  g_assert_cmpint (pw_xcc_add_items (huge, PW_XCC_MAX_ITEMS + 1, PW_XCC_PRIMARY, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_cmpint (pw_xcc_add_items (huge, PW_XCC_MAX_ITEMS, PW_XCC_SECONDARY, &error), ==, 0);
  g_assert_cmpint (pw_xcc_add_item (huge, "one too many", PW_XCC_PRIMARY, &error), ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  guint none[1] = { 0 };
  g_assert_cmpint (pw_xcc_add_option_items (huge, none, (gsize) PW_XCC_MAX_ELEMENTS + 1, &error),
                   ==, -1);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* Nothing was added by the failures. */
  g_assert_cmpuint (pw_xcc_get_n_options (xcc), ==, 0);
  g_assert_cmpuint (pw_xcc_get_n_items (xcc), ==, 2);
  PwXccElement good[] = { { a, 0 }, { s, 'X' } };
  g_assert_cmpint (pw_xcc_add_option (xcc, good, 2, &error), ==, 0);
  g_autofree char *text = pw_xcc_option_to_string (xcc, 0);
  g_assert_cmpstr (text, ==, "a s:#88");
}

static void
test_limit_and_stop (void)
{
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .limit = 2 };
  PwXccResult result;

  g_assert_true (pw_xcc_solve (q8, &config, &result, NULL));
  g_assert_cmpuint (result.solutions, ==, 2);
  g_assert_false (result.complete);
  config.limit = 92;
  g_assert_true (pw_xcc_solve (q8, &config, &result, NULL));
  g_assert_cmpuint (result.solutions, ==, 92);
  config.limit = 93;
  g_assert_true (pw_xcc_solve (q8, &config, &result, NULL));
  g_assert_cmpuint (result.solutions, ==, 92);
  g_assert_true (result.complete);
  g_assert_cmpint (pw_xcc_count (q8, 5, NULL, NULL), ==, 5);
}

static gboolean
stop_after_five (PwXcc *xcc, const guint *options, guint n, gpointer user_data)
{
  guint *seen = user_data;
  return ++*seen < 5;
}

static void
test_enumerate_stop (void)
{
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  guint seen = 0;
  PwXccConfig config = { .mode = PW_XCC_MODE_ENUMERATE, .solution_func = stop_after_five,
                         .user_data = &seen };
  PwXccResult result;

  g_assert_true (pw_xcc_solve (q8, &config, &result, NULL));
  g_assert_cmpuint (seen, ==, 5);
  g_assert_cmpuint (result.solutions, ==, 5);
  g_assert_false (result.complete);

  /* The arrays were unwound: the same problem counts fully afterwards. */
  g_assert_cmpint (pw_xcc_count (q8, 0, NULL, NULL), ==, 92);

  PwXccConfig bad = { .mode = PW_XCC_MODE_ENUMERATE };
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_xcc_solve (q8, &bad, &result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

static void
test_random (void)
{
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  g_autoptr (GHashTable) distinct = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint64 seed = 0; seed < 20; seed++)
    {
      PwXccConfig config = { .mode = PW_XCC_MODE_RANDOM, .seed = seed };
      PwXccResult a, b;
      g_assert_true (pw_xcc_solve (q8, &config, &a, NULL));
      g_assert_true (pw_xcc_solve (q8, &config, &b, NULL));
      g_assert_nonnull (a.solution);
      g_assert_cmpuint (a.solution->len, ==, 8);
      g_assert_cmpmem (a.solution->data, a.solution->len * sizeof (guint),
                       b.solution->data, b.solution->len * sizeof (guint));
      g_autofree char *why = NULL;
      g_assert_true (xcc_check_solution (q8, (guint *) a.solution->data, a.solution->len, &why));
      GString *key = g_string_new (NULL);
      for (guint k = 0; k < 8; k++)
        g_string_append_printf (key, "%u ", g_array_index (a.solution, guint, k));
      g_hash_table_add (distinct, g_string_free (key, FALSE));
      pw_xcc_result_clear (&a);
      pw_xcc_result_clear (&b);
    }
  /* Twenty seeds do not all land on one of the 92 solutions. */
  g_assert_cmpuint (g_hash_table_size (distinct), >=, 5);

  /* A random word search is a word search. */
  const char *const words[] = { "STONE", "NOTES", "TONS", "SET", "ONE", NULL };
  g_autoptr (PwXcc) ws = xcc_problem_word_search (words, 6, 6, 8);
  WordCheck wc = { words, 6, 6, 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_RANDOM, .seed = 7,
                         .solution_func = check_word_search, .user_data = &wc };
  PwXccResult result;
  g_assert_true (pw_xcc_solve (ws, &config, &result, NULL));
  g_assert_cmpuint (wc.count, ==, 1);
  pw_xcc_result_clear (&result);
}

typedef struct
{
  PwXcc *xcc;
  PwXccConfig config;
  PwXccResult result;
  GError *error;
  gboolean ok;
  gint64 finished_us;
} Job;

static gpointer
run_job (gpointer data)
{
  Job *job = data;
  job->ok = pw_xcc_solve (job->xcc, &job->config, &job->result, &job->error);
  job->finished_us = g_get_monotonic_time ();
  return NULL;
}

static void
check_cancel (guint threads)
{
  g_autoptr (PwXcc) big = xcc_problem_pentominoes (10, 6);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (PwProgress) progress = pw_progress_new ();
  PwXccCounters counters = { 0 };
  Job job = { big, { .mode = PW_XCC_MODE_COUNT, .n_threads = threads, .cancellable = cancellable,
                     .counters = &counters, .progress = progress } };

  GThread *thread = g_thread_new ("search", run_job, &job);
  /* Wait until the counters show the search is well under way. */
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (pw_xcc_counters_get_nodes (&counters) < 20000 && g_get_monotonic_time () < deadline)
    g_usleep (1000);
  guint64 seen = pw_xcc_counters_get_nodes (&counters);
  g_assert_cmpuint (seen, >=, 20000);
  gint64 cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);

  double latency_ms = (job.finished_us - cancelled_at) / 1000.0;
  g_test_message ("%u thread(s): stopped %.1f ms after the cancel", threads, latency_ms);
  g_assert_false (job.ok);
  g_assert_error (job.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (job.result.complete);
  g_assert_cmpuint (job.result.solutions, <, 9356);
  g_assert_cmpuint (job.result.nodes, >=, seen);
  g_assert_cmpuint (pw_xcc_counters_get_nodes (&counters), ==, job.result.nodes);
  double fraction = pw_progress_get_fraction (progress);
  g_assert_cmpfloat (fraction, >=, 0.0);
  g_assert_cmpfloat (fraction, <, 1.0);
  /* The target is 50 ms; the margin is for a loaded machine's scheduler. */
  g_assert_cmpfloat (latency_ms, <, 500.0);
  g_clear_error (&job.error);
}

static void
test_cancel (void)
{
  check_cancel (1);
  check_cancel (2);

  g_autoptr (GCancellable) before = g_cancellable_new ();
  g_cancellable_cancel (before);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  g_assert_cmpint (pw_xcc_count (q8, 0, before, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
test_progress (void)
{
  g_autoptr (PwXcc) l11 = xcc_problem_langford (11);
  g_autoptr (PwProgress) progress = pw_progress_new ();
  PwXccCounters counters = { 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .progress = progress, .counters = &counters };
  PwXccResult result;

  g_assert_true (pw_xcc_solve (l11, &config, &result, NULL));
  g_assert_cmpfloat (pw_progress_get_fraction (progress), ==, 1.0);
  g_autofree char *text = pw_progress_dup_text (progress);
  g_assert_nonnull (strstr (text, "35584"));
  g_assert_cmpuint (pw_xcc_counters_get_solutions (&counters), ==, 35584);
  g_assert_cmpuint (pw_xcc_counters_get_nodes (&counters), ==, result.nodes);
}

static void
test_estimate (void)
{
  g_autoptr (PwXcc) q8 = xcc_problem_queens (8);
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT };
  PwXccResult result;
  PwXccEstimate estimate;
  g_autoptr (GError) error = NULL;

  g_assert_true (pw_xcc_solve (q8, &config, &result, NULL));
  g_assert_true (pw_xcc_estimate (q8, 20000, 42, &estimate, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (estimate.probes, ==, 20000);
  g_test_message ("8 queens: %" G_GUINT64_FORMAT " nodes, estimated %.0f; 92 solutions, estimated %.1f",
                  result.nodes, estimate.nodes, estimate.solutions);
  g_assert_cmpfloat (estimate.nodes, >, 0.9 * result.nodes);
  g_assert_cmpfloat (estimate.nodes, <, 1.1 * result.nodes);
  g_assert_cmpfloat (estimate.solutions, >, 0.85 * 92);
  g_assert_cmpfloat (estimate.solutions, <, 1.15 * 92);

  /* A tree that is a single path is estimated exactly. */
  g_autoptr (PwXcc) l3 = xcc_problem_langford (3);
  PwXccEstimate small;
  g_assert_true (pw_xcc_estimate (l3, 1000, 1, &small, NULL, NULL));
  g_assert_true (pw_xcc_solve (l3, &config, &result, NULL));
  g_assert_cmpfloat (fabs (small.solutions - 2), <, 0.5);
}

/* The three engines (links, cells, bits; pw-xcc-private.h) branch alike, so
 * on problems without colours they must agree on every count, every node
 * count and, links and bits, on the first solution. */
static void
test_engines (void)
{
  static const char *const engines[] = { "links", "cells", "bits" };
  PwXcc *problems[] = { xcc_problem_queens (8), xcc_problem_langford (8),
                        xcc_problem_pentominoes (20, 3), xcc_problem_queens (1) };
  guint64 nodes[G_N_ELEMENTS (problems)] = { 0 }, solutions[G_N_ELEMENTS (problems)] = { 0 };
  GArray *first[G_N_ELEMENTS (problems)] = { NULL };

  for (guint e = 0; e < G_N_ELEMENTS (engines); e++)
    {
      g_setenv ("PW_XCC_ENGINE", engines[e], TRUE);
      for (guint p = 0; p < G_N_ELEMENTS (problems); p++)
        {
          PwXccConfig count = { .mode = PW_XCC_MODE_COUNT };
          PwXccConfig two = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2 };
          PwXccConfig one = { .mode = PW_XCC_MODE_FIRST };
          PwXccResult r, r2, f;
          g_assert_true (pw_xcc_solve (problems[p], &count, &r, NULL));
          g_assert_true (pw_xcc_solve (problems[p], &two, &r2, NULL));
          g_assert_true (pw_xcc_solve (problems[p], &one, &f, NULL));
          g_assert_cmpuint (enumerate_checked (problems[p]), ==, r.solutions);
          g_assert_cmpuint (r2.solutions, ==, r.solutions);
          g_assert_cmpuint (r2.nodes, ==, r.nodes);
          if (e == 0)
            {
              nodes[p] = r.nodes;
              solutions[p] = r.solutions;
              first[p] = g_steal_pointer (&f.solution);
              continue;
            }
          g_assert_cmpuint (r.nodes, ==, nodes[p]);
          g_assert_cmpuint (r.solutions, ==, solutions[p]);
          g_assert_nonnull (f.solution);
          if (g_str_equal (engines[e], "bits"))
            g_assert_cmpmem (f.solution->data, f.solution->len * sizeof (guint),
                             first[p]->data, first[p]->len * sizeof (guint));
          pw_xcc_result_clear (&f);

          /* The estimate does not depend on the engine either. */
          PwXccEstimate a, b;
          g_setenv ("PW_XCC_ENGINE", "links", TRUE);
          g_assert_true (pw_xcc_estimate (problems[p], 200, 3, &a, NULL, NULL));
          g_setenv ("PW_XCC_ENGINE", engines[e], TRUE);
          g_assert_true (pw_xcc_estimate (problems[p], 200, 3, &b, NULL, NULL));
          if (!g_str_equal (engines[e], "cells")) /* cells reorders options as it goes */
            g_assert_cmpfloat (a.nodes, ==, b.nodes);
        }
    }
  g_unsetenv ("PW_XCC_ENGINE");
  for (guint p = 0; p < G_N_ELEMENTS (problems); p++)
    {
      pw_xcc_unref (problems[p]);
      g_array_unref (first[p]);
    }
}

/* A thread counting to a limit whose work comes to lie ahead of another
 * thread's (pw-xcc-parallel.c) is told so through PwXccSearch.ahead while
 * it searches: its next checkpoint must start a quota of ahead_quota
 * nodes, and the search stop, within a checkpoint's work, once it is
 * spent; unflagged, the same search runs to the end.  Before, a thread
 * that was at the front when its task began kept searching ahead without
 * a quota (two threads counting ws15-22-114 to 10,000 visited 1.25 times
 * the nodes of one in about one run in ten, issue 26). */
static void
test_ahead_quota (void)
{
  static const int engines[] = { PW_XCC_LINKS, PW_XCC_CELLS, PW_XCC_BITS };
  g_autoptr (PwXcc) queens = xcc_problem_queens (8);
  PwXccConfig count = { .mode = PW_XCC_MODE_COUNT };
  PwXccResult whole;
  g_assert_true (pw_xcc_solve (queens, &count, &whole, NULL));

  for (guint e = 0; e < G_N_ELEMENTS (engines); e++)
    for (gint flag = 0; flag <= 1; flag++)
      {
        PwXccDlx *dlx = pw_xcc_dlx_new (queens, NULL, engines[e]);
        g_assert_cmpint (dlx->engine, ==, engines[e]);
        PwXccShared shared = { 0 };
        PwXccSearch s;
        gint ahead = flag;
        pw_xcc_search_init (&s, dlx, FALSE);
        s.shared = &shared;
        s.check_budget = 16; /* checkpoints every 16 units of work: a node is one or more */
        s.ahead = &ahead;
        s.ahead_quota = 100;
        s.level = s.base = 0;
        pw_xcc_search_run (&s);
        g_test_message ("engine %d, flagged %d: %" G_GUINT64_FORMAT " nodes, stopped %d",
                        engines[e], flag, s.nodes, s.stopped);
        if (flag)
          {
            g_assert_true (s.stopped);
            g_assert_cmpuint (s.yield_nodes, >, 0);
            g_assert_cmpuint (s.yield_nodes, <=, 2 * 16 + 100);
            g_assert_cmpuint (s.nodes, >=, 100);
            g_assert_cmpuint (s.nodes, <=, s.yield_nodes + 2 * 16);
          }
        else
          {
            g_assert_false (s.stopped);
            g_assert_cmpuint (s.yield_nodes, ==, 0);
            g_assert_cmpuint (s.nodes, ==, whole.nodes);
            g_assert_cmpuint (s.solutions, ==, 92);
          }
        pw_xcc_search_clear (&s);
        pw_xcc_dlx_free (dlx);
      }
  pw_xcc_result_clear (&whole);
}

/* A random problem with colours that word searches do not have: options
 * with several primary items, secondary items used both with and without
 * a colour, several colours per item. */
static PwXcc *
random_coloured (guint64 seed)
{
  PwXcc *xcc = pw_xcc_new ();
  PwRng rng;

  pw_rng_init (&rng, seed);
  pw_xcc_add_items (xcc, 10, PW_XCC_PRIMARY, NULL);
  pw_xcc_add_items (xcc, 6, PW_XCC_SECONDARY, NULL);
  for (guint o = 0; o < 70; o++)
    {
      PwXccElement e[5];
      guint n = 0, p = pw_rng_below (&rng, 10);
      e[n++] = (PwXccElement) { p, 0 };
      if (pw_rng_below (&rng, 3) == 0)
        e[n++] = (PwXccElement) { (p + 1 + pw_rng_below (&rng, 9)) % 10, 0 };
      guint s = 10 + pw_rng_below (&rng, 6);
      for (guint k = 0; k < 2; k++, s = 10 + (s - 10 + 1 + pw_rng_below (&rng, 5)) % 6)
        if (pw_rng_below (&rng, 4) != 0)
          e[n++] = (PwXccElement) { s, pw_rng_below (&rng, 3) };
      if (pw_xcc_add_option (xcc, e, n, NULL) < 0)
        g_assert_not_reached ();
    }
  return xcc;
}

/* Stops an enumeration after limit_left solutions, each checked. */
typedef struct
{
  Collected collected;
  guint64 limit_left;
} Limited;

static gboolean
collect_to_limit (PwXcc *xcc, const guint *options, guint n, gpointer user_data)
{
  Limited *l = user_data;
  collect (xcc, options, n, &l->collected);
  return --l->limit_left > 0;
}

/* Counting on bit sets adds up the options of the last primary item at
 * once, without choosing them: the solutions and the nodes must be those
 * of visiting each one (an enumeration, checked), to a limit that falls
 * inside an item's options too, and on two threads without one. */
static void
test_count_last_item (void)
{
  static const guint64 limits[] = { 0, 1, 2, 777 };
  for (guint k = 0; k < 6; k++)
    {
      /* (Seed 1002's first solution takes 0.7 M nodes: left out.) */
      g_auto (GStrv) words = xcc_random_words (k == 2 ? 1003 : 1000 + k, 10 + k % 3, 7);
      g_autoptr (PwXcc) xcc = k < 3 ? xcc_problem_word_search ((const char *const *) words, 8, 7, 8)
                                    : random_coloured (k);
      g_setenv ("PW_XCC_ENGINE", "bits", TRUE);
      /* (Counting the word searches to the end takes long: limits only.) */
      for (guint l = k < 3 ? 1 : 0; l < G_N_ELEMENTS (limits); l++)
        {
          Limited lim = { { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 },
                          limits[l] != 0 ? limits[l] : G_MAXUINT64 };
          PwXccConfig count = { .mode = PW_XCC_MODE_COUNT, .limit = limits[l] };
          PwXccConfig each = { .mode = PW_XCC_MODE_ENUMERATE, .solution_func = collect_to_limit,
                               .user_data = &lim };
          PwXccResult c, e;
          g_assert_true (pw_xcc_solve (xcc, &count, &c, NULL));
          g_assert_true (pw_xcc_solve (xcc, &each, &e, NULL));
          g_assert_cmpuint (c.solutions, ==, lim.collected.count);
          g_assert_cmpuint (c.solutions, ==, e.solutions);
          g_assert_cmpuint (c.nodes, ==, e.nodes);
          g_assert_true (c.complete == e.complete);
          if (limits[l] == 0)
            {
              PwXccConfig two = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2 };
              PwXccResult t;
              g_assert_true (pw_xcc_solve (xcc, &two, &t, NULL));
              g_assert_cmpuint (t.solutions, ==, c.solutions);
              g_assert_cmpuint (t.nodes, ==, c.nodes);
            }
          g_hash_table_unref (lim.collected.seen);
        }
      g_unsetenv ("PW_XCC_ENGINE");
    }
}

/* With colours, bit sets (the default where they fit) and dancing links
 * must walk the same tree: the same nodes and solutions to a limit, the
 * same first solution, the same random one, on two threads too. */
static void
test_engines_colours (void)
{
  /* (Seed 1002 is left out: its first solution takes 0.7 M nodes.) */
  static const guint seeds[] = { 1000, 1001, 1003 };
  PwXcc *problems[8];
  guint n = 0;
  for (guint k = 0; k < G_N_ELEMENTS (seeds); k++)
    {
      g_auto (GStrv) words = xcc_random_words (seeds[k], 10 + seeds[k] % 10, 7);
      problems[n++] = xcc_problem_word_search ((const char *const *) words, 8, 7, 8);
    }
  guint n_word_searches = n;
  for (guint k = 0; k < 4; k++)
    problems[n++] = random_coloured (k);

  for (guint p = 0; p < n; p++)
    {
      PwXccResult r[2], f[2], rnd[2], two[2];
      for (guint e = 0; e < 2; e++)
        {
          g_setenv ("PW_XCC_ENGINE", e == 0 ? "links" : "bits", TRUE);
          PwXccConfig count = { .mode = PW_XCC_MODE_COUNT, .limit = 3000 };
          PwXccConfig count2 = { .mode = PW_XCC_MODE_COUNT, .n_threads = 2 };
          PwXccConfig first = { .mode = PW_XCC_MODE_FIRST };
          PwXccConfig random = { .mode = PW_XCC_MODE_RANDOM, .seed = 5 + p };
          g_assert_true (pw_xcc_solve (problems[p], &count, &r[e], NULL));
          g_assert_true (pw_xcc_solve (problems[p], &first, &f[e], NULL));
          g_assert_true (pw_xcc_solve (problems[p], &random, &rnd[e], NULL));
          if (p >= n_word_searches) /* the small ones: all solutions, checked, on two threads */
            {
              g_assert_true (pw_xcc_solve (problems[p], &count2, &two[e], NULL));
              g_assert_cmpuint (enumerate_checked (problems[p]), ==, two[e].solutions);
            }
        }
      g_unsetenv ("PW_XCC_ENGINE");
      g_assert_cmpuint (r[0].nodes, ==, r[1].nodes);
      g_assert_cmpuint (r[0].solutions, ==, r[1].solutions);
      g_assert_cmpuint (f[0].nodes, ==, f[1].nodes);
      g_assert_cmpuint (rnd[0].nodes, ==, rnd[1].nodes);
      if (p >= n_word_searches)
        {
          g_assert_cmpuint (two[0].solutions, ==, two[1].solutions);
          g_assert_cmpuint (two[0].nodes, ==, two[1].nodes);
        }
      else
        g_assert_cmpuint (r[0].solutions, >, 0);
      for (guint e = 0; e < 2; e++)
        {
          GArray *a = e == 0 ? f[0].solution : rnd[0].solution;
          GArray *b = e == 0 ? f[1].solution : rnd[1].solution;
          g_assert_true ((a == NULL) == (b == NULL));
          if (a != NULL)
            g_assert_cmpmem (a->data, a->len * sizeof (guint), b->data, b->len * sizeof (guint));
        }
      for (guint e = 0; e < 2; e++)
        {
          pw_xcc_result_clear (&f[e]);
          pw_xcc_result_clear (&rnd[e]);
        }
      pw_xcc_unref (problems[p]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xcc/queens", test_queens);
  g_test_add_func ("/xcc/langford", test_langford);
  g_test_add_func ("/xcc/pentominoes", test_pentominoes);
  g_test_add_func ("/xcc/pentominoes-6x10", test_pentominoes_6x10);
  g_test_add_func ("/xcc/parallel", test_parallel);
  g_test_add_func ("/xcc/parallel-wide", test_parallel_wide);
  g_test_add_func ("/xcc/parallel-threads", test_parallel_threads);
  g_test_add_func ("/xcc/worker-stats", test_worker_stats);
  g_test_add_func ("/xcc/worker-turns", test_worker_turns);
  g_test_add_func ("/xcc/ahead-quota", test_ahead_quota);
  g_test_add_func ("/xcc/word-search", test_word_search);
  g_test_add_func ("/xcc/count-last-item", test_count_last_item);
  g_test_add_func ("/xcc/small-cases", test_small_cases);
  g_test_add_func ("/xcc/building-errors", test_building_errors);
  g_test_add_func ("/xcc/limit", test_limit_and_stop);
  g_test_add_func ("/xcc/enumerate-stop", test_enumerate_stop);
  g_test_add_func ("/xcc/random", test_random);
  g_test_add_func ("/xcc/cancel", test_cancel);
  g_test_add_func ("/xcc/progress", test_progress);
  g_test_add_func ("/xcc/estimate", test_estimate);
  g_test_add_func ("/xcc/engines", test_engines);
  g_test_add_func ("/xcc/engines-colours", test_engines_colours);
  return g_test_run ();
}
