/* word-search-render.h — how a word search draws, on paper and in the
 * editor. */
#pragma once

#include "pw-html.h"
#include "pw-render.h"
#include "word-search.h"

G_BEGIN_DECLS

/* The distance between letter centres at scale 1, the same across and
 * down so that diagonals run at 45 degrees. */
#define PW_WORD_SEARCH_RENDER_CELL 22.0

const PwKindRender *pw_word_search_render (void);
/* The word search played on the class screen (word-search-page.c). */
extern const PwKindPage pw_word_search_page;

/* The grid alone, @cell points a cell, from (0, 0): letters, the shape,
 * and with @key each placed word outlined by a rounded rectangle along
 * its line.  The editor draws through this too. */
void pw_word_search_render_grid    (cairo_t *cr, const PwWordSearchModel *m, double cell, gboolean key);
/* One outline along a word's line, from cell (row, col) over @n cells. */
void pw_word_search_render_outline (cairo_t *cr, double cell, int row, int col, PwWordSearchDirection d,
                           guint n);

G_END_DECLS
