/* The subcommands that run one of a kind's operations on a document:
 * `solve`, `count`, `verify`, `explain`.  They are one code path because
 * the kind table makes them alike; each differs in what it prints. */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-operation.h"
#include "pw-document.h"

typedef enum
{
  RUN_SOLVE,
  RUN_COUNT,
  RUN_VERIFY,
  RUN_EXPLAIN,
  RUN_ANY,     /* `run OPERATION FILE`: any operation a kind offers */
} RunMode;

static const char *const operation_ids[] = { "solve", "count", "verify", "explain" };

static void
print_solution_text (const PwModel *model)
{
  const PwFormat *text = pw_kind_find_format (model->kind, "text");
  if (text == NULL || text->export == NULL)
    return;
  g_autoptr (GError) error = NULL;
  g_autofree char *drawing = text->export (model, &error);
  if (drawing)
    printf ("%s%s", drawing, g_str_has_suffix (drawing, "\n") ? "" : "\n");
}

static int
run_operation (RunMode mode, int argc, char **argv)
{
  gboolean json = FALSE;
  gint64 limit = 0;
  g_autofree char *output = NULL;
  g_auto (GStrv) param_texts = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "limit", 0, 0, G_OPTION_ARG_INT64, &limit, N_("Stop counting at N solutions"), N_("N") },
    { "param", 'p', 0, G_OPTION_ARG_STRING_ARRAY, &param_texts,
      N_("An operation parameter (repeatable)"), N_("NAME=VALUE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Save the solved document to FILE"), N_("FILE") },
    { NULL }
  };
  if (mode != RUN_SOLVE && mode != RUN_ANY)
    entries[3] = (GOptionEntry){ NULL };
  g_autoptr (GOptionContext) ctx = g_option_context_new (mode == RUN_ANY ? _("OPERATION FILE")
                                                                         : _("FILE"));
  const char *summaries[] = { N_("Solve a puzzle and show the solution."),
                              N_("Count a puzzle’s solutions."),
                              N_("Check that a puzzle has exactly one solution (exit 0 only then)."),
                              N_("Explain the solution step by step, as a person would solve it."),
                              N_("Run any operation of a puzzle’s kind (“puzzlewright-cli info "
                                 "FILE” lists them).") };
  g_option_context_set_summary (ctx, _(summaries[mode]));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  pw_cli_add_pictures_option (ctx);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (mode == RUN_ANY && argc != 3)
    {
      pw_cli_error (_("usage: puzzlewright-cli run OPERATION FILE"));
      return PW_CLI_USAGE;
    }
  if (mode != RUN_ANY && argc != 2)
    {
      pw_cli_error (_("usage: puzzlewright-cli %s FILE"), operation_ids[mode]);
      return PW_CLI_USAGE;
    }
  const char *operation_id = mode == RUN_ANY ? argv[1] : operation_ids[mode];
  const char *path = argv[argc - 1];
  if (limit < 0)
    {
      pw_cli_error (_("--limit must be 0 (no limit) or more"));
      return PW_CLI_USAGE;
    }

  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_cli_load_document (path);
  if (doc == NULL)
    return PW_CLI_INVALID;
  const PwKind *kind = pw_document_get_kind (doc);
  const PwOperation *op = pw_kind_find_operation (kind, operation_id);
  if (op == NULL)
    {
      pw_cli_error (_("%s puzzles have no “%s” operation"), _(kind->name), operation_id);
      return PW_CLI_USAGE;
    }
  int status = pw_cli_parse_params (param_texts, op->params, op->n_params, params);
  if (status != PW_CLI_OK)
    return status;
  if (limit > 0)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, limit);
      pw_params_set (params, "limit", text);
    }
  g_autoptr (PwResult) result = pw_cli_run_operation (doc, op, params, !json, &error);
  if (result == NULL)
    {
      pw_cli_error ("%s: %s", path, error->message);
      return pw_cli_status_for_error (error);
    }

  if (json)
    {
      if (result->details)
        pw_cli_print_json (result->details);
      else
        printf ("{}\n");
    }
  else
    {
      if (mode == RUN_SOLVE && result->model)
        print_solution_text (result->model);
      if (result->summary)
        printf ("%s%s", result->summary, g_str_has_suffix (result->summary, "\n") ? "" : "\n");
    }
  if (output && result->model)
    {
      pw_document_apply (doc, g_steal_pointer (&result->model), op->label);
      if (!pw_cli_save_result (doc, output))
        return PW_CLI_INVALID;
    }
  if (mode == RUN_VERIFY || mode == RUN_SOLVE || mode == RUN_ANY)
    return result->ok ? PW_CLI_OK : PW_CLI_INVALID;
  return PW_CLI_OK;
}

int
pw_cli_cmd_solve (int argc, char **argv)
{
  return run_operation (RUN_SOLVE, argc, argv);
}

int
pw_cli_cmd_count (int argc, char **argv)
{
  return run_operation (RUN_COUNT, argc, argv);
}

int
pw_cli_cmd_verify (int argc, char **argv)
{
  return run_operation (RUN_VERIFY, argc, argv);
}

int
pw_cli_cmd_explain (int argc, char **argv)
{
  return run_operation (RUN_EXPLAIN, argc, argv);
}

int
pw_cli_cmd_run (int argc, char **argv)
{
  return run_operation (RUN_ANY, argc, argv);
}
