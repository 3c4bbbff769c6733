/* pw-xcc-private.h — what the pw-xcc-*.c files share; not for kinds.
 *
 * A PwXcc holds the problem as the caller built it (items in any order,
 * options as element lists).  A search first compiles it into a PwXccDlx:
 * Knuth's dlx2 layout of arrays indexed by int, primary items numbered
 * 1..n_primary and secondary items after them, each option a run of nodes
 * between two spacers.  Each thread searches on its own copy of the
 * mutable arrays (PwXccSearch).
 */
#pragma once

#include "pw-xcc.h"

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

/* One node of the dancing-links matrix.  Header nodes 1..n_items head the
 * item lists (their top is unused: lengths live in PwXccHead); a spacer
 * has top <= 0 (minus the compiled option number after it), up = first
 * node of the option before it, down = last node of the option after it. */
typedef struct
{
  gint32 up;
  gint32 down;
  gint32 top;    /* the item, or <= 0 for a spacer */
  gint32 colour; /* 0 none, > 0 a colour, -1 already the right colour */
} PwXccNode;

/* The list of active primary items (0 is its head) and each item's length. */
typedef struct
{
  gint32 prev;
  gint32 next;
  gint32 len;
  gint32 pad_;
} PwXccHead;

typedef struct
{
  guint n_items;         /* engine items 1..n_items */
  guint n_primary;       /* engine items 1..n_primary are primary */
  guint n_nodes;
  guint n_options;       /* compiled options (those with a primary item) */
  gboolean coloured;
  const PwXccNode *node; /* the initial state, copied by each search */
  const PwXccHead *head;
  guint *user_option;    /* compiled option -> the caller's option index */
  PwXccNode *node_mem;
  PwXccHead *head_mem;
} PwXccDlx;

/* Compiles @xcc; @order (NULL = as built) lists the caller's options in the
 * order the search should try them. */
PwXccDlx *pw_xcc_dlx_new  (PwXcc *xcc, const guint *order);
void      pw_xcc_dlx_free (PwXccDlx *dlx);

typedef struct _PwXccShared PwXccShared;

/* One thread's search. */
typedef struct
{
  const PwXccDlx *dlx;
  PwXccNode *node;
  PwXccHead *head;
  gint32 *choice;         /* x_l: the node chosen at each level */
  guint level;
  guint base;             /* the search returns when it backs up to here */
  guint64 nodes;
  guint64 solutions;
  guint64 limit;          /* 0 = none */
  gboolean stopped;       /* by the limit, the callback or cancellation */
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
} PwXccSearch;

void     pw_xcc_search_init   (PwXccSearch *s, const PwXccDlx *dlx);
void     pw_xcc_search_clear  (PwXccSearch *s);
/* Searches the subtree below the current state from level s->level,
 * returning when it backs up to s->base or stops. */
void     pw_xcc_search_run    (PwXccSearch *s);
/* The option the search chose at @level (a caller's option index). */
guint    pw_xcc_search_option_at (PwXccSearch *s, guint level);

/* Primitive moves, for the parallel splitter and the estimator. */
int      pw_xcc_search_choose (PwXccSearch *s, gint32 *len);  /* MRV item, 0 if solved */
void     pw_xcc_search_cover  (PwXccSearch *s, int item);
void     pw_xcc_search_uncover (PwXccSearch *s, int item);
void     pw_xcc_search_commit_option   (PwXccSearch *s, int x);
void     pw_xcc_search_uncommit_option (PwXccSearch *s, int x);
/* Publishes counters, polls cancellation and progress; FALSE to stop. */
gboolean pw_xcc_search_checkpoint (PwXccSearch *s);
void     pw_xcc_search_flush  (PwXccSearch *s);

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
};

G_END_DECLS
