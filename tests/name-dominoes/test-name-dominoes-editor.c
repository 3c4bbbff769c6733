/* The name-dominoes editor in a real window (under Xvfb): paste tiles,
 * add synonyms, toggle partial matching, run Auto-Fill and watch the
 * board fill, undo; Check Layout says what `puzzlewright-cli verify`
 * says (argv[1] is the CLI).  Skipped without a display. */
#include "pw-config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

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
window_with (PwNameDominoesModel *model)
{
  return pw_ui_window_with_model (app, &model->parent, 7, 1200, 800);
}

static gboolean
is_dark (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r < 80 && g < 80 && b < 80 && a > 200;
}

/* Dark pixels in the canvas: names and boxes drawn. */
static guint
dark_pixels (GtkWidget *canvas)
{
  return pw_ui_count_pixels (canvas, is_dark);
}

static gboolean
has_placeholder (GtkWidget *w, gconstpointer prefix)
{
  const char *ph = GTK_IS_ENTRY (w) ? gtk_entry_get_placeholder_text (GTK_ENTRY (w)) : NULL;
  return ph && g_str_has_prefix (ph, prefix);
}

static GtkWidget *
entry_with_placeholder (GtkWidget *root, const char *prefix)
{
  return pw_ui_find_where (root, has_placeholder, prefix);
}

/* The point @at of @canvas lies inside @view, as laid out now. */
static gboolean
shown_in (GtkWidget *canvas, GtkWidget *view, const graphene_point_t *at)
{
  graphene_point_t p;
  g_assert_true (gtk_widget_compute_point (canvas, view, at, &p));
  return p.x > 0 && p.y > 0 && p.x < gtk_widget_get_width (view)
         && p.y < gtk_widget_get_height (view);
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
  pw_test_wait_until (model_of (win)->tiles->len == 4);
  g_assert_cmpuint (((PwNameDominoesTile *) model_of (win)->tiles->pdata[3])->n_names, ==, 1);

  /* A synonym set joins COOK and COOKIE. */
  GtkWidget *syn = entry_with_placeholder (GTK_WIDGET (win), "AMY=AIMEE");
  g_assert_nonnull (syn);
  gtk_editable_set_text (GTK_EDITABLE (syn), "Cook=Cookie");
  g_signal_emit_by_name (syn, "activate");
  pw_test_wait_until (model_of (win)->synonyms->len == 1);

  /* Partial matching off, then on again, each an edit. */
  GtkWidget *sw = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SWITCH, NULL);
  g_assert_nonnull (sw);
  gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  pw_test_wait_until (!model_of (win)->partial_match);
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  pw_test_wait_until (model_of (win)->partial_match);

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
  pw_test_wait_until (dark_pixels (canvas) > empty_dark + 50);
  guint full_dark = dark_pixels (canvas);

  /* Undo takes the fill back in one step. */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_test_wait_until (pw_name_dominoes_model_count_placed (model_of (win)) == 0);
  pw_test_wait_until (dark_pixels (canvas) < full_dark);
  pw_ui_destroy_window (win);
}

static gboolean
is_red (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r > 180 && g < 80 && b < 80;
}

/* Red pixels (a conflict's outline) in canvas rectangle (x0, y0)-(x1, y1). */
static guint
red_in (GtkWidget *canvas, int x0, int y0, int x1, int y1)
{
  g_autoptr (PwUiPixels) px = pw_ui_pixels (canvas);
  return pw_ui_pixels_count (px, x0, y0, x1, y1, is_red);
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
  pw_ui_destroy_window (win);
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
  g_assert_true (pw_ui_wait_for (verdict_shown, verdict, PW_TEST_WAIT_MS));
  g_autofree char *words = cli_verify (path);
  g_test_message ("editor: %s\ncli: %s", gtk_label_get_label (GTK_LABEL (verdict)), words);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (verdict)), ==, words);
  g_assert_true (g_str_has_prefix (words, legal ? "Legal layout" : "Not a legal layout"));

  /* An edit makes the verdict stale: it goes. */
  GtkWidget *tiles = entry_with_placeholder (GTK_WIDGET (win), "Tim Cook");
  gtk_editable_set_text (GTK_EDITABLE (tiles), "Amy Adams");
  g_signal_emit_by_name (tiles, "activate");
  pw_test_wait_until (!gtk_widget_get_visible (verdict));
  pw_ui_destroy_window (win);
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
  pw_ui_destroy_window (win);
}

/* How many tiles the running fill has placed so far, by its progress
 * line ("255 of 270 tiles placed (at most 270 fit)"), or 0. */
static guint
placed_so_far (PwTaskRunner *runner)
{
  const char *text = pw_task_runner_get_text (runner);
  guint placed, tiles, bound;
  if (text == NULL || sscanf (text, "%u of %u tiles placed (at most %u fit)", &placed, &tiles,
                              &bound) != 3)
    return 0;
  return placed;
}

/* Auto-Fill on the xkcd board (issue 10, defect 9): while it runs the
 * button says Stop, the board shows the best layout so far, and the
 * progress bar agrees with "255 of 270 tiles placed" (it showed the time
 * gone: 15%); Stop keeps the board as one undoable edit. */
static void
test_editor_fill_stop (void)
{
  g_autoptr (PwDocument) sample = pw_test_load_sample ("name-dominoes");
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
  pw_test_wait_until (placed_so_far (runner) > 50);
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
  pw_test_wait_until (dark_pixels (canvas) > empty_dark + 500);

  /* Stop keeps what was found. */
  g_signal_emit_by_name (fill, "clicked");
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  pw_test_wait_until (pw_name_dominoes_model_count_placed (model_of (win)) >= placed);
  pw_test_wait_until (g_str_equal (gtk_button_get_label (GTK_BUTTON (fill)), "Auto-Fill"));
  g_assert_cmpstr (pw_document_get_undo_label (pw_window_get_document (win)), ==, "Auto-Fill");
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_test_wait_until (pw_name_dominoes_model_count_placed (model_of (win)) == 0);
  pw_ui_destroy_window (win);
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
  PwWindow *win = pw_ui_window_with_model (app, &pw_name_dominoes_model_new (27, 35)->parent, 7,
                                           800, 600);
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
  pw_test_wait_until (gtk_widget_get_width (view) > 400);
  assert_whole (view, editor);
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-800x600");

  /* Narrower still, the panels fold away; the tile list is one click
   * away.  (At 800 px the window's own panel folds first, which leaves
   * the editor room for its list.) */
  gtk_window_set_default_size (GTK_WINDOW (win), 480, 600);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "names-tile-list");
  GtkWidget *panel = pw_ui_find (editor, GTK_TYPE_TOGGLE_BUTTON, "names-panel-button");
  g_assert_nonnull (panel);
  pw_test_wait_until (gtk_widget_get_mapped (panel) && !gtk_widget_get_mapped (list));
  assert_whole (fill, editor);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (panel), TRUE);
  pw_test_wait_until (gtk_widget_get_mapped (list));
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-800x600-panels");
  pw_ui_destroy_window (win);
}

/* How many rows of @list show their entry's text whole, of how many;
 * fails the test for a text of up to 22 characters cut short, and for a
 * longer one cut without its whole text in the tooltip. */
static guint
rows_whole (GtkWidget *list, guint *rows)
{
  guint whole = 0;
  *rows = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *text = pw_ui_find (row, GTK_TYPE_TEXT, NULL);
      g_assert_nonnull (text);
      const char *shown = gtk_editable_get_text (GTK_EDITABLE (text));
      g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (text, shown);
      int need;
      pango_layout_get_pixel_size (layout, &need, NULL);
      (*rows)++;
      if (need <= gtk_widget_get_width (text))
        whole++;
      else if (g_utf8_strlen (shown, -1) <= 22)
        g_test_fail_printf ("cut: %s (%d px in %d)", shown, need, gtk_widget_get_width (text));
      else
        {
          /* A row cut short reads whole in its tooltip, above the hint. */
          GtkWidget *entry = gtk_widget_get_ancestor (text, GTK_TYPE_ENTRY);
          g_auto (GStrv) tip = g_strsplit (gtk_widget_get_tooltip_text (entry), "\n", 2);
          g_assert_cmpstr (tip[0], ==, shown);
          g_assert_true (tip[1] != NULL && tip[1][0] != '\0');
          /* A screen reader, which reads the text, is told the hint only
           * (what pw-a11y keeps as the entry's own description). */
          g_assert_cmpstr (g_object_get_data (G_OBJECT (entry), "pw-a11y-description"), ==,
                           tip[1]);
        }
    }
  return whole;
}

/* The tile list showed "CHRISTIAN | CAMPBE" at 800×600: the panel kept
 * 280 px and an entry cut short shows no "…".  It now takes the width its
 * rows need, so on the sample every tile and synonym set of up to 22
 * characters shows whole, and the board keeps most of the window. */
static void
test_editor_tile_names_whole (void)
{
  PwWindow *win = pw_ui_window_on_sample (app, "name-dominoes", 800, 600);
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-tile-list");
  g_assert_nonnull (list);
  pw_ui_wait_still (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_mapped (list));
  guint rows, whole = rows_whole (list, &rows);
  g_test_message ("%u of %u tiles whole", whole, rows);
  g_assert_cmpuint (rows, ==, model_of (win)->tiles->len);
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-tile-names");
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *view = gtk_widget_get_ancestor (canvas, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (view, GTK_WIDGET (win), &r));
  g_test_message ("board view from x %.0f, %.0f px wide, of %d", r.origin.x, r.size.width,
                  gtk_widget_get_width (GTK_WIDGET (win)));
  g_assert_cmpfloat (r.size.width, >, 400);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (GTK_WIDGET (win)));

  GtkWidget *sets = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-synonym-list");
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (sets, GTK_TYPE_STACK)),
                                    "synonyms");
  pw_ui_wait_still (GTK_WIDGET (win));
  whole = rows_whole (sets, &rows);
  g_test_message ("%u of %u synonym sets whole", whole, rows);
  g_assert_cmpuint (rows, ==, model_of (win)->synonyms->len);
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-synonyms");
  pw_ui_destroy_window (win);
}

static gboolean
label_starts_with (GtkWidget *widget, gconstpointer prefix)
{
  return GTK_IS_LABEL (widget)
         && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

/* The counts over the tile list and under the board are singular for one
 * tile. */
static void
test_editor_tile_count (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (8, 6);
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (m, "TIM | COOK", NULL), ==, 1);
  PwWindow *win = window_with (m);
  pw_ui_wait_layout (GTK_WIDGET (win));
  g_assert_true (pw_ui_has_label (GTK_WIDGET (win), "1 tile, 0 on the board"));
  g_assert_nonnull (pw_ui_find_where (GTK_WIDGET (win), label_starts_with,
                                      "0 of 1 tile placed · largest group 0"));
  pw_ui_destroy_window (win);
  m = pw_name_dominoes_model_new (8, 6);
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (m, "TIM | COOK, TIM | ALLEN", NULL), ==, 2);
  win = window_with (m);
  pw_ui_wait_layout (GTK_WIDGET (win));
  g_assert_true (pw_ui_has_label (GTK_WIDGET (win), "2 tiles, 0 on the board"));
  g_assert_nonnull (pw_ui_find_where (GTK_WIDGET (win), label_starts_with,
                                      "0 of 2 tiles placed · largest group 0"));
  pw_ui_destroy_window (win);
}

static gboolean
first_tile_is (gpointer data)
{
  PwWindow *win = data;
  const PwNameDominoesTile *tile = model_of (win)->tiles->pdata[0];
  return tile->n_names == 2 && g_str_equal (tile->names[0], "TIM")
         && g_str_equal (tile->names[1], "COOKE");
}

/* Defect: a tile's names edited in the list and then left for the board
 * stayed on screen unsaved, and the list put the old names back at the
 * next change.  Leaving the entry now makes the edit, as Enter does, and
 * it is undone as one step. */
static void
test_editor_edit_kept_on_leave (void)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (8, 6);
  g_assert_cmpuint (pw_name_dominoes_model_add_pasted (m, "TIM | COOK, TIM | ALLEN", NULL), ==, 2);
  PwWindow *win = window_with (m);
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-tile-list");
  GtkWidget *entry = pw_ui_find (list, GTK_TYPE_ENTRY, NULL);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  g_assert_nonnull (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "TIM | COOK");
  g_assert_true (gtk_widget_grab_focus (entry));
  pw_ui_wait_layout (GTK_WIDGET (win));
  gtk_editable_set_text (GTK_EDITABLE (entry), "TIM | COOKE");
  g_assert_false (first_tile_is (win));
  /* A change to the tile that leaves its names (placed on the board, as
   * Auto-Fill does again and again) leaves the typing alone. */
  PwNameDominoesModel *placed
    = (PwNameDominoesModel *) pw_document_dup_model (pw_window_get_document (win));
  g_assert_true (pw_name_dominoes_model_place (placed, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  pw_document_apply (pw_window_get_document (win), &placed->parent, "Place Tile");
  /* The row shows it: its mark says "on the board". */
  GtkImage *mark = GTK_IMAGE (pw_ui_find (gtk_widget_get_ancestor (entry, GTK_TYPE_LIST_BOX_ROW),
                                          GTK_TYPE_IMAGE, NULL));
  g_assert_nonnull (mark);
  pw_test_wait_until (gtk_image_get_icon_name (mark) != NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "TIM | COOKE");
  g_assert_true (gtk_widget_grab_focus (canvas));
  g_assert_true (pw_ui_wait_for (first_tile_is, win, PW_TEST_WAIT_MS));
  g_assert_cmpstr (pw_document_get_undo_label (pw_window_get_document (win)), ==, "Edit Tile");
  /* Left again unchanged, nothing more is done. */
  g_assert_true (gtk_widget_grab_focus (entry));
  pw_ui_wait_layout (GTK_WIDGET (win));
  g_assert_true (gtk_widget_grab_focus (canvas));
  pw_ui_wait_layout (GTK_WIDGET (win));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_test_wait_until (!first_tile_is (win));
  g_assert_cmpstr (((const PwNameDominoesTile *) model_of (win)->tiles->pdata[0])->names[1], ==,
                   "COOK");
  pw_ui_destroy_window (win);
}

static guint
count_of (const char *haystack, const char *needle)
{
  guint n = 0;
  for (const char *p = strstr (haystack, needle); p; p = strstr (p + 1, needle))
    n++;
  return n;
}

static gboolean
saved (gpointer win)
{
  return !pw_document_get_modified (pw_window_get_document (win));
}

/* Names typed into the list and saved with Ctrl+S, the keyboard still in
 * the entry, were not in the file: the edit is made when the entry is
 * left, and saving did not leave it.  Saving (and printing, exporting,
 * closing) now makes the edit first, and the keyboard stays where it
 * was, the text not selected. */
static void
test_editor_save_takes_typed_edit (void)
{
  g_autofree char *dir = pw_test_make_dir ("names-save");
  g_autofree char *path = g_build_filename (dir, "names.pzw", NULL);
  g_autofree char *sample = pw_test_sample_path ("name-dominoes");
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (sample, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 800);
  gtk_window_present (GTK_WINDOW (win));
  pw_window_open_file (win, file);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  pw_ui_wait_still (GTK_WIDGET (win));
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "names-tile-list");
  GtkWidget *entry = pw_ui_find (list, GTK_TYPE_ENTRY, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "CHRISTIAN | CAMPBELL");
  g_assert_true (gtk_widget_grab_focus (entry));
  pw_ui_wait_layout (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "CHRISTIAN | BALE");
  gtk_editable_set_position (GTK_EDITABLE (entry), 3);

  gtk_widget_activate_action (GTK_WIDGET (win), "win.save", NULL);
  g_assert_true (pw_ui_wait_for (saved, win, PW_TEST_WAIT_MS));
  g_autofree char *written = NULL;
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "\"BALE\""));
  /* NEVE | CAMPBELL is still there; CHRISTIAN's is not. */
  g_assert_cmpuint (count_of (written, "\"CAMPBELL\""), ==, count_of (text, "\"CAMPBELL\"") - 1);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (win));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, entry));
  g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (entry), NULL, NULL));
  pw_ui_destroy_window (win);
  pw_test_remove_tree (dir);
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

/* The board is laid out at the size its zoom asks (the zoom is applied
 * at once, the layout follows). */
static gboolean
laid_out_at_zoom (GtkWidget *canvas)
{
  return gtk_widget_get_width (canvas)
         == gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas));
}

/* The view shows the scroll its adjustments say (laid out since they
 * were set). */
static gboolean
scrolled_as_set (GtkWidget *view, GtkWidget *canvas)
{
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (view);
  graphene_point_t p;
  g_assert_true (gtk_widget_compute_point (canvas, view, &GRAPHENE_POINT_INIT (0, 0), &p));
  return fabs (p.x + gtk_adjustment_get_value (gtk_scrolled_window_get_hadjustment (sw))) < 1
         && fabs (p.y + gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (sw))) < 1;
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
  pw_test_wait_until (laid_out_at_zoom (canvas));
  g_assert_cmpint (gtk_widget_get_width (canvas), >, gtk_widget_get_width (view));
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (view);
  gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (sw), 300);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (sw), 400);
  pw_test_wait_until (scrolled_as_set (view, canvas));
  const char *actions[] = { "names.zoom-in", "names.zoom-out", "names.zoom-out" };
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      double x0, y0, x1, y1;
      middle_of_view (view, canvas, &x0, &y0);
      int w0 = gtk_widget_get_width (canvas);
      gtk_widget_activate_action (editor, actions[i], NULL);
      /* Zoomed, and scrolled to keep the middle, both laid out. */
      pw_test_wait_until (gtk_widget_get_width (canvas) != w0 && laid_out_at_zoom (canvas)
                          && scrolled_as_set (view, canvas));
      middle_of_view (view, canvas, &x1, &y1);
      g_test_message ("%s: middle of the view at (%.3f, %.3f), then (%.3f, %.3f) of the board",
                      actions[i], x0, y0, x1, y1);
      g_assert_cmpfloat (fabs (x1 - x0), <, 0.01);
      g_assert_cmpfloat (fabs (y1 - y0), <, 0.01);
    }
  pw_ui_destroy_window (win);
}

static gboolean
sets_grew (gpointer data)
{
  return model_of (data)->synonyms->len == 41;
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
  pw_test_wait_until (gtk_widget_get_height (list) > gtk_widget_get_height (view));

  GtkWidget *syn = entry_with_placeholder (GTK_WIDGET (win), "AMY=AIMEE");
  gtk_editable_set_text (GTK_EDITABLE (syn), "Amy=Aimee");
  g_signal_emit_by_name (syn, "activate");
  g_assert_true (pw_ui_wait_for (sets_grew, win, PW_TEST_WAIT_MS));
  pw_test_wait_until (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 40) != NULL);
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 40));
  /* Scrolled to: its middle is in view, then all of it is checked. */
  int row_middle = gtk_widget_get_height (row) / 2;
  pw_test_wait_until (shown_in (row, view, &GRAPHENE_POINT_INIT (1, row_middle)));
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (row, view, &r));
  g_test_message ("new row at y %.0f-%.0f in a view %d high", r.origin.y,
                  r.origin.y + r.size.height, gtk_widget_get_height (view));
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (view));
  pw_ui_destroy_window (win);
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
  pw_test_wait_until (laid_out_at_zoom (canvas) && scrolled_as_set (view, canvas));

  g_signal_emit_by_name (pw_ui_find (editor, GTK_TYPE_BUTTON, "names-check"), "clicked");
  g_assert_true (pw_ui_wait_for (verdict_shown, verdict, PW_TEST_WAIT_MS));
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
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "names-tile-list");
  pw_test_wait_until (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) != NULL);
  pw_test_wait_until (shown_in (canvas, view, &GRAPHENE_POINT_INIT (
                                  (fr + 22.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s,
                                  (fr + 30.5 * PW_NAME_DOMINOES_RENDER_SQUARE) * s)));
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
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
  pw_ui_destroy_window (win);
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
  pw_test_wait_until (laid_out_at_zoom (canvas) && scrolled_as_set (view, canvas));
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
  pw_test_wait_until (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) != NULL);
  pw_test_wait_until (shown_in (canvas, view, &at));
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  g_assert_cmpint (gtk_list_box_row_get_index (selected), ==, 1);
  g_assert_true (gtk_widget_compute_point (canvas, view, &at, &p));
  g_test_message ("TIM at (%.0f, %.0f) in a view of %d×%d", p.x, p.y,
                  gtk_widget_get_width (view), gtk_widget_get_height (view));
  g_assert_cmpfloat (p.x, >, 0);
  g_assert_cmpfloat (p.y, >, 0);
  g_assert_cmpfloat (p.x, <, gtk_widget_get_width (view));
  g_assert_cmpfloat (p.y, <, gtk_widget_get_height (view));
  pw_ui_destroy_window (win);
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
  g_autoptr (PwDocument) doc = pw_test_load_sample ("name-dominoes");
  /* The zoom the editor opens the sample with. */
  PwWindow *win = window_with ((PwNameDominoesModel *) pw_document_dup_model (doc));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  double nat_w, nat_h;
  pw_name_dominoes_render_board_size (&model_of (win)->parent, &nat_w, &nat_h);
  double s = gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (canvas)) / nat_w;
  pw_ui_screenshot (GTK_WIDGET (win), "name-dominoes-editor-opened");
  pw_ui_destroy_window (win);

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

/* The time spinner was a number and "s": it now reads "Search for 10
 * seconds", its label the spinner's mnemonic (issue 20). */
static void
test_editor_seconds_labelled (void)
{
  PwWindow *win = window_with (pw_name_dominoes_model_new (9, 9));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "names-board");
  GtkWidget *editor = gtk_widget_get_ancestor (canvas, g_type_from_name ("PwNameDominoesEditor"));
  GtkLabel *label = GTK_LABEL (pw_ui_find (editor, GTK_TYPE_LABEL, "names-seconds-label"));
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  g_assert_cmpstr (gtk_label_get_text (label), ==, "Search for");
  GtkWidget *spin = gtk_label_get_mnemonic_widget (label);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 10);
  g_assert_true (pw_ui_has_label (editor, "seconds"));
  pw_ui_destroy_window (win);
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
  g_test_add_func ("/name-dominoes/editor/seconds-labelled", test_editor_seconds_labelled);
  g_test_add_func ("/name-dominoes/editor/marks-conflicts", test_editor_marks_conflicts);
  g_test_add_func ("/name-dominoes/editor/check-like-cli", test_editor_check_like_cli);
  g_test_add_func ("/name-dominoes/editor/marks-tile-apart", test_editor_marks_tile_apart);
  g_test_add_func ("/name-dominoes/editor/fill-stop", test_editor_fill_stop);
  g_test_add_func ("/name-dominoes/editor/small-window", test_editor_small_window);
  g_test_add_func ("/name-dominoes/editor/tile-names-whole", test_editor_tile_names_whole);
  g_test_add_func ("/name-dominoes/editor/tile-count", test_editor_tile_count);
  g_test_add_func ("/name-dominoes/editor/edit-kept-on-leave", test_editor_edit_kept_on_leave);
  g_test_add_func ("/name-dominoes/editor/save-takes-typed-edit", test_editor_save_takes_typed_edit);
  g_test_add_func ("/name-dominoes/editor/zoom-about-middle", test_editor_zoom_about_middle);
  g_test_add_func ("/name-dominoes/editor/new-synonyms-shown", test_editor_new_synonyms_shown);
  g_test_add_func ("/name-dominoes/editor/verdict-shows-tile", test_editor_verdict_shows_tile);
  g_test_add_func ("/name-dominoes/editor/names-readable", test_editor_names_readable);
  g_test_add_func ("/name-dominoes/editor/problem-row-shows-tile",
                   test_editor_problem_row_shows_tile);
  return pw_ui_test_finish (g_test_run ());
}
