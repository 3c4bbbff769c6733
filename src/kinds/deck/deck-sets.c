#include "deck-sets.h"

#include "pw-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-resources.h"
#include "pw-error.h"

#define PREFIX "/io/github/puzzlewright/Puzzlewright/deck/"

/* The resource is looked up through its own handle rather than the global
 * registry: the kinds library is static, and only a reference to the
 * handle keeps the linker from dropping the data. */
static GBytes *
lookup (const char *path)
{
  return g_resource_lookup_data (pw_deck_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                 NULL);
}

GPtrArray *
pw_deck_symbols_from_text (const char *text, gsize length, GError **error)
{
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("The list of symbols is not UTF-8 text"));
      return NULL;
    }
  g_autoptr (GPtrArray) symbols
    = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
  /* A list saved by Windows' Notepad starts with a byte-order mark,
   * which would become part of the first symbol's name. */
  gsize bom = pw_text_bom_length (text, length);
  text += bom, length -= bom;
  g_autofree char *copy = g_strndup (text, length);
  g_auto (GStrv) lines = g_strsplit (copy, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      if (*line == '\0' || *line == '#')
        continue;
      if (strlen (line) > PW_DECK_MAX_NAME)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("Line %u: a symbol is at most %u bytes long"), i + 1, PW_DECK_MAX_NAME);
          return NULL;
        }
      if (symbols->len >= PW_DECK_MAX_SYMBOLS)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("Line %u: a deck has at most %u symbols"), i + 1, PW_DECK_MAX_SYMBOLS);
          return NULL;
        }
      g_ptr_array_add (symbols, pw_deck_symbol_new (line, pw_deck_symbol_type_guess (line)));
    }
  return g_steal_pointer (&symbols);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
pw_deck_builtin_set (const char *set)
{
  if (g_strcmp0 (set, "pictures") == 0)
    {
      g_auto (GStrv) names = g_resource_enumerate_children (pw_deck_get_resource (),
                                                            PREFIX "pictures",
                                                            G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      if (names == NULL)
        return NULL;
      guint n = g_strv_length (names);
      qsort (names, n, sizeof (char *), compare_names);
      GPtrArray *symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (symbols, pw_deck_symbol_new (names[i], PW_DECK_SYMBOL_PICTURE));
      return symbols;
    }
  const char *path = g_strcmp0 (set, "words") == 0        ? PREFIX "words.txt"
                     : g_strcmp0 (set, "characters") == 0 ? PREFIX "characters.txt"
                                                          : NULL;
  if (path == NULL)
    return NULL;
  g_autoptr (GBytes) bytes = lookup (path);
  if (bytes == NULL)
    return NULL;
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);
  return pw_deck_symbols_from_text (text, length, NULL);
}

GBytes *
pw_deck_builtin_picture (const char *name)
{
  if (name == NULL || strchr (name, '/') != NULL)
    return NULL;
  g_autofree char *path = g_strconcat (PREFIX "pictures/", name, NULL);
  return lookup (path);
}
