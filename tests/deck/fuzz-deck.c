/* Fuzz target: deck documents and cards-json must be refused or loaded,
 * never crash; what loads is checked (validate, verify, describe, the
 * cards-json export) and saves to a model that loads back the same.
 * Run by the fuzz driver (tests/fuzz/fuzz-driver.c) on corpus/. */
#include <stdint.h>
#include <string.h>

#include "deck-model.h"
#include "pw-document.h"
#include "pw-kinds.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
exercise (const PwModel *model)
{
  const PwKind *kind = model->kind;
  g_autoptr (GPtrArray) problems = kind->validate (model);
  g_autofree char *text = kind->describe (model);
  const PwOperation *verify = pw_kind_find_operation (kind, "verify");
  g_autoptr (PwResult) r = verify->run (model, NULL, NULL, NULL, NULL);
  if (r == NULL || r->summary == NULL)
    __builtin_trap ();
  g_autofree char *json = pw_kind_find_format (kind, "cards-json")->export (model, NULL);
  if (json == NULL)
    __builtin_trap ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static gboolean registered;
  if (!registered)
    {
      pw_kinds_register_builtin ();
      registered = TRUE;
    }
  g_autoptr (GError) error = NULL;
  /* A cards-json file starts with {"cards"; anything else goes to the
   * document loader, which hands a deck's "puzzle" to the kind. */
  if (size >= 8 && memcmp (data, "{\"cards\"", 8) == 0)
    {
      const PwFormat *f = pw_kind_find_format (pw_registry_lookup ("deck"), "cards-json");
      g_autoptr (PwModel) model = f->import ((const char *) data, size, &error);
      if ((model == NULL) == (error == NULL))
        __builtin_trap ();
      if (model)
        exercise (model);
      return 0;
    }
  g_autoptr (PwDocument) doc = pw_document_load_data ((const char *) data, size, "fuzz", "deck",
                                                      &error);
  if ((doc == NULL) == (error == NULL))
    __builtin_trap ();
  if (doc)
    {
      exercise (pw_document_get_model (doc));
      gsize length;
      g_autofree char *text = pw_document_to_data (doc, &length);
      g_autoptr (GError) again = NULL;
      g_autoptr (PwDocument) back = pw_document_load_data (text, length, "fuzz", "deck", &again);
      if (back == NULL
          || !pw_model_equal (pw_document_get_model (doc), pw_document_get_model (back)))
        __builtin_trap ();
    }
  return 0;
}
