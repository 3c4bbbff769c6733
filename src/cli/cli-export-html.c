/* cli-export-html.c — `puzzlewright-cli export FILE --format html -o
 * PAGE.html`: one self-contained page that plays the puzzle in a browser
 * (pw-html.h).  The page holds the answer, so a line says so. */
#include "cli-export-html.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-common.h"
#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-file-write.h"
#include "pw-html.h"

static int
status_for (const GError *error)
{
  return g_error_matches (error, PW_ERROR, PW_ERROR_UNSUPPORTED) ? PW_CLI_USAGE : PW_CLI_INVALID;
}

int
pw_cli_export_html (PwDocument *doc, const char *output)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwHtmlSource) source = pw_html_source_new (doc);
  g_autofree char *note = NULL;
  g_autoptr (GBytes) page = pw_html_source_build (source, NULL, NULL, &note, &error);
  if (page == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (pw_document_get_file (doc));
      pw_cli_error ("%s: %s", name, error->message);
      return status_for (error);
    }
  if (note)
    pw_cli_error ("%s", note);
  gsize length;
  const char *data = g_bytes_get_data (page, &length);
  if (output == NULL || g_str_equal (output, "-"))
    return fwrite (data, 1, length, stdout) == length && fflush (stdout) == 0 ? PW_CLI_OK
                                                                             : PW_CLI_INVALID;
  g_autoptr (GFile) file = pw_file_for_arg (output);
  if (!pw_write_file_atomically (file, data, length, &error))
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  /* The teacher should know before the file goes on a shared drive. */
  if (pw_html_kind_page_answers (pw_document_get_kind (doc)))
      pw_cli_error (_("%s: the page holds the answers (hidden from a glance, not encrypted): "
                    "keep it for the class screen"),
                  output);
  return PW_CLI_OK;
}
