/* Export from the print dialog as a user meets it: the file is named
 * after the document, and when it is written the dialog says so with a
 * way to open it, and its Cancel button has become Close. */
#include <string.h>

#include "pw-application.h"
#include "pw-print-dialog.h"
#include "pw-render.h"
#include "test-kind.h"
#include "ui-helpers.h"

static gboolean
ready (gpointer dialog)
{
  return !pw_print_dialog_get_busy (dialog) && pw_print_dialog_get_pages (dialog) != NULL;
}

static GtkFileChooser *
shown_chooser (void)
{
  return GTK_FILE_CHOOSER (pw_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
}

/* The toast's Open, once it is shown. */
static GtkWidget *
shown_open (PwPrintDialog *dialog)
{
  GtkWidget *open = pw_ui_find_button (GTK_WIDGET (dialog), "_Open");
  return open && gtk_widget_get_mapped (open) ? open : NULL;
}

/* The name Export offers for a document. */
static char *
suggested_name (PwDocument *doc)
{
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (pw_ui_wait_for (ready, dialog, PW_TEST_WAIT_MS));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.export", NULL);
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (pw_ui_wait_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  char *name = gtk_file_chooser_get_current_name (chooser);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pw_test_wait_until (shown_chooser () == NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
  return name;
}

/* Rough edge: Export offered "Puzzle.pdf" whatever the document. */
static void
test_suggests_document_name (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Fractions, week 3");
  g_autofree char *titled = suggested_name (doc);
  g_assert_cmpstr (titled, ==, "Fractions, week 3.pdf");

  /* Without a title, the file's name; a slash never makes a folder. */
  pw_document_set_meta (doc, PW_META_TITLE, "");
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "week 4.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  pw_document_set_file (doc, file);
  g_autofree char *from_file = suggested_name (doc);
  g_assert_cmpstr (from_file, ==, "week 4.pdf");
  pw_document_set_meta (doc, PW_META_TITLE, "Halves/quarters");
  g_autofree char *slashed = suggested_name (doc);
  g_assert_cmpstr (slashed, ==, "Halves-quarters.pdf");
}

/* Rough edge: nothing said the export was done, and the button still
 * said Cancel. */
static void
test_says_done (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Sums");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (pw_ui_wait_for (ready, dialog, PW_TEST_WAIT_MS));
  g_assert_nonnull (pw_ui_find_button (GTK_WIDGET (dialog), "_Cancel"));
  g_assert_null (pw_ui_find_button (GTK_WIDGET (dialog), "_Open"));

  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "Sums", NULL);
  g_autofree char *pdf = g_strconcat (path, ".pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_print_dialog_export (dialog, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));

  /* The toast names the file and offers to open it. */
  pw_test_wait_until (shown_open (dialog) != NULL);
  GtkWidget *open = shown_open (dialog);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open)), ==,
                   "print.open-export");
  GtkWidget *toast = gtk_widget_get_parent (open);
  g_assert_true (pw_ui_has_label (toast, "Exported to Sums.pdf"));
  /* Done: the dialog closes, it no longer cancels. */
  g_assert_null (pw_ui_find_button (GTK_WIDGET (dialog), "_Cancel"));
  GtkWidget *close = pw_ui_find_button (GTK_WIDGET (dialog), "_Close");
  g_assert_nonnull (close);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (close)), ==, "window.close");
  pw_ui_screenshot (GTK_WIDGET (dialog), "export-done");

  /* A failed export says why and leaves the button as it is. */
  g_autofree char *nowhere = g_build_filename (pw_ui_test_dir (), "missing", "x.pdf", NULL);
  g_assert_false (pw_print_dialog_export (dialog, nowhere, &error));
  g_assert_nonnull (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
}

/* A PDF viewer for the test writes here the file it is asked to open. */
static char *opened_path;

/* The toast's Open shows the exported file in the default viewer. */
static void
test_open_shows_file (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  pw_document_set_meta (doc, PW_META_TITLE, "Opened");
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (pw_ui_wait_for (ready, dialog, PW_TEST_WAIT_MS));
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "Opened.pdf", NULL);
  g_assert_true (pw_print_dialog_export (dialog, path, NULL));
  pw_test_wait_until (shown_open (dialog) != NULL);
  GtkWidget *open = shown_open (dialog);
  g_assert_true (gtk_widget_activate (open));
  g_assert_true (pw_ui_wait_for (pw_ui_default_app_ran, opened_path, PW_TEST_WAIT_MS));
  g_autofree char *said = NULL;
  g_assert_true (g_file_get_contents (opened_path, &said, NULL, NULL));
  g_assert_cmpstr (g_strstrip (said), ==, path);
  g_assert_cmpstr (pw_print_dialog_get_message (dialog), ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_test_drain ();
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  opened_path = pw_ui_install_default_app ("application/pdf");
  pw_registry_add (pw_test_kind ());
  pw_render_register_builtin ();
  g_test_add_func ("/export-done/suggests-document-name", test_suggests_document_name);
  g_test_add_func ("/export-done/says-done", test_says_done);
  g_test_add_func ("/export-done/open-shows-file", test_open_shows_file);
  int status = g_test_run ();
  g_free (opened_path);
  return pw_ui_test_finish (status);
}
