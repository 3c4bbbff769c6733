/* name-dominoes-editor.h — the name-dominoes editor.
 *
 * A tile list (add by pasting "Tim Cook, Neve Campbell, Prince", edit,
 * delete, drag onto the board), a synonym-sets panel (add, edit, delete,
 * how many tiles each set connects, partial matching on or off), and the
 * board drawn like the comic by the kind's renderer: click or drag to
 * place, drag to move or off the board, rotate, pin and take off from
 * the context menu or the keys (R, P, Delete; the shortcuts window lists
 * them), zoom with Ctrl+scroll or + and −.  Conflicts show in red as you
 * edit.  Check Layout and Auto-Fill are the kind's operations, run by the
 * window's task runner; Auto-Fill draws the best board so far while it
 * searches, and Stop keeps it.
 */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_NAME_DOMINOES_EDITOR (pw_name_dominoes_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwNameDominoesEditor, pw_name_dominoes_editor, PW, NAME_DOMINOES_EDITOR,
                      GtkWidget)

GtkWidget          *pw_name_dominoes_editor_new (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_name_dominoes_editor     (void);

G_END_DECLS
