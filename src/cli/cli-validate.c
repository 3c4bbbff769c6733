/* `puzzlewright-cli validate FILE` — load and check a document; say where
 * anything is wrong.  Exit 0 when it loads with no errors (warnings allowed). */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document.h"
#include "pw-file-read.h"

/* What `export --format` would refuse is said here too, as a warning
 * (the puzzle itself is sound; only that format cannot hold it). */
static void
add_export_problems (PwDocument *doc, GPtrArray *problems)
{
  const PwKind *kind = pw_document_get_kind (doc);
  for (guint i = 0; i < kind->n_formats; i++)
    {
      const PwFormat *format = &kind->formats[i];
      if (format->export == NULL)
        continue;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = format->export (pw_document_get_model (doc), &error);
      if (text == NULL)
        g_ptr_array_add (problems,
                         pw_problem_new (PW_SEVERITY_WARNING, "$.puzzle", -1, -1,
                                         _("cannot be exported as %s (--format %s): %s"),
                                         g_dgettext (GETTEXT_PACKAGE, format->label),
                                         format->id, error->message));
    }
}

int
pw_cli_cmd_validate (int argc, char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE"));
  g_option_context_set_summary (ctx, _("Check a puzzle document and say where anything is wrong."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  pw_cli_add_pictures_option (ctx);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 2)
    {
      pw_cli_error (_("usage: puzzlewright-cli validate FILE"));
      return PW_CLI_USAGE;
    }

  g_autoptr (GFile) file = pw_file_for_arg (argv[1]);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_load_file (file, NULL, &error);
  g_autoptr (GPtrArray) problems = NULL;
  if (doc)
    {
      problems = pw_document_get_kind (doc)->validate (pw_document_get_model (doc));
      add_export_problems (doc, problems);
    }
  guint errors = doc ? pw_problem_list_count_errors (problems) : 1;

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "valid");
      json_builder_add_boolean_value (b, errors == 0);
      if (error)
        {
          json_builder_set_member_name (b, "error");
          json_builder_add_string_value (b, error->message);
        }
      if (problems)
        {
          json_builder_set_member_name (b, "problems");
          json_builder_add_value (b, pw_problem_list_to_json (problems));
        }
      json_builder_end_object (b);
      g_autoptr (JsonNode) root = json_builder_get_root (b);
      pw_cli_print_json (root);
      return errors ? PW_CLI_INVALID : PW_CLI_OK;
    }

  if (doc == NULL)
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  g_autofree char *name = g_file_get_parse_name (file);
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      printf ("%s: %s: %s: %s\n", name, p->path,
              p->severity == PW_SEVERITY_ERROR ? _("error") : _("warning"), p->message);
    }
  if (errors == 0)
    printf (_("%s: valid\n"), name);
  return errors ? PW_CLI_INVALID : PW_CLI_OK;
}
