/* cli-draw-module.c — the puzzlewright-cli-draw module: the CLI's
 * commands that draw, over libpuzzlewright-render (cli-draw.h says why
 * they live apart).  Its functions that the command module looks up are
 * exported; what it uses of the command module (cli-common.c) it finds
 * there, as the front opened that module with RTLD_GLOBAL (cli-front.c). */
#include "cli-commands.h"
#include "cli-common.h"
#include "cli-draw.h"
#include "pw-render.h"

#include <gmodule.h>

/* Called by GModule when the module is opened: the renderers of every
 * kind, and the font check they install into core. */
G_MODULE_EXPORT const char *
g_module_check_init (GModule *self)
{
  pw_render_register_builtin ();
  return NULL;
}

G_MODULE_EXPORT int pw_cli_draw_command (const char *name, int argc, char **argv);

int
pw_cli_draw_command (const char *name, int argc, char **argv)
{
  if (g_str_equal (name, "export"))
    return pw_cli_cmd_export (argc, argv);
  if (g_str_equal (name, "thumbnail"))
    return pw_cli_cmd_thumbnail (argc, argv);
  pw_cli_error ("the drawing module has no command “%s”", name);
  return PW_CLI_USAGE;
}
