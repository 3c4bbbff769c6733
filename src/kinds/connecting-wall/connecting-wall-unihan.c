/* connecting-wall-unihan.c — the character sets a class knows, the forms
 * of a wall, readings and meanings, and the table of the installation. */
#include "connecting-wall-unihan-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "connecting-wall-paths.h"
#include "pw-data.h"
#include "pw-error.h"

#define COMMON_LEVEL 3500 /* the end of level 1 of the Table */

static const char *const chars_names[] = {
  "common", "standard", "joyo", "grade1", "grade2", "grade3", "grade4", "grade5", "grade6", "any",
};

G_STATIC_ASSERT (G_N_ELEMENTS (chars_names) == PW_CONNECTING_WALL_CHARS_ANY + 1);

const char *
pw_connecting_wall_chars_name (PwConnectingWallChars chars)
{
  return chars <= PW_CONNECTING_WALL_CHARS_ANY ? chars_names[chars] : NULL;
}

gboolean
pw_connecting_wall_chars_from_name (const char *name, PwConnectingWallChars *chars)
{
  for (guint i = 0; name && i < G_N_ELEMENTS (chars_names); i++)
    if (g_str_equal (name, chars_names[i]))
      {
        *chars = (PwConnectingWallChars) i;
        return TRUE;
      }
  return FALSE;
}

PwConnectingWallForm
pw_connecting_wall_chars_form (PwConnectingWallChars chars)
{
  if (chars == PW_CONNECTING_WALL_CHARS_JOYO)
    return PW_CONNECTING_WALL_FORM_JAPANESE;
  if (chars >= PW_CONNECTING_WALL_CHARS_GRADE1 && chars <= PW_CONNECTING_WALL_CHARS_GRADE6)
    return PW_CONNECTING_WALL_FORM_TRADITIONAL;
  return PW_CONNECTING_WALL_FORM_SIMPLIFIED;
}

gboolean
pw_connecting_wall_unihan_in_set (const PwConnectingWallUnihan *table, gunichar c,
                                  PwConnectingWallChars chars)
{
  if (chars == PW_CONNECTING_WALL_CHARS_ANY)
    return TRUE;
  const PwUnihanRecord *r = pw_connecting_wall_unihan_record (table, c);
  if (r == NULL)
    return FALSE;
  switch (chars)
    {
    case PW_CONNECTING_WALL_CHARS_COMMON:
      return r->tgh >= 1 && r->tgh <= COMMON_LEVEL;
    case PW_CONNECTING_WALL_CHARS_STANDARD:
      return r->tgh >= 1;
    case PW_CONNECTING_WALL_CHARS_JOYO:
      return (r->flags & PW_UNIHAN_JOYO) != 0;
    default:
      /* Grades are cumulative: a pupil in grade 3 knows grades 1 to 3. */
      return r->grade >= 1 && r->grade <= chars - PW_CONNECTING_WALL_CHARS_GRADE1 + 1;
    }
}

gboolean
pw_connecting_wall_unihan_fits_form (const PwConnectingWallUnihan *table, gunichar c,
                                     PwConnectingWallForm form)
{
  const PwUnihanRecord *r = pw_connecting_wall_unihan_record (table, c);
  if (r == NULL)
    return TRUE;
  switch (form)
    {
    case PW_CONNECTING_WALL_FORM_SIMPLIFIED:
      return !(r->flags & PW_UNIHAN_TRADITIONAL_FORM);
    case PW_CONNECTING_WALL_FORM_TRADITIONAL:
      return !(r->flags & PW_UNIHAN_SIMPLIFIED_FORM);
    case PW_CONNECTING_WALL_FORM_JAPANESE:
    default:
      return TRUE;
    }
}

guint
pw_connecting_wall_unihan_tgh (const PwConnectingWallUnihan *table, gunichar c)
{
  const PwUnihanRecord *r = pw_connecting_wall_unihan_record (table, c);
  return r ? r->tgh : 0;
}

guint
pw_connecting_wall_unihan_frequency (const PwConnectingWallUnihan *table, gunichar c)
{
  const PwUnihanRecord *r = pw_connecting_wall_unihan_record (table, c);
  return r ? (r->flags >> PW_UNIHAN_FREQUENCY_SHIFT) & 7u : 0;
}

static const char *
text_of (const PwConnectingWallUnihan *table, gunichar c, guint slot)
{
  const PwUnihanRecord *r = pw_connecting_wall_unihan_record (table, c);
  return r ? table->strings + r->text[slot] : "";
}

const char *
pw_connecting_wall_unihan_pinyin (const PwConnectingWallUnihan *table, gunichar c)
{
  return text_of (table, c, PW_UNIHAN_PINYIN);
}

const char *
pw_connecting_wall_unihan_on (const PwConnectingWallUnihan *table, gunichar c)
{
  return text_of (table, c, PW_UNIHAN_ON);
}

const char *
pw_connecting_wall_unihan_kun (const PwConnectingWallUnihan *table, gunichar c)
{
  return text_of (table, c, PW_UNIHAN_KUN);
}

const char *
pw_connecting_wall_unihan_definition (const PwConnectingWallUnihan *table, gunichar c)
{
  return text_of (table, c, PW_UNIHAN_DEFINITION);
}

/* The first word of a space-separated list, or NULL for none. */
static char *
first_word (const char *list)
{
  gsize n = strcspn (list, " ");
  return n ? g_strndup (list, n) : NULL;
}

char *
pw_connecting_wall_unihan_meaning (const PwConnectingWallUnihan *table, gunichar c)
{
  const char *def = pw_connecting_wall_unihan_definition (table, c);
  /* "illness, sickness, disease" → "illness"; "(same as 疒) sickness;
   * KangXi radical 104" → "sickness": senses end at ";" and ",", and
   * bracketed notes are for lexicographers, not for a key. */
  GString *plain = g_string_new (NULL);
  int depth = 0;
  for (const char *p = def; *p; p++)
    {
      if (*p == '(' || *p == '[')
        depth++;
      else if ((*p == ')' || *p == ']') && depth > 0)
        depth--;
      else if (depth == 0)
        g_string_append_c (plain, *p);
    }
  g_autofree char *text = g_string_free (plain, FALSE);
  g_auto (GStrv) senses = g_strsplit_set (text, ";,", -1);
  char *meaning = NULL;
  for (guint i = 0; senses[i] && meaning == NULL; i++)
    if (*g_strstrip (senses[i]))
      meaning = g_strdup (senses[i]);
  return meaning;
}

char *
pw_connecting_wall_unihan_reading (const PwConnectingWallUnihan *table, gunichar c,
                                   PwConnectingWallForm form)
{
  if (form == PW_CONNECTING_WALL_FORM_JAPANESE)
    {
      g_autofree char *on = first_word (pw_connecting_wall_unihan_on (table, c));
      g_autofree char *kun = first_word (pw_connecting_wall_unihan_kun (table, c));
      if (on && kun)
        return g_strconcat (on, "・", kun, NULL);
      return on ? g_steal_pointer (&on) : g_steal_pointer (&kun);
    }
  /* kMandarin's first value is the reading in China, a second one the
   * reading in Taiwan. */
  const char *pinyin = pw_connecting_wall_unihan_pinyin (table, c);
  g_autofree char *first = first_word (pinyin);
  if (form == PW_CONNECTING_WALL_FORM_TRADITIONAL && first)
    {
      const char *second = pinyin + strlen (first);
      if (*second == ' ' && second[1])
        return first_word (second + 1);
    }
  return g_steal_pointer (&first);
}

static gpointer
load_default (GError **error)
{
  g_autofree char *path = pw_data_find (PW_CONNECTING_WALL_UNIHAN_TABLE_ENV,
                                        PW_CONNECTING_WALL_UNIHAN_BUILD_TABLE,
                                        PW_CONNECTING_WALL_UNIHAN_TABLE_FILE);
  if (path)
    return pw_connecting_wall_unihan_load (path, error);
  g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
               _("The Unihan character data is not installed. Install Debian’s unicode-data "
                 "package (build-aux/deps.sh does) and build again, or set %s to a compiled "
                 "table."),
               PW_CONNECTING_WALL_UNIHAN_TABLE_ENV);
  return NULL;
}

const PwConnectingWallUnihan *
pw_connecting_wall_unihan_get_default (GError **error)
{
  static PwDataOnce once;
  return pw_data_once (&once, load_default, error);
}
