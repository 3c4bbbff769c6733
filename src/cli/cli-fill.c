/* `puzzlewright-cli fill FILE [--width W --height H] [--seconds S]
 * [--threads N] [--seed S] -o OUT` — auto-fill a board (name dominoes).
 *
 * Runs the kind's "fill" operation in a worker thread while the main
 * thread shows progress on a terminal; Ctrl+C stops the search and keeps
 * the best layout found so far, as Cancel does in the app. */
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document.h"

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
} FillRun;

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static gpointer
fill_thread (gpointer data)
{
  FillRun *run = data;
  run->result = run->op->run (run->snapshot, run->params, run->progress, run->cancellable,
                              &run->error);
  /* Through the loop: a quit before g_main_loop_run() starts would be lost. */
  g_idle_add (quit_loop, run->loop);
  return NULL;
}

static gboolean
on_tick (gpointer data)
{
  FillRun *run = data;
  if (run->show_progress)
    {
      g_autofree char *text = pw_progress_dup_text (run->progress);
      fprintf (stderr, "\r%s%-60s", _("Filling: "), text ? text : "");
      fflush (stderr);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_interrupt (gpointer data)
{
  FillRun *run = data;
  g_cancellable_cancel (run->cancellable);
  return G_SOURCE_CONTINUE;
}

static gboolean
set_param (PwParams *params, const char *key, gint64 value, gint64 unset)
{
  if (value == unset)
    return FALSE;
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  pw_params_set (params, key, text);
  return TRUE;
}

int
pw_cli_cmd_fill (int argc, char **argv)
{
  gint64 width = 0, height = 0, threads = 0;
  double seconds = 10;
  g_autofree char *seed_text = NULL, *output = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "width", 0, 0, G_OPTION_ARG_INT64, &width, N_("Board width (default: the document’s)"),
      N_("W") },
    { "height", 0, 0, G_OPTION_ARG_INT64, &height,
      N_("Board height (default: the document’s)"), N_("H") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Time to search (default 10)"),
      N_("S") },
    { "threads", 0, 0, G_OPTION_ARG_INT64, &threads, N_("Threads (default: one per core)"),
      N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Random seed (default: the document’s)"), N_("S") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Save the filled document to FILE"),
      N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE"));
  g_option_context_set_summary (ctx, _("Fill the board with as many tiles as fit around the "
                                       "pinned ones.\nCtrl+C stops early and keeps the best "
                                       "layout so far."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 2 || output == NULL)
    {
      pw_cli_error (_("usage: puzzlewright-cli fill FILE [--width W --height H] [--seconds S] "
                      "[--threads N] [--seed S] -o OUT"));
      return PW_CLI_USAGE;
    }
  if (width < 0 || height < 0 || threads < 0 || !(seconds > 0 && seconds <= 86400))
    {
      pw_cli_error (_("--width, --height and --threads must not be negative, and --seconds "
                      "must be more than 0 and at most 86400"));
      return PW_CLI_USAGE;
    }
  guint64 seed = 0;
  if (seed_text != NULL && !pw_cli_parse_seed (seed_text, &seed))
    {
      pw_cli_error (_("--seed: “%s” is not a whole number"), seed_text);
      return PW_CLI_USAGE;
    }

  g_autoptr (PwDocument) doc = pw_cli_load_document (argv[1]);
  if (doc == NULL)
    return PW_CLI_INVALID;
  const PwKind *kind = pw_document_get_kind (doc);
  const PwOperation *op = pw_kind_find_operation (kind, "fill");
  if (op == NULL)
    {
      pw_cli_error (_("%s puzzles have no “fill” operation"), _(kind->name));
      return PW_CLI_USAGE;
    }

  g_autoptr (PwParams) params = pw_params_new ();
  set_param (params, "width", width, 0);
  set_param (params, "height", height, 0);
  set_param (params, "threads", threads, 0);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  pw_params_set (params, "seconds", g_ascii_dtostr (buf, sizeof buf, seconds));
  g_autofree char *seed_param = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                 seed_text ? seed : pw_document_get_seed (doc));
  pw_params_set (params, "seed", seed_param);

  FillRun run = { 0 };
  run.op = op;
  run.snapshot = pw_document_dup_model (doc);
  run.params = params;
  run.progress = pw_progress_new ();
  run.cancellable = g_cancellable_new ();
  run.loop = g_main_loop_new (NULL, FALSE);
  run.show_progress = !json && isatty (STDERR_FILENO);
  guint tick = g_timeout_add (500, on_tick, &run);
  guint sigint = g_unix_signal_add (SIGINT, on_interrupt, &run);
  GThread *thread = g_thread_new ("pw-cli-fill", fill_thread, &run);
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

  g_autoptr (PwResult) result = run.result;
  if (result == NULL)
    {
      pw_cli_error ("%s", run.error ? run.error->message : _("the fill failed"));
      g_clear_error (&run.error);
      return PW_CLI_INVALID;
    }
  if (json && result->details)
    pw_cli_print_json (result->details);
  else if (result->summary)
    printf ("%s\n", result->summary);
  if (result->model == NULL)
    return PW_CLI_INVALID;
  pw_document_apply (doc, g_steal_pointer (&result->model), _(op->label));
  if (!pw_cli_save_document (doc, output))
    return PW_CLI_INVALID;
  return result->ok ? PW_CLI_OK : PW_CLI_INVALID;
}
