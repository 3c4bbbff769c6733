/* domino-grid-canvas.c — the board: its geometry, its drawing and the
 * mouse on it.
 *
 * The board itself (cells, numbers or pips, the outline of the shape) is
 * drawn by the kind's renderer, as on paper; the canvas adds what editing
 * needs: holes and hints under it, and over it the laid dominoes (blue,
 * red when they clash), Verify's solution or the explanation's step, the
 * domino being dragged, and the cursor.
 *
 * Mouse: drag from a free cell to its neighbour to lay the domino the two
 * numbers make.  Click a laid domino to take it off; right-click or scroll
 * on it to turn it.  Right-drag over free cells paints holes (or erases
 * them), as one edit per stroke.  Click a cell to lay the domino picked in
 * the boneyard there.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "domino-grid-editor-private.h"
#include "domino-grid-render.h"
#include "pw-a11y.h"

/* ---- geometry ---- */

const PwDominoGrid *
pw_domino_grid_canvas_grid (PwDominoGridEditor *self)
{
  /* While a right-drag paints holes, the canvas shows the stroke's copy
   * and applies it once, at the end: a stroke is one edit. */
  if (self->stroke)
    return self->stroke;
  return (const PwDominoGrid *) pw_document_get_model (self->document);
}

double
pw_domino_grid_canvas_cell_size (PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double w = gtk_widget_get_width (self->canvas), h = gtk_widget_get_height (self->canvas);
  return MAX (8.0, floor (MIN ((w - 16) / g->cols, (h - 16) / g->rows)));
}

void
pw_domino_grid_canvas_origin (PwDominoGridEditor *self, double *x0, double *y0)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double s = pw_domino_grid_canvas_cell_size (self);
  *x0 = floor ((gtk_widget_get_width (self->canvas) - s * g->cols) / 2);
  *y0 = floor ((gtk_widget_get_height (self->canvas) - s * g->rows) / 2);
}

int
pw_domino_grid_canvas_pos_at (PwDominoGridEditor *self, double x, double y)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  int c = (int) floor ((x - x0) / s), r = (int) floor ((y - y0) / s);
  if (r < 0 || r >= g->rows || c < 0 || c >= g->cols)
    return -1;
  return r * g->cols + c;
}

gboolean
pw_domino_grid_canvas_use_pips (PwDominoGridEditor *self)
{
  return pw_domino_grid_use_pips (pw_domino_grid_canvas_grid (self));
}

void
pw_domino_grid_canvas_move_cursor (PwDominoGridEditor *self, int dr, int dc)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  self->cursor_r = CLAMP (self->cursor_r + dr, 0, g->rows - 1);
  self->cursor_c = CLAMP (self->cursor_c + dc, 0, g->cols - 1);
  self->last_digit_time = 0; /* a digit typed next starts a new number */
  gtk_widget_queue_draw (self->canvas);
}

/* ---- feedback ---- */

/* For each position: 1 when its laid domino is not in the set or is laid
 * more than once. */
static guint8 *
clashes (const PwDominoGrid *g)
{
  int n = g->rows * g->cols;
  guint8 *bad = g_new0 (guint8, n);
  if (g->mate == NULL)
    return bad;
  g_autofree guint8 *in_set = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  g_autofree guint8 *used = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      in_set[pw_domino_grid_index (d.lo, d.hi)] = 1;
    }
  for (int i = 0; i < n; i++)
    if (g->mate[i] > i && g->cells[i] >= 0 && g->cells[g->mate[i]] >= 0)
      used[pw_domino_grid_index (g->cells[i], g->cells[g->mate[i]])]++;
  for (int i = 0; i < n; i++)
    {
      int m = g->mate[i];
      if (m < 0 || g->cells[i] < 0 || g->cells[m] < 0)
        continue;
      int k = pw_domino_grid_index (g->cells[i], g->cells[m]);
      bad[i] = !in_set[k] || used[k] > 1;
    }
  return bad;
}

/* ---- drawing ---- */

void
pw_domino_grid_canvas_outline (PwDominoGridEditor *self, cairo_t *cr, int a, int b, double inset)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  int lo = MIN (a, b), hi = MAX (a, b);
  int r = lo / g->cols, c = lo % g->cols, r2 = hi / g->cols, c2 = hi % g->cols;
  pw_domino_grid_rounded_box (cr, x0 + c * s + inset, y0 + r * s + inset,
                         (c2 - c + 1) * s - 2 * inset, (r2 - r + 1) * s - 2 * inset, s / 6);
}

/* The cells' backgrounds (white, holes grey, hints yellow), then the
 * board as the renderer draws it on paper. */
static void
draw_cells (PwDominoGridEditor *self, cairo_t *cr, const PwDominoGrid *g)
{
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  for (int r = 0; r < g->rows; r++)
    for (int c = 0; c < g->cols; c++)
      {
        gboolean hole = g->cells[r * g->cols + c] == PW_DOMINO_GRID_HOLE;
        if (hole)
          cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
        else
          cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_rectangle (cr, x0 + c * s, y0 + r * s, s, s);
        cairo_fill (cr);
      }
  pw_domino_grid_hint_draw (self, cr);
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  pw_domino_grid_draw_board (cr, g, s);
  cairo_restore (cr);
}

/* Laid dominoes: blue, red when they clash. */
static void
draw_laid (PwDominoGridEditor *self, cairo_t *cr, const PwDominoGrid *g)
{
  g_autofree guint8 *bad = clashes (g);
  double s = pw_domino_grid_canvas_cell_size (self);
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i)
        continue;
      if (self->drag && self->drag->from_a == i)
        cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3); /* the one being dragged */
      else if (bad[i])
        cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      else
        cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, MAX (2.0, s / 12));
      pw_domino_grid_canvas_outline (self, cr, i, m, 3);
      cairo_stroke (cr);
    }
}

static void
draw_cursor (PwDominoGridEditor *self, cairo_t *cr, const PwDominoGrid *g)
{
  if (!gtk_widget_has_focus (self->canvas))
    return;
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  double cw = self->picked >= 0 && !self->vertical ? 2 * s : s;
  double ch = self->picked >= 0 && self->vertical ? 2 * s : s;
  /* The ring every canvas draws for the keyboard: it shows on the board's
   * colours and in high contrast. */
  pw_a11y_draw_focus_ring (cr, x0 + self->cursor_c * s + 0.5, y0 + self->cursor_r * s + 0.5,
                           cw - 1, ch - 1);
}

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDominoGridEditor *self = data;
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  draw_cells (self, cr, g);
  /* A solution shown by Verify or an explanation replaces the player's
   * dominoes while it shows. */
  if (self->explain_steps)
    pw_domino_grid_explain_draw (self, cr);
  else if (self->solutions && self->solutions->shown >= 0)
    pw_domino_grid_check_draw (self, cr);
  else
    draw_laid (self, cr, g);
  pw_domino_grid_dnd_draw (self, cr);
  draw_cursor (self, cr, g);
}

/* ---- pointer ---- */

static void
paint (PwDominoGridEditor *self, int pos)
{
  PwDominoGrid *stroke = self->stroke;
  if (stroke == NULL || pos < 0)
    return;
  /* A laid domino stays: take it off first to make its cells holes. */
  if (stroke->mate && stroke->mate[pos] >= 0)
    return;
  gint8 v = self->paint_hole ? PW_DOMINO_GRID_HOLE : 0;
  if (stroke->cells[pos] == v || (v == 0 && stroke->cells[pos] != PW_DOMINO_GRID_HOLE))
    return;
  stroke->cells[pos] = v;
  gtk_widget_queue_draw (self->canvas);
}

static void
set_cursor (PwDominoGridEditor *self, int pos)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  self->cursor_r = pos / g->cols;
  self->cursor_c = pos % g->cols;
  self->last_digit_time = 0; /* a digit typed next starts a new number */
  gtk_widget_queue_draw (self->canvas);
}

static void
primary_begin (GtkGestureDrag *gesture, double x, double y, PwDominoGridEditor *self)
{
  int pos = pw_domino_grid_canvas_pos_at (self, x, y);
  gtk_widget_grab_focus (self->canvas);
  self->press_pos = pos;
  self->press_x = x;
  self->press_y = y;
  if (pos >= 0)
    set_cursor (self, pos);
}

static void
primary_end (GtkGestureDrag *gesture, double dx, double dy, PwDominoGridEditor *self)
{
  int from = self->press_pos;
  self->press_pos = -1;
  if (from < 0 || self->drag)
    return; /* nothing pressed, or a drag and drop took over */
  int to = pw_domino_grid_canvas_pos_at (self, self->press_x + dx, self->press_y + dy);
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  if (to == from || to < 0)
    {
      /* A click: take a laid domino off, or lay the picked one here. */
      if (g->mate && g->mate[from] >= 0)
        pw_domino_grid_canvas_take_off (self, from);
      else
        pw_domino_grid_canvas_lay_picked (self, from);
      return;
    }
  pw_domino_grid_canvas_lay_cells (self, from, to);
}

static void
secondary_begin (GtkGestureDrag *gesture, double x, double y, PwDominoGridEditor *self)
{
  int pos = pw_domino_grid_canvas_pos_at (self, x, y);
  gtk_widget_grab_focus (self->canvas);
  self->press_x = x;
  self->press_y = y;
  self->paint_hole = -1;
  if (pos < 0)
    return;
  set_cursor (self, pos);
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  if (g->mate && g->mate[pos] >= 0)
    {
      pw_domino_grid_canvas_turn_laid (self, pos);
      return;
    }
  self->paint_hole = g->cells[pos] == PW_DOMINO_GRID_HOLE ? 0 : 1;
  g_clear_pointer (&self->stroke, pw_domino_grid_unref);
  self->stroke = (PwDominoGrid *) pw_document_dup_model (self->document);
  paint (self, pos);
}

static void
secondary_update (GtkGestureDrag *gesture, double dx, double dy, PwDominoGridEditor *self)
{
  if (self->paint_hole < 0)
    return;
  paint (self, pw_domino_grid_canvas_pos_at (self, self->press_x + dx, self->press_y + dy));
}

static void
secondary_end (GtkGestureDrag *gesture, double dx, double dy, PwDominoGridEditor *self)
{
  gboolean holes = self->paint_hole == 1;
  self->paint_hole = -1;
  if (self->stroke == NULL)
    return;
  PwModel *model = &g_steal_pointer (&self->stroke)->parent;
  if (pw_model_equal (model, pw_document_get_model (self->document)))
    {
      pw_model_free (model);
      gtk_widget_queue_draw (self->canvas);
      return;
    }
  pw_document_apply (self->document, model, holes ? _("Paint Holes") : _("Erase Holes"));
}

static void
pointer_motion (GtkEventControllerMotion *motion, double x, double y, PwDominoGridEditor *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

/* Scrolling over a laid domino turns it; elsewhere it turns the domino
 * picked in the boneyard. */
static gboolean
scrolled (GtkEventControllerScroll *scroll, double dx, double dy, PwDominoGridEditor *self)
{
  int pos = pw_domino_grid_canvas_pos_at (self, self->pointer_x, self->pointer_y);
  if (pw_domino_grid_canvas_turn_laid (self, pos))
    return TRUE;
  if (self->picked < 0)
    return FALSE;
  self->vertical = !self->vertical;
  gtk_widget_queue_draw (self->canvas);
  return TRUE;
}

static void
add_drag_gesture (PwDominoGridEditor *self, guint button, const char *name, GCallback begin,
                  GCallback update, GCallback end)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (drag), name);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), button);
  g_signal_connect (drag, "drag-begin", begin, self);
  if (update)
    g_signal_connect (drag, "drag-update", update, self);
  g_signal_connect (drag, "drag-end", end, self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (drag));
}

/* The canvas's drawing and mouse; its keys are the editor's actions. */
void
pw_domino_grid_canvas_setup (PwDominoGridEditor *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->canvas), draw_canvas, self, NULL);
  /* Redrawn when high contrast changes the cursor's ring. */
  pw_a11y_follow_settings (GTK_DRAWING_AREA (self->canvas));
  /* One gesture per button, so each handler knows its button without
   * asking the event (and tests can drive them by their signals). */
  add_drag_gesture (self, GDK_BUTTON_PRIMARY, "domino-primary", G_CALLBACK (primary_begin), NULL,
                    G_CALLBACK (primary_end));
  add_drag_gesture (self, GDK_BUTTON_SECONDARY, "domino-secondary", G_CALLBACK (secondary_begin),
                    G_CALLBACK (secondary_update), G_CALLBACK (secondary_end));
  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  gtk_widget_add_controller (self->canvas, motion);
  GtkEventController *scroll
    = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
                                       | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  gtk_event_controller_set_name (scroll, "domino-scroll");
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (self->canvas, scroll);
}
