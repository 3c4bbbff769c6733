/* The window, driven as a user would: new, edit, undo/redo, save, open,
 * run and cancel a slow task, close with unsaved changes, recovery. */
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "pw-application.h"
#include "pw-generate-dialog.h"
#include "pw-print-dialog.h"
#include "pw-recovery.h"
#include "test-kind.h"
#include "ui-helpers.h"

static PwApplication *app;
static char *recovery_dir;
static char *tmp_dir;

static PwWindow *
new_window_with_test_doc (void)
{
  return pw_ui_window_with_new (app, PW_TEST_KIND_ID, 1200, 760);
}

static gint
first_number (PwWindow *win)
{
  const PwTestModel *m = (const PwTestModel *) pw_document_get_model (pw_window_get_document (win));
  return g_array_index (m->numbers, gint, 0);
}

static gboolean
is_bar_blue (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return b > 200 && g > 100 && g < 160 && r < 80;
}

/* Height in pixels of the blue bar drawn for number @index. */
static int
bar_height (GtkWidget *bars, guint index, guint count)
{
  g_autoptr (PwUiPixels) p = pw_ui_pixels (bars);
  int x = (int) ((index + 0.5) * p->width / count);
  return pw_ui_pixels_count (p, x, 0, x + 1, p->height, is_bar_blue);
}

static void
test_start_page (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  GtkStack *stack = GTK_STACK (pw_ui_find (GTK_WIDGET (win), GTK_TYPE_STACK, "pw-main-stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");
  g_assert_null (pw_window_get_document (win));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "save"));
  /* The document page is built at the first document, not before the
   * first frame (issue 26): no panel, no title row yet. */
  g_assert_null (gtk_stack_get_child_by_name (stack, "document"));
  g_assert_null (pw_ui_find (GTK_WIDGET (win), ADW_TYPE_ENTRY_ROW, NULL));

  /* The start page offers the kind; activating its row makes a document here. */
  GtkWidget *row = pw_ui_find (GTK_WIDGET (stack), ADW_TYPE_PREFERENCES_ROW, NULL);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Test Sums");
  gtk_widget_activate (row);
  pw_test_wait_until (pw_window_get_document (win) != NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "document");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "save"));
  /* Built now, with the panel's title row showing the document's. */
  GtkWidget *title_row = pw_ui_find (GTK_WIDGET (stack), ADW_TYPE_ENTRY_ROW, NULL);
  g_assert_nonnull (title_row);
  g_assert_true (gtk_widget_is_ancestor (title_row, gtk_stack_get_child_by_name (stack, "document")));
  pw_ui_destroy_window (win);
}

static void
test_edit_undo_redo_drawn (void)
{
  PwWindow *win = new_window_with_test_doc ();
  GtkWidget *bars = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA, "test-bars");
  GtkWidget *spin = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_nonnull (bars);
  g_assert_nonnull (spin);
  /* Default numbers 3 1 4 1 5: bar 0 is 3/5 of the tallest. */
  int before = bar_height (bars, 0, 5);
  int tallest = bar_height (bars, 4, 5);
  g_assert_cmpint (before, >, 0);
  g_assert_cmpfloat (fabs ((double) before / tallest - 0.6), <, 0.05);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "undo"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 10);
  pw_test_wait_until (first_number (win) == 10);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "undo"));
  g_assert_true (pw_document_get_modified (pw_window_get_document (win)));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (win)), "• "));
  /* Now bar 0 is the tallest and the last bar (5) half as tall. */
  int after = bar_height (bars, 0, 5);
  g_assert_cmpint (abs (after - tallest), <=, 1);
  g_assert_cmpfloat (fabs ((double) bar_height (bars, 4, 5) / after - 0.5), <, 0.05);

  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  pw_test_wait_until (first_number (win) == 3);
  g_assert_cmpint (abs (bar_height (bars, 0, 5) - before), <=, 1);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "redo"));
  /* The spin button shows the model again. */
  spin = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (win), "win.redo", NULL);
  pw_test_wait_until (first_number (win) == 10);
  pw_ui_destroy_window (win);
}

static void
test_save_and_open (void)
{
  PwWindow *win = new_window_with_test_doc ();
  PwDocument *doc = pw_window_get_document (win);
  AdwEntryRow *title = ADW_ENTRY_ROW (pw_ui_find (GTK_WIDGET (win), ADW_TYPE_ENTRY_ROW, NULL));
  gtk_editable_set_text (GTK_EDITABLE (title), "Fractions, week 3");
  g_assert_cmpstr (pw_document_get_meta (doc, PW_META_TITLE), ==, "Fractions, week 3");

  g_autofree char *path = g_build_filename (tmp_dir, "saved.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  pw_document_set_file (doc, file);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.save", NULL);
  pw_test_wait_until (!pw_document_get_modified (doc));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (win)), ==, "Fractions, week 3 — Puzzlewright");

  /* Opening into a window that shows a document opens a new window. */
  guint before = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
  pw_window_open_file (win, file);
  pw_test_wait_until (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)))
                      == before + 1);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));
  PwWindow *other = PW_WINDOW (windows->data); /* the newest is first */
  g_assert_true (other != win);
  PwDocument *opened = pw_window_get_document (other);
  g_assert_true (pw_model_equal (pw_document_get_model (opened), pw_document_get_model (doc)));
  g_assert_cmpstr (pw_document_get_meta (opened, PW_META_TITLE), ==, "Fractions, week 3");
  pw_ui_destroy_window (other);
  pw_ui_destroy_window (win);
}

static void
test_open_broken_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "broken.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"puzzlewright\", \"version\": 1,\n"
                                            "\"kind\": \"test\", \"puzzle\": {\"numbers\": [1, true]}}",
                                      -1, NULL));
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  pw_window_open_file (win, file);
  GtkWindow *dialog = pw_ui_wait_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  const char *body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, "$.puzzle.numbers[1]"));
  g_assert_nonnull (strstr (body, "broken.pzw"));
  g_assert_null (pw_window_get_document (win));
  gtk_window_destroy (dialog);
  pw_ui_destroy_window (win);
}

/* How soon after Cancel the task must have stopped and the bar gone: a
 * moment a person does not notice.  The sanitized build runs everything
 * two to three times slower (it once took 129 ms there, at load 4). */
#ifdef __SANITIZE_ADDRESS__
#define CANCEL_MS 300
#else
#define CANCEL_MS 100
#endif

static void
test_slow_task_cancel (void)
{
  PwWindow *win = new_window_with_test_doc ();
  GtkRevealer *bar = GTK_REVEALER (pw_ui_find (GTK_WIDGET (win), GTK_TYPE_REVEALER, NULL));
  GtkProgressBar *progress = GTK_PROGRESS_BAR (pw_ui_find (GTK_WIDGET (bar),
                                                           GTK_TYPE_PROGRESS_BAR, NULL));
  g_assert_false (gtk_revealer_get_reveal_child (bar));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "cancel-task"));

  PwTaskRunner *runner = pw_window_get_task_runner (win);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.run-operation", "s", "slow-solve");
  /* The bar shows, moves, and offers Cancel; the editor cannot start another. */
  pw_test_wait_until (gtk_progress_bar_get_fraction (progress) > 0.05);
  g_assert_true (pw_task_runner_get_running (runner));
  g_assert_true (gtk_revealer_get_reveal_child (bar));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "cancel-task"));
  g_assert_true (pw_ui_wait_for (pw_ui_is_mapped, progress, PW_TEST_WAIT_MS));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "run-operation"));

  gint64 t0 = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (win), "win.cancel-task", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, 1000));
  gint64 ms = (g_get_monotonic_time () - t0) / 1000;
  g_test_message ("task stopped %" G_GINT64_FORMAT " ms after Cancel", ms);
  g_assert_cmpint (ms, <, CANCEL_MS);
  g_assert_false (gtk_revealer_get_reveal_child (bar));
  g_assert_false (pw_document_can_undo (pw_window_get_document (win)));

  /* A task that runs to the end is applied and can be undone. */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.run-operation", "s", "solve");
  PwDocument *doc = pw_window_get_document (win);
  pw_test_wait_until (((const PwTestModel *) pw_document_get_model (doc))->answer == 14);
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL);
  g_assert_cmpint (((const PwTestModel *) pw_document_get_model (doc))->answer, ==, -1);
  pw_ui_destroy_window (win);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
test_close_asks_and_recovery (void)
{
  PwWindow *win = new_window_with_test_doc ();
  GtkWidget *spin = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SPIN_BUTTON, NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 42);
  pw_test_wait_until (first_number (win) == 42);

  /* Unsaved work is written aside by autosave. */
  pw_application_autosave_now (app);
  g_autoptr (GPtrArray) entries = pw_recovery_list (recovery_dir);
  g_assert_cmpuint (entries->len, ==, 1);

  /* Closing asks; Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (win));
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (pw_ui_wait_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Save Changes?");
  adw_message_dialog_response (dialog, "cancel");
  pw_test_drain ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));
  gtk_window_destroy (GTK_WINDOW (dialog)); /* as its button would */

  /* A new start offers the work back; Recover opens it, still unsaved. */
  PwWindow *fresh = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (fresh));
  g_assert_true (pw_application_offer_recovery (app, fresh));
  AdwMessageDialog *offer = pw_ui_wait_message ("Recover Unsaved Work?");
  adw_message_dialog_response (offer, "recover");
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, fresh, PW_TEST_WAIT_MS));
  PwDocument *recovered = pw_window_get_document (fresh);
  g_assert_true (pw_document_get_modified (recovered));
  g_assert_true (pw_model_equal (pw_document_get_model (recovered),
                                 pw_document_get_model (pw_window_get_document (win))));

  /* Discarding on close removes that window's recovery copy. */
  gpointer weak = win;
  g_object_add_weak_pointer (G_OBJECT (win), &weak);
  gtk_window_close (GTK_WINDOW (win));
  dialog = pw_ui_wait_message ("Save Changes?");
  adw_message_dialog_response (dialog, "discard");
  g_assert_true (pw_ui_wait_for (window_gone, &weak, PW_TEST_WAIT_MS));
  pw_ui_destroy_window (fresh);
  g_autoptr (GPtrArray) left = pw_recovery_list (recovery_dir);
  /* The recovered document was re-saved under its new session only. */
  g_assert_cmpuint (left->len, <=, 1);
}

static void
test_shortcuts_about_preferences (void)
{
  PwWindow *win = new_window_with_test_doc ();
  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
  GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  gtk_window_destroy (shortcuts);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  GtkWindow *about = pw_ui_wait_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==,
                   "Puzzlewright");
  gtk_window_destroy (about);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  GtkWindow *prefs = pw_ui_wait_toplevel (ADW_TYPE_PREFERENCES_WINDOW);
  AdwComboRow *paper = ADW_COMBO_ROW (pw_ui_find (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, NULL));
  GSettings *settings = pw_application_get_settings (app);
  g_assert_nonnull (settings);
  g_autofree char *initial = g_settings_get_string (settings, "default-paper");
  g_assert_cmpstr (initial, ==, "a4");
  adw_combo_row_set_selected (paper, 1);
  g_autofree char *changed = g_settings_get_string (settings, "default-paper");
  g_assert_cmpstr (changed, ==, "letter");
  g_settings_reset (settings, "default-paper");
  gtk_window_destroy (prefs);
  pw_ui_destroy_window (win);
}

static void
test_print_opens_dialog (void)
{
  PwWindow *win = new_window_with_test_doc ();
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (win), "print"));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.print", NULL);
  GtkWindow *dialog = pw_ui_wait_toplevel (PW_TYPE_PRINT_DIALOG);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (win));
  gtk_window_destroy (dialog);
  pw_ui_destroy_window (win);
}

static void
test_sidebar_toggle (void)
{
  PwWindow *win = new_window_with_test_doc ();
  GtkWidget *flow = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_FLOW_BOX, NULL);
  GtkWidget *sidebar = gtk_widget_get_ancestor (flow, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_get_visible (sidebar));
  /* The panel offers each operation of the kind once. */
  guint buttons = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (flow); c; c = gtk_widget_get_next_sibling (c))
    buttons++;
  g_assert_cmpuint (buttons, ==, pw_test_kind ()->n_operations);
  g_action_group_change_action_state (G_ACTION_GROUP (win), "show-sidebar",
                                  g_variant_new_boolean (FALSE));
  g_assert_false (gtk_widget_get_visible (sidebar));
  g_action_group_change_action_state (G_ACTION_GROUP (win), "show-sidebar",
                                  g_variant_new_boolean (TRUE));
  g_assert_true (gtk_widget_get_visible (sidebar));
  /* F9 (the action without a value) toggles it. */
  g_action_group_activate_action (G_ACTION_GROUP (win), "show-sidebar", NULL);
  g_assert_false (gtk_widget_get_visible (sidebar));
  pw_ui_destroy_window (win);
}

static void
test_generate_dialog (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  /* The start page row offers Generate… for a kind with a generator. */
  GtkWidget *button = NULL;
  GtkStack *stack = GTK_STACK (pw_ui_find (GTK_WIDGET (win), GTK_TYPE_STACK, "pw-main-stack"));
  GtkWidget *row = pw_ui_find (GTK_WIDGET (stack), ADW_TYPE_PREFERENCES_ROW, NULL);
  button = pw_ui_find (row, GTK_TYPE_BUTTON, NULL);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.generate");
  /* A button's activation clicks it after a short animation. */
  g_assert_true (gtk_widget_activate (button));
  PwGenerateDialog *dialog = PW_GENERATE_DIALOG (pw_ui_wait_toplevel (PW_TYPE_GENERATE_DIALOG));
  g_assert_true (pw_generate_dialog_set_value (dialog, "count", "9"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "max", "50"));
  g_assert_true (pw_generate_dialog_set_value (dialog, "seed", "4242"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));

  /* The puzzle is exactly what the generator makes from those settings. */
  PwDocument *doc = pw_window_get_document (win);
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "count", "9");
  pw_params_set (params, "max", "50");
  g_autoptr (PwModel) expected = pw_kind_generate (pw_test_kind (), params, 4242, NULL, NULL,
                                                   NULL);
  g_assert_true (pw_model_equal (pw_document_get_model (doc), expected));
  g_assert_cmpuint (pw_document_get_seed (doc), ==, 4242);
  g_assert_cmpstr (pw_params_get (pw_document_get_generator (doc), "count"), ==, "9");
  g_assert_true (pw_document_get_modified (doc));
  pw_test_wait_until (pw_ui_find_toplevel (PW_TYPE_GENERATE_DIALOG) == NULL);
  pw_ui_destroy_window (win);
}

typedef struct
{
  GtkWidget *widget;
  const char *description;
} Heard;

static gboolean
heard_again (gpointer data)
{
  Heard *h = data;
  g_autofree char *wrong = gtk_test_accessible_check_property (
    GTK_ACCESSIBLE (h->widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, h->description);
  return wrong == NULL;
}

/* The toast showing @data's words. */
static gboolean
is_toast_saying (GtkWidget *widget, gconstpointer words)
{
  return g_str_equal (gtk_widget_get_css_name (widget), "toast")
         && pw_ui_has_label (widget, words);
}

static gboolean
is_icon_button (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) == NULL;
}

typedef struct
{
  PwWindow *win;
  const char *words;
} ToastShown;

static gboolean
toast_shown (gpointer data)
{
  ToastShown *t = data;
  return pw_ui_find_where (GTK_WIDGET (t->win), is_toast_saying, t->words) != NULL;
}

/* The toast saying @words appears, and its close button (an icon, which
 * libadwaita 1.2 leaves unnamed) is named "Close". */
static void
assert_toast_close_named (PwWindow *win, const char *words)
{
  ToastShown shown = { win, words };
  g_assert_true (pw_ui_wait_for (toast_shown, &shown, 15000));
  GtkWidget *toast = pw_ui_find_where (GTK_WIDGET (win), is_toast_saying, words);
  GtkWidget *close = pw_ui_find_where (toast, is_icon_button, NULL);
  g_assert_nonnull (close);
  pw_ui_assert_named (close, "Close");
}

/* A toast is said to a screen reader through the control that has the
 * keyboard (libadwaita 1.2 does not present toasts), which then says its
 * own description (its tooltip) again.  Its close button has a name, and
 * so has that of a toast shown after it. */
static void
test_toast_heard (void)
{
  PwWindow *win = new_window_with_test_doc ();
  GtkWidget *flow = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_FLOW_BOX, NULL);
  GtkWidget *button = pw_ui_find (flow, GTK_TYPE_BUTTON, NULL);
  const char *tip = gtk_widget_get_tooltip_text (button);
  g_assert_nonnull (tip);
  gtk_widget_grab_focus (button);
  g_assert_true (gtk_widget_has_focus (button));
  pw_ui_assert_heard (button, tip);
  pw_window_toast (win, "Unique: one solution");
  pw_ui_assert_heard (button, "Unique: one solution");
  Heard again = { button, tip };
  g_assert_true (pw_ui_wait_for (heard_again, &again, 15000));

  pw_window_toast (win, "First of two");
  pw_window_toast (win, "Second of two");
  assert_toast_close_named (win, "First of two");
  assert_toast_close_named (win, "Second of two");
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* for pw_ui_assert_heard () */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  tmp_dir = g_strdup (pw_ui_test_dir ());
  recovery_dir = g_build_filename (tmp_dir, "recovery", NULL);
  pw_registry_add (pw_test_kind ());

  app = pw_ui_test_app ();

  g_test_add_func ("/window/start-page", test_start_page);
  g_test_add_func ("/window/edit-undo-redo-drawn", test_edit_undo_redo_drawn);
  g_test_add_func ("/window/save-and-open", test_save_and_open);
  g_test_add_func ("/window/open-broken-file", test_open_broken_file);
  g_test_add_func ("/window/slow-task-cancel", test_slow_task_cancel);
  g_test_add_func ("/window/close-asks-and-recovery", test_close_asks_and_recovery);
  g_test_add_func ("/window/shortcuts-about-preferences", test_shortcuts_about_preferences);
  g_test_add_func ("/window/print-opens-dialog", test_print_opens_dialog);
  g_test_add_func ("/window/sidebar-toggle", test_sidebar_toggle);
  g_test_add_func ("/window/toast-heard", test_toast_heard);
  g_test_add_func ("/window/generate-dialog", test_generate_dialog);
  return pw_ui_test_finish (g_test_run ());
}
