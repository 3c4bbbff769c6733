/* pw-xcc-private.h — what the pw-xcc-*.c files share; not for kinds.
 *
 * A PwXcc holds the problem as the caller built it (items in any order,
 * options as element lists).  A search first compiles it into a PwXccDlx
 * for one of three engines, always with the primary items numbered
 * 1..n_primary in the order added and the secondary items after them, and
 * only the options that have a primary item.  Each thread searches on its
 * own copy of the mutable arrays (PwXccSearch); the parallel splitter and
 * the estimator drive any engine through the primitive moves below.
 */
#pragma once

#include "pw-xcc.h"
#include "pw-xcc-host.h"

G_BEGIN_DECLS

struct _PwXcc
{
  gatomicrefcount ref;
  GArray *item_kind;        /* guint8 PwXccItemKind per item */
  GPtrArray *item_name;     /* char * or NULL per item */
  GHashTable *item_by_name; /* name (owned by item_name) -> index + 1 */
  guint n_primary;
  GArray *elements;         /* PwXccElement, all options back to back */
  GArray *option_start;     /* guint32, n_options + 1 entries */
  GPtrArray *colour_name;   /* interned colour G_MAXUINT32 - k is colour_name[k] */
  GHashTable *colour_by_name;
};

/* Three engines share the branching (MRV over the active primary items,
 * ties to the item added first, options tried in the order given) and so
 * visit the same tree, node for node; tests check that they agree:
 *
 * LINKS — Knuth's dancing links (dlx2, Algorithm C), for problems with
 *   colours too large for bit sets.  Options stay in the order given, so
 *   FIRST and RANDOM try them in that order, as plain dancing links does.
 * CELLS — sparse sets ("dancing cells", Knuth's ssxcc) for larger problems
 *   without colours: each item's options are a block of an array with the
 *   active ones first; hiding swaps an option past the end, and undoing is
 *   a mere increment.  The swaps let options drift out of order within an
 *   item, so only the first solution can differ from dancing links'.
 * BITS — bit sets of options with a count per primary item, copied per
 *   level (pw-xcc-bits.c): small problems without colours (2-3 times
 *   faster than dancing links where it fits), and problems with colours
 *   up to 64 Ki options, word searches among them, where purify is one
 *   precomputed set per (item, colour) instead of a walk down the lists.
 *   Each level lists the nonzero words of its set, so that deep levels
 *   cost what they hold; counting adds up the last primary item's
 *   options without choosing each (as many nodes as if it had).
 *
 * Sparse sets are not used for colours on purpose: the project's own
 * measurements of Knuth's ssxcc on word searches (issue 3) found 80-300
 * times the nodes of dancing links, and word searches are where colours
 * come from; bit sets and dancing links keep the order, and the nodes.
 */
typedef enum
{
  PW_XCC_LINKS,
  PW_XCC_CELLS,
  PW_XCC_BITS,
} PwXccEngine;

/* LINKS: one node of the matrix.  Header nodes 1..n_items head the item
 * lists (their top is unused: lengths live in PwXccHead); a spacer has
 * top <= 0 (minus the compiled option number after it), up = first node
 * of the option before it, down = last node of the option after it. */
typedef struct
{
  gint32 up;
  gint32 down;
  gint32 top;    /* the item, or <= 0 for a spacer */
  gint32 colour; /* 0 none, > 0 a colour, -1 already the right colour */
} PwXccNode;

/* CELLS: one node; options are runs of nodes after a spacer.  A spacer's
 * itm is minus the compiled option number before it, minus 1 (0 for the
 * first spacer), and its loc the first node of that option. */
typedef struct
{
  gint32 itm;    /* the item, or <= 0 for a spacer */
  gint32 loc;    /* where this node sits in set[] */
} PwXccCell;

/* The list of active primary items (0 is its head), each item's length
 * and, for CELLS, where its block of set[] starts. */
typedef struct
{
  gint32 prev;
  gint32 next;
  gint32 len;    /* LINKS: the length; CELLS: the end of the active part */
  gint32 base;   /* CELLS: the start of the block */
} PwXccHead;

typedef struct
{
  PwXccEngine engine;
  guint n_items;         /* engine items 1..n_items */
  guint n_primary;       /* engine items 1..n_primary are primary */
  guint n_nodes;
  guint n_options;       /* compiled options (those with a primary item) */
  gboolean coloured;
  PwXccHead *head;       /* initial state, copied by each search */
  PwXccNode *node;       /* LINKS */
  PwXccCell *cell;       /* CELLS */
  gint32 *set;           /* CELLS: n_nodes entries (spacers unused) */
  guint words;           /* BITS: 64-bit words per set of options */
  guint64 *opt_bits;     /* BITS: per item, the set of its options; then per
                          * (item, colour), the options using the item
                          * with another colour or none */
  gint32 *opt_start;     /* BITS: per option, where its items start in opt_items */
  gint32 *opt_items;     /* BITS: each option's items, primary ones first */
  gint32 *opt_row;       /* BITS: beside opt_items, the row of opt_bits that
                          * choosing the option clears through that item */
  gint32 *opt_primary;   /* BITS: per option, how many of its items are primary */
  gint32 *word_item;     /* BITS: per word of a set, the one primary item of
                          * all its options, or 0 */
  guint *user_option;    /* compiled option -> the caller's option index */
} PwXccDlx;

/* Compiles @xcc; @order (NULL = as built) lists the caller's options in the
 * order the search should try them.  @engine -1 picks by the problem. */
PwXccDlx *pw_xcc_dlx_new  (PwXcc *xcc, const guint *order, int engine);
void      pw_xcc_dlx_free (PwXccDlx *dlx);
/* PW_XCC_ENGINE=links, cells or bits in the environment forces an engine
 * (bits only where it fits, cells only without colours), so that tests
 * and benchmarks can compare them; else -1. */
int       pw_xcc_engine_override (void);

typedef struct _PwXccShared PwXccShared;

typedef struct _PwXccBits PwXccBits;

/* One thread's search. */
typedef struct
{
  const PwXccDlx *dlx;    /* its node/cell/set may have been taken: use ours */
  PwXccHead *head;
  PwXccNode *node;        /* LINKS */
  PwXccCell *cell;        /* CELLS */
  gint32 *set;            /* CELLS */
  PwXccBits *bits;        /* BITS */
  gint32 *choice;         /* the node chosen at each level */
  guint level;
  guint base;             /* the search returns when it backs up to here */
  guint64 nodes;
  guint64 solutions;
  guint64 limit;          /* 0 = none */
  gboolean stopped;       /* by the limit, the callback or cancellation */
  gint64 check_budget;    /* work between checkpoints: PW_XCC_CHECK_BUDGET */
  gboolean cancelled;
  gboolean first_only;
  /* on solution */
  PwXcc *xcc;
  PwXccSolutionFunc solution_func;
  gpointer user_data;
  GArray *solution;       /* kept when first_only */
  guint *scratch;         /* option indices for the callback */
  /* checkpoints */
  GCancellable *cancellable;
  PwXccCounters *counters;
  PwProgress *progress;
  gint64 next_progress_us;
  guint64 counted_nodes;  /* already added to shared counters */
  guint64 counted_solutions;
  PwXccShared *shared;    /* parallel counting, or NULL */
  /* Parallel counting: set by another thread that wants part of this
   * search's work.  A checkpoint that sees it (or the shared stop) stops
   * the search and keeps the level it was at in stop_level: the node
   * there is counted and its item not yet covered, and choice[] still
   * holds the path to it, so the splitter can hand out the rest. */
  gint *yield;
  guint stop_level;
  /* Parallel counting to a limit: a checkpoint also stops the search,
   * the same way, once nodes reaches this (0: never), so that a thread
   * working ahead of the others can give its work back (pw-xcc-parallel.c). */
  guint64 yield_nodes;
  /* Set (atomically) by another thread when this one's work came to lie
   * ahead of another's: a checkpoint that sees it with no yield_nodes
   * sets yield_nodes to nodes + ahead_quota. */
  gint *ahead;
  guint64 ahead_quota;
  /* Parallel counting taking turns (PW_XCC_TURNS, for measuring): called
   * at every checkpoint to let the next thread run. */
  void (*turn) (gpointer data);
  gpointer turn_data;
  guint64 budget;         /* the config's budget of work, 0 = none */
  guint64 work;           /* spent, in the same units, counted at checkpoints */
  guint64 work_nodes;     /* s->nodes when work was last counted */
  gboolean over_budget;
} PwXccSearch;

/* How often (in nodes, weighted by the work each does) a search stops to
 * publish counters and poll for cancellation: small enough to answer a
 * Cancel within a few milliseconds, large enough to cost nothing. */
#define PW_XCC_CHECK_BUDGET 4096

#define PW_XCC_INLINE static inline __attribute__ ((always_inline))

/* A search on @dlx; @take: the only one, which may take the initial
 * arrays instead of copying them (half the memory of a big problem). */
void     pw_xcc_search_init   (PwXccSearch *s, PwXccDlx *dlx, gboolean take);
void     pw_xcc_search_clear  (PwXccSearch *s);
/* Searches the subtree below the current state from level s->level,
 * returning when it backs up to s->base or stops; the arrays are then as
 * they were at s->base. */
void     pw_xcc_search_run    (PwXccSearch *s);
/* The option chosen at @level (a caller's option index). */
guint    pw_xcc_search_option_at (PwXccSearch *s, guint level);

/* Primitive moves, for the parallel splitter and the estimator.  A choice
 * is a node: the k-th option (k < len) of item @item. */
gboolean pw_xcc_search_solved  (PwXccSearch *s);  /* no primary item is left */
int      pw_xcc_search_choose  (PwXccSearch *s, gint32 *len);  /* the MRV item */
void     pw_xcc_search_cover   (PwXccSearch *s, int item);
void     pw_xcc_search_uncover (PwXccSearch *s, int item);
gint32   pw_xcc_search_nth     (PwXccSearch *s, int item, guint k);
/* All @len choices of item @item, in order, into @out: one pass. */
void     pw_xcc_search_options (PwXccSearch *s, int item, gint32 *out, gint32 len);
int      pw_xcc_search_item_of (PwXccSearch *s, gint32 choice);
void     pw_xcc_search_commit   (PwXccSearch *s, gint32 choice);
void     pw_xcc_search_uncommit (PwXccSearch *s, gint32 choice);
/* Counts a node a unit of work for the nodes since the last checkpoint
 * (a parallel job may end before it reaches one); TRUE when that used up
 * the budget, and the search is stopped. */
gboolean pw_xcc_search_spend_nodes (PwXccSearch *s);
/* Publishes counters, polls cancellation and progress; FALSE to stop. */
gboolean pw_xcc_search_checkpoint (PwXccSearch *s);
void     pw_xcc_search_flush  (PwXccSearch *s);
/* A solution at s->level: counts it, hands it over; FALSE to stop. */
gboolean pw_xcc_search_visit  (PwXccSearch *s);

/* The engines (pw-xcc-links.c, pw-xcc-cells.c). */
void     pw_xcc_links_compile  (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                                const guint *options, guint n_options, guint n_elements);
void     pw_xcc_links_run      (PwXccSearch *s);
void     pw_xcc_links_cover    (PwXccSearch *s, int item);
void     pw_xcc_links_uncover  (PwXccSearch *s, int item);
void     pw_xcc_links_commit   (PwXccSearch *s, gint32 x);
void     pw_xcc_links_uncommit (PwXccSearch *s, gint32 x);
guint    pw_xcc_links_option_of (PwXccSearch *s, gint32 x);
void     pw_xcc_cells_compile  (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                                const guint *options, guint n_options, guint n_elements);
void     pw_xcc_cells_run      (PwXccSearch *s);
void     pw_xcc_cells_cover    (PwXccSearch *s, int item);
void     pw_xcc_cells_uncover  (PwXccSearch *s, int item);
void     pw_xcc_cells_commit   (PwXccSearch *s, gint32 x);
void     pw_xcc_cells_uncommit (PwXccSearch *s, gint32 x);
guint    pw_xcc_cells_option_of (PwXccSearch *s, gint32 x);
gboolean pw_xcc_bits_fits      (guint n_items, guint n_primary, guint n_options, guint n_elements,
                                guint n_pairs);
/* How many (secondary item, colour) pairs the options use. */
guint    pw_xcc_bits_count_pairs (PwXcc *xcc, const guint *options, guint n_options);
void     pw_xcc_bits_compile   (PwXccDlx *dlx, PwXcc *xcc, const guint *engine_item,
                                const guint *options, guint n_options, guint n_elements,
                                guint n_pairs);
void     pw_xcc_bits_init      (PwXccSearch *s);
void     pw_xcc_bits_clear     (PwXccSearch *s);
void     pw_xcc_bits_run       (PwXccSearch *s);
gboolean pw_xcc_bits_solved    (PwXccSearch *s);
int      pw_xcc_bits_choose    (PwXccSearch *s, gint32 *len);
void     pw_xcc_bits_cover     (PwXccSearch *s, int item);
void     pw_xcc_bits_uncover   (PwXccSearch *s, int item);
gint32   pw_xcc_bits_nth       (PwXccSearch *s, int item, guint k);
void     pw_xcc_bits_options   (PwXccSearch *s, int item, gint32 *out, gint32 len);
int      pw_xcc_bits_item_of   (PwXccSearch *s, gint32 choice);
void     pw_xcc_bits_commit    (PwXccSearch *s, gint32 choice);
void     pw_xcc_bits_uncommit  (PwXccSearch *s, gint32 choice);
guint    pw_xcc_bits_option_of (PwXccSearch *s, gint32 choice);
void     pw_xcc_bits_position  (PwXccSearch *s, guint level, guint *pos, guint *len);

/* LINKS and CELLS: hd[0] heads the list of active primary items, and its
 * len counts those of them that have no option left, kept as options are
 * hidden and unhidden.  With none, choosing stops at the first item with
 * one option, which MRV would pick anyway: a long chain of forced moves
 * then costs no walk over every item at every level, which made N items
 * of one option each take N² steps. */
#define PW_XCC_EMPTY_ITEMS(hd) ((hd)[0].len)

/* MRV: the active primary item with the fewest options, the first such. */
PW_XCC_INLINE gint32
pw_xcc_choose (const PwXccHead *restrict hd, gint32 *best_len, const gboolean cells)
{
  gint32 best = 0, len = G_MAXINT32;
  const gint32 enough = PW_XCC_EMPTY_ITEMS (hd) > 0 ? 0 : 1;
  for (gint32 k = hd[0].next; k != 0; k = hd[k].next)
    {
      gint32 l = cells ? hd[k].len - hd[k].base : hd[k].len;
      if (l < len)
        {
          best = k;
          len = l;
          if (l <= enough)
            break;
        }
    }
  *best_len = len;
  return best;
}

/* Parallel counting (pw-xcc-parallel.c). */
gboolean pw_xcc_count_parallel (PwXcc             *xcc,
                                const PwXccDlx    *dlx,
                                const PwXccConfig *config,
                                PwXccResult       *result,
                                GError           **error);

/* The shared part of parallel counting, touched by pw_xcc_search_*. */
struct _PwXccShared
{
  gint stop;               /* atomic: 1 = every worker stops */
  guint64 solutions;       /* atomic */
  guint64 limit;
  guint64 work;            /* atomic: every worker's work, against the budget */
  gint over_budget;        /* atomic */
};

G_END_DECLS
