/* Helpers for UI tests that drive real widgets under Xvfb. */
#pragma once

#include <adwaita.h>

#include "pw-application.h"

G_BEGIN_DECLS

/* Turns the main loop until @done(@data) or @timeout_ms; FALSE on timeout. */
gboolean   pw_ui_wait_for      (gboolean (*done) (gpointer data), gpointer data, int timeout_ms);
/* Turns the main loop for @ms milliseconds. */
void       pw_ui_spin          (int ms);
/* Waits until @widget is mapped and has a size. */
void       pw_ui_wait_drawn    (GtkWidget *widget);
/* The first descendant of @root that is of @type (and named @name, if given). */
GtkWidget *pw_ui_find          (GtkWidget *root, GType type, const char *name);
/* The first toplevel window of @type, or NULL. */
GtkWindow *pw_ui_find_toplevel (GType type);
/* The first descendant of @root that is a preferences row titled @title,
 * or a button labelled @label (as set, mnemonic included), or NULL. */
GtkWidget *pw_ui_find_row     (GtkWidget *root, const char *title);
GtkWidget *pw_ui_find_button  (GtkWidget *root, const char *label);
/* Whether a label under @root says exactly @text. */
gboolean   pw_ui_has_label     (GtkWidget *root, const char *text);
/* The shown message dialog with @heading, or NULL. */
AdwMessageDialog *pw_ui_find_message (const char *heading);
/* A new window of @app at @width × @height showing a new document of
 * @kind_id, drawn. */
PwWindow  *pw_ui_window_with_new (PwApplication *app, const char *kind_id, int width,
                                  int height);
/* Destroys @win without the question about unsaved changes. */
void       pw_ui_destroy_window  (PwWindow *win);
/* Renders @widget as it would be drawn and returns its pixels (ARGB32). */
guint8    *pw_ui_render        (GtkWidget *widget, int *width, int *height, gsize *stride);

/* The start of a UI test's main(): without a display prints the TAP skip
 * line and returns FALSE; otherwise gives the test a folder of its own
 * for recent files, recovery and configuration such as default
 * applications (before GTK reads them) and starts GTK
 * and libadwaita. */
gboolean       pw_ui_test_init   (int *argc, char ***argv);
/* That folder; the app's recovery files go to its "recovery" subfolder. */
const char    *pw_ui_test_dir    (void);
/* A registered application for tests that open windows. */
PwApplication *pw_ui_test_app    (void);
/* Removes the test's folder and passes @status through. */
int            pw_ui_test_finish (int status);
/* Writes @widget as drawn to $PW_TEST_SCREENSHOTS/@name.png when set. */
void           pw_ui_screenshot  (GtkWidget *widget, const char *name);

/* Presses keys, one after the other, on @widget's window as a user does:
 * real key events through the X server (xdotool, XTEST), which reach the
 * widget that has the focus.  Each is a key as xdotool names it ("Right",
 * "ctrl+Down", "Return", "a"); NULL ends the list.  Returns FALSE, having
 * marked the test skipped, where there is no xdotool or no X display. */
gboolean       pw_ui_press_keys  (GtkWidget *widget, ...) G_GNUC_NULL_TERMINATED;
/* The same, the keys in a NULL-terminated array. */
gboolean       pw_ui_press_keyv  (GtkWidget *widget, const char *const *keys);

/* Turns the desktop's high contrast on or off as GNOME does
 * (org.gnome.desktop.a11y.interface, which libadwaita follows) and waits
 * for AdwStyleManager to say so.  Returns FALSE, having marked the test
 * skipped, where the schema (gsettings-desktop-schemas) is missing. */
gboolean       pw_ui_set_high_contrast (gboolean on);

G_END_DECLS
