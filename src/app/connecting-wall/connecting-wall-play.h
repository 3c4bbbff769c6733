/* connecting-wall-play.h — the wall as players meet it: shuffled cards,
 * pick K, a right group locks, moves up, takes its colour and shows its
 * connection; a timer, and lives once two groups are found, as on the
 * show (the wall's own time limit and lives).  When time or lives run
 * out, the groups not found are resolved one by one. */
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
/* The rows that are done: found by the player or resolved at the end. */
guint      pw_connecting_wall_play_get_found  (PwConnectingWallPlay *self);
/* -1 until two groups are found (and always, with no limit on lives),
 * then the lives left. */
int        pw_connecting_wall_play_get_lives  (PwConnectingWallPlay *self);
gboolean   pw_connecting_wall_play_is_busy    (PwConnectingWallPlay *self);
/* No more picks: solved, out of time or out of lives (the groups not
 * found may still be being resolved). */
gboolean   pw_connecting_wall_play_is_over    (PwConnectingWallPlay *self);
/* The keyboard's place on the wall, row by row from 0, and the card at a
 * place (-1 for none). */
guint      pw_connecting_wall_play_get_cursor (PwConnectingWallPlay *self);
int        pw_connecting_wall_play_card_at_place (PwConnectingWallPlay *self, guint place);
/* Where row @row's connection shows once the row is done, in the
 * coordinates of the drawing area (named "wall-play"). */
gboolean   pw_connecting_wall_play_get_label_rect (PwConnectingWallPlay *self, guint row,
                                                   graphene_rect_t *rect);

G_END_DECLS
