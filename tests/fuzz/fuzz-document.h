/* One fuzz target over the document loader: define FUZZ_KIND_ID (the
 * kind a document must be, or NULL for any kind, the hidden test kind
 * included) and include this.  The loader must refuse anything broken
 * with an error, never crash; what loads validates, describes, and saves
 * to a model that loads back equal. */
#include <stdint.h>

#include "pw-document.h"
#include "pw-kinds.h"
#include "test-kind.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static gboolean registered;
  const char *kind_id = FUZZ_KIND_ID;
  if (!registered)
    {
      /* A critical is a bug under libFuzzer too (its own main, not the driver's). */
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      pw_kinds_register_builtin ();
      if (kind_id == NULL)
        pw_registry_add (pw_test_kind ());
      else if (pw_registry_lookup (kind_id) == NULL)
        __builtin_trap ();
      registered = TRUE;
    }
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_data ((const char *) data, size, "fuzz", kind_id,
                                                      &error);
  /* Exactly one of the two, always. */
  if ((doc == NULL) == (error == NULL))
    __builtin_trap ();
  if (doc == NULL)
    return 0;
  const PwModel *model = pw_document_get_model (doc);
  g_autoptr (GPtrArray) problems G_GNUC_UNUSED = model->kind->validate (model);
  g_autofree char *description G_GNUC_UNUSED = model->kind->describe (model);
  /* What loads must save and load again to the same model. */
  gsize length;
  g_autofree char *text = pw_document_to_data (doc, &length);
  g_autoptr (PwDocument) again = pw_document_load_data (text, length, "again", kind_id, NULL);
  if (again == NULL || !pw_model_equal (model, pw_document_get_model (again)))
    __builtin_trap ();
  return 0;
}
