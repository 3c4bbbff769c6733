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
 * denser grid)
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "pw-kinds.h"
#include "word-search-build.h"
#include "word-search-check.h"

/* 25 words of 5 to 9 letters (171 letters for 225 cells). */
static const char *const words =
  "ALLIGATOR\nBADGER\nBEAVER\nBUFFALO\nCAMEL\nCHEETAH\nCOYOTE\nDOLPHIN\nDONKEY\n"
  "ELEPHANT\nFALCON\nGIRAFFE\nGORILLA\nHAMSTER\nJAGUAR\nKANGAROO\nLEOPARD\nLOBSTER\n"
  "MEERKAT\nOCTOPUS\nPANTHER\nPENGUIN\nRACCOON\nSQUIRREL\nWALRUS";

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
      /* The restarting search's nodes, once more on the placed model. */
      guint64 n = 0;
      g_autoptr (PwModel) again = pw_model_copy (model);
      pw_word_search_place ((PwWordSearchModel *) again, s + 1, NULL, NULL, &n, NULL);
      nodes[s] = n;
      gboolean finished;
      plain[s] = plain_dlx_nodes ((PwWordSearchModel *) model, s + 1, &finished);
      cut_off += !finished;
    }
  printf ("word search %s, 25 words, 8 directions, %d seeds: generate + fill + verify\n",
          size, seeds);
  printf ("  CPU time  median %.2f ms, worst %.2f ms (seed %d)   target: median < 50 ms, "
          "worst < 1 s\n", median (times, seeds) * 1e3, times[worst] * 1e3, worst + 1);
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
