/* The word-search editor in a real window: the panel follows the model,
 * its commands are actions (one undo step each), Generate runs the kind's
 * operation through the runner, shapes change the mask, and the canvas
 * shows letters and the words' outlines. */
#include <string.h>

#include "pw-config.h"

#include "pw-application.h"
#include "pw-generate-dialog.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "ui-helpers.h"
#include "word-search-check.h"
#include "word-search-editor.h"
#include "word-search.h"
#include "word-search-themes.h"

static PwApplication *app;

static const PwWordSearchModel *
model_of (PwDocument *doc)
{
  return (const PwWordSearchModel *) pw_document_get_model (doc);
}

static GtkWidget *
show (GtkWidget *editor)
{
  return pw_ui_show_in_window (editor, 900, 640);
}

static gboolean
all_placed (PwDocument *doc)
{
  const PwWordSearchModel *m = model_of (doc);
  for (guint i = 0; i < m->words->len; i++)
    if (!((PwWordSearchWord *) m->words->pdata[i])->placed)
      return FALSE;
  return TRUE;
}

static gboolean
is_dark (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r < 60 && g < 60 && b < 60;
}

static gboolean
is_red (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r > 120 && g < 90 && b < 90;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;
  for (GtkWidget *w = gtk_widget_get_first_child (list); w; w = gtk_widget_get_next_sibling (w))
    n += GTK_IS_LIST_BOX_ROW (w);
  return n;
}

static void
test_word_list (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("word-search");
  GtkWidget *editor = pw_word_search_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  guint n = model_of (doc)->words->len;
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "word-search-words");
  pw_test_wait_until (count_rows (list) == n);

  GtkWidget *entry = GTK_WIDGET (gtk_widget_get_template_child (editor, PW_TYPE_WORD_SEARCH_EDITOR, "word_entry"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "  Quince  ");
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.add-word", NULL));
  g_assert_cmpuint (model_of (doc)->words->len, ==, n + 1);
  g_assert_cmpstr (((PwWordSearchWord *) model_of (doc)->words->pdata[n])->text, ==, "Quince");
  pw_test_wait_until (count_rows (list) == n + 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  /* Remove the chosen word; undo brings it back. */
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  const char *first = ((PwWordSearchWord *) model_of (doc)->words->pdata[0])->text;
  g_autofree char *first_text = g_strdup (first);
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.remove-word", NULL));
  g_assert_cmpstr (((PwWordSearchWord *) model_of (doc)->words->pdata[0])->text, !=, first_text);
  pw_document_undo (doc);
  g_assert_cmpstr (((PwWordSearchWord *) model_of (doc)->words->pdata[0])->text, ==, first_text);

  /* A problem's place selects its word and puts the cursor on it. */
  pw_document_show_place (doc, "$.puzzle.words[2]", -1, -1);
  pw_test_wait_until (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) != NULL);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 2);

  /* Pin the chosen (placed) word, and unpin it. */
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.pin-word", NULL));
  g_assert_true (((PwWordSearchWord *) model_of (doc)->words->pdata[0])->pinned);
  pw_document_undo (doc);
  g_assert_false (((PwWordSearchWord *) model_of (doc)->words->pdata[0])->pinned);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_shapes (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_word_search_kind ());
  GtkWidget *editor = pw_word_search_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  const PwWordSearchModel *m = model_of (doc);
  g_assert_cmpuint (pw_word_search_count_cells (m), ==, m->width * m->height);
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.shape", "s", "heart"));
  m = model_of (doc);
  guint heart = pw_word_search_count_cells (m);
  g_assert_cmpuint (heart, <, m->width * m->height * 3 / 4);
  g_assert_cmpuint (heart, >, m->width * m->height / 3);
  /* A heart: the top middle is cut in, the bottom corners are out. */
  g_assert_false (m->mask[0]);
  g_assert_false (m->mask[(m->height - 1) * m->width]);
  g_assert_true (m->mask[(m->height / 2) * m->width + m->width / 2]);
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.shape", "s", "circle"));
  g_assert_cmpuint (pw_word_search_count_cells (model_of (doc)), !=, heart);
  GtkWidget *entry = GTK_WIDGET (gtk_widget_get_template_child (editor, PW_TYPE_WORD_SEARCH_EDITOR, "word_entry"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "L");
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.shape", "s", "letter"));
  m = model_of (doc);
  /* An L: the left column is in from top to bottom, the top right out. */
  guint left = 0;
  for (guint y = 0; y < m->height; y++)
    left += m->mask[y * m->width + 1] || m->mask[y * m->width + 2];
  g_assert_cmpuint (left, >=, m->height - 2);
  g_assert_false (m->mask[m->width - 1]);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Generate from the editor: the kind's operation through the runner,
 * applied as one edit; the canvas then shows letters and outlines. */
static void
test_generate (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_word_search_kind ());
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  GtkWidget *editor = pw_word_search_editor_new (doc, runner);
  GtkWidget *window = show (editor);
  GtkWidget *entry = GTK_WIDGET (gtk_widget_get_template_child (editor, PW_TYPE_WORD_SEARCH_EDITOR, "word_entry"));
  const char *words[] = { "ЁЖИК", "МЕДВЕДЬ", "ЛИСА", "ВОЛК", "ЗАЯЦ", "БЕЛКА" };
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (entry), words[i]);
      g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.add-word", NULL));
    }
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.generate", NULL));
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  pw_test_wait_until (all_placed (doc));
  const PwWordSearchModel *m = model_of (doc);
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new ((PwWordSearchModel *) m);
  g_assert_true (pw_word_search_check_ok (check));

  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "word-search-canvas");
  g_autoptr (PwUiPixels) px = pw_ui_pixels (canvas);
  g_assert_cmpuint (pw_ui_pixels_count (px, 0, 0, px->width, px->height, is_dark), >, 200);
  g_assert_cmpuint (pw_ui_pixels_count (px, 0, 0, px->width, px->height, is_red), >, 100);
  pw_ui_screenshot (editor, "word-search-editor");
  /* Generate again: another layout, not the same one from the same seed. */
  g_autoptr (PwModel) first = pw_document_dup_model (doc);
  g_assert_true (gtk_widget_activate_action (editor, "word-search-editor.generate", NULL));
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  pw_test_wait_until (!pw_model_equal (first, pw_document_get_model (doc)));
  pw_document_undo (doc);
  /* One undo step takes the whole generation back. */
  pw_document_undo (doc);
  g_assert_false (((PwWordSearchWord *) model_of (doc)->words->pdata[0])->placed);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWindow *
theme_dialog (void)
{
  GList *list = gtk_window_list_toplevels ();
  GtkWindow *found = NULL;
  for (GList *l = list; l; l = l->next)
    if (g_strcmp0 (gtk_widget_get_name (l->data), "word-search-theme-dialog") == 0
        && gtk_widget_get_visible (l->data))
      found = l->data;
  g_list_free (list);
  return found;
}

static gboolean
theme_dialog_shown (gpointer unused)
{
  return theme_dialog () != NULL;
}

static guint
row_with_label (AdwComboRow *row, const char *label)
{
  GListModel *model = adw_combo_row_get_model (row);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      return i;
  g_assert_not_reached ();
}

/* Add Words from a Theme…: the dialog's theme, age, language and number
 * run the kind's add-words through the runner; the words join the list
 * as one undo step; a noun that is no theme says why. */
static void
test_theme_words (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("word-search");
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  GtkWidget *editor = pw_word_search_editor_new (doc, runner);
  GtkWidget *window = show (editor);
  guint n = model_of (doc)->words->len;
  GtkWidget *button = pw_ui_find (editor, GTK_TYPE_BUTTON, "word-search-theme-button");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (pw_ui_wait_for (theme_dialog_shown, NULL, 3000));
  GtkWidget *dialog = GTK_WIDGET (theme_dialog ());
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  AdwComboRow *theme = ADW_COMBO_ROW (pw_ui_find_row (dialog, "Theme"));
  AdwComboRow *age = ADW_COMBO_ROW (pw_ui_find_row (dialog, "Age"));
  AdwComboRow *language = ADW_COMBO_ROW (pw_ui_find_row (dialog, "Language"));
  GtkWidget *count_row = pw_ui_find_row (dialog, "Number of Words");
  g_assert_nonnull (theme);
  g_assert_nonnull (count_row);
  adw_combo_row_set_selected (theme, row_with_label (theme, "The farm"));
  adw_combo_row_set_selected (age, row_with_label (age, "Ages 5 to 7"));
  adw_combo_row_set_selected (language, row_with_label (language, "German"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pw_ui_find (count_row, GTK_TYPE_SPIN_BUTTON, NULL)), 6);
  pw_test_drain ();
  pw_ui_screenshot (dialog, "word-search-theme-dialog");
  GtkWidget *add = pw_ui_find_button (dialog, "_Add");
  g_assert_nonnull (add);
  /* A screen reader hears the buttons' words, not "_Add Add", and the
   * number by its row's title. */
  pw_ui_assert_named (add, "Add");
  pw_ui_assert_named (pw_ui_find_button (dialog, "_Cancel"), "Cancel");
  pw_ui_assert_named (pw_ui_find (count_row, GTK_TYPE_SPIN_BUTTON, NULL), "Number of Words");
  g_signal_emit_by_name (add, "clicked");
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  pw_test_drain ();
  g_assert_null (theme_dialog ());
  g_assert_cmpuint (model_of (doc)->words->len, ==, n + 6);
  /* German farm words for the youngest, in capitals. */
  static const char *const farm[] = { "KUH", "SCHWEIN", "HENNE", "ENTE", "SCHAF", "ZIEGE",
                                      "PFERD", "LAMM", "EI", "MILCH", "BAUER", "SCHEUNE",
                                      "HUND", "KATZE", "FELD", "TOR", "HEU", "MATSCH", "ESEL",
                                      "KÜKEN", NULL };
  for (guint i = n; i < n + 6; i++)
    g_assert_true (g_strv_contains (farm, ((PwWordSearchWord *) model_of (doc)->words->pdata[i])->text));
  pw_ui_screenshot (editor, "word-search-theme-added");
  pw_document_undo (doc);
  g_assert_cmpuint (model_of (doc)->words->len, ==, n);

  /* Other…: an English noun, from WordNet when it is installed. */
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (pw_ui_wait_for (theme_dialog_shown, NULL, 3000));
  dialog = GTK_WIDGET (theme_dialog ());
  theme = ADW_COMBO_ROW (pw_ui_find_row (dialog, "Theme"));
  adw_combo_row_set_selected (theme, row_with_label (theme, "Other…"));
  GtkWidget *other = pw_ui_find (GTK_WIDGET (theme), GTK_TYPE_ENTRY, NULL);
  g_assert_true (gtk_widget_get_visible (other));
  g_assert_false (gtk_widget_get_sensitive (pw_ui_find_row (dialog, "Language")));
  gtk_editable_set_text (GTK_EDITABLE (other), "unicornz");
  g_signal_emit_by_name (pw_ui_find_button (dialog, "_Add"), "clicked");
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  g_assert_cmpuint (model_of (doc)->words->len, ==, n);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_document (gpointer win)
{
  return pw_window_get_document (win) != NULL;
}

/* The Generate dialog offers the themes as a list (with Other… for any
 * English noun), the age bands and the languages, and a puzzle made from
 * them holds only that theme's words for that age, in that language. */
static void
test_generate_dialog_theme (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  PwGenerateDialog *dialog = pw_generate_dialog_new (win, pw_word_search_kind ());
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  AdwComboRow *theme = ADW_COMBO_ROW (pw_ui_find_row (GTK_WIDGET (dialog), "Theme"));
  g_assert_nonnull (theme);
  GListModel *labels = adw_combo_row_get_model (theme);
  guint n = g_list_model_get_n_items (labels);
  g_assert_cmpuint (n, >=, 31);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (labels), n - 1), ==, "Other…");
  row_with_label (theme, "Animals");
  row_with_label (theme, "Space");
  AdwComboRow *age = ADW_COMBO_ROW (pw_ui_find_row (GTK_WIDGET (dialog), "Age"));
  g_assert_nonnull (age);
  row_with_label (age, "Ages 11 and up");

  g_assert_true (pw_generate_dialog_set_value (dialog, "theme", "animals"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "age", "5-7"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "language", "es"));
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (dialog), "word-search-generate-theme");
  /* Defect: the theme's long subtitle squeezed the chosen theme to "…". */
  GtkLabel *chosen = pw_ui_find_shown_label (GTK_WIDGET (theme), "Animals");
  g_assert_nonnull (chosen);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (chosen)));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (has_document, win, 20000));
  const PwWordSearchModel *m = model_of (pw_window_get_document (win));
  g_autoptr (GPtrArray) animals = pw_word_search_theme_builtin_words ("animals", PW_WORD_SEARCH_AGE_5_7,
                                                                       "es");
  g_assert_cmpuint (m->words->len, >=, 6);
  for (guint i = 0; i < m->words->len; i++)
    {
      const char *text = ((PwWordSearchWord *) m->words->pdata[i])->text;
      gboolean found = FALSE;
      for (guint k = 0; k < animals->len && !found; k++)
        {
          g_autofree char *upper = g_utf8_strup (animals->pdata[k], -1);
          found = g_str_equal (upper, text);
        }
      g_assert_true (found);
    }
  pw_ui_destroy_window (win);
}

/* Import… reads a bounded text file and says where one stops being
 * UTF-8 (a list saved in Latin-1), in a toast, adding nothing. */
static void
test_import_words (void)
{
  PwWindow *win = pw_ui_window_on_sample (app, "word-search", 1200, 800);
  GtkWidget *editor = pw_ui_find (GTK_WIDGET (win), PW_TYPE_WORD_SEARCH_EDITOR, NULL);
  PwDocument *doc = pw_window_get_document (win);
  guint n = model_of (doc)->words->len;
  g_autofree char *latin1_path = g_build_filename (pw_ui_test_dir (), "mots.txt", NULL);
  g_assert_true (g_file_set_contents (latin1_path, "POMME\nPOIRE\nCAF\xc9\n", -1, NULL));
  g_autoptr (GFile) latin1 = g_file_new_for_path (latin1_path);
  g_assert_false (pw_word_search_editor_import_words (PW_WORD_SEARCH_EDITOR (editor), latin1));
  g_assert_cmpuint (model_of (doc)->words->len, ==, n);
  pw_test_wait_until (pw_ui_has_label (
    GTK_WIDGET (win), "mots.txt:3:4: the text is not valid UTF-8 (at byte offset 15)"));

  g_autofree char *big_path = g_build_filename (pw_ui_test_dir (), "film.txt", NULL);
  g_autofree char *big = g_strnfill (2 * 1024 * 1024, 'A');
  g_assert_true (g_file_set_contents (big_path, big, -1, NULL));
  g_autoptr (GFile) big_file = g_file_new_for_path (big_path);
  g_assert_false (pw_word_search_editor_import_words (PW_WORD_SEARCH_EDITOR (editor), big_file));
  g_assert_cmpuint (model_of (doc)->words->len, ==, n);

  g_autofree char *good_path = g_build_filename (pw_ui_test_dir (), "fruit.txt", NULL);
  g_assert_true (g_file_set_contents (good_path, "QUINCE\n\nMEDLAR\n", -1, NULL));
  g_autoptr (GFile) good = g_file_new_for_path (good_path);
  g_assert_true (pw_word_search_editor_import_words (PW_WORD_SEARCH_EDITOR (editor), good));
  g_assert_cmpuint (model_of (doc)->words->len, ==, n + 2);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* for pw_ui_assert_named () */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/word-search/editor/word-list", test_word_list);
  g_test_add_func ("/word-search/editor/import-words", test_import_words);
  g_test_add_func ("/word-search/editor/shapes", test_shapes);
  g_test_add_func ("/word-search/editor/generate", test_generate);
  g_test_add_func ("/word-search/editor/theme-words", test_theme_words);
  g_test_add_func ("/word-search/editor/generate-dialog-theme", test_generate_dialog_theme);
  return pw_ui_test_finish (g_test_run ());
}
