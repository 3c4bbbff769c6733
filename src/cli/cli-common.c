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

#include "pw-document.h"
#include "pw-rng.h"

PwDocument *
pw_cli_load_document (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr (GError) error = NULL;
  PwDocument *doc = pw_document_load_file (file, NULL, &error);
  if (doc == NULL)
    pw_cli_error ("%s", error->message);
  return doc;
}

gboolean
pw_cli_save_document (PwDocument *document, const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr (GError) error = NULL;
  if (!pw_document_save (document, file, &error))
    {
      pw_cli_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

const PwKind *
pw_cli_find_kind (const char *id)
{
  const PwKind *kind = pw_registry_lookup (id);
  if (kind != NULL)
    return kind;
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < kinds->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", ((const PwKind *) kinds->pdata[i])->id);
  pw_cli_error (_("“%s” is not a puzzle kind; the kinds are: %s"), id,
                names->len ? names->str : _("(none)"));
  g_string_free (names, TRUE);
  return NULL;
}

gboolean
pw_cli_parse_seed (const char *text, guint64 *seed)
{
  if (text == NULL)
    {
      *seed = pw_rng_fresh_seed ();
      return TRUE;
    }
  g_autoptr (GError) error = NULL;
  if (!g_ascii_string_to_unsigned (text, 10, 0, PW_RNG_SEED_MAX, seed, &error))
    {
      pw_cli_error (_("--seed: “%s” is not a whole number from 0 to 2⁵³−1"), text);
      return FALSE;
    }
  return TRUE;
}
