#include "pw-params.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "pw-error.h"

struct _PwParams
{
  GHashTable *table;
};

PwParams *
pw_params_new (void)
{
  PwParams *p = g_new0 (PwParams, 1);
  p->table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return p;
}

void
pw_params_free (PwParams *params)
{
  if (params == NULL)
    return;
  g_hash_table_unref (params->table);
  g_free (params);
}

void
pw_params_set (PwParams *params, const char *key, const char *value)
{
  g_hash_table_replace (params->table, g_strdup (key), g_strdup (value));
}

gboolean
pw_params_parse (PwParams *params, const char *assignment, GError **error)
{
  const char *eq = strchr (assignment, '=');
  if (eq == NULL || eq == assignment)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Parameter “%s” is not of the form name=value"), assignment);
      return FALSE;
    }
  g_autofree char *key = g_strndup (assignment, eq - assignment);
  pw_params_set (params, key, eq + 1);
  return TRUE;
}

const char *
pw_params_get (const PwParams *params, const char *key)
{
  return params ? g_hash_table_lookup (params->table, key) : NULL;
}

gboolean
pw_params_get_int (const PwParams *params, const char *key, gint64 min, gint64 max,
                   gint64 fallback, gint64 *out, GError **error)
{
  const char *text = pw_params_get (params, key);
  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  gint64 value;
  g_autoptr (GError) local = NULL;
  if (!g_ascii_string_to_signed (text, 10, min, max, &value, &local))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("Parameter “%s”: “%s” is not a whole number from %" PRId64
                     " to %" PRId64), key, text, min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
pw_params_get_number (const PwParams *params, const char *key, double min, double max,
                      double fallback, double *out, GError **error)
{
  const char *text = pw_params_get (params, key);
  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(value > min && value <= max))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("Parameter “%s”: “%s” is not a number more than %g and at most %g"), key,
                   text, min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static int
compare_keys (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

GPtrArray *
pw_params_keys (const PwParams *params)
{
  GPtrArray *keys = g_ptr_array_new ();
  if (params == NULL)
    return keys;
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, params->table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, compare_keys);
  return keys;
}

gboolean
pw_params_check_keys (const PwParams *params, const char *const *known, GError **error)
{
  g_autoptr (GPtrArray) keys = pw_params_keys (params);
  for (guint i = 0; i < keys->len; i++)
    if (!g_strv_contains (known, keys->pdata[i]))
      {
        g_autofree char *list = g_strjoinv (", ", (char **) known);
        if (known[0] == NULL)
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("Unknown parameter “%s” (this takes none)"), (char *) keys->pdata[i]);
        else
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("Unknown parameter “%s” (known: %s)"), (char *) keys->pdata[i], list);
        return FALSE;
      }
  return TRUE;
}

PwParams *
pw_params_copy (const PwParams *params)
{
  PwParams *copy = pw_params_new ();
  g_autoptr (GPtrArray) keys = pw_params_keys (params);
  for (guint i = 0; i < keys->len; i++)
    pw_params_set (copy, keys->pdata[i], pw_params_get (params, keys->pdata[i]));
  return copy;
}
