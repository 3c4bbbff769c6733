/* The window's files as a user meets them: a generated puzzle nobody has
 * edited yet is still recovered after a crash, and a file that fails to
 * open does not stay in Recent Puzzles. */
#include <string.h>

#include "pw-application.h"
#include "pw-generate-dialog.h"
#include "pw-recovery.h"
#include "test-kind.h"
#include "ui-helpers.h"

static PwApplication *app;
static char *recovery_dir;

static gboolean
title_says_unsaved (gpointer win)
{
  return g_str_has_prefix (gtk_window_get_title (win), "• ");
}

/* Defect: the window recorded a generated puzzle's generation as written,
 * so autosave skipped it until the first edit, though the title said "•". */
static void
test_generated_is_recoverable (void)
{
  g_autoptr (GPtrArray) before = pw_recovery_list (recovery_dir);
  g_assert_cmpuint (before->len, ==, 0);

  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.generate", "s", PW_TEST_KIND_ID);
  PwGenerateDialog *dialog = PW_GENERATE_DIALOG (pw_ui_wait_toplevel (PW_TYPE_GENERATE_DIALOG));
  g_assert_true (pw_generate_dialog_set_value (dialog, "seed", "77"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "generate.run", NULL);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));

  /* Untouched, it shows as unsaved ... */
  g_assert_true (pw_ui_wait_for (title_says_unsaved, win, PW_TEST_WAIT_MS));
  PwDocument *doc = pw_window_get_document (win);
  g_assert_true (pw_document_get_modified (doc));
  g_assert_false (pw_document_can_undo (doc));

  /* ... so the autosave writes it, once. */
  pw_application_autosave_now (app);
  g_autoptr (GPtrArray) entries = pw_recovery_list (recovery_dir);
  g_assert_cmpuint (entries->len, ==, 1);
  pw_application_autosave_now (app);
  g_autoptr (GPtrArray) again = pw_recovery_list (recovery_dir);
  g_assert_cmpuint (again->len, ==, 1);

  /* After a crash the next start offers it back, as generated. */
  PwWindow *fresh = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (fresh));
  g_assert_true (pw_application_offer_recovery (app, fresh));
  AdwMessageDialog *offer = pw_ui_wait_message ("Recover Unsaved Work?");
  g_autofree char *name = pw_document_dup_display_name (doc);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (offer), name));
  adw_message_dialog_response (offer, "recover");
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, fresh, PW_TEST_WAIT_MS));
  PwDocument *recovered = pw_window_get_document (fresh);
  g_assert_true (pw_model_equal (pw_document_get_model (recovered), pw_document_get_model (doc)));
  g_assert_cmpuint (pw_document_get_seed (recovered), ==, 77);

  /* Saved work leaves no recovery copy behind. */
  pw_ui_destroy_window (fresh);
  pw_ui_destroy_window (win);
  PwRecoveryEntry *e = entries->pdata[0];
  pw_recovery_discard (e);
  g_autoptr (GPtrArray) left = pw_recovery_list (recovery_dir);
  for (guint i = 0; i < left->len; i++)
    pw_recovery_discard (left->pdata[i]);
}

static gboolean
recent_has (gpointer uri)
{
  GtkRecentInfo *info = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri,
                                                        NULL);
  if (info)
    gtk_recent_info_unref (info);
  return info != NULL;
}

static gboolean
recent_lacks (gpointer uri)
{
  return !recent_has (uri);
}

/* The start page's row for @title in Recent Puzzles, or NULL. */
static GtkWidget *
recent_row (PwWindow *win, const char *title)
{
  GtkStack *stack = GTK_STACK (pw_ui_find (GTK_WIDGET (win), GTK_TYPE_STACK, "pw-main-stack"));
  GtkWidget *start = gtk_stack_get_child_by_name (stack, "start");
  GtkWidget *group = pw_ui_find (start, ADW_TYPE_PREFERENCES_GROUP, NULL);
  for (; group; group = gtk_widget_get_next_sibling (group))
    {
      if (!ADW_IS_PREFERENCES_GROUP (group)
          || g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)),
                        "Recent Puzzles") != 0)
        continue;
      for (GtkWidget *row = pw_ui_find (group, ADW_TYPE_PREFERENCES_ROW, NULL); row;
           row = gtk_widget_get_next_sibling (row))
        if (ADW_IS_PREFERENCES_ROW (row)
            && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
          return row;
    }
  return NULL;
}

/* The start page lists @title in Recent Puzzles (@shown) or not: the page
 * follows GTK's recent files, which tell of a change a moment later. */
typedef struct
{
  PwWindow *win;
  const char *title;
  gboolean shown;
} RecentRow;

static gboolean
recent_row_is (gpointer data)
{
  const RecentRow *want = data;
  return (recent_row (want->win, want->title) != NULL) == want->shown;
}

static void
wait_recent_row (PwWindow *win, const char *title, gboolean shown)
{
  RecentRow want = { win, title, shown };
  g_assert_true (pw_ui_wait_for (recent_row_is, &want, PW_TEST_WAIT_MS));
}

/* Defect: a file that failed to open stayed in Recent Puzzles (GTK's file
 * chooser adds what it accepts, before the window reads it). */
static void
test_failed_open_leaves_recent (void)
{
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), "broken.pzw", NULL);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"puzzlewright\", \"version\": 1,\n"
                                            "\"kind\": \"test\", \"puzzle\": {\"numbers\": true}}",
                                      -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  /* What the file chooser does when the user picks the file. */
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  g_assert_true (pw_ui_wait_for (recent_has, uri, PW_TEST_WAIT_MS));

  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  wait_recent_row (win, "broken.pzw", TRUE);
  /* The keyboard on a kind's row, which a change of the recent files
   * leaves alone (it used to make every row again, and the focus was
   * lost). */
  GtkWidget *kind_row = pw_ui_find (GTK_WIDGET (win), ADW_TYPE_PREFERENCES_ROW, NULL);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (kind_row)), ==, "win.new");
  g_assert_true (gtk_widget_grab_focus (kind_row));

  pw_window_open_file (win, file);
  AdwMessageDialog *error = pw_ui_wait_message ("Could Not Open the Puzzle");
  g_assert_null (pw_window_get_document (win));
  g_assert_true (pw_ui_wait_for (recent_lacks, uri, PW_TEST_WAIT_MS));
  wait_recent_row (win, "broken.pzw", FALSE);
  g_assert_true (pw_ui_find (GTK_WIDGET (win), ADW_TYPE_PREFERENCES_ROW, NULL) == kind_row);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (win)) == kind_row);
  gtk_window_destroy (GTK_WINDOW (error));

  /* A file that opens is remembered, and shows on the start page. */
  g_autofree char *good = g_build_filename (pw_ui_test_dir (), "good.pzw", NULL);
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (GFile) good_file = g_file_new_for_path (good);
  g_assert_true (pw_document_save (doc, good_file, NULL));
  g_autofree char *good_uri = g_file_get_uri (good_file);
  pw_window_open_file (win, good_file);
  g_assert_true (pw_ui_wait_for (recent_has, good_uri, PW_TEST_WAIT_MS));
  PwWindow *other = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (other));
  pw_ui_wait_drawn (GTK_WIDGET (other));
  wait_recent_row (other, "good.pzw", TRUE);
  /* Its row opens it. */
  gtk_widget_activate (recent_row (other, "good.pzw"));
  pw_test_wait_until (pw_window_get_document (other) != NULL);
  g_assert_true (g_file_equal (pw_document_get_file (pw_window_get_document (other)), good_file));
  pw_ui_destroy_window (other);
  pw_ui_destroy_window (win);
}

/* Rough edge: the autosave interval was a GSettings key no window offered. */
static void
test_preferences_offer_autosave (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  GtkWindow *prefs = pw_ui_wait_toplevel (ADW_TYPE_PREFERENCES_WINDOW);
  GtkSpinButton *spin = GTK_SPIN_BUTTON (pw_ui_find (GTK_WIDGET (prefs), GTK_TYPE_SPIN_BUTTON,
                                                     "pw-autosave-interval"));
  g_assert_nonnull (spin);
  GSettings *settings = pw_application_get_settings (app);
  g_assert_nonnull (settings);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==,
                   g_settings_get_int (settings, "autosave-interval"));
  gtk_spin_button_set_value (spin, 120);
  g_assert_cmpint (g_settings_get_int (settings, "autosave-interval"), ==, 120);
  /* The key's range holds: no autosave every second. */
  gtk_spin_button_set_value (spin, 1);
  g_assert_cmpint (g_settings_get_int (settings, "autosave-interval"), ==, 5);
  pw_ui_wait_drawn (GTK_WIDGET (prefs));
  pw_ui_screenshot (GTK_WIDGET (prefs), "preferences");
  g_settings_reset (settings, "autosave-interval");
  gtk_window_destroy (prefs);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  recovery_dir = g_build_filename (pw_ui_test_dir (), "recovery", NULL);
  pw_registry_add (pw_test_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/window-files/generated-is-recoverable", test_generated_is_recoverable);
  g_test_add_func ("/window-files/failed-open-leaves-recent", test_failed_open_leaves_recent);
  g_test_add_func ("/window-files/preferences-offer-autosave", test_preferences_offer_autosave);
  return pw_ui_test_finish (g_test_run ());
}
