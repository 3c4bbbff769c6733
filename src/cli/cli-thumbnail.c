/* `puzzlewright-cli thumbnail FILE OUT.png [SIZE]` — the picture a file
 * manager shows for a puzzle (the .thumbnailer file in data/ runs it as
 * "thumbnail %i %o %s").  Lives in the drawing module.
 *
 * The desktop runs thumbnailers on any file that lands in a folder, so
 * the file is hostile until loaded: the loader reads it with its caps
 * and checks every size, and limits on CPU time and memory end the
 * process should anything still take long or grow, rather than a file
 * manager waiting on it or the machine swapping. */
#include <glib/gi18n.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document-import.h"
#include "pw-file-read.h"
#include "pw-file-write.h"
#include "pw-thumbnail.h"

/* Seconds of CPU a thumbnail may take; a sample takes about a tenth of a
 * second (bench/cli/thumbnail.sh). */
#define CPU_LIMIT_S 20
/* Address space: a sample needs under 30 MiB of memory (fonts are mapped,
 * not read), so this is room, not a squeeze. */
#define MEMORY_LIMIT_BYTES ((rlim_t) 2 << 30)
#define DEFAULT_SIZE 256

/* Lowers @resource's soft limit to @value, never raising it. */
static void
lower_limit (int resource, rlim_t value)
{
  struct rlimit limit;
  if (getrlimit (resource, &limit) != 0)
    return;
  if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > value)
    limit.rlim_cur = value;
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_cur > limit.rlim_max)
    limit.rlim_cur = limit.rlim_max;
  setrlimit (resource, &limit);
}

static void
limit_resources (void)
{
  lower_limit (RLIMIT_CPU, CPU_LIMIT_S);
#ifndef __SANITIZE_ADDRESS__
  /* AddressSanitizer reserves terabytes of address space up front. */
  lower_limit (RLIMIT_AS, MEMORY_LIMIT_BYTES);
#endif
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

int
pw_cli_cmd_thumbnail (int argc, char **argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE OUT.png [SIZE]"));
  g_option_context_set_summary (ctx, _("Draw a puzzle (a document, or a file a kind imports "
                                       "such as .ipuz) as a PNG at most SIZE pixels wide and "
                                       "tall (default 256), as file managers show it."));
  pw_cli_add_pictures_option (ctx);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 3 && argc != 4)
    {
      pw_cli_error (_("usage: puzzlewright-cli thumbnail FILE OUT.png [SIZE]"));
      return PW_CLI_USAGE;
    }
  guint64 size = DEFAULT_SIZE;
  if (argc == 4
      && !g_ascii_string_to_unsigned (argv[3], 10, 1, PW_THUMBNAIL_MAX_SIZE, &size, NULL))
    {
      pw_cli_error (_("SIZE: “%s” is not a whole number from 1 to %d"), argv[3],
                    PW_THUMBNAIL_MAX_SIZE);
      return PW_CLI_USAGE;
    }
  limit_resources ();

  g_autoptr (GFile) file = pw_file_for_arg (argv[1]);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_open_file (file, &error);
  cairo_surface_t *surface = doc ? pw_thumbnail_draw (pw_document_get_model (doc), (int) size,
                                                      &error)
                                 : NULL;
  if (surface == NULL)
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  g_autoptr (GByteArray) png = g_byte_array_new ();
  cairo_status_t status = cairo_surface_write_to_png_stream (surface, append_bytes, png);
  cairo_surface_destroy (surface);
  g_autoptr (GFile) out = pw_file_for_arg (argv[2]);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      pw_cli_error ("%s: %s", argv[2], cairo_status_to_string (status));
      return PW_CLI_INVALID;
    }
  if (!pw_write_file_atomically (out, (const char *) png->data, png->len, &error))
    {
      pw_cli_error ("%s", error->message);
      return PW_CLI_INVALID;
    }
  return PW_CLI_OK;
}
