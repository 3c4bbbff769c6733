/* connecting-wall-play.h — the wall as players meet it: shuffled cards,
 * pick K, a right group locks, moves up and takes its colour; a timer,
 * and three lives once two groups are found, as on the show. */
#pragma once

#include <gtk/gtk.h>

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

#define PW_TYPE_CONNECTING_WALL_PLAY (pw_connecting_wall_play_get_type ())
G_DECLARE_FINAL_TYPE (PwConnectingWallPlay, pw_connecting_wall_play, PW, CONNECTING_WALL_PLAY, GtkWidget)

/* Plays a copy of @model, shuffled by @seed. */
GtkWidget *pw_connecting_wall_play_new        (const PwConnectingWallModel *model, guint64 seed);

/* What a click on card @index does (FALSE: ignored, as while an
 * animation runs or once the game is over). */
gboolean   pw_connecting_wall_play_pick       (PwConnectingWallPlay *self, guint index);
guint      pw_connecting_wall_play_get_found  (PwConnectingWallPlay *self);
/* -1 until two groups are found, then the lives left. */
int        pw_connecting_wall_play_get_lives  (PwConnectingWallPlay *self);
gboolean   pw_connecting_wall_play_is_busy    (PwConnectingWallPlay *self);
gboolean   pw_connecting_wall_play_is_over    (PwConnectingWallPlay *self);
/* The keyboard's place on the wall, row by row from 0, and the card at a
 * place (-1 for none). */
guint      pw_connecting_wall_play_get_cursor (PwConnectingWallPlay *self);
int        pw_connecting_wall_play_card_at_place (PwConnectingWallPlay *self, guint place);

G_END_DECLS
