/* The domino grid solved from the keyboard alone, with real key presses
 * (xdotool): pick a domino in the boneyard with ], turn it with R, move
 * the cursor with the arrows and lay it with Enter; the cursor's ring
 * shows in high contrast too.  Skipped without a display or xdotool. */
#include <string.h>

#include "domino-grid-editor-private.h"
#include "domino-grid.h"
#include "pw-application.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static const PwDominoGrid *
grid (PwDocument *doc)
{
  return (const PwDominoGrid *) pw_document_get_model (doc);
}

/* Presses ] until the domino @lo-@hi is picked. */
static void
pick (PwDominoGridEditor *editor, PwDocument *doc, int lo, int hi)
{
  for (int tries = 0; tries < 8; tries++)
    {
      if (editor->picked >= 0)
        {
          PwDominoGridDomino d
            = g_array_index (grid (doc)->dominoes, PwDominoGridDomino, editor->picked);
          if (d.lo == lo && d.hi == hi)
            return;
        }
      pw_ui_press_keys (editor->canvas, "bracketright", NULL);
    }
  g_error ("] never picked %d-%d", lo, hi);
}

/* Pixels of colour @rgb along the top edge of the cursor's cell: its
 * ring. */
static int
ring_pixels (PwDominoGridEditor *editor, guint32 rgb)
{
  int w, h;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (editor->canvas, &w, &h, &stride);
  double x0, y0, s = pw_domino_grid_canvas_cell_size (editor);
  pw_domino_grid_canvas_origin (editor, &x0, &y0);
  int top = (int) (y0 + editor->cursor_r * s) - 3, left = (int) (x0 + editor->cursor_c * s);
  int n = 0;
  for (int y = MAX (top, 0); y < MIN (top + 6, h); y++)
    for (int x = MAX (left, 0); x < MIN (left + (int) s, w); x++)
      {
        const guint8 *p = px + y * stride + x * 4; /* B G R A */
        n += ABS (p[2] - (int) (rgb >> 16)) < 20 && ABS (p[1] - (int) (rgb >> 8 & 0xff)) < 20
             && ABS (p[0] - (int) (rgb & 0xff)) < 20;
      }
  return n;
}

static void
close_window (PwWindow *win)
{
  pw_document_save_point (pw_window_get_document (win));
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
}

/* A window on the board below, double-1, with the keyboard on the board:
 * 0 0 1      0-0 across the top, 1-1 down the right,
 * 0 1 1      0-1 across the bottom left: one tiling. */
static PwWindow *
open_board (PwDominoGridEditor **editor)
{
  static const gint8 cells[] = { 0, 0, 1, 0, 1, 1 };
  PwDominoGrid *g = pw_domino_grid_new (2, 3);
  memcpy (g->cells, cells, sizeof cells);
  pw_domino_grid_set_double (g, 1);
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1100, 800);
  g_autoptr (PwDocument) owned = pw_document_new_with_model (&g->parent, 1);
  pw_window_set_document (win, owned);
  gtk_window_present (GTK_WINDOW (win));
  *editor = PW_DOMINO_GRID_EDITOR (pw_ui_find (GTK_WIDGET (win), PW_TYPE_DOMINO_GRID_EDITOR, NULL));
  pw_ui_wait_drawn ((*editor)->canvas);
  gtk_widget_grab_focus ((*editor)->canvas);
  pw_ui_wait_layout ((*editor)->canvas);
  return win;
}

static void
test_solve_by_keys (void)
{
  PwDominoGridEditor *editor;
  PwWindow *win = open_board (&editor);
  PwDocument *doc = pw_window_get_document (win);
  if (!pw_ui_press_keys (editor->canvas, "Left", NULL))
    {
      close_window (win);
      return;
    }
  /* The cursor's ring, in the dark blue every canvas uses. */
  g_assert_cmpint (ring_pixels (editor, 0x1c5cb5), >, 20);
  pick (editor, doc, 0, 0);
  pw_ui_press_keys (editor->canvas, "Return", NULL);
  pick (editor, doc, 1, 1);
  pw_ui_press_keys (editor->canvas, "Right", "Right", "r", "Return", NULL);
  pick (editor, doc, 0, 1);
  /* R turned the dominoes to come too: across again for this one. */
  g_assert_true (editor->vertical);
  pw_ui_press_keys (editor->canvas, "r", "Left", "Left", "Down", "Return", NULL);
  const PwDominoGrid *now = grid (doc);
  g_assert_nonnull (now->mate);
  g_assert_cmpint (now->mate[0], ==, 1);
  g_assert_cmpint (now->mate[2], ==, 5);
  g_assert_cmpint (now->mate[3], ==, 4);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Lay Domino");
  /* High contrast: the ring turns black. */
  if (pw_ui_set_high_contrast (TRUE))
    {
      g_assert_cmpint (ring_pixels (editor, 0x000000), >, 20);
      g_assert_cmpint (ring_pixels (editor, 0x1c5cb5), ==, 0);
      pw_ui_set_high_contrast (FALSE);
    }
  close_window (win);
}

/* With a screen reader: each key says the cursor's cell (its number, a
 * hole, the domino laid on it and where its other half is) and what the
 * editor answered to the key. */
static void
test_screen_reader (void)
{
  PwDominoGridEditor *editor;
  PwWindow *win = open_board (&editor);
  pw_ui_assert_heard (editor->canvas, "Row 1, column 1: 0");
  if (!pw_ui_press_keys (editor->canvas, "Right", NULL))
    {
      close_window (win);
      return;
    }
  pw_ui_assert_heard (editor->canvas, "Row 1, column 2: 0");
  pw_ui_press_keys (editor->canvas, "bracketright", NULL);
  pw_ui_assert_heard (editor->canvas, "Row 1, column 2: 0. Picked 0-0: Enter lays it at the cursor, R turns it");
  pw_ui_press_keys (editor->canvas, "Left", "Return", NULL);
  pw_ui_assert_heard (editor->canvas, "Row 1, column 1: 0, a domino with 0 to its right");
  pw_ui_press_keys (editor->canvas, "Right", NULL);
  pw_ui_assert_heard (editor->canvas, "Row 1, column 2: 0, a domino with 0 to its left");
  pw_ui_press_keys (editor->canvas, "Down", "period", NULL);
  pw_ui_assert_heard (editor->canvas, "Row 2, column 2: a hole");
  close_window (win);
}

int
main (int argc, char **argv)
{
  /* GTK's test accessibility backend keeps what a screen reader would be
   * told, to be checked (the suite runs with none at all). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  pw_registry_add (pw_domino_grid_kind ());
  g_test_add_func ("/domino-grid/keyboard/solve", test_solve_by_keys);
  g_test_add_func ("/domino-grid/keyboard/screen-reader", test_screen_reader);
  return pw_ui_test_finish (g_test_run ());
}
