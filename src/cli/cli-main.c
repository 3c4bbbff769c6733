/* cli-main.c — the CLI's command module, puzzlewright-cli-main: every
 * command over core and kinds, run by the GLib-only front (cli-front.c)
 * for all it does not run itself.  The commands that draw load render
 * with a further module (cli-draw.h). */
#include "pw-config.h"

#include <glib/gi18n.h>
#include <gmodule.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-draw.h"
#include "cli-operation.h"
#include "cli-xcc.h"
#include "pw-kinds.h"

typedef struct
{
  const char *name;
  const char *summary; /* N_() */
  int (*run) (int argc, char **argv);
} PwCliCommand;

/* Drawing commands run from the module (cli-draw.h). */
static int
run_export (int argc, char **argv)
{
  return pw_cli_run_drawing_command ("export", argc, argv);
}

static int
run_thumbnail (int argc, char **argv)
{
  return pw_cli_run_drawing_command ("thumbnail", argc, argv);
}

/* One line per subcommand; each lives in cli-NAME.c. */
static const PwCliCommand commands[] = {
  { "kinds", N_("List the puzzle kinds"), pw_cli_cmd_kinds },
  { "new", N_("Create a new puzzle document"), pw_cli_cmd_new },
  { "info", N_("Show what a document holds"), pw_cli_cmd_info },
  { "validate", N_("Check a document and say where it is wrong"), pw_cli_cmd_validate },
  { "generate", N_("Generate a new puzzle"), pw_cli_cmd_generate },
  { "solve", N_("Solve a puzzle"), pw_cli_cmd_solve },
  { "count", N_("Count a puzzle’s solutions"), pw_cli_cmd_count },
  { "verify", N_("Check that a puzzle has exactly one solution"), pw_cli_cmd_verify },
  { "explain", N_("Explain a solution step by step"), pw_cli_cmd_explain },
  { "run", N_("Run any operation of a puzzle’s kind"), pw_cli_cmd_run },
  { "import", N_("Make a document from an interchange format"), pw_cli_cmd_import },
  { "export", N_("Export print-ready sheets, answer keys, class sets or cards"), run_export },
  { "thumbnail", N_("Draw a puzzle as a small picture, as file managers show it"),
    run_thumbnail },
  { "xcc", N_("Solve an exact-cover problem (Knuth’s DLX format)"), pw_cli_xcc_run },
};

/* The help's first column: as wide as the longest command or option
 * (the kinds add commands, "suggest-cards" among them). */
static int
help_column_width (void)
{
  int width = (int) strlen ("--version");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, (int) strlen (commands[i].name));
  return MAX (width, pw_cli_kind_commands_width ());
}

static void
print_help (FILE *out)
{
  int width = help_column_width ();
  fprintf (out, _("Usage: puzzlewright-cli COMMAND [OPTION…]\n\n"
                  "Design, check and print puzzles without the window.\n\n"
                  "Commands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-*s %s\n", width, commands[i].name, _(commands[i].summary));
  pw_cli_print_kind_commands (out, width);
  fprintf (out, "\n%s\n", _("Options:"));
  fprintf (out, "  %-*s %s\n", width, "--help", _("Show this help"));
  fprintf (out, "  %-*s %s\n", width, "--version", _("Show the version"));
  fprintf (out, "\n%s\n%s\n", _("“puzzlewright-cli COMMAND --help” tells more about a command."),
           _("Exit status: 0 done, 1 invalid input (or the answer is no), 2 usage error."));
}

/* The module's entry point, which the front looks up (cli-front.c): the
 * whole command line, argv[0] the program.  The front has set up the
 * locale and the message catalogue. */
G_MODULE_EXPORT int pw_cli_main (int argc, char **argv);

int
pw_cli_main (int argc, char **argv)
{
  pw_kinds_register_builtin ();
  pw_cli_load_render_on_demand ();

  if (argc < 2)
    {
      print_help (stderr);
      return PW_CLI_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    {
      print_help (stdout);
      return PW_CLI_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("puzzlewright-cli %s\n", PW_VERSION);
      return PW_CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        /* --help of a subcommand says "puzzlewright-cli NAME [OPTION…]". */
        g_autofree char *prgname = g_strconcat ("puzzlewright-cli ", commands[i].name, NULL);
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  const PwKind *kind = NULL;
  const PwOperation *op = pw_cli_find_kind_command (argv[1], &kind);
  if (op != NULL)
    {
      g_autofree char *prgname = g_strconcat ("puzzlewright-cli ", op->command, NULL);
      g_set_prgname (prgname);
      return pw_cli_cmd_kind_command (kind, op, argc - 1, argv + 1);
    }

  pw_cli_error (_("unknown command “%s”; “puzzlewright-cli --help” lists the commands"),
                argv[1]);
  return PW_CLI_USAGE;
}
