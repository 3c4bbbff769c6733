/* pw-i18n.h — gettext set-up shared by the app and the CLI. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale and binds the text domain to the installed catalogues,
 * or to $PUZZLEWRIGHT_LOCALEDIR when set (build-aux/run points it at the
 * build tree, so an uninstalled build speaks the user's language). */
void pw_i18n_init (void);

G_END_DECLS
