/* bench-word-search — the word-search kind's speed target (issue 13):
 * a 15×15 grid with 25 words, all 8 directions, generated (placed and
 * filled) and verified, over 50 seeds: median and worst CPU time
 * (target: median under 50 ms, worst under 1 s).
 *
 * Beside it, for the same instances, the nodes of the restarting search
 * and of one plain dancing-links search (the engine in RANDOM mode, the
 * same problem, no restarts), the latter cut off after 2 s — the heavy
 * tail the restarts are there to avoid.
 * Usage: bench-word-search [SEEDS]   (default 50; WS_SIZE=14x14 for a
 * denser grid; WS_WORDS=40 with WS_SIZE=20x20 for issue 26's worst case,
 * the first WS_WORDS of the 40 words below; WS_TIME_ONLY=1 leaves out
 * the node counts and the plain search)
 *
 * One generation runs untimed first, so that the first seed does not
 * carry the process's one-off costs (ICU opening, first page faults).
 * With WS_JOSHBDUNCAN=SRC (the src/ folder of joshbduncan's
 * word-search-generator; WS_PYTHON names a Python 3.12 or later), the
 * same words, size and seeds go through joshbduncan-driver.py beside this
 * file, and its median and worst CPU time (time.process_time) are
 * printed beside ours, with how many of its puzzles left words out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "pw-kinds.h"
#include "word-search-build.h"
#include "word-search-check.h"

/* 25 words of 5 to 9 letters (171 letters for 225 cells), then 15 more
 * (277 letters in all for 400 cells). */
static const char *const all_words[] = {
  "ALLIGATOR", "BADGER", "BEAVER", "BUFFALO", "CAMEL", "CHEETAH", "COYOTE", "DOLPHIN",
  "DONKEY", "ELEPHANT", "FALCON", "GIRAFFE", "GORILLA", "HAMSTER", "JAGUAR", "KANGAROO",
  "LEOPARD", "LOBSTER", "MEERKAT", "OCTOPUS", "PANTHER", "PENGUIN", "RACCOON", "SQUIRREL",
  "WALRUS",
  "ANTELOPE", "ARMADILLO", "BISON", "CARIBOU", "CHIPMUNK", "FLAMINGO", "HEDGEHOG", "IGUANA",
  "LEMMING", "MONGOOSE", "OSTRICH", "PELICAN", "REINDEER", "SALMON", "TORTOISE",
};

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
  return x < y ? -1 : x > y;
}

static double
median (double *v, int n)
{
  double *c = g_memdup2 (v, n * sizeof *v);
  qsort (c, n, sizeof *c, cmp_double);
  double m = n % 2 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
  g_free (c);
  return m;
}

typedef struct
{
  GCancellable *cancellable;
  gint done;
} Watch;

static gpointer
watchdog (gpointer data)
{
  Watch *w = data;
  for (int i = 0; i < 2000 && !g_atomic_int_get (&w->done); i++)
    g_usleep (1000);
  g_cancellable_cancel (w->cancellable);
  return NULL;
}

/* One plain dancing-links search of the same instance, for comparison. */
static guint64
plain_dlx_nodes (const PwWordSearchModel *m, guint64 seed, gboolean *finished)
{
  g_autoptr (PwModel) free_model = pw_model_copy (&m->parent);
  PwWordSearchModel *f = (PwWordSearchModel *) free_model;
  for (guint i = 0; i < f->words->len; i++)
    ((PwWordSearchWord *) f->words->pdata[i])->placed = FALSE;
  g_autoptr (PwXcc) xcc = pw_word_search_build_xcc (f, NULL, NULL, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Watch w = { cancellable, 0 };
  GThread *t = g_thread_new ("watchdog", watchdog, &w);
  PwXccConfig config = { .mode = PW_XCC_MODE_RANDOM, .seed = seed,
                         .cancellable = cancellable };
  PwXccResult result;
  *finished = pw_xcc_solve (xcc, &config, &result, NULL);
  g_atomic_int_set (&w.done, 1);
  g_thread_join (t);
  pw_xcc_result_clear (&result);
  return result.nodes;
}

/* joshbduncan's generator on the same instances (WS_JOSHBDUNCAN), its
 * figures beside @ours_median and @ours_worst (seconds). */
static void
other_generator (const char *size, const GString *list, int seeds, double ours_median,
                 double ours_worst)
{
  const char *src = getenv ("WS_JOSHBDUNCAN");
  if (src == NULL)
    return;
  const char *python = getenv ("WS_PYTHON") ? getenv ("WS_PYTHON") : "python3";
  g_autofree char *driver = g_build_filename (PW_BENCH_DIR, "joshbduncan-driver.py", NULL);
  g_autofree char *n_seeds = g_strdup_printf ("%d", seeds);
  g_autofree char *side = g_strndup (size, strcspn (size, "x"));
  g_autofree char *commas = g_strdup (list->str);
  g_strdelimit (commas, "\n", ',');
  const char *argv[] = { python, driver, src, side, n_seeds, commas, NULL };
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  int status;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL,
                     &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    {
      printf ("  joshbduncan's generator did not run: %s\n", error->message);
      return;
    }
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  double *t = g_new (double, MAX (g_strv_length (lines), 1));
  int n = 0, short_of_words = 0;
  guint n_words = 1;
  for (const char *c = list->str; *c; c++)
    n_words += *c == '\n';
  for (char **l = lines; *l; l++)
    {
      int seed;
      guint placed;
      if (sscanf (*l, "%d %lf %u", &seed, &t[n], &placed) == 3)
        short_of_words += placed < n_words, n++;
    }
  double worst = 0;
  for (int i = 0; i < n; i++)
    worst = MAX (worst, t[i]);
  double med = n ? median (t, n) : 0;
  printf ("  joshbduncan's generator, same words and seeds: median %.2f ms, worst %.2f ms; "
          "%d of %d puzzles left words out\n", med, worst, short_of_words, n);
  printf ("  ours / theirs: median %.2f×, worst %.2f×   target: median ≤ 0.5×, worst ≤ 1×\n",
          ours_median * 1e3 / med, ours_worst * 1e3 / worst);
  g_free (t);
}

int
main (int argc, char **argv)
{
  int seeds = argc > 1 ? atoi (argv[1]) : 50;
  if (seeds < 1)
    seeds = 50;
  pw_kinds_register_builtin ();
  const PwKind *kind = pw_word_search_kind ();
  double *times = g_new (double, seeds);
  double *nodes = g_new (double, seeds), *plain = g_new (double, seeds);
  int worst = 0, cut_off = 0;
  const char *size = getenv ("WS_SIZE") ? getenv ("WS_SIZE") : "15x15";
  int n_words = getenv ("WS_WORDS") ? atoi (getenv ("WS_WORDS")) : 25;
  n_words = CLAMP (n_words, 1, (int) G_N_ELEMENTS (all_words));
  g_autoptr (GString) list = g_string_new (NULL);
  for (int i = 0; i < n_words; i++)
    g_string_append_printf (list, "%s%s", i ? "\n" : "", all_words[i]);
  const char *words = list->str;
  g_autoptr (PwParams) warm = pw_params_new ();
  pw_params_set (warm, "size", size);
  pw_params_set (warm, "words", words);
  pw_params_set (warm, "directions", "8");
  g_autoptr (PwModel) warm_model = pw_kind_generate (kind, warm, 0, NULL, NULL, NULL);
  for (int s = 0; s < seeds; s++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      pw_params_set (params, "size", size);
      pw_params_set (params, "words", words);
      pw_params_set (params, "directions", "8");
      g_autoptr (GError) error = NULL;
      double t0 = cpu_now ();
      g_autoptr (PwModel) model = pw_kind_generate (kind, params, s + 1, NULL, NULL, &error);
      g_autoptr (PwWordSearchCheck) check = model ? pw_word_search_check_new ((PwWordSearchModel *) model) : NULL;
      times[s] = cpu_now () - t0;
      if (model == NULL || !pw_word_search_check_ok (check))
        {
          fprintf (stderr, "seed %d: %s\n", s + 1, error ? error->message : "verify failed");
          return 1;
        }
      if (times[s] > times[worst])
        worst = s;
      if (getenv ("WS_TIME_ONLY"))
        {
          nodes[s] = plain[s] = 0;
          continue;
        }
      /* The restarting search's nodes, once more on the placed model. */
      guint64 n = 0;
      g_autoptr (PwModel) again = pw_model_copy (model);
      pw_word_search_place ((PwWordSearchModel *) again, s + 1, NULL, NULL, &n, NULL);
      nodes[s] = n;
      gboolean finished;
      plain[s] = plain_dlx_nodes ((PwWordSearchModel *) model, s + 1, &finished);
      cut_off += !finished;
    }
  printf ("word search %s, %d words, 8 directions, %d seeds: generate + fill + verify\n",
          size, n_words, seeds);
  printf ("  CPU time  median %.2f ms, worst %.2f ms (seed %d)   target: median < 50 ms, "
          "worst < 1 s\n", median (times, seeds) * 1e3, times[worst] * 1e3, worst + 1);
  other_generator (size, list, seeds, median (times, seeds), times[worst]);
  double max_nodes = 0, max_plain = 0;
  for (int s = 0; s < seeds; s++)
    max_nodes = MAX (max_nodes, nodes[s]), max_plain = MAX (max_plain, plain[s]);
  printf ("  placing nodes, restarting search: median %.0f, worst %.0f\n", median (nodes, seeds),
          max_nodes);
  printf ("  plain dancing links (engine, RANDOM, same instance): median %.0f, worst %.0f%s\n",
          median (plain, seeds), max_plain,
          cut_off ? " (some searches cut off after 2 s)" : "");
  if (cut_off)
    printf ("    %d of %d plain searches did not finish in 2 s\n", cut_off, seeds);
  g_free (times);
  g_free (nodes);
  g_free (plain);
  return 0;
}
