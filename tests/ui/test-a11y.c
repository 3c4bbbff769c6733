/* The app as a screen reader meets it.  This program shows each screen in
 * turn (the start page, every kind's editor on its sample, and again
 * after its Verify with a toast shown, the print dialog in each of its
 * modes, the Generate dialog, the web page dialog, the shortcuts window
 * on each kind's keys, the preferences, the About window, and the message
 * dialogs: Save Changes?, Recover Unsaved Work? and an error) and, for
 * each, runs a11y-walk.py, which reads the program's accessibility tree
 * through AT-SPI as Orca would and lists every visible control that has
 * no accessible name.  The main loop keeps turning while the walker
 * reads: GTK answers its questions from it.
 *
 * It needs an accessibility bus: a11y-run.sh starts it under
 * dbus-run-session with GTK_A11Y unset, and points PW_A11Y_PYTHON at a
 * Python with pyatspi.  Where the bus cannot start, the test says why and
 * skips. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pw-application.h"
#include "pw-config.h"
#include "pw-generate-dialog.h"
#include "pw-kinds.h"
#include "pw-preferences-window.h"
#include "pw-html.h"
#include "pw-print-dialog.h"
#include "pw-web-page-dialog.h"
#include "ui-helpers.h"

static PwApplication *app;

/* The walker (a11y-walk.py), one for the whole run: it reads a window's
 * title a line and answers with its report and a line "END STATUS". */
static GSubprocess *walker;
static GDataInputStream *walker_out;

typedef struct
{
  GString *report;
  int status;        /* -1 until END */
  gboolean failed;   /* the walker went away */
} Walk;

static void read_report_line (Walk *walk);

static void
report_line_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Walk *walk = data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, NULL, NULL);
  if (line == NULL)
    {
      walk->failed = TRUE;
      return;
    }
  if (g_str_has_prefix (line, "END "))
    {
      walk->status = atoi (line + 4);
      return;
    }
  g_string_append_printf (walk->report, "%s\n", line);
  read_report_line (walk);
}

static void
read_report_line (Walk *walk)
{
  g_data_input_stream_read_line_async (walker_out, G_PRIORITY_DEFAULT, NULL, report_line_read,
                                       walk);
}

static void
start_walker (void)
{
  g_autofree char *script = g_build_filename (g_getenv ("PW_TEST_SRCDIR"), "ui",
                                              "a11y-walk.py", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr (GError) error = NULL;
  walker = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                             &error, g_getenv ("PW_A11Y_PYTHON"), script, pid, NULL);
  g_assert_no_error (error);
  walker_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (walker));
}

/* Walks the accessibility tree of @window as it is now, and fails the
 * test with the walker's list when a control has no name. */
static void
assert_all_named (GtkWindow *window, const char *screen)
{
  const char *title = gtk_window_get_title (window);
  g_autofree char *request = g_strdup_printf ("%s\n", title ? title : "");
  g_autoptr (GError) error = NULL;
  g_output_stream_write_all (g_subprocess_get_stdin_pipe (walker), request, strlen (request),
                             NULL, NULL, &error);
  g_assert_no_error (error);
  Walk walk = { g_string_new (NULL), -1, FALSE };
  gint64 start = g_get_monotonic_time ();
  read_report_line (&walk);
  /* Blocking iterations: the walker asks GTK thousands of questions, and
   * each would wait out a poll's sleep otherwise. */
  while (walk.status < 0 && !walk.failed)
    g_main_context_iteration (NULL, TRUE);
  g_test_message ("%s: walked in %.1f s", screen,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_false (walk.failed);
  g_auto (GStrv) lines = g_strsplit (walk.report->str, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    if (*lines[i])
      g_test_message ("%s: %s", screen, lines[i]);
  if (walk.status != 0)
    g_test_fail_printf ("%s: %s", screen, walk.report->str);
  g_string_free (walk.report, TRUE);
}

static void
test_start_page (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  assert_all_named (GTK_WINDOW (win), "start page");
  pw_ui_destroy_window (win);
}

static void
test_editor (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  assert_all_named (GTK_WINDOW (win), kind->id);
  pw_ui_destroy_window (win);
}

static gboolean
dialog_idle (gpointer dialog)
{
  return !pw_print_dialog_get_busy (dialog);
}

/* Every AdwComboRow under @root set to its first item (@last: its last),
 * and every expander row opened: what the user can uncover. */
static void
uncover (GtkWidget *root, gboolean last)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (ADW_IS_EXPANDER_ROW (c))
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (c), TRUE);
      if (ADW_IS_COMBO_ROW (c) && gtk_widget_get_sensitive (c))
        {
          GListModel *items = adw_combo_row_get_model (ADW_COMBO_ROW (c));
          guint n = items ? g_list_model_get_n_items (items) : 0;
          if (n > 0)
            adw_combo_row_set_selected (ADW_COMBO_ROW (c), last ? n - 1 : 0);
        }
      uncover (c, last);
    }
}

/* The first AdwComboRow under @root: the print dialog's "what to print". */
static AdwComboRow *
first_combo_row (GtkWidget *root)
{
  return ADW_COMBO_ROW (pw_ui_find (root, ADW_TYPE_COMBO_ROW, NULL));
}

static void
test_print_dialog (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  PwPrintDialog *dialog = pw_print_dialog_new (GTK_WINDOW (win), pw_window_get_document (win));
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  AdwComboRow *what = first_combo_row (GTK_WIDGET (dialog));
  g_assert_nonnull (what);
  guint n_modes = g_list_model_get_n_items (adw_combo_row_get_model (what));
  for (guint mode = 0; mode < n_modes; mode++)
    for (int last = 0; last < 2; last++)
      {
        uncover (GTK_WIDGET (dialog), last);
        adw_combo_row_set_selected (what, mode);
        g_assert_true (pw_ui_wait_for (dialog_idle, dialog, 60000));
        pw_ui_wait_layout (GTK_WIDGET (dialog));
        g_autofree char *screen = g_strdup_printf ("%s print dialog, mode %u%s", kind->id, mode,
                                                   last ? ", last choices" : "");
        assert_all_named (GTK_WINDOW (dialog), screen);
      }
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_ui_destroy_window (win);
}

/* Shows @dialog with what it can uncover (its expander rows open), walks
 * it as @screen, and destroys it. */
static void
walk_dialog (GtkWindow *dialog, const char *screen)
{
  gtk_window_present (dialog);
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  uncover (GTK_WIDGET (dialog), FALSE);
  pw_ui_wait_layout (GTK_WIDGET (dialog));
  assert_all_named (dialog, screen);
  gtk_window_destroy (dialog);
}

static void
test_generate_dialog (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  g_autofree char *screen = g_strdup_printf ("%s generate dialog", kind->id);
  walk_dialog (GTK_WINDOW (pw_generate_dialog_new (win, kind)), screen);
  pw_ui_destroy_window (win);
}

static void
test_web_page_dialog (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  g_autofree char *screen = g_strdup_printf ("%s web page dialog", kind->id);
  walk_dialog (GTK_WINDOW (pw_web_page_dialog_new (GTK_WINDOW (win), pw_window_get_document (win))),
               screen);
  pw_ui_destroy_window (win);
}

/* The shortcuts window as Ctrl+? opens it over @data's editor: on that
 * kind's keys, its header bar's search and list of sections included. */
static void
test_shortcuts (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  g_action_group_activate_action (G_ACTION_GROUP (win), "show-help-overlay", NULL);
  GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  pw_ui_wait_drawn (GTK_WIDGET (shortcuts));
  g_autofree char *screen = g_strdup_printf ("%s shortcuts", kind->id);
  assert_all_named (shortcuts, screen);
  gtk_window_destroy (shortcuts);
  pw_ui_destroy_window (win);
}

static void
test_about (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  GtkWindow *about = pw_ui_wait_toplevel (ADW_TYPE_ABOUT_WINDOW);
  pw_ui_wait_drawn (GTK_WIDGET (about));
  assert_all_named (about, "about");
  gtk_window_destroy (about);
  pw_ui_destroy_window (win);
}

/* The message dialogs: their responses are buttons with mnemonics, which
 * GTK 4.8 names "_Discard Discard". */
static void
test_messages (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  pw_document_mark_unsaved (pw_window_get_document (win));
  gtk_window_close (GTK_WINDOW (win));
  AdwMessageDialog *dialog = pw_ui_wait_message ("Save Changes?");
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  assert_all_named (GTK_WINDOW (dialog), "Save Changes?");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The unsaved work, offered back in another window. */
  pw_application_autosave_now (app);
  PwWindow *fresh = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (fresh));
  g_assert_true (pw_application_offer_recovery (app, fresh));
  dialog = pw_ui_wait_message ("Recover Unsaved Work?");
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  assert_all_named (GTK_WINDOW (dialog), "Recover Unsaved Work?");
  adw_message_dialog_response (dialog, "discard");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_ui_destroy_window (fresh);

  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "a11y-broken.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"puzzlewright\"", -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  pw_document_save_point (pw_window_get_document (win));
  pw_window_open_file (win, file);
  dialog = pw_ui_wait_message ("Could Not Open the Puzzle");
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  assert_all_named (GTK_WINDOW (dialog), "an error");
  gtk_window_destroy (GTK_WINDOW (dialog));
  pw_ui_destroy_window (win);
}

static gboolean
has_operation (const PwKind *kind, const char *id)
{
  for (guint i = 0; i < kind->n_operations; i++)
    if (g_str_equal (kind->operations[i].id, id))
      return TRUE;
  return FALSE;
}

/* The window after the kind's Verify has run through its panel, with what
 * it says of the answer (a toast, its problems), and after a toast from
 * the editor ("win.toast", pw_kind_editor_toast). */
static void
test_verified (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, 1200, 800);
  if (has_operation (kind, "verify"))
    {
      g_action_group_activate_action (G_ACTION_GROUP (win), "run-operation",
                                      g_variant_new_string ("verify"));
      g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, pw_window_get_task_runner (win), 60000));
    }
  g_action_group_activate_action (G_ACTION_GROUP (win), "toast",
                                  g_variant_new_string ("A word in passing"));
  pw_ui_wait_layout (GTK_WIDGET (win));
  g_autofree char *screen = g_strdup_printf ("%s verified", kind->id);
  assert_all_named (GTK_WINDOW (win), screen);
  pw_ui_destroy_window (win);
}

static void
test_preferences (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  g_autoptr (GSettings) settings = g_settings_new (PW_APP_ID);
  GtkWidget *prefs = pw_preferences_window_new (GTK_WINDOW (win), settings);
  gtk_window_present (GTK_WINDOW (prefs));
  pw_ui_wait_drawn (prefs);
  assert_all_named (GTK_WINDOW (prefs), "preferences");
  gtk_window_destroy (GTK_WINDOW (prefs));
  pw_ui_destroy_window (win);
}

/* Whether this session has an accessibility bus (at-spi-bus-launcher
 * answers org.a11y.Bus.GetAddress); @why says why not. */
static gboolean
a11y_bus_available (char **why)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  if (bus)
    {
      g_autoptr (GVariant) reply
        = g_dbus_connection_call_sync (bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                       "GetAddress", NULL, G_VARIANT_TYPE ("(s)"),
                                       G_DBUS_CALL_FLAGS_NONE, 20000, NULL, &error);
      if (reply)
        return TRUE;
    }
  *why = g_strdup (error->message);
  return FALSE;
}

int
main (int argc, char **argv)
{
  g_autofree char *why = NULL;
  if (!a11y_bus_available (&why))
    {
      printf ("1..0 # SKIP no accessibility bus: %s\n", why);
      return 0;
    }
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  /* Every screen is walked and reported, the failing ones included. */
  g_test_set_nonfatal_assertions ();
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  start_walker ();
  g_test_add_func ("/a11y/start-page", test_start_page);
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      g_autofree char *editor = g_strdup_printf ("/a11y/editor/%s", kind->id);
      g_test_add_data_func (editor, kind, test_editor);
      g_autofree char *print = g_strdup_printf ("/a11y/print-dialog/%s", kind->id);
      g_test_add_data_func (print, kind, test_print_dialog);
      if (kind->generate)
        {
          g_autofree char *generate = g_strdup_printf ("/a11y/generate-dialog/%s", kind->id);
          g_test_add_data_func (generate, kind, test_generate_dialog);
        }
      if (pw_html_kind_has_page (kind))
        {
          g_autofree char *page = g_strdup_printf ("/a11y/web-page-dialog/%s", kind->id);
          g_test_add_data_func (page, kind, test_web_page_dialog);
        }
      g_autofree char *shortcuts = g_strdup_printf ("/a11y/shortcuts/%s", kind->id);
      g_test_add_data_func (shortcuts, kind, test_shortcuts);
      g_autofree char *verified = g_strdup_printf ("/a11y/verified/%s", kind->id);
      g_test_add_data_func (verified, kind, test_verified);
    }
  g_test_add_func ("/a11y/preferences", test_preferences);
  g_test_add_func ("/a11y/about", test_about);
  g_test_add_data_func ("/a11y/messages", kinds->pdata[0], test_messages);
  int status = g_test_run ();
  g_subprocess_force_exit (walker);
  g_clear_object (&walker_out);
  g_clear_object (&walker);
  return pw_ui_test_finish (status);
}
