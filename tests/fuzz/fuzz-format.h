/* One fuzz target per interchange format: include this after defining
 * FUZZ_FORMAT_ID ("dominosa-id", "layout-json"), and FUZZ_SETUP() if the
 * format needs something set before its first import.  An import rejects
 * anything broken with an error and never crashes; what it accepts
 * validates, describes, exports, and imports again to an equal model. */
#include <stdint.h>

#include "pw-kind.h"
#include "pw-kinds.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#ifndef FUZZ_SETUP
#define FUZZ_SETUP() ((void) 0)
#endif

static const PwFormat *
fuzz_format (void)
{
  static const PwFormat *format;
  if (format == NULL)
    {
      /* A critical is a bug under libFuzzer too (its own main, not the driver's). */
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      FUZZ_SETUP ();
      pw_kinds_register_builtin ();
      g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
      for (guint i = 0; i < kinds->len && format == NULL; i++)
        format = pw_kind_find_format (kinds->pdata[i], FUZZ_FORMAT_ID);
      if (format == NULL || format->import == NULL)
        __builtin_trap ();
    }
  return format;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const PwFormat *format = fuzz_format ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = format->import ((const char *) data, size, &error);
  if ((model == NULL) == (error == NULL))
    __builtin_trap ();
  if (model == NULL)
    return 0;
  g_autoptr (GPtrArray) problems G_GNUC_UNUSED = model->kind->validate (model);
  g_autofree char *description G_GNUC_UNUSED = model->kind->describe (model);
  if (format->export == NULL)
    return 0;
  g_autofree char *text = format->export (model, &error);
  if (text == NULL)
    return 0; /* some models cannot be written in the format; said with an error */
  g_autoptr (PwModel) again = format->import (text, strlen (text), NULL);
  if (again == NULL || !pw_model_equal (model, again))
    __builtin_trap ();
  return 0;
}
