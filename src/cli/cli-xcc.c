/* `puzzlewright-cli xcc` — solve an exact-cover problem in DLX text format.
 * GLib-only, so that the front runs it without GIO (cli-xcc.h). */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-base.h"
#include "cli-xcc.h"

typedef struct
{
  guint64 shown;
} Printer;

static void
print_solution (PwXcc *xcc, const guint *options, guint n, guint64 number)
{
  if (number > 1)
    printf ("\n");
  /* 64-bit numbers go in as text: format macros do not survive xgettext. */
  g_autofree char *n_text = g_strdup_printf ("%" G_GUINT64_FORMAT, number);
  printf (_("Solution %s:\n"), n_text);
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *line = pw_xcc_option_to_string (xcc, options[k]);
      printf ("  %s\n", line);
    }
}

static gboolean
print_each (PwXcc *xcc, const guint *options, guint n, gpointer user_data)
{
  Printer *printer = user_data;
  print_solution (xcc, options, n, ++printer->shown);
  return TRUE;
}

static gboolean
parse_count (const char *what, const char *text, guint64 max, guint64 *out)
{
  g_autoptr (GError) error = NULL;
  if (text != NULL && !g_ascii_string_to_unsigned (text, 10, 0, max, out, &error))
    {
      pw_cli_error (_("%s: %s"), what, error->message);
      return FALSE;
    }
  return TRUE;
}

int
pw_cli_xcc_run (int argc, char **argv)
{
  gboolean count = FALSE, first = FALSE, json = FALSE;
  g_autofree char *random = NULL, *limit_text = NULL;
  int threads = 0;
  const GOptionEntry entries[] = {
    { "count", 0, 0, G_OPTION_ARG_NONE, &count, N_("Count the solutions"), NULL },
    { "first", 0, 0, G_OPTION_ARG_NONE, &first, N_("Show the first solution"), NULL },
    { "random", 0, 0, G_OPTION_ARG_STRING, &random,
      N_("Show a random solution, the same for the same seed"), N_("SEED") },
    { "limit", 0, 0, G_OPTION_ARG_STRING, &limit_text,
      N_("Stop after N solutions"), N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Count on N threads"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON summary"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE"));
  g_option_context_set_summary (ctx,
    _("Solve an exact-cover problem with colours, written in Knuth’s DLX format:\n"
      "the first line lists the primary items, “|”, then the secondary items;\n"
      "each further line is an option (“item” or “item:colour”); lines\n"
      "starting with “|” are comments.  Without a mode, every solution is shown."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;

  guint64 seed = 0, limit = 0;
  if (argc != 2)
    {
      pw_cli_error (_("“xcc” needs exactly one FILE"));
      return PW_CLI_USAGE;
    }
  if (count + first + (random != NULL) > 1)
    {
      pw_cli_error (_("choose one of --count, --first and --random"));
      return PW_CLI_USAGE;
    }
  if (!parse_count ("--random", random, G_MAXUINT64, &seed)
      || !parse_count ("--limit", limit_text, G_MAXUINT64, &limit))
    return PW_CLI_USAGE;
  if (threads < 0 || threads > 256 || (threads > 1 && !count))
    {
      pw_cli_error (_("--threads takes 1 to 256, and only with --count"));
      return PW_CLI_USAGE;
    }
  if (limit_text != NULL && (first || random != NULL))
    {
      pw_cli_error (_("--limit goes with --count or with showing all solutions"));
      return PW_CLI_USAGE;
    }

  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) xcc = pw_xcc_load_dlx (argv[1], &error);
  if (xcc == NULL)
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }

  Printer printer = { 0 };
  PwXccConfig config = { .limit = limit, .seed = seed, .n_threads = threads };
  if (count)
    config.mode = PW_XCC_MODE_COUNT;
  else if (first)
    config.mode = PW_XCC_MODE_FIRST;
  else if (random != NULL)
    config.mode = PW_XCC_MODE_RANDOM;
  else if (json)
    config.mode = PW_XCC_MODE_COUNT;
  else
    {
      config.mode = PW_XCC_MODE_ENUMERATE;
      config.solution_func = print_each;
      config.user_data = &printer;
    }

  PwXccResult result;
  if (!pw_xcc_solve (xcc, &config, &result, &error))
    {
      pw_cli_error ("%s", error->message);
      pw_xcc_result_clear (&result);
      return PW_CLI_INVALID;
    }

  gboolean one = config.mode == PW_XCC_MODE_FIRST || config.mode == PW_XCC_MODE_RANDOM;
  if (json)
    pw_cli_xcc_print_json (&result, xcc, one);
  else if (one)
    {
      if (result.solution != NULL)
        print_solution (xcc, (guint *) result.solution->data, result.solution->len, 1);
      else
        printf (_("No solution.\n"));
    }
  else
    {
      if (printer.shown > 0)
        printf ("\n");
      g_autofree char *n_text = g_strdup_printf ("%" G_GUINT64_FORMAT, result.solutions);
      gulong n = MIN (result.solutions, G_MAXULONG);
      if (result.complete)
        printf (g_dngettext (GETTEXT_PACKAGE, "%s solution.\n", "%s solutions.\n", n), n_text);
      else
        printf (g_dngettext (GETTEXT_PACKAGE,
                             "%s solution (stopped at the limit; there may be more).\n",
                             "%s solutions (stopped at the limit; there may be more).\n", n),
                n_text);
    }
  pw_xcc_result_clear (&result);
  return PW_CLI_OK;
}
