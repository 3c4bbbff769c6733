/* connecting-wall-play.h — the wall as players meet it: shuffled cards,
 * pick K, a right group locks, moves up and takes its colour; a timer,
 * and three lives once two groups are found, as on the show. */
#pragma once

#include <gtk/gtk.h>

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

#define PW_TYPE_WALL_PLAY (pw_wall_play_get_type ())
G_DECLARE_FINAL_TYPE (PwWallPlay, pw_wall_play, PW, WALL_PLAY, GtkWidget)

/* Plays a copy of @model, shuffled by @seed. */
GtkWidget *pw_wall_play_new        (const PwWallModel *model, guint64 seed);

/* What a click on card @index does (FALSE: ignored, as while an
 * animation runs or once the game is over). */
gboolean   pw_wall_play_pick       (PwWallPlay *self, guint index);
guint      pw_wall_play_get_found  (PwWallPlay *self);
/* -1 until two groups are found, then the lives left. */
int        pw_wall_play_get_lives  (PwWallPlay *self);
gboolean   pw_wall_play_is_busy    (PwWallPlay *self);
gboolean   pw_wall_play_is_over    (PwWallPlay *self);

G_END_DECLS
