/* domino-grid-editor.h — the domino-grid canvas editor for the window. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

const PwKindEditor *pw_domino_grid_editor (void);

G_END_DECLS
