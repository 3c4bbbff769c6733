/* pw-xcc-parallel.c — counting solutions on several threads.
 *
 * Work is handed out as tasks: a task is a node of the search tree, given
 * by its path of choices from the root, and some of its children (options
 * of the item it branches on); running it means replaying the path,
 * covering the item and searching the subtree below each child.  A
 * planner walks the top of the tree once and cuts it into a few tasks per
 * thread; each thread owns a copy of the arrays and takes tasks from a
 * shared pool.  Nodes above the cut are counted once, by the planner, and
 * every node below it by the one thread that enters it, so the node count
 * equals the sequential one.
 *
 * A static cut leaves the threads unevenly loaded (subtrees differ by
 * orders of magnitude: Langford 15 on 16 cores gained 1.25 times from 8
 * threads to 16, issue 26), so a thread that finds nothing to take asks
 * a busy one for work.  That one stops at its next checkpoint (the yield
 * flag of PwXccSearch), turns what it has left into tasks (the untried
 * siblings at each level of its path), goes on with the node it stopped
 * at, hands one task to the thread that asked and puts the rest into the
 * pool.  Without a limit the asker gets the largest (the rest of the
 * task's own children), threads take the shallowest tasks of the pool
 * first and ask the busy thread with the shallowest task.
 *
 * With a limit, solutions anywhere count, so the threads should search
 * what one thread would search first: otherwise a thread deep in a barren
 * part of the tree one thread never reaches only adds nodes (two threads
 * visited up to 3.2 times the nodes of one, issue 26).  The pool is kept
 * in the sequential order; a thread takes a task from it only if no
 * running task comes before, and else asks the thread with the earliest
 * task for the next sibling on its path: the threads stay near each
 * other at the front of the sequential search, and a count to a limit
 * visits about the nodes of one thread.  The sibling at the deepest level
 * is nearest the front, but its subtree may be a few nodes, and replaying
 * the path for each such hand-over made two threads take twice the wall
 * time of one (word search ws15-22-114 to 10,000: 6.2 s against 3.5); one
 * at the task's own level lets the asker run far ahead.  So the level is
 * tuned as the search goes (tune_gift()): one up after a task too small
 * for its hand-over, halfway back down after a thread used up its quota
 * ahead of the front (below).  Two threads then take the wall time of one
 * on that count (3.4 s), with its nodes within 0.1 %.
 * The thread whose task comes after another running one still searches
 * where one thread might never go: left there, it went on through a
 * large barren subtree while the front thread found the last solutions
 * (twice the nodes of one thread in about one run in thirty).  So after
 * AHEAD_NODES nodes ahead of the front it gives back all it has left and
 * asks the front thread for its next sibling, which is nearer the front.
 * A thread can also come to lie ahead while it searches, when another
 * takes an earlier task from the pool; its quota then starts at its next
 * checkpoint (mark_ahead()).
 *
 * To measure the split where there are fewer cores than threads,
 * PW_XCC_TURNS=1 makes the threads take turns, one checkpoint's work
 * each, round robin (bench/xcc: balance).
 *
 * Splitting needs the order of an item's options to survive undoing and
 * redoing the moves above it: true of dancing links and bit sets, not of
 * sparse sets (CELLS), which keep the static cut with many small tasks.
 */
#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <time.h>

#include "pw-xcc-private.h"

/* Tasks per thread in the static cut.  Where tasks are split on demand a
 * few suffice, and a shallow cut keeps the planner (one thread, and it
 * walks the whole top of the tree whatever the limit) short; without
 * splitting they must be small enough to balance the load, and with a
 * limit small enough that threads stay near the frontier. */
#define SPLIT_TASKS_PER_THREAD 16
#define SPLIT_LIMIT_TASKS_PER_THREAD 1
#define STATIC_TASKS_PER_THREAD 64
#define STATIC_LIMIT_TASKS_PER_THREAD 1024
#define MAX_CUT_DEPTH 24

/* With a limit, the nodes a thread may search ahead of another running
 * one before it gives its work back: small against the 10^5-10^6 nodes
 * of the counts where two threads did worst (the waste is at most about
 * this much per hand-back that lands past the last solution), large
 * against the cost of a hand-back (replaying a path of a few dozen
 * moves, twice). */
#define AHEAD_NODES 2048

/* How long a thread that asked for work and got none waits before it
 * asks again, unless the tasks change before. */
#define REFUSED_WAIT_US 1000

/* With a limit, a task that took fewer nodes than this was too small to
 * be worth its hand-over (two replays of its path): the next split gives
 * a sibling one level nearer its task's root. */
#define SMALL_TASK_NODES 256
#define MAX_GIFT_UP 64

/* Without a limit, the work between a worker's checkpoints: a thread
 * that runs dry waits for its victim's next one, so this is the delay of
 * every split, most of them in the last moments of the count, where every
 * thread that runs dry waits.  PW_XCC_CHECK_BUDGET took about 2 ms of
 * pentominoes 6x10; with 16 threads taking turns (xcc-bench balance) the
 * turns per round, the speed-up the split allows, went from 13.3-14.2 to
 * 14.8-15.5 there, from 14.3-15.3 to 15.7-15.9 on 14 queens, from
 * 15.6-15.9 to 15.7-15.9 on Langford 13.  A checkpoint costs a few atomic
 * reads: no difference showed in the CPU time of two threads. */
#define PARALLEL_CHECK_BUDGET 1024

typedef struct
{
  guint depth;         /* the node's level: path[0..depth - 1] reach it */
  guint n_children;
  double child_weight; /* each child's share of the tree, for progress */
  gint32 *path;
  guint32 *pos;        /* depth + 1: where each choice of the path stands
                        * among its item's options, then the first child:
                        * the key of the sequential order */
  gint32 *children;    /* options of the node's item, in order */
} Task;

typedef struct _Plan Plan;

typedef struct _Worker Worker;

struct _Worker
{
  Plan *plan;
  PwXccSearch s;
  /* Under the plan's lock: */
  Task *task;          /* the one running, or NULL */
  Worker *asker;       /* who asked this one for work, or NULL */
  gboolean asking;     /* waiting for another to split its task */
  Task *gift;          /* what another split off for this one */
  gboolean refused;    /* the last one asked had nothing to give */
  gint yield;          /* atomic: asker is set; stop at a checkpoint */
  gint ahead;          /* atomic: another thread took a task before this
                        * one's: start the quota at the next checkpoint */
  gint64 waited_us;    /* time spent waiting for work, for worker_stats */
  /* Under the plan's turn_lock, taking turns: */
  gboolean runnable;   /* has work: gets turns */
  guint64 turns;       /* turns it was given */
  guint64 finish_round;
  gboolean started;    /* counted in n_started (turn_start()) */
};

struct _Plan
{
  const PwXccDlx *dlx;
  const PwXccConfig *config;
  PwXccShared shared;
  gboolean can_split;  /* the engine keeps the order of options */
  gboolean frontier;   /* a limit: keep to the sequential order */
  guint depth;         /* the cut: the planner's tasks are at depth - 1 */
  guint per_task;      /* children per task in the cut */
  GMutex lock;
  GCond changed;       /* tasks added, a thread idle, or the end */
  GPtrArray *pool;     /* Task *, in the sequential order */
  Worker *workers;
  guint n_workers;
  guint n_busy;        /* workers with a task */
  double done;         /* share of the tree searched, for progress */
  guint64 nodes;       /* atomic: workers' nodes */
  guint n_reported;    /* atomic: workers' stats written, to number them */
  guint gift_up;       /* with a limit: how many levels above the deepest
                        * a split gives its sibling from (tune_gift()) */
  gint cancelled;      /* atomic */
  /* PW_XCC_TURNS: one thread runs at a time, each in turn for one
   * checkpoint's work, so that with more threads than cores the measures
   * of worker_stats show the split and not how the system shared the
   * cores (bench/xcc's balance). */
  gboolean turns;
  GMutex turn_lock;
  GCond turn_changed;
  guint turn;          /* the worker that may run, or G_MAXUINT */
  guint64 round;       /* times the turn went round */
  guint n_started;     /* workers that hold their first task or wait for
                        * one: none has a turn before all do */
};

static Task *
task_new (guint depth, const gint32 *path, const guint32 *pos, guint32 first_pos,
          const gint32 *children, guint n_children, double child_weight)
{
  gsize words = depth + (depth + 1) + n_children;
  Task *t = g_malloc (sizeof (Task) + words * sizeof (gint32));

  t->depth = depth;
  t->n_children = n_children;
  t->child_weight = child_weight;
  t->path = (gint32 *) (t + 1);
  t->pos = (guint32 *) (t->path + depth);
  t->children = (gint32 *) (t->pos + depth + 1);
  memcpy (t->path, path, depth * sizeof (gint32));
  memcpy (t->pos, pos, depth * sizeof (guint32));
  t->pos[depth] = first_pos;
  memcpy (t->children, children, n_children * sizeof (gint32));
  return t;
}

static double
task_weight (const Task *t)
{
  return t->child_weight * t->n_children;
}

/* The sequential search's order.  Tasks never overlap, so where one's
 * path ends the other's goes on below a child the first does not hold. */
static int
task_compare (const Task *a, const Task *b)
{
  guint n = MIN (a->depth, b->depth) + 1;
  for (guint l = 0; l < n; l++)
    if (a->pos[l] != b->pos[l])
      return a->pos[l] < b->pos[l] ? -1 : 1;
  return (a->depth > b->depth) - (a->depth < b->depth);
}

/* Under the lock. */
static void
pool_add (Plan *plan, Task *t)
{
  guint lo = 0, hi = plan->pool->len;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (task_compare (g_ptr_array_index (plan->pool, mid), t) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  g_ptr_array_insert (plan->pool, lo, t);
}

/* Under the lock: the task to take next, or G_MAXUINT. */
static guint
pool_best (Plan *plan)
{
  if (plan->pool->len == 0)
    return G_MAXUINT;
  if (plan->frontier)
    return 0;
  guint best = 0;
  for (guint k = 1; k < plan->pool->len; k++)
    if (((Task *) g_ptr_array_index (plan->pool, k))->depth
        < ((Task *) g_ptr_array_index (plan->pool, best))->depth)
      best = k;
  return best;
}

/* Under the lock: whether a running task comes before @t. */
static gboolean
running_before (Plan *plan, const Task *t)
{
  for (guint w = 0; w < plan->n_workers; w++)
    if (plan->workers[w].task != NULL && task_compare (plan->workers[w].task, t) < 0)
      return TRUE;
  return FALSE;
}

/* Under the lock: asks a busy worker that nobody has asked yet to split
 * its task for @me: with a limit the earliest, else the shallowest. */
static void
ask_for_work (Plan *plan, Worker *me)
{
  Worker *victim = NULL;
  for (guint k = 0; k < plan->n_workers; k++)
    {
      Worker *w = &plan->workers[k];
      if (w->task == NULL || w->asker != NULL)
        continue;
      if (victim == NULL
          || (plan->frontier ? task_compare (w->task, victim->task) < 0
                             : w->task->depth < victim->task->depth))
        victim = w;
    }
  if (victim == NULL)
    return;
  victim->asker = me;
  me->asking = TRUE;
  g_atomic_int_set (&victim->yield, 1);
}

/* Under the lock: @me's asker gets @gift (NULL: nothing to give; it will
 * ask again); with none, @gift goes to the pool. */
static void
answer (Plan *plan, Worker *me, Task *gift)
{
  if (me->asker != NULL)
    {
      me->asker->gift = gift;
      me->asker->refused = gift == NULL;
      me->asker->asking = FALSE;
      me->asker = NULL;
    }
  else if (gift != NULL)
    pool_add (plan, gift);
  g_atomic_int_set (&me->yield, 0);
}

/* Under the lock: gives @me, if its task comes after another running
 * one, a quota of nodes to search there before it hands its work back;
 * one already running keeps its count. */
static void
set_quota (Plan *plan, Worker *me)
{
  gboolean ahead = me->task != NULL && plan->frontier && plan->can_split
                   && running_before (plan, me->task);
  g_atomic_int_set (&me->ahead, 0);
  if (!ahead)
    me->s.yield_nodes = 0;
  else if (me->s.yield_nodes == 0)
    me->s.yield_nodes = me->s.nodes + AHEAD_NODES;
}

/* Under the lock, after @me took @t: the running tasks after @t are now
 * ahead of the front.  Their threads start their quota at their next
 * checkpoint (pw_xcc_search_checkpoint()); without it, a thread that
 * was at the front when its task began searched on ahead unchecked,
 * through whatever barren subtrees lay there (two threads then visited
 * 1.25 times the nodes of one in about one run in ten, issue 26). */
static void
mark_ahead (Plan *plan, Worker *me, const Task *t)
{
  if (t == NULL || !plan->frontier || !plan->can_split)
    return;
  for (guint k = 0; k < plan->n_workers; k++)
    {
      Worker *w = &plan->workers[k];
      if (w != me && w->task != NULL && task_compare (t, w->task) < 0)
        g_atomic_int_set (&w->ahead, 1);
    }
}

/* Under the lock: @me's running task is now @t (NULL: none). */
static void
set_task (Plan *plan, Worker *me, Task *t)
{
  if (me->task != NULL)
    plan->n_busy--;
  me->task = t;
  if (t != NULL)
    plan->n_busy++;
  set_quota (plan, me);
  mark_ahead (plan, me, t);
  answer (plan, me, NULL);
  g_cond_broadcast (&plan->changed);
}

static void turn_start (Worker *me);

/* The next task for @me, waiting while others may split theirs; NULL
 * when the search is over or stopped. */
static Task *
take_task (Plan *plan, Worker *me)
{
  Task *t = NULL;

  g_mutex_lock (&plan->lock);
  set_task (plan, me, NULL);
  for (;;)
    {
      if (g_atomic_int_get (&plan->shared.stop))
        break;
      if (me->gift != NULL)
        {
          t = g_steal_pointer (&me->gift);
          break;
        }
      guint at = pool_best (plan);
      /* With a limit, a task of the pool later than a running one waits
       * for that one to split: the front of the sequential order is worth
       * more, and what a split gives away comes next in it. */
      Task *best = at != G_MAXUINT ? g_ptr_array_index (plan->pool, at) : NULL;
      if (best != NULL
          && (!plan->frontier || !plan->can_split || !running_before (plan, best)))
        {
          t = g_ptr_array_steal_index (plan->pool, at);
          break;
        }
      if (best == NULL && (plan->n_busy == 0 || !plan->can_split))
        break;
      /* Taking turns, the others wait for this one to start before any
       * runs; it will wait for them: it has started. */
      if (plan->turns && !me->started)
        {
          g_mutex_unlock (&plan->lock);
          turn_start (me);
          g_mutex_lock (&plan->lock);
          continue;
        }
      gint64 t0 = g_get_monotonic_time ();
      /* With a limit, the one asked last (the front) had nothing to split
       * off: asking it again at once would stop it at every checkpoint
       * for nothing (two threads then took up to 4 times the CPU of one).
       * Without a limit another busy thread is asked. */
      if (me->refused && plan->frontier)
        {
          me->refused = FALSE;
          g_cond_wait_until (&plan->changed, &plan->lock, t0 + REFUSED_WAIT_US);
        }
      else
        {
          if (!me->asking)
            ask_for_work (plan, me);
          g_cond_wait (&plan->changed, &plan->lock);
        }
      me->waited_us += g_get_monotonic_time () - t0;
    }
  me->refused = FALSE;
  set_task (plan, me, t);
  g_mutex_unlock (&plan->lock);
  return t;
}

/* Adds @done_weight to the share searched and reports it. */
static void
report_done (Plan *plan, double done_weight)
{
  g_mutex_lock (&plan->lock);
  plan->done += done_weight;
  double done = plan->done;
  g_mutex_unlock (&plan->lock);
  if (plan->config->progress != NULL)
    pw_xcc_host_progress_fraction (plan->config->progress, MIN (done, 1.0));
}

/* The choices of item @i's @len options, in the order the search tries
 * them, in one pass (pw_xcc_search_nth() walks a list from its start). */
static gint32 *
all_options (PwXccSearch *s, int i, gint32 len)
{
  gint32 *x = g_new (gint32, MAX (len, 1));
  pw_xcc_search_options (s, i, x, len);
  return x;
}

/* Whether @w has used up its quota of nodes ahead of the front. */
static gboolean
over_quota (Worker *w)
{
  return w->s.yield_nodes != 0 && w->s.nodes >= w->s.yield_nodes;
}

/* After a checkpoint stopped the search below child @k of @t at level
 * @stop (the arrays back at child @k): gives the untried siblings at each
 * level from @stop - 1 up to @t's own children to the pool and returns
 * the node at @stop as the task to go on with (NULL if it has no child).
 * Replays the path below child @k to find those siblings: the item chosen
 * at each level and the order of its options are what they were. */
static Task *
split_task (Worker *w, const Task *t, guint k, guint stop)
{
  PwXccSearch *s = &w->s;
  guint d = t->depth;
  g_autofree guint32 *pos = g_new (guint32, stop + 1);
  g_autoptr (GPtrArray) out = g_ptr_array_new ();
  double weight = t->child_weight, given = 0;
  Task *next = NULL;

  /* Bit sets leave the counts of the level they stopped at covered:
   * choosing child k again computes them afresh. */
  pw_xcc_search_uncommit (s, t->children[k]);
  pw_xcc_search_commit (s, t->children[k]);
  memcpy (pos, t->pos, d * sizeof (guint32));
  pos[d] = t->pos[d] + k;
  if (k + 1 < t->n_children)
    g_ptr_array_add (out, task_new (d, t->path, t->pos, pos[d] + 1, t->children + k + 1,
                                    t->n_children - k - 1, t->child_weight));
  for (guint l = d + 1; l < stop; l++)
    {
      gint32 len;
      int i = pw_xcc_search_choose (s, &len);
      pw_xcc_search_cover (s, i);
      g_autofree gint32 *x = all_options (s, i, len);
      guint32 p = 0;
      while ((gint32) p < len && x[p] != s->choice[l])
        p++;
      g_assert ((gint32) p < len);
      pos[l] = p;
      if ((gint32) p + 1 < len)
        g_ptr_array_add (out, task_new (l, s->choice, pos, p + 1, x + p + 1, len - p - 1,
                                        weight / len));
      weight /= len;
      pw_xcc_search_commit (s, s->choice[l]);
    }
  gint32 len;
  if (!pw_xcc_search_solved (s))
    {
      int i = pw_xcc_search_choose (s, &len);
      if (len > 0)
        {
          pw_xcc_search_cover (s, i);
          g_autofree gint32 *x = all_options (s, i, len);
          next = task_new (stop, s->choice, pos, 0, x, len, weight / len);
          pw_xcc_search_uncover (s, i);
        }
    }
  for (guint l = stop; l-- > d + 1;)
    {
      pw_xcc_search_uncommit (s, s->choice[l]);
      pw_xcc_search_uncover (s, pw_xcc_search_item_of (s, s->choice[l]));
    }

  Plan *plan = w->plan;
  g_mutex_lock (&plan->lock);
  /* The asker gets, with a limit, the next sibling at plan->gift_up
   * levels above the deepest that has one (see the top), else the
   * largest part, the rest of the task's children (added first). */
  Task *gift = NULL;
  if (out->len > 0)
    gift = g_ptr_array_steal_index (out, plan->frontier
                                             ? out->len - 1 - MIN (plan->gift_up, out->len - 1)
                                             : 0);
  /* With a limit, only the next sibling: the asker must not run far
   * ahead of the frontier while this one is held up. */
  if (gift != NULL && plan->frontier && gift->n_children > 1)
    {
      g_ptr_array_add (out, task_new (gift->depth, gift->path, gift->pos, gift->pos[gift->depth] + 1,
                                      gift->children + 1, gift->n_children - 1,
                                      gift->child_weight));
      gift->n_children = 1;
    }
  for (guint n = 0; n < out->len; n++)
    {
      given += task_weight (g_ptr_array_index (out, n));
      pool_add (plan, g_ptr_array_index (out, n));
    }
  if (gift != NULL)
    given += task_weight (gift);
  /* Over its quota ahead of the front: the node it stopped at goes back
   * too, and this thread takes what the front splits off. */
  if (next != NULL && over_quota (w) && running_before (plan, t))
    {
      pool_add (plan, next);
      given += task_weight (next);
      next = NULL;
    }
  plan->done += task_weight (t) - given - (next != NULL ? task_weight (next) : 0);
  answer (plan, w, gift);
  g_cond_broadcast (&plan->changed);
  g_mutex_unlock (&plan->lock);
  return next;
}

/* Whether the search stopped because another thread asked for work or
 * its quota ahead of the front ran out (and not for good: limit,
 * cancellation, budget). */
static gboolean
yielded (Worker *w)
{
  PwXccSearch *s = &w->s;
  return s->stopped && !s->cancelled && !s->over_budget
         && !g_atomic_int_get (&w->plan->shared.stop)
         && (g_atomic_int_get (&w->yield) || over_quota (w));
}

/* With a limit, how far from the front a split's gift lies: one level
 * higher after a task @finished in fewer than SMALL_TASK_NODES @nodes
 * (its hand-over cost more than its search), halfway back down after a
 * thread used up its quota ahead of the front (it went too far). */
static void
tune_gift (Plan *plan, Worker *w, guint64 nodes, gboolean finished)
{
  g_mutex_lock (&plan->lock);
  if (over_quota (w))
    plan->gift_up /= 2;
  else if (finished && nodes < SMALL_TASK_NODES && plan->gift_up < MAX_GIFT_UP)
    plan->gift_up++;
  g_mutex_unlock (&plan->lock);
}

/* Runs @t; returns what is left of it to go on with when it gave the rest
 * away, else NULL (done, or stopped for good: s->stopped). */
static Task *
run_task (Worker *w, const Task *t)
{
  PwXccSearch *s = &w->s;
  Task *next = NULL;
  gboolean gave = FALSE;
  guint k;

  for (guint l = 0; l < t->depth; l++)
    {
      gint32 x = t->path[l];
      s->choice[l] = x;
      pw_xcc_search_cover (s, pw_xcc_search_item_of (s, x));
      pw_xcc_search_commit (s, x);
    }
  int item = pw_xcc_search_item_of (s, t->children[0]);
  pw_xcc_search_cover (s, item);
  for (k = 0; k < t->n_children; k++)
    {
      gint32 x = t->children[k];
      s->choice[t->depth] = x;
      pw_xcc_search_commit (s, x);
      s->level = s->base = t->depth + 1;
      pw_xcc_search_run (s);
      if (yielded (w))
        {
          s->stopped = FALSE;
          next = split_task (w, t, k, s->stop_level);
          gave = TRUE;
        }
      pw_xcc_search_uncommit (s, x);
      if (gave || s->stopped)
        break;
      /* Asked between two children: the next is enough to go on with. */
      if (k + 2 < t->n_children && w->plan->can_split && g_atomic_int_get (&w->yield))
        {
          Task *rest = task_new (t->depth, t->path, t->pos, t->pos[t->depth] + k + 2,
                                 t->children + k + 2, t->n_children - k - 2, t->child_weight);
          next = task_new (t->depth, t->path, t->pos, t->pos[t->depth] + k + 1,
                           t->children + k + 1, 1, t->child_weight);
          Plan *plan = w->plan;
          g_mutex_lock (&plan->lock);
          plan->done += t->child_weight * (k + 1);
          gave = TRUE;
          answer (plan, w, rest);
          g_cond_broadcast (&plan->changed);
          g_mutex_unlock (&plan->lock);
          break;
        }
    }
  pw_xcc_search_uncover (s, item);
  for (guint l = t->depth; l-- > 0;)
    {
      gint32 x = t->path[l];
      pw_xcc_search_uncommit (s, x);
      pw_xcc_search_uncover (s, pw_xcc_search_item_of (s, x));
    }
  if (gave)
    report_done (w->plan, 0);
  else if (!s->stopped)
    report_done (w->plan, task_weight (t));
  return next;
}

/* Under turn_lock: the turn goes to the next runnable worker after
 * @from, round robin (none: G_MAXUINT). */
static void
turn_pass (Plan *plan, guint from)
{
  plan->turn = G_MAXUINT;
  for (guint k = 1; k <= plan->n_workers; k++)
    {
      guint next = (from + k) % plan->n_workers;
      if (plan->workers[next].runnable)
        {
          if (next <= from)
            plan->round++;
          plan->turn = next;
          break;
        }
    }
  g_cond_broadcast (&plan->turn_changed);
}

/* Under turn_lock: waits for @me's turn.  Where nobody had it, a new
 * round begins; the first, once every worker has started (the first would
 * else have the tasks to itself while the others are being created). */
static void
turn_wait (Plan *plan, Worker *me)
{
  guint i = me - plan->workers;
  for (;;)
    {
      if (plan->turn == G_MAXUINT && plan->n_started == plan->n_workers)
        {
          plan->turn = i;
          plan->round++;
        }
      if (plan->turn == i)
        break;
      g_cond_wait (&plan->turn_changed, &plan->turn_lock);
    }
  me->turns++;
}

/* Taking turns: @me has started, that is, holds its first task or waits
 * for one.  Counting a thread once it runs was not enough: one the system
 * left between starting and taking a task found the others had done all
 * the work in their turns (a sanitized build on a busy machine). */
static void
turn_start (Worker *me)
{
  Plan *plan = me->plan;
  if (!plan->turns || me->started)
    return;
  me->started = TRUE;
  g_mutex_lock (&plan->turn_lock);
  plan->n_started++;
  g_cond_broadcast (&plan->turn_changed);
  g_mutex_unlock (&plan->turn_lock);
}

/* @me has work: it runs when its turn comes. */
static void
turn_begin (Worker *me)
{
  Plan *plan = me->plan;
  if (!plan->turns)
    return;
  g_mutex_lock (&plan->turn_lock);
  me->runnable = TRUE;
  turn_wait (plan, me);
  g_mutex_unlock (&plan->turn_lock);
}

/* @me has no work: the others go on without it. */
static void
turn_end (Worker *me)
{
  Plan *plan = me->plan;
  if (!plan->turns || !me->runnable)
    return;
  g_mutex_lock (&plan->turn_lock);
  me->runnable = FALSE;
  me->finish_round = plan->round;
  turn_pass (plan, me - plan->workers);
  g_mutex_unlock (&plan->turn_lock);
}

/* At a checkpoint: lets the others have their turn. */
static void
turn_next (gpointer data)
{
  Worker *me = data;
  Plan *plan = me->plan;
  g_mutex_lock (&plan->turn_lock);
  turn_pass (plan, me - plan->workers);
  turn_wait (plan, me);
  g_mutex_unlock (&plan->turn_lock);
}

/* The calling thread's CPU time in microseconds. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return ts.tv_sec * G_GINT64_CONSTANT (1000000) + ts.tv_nsec / 1000;
}

static gpointer
worker (gpointer data)
{
  Worker *w = data;
  Plan *plan = w->plan;
  PwXccSearch *s = &w->s;
  /* Worker 0 is the caller's thread, which planned and may have done
   * anything before. */
  gint64 cpu0 = thread_cpu_us ();
  gint64 started = g_get_monotonic_time ();

  pw_xcc_search_init (s, (PwXccDlx *) plan->dlx, FALSE);
  s->shared = &plan->shared;
  s->cancellable = plan->config->cancellable;
  s->counters = plan->config->counters;
  s->budget = plan->config->budget;
  if (plan->can_split)
    s->yield = &w->yield;
  if (plan->frontier && plan->can_split)
    {
      s->ahead = &w->ahead;
      s->ahead_quota = AHEAD_NODES;
    }
  /* With a limit, the other threads must notice at once that it has been
   * reached, and a thread that runs dry must get work from the frontier
   * at once: look every few nodes, not every few thousand. */
  if (plan->shared.limit != 0)
    s->check_budget = 16;
  else if (plan->can_split)
    s->check_budget = PARALLEL_CHECK_BUDGET;
  if (plan->turns)
    {
      s->turn = turn_next;
      s->turn_data = w;
    }
  Task *t = take_task (plan, w);
  turn_start (w);
  if (t != NULL)
    turn_begin (w);
  while (t != NULL)
    {
      guint64 before = s->nodes;
      Task *next = run_task (w, t);
      if (plan->frontier)
        tune_gift (plan, w, s->nodes - before, next == NULL);
      /* Others read the running task under the lock: switch before freeing. */
      g_mutex_lock (&plan->lock);
      set_task (plan, w, next);
      g_mutex_unlock (&plan->lock);
      g_free (t);
      t = next;
      if (s->cancelled)
        {
          g_atomic_int_set (&plan->cancelled, 1);
          g_atomic_int_set (&plan->shared.stop, 1);
        }
      if (s->stopped || pw_xcc_search_spend_nodes (s))
        break;
      if (t == NULL)
        {
          turn_end (w);
          t = take_task (plan, w);
          if (t != NULL)
            turn_begin (w);
        }
    }
  turn_end (w);
  g_free (t);
  g_mutex_lock (&plan->lock);
  set_task (plan, w, NULL);
  g_mutex_unlock (&plan->lock);
  pw_xcc_search_flush (s);
  __atomic_fetch_add (&plan->nodes, s->nodes, __ATOMIC_RELAXED);
  if (plan->config->worker_stats != NULL)
    {
      guint me = g_atomic_int_add (&plan->n_reported, 1);
      plan->config->worker_stats[me].nodes = s->nodes;
      plan->config->worker_stats[me].started = started;
      plan->config->worker_stats[me].finished = g_get_monotonic_time ();
      plan->config->worker_stats[me].cpu_us = thread_cpu_us () - cpu0;
      plan->config->worker_stats[me].waited_us = w->waited_us;
      plan->config->worker_stats[me].finish_round = w->finish_round;
      plan->config->worker_stats[me].turns = w->turns;
    }
  pw_xcc_search_clear (s);
  return NULL;
}

/* The planner's tasks below one node just above the cut: its children
 * @x in slices of per_task. */
static void
add_cut_tasks (Plan *plan, PwXccSearch *s, guint level, const guint32 *pos, const gint32 *x,
               gint32 len, double child_weight)
{
  for (guint first = 0; first < (guint) len; first += plan->per_task)
    g_ptr_array_add (plan->pool,
                     task_new (level, s->choice, pos, first, x + first,
                               MIN (plan->per_task, len - first), child_weight));
}

/* Walks the tree above @cut, counting the nodes at depth @cut; when @plan
 * is not NULL, also makes the tasks (in the sequential order) and counts
 * the nodes and solutions above the cut; @weight is the node's share of
 * the tree, @pos the positions of the choices that lead to it. */
static guint64
walk_above (PwXccSearch *s, guint level, guint cut, Plan *plan, guint32 *pos, double weight)
{
  if (pw_xcc_host_cancelled (s->cancellable))
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
        add_cut_tasks (plan, s, level, pos, x, len, weight / len);
    }
  else
    for (gint32 k = 0; k < len; k++)
      {
        s->choice[level] = x[k];
        pos[level] = k;
        pw_xcc_search_commit (s, x[k]);
        count += walk_above (s, level + 1, cut, plan, pos, weight / len);
        pw_xcc_search_uncommit (s, x[k]);
      }
  pw_xcc_search_uncover (s, i);
  return count;
}

/* Finds the cut and the tasks; returns the nodes and solutions above it. */
static void
plan_tasks (Plan *plan, guint n_threads, guint64 *nodes, guint64 *solutions)
{
  PwXccSearch s;
  gboolean limit = plan->config->limit != 0;
  guint per_thread = plan->can_split ? (limit ? SPLIT_LIMIT_TASKS_PER_THREAD : SPLIT_TASKS_PER_THREAD)
                                     : (limit ? STATIC_LIMIT_TASKS_PER_THREAD : STATIC_TASKS_PER_THREAD);
  guint64 want = (guint64) n_threads * per_thread;
  guint64 count = 0;
  guint cut = 1;
  guint32 pos[MAX_CUT_DEPTH + 1];

  pw_xcc_search_init (&s, (PwXccDlx *) plan->dlx, FALSE);
  s.cancellable = plan->config->cancellable;
  for (; cut < MAX_CUT_DEPTH && cut <= plan->dlx->n_primary; cut++)
    {
      count = walk_above (&s, 0, cut, NULL, pos, 1);
      if (count >= want || count == 0)
        break;
    }
  plan->depth = cut;
  /* Slices of about the same number of children, never across parents. */
  plan->per_task = MAX (count / want, 1);
  walk_above (&s, 0, cut, plan, pos, 1);
  double planned = 0;
  for (guint k = 0; k < plan->pool->len; k++)
    planned += task_weight (g_ptr_array_index (plan->pool, k));
  plan->done = 1 - planned;
  *nodes = s.nodes;
  *solutions = s.solutions;
  pw_xcc_search_clear (&s);
}

gboolean
pw_xcc_count_parallel (PwXcc *xcc, const PwXccDlx *dlx, const PwXccConfig *config,
                       PwXccResult *result, GError **error)
{
  Plan plan = { .dlx = dlx, .config = config };
  guint n_threads = MIN (config->n_threads, 256);
  guint64 nodes_above, solutions_above;

  plan.shared.limit = config->limit;
  plan.frontier = config->limit != 0;
  plan.can_split = dlx->engine != PW_XCC_CELLS;
  plan.pool = g_ptr_array_new_with_free_func (g_free);
  g_mutex_init (&plan.lock);
  g_cond_init (&plan.changed);
  plan.turns = g_strcmp0 (g_getenv ("PW_XCC_TURNS"), "1") == 0;
  plan.turn = G_MAXUINT;
  g_mutex_init (&plan.turn_lock);
  g_cond_init (&plan.turn_changed);
  plan_tasks (&plan, n_threads, &nodes_above, &solutions_above);
  if (config->counters != NULL)
    {
      __atomic_fetch_add (&config->counters->nodes_, nodes_above, __ATOMIC_RELAXED);
      __atomic_fetch_add (&config->counters->solutions_, solutions_above, __ATOMIC_RELAXED);
    }
  plan.shared.solutions = solutions_above;
  if (pw_xcc_host_cancelled (config->cancellable))
    plan.cancelled = plan.shared.stop = 1;
  if (config->limit != 0 && solutions_above >= config->limit)
    {
      plan.shared.solutions = config->limit;
      plan.shared.stop = 1;
    }

  /* Without splitting, a thread without a task of the cut has nothing
   * to do. */
  plan.n_workers = plan.can_split ? n_threads : MAX (MIN (n_threads, plan.pool->len), 1);
  plan.workers = g_new0 (Worker, plan.n_workers);
  GThread *threads[256];
  for (guint t = 0; t < plan.n_workers; t++)
    plan.workers[t].plan = &plan;
  for (guint t = 1; t < plan.n_workers; t++)
    threads[t] = g_thread_new ("pw-xcc", worker, &plan.workers[t]);
  worker (&plan.workers[0]);
  for (guint t = 1; t < plan.n_workers; t++)
    g_thread_join (threads[t]);

  result->solutions = plan.shared.solutions;
  if (config->limit != 0)
    result->solutions = MIN (result->solutions, config->limit);
  result->nodes = nodes_above + plan.nodes;
  result->complete = !plan.shared.stop;
  result->over_budget = plan.shared.over_budget;
  g_ptr_array_unref (plan.pool);
  /* Split off for a worker that had stopped already. */
  for (guint t = 0; t < plan.n_workers; t++)
    g_free (plan.workers[t].gift);
  g_free (plan.workers);
  g_mutex_clear (&plan.lock);
  g_cond_clear (&plan.changed);
  g_mutex_clear (&plan.turn_lock);
  g_cond_clear (&plan.turn_changed);
  if (plan.cancelled)
    {
      g_set_error_literal (error, pw_xcc_host_io_error_quark (), G_IO_ERROR_CANCELLED, _("The search was cancelled"));
      return FALSE;
    }
  return TRUE;
}
