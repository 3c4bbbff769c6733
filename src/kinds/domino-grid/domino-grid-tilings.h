/* domino-grid-tilings.h — how many ways dominoes can tile a shape
 * (Caviness's "solution schemas": the layouts, ignoring the numbers). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The exact number of domino tilings of the cells of a @rows × @cols
 * board where @cell[r * cols + c] is TRUE (NULL: every cell), in decimal.
 * A broken-profile dynamic programme over the narrower side with
 * arbitrary-precision sums.  NULL with PW_ERROR_TOO_LARGE when the
 * narrower side is too wide to count in PW_DOMINO_TILINGS_MAX_BYTES, or
 * with G_IO_ERROR_CANCELLED. */
char *pw_domino_count_tilings (int rows, int cols, const gboolean *cell,
                               GCancellable *cancellable, GError **error);

/* The memory the counts may take; wider boards are refused. */
#define PW_DOMINO_TILINGS_MAX_BYTES (G_GUINT64_CONSTANT (64) << 20)

G_END_DECLS
