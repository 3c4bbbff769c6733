#include "ui-helpers.h"

#include "pw-config.h"

#include <gdk/x11/gdkx.h>
#include <stdio.h>

gboolean
pw_ui_wait_for (gboolean (*done) (gpointer data), gpointer data, int timeout_ms)
{
  return pw_test_wait_for (done, data, timeout_ms);
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
  g_assert_true (pw_ui_wait_for (is_drawn, widget, PW_TEST_WAIT_MS));
  pw_test_drain ();
}

typedef struct
{
  GdkFrameClock *clock;
  gint64 start;
} Frame;

static gboolean
frame_passed (gpointer data)
{
  Frame *f = data;
  return gdk_frame_clock_get_frame_counter (f->clock) > f->start;
}

void
pw_ui_wait_layout (GtkWidget *widget)
{
  Frame f = { gtk_widget_get_frame_clock (widget), 0 };
  g_assert_nonnull (f.clock);
  f.start = gdk_frame_clock_get_frame_counter (f.clock);
  /* Asked for, so that a frame comes even when nothing has changed. */
  gdk_frame_clock_request_phase (f.clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  g_assert_true (pw_ui_wait_for (frame_passed, &f, PW_TEST_WAIT_MS));
}

static gboolean
is_moving (GtkWidget *w, gconstpointer data)
{
  if (GTK_IS_STACK (w))
    return gtk_stack_get_transition_running (GTK_STACK (w));
  if (ADW_IS_FLAP (w))
    {
      double reveal = adw_flap_get_reveal_progress (ADW_FLAP (w));
      return reveal > 0 && reveal < 1;
    }
  return FALSE;
}

static gboolean
is_still (gpointer widget)
{
  return !is_moving (widget, NULL) && !pw_ui_find_where (widget, is_moving, NULL);
}

void
pw_ui_wait_still (GtkWidget *widget)
{
  pw_ui_wait_layout (widget);
  g_assert_true (pw_ui_wait_for (is_still, widget, PW_TEST_WAIT_MS));
  pw_ui_wait_layout (widget);
}

gboolean
pw_ui_runner_idle (gpointer runner)
{
  return !pw_task_runner_get_running (runner);
}

gboolean
pw_ui_has_document (gpointer window)
{
  return pw_window_get_document (window) != NULL;
}

gboolean
pw_ui_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

gboolean
pw_ui_is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

GtkWidget *
pw_ui_find_where (GtkWidget *root, PwUiMatch match, gconstpointer data)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (match (c, data))
        return c;
      GtkWidget *found = pw_ui_find_where (c, match, data);
      if (found)
        return found;
    }
  return NULL;
}

void
pw_ui_collect_where (GtkWidget *root, PwUiMatch match, gconstpointer data, GPtrArray *into)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (match (c, data))
        g_ptr_array_add (into, c);
      pw_ui_collect_where (c, match, data, into);
    }
}

typedef struct
{
  GType type;
  const char *name;
} TypeAndName;

static gboolean
has_type_and_name (GtkWidget *w, gconstpointer data)
{
  const TypeAndName *want = data;
  return G_TYPE_CHECK_INSTANCE_TYPE (w, want->type)
         && (want->name == NULL || g_strcmp0 (gtk_widget_get_name (w), want->name) == 0);
}

GtkWidget *
pw_ui_find (GtkWidget *root, GType type, const char *name)
{
  return pw_ui_find_where (root, has_type_and_name, &(TypeAndName) { type, name });
}

static gboolean
is_row_titled (GtkWidget *w, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (w)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), title) == 0;
}

GtkWidget *
pw_ui_find_row (GtkWidget *root, const char *title)
{
  return pw_ui_find_where (root, is_row_titled, title);
}

static gboolean
is_button_labelled (GtkWidget *w, gconstpointer label)
{
  return GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0;
}

GtkWidget *
pw_ui_find_button (GtkWidget *root, const char *label)
{
  return pw_ui_find_where (root, is_button_labelled, label);
}

static gboolean
is_label_saying (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (w)), text) == 0;
}

gboolean
pw_ui_has_label (GtkWidget *root, const char *text)
{
  return pw_ui_find_where (root, is_label_saying, text) != NULL;
}

gboolean
pw_ui_is_shown_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget);
}

static gboolean
is_shown_label_saying (GtkWidget *w, gconstpointer text)
{
  return pw_ui_is_shown_label (w, NULL) && is_label_saying (w, text);
}

GtkLabel *
pw_ui_find_shown_label (GtkWidget *root, const char *text)
{
  return GTK_LABEL (pw_ui_find_where (root, is_shown_label_saying, text));
}

/* The first shown toplevel window that @match accepts, or NULL. */
static GtkWindow *
find_toplevel_where (PwUiMatch match, gconstpointer data)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (tops, i);
      if (gtk_widget_get_visible (GTK_WIDGET (w)) && match (GTK_WIDGET (w), data))
        return w;
    }
  return NULL;
}

static gboolean
is_message_headed (GtkWidget *w, gconstpointer heading)
{
  return ADW_IS_MESSAGE_DIALOG (w)
         && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), heading) == 0;
}

AdwMessageDialog *
pw_ui_find_message (const char *heading)
{
  return ADW_MESSAGE_DIALOG (find_toplevel_where (is_message_headed, heading));
}

static gboolean
message_shown (gpointer heading)
{
  return pw_ui_find_message (heading) != NULL;
}

AdwMessageDialog *
pw_ui_wait_message (const char *heading)
{
  if (!pw_ui_wait_for (message_shown, (gpointer) heading, PW_TEST_WAIT_MS))
    g_error ("no message “%s” came", heading);
  return pw_ui_find_message (heading);
}

double
pw_ui_y_in (GtkWidget *widget, GtkWidget *ancestor)
{
  graphene_point_t p;
  g_assert_true (gtk_widget_compute_point (widget, ancestor, &GRAPHENE_POINT_INIT (0, 0), &p));
  return p.y;
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

PwWindow *
pw_ui_window_on_sample (PwApplication *app, const char *kind_id, int width, int height)
{
  g_autofree char *name = g_strconcat (kind_id, ".pzw", NULL);
  g_autofree char *path = g_build_filename (PW_SOURCE_DATADIR, "samples", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  pw_window_open_file (win, file);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, 10000));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  pw_ui_wait_layout (GTK_WIDGET (win));
  return win;
}

PwWindow *
pw_ui_window_with_model (PwApplication *app, PwModel *model, guint64 seed, int width, int height)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, seed);
  pw_window_set_document (win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (win));
  return win;
}

GtkWidget *
pw_ui_show_in_window (GtkWidget *child, int width, int height)
{
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  pw_ui_wait_drawn (child);
  return window;
}

void
pw_ui_destroy_window (PwWindow *win)
{
  PwDocument *doc = pw_window_get_document (win);
  if (doc)
    pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
}

static gboolean
is_of_type (GtkWidget *w, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (w, GPOINTER_TO_SIZE (type));
}

GtkWindow *
pw_ui_find_toplevel (GType type)
{
  return find_toplevel_where (is_of_type, GSIZE_TO_POINTER (type));
}

static gboolean
toplevel_shown (gpointer type)
{
  return pw_ui_find_toplevel (GPOINTER_TO_SIZE (type)) != NULL;
}

GtkWindow *
pw_ui_wait_toplevel (GType type)
{
  if (!pw_ui_wait_for (toplevel_shown, GSIZE_TO_POINTER (type), PW_TEST_WAIT_MS))
    g_error ("no %s came", g_type_name (type));
  return pw_ui_find_toplevel (type);
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
  gint64 end = g_get_monotonic_time () + (gint64) PW_TEST_WAIT_MS * 1000;
  while (node == NULL && pw_test_wait_turn (end))
    {
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

PwUiPixels *
pw_ui_pixels (GtkWidget *widget)
{
  PwUiPixels *p = g_new0 (PwUiPixels, 1);
  p->data = pw_ui_render (widget, &p->width, &p->height, &p->stride);
  return p;
}

void
pw_ui_pixels_free (PwUiPixels *pixels)
{
  if (pixels == NULL)
    return;
  g_free (pixels->data);
  g_free (pixels);
}

guint32
pw_ui_pixels_at (const PwUiPixels *p, int x, int y)
{
  g_assert_true (x >= 0 && x < p->width && y >= 0 && y < p->height);
  return *(const guint32 *) (p->data + y * p->stride + x * 4);
}

guint
pw_ui_pixels_count (const PwUiPixels *p, int x0, int y0, int x1, int y1, PwUiPixelTest test)
{
  guint n = 0;
  for (int y = MAX (0, y0); y < MIN (p->height, y1); y++)
    for (int x = MAX (0, x0); x < MIN (p->width, x1); x++)
      {
        guint32 v = pw_ui_pixels_at (p, x, y);
        n += test (v >> 16 & 0xff, v >> 8 & 0xff, v & 0xff, v >> 24);
      }
  return n;
}

gboolean
pw_ui_is_white (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a >= 250 && r > 250 && g > 250 && b > 250;
}

gboolean
pw_ui_is_focus_ring (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return ABS (r - 0x1c) < 20 && ABS (g - 0x5c) < 20 && ABS (b - 0xb5) < 20;
}

gboolean
pw_ui_is_ink (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a >= 250 && r < 100 && g < 100 && b < 100;
}

guint
pw_ui_count_pixels (GtkWidget *widget, PwUiPixelTest test)
{
  g_autoptr (PwUiPixels) p = pw_ui_pixels (widget);
  return pw_ui_pixels_count (p, 0, 0, p->width, p->height, test);
}

void
pw_ui_assert_heard (GtkWidget *widget, const char *expected)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (
    GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  if (wrong)
    g_error ("a screen reader hears “%s”, not “%s”", wrong, expected);
}

void
pw_ui_assert_named (GtkWidget *widget, const char *expected)
{
  g_assert_nonnull (widget);
  g_autofree char *wrong = gtk_test_accessible_check_property (
    GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  if (wrong)
    g_error ("a screen reader names it “%s”, not “%s”", wrong, expected);
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
  test_dir = pw_test_make_dir ("ui");
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

int
pw_ui_test_finish (int status)
{
  if (test_dir)
    {
      pw_test_remove_tree (test_dir);
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
  g_autoptr (PwUiPixels) p = pw_ui_pixels (widget);
  cairo_surface_t *s = cairo_image_surface_create_for_data (p->data, CAIRO_FORMAT_ARGB32, p->width,
                                                            p->height, (int) p->stride);
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  cairo_surface_write_to_png (s, path);
  cairo_surface_destroy (s);
}

char *
pw_ui_install_default_app (const char *content_type)
{
  g_autofree char *apps = g_build_filename (test_dir, "applications", NULL);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_autofree char *id = g_strdelimit (g_strdup (content_type), "/", '-');
  char *record = g_build_filename (test_dir, id, NULL);
  g_autofree char *quoted = g_shell_quote (record);
  /* A scheme's handler is given the URI (%u), any other the path (%f). */
  const char *code = g_str_has_prefix (content_type, "x-scheme-handler/") ? "%u" : "%f";
  g_autofree char *desktop = g_strdup_printf ("[Desktop Entry]\nType=Application\n"
                                              "Name=Test %s\nMimeType=%s;\n"
                                              "Exec=sh -c 'echo \"$1\" > %s' sh %s\n",
                                              content_type, content_type, quoted, code);
  g_autofree char *name = g_strconcat ("pw-test-", id, ".desktop", NULL);
  g_autofree char *path = g_build_filename (apps, name, NULL);
  g_assert_true (g_file_set_contents (path, desktop, -1, NULL));
  g_autofree char *list_path = g_build_filename (apps, "mimeapps.list", NULL);
  g_autofree char *list = NULL;
  if (!g_file_get_contents (list_path, &list, NULL, NULL))
    list = g_strdup ("[Default Applications]\n");
  g_autofree char *more = g_strdup_printf ("%s%s=%s\n", list, content_type, name);
  g_assert_true (g_file_set_contents (list_path, more, -1, NULL));
  return record;
}

gboolean
pw_ui_default_app_ran (gpointer record_path)
{
  g_autofree char *said = NULL;
  return g_file_get_contents (record_path, &said, NULL, NULL) && g_str_has_suffix (said, "\n");
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
  g_assert_true (pw_ui_wait_for (is_true, &done, PW_TEST_WAIT_MS));
  /* xdotool is done once the server has the keys; a round trip to it and
   * a frame after, and the window has them and has redrawn. */
  gdk_display_sync (gtk_widget_get_display (widget));
  pw_test_drain ();
  pw_ui_wait_layout (widget);
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
  g_assert_true (pw_ui_wait_for (high_contrast_is, GINT_TO_POINTER (on != FALSE), PW_TEST_WAIT_MS));
  pw_test_drain ();
  return TRUE;
}
