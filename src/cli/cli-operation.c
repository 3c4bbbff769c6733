#include "cli-operation.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <string.h>
#include <unistd.h>

#include "cli-common.h"
#include "pw-error.h"

typedef struct
{
  const PwOperation *op;
  PwModel *snapshot;
  PwParams *params;
  PwProgress *progress;
  GCancellable *cancellable;
  GMainLoop *loop;
  PwResult *result;
  GError *error;
  gboolean show_progress;
} OperationRun;

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static gpointer
operation_thread (gpointer data)
{
  OperationRun *run = data;
  run->result = run->op->run (run->snapshot, run->params, run->progress, run->cancellable,
                              &run->error);
  /* A result after Ctrl+C counts only where Cancel means "keep". */
  if (run->result && g_cancellable_is_cancelled (run->cancellable)
      && !(run->op->flags & PW_OPERATION_KEEPS_RESULT_ON_CANCEL))
    {
      g_clear_pointer (&run->result, pw_result_free);
      g_cancellable_set_error_if_cancelled (run->cancellable, &run->error);
    }
  /* Through the loop: a quit before g_main_loop_run() starts would be lost. */
  g_idle_add (quit_loop, run->loop);
  return NULL;
}

static gboolean
on_tick (gpointer data)
{
  OperationRun *run = data;
  if (run->show_progress)
    {
      g_autofree char *text = pw_progress_dup_text (run->progress);
      fprintf (stderr, "\r%s: %-60s", g_dgettext (GETTEXT_PACKAGE, run->op->label),
               text ? text : "");
      fflush (stderr);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_interrupt (gpointer data)
{
  OperationRun *run = data;
  g_cancellable_cancel (run->cancellable);
  return G_SOURCE_CONTINUE;
}

PwResult *
pw_cli_run_operation (PwDocument *document, const PwOperation *operation,
                      const PwParams *params, gboolean show_progress, GError **error)
{
  g_autoptr (PwParams) full = pw_document_operation_params (document, operation, params, error);
  if (full == NULL)
    return NULL;
  OperationRun run = { 0 };
  run.op = operation;
  run.snapshot = document ? pw_document_dup_model (document) : NULL;
  run.params = full;
  run.progress = pw_progress_new ();
  run.cancellable = g_cancellable_new ();
  run.loop = g_main_loop_new (NULL, FALSE);
  run.show_progress = show_progress && isatty (STDERR_FILENO);
  guint tick = g_timeout_add (500, on_tick, &run);
  guint sigint = g_unix_signal_add (SIGINT, on_interrupt, &run);
  GThread *thread = g_thread_new ("pw-cli-operation", operation_thread, &run);
  g_main_loop_run (run.loop);
  g_thread_join (thread);
  g_source_remove (tick);
  g_source_remove (sigint);
  if (run.show_progress)
    fprintf (stderr, "\r%-72s\r", "");
  g_main_loop_unref (run.loop);
  g_object_unref (run.cancellable);
  pw_progress_unref (run.progress);
  pw_model_free (run.snapshot);
  if (run.result == NULL)
    {
      if (run.error == NULL)
        run.error = g_error_new_literal (PW_ERROR, PW_ERROR_INVALID, _("The task failed"));
      g_propagate_error (error, run.error);
    }
  return run.result;
}

int
pw_cli_status_for_error (const GError *error)
{
  return g_error_matches (error, PW_ERROR, PW_ERROR_PARAMETER) ? PW_CLI_USAGE : PW_CLI_INVALID;
}

const PwOperation *
pw_cli_find_kind_command (const char *name, const PwKind **kind_out)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      for (guint i = 0; i < kind->n_operations; i++)
        if (g_strcmp0 (kind->operations[i].command, name) == 0)
          {
            *kind_out = kind;
            return &kind->operations[i];
          }
    }
  return NULL;
}

int
pw_cli_kind_commands_width (void)
{
  int width = 0;
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      for (guint i = 0; i < kind->n_operations; i++)
        if (kind->operations[i].command)
          width = MAX (width, (int) strlen (kind->operations[i].command));
    }
  return width;
}

void
pw_cli_print_kind_commands (FILE *out, int width)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      for (guint i = 0; i < kind->n_operations; i++)
        if (kind->operations[i].command)
          fprintf (out, "  %-*s %s (%s)\n", width, kind->operations[i].command,
                   g_dgettext (GETTEXT_PACKAGE, kind->operations[i].description),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
    }
}

/* ---- one kind command ------------------------------------------------ */

/* Checks @text against @spec; the message names the option. */
static gboolean
check_value (const PwParamSpec *spec, const char *text)
{
  g_autofree char *option = g_strconcat ("--", spec->name, NULL);
  g_autoptr (GError) error = NULL;
  if (pw_cli_check_param (spec, option, text, &error))
    return TRUE;
  pw_cli_error ("%s", error->message);
  return FALSE;
}

int
pw_cli_cmd_kind_command (const PwKind *kind, const PwOperation *op, int argc, char **argv)
{
  guint n = op->n_params;
  g_autofree char **values = g_new0 (char *, n);
  g_autofree gboolean *flags = g_new0 (gboolean, n);
  g_autofree char *output = NULL;
  gboolean json = FALSE;
  gboolean needs_document = !(op->flags & PW_OPERATION_DOCUMENT_OPTIONAL);
  gboolean changes = (op->flags & PW_OPERATION_CHANGES_MODEL) != 0;

  g_autoptr (GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  for (guint i = 0; i < n; i++)
    {
      const PwParamSpec *spec = &op->params[i];
      GOptionEntry e = { spec->name, spec->short_name, 0, G_OPTION_ARG_STRING, &values[i],
                         spec->label, spec->arg_label };
      if (spec->type == PW_PARAM_BOOL)
        {
          e.arg = G_OPTION_ARG_NONE;
          e.arg_data = &flags[i];
        }
      else if (spec->type == PW_PARAM_FILE)
        e.arg = G_OPTION_ARG_FILENAME;
      g_array_append_val (entries, e);
    }
  if (changes)
    {
      GOptionEntry e = { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
                         N_("Save the changed document to FILE"), N_("FILE") };
      g_array_append_val (entries, e);
    }
  GOptionEntry json_entry = { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL };
  g_array_append_val (entries, json_entry);

  g_autoptr (GOptionContext) ctx = g_option_context_new (needs_document ? _("FILE") : NULL);
  g_option_context_set_summary (ctx, g_dgettext (GETTEXT_PACKAGE, op->description));
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (ctx, (GOptionEntry *) entries->data, GETTEXT_PACKAGE);
  gboolean parsed = pw_cli_parse (ctx, &argc, &argv);
  int status = PW_CLI_USAGE;
  const char *file_param = NULL;
  g_autoptr (PwParams) params = pw_params_new ();
  if (!parsed)
    goto out;
  if (!needs_document && argc > 1)
    {
      pw_cli_error (_("“%s” takes no arguments"), op->command);
      goto out;
    }
  if (needs_document && (argc != 2 || (changes && output == NULL)))
    {
      pw_cli_error (changes ? _("usage: puzzlewright-cli %s FILE [OPTION…] -o OUT")
                            : _("usage: puzzlewright-cli %s FILE [OPTION…]"), op->command);
      goto out;
    }
  for (guint i = 0; i < n; i++)
    {
      const PwParamSpec *spec = &op->params[i];
      if (spec->type == PW_PARAM_BOOL)
        {
          if (flags[i])
            pw_params_set (params, spec->name, "true");
          continue;
        }
      if (values[i] == NULL)
        continue;
      if (!check_value (spec, values[i]))
        goto out;
      if (spec->type != PW_PARAM_FILE)
        {
          pw_params_set (params, spec->name, values[i]);
          continue;
        }
      /* The front end reads the file; the kind only ever sees text. */
      g_autofree char *text = NULL;
      if (!pw_cli_read_file (values[i], PW_CLI_MAX_PARAM_FILE_BYTES, &text, NULL))
        {
          status = PW_CLI_INVALID;
          goto out;
        }
      pw_params_set (params, spec->name, text);
      file_param = values[i];
    }

  {
    g_autoptr (PwDocument) doc = NULL;
    if (needs_document && (doc = pw_cli_load_document (argv[1])) == NULL)
      {
        status = PW_CLI_INVALID;
        goto out;
      }
    if (doc && pw_document_get_kind (doc) != kind)
      {
        pw_cli_error (_("%s: “%s” works on %s puzzles, not %s"), argv[1], op->command,
                      g_dgettext (GETTEXT_PACKAGE, kind->name),
                      g_dgettext (GETTEXT_PACKAGE, pw_document_get_kind (doc)->name));
        status = PW_CLI_INVALID;
        goto out;
      }
    g_autoptr (GError) error = NULL;
    g_autoptr (PwResult) result = pw_cli_run_operation (doc, op, params, !json, &error);
    if (result == NULL)
      {
        /* Say which file the problem is in: the parameter's file, else the
         * document's; a bad option value is about neither. */
        if (g_error_matches (error, PW_ERROR, PW_ERROR_PARAMETER))
          pw_cli_error ("%s", error->message);
        else if (file_param || doc)
          pw_cli_error ("%s: %s", file_param ? file_param : argv[1], error->message);
        else
          pw_cli_error ("%s", error->message);
        status = pw_cli_status_for_error (error);
        goto out;
      }
    if (json && result->details)
      pw_cli_print_json (result->details);
    else if (result->summary)
      printf ("%s\n", result->summary);
    status = result->ok ? PW_CLI_OK : PW_CLI_INVALID;
    if (changes && result->model == NULL)
      status = PW_CLI_INVALID;
    else if (changes)
      {
        pw_document_apply (doc, g_steal_pointer (&result->model),
                           g_dgettext (GETTEXT_PACKAGE, op->label));
        if (!pw_cli_save_result (doc, output))
          status = PW_CLI_INVALID;
      }
  }
out:
  for (guint i = 0; i < n; i++)
    g_free (values[i]);
  return status;
}
