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
/* A default application for @content_type (a MIME type, or
 * x-scheme-handler/SCHEME) in the test's folder, before GIO first looks:
 * it writes the file or URI it is asked to open, one line, to the file
 * whose path it returns (free it). */
char          *pw_ui_install_default_app (const char *content_type);
/* Whether that application has written its whole line to @record_path. */
gboolean       pw_ui_default_app_ran     (gpointer record_path);
/* Writes @widget as drawn to $PW_TEST_SCREENSHOTS/@name.png when set. */
void           pw_ui_screenshot  (GtkWidget *widget, const char *name);

G_END_DECLS
