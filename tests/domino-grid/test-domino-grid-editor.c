/* The domino-grid editor in a real window under Xvfb: typing numbers,
 * painting holes, laying and moving dominoes by drag and drop, undo and
 * redo, live clash marking (in pixels), Verify's solutions, Hint and the
 * animated Explain.
 *
 * Input goes through the widgets' own controllers: the tests emit the
 * signals of the canvas's key controller, drag gestures, GtkDragSource
 * and GtkDropTarget, which run the editor's real handlers.  One test
 * also drives a real drag and drop with xdotool (XTEST), which GTK's X11
 * backend handles like a user's; it is skipped without xdotool. */
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <gdk/x11/gdkx.h>

#include "domino-grid-editor-private.h"
#include "domino-grid.h"
#include "pw-application.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;
static char *tmp_dir;

typedef struct
{
  PwWindow *win;
  PwDocument *doc;
  PwDominoGridEditor *canvas;
} Fixture;

static const PwDominoGrid *
grid (Fixture *f)
{
  return (const PwDominoGrid *) pw_document_get_model (f->doc);
}

static PwDominoGrid *
board (int rows, int cols, const gint8 *cells, int double_n)
{
  PwDominoGrid *g = pw_domino_grid_new (rows, cols);
  memcpy (g->cells, cells, (gsize) rows * cols);
  pw_domino_grid_set_double (g, double_n);
  return g;
}

static void
open_board (Fixture *f, PwDominoGrid *g)
{
  f->win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (f->win), 1100, 800);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&g->parent, 1);
  pw_window_set_document (f->win, doc);
  f->doc = pw_window_get_document (f->win);
  gtk_window_present (GTK_WINDOW (f->win));
  f->canvas = PW_DOMINO_GRID_EDITOR (pw_ui_find (GTK_WIDGET (f->win), PW_TYPE_DOMINO_GRID_EDITOR, NULL));
  g_assert_nonnull (f->canvas);
  pw_ui_wait_drawn (f->canvas->canvas);
  pw_ui_wait_drawn (f->canvas->boneyard);
}

/* Caviness's 7×8 double-six board (the sample), as its model. */
static PwDominoGrid *
caviness (void)
{
  return (PwDominoGrid *) pw_domino_grid_create_default ();
}

static void
close_board (Fixture *f)
{
  pw_ui_destroy_window (f->win); /* saved first: no question on close */
}

static GtkEventController *
controller (GtkWidget *widget, const char *name)
{
  g_autoptr (GListModel) list = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (list, i);
      if (g_strcmp0 (gtk_event_controller_get_name (c), name) == 0)
        return c;
    }
  g_error ("no controller %s", name);
  return NULL;
}

/* ---- where things are drawn ---- */

static void
cell_point (Fixture *f, int r, int c, double fx, double fy, double *x, double *y)
{
  double x0, y0, s = pw_domino_grid_canvas_cell_size (f->canvas);
  pw_domino_grid_canvas_origin (f->canvas, &x0, &y0);
  *x = x0 + (c + fx) * s;
  *y = y0 + (r + fy) * s;
}

static int
pos (Fixture *f, int r, int c)
{
  return r * grid (f)->cols + c;
}

static void
bone_point (Fixture *f, int index, int half, double *x, double *y)
{
  int per_row = MAX (1, (gtk_widget_get_width (f->canvas->boneyard) - 8) / 54);
  *x = 4 + (index % per_row) * 54 + 11 + 22 * half;
  *y = 4 + (index / per_row) * 32 + 11;
}

static int
bone_index (Fixture *f, int lo, int hi)
{
  const PwDominoGrid *g = grid (f);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (g->dominoes, PwDominoGridDomino, i);
      if (d.lo == lo && d.hi == hi)
        return (int) i;
    }
  g_error ("no domino %d-%d", lo, hi);
  return -1;
}

/* The board as drawn once it has taken what was done to it. */
static PwUiPixels *
render (Fixture *f)
{
  pw_test_drain ();
  return pw_ui_pixels (f->canvas->canvas);
}

/* TRUE when the pixel at (@x, @y) is within @tol of (@r, @g, @b). */
static gboolean
pixel_is (const PwUiPixels *p, double x, double y, int r, int g, int b, int tol)
{
  int ix = (int) x, iy = (int) y;
  guint32 v = pw_ui_pixels_at (p, ix, iy);
  int pr = v >> 16 & 0xff, pg = v >> 8 & 0xff, pb = v & 0xff;
  gboolean ok = abs (pr - r) <= tol && abs (pg - g) <= tol && abs (pb - b) <= tol;
  if (!ok)
    g_test_message ("pixel (%d,%d) is %d,%d,%d; wanted %d,%d,%d", ix, iy, pr, pg, pb, r, g, b);
  return ok;
}

/* The colour of a laid domino's outline, on the top edge of cell (@r, @c). */
static gboolean
outline_is (Fixture *f, const PwUiPixels *p, int r, int c, int red, int green, int blue)
{
  double x, y;
  cell_point (f, r, c, 0.5, 0, &x, &y);
  return pixel_is (p, x, y + 3, red, green, blue, 40);
}

#define BLUE 54, 133, 227
#define RED 224, 28, 36
#define GREEN 46, 158, 77
#define ORANGE 245, 120, 0
#define WHITE 255, 255, 255

/* ---- input ---- */

static void
key (Fixture *f, guint keyval)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller (f->canvas->canvas, "domino-keys"), "key-pressed", keyval,
                         0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
  pw_test_drain ();
}

static void
gesture (Fixture *f, const char *name, int r1, int c1, int r2, int c2)
{
  GtkEventController *g = controller (f->canvas->canvas, name);
  double x1, y1, x2, y2;
  cell_point (f, r1, c1, 0.5, 0.5, &x1, &y1);
  cell_point (f, r2, c2, 0.5, 0.5, &x2, &y2);
  g_signal_emit_by_name (g, "drag-begin", x1, y1);
  if (g_str_equal (name, "domino-secondary"))
    for (int k = 1; k <= 4; k++)
      g_signal_emit_by_name (g, "drag-update", (x2 - x1) * k / 4, (y2 - y1) * k / 4);
  g_signal_emit_by_name (g, "drag-end", x2 - x1, y2 - y1);
  pw_test_drain ();
}

/* A drag and drop driven through the controllers' signals: ::prepare on
 * the source, ::motion over the board, then ::drop with the provider's
 * value and ::drag-end, as GTK emits them. */
typedef struct
{
  GdkContentProvider *provider;
  GtkEventController *source;
} Dnd;

static Dnd
dnd_prepare (GtkWidget *widget, const char *source_name, double x, double y)
{
  Dnd d = { NULL, controller (widget, source_name) };
  g_signal_emit_by_name (d.source, "prepare", x, y, &d.provider);
  return d;
}

static GdkDragAction
dnd_motion (Fixture *f, double x, double y)
{
  GdkDragAction action = 0;
  g_signal_emit_by_name (controller (f->canvas->canvas, "domino-board-target"), "motion", x,
                         y, &action);
  return action;
}

static gboolean
dnd_drop (Fixture *f, Dnd *d, GtkWidget *widget, const char *target, double x, double y)
{
  GValue value = G_VALUE_INIT;
  g_value_init (&value, PW_TYPE_DOMINO_GRID_DRAG);
  g_assert_true (gdk_content_provider_get_value (d->provider, &value, NULL));
  gboolean taken = FALSE;
  g_signal_emit_by_name (controller (widget, target), "drop", &value, x, y, &taken);
  g_value_unset (&value);
  return taken;
}

static void
dnd_end (Dnd *d)
{
  g_signal_emit_by_name (d->source, "drag-end", NULL, TRUE);
  g_clear_object (&d->provider);
  pw_test_drain ();
}

/* A button's ::clicked, as a click emits it (activating a button waits
 * for its pressed look to show first). */
static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  pw_test_drain ();
}

/* ---- tests ---- */

static void
test_type_numbers (void)
{
  static const gint8 zeros[12] = { 0 };
  Fixture f;
  open_board (&f, board (3, 4, zeros, 2));
  gtk_widget_grab_focus (f.canvas->canvas);
  /* P switches pips and numerals: the puzzle's setting, one edit each. */
  key (&f, GDK_KEY_P);
  g_assert_true (grid (&f)->numerals);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Show Numerals");
  pw_document_undo (f.doc);
  g_assert_false (grid (&f)->numerals);
  key (&f, GDK_KEY_Right);
  key (&f, GDK_KEY_5);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 1)], ==, 5);
  /* Five pips: one in the middle of the cell. */
  PwUiPixels *p = render (&f);
  double x, y;
  cell_point (&f, 0, 1, 0.5, 0.5, &x, &y);
  g_assert_true (pixel_is (p, x, y, 26, 26, 26, 40));
  cell_point (&f, 0, 0, 0.5, 0.5, &x, &y);
  g_assert_true (pixel_is (p, x, y, WHITE, 10));
  pw_ui_pixels_free (p);

  /* Two quick digits make one number; undo takes it back to the first. */
  key (&f, GDK_KEY_Down);
  key (&f, GDK_KEY_1);
  key (&f, GDK_KEY_2);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 1)], ==, 12);
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 1)], ==, 1);
  pw_document_redo (f.doc);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 1)], ==, 12);
  /* "." makes a hole and back. */
  key (&f, GDK_KEY_period);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 1)], ==, PW_DOMINO_GRID_HOLE);
  close_board (&f);
}

static void
test_paint_holes (void)
{
  static const gint8 zeros[12] = { 0 };
  Fixture f;
  open_board (&f, board (3, 4, zeros, 2));
  gboolean could_undo = pw_document_can_undo (f.doc);
  /* One right-drag along the top row: four holes, one edit. */
  gesture (&f, "domino-secondary", 0, 0, 0, 3);
  for (int c = 0; c < 4; c++)
    g_assert_cmpint (grid (&f)->cells[pos (&f, 0, c)], ==, PW_DOMINO_GRID_HOLE);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 0)], ==, 0);
  PwUiPixels *p = render (&f);
  double x, y;
  cell_point (&f, 0, 2, 0.3, 0.3, &x, &y);
  g_assert_true (pixel_is (p, x, y, 217, 217, 217, 6));
  pw_ui_pixels_free (p);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Paint Holes");
  pw_document_undo (f.doc);
  for (int c = 0; c < 4; c++)
    g_assert_cmpint (grid (&f)->cells[pos (&f, 0, c)], ==, 0);
  g_assert_cmpint (pw_document_can_undo (f.doc), ==, could_undo);
  /* A right-drag starting on a hole erases. */
  pw_document_redo (f.doc);
  gesture (&f, "domino-secondary", 0, 1, 0, 2);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 0)], ==, PW_DOMINO_GRID_HOLE);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 1)], ==, 0);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 2)], ==, 0);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Erase Holes");
  close_board (&f);
}

static void
test_drag_from_boneyard (void)
{
  Fixture f;
  open_board (&f, caviness ());
  /* 1-4 from the boneyard, grabbed by its 1, over cell (1,1) which
   * holds 1 next to a 4: it fits, and the board shows it in blue. */
  double bx, by, x, y;
  bone_point (&f, bone_index (&f, 1, 4), 0, &bx, &by);
  Dnd d = dnd_prepare (f.canvas->boneyard, "domino-boneyard-source", bx, by);
  g_assert_nonnull (d.provider);
  cell_point (&f, 0, 0, 0.36, 0.36, &x, &y);
  g_assert_cmpint (dnd_motion (&f, x, y), !=, 0);
  g_assert_cmpint (f.canvas->hover_a, ==, pos (&f, 0, 0));
  g_assert_cmpint (f.canvas->hover_b, ==, pos (&f, 0, 1));
  g_assert_true (f.canvas->hover_fits);
  PwUiPixels *p = render (&f);
  g_assert_true (pixel_is (p, x, y, 185, 212, 245, 12));
  pw_ui_pixels_free (p);
  /* Over (1,2)-(1,3), which hold 1 and 6, it does not: red. */
  cell_point (&f, 1, 2, 0.36, 0.36, &x, &y);
  dnd_motion (&f, x, y);
  g_assert_false (f.canvas->hover_fits);
  p = render (&f);
  g_assert_true (pixel_is (p, x, y, 244, 176, 178, 12));
  pw_ui_pixels_free (p);
  /* Dropped there it is refused, with the reason. */
  g_assert_false (dnd_drop (&f, &d, f.canvas->canvas, "domino-board-target", x, y));
  g_assert_null (grid (&f)->mate);
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "does not fit"));
  dnd_end (&d);

  /* Dropped on (1,1) it is laid: one edit, drawn blue, greyed in the
   * boneyard. */
  d = dnd_prepare (f.canvas->boneyard, "domino-boneyard-source", bx, by);
  cell_point (&f, 0, 0, 0.5, 0.5, &x, &y);
  dnd_motion (&f, x, y);
  g_assert_true (dnd_drop (&f, &d, f.canvas->canvas, "domino-board-target", x, y));
  dnd_end (&d);
  g_assert_nonnull (grid (&f)->mate);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Lay Domino");
  g_assert_cmpint (f.canvas->hover_a, ==, -1);
  p = render (&f);
  g_assert_true (outline_is (&f, p, 0, 0, BLUE));
  pw_ui_pixels_free (p);
  g_autoptr (PwUiPixels) bp = pw_ui_pixels (f.canvas->boneyard);
  bone_point (&f, bone_index (&f, 1, 4), 0, &bx, &by);
  g_assert_true (pixel_is (bp, bx - 8, by - 8, 237, 237, 237, 4)); /* greyed */
  bone_point (&f, bone_index (&f, 1, 5), 0, &bx, &by);
  g_assert_true (pixel_is (bp, bx - 8, by - 8, WHITE, 4));

  /* Turned with R before the drag, 1-4 lands upright: on (5,1)-(6,1),
   * which hold 1... no: (4,0)-(5,0) hold 1 and 4. */
  key (&f, GDK_KEY_r);
  bone_point (&f, bone_index (&f, 1, 4), 0, &bx, &by);
  d = dnd_prepare (f.canvas->boneyard, "domino-boneyard-source", bx, by);
  cell_point (&f, 4, 0, 0.5, 0.5, &x, &y);
  dnd_motion (&f, x, y);
  g_assert_cmpint (f.canvas->hover_b, ==, pos (&f, 5, 0));
  g_assert_true (dnd_drop (&f, &d, f.canvas->canvas, "domino-board-target", x, y));
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, pos (&f, 5, 0));
  /* 1-4 is now laid twice: both marked red, live. */
  p = render (&f);
  g_assert_true (outline_is (&f, p, 0, 0, RED));
  g_assert_true (outline_is (&f, p, 4, 0, RED));
  pw_ui_pixels_free (p);
  /* Undo: the second is gone and the first is blue again. */
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  p = render (&f);
  g_assert_true (outline_is (&f, p, 0, 0, BLUE));
  g_assert_false (outline_is (&f, p, 4, 0, RED));
  pw_ui_pixels_free (p);
  pw_document_redo (f.doc);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, pos (&f, 5, 0));
  close_board (&f);
}

static void
test_move_and_drag_off (void)
{
  Fixture f;
  open_board (&f, caviness ());
  /* Lay 1-4 on (1,1)-(1,2) by dragging from cell to cell. */
  gesture (&f, "domino-primary", 0, 0, 0, 1);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  /* A right-click on it turns it a quarter turn about the cell clicked
   * (clockwise: to (1,1)-(2,1)); so does T at the cursor.  One edit each. */
  gesture (&f, "domino-secondary", 0, 0, 0, 0);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 1, 0));
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 1)], ==, PW_DOMINO_GRID_NO_MATE);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 0)], ==, 1); /* painted no hole */
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Turn Domino");
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  /* A click (no drag) on a laid domino takes it off; undo lays it back. */
  gesture (&f, "domino-primary", 0, 1, 0, 1);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  /* Pick it up by its 4 and drop it (turned upright) on (4,0)-(5,0). */
  double x, y;
  cell_point (&f, 0, 1, 0.5, 0.5, &x, &y);
  Dnd d = dnd_prepare (f.canvas->canvas, "domino-board-source", x, y);
  g_assert_nonnull (d.provider);
  g_assert_nonnull (f.canvas->drag);
  g_assert_cmpint (f.canvas->drag->first, ==, 1);
  g_assert_cmpint (f.canvas->drag->second, ==, 4);
  /* The turn Shift makes while dragging, on the live drag. */
  ((PwDominoGridDrag *) f.canvas->drag)->vertical = TRUE;
  cell_point (&f, 5, 0, 0.5, 0.5, &x, &y);
  dnd_motion (&f, x, y);
  g_assert_cmpint (f.canvas->hover_a, ==, pos (&f, 4, 0));
  g_assert_true (f.canvas->hover_fits);
  g_assert_true (dnd_drop (&f, &d, f.canvas->canvas, "domino-board-target", x, y));
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, pos (&f, 5, 0));
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Move Domino");
  /* A move is one edit. */
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  pw_document_redo (f.doc);

  /* Dropped where no target takes it, it comes off the board... */
  cell_point (&f, 4, 0, 0.5, 0.5, &x, &y);
  d = dnd_prepare (f.canvas->canvas, "domino-board-source", x, y);
  gboolean handled;
  g_signal_emit_by_name (d.source, "drag-cancel", NULL, GDK_DRAG_CANCEL_NO_TARGET, &handled);
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Take Domino Off");
  /* ...but Escape keeps it. */
  pw_document_undo (f.doc);
  d = dnd_prepare (f.canvas->canvas, "domino-board-source", x, y);
  g_signal_emit_by_name (d.source, "drag-cancel", NULL, GDK_DRAG_CANCEL_USER_CANCELLED, &handled);
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, pos (&f, 5, 0));
  /* Dropped on the boneyard it goes back too. */
  d = dnd_prepare (f.canvas->canvas, "domino-board-source", x, y);
  g_assert_true (dnd_drop (&f, &d, f.canvas->boneyard, "domino-boneyard-target", 20, 20));
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 4, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  /* A drag that starts on a free cell is no drag and drop: it lays the
   * domino between two cells instead. */
  d = dnd_prepare (f.canvas->canvas, "domino-board-source", x, y);
  g_assert_null (d.provider);
  close_board (&f);
}

static void
test_design_from_tiling (void)
{
  static const gint8 zeros[6] = { 0 };
  Fixture f;
  open_board (&f, board (2, 3, zeros, 1));
  /* A board of zeros starts in design mode: a laid domino writes its
   * numbers, turned halves and all. */
  g_assert_true (gtk_check_button_get_active (f.canvas->design));
  double bx, by, x, y;
  bone_point (&f, bone_index (&f, 0, 1), 1, &bx, &by); /* grabbed by its 1 */
  Dnd d = dnd_prepare (f.canvas->boneyard, "domino-boneyard-source", bx, by);
  cell_point (&f, 0, 2, 0.5, 0.5, &x, &y);
  dnd_motion (&f, x, y);
  g_assert_true (f.canvas->hover_fits);
  g_assert_true (dnd_drop (&f, &d, f.canvas->canvas, "domino-board-target", x, y));
  dnd_end (&d);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 1)], ==, 0);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 2)], ==, 1);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 1)], ==, pos (&f, 0, 2));
  /* Keyboard path: pick 1-1 with ], turn it with R, lay it with Enter. */
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_bracketright);
  key (&f, GDK_KEY_bracketright);
  g_assert_cmpint (f.canvas->picked, ==, bone_index (&f, 1, 1));
  key (&f, GDK_KEY_r);
  key (&f, GDK_KEY_Return); /* the cursor is on (1,1) since the drop */
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 1, 0));
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 0)], ==, 1);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 0)], ==, 1);
  /* Backspace takes the domino at the cursor off; T turns one. */
  key (&f, GDK_KEY_BackSpace);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  close_board (&f);
}

static void
test_board_size (void)
{
  Fixture f;
  open_board (&f, caviness ());
  GtkWidget *side = gtk_widget_get_parent (GTK_WIDGET (f.canvas->design));
  GtkWidget *button = pw_ui_find (side, GTK_TYPE_MENU_BUTTON, "domino-size");
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  pw_test_wait_until (gtk_widget_get_mapped (popover));
  /* Rows, columns, N: the form shows the board as it is. */
  GtkSpinButton *spins[3];
  int k = 0;
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover)));
       w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_SPIN_BUTTON (w) && k < 3)
      spins[k++] = GTK_SPIN_BUTTON (w);
  g_assert_cmpint (k, ==, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins[0]), ==, 7);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins[1]), ==, 8);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins[2]), ==, 6);
  /* An 8×9 board of zeros for double-seven, to design. */
  gtk_spin_button_set_value (spins[0], 8);
  gtk_spin_button_set_value (spins[1], 9);
  gtk_spin_button_set_value (spins[2], 7);
  GtkWidget *blank = NULL, *apply = NULL;
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover)));
       w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_CHECK_BUTTON (w))
      blank = w; /* the last check button */
    else if (GTK_IS_BUTTON (w))
      apply = w;
  gtk_check_button_set_active (GTK_CHECK_BUTTON (blank), TRUE);
  click (apply);
  pw_test_wait_until (grid (&f)->rows == 8);
  g_assert_cmpint (grid (&f)->cols, ==, 9);
  g_assert_cmpint (grid (&f)->double_n, ==, 7);
  g_assert_cmpint (pw_domino_grid_max_value (grid (&f)), ==, 7);
  for (int i = 0; i < 72; i++)
    g_assert_cmpint (grid (&f)->cells[i], ==, 0);
  g_assert_true (gtk_check_button_get_active (f.canvas->design));
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Change Board");
  pw_document_undo (f.doc);
  g_assert_cmpint (grid (&f)->rows, ==, 7);
  close_board (&f);
}

/* A 2×3 board for the double-one set where every one of the three domino
 * tilings of a 2×3 rectangle reads as the set (checked by hand):
 *   0 1 1     verticals 0-0 1-0 1-1; left upright 0-0 with 1-1 and 0-1
 *   0 0 1     lying; 0-1 and 0-0 lying with 1-1 upright on the right. */
static const gint8 three_ways[6] = { 0, 1, 1, 0, 0, 1 };

/* Waits for the editor's task to end, and its answer to be taken in. */
static void
wait_task (Fixture *f)
{
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, pw_window_get_task_runner (f->win),
                                 PW_TEST_WAIT_MS));
  pw_test_drain ();
}

static void
verify (Fixture *f)
{
  pw_domino_grid_check_start (f->canvas);
  wait_task (f);
}

static void
test_verify_steps_through_solutions (void)
{
  Fixture f;
  open_board (&f, board (2, 3, three_ways, 1));
  verify (&f);
  g_assert_nonnull (f.canvas->solutions);
  g_assert_cmpint (f.canvas->solutions->count, ==, 3);
  g_assert_true (f.canvas->solutions->complete);
  g_assert_true (gtk_widget_get_visible (f.canvas->solutions_bar));
  g_assert_cmpstr (gtk_label_get_label (f.canvas->solution_label), ==, "Solution 1 of 3");
  g_assert_false (gtk_widget_get_sensitive (f.canvas->solution_prev));
  /* Three different tilings, each a cover by the set. */
  int seen[3][6];
  for (int k = 0; k < 3; k++)
    {
      if (k > 0)
        click (f.canvas->solution_next);
      g_autofree char *want = g_strdup_printf ("Solution %d of 3", k + 1);
      pw_test_wait_until (g_str_equal (gtk_label_get_label (f.canvas->solution_label), want));
      const int *mate = f.canvas->solutions->mates->pdata[f.canvas->solutions->shown];
      memcpy (seen[k], mate, sizeof seen[k]);
      int used[3] = { 0 };
      for (int i = 0; i < 6; i++)
        {
          g_assert_cmpint (mate[mate[i]], ==, i);
          if (mate[i] > i)
            used[three_ways[i] + three_ways[mate[i]]]++; /* 0-0, 0-1, 1-1 by their sums */
        }
      g_assert_cmpint (used[0], ==, 1);
      g_assert_cmpint (used[1], ==, 1);
      g_assert_cmpint (used[2], ==, 1);
      for (int j = 0; j < k; j++)
        g_assert_false (memcmp (seen[j], mate, 6 * sizeof (int)) == 0);
    }
  g_assert_false (gtk_widget_get_sensitive (f.canvas->solution_next));
  /* Drawn on the board: the solutions differ everywhere here, so orange. */
  PwUiPixels *p = render (&f);
  g_assert_true (outline_is (&f, p, 0, 0, ORANGE));
  pw_ui_pixels_free (p);
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "3 solutions"));
  /* Lay the one shown: one edit; the answer is then stale and goes. */
  GtkWidget *lay = pw_ui_find (f.canvas->solutions_bar, GTK_TYPE_BUTTON, "domino-lay-solution");
  click (lay);
  pw_test_wait_until (grid (&f)->mate != NULL);
  g_assert_true (memcmp (grid (&f)->mate, seen[2], 6 * sizeof (int)) == 0);
  g_assert_null (f.canvas->solutions);
  g_assert_false (gtk_widget_get_visible (f.canvas->solutions_bar));
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Lay Solution");
  close_board (&f);
}

static void
test_verify_unique_and_none (void)
{
  Fixture f;
  open_board (&f, caviness ());
  verify (&f);
  g_assert_cmpint (f.canvas->solutions->count, ==, 1);
  g_assert_cmpstr (gtk_label_get_label (f.canvas->solution_label), ==, "The only solution");
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "Exactly one solution"));
  PwUiPixels *p = render (&f);
  g_assert_true (outline_is (&f, p, 0, 0, GREEN));
  pw_ui_pixels_free (p);
  close_board (&f);

  /* No two neighbouring cells both hold 0, so 0-0 has no place. */
  static const gint8 checker[6] = { 0, 1, 0, 1, 0, 1 };
  open_board (&f, board (2, 3, checker, 1));
  verify (&f);
  g_assert_null (f.canvas->solutions);
  g_assert_false (gtk_widget_get_visible (f.canvas->solutions_bar));
  const char *text = gtk_label_get_label (f.canvas->status);
  g_assert_true (g_str_has_prefix (text, "No solution: "));
  g_assert_nonnull (strstr (text, "0-0"));
  close_board (&f);

  /* A board that breaks the rules says which rule. */
  static const gint8 odd[6] = { 0, 1, 0, 1, 0, PW_DOMINO_GRID_HOLE };
  open_board (&f, board (2, 3, odd, 1));
  verify (&f);
  text = gtk_label_get_label (f.canvas->status);
  g_assert_true (g_str_has_prefix (text, "No solution: "));
  g_test_message ("%s", text);
  close_board (&f);
}

/* The verdict the editor shows is the one `puzzlewright-cli verify` prints,
 * word for word: both run the kind's "verify" operation.  The editor may
 * add a line about what its board shows, after the verdict. */
static void
check_words_match_cli (PwDominoGrid *g, const char *limit)
{
  Fixture f;
  open_board (&f, g);
  g_autofree char *path = g_build_filename (tmp_dir, "verify-words.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_document_save (f.doc, file, &error));
  g_assert_no_error (error);
  verify (&f);
  const char *shown = gtk_label_get_label (f.canvas->status);

  const char *argv[] = { PW_CLI_PATH, "verify", path, limit ? "--limit" : NULL, limit, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = 0;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_strchomp (out);
  g_test_message ("cli: %s | editor: %s", out, shown);
  g_assert_cmpstr (out, !=, "");
  g_assert_true (g_str_has_prefix (shown, out));
  g_assert_true (shown[strlen (out)] == '\0' || shown[strlen (out)] == '\n');
  close_board (&f);
}

static void
test_verify_words_match_cli (void)
{
  static const gint8 checker[6] = { 0, 1, 0, 1, 0, 1 };
  static const gint8 odd[6] = { 0, 1, 0, 1, 0, PW_DOMINO_GRID_HOLE };
  check_words_match_cli (caviness (), NULL);                 /* unique, graded */
  check_words_match_cli (board (2, 3, checker, 1), NULL);    /* no solution, and why */
  check_words_match_cli (board (2, 3, odd, 1), NULL);        /* breaks the rules */
  /* The editor counts up to its limit; the CLI says the same given it. */
  g_autofree char *limit = g_strdup_printf ("%d", PW_DOMINO_GRID_EDITOR_MAX_SOLUTIONS);
  check_words_match_cli (board (2, 3, three_ways, 1), limit);
}

static void
test_verify_dropped_on_edit (void)
{
  Fixture f;
  open_board (&f, caviness ());
  pw_domino_grid_check_start (f.canvas);
  /* An edit while it runs (or once it has answered) drops the answer: it
   * was about the board before. */
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_5);
  wait_task (&f);
  g_assert_null (f.canvas->solutions);
  g_assert_false (gtk_widget_get_visible (f.canvas->solutions_bar));
  g_assert_null (strstr (gtk_label_get_label (f.canvas->status), "solution"));
  close_board (&f);
}

static void
test_hint (void)
{
  Fixture f;
  open_board (&f, caviness ());
  pw_domino_grid_hint_start (f.canvas);
  pw_test_wait_until (g_str_has_prefix (gtk_label_get_label (f.canvas->status), "Hint"));
  const char *text = gtk_label_get_label (f.canvas->status);
  /* Caviness: no place is forced at the start, but four dominoes are
   * (0-1, 0-5, 3-4 and 4-5), so the first step is one of those. */
  g_assert_true (g_str_has_prefix (text, "Hint (Easy): domino "));
  g_assert_nonnull (strstr (text, "fits only at"));
  gboolean named = FALSE;
  const char *forced[] = { "domino 0-1 ", "domino 0-5 ", "domino 3-4 ", "domino 4-5 " };
  for (guint i = 0; i < G_N_ELEMENTS (forced); i++)
    named |= strstr (text, forced[i]) != NULL;
  g_assert_true (named);
  /* Its two cells are highlighted in yellow. */
  g_assert_cmpint (f.canvas->n_hint_cells, ==, 2);
  int cell = f.canvas->hint_cells[0], cols = grid (&f)->cols;
  double x, y;
  cell_point (&f, cell / cols, cell % cols, 0.36, 0.36, &x, &y);
  PwUiPixels *p = render (&f);
  g_assert_true (pixel_is (p, x, y, 249, 229, 130, 12));
  pw_ui_pixels_free (p);
  close_board (&f);
}

static gboolean
explained (gpointer data)
{
  Fixture *f = data;
  return f->canvas->explain_steps != NULL;
}

static void
test_explain_animation (void)
{
  Fixture f;
  open_board (&f, caviness ());
  pw_domino_grid_explain_start (f.canvas);
  g_assert_true (pw_ui_wait_for (explained, &f, 10000));
  int n = (int) f.canvas->explain_steps->len;
  /* Every domino of the set is decided by some step (Caviness's board is
   * solved by the rules: it is graded easy). */
  int decided = 0;
  for (int k = 0; k < n; k++)
    decided += ((PwDominoGridExplainStep *) f.canvas->explain_steps->pdata[k])->place_a >= 0;
  g_assert_cmpint (decided, ==, 28);
  g_assert_true (gtk_widget_get_visible (f.canvas->explain_bar));
  /* It plays by itself: step 1 at once, the next after the interval. */
  g_assert_cmpuint (f.canvas->explain_timer, !=, 0);
  g_assert_cmpint (f.canvas->explain_index, ==, 0);
  pw_test_wait_until (f.canvas->explain_index >= 1);
  /* Pause, then step by hand. */
  click (f.canvas->explain_play);
  g_assert_cmpuint (f.canvas->explain_timer, ==, 0);
  int at = f.canvas->explain_index;
  click (f.canvas->explain_next);
  g_assert_cmpint (f.canvas->explain_index, ==, at + 1);
  const PwDominoGridExplainStep *st = f.canvas->explain_steps->pdata[at + 1];
  g_assert_cmpstr (gtk_label_get_label (f.canvas->status), ==, st->text);
  g_autofree char *label = g_strdup_printf ("Step %d of %d · Easy", at + 2, n);
  g_assert_cmpstr (gtk_label_get_label (f.canvas->explain_label), ==, label);
  /* The step's domino is drawn green, its cells yellow. */
  if (st->place_a >= 0)
    {
      int cols = grid (&f)->cols;
      PwUiPixels *p = render (&f);
      g_assert_true (outline_is (&f, p, MIN (st->place_a, st->place_b) / cols,
                                 MIN (st->place_a, st->place_b) % cols, GREEN));
      double x, y;
      cell_point (&f, st->place_a / cols, st->place_a % cols, 0.36, 0.36, &x, &y);
      g_assert_true (pixel_is (p, x, y, 249, 229, 130, 12));
      pw_ui_pixels_free (p);
    }
  click (f.canvas->explain_prev);
  g_assert_cmpint (f.canvas->explain_index, ==, at);
  /* The last step ends with the verdict. */
  pw_domino_grid_explain_show (f.canvas, n - 1);
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "Solved"));
  /* An edit ends the explanation: it was about the board before. */
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_3);
  g_assert_null (f.canvas->explain_steps);
  g_assert_false (gtk_widget_get_visible (f.canvas->explain_bar));
  close_board (&f);
}

/* ---- defects found by trying the editor (issue 10) ---- */

/* Typing fast along a row: a digit typed after the cursor moved starts a
 * new number, even when the new cell holds 1 to 6 and the last digit was
 * typed a moment ago (it used to append: "12", "14"). */
static void
test_typing_ends_when_cursor_moves (void)
{
  static const gint8 cells[12] = { 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0 };
  Fixture f;
  open_board (&f, board (3, 4, cells, 12));
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_3);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 0)], ==, 3);
  key (&f, GDK_KEY_Right);
  key (&f, GDK_KEY_2);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 0, 1)], ==, 2);
  /* Moving by a click ends it too. */
  gesture (&f, "domino-primary", 1, 1, 1, 1);
  key (&f, GDK_KEY_4);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 1, 1)], ==, 4);
  /* Two digits in the same cell still make one number. */
  key (&f, GDK_KEY_Down);
  key (&f, GDK_KEY_1);
  key (&f, GDK_KEY_1);
  g_assert_cmpint (grid (&f)->cells[pos (&f, 2, 1)], ==, 11);
  close_board (&f);
}

/* An answer in the status line is about the board it was given for:
 * after an edit it goes (a solved board's "Solved" stayed after a domino
 * was taken off). */
static void
test_status_not_stale (void)
{
  Fixture f;
  open_board (&f, caviness ());
  verify (&f);
  gtk_widget_activate_action (GTK_WIDGET (f.canvas), "domino.lay-solution", NULL);
  pw_test_wait_until (pw_domino_grid_has_full_solution (grid (&f)));
  pw_domino_grid_hint_start (f.canvas);
  wait_task (&f);
  pw_test_wait_until (strstr (gtk_label_get_label (f.canvas->status), "Solved") != NULL);
  /* Click a laid domino: it comes off, and the board is no longer solved. */
  gesture (&f, "domino-primary", 0, 0, 0, 0);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, PW_DOMINO_GRID_NO_MATE);
  g_assert_null (strstr (gtk_label_get_label (f.canvas->status), "Solved"));
  close_board (&f);
}

static gboolean
runs_action (GtkWidget *w, gconstpointer action)
{
  return GTK_IS_BUTTON (w)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0;
}

static GtkWidget *
action_button (GtkWidget *root, const char *action)
{
  return pw_ui_find_where (root, runs_action, action);
}

/* The board's size and the blank board are in words, not behind an
 * unlabelled icon. */
static void
test_size_and_blank_labelled (void)
{
  Fixture f;
  open_board (&f, caviness ());
  GtkWidget *size = pw_ui_find (GTK_WIDGET (f.canvas), GTK_TYPE_MENU_BUTTON, "domino-size");
  const char *label = gtk_menu_button_get_label (GTK_MENU_BUTTON (size));
  g_assert_nonnull (label);
  g_assert_cmpstr (label, !=, "");
  gtk_menu_button_popup (GTK_MENU_BUTTON (size));
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (size)));
  pw_test_wait_until (gtk_widget_get_mapped (popover));
  GtkWidget *blank = action_button (popover, "domino.blank-board");
  g_assert_nonnull (blank);
  g_assert_nonnull (gtk_button_get_label (GTK_BUTTON (blank)));
  click (blank);
  pw_test_wait_until (g_strcmp0 (pw_document_get_undo_label (f.doc), "Blank Board") == 0);
  for (int i = 0; i < 56; i++)
    g_assert_cmpint (grid (&f)->cells[i], ==, 0);
  g_assert_null (grid (&f)->mate);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Blank Board");
  g_assert_true (gtk_check_button_get_active (f.canvas->design));
  close_board (&f);
}

/* Pips or numerals has its own check, in step with the board: the board
 * showed numerals while "Write numbers" (which is about laying dominoes)
 * was off, and nothing said why. */
static void
test_pips_in_step (void)
{
  static const gint8 zeros[12] = { 0 };
  Fixture f;
  /* A double-20 set has no pips: numerals show, and the check says so
   * (and why, in its tooltip) rather than sitting there unexplained. */
  open_board (&f, board (3, 4, zeros, 20));
  GtkCheckButton *pips
    = GTK_CHECK_BUTTON (pw_ui_find (GTK_WIDGET (f.canvas), GTK_TYPE_CHECK_BUTTON, "domino-pips"));
  g_assert_nonnull (pips);
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_4);
  key (&f, GDK_KEY_5);
  g_assert_cmpint (grid (&f)->cells[0], ==, 45);
  g_assert_false (pw_domino_grid_use_pips (grid (&f)));
  g_assert_false (gtk_check_button_get_active (pips));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (pips)));
  close_board (&f);

  /* A double-six board shows pips; P and the check are one setting. */
  open_board (&f, board (3, 4, zeros, 6));
  pips = GTK_CHECK_BUTTON (pw_ui_find (GTK_WIDGET (f.canvas), GTK_TYPE_CHECK_BUTTON,
                                       "domino-pips"));
  g_assert_true (gtk_check_button_get_active (pips));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (pips)));
  gtk_widget_grab_focus (f.canvas->canvas);
  key (&f, GDK_KEY_p);
  g_assert_true (grid (&f)->numerals);
  g_assert_false (gtk_check_button_get_active (pips));
  gtk_check_button_set_active (pips, TRUE);
  pw_test_wait_until (!grid (&f)->numerals);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Show Pips");
  /* Undo brings the check along. */
  pw_document_undo (f.doc);
  pw_test_wait_until (!gtk_check_button_get_active (pips));
  close_board (&f);
}

/* New → Domino Grid is an empty board to design on, with its size in
 * reach; Caviness's board is the sample, with its author (it used to be
 * what New opened, without). */
static void
test_new_is_blank (void)
{
  Fixture f;
  f.win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (f.win), 1100, 800);
  gtk_window_present (GTK_WINDOW (f.win));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.win), "win.new", "s",
                                             PW_DOMINO_GRID_KIND_ID));
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, f.win, PW_TEST_WAIT_MS));
  f.doc = pw_window_get_document (f.win);
  f.canvas = PW_DOMINO_GRID_EDITOR (pw_ui_find (GTK_WIDGET (f.win), PW_TYPE_DOMINO_GRID_EDITOR,
                                                NULL));
  g_assert_nonnull (f.canvas);
  pw_ui_wait_drawn (f.canvas->canvas);
  const PwDominoGrid *g = grid (&f);
  for (int i = 0; i < g->rows * g->cols; i++)
    g_assert_cmpint (g->cells[i], ==, 0);
  g_assert_null (g->mate);
  /* Ready to design, and it says how to choose the size. */
  g_assert_true (gtk_check_button_get_active (f.canvas->design));
  GtkWidget *size = pw_ui_find (GTK_WIDGET (f.canvas), GTK_TYPE_MENU_BUTTON, "domino-size");
  g_assert_true (gtk_widget_is_visible (size));
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "Board Size"));
  close_board (&f);
}

/* A puzzle that opens with its solution laid (as a generated one does)
 * says so, and taking it all off is one visible button, one edit. */
static void
test_laid_solution_is_a_choice (void)
{
  g_autoptr (PwModel) bare = pw_domino_grid_create_default ();
  const PwOperation *solve = pw_kind_find_operation (bare->kind, "solve");
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) solved = solve->run (bare, params, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (solved->model);
  Fixture f;
  open_board (&f, (PwDominoGrid *) g_steal_pointer (&solved->model));
  g_assert_true (pw_domino_grid_has_full_solution (grid (&f)));
  g_assert_nonnull (strstr (gtk_label_get_label (f.canvas->status), "solution is laid"));
  GtkWidget *off = pw_ui_find (GTK_WIDGET (f.canvas), GTK_TYPE_BUTTON, "domino-take-all-off");
  g_assert_nonnull (off);
  g_assert_true (gtk_widget_is_visible (off));
  g_assert_nonnull (gtk_button_get_label (GTK_BUTTON (off)));
  click (off);
  pw_test_wait_until (g_strcmp0 (pw_document_get_undo_label (f.doc), "Take All Off") == 0);
  for (int i = 0; grid (&f)->mate && i < 56; i++)
    g_assert_cmpint (grid (&f)->mate[i], ==, PW_DOMINO_GRID_NO_MATE);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Take All Off");
  g_assert_false (gtk_widget_get_sensitive (off));
  pw_document_undo (f.doc);
  pw_test_wait_until (pw_domino_grid_has_full_solution (grid (&f)));
  g_assert_true (gtk_widget_get_sensitive (off));
  close_board (&f);
}

/* A board that breaks the rules names the cell as people do (row 1,
 * column 2), not by its JSON path, and the cursor goes to it. */
static void
test_problem_in_words (void)
{
  /* 5 is not a number of the double-one set, and 1 is one short. */
  static const gint8 cells[6] = { 5, 1, 0, 0, 0, 1 };
  Fixture f;
  open_board (&f, board (2, 3, cells, 1));
  /* The first error the kind finds, and its cell. */
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (pw_document_get_model (f.doc));
  const PwProblem *first = NULL;
  for (guint i = 0; i < problems->len && first == NULL; i++)
    if (((const PwProblem *) problems->pdata[i])->severity == PW_SEVERITY_ERROR)
      first = problems->pdata[i];
  g_assert_nonnull (first);
  g_assert_cmpint (first->x, >=, 0);
  verify (&f);
  const char *text = gtk_label_get_label (f.canvas->status);
  g_test_message ("%s", text);
  g_autofree char *want = g_strdup_printf ("No solution: row %d, column %d: %s", first->y + 1,
                                           first->x + 1, first->message);
  g_assert_true (g_str_has_prefix (text, want));
  g_assert_null (strstr (text, "$."));
  g_assert_cmpint (f.canvas->cursor_r, ==, first->y);
  g_assert_cmpint (f.canvas->cursor_c, ==, first->x);
  g_assert_cmpint (f.canvas->n_hint_cells, ==, 1);
  g_assert_cmpint (f.canvas->hint_cells[0], ==, pos (&f, first->y, first->x));
  close_board (&f);
}

/* Clicking a problem in the window's panel moves the cursor to its cell
 * (issue 10: the rows named a place but clicking them did nothing). */
static void
test_problem_row_selects_cell (void)
{
  /* Double-one: the 5 at row 2, column 3 is in no domino of the set. */
  static const gint8 cells[6] = { 0, 1, 1, 0, 0, 5 };
  Fixture f;
  open_board (&f, board (2, 3, cells, 1));
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (pw_document_get_model (f.doc));
  const PwProblem *five = NULL;
  for (guint i = 0; i < problems->len && five == NULL; i++)
    if (strstr (((const PwProblem *) problems->pdata[i])->message, "number 5"))
      five = problems->pdata[i];
  g_assert_nonnull (five);
  g_assert_cmpint (five->y, ==, 1);
  g_assert_cmpint (five->x, ==, 2);
  g_assert_cmpint (f.canvas->cursor_r, ==, 0);
  g_assert_cmpint (f.canvas->cursor_c, ==, 0);
  GtkWidget *row = pw_ui_find_row (GTK_WIDGET (f.win), five->message);
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (row, "activated");
  pw_test_wait_until (f.canvas->cursor_r == 1 && f.canvas->cursor_c == 2);
  g_assert_true (gtk_widget_has_focus (f.canvas->canvas));
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (f.win), "domino-problem-shown");
  /* A problem about no cell leaves the cursor where it is. */
  pw_document_show_place (f.doc, "$.puzzle.dominoes", -1, -1);
  g_assert_cmpint (f.canvas->cursor_r, ==, 1);
  g_assert_cmpint (f.canvas->cursor_c, ==, 2);
  close_board (&f);
}

/* Verify, Hint and Explain stay where they are while the status text
 * and the solutions bar come and go under them. */
static void
test_buttons_stay_put (void)
{
  Fixture f;
  open_board (&f, caviness ());
  GtkWidget *buttons[3] = { action_button (GTK_WIDGET (f.canvas), "domino.verify"),
                            action_button (GTK_WIDGET (f.canvas), "domino.hint"),
                            action_button (GTK_WIDGET (f.canvas), "domino.explain") };
  double before[3];
  for (int k = 0; k < 3; k++)
    before[k] = pw_ui_y_in (buttons[k], GTK_WIDGET (f.win));
  pw_domino_grid_canvas_say (f.canvas, "");
  pw_ui_wait_layout (GTK_WIDGET (f.win));
  for (int k = 0; k < 3; k++)
    g_assert_cmpfloat (pw_ui_y_in (buttons[k], GTK_WIDGET (f.win)), ==, before[k]);
  verify (&f);
  pw_test_wait_until (gtk_widget_get_visible (f.canvas->solutions_bar));
  pw_ui_wait_layout (GTK_WIDGET (f.win));
  for (int k = 0; k < 3; k++)
    g_assert_cmpfloat (pw_ui_y_in (buttons[k], GTK_WIDGET (f.win)), ==, before[k]);
  close_board (&f);
}

/* ---- a real drag and drop, through the X server ---- */

static gboolean
child_done (gpointer data)
{
  return *(gboolean *) data;
}

static void
child_exited (GPid pid, gint status, gpointer data)
{
  *(gboolean *) data = TRUE;
  g_spawn_close_pid (pid);
}

/* The point (@x, @y) of @widget in its X window's coordinates. */
static void
window_point (GtkWidget *widget, double x, double y, int *wx, int *wy)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t in = GRAPHENE_POINT_INIT (x, y), out;
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &in, &out));
  double sx, sy;
  gtk_native_get_surface_transform (native, &sx, &sy);
  *wx = (int) (out.x + sx);
  *wy = (int) (out.y + sy);
}

static void
test_real_drag (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs xdotool and an X display");
      return;
    }
  Fixture f;
  open_board (&f, caviness ());
  pw_ui_wait_layout (GTK_WIDGET (f.win));
  double bx, by, x, y;
  bone_point (&f, bone_index (&f, 1, 4), 0, &bx, &by);
  cell_point (&f, 0, 0, 0.5, 0.5, &x, &y);
  int x1, y1, x2, y2;
  window_point (f.canvas->boneyard, bx, by, &x1, &y1);
  window_point (f.canvas->canvas, x, y, &x2, &y2);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (f.win));
  g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  g_autofree char *p1 = g_strdup_printf ("%d", x1), *q1 = g_strdup_printf ("%d", y1);
  g_autofree char *p1b = g_strdup_printf ("%d", x1 - 10), *q1b = g_strdup_printf ("%d", y1 + 12);
  g_autofree char *pm = g_strdup_printf ("%d", (x1 + x2) / 2), *qm = g_strdup_printf ("%d", (y1 + y2) / 2);
  g_autofree char *p2 = g_strdup_printf ("%d", x2), *q2 = g_strdup_printf ("%d", y2);
  const char *argv[] = { xdotool,
                         "mousemove", "--window", xid, p1, q1, "sleep", "0.3",
                         "mousedown", "1", "sleep", "0.2",
                         "mousemove", "--window", xid, p1b, q1b, "sleep", "0.2",
                         "mousemove", "--window", xid, pm, qm, "sleep", "0.2",
                         "mousemove", "--window", xid, p2, q2, "sleep", "0.4",
                         "mouseup", "1", "sleep", "0.3", NULL };
  GPid pid;
  gboolean done = FALSE;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_child_watch_add (pid, child_exited, &done);
  g_assert_true (pw_ui_wait_for (child_done, &done, 15000));
  pw_test_wait_until (grid (&f)->mate != NULL && grid (&f)->mate[pos (&f, 0, 0)] != PW_DOMINO_GRID_NO_MATE);
  g_assert_cmpint (grid (&f)->mate[pos (&f, 0, 0)], ==, pos (&f, 0, 1));
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Lay Domino");
  close_board (&f);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  tmp_dir = g_strdup (pw_ui_test_dir ());
  app = pw_ui_test_app ();
  /* For the window's New (main() registers the kinds in the app). */
  pw_registry_add (pw_domino_grid_kind ());

  g_test_add_func ("/domino-editor/type-numbers", test_type_numbers);
  g_test_add_func ("/domino-editor/paint-holes", test_paint_holes);
  g_test_add_func ("/domino-editor/drag-from-boneyard", test_drag_from_boneyard);
  g_test_add_func ("/domino-editor/move-and-drag-off", test_move_and_drag_off);
  g_test_add_func ("/domino-editor/design-from-tiling", test_design_from_tiling);
  g_test_add_func ("/domino-editor/board-size", test_board_size);
  g_test_add_func ("/domino-editor/verify-steps-through-solutions",
                   test_verify_steps_through_solutions);
  g_test_add_func ("/domino-editor/verify-unique-and-none", test_verify_unique_and_none);
  g_test_add_func ("/domino-editor/verify-dropped-on-edit", test_verify_dropped_on_edit);
  g_test_add_func ("/domino-editor/verify-words-match-cli", test_verify_words_match_cli);
  g_test_add_func ("/domino-editor/hint", test_hint);
  g_test_add_func ("/domino-editor/explain-animation", test_explain_animation);
  g_test_add_func ("/domino-editor/typing-ends-when-cursor-moves",
                   test_typing_ends_when_cursor_moves);
  g_test_add_func ("/domino-editor/status-not-stale", test_status_not_stale);
  g_test_add_func ("/domino-editor/size-and-blank-labelled", test_size_and_blank_labelled);
  g_test_add_func ("/domino-editor/buttons-stay-put", test_buttons_stay_put);
  g_test_add_func ("/domino-editor/pips-in-step", test_pips_in_step);
  g_test_add_func ("/domino-editor/new-is-blank", test_new_is_blank);
  g_test_add_func ("/domino-editor/laid-solution-is-a-choice", test_laid_solution_is_a_choice);
  g_test_add_func ("/domino-editor/problem-in-words", test_problem_in_words);
  g_test_add_func ("/domino-editor/problem-row-selects-cell", test_problem_row_selects_cell);
  g_test_add_func ("/domino-editor/real-drag", test_real_drag);
  return pw_ui_test_finish (g_test_run ());
}
