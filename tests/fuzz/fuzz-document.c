/* Fuzz target: the document loader must reject anything, never crash. */
#include <stdint.h>

#include "pw-document.h"
#include "pw-kinds.h"
#include "test-kind.h"

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
      pw_registry_add (pw_test_kind ());
      registered = TRUE;
    }
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_data ((const char *) data, size, "fuzz", NULL,
                                                      &error);
  /* Exactly one of the two, always. */
  if ((doc == NULL) == (error == NULL))
    __builtin_trap ();
  if (doc)
    {
      /* What loads must save and load again to the same model. */
      gsize length;
      g_autofree char *text = pw_document_to_data (doc, &length);
      g_autoptr (PwDocument) again = pw_document_load_data (text, length, "again", NULL, NULL);
      if (again == NULL
          || !pw_model_equal (pw_document_get_model (doc), pw_document_get_model (again)))
        __builtin_trap ();
      g_autoptr (GPtrArray) problems = pw_document_get_kind (doc)->validate (
        pw_document_get_model (doc));
      g_autofree char *description = pw_document_get_kind (doc)->describe (
        pw_document_get_model (doc));
    }
  return 0;
}
