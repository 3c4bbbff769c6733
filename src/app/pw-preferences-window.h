/* pw-preferences-window.h — the app's preferences (paper size, units). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* @settings may be NULL (no schema installed): the rows then show the
 * defaults and say that they cannot be kept. */
GtkWidget *pw_preferences_window_new (GtkWindow *parent, GSettings *settings);

G_END_DECLS
