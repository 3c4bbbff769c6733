/* pw-xcc-host-gio.c — the solver's host calls (pw-xcc-host.h) as core
 * links them: GIO's cancellables and core's progress. */
#include "pw-xcc-host.h"

#include <gio/gio.h>

gboolean
pw_xcc_host_cancelled (GCancellable *cancellable)
{
  return g_cancellable_is_cancelled (cancellable);
}

gboolean
pw_xcc_host_set_error_if_cancelled (GCancellable *cancellable, GError **error)
{
  return g_cancellable_set_error_if_cancelled (cancellable, error);
}

GQuark
pw_xcc_host_io_error_quark (void)
{
  return G_IO_ERROR;
}

void
pw_xcc_host_progress_fraction (PwProgress *progress, double fraction)
{
  pw_progress_set_fraction (progress, fraction);
}

void
pw_xcc_host_progress_text (PwProgress *progress, const char *text)
{
  pw_progress_set_text (progress, text);
}
