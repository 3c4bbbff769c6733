/* connecting-wall-gloss.h — what a CJK wall's key says beside each
 * character and each connection, and what the editor shows on hover:
 * the reading a pupil says (pinyin, or on and kun readings on a Japanese
 * wall) and a short meaning, from Unihan (connecting-wall-unihan.h).
 * Every call returns NULL when the wall is not CJK, the text is not one
 * character, or Unihan is not installed or has nothing to say. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* "bìng", or "ビョウ・やむ" on a wall whose script is Japanese. */
char *pw_connecting_wall_gloss_reading (const PwConnectingWallModel *m, const char *text);
/* "illness". */
char *pw_connecting_wall_gloss_meaning (const PwConnectingWallModel *m, const char *text);
/* Both in one line for a tooltip: "病 bìng — illness". */
char *pw_connecting_wall_gloss_line    (const PwConnectingWallModel *m, const char *text);

G_END_DECLS
