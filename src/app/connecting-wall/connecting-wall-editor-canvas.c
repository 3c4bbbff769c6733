/* connecting-wall-editor-canvas.c — the wall on the editor's canvas: where
 * each card goes, drawing it, and the pointer on it.
 *
 * The canvas draws cards with the renderer's pw_connecting_wall_render_card (),
 * so the screen and the sheet agree.  The rows as laid out are in their
 * groups' colours with each row's connection beside it; shuffled, the
 * cards are in the sheet's order, uncoloured; while another grouping
 * verify found is shown, its groups give the colours.  Click a card to
 * select it; drag a card onto another to swap them (the keys are in
 * connecting-wall-editor-keys.c).  The commands this
 * part runs (move-card, select-card, shuffle) are its actions, installed
 * from pw_connecting_wall_editor_canvas_class_init (). */
#include <glib/gi18n.h>

#include "connecting-wall-contrast.h"
#include "connecting-wall-editor-private.h"
#include "connecting-wall-render.h"
#include "pw-a11y.h"

#define MARGIN 12.0
#define LABEL_COLUMN PW_CONNECTING_WALL_LABEL_COLUMN

/* Geometry ------------------------------------------------------------ */

typedef struct
{
  double scale, x0, y0, cw, ch;
  guint cols, rows;
} Geometry;

static void
geometry (PwConnectingWallEditor *self, Geometry *geo)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  double width = gtk_widget_get_width (GTK_WIDGET (self->canvas));
  double height = gtk_widget_get_height (GTK_WIDGET (self->canvas));
  double cw, ch;
  pw_connecting_wall_render_card_size (m, &cw, &ch);
  geo->cols = m->group_size;
  geo->rows = MAX (m->groups->len, 1);
  double need_w = geo->cols * (cw + PW_CONNECTING_WALL_GAP) + LABEL_COLUMN;
  double need_h = geo->rows * (ch + PW_CONNECTING_WALL_GAP);
  geo->scale = MIN ((width - 2 * MARGIN) / need_w, (height - 2 * MARGIN) / need_h);
  geo->scale = CLAMP (geo->scale, 0.3, 2.0);
  geo->cw = cw;
  geo->ch = ch;
  geo->x0 = MARGIN;
  geo->y0 = MARGIN;
}

/* The card shown at grid place (row, col), or -1. */
static int
card_at_place (PwConnectingWallEditor *self, guint row, guint col, GArray *order)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  if (self->shuffled && order)
    {
      guint p = row * m->group_size + col;
      return p < order->len ? (int) g_array_index (order, guint, p) : -1;
    }
  if (row >= m->groups->len)
    return -1;
  guint index = 0;
  for (guint g = 0; g < row; g++)
    index += ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
  return col < ((PwConnectingWallGroup *) m->groups->pdata[row])->cards->len ? (int) (index + col) : -1;
}

static int
card_at_point (PwConnectingWallEditor *self, double x, double y)
{
  Geometry geo;
  geometry (self, &geo);
  double ux = (x - geo.x0) / geo.scale, uy = (y - geo.y0) / geo.scale;
  if (ux < 0 || uy < 0)
    return -1;
  guint col = (guint) (ux / (geo.cw + PW_CONNECTING_WALL_GAP)), row = (guint) (uy / (geo.ch + PW_CONNECTING_WALL_GAP));
  if (col >= geo.cols || row >= geo.rows)
    return -1;
  g_autoptr (GArray) order
    = pw_connecting_wall_render_shuffle (pw_connecting_wall_editor_model (self));
  return card_at_place (self, row, col, order);
}

int
pw_connecting_wall_editor_label_at_point (PwConnectingWallEditor *self, double x, double y)
{
  Geometry geo;
  geometry (self, &geo);
  double ux = (x - geo.x0) / geo.scale, uy = (y - geo.y0) / geo.scale;
  double left = geo.cols * (geo.cw + PW_CONNECTING_WALL_GAP);
  if (self->shuffled || self->alternative >= 0 || ux < left || ux > left + LABEL_COLUMN || uy < 0)
    return -1;
  guint row = (guint) (uy / (geo.ch + PW_CONNECTING_WALL_GAP));
  return row < pw_connecting_wall_editor_model (self)->groups->len ? (int) row : -1;
}

int
pw_connecting_wall_editor_card_at_point (PwConnectingWallEditor *self, double x, double y)
{
  return card_at_point (self, x, y);
}

void
pw_connecting_wall_editor_grid_size (PwConnectingWallEditor *self, guint *rows, guint *cols)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  *cols = m->group_size;
  *rows = MAX (m->groups->len, 1);
}

int
pw_connecting_wall_editor_card_at_place (PwConnectingWallEditor *self, guint row, guint col)
{
  g_autoptr (GArray) order
    = pw_connecting_wall_render_shuffle (pw_connecting_wall_editor_model (self));
  return card_at_place (self, row, col, order);
}

gboolean
pw_connecting_wall_editor_place_of_card (PwConnectingWallEditor *self, guint index, guint *row,
                                         guint *col)
{
  guint rows, cols;
  pw_connecting_wall_editor_grid_size (self, &rows, &cols);
  g_autoptr (GArray) order
    = pw_connecting_wall_render_shuffle (pw_connecting_wall_editor_model (self));
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < cols; c++)
      if (card_at_place (self, r, c, order) == (int) index)
        {
          *row = r;
          *col = c;
          return TRUE;
        }
  return FALSE;
}

gboolean
pw_connecting_wall_editor_get_card_rect (PwConnectingWallEditor *self, guint index, graphene_rect_t *rect)
{
  Geometry geo;
  geometry (self, &geo);
  guint row, col;
  if (!pw_connecting_wall_editor_place_of_card (self, index, &row, &col))
    return FALSE;
  graphene_rect_init (rect, geo.x0 + col * (geo.cw + PW_CONNECTING_WALL_GAP) * geo.scale,
                      geo.y0 + row * (geo.ch + PW_CONNECTING_WALL_GAP) * geo.scale,
                      geo.cw * geo.scale, geo.ch * geo.scale);
  return TRUE;
}

/* Drawing ------------------------------------------------------------- */

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwConnectingWallEditor *self = data;
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  Geometry geo;
  geometry (self, &geo);
  g_autoptr (GArray) order = pw_connecting_wall_render_shuffle (m);
  cairo_save (cr);
  cairo_translate (cr, geo.x0, geo.y0);
  cairo_scale (cr, geo.scale, geo.scale);
  for (guint row = 0; row < geo.rows; row++)
    {
      double y = row * (geo.ch + PW_CONNECTING_WALL_GAP);
      const char *alt_category = NULL;
      for (guint col = 0; col < geo.cols; col++)
        {
          double x = col * (geo.cw + PW_CONNECTING_WALL_GAP);
          int index = card_at_place (self, row, col, order);
          if (index < 0)
            {
              /* A missing card in a short row: a dashed place. */
              cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
              double dash = 4;
              cairo_set_dash (cr, &dash, 1, 0);
              cairo_rectangle (cr, x + 1, y + 1, geo.cw - 2, geo.ch - 2);
              cairo_stroke (cr);
              cairo_set_dash (cr, NULL, 0, 0);
              continue;
            }
          PwConnectingWallCard *card = pw_connecting_wall_card_at (m, (guint) index, NULL, NULL);
          double rgb[3];
          const double *fill = NULL;
          int colour = -1;
          if (self->alternative >= 0)
            colour = pw_connecting_wall_editor_alternative_group (self, self->alternative,
                                                                  (guint) index,
                                                                  col == 0 ? &alt_category : NULL);
          else if (!self->shuffled)
            colour = (int) row;
          if (colour >= 0)
            {
              pw_connecting_wall_render_group_rgb ((guint) colour, &rgb[0], &rgb[1], &rgb[2]);
              fill = rgb;
            }
          pw_connecting_wall_render_card (cr, m, card->text, x, y, geo.cw, geo.ch, fill);
          if (colour >= 0)
            pw_connecting_wall_draw_group_mark (cr, (guint) colour, x, y);
          if (index == self->selected && gtk_widget_has_focus (GTK_WIDGET (self->canvas)))
            /* The keyboard's cursor: a ring that shows on any card. */
            pw_a11y_draw_focus_ring (cr, x - 1, y - 1, geo.cw + 2, geo.ch + 2);
          else if (index == self->selected)
            {
              cairo_set_source_rgb (cr, 0.11, 0.42, 0.85);
              cairo_set_line_width (cr, 3.5);
              cairo_rectangle (cr, x - 1.5, y - 1.5, geo.cw + 3, geo.ch + 3);
              cairo_stroke (cr);
            }
        }
      /* The row's connection beside it (as laid out). */
      if (!self->shuffled && self->alternative < 0 && row < m->groups->len)
        {
          PwConnectingWallGroup *grp = m->groups->pdata[row];
          g_autofree char *label = *grp->connection
                                     ? g_strdup (grp->connection)
                                     : g_strdup_printf (_("(Group %u: no connection)"),
                                                        row + 1);
          /* On the window, not on a card: the window's text colour. */
          pw_a11y_set_source_text (cr, GTK_WIDGET (area));
          pw_connecting_wall_render_connection (cr, m, label,
                                                geo.cols * (geo.cw + PW_CONNECTING_WALL_GAP) + 4,
                                                y, LABEL_COLUMN - 8, geo.ch,
                                                *grp->connection != '\0');
        }
    }
  cairo_restore (cr);
}

/* Selecting, moving and shuffling cards ------------------------------- */

static void
select_card (PwConnectingWallEditor *self, int index)
{
  pw_connecting_wall_editor_commit_entries (self);
  pw_connecting_wall_editor_end_typing (self);
  self->selected = index;
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
  pw_connecting_wall_editor_announce_card (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

void
pw_connecting_wall_editor_show_place (PwDocument *document, const char *path, int x, int y,
                                      PwConnectingWallEditor *self)
{
  /* Problems name a card by its place in its row (x) and its row (y). */
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  if (y < 0 || (guint) y >= m->groups->len)
    return;
  guint index = 0;
  for (guint g = 0; g < (guint) y; g++)
    index += ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
  guint len = ((PwConnectingWallGroup *) m->groups->pdata[y])->cards->len;
  if (len == 0)
    return;
  self->shuffled = FALSE;
  select_card (self, (int) (index + CLAMP (x, 0, (int) len - 1)));
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
}

static void
move_card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  guint from, to;
  g_variant_get (param, "(uu)", &from, &to);
  guint n = pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self));
  if (from >= n || to >= n || from == to)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  guint gf, kf, gt, kt;
  pw_connecting_wall_card_at (m, from, &gf, &kf);
  pw_connecting_wall_card_at (m, to, &gt, &kt);
  PwConnectingWallGroup *a = m->groups->pdata[gf], *b = m->groups->pdata[gt];
  gpointer tmp = a->cards->pdata[kf];
  a->cards->pdata[kf] = b->cards->pdata[kt];
  b->cards->pdata[kt] = tmp;
  if (m->cjk)
    pw_connecting_wall_classify_categories (m);
  self->selected = (int) to;
  pw_connecting_wall_editor_apply (self, m, _("Move Card"));
}

static void
select_card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  int index = g_variant_get_int32 (param);
  guint n = pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self));
  select_card (self, index < (int) n ? index : -1);
}

static void
shuffle_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  self->shuffled = !self->shuffled;
  self->alternative = -1;
  pw_connecting_wall_editor_sync_alternative_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Pointer ------------------------------------------------------------- */

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwConnectingWallEditor *self)
{
  self->drag_from = card_at_point (self, x, y);
  self->drag_x = x;
  self->drag_y = y;
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwConnectingWallEditor *self)
{
  int from = self->drag_from;
  self->drag_from = -1;
  int to = card_at_point (self, self->drag_x + dx, self->drag_y + dy);
  if (from >= 0 && to >= 0 && to != from && !self->shuffled)
    gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.move-card", "(uu)",
                                (guint) from, (guint) to);
  else
    {
      select_card (self, to);
      if (to >= 0)
        gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
    }
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_canvas_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "wall-editor.move-card", "(uu)",
                                   move_card_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.select-card", "i",
                                   select_card_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.shuffle", NULL, shuffle_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "wall-editor.shuffle", NULL);
}

void
pw_connecting_wall_editor_canvas_init (PwConnectingWallEditor *self)
{
  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);
  pw_a11y_follow_settings (self->canvas);
  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));
}
