/* The word-search grid from the keyboard alone, with real key presses
 * (xdotool): arriving on the grid gives it a cursor, letters are typed,
 * and a word is placed by marking its first letter and its last with
 * Enter; the cursor is ringed.  Skipped without a display or xdotool. */
#include "pw-kinds.h"
#include "pw-render.h"
#include "ui-helpers.h"
#include "word-search-editor.h"
#include "word-search.h"

static const PwWordSearchModel *
model_of (PwDocument *doc)
{
  return (const PwWordSearchModel *) pw_document_get_model (doc);
}

static void
test_grid_keys (void)
{
  PwWordSearchModel *m = pw_word_search_model_new (8, 6);
  pw_word_search_model_add_word (m, "OTTER");
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&m->parent, 5);
  GtkWidget *editor = pw_word_search_editor_new (doc, NULL);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  gtk_window_set_child (GTK_WINDOW (window), editor);
  gtk_window_present (GTK_WINDOW (window));
  pw_ui_wait_drawn (editor);
  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "word-search-canvas");
  gtk_widget_grab_focus (canvas);
  pw_ui_wait_layout (canvas);
  /* Arriving, the cursor is on the first cell, ringed. */
  g_assert_cmpint (pw_ui_count_pixels (canvas, pw_ui_is_focus_ring), >, 10);
  /* A letter typed at (row 5, column 1), in the grid's one case. */
  if (!pw_ui_press_keys (canvas, "Down", "Down", "Down", "Down", "Down", "q", NULL))
    {
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpstr (model_of (doc)->cells[5 * 8 + 0], ==, "Q");
  /* A screen reader hears the cell typing moved on to. */
  pw_ui_assert_heard (canvas, "Row 6, column 2: empty");
  pw_ui_press_keys (canvas, "Left", NULL);
  pw_ui_assert_heard (canvas, "Row 6, column 1: Q");
  /* OTTER down the third column from the top (typing moved the cursor
   * on to the second, and Left back): Enter on its first letter, Enter on
   * its last. */
  pw_ui_press_keys (canvas, "Up", "Up", "Up", "Up", "Up", "Right", "Right", "Return", "Down",
                    "Down", "Down", "Down", "Return", NULL);
  const PwWordSearchWord *w = model_of (doc)->words->pdata[0];
  g_assert_true (w->placed);
  g_assert_cmpint (w->row, ==, 0);
  g_assert_cmpint (w->col, ==, 2);
  g_assert_cmpint (w->direction, ==, PW_WORD_SEARCH_DOWN);
  g_assert_cmpstr (model_of (doc)->cells[4 * 8 + 2], ==, "R");
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Place Word");
  /* Escape lets a mark go: Enter, Escape, Enter marks anew, no word. */
  pw_ui_press_keys (canvas, "Return", "Escape", "Right", "Return", "Escape", NULL);
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Place Word");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* for pw_ui_assert_heard () */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/word-search/keyboard/grid", test_grid_keys);
  return pw_ui_test_finish (g_test_run ());
}
