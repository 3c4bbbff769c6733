/* pw-xcc-parallel.c — counting solutions on several threads.
 *
 * The top of the search tree is cut at the shallowest depth that has many
 * more nodes than there are threads (JOBS_PER_THREAD each, or with a
 * limit LIMIT_JOBS_PER_THREAD).  The nodes
 * just above the cut (parents) are fewer than that; each parent's children
 * are split into slices, and a job is a parent's path of choices from the
 * root and a slice of its children.  Each thread owns a copy of the
 * arrays, takes the next job, replays the path, covers the parent's item
 * once, searches the subtree below each child of the slice and unwinds.
 * Slices keep the number of jobs, and so the replays, near the target
 * whatever the branching: one item with millions of options makes a few
 * hundred jobs, not one per option, each replaying a cover of millions.
 * Nodes above the cut are counted once, by the splitter, so the node count
 * equals the sequential one.
 */
#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-xcc-private.h"

#define JOBS_PER_THREAD 64
/* With a limit, jobs 16 times smaller.  Jobs are taken in the order of
 * the sequential search, so the threads stay near its frontier: what they
 * do past the point where one thread would have stopped is the jobs taken
 * after it before the limit is reached, and small jobs keep that small.
 * Jobs of a 64th of a thread's share were far larger than the few
 * thousand nodes a limit of 100 often needs, and two threads visited up
 * to twice the nodes of one (issue 26).  The cost is more replays of
 * paths, a cover each per level above the cut, per job. */
#define LIMIT_JOBS_PER_THREAD 1024
#define MAX_CUT_DEPTH 24

typedef struct
{
  guint parent;   /* index into parents: its path is at parent * (depth - 1) */
  guint first;    /* its children first..end - 1, indices into children */
  guint end;
} Job;

typedef struct
{
  const PwXccDlx *dlx;
  const PwXccConfig *config;
  PwXccShared shared;
  guint depth;       /* the cut: jobs' children are at depth - 1 */
  GArray *paths;     /* gint32, depth - 1 per parent */
  GArray *items;     /* int, per parent: the item its children are options of */
  GArray *children;  /* gint32: every parent's children, parent by parent */
  GArray *starts;    /* guint, per parent: where its children start */
  GArray *jobs;      /* Job */
  guint next_job;    /* atomic */
  guint done_jobs;   /* atomic */
  guint64 nodes;     /* atomic: workers' nodes */
  guint n_workers;   /* atomic: workers started, to number them */
  gint cancelled;    /* atomic */
} Plan;

/* The choices of item @i's @len options, in the order the search tries
 * them, in one pass (pw_xcc_search_nth() walks a list from its start). */
static gint32 *
all_options (PwXccSearch *s, int i, gint32 len)
{
  gint32 *x = g_new (gint32, MAX (len, 1));
  pw_xcc_search_options (s, i, x, len);
  return x;
}

/* Walks the tree above @cut, counting the nodes at depth @cut; when @plan
 * is not NULL, also records the parents (nodes at depth @cut - 1 with
 * children) and their children, and counts the nodes and solutions above
 * the cut. */
static guint64
walk_above (PwXccSearch *s, guint level, guint cut, Plan *plan)
{
  if (g_cancellable_is_cancelled (s->cancellable))
    return 0;
  if (level == cut)
    return 1;
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
  g_autofree gint32 *x = all_options (s, i, len);
  if (level + 1 == cut)
    {
      count = len;
      if (plan != NULL)
        {
          g_array_append_vals (plan->paths, s->choice, level);
          g_array_append_val (plan->items, i);
          g_array_append_val (plan->starts, plan->children->len);
          g_array_append_vals (plan->children, x, len);
        }
    }
  else
    for (gint32 k = 0; k < len; k++)
      {
        s->choice[level] = x[k];
        pw_xcc_search_commit (s, x[k]);
        count += walk_above (s, level + 1, cut, plan);
        pw_xcc_search_uncommit (s, x[k]);
      }
  pw_xcc_search_uncover (s, i);
  return count;
}

/* Finds the cut and the jobs; returns the nodes and solutions above it. */
static void
plan_jobs (Plan *plan, guint n_threads, guint64 *nodes, guint64 *solutions)
{
  PwXccSearch s;
  guint64 want = (guint64) n_threads
                 * (plan->config->limit != 0 ? LIMIT_JOBS_PER_THREAD : JOBS_PER_THREAD);
  guint64 count = 0;
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
  plan->items = g_array_new (FALSE, FALSE, sizeof (int));
  plan->children = g_array_new (FALSE, FALSE, sizeof (gint32));
  plan->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  plan->jobs = g_array_new (FALSE, FALSE, sizeof (Job));
  walk_above (&s, 0, cut, plan);

  /* Slices of about the same number of children, never across parents. */
  guint per_job = MAX (plan->children->len / want, 1);
  for (guint p = 0; p < plan->items->len; p++)
    {
      guint start = g_array_index (plan->starts, guint, p);
      guint end = p + 1 < plan->items->len ? g_array_index (plan->starts, guint, p + 1)
                                           : plan->children->len;
      for (guint first = start; first < end; first += per_job)
        {
          Job job = { p, first, MIN (first + per_job, end) };
          g_array_append_val (plan->jobs, job);
        }
    }
  *nodes = s.nodes;
  *solutions = s.solutions;
  pw_xcc_search_clear (&s);
}
static void
run_job (PwXccSearch *s, const Plan *plan, const Job *job)
{
  guint above = plan->depth - 1;
  const gint32 *path = &g_array_index (plan->paths, gint32, (gsize) job->parent * above);
  int item = g_array_index (plan->items, int, job->parent);

  for (guint l = 0; l < above; l++)
    {
      gint32 x = path[l];
      s->choice[l] = x;
      pw_xcc_search_cover (s, pw_xcc_search_item_of (s, x));
      pw_xcc_search_commit (s, x);
    }
  pw_xcc_search_cover (s, item);
  for (guint k = job->first; k < job->end && !s->stopped; k++)
    {
      gint32 x = g_array_index (plan->children, gint32, k);
      s->choice[above] = x;
      pw_xcc_search_commit (s, x);
      s->level = s->base = plan->depth;
      pw_xcc_search_run (s);
      pw_xcc_search_uncommit (s, x);
    }
  pw_xcc_search_uncover (s, item);
  for (guint l = above; l-- > 0;)
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
  s.budget = plan->config->budget;
  /* With a limit, the other threads must notice at once that it has been
   * reached: look at the shared stop every few nodes, not every few
   * thousand. */
  if (plan->shared.limit != 0)
    s.check_budget = 16;
  for (;;)
    {
      guint job = g_atomic_int_add (&plan->next_job, 1);
      if (job >= plan->jobs->len || g_atomic_int_get (&plan->shared.stop))
        break;
      run_job (&s, plan, &g_array_index (plan->jobs, Job, job));
      if (s.cancelled)
        {
          g_atomic_int_set (&plan->cancelled, 1);
          g_atomic_int_set (&plan->shared.stop, 1);
          break;
        }
      if (s.stopped || pw_xcc_search_spend_nodes (&s))
        break;
      guint done = g_atomic_int_add (&plan->done_jobs, 1) + 1;
      if (plan->config->progress != NULL)
        pw_progress_set_fraction (plan->config->progress, (double) done / plan->jobs->len);
    }
  pw_xcc_search_flush (&s);
  __atomic_fetch_add (&plan->nodes, s.nodes, __ATOMIC_RELAXED);
  if (plan->config->worker_stats != NULL)
    {
      guint me = g_atomic_int_add (&plan->n_workers, 1);
      plan->config->worker_stats[me].nodes = s.nodes;
      plan->config->worker_stats[me].finished = g_get_monotonic_time ();
    }
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
  for (guint t = 1; t < n_threads && plan.jobs->len > t; t++)
    threads[n_started++] = g_thread_new ("pw-xcc", worker, &plan);
  worker (&plan);
  for (guint t = 0; t < n_started; t++)
    g_thread_join (threads[t]);

  result->solutions = plan.shared.solutions;
  if (config->limit != 0)
    result->solutions = MIN (result->solutions, config->limit);
  result->nodes = nodes_above + plan.nodes;
  result->complete = !plan.shared.stop;
  result->over_budget = plan.shared.over_budget;
  g_array_unref (plan.paths);
  g_array_unref (plan.items);
  g_array_unref (plan.children);
  g_array_unref (plan.starts);
  g_array_unref (plan.jobs);
  if (plan.cancelled)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was cancelled"));
      return FALSE;
    }
  return TRUE;
}
