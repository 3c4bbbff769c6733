/* connecting-wall-text.h — walls typed as text ("wall-text"):
 *
 *   # Terms for zero
 *   Nil	Love	Duck	Zilch
 *   # Poker terms
 *   …
 *
 * One group a line, cards separated by tabs (or, when a line has no tab,
 * by spaces); a "#" line before a row names its connection.  Cards that
 * are all single CJK characters make a CJK wall whose categories come
 * from the decomposition table; other cards share their row's connection
 * as their category. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

#define PW_CONNECTING_WALL_TEXT_MAX_BYTES (64 * 1024)

PwModel *pw_connecting_wall_text_import (const char *text, gsize length, GError **error);
char    *pw_connecting_wall_text_export (const PwModel *model, GError **error);

G_END_DECLS
