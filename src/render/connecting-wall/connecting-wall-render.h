/* connecting-wall-render.h — drawing connecting walls, on paper and in
 * the editor. */
#pragma once

#include "connecting-wall-kind.h"
#include "pw-html.h"
#include "pw-render.h"

G_BEGIN_DECLS

/* Card sizes in points at scale 1: CJK cards are square, with glyphs a
 * child reads from arm's length; text cards are wider. */
#define PW_CONNECTING_WALL_CJK_CARD 64.0
#define PW_CONNECTING_WALL_TEXT_CARD_WIDTH 112.0
#define PW_CONNECTING_WALL_TEXT_CARD_HEIGHT 52.0
#define PW_CONNECTING_WALL_GAP 6.0
/* On screen, the connections beside the rows (the editor's canvas, play). */
#define PW_CONNECTING_WALL_LABEL_COLUMN 170.0

const PwKindRender *pw_connecting_wall_render (void);
/* The wall played on the class screen (connecting-wall-page.c). */
extern const PwKindPage pw_connecting_wall_page;

void     pw_connecting_wall_render_card_size (const PwConnectingWallModel *m, double *width, double *height);
/* The colour of group @g (as on the show, each found group its own). */
void     pw_connecting_wall_render_group_rgb (guint g, double *r, double *gr, double *b);
/* One card: a rounded box filled with @rgb (NULL: plain), its text as
 * large as fits. */
void     pw_connecting_wall_render_card      (cairo_t *cr, const PwConnectingWallModel *m, const char *text,
                                   double x, double y, double w, double h, const double *rgb);
/* A group's connection in the box (@x, @y, @w, @h), as the key prints
 * it: a component as large as a card's glyph, words wrapped and cut
 * short with an ellipsis; in the cairo source colour. */
void     pw_connecting_wall_render_connection (cairo_t *cr, const PwConnectingWallModel *m,
                                               const char *text, double x, double y, double w,
                                               double h, gboolean bold);
/* The order the sheet shows the cards in: position i shows card
 * order[i] (row by row), the same for the same wall. */
GArray  *pw_connecting_wall_render_shuffle   (const PwConnectingWallModel *m);

/* Whether the font sheets use for CJK can draw @c (harfbuzz, through
 * fontconfig's choice for "Sans" in Chinese).  Any thread. */

G_END_DECLS
