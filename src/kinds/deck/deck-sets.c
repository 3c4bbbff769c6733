#include "deck-sets.h"

#include "pw-text.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-paths.h"
#include "deck-resources.h"
#include "pw-data.h"
#include "pw-error.h"
#include "pw-i18n.h"

#define PREFIX "/io/github/puzzlewright/Puzzlewright/deck/"

/* The columns of objects.tsv after the file and the saved name. */
const char *const pw_deck_name_languages[PW_DECK_N_NAME_LANGUAGES + 1] = {
  "en", "de", "fr", "es", "zh_CN", NULL
};

/* The built-in sets' resource, registered when a set is first asked for
 * (meson.build compiles it with --manual-register): a registered resource
 * is searched by every global lookup, and GTK makes hundreds of those
 * (icons) before the window's first frame.  It is looked up through its
 * own handle: the kinds library is static, and only a reference to the
 * handle keeps the linker from dropping the data. */
static GResource *
deck_resource (void)
{
  static gsize registered = 0;
  if (g_once_init_enter (&registered))
    {
      pw_deck_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return pw_deck_get_resource ();
}

static GBytes *
lookup (const char *path)
{
  return g_resource_lookup_data (deck_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

GPtrArray *
pw_deck_symbols_from_text (const char *text, gsize length, GError **error)
{
  /* Says the line and column of the first bad byte. */
  if (!pw_text_validate_utf8 (text, length, NULL, error))
    return NULL;
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

static gpointer
load_objects (GError **error)
{
  g_autofree char *path = pw_data_find (PW_DECK_OBJECTS_ENV, PW_DECK_OBJECTS_BUILD_BUNDLE,
                                        PW_DECK_OBJECTS_BUNDLE);
  if (path)
    return g_resource_load (path, error);
  g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
               _("The deck’s pictures are not installed. Run build-aux/fetch-deck-pictures (it "
                 "fetches the npm package @twemoji/svg 15.0.0 and checks it) and build again, "
                 "set %s to a bundle of them, or choose the coloured shapes or a folder of "
                 "your own."), PW_DECK_OBJECTS_ENV);
  return NULL;
}

/* The default picture set's bundle, loaded once; NULL with an error that
 * says how to get it.  Any thread. */
static GResource *
objects (GError **error)
{
  static PwDataOnce once;
  return pw_data_once (&once, load_objects, error);
}

/* objects.tsv's lines, split: file, name, then the name in each
 * language; read once, and kept.  Any thread. */
static GPtrArray *
read_rows (GError **error)
{
  GResource *bundle = objects (error);
  if (bundle == NULL)
    return NULL;
  g_autoptr (GBytes) bytes = g_resource_lookup_data (bundle, PREFIX "objects.tsv",
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  g_auto (GStrv) lines = pw_data_lines (bytes);
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; lines[i]; i++)
    {
      char **f = g_strsplit (lines[i], "\t", -1);
      if (lines[i][0] != '#' && g_strv_length (f) == 2 + PW_DECK_N_NAME_LANGUAGES)
        g_ptr_array_add (rows, f);
      else
        g_strfreev (f);
    }
  return rows;
}

static const GPtrArray *
object_rows (GError **error)
{
  static GMutex lock;
  static GPtrArray *rows;
  g_mutex_lock (&lock);
  if (rows == NULL)
    rows = read_rows (error);
  g_mutex_unlock (&lock);
  return rows;
}

/* The column of @language (a locale) in objects.tsv; English for any
 * language the list does not have. */
static guint
name_column (const char *language)
{
  /* "zh_CN" is Chinese of China; "zh_TW" is not the same writing. */
  for (guint i = 1; i < PW_DECK_N_NAME_LANGUAGES; i++)
    if (pw_i18n_locale_is (language, pw_deck_name_languages[i]))
      return 2 + i;
  return 2;
}

char *
pw_deck_picture_label (const char *name, const char *language)
{
  const GPtrArray *rows = name && g_str_has_suffix (name, ".svg") ? object_rows (NULL) : NULL;
  for (guint i = 0; rows && i < rows->len; i++)
    {
      char **f = rows->pdata[i];
      if (strlen (name) == strlen (f[1]) + 4 && g_str_has_prefix (name, f[1]))
        return g_strdup (f[name_column (language)]);
    }
  return NULL;
}

GPtrArray *
pw_deck_picture_words (const char *language, GError **error)
{
  const GPtrArray *rows = object_rows (error);
  if (rows == NULL)
    return NULL;
  GPtrArray *symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *word = ((char **) rows->pdata[i])[name_column (language)];
      g_ptr_array_add (symbols, pw_deck_symbol_new (word, pw_deck_symbol_type_guess (word)));
    }
  return symbols;
}

/* The coloured shapes: every colour of every outline. */
static GPtrArray *
shapes (void)
{
  g_auto (GStrv) names = g_resource_enumerate_children (deck_resource (),
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

GPtrArray *
pw_deck_builtin_set (const char *set, GError **error)
{
  if (g_strcmp0 (set, "shapes") == 0)
    return shapes ();
  if (g_strcmp0 (set, "pictures") == 0)
    {
      const GPtrArray *rows = object_rows (error);
      if (rows == NULL)
        return NULL;
      GPtrArray *symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
      for (guint i = 0; i < rows->len; i++)
        {
          g_autofree char *file = g_strconcat (((char **) rows->pdata[i])[1], ".svg", NULL);
          g_ptr_array_add (symbols, pw_deck_symbol_new (file, PW_DECK_SYMBOL_PICTURE));
        }
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

gboolean
pw_deck_objects_installed (GError **error)
{
  return objects (error) != NULL;
}

GBytes *
pw_deck_builtin_picture (const char *name)
{
  if (name == NULL || strchr (name, '/') != NULL)
    return NULL;
  g_autofree char *path = g_strconcat (PREFIX "pictures/", name, NULL);
  GBytes *shape = lookup (path);
  if (shape)
    return shape;
  GResource *bundle = objects (NULL);
  g_autofree char *object = g_strconcat (PREFIX "objects/", name, NULL);
  return bundle ? g_resource_lookup_data (bundle, object, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL)
                : NULL;
}
