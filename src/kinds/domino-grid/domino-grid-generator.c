/* domino-grid-generator.c — new puzzles with exactly one solution. */
#include "domino-grid-generator.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"

PwModel *
pw_domino_grid_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                         GCancellable *cancellable, GError **error)
{
  g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED, _("not yet"));
  return NULL;
}
