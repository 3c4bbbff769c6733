/* name-dominoes-fill.h — auto-fill: lay as many tiles as possible around the pins.
 *
 * Norvig's notebook drops random tiles at random frontier squares and
 * restarts from an empty board when it gets stuck.  Here each thread
 * builds a layout greedily, always placing next the tile with the fewest
 * legal places left (so the tiles that are hardest to fit are not crowded
 * out), then improves it by large-neighbourhood search: tear out the tiles
 * around a random square, drop any piece that no longer hangs together,
 * and refill greedily; keep the result when it holds at least as many
 * tiles.  Threads share the best layout and fall back to it when their own
 * search stalls.
 *
 * Legal placements are kept per kind of tile as a bitmap over (square,
 * direction) and updated only around the squares that changed.
 */
#pragma once

#include "name-dominoes-model.h"

G_BEGIN_DECLS

/* Called from a worker thread whenever the best layout improves; @best is
 * only valid during the call (copy it). */
typedef void (*PwNameDominoesFillBestFunc) (const PwNameDominoesModel *best, gpointer user_data);

typedef struct
{
  guint   width, height; /* 0 keeps the model's board */
  double  seconds;       /* wall-clock budget; <= 0 means 10 s */
  guint   threads;       /* 0 means one per core */
  guint64 seed;
  /* Search rounds per thread (0: no limit).  With one thread and a round
   * limit reached before the time limit the result depends on @seed only. */
  guint64 max_rounds;
  PwNameDominoesFillBestFunc on_best;
  gpointer            on_best_data;
  /* For tests: after every round, recompute what the search keeps up to
   * date incrementally and abort on a difference.  Slow. */
  gboolean            self_check;
} PwNameDominoesFillOptions;

typedef struct
{
  guint  placed;     /* tiles on the board, pins included */
  guint  bound;      /* no layout can hold more (pw_name_dominoes_stats_new()) */
  double seconds;    /* wall-clock time used */
  guint64 rounds;    /* search rounds over all threads */
  guint  threads;
  gboolean cancelled;
} PwNameDominoesFillReport;

/* Returns a copy of @model with the pinned tiles where they were and as
 * many other tiles placed as the search found room for (tiles placed but
 * not pinned in @model are moved freely).  Each better layout found on the
 * way is published on @progress (pw_progress_set_model(), the app's live
 * board) and passed to options->on_best.  When cancelled, returns the
 * best layout found so far, or fails with G_IO_ERROR_CANCELLED when nothing
 * beyond the pins was placed yet. */
PwNameDominoesModel *pw_name_dominoes_fill (const PwNameDominoesModel *model, const PwNameDominoesFillOptions *options,
                             PwProgress *progress, GCancellable *cancellable,
                             PwNameDominoesFillReport *report, GError **error);

G_END_DECLS
