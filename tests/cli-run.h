/* cli-run.h — running puzzlewright-cli from a C test, as a user runs it.
 *
 * A test program gets the CLI's path as argv[1] (meson passes it), keeps
 * its files in a temporary folder of its own, and removes that folder
 * when it ends.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* After g_test_init: takes the CLI from argv[1] (exits 2 without it) and
 * makes the temporary folder, named after @name. */
void        pw_cli_run_init   (int argc, char **argv, const char *name);
/* Runs the CLI with the arguments up to NULL and returns its exit status.
 * @out and @err (each may be NULL) receive what it printed; each must
 * point at NULL or at a string from an earlier call, which is freed. */
int         pw_cli_run        (char **out, char **err, const char *first, ...)
                               G_GNUC_NULL_TERMINATED;
/* A file of the temporary folder. */
char       *pw_cli_run_path   (const char *name);
/* Removes the temporary folder; returns @status. */
int         pw_cli_run_finish (int status);

G_END_DECLS
