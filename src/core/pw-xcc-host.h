/* pw-xcc-host.h — the few things the exact-cover solver asks of the
 * program around it.
 *
 * The solver itself needs only GLib, but its callers cancel it with a
 * GCancellable (GIO) and watch it with a PwProgress (core, whose file
 * pulls in the kinds).  Its sources reach those only through the calls
 * below, so that they can be linked without GIO: core links them with
 * pw-xcc-host-gio.c; the CLI's GLib-only front (src/cli/cli-front.c),
 * which never passes a cancellable or a progress, links them with
 * pw-xcc-host-none.c and so starts without loading GIO (issue 26). */
#pragma once

#include <glib.h>

#include "pw-progress.h"

G_BEGIN_DECLS

typedef struct _GCancellable GCancellable;

/* g_cancellable_is_cancelled(): FALSE for NULL. */
gboolean pw_xcc_host_cancelled (GCancellable *cancellable);
/* g_cancellable_set_error_if_cancelled(). */
gboolean pw_xcc_host_set_error_if_cancelled (GCancellable *cancellable, GError **error);
/* G_IO_ERROR, the domain of the solver's cancelled and bad-config errors. */
GQuark   pw_xcc_host_io_error_quark (void);
/* pw_progress_set_fraction() and pw_progress_set_text(); nothing for NULL. */
void     pw_xcc_host_progress_fraction (PwProgress *progress, double fraction);
void     pw_xcc_host_progress_text (PwProgress *progress, const char *text);

G_END_DECLS
