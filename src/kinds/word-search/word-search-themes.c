/* word-search-themes.c — the built-in word lists by theme and age, read
 * from the kind's resource, and the theme a name means. */
#include "word-search-themes.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-data.h"
#include "pw-error.h"
#include "pw-i18n.h"
#include "word-search-resources.h"

#define PREFIX "/io/github/puzzlewright/Puzzlewright/word-search/themes/"

const char *const pw_word_search_theme_ids[] = {
  "animals", "art", "birds", "body", "clothes", "colours", "computers", "family", "farm",
  "feelings", "food", "fruit", "garden", "home", "jobs", "kitchen", "maths", "minibeasts",
  "music", "nature", "school", "science", "sea", "seasons", "space", "sports", "time", "town",
  "toys", "transport", "travel", "vegetables", "weather", NULL
};

const char *const pw_word_search_theme_labels[] = {
  N_("Animals"), N_("Art"), N_("Birds"), N_("The body"), N_("Clothes"), N_("Colours"),
  N_("Computers"), N_("Family"), N_("The farm"), N_("Feelings"), N_("Food"), N_("Fruit"),
  N_("The garden"), N_("At home"), N_("Jobs"), N_("The kitchen"), N_("Maths"),
  N_("Minibeasts"), N_("Music"), N_("Nature"), N_("School"), N_("Science"), N_("The sea"),
  N_("Seasons and celebrations"), N_("Space"), N_("Sports"), N_("Time"), N_("The town"),
  N_("Toys and games"), N_("Transport"), N_("Holidays and travel"), N_("Vegetables"),
  N_("Weather"), NULL
};

G_STATIC_ASSERT (G_N_ELEMENTS (pw_word_search_theme_ids)
                 == G_N_ELEMENTS (pw_word_search_theme_labels));

const char *const pw_word_search_age_ids[] = { "5-7", "8-10", "11+", NULL };
const char *const pw_word_search_age_labels[] = { N_("Ages 5 to 7"), N_("Ages 8 to 10"),
                                                  N_("Ages 11 and up"), NULL };

/* The columns of a theme's file, after the age band. */
const char *const pw_word_search_theme_languages[] = { "en", "de", "fr", "es", NULL };
const char *const pw_word_search_theme_language_labels[] = { N_("English"), N_("German"),
                                                             N_("French"), N_("Spanish"),
                                                             NULL };

gboolean
pw_word_search_age_from_name (const char *name, PwWordSearchAge *age)
{
  for (guint i = 0; name && pw_word_search_age_ids[i]; i++)
    if (g_str_equal (name, pw_word_search_age_ids[i]))
      {
        *age = (PwWordSearchAge) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
pw_word_search_theme_is_builtin (const char *theme)
{
  return theme && g_strv_contains (pw_word_search_theme_ids, theme);
}

const char *
pw_word_search_theme_language (const char *locale)
{
  for (guint i = 0; pw_word_search_theme_languages[i]; i++)
    if (pw_i18n_locale_is (locale, pw_word_search_theme_languages[i]))
      return pw_word_search_theme_languages[i];
  return NULL;
}

/* The column of @language in a theme's file (1 for English), or 0. */
static guint
language_column (const char *language)
{
  const char *l = pw_word_search_theme_language (language);
  for (guint i = 0; l && pw_word_search_theme_languages[i]; i++)
    if (g_str_equal (l, pw_word_search_theme_languages[i]))
      return i + 1;
  return 0;
}

/* The word lists' resource, registered when a list is first read (see
 * deck-sets.c: a registered resource slows every global lookup, and GTK
 * makes hundreds at start).  Through its own handle: the kinds library is
 * static, and only a reference to the handle keeps the linker from
 * dropping it. */
static GResource *
themes_resource (void)
{
  static gsize registered = 0;
  if (g_once_init_enter (&registered))
    {
      pw_word_search_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return pw_word_search_get_resource ();
}

GPtrArray *
pw_word_search_theme_builtin_words (const char *theme, PwWordSearchAge age, const char *language)
{
  guint column = language_column (language);
  if (!pw_word_search_theme_is_builtin (theme) || column == 0 || age >= PW_WORD_SEARCH_N_AGES)
    return NULL;
  g_autofree char *path = g_strconcat (PREFIX, theme, ".txt", NULL);
  g_autoptr (GBytes) bytes = g_resource_lookup_data (themes_resource (), path,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  g_auto (GStrv) lines = pw_data_lines (bytes);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", -1);
      if (g_strv_length (f) <= column || !g_str_equal (f[0], pw_word_search_age_ids[age]))
        continue;
      /* "-": the language has no one word for this concept. */
      if (!g_str_equal (f[column], "-"))
        g_ptr_array_add (words, g_strdup (f[column]));
    }
  return words;
}

GPtrArray *
pw_word_search_theme_words (const char *theme, PwWordSearchAge age, const char *language,
                            GError **error)
{
  GPtrArray *words = pw_word_search_theme_builtin_words (theme, age, language);
  if (words)
    return words;
  if (pw_word_search_theme_is_builtin (theme))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("language: the built-in themes are in English, German, French and "
                     "Spanish (en, de, fr, es), not “%s”"), language);
      return NULL;
    }
  if (g_strcmp0 (pw_word_search_theme_language (language), "en") == 0)
    {
      g_autoptr (GError) local = NULL;
      words = pw_word_search_theme_wordnet_words (theme, age, &local);
      if (words)
        return words;
      if (local->code != PW_ERROR_MISSING_DATA)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_autofree char *list = g_strjoinv (", ", (char **) pw_word_search_theme_ids);
  g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
               _("theme: “%s” is not one of the built-in themes (%s); any other English noun "
                 "is a theme when WordNet is installed (Debian’s wordnet-base)"),
               theme, list);
  return NULL;
}
