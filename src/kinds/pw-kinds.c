#include "pw-kinds.h"

#include "domino-grid.h"
#include "names-model.h"
#include "pw-kind.h"
#include "test-kind.h"

void
pw_kinds_register_builtin (void)
{
  /* Real kinds go first, in the order the start page shows them. */
  pw_registry_add (pw_domino_grid_kind ());
  pw_registry_add (pw_names_kind ());

  if (g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0)
    pw_registry_add (pw_test_kind ());
}
