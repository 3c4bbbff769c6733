/* Web Page for the Class Screen… as a teacher meets it, on the word
 * search sample in a real window: the menu's action opens the dialog,
 * which names the puzzle and says the answers are in the page; Export
 * offers "TITLE.html" (a slash never makes a folder); the page is made in a worker and written, with a
 * toast that offers to open it; a puzzle that cannot be played says why
 * and writes nothing. */
#include <string.h>

#include "pw-config.h"

#include "pw-html.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "pw-web-page-dialog.h"
#include "ui-helpers.h"
#include "word-search.h"

static gboolean
dialog_shown (gpointer unused)
{
  return pw_ui_find_toplevel (PW_TYPE_WEB_PAGE_DIALOG) != NULL;
}

static gboolean
not_busy (gpointer dialog)
{
  return !pw_web_page_dialog_get_busy (dialog);
}

/* The toast that says the page is written, with its Open button. */
static gboolean
toast_shown (gpointer dialog)
{
  GtkWidget *open = pw_ui_find_button (GTK_WIDGET (dialog), "_Open");
  return open != NULL && gtk_widget_get_mapped (open);
}

/* The window's menu opens the dialog on the document it shows. */
static PwWebPageDialog *
open_dialog (PwWindow *win)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (win), "export-web-page");
  g_assert_nonnull (action);
  g_assert_true (g_action_get_enabled (action));
  g_action_activate (action, NULL);
  g_assert_true (pw_ui_wait_for (dialog_shown, NULL, 3000));
  PwWebPageDialog *dialog = PW_WEB_PAGE_DIALOG (pw_ui_find_toplevel (PW_TYPE_WEB_PAGE_DIALOG));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  return dialog;
}

static void
test_export (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("word-search");
  PwWindow *win = pw_window_new (ADW_APPLICATION (pw_ui_test_app ()));
  gtk_window_set_default_size (GTK_WINDOW (win), 1000, 700);
  gtk_window_present (GTK_WINDOW (win));
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  PwWebPageDialog *dialog = open_dialog (win);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (win));
  g_assert_true (pw_ui_has_label (GTK_WIDGET (dialog), "Play “Fruit Bowl” on the Class Screen"));
  GtkWidget *answers = pw_ui_find_row (GTK_WIDGET (dialog), "The Answers Are in the Page");
  g_assert_nonnull (answers);
  g_assert_true (gtk_widget_get_mapped (answers));
  pw_ui_screenshot (GTK_WIDGET (dialog), "web-page-dialog");

  /* Export… offers the title as the file's name.  (Not by opening the
   * file chooser: with the whole window GTK's chooser makes GLib grow its
   * quark table, whose old block GLib leaks on purpose, which the
   * sanitized build reports.) */
  g_assert_cmpstr (pw_web_page_dialog_get_offered_name (dialog), ==, "Fruit Bowl.html");

  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "Fruit Bowl.html", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (pw_web_page_dialog_export (dialog, file));
  g_assert_true (pw_ui_wait_for (not_busy, dialog, 30000));
  g_assert_cmpstr (pw_web_page_dialog_get_message (dialog), ==, "");
  g_autofree char *html = NULL;
  g_assert_true (g_file_get_contents (path, &html, NULL, NULL));
  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>"));
  g_assert_nonnull (strstr (html, "<title>Fruit Bowl</title>"));
  g_assert_true (pw_ui_wait_for (toast_shown, dialog, 5000));
  GtkWidget *open = pw_ui_find_button (GTK_WIDGET (dialog), "_Open");
  g_assert_nonnull (open);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open)), ==, "web-page.open");
  g_assert_true (pw_ui_has_label (gtk_widget_get_parent (open), "Exported to Fruit Bowl.html"));
  /* Done: the dialog closes rather than cancels. */
  g_assert_nonnull (pw_ui_find_button (GTK_WIDGET (dialog), "_Close"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "web-page-dialog-done");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_ui_destroy_window (win);
}

/* A word on the list but not in the grid: the dialog says which, and no
 * file is written. */
static void
test_refused (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("word-search");
  PwWordSearchModel *m = (PwWordSearchModel *) pw_document_dup_model (doc);
  pw_word_search_model_add_word (m, "ZEBRA");
  pw_document_apply (doc, &m->parent, "Add ZEBRA");
  pw_document_set_meta (doc, PW_META_TITLE, "Fruit/Veg");
  PwWindow *win = pw_window_new (ADW_APPLICATION (pw_ui_test_app ()));
  gtk_window_present (GTK_WINDOW (win));
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  PwWebPageDialog *dialog = open_dialog (win);
  g_assert_cmpstr (pw_web_page_dialog_get_offered_name (dialog), ==, "Fruit-Veg.html");
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "zebra.html", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (pw_web_page_dialog_export (dialog, file));
  g_assert_true (pw_ui_wait_for (not_busy, dialog, 30000));
  g_assert_nonnull (strstr (pw_web_page_dialog_get_message (dialog), "ZEBRA"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_nonnull (pw_ui_find_button (GTK_WIDGET (dialog), "_Cancel"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "web-page-dialog-refused");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/word-search/page-dialog/export", test_export);
  g_test_add_func ("/word-search/page-dialog/refused", test_refused);
  return pw_ui_test_finish (g_test_run ());
}
