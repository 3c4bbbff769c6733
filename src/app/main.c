/* puzzlewright — the GNOME application. */
#include "pw-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "pw-application.h"
#include "pw-kinds.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, PW_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  pw_kinds_register_builtin ();
  g_set_application_name (_("Puzzlewright"));
  g_autoptr (PwApplication) app = pw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
