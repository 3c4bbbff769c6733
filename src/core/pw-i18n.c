#include "pw-i18n.h"

#include "pw-config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

void
pw_i18n_init (void)
{
  setlocale (LC_ALL, "");
  const char *dir = g_getenv ("PUZZLEWRIGHT_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : PW_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
