/* `puzzlewright-cli generate KIND [--param K=V]… [--seed S] -o FILE` */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-operation.h"
#include "pw-document.h"
#include "pw-error.h"

/* The kind named on the command line before --help is parsed (the first
 * argument that is no option nor an option's value), or NULL. */
static const PwKind *
kind_in_args (int argc, char **argv)
{
  static const char *const with_value[] = { "-p", "--param", "-s", "--seed", "--title", "-o",
                                            "--output", NULL };
  for (int i = 1; i < argc; i++)
    {
      if (g_strv_contains (with_value, argv[i]))
        i++;
      else if (argv[i][0] != '-')
        return pw_registry_lookup (argv[i]);
    }
  return NULL;
}

/* What --help says of @kind's parameters: each name, its label and
 * description, and the values it takes with their labels. */
static char *
params_help (const PwKind *kind)
{
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, _("Parameters of %s (--param NAME=VALUE):"), kind->id);
  g_string_append_c (s, '\n');
  for (guint i = 0; i < kind->n_generate_specs; i++)
    {
      const PwParamSpec *spec = &kind->generate_specs[i];
      g_string_append_printf (s, "  %-14s %s", spec->name, g_dgettext (GETTEXT_PACKAGE, spec->label));
      if (spec->description)
        g_string_append_printf (s, ": %s", g_dgettext (GETTEXT_PACKAGE, spec->description));
      if (spec->type == PW_PARAM_INT)
        g_string_append_printf (s, _(" (%" G_GINT64_FORMAT " to %" G_GINT64_FORMAT ")"),
                                spec->min, spec->max);
      if (spec->default_value && *spec->default_value)
        g_string_append_printf (s, _(" [default: %s]"), spec->default_value);
      g_string_append_c (s, '\n');
      for (guint k = 0; spec->choices && spec->choices[k]; k++)
        g_string_append_printf (s, "      %-12s %s\n", spec->choices[k],
                                spec->choice_labels
                                  ? g_dgettext (GETTEXT_PACKAGE, spec->choice_labels[k])
                                  : "");
    }
  return g_string_free (s, FALSE);
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
  const PwKind *named = kind_in_args (argc, argv);
  g_autofree char *help = named && named->n_generate_specs ? params_help (named) : NULL;
  if (help)
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
