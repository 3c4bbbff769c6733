/* Starting the app from outside, as a desktop does: the desktop file's
 * New actions (app.new-KIND), Help (F1 and the main menu) handed to the
 * help viewer, an .ipuz file opened like a document, and the command
 * line's --version and --new=KIND of the real program. */
#include "pw-config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "pw-application.h"
#include "pw-document-import.h"
#include "pw-kinds.h"
#include "ui-helpers.h"

static PwApplication *app;

/* A help viewer for the test writes here the URI it is asked to show. */
static char *opened_path;

static gboolean
menu_has_action (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr (GMenuModel) sub = g_menu_link_iter_get_value (links);
          if (menu_has_action (sub, action))
            return TRUE;
        }
    }
  return FALSE;
}

/* F1 and the main menu's Help show the help: the help viewer is asked
 * for help:puzzlewright. */
static void
test_help (void)
{
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                 "app.help");
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));

  PwWindow *win = pw_application_new_window (app);
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  GtkWidget *menu_button = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_MENU_BUTTON, NULL);
  g_assert_nonnull (menu_button);
  /* The menu is built when it first opens, and is whole then. */
  g_assert_null (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_true (menu_has_action (menu, "app.help"));
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (pw_ui_wait_for (pw_ui_is_mapped, popover, 5000));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  g_assert_true (pw_ui_wait_for (pw_ui_is_unmapped, popover, 5000));
  /* F10 opens it again, the same menu (where keys can be pressed). */
  if (pw_ui_press_keys (GTK_WIDGET (win), "F10", NULL))
    {
      g_assert_true (pw_ui_wait_for (pw_ui_is_mapped, popover, 5000));
      g_assert_true (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)) == popover);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
    }

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_default_app_ran, opened_path, 10000));
  g_autofree char *said = NULL;
  g_assert_true (g_file_get_contents (opened_path, &said, NULL, NULL));
  g_assert_cmpstr (g_strstrip (said), ==, "help:puzzlewright");
  pw_ui_destroy_window (win);
}

static gboolean
has_document (gpointer win)
{
  return pw_window_get_document (win) != NULL;
}

/* Every kind a user is offered has its app.new-KIND action, which the
 * desktop file's "New …" actions name; hidden kinds have none.  It fills
 * a window that shows the start page. */
static void
test_new_actions (void)
{
  g_autoptr (GPtrArray) all = pw_registry_list (TRUE);
  guint offered = 0;
  for (guint i = 0; i < all->len; i++)
    {
      const PwKind *kind = all->pdata[i];
      g_autofree char *name = g_strconcat ("new-", kind->id, NULL);
      g_assert_cmpint (g_action_group_has_action (G_ACTION_GROUP (app), name), ==, !kind->hidden);
      offered += !kind->hidden;
    }
  g_assert_cmpuint (offered, >=, 5);

  PwWindow *win = pw_application_new_window (app);
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  guint windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-word-search", NULL);
  g_assert_true (pw_ui_wait_for (has_document, win, 3000));
  g_assert_true (g_str_has_suffix (gtk_window_get_title (GTK_WINDOW (win)),
                                   "Untitled Word Search — Puzzlewright"));
  g_assert_cmpstr (pw_document_get_kind (pw_window_get_document (win))->id, ==, "word-search");
  /* The start page was filled, no window added. */
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==,
                    windows);
  pw_ui_destroy_window (win);
}

/* An ipuz word search opens like a document, as a new unsaved one named
 * for the file, so saving never writes over the .ipuz. */
static void
test_open_ipuz (void)
{
  const PwKind *kind = pw_registry_lookup ("word-search");
  const PwFormat *ipuz = pw_kind_find_format (kind, "ipuz");
  g_assert_nonnull (ipuz);
  g_autoptr (PwModel) model = kind->create_default ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ipuz->export (model, &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "Spring words.ipuz", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (pw_format_for_file (file) == ipuz);

  PwWindow *win = pw_application_new_window (app);
  gtk_window_present (GTK_WINDOW (win));
  pw_window_open_file (win, file);
  PwDocument *doc = pw_window_get_document (win);
  g_assert_nonnull (doc);
  g_assert_cmpstr (pw_document_get_kind (doc)->id, ==, "word-search");
  g_assert_null (pw_document_get_file (doc));
  g_assert_cmpstr (pw_document_get_meta (doc, PW_META_TITLE), ==, "Spring words");
  pw_ui_destroy_window (win);

  /* A broken one says where, and names the file. */
  g_autofree char *broken = g_build_filename (pw_ui_test_dir (), "broken.ipuz", NULL);
  g_assert_true (g_file_set_contents (broken, "{\"version\": 3", -1, NULL));
  g_autoptr (GFile) broken_file = g_file_new_for_path (broken);
  g_autoptr (PwDocument) none = pw_document_open_file (broken_file, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "broken.ipuz: "));
}

static char *
run_app (const char *arg, int *status, char **err)
{
  const char *argv[] = { PW_APP_PATH, arg, NULL };
  char *out = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, err,
                               status, &error));
  g_assert_no_error (error);
  return out;
}

/* puzzlewright --version says the version; --new with no such kind is a
 * usage error that lists the kinds. */
static void
test_command_line (void)
{
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = run_app ("--version", &status, &err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "puzzlewright " PW_VERSION "\n");

  g_autofree char *err2 = NULL;
  g_autofree char *out2 = run_app ("--new=no-such-kind", &status, &err2);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_nonnull (strstr (err2, "no-such-kind"));
  g_assert_nonnull (strstr (err2, "domino-grid"));
  g_assert_null (strstr (err2, "  test "));
}

/* The real program paints its first window without loading librsvg
 * (issue 26: loading it cost about 18 ms of CPU before the first frame):
 * the drawing library opens it when an SVG picture is first drawn
 * (src/render/pw-rsvg-lazy.c).  The dynamic loader's own list
 * (LD_DEBUG=files) says what the run opened. */
static void
test_first_frame_libraries (void)
{
  g_auto (GStrv) env = g_get_environ ();
  env = g_environ_setenv (env, "PUZZLEWRIGHT_REPORT_FIRST_FRAME", "exit", TRUE);
  env = g_environ_setenv (env, "LD_DEBUG", "files", TRUE);
  const char *argv[] = { PW_APP_PATH, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "first-frame\n");
  /* The loader did report (else the check below could not fail)... */
  g_assert_nonnull (strstr (err, "file=libgtk-4.so"));
  /* ...and librsvg, with libxml2 under it, was not among what it opened. */
  g_assert_null (strstr (err, "file=librsvg"));
  g_assert_null (strstr (err, "file=libxml2"));
}

/* --new=KIND starts the real program on a new puzzle of that kind; the
 * window is found on the X display by its title. */
static void
test_new_from_command_line (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }
  const char *argv[] = { PW_APP_PATH, "--new=domino-grid", NULL };
  GPid pid;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_assert_no_error (error);
  const char *search[] = { xdotool, "search", "--sync", "--onlyvisible", "--name",
                           "Untitled Domino Grid — Puzzlewright", NULL };
  const char *timeout_argv[] = { "timeout", "30", NULL };
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_strv_builder_addv (b, timeout_argv);
  g_strv_builder_addv (b, search);
  g_auto (GStrv) cmd = g_strv_builder_end (b);
  int status;
  g_autofree char *out = NULL;
  g_assert_true (g_spawn_sync (NULL, cmd, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL,
                               &status, &error));
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, !=, "");
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  opened_path = pw_ui_install_default_app ("x-scheme-handler/help");
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/launch/help", test_help);
  g_test_add_func ("/launch/new-actions", test_new_actions);
  g_test_add_func ("/launch/open-ipuz", test_open_ipuz);
  g_test_add_func ("/launch/command-line", test_command_line);
  g_test_add_func ("/launch/new-from-command-line", test_new_from_command_line);
  g_test_add_func ("/launch/first-frame-libraries", test_first_frame_libraries);
  int status = g_test_run ();
  g_free (opened_path);
  return pw_ui_test_finish (status);
}
