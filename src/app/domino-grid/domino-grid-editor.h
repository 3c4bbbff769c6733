/* domino-grid-editor.h — the domino-grid editor for the window: the
 * board, the boneyard and the side panel, one widget. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_DOMINO_GRID_EDITOR (pw_domino_grid_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwDominoGridEditor, pw_domino_grid_editor, PW, DOMINO_GRID_EDITOR, GtkWidget)

/* The editor of @document; long operations run on @runner. */
GtkWidget          *pw_domino_grid_editor_new (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_domino_grid_editor     (void);

G_END_DECLS
