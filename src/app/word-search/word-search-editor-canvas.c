/* word-search-editor-canvas.c — the grid: its geometry, its drawing and
 * the mouse and keys on it.
 *
 * The grid is drawn through the kind's renderer (the same function the
 * printed key uses, so screen and paper agree); the canvas adds what
 * editing needs: cells outside the shape crossed out, the cursor and the
 * line being dragged.
 *
 * Mouse: drag from a word's first cell to its last to place it (pinned:
 * the designer put it there); click a cell for the cursor.  With Paint
 * Shape on, a drag paints cells in or out of the shape, one edit per
 * stroke.  Keys: letters go through an input method into the cursor's
 * cell, the arrows move the cursor, Backspace and Delete clear it. */
#include "word-search-editor-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "word-search-render.h"

/* ---- geometry ------------------------------------------------------------ */

static double
cell_size (PwWordSearchEditor *self, double *x0, double *y0)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self->canvas));
  double h = gtk_widget_get_height (GTK_WIDGET (self->canvas));
  double cell = MAX (4.0, MIN (w / m->width, h / m->height));
  *x0 = (w - cell * m->width) / 2;
  *y0 = (h - cell * m->height) / 2;
  return cell;
}

static gboolean
cell_at (PwWordSearchEditor *self, double x, double y, int *row, int *col)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  double x0, y0, cell = cell_size (self, &x0, &y0);
  int c = (int) ((x - x0) / cell), r = (int) ((y - y0) / cell);
  if (x < x0 || y < y0 || c >= (int) m->width || r >= (int) m->height)
    return FALSE;
  *row = r;
  *col = c;
  return TRUE;
}

/* The direction and length of the line from one cell to another, when it
 * is one of the eight. */
static gboolean
line_between (int r0, int c0, int r1, int c1, PwWordSearchDirection *d, guint *n)
{
  int dr = r1 - r0, dc = c1 - c0;
  if (!(dr == 0 || dc == 0 || ABS (dr) == ABS (dc)))
    return FALSE;
  int sx = (dc > 0) - (dc < 0), sy = (dr > 0) - (dr < 0);
  *n = MAX (ABS (dr), ABS (dc)) + 1;
  for (guint k = 0; k < PW_WORD_SEARCH_N_DIRECTIONS; k++)
    {
      int dx, dy;
      pw_word_search_direction_step (k, &dx, &dy);
      if (dx == sx && dy == sy)
        {
          *d = k;
          return TRUE;
        }
    }
  *d = PW_WORD_SEARCH_RIGHT;
  return *n == 1;
}

/* ---- drawing ------------------------------------------------------------- */

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwWordSearchEditor *self = data;
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  double x0, y0, cell = cell_size (self, &x0, &y0);
  cairo_translate (cr, x0, y0);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, cell * m->width, cell * m->height);
  cairo_fill (cr);

  g_autoptr (PwModel) shown = NULL;
  if (self->paint_mask)
    {
      shown = pw_model_copy (&m->parent);
      memcpy (((PwWordSearchModel *) shown)->mask, self->paint_mask, m->width * m->height);
      m = (const PwWordSearchModel *) shown;
    }
  /* Cells outside the shape are crossed out lightly, so the shape shows
   * while it is painted. */
  cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_set_line_width (cr, 1);
  for (guint y = 0; y < m->height; y++)
    for (guint x = 0; x < m->width; x++)
      if (!m->mask[y * m->width + x])
        {
          cairo_move_to (cr, x * cell + cell * 0.3, y * cell + cell * 0.3);
          cairo_line_to (cr, x * cell + cell * 0.7, y * cell + cell * 0.7);
        }
  cairo_stroke (cr);
  pw_word_search_render_grid (cr, m, cell, TRUE);

  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 2);
  if (self->cursor_row >= 0 && !self->dragging && gtk_widget_has_focus (GTK_WIDGET (self->canvas)))
    /* The keyboard's cursor: a ring that shows in high contrast too. */
    pw_a11y_draw_focus_ring (cr, self->cursor_col * cell + 2, self->cursor_row * cell + 2,
                             cell - 4, cell - 4);
  else if (self->cursor_row >= 0 && !self->dragging)
    {
      cairo_rectangle (cr, self->cursor_col * cell + 1, self->cursor_row * cell + 1, cell - 2,
                       cell - 2);
      cairo_stroke (cr);
    }
  /* A word marked from the keys, from its first letter to the cursor. */
  PwWordSearchDirection md;
  guint mn;
  if (self->mark_row >= 0 && self->cursor_row >= 0
      && line_between (self->mark_row, self->mark_col, self->cursor_row, self->cursor_col, &md,
                       &mn))
    {
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      pw_word_search_render_outline (cr, cell, self->mark_row, self->mark_col, md, mn);
      cairo_stroke (cr);
    }
  PwWordSearchDirection d;
  guint n;
  if (self->dragging && !self->paint_mask
      && line_between (self->drag_row0, self->drag_col0, self->drag_row1, self->drag_col1, &d,
                       &n))
    {
      pw_word_search_render_outline (cr, cell, self->drag_row0, self->drag_col0, d, n);
      cairo_stroke (cr);
    }
}

/* ---- the canvas: dragging, painting, typing ------------------------------ */

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwWordSearchEditor *self)
{
  int r, c;
  if (!cell_at (self, x, y, &r, &c))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  self->dragging = TRUE;
  self->drag_row0 = self->drag_row1 = r;
  self->drag_col0 = self->drag_col1 = c;
  if (gtk_toggle_button_get_active (self->shape_toggle))
    {
      const PwWordSearchModel *m = pw_word_search_editor_model (self);
      self->paint_mask = g_memdup2 (m->mask, m->width * m->height);
      self->paint_value = !m->mask[r * m->width + c];
      self->paint_mask[r * m->width + c] = self->paint_value;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, PwWordSearchEditor *self)
{
  double x, y;
  int r, c;
  if (!self->dragging || !gtk_gesture_drag_get_start_point (gesture, &x, &y)
      || !cell_at (self, x + dx, y + dy, &r, &c))
    return;
  self->drag_row1 = r;
  self->drag_col1 = c;
  if (self->paint_mask)
    self->paint_mask[r * pw_word_search_editor_model (self)->width + c] = self->paint_value;
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Places a word along the dragged line: the chosen word if it has that
 * many letters, else the first unplaced word that has.  A word placed by
 * hand is pinned: the designer put it there. */
static void
place_dragged (PwWordSearchEditor *self, PwWordSearchDirection d, guint n)
{
  const PwWordSearchModel *cur = pw_word_search_editor_model (self);
  int chosen = pw_word_search_editor_selected_word (self), pick = -1;
  for (int pass = 0; pass < 2 && pick < 0; pass++)
    for (guint i = 0; i < cur->words->len && pick < 0; i++)
      {
        const PwWordSearchWord *w = cur->words->pdata[i];
        guint len = 0;
        g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &len);
        if (len == n && (pass == 0 ? (int) i == chosen : !w->placed))
          pick = i;
      }
  if (pick < 0)
    {
      g_autofree char *msg = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "No word of %u letter to place there",
                     "No word of %u letters to place there", n),
        n);
      pw_kind_editor_toast (GTK_WIDGET (self), msg);
      return;
    }
  if (!pw_word_search_fits (cur, self->drag_row0, self->drag_col0, d, n))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("That line leaves the grid’s shape"));
      return;
    }
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  PwWordSearchWord *w = m->words->pdata[pick];
  g_auto (GStrv) letters = pw_word_search_word_letters (w->text, NULL);
  int dx, dy;
  pw_word_search_direction_step (d, &dx, &dy);
  for (guint k = 0; k < n; k++)
    {
      guint c = (self->drag_row0 + dy * (int) k) * m->width + self->drag_col0 + dx * (int) k;
      g_free (m->cells[c]);
      m->cells[c] = pw_word_search_cased (m, letters[k]);
    }
  w->placed = w->pinned = TRUE;
  w->row = self->drag_row0;
  w->col = self->drag_col0;
  w->direction = d;
  pw_word_search_editor_apply (self, m, _("Place Word"));
}

void
pw_word_search_editor_place_line (PwWordSearchEditor *self, int row0, int col0, int row1,
                                  int col1)
{
  PwWordSearchDirection d;
  guint n;
  if (!line_between (row0, col0, row1, col1, &d, &n))
    return;
  self->drag_row0 = row0;
  self->drag_col0 = col0;
  place_dragged (self, d, n);
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwWordSearchEditor *self)
{
  if (!self->dragging)
    return;
  self->dragging = FALSE;
  if (self->paint_mask)
    {
      g_autofree guint8 *mask = g_steal_pointer (&self->paint_mask);
      const PwWordSearchModel *cur = pw_word_search_editor_model (self);
      if (memcmp (mask, cur->mask, cur->width * cur->height) != 0)
        {
          PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
          memcpy (m->mask, mask, m->width * m->height);
          for (guint c = 0; c < m->width * m->height; c++)
            if (!m->mask[c])
              g_clear_pointer (&m->cells[c], g_free);
          pw_word_search_model_resize (m, m->width, m->height);
          pw_word_search_editor_apply (self, m, _("Paint Shape"));
        }
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
      return;
    }
  PwWordSearchDirection d;
  guint n;
  if (self->drag_row0 == self->drag_row1 && self->drag_col0 == self->drag_col1)
    {
      self->cursor_row = self->drag_row0;
      self->cursor_col = self->drag_col0;
    }
  else if (line_between (self->drag_row0, self->drag_col0, self->drag_row1, self->drag_col1,
                         &d, &n))
    place_dragged (self, d, n);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
set_cursor_letter (PwWordSearchEditor *self, const char *letter)
{
  const PwWordSearchModel *cur = pw_word_search_editor_model (self);
  if (self->cursor_row < 0)
    return;
  guint c = self->cursor_row * cur->width + self->cursor_col;
  /* A letter typed in the other case is written in the grid's. */
  g_autofree char *cased = letter ? pw_word_search_cased (cur, letter) : NULL;
  if (!cur->mask[c] || g_strcmp0 (cur->cells[c], cased) == 0)
    return;
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  g_free (m->cells[c]);
  m->cells[c] = g_steal_pointer (&cased);
  pw_word_search_editor_apply (self, m, letter ? _("Type Letter") : _("Clear Letter"));
}

static void
im_commit (GtkIMContext *im, const char *text, PwWordSearchEditor *self)
{
  g_auto (GStrv) letters = pw_text_graphemes (text, -1, NULL);
  for (char **l = letters; l && *l; l++)
    {
      if (g_unichar_isspace (g_utf8_get_char (*l)))
        continue;
      set_cursor_letter (self, *l);
      if (self->cursor_col + 1 < (int) pw_word_search_editor_model (self)->width)
        self->cursor_col++;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static gboolean
key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
             PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  if (self->cursor_row < 0)
    return FALSE;
  int dr = 0, dc = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: dc = -1; break;
    case GDK_KEY_Right: dc = 1; break;
    case GDK_KEY_Up: dr = -1; break;
    case GDK_KEY_Down: dr = 1; break;
    case GDK_KEY_BackSpace:
    case GDK_KEY_Delete:
      set_cursor_letter (self, NULL);
      return TRUE;
    default:
      return FALSE;
    }
  self->cursor_row = CLAMP (self->cursor_row + dr, 0, (int) m->height - 1);
  self->cursor_col = CLAMP (self->cursor_col + dc, 0, (int) m->width - 1);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  return TRUE;
}

void
pw_word_search_editor_canvas_init (PwWordSearchEditor *self)
{
  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);
  pw_a11y_follow_settings (self->canvas);

  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));

  self->im = gtk_im_multicontext_new ();
  g_signal_connect (self->im, "commit", G_CALLBACK (im_commit), self);
  GtkEventController *key = gtk_event_controller_key_new ();
  gtk_event_controller_key_set_im_context (GTK_EVENT_CONTROLLER_KEY (key), self->im);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), key);
}
