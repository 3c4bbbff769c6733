/* domino-grid-edits.c — the editor's edits, each one pw_document_apply():
 * laying, moving, turning and taking off dominoes, typing numbers.
 *
 * A laid domino is only a pairing of two cells (the model's `mate`); the
 * domino it is comes from the cells' numbers.  So a domino from the
 * boneyard goes only where the cells hold its numbers, unless "Write
 * numbers" is on (design from a tiling): then it writes them.
 */
#include <glib/gi18n.h>

#include "domino-grid-editor-private.h"

static PwDominoGrid *
edit_copy (PwDominoGridEditor *self)
{
  return (PwDominoGrid *) pw_document_dup_model (self->document);
}

static void
unpair (PwDominoGrid *g, int i)
{
  if (i < 0 || g->mate == NULL || g->mate[i] < 0)
    return;
  g->mate[g->mate[i]] = PW_DOMINO_GRID_NO_MATE;
  g->mate[i] = PW_DOMINO_GRID_NO_MATE;
}

static void
pair (PwDominoGrid *g, int a, int b)
{
  if (g->mate == NULL)
    pw_domino_grid_init_solution (g);
  unpair (g, a);
  unpair (g, b);
  g->mate[a] = b;
  g->mate[b] = a;
}

static gboolean
neighbours (const PwDominoGrid *g, int a, int b)
{
  int ra = a / g->cols, ca = a % g->cols, rb = b / g->cols, cb = b % g->cols;
  return abs (ra - rb) + abs (ca - cb) == 1;
}

static gboolean
free_cell (const PwDominoGrid *g, int pos)
{
  return pos >= 0 && pos < g->rows * g->cols && g->cells[pos] != PW_DOMINO_GRID_HOLE;
}

static gboolean
design_mode (PwDominoGridEditor *self)
{
  return gtk_check_button_get_active (self->design);
}

gboolean
pw_domino_grid_canvas_fits (PwDominoGridEditor *self, int a, int b, int first, int second)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  if (!free_cell (g, a) || !free_cell (g, b) || !neighbours (g, a, b))
    return FALSE;
  if (design_mode (self))
    return TRUE;
  return (g->cells[a] == first && g->cells[b] == second)
         || (g->cells[a] == second && g->cells[b] == first);
}

gboolean
pw_domino_grid_canvas_place (PwDominoGridEditor *self, int pos, int grab, gboolean vertical, int *a,
                        int *b)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  if (pos < 0)
    return FALSE;
  int r = pos / g->cols, c = pos % g->cols;
  int dr = vertical ? 1 : 0, dc = vertical ? 0 : 1;
  /* The grabbed half on @pos; the other half after it (grab 0) or before
   * it (grab 1).  At the edge of the board the domino slides back in. */
  int r1 = grab == 0 ? r : r - dr, c1 = grab == 0 ? c : c - dc;
  if (r1 + dr >= g->rows || c1 + dc >= g->cols)
    r1 -= dr, c1 -= dc;
  if (r1 < 0 || c1 < 0)
    r1 += dr, c1 += dc;
  if (r1 < 0 || c1 < 0 || r1 + dr >= g->rows || c1 + dc >= g->cols)
    return FALSE;
  *a = r1 * g->cols + c1;
  *b = (r1 + dr) * g->cols + c1 + dc;
  return TRUE;
}

gboolean
pw_domino_grid_canvas_lay_domino (PwDominoGridEditor *self, int a, int b, int first, int second,
                             int from_a, int from_b)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (!free_cell (cur, a) || !free_cell (cur, b) || !neighbours (cur, a, b))
    {
      pw_domino_grid_canvas_say (self, _("A domino covers two neighbouring cells of the board"));
      return FALSE;
    }
  if (!pw_domino_grid_canvas_fits (self, a, b, first, second))
    {
      g_autofree char *ca = pw_domino_grid_cell_name (a / cur->cols, a % cur->cols);
      g_autofree char *cb = pw_domino_grid_cell_name (b / cur->cols, b % cur->cols);
      g_autofree char *text
        = g_strdup_printf (_("%d-%d does not fit on %s and %s, which hold %d and %d (turn on "
                             "“Write numbers” to design)"),
                           MIN (first, second), MAX (first, second), ca, cb, cur->cells[a],
                           cur->cells[b]);
      pw_domino_grid_canvas_say (self, text);
      return FALSE;
    }
  gboolean moving = from_a >= 0 && from_b >= 0;
  if (moving && ((from_a == a && from_b == b) || (from_a == b && from_b == a))
      && (!design_mode (self) || (cur->cells[a] == first && cur->cells[b] == second)))
    return TRUE; /* dropped where it was: nothing changes */
  PwDominoGrid *g = edit_copy (self);
  if (design_mode (self))
    {
      g->cells[a] = (gint8) first;
      g->cells[b] = (gint8) second;
    }
  if (moving && g->mate)
    unpair (g, from_a);
  pair (g, a, b);
  pw_document_apply (self->document, &g->parent, moving ? _("Move Domino") : _("Lay Domino"));
  return TRUE;
}

/* Pairs two neighbouring cells: the domino their numbers make. */
void
pw_domino_grid_canvas_lay_cells (PwDominoGridEditor *self, int a, int b)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (!free_cell (cur, a) || !free_cell (cur, b) || !neighbours (cur, a, b))
    return;
  if (cur->mate && cur->mate[a] == b)
    return;
  PwDominoGrid *g = edit_copy (self);
  pair (g, a, b);
  pw_document_apply (self->document, &g->parent, _("Lay Domino"));
}

void
pw_domino_grid_canvas_take_off (PwDominoGridEditor *self, int pos)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (pos < 0 || cur->mate == NULL || cur->mate[pos] < 0)
    return;
  PwDominoGrid *g = edit_copy (self);
  unpair (g, pos);
  pw_document_apply (self->document, &g->parent, _("Take Domino Off"));
}

void
pw_domino_grid_canvas_take_all_off (PwDominoGridEditor *self)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (cur->mate == NULL)
    return;
  PwDominoGrid *g = edit_copy (self);
  pw_domino_grid_clear_solution (g);
  pw_document_apply (self->document, &g->parent, _("Take All Off"));
}

gboolean
pw_domino_grid_canvas_turn_laid (PwDominoGridEditor *self, int pos)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (pos < 0 || cur->mate == NULL || cur->mate[pos] < 0)
    return FALSE;
  int m = cur->mate[pos];
  int dr = m / cur->cols - pos / cur->cols, dc = m % cur->cols - pos % cur->cols;
  int r = pos / cur->cols, c = pos % cur->cols;
  /* A quarter turn clockwise about @pos, or the next that fits. */
  for (int k = 0; k < 3; k++)
    {
      int t = dr;
      dr = dc;
      dc = -t;
      int r2 = r + dr, c2 = c + dc;
      if (r2 < 0 || r2 >= cur->rows || c2 < 0 || c2 >= cur->cols)
        continue;
      int q = r2 * cur->cols + c2;
      if (!free_cell (cur, q))
        continue;
      PwDominoGrid *g = edit_copy (self);
      /* In design mode the numbers turn with the domino. */
      if (design_mode (self))
        g->cells[q] = cur->cells[m];
      unpair (g, pos);
      pair (g, pos, q);
      pw_document_apply (self->document, &g->parent, _("Turn Domino"));
      return TRUE;
    }
  return FALSE;
}

void
pw_domino_grid_canvas_set_number (PwDominoGridEditor *self, int pos, int v)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (cur->cells[pos] == v)
    return;
  PwDominoGrid *g = edit_copy (self);
  g->cells[pos] = (gint8) v;
  if (v == PW_DOMINO_GRID_HOLE)
    unpair (g, pos);
  pw_document_apply (self->document, &g->parent,
                     v == PW_DOMINO_GRID_HOLE ? _("Make Hole") : _("Type Number"));
}

/* Lays the picked boneyard domino with its first half at @pos. */
void
pw_domino_grid_canvas_lay_picked (PwDominoGridEditor *self, int pos)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  if (self->picked < 0 || self->picked >= (int) cur->dominoes->len || pos < 0)
    return;
  PwDominoGridDomino d = g_array_index (cur->dominoes, PwDominoGridDomino, self->picked);
  int a, b;
  if (!pw_domino_grid_canvas_place (self, pos, 0, self->vertical, &a, &b))
    return;
  /* Either way round, whichever the cells hold. */
  if (!design_mode (self) && cur->cells[a] == d.hi && cur->cells[b] == d.lo)
    pw_domino_grid_canvas_lay_domino (self, a, b, d.hi, d.lo, -1, -1);
  else
    pw_domino_grid_canvas_lay_domino (self, a, b, d.lo, d.hi, -1, -1);
}
