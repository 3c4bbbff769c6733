/* xcc-bench — how fast the exact-cover engine counts and finds solutions.
 *
 *   xcc-bench [--runs N] [--only NAME] [--no-baseline]
 *             [--dlx2 PROGRAM] [--ssxcc PROGRAM] [--data DIR]
 *
 * For each instance it prints the solutions, the search tree nodes, and
 * the median CPU seconds (getrusage: all threads) and wall seconds of N
 * runs (default 5), first with the engine the problem gets by default,
 * then — unless --no-baseline — with plain dancing links (the "links"
 * engine: Knuth's Algorithm C as in dlx2, the same branching), measured in
 * the same invocation so that the ratio survives a noisy machine.
 *
 *   xcc-bench --only held-out --dlx2 PATH/dlx2 --ssxcc PATH/ssxcc
 *   xcc-bench --write-word-searches DIR
 *
 * "held-out" reads the word searches of bench/xcc/data (or --data DIR)
 * and prints, per file, the CPU seconds and nodes of reading it and
 * finding the first solution: ours, our plain dancing links, and Knuth's
 * dlx2 and ssxcc (run as "PROGRAM t1 < FILE") when their paths are given.
 * Knuth's programs are not part of this project: build them from his
 * published CWEB sources elsewhere.  --write-word-searches writes those
 * files again, from the seeds in held_out[].
 *
 * "versus" (with --dlx2) puts word searches beside dlx2 on one thread,
 * each row with both CPU times, the ratio and both node counts: the first
 * solution of each held-out file and of 20 fruit on 11x11, counts to 10^6
 * solutions, and the slice from the 10^5-th solution to the 10^6-th (the
 * difference of the two counts, where reading and set-up cancel out).
 * Ours is measured in this process, reading the file included; dlx2 as
 * a child, less its start-up (a run on a one-item problem).
 *
 * "limits" counts the same word searches to 100 and 10,000 solutions, and
 * four 10x11 ones to 100, on one thread and on two and prints the nodes
 * of each.
 *
 * "balance" counts pento6x10, 14 queens and Langford 13 on 16 threads,
 * --runs times each, and prints each thread's share of the nodes and of
 * the CPU time, the largest deviations from the mean share, of the nodes
 * per CPU second too, how long the last thread ran on after the first ran
 * out of work and how long threads waited for work.  Each count runs
 * twice: as the system schedules the threads ("free": with fewer cores
 * than threads the CPU shares show how fairly it shared them), and with
 * the threads taking turns at checkpoints (PW_XCC_TURNS=1), as if each
 * had a core: then the turns each was given, the round in which the
 * first ran out of work, and the turns per round, which is the speed-up
 * the split allows on 16 cores of the same speed.
 *
 * Instances: queens12, langford11, langford12, pento3x20, pento6x10,
 * pento6x10-2t (2 threads; the target is wall time), wordsearch (first
 * solutions: 20 words on 10x11 in 8 directions, words primary, cells
 * secondary coloured by letter), memory (bytes per option item of a large
 * problem, with and without colours, beyond the problem text).
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#include "pw-rng.h"
#include "pw-xcc.h"
#include "xcc-problems.h"

static double
cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6
         + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (double *v, int n)
{
  qsort (v, n, sizeof *v, compare_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* PW_XCC_ENGINE (pw-xcc-private.h) picks the engine; NULL = the default. */
static void
use_engine (const char *engine)
{
  if (engine == NULL)
    g_unsetenv ("PW_XCC_ENGINE");
  else
    g_setenv ("PW_XCC_ENGINE", engine, TRUE);
}

typedef struct
{
  const char *name;
  const char *what;
  PwXcc *(*build) (void);
  guint threads;
} Instance;

static PwXcc *build_queens12 (void) { return xcc_problem_queens (12); }
static PwXcc *build_langford11 (void) { return xcc_problem_langford (11); }
static PwXcc *build_langford12 (void) { return xcc_problem_langford (12); }
static PwXcc *build_pento3x20 (void) { return xcc_problem_pentominoes (20, 3); }
static PwXcc *build_pento6x10 (void) { return xcc_problem_pentominoes (10, 6); }

static const Instance instances[] = {
  { "queens12", "12 queens, count all", build_queens12, 1 },
  { "langford11", "Langford n=11, count all", build_langford11, 1 },
  { "langford12", "Langford n=12, count all", build_langford12, 1 },
  { "pento3x20", "pentominoes 3x20, count all", build_pento3x20, 1 },
  { "pento6x10", "pentominoes 6x10, count all", build_pento6x10, 1 },
  { "pento6x10-2t", "pentominoes 6x10, count all, 2 threads", build_pento6x10, 2 },
};

static double
run_count (const Instance *in, const char *engine, int runs)
{
  g_autoptr (PwXcc) xcc = in->build ();
  double cpu[64], wall[64];
  PwXccResult result = { 0 };
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .n_threads = in->threads };

  use_engine (engine);
  for (int r = 0; r < runs; r++)
    {
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      if (!pw_xcc_solve (xcc, &config, &result, NULL))
        g_error ("search failed");
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  double c = median (cpu, runs), w = median (wall, runs);
  printf ("%-13s %-8s %-40s solutions=%" G_GUINT64_FORMAT " nodes=%" G_GUINT64_FORMAT
          " cpu=%.3f wall=%.3f\n",
          in->name, engine ? engine : "default", in->what, result.solutions, result.nodes, c, w);
  use_engine (NULL);
  return in->threads > 1 ? w : c;
}

/* Twenty fruit, 100 letters in all: a word search as people make them. */
static const char *const fruit[] = {
  "APPLE", "BANANA", "CHERRY", "GRAPE", "LEMON", "MANGO", "MELON", "OLIVE", "PEACH", "PEAR",
  "PLUM", "KIWI", "LIME", "FIG", "DATE", "GUAVA", "PAPAYA", "ORANGE", "QUINCE", "APRICOT", NULL
};

#define N_RANDOM_LISTS 11

/* First solutions: the fruit, then random lists of 20 words of 3..9
 * letters (about 120 letters on 110 cells, so words must cross) from
 * seeds 1000..1010; every 21 nodes is a list solved without a wrong turn. */
static void
run_word_search (const char *engine, int runs)
{
  guint64 nodes = 0, found = 0, fruit_nodes = 0;
  double cpu[64], wall[64];

  use_engine (engine);
  for (int r = 0; r < runs; r++)
    {
      nodes = found = 0;
      double c0 = cpu_seconds ();
      gint64 w0 = g_get_monotonic_time ();
      for (int k = -1; k < N_RANDOM_LISTS; k++)
        {
          g_auto (GStrv) words = k < 0 ? g_strdupv ((char **) fruit)
                                       : xcc_random_words (1000 + k, 20, 9);
          g_autoptr (PwXcc) xcc = xcc_problem_word_search ((const char *const *) words, 10, 11, 8);
          PwXccConfig config = { .mode = PW_XCC_MODE_FIRST };
          PwXccResult result;
          if (!pw_xcc_solve (xcc, &config, &result, NULL))
            g_error ("search failed");
          if (k < 0)
            fruit_nodes = result.nodes;
          else
            nodes += result.nodes;
          found += result.solution != NULL;
          pw_xcc_result_clear (&result);
        }
      cpu[r] = cpu_seconds () - c0;
      wall[r] = (g_get_monotonic_time () - w0) / 1e6;
    }
  printf ("%-13s %-8s %-40s found=%" G_GUINT64_FORMAT "/%d nodes: fruit=%" G_GUINT64_FORMAT
          " random=%" G_GUINT64_FORMAT " cpu=%.3f wall=%.3f\n",
          "wordsearch", engine ? engine : "default", "first solution, 20 words, 10x11, 8 dirs",
          found, N_RANDOM_LISTS + 1, fruit_nodes, nodes, median (cpu, runs), median (wall, runs));
  use_engine (NULL);
}

/* The held-out word searches of bench/xcc/data, as DLX files Knuth's
 * programs read too: words as primary items w01, w02… (dlx2 allows names
 * of 8 characters at most), cells "x,y" secondary, coloured by letter. */
static const struct
{
  guint64 seed;
  guint n_words;
  guint max_len;
} held_out[] = { { 100, 20, 15 }, { 102, 25, 15 }, { 107, 25, 15 }, { 115, 25, 15 },
                 { 117, 22, 15 }, { 109, 22, 15 }, { 114, 22, 15 } };

/* Writes @words placed on @width x @height in 8 directions as DLX text
 * to @path: words as primary items w01, w02… (dlx2 allows names of 8
 * characters at most), cells "x,y" secondary, coloured by letter.  With
 * @shuffle_seed != 0 the options come in a shuffled order, as a generator
 * tries them (in the order built, the words pack into the first rows
 * without a wrong turn); with 0, in the order built. */
static void
write_word_search_dlx (const char *path, char **words, guint width, guint height,
                       guint64 shuffle_seed, const char *about)
{
  g_autoptr (PwXcc) xcc = xcc_problem_word_search ((const char *const *) words, width, height, 8);
  guint n_words = g_strv_length (words);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "| %s\n|", about);
  for (guint w = 0; w < n_words; w++)
    g_string_append_printf (out, " w%02u=%s", w + 1, words[w]);
  g_string_append (out, "\n");
  for (guint w = 0; w < n_words; w++)
    g_string_append_printf (out, "w%02u ", w + 1);
  g_string_append (out, "|");
  for (guint k = n_words; k < pw_xcc_get_n_items (xcc); k++)
    g_string_append_printf (out, " %s", pw_xcc_get_item_name (xcc, k));
  g_string_append (out, "\n");
  guint n_options = pw_xcc_get_n_options (xcc);
  g_autofree guint *order = g_new (guint, n_options);
  for (guint o = 0; o < n_options; o++)
    order[o] = o;
  if (shuffle_seed != 0)
    {
      PwRng rng;
      pw_rng_init (&rng, shuffle_seed);
      pw_rng_shuffle (&rng, order, n_options, sizeof (guint));
    }
  for (guint k = 0; k < n_options; k++)
    {
      gsize n;
      const PwXccElement *e = pw_xcc_get_option (xcc, order[k], &n);
      g_string_append_printf (out, "w%02u", e[0].item + 1);
      for (gsize j = 1; j < n; j++)
        g_string_append_printf (out, " %s:%c", pw_xcc_get_item_name (xcc, e[j].item),
                                (char) e[j].colour);
      g_string_append (out, "\n");
    }
  if (!g_file_set_contents (path, out->str, out->len, NULL))
    g_error ("cannot write %s", path);
  g_string_free (out, TRUE);
}

static void
write_word_search (const char *dir, guint64 seed, guint n_words, guint max_len)
{
  g_auto (GStrv) words = xcc_random_words (seed, n_words, max_len);
  g_autofree char *name = g_strdup_printf ("ws15-%02u-%" G_GUINT64_FORMAT ".dlx", n_words, seed);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *about = g_strdup_printf ("A word search: %u random words (xcc_random_words, seed %"
                                            G_GUINT64_FORMAT ", 3..%u letters)\n| on 15x15 in 8 "
                                            "directions, written by `xcc-bench "
                                            "--write-word-searches`.", n_words, seed, max_len);
  write_word_search_dlx (path, words, 15, 15, seed, about);
  printf ("wrote %s\n", path);
}

static double
children_cpu_seconds (void)
{
  struct rusage ru;
  getrusage (RUSAGE_CHILDREN, &ru);
  return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6
         + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

/* Reads @path and finds its first solution (@limit 0) or counts its
 * solutions up to @limit, @runs times; the median CPU. */
static double
ours_on_file_to (const char *path, const char *engine, guint64 limit, int runs, guint64 *nodes)
{
  double cpu[64];
  use_engine (engine);
  for (int r = 0; r < runs; r++)
    {
      double c0 = cpu_seconds ();
      g_autoptr (GError) error = NULL;
      g_autoptr (PwXcc) xcc = pw_xcc_load_dlx (path, &error);
      if (xcc == NULL)
        g_error ("%s", error->message);
      PwXccConfig config = { .mode = limit == 0 ? PW_XCC_MODE_FIRST : PW_XCC_MODE_COUNT,
                             .limit = limit };
      PwXccResult result;
      if (!pw_xcc_solve (xcc, &config, &result, NULL))
        g_error ("search failed");
      *nodes = result.nodes;
      pw_xcc_result_clear (&result);
      cpu[r] = cpu_seconds () - c0;
    }
  use_engine (NULL);
  return median (cpu, runs);
}

static double
ours_on_file (const char *path, const char *engine, int runs, guint64 *nodes)
{
  return ours_on_file_to (path, engine, 0, runs, nodes);
}

/* Runs one of Knuth's programs (dlx2, ssxcc) on @path to its @limit-th
 * solution ("tLIMIT"); the median CPU of the child, and its node count
 * from its closing line, or -1 if it could not run or ran out of time. */
static double
knuth_on_file_to (const char *program, const char *path, guint64 limit, int runs, guint64 *nodes)
{
  g_autofree char *t = g_strdup_printf ("t%" G_GUINT64_FORMAT, limit);
  g_autofree char *err_path = NULL;
  int err_fd = g_file_open_tmp ("xcc-bench-XXXXXX.err", &err_path, NULL);
  double cpu[64], result = -1;

  if (err_fd < 0)
    return -1;
  close (err_fd);
  for (int r = 0; r < runs; r++)
    {
      /* At most a minute of CPU each: ssxcc's tree differs, and a word
       * search's can have a heavy tail. */
      char *argv[] = { "/bin/sh", "-c",
                       "ulimit -t 60; exec \"$0\" $2 <\"$1\" >/dev/null 2>\"$3\"",
                       (char *) program, (char *) path, t, err_path, NULL };
      /* posix_spawn, not fork: a fork leaves this process's pages
       * copy-on-write, and our next run would pay a fault for each page
       * it writes, which an in-process search never does. */
      pid_t pid;
      int status;
      g_autofree char *err = NULL;
      double c0 = children_cpu_seconds ();
      if (posix_spawn (&pid, "/bin/sh", NULL, NULL, argv, environ) != 0
          || waitpid (pid, &status, 0) != pid || !WIFEXITED (status)
          || WEXITSTATUS (status) != 0)
        goto out;
      cpu[r] = children_cpu_seconds () - c0;
      if (!g_file_get_contents (err_path, &err, NULL, NULL))
        goto out;
      const char *line = strstr (err, "Altogether");
      const char *n = line != NULL ? strstr (line, " nodes") : NULL;
      if (n == NULL)
        goto out;
      while (n > line && n[-1] >= '0' && n[-1] <= '9')
        n--;
      *nodes = g_ascii_strtoull (n, NULL, 10);
    }
  result = median (cpu, runs);
out:
  g_unlink (err_path);
  return result;
}

static double
knuth_on_file (const char *program, const char *path, int runs, guint64 *nodes)
{
  return knuth_on_file_to (program, path, 1, runs, nodes);
}

/* The held-out word searches side by side: our CPU time and nodes (read
 * and first solution, as Knuth's programs do), our plain dancing links,
 * and dlx2 and ssxcc when given. */
static void
run_knuth (const char *dir, const char *dlx2, const char *ssxcc, int runs)
{
  double total[4] = { 0 };
  printf ("%-18s %22s %22s %22s %22s  %s\n", "file (first solution)", "ours cpu/nodes",
          "ours-links cpu/nodes", "dlx2 cpu/nodes", "ssxcc cpu/nodes", "ours/dlx2");
  for (guint k = 0; k < G_N_ELEMENTS (held_out); k++)
    {
      g_autofree char *name = g_strdup_printf ("ws15-%02u-%" G_GUINT64_FORMAT ".dlx",
                                               held_out[k].n_words, held_out[k].seed);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      guint64 n[4] = { 0 };
      double c[4];
      c[0] = ours_on_file (path, NULL, runs, &n[0]);
      c[1] = ours_on_file (path, "links", runs, &n[1]);
      c[2] = dlx2 != NULL ? knuth_on_file (dlx2, path, runs, &n[2]) : -1;
      c[3] = ssxcc != NULL ? knuth_on_file (ssxcc, path, runs, &n[3]) : -1;
      printf ("%-18s", name);
      for (int e = 0; e < 4; e++)
        {
          if (c[e] < 0)
            printf (" %22s", e < 2 || (e == 2 ? dlx2 : ssxcc) == NULL ? "-" : "failed or >60 s");
          else
            {
              g_autofree char *cell = g_strdup_printf ("%.3f/%" G_GUINT64_FORMAT, c[e], n[e]);
              printf (" %22s", cell);
              total[e] += c[e];
            }
        }
      if (c[2] > 0)
        printf ("  %.2f", c[0] / c[2]);
      printf ("\n");
    }
  printf ("%-18s", "total cpu");
  for (int e = 0; e < 4; e++)
    printf (" %22.3f", total[e]);
  if (total[2] > 0)
    printf ("  %.2f (ours/dlx2), links/dlx2 %.2f", total[0] / total[2], total[1] / total[2]);
  printf ("\n");
}

/* One row beside dlx2: @path to its first solution (@limit 1) or counted
 * to @limit, ours in this process (reading included) and dlx2 as a child,
 * run after run in turn so that both see the same load; the medians. */
typedef struct
{
  double ours, dlx2;     /* CPU seconds; dlx2's without its start-up */
  guint64 ours_nodes, dlx2_nodes;
} Versus;

static gboolean
versus_dlx2 (const char *dlx2, const char *path, guint64 limit, int runs, double start_up,
             Versus *v)
{
  double ours[64], theirs[64];
  for (int r = 0; r < runs; r++)
    {
      ours[r] = ours_on_file_to (path, NULL, limit == 1 ? 0 : limit, 1, &v->ours_nodes);
      theirs[r] = knuth_on_file_to (dlx2, path, limit, 1, &v->dlx2_nodes) - start_up;
      if (theirs[r] + start_up < 0)
        return FALSE;
    }
  v->ours = median (ours, runs);
  v->dlx2 = median (theirs, runs);
  return TRUE;
}

static void
print_versus (const char *file, const char *what, const Versus *v)
{
  printf ("%-16s %-22s %9.4f %9.4f %6.2f %10" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT "%s\n",
          file, what, v->ours, v->dlx2, v->ours / v->dlx2, v->ours_nodes, v->dlx2_nodes,
          v->ours_nodes == v->dlx2_nodes ? "" : "  NODES DIFFER");
}

/* What a run of dlx2 costs before it reads a problem: the process, its
 * libraries and a problem of one item, the same way (sh, exec, ulimit). */
static double
dlx2_start_up (const char *dlx2, int runs)
{
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("xcc-bench-XXXXXX.dlx", &path, NULL);
  guint64 nodes;
  close (fd);
  if (!g_file_set_contents (path, "a\na\n", -1, NULL))
    g_error ("cannot write %s", path);
  double cpu = knuth_on_file_to (dlx2, path, 1, runs, &nodes);
  g_unlink (path);
  return MAX (cpu, 0);
}

/* Issue 26, item 2: word searches beside Knuth's dlx2, one thread, every
 * row with both node counts.  First solutions: the held-out files and
 * 20 fruit on 11x11 (options in the order built).  Counts to 10^6: the
 * files where dlx2 takes at most a few seconds for it.  Same-work
 * slices: from the 10^5-th solution to the 10^6-th, the difference of two
 * counts, in which reading and setting up cancel out on both sides. */
static void
run_versus (const char *dir, const char *dlx2, int runs)
{
  static const char *const counted[] = { "ws11-fruit.dlx", "ws15-20-100.dlx", "ws15-25-102.dlx",
                                         "ws15-22-117.dlx" };
  g_autofree char *tmp = g_dir_make_tmp ("xcc-bench-XXXXXX", NULL);
  g_autofree char *fruit11 = g_build_filename (tmp, "ws11-fruit.dlx", NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  write_word_search_dlx (fruit11, (char **) fruit, 11, 11, 0,
                         "20 fruit on 11x11 in 8 directions (xcc-bench)");
  g_ptr_array_add (files, g_strdup (fruit11));
  for (guint k = 0; k < G_N_ELEMENTS (held_out); k++)
    g_ptr_array_add (files, g_strdup_printf ("%s/ws15-%02u-%" G_GUINT64_FORMAT ".dlx", dir,
                                             held_out[k].n_words, held_out[k].seed));
  double start_up = dlx2_start_up (dlx2, runs);
  printf ("versus dlx2 (%s): one thread, median CPU seconds of %d runs taken in turn;\n"
          "ours in-process, reading included; dlx2 a child, less its start-up of %.4f s\n",
          dlx2, runs, start_up);
  printf ("%-16s %-22s %9s %9s %6s %10s %10s\n", "file", "row", "ours", "dlx2", "ratio",
          "ours nodes", "dlx2 nodes");
  for (guint k = 0; k < files->len; k++)
    {
      Versus v;
      g_autofree char *name = g_path_get_basename (files->pdata[k]);
      if (versus_dlx2 (dlx2, files->pdata[k], 1, runs, start_up, &v))
        print_versus (name, "first solution", &v);
    }
  for (guint k = 0; k < G_N_ELEMENTS (counted); k++)
    {
      g_autofree char *path = g_str_equal (counted[k], "ws11-fruit.dlx")
                                ? g_strdup (fruit11) : g_build_filename (dir, counted[k], NULL);
      Versus lo, hi;
      if (!versus_dlx2 (dlx2, path, 100000, runs, start_up, &lo)
          || !versus_dlx2 (dlx2, path, 1000000, runs, start_up, &hi))
        {
          printf ("%-16s dlx2 failed or took over 60 s\n", counted[k]);
          continue;
        }
      print_versus (counted[k], "10^6 solutions", &hi);
      Versus slice = { hi.ours - lo.ours, hi.dlx2 - lo.dlx2, hi.ours_nodes - lo.ours_nodes,
                       hi.dlx2_nodes - lo.dlx2_nodes };
      print_versus (counted[k], "slice 10^5..10^6", &slice);
    }
  g_unlink (fruit11);
  g_rmdir (tmp);
  g_ptr_array_unref (files);
}

/* One line of run_limits(): @xcc to @limit on one thread and on two. */
static void
limit_line (PwXcc *xcc, const char *name, guint64 limit, int runs)
{
  guint64 nodes[2] = { 0, 0 };
  double wall[2][64];
  for (guint t = 0; t < 2; t++)
    for (int r = 0; r < runs; r++)
      {
        PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .limit = limit, .n_threads = t + 1 };
        PwXccResult result;
        gint64 w0 = g_get_monotonic_time ();
        if (!pw_xcc_solve (xcc, &config, &result, NULL))
          g_error ("search failed");
        wall[t][r] = (g_get_monotonic_time () - w0) / 1e6;
        nodes[t] = MAX (nodes[t], result.nodes);
        pw_xcc_result_clear (&result);
      }
  printf ("%-18s %7" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT " %12" G_GUINT64_FORMAT
          " %7.2f %10.3f %10.3f\n", name, limit, nodes[0], nodes[1],
          (double) nodes[1] / nodes[0], median (wall[0], runs), median (wall[1], runs));
}

/* Counting to a limit on one thread and on two (issue 26: at most 1.2
 * times the nodes of one, plus a constant): per held-out word search and
 * limit, and per 10x11 word search of the size (20 random words,
 * options shuffled: "ws10x11-WORDS-SHUFFLE" for the seeds), the nodes of
 * one thread, the most of two over the runs (they vary with the threads'
 * timing), and the median wall seconds of each. */
static void
run_limits (const char *dir, int runs)
{
  static const guint64 limits[] = { 100, 10000 };
  static const guint64 small[][2] = { { 1009, 1 }, { 1009, 2 }, { 1004, 2 }, { 1000, 4 } };
  printf ("%-18s %7s %12s %12s %7s %10s %10s\n", "file (count to)", "limit", "nodes 1t",
          "max nodes 2t", "2t/1t", "wall 1t", "wall 2t");
  for (guint k = 0; k < G_N_ELEMENTS (small); k++)
    {
      g_auto (GStrv) words = xcc_random_words (small[k][0], 20, 9);
      g_autoptr (PwXcc) built = xcc_problem_word_search ((const char *const *) words, 10, 11, 8);
      g_autoptr (PwXcc) xcc = xcc_problem_shuffled (built, small[k][1]);
      g_autofree char *name = g_strdup_printf ("ws10x11-%" G_GUINT64_FORMAT "-%" G_GUINT64_FORMAT,
                                               small[k][0], small[k][1]);
      limit_line (xcc, name, 100, runs);
    }
  for (guint k = 0; k < G_N_ELEMENTS (held_out); k++)
    for (guint l = 0; l < G_N_ELEMENTS (limits); l++)
      {
        g_autofree char *name = g_strdup_printf ("ws15-%02u-%" G_GUINT64_FORMAT ".dlx",
                                                 held_out[k].n_words, held_out[k].seed);
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autoptr (PwXcc) xcc = pw_xcc_load_dlx (path, NULL);
        if (xcc == NULL)
          g_error ("cannot read %s", path);
        limit_line (xcc, name, limits[l], runs);
      }
}

/* How evenly a count splits over BALANCE_THREADS threads (issue 26, for
 * want of a 16-core machine: on fewer cores the threads take turns, and
 * the split shows in each one's share of the nodes and in how long the
 * last runs on after the first has run out of work).  A balanced split
 * has every share within 10 % of the mean.
 *
 * With 16 threads on 2 cores the system decides how much CPU each thread
 * gets, and a thread that gets less does fewer nodes however the tree was
 * split: so each thread's CPU time and nodes per CPU second are printed
 * too.  Node shares that follow the CPU shares while the rates agree are
 * the scheduler's doing; what the split decides is whether every thread
 * has work until the end: the finish spread, and the time threads spent
 * waiting for work (inflated here: a thread asked to split its task
 * answers only when it next gets a core). */
#define BALANCE_THREADS 16

static PwXcc *build_queens14 (void) { return xcc_problem_queens (14); }
static PwXcc *build_langford13 (void) { return xcc_problem_langford (13); }

/* The largest deviation of @v[0..n-1] from their mean, as a fraction of
 * it, and the list of v / mean into @list. */
static double
deviation (const double *v, guint n, GString *list)
{
  double mean = 0, dev = 0;
  for (guint t = 0; t < n; t++)
    mean += v[t] / n;
  for (guint t = 0; t < n; t++)
    {
      dev = MAX (dev, fabs (v[t] / mean - 1));
      if (list != NULL)
        g_string_append_printf (list, " %.2f", v[t] / mean);
    }
  return dev;
}

/* One line of run_balance(); @turns: the threads take turns. */
static void
balance_line (const char *name, PwXcc *xcc, gboolean turns)
{
  PwXccWorkerStats stats[BALANCE_THREADS] = { { 0 } };
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .n_threads = BALANCE_THREADS,
                         .worker_stats = stats };
  PwXccResult result;
  /* Read when the count starts; no other thread runs now. */
  g_setenv ("PW_XCC_TURNS", turns ? "1" : "0", TRUE);
  gint64 w0 = g_get_monotonic_time ();
  if (!pw_xcc_solve (xcc, &config, &result, NULL))
    g_error ("search failed");
  double wall = (g_get_monotonic_time () - w0) / 1e6;
  g_unsetenv ("PW_XCC_TURNS");
  double nodes[BALANCE_THREADS], cpu[BALANCE_THREADS], rate[BALANCE_THREADS];
  double given[BALANCE_THREADS];
  guint64 first_round = G_MAXUINT64, last_round = 0;
  double waited = 0, waited_max = 0;
  guint n = 0;
  gint64 first = G_MAXINT64, last = 0, planned = G_MAXINT64, all_started = 0;
  for (guint t = 0; t < BALANCE_THREADS; t++)
    if (stats[t].finished != 0)
      {
        planned = MIN (planned, stats[t].started);
        all_started = MAX (all_started, stats[t].started);
        nodes[n] = stats[t].nodes;
        cpu[n] = MAX (stats[t].cpu_us, 1) / 1e6;
        rate[n] = nodes[n] / cpu[n];
        given[n] = stats[t].turns;
        first_round = MIN (first_round, stats[t].finish_round);
        last_round = MAX (last_round, stats[t].finish_round);
        n++;
        waited += stats[t].waited_us / 1e3;
        waited_max = MAX (waited_max, stats[t].waited_us / 1e3);
        first = MIN (first, stats[t].finished);
        last = MAX (last, stats[t].finished);
      }
  double mean = 0;
  guint within = 0;
  for (guint t = 0; t < n; t++)
    mean += nodes[t] / n;
  for (guint t = 0; t < n; t++)
    within += fabs (nodes[t] / mean - 1) <= 0.1;
  g_autoptr (GString) shares = g_string_new (NULL);
  g_autoptr (GString) cpu_shares = g_string_new (NULL);
  double dev_nodes = deviation (nodes, n, shares);
  double dev_cpu = deviation (cpu, n, cpu_shares);
  double dev_rate = deviation (rate, n, NULL);
  g_autofree char *in10 = g_strdup_printf ("%u/%u", within, n);
  printf ("%-11s %-5s %3u %6.1f%% %6s %6.1f%% %6.1f%% %8.3f %8.1f %8.1f %8.1f %8.1f %8.1f\n"
          "%-11s     nodes/mean:%s\n%-11s     cpu/mean:  %s\n",
          name, turns ? "turns" : "free", n, 100 * dev_nodes, in10, 100 * dev_cpu,
          100 * dev_rate, wall, (last - first) / 1e3, waited, waited_max, (planned - w0) / 1e3,
          (all_started - planned) / 1e3, "", shares->str, "", cpu_shares->str);
  if (turns)
    {
      g_autoptr (GString) turn_shares = g_string_new (NULL);
      double dev_turns = deviation (given, n, turn_shares), all_turns = 0;
      for (guint t = 0; t < n; t++)
        all_turns += given[t];
      printf ("%-11s     turns/mean:%s\n%-11s     largest deviation of the turns %.1f %%;"
              " rounds %" G_GUINT64_FORMAT ", the first thread out of work in round %"
              G_GUINT64_FORMAT " (%.2f %% of them before the end); turns / rounds %.2f\n",
              "", turn_shares->str, "", 100 * dev_turns, last_round, first_round,
              100.0 * (last_round - first_round) / MAX (last_round, 1),
              all_turns / MAX (last_round, 1));
    }
  pw_xcc_result_clear (&result);
}

static void
run_balance (int runs)
{
  /* The pentominoes, and 16 queens and Langford 15 scaled down
   * to seconds on one core: 14 queens, Langford 13 (no solutions, a
   * whole tree to search all the same). */
  static const Instance which[] = {
    { "pento6x10", NULL, build_pento6x10, BALANCE_THREADS },
    { "queens14", NULL, build_queens14, BALANCE_THREADS },
    { "langford13", NULL, build_langford13, BALANCE_THREADS },
  };
  printf ("balance, %d threads, each run: largest deviation from the mean of the threads'\n"
          "nodes, of their CPU seconds and of their nodes per CPU second; threads with\n"
          "nodes within 10 %% of the mean; wall s; ms from the first thread's finish to\n"
          "the last's; ms all threads and the longest one waited for work; ms from the\n"
          "call to the first thread's start (planning) and from it to the last's.\n"
          "free: as the system runs them; turns: one at a time, each in turn for one\n"
          "checkpoint's work (PW_XCC_TURNS=1), as on a core each: then the turns each\n"
          "was given, and in which round of turns the first ran out of work\n",
          BALANCE_THREADS);
  printf ("%-11s %-5s %3s %7s %6s %7s %7s %8s %8s %8s %8s %8s %8s\n", "puzzle", "mode", "thr", "nodes", "in 10%",
          "cpu", "rate", "wall s", "spread", "waited", "max wait",
          "plan", "starts");
  for (guint k = 0; k < G_N_ELEMENTS (which); k++)
    {
      g_autoptr (PwXcc) xcc = which[k].build ();
      for (int r = 0; r < runs; r++)
        {
          balance_line (which[k].name, xcc, FALSE);
          balance_line (which[k].name, xcc, TRUE);
        }
    }
}

static long
peak_kib (void)
{
  struct rusage ru;
  getrusage (RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* A large problem written as DLX text: 16000 primary items in blocks of 8
 * (one option per block, so a solution is found straight away), 4000
 * secondary items, and 150000 random options of 6 primary and 2 secondary
 * items, coloured or not. */
static char *
write_big_problem (gboolean coloured, gsize *elements)
{
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("xcc-bench-XXXXXX.dlx", &path, NULL);
  FILE *out = fdopen (fd, "w");
  PwRng rng;

  pw_rng_init (&rng, 7);
  for (int i = 0; i < 16000; i++)
    fprintf (out, "p%d ", i);
  fprintf (out, "|");
  for (int i = 0; i < 4000; i++)
    fprintf (out, " s%d", i);
  fprintf (out, "\n");
  *elements = 0;
  for (int b = 0; b < 2000; b++, *elements += 8)
    {
      for (int k = 0; k < 8; k++)
        fprintf (out, "p%d ", b * 8 + k);
      fprintf (out, "\n");
    }
  for (int o = 0; o < 150000; o++, *elements += 8)
    {
      int base = pw_rng_below (&rng, 16000 - 200);
      for (int k = 0; k < 6; k++)
        fprintf (out, "p%d ", base + k * 33);
      int s = pw_rng_below (&rng, 3999);
      if (coloured)
        fprintf (out, "s%d:%c s%d:%c\n", s, 'A' + (int) pw_rng_below (&rng, 4), s + 1,
                 'A' + (int) pw_rng_below (&rng, 4));
      else
        fprintf (out, "s%d s%d\n", s, s + 1);
    }
  fclose (out);
  return g_steal_pointer (&path);
}

/* Peak memory of reading and solving, beyond the text, per option item.
 * Run each case in a fresh process (peaks only grow): --only memory. */
static void
run_memory (gboolean coloured)
{
  gsize elements;
  g_autofree char *path = write_big_problem (coloured, &elements);
  g_autofree char *text = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, NULL))
    g_error ("cannot read %s", path);
  g_unlink (path);
  long before = peak_kib ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) xcc = pw_xcc_parse_dlx (text, length, "big.dlx", &error);
  if (xcc == NULL)
    g_error ("%s", error->message);
  PwXccConfig config = { .mode = PW_XCC_MODE_FIRST };
  PwXccResult result;
  double c0 = cpu_seconds ();
  if (!pw_xcc_solve (xcc, &config, &result, NULL) || result.solution == NULL)
    g_error ("no solution");
  double c = cpu_seconds () - c0;
  long after = peak_kib ();
  printf ("%-13s %-8s %-40s text=%.1f MB items=%u options=%u option-items=%zu "
          "peak beyond text=%.1f MB = %.1f bytes per option item (solve cpu=%.3f)\n",
          coloured ? "memory-links" : "memory-cells", "default",
          coloured ? "parse + first solution, coloured" : "parse + first solution, no colours",
          length / 1e6, pw_xcc_get_n_items (xcc), pw_xcc_get_n_options (xcc), elements,
          (after - before) / 1024.0, (after - before) * 1024.0 / elements, c);
  pw_xcc_result_clear (&result);
}

int
main (int argc, char **argv)
{
  int runs = 5;
  gboolean baseline = TRUE;
  const char *only = NULL, *dlx2 = NULL, *ssxcc = NULL, *data = XCC_BENCH_DATA;

  for (int a = 1; a < argc; a++)
    {
      if (g_str_equal (argv[a], "--runs") && a + 1 < argc)
        {
          int n = atoi (argv[++a]);
          runs = CLAMP (n, 1, 64);
        }
      else if (g_str_equal (argv[a], "--only") && a + 1 < argc)
        only = argv[++a];
      else if (g_str_equal (argv[a], "--write-word-searches") && a + 1 < argc)
        {
          for (guint k = 0; k < G_N_ELEMENTS (held_out); k++)
            write_word_search (argv[a + 1], held_out[k].seed, held_out[k].n_words,
                               held_out[k].max_len);
          return 0;
        }
      else if (g_str_equal (argv[a], "--dlx2") && a + 1 < argc)
        dlx2 = argv[++a];
      else if (g_str_equal (argv[a], "--ssxcc") && a + 1 < argc)
        ssxcc = argv[++a];
      else if (g_str_equal (argv[a], "--data") && a + 1 < argc)
        data = argv[++a];
      else if (g_str_equal (argv[a], "--no-baseline"))
        baseline = FALSE;
      else
        {
          fprintf (stderr, "usage: xcc-bench [--runs N] [--only NAME] [--no-baseline]\n"
                           "                 [--dlx2 PROGRAM] [--ssxcc PROGRAM] [--data DIR]\n"
                           "       xcc-bench --write-word-searches DIR\n");
          return 2;
        }
    }
  setvbuf (stdout, NULL, _IOLBF, 0);
  printf ("median of %d runs; cpu = getrusage user+system seconds (all threads)\n", runs);
  for (guint k = 0; k < G_N_ELEMENTS (instances); k++)
    if (only == NULL || g_str_equal (only, instances[k].name))
      {
        double ours = run_count (&instances[k], NULL, runs);
        if (baseline)
          {
            double links = run_count (&instances[k], "links", runs);
            printf ("%-13s %-8s plain dancing links / default = %.2f\n", instances[k].name,
                    "ratio", links / ours);
          }
      }
  if (only == NULL || g_str_equal (only, "wordsearch"))
    {
      run_word_search (NULL, runs);
      if (baseline)
        run_word_search ("links", runs);
    }
  if (only == NULL || g_str_equal (only, "held-out"))
    run_knuth (data, dlx2, ssxcc, runs);
  if (dlx2 != NULL && (only == NULL || g_str_equal (only, "versus")))
    run_versus (data, dlx2, runs);
  if (only == NULL || g_str_equal (only, "limits"))
    run_limits (data, runs);
  if (only == NULL || g_str_equal (only, "balance"))
    run_balance (runs);
  if (only != NULL && g_str_equal (only, "memory"))
    run_memory (TRUE);
  if (only != NULL && g_str_equal (only, "memory-cells"))
    run_memory (FALSE);
  return 0;
}
