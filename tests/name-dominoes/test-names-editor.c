/* The name-dominoes editor in a real window (under Xvfb): paste tiles,
 * add synonyms, toggle partial matching, run Auto-Fill and watch the
 * board fill, undo.  Skipped without a display. */
#include <stdio.h>

#include "names-model.h"
#include "names-rules.h"
#include "pw-application.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static const PwNamesModel *
model_of (PwWindow *win)
{
  return (const PwNamesModel *) pw_document_get_model (pw_window_get_document (win));
}

static PwWindow *
window_with (PwNamesModel *model)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 800);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&model->parent, 7);
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  return win;
}

static void
close_window (PwWindow *win)
{
  pw_document_save_point (pw_window_get_document (win));
  gtk_window_destroy (GTK_WINDOW (win));
  pw_ui_spin (20);
}

/* Dark pixels in the canvas: names and boxes drawn. */
static guint
dark_pixels (GtkWidget *canvas)
{
  int w, h;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (canvas, &w, &h, &stride);
  guint n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *p = px + y * stride + x * 4;
        n += p[0] < 80 && p[1] < 80 && p[2] < 80 && p[3] > 200;
      }
  return n;
}

static GtkWidget *
entry_with_placeholder (GtkWidget *root, const char *prefix)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      if (GTK_IS_ENTRY (w))
        {
          const char *ph = gtk_entry_get_placeholder_text (GTK_ENTRY (w));
          if (ph && g_str_has_prefix (ph, prefix))
            return w;
        }
      GtkWidget *found = entry_with_placeholder (w, prefix);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
filled (gpointer data)
{
  PwWindow *win = data;
  return !pw_task_runner_get_running (pw_window_get_task_runner (win))
         && pw_names_model_count_placed (model_of (win)) > 0;
}

static void
test_editor_paste_fill_undo (void)
{
  PwWindow *win = window_with (pw_names_model_new (8, 6));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  g_assert_nonnull (canvas);
  guint empty_dark = dark_pixels (canvas);

  /* Paste a list: it becomes tiles. */
  GtkWidget *tiles = entry_with_placeholder (GTK_WIDGET (win), "Tim Cook");
  g_assert_nonnull (tiles);
  gtk_editable_set_text (GTK_EDITABLE (tiles), "Tim Cook, Cookie Monster, Tim Allen, Prince");
  g_signal_emit_by_name (tiles, "activate");
  pw_ui_spin (50);
  g_assert_cmpuint (model_of (win)->tiles->len, ==, 4);
  g_assert_cmpuint (((PwNamesTile *) model_of (win)->tiles->pdata[3])->n_names, ==, 1);

  /* A synonym set joins COOK and COOKIE. */
  GtkWidget *syn = entry_with_placeholder (GTK_WIDGET (win), "AMY=AIMEE");
  g_assert_nonnull (syn);
  gtk_editable_set_text (GTK_EDITABLE (syn), "Cook=Cookie");
  g_signal_emit_by_name (syn, "activate");
  pw_ui_spin (50);
  g_assert_cmpuint (model_of (win)->synonyms->len, ==, 1);

  /* Partial matching off, then on again, each an edit. */
  GtkWidget *sw = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SWITCH, NULL);
  g_assert_nonnull (sw);
  gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  pw_ui_spin (50);
  g_assert_false (model_of (win)->partial_match);
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  pw_ui_spin (50);
  g_assert_true (model_of (win)->partial_match);

  /* Auto-Fill: TIM COOK, COOKIE MONSTER and TIM ALLEN hang together; PRINCE
   * matches nothing. */
  GtkWidget *fill = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_BUTTON, "names-auto-fill");
  g_assert_nonnull (fill);
  GtkWidget *seconds = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SPIN_BUTTON, NULL);
  (void) seconds;
  g_signal_emit_by_name (fill, "clicked");
  g_assert_true (pw_ui_wait_for (filled, win, 30000));
  const PwNamesModel *m = model_of (win);
  g_assert_cmpuint (pw_names_model_count_placed (m), ==, 3);
  g_autoptr (GPtrArray) problems = pw_names_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 0);
  pw_ui_spin (50);
  guint full_dark = dark_pixels (canvas);
  g_assert_cmpuint (full_dark, >, empty_dark + 50);

  /* Undo takes the fill back in one step. */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_ui_spin (50);
  g_assert_cmpuint (pw_names_model_count_placed (model_of (win)), ==, 0);
  g_assert_cmpuint (dark_pixels (canvas), <, full_dark);
  close_window (win);
}

/* Conflicts are drawn in red on the board. */
static void
test_editor_marks_conflicts (void)
{
  PwNamesModel *m = pw_names_model_new (4, 3);
  const char *a[] = { "TIM", "COOK" }, *b[] = { "NEVE", "CAMPBELL" };
  pw_names_model_add_tile (m, a, 2);
  pw_names_model_add_tile (m, b, 2);
  g_assert_true (pw_names_model_place (m, 0, 0, 0, PW_NAMES_RIGHT, NULL));
  g_assert_true (pw_names_model_place (m, 1, 0, 1, PW_NAMES_RIGHT, NULL));
  PwWindow *win = window_with (m);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  int w, h;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (canvas, &w, &h, &stride);
  guint red = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *p = px + y * stride + x * 4; /* B G R A */
        red += p[2] > 180 && p[1] < 80 && p[0] < 80;
      }
  g_assert_cmpuint (red, >, 20);
  close_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_name_dominoes_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/name-dominoes/editor/paste-fill-undo", test_editor_paste_fill_undo);
  g_test_add_func ("/name-dominoes/editor/marks-conflicts", test_editor_marks_conflicts);
  return pw_ui_test_finish (g_test_run ());
}
