/* The word-search editor in a real window: the panel follows the model,
 * its commands are actions (one undo step each), Generate runs the kind's
 * operation through the runner, shapes change the mask, and the canvas
 * shows letters and the words' outlines. */
#include <string.h>

#include "pw-kinds.h"
#include "pw-render.h"
#include "ui-helpers.h"
#include "word-search-check.h"
#include "word-search-editor.h"
#include "word-search.h"

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

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/word-search/editor/word-list", test_word_list);
  g_test_add_func ("/word-search/editor/shapes", test_shapes);
  g_test_add_func ("/word-search/editor/generate", test_generate);
  return pw_ui_test_finish (g_test_run ());
}
