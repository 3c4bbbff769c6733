/* pw-shortcuts.h — the shortcuts window (Ctrl+?), put together from the
 * general keys and one section per registered kind.
 *
 * A kind's editor brings its section as the resource KIND-shortcuts.ui
 * (a GtkShortcutsSection named by the kind's id, in src/app/KIND/), so
 * no shared file lists the kinds, and a kind that is not registered (the
 * hidden test kind, outside the test suite) shows no section. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new shortcuts window: the general keys of shortcuts-window.ui and
 * the section of every registered kind that has one, in the kinds'
 * order.  The caller owns the reference. */
GtkShortcutsWindow *pw_shortcuts_window_new (void);

G_END_DECLS
