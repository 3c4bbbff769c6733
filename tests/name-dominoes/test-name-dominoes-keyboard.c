/* The name-dominoes board from the keyboard alone, with real key presses
 * (xdotool): a cursor on the squares, choosing a tile from the list,
 * putting it down, turning it, choosing one on the board, taking it off;
 * the cursor's focus ring; a larger board with large text.  Skipped
 * without a display or xdotool. */
#include "name-dominoes-test-util.h"
#include "pw-application.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static const PwNameDominoesTile *
tile (PwWindow *win, guint t)
{
  const PwNameDominoesModel *m
    = (const PwNameDominoesModel *) pw_document_get_model (pw_window_get_document (win));
  return m->tiles->pdata[t];
}

static PwWindow *
open_board (GtkWidget **canvas)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (8, 5);
  add_tile (m, "AMY|BOB", -1, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "BOB|CAT", -1, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "CAT", -1, 0, PW_NAME_DOMINOES_RIGHT);
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 800);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&m->parent, 7);
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  pw_ui_wait_drawn (*canvas);
  return win;
}

static void
close_board (PwWindow *win)
{
  pw_document_save_point (pw_window_get_document (win));
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
}

static void
test_board_keys (void)
{
  GtkWidget *canvas;
  PwWindow *win = open_board (&canvas);
  PwDocument *doc = pw_window_get_document (win);
  gtk_widget_grab_focus (canvas);
  pw_ui_wait_layout (canvas);
  g_assert_cmpint (pw_ui_count_pixels (canvas, pw_ui_is_focus_ring), >, 20);
  /* The first tile of the list, put down at (1, 1). */
  if (!pw_ui_press_keys (canvas, "bracketright", "Right", "Down", "Return", NULL))
    {
      close_board (win);
      return;
    }
  g_assert_true (tile (win, 0)->placed);
  g_assert_cmpint (tile (win, 0)->x, ==, 1);
  g_assert_cmpint (tile (win, 0)->y, ==, 1);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Place Tile");
  /* The second, BOB against BOB at (3, 1). */
  pw_ui_press_keys (canvas, "bracketright", "Right", "Right", "Return", NULL);
  g_assert_true (tile (win, 1)->placed);
  g_assert_cmpint (tile (win, 1)->x, ==, 3);
  g_assert_cmpint (tile (win, 1)->y, ==, 1);
  /* Turned, where it fits. */
  PwNameDominoesDirection before = tile (win, 1)->direction;
  pw_ui_press_keys (canvas, "r", NULL);
  g_assert_cmpint (tile (win, 1)->direction, !=, before);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Rotate Tile");
  /* Space on the first tile's square chooses it; Enter two squares down
   * moves it there; Delete takes it off. */
  pw_ui_press_keys (canvas, "Left", "Left", "space", NULL);
  pw_ui_press_keys (canvas, "Down", "Down", "Return", NULL);
  g_assert_true (tile (win, 0)->placed);
  g_assert_cmpint (tile (win, 0)->y, ==, 3);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Move Tile");
  pw_ui_press_keys (canvas, "Delete", NULL);
  g_assert_false (tile (win, 0)->placed);
  g_assert_true (tile (win, 1)->placed);
  close_board (win);
}

/* Large text: the board opens larger, in step. */
/* A tile's names edited from the keyboard: Escape takes back what was
 * typed, Tab out of the entry makes the edit (as Enter does). */
static void
test_tile_entry_keys (void)
{
  GtkWidget *canvas;
  PwWindow *win = open_board (&canvas);
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-tile-list");
  GtkWidget *entry = pw_ui_find (list, GTK_TYPE_ENTRY, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "AMY | BOB");
  g_assert_true (gtk_widget_grab_focus (entry));
  pw_ui_wait_layout (entry);
  if (!pw_ui_press_keys (entry, "End", "B", "Y", NULL))
    {
      close_board (win);
      return;
    }
  pw_test_wait_until (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), "AMY | BOBBY"));
  pw_ui_press_keys (entry, "Escape", NULL);
  pw_test_wait_until (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), "AMY | BOB"));
  g_assert_cmpstr (tile (win, 0)->names[1], ==, "BOB");
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (win)), GTK_TYPE_ENTRY));

  pw_ui_press_keys (entry, "End", "B", "Y", "Tab", NULL);
  pw_test_wait_until (g_str_equal (tile (win, 0)->names[1], "BOBBY"));
  g_assert_cmpstr (tile (win, 0)->names[0], ==, "AMY");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "AMY | BOBBY");
  close_board (win);
}

static void
test_large_text (void)
{
  GtkWidget *canvas;
  PwWindow *win = open_board (&canvas);
  int width = gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas));
  GtkSettings *settings = gtk_widget_get_settings (canvas);
  int dpi;
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 3 / 2, NULL);
  pw_ui_wait_layout (canvas);
  int larger = gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas));
  g_assert_cmpint (ABS (larger - width * 3 / 2), <=, 2);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  pw_ui_wait_layout (canvas);
  g_assert_cmpint (ABS (gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas)) - width),
                   <=, 2);
  close_board (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_name_dominoes_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/name-dominoes/keyboard/board", test_board_keys);
  g_test_add_func ("/name-dominoes/keyboard/tile-entry", test_tile_entry_keys);
  g_test_add_func ("/name-dominoes/settings/large-text", test_large_text);
  return pw_ui_test_finish (g_test_run ());
}
