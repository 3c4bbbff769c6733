/* The app at start-up with broken recovery files: a deeply nested one and
 * one linked to /dev/zero once made it crash or flood memory at every
 * start.  Now they are set aside and the good work is still offered. */
#include <glib/gstdio.h>
#include <unistd.h>

#include "pw-application.h"
#include "pw-recovery.h"
#include "test-kind.h"
#include "ui-helpers.h"

static void
test_broken_recovery_files (void)
{
  g_autofree char *dir = g_build_filename (pw_ui_test_dir (), "recovery", NULL);
  g_autoptr (PwDocument) good = pw_document_new (pw_test_kind ());
  pw_document_set_meta (good, PW_META_TITLE, "Good work");
  g_assert_true (pw_recovery_write (good, dir, NULL));

  /* A nested recovery document, and a sidecar that is a link to /dev/zero. */
  g_autoptr (PwDocument) other = pw_document_new (pw_test_kind ());
  g_assert_true (pw_recovery_write (other, dir, NULL));
  g_autofree char *deep_name = g_strconcat (pw_document_get_session_id (other), ".pzw", NULL);
  g_autofree char *deep = g_build_filename (dir, deep_name, NULL);
  g_autofree char *brackets = g_strnfill (200000, '[');
  g_assert_true (g_file_set_contents (deep, brackets, -1, NULL));
  g_autofree char *side_name = g_strconcat (pw_document_get_session_id (good), ".json", NULL);
  g_autofree char *side = g_build_filename (dir, side_name, NULL);
  g_unlink (side);
  g_assert_cmpint (symlink ("/dev/zero", side), ==, 0);

  PwApplication *app = pw_ui_test_app ();
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  g_assert_true (pw_application_offer_recovery (app, win));
  AdwMessageDialog *offer = ADW_MESSAGE_DIALOG (pw_ui_wait_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (offer), "Good work"));
  g_assert_true (pw_test_set_aside (dir, deep_name));
  g_assert_true (pw_test_set_aside (dir, side_name));

  adw_message_dialog_response (offer, "recover");
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, PW_TEST_WAIT_MS));
  PwDocument *recovered = pw_window_get_document (win);
  g_assert_cmpstr (pw_document_get_meta (recovered, PW_META_TITLE), ==, "Good work");
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
  g_object_unref (app);
}

int
main (int argc, char **argv)
{
  /* Nothing here needs GL; Mesa's driver, loaded otherwise, leaves a leak
   * LeakSanitizer cannot attribute. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_test_kind ());
  g_test_add_func ("/recovery-start/broken-files", test_broken_recovery_files);
  return pw_ui_test_finish (g_test_run ());
}
