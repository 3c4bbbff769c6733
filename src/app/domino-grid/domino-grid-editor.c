/* domino-grid-editor.c — the domino-grid canvas, its boneyard and its
 * side panel.
 *
 * The canvas (a GtkWidget drawn in snapshot) shows the board with pips or
 * numerals and the dominoes laid so far.
 *
 * Keyboard: arrows move the cursor, digits type the cell's number (two
 * quick digits make 10 and up), “.” or Delete makes the cell a hole and
 * back, [ and ] pick the previous or next domino still in the boneyard,
 * R turns it, Enter lays it at the cursor, Backspace takes the domino at
 * the cursor off, T turns the domino at the cursor, H shows a hint, P
 * switches pips and numerals.
 *
 * Mouse: drag a domino from the boneyard onto the board, or a laid one to
 * another place (or off the board to take it off); while dragging, Shift
 * turns it (the drag holds the keyboard and the other buttons, so R and
 * right-click cannot reach us then).  Drag from a free cell to its
 * neighbour to lay the domino the two numbers make.  Click a laid domino
 * to take it off; right-click or scroll on it to turn it.  Right-drag
 * over free cells paints holes (or erases them), as one edit per stroke.
 * Click a domino in the boneyard to pick it, then a cell to lay it there.
 *
 * "Write numbers" (design from a tiling): a domino laid from the boneyard
 * writes its numbers into the cells.  Otherwise a domino only goes where
 * the cells hold its numbers.
 *
 * Live feedback: a laid domino that is not in the set, or that is laid
 * twice, is drawn in red; the boneyard greys each domino once it is used.
 * Every edit is one pw_document_apply(); the canvas redraws from the
 * document's ::changed.
 */
#include "domino-grid-editor.h"

#include <glib/gi18n.h>
#include <math.h>

#include "domino-grid-editor-private.h"
#include "pw-window.h"

G_DEFINE_FINAL_TYPE (PwDominoCanvas, pw_domino_canvas, GTK_TYPE_WIDGET)

/* While a right-drag paints holes, the canvas shows the stroke's copy and
 * applies it once, at the end: a stroke is one edit. */
static PwDominoGrid *stroke_of (PwDominoCanvas *self);

const PwDominoGrid *
pw_domino_canvas_grid (PwDominoCanvas *self)
{
  PwDominoGrid *stroke = stroke_of (self);
  if (stroke)
    return stroke;
  return (const PwDominoGrid *) pw_document_get_model (self->document);
}

double
pw_domino_canvas_cell_size (PwDominoCanvas *self)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  return MAX (8.0, floor (MIN ((w - 16) / g->cols, (h - 16) / g->rows)));
}

void
pw_domino_canvas_origin (PwDominoCanvas *self, double *x0, double *y0)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double s = pw_domino_canvas_cell_size (self);
  *x0 = floor ((gtk_widget_get_width (GTK_WIDGET (self)) - s * g->cols) / 2);
  *y0 = floor ((gtk_widget_get_height (GTK_WIDGET (self)) - s * g->rows) / 2);
}

int
pw_domino_canvas_pos_at (PwDominoCanvas *self, double x, double y)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
  int c = (int) floor ((x - x0) / s), r = (int) floor ((y - y0) / s);
  if (r < 0 || r >= g->rows || c < 0 || c >= g->cols)
    return -1;
  return r * g->cols + c;
}

void
pw_domino_canvas_say (PwDominoCanvas *self, const char *text)
{
  gtk_label_set_label (self->status, text ? text : "");
}

PwTaskRunner *
pw_domino_canvas_runner (PwDominoCanvas *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  if (root && PW_IS_WINDOW (root))
    return pw_window_get_task_runner (PW_WINDOW (root));
  /* Outside a window (a test, a dialog): a runner of our own. */
  PwTaskRunner *own = g_object_get_data (G_OBJECT (self), "pw-own-runner");
  if (own == NULL)
    {
      own = pw_task_runner_new ();
      g_object_set_data_full (G_OBJECT (self), "pw-own-runner", own, g_object_unref);
    }
  return own;
}

gboolean
pw_domino_canvas_use_pips (PwDominoCanvas *self)
{
  return pw_domino_grid_use_pips (pw_domino_canvas_grid (self));
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
  g_autofree guint8 *in_set = g_new0 (guint8, PW_DOMINO_INDEX_COUNT);
  g_autofree guint8 *used = g_new0 (guint8, PW_DOMINO_INDEX_COUNT);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDomino d = g_array_index (g->dominoes, PwDomino, i);
      in_set[pw_domino_index (d.lo, d.hi)] = 1;
    }
  for (int i = 0; i < n; i++)
    if (g->mate[i] > i && g->cells[i] >= 0 && g->cells[g->mate[i]] >= 0)
      used[pw_domino_index (g->cells[i], g->cells[g->mate[i]])]++;
  for (int i = 0; i < n; i++)
    {
      int m = g->mate[i];
      if (m < 0 || g->cells[i] < 0 || g->cells[m] < 0)
        continue;
      int k = pw_domino_index (g->cells[i], g->cells[m]);
      bad[i] = !in_set[k] || used[k] > 1;
    }
  return bad;
}

/* ---- drawing ---- */

void
pw_domino_canvas_outline (PwDominoCanvas *self, cairo_t *cr, int a, int b, double inset)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
  int lo = MIN (a, b), hi = MAX (a, b);
  int r = lo / g->cols, c = lo % g->cols, r2 = hi / g->cols, c2 = hi % g->cols;
  pw_domino_rounded_box (cr, x0 + c * s + inset, y0 + r * s + inset,
                         (c2 - c + 1) * s - 2 * inset, (r2 - r + 1) * s - 2 * inset, s / 6);
}

static void
draw_cells (PwDominoCanvas *self, cairo_t *cr, const PwDominoGrid *g)
{
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
  gboolean pips = pw_domino_canvas_use_pips (self);
  for (int r = 0; r < g->rows; r++)
    for (int c = 0; c < g->cols; c++)
      {
        int i = r * g->cols + c;
        double x = x0 + c * s, y = y0 + r * s;
        if (g->cells[i] == PW_DOMINO_HOLE)
          {
            cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
            cairo_rectangle (cr, x, y, s, s);
            cairo_fill (cr);
            continue;
          }
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_rectangle (cr, x, y, s, s);
        cairo_fill (cr);
      }
  pw_domino_hint_draw (self, cr);
  for (int r = 0; r < g->rows; r++)
    for (int c = 0; c < g->cols; c++)
      {
        int i = r * g->cols + c;
        if (g->cells[i] == PW_DOMINO_HOLE)
          continue;
        double x = x0 + c * s, y = y0 + r * s;
        cairo_set_source_rgb (cr, 0.75, 0.75, 0.75);
        cairo_set_line_width (cr, 1);
        cairo_rectangle (cr, x + 0.5, y + 0.5, s - 1, s - 1);
        cairo_stroke (cr);
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
        pw_domino_draw_value (cr, pips, g->cells[i], x, y, s);
      }
}

/* Laid dominoes: blue, red when they clash. */
static void
draw_laid (PwDominoCanvas *self, cairo_t *cr, const PwDominoGrid *g)
{
  g_autofree guint8 *bad = clashes (g);
  double s = pw_domino_canvas_cell_size (self);
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
      pw_domino_canvas_outline (self, cr, i, m, 3);
      cairo_stroke (cr);
    }
}

static void
draw_cursor (PwDominoCanvas *self, cairo_t *cr, const PwDominoGrid *g)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
  cairo_set_source_rgb (cr, 0.9, 0.45, 0.0);
  cairo_set_line_width (cr, 2);
  double cw = self->picked >= 0 && !self->vertical ? 2 * s : s;
  double ch = self->picked >= 0 && self->vertical ? 2 * s : s;
  cairo_rectangle (cr, x0 + self->cursor_c * s + 1, y0 + self->cursor_r * s + 1, cw - 2, ch - 2);
  cairo_stroke (cr);
}

static void
pw_domino_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (widget);
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_cells (self, cr, g);
  /* A solution shown by Verify or an explanation replaces the player's
   * dominoes while it shows. */
  if (self->explain_steps)
    pw_domino_explain_draw (self, cr);
  else if (self->solutions && self->solutions->shown >= 0)
    pw_domino_check_draw (self, cr);
  else
    draw_laid (self, cr, g);
  pw_domino_dnd_draw (self, cr);
  draw_cursor (self, cr, g);
  cairo_destroy (cr);
}

static void
pw_domino_canvas_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline,
                          int *natural_baseline)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (widget);
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? g->cols : g->rows;
  *minimum = n * 12 + 16;
  *natural = n * 44 + 16;
}

/* ---- keyboard ---- */

static void
move_cursor (PwDominoCanvas *self, int dr, int dc)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  self->cursor_r = CLAMP (self->cursor_r + dr, 0, g->rows - 1);
  self->cursor_c = CLAMP (self->cursor_c + dc, 0, g->cols - 1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Pips or numerals belong to the puzzle (its sheets print the same), so
 * switching is an edit. */
static void
toggle_pips (PwDominoCanvas *self)
{
  const PwDominoGrid *cur = pw_domino_canvas_grid (self);
  if (pw_domino_grid_max_value (cur) > PW_DOMINO_PIPS_MAX)
    {
      pw_domino_canvas_say (self, _("Numbers above 12 are always drawn as numerals"));
      return;
    }
  PwDominoGrid *g = (PwDominoGrid *) pw_document_dup_model (self->document);
  g->numerals = !g->numerals;
  pw_document_apply (self->document, &g->parent,
                     g->numerals ? _("Show Numerals") : _("Show Pips"));
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, PwDominoCanvas *self)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  int pos = self->cursor_r * g->cols + self->cursor_c;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE; /* the window's shortcuts */
  switch (keyval)
    {
    case GDK_KEY_Left:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Right:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Up:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_period:
    case GDK_KEY_Delete:
      pw_domino_canvas_set_number (self, pos, g->cells[pos] == PW_DOMINO_HOLE ? 0 : PW_DOMINO_HOLE);
      return TRUE;
    case GDK_KEY_BackSpace:
      pw_domino_canvas_take_off (self, pos);
      return TRUE;
    case GDK_KEY_bracketleft:
      pw_domino_boneyard_pick_step (self, -1);
      return TRUE;
    case GDK_KEY_bracketright:
      pw_domino_boneyard_pick_step (self, 1);
      return TRUE;
    case GDK_KEY_r:
    case GDK_KEY_R:
      self->vertical = !self->vertical;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_t:
    case GDK_KEY_T:
      pw_domino_canvas_turn_laid (self, pos);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      pw_domino_canvas_lay_picked (self, pos);
      return TRUE;
    case GDK_KEY_h:
    case GDK_KEY_H:
      pw_domino_hint_start (self);
      return TRUE;
    case GDK_KEY_p:
    case GDK_KEY_P:
      toggle_pips (self);
      return TRUE;
    default:
      break;
    }
  guint32 ch = gdk_keyval_to_unicode (keyval);
  if (ch >= '0' && ch <= '9')
    {
      int digit = (int) (ch - '0');
      gint64 now = g_get_monotonic_time ();
      int v = digit;
      /* A second digit soon after the first makes a two-digit number. */
      if (now - self->last_digit_time < 900000 && g->cells[pos] >= 1 && g->cells[pos] <= 6)
        {
          int two = g->cells[pos] * 10 + digit;
          if (two <= PW_DOMINO_MAX_VALUE)
            v = two;
        }
      self->last_digit_time = v == digit ? now : 0;
      pw_domino_canvas_set_number (self, pos, v);
      return TRUE;
    }
  return FALSE;
}

/* ---- pointer ---- */

static PwDominoGrid *
stroke_of (PwDominoCanvas *self)
{
  return self->stroke;
}

static void
paint (PwDominoCanvas *self, int pos)
{
  PwDominoGrid *stroke = stroke_of (self);
  if (stroke == NULL || pos < 0)
    return;
  /* A laid domino stays: take it off first to make its cells holes. */
  if (stroke->mate && stroke->mate[pos] >= 0)
    return;
  gint8 v = self->paint_hole ? PW_DOMINO_HOLE : 0;
  if (stroke->cells[pos] == v || (v == 0 && stroke->cells[pos] != PW_DOMINO_HOLE))
    return;
  stroke->cells[pos] = v;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
primary_begin (GtkGestureDrag *gesture, double x, double y, PwDominoCanvas *self)
{
  int pos = pw_domino_canvas_pos_at (self, x, y);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->press_pos = pos;
  self->press_x = x;
  self->press_y = y;
  if (pos < 0)
    return;
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  self->cursor_r = pos / g->cols;
  self->cursor_c = pos % g->cols;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
primary_end (GtkGestureDrag *gesture, double dx, double dy, PwDominoCanvas *self)
{
  int from = self->press_pos;
  self->press_pos = -1;
  if (from < 0 || self->drag)
    return; /* nothing pressed, or a drag and drop took over */
  int to = pw_domino_canvas_pos_at (self, self->press_x + dx, self->press_y + dy);
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  if (to == from || to < 0)
    {
      /* A click: take a laid domino off, or lay the picked one here. */
      if (g->mate && g->mate[from] >= 0)
        pw_domino_canvas_take_off (self, from);
      else
        pw_domino_canvas_lay_picked (self, from);
      return;
    }
  pw_domino_canvas_lay_cells (self, from, to);
}

static void
secondary_begin (GtkGestureDrag *gesture, double x, double y, PwDominoCanvas *self)
{
  int pos = pw_domino_canvas_pos_at (self, x, y);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->press_x = x;
  self->press_y = y;
  self->paint_hole = -1;
  if (pos < 0)
    return;
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  self->cursor_r = pos / g->cols;
  self->cursor_c = pos % g->cols;
  if (g->mate && g->mate[pos] >= 0)
    {
      pw_domino_canvas_turn_laid (self, pos);
      return;
    }
  self->paint_hole = g->cells[pos] == PW_DOMINO_HOLE ? 0 : 1;
  g_clear_pointer (&self->stroke, pw_domino_grid_unref);
  self->stroke = (PwDominoGrid *) pw_document_dup_model (self->document);
  paint (self, pos);
}

static void
secondary_update (GtkGestureDrag *gesture, double dx, double dy, PwDominoCanvas *self)
{
  if (self->paint_hole < 0)
    return;
  paint (self, pw_domino_canvas_pos_at (self, self->press_x + dx, self->press_y + dy));
}

static void
secondary_end (GtkGestureDrag *gesture, double dx, double dy, PwDominoCanvas *self)
{
  PwDominoGrid *stroke = stroke_of (self);
  gboolean holes = self->paint_hole == 1;
  self->paint_hole = -1;
  if (stroke == NULL)
    return;
  PwModel *model = &g_steal_pointer (&self->stroke)->parent;
  if (pw_model_equal (model, pw_document_get_model (self->document)))
    {
      pw_model_free (model);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  pw_document_apply (self->document, model, holes ? _("Paint Holes") : _("Erase Holes"));
}

static void
pointer_motion (GtkEventControllerMotion *motion, double x, double y, PwDominoCanvas *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

/* Scrolling over a laid domino turns it; elsewhere it turns the domino
 * picked in the boneyard. */
static gboolean
scrolled (GtkEventControllerScroll *scroll, double dx, double dy, PwDominoCanvas *self)
{
  int pos = pw_domino_canvas_pos_at (self, self->pointer_x, self->pointer_y);
  if (pw_domino_canvas_turn_laid (self, pos))
    return TRUE;
  if (self->picked < 0)
    return FALSE;
  self->vertical = !self->vertical;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* ---- the widget ---- */

static void
pw_domino_canvas_dispose (GObject *object)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (object);
  pw_domino_explain_dispose (self);
  g_clear_pointer (&self->solutions, pw_domino_solutions_free);
  g_clear_pointer (&self->stroke, pw_domino_grid_unref);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (pw_domino_canvas_parent_class)->dispose (object);
}

static void
pw_domino_canvas_class_init (PwDominoCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_domino_canvas_dispose;
  widget_class->snapshot = pw_domino_canvas_snapshot;
  widget_class->measure = pw_domino_canvas_measure;
  gtk_widget_class_set_css_name (widget_class, "domino-canvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
add_drag_gesture (PwDominoCanvas *self, guint button, const char *name, GCallback begin,
                  GCallback update, GCallback end)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (drag), name);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), button);
  g_signal_connect (drag, "drag-begin", begin, self);
  if (update)
    g_signal_connect (drag, "drag-update", update, self);
  g_signal_connect (drag, "drag-end", end, self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

static void
pw_domino_canvas_init (PwDominoCanvas *self)
{
  self->press_pos = -1;
  self->paint_hole = -1;
  self->picked = -1;
  self->hover_a = self->hover_b = -1;
  self->explain_index = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (keys, "domino-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_name (GTK_WIDGET (self), "domino-canvas");
  /* One gesture per button, so each handler knows its button without
   * asking the event (and tests can drive them by their signals). */
  add_drag_gesture (self, GDK_BUTTON_PRIMARY, "domino-primary", G_CALLBACK (primary_begin), NULL,
                    G_CALLBACK (primary_end));
  add_drag_gesture (self, GDK_BUTTON_SECONDARY, "domino-secondary", G_CALLBACK (secondary_begin),
                    G_CALLBACK (secondary_update), G_CALLBACK (secondary_end));
  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  GtkEventController *scroll
    = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
                                       | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  gtk_event_controller_set_name (scroll, "domino-scroll");
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
}

static gboolean
all_zero (const PwDominoGrid *g)
{
  for (int i = 0; i < g->rows * g->cols; i++)
    if (g->cells[i] > 0)
      return FALSE;
  return TRUE;
}

static void
model_changed (PwDocument *document, PwDominoCanvas *self)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  self->cursor_r = MIN (self->cursor_r, g->rows - 1);
  self->cursor_c = MIN (self->cursor_c, g->cols - 1);
  if (self->picked >= (int) g->dominoes->len)
    self->picked = -1;
  self->n_hint_cells = 0;
  /* What Verify and Explain showed was about the board before. */
  pw_domino_check_reset (self);
  pw_domino_explain_reset (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_queue_draw (self->boneyard);
}

static void
verify_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_check_start (self);
}

static void
hint_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_hint_start (self);
}

static void
explain_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_explain_start (self);
}

static GtkWidget *
button (const char *mnemonic, const char *tooltip, GCallback clicked, PwDominoCanvas *self)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (mnemonic);
  gtk_widget_set_tooltip_text (b, tooltip);
  g_signal_connect (b, "clicked", clicked, self);
  return b;
}
static GtkWidget *
build_side (PwDominoCanvas *self)
{
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (side, 2 * (int) BONE_STEP_X + 40, -1);
  /* Expanding children (spacers) must not widen the panel: the board
   * takes the room. */
  gtk_widget_set_hexpand (side, FALSE);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (_("Boneyard"));
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (heading), title);
  gtk_box_append (GTK_BOX (heading), pw_domino_size_button (self));
  gtk_box_append (GTK_BOX (side), heading);
  gtk_box_append (GTK_BOX (side), pw_domino_boneyard_build (self));

  self->design = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Write numbers")));
  gtk_widget_set_name (GTK_WIDGET (self->design), "domino-design");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->design),
                               _("Design from a tiling: a domino laid from the boneyard writes "
                                 "its numbers into the cells"));
  gtk_check_button_set_active (self->design, all_zero (pw_domino_canvas_grid (self)));
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->design));

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (buttons),
                  button (_("_Verify"), _("Count the solutions (up to 50) and grade the puzzle"),
                          G_CALLBACK (verify_clicked), self));
  gtk_box_append (GTK_BOX (buttons),
                  button (_("_Hint"), _("Show the next step a person could take (H)"),
                          G_CALLBACK (hint_clicked), self));
  gtk_box_append (GTK_BOX (buttons),
                  button (_("E_xplain"), _("Play the whole solution step by step, in words"),
                          G_CALLBACK (explain_clicked), self));
  gtk_box_append (GTK_BOX (side), buttons);
  gtk_box_append (GTK_BOX (side), pw_domino_check_panel (self));
  gtk_box_append (GTK_BOX (side), pw_domino_explain_panel (self));

  self->status = GTK_LABEL (gtk_label_new (
    _("Drag dominoes from the boneyard onto the board (Shift turns one while dragging, R "
      "before); type numbers; right-drag paints holes; P switches pips and numerals.")));
  gtk_widget_set_name (GTK_WIDGET (self->status), "domino-status");
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_max_width_chars (self->status, 16);
  gtk_label_set_width_chars (self->status, 16);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "dim-label");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->status));
  return side;
}

static GtkWidget *
create (PwDocument *document, PwTaskRunner *runner)
{
  PwDominoCanvas *self = g_object_new (PW_TYPE_DOMINO_CANVAS, NULL);
  self->document = g_object_ref (document);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Domino grid board"), -1);
  GtkWidget *side = build_side (self);
  pw_domino_dnd_setup (self);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (box), side);
  g_signal_connect_object (document, "changed", G_CALLBACK (model_changed), self, 0);
  return box;
}

/* Verify and Explain live in the panel, where they show on the board. */
static const char *const own_operations[] = { "verify", "explain", NULL };
static const PwKindEditor editor = { PW_DOMINO_GRID_KIND_ID, create, own_operations };

const PwKindEditor *
pw_domino_grid_editor (void)
{
  return &editor;
}

/* A flat icon button whose tooltip is also its accessible name. */
GtkWidget *
pw_domino_icon_button (const char *icon, const char *tooltip, GCallback clicked, PwDominoCanvas *self)
{
  GtkWidget *b = gtk_button_new_from_icon_name (icon);
  gtk_widget_set_tooltip_text (b, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (b, "flat");
  g_signal_connect (b, "clicked", clicked, self);
  return b;
}
