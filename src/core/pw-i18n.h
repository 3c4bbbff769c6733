/* pw-i18n.h — gettext set-up shared by the app and the CLI. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale and binds the text domain to the installed catalogues,
 * or to $PUZZLEWRIGHT_LOCALEDIR when set (build-aux/run points it at the
 * build tree, so an uninstalled build speaks the user's language). */
void     pw_i18n_init      (void);
/* Whether @locale ("de_AT.UTF-8", "de") is in @language ("de", or
 * "zh_CN" for Chinese of China only); FALSE for a NULL locale. */
gboolean pw_i18n_locale_is (const char *locale, const char *language);

G_END_DECLS
