/* `puzzlewright-cli new KIND -o FILE` — a new document with the kind's default. */
#include <glib/gi18n.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document.h"

int
pw_cli_cmd_new (int argc, char **argv)
{
  g_autofree char *output = NULL, *title = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the document to FILE"),
      N_("FILE") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title, N_("The puzzle’s title"), N_("TEXT") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("KIND"));
  g_option_context_set_summary (ctx, _("Create a new puzzle document of KIND."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 2 || output == NULL)
    {
      pw_cli_error (_("usage: puzzlewright-cli new KIND -o FILE"));
      return PW_CLI_USAGE;
    }
  const PwKind *kind = pw_cli_find_kind (argv[1]);
  if (kind == NULL)
    return PW_CLI_USAGE;
  g_autoptr (PwDocument) doc = pw_document_new (kind);
  if (title)
    pw_document_set_meta (doc, PW_META_TITLE, title);
  return pw_cli_save_document (doc, output) ? PW_CLI_OK : PW_CLI_INVALID;
}
