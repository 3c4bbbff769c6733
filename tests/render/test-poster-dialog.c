/* The Print/Export dialog's Poster choice under Xvfb: real widgets set as
 * a user would, the pages counted, the preview's pixels looked at, and
 * the PDF that GtkPrintOperation exports read back by poppler.
 *
 * Set PW_TEST_SCREENSHOTS=DIR to save what the dialog looks like. */
#include <stdio.h>
#include <string.h>

#include "poster-test-board.h"
#include "pw-kinds.h"
#include "pw-poster.h"
#include "print-dialog-test-util.h"
#include "pw-print-dialog.h"
#include "pw-render.h"
#include "render-test-util.h"
#include "ui-helpers.h"

#define MM PW_POINTS_PER_MM

/* Shown to the user: visible, and inside a visible group. */
static gboolean
shown (PwPrintDialog *dialog, GType type, const char *name)
{
  return gtk_widget_is_visible (pd_find (dialog, type, name));
}

/* What the planner says for the same options, to hold the dialog to. */
static guint
planned_pages (PwSheetSet *set, const char *poster, gboolean tiled, double overlap_mm)
{
  g_autoptr (PwPosterOptions) o = pw_poster_options_new ();
  g_assert_true (pw_poster_size_from_string (poster, &o->width, &o->height, NULL));
  o->tiled = tiled;
  o->overlap = overlap_mm * MM;
  PwPosterPlan plan;
  g_assert_true (pw_poster_plan (set, o, &plan, NULL));
  return plan.n_pages;
}

static void
test_poster (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwNameDominoesModel) m = poster_test_board (27, 35);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (&m->parent), 3);
  pw_document_set_meta (doc, PW_META_TITLE, "Dialog poster");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  /* On A4 a sheet cannot hold this board with readable names: the
   * preview says so, and points to the poster. */
  g_assert_null (pd_wait_pages (dialog));
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "poster"));

  /* Poster: one A2 sheet at first, no paper or orientation to choose. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what")), 2);
  PwPages *pages = pd_wait_pages (dialog);
  g_assert_nonnull (pages);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
  g_assert_cmpfloat_with_epsilon (pw_pages_get_width (pages), 420 * MM, 0.01);
  g_assert_cmpfloat_with_epsilon (pw_pages_get_height (pages), 594 * MM, 0.01);
  g_assert_true (shown (dialog, ADW_TYPE_COMBO_ROW, "poster-size"));
  g_assert_false (shown (dialog, ADW_TYPE_COMBO_ROW, "paper"));
  g_assert_false (shown (dialog, ADW_TYPE_COMBO_ROW, "orientation"));
  g_assert_false (shown (dialog, ADW_TYPE_COMBO_ROW, "answers"));
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pd_check_preview (dialog, 8, 500);
  pw_ui_screenshot (GTK_WIDGET (dialog), "poster-one-sheet");
  pd_export_and_check (dialog, dir, 1, 420 * MM, 594 * MM);

  /* Tiled on A4: the paper comes back, with the narrower margins. */
  AdwExpanderRow *tile = ADW_EXPANDER_ROW (pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "tile"));
  adw_expander_row_set_enable_expansion (tile, TRUE);
  adw_expander_row_set_expanded (tile, TRUE);
  pages = pd_wait_pages (dialog);
  g_assert_nonnull (pages);
  g_assert_true (shown (dialog, ADW_TYPE_COMBO_ROW, "paper"));
  GtkSpinButton *margin = GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "margin"));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (margin), 10, 0.01);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, planned_pages (set, "a2", TRUE, 10));

  /* A0, 25 tiles and the map (counted by hand in test-poster.c). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "poster-size")),
                              0);
  pages = pd_wait_pages (dialog);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 26);
  GtkLabel *page_label = GTK_LABEL (pd_find (dialog, GTK_TYPE_LABEL, "page-label"));
  g_assert_cmpstr (gtk_label_get_label (page_label), ==, "Page 1 of 26");
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pd_check_preview (dialog, 8, 500);
  pw_ui_screenshot (GTK_WIDGET (dialog), "poster-map");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pw_ui_screenshot (GTK_WIDGET (dialog), "poster-tile");
  pd_export_and_check (dialog, dir, 26, 210 * MM, 297 * MM);

  /* A wider overlap takes more pages. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "overlap")),
                             30);
  pages = pd_wait_pages (dialog);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, planned_pages (set, "a0", TRUE, 30));
  g_assert_cmpuint (pw_pages_get_n_pages (pages), >, 26);

  /* One A0 sheet goes to the printer at A0. */
  adw_expander_row_set_enable_expansion (tile, FALSE);
  pages = pd_wait_pages (dialog);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
  pd_export_and_check (dialog, dir, 1, 841 * MM, 1189 * MM);

  /* A custom size too small to read the board: the dialog says why. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "poster-size")),
                              5);
  pd_wait_pages (dialog);
  g_assert_true (shown (dialog, GTK_TYPE_SPIN_BUTTON, "poster-width"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON,
                                                       "poster-width")), 100);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON,
                                                       "poster-height")), 120);
  g_assert_null (pd_wait_pages (dialog));
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "readable"));

  /* Back to worksheets: as before, A4 again, which this board does not
   * fit with readable names. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what")), 0);
  g_assert_null (pd_wait_pages (dialog));
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "poster"));
  g_assert_true (shown (dialog, GTK_TYPE_SPIN_BUTTON, "margin"));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (margin), 15, 0.01);
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
}

/* A kind with no cards: its "Print" list is Worksheets and Poster. */
typedef struct
{
  PwModel parent;
} PlainModel;

static const PwKind plain_kind;

static PwModel *
plain_create (void)
{
  PlainModel *m = g_new0 (PlainModel, 1);
  m->parent.kind = &plain_kind;
  return &m->parent;
}

static PwModel *
plain_copy (const PwModel *model)
{
  return plain_create ();
}

static void
plain_free (PwModel *model)
{
  g_free (model);
}

static JsonNode *
plain_save (const PwModel *model)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);
  json_node_set_int (node, 1);
  return node;
}

static GPtrArray *
plain_validate (const PwModel *model)
{
  return pw_problem_list_new ();
}

static char *
plain_describe (const PwModel *model)
{
  return g_strdup ("plain");
}

static const PwKind plain_kind = {
  .id = "plain-poster-test", .name = "Plain", .hidden = TRUE,
  .create_default = plain_create, .copy = plain_copy, .free = plain_free, .save = plain_save,
  .validate = plain_validate, .describe = plain_describe,
};

static void
plain_draw (cairo_t *cr, const PwModel *model, double w, double h)
{
  cairo_set_line_width (cr, 4);
  cairo_rectangle (cr, 2, 2, w - 4, h - 4);
  cairo_stroke (cr);
  cairo_move_to (cr, 0, 0);
  cairo_line_to (cr, w, h);
  cairo_stroke (cr);
}

static const PwKindRender plain_render = {
  .kind_id = "plain-poster-test",
  .preferred_width = 300,
  .preferred_height = 200,
  .min_scale = 0.5,
  .draw_puzzle = plain_draw,
  .draw_solution = plain_draw,
};

static void
test_kind_without_cards (void)
{
  pw_registry_add (&plain_kind);
  pw_render_register (&plain_render);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (plain_create (), 1);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  g_assert_nonnull (pd_wait_pages (dialog));
  AdwComboRow *what = ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (what)));
  GListModel *items = adw_combo_row_get_model (what);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 1), ==, "Poster");
  adw_combo_row_set_selected (what, 1);
  PwPages *pages = pd_wait_pages (dialog);
  g_assert_nonnull (pages);
  /* A wide drawing: a landscape A2 poster. */
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 1);
  g_assert_cmpfloat_with_epsilon (pw_pages_get_width (pages), 594 * MM, 0.01);
  g_assert_false (shown (dialog, ADW_TYPE_COMBO_ROW, "marks"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  rt_init ();
  g_test_add_func ("/render/poster-dialog/poster", test_poster);
  g_test_add_func ("/render/poster-dialog/kind-without-cards", test_kind_without_cards);
  return pw_ui_test_finish (g_test_run ());
}
