/* The Generate dialog as a teacher meets it (issue 20): the word
 * search's words typed or pasted, not only read from a file; the deck's
 * orders only those that have a plane, its symbols a choice, and its
 * own symbols from a list or a folder of pictures. */
#include <string.h>

#include "pw-generate-dialog.h"
#include "pw-kinds.h"
#include "deck-model.h"
#include "ui-helpers.h"
#include "word-search.h"

static PwApplication *app;

static gboolean
has_document (gpointer win)
{
  return pw_window_get_document (win) != NULL;
}

static PwGenerateDialog *
open_dialog (PwWindow **win, const char *kind)
{
  *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (*win));
  pw_ui_wait_drawn (GTK_WIDGET (*win));
  PwGenerateDialog *dialog = pw_generate_dialog_new (*win, pw_registry_lookup (kind));
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  return dialog;
}

/* The word list is a text box: the words typed there are the puzzle's. */
static void
test_words_typed (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win, "word-search");
  GtkWidget *row = pw_ui_find_row (GTK_WIDGET (dialog), "Your Own Word List");
  g_assert_nonnull (row);
  GtkTextView *view = GTK_TEXT_VIEW (pw_ui_find (row, GTK_TYPE_TEXT_VIEW, "words"));
  g_assert_nonnull (view);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), "ZEBRA\nOKAPI\nIBEX\nYAK\n", -1);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-words-typed");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (has_document, win, PW_TEST_WAIT_MS));
  const PwWordSearchModel *m
    = (const PwWordSearchModel *) pw_document_get_model (pw_window_get_document (win));
  g_assert_cmpuint (m->words->len, ==, 4);
  g_assert_cmpstr (((PwWordSearchWord *) m->words->pdata[0])->text, ==, "ZEBRA");
  pw_ui_destroy_window (win);
}

/* Order offers the planes' orders only, and says why there is no 6 or
 * 10; Symbols is a choice, and your own are typed or chosen. */
static void
test_deck_choices (void)
{
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win, "deck");
  AdwComboRow *order = ADW_COMBO_ROW (pw_ui_find_row (GTK_WIDGET (dialog), "Order"));
  g_assert_true (ADW_IS_COMBO_ROW (order));
  GListModel *orders = adw_combo_row_get_model (order);
  gboolean six = FALSE, seven = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (orders); i++)
    {
      const char *o = gtk_string_list_get_string (GTK_STRING_LIST (orders), i);
      six = six || g_str_equal (o, "6") || g_str_equal (o, "10");
      seven = seven || g_str_equal (o, "7");
    }
  g_assert_false (six);
  g_assert_true (seven);
  const char *why = adw_action_row_get_subtitle (ADW_ACTION_ROW (order));
  g_assert_nonnull (strstr (why, "order 6 or of order 10"));
  g_assert_null (strstr (why, "Bruck"));

  AdwComboRow *symbols = ADW_COMBO_ROW (pw_ui_find_row (GTK_WIDGET (dialog), "Symbols"));
  g_assert_true (ADW_IS_COMBO_ROW (symbols));
  GtkWidget *own = pw_ui_find_row (GTK_WIDGET (dialog), "Your Own Symbols");
  g_assert_nonnull (own);
  g_assert_false (gtk_widget_get_sensitive (own));
  g_assert_nonnull (pw_ui_find_button (own, "F_older…"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "symbols", "list"));
  g_assert_true (gtk_widget_get_sensitive (own));
  g_assert_true (pw_generate_dialog_set_value (dialog, "order", "2"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "symbol-list",
                                               "sun\nmoon\nstar\ncloud\nrain\nsnow\nwind\n"));
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  pw_ui_screenshot (GTK_WIDGET (dialog), "generate-deck-own");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (has_document, win, PW_TEST_WAIT_MS));
  const PwDeckModel *m = (const PwDeckModel *) pw_document_get_model (pw_window_get_document (win));
  g_assert_cmpuint (m->symbols->len, ==, 7);
  gboolean sun = FALSE;
  for (guint i = 0; i < m->symbols->len; i++)
    sun = sun || g_str_equal (pw_deck_model_symbol (m, i)->name, "sun");
  g_assert_true (sun);
  pw_ui_destroy_window (win);
}

/* A folder of pictures: its pictures are the symbols, found where they
 * are. */
static void
test_deck_folder (void)
{
  g_autofree char *folder = g_build_filename (pw_ui_test_dir (), "pictures", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  static const char *const names[] = { "a.svg", "b.svg", "c.svg", "d.svg", "e.svg", "f.svg",
                                       "g.svg" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);
      g_autofree char *svg = g_strdup_printf (
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
        "<circle cx=\"5\" cy=\"5\" r=\"%u\"/></svg>", i + 1);
      g_assert_true (g_file_set_contents (path, svg, -1, NULL));
    }
  g_autofree char *notes = g_build_filename (folder, "notes.txt", NULL);
  g_assert_true (g_file_set_contents (notes, "not a picture", -1, NULL));
  PwWindow *win;
  PwGenerateDialog *dialog = open_dialog (&win, "deck");
  g_assert_true (pw_generate_dialog_set_value (dialog, "symbols", "list"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "order", "2"));
  g_autoptr (GFile) dir = g_file_new_for_path (folder);
  g_assert_true (pw_generate_dialog_set_file (dialog, "symbol-list", dir));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (has_document, win, PW_TEST_WAIT_MS));
  const PwDeckModel *m = (const PwDeckModel *) pw_document_get_model (pw_window_get_document (win));
  g_assert_cmpuint (m->symbols->len, ==, 7);
  for (guint i = 0; i < m->symbols->len; i++)
    g_assert_cmpint (pw_deck_model_symbol (m, i)->type, ==, PW_DECK_SYMBOL_PICTURE);
  g_autofree char *canonical = g_canonicalize_filename (folder, NULL);
  g_assert_cmpstr (m->pictures, ==, canonical);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/generate-lists/words-typed", test_words_typed);
  g_test_add_func ("/generate-lists/deck-choices", test_deck_choices);
  g_test_add_func ("/generate-lists/deck-folder", test_deck_folder);
  return pw_ui_test_finish (g_test_run ());
}
