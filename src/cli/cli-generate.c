/* `puzzlewright-cli generate KIND [--param K=V]… [--seed S] -o FILE` */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-operation.h"
#include "pw-document.h"
#include "pw-error.h"

/* A parameter the kind reads from a file (PW_PARAM_FILE) may be given as
 * @FILE: the front end reads the file, so the kind only ever sees text. */
int
pw_cli_cmd_generate (int argc, char **argv)
{
  g_autofree char *output = NULL, *seed_text = NULL, *title = NULL;
  g_auto (GStrv) param_texts = NULL;
  const GOptionEntry entries[] = {
    { "param", 'p', 0, G_OPTION_ARG_STRING_ARRAY, &param_texts,
      N_("A generator parameter, such as n=9; NAME=@FILE reads the value from FILE (repeatable)"), N_("NAME=VALUE") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("The random seed (the same seed gives the same puzzle)"), N_("S") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title, N_("The puzzle’s title"), N_("TEXT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the document to FILE"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("KIND"));
  g_option_context_set_summary (ctx, _("Generate a new puzzle of KIND."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 2 || output == NULL)
    {
      pw_cli_error (_("usage: puzzlewright-cli generate KIND [--param NAME=VALUE]… -o FILE"));
      return PW_CLI_USAGE;
    }
  const PwKind *kind = pw_cli_find_kind (argv[1]);
  guint64 seed;
  if (kind == NULL || !pw_cli_parse_seed (seed_text, &seed))
    return PW_CLI_USAGE;

  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GError) error = NULL;
  int status = pw_cli_parse_params (param_texts, kind->generate_specs, kind->n_generate_specs,
                                    params);
  if (status != PW_CLI_OK)
    return status;
  g_autoptr (PwModel) model = pw_kind_generate (kind, params, seed, NULL, NULL, &error);
  if (model == NULL)
    {
      pw_cli_error ("%s", error->message);
      return error->code == PW_ERROR_UNSUPPORTED ? PW_CLI_USAGE
                                                 : pw_cli_status_for_error (error);
    }
  g_autoptr (PwDocument) doc = pw_document_new_with_model (g_steal_pointer (&model), seed);
  pw_document_set_generator (doc, params);
  if (title)
    pw_document_set_meta (doc, PW_META_TITLE, title);
  return pw_cli_save_document (doc, output) ? PW_CLI_OK : PW_CLI_INVALID;
}
