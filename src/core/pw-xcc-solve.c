/* pw-xcc-solve.c — the public entry points of a search: modes, results. */
#include "pw-config.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "pw-rng.h"
#include "pw-xcc-private.h"

guint64
pw_xcc_counters_get_nodes (const PwXccCounters *counters)
{
  return __atomic_load_n (&counters->nodes_, __ATOMIC_RELAXED);
}

guint64
pw_xcc_counters_get_solutions (const PwXccCounters *counters)
{
  return __atomic_load_n (&counters->solutions_, __ATOMIC_RELAXED);
}

void
pw_xcc_result_clear (PwXccResult *result)
{
  if (result->solution != NULL)
    g_array_unref (result->solution);
  result->solution = NULL;
}

/* The caller's options in a reproducible shuffled order. */
static guint *
shuffled_order (PwXcc *xcc, guint64 seed)
{
  guint n = pw_xcc_get_n_options (xcc);
  guint *order = g_new (guint, MAX (n, 1));
  PwRng rng;

  for (guint k = 0; k < n; k++)
    order[k] = k;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, order, n, sizeof (guint));
  return order;
}

static void
report_progress (const PwXccConfig *config, const PwXccResult *result)
{
  if (config->progress == NULL)
    return;
  if (result->complete)
    pw_xcc_host_progress_fraction (config->progress, 1.0);
  /* 64-bit numbers go in as text: format macros do not survive xgettext. */
  g_autofree char *n_text = g_strdup_printf ("%" G_GUINT64_FORMAT, result->solutions);
  g_autofree char *text =
    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s solution found", "%s solutions found",
                                  MIN (result->solutions, G_MAXULONG)),
                     n_text);
  pw_xcc_host_progress_text (config->progress, text);
}

static gboolean
solve_here (PwXcc *xcc, PwXccDlx *dlx, const PwXccConfig *config,
            PwXccResult *result, GError **error)
{
  PwXccSearch s;

  pw_xcc_search_init (&s, dlx, TRUE);
  s.xcc = xcc;
  s.limit = config->mode == PW_XCC_MODE_FIRST || config->mode == PW_XCC_MODE_RANDOM
              ? 1 : config->limit;
  s.first_only = config->mode == PW_XCC_MODE_FIRST || config->mode == PW_XCC_MODE_RANDOM;
  s.solution_func = config->mode == PW_XCC_MODE_COUNT ? NULL : config->solution_func;
  s.user_data = config->user_data;
  s.cancellable = config->cancellable;
  s.counters = config->counters;
  s.progress = config->progress;
  s.budget = config->budget;

  pw_xcc_search_run (&s);
  pw_xcc_search_flush (&s);

  result->solutions = s.solutions;
  result->nodes = s.nodes;
  result->complete = !s.stopped;
  result->over_budget = s.over_budget;
  result->solution = g_steal_pointer (&s.solution);
  gboolean cancelled = s.cancelled;
  pw_xcc_search_clear (&s);
  if (cancelled)
    {
      g_set_error_literal (error, pw_xcc_host_io_error_quark (), G_IO_ERROR_CANCELLED, _("The search was cancelled"));
      return FALSE;
    }
  return TRUE;
}

gboolean
pw_xcc_solve (PwXcc *xcc, const PwXccConfig *config, PwXccResult *result, GError **error)
{
  g_return_val_if_fail (xcc != NULL && config != NULL && result != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gint64 start = g_get_monotonic_time ();
  *result = (PwXccResult) { 0 };

  if (config->mode > PW_XCC_MODE_RANDOM
      || (config->mode == PW_XCC_MODE_ENUMERATE && config->solution_func == NULL))
    {
      g_set_error_literal (error, pw_xcc_host_io_error_quark (), G_IO_ERROR_INVALID_ARGUMENT,
                           "pw_xcc_solve: a bad mode, or ENUMERATE without a solution_func");
      return FALSE;
    }
  if (pw_xcc_host_set_error_if_cancelled (config->cancellable, error))
    return FALSE;

  if (config->progress != NULL)
    pw_xcc_host_progress_fraction (config->progress, 0.0);
  g_autofree guint *order = config->mode == PW_XCC_MODE_RANDOM
                              ? shuffled_order (xcc, config->seed) : NULL;
  PwXccDlx *dlx = pw_xcc_dlx_new (xcc, order, pw_xcc_engine_override ());
  gboolean ok;
  if (config->mode == PW_XCC_MODE_COUNT && config->n_threads > 1)
    ok = pw_xcc_count_parallel (xcc, dlx, config, result, error);
  else
    ok = solve_here (xcc, dlx, config, result, error);
  pw_xcc_dlx_free (dlx);

  result->seconds = (g_get_monotonic_time () - start) / 1e6;
  report_progress (config, result);
  return ok;
}

gint64
pw_xcc_count (PwXcc *xcc, guint64 limit, GCancellable *cancellable, GError **error)
{
  PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .limit = limit, .cancellable = cancellable };
  PwXccResult result;

  if (!pw_xcc_solve (xcc, &config, &result, error))
    return -1;
  return result.solutions;
}

GArray *
pw_xcc_first (PwXcc *xcc, GCancellable *cancellable, GError **error)
{
  PwXccConfig config = { .mode = PW_XCC_MODE_FIRST, .cancellable = cancellable };
  PwXccResult result;

  if (!pw_xcc_solve (xcc, &config, &result, error))
    {
      pw_xcc_result_clear (&result);
      return NULL;
    }
  return result.solution;
}
