/* Fuzz target: a recovery sidecar (recovery/ID.json), which the app reads
 * at every start, so a broken one must be refused, never crash it. */
#include <stdint.h>

#include "pw-error.h"
#include "pw-recovery.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* A critical is a bug under libFuzzer too (its own main, not the driver's). */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_autoptr (GError) error = NULL;
  PwRecoveryEntry entry = { 0 };
  gboolean ok = pw_recovery_parse_sidecar ((const char *) data, size, &entry, &error);
  if (ok == (error != NULL))
    __builtin_trap ();
  if (ok && entry.display_name && !g_utf8_validate (entry.display_name, -1, NULL))
    __builtin_trap ();
  g_free (entry.display_name);
  g_free (entry.original_uri);
  return 0;
}
