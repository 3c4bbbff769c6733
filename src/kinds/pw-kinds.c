#include "pw-kinds.h"

#include "pw-config.h"
#include "pw-kind-list.h"
#include "pw-kind.h"

#define DECLARE_KIND(ident) const PwKind *pw_##ident##_kind (void);
PW_KIND_LIST (DECLARE_KIND)

void
pw_kinds_register_builtin (void)
{
  /* Hidden kinds exist for the test suite and stay out of everything a
   * user meets unless the environment asks for them. */
  gboolean with_hidden = g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0;
  const PwKind *(*const entries[]) (void) = {
#define KIND_ENTRY(ident) pw_##ident##_kind,
    PW_KIND_LIST (KIND_ENTRY)
  };
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const PwKind *kind = entries[i] ();
      if (with_hidden || !kind->hidden)
        pw_registry_add (kind);
    }
}
