/* The Print/Export dialog under Xvfb: real widgets changed as a user
 * would, pages checked by count, in the preview's pixels, and in the PDF
 * that GtkPrintOperation exports (read back by poppler); generation
 * stopped half-way with Stop.
 *
 * Set PW_TEST_SCREENSHOTS=DIR to save what the dialog looks like. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "deck-render.h"
#include "pw-cards.h"
#include "pw-kinds.h"
#include "print-dialog-test-util.h"
#include "pw-print-dialog.h"
#include "pw-render.h"
#include "render-test-util.h"
#include "test-kind.h"
#include "text-probe.h"
#include "ui-helpers.h"

static PwDocument *
test_document (const char *title)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "count", "6");
  PwModel *model = pw_kind_generate (pw_registry_lookup (PW_TEST_KIND_ID), params, 21, NULL, NULL,
                                     NULL);
  PwDocument *doc = pw_document_new_with_model (model, 21);
  pw_document_set_generator (doc, params);
  pw_document_set_meta (doc, PW_META_TITLE, title);
  return doc;
}

/* How many pages the dialog composed (0 when it says why none). */
static guint
wait_pages (PwPrintDialog *dialog)
{
  PwPages *pages = pd_wait_pages (dialog);
  return pages ? pw_pages_get_n_pages (pages) : 0;
}

static void
test_sheets_and_class_set (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwDocument) doc = test_document ("Dialog sums");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));

  /* One puzzle and its key. */
  g_assert_cmpuint (wait_pages (dialog), ==, 2);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pd_check_preview (dialog, 6, 50);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-sheet");
  pd_export_and_check (dialog, dir, 2, 595.28, 841.89);

  /* A class set of 6, keys after. */
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (pd_find (dialog, ADW_TYPE_EXPANDER_ROW,
                                                                    "class-set")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "variants")),
                             6);
  g_assert_cmpuint (wait_pages (dialog), ==, 12);
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  for (guint i = 0; i < 12; i++)
    g_assert_cmpint (pw_pages_get_role (pages, i), ==, i < 6 ? PW_PAGE_PUZZLE : PW_PAGE_KEY);

  /* Compact keys, two puzzles a page: 3 sheets and 1 key page. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "answers")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "per-page")),
                             2);
  g_assert_cmpuint (wait_pages (dialog), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL);
  GtkLabel *page_label = GTK_LABEL (pd_find (dialog, GTK_TYPE_LABEL, "page-label"));
  g_assert_cmpstr (gtk_label_get_label (page_label), ==, "Page 4 of 4");
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pd_check_preview (dialog, 6, 50);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-compact-key");
  pd_export_and_check (dialog, dir, 4, 595.28, 841.89);

  /* Landscape US Letter, exported at that size. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "paper")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "orientation")),
                              1);
  g_assert_cmpuint (wait_pages (dialog), >=, 2);
  pd_export_and_check (dialog, dir, pw_pages_get_n_pages (pw_print_dialog_get_pages (dialog)),
                       792, 612);

  /* Margins that leave no room: the dialog says so and prints nothing. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "margin")),
                             100);
  g_assert_cmpuint (wait_pages (dialog), ==, 0);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "margins"));
  GtkLabel *message = GTK_LABEL (pd_find (dialog, GTK_TYPE_LABEL, "message"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_autoptr (GError) error = NULL;
  g_autofree char *never = g_build_filename (dir, "never.pdf", NULL);
  g_assert_cmpint (pw_print_dialog_print (dialog, GTK_PRINT_OPERATION_ACTION_EXPORT, never,
                                          &error), ==, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_false (g_file_test (never, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_cards (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwDocument) doc = test_document ("Dialog cards");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  g_assert_cmpuint (wait_pages (dialog), ==, 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "bleed")), 1);
  gtk_switch_set_active (GTK_SWITCH (pd_find (dialog, GTK_TYPE_SWITCH, "duplex")), TRUE);
  /* Six cards fit one sheet: a front and its back. */
  g_assert_cmpuint (wait_pages (dialog), ==, 2);
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  g_assert_cmpint (pw_pages_get_role (pages, 0), ==, PW_PAGE_CARD_FRONT);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_CARD_BACK);
  /* Cards take the narrower card margins. */
  GtkSpinButton *margin = GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "margin"));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (margin), 10, 0.01);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pd_check_preview (dialog, 6, 50);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-cards");
  pd_export_and_check (dialog, dir, 2, 595.28, 841.89);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A kind whose generator takes 20 ms a puzzle, so Stop can be pressed
 * half-way through a class set. */
typedef struct
{
  PwModel parent;
  guint64 seed;
} SlowModel;

static const PwKind slow_kind;

static PwModel *
slow_new (guint64 seed)
{
  SlowModel *m = g_new0 (SlowModel, 1);
  m->parent.kind = &slow_kind;
  m->seed = seed;
  return &m->parent;
}

static PwModel *
slow_create (void)
{
  return slow_new (0);
}

static PwModel *
slow_copy (const PwModel *model)
{
  return slow_new (((const SlowModel *) model)->seed);
}

static void
slow_free (PwModel *model)
{
  g_free (model);
}

static JsonNode *
slow_save (const PwModel *model)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);
  json_node_set_int (node, (gint64) (((const SlowModel *) model)->seed >> 12));
  return node;
}

static GPtrArray *
slow_validate (const PwModel *model)
{
  return pw_problem_list_new ();
}

static char *
slow_describe (const PwModel *model)
{
  return g_strdup ("slow");
}

static PwModel *
slow_generate (const PwParams *params, guint64 seed, PwProgress *progress,
               GCancellable *cancellable, GError **error)
{
  g_usleep (20000);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return slow_new (seed);
}

/* Its class sets are as slow: a variant is a new puzzle from the seed. */
static PwModel *
slow_vary (const PwModel *model, const PwParams *params, guint64 seed, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  return slow_generate (params, seed, progress, cancellable, error);
}

static const PwVariants slow_variants = { .make = slow_vary };

static const PwKind slow_kind = {
  .id = "slow-test", .name = "Slow", .hidden = TRUE,
  .create_default = slow_create, .copy = slow_copy, .free = slow_free, .save = slow_save,
  .validate = slow_validate, .describe = slow_describe, .generate = slow_generate,
  .variants = &slow_variants,
};

static void
slow_draw (cairo_t *cr, const PwModel *model, double w, double h)
{
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
}

static const PwKindRender slow_render = {
  .kind_id = "slow-test",
  .preferred_width = 200,
  .preferred_height = 100,
  .min_scale = 0.5,
  .draw_puzzle = slow_draw,
  .draw_solution = slow_draw,
};

static gboolean
is_busy (gpointer data)
{
  return pw_print_dialog_get_busy (data);
}

static gboolean
is_idle (gpointer data)
{
  return !pw_print_dialog_get_busy (data);
}

static void
test_stop (void)
{
  pw_registry_add (&slow_kind);
  pw_render_register (&slow_render);
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (PwDocument) doc = pw_document_new_with_model (slow_new (1), 5);
  pw_document_set_generator (doc, params);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  g_assert_cmpuint (wait_pages (dialog), ==, 2);

  /* 300 variants take 6 s; Stop after a moment. */
  AdwExpanderRow *set_row = ADW_EXPANDER_ROW (pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "class-set"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "variants")),
                             300);
  adw_expander_row_set_enable_expansion (set_row, TRUE);
  g_assert_true (pw_ui_wait_for (is_busy, dialog, PW_TEST_WAIT_MS));
  /* Under way: some of the variants made. */
  GtkProgressBar *progress = GTK_PROGRESS_BAR (pd_find (dialog, GTK_TYPE_PROGRESS_BAR, NULL));
  pw_test_wait_until (gtk_progress_bar_get_fraction (progress) > 0.01);
  g_assert_true (pw_print_dialog_get_busy (dialog));
  g_assert_null (pw_print_dialog_get_pages (dialog));
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-generating");
  /* A layout change meanwhile waits for the puzzles; Stop still stops. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "per-page")),
                             2);
  pw_test_drain ();
  gint64 stop = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.cancel", NULL);
  g_assert_true (pw_ui_wait_for (is_idle, dialog, 2000));
  /* Within a couple of generator steps. */
  g_assert_cmpint (g_get_monotonic_time () - stop, <, 500000);
  /* Back to the one puzzle, and it says what happened. */
  g_assert_false (adw_expander_row_get_enable_expansion (set_row));
  g_assert_nonnull (pw_print_dialog_get_pages (dialog));
  g_assert_cmpuint (pw_pages_get_n_pages (pw_print_dialog_get_pages (dialog)), ==, 2);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "Stopped"));

  /* A small set then goes through: 3 variants 2 a page, and their keys. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "variants")),
                             3);
  adw_expander_row_set_enable_expansion (set_row, TRUE);
  g_assert_cmpuint (wait_pages (dialog), ==, 4);
  g_assert_cmpstr (pw_print_dialog_get_message (dialog), ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
}

/* Closing the dialog while it generates leaves nothing running. */
static void
test_close_while_busy (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (PwDocument) doc = pw_document_new_with_model (slow_new (2), 6);
  pw_document_set_generator (doc, params);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  adw_expander_row_set_enable_expansion (
    ADW_EXPANDER_ROW (pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "class-set")), TRUE);
  g_assert_true (pw_ui_wait_for (is_busy, dialog, PW_TEST_WAIT_MS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  /* The worker notices the cancellation, hands back, and the dialog goes. */
  pw_test_wait_until (dialog == NULL);
}

/* A double-15 domino grid does not fit an A4 sheet with 8 pt type: the
 * preview says it goes over more pages.  The exported PDF names the
 * document's author. */
static void
test_readable_type (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "n", "15");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("domino-grid"), params, 4, NULL, NULL,
                                     NULL);
  g_assert_nonnull (model);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 4);
  pw_document_set_meta (doc, PW_META_AUTHOR, "Ada Lovelace");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  guint n = wait_pages (dialog);
  g_assert_cmpuint (n, >, 2);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "8\u00a0pt"));
  GtkLabel *message = GTK_LABEL (pd_find (dialog, GTK_TYPE_LABEL, "message"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-readable-type");

  g_autofree char *path = g_build_filename (dir, "author.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_cmpint (pw_print_dialog_print (dialog, GTK_PRINT_OPERATION_ACTION_EXPORT, path,
                                          &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autofree char *out = rt_run (argv, NULL, NULL);
  if (out != NULL)
    {
      const char *author = strstr (out, "\nAuthor:");
      g_assert_nonnull (author);
      g_assert_nonnull (strstr (author, "Ada Lovelace"));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Texts of one digit on the puzzle's pages: numerals on a domino grid. */
static guint
digits_on_sheets (PwPages *pages)
{
  g_autoptr (GArray) texts = probe_pages (pages);
  guint n = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      n += pw_pages_get_role (pages, t->page) == PW_PAGE_PUZZLE && g_ascii_isdigit (t->text[0])
           && t->text[1] == '\0';
    }
  return n;
}

/* The teacher chooses pips or numerals, as `export --numbers` does
 * (issue 10); the choice is offered only where the kind may print pips. */
static void
test_numbers_choice (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "n", "6");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("domino-grid"), params, 4, NULL, NULL,
                                     NULL);
  g_assert_nonnull (model);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 4);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  AdwComboRow *row = ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "numbers"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0); /* automatic */
  wait_pages (dialog);
  /* Double-6 in a cell of this size: pips, which are no text. */
  guint automatic = digits_on_sheets (pw_print_dialog_get_pages (dialog));
  adw_combo_row_set_selected (row, 2);
  wait_pages (dialog);
  guint numerals = digits_on_sheets (pw_print_dialog_get_pages (dialog));
  adw_combo_row_set_selected (row, 1);
  wait_pages (dialog);
  guint pips = digits_on_sheets (pw_print_dialog_get_pages (dialog));
  g_test_message ("one-digit texts on the sheet: %u automatic, %u numerals, %u pips", automatic,
                  numerals, pips);
  /* Numerals: at least one for each of the board's 56 cells. */
  g_assert_cmpuint (numerals, >=, 56 + pips);
  g_assert_cmpuint (automatic, ==, pips);
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-numbers");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* A kind that draws no pips has no such choice. */
  g_autoptr (PwDocument) other = test_document ("Sums");
  dialog = pw_print_dialog_new (NULL, other);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  g_assert_false (gtk_widget_get_visible (pd_find (dialog, ADW_TYPE_COMBO_ROW, "numbers")));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A deck is played with its cards: the dialog opens on Cards, where a
 * domino grid opens on Worksheets. */
static void
test_deck_opens_on_cards (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 3, NULL, NULL, NULL);
  g_assert_nonnull (model);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 3);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  AdwComboRow *what = ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what"));
  g_assert_cmpuint (adw_combo_row_get_selected (what), ==, 1); /* Cards */
  wait_pages (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_autoptr (PwDocument) grid = pw_document_new (pw_registry_lookup ("domino-grid"));
  dialog = pw_print_dialog_new (NULL, grid);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  what = ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "what"));
  g_assert_cmpuint (adw_combo_row_get_selected (what), ==, 0); /* Worksheets */
  wait_pages (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The deck's backs, blue (deck-render.c), and nothing else on a back page. */
static gboolean
is_deck_back (guint8 r, guint8 g, guint8 b)
{
  return r < 60 && g > 70 && g < 120 && b > 150;
}

static PwDocument *
deck_document (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 3, NULL, NULL, NULL);
  g_assert_nonnull (model);
  return pw_document_new_with_model (model, 3);
}

/* Where the backs are in the preview, which shows the second page (the
 * first sheet's backs), and the preview's pixels per point. */
static void
preview_backs (PwPrintDialog *dialog, double box[4], double *scale)
{
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.previous-page", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_CARD_BACK);
  GtkWidget *preview = pd_find (dialog, GTK_TYPE_DRAWING_AREA, "preview");
  g_autoptr (PwUiPixels) p = pw_ui_pixels (preview);
  cairo_surface_t *image = cairo_image_surface_create_for_data (p->data, CAIRO_FORMAT_ARGB32,
                                                                p->width, p->height,
                                                                (int) p->stride);
  int px[4];
  g_assert_true (rt_bbox (image, is_deck_back, &px[0], &px[1], &px[2], &px[3]));
  cairo_surface_destroy (image);
  /* As the preview fits and centres the page, 24 pixels from the edges
   * (its padding).  In page points, so that two looks compare even when
   * the dialog was laid out to another size between them. */
  double pw = pw_pages_get_width (pages), ph = pw_pages_get_height (pages);
  double s = MIN ((p->width - 48.0) / pw, (p->height - 48.0) / ph);
  double x = floor ((p->width - pw * s) / 2), y = floor ((p->height - ph * s) / 2);
  for (guint i = 0; i < 4; i++)
    box[i] = (px[i] - (i % 2 ? y : x)) / s;
  *scale = s;
}

/* Where the backs are on the printed second page, at 254 dpi (10 pixels
 * a millimetre); FALSE when poppler is not installed. */
static gboolean
printed_backs (PwPrintDialog *dialog, const char *dir, const char *name, int box[4])
{
  g_autofree char *pdf = g_strdup_printf ("%s/%s.pdf", dir, name);
  g_autofree char *base = g_strdup_printf ("%s/%s", dir, name);
  g_autoptr (GError) error = NULL;
  g_assert_cmpint (pw_print_dialog_print (dialog, GTK_PRINT_OPERATION_ACTION_EXPORT, pdf, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  const char *argv[] = { "pdftoppm", "-r", "254", "-f", "2", "-l", "2", "-png", "-singlefile",
                         pdf, base, NULL };
  int status;
  g_autofree char *out = rt_run (argv, &status, NULL);
  if (out == NULL)
    return FALSE;
  g_assert_cmpint (status, ==, 0);
  g_autofree char *png = g_strdup_printf ("%s.png", base);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_true (rt_bbox (image, is_deck_back, &box[0], &box[1], &box[2], &box[3]));
  cairo_surface_destroy (image);
  return TRUE;
}

/* The texts of @moved are those of @plain, the cards' on back pages moved
 * by @dx, @dy points; the fronts and the footers stay.  Returns how many
 * moved. */
static guint
texts_moved (PwPages *plain, PwPages *moved, double dx, double dy)
{
  g_autoptr (GArray) a = probe_pages (plain);
  g_autoptr (GArray) b = probe_pages (moved);
  g_assert_cmpuint (a->len, ==, b->len);
  guint n = 0;
  for (guint i = 0; i < a->len; i++)
    {
      const ProbeText *s = &g_array_index (a, ProbeText, i);
      const ProbeText *t = &g_array_index (b, ProbeText, i);
      g_assert_cmpstr (s->text, ==, t->text);
      g_assert_cmpuint (s->page, ==, t->page);
      gboolean card = pw_pages_get_role (plain, s->page) == PW_PAGE_CARD_BACK
                      && g_ascii_isdigit (s->text[0]) && !strchr (s->text, ' ');
      double ex = card ? dx : 0, ey = card ? dy : 0;
      /* Pango rounds glyph positions to a small fraction of a point. */
      g_assert_cmpfloat_with_epsilon (t->x0 - s->x0, ex, 0.01);
      g_assert_cmpfloat_with_epsilon (t->y0 - s->y0, ey, 0.01);
      g_assert_cmpfloat_with_epsilon (t->x1 - s->x1, ex, 0.01);
      g_assert_cmpfloat_with_epsilon (t->y1 - s->y1, ey, 0.01);
      n += card;
    }
  return n;
}

static void
spin_to (PwPrintDialog *dialog, const char *name, double value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, name)), value);
}

/* A duplex printer that puts the backs 4.5 mm too far left and 2.5 mm too
 * low is corrected in the dialog as `export --back-offset 4.5,-2.5` does:
 * the rows move the backs, only the backs, in the pages, the preview and
 * the printed PDF; they wait for duplex backs; the next dialog starts
 * from the offset, in the units the preferences ask for. */
static void
test_back_offset (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwDocument) doc = deck_document ();
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  guint sheets = wait_pages (dialog);
  g_assert_cmpuint (sheets, >, 0);
  GtkWidget *row = pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "back-offset");
  GtkWidget *right = pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "back-offset-right");
  GtkWidget *down = pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "back-offset-down");
  /* No backs, nothing to move. */
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_false (gtk_widget_is_sensitive (row));
  g_assert_false (gtk_widget_is_sensitive (right));
  g_assert_false (gtk_widget_is_sensitive (down));
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  /* As far as the composer goes, in half millimetres. */
  GtkAdjustment *adj = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (right));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_lower (adj), -PW_MAX_BACK_OFFSET_MM, 1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_upper (adj), PW_MAX_BACK_OFFSET_MM, 1e-9);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_step_increment (adj), 0.5, 1e-9);

  GtkSwitch *duplex = GTK_SWITCH (pd_find (dialog, GTK_TYPE_SWITCH, "duplex"));
  gtk_switch_set_active (duplex, TRUE);
  g_assert_true (gtk_widget_is_sensitive (row));
  g_assert_true (gtk_widget_is_sensitive (right));
  g_assert_cmpuint (wait_pages (dialog), ==, 2 * sheets);
  g_autoptr (PwPages) plain = pw_pages_ref (pw_print_dialog_get_pages (dialog));
  double preview_a[4], preview_b[4], scale;
  int printed_a[4], printed_b[4];
  preview_backs (dialog, preview_a, &scale);
  gboolean poppler = printed_backs (dialog, dir, "plain", printed_a);

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  spin_to (dialog, "back-offset-right", 4.5);
  spin_to (dialog, "back-offset-down", -2.5);
  g_assert_cmpuint (wait_pages (dialog), ==, 2 * sheets);
  double dx = 4.5 * PW_POINTS_PER_MM, dy = -2.5 * PW_POINTS_PER_MM;
  g_assert_cmpuint (texts_moved (plain, pw_print_dialog_get_pages (dialog), dx, dy), ==, 7);
  preview_backs (dialog, preview_b, &scale);
  g_test_message ("preview: %.3f px/pt; backs from x %.1f to %.1f, y %.1f to %.1f pt", scale,
                  preview_b[0], preview_b[2], preview_b[1], preview_b[3]);
  /* Within two pixels: an edge of each look may fall a pixel either way. */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat (fabs (preview_b[i] - preview_a[i] - (i % 2 ? dy : dx)), <=, 2.0 / scale);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-back-offset");
  if (poppler && printed_backs (dialog, dir, "moved", printed_b))
    for (guint i = 0; i < 4; i++)
      g_assert_cmpint (ABS (printed_b[i] - printed_a[i] - (i % 2 ? -25 : 45)), <=, 1);

  /* Kept for the next deck, in millimetres. */
  GSettings *settings = pw_application_get_settings (PW_APPLICATION (g_application_get_default ()));
  g_assert_nonnull (settings);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "back-offset-x"), 4.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "back-offset-y"), -2.5, 1e-9);
  /* The keys allow what the composer does, no more. */
  g_autoptr (GSettingsSchema) schema = NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  const char *keys[] = { "back-offset-x", "back-offset-y" };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      const double edges[] = { -PW_MAX_BACK_OFFSET_MM, PW_MAX_BACK_OFFSET_MM };
      for (guint e = 0; e < 2; e++)
        {
          g_autoptr (GVariant) edge = g_variant_ref_sink (g_variant_new_double (edges[e]));
          g_autoptr (GVariant) past = g_variant_ref_sink (g_variant_new_double (edges[e] * 1.01));
          g_assert_true (g_settings_schema_key_range_check (key, edge));
          g_assert_false (g_settings_schema_key_range_check (key, past));
        }
    }

  /* Single-sided again: the rows wait, the offset is not forgotten. */
  gtk_switch_set_active (duplex, FALSE);
  g_assert_false (gtk_widget_is_sensitive (right));
  g_assert_cmpuint (wait_pages (dialog), ==, sheets);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The next dialog, where lengths are in inches: the offset shown open,
   * converted, and used. */
  g_settings_set_string (settings, "units", "inch");
  dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  row = pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "back-offset");
  right = pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "back-offset-right");
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (right)), 4.5 / 25.4,
                                  1e-9);
  g_assert_true (pw_ui_has_label (row, "Inches"));
  gtk_switch_set_active (GTK_SWITCH (pd_find (dialog, GTK_TYPE_SWITCH, "duplex")), TRUE);
  g_assert_cmpuint (wait_pages (dialog), ==, 2 * sheets);
  g_assert_cmpuint (texts_moved (plain, pw_print_dialog_get_pages (dialog), dx, dy), ==, 7);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-back-offset-inches");
  spin_to (dialog, "back-offset-right", 0.2);
  g_assert_cmpuint (wait_pages (dialog), ==, 2 * sheets);
  g_assert_cmpuint (texts_moved (plain, pw_print_dialog_get_pages (dialog), 0.2 * 72, dy), ==, 7);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "back-offset-x"), 5.08, 1e-9);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "units");
  g_settings_reset (settings, "back-offset-x");
  g_settings_reset (settings, "back-offset-y");
}

/* The Cards per Page row's subtitle: the card's size it tells, in the
 * unit it names (" mm" or " in"), in points. */
static double
subtitle_size (PwPrintDialog *dialog, const char *unit, double points_per_unit)
{
  GtkWidget *row = pw_ui_find_row (GTK_WIDGET (dialog), "Cards per Page");
  g_assert_nonnull (row);
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_test_message ("Cards per Page: %s", subtitle);
  const char *end = strstr (subtitle, unit);
  g_assert_nonnull (end);
  const char *start = end;
  while (start > subtitle && start[-1] != ' ')
    start--;
  char *stop;
  double value = g_ascii_strtod (start, &stop);
  g_assert_true (stop == end);
  return value * points_per_unit;
}

/* How far apart two card numbers' ink centres may be for the digits'
 * shapes alone, in points. */
#define INK 0.5
/* The room the deck's round cards leave between them for scissors. */
#define DECK_GAP (4 * PW_POINTS_PER_MM)

/* How many cards the first front page holds, and the card's size there,
 * as the composer drew them: the first back page (the backs of the same
 * cards) numbers each card at the same height of every card, so the
 * numbers count the cards and their spacing is the card's pitch. */
static guint
first_sheet_cards (PwPrintDialog *dialog, double *pitch)
{
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  g_assert_nonnull (pages);
  g_assert_cmpint (pw_pages_get_role (pages, 0), ==, PW_PAGE_CARD_FRONT);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_CARD_BACK);
  g_autoptr (GArray) texts = probe_pages (pages);
  guint n = 0;
  double x0 = 0, y0 = 0;
  *pitch = G_MAXDOUBLE;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (t->page != 1 || !g_ascii_isdigit (t->text[0]) || strchr (t->text, ' '))
        continue;
      double x = (t->x0 + t->x1) / 2, y = t->y1;
      if (n == 0)
        x0 = x, y0 = y;
      /* Any two cards are a whole number of pitches apart, across or
       * down; the nearest two, one. */
      double d = MAX (fabs (x - x0), fabs (y - y0));
      if (n > 0 && d > 1)
        *pitch = MIN (*pitch, d);
      n++;
    }
  return n;
}

/* A teacher wants bigger cards for small children: Cards per Page takes a
 * count, says how large the cards come out in the dialog's units, and
 * the pages, the preview and the export have that many that large; a
 * count the page cannot hold is refused in the message, and 0 goes back
 * to the deck's own cards, as many as fit. */
static void
test_cards_per_page (void)
{
  g_autofree char *dir = rt_scratch_dir ();
  g_autoptr (PwDocument) doc = deck_document (); /* 7 cards */
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  wait_pages (dialog);
  GtkSpinButton *spin = GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "cards-per-page"));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (spin)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 0);
  GtkAdjustment *adj = gtk_spin_button_get_adjustment (spin);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, PW_MAX_CARDS_PER_PAGE);
  gtk_switch_set_active (GTK_SWITCH (pd_find (dialog, GTK_TYPE_SWITCH, "duplex")), TRUE);
  wait_pages (dialog);

  /* As many as fit: the deck's own 75 mm cards, six on A4, a cutting
   * gap apart. */
  double pitch;
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 6);
  g_assert_cmpfloat_with_epsilon (pitch, PW_DECK_CARD_MM * PW_POINTS_PER_MM + DECK_GAP, INK);
  double told = subtitle_size (dialog, " mm", PW_POINTS_PER_MM);
  g_assert_cmpfloat_with_epsilon (told, PW_DECK_CARD_MM * PW_POINTS_PER_MM, 1e-6);
  GtkWidget *row = pw_ui_find_row (GTK_WIDGET (dialog), "Cards per Page");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "6 cards"));

  /* Four a page: larger cards, as large as the subtitle says (to the
   * millimetre it shows), in the pages, the preview and the PDF. */
  gtk_spin_button_set_value (spin, 4);
  g_assert_cmpuint (wait_pages (dialog), ==, 4); /* 4 + 3 cards, each with backs */
  g_assert_cmpstr (pw_print_dialog_get_message (dialog), ==, "");
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 4);
  g_assert_cmpfloat (pitch, >, 1.1 * PW_DECK_CARD_MM * PW_POINTS_PER_MM);
  told = subtitle_size (dialog, " mm", PW_POINTS_PER_MM);
  g_assert_cmpfloat (fabs (told + DECK_GAP - pitch), <=, 0.5 * PW_POINTS_PER_MM + INK);
  /* The preview's first back page: two by two such cards. */
  double box[4], scale;
  preview_backs (dialog, box, &scale);
  g_assert_cmpfloat (fabs ((box[2] - box[0]) * scale + 1 - (2 * pitch - DECK_GAP) * scale), <=, 3);
  g_assert_cmpfloat (fabs ((box[3] - box[1]) * scale + 1 - (2 * pitch - DECK_GAP) * scale), <=, 3);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-cards-per-page");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.previous-page", NULL);
  pd_export_and_check (dialog, dir, 4, 595.3, 841.9);

  /* The size follows the paper: turned, and with bleed. */
  double portrait = told;
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "orientation")),
                              1);
  wait_pages (dialog);
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 4);
  told = subtitle_size (dialog, " mm", PW_POINTS_PER_MM);
  g_assert_cmpfloat (fabs (told - portrait), >, PW_POINTS_PER_MM);
  g_assert_cmpfloat (fabs (told + DECK_GAP - pitch), <=, 0.5 * PW_POINTS_PER_MM + INK);
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "bleed")), 2);
  wait_pages (dialog);
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 4);
  double bled = subtitle_size (dialog, " mm", PW_POINTS_PER_MM);
  g_assert_cmpfloat (bled, <, told - 6 * PW_POINTS_PER_MM);
  /* The pitch takes the bleed around each card too (6 mm each side
   * leaves the scissors room enough: no gap then). */
  g_assert_cmpfloat (fabs (bled + 12 * PW_POINTS_PER_MM - pitch), <=, 0.5 * PW_POINTS_PER_MM + INK);

  /* A hundred on A5 would be smaller than a card one can hold: the
   * composer's message, no pages, nothing to print; then back again. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "paper")), 3);
  gtk_spin_button_set_value (spin, PW_MAX_CARDS_PER_PAGE);
  g_assert_cmpuint (wait_pages (dialog), ==, 0);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "cards do not fit on a page"));
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), " across"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-cards-per-page-too-many");
  gtk_spin_button_set_value (spin, 0);
  g_assert_cmpuint (wait_pages (dialog), >, 0);
  g_assert_cmpstr (pw_print_dialog_get_message (dialog), ==, "");
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 2); /* A5 landscape, 6 mm bleed */
  told = subtitle_size (dialog, " mm", PW_POINTS_PER_MM);
  g_assert_cmpfloat_with_epsilon (told, PW_DECK_CARD_MM * PW_POINTS_PER_MM, 1e-6);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Where lengths are in inches, so is the size. */
  GSettings *settings = pw_application_get_settings (PW_APPLICATION (g_application_get_default ()));
  g_settings_set_string (settings, "units", "inch");
  dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  wait_pages (dialog);
  gtk_switch_set_active (GTK_SWITCH (pd_find (dialog, GTK_TYPE_SWITCH, "duplex")), TRUE);
  spin_to (dialog, "cards-per-page", 4);
  g_assert_cmpuint (wait_pages (dialog), ==, 4);
  g_assert_cmpuint (first_sheet_cards (dialog, &pitch), ==, 4);
  told = subtitle_size (dialog, " in", PW_POINTS_PER_INCH);
  g_assert_cmpfloat (fabs (told + DECK_GAP - pitch), <=, 0.005 * PW_POINTS_PER_INCH + INK);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "units");
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  rt_init ();
  /* The app holds the settings the dialog reads and keeps. */
  g_autoptr (PwApplication) app = pw_ui_test_app ();
  g_test_add_func ("/render/print-dialog/sheets-and-class-set", test_sheets_and_class_set);
  g_test_add_func ("/render/print-dialog/cards", test_cards);
  g_test_add_func ("/render/print-dialog/readable-type", test_readable_type);
  g_test_add_func ("/render/print-dialog/numbers-choice", test_numbers_choice);
  g_test_add_func ("/render/print-dialog/deck-opens-on-cards", test_deck_opens_on_cards);
  g_test_add_func ("/render/print-dialog/back-offset", test_back_offset);
  g_test_add_func ("/render/print-dialog/cards-per-page", test_cards_per_page);
  g_test_add_func ("/render/print-dialog/stop", test_stop);
  g_test_add_func ("/render/print-dialog/close-while-busy", test_close_while_busy);
  return pw_ui_test_finish (g_test_run ());
}
