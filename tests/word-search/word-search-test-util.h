/* word-search-test-util.h — small word searches written out by hand for tests. */
#pragma once

#include "pw-kinds.h"
#include "word-search.h"

/* A model from rows of letters ('.' for a cell outside the shape, ' ' for
 * an empty cell), each letter one byte (ASCII grids), and words. */
static inline PwWordSearchModel *
ws_test_grid (const char *const *rows, const char *const *words)
{
  guint h = g_strv_length ((char **) rows), w = strlen (rows[0]);
  PwWordSearchModel *m = pw_word_search_model_new (w, h);
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        char c = rows[y][x];
        m->mask[y * w + x] = c != '.';
        if (c != '.' && c != ' ')
          m->cells[y * w + x] = g_strndup (&c, 1);
      }
  for (const char *const *word = words; word && *word; word++)
    pw_word_search_model_add_word (m, *word);
  return m;
}
