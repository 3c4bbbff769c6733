/* domino-grid-boneyard.c — the boneyard (the set, each domino greyed once
 * laid, red when laid twice; click to pick, the keyboard's [ and ] pick
 * too) and the drawing of whole dominoes shared by the boneyard and the
 * drag icon; the numbers and pips on them are the renderer's, as on
 * paper.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "domino-grid-editor-private.h"
#include "domino-grid-render.h"

void
pw_domino_grid_rounded_box (cairo_t *cr, double x, double y, double w, double h, double rad)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - rad, y + rad, rad, -G_PI / 2, 0);
  cairo_arc (cr, x + w - rad, y + h - rad, rad, 0, G_PI / 2);
  cairo_arc (cr, x + rad, y + h - rad, rad, G_PI / 2, G_PI);
  cairo_arc (cr, x + rad, y + rad, rad, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
pw_domino_grid_draw_domino (cairo_t *cr, gboolean pips, int first, int second, gboolean vertical,
                       double x, double y, double s, double ink)
{
  double w = vertical ? s : 2 * s, h = vertical ? 2 * s : s;
  pw_domino_grid_rounded_box (cr, x, y, w, h, MAX (2.0, s / 6));
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, ink, ink, ink);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (vertical)
    {
      cairo_move_to (cr, x + 3, y + s);
      cairo_line_to (cr, x + s - 3, y + s);
    }
  else
    {
      cairo_move_to (cr, x + s, y + 3);
      cairo_line_to (cr, x + s, y + s - 3);
    }
  cairo_stroke (cr);
  pw_domino_grid_draw_value (cr, pips, first, x, y, s);
  pw_domino_grid_draw_value (cr, pips, second, vertical ? x : x + s, vertical ? y + s : y, s);
}


/* How many times each domino of the set is laid. */
guint8 *
pw_domino_grid_used_counts (const PwDominoGrid *g)
{
  guint8 *used = g_new0 (guint8, PW_DOMINO_GRID_INDEX_COUNT);
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    if (g->mate[i] > i && g->cells[i] >= 0 && g->cells[g->mate[i]] >= 0)
      used[pw_domino_grid_index (g->cells[i], g->cells[g->mate[i]])]++;
  return used;
}

static void
set_picked (PwDominoGridEditor *self, int index)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  self->picked = index;
  if (index >= 0)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, index);
      g_autofree char *text = g_strdup_printf (_("Picked %d-%d: Enter lays it at the cursor, R "
                                                 "turns it"), d.lo, d.hi);
      pw_domino_grid_canvas_say (self, text);
    }
  gtk_widget_queue_draw (self->boneyard);
  gtk_widget_queue_draw (self->canvas);
}

/* Picks the next (@step 1) or previous (-1) domino still in the boneyard. */
void
pw_domino_grid_boneyard_pick_step (PwDominoGridEditor *self, int step)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int n = (int) g->dominoes->len;
  if (n == 0)
    return;
  g_autofree guint8 *used = pw_domino_grid_used_counts (g);
  int i = self->picked;
  for (int k = 0; k < n; k++)
    {
      i = i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n;
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      if (!used[pw_domino_grid_index (d.lo, d.hi)])
        {
          set_picked (self, i);
          return;
        }
    }
  pw_domino_grid_canvas_say (self, _("Every domino is on the board"));
}


/* ---- the boneyard ---- */


static int
bones_per_row (int width)
{
  return MAX (1, (int) ((width - 8) / BONE_STEP_X));
}

int
pw_domino_grid_boneyard_at (PwDominoGridEditor *self, double x, double y, int *half)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int per_row = bones_per_row (gtk_widget_get_width (self->boneyard));
  double fx = (x - 4) / BONE_STEP_X, fy = (y - 4) / BONE_STEP_Y;
  int col = (int) floor (fx), row = (int) floor (fy);
  int i = row * per_row + col;
  if (col < 0 || col >= per_row || row < 0 || i >= (int) g->dominoes->len)
    return -1;
  double inx = x - 4 - col * BONE_STEP_X;
  if (inx > 2 * BONE || y - 4 - row * BONE_STEP_Y > BONE)
    return -1; /* the gap between dominoes */
  if (half)
    *half = inx >= BONE ? 1 : 0;
  return i;
}

static void
draw_boneyard (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDominoGridEditor *self = data;
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  gboolean pips = pw_domino_grid_canvas_use_pips (self);
  g_autofree guint8 *used = pw_domino_grid_used_counts (g);
  int per_row = bones_per_row (width);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      double x = 4 + (i % per_row) * BONE_STEP_X, y = 4 + (i / per_row) * BONE_STEP_Y;
      int k = pw_domino_grid_index (d.lo, d.hi);
      double ink = used[k] ? 0.72 : 0.1;
      if ((int) i == self->picked)
        {
          cairo_set_source_rgb (cr, 0.9, 0.45, 0.0);
          cairo_set_line_width (cr, 3);
          pw_domino_grid_rounded_box (cr, x - 2, y - 2, 2 * BONE + 4, BONE + 4, 5);
          cairo_stroke (cr);
        }
      cairo_set_source_rgb (cr, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1);
      pw_domino_grid_rounded_box (cr, x, y, 2 * BONE, BONE, 4);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, used[k] > 1 ? 0.88 : ink, used[k] > 1 ? 0.11 : ink,
                            used[k] > 1 ? 0.14 : ink);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_move_to (cr, x + BONE, y + 3);
      cairo_line_to (cr, x + BONE, y + BONE - 3);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, ink, ink, ink);
      pw_domino_grid_draw_value (cr, pips, d.lo, x, y, BONE);
      pw_domino_grid_draw_value (cr, pips, d.hi, x + BONE, y, BONE);
    }
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  gtk_widget_set_size_request (GTK_WIDGET (area), -1, 8 + rows * (int) BONE_STEP_Y);
}

/* On release, so that a drag out of the boneyard does not pick. */
static void
boneyard_released (GtkGestureClick *click, int n_press, double x, double y, PwDominoGridEditor *self)
{
  int i = pw_domino_grid_boneyard_at (self, x, y, NULL);
  if (i < 0)
    return;
  set_picked (self, self->picked == i ? -1 : i);
  gtk_widget_grab_focus (self->canvas);
}



void
pw_domino_grid_boneyard_setup (PwDominoGridEditor *self)
{
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->boneyard), draw_boneyard, self, NULL);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "domino-boneyard-click");
  g_signal_connect (click, "released", G_CALLBACK (boneyard_released), self);
  gtk_widget_add_controller (self->boneyard, GTK_EVENT_CONTROLLER (click));
}
