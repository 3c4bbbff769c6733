/* cli-xcc.h — `puzzlewright-cli xcc`, Knuth's DLX format solved by core's
 * exact-cover engine.
 *
 * It is the command the CLI's GLib-only front (cli-front.c) runs itself,
 * in every form: on small problems starting the program costs more than
 * the search, so it needs GLib and the solver only, not GIO or json-glib.
 * Its --json summary is written with GLib (cli-xcc-json.c).
 */
#pragma once

#include <glib.h>

#include "pw-xcc.h"

G_BEGIN_DECLS

/* The command (argv[0] "xcc"). */
int   pw_cli_xcc_run        (int argc, char **argv);

/* --json's summary of @result on standard output; @with_solution for
 * --first and --random. */
void  pw_cli_xcc_print_json (const PwXccResult *result, PwXcc *xcc, gboolean with_solution);
/* The summary's text, without the final newline: @solution holds
 * @n_options lines, or is NULL for a search that found none. */
char *pw_cli_xcc_json_text  (guint64 solutions, gboolean complete, guint64 nodes, double seconds,
                             gboolean with_solution, const char *const *solution,
                             guint n_options);

G_END_DECLS
