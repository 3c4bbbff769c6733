/* pw-xcc-parallel.c — counting solutions on several threads.
 *
 * The top of the search tree is cut at the shallowest depth that has many
 * more nodes than there are threads (JOBS_PER_THREAD each); every node at
 * that depth is a job, a path of choices from the root.  Each thread owns
 * a copy of the arrays, takes the next job, replays its path, searches the
 * subtree below and unwinds.  Many small jobs balance the load without
 * work stealing; nodes above the cut are counted once, by the splitter, so
 * the node count equals the sequential one.
 */
#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-xcc-private.h"

#define JOBS_PER_THREAD 64
#define MAX_CUT_DEPTH 24

typedef struct
{
  const PwXccDlx *dlx;
  const PwXccConfig *config;
  PwXccShared shared;
  guint depth;
  GArray *paths;   /* gint32, depth per job */
  guint n_jobs;
  guint next_job;  /* atomic */
  guint done_jobs; /* atomic */
  guint64 nodes;   /* atomic: workers' nodes */
  gint cancelled;  /* atomic */
} Plan;

/* Walks the tree above @cut, counting the nodes at depth @cut (and, when
 * @plan is not NULL, recording their paths, counting the nodes and
 * solutions above the cut). */
static guint64
walk_above (PwXccSearch *s, guint level, guint cut, Plan *plan)
{
  if (g_cancellable_is_cancelled (s->cancellable))
    return 0;
  if (level == cut)
    {
      if (plan != NULL)
        g_array_append_vals (plan->paths, s->choice, cut);
      return 1;
    }
  if (plan != NULL)
    s->nodes++;
  if (pw_xcc_search_solved (s))
    {
      if (plan != NULL)
        s->solutions++;
      return 0;
    }
  gint32 len;
  int i = pw_xcc_search_choose (s, &len);
  if (len == 0)
    return 0;
  guint64 count = 0;
  pw_xcc_search_cover (s, i);
  for (gint32 k = 0; k < len; k++)
    {
      gint32 x = pw_xcc_search_nth (s, i, k);
      s->choice[level] = x;
      pw_xcc_search_commit (s, x);
      count += walk_above (s, level + 1, cut, plan);
      pw_xcc_search_uncommit (s, x);
    }
  pw_xcc_search_uncover (s, i);
  return count;
}

/* Finds the cut and the jobs; returns the solutions above the cut. */
static void
plan_jobs (Plan *plan, guint n_threads, guint64 *nodes, guint64 *solutions)
{
  PwXccSearch s;
  guint64 want = (guint64) n_threads * JOBS_PER_THREAD, count = 0;
  guint cut = 1;

  pw_xcc_search_init (&s, (PwXccDlx *) plan->dlx, FALSE);
  s.cancellable = plan->config->cancellable;
  for (; cut < MAX_CUT_DEPTH && cut <= plan->dlx->n_primary; cut++)
    {
      count = walk_above (&s, 0, cut, NULL);
      if (count >= want || count == 0)
        break;
    }
  plan->depth = cut;
  plan->paths = g_array_new (FALSE, FALSE, sizeof (gint32));
  walk_above (&s, 0, cut, plan);
  plan->n_jobs = cut == 0 ? 0 : plan->paths->len / cut;
  *nodes = s.nodes;
  *solutions = s.solutions;
  pw_xcc_search_clear (&s);
}

static void
run_job (PwXccSearch *s, const gint32 *path, guint depth)
{
  for (guint l = 0; l < depth; l++)
    {
      gint32 x = path[l];
      s->choice[l] = x;
      pw_xcc_search_cover (s, pw_xcc_search_item_of (s, x));
      pw_xcc_search_commit (s, x);
    }
  s->level = s->base = depth;
  pw_xcc_search_run (s);
  for (guint l = depth; l-- > 0;)
    {
      gint32 x = path[l];
      pw_xcc_search_uncommit (s, x);
      pw_xcc_search_uncover (s, pw_xcc_search_item_of (s, x));
    }
}

static gpointer
worker (gpointer data)
{
  Plan *plan = data;
  PwXccSearch s;

  pw_xcc_search_init (&s, (PwXccDlx *) plan->dlx, FALSE);
  s.shared = &plan->shared;
  s.cancellable = plan->config->cancellable;
  s.counters = plan->config->counters;
  for (;;)
    {
      guint job = g_atomic_int_add (&plan->next_job, 1);
      if (job >= plan->n_jobs || g_atomic_int_get (&plan->shared.stop))
        break;
      run_job (&s, &g_array_index (plan->paths, gint32, (gsize) job * plan->depth), plan->depth);
      if (s.cancelled)
        {
          g_atomic_int_set (&plan->cancelled, 1);
          g_atomic_int_set (&plan->shared.stop, 1);
          break;
        }
      guint done = g_atomic_int_add (&plan->done_jobs, 1) + 1;
      if (plan->config->progress != NULL)
        pw_progress_set_fraction (plan->config->progress, (double) done / plan->n_jobs);
    }
  pw_xcc_search_flush (&s);
  __atomic_fetch_add (&plan->nodes, s.nodes, __ATOMIC_RELAXED);
  pw_xcc_search_clear (&s);
  return NULL;
}

gboolean
pw_xcc_count_parallel (PwXcc *xcc, const PwXccDlx *dlx, const PwXccConfig *config,
                       PwXccResult *result, GError **error)
{
  Plan plan = { .dlx = dlx, .config = config };
  guint n_threads = MIN (config->n_threads, 256);
  guint64 nodes_above, solutions_above;

  plan.shared.limit = config->limit;
  plan_jobs (&plan, n_threads, &nodes_above, &solutions_above);
  if (config->counters != NULL)
    {
      __atomic_fetch_add (&config->counters->nodes_, nodes_above, __ATOMIC_RELAXED);
      __atomic_fetch_add (&config->counters->solutions_, solutions_above, __ATOMIC_RELAXED);
    }
  plan.shared.solutions = solutions_above;
  if (g_cancellable_is_cancelled (config->cancellable))
    plan.cancelled = plan.shared.stop = 1;
  if (config->limit != 0 && solutions_above >= config->limit)
    {
      plan.shared.solutions = config->limit;
      plan.shared.stop = 1;
    }

  GThread *threads[256];
  guint n_started = 0;
  for (guint t = 1; t < n_threads && plan.n_jobs > t; t++)
    threads[n_started++] = g_thread_new ("pw-xcc", worker, &plan);
  worker (&plan);
  for (guint t = 0; t < n_started; t++)
    g_thread_join (threads[t]);

  result->solutions = plan.shared.solutions;
  if (config->limit != 0)
    result->solutions = MIN (result->solutions, config->limit);
  result->nodes = nodes_above + plan.nodes;
  result->complete = !plan.shared.stop;
  g_array_unref (plan.paths);
  if (plan.cancelled)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was cancelled"));
      return FALSE;
    }
  return TRUE;
}
