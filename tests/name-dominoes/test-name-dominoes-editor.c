/* The name-dominoes editor in a real window (under Xvfb): paste tiles,
 * add synonyms, toggle partial matching, run Auto-Fill and watch the
 * board fill, undo; Check Layout says what `puzzlewright-cli verify`
 * says (argv[1] is the CLI).  Skipped without a display. */
#include "pw-config.h"

#include <math.h>
#include <stdio.h>

#include "name-dominoes-render.h"
#include "name-dominoes-model.h"
#include "name-dominoes-rules.h"
#include "pw-application.h"
#include "pw-window.h"
#include "text-probe.h"
#include "ui-helpers.h"

static PwApplication *app;
static const char *cli;

static const PwNameDominoesModel *
model_of (PwWindow *win)
{
  return (const PwNameDominoesModel *) pw_document_get_model (pw_window_get_document (win));
}

static PwWindow *
window_sized (PwNameDominoesModel *model, int width, int height)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (PwDocument) doc = pw_document_new_with_model (&model->parent, 7);
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  return win;
}

static PwWindow *
window_with (PwNameDominoesModel *model)
{
  return window_sized (model, 1200, 800);
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
         && pw_name_dominoes_model_count_placed (model_of (win)) > 0;
}

static void
test_editor_paste_fill_undo (void)
{
  PwWindow *win = window_with (pw_name_dominoes_model_new (8, 6));
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
  g_assert_cmpuint (((PwNameDominoesTile *) model_of (win)->tiles->pdata[3])->n_names, ==, 1);

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
  const PwNameDominoesModel *m = model_of (win);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (m), ==, 3);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 0);
  pw_ui_spin (50);
  guint full_dark = dark_pixels (canvas);
  g_assert_cmpuint (full_dark, >, empty_dark + 50);

  /* Undo takes the fill back in one step. */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_ui_spin (50);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (model_of (win)), ==, 0);
  g_assert_cmpuint (dark_pixels (canvas), <, full_dark);
  close_window (win);
}

/* Red pixels (a conflict's outline) in canvas rectangle (x0, y0)-(x1, y1). */
static guint
red_in (GtkWidget *canvas, int x0, int y0, int x1, int y1)
{
  int w, h;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (canvas, &w, &h, &stride);
  guint red = 0;
  for (int y = MAX (0, y0); y < MIN (h, y1); y++)
    for (int x = MAX (0, x0); x < MIN (w, x1); x++)
      {
        const guint8 *p = px + y * stride + x * 4; /* B G R A */
        red += p[2] > 180 && p[1] < 80 && p[0] < 80;
      }
  return red;
}

/* Conflicts are drawn in red on the board. */
static void
test_editor_marks_conflicts (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (4, 3);
  const char *a[] = { "TIM", "COOK" }, *b[] = { "NEVE", "CAMPBELL" };
  pw_name_dominoes_model_add_tile (m, a, 2);
  pw_name_dominoes_model_add_tile (m, b, 2);
  g_assert_true (pw_name_dominoes_model_place (m, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (m, 1, 0, 1, PW_NAME_DOMINOES_RIGHT, NULL));
  PwWindow *win = window_with (m);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  g_assert_cmpuint (red_in (canvas, 0, 0, G_MAXINT, G_MAXINT), >, 20);
  close_window (win);
}

/* The CLI's one line for `verify FILE`. */
static char *
cli_verify (const char *file)
{
  const char *argv[] = { cli, "verify", file, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) p = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                                 &error);
  g_assert_no_error (error);
  char *out = NULL;
  g_assert_true (g_subprocess_communicate_utf8 (p, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_strchomp (out);
  return out;
}

static gboolean
verdict_shown (gpointer data)
{
  return gtk_widget_get_visible (data)
         && *gtk_label_get_label (GTK_LABEL (data)) != '\0';
}

/* Check Layout in the editor, and `verify` in the CLI, on the same
 * document: the same operation, so the same words. */
static void
check_like_cli (PwNameDominoesModel *m, const char *name, gboolean legal)
{
  PwWindow *win = window_with (m);
  PwDocument *doc = pw_window_get_document (win);
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_document_save (doc, file, &error));
  g_assert_no_error (error);

  GtkWidget *verdict = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LABEL, "names-verdict");
  g_assert_nonnull (verdict);
  g_assert_false (gtk_widget_get_visible (verdict));
  GtkWidget *check = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_BUTTON, "names-check");
  g_assert_nonnull (check);
  g_signal_emit_by_name (check, "clicked");
  g_assert_true (pw_ui_wait_for (verdict_shown, verdict, 10000));
  g_autofree char *words = cli_verify (path);
  g_test_message ("editor: %s\ncli: %s", gtk_label_get_label (GTK_LABEL (verdict)), words);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (verdict)), ==, words);
  g_assert_true (g_str_has_prefix (words, legal ? "Legal layout" : "Not a legal layout"));

  /* An edit makes the verdict stale: it goes. */
  GtkWidget *tiles = entry_with_placeholder (GTK_WIDGET (win), "Tim Cook");
  gtk_editable_set_text (GTK_EDITABLE (tiles), "Amy Adams");
  g_signal_emit_by_name (tiles, "activate");
  pw_ui_spin (50);
  g_assert_false (gtk_widget_get_visible (verdict));
  close_window (win);
}

static void
test_editor_check_like_cli (void)
{
  PwNameDominoesModel *bad = pw_name_dominoes_model_new (4, 3);
  const char *a[] = { "TIM", "COOK" }, *b[] = { "NEVE", "CAMPBELL" }, *c[] = { "COOK", "NEVE" };
  pw_name_dominoes_model_add_tile (bad, a, 2);
  pw_name_dominoes_model_add_tile (bad, b, 2);
  g_assert_true (pw_name_dominoes_model_place (bad, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (bad, 1, 0, 1, PW_NAME_DOMINOES_RIGHT, NULL));
  check_like_cli (bad, "bad.pzw", FALSE);

  PwNameDominoesModel *good = pw_name_dominoes_model_new (4, 3);
  pw_name_dominoes_model_add_tile (good, a, 2);
  pw_name_dominoes_model_add_tile (good, c, 2);
  g_assert_true (pw_name_dominoes_model_place (good, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (good, 1, 1, 1, PW_NAME_DOMINOES_RIGHT, NULL));
  check_like_cli (good, "good.pzw", TRUE);
}

/* Red pixels over square (@sx, @sy) of the canvas. */
static guint
red_on_square (GtkWidget *canvas, const PwNameDominoesModel *m, int sx, int sy)
{
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&m->parent, &nat_w, &nat_h);
  double s = gtk_widget_get_width (canvas) / nat_w;
  double fr = (nat_w - m->width * PW_NAME_DOMINOES_RENDER_SQUARE) / 2;
  return red_in (canvas, (int) ((fr + sx * PW_NAME_DOMINOES_RENDER_SQUARE) * s),
                 (int) ((fr + sy * PW_NAME_DOMINOES_RENDER_SQUARE) * s),
                 (int) ((fr + (sx + 1) * PW_NAME_DOMINOES_RENDER_SQUARE) * s),
                 (int) ((fr + (sy + 1) * PW_NAME_DOMINOES_RENDER_SQUARE) * s));
}

/* Two tiles placed apart: the second touches nothing and is marked; the
 * first is the board and is not (issue 10, defect 7: both were marked,
 * each "touching no other tile, and only the first tile may"). */
static void
test_editor_marks_tile_apart (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (6, 4);
  const char *a[] = { "TIM", "COOK" }, *b[] = { "NEVE", "CAMPBELL" };
  pw_name_dominoes_model_add_tile (m, a, 2);
  pw_name_dominoes_model_add_tile (m, b, 2);
  g_assert_true (pw_name_dominoes_model_place (m, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (m, 1, 3, 3, PW_NAME_DOMINOES_RIGHT, NULL));
  PwWindow *win = window_with (m);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  const PwNameDominoesModel *shown = model_of (win);
  guint first = red_on_square (canvas, shown, 0, 0) + red_on_square (canvas, shown, 1, 0);
  guint second = red_on_square (canvas, shown, 3, 3) + red_on_square (canvas, shown, 4, 3);
  g_test_message ("red pixels: first tile %u, second tile %u", first, second);
  g_assert_cmpuint (second, >, 20);
  g_assert_cmpuint (first, ==, 0);
  close_window (win);
}

/* The button says Auto-Fill again (after the runner's result is in). */
static gboolean
says_auto_fill (gpointer button)
{
  return g_strcmp0 (gtk_button_get_label (button), "Auto-Fill") == 0;
}

static gboolean
runner_idle (gpointer data)
{
  return !pw_task_runner_get_running (pw_window_get_task_runner (data));
}

static gboolean
progress_shown (gpointer data)
{
  const char *text = pw_task_runner_get_text (pw_window_get_task_runner (data));
  return text != NULL && *text != '\0';
}

/* Auto-Fill on the xkcd board (issue 10, defect 9): while it runs the
 * button says Stop, the board shows the best layout so far, and the
 * progress bar agrees with "255 of 270 tiles placed" (it showed the time
 * gone: 15%); Stop keeps the board as one undoable edit. */
static void
test_editor_fill_stop (void)
{
  g_autofree char *file = g_build_filename (PW_SOURCE_DATADIR, "samples", "name-dominoes.pzw",
                                            NULL);
  g_autoptr (GFile) gfile = g_file_new_for_path (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) sample = pw_document_load_file (gfile, "name-dominoes", &error);
  g_assert_no_error (error);
  PwWindow *win = window_with ((PwNameDominoesModel *) pw_document_dup_model (sample));
  PwTaskRunner *runner = pw_window_get_task_runner (win);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *fill = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_BUTTON, "names-auto-fill");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (fill)), ==, "Auto-Fill");
  guint empty_dark = dark_pixels (canvas);
  /* Long enough that Stop, not the time, ends it: the seconds sit beside
   * the button. */
  GtkWidget *seconds = pw_ui_find (gtk_widget_get_parent (fill), GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_nonnull (seconds);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (seconds), 120);

  g_signal_emit_by_name (fill, "clicked");
  g_assert_true (pw_task_runner_get_running (runner));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (fill)), ==, "Stop");
  g_assert_true (pw_ui_wait_for (progress_shown, win, 20000));
  pw_ui_spin (300);
  g_assert_true (pw_task_runner_get_running (runner));

  /* The bar and the words agree. */
  guint placed, tiles, bound;
  const char *text = pw_task_runner_get_text (runner);
  g_test_message ("progress: %s, bar %.3f", text, pw_task_runner_get_fraction (runner));
  g_assert_cmpint (sscanf (text, "%u of %u tiles placed (at most %u fit)", &placed, &tiles,
                           &bound), ==, 3);
  g_assert_cmpuint (placed, >, 50);
  g_assert_cmpfloat (fabs (pw_task_runner_get_fraction (runner) - (double) placed / bound), <,
                     0.01);
  /* The live board is drawn while the search goes on. */
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (model_of (win)), ==, 0);
  g_assert_cmpuint (dark_pixels (canvas), >, empty_dark + 500);

  /* Stop keeps what was found. */
  g_signal_emit_by_name (fill, "clicked");
  g_assert_true (pw_ui_wait_for (runner_idle, win, 20000));
  g_assert_true (pw_ui_wait_for (says_auto_fill, fill, 5000));
  pw_ui_spin (50);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (model_of (win)), >=, placed);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (fill)), ==, "Auto-Fill");
  g_assert_cmpstr (pw_document_get_undo_label (pw_window_get_document (win)), ==, "Auto-Fill");
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_ui_spin (50);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (model_of (win)), ==, 0);
  close_window (win);
}

/* @widget is shown whole inside @editor, at least as wide as it asks. */
static void
assert_whole (GtkWidget *widget, GtkWidget *editor)
{
  graphene_rect_t r;
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, editor, &r));
  int min;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: x %.0f, width %.0f (needs %d), editor %d", G_OBJECT_TYPE_NAME (widget),
                  r.origin.x, r.size.width, min, gtk_widget_get_width (editor));
  g_assert_cmpfloat (r.size.width, >=, min);
  g_assert_cmpfloat (r.origin.x, >=, 0);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (editor));
}

/* At 800×600 (issue 10, defect 10) "Auto-Fill" was cut to "Auto-F" and
 * the second board-size field hidden: the panels now fold away, and a
 * button brings them back over the board. */
static void
test_editor_small_window (void)
{
  PwWindow *win = window_sized (pw_name_dominoes_model_new (27, 35), 800, 600);
  pw_ui_spin (100);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *editor = gtk_widget_get_ancestor (canvas, g_type_from_name ("PwNameDominoesEditor"));
  g_assert_nonnull (editor);
  GtkWidget *fill = pw_ui_find (editor, GTK_TYPE_BUTTON, "names-auto-fill");
  GtkWidget *height = NULL;
  for (GtkWidget *w = gtk_widget_get_parent (gtk_widget_get_parent (fill)); w && !height;
       w = gtk_widget_get_parent (w))
    if (GTK_IS_FLOW_BOX (w))
      {
        /* The board size is the first group: width, then height. */
        GtkWidget *width = pw_ui_find (w, GTK_TYPE_SPIN_BUTTON, NULL);
        height = pw_ui_find (gtk_widget_get_parent (width), GTK_TYPE_SPIN_BUTTON, NULL);
        for (GtkWidget *c = gtk_widget_get_next_sibling (width); c && height == width;
             c = gtk_widget_get_next_sibling (c))
          if (GTK_IS_SPIN_BUTTON (c))
            height = c;
      }
  g_assert_nonnull (height);
  assert_whole (fill, editor);
  assert_whole (height, editor);
  /* The board's view (the board scrolls inside it) has the room. */
  GtkWidget *view = gtk_widget_get_ancestor (canvas, GTK_TYPE_SCROLLED_WINDOW);
  assert_whole (view, editor);
  g_assert_cmpint (gtk_widget_get_width (view), >, 400);
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-800x600");

  /* Narrower still, the panels fold away; the tile list is one click
   * away.  (At 800 px the window's own panel folds first, which leaves
   * the editor room for its list.) */
  gtk_window_set_default_size (GTK_WINDOW (win), 480, 600);
  pw_ui_spin (400);
  assert_whole (fill, editor);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "names-tile-list");
  g_assert_false (gtk_widget_get_mapped (list));
  GtkWidget *panel = pw_ui_find (editor, GTK_TYPE_TOGGLE_BUTTON, "names-panel-button");
  g_assert_nonnull (panel);
  g_assert_true (gtk_widget_get_mapped (panel));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (panel), TRUE);
  pw_ui_spin (400);
  g_assert_true (gtk_widget_get_mapped (list));
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-800x600-panels");
  close_window (win);
}

/* The board point in the middle of the view, as fractions of the board. */
static void
middle_of_view (GtkWidget *view, GtkWidget *canvas, double *fx, double *fy)
{
  graphene_point_t p;
  g_assert_true (gtk_widget_compute_point (
    view, canvas,
    &GRAPHENE_POINT_INIT (gtk_widget_get_width (view) / 2.f, gtk_widget_get_height (view) / 2.f),
    &p));
  *fx = p.x / gtk_widget_get_width (canvas);
  *fy = p.y / gtk_widget_get_height (canvas);
}

/* Zooming keeps the middle of the view on the same part of the board
 * (issue 10: it kept the top-left corner, so tiles scrolled away). */
static void
test_editor_zoom_about_middle (void)
{
  PwWindow *win = window_with (pw_name_dominoes_model_new (27, 35));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *editor = gtk_widget_get_ancestor (canvas, g_type_from_name ("PwNameDominoesEditor"));
  GtkWidget *view = gtk_widget_get_ancestor (canvas, GTK_TYPE_SCROLLED_WINDOW);
  for (int k = 0; k < 3; k++)
    gtk_widget_activate_action (editor, "names.zoom-in", NULL);
  pw_ui_spin (100);
  g_assert_cmpint (gtk_widget_get_width (canvas), >, gtk_widget_get_width (view));
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (view);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (sw), 300);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (sw), 400);
  pw_ui_spin (50);
  const char *actions[] = { "names.zoom-in", "names.zoom-out", "names.zoom-out" };
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      double x0, y0, x1, y1;
      middle_of_view (view, canvas, &x0, &y0);
      int w0 = gtk_widget_get_width (canvas);
      gtk_widget_activate_action (editor, actions[i], NULL);
      pw_ui_spin (100);
      g_assert_cmpint (gtk_widget_get_width (canvas), !=, w0);
      middle_of_view (view, canvas, &x1, &y1);
      g_test_message ("%s: middle of the view at (%.3f, %.3f), then (%.3f, %.3f) of the board",
                      actions[i], x0, y0, x1, y1);
      g_assert_cmpfloat (fabs (x1 - x0), <, 0.01);
      g_assert_cmpfloat (fabs (y1 - y0), <, 0.01);
    }
  close_window (win);
}

static gboolean
sets_grew (gpointer data)
{
  return model_of (data)->synonyms->len == 41;
}

/* The list shows the set added (it follows the model from an idle). */
static gboolean
has_row_41 (gpointer list)
{
  return gtk_list_box_get_row_at_index (list, 40) != NULL;
}

/* A synonym set added to a long list is scrolled into view (issue 10: it
 * was added off-screen with no feedback). */
static void
test_editor_new_synonyms_shown (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (8, 6);
  for (int i = 0; i < 40; i++)
    {
      g_autofree char *a = g_strdup_printf ("NAME%d", i), *b = g_strdup_printf ("OTHER%d", i);
      const char *set[] = { a, b, NULL };
      pw_name_dominoes_model_add_synonyms (m, set);
    }
  PwWindow *win = window_with (m);
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-synonym-list");
  GtkWidget *view = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (list, GTK_TYPE_STACK)),
                                    "synonyms");
  pw_ui_spin (100);
  g_assert_cmpint (gtk_widget_get_height (list), >, gtk_widget_get_height (view));

  GtkWidget *syn = entry_with_placeholder (GTK_WIDGET (win), "AMY=AIMEE");
  gtk_editable_set_text (GTK_EDITABLE (syn), "Amy=Aimee");
  g_signal_emit_by_name (syn, "activate");
  g_assert_true (pw_ui_wait_for (sets_grew, win, 2000));
  g_assert_true (pw_ui_wait_for (has_row_41, list, 5000));
  pw_ui_spin (200);
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 40));
  g_assert_nonnull (row);
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (row, view, &r));
  g_test_message ("new row at y %.0f-%.0f in a view %d high", r.origin.y,
                  r.origin.y + r.size.height, gtk_widget_get_height (view));
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (view));
  close_window (win);
}

/* Check Layout's verdict offers to show the tile its first problem is
 * about: the tile is selected and brought into view. */
static void
test_editor_verdict_shows_tile (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (27, 35);
  const char *a[] = { "AMY", "ADAMS" }, *b[] = { "TIM", "COOK" }, *c[] = { "NEVE", "CAMPBELL" };
  pw_name_dominoes_model_add_tile (m, a, 2);
  pw_name_dominoes_model_add_tile (m, b, 2);
  pw_name_dominoes_model_add_tile (m, c, 2);
  g_assert_true (pw_name_dominoes_model_place (m, 1, 22, 30, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (m, 2, 22, 31, PW_NAME_DOMINOES_RIGHT, NULL));
  PwWindow *win = window_with (m);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *editor = gtk_widget_get_ancestor (canvas, g_type_from_name ("PwNameDominoesEditor"));
  GtkWidget *view = gtk_widget_get_ancestor (canvas, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *show = pw_ui_find (editor, GTK_TYPE_BUTTON, "names-show-problem");
  GtkWidget *verdict = pw_ui_find (editor, GTK_TYPE_LABEL, "names-verdict");
  gtk_widget_activate_action (editor, "names.zoom-in", NULL);
  gtk_widget_activate_action (editor, "names.zoom-in", NULL);
  pw_ui_spin (100);

  g_signal_emit_by_name (pw_ui_find (editor, GTK_TYPE_BUTTON, "names-check"), "clicked");
  g_assert_true (pw_ui_wait_for (verdict_shown, verdict, 10000));
  g_assert_true (gtk_widget_get_visible (show));
  /* The first problem is TIM's, on tile 2 (index 1), out of view. */
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&model_of (win)->parent, &nat_w, &nat_h);
  double s = gtk_widget_get_width (canvas) / nat_w;
  double fr = (nat_w - 27 * PW_NAME_DOMINOES_RENDER_SQUARE) / 2;
  graphene_point_t tim;
  g_assert_true (gtk_widget_compute_point (
    canvas, view,
    &GRAPHENE_POINT_INIT ((fr + 22.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s,
                          (fr + 30.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s), &tim));
  g_assert_true (tim.x > gtk_widget_get_width (view) || tim.y > gtk_widget_get_height (view));

  g_signal_emit_by_name (show, "clicked");
  pw_ui_spin (100);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "names-tile-list");
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 1);
  g_assert_true (gtk_widget_compute_point (
    canvas, view,
    &GRAPHENE_POINT_INIT ((fr + 22.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s,
                          (fr + 30.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s), &tim));
  g_test_message ("TIM at (%.0f, %.0f) in a view of %d×%d", tim.x, tim.y,
                  gtk_widget_get_width (view), gtk_widget_get_height (view));
  g_assert_cmpfloat (tim.x, >, 0);
  g_assert_cmpfloat (tim.y, >, 0);
  g_assert_cmpfloat (tim.x, <, gtk_widget_get_width (view));
  g_assert_cmpfloat (tim.y, <, gtk_widget_get_height (view));
  close_window (win);
}

/* Clicking a problem in the window's panel selects its tile and brings
 * it into view (issue 10). */
static void
test_editor_problem_row_shows_tile (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (27, 35);
  const char *a[] = { "AMY", "ADAMS" }, *b[] = { "TIM", "COOK" }, *c[] = { "NEVE", "CAMPBELL" };
  pw_name_dominoes_model_add_tile (m, a, 2);
  pw_name_dominoes_model_add_tile (m, b, 2);
  pw_name_dominoes_model_add_tile (m, c, 2);
  g_assert_true (pw_name_dominoes_model_place (m, 1, 22, 30, PW_NAME_DOMINOES_RIGHT, NULL));
  g_assert_true (pw_name_dominoes_model_place (m, 2, 22, 31, PW_NAME_DOMINOES_RIGHT, NULL));
  PwWindow *win = window_with (m);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *editor = gtk_widget_get_ancestor (canvas, g_type_from_name ("PwNameDominoesEditor"));
  GtkWidget *view = gtk_widget_get_ancestor (canvas, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "names-tile-list");
  for (int k = 0; k < 2; k++)
    gtk_widget_activate_action (editor, "names.zoom-in", NULL);
  pw_ui_spin (100);
  g_assert_null (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)));

  /* The window lists TIM's problem (tile 2, index 1), out of view. */
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (model_of (win));
  const PwProblem *tim = NULL;
  for (guint i = 0; i < problems->len && tim == NULL; i++)
    if (g_str_has_prefix (((const PwProblem *) problems->pdata[i])->path, "$.puzzle.tiles[1]"))
      tim = problems->pdata[i];
  g_assert_nonnull (tim);
  GtkWidget *row = pw_ui_find_row (GTK_WIDGET (win), tim->message);
  g_assert_nonnull (row);
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&model_of (win)->parent, &nat_w, &nat_h);
  double s = gtk_widget_get_width (canvas) / nat_w;
  double fr = (nat_w - 27 * PW_NAME_DOMINOES_RENDER_SQUARE) / 2;
  graphene_point_t at = GRAPHENE_POINT_INIT ((fr + 22.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s,
                                             (fr + 30.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s), p;
  g_assert_true (gtk_widget_compute_point (canvas, view, &at, &p));
  g_assert_true (p.x > gtk_widget_get_width (view) || p.y > gtk_widget_get_height (view));

  g_signal_emit_by_name (row, "activated");
  pw_ui_spin (100);
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  g_assert_nonnull (selected);
  g_assert_cmpint (gtk_list_box_row_get_index (selected), ==, 1);
  g_assert_true (gtk_widget_compute_point (canvas, view, &at, &p));
  g_test_message ("TIM at (%.0f, %.0f) in a view of %d×%d", p.x, p.y,
                  gtk_widget_get_width (view), gtk_widget_get_height (view));
  g_assert_cmpfloat (p.x, >, 0);
  g_assert_cmpfloat (p.y, >, 0);
  g_assert_cmpfloat (p.x, <, gtk_widget_get_width (view));
  g_assert_cmpfloat (p.y, <, gtk_widget_get_height (view));
  close_window (win);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

typedef struct
{
  const PwModel *model;
  double width, height;
} BoardDraw;

static void
draw_board (cairo_t *cr, gpointer data)
{
  BoardDraw *d = data;
  pw_name_dominoes_render_board (cr, d->model, d->width, d->height, NULL);
}

/* The names on the board are readable at the zoom the editor opens with
 * (issue 10: tile text was unreadable at the first zoom): the sample's
 * tiles, laid in rows over its board, drawn as the canvas draws them at
 * that zoom, print at least 9 px for nine names in ten. */
static void
test_editor_names_readable (void)
{
  g_autofree char *path = g_build_filename (PW_SOURCE_DATADIR, "samples", "name-dominoes.pzw",
                                            NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_file (file, NULL, &error);
  g_assert_no_error (error);
  /* The zoom the editor opens the sample with. */
  PwWindow *win = window_with ((PwNameDominoesModel *) pw_document_dup_model (doc));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&model_of (win)->parent, &nat_w, &nat_h);
  double s = gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas)) / nat_w;
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-opened");
  close_window (win);

  /* Its tiles laid in rows, drawn as the canvas draws them at that zoom. */
  g_autoptr (PwNameDominoesModel) m = (PwNameDominoesModel *) pw_document_dup_model (doc);
  guint t = 0;
  for (guint y = 0; y < m->height; y++)
    for (guint x = 0; x + 3 <= m->width && t < m->tiles->len; t++)
      {
        const PwNameDominoesTile *tile = m->tiles->pdata[t];
        if (pw_name_dominoes_model_place (m, t, (int) x, (int) y, PW_NAME_DOMINOES_RIGHT, NULL))
          x += tile->n_names;
      }
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (m), >, 100);
  BoardDraw d = { &m->parent, nat_w * s, nat_h * s };
  g_autoptr (GArray) texts = g_array_new (FALSE, TRUE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  probe_draw (texts, 0, draw_board, &d);
  g_assert_cmpuint (texts->len, >, 200);
  g_autoptr (GArray) sizes = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < texts->len; i++)
    g_array_append_val (sizes, g_array_index (texts, ProbeText, i).size);
  g_array_sort (sizes, compare_doubles);
  double tenth = g_array_index (sizes, double, sizes->len / 10);
  double median = g_array_index (sizes, double, sizes->len / 2);
  g_test_message ("%u names at %.1f px a square: smallest %.1f px, tenth %.1f, median %.1f",
                  texts->len, s * PW_NAME_DOMINOES_RENDER_SQUARE, g_array_index (sizes, double, 0), tenth,
                  median);
  g_assert_cmpfloat (tenth, >=, 9.0);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  if (argc < 2)
    {
      g_printerr ("usage: %s PUZZLEWRIGHT-CLI\n", argv[0]);
      return 1;
    }
  cli = argv[1];
  pw_registry_add (pw_name_dominoes_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/name-dominoes/editor/paste-fill-undo", test_editor_paste_fill_undo);
  g_test_add_func ("/name-dominoes/editor/marks-conflicts", test_editor_marks_conflicts);
  g_test_add_func ("/name-dominoes/editor/check-like-cli", test_editor_check_like_cli);
  g_test_add_func ("/name-dominoes/editor/marks-tile-apart", test_editor_marks_tile_apart);
  g_test_add_func ("/name-dominoes/editor/fill-stop", test_editor_fill_stop);
  g_test_add_func ("/name-dominoes/editor/small-window", test_editor_small_window);
  g_test_add_func ("/name-dominoes/editor/zoom-about-middle", test_editor_zoom_about_middle);
  g_test_add_func ("/name-dominoes/editor/new-synonyms-shown", test_editor_new_synonyms_shown);
  g_test_add_func ("/name-dominoes/editor/verdict-shows-tile", test_editor_verdict_shows_tile);
  g_test_add_func ("/name-dominoes/editor/names-readable", test_editor_names_readable);
  g_test_add_func ("/name-dominoes/editor/problem-row-shows-tile",
                   test_editor_problem_row_shows_tile);
  return pw_ui_test_finish (g_test_run ());
}
