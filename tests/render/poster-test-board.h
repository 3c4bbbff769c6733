/* poster-test-board.h — a name-dominoes board full of tiles, for the
 * poster tests: plenty of ink everywhere, so overlapping strips of two
 * pages have something to compare.  Legality does not matter to drawing. */
#pragma once

#include "name-dominoes-model.h"

static inline PwNameDominoesModel *
poster_test_board (guint width, guint height)
{
  static const char *const names[] = { "TIM", "COOK", "AMY", "ADAMS", "FRANK LLOYD", "WRIGHT",
                                       "PRINCE", "GRACE", "KELLY", "JOHN", "LEE", "NEVE" };
  PwNameDominoesModel *m = pw_name_dominoes_model_new (width, height);
  guint k = 0;
  for (guint y = 0; y < height; y++)
    for (guint x = y % 2; x + 1 < width; x += 2)
      {
        /* Every seventh square stays empty, so the board is not a plain grid. */
        if ((x * 3 + y * 5) % 7 == 0)
          continue;
        const char *tile[2] = { names[k % G_N_ELEMENTS (names)],
                                names[(k * 5 + 3) % G_N_ELEMENTS (names)] };
        guint t = pw_name_dominoes_model_add_tile (m, tile, 2);
        g_assert_true (pw_name_dominoes_model_place (m, t, (int) x, (int) y, PW_NAME_DOMINOES_RIGHT, NULL));
        k++;
      }
  return m;
}
