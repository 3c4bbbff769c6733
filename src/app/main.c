/* puzzlewright — the GNOME application. */
#include "pw-config.h"

#include <glib/gi18n.h>

#include "pw-application.h"
#include "pw-i18n.h"
#include "pw-kinds.h"

int
main (int argc, char **argv)
{
  pw_i18n_init ();

  pw_kinds_register_builtin ();
  g_set_application_name (_("Puzzlewright"));
  g_autoptr (PwApplication) app = pw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
