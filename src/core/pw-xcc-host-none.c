/* pw-xcc-host-none.c — the solver's host calls (pw-xcc-host.h) for a
 * program without GIO that never cancels nor watches a search: the CLI's
 * front.  Passing it a cancellable or a progress is a programming error. */
#include "pw-xcc-host.h"

gboolean
pw_xcc_host_cancelled (GCancellable *cancellable)
{
  g_return_val_if_fail (cancellable == NULL, FALSE);
  return FALSE;
}

gboolean
pw_xcc_host_set_error_if_cancelled (GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (cancellable == NULL, FALSE);
  return FALSE;
}

/* The quark GIO registers as G_IO_ERROR (G_DEFINE_QUARK (g-io-error-quark,
 * g_io_error)): errors made here match G_IO_ERROR wherever GIO is loaded
 * too. */
GQuark
pw_xcc_host_io_error_quark (void)
{
  return g_quark_from_static_string ("g-io-error-quark");
}

void
pw_xcc_host_progress_fraction (PwProgress *progress, double fraction)
{
  g_return_if_fail (progress == NULL);
}

void
pw_xcc_host_progress_text (PwProgress *progress, const char *text)
{
  g_return_if_fail (progress == NULL);
}
