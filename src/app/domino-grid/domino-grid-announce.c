/* domino-grid-announce.c — what a screen reader hears of the board: the
 * cell under the keyboard's cursor (its number, or a hole, and the
 * domino laid on it), said after each key, with what the editor answered
 * to that key; verdicts that come later (Verify, Hint, Explain) are said
 * as they come. */
#include <glib/gi18n.h>

#include "domino-grid-editor-private.h"
#include "pw-a11y.h"

/* The cell at the cursor, in words. */
static char *
describe_cell (PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int row = self->cursor_r + 1, col = self->cursor_c + 1;
  int pos = self->cursor_r * g->cols + self->cursor_c;
  int v = g->cells[pos];
  if (v == PW_DOMINO_GRID_HOLE)
    /* Translators: the board's cell the keyboard is on. */
    return g_strdup_printf (_("Row %d, column %d: a hole"), row, col);
  int mate = g->mate ? g->mate[pos] : PW_DOMINO_GRID_NO_MATE;
  if (mate < 0)
    /* Translators: the board's cell the keyboard is on, and its number. */
    return g_strdup_printf (_("Row %d, column %d: %d"), row, col, v);
  int other = g->cells[mate];
  /* Translators: the cell the keyboard is on, its number, and the other
   * half of the domino laid on it, with the number of that half. */
  if (mate == pos + 1)
    return g_strdup_printf (_("Row %d, column %d: %d, a domino with %d to its right"), row, col,
                            v, other);
  if (mate == pos - 1)
    return g_strdup_printf (_("Row %d, column %d: %d, a domino with %d to its left"), row, col,
                            v, other);
  if (mate < pos)
    return g_strdup_printf (_("Row %d, column %d: %d, a domino with %d above it"), row, col, v,
                            other);
  return g_strdup_printf (_("Row %d, column %d: %d, a domino with %d below it"), row, col, v,
                          other);
}

void
pw_domino_grid_announce_begin (PwDominoGridEditor *self)
{
  g_clear_pointer (&self->said, g_free);
  self->announcing = TRUE;
}

void
pw_domino_grid_announce_end (PwDominoGridEditor *self)
{
  self->announcing = FALSE;
  g_autofree char *cell = describe_cell (self);
  g_autofree char *said = g_steal_pointer (&self->said);
  if (said)
    {
      /* Translators: what the keyboard's cell holds, then what the editor
       * said about the key just pressed ("Picked 3-5: …"). */
      g_autofree char *both = g_strdup_printf (_("%s. %s"), cell, said);
      pw_a11y_announce (self->canvas, both);
    }
  else
    pw_a11y_announce (self->canvas, cell);
}

void
pw_domino_grid_announce_said (PwDominoGridEditor *self, const char *text)
{
  /* The help shown when nothing else is said is the status line's, not
   * news: a screen reader finds it there. */
  if (text == NULL || *text == '\0' || text == self->help_text)
    return;
  if (self->announcing)
    {
      g_free (self->said);
      self->said = g_strdup (text);
    }
  else
    pw_a11y_announce (self->canvas, text);
}
