/* domino-grid-editor.c — the domino-grid canvas and its boneyard.
 *
 * The canvas (a GtkWidget drawn in snapshot) shows the board with pips or
 * numerals and the dominoes laid so far.  Keyboard: arrows move the
 * cursor, digits type the cell's number (two quick digits make 10 and
 * up), “.” or Delete makes the cell a hole and back, R turns the domino
 * being laid, Enter lays it at the cursor, H shows the next hint.
 * Mouse: drag from a cell to its neighbour to lay a domino there; click a
 * laid domino to take it off; drag with the secondary button to paint
 * holes (or erase them).  Click a domino in the boneyard to pick it, then
 * a cell to lay it there: cells still 0 take its numbers, which is how a
 * board is designed from a tiling (start from a board of zeros).
 *
 * Live feedback: a laid domino that is not in the set, or that is laid
 * twice, is drawn in red; the boneyard greys each domino once it is used.
 * Every edit is one pw_document_apply(); the canvas redraws from the
 * document's ::changed.
 */
#include "domino-grid-editor.h"

#include <glib/gi18n.h>
#include <math.h>

#include "domino-grid-board.h"
#include "domino-grid-solver.h"
#include "domino-grid.h"

#define PW_TYPE_DOMINO_CANVAS (pw_domino_canvas_get_type ())
G_DECLARE_FINAL_TYPE (PwDominoCanvas, pw_domino_canvas, PW, DOMINO_CANVAS, GtkWidget)

struct _PwDominoCanvas
{
  GtkWidget parent;
  PwDocument *document;
  GtkWidget *boneyard;   /* a drawing area */
  GtkLabel *hint_label;
  int cursor_r, cursor_c;
  int drag_from;         /* position where a primary drag began, or -1 */
  int paint_hole;        /* secondary drag: 1 make holes, 0 erase, -1 none */
  int picked;            /* index into the set of the domino picked in the boneyard, or -1 */
  gboolean vertical;     /* the picked domino's orientation */
  gboolean pips;
  gint64 last_digit_time;
  int hint_cells[8];
  int n_hint_cells;
  GCancellable *hint_cancellable;
};

G_DEFINE_FINAL_TYPE (PwDominoCanvas, pw_domino_canvas, GTK_TYPE_WIDGET)

static const PwDominoGrid *
grid_of (PwDominoCanvas *self)
{
  return (const PwDominoGrid *) pw_document_get_model (self->document);
}

static double
cell_size (PwDominoCanvas *self)
{
  const PwDominoGrid *g = grid_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  return MAX (8.0, floor (MIN ((w - 16) / g->cols, (h - 16) / g->rows)));
}

static void
origin (PwDominoCanvas *self, double *x0, double *y0)
{
  const PwDominoGrid *g = grid_of (self);
  double s = cell_size (self);
  *x0 = floor ((gtk_widget_get_width (GTK_WIDGET (self)) - s * g->cols) / 2);
  *y0 = floor ((gtk_widget_get_height (GTK_WIDGET (self)) - s * g->rows) / 2);
}

static int
pos_at (PwDominoCanvas *self, double x, double y)
{
  const PwDominoGrid *g = grid_of (self);
  double x0, y0, s = cell_size (self);
  origin (self, &x0, &y0);
  int c = (int) floor ((x - x0) / s), r = (int) floor ((y - y0) / s);
  if (r < 0 || r >= g->rows || c < 0 || c >= g->cols)
    return -1;
  return r * g->cols + c;
}

/* ---- edits ---- */

static PwDominoGrid *
edit_copy (PwDominoCanvas *self)
{
  return (PwDominoGrid *) pw_document_dup_model (self->document);
}

static void
unpair (PwDominoGrid *g, int i)
{
  if (g->mate == NULL || g->mate[i] < 0)
    return;
  g->mate[g->mate[i]] = PW_DOMINO_NO_MATE;
  g->mate[i] = PW_DOMINO_NO_MATE;
}

static gboolean
neighbours (const PwDominoGrid *g, int a, int b)
{
  int ra = a / g->cols, ca = a % g->cols, rb = b / g->cols, cb = b % g->cols;
  return abs (ra - rb) + abs (ca - cb) == 1;
}

static void
lay (PwDominoCanvas *self, int a, int b)
{
  const PwDominoGrid *cur = grid_of (self);
  if (a < 0 || b < 0 || !neighbours (cur, a, b) || cur->cells[a] == PW_DOMINO_HOLE
      || cur->cells[b] == PW_DOMINO_HOLE)
    return;
  PwDominoGrid *g = edit_copy (self);
  if (g->mate == NULL)
    pw_domino_grid_init_solution (g);
  unpair (g, a);
  unpair (g, b);
  g->mate[a] = b;
  g->mate[b] = a;
  pw_document_apply (self->document, &g->parent, _("Lay Domino"));
}

static void
take_off (PwDominoCanvas *self, int a)
{
  const PwDominoGrid *cur = grid_of (self);
  if (cur->mate == NULL || cur->mate[a] < 0)
    return;
  PwDominoGrid *g = edit_copy (self);
  unpair (g, a);
  pw_document_apply (self->document, &g->parent, _("Take Domino Off"));
}

static void
set_number (PwDominoCanvas *self, int pos, int v)
{
  const PwDominoGrid *cur = grid_of (self);
  if (cur->cells[pos] == v)
    return;
  PwDominoGrid *g = edit_copy (self);
  g->cells[pos] = (gint8) v;
  if (v == PW_DOMINO_HOLE)
    unpair (g, pos);
  pw_document_apply (self->document, &g->parent,
                     v == PW_DOMINO_HOLE ? _("Make Hole") : _("Type Number"));
}

/* Lays the picked boneyard domino with its first half at @pos.  Cells
 * still blank (0 on a board of zeros) take the domino's numbers, so a
 * board can be designed by laying its tiling. */
static void
lay_picked (PwDominoCanvas *self, int pos)
{
  const PwDominoGrid *cur = grid_of (self);
  if (self->picked < 0 || self->picked >= (int) cur->dominoes->len || pos < 0)
    return;
  int r = pos / cur->cols, c = pos % cur->cols;
  int r2 = r + (self->vertical ? 1 : 0), c2 = c + (self->vertical ? 0 : 1);
  if (r2 >= cur->rows || c2 >= cur->cols)
    return;
  int other = r2 * cur->cols + c2;
  if (cur->cells[pos] == PW_DOMINO_HOLE || cur->cells[other] == PW_DOMINO_HOLE)
    return;
  PwDomino d = g_array_index (cur->dominoes, PwDomino, self->picked);
  PwDominoGrid *g = edit_copy (self);
  if (g->mate == NULL)
    pw_domino_grid_init_solution (g);
  /* Design: a cell still 0 takes the domino's number. */
  gboolean flipped = g->cells[pos] == d.hi && g->cells[other] == d.lo && d.lo != d.hi;
  if (!flipped)
    {
      if (g->cells[pos] == 0)
        g->cells[pos] = (gint8) d.lo;
      if (g->cells[other] == 0)
        g->cells[other] = (gint8) d.hi;
    }
  unpair (g, pos);
  unpair (g, other);
  g->mate[pos] = other;
  g->mate[other] = pos;
  pw_document_apply (self->document, &g->parent, _("Lay Domino"));
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

static void
draw_value (cairo_t *cr, gboolean pips, int v, double x, double y, double s)
{
  static const double g3[3] = { 0.22, 0.5, 0.78 };
  static const double g4[4] = { 0.17, 0.39, 0.61, 0.83 };
  static const char *const nine[10] = { "", "4", "08", "048", "0268", "02468", "023568",
                                        "0234568", "01235678", "012345678" };
  if (pips && v <= 12)
    {
      double r = s * (v > 9 ? 0.07 : 0.085);
      if (v <= 9)
        for (const char *p = nine[v]; *p; p++)
          {
            int k = *p - '0';
            cairo_new_sub_path (cr);
            cairo_arc (cr, x + g3[k % 3] * s, y + g3[k / 3] * s, r, 0, 2 * G_PI);
          }
      else
        for (int row = 0; row < 4; row++)
          for (int col = 0; col < 3; col++)
            {
              double py = g4[row];
              if (col == 1 && v == 10 && (row == 0 || row == 3))
                continue;
              if (col == 1 && v == 11)
                {
                  if (row == 3)
                    continue;
                  py = g3[row];
                }
              cairo_new_sub_path (cr);
              cairo_arc (cr, x + g3[col] * s, y + py * s, r, 0, 2 * G_PI);
            }
      cairo_fill (cr);
      return;
    }
  char text[8];
  g_snprintf (text, sizeof text, "%d", v);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, s * 0.5);
  cairo_text_extents_t ext;
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x + (s - ext.width) / 2 - ext.x_bearing, y + (s - ext.height) / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

static void
rounded_box (cairo_t *cr, double x, double y, double w, double h, double rad)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - rad, y + rad, rad, -G_PI / 2, 0);
  cairo_arc (cr, x + w - rad, y + h - rad, rad, 0, G_PI / 2);
  cairo_arc (cr, x + rad, y + h - rad, rad, G_PI / 2, G_PI);
  cairo_arc (cr, x + rad, y + rad, rad, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
pw_domino_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (widget);
  const PwDominoGrid *g = grid_of (self);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  double x0, y0, s = cell_size (self);
  origin (self, &x0, &y0);
  g_autofree guint8 *bad = clashes (g);
  gboolean pips = self->pips && pw_domino_grid_max_value (g) <= 12;

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
        for (int k = 0; k < self->n_hint_cells; k++)
          if (self->hint_cells[k] == i)
            {
              cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.6);
              cairo_rectangle (cr, x, y, s, s);
              cairo_fill (cr);
            }
        cairo_set_source_rgb (cr, 0.75, 0.75, 0.75);
        cairo_set_line_width (cr, 1);
        cairo_rectangle (cr, x + 0.5, y + 0.5, s - 1, s - 1);
        cairo_stroke (cr);
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
        draw_value (cr, pips, g->cells[i], x, y, s);
      }
  /* Laid dominoes: blue, red when they clash. */
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i)
        continue;
      int r = i / g->cols, c = i % g->cols, r2 = m / g->cols, c2 = m % g->cols;
      if (bad[i])
        cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      else
        cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, MAX (2.0, s / 12));
      rounded_box (cr, x0 + c * s + 3, y0 + r * s + 3, (c2 - c + 1) * s - 6, (r2 - r + 1) * s - 6,
                   s / 6);
      cairo_stroke (cr);
    }
  /* The cursor. */
  if (gtk_widget_has_focus (widget))
    {
      cairo_set_source_rgb (cr, 0.9, 0.45, 0.0);
      cairo_set_line_width (cr, 2);
      double cw = self->picked >= 0 && !self->vertical ? 2 * s : s;
      double ch = self->picked >= 0 && self->vertical ? 2 * s : s;
      cairo_rectangle (cr, x0 + self->cursor_c * s + 1, y0 + self->cursor_r * s + 1, cw - 2,
                       ch - 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
pw_domino_canvas_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline,
                          int *natural_baseline)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (widget);
  const PwDominoGrid *g = grid_of (self);
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? g->cols : g->rows;
  *minimum = n * 12 + 16;
  *natural = n * 44 + 16;
}

/* ---- input ---- */

static void
move_cursor (PwDominoCanvas *self, int dr, int dc)
{
  const PwDominoGrid *g = grid_of (self);
  self->cursor_r = CLAMP (self->cursor_r + dr, 0, g->rows - 1);
  self->cursor_c = CLAMP (self->cursor_c + dc, 0, g->cols - 1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void show_hint (PwDominoCanvas *self);

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, PwDominoCanvas *self)
{
  const PwDominoGrid *g = grid_of (self);
  int pos = self->cursor_r * g->cols + self->cursor_c;
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
      set_number (self, pos, g->cells[pos] == PW_DOMINO_HOLE ? 0 : PW_DOMINO_HOLE);
      return TRUE;
    case GDK_KEY_r:
    case GDK_KEY_R:
      self->vertical = !self->vertical;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      lay_picked (self, pos);
      return TRUE;
    case GDK_KEY_h:
    case GDK_KEY_H:
      show_hint (self);
      return TRUE;
    case GDK_KEY_p:
    case GDK_KEY_P:
      self->pips = !self->pips;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      gtk_widget_queue_draw (self->boneyard);
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
      set_number (self, pos, v);
      return TRUE;
    }
  return FALSE;
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, PwDominoCanvas *self)
{
  int pos = pos_at (self, x, y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (pos < 0)
    return;
  const PwDominoGrid *g = grid_of (self);
  self->cursor_r = pos / g->cols;
  self->cursor_c = pos % g->cols;
  if (button == GDK_BUTTON_SECONDARY)
    {
      self->paint_hole = g->cells[pos] == PW_DOMINO_HOLE ? 0 : 1;
      set_number (self, pos, self->paint_hole ? PW_DOMINO_HOLE : 0);
      return;
    }
  self->drag_from = pos;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, PwDominoCanvas *self)
{
  if (self->paint_hole < 0)
    return;
  double sx, sy;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  int pos = pos_at (self, sx + dx, sy + dy);
  if (pos >= 0)
    set_number (self, pos, self->paint_hole ? PW_DOMINO_HOLE : 0);
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, PwDominoCanvas *self)
{
  if (self->paint_hole >= 0)
    {
      self->paint_hole = -1;
      return;
    }
  double sx, sy;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  int from = self->drag_from, to = pos_at (self, sx + dx, sy + dy);
  self->drag_from = -1;
  if (from < 0)
    return;
  const PwDominoGrid *g = grid_of (self);
  if (to == from || to < 0)
    {
      /* A click: take a laid domino off, or lay the picked one here. */
      if (g->mate && g->mate[from] >= 0)
        take_off (self, from);
      else
        lay_picked (self, from);
      return;
    }
  lay (self, from, to);
}

/* ---- hints ---- */

static void
hint_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  PwDominoGrid *g = data;
  g_autoptr (GError) error = NULL;
  /* The board without what the player laid (which may be wrong), then
   * the laid dominoes decided one by one. */
  g_autoptr (PwDominoGrid) bare = (PwDominoGrid *) pw_model_copy (&g->parent);
  pw_domino_grid_clear_solution (bare);
  g_autoptr (PwDominoBoard) b = pw_domino_board_new (bare, &error);
  if (b == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_autoptr (PwDominoState) s = pw_domino_state_new (b);
  gboolean clash = FALSE;
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i || g->cells[i] < 0)
        continue;
      int p = -1, a = b->cell_of[i], c = b->cell_of[m];
      for (int k = 0; a >= 0 && k < b->cell_nplace[a]; k++)
        if (b->pcell[b->cell_place[a][k]][0] == c || b->pcell[b->cell_place[a][k]][1] == c)
          p = b->cell_place[a][k];
      if (p < 0 || !s->alive[p])
        clash = TRUE;
      else
        pw_domino_state_decide (s, p, PW_DOMINO_RULE_TRIAL);
    }
  if (clash || *s->broken)
    {
      g_object_set_data_full (G_OBJECT (task), "hint-text",
                              g_strdup (_("The dominoes laid so far cannot all be right: a "
                                          "domino not in the set, one laid twice, or one that "
                                          "leaves no way on")), g_free);
      g_task_return_pointer (task, g_array_new (FALSE, FALSE, sizeof (int)),
                             (GDestroyNotify) g_array_unref);
      return;
    }
  s->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_step_free);
  int level;
  pw_domino_solve (s, PW_DOMINO_LEVEL_EXTREME, &level);
  GPtrArray *steps = g_steal_pointer (&s->steps);
  /* Cells as positions, for the canvas. */
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  char *text = NULL;
  if (steps->len > 0)
    {
      PwDominoStep *st = steps->pdata[0];
      text = g_strdup (st->text);
      for (guint i = 0; i < st->cells->len && out->len < 8; i++)
        {
          int pos = b->cell_pos[g_array_index (st->cells, int, i)];
          g_array_append_val (out, pos);
        }
    }
  else
    text = g_strdup (*s->broken ? _("There is no way on from here: something laid is wrong")
                     : pw_domino_state_solved (s) ? _("Solved!")
                                                  : _("The rules find nothing more here"));
  g_ptr_array_unref (steps);
  g_object_set_data_full (G_OBJECT (task), "hint-text", text, g_free);
  g_task_return_pointer (task, out, (GDestroyNotify) g_array_unref);
}

static void
hint_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) cells = g_task_propagate_pointer (G_TASK (res), &error);
  if (error && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  PwDominoCanvas *self = PW_DOMINO_CANVAS (source);
  self->n_hint_cells = 0;
  if (cells)
    for (guint i = 0; i < cells->len; i++)
      self->hint_cells[self->n_hint_cells++] = g_array_index (cells, int, i);
  const char *text = error ? error->message : g_object_get_data (G_OBJECT (res), "hint-text");
  gtk_label_set_label (self->hint_label, text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The next deduction from where the player is, found on a worker thread. */
static void
show_hint (PwDominoCanvas *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  GTask *task = g_task_new (self, self->hint_cancellable, hint_done, NULL);
  g_task_set_task_data (task, pw_document_dup_model (self->document), (GDestroyNotify) pw_model_free);
  g_task_run_in_thread (task, hint_thread);
  g_object_unref (task);
}

/* ---- the widget ---- */

static void
pw_domino_canvas_dispose (GObject *object)
{
  PwDominoCanvas *self = PW_DOMINO_CANVAS (object);
  if (self->hint_cancellable)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
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
pw_domino_canvas_init (PwDominoCanvas *self)
{
  self->drag_from = -1;
  self->paint_hole = -1;
  self->picked = -1;
  self->pips = TRUE;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

/* ---- the boneyard ---- */

#define BONE 22.0

static int
bones_per_row (int width)
{
  return MAX (1, (int) ((width - 8) / (2 * BONE + 10)));
}

static void
draw_boneyard (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDominoCanvas *self = data;
  const PwDominoGrid *g = grid_of (self);
  gboolean pips = self->pips && pw_domino_grid_max_value (g) <= 12;
  g_autofree guint8 *used = g_new0 (guint8, PW_DOMINO_INDEX_COUNT);
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    if (g->mate[i] > i && g->cells[i] >= 0 && g->cells[g->mate[i]] >= 0)
      used[pw_domino_index (g->cells[i], g->cells[g->mate[i]])]++;
  int per_row = bones_per_row (width);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDomino d = g_array_index (g->dominoes, PwDomino, i);
      double x = 4 + (i % per_row) * (2 * BONE + 10), y = 4 + (i / per_row) * (BONE + 10);
      int k = pw_domino_index (d.lo, d.hi);
      double ink = used[k] ? 0.72 : 0.1;
      if ((int) i == self->picked)
        {
          cairo_set_source_rgb (cr, 0.9, 0.45, 0.0);
          cairo_set_line_width (cr, 3);
          rounded_box (cr, x - 2, y - 2, 2 * BONE + 4, BONE + 4, 5);
          cairo_stroke (cr);
        }
      cairo_set_source_rgb (cr, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1);
      rounded_box (cr, x, y, 2 * BONE, BONE, 4);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, used[k] > 1 ? 0.88 : ink, used[k] > 1 ? 0.11 : ink,
                            used[k] > 1 ? 0.14 : ink);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_move_to (cr, x + BONE, y + 3);
      cairo_line_to (cr, x + BONE, y + BONE - 3);
      cairo_stroke (cr);
      draw_value (cr, pips, d.lo, x, y, BONE);
      draw_value (cr, pips, d.hi, x + BONE, y, BONE);
    }
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  gtk_widget_set_size_request (GTK_WIDGET (area), -1, 8 + rows * (BONE + 10));
}

static void
boneyard_pressed (GtkGestureClick *click, int n_press, double x, double y, PwDominoCanvas *self)
{
  const PwDominoGrid *g = grid_of (self);
  int per_row = bones_per_row (gtk_widget_get_width (self->boneyard));
  int col = (int) ((x - 4) / (2 * BONE + 10)), row = (int) ((y - 4) / (BONE + 10));
  int i = row * per_row + col;
  if (col < 0 || col >= per_row || i < 0 || i >= (int) g->dominoes->len)
    return;
  self->picked = self->picked == i ? -1 : i;
  gtk_widget_queue_draw (self->boneyard);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
model_changed (PwDocument *document, PwDominoCanvas *self)
{
  const PwDominoGrid *g = grid_of (self);
  self->cursor_r = MIN (self->cursor_r, g->rows - 1);
  self->cursor_c = MIN (self->cursor_c, g->cols - 1);
  if (self->picked >= (int) g->dominoes->len)
    self->picked = -1;
  self->n_hint_cells = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_queue_draw (self->boneyard);
}

static void
hint_clicked (GtkButton *button, PwDominoCanvas *self)
{
  show_hint (self);
}

static GtkWidget *
create (PwDocument *document)
{
  PwDominoCanvas *self = g_object_new (PW_TYPE_DOMINO_CANVAS, NULL);
  self->document = document;
  gtk_widget_set_name (GTK_WIDGET (self), "domino-canvas");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Domino grid board"), -1);

  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (side, 2 * (int) (2 * BONE + 10) + 16, -1);
  GtkWidget *title = gtk_label_new (_("Boneyard"));
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  self->boneyard = gtk_drawing_area_new ();
  gtk_widget_set_name (self->boneyard, "domino-boneyard");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->boneyard), draw_boneyard, self, NULL);
  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (boneyard_pressed), self);
  gtk_widget_add_controller (self->boneyard, GTK_EVENT_CONTROLLER (click));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->boneyard);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  GtkWidget *hint = gtk_button_new_with_mnemonic (_("_Hint"));
  gtk_widget_set_tooltip_text (hint, _("Show the next step a person could take (H)"));
  g_signal_connect (hint, "clicked", G_CALLBACK (hint_clicked), self);
  self->hint_label = GTK_LABEL (gtk_label_new (
    _("Drag between two cells to lay a domino; type numbers; right-drag paints holes; P "
      "switches pips and numerals.")));
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "dim-label");
  gtk_box_append (GTK_BOX (side), title);
  gtk_box_append (GTK_BOX (side), scroll);
  gtk_box_append (GTK_BOX (side), hint);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->hint_label));

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

static const PwKindEditor editor = { PW_DOMINO_GRID_KIND_ID, create };

const PwKindEditor *
pw_domino_grid_editor (void)
{
  return &editor;
}
