/* domino-grid-render.h — how a domino grid draws itself on paper. */
#pragma once

#include "pw-render.h"

G_BEGIN_DECLS

const PwKindRender *pw_domino_grid_render (void);

G_END_DECLS
