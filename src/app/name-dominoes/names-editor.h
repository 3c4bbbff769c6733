/* names-editor.h — the name-dominoes editor.
 *
 * A tile list (add by pasting "Tim Cook, Neve Campbell, Prince", edit,
 * delete, drag onto the board), a synonym-sets panel (add, edit, delete,
 * how many tiles each set connects, partial matching on or off), and the
 * board drawn like the comic: click or drag to place, drag to move or
 * off the board, rotate and pin from a tile's menu (or R, P, Delete),
 * zoom with Ctrl+scroll.  Conflicts show in red as you edit.  Auto-Fill
 * runs in the window's task runner and draws the best board so far while
 * it searches; Cancel keeps it.
 */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

const PwKindEditor *pw_name_dominoes_editor (void);

G_END_DECLS
