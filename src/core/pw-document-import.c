/* pw-document-import.c — a document from a file of an interchange format,
 * chosen by its extension (pw-document-import.h). */
#include "pw-document-import.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-file-read.h"

static const PwFormat *
find_importer (const char *format_id, gboolean include_hidden)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (include_hidden);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwFormat *format = pw_kind_find_format (kinds->pdata[i], format_id);
      if (format && format->import)
        return format;
    }
  return NULL;
}

const PwFormat *
pw_format_find_importer (const char *format_id)
{
  return find_importer (format_id, TRUE);
}

const PwFormat *
pw_format_for_file (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);
  const char *dot = base ? strrchr (base, '.') : NULL;
  if (dot == NULL || dot[1] == '\0')
    return NULL;
  g_autofree char *suffix = g_ascii_strdown (dot + 1, -1);
  return find_importer (suffix, FALSE);
}

PwDocument *
pw_document_open_file (GFile *file, GError **error)
{
  const PwFormat *format = pw_format_for_file (file);
  if (format == NULL)
    return pw_document_load_file (file, NULL, error);

  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *text = NULL;
  gsize length;
  if (!pw_file_read_bounded (file, PW_DOCUMENT_MAX_BYTES, _("documents"), &text, &length, error))
    return NULL;
  g_autoptr (GError) local = NULL;
  PwModel *model = format->import (text, length, &local);
  if (model == NULL)
    {
      g_set_error (error, local->domain, local->code, "%s: %s", name, local->message);
      return NULL;
    }
  /* Seeded from the file's name, so a class set of the same file is the
   * same each time it is opened. */
  PwDocument *doc = pw_document_new_with_model (model, g_str_hash (name));
  g_autofree char *base = g_file_get_basename (file);
  char *dot = strrchr (base, '.');
  *dot = '\0';
  pw_document_set_meta (doc, PW_META_TITLE, base);
  return doc;
}
