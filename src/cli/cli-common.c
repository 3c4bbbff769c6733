#include "cli-common.h"

#include <inttypes.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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
#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-rng.h"

PwDocument *
pw_cli_load_document (const char *path)
{
  g_autoptr (GFile) file = pw_file_for_arg (path);
  g_autoptr (GError) error = NULL;
  PwDocument *doc = pw_document_load_file (file, NULL, &error);
  if (doc == NULL)
    pw_cli_error ("%s", error->message);
  return doc;
}

gboolean
pw_cli_save_document (PwDocument *document, const char *path)
{
  g_autoptr (GFile) file = pw_file_for_arg (path);
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

gboolean
pw_cli_read_file (const char *path, gsize max_bytes, char **text, gsize *length)
{
  g_autoptr (GError) error = NULL;
  if (pw_path_read_bounded (path, max_bytes, NULL, text, length, &error))
    return TRUE;
  pw_cli_error ("%s", error->message);
  return FALSE;
}

gboolean
pw_cli_check_param (const PwParamSpec *spec, const char *prefix, const char *text,
                    GError **error)
{
  switch (spec->type)
    {
    case PW_PARAM_INT:
      {
        gint64 v;
        if (g_ascii_string_to_signed (text, 10, spec->min, spec->max, &v, NULL))
          return TRUE;
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                     _("%s: “%s” is not a whole number from %" PRId64 " to %"
                       PRId64), prefix, text, spec->min, spec->max);
        return FALSE;
      }
    case PW_PARAM_NUMBER:
      {
        char *end = NULL;
        double v = g_ascii_strtod (text, &end);
        if (end != text && *end == '\0' && v > spec->min && v <= spec->max)
          return TRUE;
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                     _("%s: “%s” is not a number more than %" PRId64
                       " and at most %" PRId64), prefix, text, spec->min, spec->max);
        return FALSE;
      }
    case PW_PARAM_CHOICE:
      {
        if (g_strv_contains (spec->choices, text))
          return TRUE;
        g_autofree char *list = g_strjoinv (", ", (char **) spec->choices);
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER, _("%s: “%s” is not one of %s"),
                     prefix, text, list);
        return FALSE;
      }
    case PW_PARAM_BOOL:
      if (g_str_equal (text, "true") || g_str_equal (text, "false"))
        return TRUE;
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER, _("%s: “%s” is not true or false"),
                   prefix, text);
      return FALSE;
    case PW_PARAM_TEXT:
    case PW_PARAM_FILE:
      break;
    }
  return TRUE;
}

static const PwParamSpec *
find_spec (const PwParamSpec *specs, guint n_specs, const char *name)
{
  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].name, name))
      return &specs[i];
  return NULL;
}

/* Whether @value, given without "@", is a file to read: a FILE
 * parameter's value that names a file (else it is the text itself, a
 * shape typed inline), or a TEXT parameter with keywords (the deck's
 * symbols=words|pictures|FILE) given none of them and naming a file. */
static gboolean
names_file (const PwParamSpec *spec, const char *value)
{
  if (spec == NULL || *value == '\0' || strchr (value, '\n') != NULL)
    return FALSE;
  if (spec->type == PW_PARAM_TEXT && (spec->choices == NULL
                                      || g_strv_contains (spec->choices, value)))
    return FALSE;
  if (spec->type != PW_PARAM_FILE && spec->type != PW_PARAM_TEXT)
    return FALSE;
  return g_file_test (value, G_FILE_TEST_EXISTS) && !g_file_test (value, G_FILE_TEST_IS_DIR);
}

int
pw_cli_parse_params (char **texts, const PwParamSpec *specs, guint n_specs, PwParams *params)
{
  for (char **p = texts; p && *p; p++)
    {
      g_autoptr (GError) error = NULL;
      if (!pw_params_parse (params, *p, &error))
        {
          pw_cli_error ("%s", error->message);
          return PW_CLI_USAGE;
        }
      const char *eq = strchr (*p, '=');
      g_autofree char *name = g_strndup (*p, eq - *p);
      const char *value = eq + 1;
      g_autofree char *text = NULL;
      const char *path = value[0] == '@' ? value + 1 : NULL;
      if (path == NULL && names_file (find_spec (specs, n_specs, name), value))
        path = value;
      if (path)
        {
          if (!pw_cli_read_file (path, PW_CLI_MAX_PARAM_FILE_BYTES, &text, NULL))
            return PW_CLI_INVALID;
          pw_params_set (params, name, text);
          value = text;
        }
      for (guint i = 0; i < n_specs; i++)
        if (g_str_equal (specs[i].name, name))
          {
            g_autofree char *prefix = g_strdup_printf (_("Parameter “%s”"), name);
            if (!pw_cli_check_param (&specs[i], prefix, value, &error))
              {
                pw_cli_error ("%s", error->message);
                return PW_CLI_USAGE;
              }
          }
    }
  return PW_CLI_OK;
}

gboolean
pw_cli_save_result (PwDocument *document, const char *path)
{
  g_autoptr (GFile) file = pw_file_for_arg (path);
  g_autoptr (GError) error = NULL;
  if (pw_document_save (document, file, &error))
    return TRUE;
  pw_cli_error ("%s", error->message);
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *stem = g_str_has_suffix (base, ".pzw") ? g_strndup (base, strlen (base) - 4)
                                                          : g_strdup (base);
  g_autofree char *tmpl = g_strdup_printf ("%.100s-XXXXXX.pzw", stem);
  g_autofree char *kept = NULL;
  int fd = g_file_open_tmp (tmpl, &kept, NULL);
  if (fd >= 0)
    {
      close (fd);
      g_autoptr (GFile) aside = g_file_new_for_path (kept);
      if (pw_document_save (document, aside, NULL))
        {
          pw_cli_error (_("the result was saved to “%s” instead"), kept);
          return FALSE;
        }
      g_unlink (kept);
    }
  pw_cli_error (_("the result could not be saved anywhere and is lost"));
  return FALSE;
}
