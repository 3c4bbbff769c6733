/* cli-draw.c — finds and opens the CLI's drawing module (cli-draw.h says
 * why there is one). */
#include "pw-config.h"

#include "cli-draw.h"

#include <glib/gi18n.h>
#include <gmodule.h>

#include "cli-common.h"
#include "pw-kind.h"

#define MODULE_NAME "puzzlewright-cli-draw"

static GModule *module;
static PwCliDrawCommandFunc draw_command;

static gboolean
load_module (void)
{
  if (module)
    return TRUE;
  g_autofree char *path = pw_cli_module_path (MODULE_NAME);
  /* Not lazy: a missing symbol should fail here, with the path, and not
   * in the middle of a command. */
  module = g_module_open (path, G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      pw_cli_error (_("cannot load the drawing module %s: %s"), path, g_module_error ());
      return FALSE;
    }
  g_module_make_resident (module);
  if (!g_module_symbol (module, "pw_cli_draw_command", (gpointer *) &draw_command))
    {
      pw_cli_error (_("the drawing module %s is incomplete: %s"), path, g_module_error ());
      return FALSE;
    }
  return TRUE;
}

int
pw_cli_run_drawing_command (const char *name, int argc, char **argv)
{
  if (!load_module () || draw_command == NULL)
    return PW_CLI_INVALID;
  return draw_command (name, argc, argv);
}

/* Opening the module registers the renderers (g_module_check_init in
 * cli-draw-module.c), which install the checks kinds ask of them. */
static void
load_render (void)
{
  load_module ();
}

void
pw_cli_load_render_on_demand (void)
{
  pw_kinds_set_render_loader (load_render);
}
