#include "ui-helpers.h"

#include <gdk/x11/gdkx.h>
#include <stdio.h>

gboolean
pw_ui_wait_for (gboolean (*done) (gpointer data), gpointer data, int timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return TRUE;
}

void
pw_ui_spin (int ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

static gboolean
is_drawn (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0
         && gtk_widget_get_height (widget) > 0;
}

void
pw_ui_wait_drawn (GtkWidget *widget)
{
  g_assert_true (pw_ui_wait_for (is_drawn, widget, 5000));
  pw_ui_spin (50);
}

GtkWidget *
pw_ui_find (GtkWidget *root, GType type, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && (name == NULL || g_strcmp0 (gtk_widget_get_name (c), name) == 0))
        return c;
      GtkWidget *found = pw_ui_find (c, type, name);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
pw_ui_find_row (GtkWidget *root, const char *title)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (ADW_IS_PREFERENCES_ROW (c)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (c)), title) == 0)
        return c;
      GtkWidget *found = pw_ui_find_row (c, title);
      if (found)
        return found;
    }
  return NULL;
}

GtkWidget *
pw_ui_find_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), label) == 0)
        return c;
      GtkWidget *found = pw_ui_find_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

gboolean
pw_ui_has_label (GtkWidget *root, const char *text)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if ((GTK_IS_LABEL (c) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (c)), text) == 0)
        || pw_ui_has_label (c, text))
      return TRUE;
  return FALSE;
}

AdwMessageDialog *
pw_ui_find_message (const char *heading)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (tops, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), heading) == 0)
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

PwWindow *
pw_ui_window_with_new (PwApplication *app, const char *kind_id, int width, int height)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  gtk_widget_activate_action (GTK_WIDGET (win), "win.new", "s", kind_id);
  g_assert_nonnull (pw_window_get_document (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  return win;
}

void
pw_ui_destroy_window (PwWindow *win)
{
  PwDocument *doc = pw_window_get_document (win);
  if (doc)
    pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  pw_ui_spin (20);
}

GtkWindow *
pw_ui_find_toplevel (GType type)
{
  GListModel *list = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

guint8 *
pw_ui_render (GtkWidget *widget, int *width, int *height, gsize *stride)
{
  /* On a busy machine a widget just shown may not have its size or its
   * first frame yet: render what it shows, not an empty node. */
  if (!is_drawn (widget))
    pw_ui_wait_drawn (widget);
  *width = gtk_widget_get_width (widget);
  *height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  /* A widget between two frames (a flap or a stack in its transition) can
   * snapshot to nothing for a moment on a busy machine: let it settle. */
  for (int tries = 0; node == NULL && tries < 40; tries++)
    {
      pw_ui_spin (50);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, *width, *height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) texture
    = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  *stride = *width * 4;
  guint8 *pixels = g_malloc (*stride * *height);
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

static char *test_dir;

gboolean
pw_ui_test_init (int *argc, char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      printf ("1..0 # SKIP no display (run under xvfb-run, as build-aux/test does)\n");
      return FALSE;
    }
  test_dir = g_dir_make_tmp ("pw-ui-XXXXXX", NULL);
  g_assert_nonnull (test_dir);
  g_autofree char *recovery = g_build_filename (test_dir, "recovery", NULL);
  g_setenv ("PUZZLEWRIGHT_RECOVERY_DIR", recovery, TRUE);
  g_setenv ("XDG_DATA_HOME", test_dir, TRUE);
  /* Nor the user's default applications (mimeapps.list). */
  g_autofree char *config = g_build_filename (test_dir, "config", NULL);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return TRUE;
}

const char *
pw_ui_test_dir (void)
{
  return test_dir;
}

PwApplication *
pw_ui_test_app (void)
{
  PwApplication *app = pw_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return app;
}

static void
remove_tree (GFile *file)
{
  g_autoptr (GFileEnumerator) e = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                             G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                                             NULL, NULL);
  GFileInfo *info;
  GFile *child;
  while (e && g_file_enumerator_iterate (e, &info, &child, NULL, NULL) && info)
    remove_tree (child);
  g_file_delete (file, NULL, NULL);
}

int
pw_ui_test_finish (int status)
{
  if (test_dir)
    {
      g_autoptr (GFile) dir = g_file_new_for_path (test_dir);
      remove_tree (dir);
      g_clear_pointer (&test_dir, g_free);
    }
  return status;
}

void
pw_ui_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("PW_TEST_SCREENSHOTS");
  if (dir == NULL)
    return;
  int w, h;
  gsize stride;
  g_autofree guint8 *pixels = pw_ui_render (widget, &w, &h, &stride);
  cairo_surface_t *s = cairo_image_surface_create_for_data (pixels, CAIRO_FORMAT_ARGB32, w, h,
                                                            (int) stride);
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  cairo_surface_write_to_png (s, path);
  cairo_surface_destroy (s);
}

static void
keys_done (GPid pid, int status, gpointer data)
{
  *(gboolean *) data = TRUE;
  g_spawn_close_pid (pid);
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

gboolean
pw_ui_press_keys (GtkWidget *widget, ...)
{
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  va_list args;
  va_start (args, widget);
  for (const char *k = va_arg (args, const char *); k; k = va_arg (args, const char *))
    g_ptr_array_add (keys, (gpointer) k);
  va_end (args);
  g_ptr_array_add (keys, NULL);
  return pw_ui_press_keyv (widget, (const char *const *) keys->pdata);
}

gboolean
pw_ui_press_keyv (GtkWidget *widget, const char *const *keys)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gtk_widget_get_display (widget)))
    {
      g_test_skip ("needs xdotool and an X display to press keys");
      return FALSE;
    }
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));
  g_autofree char *xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  /* With no window manager, X gives the keyboard to the window under the
   * pointer. */
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  const char *start[] = { xdotool, "mousemove", "--window", xid, "1", "1", "sleep", "0.1",
                          "key", "--delay", "40" };
  for (guint i = 0; i < G_N_ELEMENTS (start); i++)
    g_ptr_array_add (argv, (gpointer) start[i]);
  for (guint i = 0; keys[i]; i++)
    g_ptr_array_add (argv, (gpointer) keys[i]);
  g_ptr_array_add (argv, NULL);
  GPid pid;
  gboolean done = FALSE;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_async (NULL, (char **) argv->pdata, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  g_child_watch_add (pid, keys_done, &done);
  g_assert_true (pw_ui_wait_for (is_true, &done, 20000));
  pw_ui_spin (150);
  return TRUE;
}

static gboolean
high_contrast_is (gpointer data)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ())
         == GPOINTER_TO_INT (data);
}

gboolean
pw_ui_set_high_contrast (gboolean on)
{
  const char *id = "org.gnome.desktop.a11y.interface";
  g_autoptr (GSettingsSchema) schema
    = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), id, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    {
      g_test_skip ("needs the schema org.gnome.desktop.a11y.interface (gsettings-desktop-schemas)");
      return FALSE;
    }
  g_autoptr (GSettings) settings = g_settings_new (id);
  g_settings_set_boolean (settings, "high-contrast", on);
  g_assert_true (pw_ui_wait_for (high_contrast_is, GINT_TO_POINTER (on != FALSE), 5000));
  pw_ui_spin (50);
  return TRUE;
}
