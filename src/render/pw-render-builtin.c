#include "pw-config.h"
#include "pw-kind-list.h"
#include "pw-render.h"

#define DECLARE_RENDER(ident) const PwKindRender *pw_##ident##_render (void);
PW_KIND_LIST (DECLARE_RENDER)

void
pw_render_register_builtin (void)
{
#define REGISTER_RENDER(ident) pw_render_register (pw_##ident##_render ());
  PW_KIND_LIST (REGISTER_RENDER)
}
