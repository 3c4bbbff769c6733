/* `puzzlewright-cli generate KIND [--param K=V]… [--seed S] -o FILE` */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-operation.h"
#include "cli-params-help.h"
#include "pw-document.h"
#include "pw-error.h"

/* The KIND of the command line, before the options are parsed (so that
 * --help can list its parameters): the first argument that is neither
 * an option nor an option's value. */
static const char *
kind_argument (int argc, char **argv)
{
  static const char *const with_value[] = { "-p", "--param", "-s", "--seed", "--title", "-o",
                                            "--output", NULL };
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--"))
        return i + 1 < argc ? argv[i + 1] : NULL;
      if (argv[i][0] != '-')
        return argv[i];
      if (g_strv_contains (with_value, argv[i]))
        i++;
    }
  return NULL;
}

/* What --help says after the options: the kind's parameters, from the
 * same specs the Generate dialog is made of, or how to see them. */
static char *
parameters_help (const char *id)
{
  const PwKind *kind = id ? pw_registry_lookup (id) : NULL;
  if (kind && kind->generate_specs)
    {
      g_autofree char *params = pw_cli_describe_params (kind->generate_specs,
                                                        kind->n_generate_specs);
      return g_strdup_printf (_("Parameters of %s puzzles (--param NAME=VALUE):\n%s"),
                              g_dgettext (GETTEXT_PACKAGE, kind->name), params);
    }
  GString *ids = g_string_new (NULL);
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    if (((const PwKind *) kinds->pdata[k])->generate)
      g_string_append_printf (ids, "%s%s", ids->len ? ", " : "",
                              ((const PwKind *) kinds->pdata[k])->id);
  g_autofree char *list = g_string_free (ids, FALSE);
  return g_strdup_printf (_("“puzzlewright-cli generate KIND --help” lists the parameters of "
                            "KIND, one of: %s"), list);
}

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
  g_autofree char *help = parameters_help (kind_argument (argc, argv));
  g_option_context_set_description (ctx, help);
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
