/* name-dominoes-editor-canvas.c — the board canvas: drawn by the kind's renderer,
 * with only what editing adds on top (the selected tile, where a dragged
 * tile would land); its gestures, zoom and context menu.  The gestures
 * decide what the user meant and run the editor's actions. */
#include "name-dominoes-editor-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "name-dominoes-render.h"
#include "name-dominoes-rules.h"
#include "pw-a11y.h"

#define DRAG_THRESHOLD 4.0
#define ZOOM_STEP 1.25

/* The board's frame, in points, as the renderer draws it. */
static double
frame_points (const PwNameDominoesModel *m)
{
  double w, h;
  pw_name_dominoes_render_board_size (&m->parent, &w, &h);
  return (w - m->width * PW_NAME_DOMINOES_RENDER_SQUARE) / 2;
}

void
pw_name_dominoes_editor_canvas_resize (PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  double s = self->state.zoom / PW_NAME_DOMINOES_RENDER_SQUARE, f = frame_points (m);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->canvas),
                                      (int) ((m->width * PW_NAME_DOMINOES_RENDER_SQUARE + 2 * f) * s));
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->canvas),
                                       (int) ((m->height * PW_NAME_DOMINOES_RENDER_SQUARE + 2 * f) * s));
}

/* The square under canvas point (@x, @y); FALSE off the board. */
static gboolean
square_at (PwNameDominoesEditor *self, double x, double y, int *sx, int *sy)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  double zoom = self->state.zoom;
  double f = frame_points (m) * zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  double cx = (x - f) / zoom, cy = (y - f) / zoom;
  *sx = cx < 0 ? -1 : (int) cx;
  *sy = cy < 0 ? -1 : (int) cy;
  return *sx >= 0 && *sy >= 0 && *sx < (int) m->width && *sy < (int) m->height;
}

/* The tile covering square (@x, @y) and which of its squares it is. */
int
pw_name_dominoes_editor_tile_at (PwNameDominoesEditor *self, int x, int y, int *part)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  if (x < 0 || y < 0 || x >= (int) m->width || y >= (int) m->height)
    return -1;
  g_autofree int *grid = pw_name_dominoes_model_grid (m);
  int g = grid[y * (int) m->width + x];
  if (g >= 0 && part)
    *part = g % 4;
  return g < 0 ? -1 : g / 4;
}

void
pw_name_dominoes_editor_update_marks (PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  PwNameDominoesEditorState *st = &self->state;
  g_free (st->marked);
  st->n_marked = m->tiles->len;
  st->marked = g_new0 (gboolean, st->n_marked + 1);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      guint t;
      if (p->severity == PW_SEVERITY_ERROR && sscanf (p->path, "$.puzzle.tiles[%u]", &t) == 1
          && t < st->n_marked)
        st->marked[t] = TRUE;
    }
}

static void
outline_squares (PwNameDominoesEditor *self, cairo_t *cr, int x, int y, PwNameDominoesDirection dir,
                 guint n)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  double zoom = self->state.zoom;
  double f = frame_points (m) * zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  int ex, ey;
  pw_name_dominoes_square (x, y, dir, n - 1, &ex, &ey);
  double x0 = f + MIN (x, ex) * zoom, y0 = f + MIN (y, ey) * zoom;
  cairo_rectangle (cr, x0 + 1, y0 + 1, (ABS (ex - x) + 1) * zoom - 2,
                   (ABS (ey - y) + 1) * zoom - 2);
}

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwNameDominoesEditor *self = data;
  const PwNameDominoesEditorState *st = &self->state;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  /* While Auto-Fill runs, its best board so far. */
  const PwNameDominoesModel *shown = st->live ? st->live : m;
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&shown->parent, &nat_w, &nat_h);
  double s = st->zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gboolean marks = st->live == NULL && st->n_marked == m->tiles->len;
  pw_name_dominoes_render_board (cr, &shown->parent, nat_w * s, nat_h * s, marks ? st->marked : NULL);
  if (st->live != NULL)
    return;

  /* The selected tile, and where a dragged tile would go. */
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
  cairo_set_line_width (cr, 3);
  if (st->selected >= 0 && (guint) st->selected < m->tiles->len)
    {
      const PwNameDominoesTile *t = m->tiles->pdata[st->selected];
      if (t->placed)
        {
          outline_squares (self, cr, t->x, t->y, t->direction, t->n_names);
          cairo_stroke (cr);
        }
    }
  if (st->dragging && st->drag_tile >= 0 && (guint) st->drag_tile < m->tiles->len
      && st->hover_x >= 0)
    {
      const PwNameDominoesTile *t = m->tiles->pdata[st->drag_tile];
      int ax, ay;
      pw_name_dominoes_square (st->hover_x, st->hover_y, (t->direction + 2) % 4, st->drag_part, &ax,
                       &ay);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3);
      outline_squares (self, cr, ax, ay, t->direction, t->n_names);
      cairo_fill (cr);
    }
  /* The keyboard's square. */
  if (gtk_widget_has_focus (self->canvas) && st->cursor_x >= 0 && st->cursor_y >= 0)
    {
      double zoom = st->zoom, f = frame_points (m) * zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
      pw_a11y_draw_focus_ring (cr, f + st->cursor_x * zoom + 2, f + st->cursor_y * zoom + 2,
                               zoom - 4, zoom - 4);
    }
}

void
pw_name_dominoes_editor_scroll_to_square (PwNameDominoesEditor *self, int x, int y)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  double zoom = self->state.zoom, f = frame_points (m) * zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (self->board_scroller);
  GtkAdjustment *adj[2] = { gtk_scrolled_window_get_hadjustment (sw),
                            gtk_scrolled_window_get_vadjustment (sw) };
  double at[2] = { f + x * zoom, f + y * zoom };
  for (guint i = 0; i < 2; i++)
    {
      double value = gtk_adjustment_get_value (adj[i]);
      double page = gtk_adjustment_get_page_size (adj[i]);
      if (at[i] < value)
        gtk_adjustment_set_value (adj[i], at[i] - zoom / 2);
      else if (at[i] + zoom > value + page)
        gtk_adjustment_set_value (adj[i], at[i] + zoom * 1.5 - page);
    }
}

/* ---- zoom ---- */

void
pw_name_dominoes_editor_set_zoom (PwNameDominoesEditor *self, double zoom)
{
  self->state.zoom = CLAMP (zoom, PW_NAME_DOMINOES_EDITOR_MIN_ZOOM, PW_NAME_DOMINOES_EDITOR_MAX_ZOOM);
  pw_name_dominoes_editor_canvas_resize (self);
  gtk_widget_queue_draw (self->canvas);
}

/* Scrolls @adj so that @fraction of content @size sits at @at in the view;
 * the range is set ahead of the layout, which keeps it. */
static void
scroll_to_keep (GtkAdjustment *adj, double fraction, double size, double at)
{
  double page = gtk_adjustment_get_page_size (adj), upper = MAX (size, page);
  gtk_adjustment_configure (adj, CLAMP (fraction * size - at, 0, upper - page), 0, upper,
                            gtk_adjustment_get_step_increment (adj),
                            gtk_adjustment_get_page_increment (adj), page);
}

void
pw_name_dominoes_editor_zoom_about (PwNameDominoesEditor *self, double factor, double vx, double vy)
{
  graphene_point_t at;
  int w = gtk_widget_get_width (self->canvas), h = gtk_widget_get_height (self->canvas);
  gboolean anchored = w > 0 && h > 0
                      && gtk_widget_compute_point (self->board_scroller, self->canvas,
                                                   &GRAPHENE_POINT_INIT ((float) vx, (float) vy),
                                                   &at);
  pw_name_dominoes_editor_set_zoom (self, self->state.zoom * factor);
  if (!anchored)
    return;
  GtkDrawingArea *area = GTK_DRAWING_AREA (self->canvas);
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (self->board_scroller);
  scroll_to_keep (gtk_scrolled_window_get_hadjustment (sw), CLAMP (at.x / w, 0.0, 1.0),
                  gtk_drawing_area_get_content_width (area), vx);
  scroll_to_keep (gtk_scrolled_window_get_vadjustment (sw), CLAMP (at.y / h, 0.0, 1.0),
                  gtk_drawing_area_get_content_height (area), vy);
}

/* Zoom from the keys and buttons: about the middle of the view. */
static void
zoom_by (PwNameDominoesEditor *self, double factor)
{
  pw_name_dominoes_editor_zoom_about (self, factor, gtk_widget_get_width (self->board_scroller) / 2.0,
                              gtk_widget_get_height (self->board_scroller) / 2.0);
}

static void
zoom_in_action (GtkWidget *widget, const char *name, GVariant *param)
{
  zoom_by (PW_NAME_DOMINOES_EDITOR (widget), ZOOM_STEP);
}

static void
zoom_out_action (GtkWidget *widget, const char *name, GVariant *param)
{
  zoom_by (PW_NAME_DOMINOES_EDITOR (widget), 1 / ZOOM_STEP);
}

/* Ctrl+scroll: about the pointer. */
static gboolean
scrolled (GtkEventControllerScroll *controller, double dx, double dy, PwNameDominoesEditor *self)
{
  const PwNameDominoesEditorState *st = &self->state;
  GtkEventController *c = GTK_EVENT_CONTROLLER (controller);
  if (!(gtk_event_controller_get_current_event_state (c) & GDK_CONTROL_MASK))
    return FALSE;
  double factor = dy < 0 ? 1.15 : 1 / 1.15;
  graphene_point_t at;
  if (st->pointer_in
      && gtk_widget_compute_point (self->canvas, self->board_scroller,
                                   &GRAPHENE_POINT_INIT ((float) st->pointer_x,
                                                         (float) st->pointer_y), &at))
    pw_name_dominoes_editor_zoom_about (self, factor, at.x, at.y);
  else
    zoom_by (self, factor);
  return TRUE;
}

static void
pointer_moved (GtkEventControllerMotion *motion, double x, double y, PwNameDominoesEditor *self)
{
  self->state.pointer_in = TRUE;
  self->state.pointer_x = x;
  self->state.pointer_y = y;
}

static void
pointer_left (GtkEventControllerMotion *motion, PwNameDominoesEditor *self)
{
  self->state.pointer_in = FALSE;
}

/* ---- pointer gestures ---- */

static void
place (PwNameDominoesEditor *self, int tile, int part, int x, int y)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "names.place", "(uuii)", (guint32) tile,
                              (guint32) part, (gint32) x, (gint32) y);
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwNameDominoesEditor *self)
{
  PwNameDominoesEditorState *st = &self->state;
  int sx, sy, part = 0;
  st->drag_x = x;
  st->drag_y = y;
  st->dragging = FALSE;
  st->drag_tile = square_at (self, x, y, &sx, &sy) ? pw_name_dominoes_editor_tile_at (self, sx, sy, &part) : -1;
  st->drag_part = part;
  gtk_widget_grab_focus (self->canvas);
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, PwNameDominoesEditor *self)
{
  PwNameDominoesEditorState *st = &self->state;
  if (st->drag_tile < 0)
    return;
  if (!st->dragging && ABS (dx) + ABS (dy) < DRAG_THRESHOLD)
    return;
  st->dragging = TRUE;
  if (!square_at (self, st->drag_x + dx, st->drag_y + dy, &st->hover_x, &st->hover_y))
    st->hover_x = st->hover_y = -1;
  gtk_widget_queue_draw (self->canvas);
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwNameDominoesEditor *self)
{
  PwNameDominoesEditorState *st = &self->state;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  int sx, sy;
  gboolean on_board = square_at (self, st->drag_x + dx, st->drag_y + dy, &sx, &sy);
  if (st->dragging && st->drag_tile >= 0)
    {
      st->dragging = FALSE;
      pw_name_dominoes_editor_select (self, st->drag_tile);
      if (!on_board)
        gtk_widget_activate_action (GTK_WIDGET (self), "names.take-off", NULL);
      else
        place (self, st->drag_tile, st->drag_part, sx, sy);
      gtk_widget_queue_draw (self->canvas);
      return;
    }
  /* A click: select the tile there, or put the selected tile down. */
  if (st->drag_tile >= 0)
    pw_name_dominoes_editor_select (self, st->drag_tile);
  else if (on_board && st->selected >= 0 && (guint) st->selected < m->tiles->len)
    place (self, st->selected, 0, sx, sy);
  gtk_widget_queue_draw (self->canvas);
}

static gboolean
dropped (GtkDropTarget *target, const GValue *value, double x, double y,
         PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  guint64 t;
  int sx, sy;
  if (!G_VALUE_HOLDS_STRING (value) || m->tiles->len == 0
      || !g_ascii_string_to_unsigned (g_value_get_string (value), 10, 0, m->tiles->len - 1, &t,
                                      NULL)
      || !square_at (self, x, y, &sx, &sy))
    return FALSE;
  place (self, (int) t, 0, sx, sy);
  return TRUE;
}

/* ---- the context menu ---- */

static GMenuModel *
tile_menu (const PwNameDominoesTile *tile)
{
  GMenu *menu = g_menu_new ();
  struct { const char *label, *action, *accel; } items[] = {
    { N_("Rotate"), "names.rotate", "r" },
    { tile->pinned ? N_("Unpin") : N_("Pin"), "names.pin", "p" },
    { N_("Take Off the Board"), "names.take-off", "Delete" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (_(items[i].label), items[i].action);
      /* The popover shows the key beside the item. */
      g_menu_item_set_attribute (item, "accel", "s", items[i].accel);
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

/* Pops the menu up for tile @t at canvas point (@x, @y). */
static void
popup_menu (PwNameDominoesEditor *self, int t, double x, double y)
{
  const PwNameDominoesTile *tile = pw_name_dominoes_editor_model (self)->tiles->pdata[t];
  pw_name_dominoes_editor_select (self, t);
  g_autoptr (GMenuModel) model = tile_menu (tile);
  gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (self->menu), model);
  GdkRectangle rect = { (int) x, (int) y, 1, 1 };
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &rect);
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

static void
secondary_click (GtkGestureClick *gesture, int n, double x, double y,
                 PwNameDominoesEditor *self)
{
  int sx, sy, t;
  if (square_at (self, x, y, &sx, &sy) && (t = pw_name_dominoes_editor_tile_at (self, sx, sy, NULL)) >= 0)
    popup_menu (self, t, x, y);
}

/* Shift+F10 or the Menu key: the menu of the selected tile, at its middle. */
static void
menu_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  int t = pw_name_dominoes_editor_selected_placed (self);
  if (t < 0)
    return;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  const PwNameDominoesTile *tile = m->tiles->pdata[t];
  double f = frame_points (m) * self->state.zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  popup_menu (self, t, f + (tile->x + 0.5) * self->state.zoom,
              f + (tile->y + 0.5) * self->state.zoom);
}

/* names.show-tile (u): selects the tile and brings it to the middle of
 * the view (the verdict's Show Tile). */
static void
show_tile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  guint t = g_variant_get_uint32 (param);
  if (t >= m->tiles->len)
    return;
  pw_name_dominoes_editor_select (self, (int) t);
  const PwNameDominoesTile *tile = m->tiles->pdata[t];
  if (!tile->placed)
    return;
  double zoom = self->state.zoom, f = frame_points (m) * zoom / PW_NAME_DOMINOES_RENDER_SQUARE;
  int ex, ey;
  pw_name_dominoes_square (tile->x, tile->y, tile->direction, tile->n_names - 1, &ex, &ey);
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (self->board_scroller);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (sw);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (sw);
  gtk_adjustment_set_value (h, f + ((tile->x + ex) / 2.0 + 0.5) * zoom
                               - gtk_adjustment_get_page_size (h) / 2);
  gtk_adjustment_set_value (v, f + ((tile->y + ey) / 2.0 + 0.5) * zoom
                               - gtk_adjustment_get_page_size (v) / 2);
  gtk_widget_grab_focus (self->canvas);
}

void
pw_name_dominoes_editor_canvas_init (PwNameDominoesEditor *self)
{
  GtkWidget *canvas = self->canvas;
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (canvas), draw_canvas, self, NULL);
  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (drag));
  GtkGesture *menu = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu, "pressed", G_CALLBACK (secondary_click), self);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (menu));
  GtkEventController *scroll = gtk_event_controller_scroll_new (
    GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (canvas, scroll);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left), self);
  gtk_widget_add_controller (canvas, motion);
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (dropped), self);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (drop));

  self->menu = gtk_popover_menu_new_from_model (NULL);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->menu, canvas);
}

void
pw_name_dominoes_editor_canvas_dispose (PwNameDominoesEditor *self)
{
  /* The popover must leave its parent before the parent goes. */
  g_clear_pointer (&self->menu, gtk_widget_unparent);
}

void
pw_name_dominoes_editor_canvas_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "names.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "names.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "names.menu", NULL, menu_action);
  gtk_widget_class_install_action (widget_class, "names.show-tile", "u", show_tile_action);
  /* + is Shift+= on many layouts; a binding matches only the modifiers it
   * names, so each key is bound bare, with Shift, with Ctrl and with both. */
  static const guint zoom_in_keys[] = { GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add };
  static const guint zoom_out_keys[] = { GDK_KEY_minus, GDK_KEY_KP_Subtract };
  static const GdkModifierType mods[] = { 0, GDK_SHIFT_MASK, GDK_CONTROL_MASK,
                                          GDK_CONTROL_MASK | GDK_SHIFT_MASK };
  for (guint m = 0; m < G_N_ELEMENTS (mods); m++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_in_keys); i++)
        gtk_widget_class_add_binding_action (widget_class, zoom_in_keys[i], mods[m],
                                             "names.zoom-in", NULL);
      for (guint i = 0; i < G_N_ELEMENTS (zoom_out_keys); i++)
        gtk_widget_class_add_binding_action (widget_class, zoom_out_keys[i], mods[m],
                                             "names.zoom-out", NULL);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "names.menu",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "names.menu", NULL);
}
