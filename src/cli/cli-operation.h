/* cli-operation.h — how the CLI runs a kind's operation: on a worker
 * thread, as the window's task runner does, with a progress line on a
 * terminal and Ctrl+C as Cancel (which keeps the best result so far for
 * operations whose Cancel means "stop and keep"). */
#pragma once

#include <stdio.h>

#include "pw-document.h"

G_BEGIN_DECLS

/* Runs @operation on @document (NULL for an operation that needs none)
 * with @params completed by pw_document_operation_params().  Returns the
 * result, or NULL with @error set. */
PwResult *pw_cli_run_operation (PwDocument *document, const PwOperation *operation,
                                const PwParams *params, gboolean show_progress,
                                GError **error);
/* The exit status an operation's error means: 2 for a bad parameter
 * (PW_ERROR_PARAMETER), 1 for anything else. */
int       pw_cli_status_for_error (const GError *error);

/* The operation some kind offers as the CLI subcommand @name, or NULL. */
const PwOperation *pw_cli_find_kind_command (const char *name, const PwKind **kind);
/* `puzzlewright-cli NAME …` for a kind's command: its parameters as
 * --options, a document as the argument unless the operation runs
 * without one, -o FILE when it changes the document, --json. */
int       pw_cli_cmd_kind_command (const PwKind *kind, const PwOperation *operation, int argc,
                                   char **argv);
/* The widest of the kinds' command names, in characters. */
int       pw_cli_kind_commands_width (void);
/* Lists the kinds' commands, one a line, names padded to @width. */
void      pw_cli_print_kind_commands (FILE *out, int width);

G_END_DECLS
