/* cli-xcc.h — `puzzlewright-cli xcc`, Knuth's DLX format solved by core's
 * exact-cover engine.
 *
 * It is the command the CLI's GLib-only front (cli-front.c) runs itself:
 * on small problems starting the program costs more than the search, so
 * it needs GLib and the solver only, not GIO or json-glib.  Its --json
 * summary is printed with json-glib, so with --json the front hands the
 * command to the command module, whose pw_cli_cmd_xcc (cli-xcc-json.c)
 * runs the same code with a JSON printer.
 */
#pragma once

#include <glib.h>

#include "pw-xcc.h"

G_BEGIN_DECLS

/* Prints --json's summary; @with_solution for --first and --random. */
typedef void (*PwCliXccJsonFunc) (const PwXccResult *result, PwXcc *xcc,
                                  gboolean with_solution);

/* Whether argv (argv[0] "xcc") asks for --json, or might. */
gboolean pw_cli_xcc_wants_json (int argc, char **argv);
/* The command (argv[0] "xcc"); @print_json may be NULL only where argv
 * does not ask for --json. */
int      pw_cli_xcc_run (int argc, char **argv, PwCliXccJsonFunc print_json);

G_END_DECLS
