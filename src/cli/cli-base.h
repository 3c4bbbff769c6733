/* cli-base.h — what every puzzlewright-cli command shares that needs only
 * GLib: the exit statuses, errors, option parsing, and where the CLI's
 * modules are.  The GLib-only front (cli-front.c) and the command module
 * both link it; cli-common.h adds what needs core.
 *
 * A subcommand is `int pw_cli_cmd_NAME (int argc, char **argv)` with
 * argv[0] the subcommand's name; it parses its own options with
 * GOptionContext and returns one of the exit statuses below.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  PW_CLI_OK = 0,      /* done; for verify: the answer is yes */
  PW_CLI_INVALID = 1, /* the input is invalid, or the answer is no */
  PW_CLI_USAGE = 2,   /* the command line is wrong */
} PwCliStatus;

/* "puzzlewright-cli: MESSAGE" on stderr. */
void  pw_cli_error     (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Parses options; on failure prints the error and a hint and returns FALSE. */
gboolean pw_cli_parse  (GOptionContext *context, int *argc, char ***argv);
/* The file of the CLI's module @name ("puzzlewright-cli-draw"): beside the
 * executable in a build tree (tests and uninstalled runs), else in the
 * installed private library folder.  A new string. */
char *pw_cli_module_path (const char *name);

G_END_DECLS
