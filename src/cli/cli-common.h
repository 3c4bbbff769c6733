/* cli-common.h — what the puzzlewright-cli subcommands in the command
 * module share over core and json-glib; cli-base.h has the GLib-only part
 * (exit statuses, errors, option parsing) that the front shares too.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "cli-base.h"
#include "pw-kind.h"

G_BEGIN_DECLS

/* cli-pictures.c: adds `--pictures DIR` to @context, which grants DIR
 * (pw-folder-grant.h) as it is parsed: for the commands that draw or
 * check a document's pictures. */
void  pw_cli_add_pictures_option (GOptionContext *context);
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

/* The most a file named on the command line may hold (import @FILE). */
#define PW_CLI_MAX_INPUT_BYTES (32 * 1024 * 1024)
/* The most a parameter read from a file may hold (--shape FILE, NAME=@FILE). */
#define PW_CLI_MAX_PARAM_FILE_BYTES (1024 * 1024)

/* Reads a file the user named, with the cap kept while reading (devices
 * and FIFOs too); prints "PATH: reason" and returns FALSE on failure. */
gboolean    pw_cli_read_file     (const char *path, gsize max_bytes, char **text,
                                  gsize *length);
/* Checks @text against @spec; FALSE with a PW_ERROR_PARAMETER error that
 * names the parameter as @prefix does ("--rows" or "Parameter “n”"). */
gboolean    pw_cli_check_param   (const PwParamSpec *spec, const char *prefix,
                                  const char *text, GError **error);
/* `-p NAME=VALUE` texts into @params, one rule for every command: VALUE
 * "@FILE" is read from FILE, and a NAME among @specs must hold a value
 * @specs allows.  Unknown names are left to the kind (which lists the
 * known ones).  Prints the problem and returns the exit status: PW_CLI_OK,
 * PW_CLI_USAGE for a bad value, PW_CLI_INVALID for a file that cannot be read. */
int         pw_cli_parse_params  (char **texts, const PwParamSpec *specs, guint n_specs,
                                  PwParams *params);
/* Saves a result the user waited for (fill, solve -o) to @path.  When that
 * fails, the result is saved to a new file in the temporary folder and the
 * message says where, so the work is not lost. */
gboolean    pw_cli_save_result   (PwDocument *document, const char *path);

G_END_DECLS
