/* pw-a11y.h — what the window and every editor share to be usable with a
 * screen reader, from the keyboard alone, and with the desktop's
 * accessibility settings (high contrast, large text, reduced motion).
 *
 *   pw-a11y.c           names, announcements, stacks (what a screen
 *                       reader finds)
 *   pw-a11y-settings.c  the desktop's settings and the focus ring a
 *                       canvas draws around its keyboard cursor
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The accessible name of @widget: what a screen reader says for it. */
void     pw_a11y_set_label    (GtkWidget *widget, const char *label);
/* Leaves @widget, an image that only repeats what is said beside it (a
 * row's icon, an error strip's), out of what a screen reader finds, as
 * alt="" does on the web.  pw_a11y_complete () does it for every image
 * under its root that has no name and no tooltip. */
void     pw_a11y_set_decorative (GtkWidget *widget);
/* Tells a screen reader @text about @widget (a canvas the user is on):
 * it becomes @widget's accessible description, and AT-SPI reports the
 * change, which a screen reader speaks for the focused object.  GTK 4.8
 * has no gtk_accessible_announce (). */
void     pw_a11y_announce     (GtkWidget *widget, const char *text);
/* Gives @widget the tooltip @tooltip where it shows more than a screen
 * reader needs (the whole text of an entry cut short, which the reader
 * reads anyway): its description is @description, and stays so when
 * pw_a11y_complete () passes, which otherwise makes a tooltip the
 * description. */
void     pw_a11y_set_tooltip  (GtkWidget *widget, const char *tooltip, const char *description);
/* Shows @toast (taken) in @overlay, and tells a screen reader @text, its
 * words, through the control that has the keyboard in that window: they
 * become its description for a few seconds, then its own again.
 * libadwaita 1.2 does not present toasts; every toast goes through here. */
void     pw_a11y_add_toast    (AdwToastOverlay *overlay, AdwToast *toast, const char *text);
/* Fills in, under @root, what GTK 4.8 leaves a screen reader without:
 * - an image is named by its tooltip, or left out (pw_a11y_set_decorative)
 *   when it has none and was not named with pw_a11y_set_label ();
 * - a widget's tooltip becomes its accessible description (GTK 4.8 does
 *   not present tooltips, and ours say what a button does beyond its
 *   name: "Count the solutions (up to 50) and grade the puzzle"), and
 *   follows the tooltip when it changes;
 * - a switch, spin button or drop-down that is the control of an
 *   AdwActionRow or AdwExpanderRow is named by the row's title;
 * - an AdwExpanderRow is named by its title, as an AdwActionRow is;
 * - the button inside a GtkDropDown is labelled by the drop-down;
 * - the cells of a flow box that only lays controls out (selection
 *   none) take no focus: the keyboard goes to the controls.
 * Widgets added under @root later need another call. */
void     pw_a11y_complete     (GtkWidget *root);
/* Keeps what a screen reader finds in @stack to its visible page: GTK 4.8
 * presents every page of a stack, the hidden ones too, so a review of the
 * window would read the start page behind a puzzle. */
void     pw_a11y_follow_stack (GtkStack *stack);

/* High contrast (AdwStyleManager): canvases draw stronger lines and the
 * colours they mean something by farther apart. */
gboolean pw_a11y_high_contrast      (void);
/* Sets @cr's source to @widget's text colour, dark on a light window and
 * light on a dark one: for what a canvas writes on the window itself (a
 * wall's connections beside its rows), not on its white paper or cards,
 * which keep their printed colours in the dark style too. */
void     pw_a11y_set_source_text    (cairo_t *cr, GtkWidget *widget);
/* How much larger than the default text is (the desktop's text scaling,
 * through gtk-xft-dpi): 1.0 by default, 1.25 with large text. */
double   pw_a11y_text_scale         (GtkWidget *widget);
/* Whether things may move on their own (gtk-enable-animations, off with
 * the desktop's reduced motion). */
gboolean pw_a11y_animations_enabled (GtkWidget *widget);
/* Calls @changed (@widget) when one of those settings changes, until
 * @widget is finalized: a canvas redraws or lays itself out again. */
void     pw_a11y_watch_settings     (GtkWidget *widget, void (*changed) (GtkWidget *widget));

/* Keeps @area's natural size (its content width and height now) scaled
 * by the desktop's text scaling, and redraws it when high contrast,
 * text scaling or animations change: a canvas with text on it grows with
 * large text as the rest of the window does. */
void     pw_a11y_follow_settings    (GtkDrawingArea *area);

/* Draws the keyboard cursor of a canvas around (@x, @y, @width, @height):
 * a ring that shows on white, on coloured cards and in high contrast. */
void     pw_a11y_draw_focus_ring (cairo_t *cr, double x, double y, double width, double height);

G_END_DECLS
