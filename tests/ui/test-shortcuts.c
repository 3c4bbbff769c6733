/* The shortcuts window follows the kind being edited.  A program of its
 * own: it opens a window of every kind, and GLib's quark table, which
 * outgrows its first block when one process makes that many types,
 * leaves that block behind on purpose (LeakSanitizer reports it). */
#include "pw-application.h"
#include "pw-kinds.h"
#include "ui-helpers.h"

static PwApplication *app;

/* Every registered kind has its own section of keys (src/app/K/K-shortcuts.ui,
 * the test kind's included while it is registered), and the shortcuts
 * window opens on the section of the kind being edited. */
static void
test_shortcuts_follow_kind (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      PwWindow *win = pw_ui_window_with_new (app, kind->id, 1200, 760);
      gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
      GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
      g_autofree char *section = NULL;
      g_object_get (shortcuts, "section-name", &section, NULL);
      g_test_message ("%s: section %s", kind->id, section);
      g_assert_cmpstr (section, ==, kind->id);
      gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
      pw_ui_destroy_window (win);
    }
}


/* The start page (no puzzle yet) opens on the general keys, and the
 * window holds the general section and one per registered kind, no more. */
static void
test_shortcuts_general (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
  GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_autofree char *section = NULL;
  g_object_get (shortcuts, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "shortcuts");
  GtkStack *stack = GTK_STACK (pw_ui_find (GTK_WIDGET (shortcuts), GTK_TYPE_STACK, NULL));
  g_assert_nonnull (stack);
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (stack)); c;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_SHORTCUTS_SECTION (c); /* not GTK's own search pages */
  g_assert_cmpuint (n, ==, kinds->len + 1);
  for (guint i = 0; i < kinds->len; i++)
    g_assert_nonnull (gtk_stack_get_child_by_name (stack, ((const PwKind *) kinds->pdata[i])->id));
  gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/shortcuts/follow-kind", test_shortcuts_follow_kind);
  g_test_add_func ("/shortcuts/general-keys", test_shortcuts_general);
  return pw_ui_test_finish (g_test_run ());
}
