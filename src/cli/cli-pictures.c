/* `--pictures DIR`: the command line's way to choose a pictures' folder.
 *
 * A document read from a file may draw pictures only from its own folder
 * or from one the user chose (pw-folder-grant.h); in the window that is a
 * file chooser, here it is this option, granted as it is parsed so that a
 * folder that is not there stops the command before any work. */
#include <glib/gi18n.h>

#include "cli-common.h"
#include "pw-folder-grant.h"

static gboolean
grant (const char *option, const char *value, gpointer data, GError **error)
{
  g_autoptr (GError) local = NULL;
  if (pw_folder_grant (value, &local))
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "%s: %s", option, local->message);
  return FALSE;
}

void
pw_cli_add_pictures_option (GOptionContext *context)
{
  static const GOptionEntry entries[] = {
    { "pictures", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, (gpointer) grant,
      N_("Let the document draw pictures from the folder DIR (repeatable)"), N_("DIR") },
    { NULL }
  };
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}
