/* The shortcuts window follows the kind being edited.  A program of its
 * own: it opens a window of every kind, and GLib's quark table, which
 * outgrows its first block when one process makes that many types,
 * leaves that block behind on purpose (LeakSanitizer reports it). */
#include "pw-application.h"
#include "pw-kinds.h"
#include "ui-helpers.h"

static PwApplication *app;

/* Every kind users see has its own section of keys, and the shortcuts
 * window opens on the section of the kind being edited; a kind without
 * one (the hidden test kind) opens on the general keys. */
static void
test_shortcuts_follow_kind (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      PwWindow *win = pw_ui_window_with_new (app, kind->id, 1200, 760);
      gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
      pw_ui_spin (100);
      GtkWindow *shortcuts = pw_ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
      g_assert_nonnull (shortcuts);
      g_autofree char *section = NULL;
      g_object_get (shortcuts, "section-name", &section, NULL);
      g_test_message ("%s: section %s", kind->id, section);
      g_assert_cmpstr (section, ==, kind->hidden ? "shortcuts" : kind->id);
      gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
      pw_ui_destroy_window (win);
    }
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/shortcuts/follow-kind", test_shortcuts_follow_kind);
  return pw_ui_test_finish (g_test_run ());
}
