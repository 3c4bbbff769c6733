/* cli-common.h — what every puzzlewright-cli subcommand shares.
 *
 * A subcommand is `int pw_cli_cmd_NAME (int argc, char **argv)` with
 * argv[0] the subcommand's name; it parses its own options with
 * GOptionContext and returns one of the exit statuses below.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "pw-kind.h"

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
/* Pretty JSON on stdout, with a newline. */
void  pw_cli_print_json (JsonNode *node);

G_END_DECLS

G_BEGIN_DECLS

typedef struct _PwDocument PwDocument;

/* Loads @path; on failure prints the loader's message (file, JSON path). */
PwDocument *pw_cli_load_document (const char *path);
/* Saves to @path atomically; prints the error on failure. */
gboolean    pw_cli_save_document (PwDocument *document, const char *path);
/* The kind for @id, or prints the known kinds and returns NULL. */
const PwKind *pw_cli_find_kind (const char *id);
/* Parses "--seed" text: empty → a random seed. */
gboolean    pw_cli_parse_seed    (const char *text, guint64 *seed);

G_END_DECLS
