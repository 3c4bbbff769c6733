#include "pw-config.h"
#include "pw-kind-list.h"
#include "pw-render.h"
#include "pw-render-draw.h"
#include "pw-text.h"

#define DECLARE_RENDER(ident) const PwKindRender *pw_##ident##_render (void);
PW_KIND_LIST (DECLARE_RENDER)

void
pw_render_register_builtin (void)
{
  /* Kinds warn about text the sheets' font cannot draw. */
  pw_text_set_glyph_check (pw_render_font_has_glyph);
#define REGISTER_RENDER(ident) pw_render_register (pw_##ident##_render ());
  PW_KIND_LIST (REGISTER_RENDER)
}
