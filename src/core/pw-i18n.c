#include "pw-i18n.h"

#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

void
pw_i18n_init (void)
{
  setlocale (LC_ALL, "");
  const char *dir = g_getenv ("PUZZLEWRIGHT_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : PW_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

gboolean
pw_i18n_locale_is (const char *locale, const char *language)
{
  gsize n = strlen (language);
  return locale && g_ascii_strncasecmp (locale, language, n) == 0
         && !g_ascii_isalpha (locale[n]);
}
