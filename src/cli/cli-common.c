#include "cli-common.h"

#include <glib/gi18n.h>
#include <stdio.h>

void
pw_cli_error (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "puzzlewright-cli: %s\n", msg);
}

gboolean
pw_cli_parse (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      pw_cli_error ("%s", error->message);
      fprintf (stderr, _("Try “puzzlewright-cli %s --help”.\n"), (*argv)[0]);
      return FALSE;
    }
  return TRUE;
}

void
pw_cli_print_json (JsonNode *node)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, node);
  g_autofree char *text = json_generator_to_data (gen, NULL);
  printf ("%s\n", text);
}
