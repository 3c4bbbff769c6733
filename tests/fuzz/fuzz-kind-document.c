/* Fuzz target: documents of one kind (FUZZ_KIND_ID, set by the build: one
 * target for each kind in the list of kinds, seeded from tests/K/fuzz/document).
 * The loader must refuse anything broken with an error, never crash; what
 * loads validates, describes, and saves to a model that loads back equal. */
#include <stdint.h>

#include "pw-document.h"
#include "pw-kinds.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static gboolean registered;
  if (!registered)
    {
      /* A critical is a bug under libFuzzer too (its own main, not the driver's). */
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      pw_kinds_register_builtin ();
      if (pw_registry_lookup (FUZZ_KIND_ID) == NULL)
        __builtin_trap ();
      registered = TRUE;
    }
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_data ((const char *) data, size, "fuzz",
                                                      FUZZ_KIND_ID, &error);
  if ((doc == NULL) == (error == NULL))
    __builtin_trap ();
  if (doc == NULL)
    return 0;
  const PwModel *model = pw_document_get_model (doc);
  g_autoptr (GPtrArray) problems G_GNUC_UNUSED = model->kind->validate (model);
  g_autofree char *description G_GNUC_UNUSED = model->kind->describe (model);
  gsize length;
  g_autofree char *text = pw_document_to_data (doc, &length);
  g_autoptr (PwDocument) again = pw_document_load_data (text, length, "again", FUZZ_KIND_ID,
                                                        NULL);
  if (again == NULL || !pw_model_equal (model, pw_document_get_model (again)))
    __builtin_trap ();
  return 0;
}
