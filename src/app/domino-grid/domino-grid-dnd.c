/* domino-grid-dnd.c — drag and drop of dominoes (GTK 4.8 API).
 *
 * Sources: the boneyard (a domino of the set) and the board (a laid
 * domino; the press must start on it, so a drag from a free cell still
 * lays the domino between two cells).  Each drag carries a PwDominoGridDrag
 * in its GdkContentProvider.  Targets: the board, which shows where the
 * domino would land while the pointer hovers (blue when it fits, red
 * when the cells hold other numbers) and lays or moves it on drop; and
 * the boneyard, which takes a laid domino back.  A laid domino dropped
 * off the board (or nowhere) is taken off.
 *
 * Turning while dragging: a GTK drag holds the pointer and the keyboard,
 * so R, right-click and scrolling do not reach the canvas until the drop
 * (a right-click even ends the drag).  Modifiers do: GDK turns them into
 * the drag's actions, so pressing Shift (actions become MOVE only) turns
 * the domino a quarter turn, each time it goes down.
 */
#include <glib/gi18n.h>

#include "domino-grid-editor-private.h"

G_DEFINE_BOXED_TYPE (PwDominoGridDrag, pw_domino_grid_drag, pw_domino_grid_drag_copy, pw_domino_grid_drag_free)

PwDominoGridDrag *
pw_domino_grid_drag_copy (const PwDominoGridDrag *drag)
{
  return g_memdup2 (drag, sizeof *drag);
}

void
pw_domino_grid_drag_free (PwDominoGridDrag *drag)
{
  g_free (drag);
}

/* The drag under way lives in the editor it started from (self->live):
 * the content provider's value cannot change once made, so turns made
 * while dragging are kept there, and a drop on the same editor reads
 * them.  A drop from another editor reads the provider's value. */

static void
live_end (PwDominoGridEditor *self)
{
  if (!self->live.active)
    return;
  self->live = (PwDominoGridLiveDrag) { 0 };
  self->drag = NULL;
  gtk_widget_queue_draw (self->canvas);
}

static GdkContentProvider *
live_begin (PwDominoGridEditor *self, const PwDominoGridDrag *drag)
{
  live_end (self);
  self->live.active = TRUE;
  self->live.drag = *drag;
  self->drag = &self->live.drag;
  gtk_widget_queue_draw (self->canvas);
  return gdk_content_provider_new_typed (PW_TYPE_DOMINO_GRID_DRAG, drag);
}

/* The drag's payload: the live one when it is ours (it knows turns made
 * while dragging), else the value dropped. */
static const PwDominoGridDrag *
payload (PwDominoGridEditor *self, const GValue *value)
{
  if (self->live.active)
    return &self->live.drag;
  if (value && G_VALUE_HOLDS (value, PW_TYPE_DOMINO_GRID_DRAG))
    return g_value_get_boxed (value);
  return NULL;
}

static void
clear_hover (PwDominoGridEditor *self)
{
  if (self->hover_a < 0 && self->hover_b < 0)
    return;
  self->hover_a = self->hover_b = -1;
  gtk_widget_queue_draw (self->canvas);
}

/* ---- the drag icon ---- */

static double
icon_cell (PwDominoGridEditor *self)
{
  double s = pw_domino_grid_canvas_cell_size (self);
  return CLAMP (s, 24, 56);
}

/* Where the domino is drawn in the icon: with the grabbed half in the
 * middle of a 3 × 3 square (so it can turn about the pointer) when the
 * display can show the rest transparent; otherwise in a box of its own
 * size, which cannot change once the drag has begun (a drag icon takes its
 * size from its child once), so only the board shows later turns. */
static gboolean
icon_square (void)
{
  return gdk_display_is_composited (gdk_display_get_default ());
}

static void
icon_origin (PwDominoGridEditor *self, double s, double *x, double *y)
{
  const PwDominoGridDrag *d = &self->live.drag;
  *x = *y = 1;
  if (!icon_square ())
    return;
  *x = *y = s + 1;
  if (d->grab == 1)
    {
      *x -= d->vertical ? 0 : s;
      *y -= d->vertical ? s : 0;
    }
}

static void
draw_icon (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDominoGridEditor *self = data;
  if (!self->live.active)
    return;
  gboolean pips = pw_domino_grid_canvas_use_pips (self);
  double s = icon_cell (self), x, y;
  icon_origin (self, s, &x, &y);
  gboolean vertical = icon_square () ? self->live.drag.vertical
                                     : GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area),
                                                                           "vertical"));
  if (!icon_square ())
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  cairo_push_group (cr);
  pw_domino_grid_draw_domino (cr, pips, self->live.drag.first, self->live.drag.second, vertical, x, y, s - 1,
                         0.1);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.85);
}

static void
update_icon (PwDominoGridEditor *self)
{
  PwDominoGridLiveDrag *live = &self->live;
  if (!live->active || live->gdk_drag == NULL)
    return;
  if (live->icon)
    {
      gtk_widget_queue_draw (live->icon);
      return;
    }
  double s = icon_cell (self);
  gboolean v = live->drag.vertical;
  live->icon = gtk_drawing_area_new ();
  g_object_set_data (G_OBJECT (live->icon), "vertical", GINT_TO_POINTER (v));
  int w = icon_square () ? 3 * s : v ? s : 2 * s, h = icon_square () ? 3 * s : v ? 2 * s : s;
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (live->icon), w + 2);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (live->icon), h + 2);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (live->icon), draw_icon, self, NULL);
  gtk_drag_icon_set_child (GTK_DRAG_ICON (gtk_drag_icon_get_for_drag (live->gdk_drag)),
                           live->icon);
  double x, y;
  icon_origin (self, s, &x, &y);
  double hx = x + (v ? s / 2 : (live->drag.grab + 0.5) * s);
  double hy = y + (v ? (live->drag.grab + 0.5) * s : s / 2);
  gdk_drag_set_hotspot (live->gdk_drag, (int) hx, (int) hy);
}

static void
source_drag_begin (GtkDragSource *source, GdkDrag *drag, PwDominoGridEditor *self)
{
  if (!self->live.active)
    return;
  self->live.gdk_drag = drag;
  update_icon (self);
}

/* Dropped where nobody took it (off the window, or a refused drop is not
 * this): a laid domino leaves the board.  Escape keeps it. */
static gboolean
source_drag_cancel (GtkDragSource *source, GdkDrag *drag, GdkDragCancelReason reason,
                    PwDominoGridEditor *self)
{
  if (self->live.active && !self->live.taken && reason == GDK_DRAG_CANCEL_NO_TARGET
      && self->live.drag.from_a >= 0)
    pw_domino_grid_canvas_take_off (self, self->live.drag.from_a);
  return FALSE;
}

static void
source_drag_end (GtkDragSource *source, GdkDrag *drag, gboolean delete_data,
                 PwDominoGridEditor *self)
{
  clear_hover (self);
  live_end (self);
}

/* ---- sources ---- */

static GdkContentProvider *
board_prepare (GtkDragSource *source, double x, double y, PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int pos = pw_domino_grid_canvas_pos_at (self, x, y);
  if (pos < 0 || g->mate == NULL || g->mate[pos] < 0)
    return NULL; /* a free cell: the drag lays a domino between two cells */
  int m = g->mate[pos];
  PwDominoGridDrag d = { 0 };
  /* Drawn first the half on the left or on top. */
  d.grab = m < pos ? 1 : 0;
  d.first = g->cells[MIN (pos, m)];
  d.second = g->cells[MAX (pos, m)];
  d.vertical = abs (m - pos) != 1;
  d.set_index = -1;
  d.from_a = pos;
  d.from_b = m;
  self->press_pos = -1; /* the click gesture must not take it off as well */
  return live_begin (self, &d);
}

static GdkContentProvider *
boneyard_prepare (GtkDragSource *source, double x, double y, PwDominoGridEditor *self)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int half;
  int i = pw_domino_grid_boneyard_at (self, x, y, &half);
  if (i < 0)
    return NULL;
  PwDominoGridDomino dom = g_array_index (g->dominoes, PwDominoGridDomino, i);
  PwDominoGridDrag d = { dom.lo, dom.hi, i, -1, -1, half, self->vertical };
  return live_begin (self, &d);
}

/* ---- the board as a target ---- */

static GdkDragAction
accept_action (GtkDropTarget *target)
{
  GdkDrop *drop = gtk_drop_target_get_current_drop (target);
  GdkDragAction offered = drop ? gdk_drop_get_actions (drop) : GDK_ACTION_COPY | GDK_ACTION_MOVE;
  return offered & GDK_ACTION_MOVE ? GDK_ACTION_MOVE : offered & GDK_ACTION_COPY;
}

/* Shift going down turns the domino (see the top of the file). */
static void
watch_shift (PwDominoGridEditor *self, GtkDropTarget *target)
{
  PwDominoGridLiveDrag *live = &self->live;
  GdkDrop *drop = gtk_drop_target_get_current_drop (target);
  if (!live->active || drop == NULL)
    return;
  gboolean shift = gdk_drop_get_actions (drop) == GDK_ACTION_MOVE;
  if (shift && !live->shift)
    {
      live->drag.vertical = !live->drag.vertical;
      update_icon (self);
    }
  live->shift = shift;
}

static void
hover (PwDominoGridEditor *self, const PwDominoGridDrag *d, double x, double y)
{
  int pos = pw_domino_grid_canvas_pos_at (self, x, y), a = -1, b = -1;
  if (d == NULL || !pw_domino_grid_canvas_place (self, pos, d->grab, d->vertical, &a, &b))
    a = b = -1;
  if (a != self->hover_a || b != self->hover_b)
    gtk_widget_queue_draw (self->canvas);
  self->hover_a = a;
  self->hover_b = b;
  self->hover_fits = a >= 0 && pw_domino_grid_canvas_fits (self, a, b, d->first, d->second);
}

static GdkDragAction
board_motion (GtkDropTarget *target, double x, double y, PwDominoGridEditor *self)
{
  watch_shift (self, target);
  const PwDominoGridDrag *d = payload (self, gtk_drop_target_get_value (target));
  hover (self, d, x, y);
  if (d == NULL)
    return 0;
  /* Off the board a laid domino can still be dropped: it comes off. */
  if (self->hover_a < 0 && d->from_a < 0)
    return 0;
  return accept_action (target);
}

static void
board_leave (GtkDropTarget *target, PwDominoGridEditor *self)
{
  clear_hover (self);
}

gboolean
pw_domino_grid_dnd_drop (PwDominoGridEditor *self, const PwDominoGridDrag *d, double x, double y)
{
  clear_hover (self);
  if (d == NULL)
    return FALSE;
  gboolean ours = self->live.active;
  if (ours)
    self->live.taken = TRUE;
  int from_a = ours ? d->from_a : -1, from_b = ours ? d->from_b : -1;
  int pos = pw_domino_grid_canvas_pos_at (self, x, y), a, b;
  if (!pw_domino_grid_canvas_place (self, pos, d->grab, d->vertical, &a, &b))
    {
      if (from_a < 0)
        return FALSE;
      pw_domino_grid_canvas_take_off (self, from_a);
      return TRUE;
    }
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  /* Either way round, whichever the cells hold. */
  int first = d->first, second = d->second;
  if (g->cells[a] == second && g->cells[b] == first
      && !pw_domino_grid_canvas_fits (self, a, b, first, second))
    first = d->second, second = d->first;
  return pw_domino_grid_canvas_lay_domino (self, a, b, first, second, from_a, from_b);
}

static gboolean
board_drop (GtkDropTarget *target, const GValue *value, double x, double y,
            PwDominoGridEditor *self)
{
  gboolean taken = pw_domino_grid_dnd_drop (self, payload (self, value), x, y);
  gtk_widget_grab_focus (self->canvas);
  return taken;
}

/* ---- the boneyard as a target: a laid domino goes back ---- */

static GdkDragAction
boneyard_motion (GtkDropTarget *target, double x, double y, PwDominoGridEditor *self)
{
  const PwDominoGridDrag *d = payload (self, gtk_drop_target_get_value (target));
  return d && d->from_a >= 0 && self->live.active ? accept_action (target) : 0;
}

static gboolean
boneyard_drop (GtkDropTarget *target, const GValue *value, double x, double y,
               PwDominoGridEditor *self)
{
  const PwDominoGridDrag *d = payload (self, value);
  if (d == NULL || d->from_a < 0 || !self->live.active)
    return FALSE;
  self->live.taken = TRUE;
  pw_domino_grid_canvas_take_off (self, d->from_a);
  return TRUE;
}

/* ---- set-up and drawing ---- */

static GtkDragSource *
add_source (GtkWidget *widget, PwDominoGridEditor *self, GCallback prepare, const char *name)
{
  GtkDragSource *source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE | GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", prepare, self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (source_drag_begin), self);
  g_signal_connect (source, "drag-cancel", G_CALLBACK (source_drag_cancel), self);
  g_signal_connect (source, "drag-end", G_CALLBACK (source_drag_end), self);
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (source), name);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
  return source;
}

static GtkDropTarget *
add_target (GtkWidget *widget, PwDominoGridEditor *self, GCallback motion, GCallback drop,
            const char *name)
{
  GtkDropTarget *target = gtk_drop_target_new (PW_TYPE_DOMINO_GRID_DRAG,
                                               GDK_ACTION_MOVE | GDK_ACTION_COPY);
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (target, "enter", motion, self);
  g_signal_connect (target, "motion", motion, self);
  g_signal_connect (target, "drop", drop, self);
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (target), name);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));
  return target;
}

void
pw_domino_grid_dnd_setup (PwDominoGridEditor *self)
{
  add_source (self->canvas, self, G_CALLBACK (board_prepare), "domino-board-source");
  add_source (self->boneyard, self, G_CALLBACK (boneyard_prepare), "domino-boneyard-source");
  GtkDropTarget *board = add_target (self->canvas, self, G_CALLBACK (board_motion),
                                     G_CALLBACK (board_drop), "domino-board-target");
  g_signal_connect (board, "leave", G_CALLBACK (board_leave), self);
  add_target (self->boneyard, self, G_CALLBACK (boneyard_motion), G_CALLBACK (boneyard_drop),
              "domino-boneyard-target");
}

/* Where the dragged domino would land: its outline, blue when it fits and
 * red when it does not (in design mode it always fits: it writes its
 * numbers). */
void
pw_domino_grid_dnd_draw (PwDominoGridEditor *self, cairo_t *cr)
{
  if (self->hover_a < 0 || self->hover_b < 0)
    return;
  double s = pw_domino_grid_canvas_cell_size (self);
  if (self->hover_fits)
    cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.35);
  else
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.35);
  pw_domino_grid_canvas_outline (self, cr, self->hover_a, self->hover_b, 2);
  cairo_fill_preserve (cr);
  if (self->hover_fits)
    cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  else
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  cairo_set_line_width (cr, MAX (2.0, s / 12));
  cairo_stroke (cr);
}
