/* pw-deadline.h — a time budget for a search, as a cancellable.
 *
 * A search already stops soon after its GCancellable fires; a deadline
 * is a cancellable that fires when the caller's does or when the time is
 * up, whichever comes first, so any search gets a time budget without a
 * clock of its own.  A helper thread sleeps until the time is up (or the
 * deadline is freed) and cancels. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _PwDeadline PwDeadline;

/* A deadline @seconds from now that also follows @parent (may be NULL). */
PwDeadline   *pw_deadline_new             (GCancellable *parent, double seconds);
void          pw_deadline_free            (PwDeadline *deadline);
/* What the search watches. */
GCancellable *pw_deadline_get_cancellable (PwDeadline *deadline);
/* Whether the time ran out (and not the caller who cancelled). */
gboolean      pw_deadline_expired         (PwDeadline *deadline);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwDeadline, pw_deadline_free)

G_END_DECLS
