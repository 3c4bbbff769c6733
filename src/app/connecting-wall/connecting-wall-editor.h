/* connecting-wall-editor.h — the connecting wall's editor. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_WALL_EDITOR (pw_wall_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwWallEditor, pw_wall_editor, PW, WALL_EDITOR, GtkWidget)

GtkWidget          *pw_wall_editor_new         (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_connecting_wall_editor  (void);

/* For tests: the card selected (-1 none), the last verify's summary (or
 * NULL), and the alternative shown (-1: the rows as laid out). */
int                 pw_wall_editor_get_selected    (PwWallEditor *self);
const char         *pw_wall_editor_get_verdict     (PwWallEditor *self);
int                 pw_wall_editor_get_alternative (PwWallEditor *self);
/* The play preview while it runs, or NULL. */
GtkWidget          *pw_wall_editor_get_play        (PwWallEditor *self);
/* Where card @index is drawn on the canvas, in the canvas's pixels. */
gboolean            pw_wall_editor_get_card_rect   (PwWallEditor *self, guint index,
                                                    graphene_rect_t *rect);

G_END_DECLS
