/* The test kind's editor: the numbers as bars (drawn, so UI tests can
 * check pixels) and as spin buttons (so UI tests can edit and undo). */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

const PwKindEditor *pw_test_editor (void);

G_END_DECLS
