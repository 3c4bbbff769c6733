/* `puzzlewright-cli import FORMAT TEXT|@FILE -o FILE` — a document from an
 * interchange format that some kind reads (Dominosa ids, layout JSON…). */
#include <glib/gi18n.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document-import.h"

int
pw_cli_cmd_import (int argc, char **argv)
{
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the document to FILE"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FORMAT TEXT|@FILE"));
  g_option_context_set_summary (ctx, _("Make a document from an interchange format, given as "
                                       "text or read from a file with @FILE."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 3 || output == NULL)
    {
      pw_cli_error (_("usage: puzzlewright-cli import FORMAT TEXT|@FILE -o FILE"));
      return PW_CLI_USAGE;
    }
  const PwFormat *format = pw_format_find_importer (argv[1]);
  if (format == NULL)
    {
      pw_cli_error (_("no puzzle kind imports the format “%s”"), argv[1]);
      return PW_CLI_USAGE;
    }
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;
  if (argv[2][0] == '@')
    {
      if (!pw_cli_read_file (argv[2] + 1, PW_CLI_MAX_INPUT_BYTES, &text, &length))
        return PW_CLI_INVALID;
    }
  else
    {
      text = g_strdup (argv[2]);
      length = strlen (text);
    }
  g_autoptr (PwModel) model = format->import (text, length, &error);
  if (model == NULL)
    {
      if (argv[2][0] == '@')
        pw_cli_error ("%s: %s", argv[2] + 1, error->message);
      else if (g_file_test (argv[2], G_FILE_TEST_EXISTS))
        /* The text read as a format failed, and it names a file: most
         * likely the file was meant. */
        pw_cli_error (_("“%s” was read as the text to import, not as a file: %s (to read the "
                        "file, write @%s)"), argv[2], error->message, argv[2]);
      else
        pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  guint64 seed;
  pw_cli_parse_seed (NULL, &seed);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (g_steal_pointer (&model), seed);
  return pw_cli_save_document (doc, output) ? PW_CLI_OK : PW_CLI_INVALID;
}
