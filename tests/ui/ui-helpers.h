/* Helpers for UI tests that drive real widgets under Xvfb. */
#pragma once

#include <adwaita.h>

#include "../test-util.h"
#include "pw-application.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

/* Turns the main loop until @done(@data) or @timeout_ms; FALSE on timeout
 * (pw_test_wait_for).  Wait for what the test needs, with a timeout that
 * only a failing test reaches (PW_TEST_WAIT_MS). */
gboolean   pw_ui_wait_for      (gboolean (*done) (gpointer data), gpointer data, int timeout_ms);
/* Waits until @widget is mapped and has a size. */
void       pw_ui_wait_drawn    (GtkWidget *widget);
/* Waits until @widget's window has been laid out since the call (a frame
 * has run), for a check that something did not move or appear. */
void       pw_ui_wait_layout   (GtkWidget *widget);
/* Waits until nothing under @widget moves: no stack is between pages and
 * no flap is sliding in or out (a measure taken mid-way is of neither
 * layout). */
void       pw_ui_wait_still    (GtkWidget *widget);
/* Conditions for pw_ui_wait_for: @runner (a PwTaskRunner) runs nothing;
 * @window (a PwWindow) has a document. */
gboolean   pw_ui_runner_idle   (gpointer runner);
gboolean   pw_ui_has_document  (gpointer window);
/* Conditions for pw_ui_wait_for: @widget (a GtkWidget) is mapped, or not. */
gboolean   pw_ui_is_mapped     (gpointer widget);
gboolean   pw_ui_is_unmapped   (gpointer widget);

/* The first descendant of @root, depth first, that @match (widget, @data)
 * accepts, or NULL.  The finders below, and the tests' own, are this with
 * a test of what they look for. */
typedef gboolean (*PwUiMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget *pw_ui_find_where    (GtkWidget *root, PwUiMatch match, gconstpointer data);
/* Appends to @into every descendant of @root, depth first, that @match
 * accepts. */
void       pw_ui_collect_where (GtkWidget *root, PwUiMatch match, gconstpointer data,
                                GPtrArray *into);
/* The first descendant of @root that is of @type (and named @name, if given). */
GtkWidget *pw_ui_find          (GtkWidget *root, GType type, const char *name);
/* The first toplevel window of @type, or NULL. */
GtkWindow *pw_ui_find_toplevel (GType type);
/* Waits for a shown toplevel window of @type and returns it; fails the
 * test when none comes. */
GtkWindow *pw_ui_wait_toplevel (GType type);
/* The first descendant of @root that is a preferences row titled @title,
 * or a button labelled @label (as set, mnemonic included), or NULL. */
GtkWidget *pw_ui_find_row     (GtkWidget *root, const char *title);
GtkWidget *pw_ui_find_button  (GtkWidget *root, const char *label);
/* Whether a label under @root says exactly @text. */
gboolean   pw_ui_has_label     (GtkWidget *root, const char *text);
/* A match for the finders: @widget is a label on screen (mapped). */
gboolean   pw_ui_is_shown_label (GtkWidget *widget, gconstpointer data);
/* The label under @root on screen that says exactly @text, or NULL: of a
 * choice row, its value as shown, not libadwaita's hidden copy. */
GtkLabel  *pw_ui_find_shown_label (GtkWidget *root, const char *text);
/* The shown message dialog with @heading, or NULL. */
AdwMessageDialog *pw_ui_find_message (const char *heading);
/* Waits for it and returns it; fails the test when it does not come. */
AdwMessageDialog *pw_ui_wait_message (const char *heading);
/* The y of @widget's top left corner in @ancestor's coordinates. */
double     pw_ui_y_in            (GtkWidget *widget, GtkWidget *ancestor);
/* A window of @width × @height on the bundled sample of @kind_id
 * (data/samples/ID.pzw), opened as the user opens a file, drawn and laid
 * out. */
PwWindow  *pw_ui_window_on_sample (PwApplication *app, const char *kind_id, int width,
                                   int height);
/* A new window of @app at @width × @height showing a new document of
 * @kind_id, drawn. */
PwWindow  *pw_ui_window_with_new (PwApplication *app, const char *kind_id, int width,
                                  int height);
/* A new window of @app at @width × @height showing a document of @model
 * (taken) with @seed, drawn. */
PwWindow  *pw_ui_window_with_model (PwApplication *app, PwModel *model, guint64 seed, int width,
                                    int height);
/* A plain window of @width × @height holding @child (an editor made
 * without the app's window), shown, with @child drawn. */
GtkWidget *pw_ui_show_in_window  (GtkWidget *child, int width, int height);
/* Destroys @win without the question about unsaved changes. */
void       pw_ui_destroy_window  (PwWindow *win);
/* Renders @widget as it would be drawn and returns its pixels (ARGB32). */
guint8    *pw_ui_render        (GtkWidget *widget, int *width, int *height, gsize *stride);

/* A widget's pixels as drawn now, to look at: ARGB32, premultiplied, each
 * pixel a native-endian 0xAARRGGBB. */
typedef struct
{
  guint8 *data;
  int width, height;
  gsize stride;
} PwUiPixels;

PwUiPixels *pw_ui_pixels       (GtkWidget *widget);
void        pw_ui_pixels_free  (PwUiPixels *pixels);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwUiPixels, pw_ui_pixels_free)
/* The pixel at (@x, @y), which must lie inside: 0xAARRGGBB. */
guint32     pw_ui_pixels_at    (const PwUiPixels *pixels, int x, int y);
/* How many pixels of the rectangle from (@x0, @y0) to (@x1, @y1), less
 * its right and bottom edges and clipped to the image, pass @test. */
typedef gboolean (*PwUiPixelTest) (guint8 r, guint8 g, guint8 b, guint8 a);
guint       pw_ui_pixels_count (const PwUiPixels *pixels, int x0, int y0, int x1, int y1,
                                PwUiPixelTest test);
/* How many pixels of @widget as drawn now pass @test. */
guint       pw_ui_count_pixels (GtkWidget *widget, PwUiPixelTest test);
/* Opaque white (paper), and opaque near-black (ink), as tests count them. */
gboolean    pw_ui_is_white     (guint8 r, guint8 g, guint8 b, guint8 a);
gboolean    pw_ui_is_ink       (guint8 r, guint8 g, guint8 b, guint8 a);
/* The dark blue (#1c5cb5) of the ring a canvas draws round its keyboard
 * cursor (pw_a11y_draw_focus_ring), within 20 a channel. */
gboolean    pw_ui_is_focus_ring (guint8 r, guint8 g, guint8 b, guint8 a);

/* What a screen reader is told of @widget (its accessible description,
 * which canvases set to the place under their cursor) is @expected; a
 * test that asks sets GTK_A11Y=test before pw_ui_test_init(), since the
 * suite runs without an accessibility backend. */
void        pw_ui_assert_heard (GtkWidget *widget, const char *expected);
/* A screen reader names @widget @expected (its accessible label), with
 * GTK_A11Y=test as above. */
void        pw_ui_assert_named (GtkWidget *widget, const char *expected);

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
