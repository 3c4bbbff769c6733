/* pw-progress.h — progress reported by a worker thread, read by another.
 *
 * The worker writes; the main thread polls (a timeout of ~100 ms), so a
 * fast solver never floods the main loop with idle callbacks.  All calls
 * are thread-safe.  A NULL PwProgress is accepted everywhere and ignored,
 * so solvers can be called without one.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PwProgress PwProgress;
typedef struct _PwModel PwModel;

PwProgress *pw_progress_new          (void);
PwProgress *pw_progress_ref          (PwProgress *progress);
void        pw_progress_unref        (PwProgress *progress);

/* @fraction in [0, 1]; a negative value means "unknown" (show activity). */
void        pw_progress_set_fraction (PwProgress *progress, double fraction);
double      pw_progress_get_fraction (PwProgress *progress);
/* A short status line for people ("412 solutions so far"). */
void        pw_progress_set_text     (PwProgress *progress, const char *text);
void        pw_progress_set_textf    (PwProgress *progress, const char *format, ...) G_GNUC_PRINTF (2, 3);
char       *pw_progress_dup_text     (PwProgress *progress);
/* The best result so far (auto-fill's board, a search's current layout),
 * for a reader to show while the work goes on.  set_model takes @model
 * (transfer full; NULL clears); dup_model returns a copy, or NULL. */
void        pw_progress_set_model    (PwProgress *progress, PwModel *model);
PwModel    *pw_progress_dup_model    (PwProgress *progress);
/* Bumped each time set_model publishes, so a reader copies only news. */
guint       pw_progress_get_model_serial (PwProgress *progress);
/* Counts bumped on every change, so a reader can tell something moved. */
guint       pw_progress_get_serial   (PwProgress *progress);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwProgress, pw_progress_unref)

G_END_DECLS
