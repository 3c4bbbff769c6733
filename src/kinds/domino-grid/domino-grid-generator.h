/* domino-grid-generator.h — new puzzles with exactly one solution. */
#pragma once

#include "domino-grid.h"

G_BEGIN_DECLS

/* Parameters: n (the double-N set, 0..PW_DOMINO_GRID_MAX_DOUBLE; default 6),
 * grade (easy, medium, hard, extreme, unreasonable; default medium: the
 * grades of Simon Tatham's Dominosa, and one beyond for trial and error), shape (rows of
 * '#' for a cell and '.' for a hole, separated by newlines or '/'; default
 * N+1 rows of N+2 columns, or for a quadrille (double-2 and double-6 only)
 * a square of 2×2 blocks laid like bricks; a value made only of those characters is the
 * shape itself, anything else names a file holding it), quadrille
 * (true/false: numbers in 2×2 blocks), leave-out (dominoes to leave out
 * when the shape is smaller than the set, "0-0,1-5"; otherwise the
 * generator picks them), faces (pips or numerals: how the halves are
 * drawn; pips by default, up to 12).  The same @seed gives the same
 * puzzle. */
PwModel *pw_domino_grid_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                                  GCancellable *cancellable, GError **error);

/* Whether a quadrille can be generated for the double-@n set at @grade
 * (a PW_DOMINO_GRID_LEVEL_*) on the board the generator picks when no shape is
 * given; FALSE with the reason in words (newly allocated) in @reason. */
gboolean pw_domino_grid_quadrille_possible (int n, int grade, char **reason);

/* Numbers for a layout laid by hand (@layout's stored solution, covering
 * every cell): the set dealt onto it so that the board has exactly one
 * solution, that layout, at @grade (NULL: medium). */
PwDominoGrid *pw_domino_grid_number_layout (const PwDominoGrid *layout, const char *grade,
                                            guint64 seed, GCancellable *cancellable,
                                            GError **error);

G_END_DECLS
