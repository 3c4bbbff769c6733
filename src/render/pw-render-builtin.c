#include "name-dominoes-render.h"
#include "pw-render.h"
#include "domino-grid-render.h"
#include "test-kind-render.h"

void
pw_render_register_builtin (void)
{
  /* One line per kind, in the order of pw_kinds_register_builtin(). */
  pw_render_register (pw_domino_grid_render ());
  pw_render_register (pw_names_render ());
  pw_render_register (pw_test_kind_render ());
}
