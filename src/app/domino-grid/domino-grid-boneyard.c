/* domino-grid-boneyard.c — the boneyard (the set, each domino greyed once
 * laid, red when laid twice; click to pick, the keyboard's [ and ] pick
 * too) and the drawing of numbers, pips and whole dominoes shared by the
 * canvas, the boneyard and the drag icon.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "domino-grid-editor-private.h"

void
pw_domino_draw_value (cairo_t *cr, gboolean pips, int v, double x, double y, double s)
{
  static const double g3[3] = { 0.22, 0.5, 0.78 };
  static const double g4[4] = { 0.17, 0.39, 0.61, 0.83 };
  static const char *const nine[10] = { "", "4", "08", "048", "0268", "02468", "023568",
                                        "0234568", "01235678", "012345678" };
  if (pips && v >= 0 && v <= 12)
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

void
pw_domino_rounded_box (cairo_t *cr, double x, double y, double w, double h, double rad)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - rad, y + rad, rad, -G_PI / 2, 0);
  cairo_arc (cr, x + w - rad, y + h - rad, rad, 0, G_PI / 2);
  cairo_arc (cr, x + rad, y + h - rad, rad, G_PI / 2, G_PI);
  cairo_arc (cr, x + rad, y + rad, rad, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
pw_domino_draw_domino (cairo_t *cr, gboolean pips, int first, int second, gboolean vertical,
                       double x, double y, double s, double ink)
{
  double w = vertical ? s : 2 * s, h = vertical ? 2 * s : s;
  pw_domino_rounded_box (cr, x, y, w, h, MAX (2.0, s / 6));
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
  pw_domino_draw_value (cr, pips, first, x, y, s);
  pw_domino_draw_value (cr, pips, second, vertical ? x : x + s, vertical ? y + s : y, s);
}


/* How many times each domino of the set is laid. */
guint8 *
pw_domino_used_counts (const PwDominoGrid *g)
{
  guint8 *used = g_new0 (guint8, PW_DOMINO_INDEX_COUNT);
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    if (g->mate[i] > i && g->cells[i] >= 0 && g->cells[g->mate[i]] >= 0)
      used[pw_domino_index (g->cells[i], g->cells[g->mate[i]])]++;
  return used;
}

static void
set_picked (PwDominoCanvas *self, int index)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  self->picked = index;
  if (index >= 0)
    {
      PwDomino d = g_array_index (g->dominoes, PwDomino, index);
      g_autofree char *text = g_strdup_printf (_("Picked %d-%d: Enter lays it at the cursor, R "
                                                 "turns it"), d.lo, d.hi);
      pw_domino_canvas_say (self, text);
    }
  gtk_widget_queue_draw (self->boneyard);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Picks the next (@step 1) or previous (-1) domino still in the boneyard. */
void
pw_domino_boneyard_pick_step (PwDominoCanvas *self, int step)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  int n = (int) g->dominoes->len;
  if (n == 0)
    return;
  g_autofree guint8 *used = pw_domino_used_counts (g);
  int i = self->picked;
  for (int k = 0; k < n; k++)
    {
      i = i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n;
      PwDomino d = g_array_index (g->dominoes, PwDomino, i);
      if (!used[pw_domino_index (d.lo, d.hi)])
        {
          set_picked (self, i);
          return;
        }
    }
  pw_domino_canvas_say (self, _("Every domino is on the board"));
}


/* ---- the boneyard ---- */


static int
bones_per_row (int width)
{
  return MAX (1, (int) ((width - 8) / BONE_STEP_X));
}

int
pw_domino_boneyard_at (PwDominoCanvas *self, double x, double y, int *half)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
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
  PwDominoCanvas *self = data;
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  gboolean pips = pw_domino_canvas_use_pips (self);
  g_autofree guint8 *used = pw_domino_used_counts (g);
  int per_row = bones_per_row (width);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDomino d = g_array_index (g->dominoes, PwDomino, i);
      double x = 4 + (i % per_row) * BONE_STEP_X, y = 4 + (i / per_row) * BONE_STEP_Y;
      int k = pw_domino_index (d.lo, d.hi);
      double ink = used[k] ? 0.72 : 0.1;
      if ((int) i == self->picked)
        {
          cairo_set_source_rgb (cr, 0.9, 0.45, 0.0);
          cairo_set_line_width (cr, 3);
          pw_domino_rounded_box (cr, x - 2, y - 2, 2 * BONE + 4, BONE + 4, 5);
          cairo_stroke (cr);
        }
      cairo_set_source_rgb (cr, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1, used[k] ? 0.93 : 1);
      pw_domino_rounded_box (cr, x, y, 2 * BONE, BONE, 4);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, used[k] > 1 ? 0.88 : ink, used[k] > 1 ? 0.11 : ink,
                            used[k] > 1 ? 0.14 : ink);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_move_to (cr, x + BONE, y + 3);
      cairo_line_to (cr, x + BONE, y + BONE - 3);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, ink, ink, ink);
      pw_domino_draw_value (cr, pips, d.lo, x, y, BONE);
      pw_domino_draw_value (cr, pips, d.hi, x + BONE, y, BONE);
    }
  int rows = (g->dominoes->len + per_row - 1) / per_row;
  gtk_widget_set_size_request (GTK_WIDGET (area), -1, 8 + rows * (int) BONE_STEP_Y);
}

/* On release, so that a drag out of the boneyard does not pick. */
static void
boneyard_released (GtkGestureClick *click, int n_press, double x, double y, PwDominoCanvas *self)
{
  int i = pw_domino_boneyard_at (self, x, y, NULL);
  if (i < 0)
    return;
  set_picked (self, self->picked == i ? -1 : i);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}



GtkWidget *
pw_domino_boneyard_build (PwDominoCanvas *self)
{
  self->boneyard = gtk_drawing_area_new ();
  gtk_widget_set_name (self->boneyard, "domino-boneyard");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->boneyard), draw_boneyard, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->boneyard), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Boneyard: the dominoes of the set"), -1);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "domino-boneyard-click");
  g_signal_connect (click, "released", G_CALLBACK (boneyard_released), self);
  gtk_widget_add_controller (self->boneyard, GTK_EVENT_CONTROLLER (click));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->boneyard);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  return scroll;
}

