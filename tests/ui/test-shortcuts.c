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


static void
collect_groups (GtkWidget *widget, GPtrArray *groups)
{
  if (GTK_IS_SHORTCUTS_GROUP (widget))
    g_ptr_array_add (groups, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_groups (c, groups);
}

/* A column of @section holds max-height lines, fewer than GTK's 15 (the
 * window would not fit a small screen), and no group of keys is longer
 * than a column: GTK would give it a column as long as itself.  A kind
 * with more keys splits them into groups (pw-shortcuts.c). */
static void
assert_groups_fit_columns (GtkWidget *section)
{
  g_autofree char *name = NULL;
  guint max_height = 0;
  g_object_get (section, "section-name", &name, "max-height", &max_height, NULL);
  g_assert_cmpuint (max_height, <, 15);
  g_autoptr (GPtrArray) groups = g_ptr_array_new ();
  collect_groups (section, groups);
  g_assert_cmpuint (groups->len, >, 0);
  for (guint i = 0; i < groups->len; i++)
    {
      g_autofree char *title = NULL;
      guint height = 0;
      g_object_get (groups->pdata[i], "title", &title, "height", &height, NULL);
      g_test_message ("%s, “%s”: %u lines of %u", name, title, height, max_height);
      g_assert_cmpuint (height, <=, max_height);
    }
}

/* The start page (no puzzle yet) opens on the general keys, and the
 * window holds the general section and one per registered kind, no more,
 * each in columns a small screen holds. */
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
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (stack)); c;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_SHORTCUTS_SECTION (c))
      assert_groups_fit_columns (c);
  gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  pw_ui_destroy_window (win);
}

/* A key as the shortcuts window would show it: the keypad's keys are
 * their main keys, letters small, "=" the "+" on its key, and Shift on a
 * printable key left out (the editors bind R and Shift+R, + and Shift+=,
 * alike, however the keyboard makes them; the window shows R and +). */
static void
normalize (guint *keyval, GdkModifierType *mods)
{
  static const struct { guint kp, main; } keypad[] = {
    { GDK_KEY_KP_Enter, GDK_KEY_Return }, { GDK_KEY_KP_Delete, GDK_KEY_Delete },
    { GDK_KEY_KP_Add, GDK_KEY_plus }, { GDK_KEY_KP_Subtract, GDK_KEY_minus },
    { GDK_KEY_KP_Left, GDK_KEY_Left }, { GDK_KEY_KP_Right, GDK_KEY_Right },
    { GDK_KEY_KP_Up, GDK_KEY_Up }, { GDK_KEY_KP_Down, GDK_KEY_Down },
  };
  if (*keyval >= GDK_KEY_KP_0 && *keyval <= GDK_KEY_KP_9)
    *keyval = GDK_KEY_0 + (*keyval - GDK_KEY_KP_0);
  for (guint i = 0; i < G_N_ELEMENTS (keypad); i++)
    if (*keyval == keypad[i].kp)
      *keyval = keypad[i].main;
  if (*keyval == GDK_KEY_equal)
    *keyval = GDK_KEY_plus;
  *keyval = gdk_keyval_to_lower (*keyval);
  *mods &= GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK;
  if (g_unichar_isgraph (gdk_keyval_to_unicode (*keyval)))
    *mods &= ~GDK_SHIFT_MASK;
}

static char *
key_name (guint keyval, GdkModifierType mods)
{
  normalize (&keyval, &mods);
  return gtk_accelerator_name (keyval, mods);
}

/* Adds every key of @accelerator ("<Primary>g", "0...9 Delete") to @keys. */
static void
add_accelerator (GHashTable *keys, const char *accelerator)
{
  g_auto (GStrv) parts = g_strsplit (accelerator, " ", -1);
  for (char **p = parts; *p; p++)
    {
      g_auto (GStrv) range = g_strsplit (*p, "...", 2);
      guint first, last;
      GdkModifierType mods;
      if (!gtk_accelerator_parse (range[0], &first, &mods))
        continue;
      last = first;
      if (range[1] && !gtk_accelerator_parse (range[1], &last, NULL))
        last = first;
      for (guint k = first; k <= last; k++)
        g_hash_table_add (keys, key_name (k, mods));
    }
}

static void
collect_listed (GtkWidget *widget, GHashTable *keys)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_object_get (widget, "accelerator", &accelerator, NULL);
      if (accelerator)
        add_accelerator (keys, accelerator);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_listed (c, keys);
}

/* The editor of the window: the widget whose type is the kind's editor. */
static GtkWidget *
find_editor (GtkWidget *widget)
{
  const char *name = G_OBJECT_TYPE_NAME (widget);
  if (g_str_has_prefix (name, "Pw") && g_str_has_suffix (name, "Editor"))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_editor (c);
      if (found)
        return found;
    }
  return NULL;
}

/* Every key an editor binds is in its kind's section of the shortcuts
 * window (H for a domino grid's hint was not, nor the names editor's
 * Backspace). */
static void
test_every_editor_key_listed (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      PwWindow *win = pw_ui_window_with_new (app, kind->id, 1200, 760);
      GtkWidget *editor = find_editor (GTK_WIDGET (win));
      g_assert_nonnull (editor);
      gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
      GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
      GtkStack *stack = GTK_STACK (pw_ui_find (GTK_WIDGET (shortcuts), GTK_TYPE_STACK, NULL));
      GtkWidget *section = gtk_stack_get_child_by_name (stack, kind->id);
      g_assert_nonnull (section);
      g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
      collect_listed (section, listed);
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (editor);
      guint missing = 0;
      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, c);
          if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
              || g_strcmp0 (gtk_event_controller_get_name (controller),
                            "gtk-widget-class-shortcuts") != 0)
            continue;
          GListModel *bound = G_LIST_MODEL (controller);
          for (guint k = 0; k < g_list_model_get_n_items (bound); k++)
            {
              g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (bound, k);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
              if (!GTK_IS_KEYVAL_TRIGGER (trigger))
                continue;
              g_autofree char *key = key_name (
                gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
              if (!g_hash_table_contains (listed, key))
                {
                  g_test_message ("%s binds %s, which its shortcuts do not list", kind->id, key);
                  missing++;
                }
            }
        }
      g_assert_cmpuint (missing, ==, 0);
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
  g_test_add_func ("/shortcuts/general-keys", test_shortcuts_general);
  g_test_add_func ("/shortcuts/every-editor-key-listed", test_every_editor_key_listed);
  return pw_ui_test_finish (g_test_run ());
}
