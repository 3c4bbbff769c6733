/* The Generate dialog as a user meets it: errors at the top where the eye
 * is, only the options that can work, a file chooser for a file, a size
 * as a size, and the seed in words.
 *
 * The dialog builds its rows from a kind's parameter specs, so the test
 * gives it a kind of its own ("boards") with each sort of parameter; its
 * puzzles are the test kind's lists of numbers, which record the
 * parameters the generator was given. */
#include <string.h>

#include "pw-application.h"
#include "pw-error.h"
#include "pw-generate-dialog.h"
#include "test-kind.h"
#include "ui-helpers.h"

static PwApplication *app;

static gboolean
blocks_usable (const PwParams *params, char **reason)
{
  gint64 rows = g_ascii_strtoll (pw_params_get (params, "rows"), NULL, 10);
  gint64 cols = g_ascii_strtoll (pw_params_get (params, "cols"), NULL, 10);
  if (rows % 2 == 0 && cols % 2 == 0)
    return TRUE;
  *reason = g_strdup ("Only on a board of even rows and columns");
  return FALSE;
}

static gboolean
heading_usable (const PwParams *params, char **reason)
{
  if (g_ascii_strtoll (pw_params_get (params, "rows"), NULL, 10) >= 2)
    return TRUE;
  *reason = g_strdup ("Only on a board of two rows or more");
  return FALSE;
}

/* numbers: rows, cols, blocks (0/1, 9 when left out), the shape's
 * length, the topic's length and the heading's (-1 when left out). */
static PwModel *
boards_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                 GCancellable *cancellable, GError **error)
{
  gint64 rows, cols;
  if (!pw_params_get_int (params, "rows", 1, 20, 3, &rows, error)
      || !pw_params_get_int (params, "cols", 1, 20, 4, &cols, error))
    return NULL;
  if (rows * cols % 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   "A board of %" G_GINT64_FORMAT "×%" G_GINT64_FORMAT
                   " has an odd number of cells", rows, cols);
      return NULL;
    }
  PwTestModel *m = (PwTestModel *) pw_test_kind ()->create_default ();
  const char *blocks = pw_params_get (params, "blocks");
  const char *shape = pw_params_get (params, "shape");
  const char *topic = pw_params_get (params, "topic");
  const char *heading = pw_params_get (params, "heading");
  gint v[] = { (gint) rows, (gint) cols, blocks ? g_str_equal (blocks, "true") : 9,
               shape ? (gint) strlen (shape) : -1, topic ? (gint) strlen (topic) : -1,
               heading ? (gint) strlen (heading) : -1 };
  g_array_set_size (m->numbers, 0);
  g_array_append_vals (m->numbers, v, G_N_ELEMENTS (v));
  return &m->parent;
}

static const char *const boards_params[] = { "rows", "cols", "blocks", "shape", "topic",
                                             "heading", NULL };
static const char *const topic_keywords[] = { "sea", "space", NULL };
static const char *const topic_labels[] = { "The Sea", "Outer Space", NULL };

static const PwParamSpec boards_specs[] = {
  { "rows", "Rows", NULL, PW_PARAM_INT, 1, 20, "3" },
  { "cols", "Columns", NULL, PW_PARAM_INT, 1, 20, "4" },
  { "blocks", "Blocks", "Numbers in 2×2 blocks", PW_PARAM_BOOL, 0, 0, "false", NULL, NULL, 0,
    NULL, blocks_usable },
  { "shape", "Board Shape", "A text file: # for a cell, . for a hole", PW_PARAM_FILE },
  { "topic", "Topic", "A topic of the list, or any other word", PW_PARAM_TEXT, 0, 0, "sea",
    topic_keywords, topic_labels, .other_values = TRUE },
  { "heading", "Heading", "Words above the board, such as a class's name", PW_PARAM_TEXT, 0, 0,
    "", NULL, NULL, 0, NULL, heading_usable },
};

static PwKind boards_kind;

static const PwKind *
boards (void)
{
  if (boards_kind.id == NULL)
    {
      boards_kind = *pw_test_kind ();
      boards_kind.id = "boards";
      boards_kind.name = "Boards";
      boards_kind.generate = boards_generate;
      boards_kind.generate_params = boards_params;
      boards_kind.generate_specs = boards_specs;
      boards_kind.n_generate_specs = G_N_ELEMENTS (boards_specs);
    }
  return &boards_kind;
}

static gboolean
idle (gpointer dialog)
{
  return !pw_generate_dialog_get_busy (dialog);
}

static PwGenerateDialog *
open_dialog (PwWindow **win)
{
  *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (*win));
  pw_ui_wait_drawn (GTK_WIDGET (*win));
  PwGenerateDialog *dialog = pw_generate_dialog_new (*win, boards ());
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  return dialog;
}

/* Defect: a failed generation said why below the rows, out of sight. */
static void
test_error_at_top (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win);
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "3"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "cols", "3"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  GtkWidget *strip = pw_ui_find (GTK_WIDGET (dialog), GTK_TYPE_REVEALER, "pw-generate-message");
  g_assert_nonnull (strip);
  /* The strip slides in. */
  pw_test_wait_until (gtk_revealer_get_child_revealed (GTK_REVEALER (strip)));
  g_assert_true (pw_ui_wait_for (idle, dialog, PW_TEST_WAIT_MS));
  g_assert_cmpstr (pw_generate_dialog_get_message (dialog), ==,
                   "A board of 3×3 has an odd number of cells");
  g_assert_null (pw_window_get_document (win));

  /* The message is above the first row, in view, and the dialog stays. */
  GtkWidget *label = pw_ui_find (strip, GTK_TYPE_LABEL, NULL);
  g_assert_true (gtk_widget_get_mapped (label));
  GtkWidget *size = pw_ui_find_row (GTK_WIDGET (dialog), "Size");
  g_assert_nonnull (size);
  g_assert_cmpfloat (pw_ui_y_in (label, GTK_WIDGET (dialog)), <, pw_ui_y_in (size, GTK_WIDGET (dialog)));
  g_assert_cmpfloat (pw_ui_y_in (label, GTK_WIDGET (dialog)) + gtk_widget_get_height (label), <,
                     gtk_widget_get_height (GTK_WIDGET (dialog)) / 2.0);
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-error");

  /* Changing a setting takes the old error away; a good one generates. */
  g_assert_true (pw_generate_dialog_set_value (dialog, "cols", "4"));
  g_assert_cmpstr (pw_generate_dialog_get_message (dialog), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  pw_ui_destroy_window (win);
}

static int
number (PwWindow *win, guint i)
{
  const PwTestModel *m = (const PwTestModel *) pw_document_get_model (pw_window_get_document (win));
  return g_array_index (m->numbers, gint, i);
}

/* Defect: the dialog offered a choice the generator then refused. */
static void
test_offers_only_what_works (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win);
  GtkWidget *blocks = pw_ui_find_row (GTK_WIDGET (dialog), "Blocks");
  g_assert_nonnull (blocks);
  /* 3 rows: no blocks, and the row says why. */
  g_assert_false (gtk_widget_get_sensitive (blocks));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (blocks)), ==,
                   "Only on a board of even rows and columns");
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "4"));
  g_assert_true (gtk_widget_get_sensitive (blocks));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (blocks)), ==,
                   "Numbers in 2×2 blocks");
  g_assert_true (pw_generate_dialog_set_value (dialog, "blocks", "true"));
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-blocks");

  /* Turned on, then made unusable: the generator is not asked for it. */
  g_assert_true (pw_generate_dialog_set_value (dialog, "cols", "5"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "2"));
  g_assert_false (gtk_widget_get_sensitive (blocks));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  g_assert_cmpint (number (win, 0), ==, 2);
  g_assert_cmpint (number (win, 1), ==, 5);
  g_assert_cmpint (number (win, 2), ==, 9);
  g_assert_null (pw_params_get (pw_document_get_generator (pw_window_get_document (win)),
                                "blocks"));
  pw_ui_destroy_window (win);
}

/* Rough edges: rows and columns were two unrelated rows; the seed was a
 * "Seed"; a board shape file was a text field. */
static void
test_size_seed_and_file (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win);
  GtkWidget *size = pw_ui_find_row (GTK_WIDGET (dialog), "Size");
  g_assert_nonnull (size);
  g_assert_null (pw_ui_find_row (GTK_WIDGET (dialog), "Rows"));
  g_assert_null (pw_ui_find_row (GTK_WIDGET (dialog), "Columns"));
  /* Both numbers sit in the one row, rows first. */
  GtkWidget *rows_spin = pw_ui_find (size, GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_nonnull (rows_spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (rows_spin)), ==, 3);
  GtkWidget *cols_spin = NULL;
  for (GtkWidget *w = gtk_widget_get_next_sibling (rows_spin); w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_SPIN_BUTTON (w))
      cols_spin = w;
  g_assert_nonnull (cols_spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (cols_spin)), ==, 4);

  GtkWidget *seed = pw_ui_find_row (GTK_WIDGET (dialog), "Puzzle Number");
  g_assert_nonnull (seed);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (seed)), ==,
                   "The same number and settings give the same puzzle");
  g_assert_null (pw_ui_find_row (GTK_WIDGET (dialog), "Seed"));

  /* The shape is a file to choose, not text to type. */
  GtkWidget *shape = pw_ui_find_row (GTK_WIDGET (dialog), "Board Shape");
  g_assert_nonnull (shape);
  g_assert_false (ADW_IS_ENTRY_ROW (shape));
  g_assert_nonnull (pw_ui_find (shape, GTK_TYPE_BUTTON, NULL));
  g_assert_false (pw_generate_dialog_set_value (dialog, "shape", "###"));

  const char *dir = pw_ui_test_dir ();
  g_autofree char *big_path = g_build_filename (dir, "huge.txt", NULL);
  g_autofree char *big = g_strnfill (1024 * 1024 + 1, '#');
  g_assert_true (g_file_set_contents (big_path, big, -1, NULL));
  g_autoptr (GFile) big_file = g_file_new_for_path (big_path);
  g_assert_false (pw_generate_dialog_set_file (dialog, "shape", big_file));
  g_assert_nonnull (strstr (pw_generate_dialog_get_message (dialog), "huge.txt"));
  g_assert_nonnull (strstr (pw_generate_dialog_get_message (dialog), "1 MiB"));

  g_autofree char *bin_path = g_build_filename (dir, "picture.png", NULL);
  g_assert_true (g_file_set_contents (bin_path, "\x89PNG\r\n\x1a\n\0\0", 10, NULL));
  g_autoptr (GFile) bin_file = g_file_new_for_path (bin_path);
  g_assert_false (pw_generate_dialog_set_file (dialog, "shape", bin_file));
  g_assert_nonnull (strstr (pw_generate_dialog_get_message (dialog), "not a text file"));
  /* A text saved in Latin-1 is told where it stops being UTF-8. */
  g_autofree char *latin1_path = g_build_filename (dir, "latin1.txt", NULL);
  g_assert_true (g_file_set_contents (latin1_path, "####\n#\xe9.#\n####\n", -1, NULL));
  g_autoptr (GFile) latin1 = g_file_new_for_path (latin1_path);
  g_assert_false (pw_generate_dialog_set_file (dialog, "shape", latin1));
  g_assert_nonnull (strstr (pw_generate_dialog_get_message (dialog),
                            "Line 2, column 2: the text is not valid UTF-8"));

  g_autofree char *missing_path = g_build_filename (dir, "gone.txt", NULL);
  g_autoptr (GFile) missing = g_file_new_for_path (missing_path);
  g_assert_false (pw_generate_dialog_set_file (dialog, "shape", missing));
  g_assert_nonnull (strstr (pw_generate_dialog_get_message (dialog), "gone.txt"));

  g_autofree char *good_path = g_build_filename (dir, "ring.txt", NULL);
  const char *ring = "####\n#..#\n####\n";
  g_assert_true (g_file_set_contents (good_path, ring, -1, NULL));
  g_autoptr (GFile) good = g_file_new_for_path (good_path);
  g_assert_true (pw_generate_dialog_set_file (dialog, "shape", good));
  g_assert_cmpstr (pw_generate_dialog_get_message (dialog), ==, "");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (shape)), ==, "ring.txt");
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-file");

  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  /* The kind got the file's text, and the document keeps it for class sets. */
  g_assert_cmpint (number (win, 3), ==, (int) strlen (ring));
  g_assert_cmpstr (pw_params_get (pw_document_get_generator (pw_window_get_document (win)),
                                  "shape"), ==, ring);
  pw_ui_destroy_window (win);
}

/* Rough edge: a text with keywords (a word search's theme) was a bare
 * entry that hid the keywords; now they are a list to pick from, with
 * "Other…" and an entry for any other value. */
static void
test_keywords_and_other (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win);
  GtkWidget *topic = pw_ui_find_row (GTK_WIDGET (dialog), "Topic");
  g_assert_nonnull (topic);
  g_assert_true (ADW_IS_COMBO_ROW (topic));
  GListModel *labels = adw_combo_row_get_model (ADW_COMBO_ROW (topic));
  g_assert_cmpuint (g_list_model_get_n_items (labels), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (labels), 1), ==, "Outer Space");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (labels), 2), ==, "Other…");
  GtkWidget *entry = pw_ui_find (topic, GTK_TYPE_ENTRY, NULL);
  g_assert_nonnull (entry);
  g_assert_false (gtk_widget_get_visible (entry));

  /* Picking "Other…" shows the entry, and what is typed is the value. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (topic), 2);
  g_assert_true (gtk_widget_get_visible (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "volcano");
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-keyword-other");
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "4"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  g_assert_cmpint (number (win, 4), ==, 7);
  g_assert_cmpstr (pw_params_get (pw_document_get_generator (pw_window_get_document (win)),
                                  "topic"), ==, "volcano");
  pw_ui_destroy_window (win);

  /* A keyword set by name selects it; any other word goes to the entry. */
  dialog = open_dialog (&win);
  topic = pw_ui_find_row (GTK_WIDGET (dialog), "Topic");
  g_assert_true (pw_generate_dialog_set_value (dialog, "topic", "space"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (topic)), ==, 1);
  g_assert_true (pw_generate_dialog_set_value (dialog, "topic", "moon"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (topic)), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (pw_ui_find (topic, GTK_TYPE_ENTRY, NULL))),
                   ==, "moon");
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "4"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  g_assert_cmpint (number (win, 4), ==, 4);
  pw_ui_destroy_window (win);
}

/* Rough edge: a text to type was an entry row, which in libadwaita 1.2
 * shows no description: what it takes, or why it was greyed out, was in a
 * tooltip only.  It is a row like the others now, its entry beside. */
static void
test_text_says_what_it_takes (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win);
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "4"));
  GtkWidget *heading = pw_ui_find_row (GTK_WIDGET (dialog), "Heading");
  g_assert_true (ADW_IS_ACTION_ROW (heading));
  g_assert_false (ADW_IS_ENTRY_ROW (heading));
  g_assert_true (gtk_widget_get_sensitive (heading));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (heading)), ==,
                   "Words above the board, such as a class's name");
  GtkWidget *entry = pw_ui_find (heading, GTK_TYPE_ENTRY, NULL);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_get_mapped (entry));
  g_assert_true (pw_ui_has_label (heading, "Words above the board, such as a class's name"));

  /* Greyed out, the row says why where its description was. */
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "1"));
  g_assert_false (gtk_widget_get_sensitive (heading));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (heading)), ==,
                   "Only on a board of two rows or more");
  g_assert_true (pw_generate_dialog_set_value (dialog, "rows", "2"));

  /* What is typed is the value, set by hand or by name. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Class 4B");
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-text-row");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  g_assert_cmpint (number (win, 5), ==, 8);
  pw_ui_destroy_window (win);
  dialog = open_dialog (&win);
  g_assert_true (pw_generate_dialog_set_value (dialog, "heading", "Hello"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (pw_ui_find (
                     pw_ui_find_row (GTK_WIDGET (dialog), "Heading"), GTK_TYPE_ENTRY, NULL))),
                   ==, "Hello");
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_test_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/generate-dialog/error-at-top", test_error_at_top);
  g_test_add_func ("/generate-dialog/offers-only-what-works", test_offers_only_what_works);
  g_test_add_func ("/generate-dialog/size-seed-and-file", test_size_seed_and_file);
  g_test_add_func ("/generate-dialog/keywords-and-other", test_keywords_and_other);
  g_test_add_func ("/generate-dialog/text-says-what-it-takes", test_text_says_what_it_takes);
  return pw_ui_test_finish (g_test_run ());
}
