/* cli-export-html.h — `export FILE --format html`: the web page that
 * plays the puzzle on the class screen (pw-html.h). */
#pragma once

#include "pw-document.h"

G_BEGIN_DECLS

#define PW_CLI_HTML_FORMAT "html"

/* Writes @doc's page to @output ("-" or NULL: standard output) and
 * returns the exit status. */
int pw_cli_export_html (PwDocument *doc, const char *output);

G_END_DECLS
