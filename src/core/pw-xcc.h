/* pw-xcc.h — exact cover with colours (Knuth's Algorithm C), for every kind.
 *
 * A problem has items and options.  Each option is a set of items; a
 * solution is a set of options that covers every PRIMARY item exactly once
 * and every SECONDARY item at most once — or, when a secondary item carries
 * a colour in an option, any number of times provided all the chosen
 * options give it the same colour.  Domino grids use primary items only;
 * word searches make the words primary and the cells coloured secondary
 * items (the colour is the letter); wall checks count with a limit of 2.
 *
 * Building:
 *
 *   g_autoptr (PwXcc) xcc = pw_xcc_new ();
 *   int a = pw_xcc_add_item (xcc, "a", PW_XCC_PRIMARY, NULL);
 *   int b = pw_xcc_add_item (xcc, NULL, PW_XCC_PRIMARY, NULL);   // unnamed
 *   int c = pw_xcc_add_item (xcc, "c", PW_XCC_SECONDARY, NULL);
 *   PwXccElement opt[] = { { a, 0 }, { c, 'X' } };               // c coloured 'X'
 *   pw_xcc_add_option (xcc, opt, G_N_ELEMENTS (opt), &error);
 *
 * Items and options are numbered 0, 1, 2… in the order they are added
 * (primary and secondary items share one numbering, in any order); a kind
 * keeps its own array saying what option k means.  Colours are any nonzero
 * guint32 the caller likes (a Unicode letter is fine); 0 means "no colour".
 * Named colours (the DLX text format) are interned with
 * pw_xcc_intern_colour().
 *
 * Solving: fill a PwXccConfig (zero-initialise it; the zero config counts
 * all solutions on the calling thread) and call pw_xcc_solve(), or use the
 * shortcuts pw_xcc_count() and pw_xcc_first().
 *
 * The search branches on the primary item with the fewest remaining
 * options (MRV), ties going to the item added first, and tries its options
 * in the order they were added (shuffled by the seed in RANDOM mode): so
 * add the items a kind thinks most constrained first.  Behind this header
 * are three engines that walk the same tree (bit sets for small problems
 * and for problems with colours up to 64 Ki options; else dancing links
 * with colours, sparse sets without); the first solution is the one
 * dancing links finds, except that on large problems without colours the
 * options of an item drift out of order as the search goes (it is still
 * reproducible).
 *
 * Threads: a PwXcc must not be changed while a search runs on it; any
 * number of searches may run on one PwXcc at the same time.  The engine
 * never touches the main context.  Cancellation is noticed within a few
 * milliseconds.
 */
#pragma once

#include <gio/gio.h>

#include "pw-progress.h"

G_BEGIN_DECLS

/* Limits, so that a hostile file cannot exhaust memory (PW_ERROR_TOO_LARGE):
 * a problem at all three takes at most about 0.5 GiB to build and search.
 * Kinds' problems are far smaller (a word search has a few thousand
 * options, a domino grid a few hundred). */
#define PW_XCC_MAX_ITEMS    (1u << 20)   /* items, primary and secondary */
#define PW_XCC_MAX_OPTIONS  (1u << 22)
#define PW_XCC_MAX_ELEMENTS (1u << 24)   /* item occurrences in all options */

typedef struct _PwXcc PwXcc;

typedef enum
{
  PW_XCC_PRIMARY,   /* covered exactly once */
  PW_XCC_SECONDARY, /* covered at most once, or by options agreeing on its colour */
} PwXccItemKind;

/* One item of an option.  @colour 0 = uncoloured; only secondary items
 * may be coloured. */
typedef struct
{
  guint item;
  guint32 colour;
} PwXccElement;

PwXcc      *pw_xcc_new               (void);
PwXcc      *pw_xcc_ref               (PwXcc *xcc);
void        pw_xcc_unref             (PwXcc *xcc);

/* Adds an item and returns its index, or -1 with @error set (a duplicate
 * name, too many items).  @name may be NULL: the item is then unnamed and
 * shown as "#INDEX".  Names are any non-empty UTF-8 without blanks, ':' or
 * '|' if the problem is to be written as DLX text; the API itself accepts
 * any string. */
int         pw_xcc_add_item          (PwXcc         *xcc,
                                      const char    *name,
                                      PwXccItemKind  kind,
                                      GError       **error);
/* Adds @n unnamed items of one kind; returns the index of the first. */
int         pw_xcc_add_items         (PwXcc         *xcc,
                                      guint          n,
                                      PwXccItemKind  kind,
                                      GError       **error);
/* The index of the item named @name, or -1. */
int         pw_xcc_find_item         (PwXcc *xcc, const char *name);
guint       pw_xcc_get_n_items       (PwXcc *xcc);
guint       pw_xcc_get_n_primary     (PwXcc *xcc);
guint       pw_xcc_get_n_options     (PwXcc *xcc);
PwXccItemKind pw_xcc_get_item_kind   (PwXcc *xcc, guint item);
/* The item's name, or NULL if it has none. */
const char *pw_xcc_get_item_name     (PwXcc *xcc, guint item);

/* A colour for @name (the same name gives the same colour); never 0.
 * Interned colours are counted down from G_MAXUINT32, so they do not meet
 * small numbers or Unicode letters a caller uses for its own colours. */
guint32     pw_xcc_intern_colour     (PwXcc *xcc, const char *name);
/* The name of an interned colour, or NULL. */
const char *pw_xcc_get_colour_name   (PwXcc *xcc, guint32 colour);

/* Adds an option and returns its index, or -1 with @error set: no items,
 * an unknown item, an item twice, a colour on a primary item, too large. */
int         pw_xcc_add_option        (PwXcc              *xcc,
                                      const PwXccElement *elements,
                                      gsize               n,
                                      GError            **error);
/* The same without colours. */
int         pw_xcc_add_option_items  (PwXcc              *xcc,
                                      const guint        *items,
                                      gsize               n,
                                      GError            **error);
/* The elements of option @option (owned by @xcc). */
const PwXccElement *pw_xcc_get_option (PwXcc *xcc, guint option, gsize *n);
/* "a b c:X" — the option as a DLX text line (unnamed items as "#INDEX",
 * colours without a name as "#NUMBER"). */
char       *pw_xcc_option_to_string  (PwXcc *xcc, guint option);

/* Knuth's DLX text format: the first line lists the primary items, then
 * "|", then the secondary items; each further line is one option, items
 * separated by blanks, "item:colour" for a coloured secondary item.  Lines
 * whose first non-blank character is "|" are comments; blank lines are
 * skipped.  Names have no length limit.  Errors (PW_ERROR_PARSE,
 * PW_ERROR_TOO_LARGE) say "FILENAME:LINE:COLUMN: what", with @filename
 * defaulting to "<input>".  @length may be -1 for a NUL-terminated text. */
PwXcc      *pw_xcc_parse_dlx         (const char  *text,
                                      gssize       length,
                                      const char  *filename,
                                      GError     **error);
/* Reads and parses a file (PW_ERROR_IO if it cannot be read). */
PwXcc      *pw_xcc_load_dlx          (const char  *filename,
                                      GError     **error);
/* The problem as DLX text (what pw_xcc_parse_dlx() reads back, if the
 * names are fit for the format and there is at least one primary item). */
char       *pw_xcc_to_dlx            (PwXcc *xcc);

typedef enum
{
  PW_XCC_MODE_COUNT,     /* count solutions (up to the limit) */
  PW_XCC_MODE_FIRST,     /* stop at the first solution */
  PW_XCC_MODE_ENUMERATE, /* call solution_func for each solution */
  PW_XCC_MODE_RANDOM,    /* the first solution with options shuffled by seed */
} PwXccMode;

/* A solution: the indices of the chosen options, in the order the search
 * chose them.  Return TRUE to go on, FALSE to stop the search.  Called on
 * the searching thread. */
typedef gboolean (*PwXccSolutionFunc) (PwXcc       *xcc,
                                       const guint *options,
                                       guint        n_options,
                                       gpointer     user_data);

/* Live counters another thread may read while a search runs (the search
 * publishes them every few thousand nodes and at the end).  Read them with
 * the getters, never the fields. */
typedef struct
{
  guint64 nodes_;
  guint64 solutions_;
} PwXccCounters;

guint64     pw_xcc_counters_get_nodes     (const PwXccCounters *counters);
guint64     pw_xcc_counters_get_solutions (const PwXccCounters *counters);

/* What one thread of a parallel count did, for measuring how evenly the
 * tree was split: its nodes (below the planner's cut), when it started
 * and when it ran out of work, in g_get_monotonic_time() microseconds
 * (the first start is when the planner was done); the CPU time it
 * used and the time it spent waiting for work, in microseconds (with
 * more threads than cores the nodes also tell how the system shared
 * the cores: these tell the split's part from the scheduler's). */
typedef struct
{
  guint64 nodes;
  gint64  started;
  gint64  finished;
  gint64  cpu_us;
  gint64  waited_us;
  /* With PW_XCC_TURNS=1 in the environment the threads run one at a
   * time, each in turn for one checkpoint's work (PW_XCC_CHECK_BUDGET),
   * as if each had a core of its own and the same speed: the round in
   * which this one ran out of work, and the turns it was given. */
  guint64 finish_round;
  guint64 turns;
} PwXccWorkerStats;

typedef struct
{
  PwXccMode          mode;
  guint64            limit;         /* COUNT, ENUMERATE: stop after this many; 0 = all */
  guint64            seed;          /* RANDOM: same seed, same solution */
  guint              n_threads;     /* COUNT: threads to count on; 0 or 1 = the caller's */
  PwXccWorkerStats  *worker_stats;  /* optional, COUNT on threads: n_threads entries, filled
                                     * for the threads that ran (the rest left as they are) */
  PwXccSolutionFunc  solution_func; /* optional in every mode but COUNT */
  gpointer           user_data;
  PwProgress        *progress;      /* optional: fraction of the tree done, a status line */
  GCancellable      *cancellable;   /* optional */
  PwXccCounters     *counters;      /* optional, see above */
  /* Every mode: stop after about this much work, 0 = no limit.  A node
   * counts 1 + the options of the item it branches on / 16 (the measure
   * the search polls cancellation by), so that a budget bounds the time
   * even where every node tries very many options.  A search that runs
   * out says so (over_budget) and is not complete. */
  guint64            budget;
} PwXccConfig;

typedef struct
{
  guint64  solutions;  /* found (and, in COUNT mode, counted) */
  guint64  nodes;      /* search tree nodes (partial solutions) visited */
  gboolean complete;   /* TRUE: the whole tree was searched */
  double   seconds;    /* wall-clock time of the search */
  GArray  *solution;   /* FIRST, RANDOM: option indices (guint) of the
                        * solution found, NULL if none; free with
                        * pw_xcc_result_clear() */
  gboolean over_budget; /* stopped by the config's budget */
} PwXccResult;

/* Runs a search.  Returns FALSE with @error set when cancelled
 * (G_IO_ERROR_CANCELLED) — @result then holds the counts so far — or when
 * the config is wrong (G_IO_ERROR_INVALID_ARGUMENT).  Stopping at the
 * limit or by the callback is not an error: complete is FALSE. */
gboolean    pw_xcc_solve             (PwXcc             *xcc,
                                      const PwXccConfig *config,
                                      PwXccResult       *result,
                                      GError           **error);
void        pw_xcc_result_clear      (PwXccResult *result);

/* Shortcuts.  pw_xcc_count() returns the number of solutions, at most
 * @limit if it is not 0, or -1 with @error set.  pw_xcc_first() returns
 * the option indices of the first solution, or NULL: with @error unset
 * when there is no solution. */
gint64      pw_xcc_count             (PwXcc         *xcc,
                                      guint64        limit,
                                      GCancellable  *cancellable,
                                      GError       **error);
GArray     *pw_xcc_first             (PwXcc         *xcc,
                                      GCancellable  *cancellable,
                                      GError       **error);

/* Knuth's random-probe estimate of the search size (TAOCP 7.2.2 (29)):
 * each probe walks from the root to a leaf taking a random branch at each
 * node; the products of the branching degrees are unbiased estimates.  For
 * a progress bar, or to decide whether a count is worth starting. */
typedef struct
{
  double nodes;      /* expected number of search tree nodes */
  double solutions;  /* expected number of solutions */
  guint  probes;
} PwXccEstimate;

gboolean    pw_xcc_estimate          (PwXcc         *xcc,
                                      guint          n_probes,
                                      guint64        seed,
                                      PwXccEstimate *estimate,
                                      GCancellable  *cancellable,
                                      GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwXcc, pw_xcc_unref)

G_END_DECLS
