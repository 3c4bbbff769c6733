/* connecting-wall-editor.h — the connecting wall's editor. */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_CONNECTING_WALL_EDITOR (pw_connecting_wall_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwConnectingWallEditor, pw_connecting_wall_editor, PW, CONNECTING_WALL_EDITOR, GtkWidget)

GtkWidget          *pw_connecting_wall_editor_new         (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_connecting_wall_editor  (void);

/* For tests: the card selected (-1 none), the last verify's summary (or
 * NULL), and the alternative shown (-1: the rows as laid out). */
int                 pw_connecting_wall_editor_get_selected    (PwConnectingWallEditor *self);
const char         *pw_connecting_wall_editor_get_verdict     (PwConnectingWallEditor *self);
int                 pw_connecting_wall_editor_get_alternative (PwConnectingWallEditor *self);
/* The play preview while it runs, or NULL. */
GtkWidget          *pw_connecting_wall_editor_get_play        (PwConnectingWallEditor *self);
/* Where card @index is drawn on the canvas, in the canvas's pixels. */
gboolean            pw_connecting_wall_editor_get_card_rect   (PwConnectingWallEditor *self, guint index,
                                                    graphene_rect_t *rect);

G_END_DECLS
