/* connecting-wall-gloss.c — readings and meanings of a CJK wall's cards
 * and connections, for the key and the editor's hover. */
#include "connecting-wall-gloss.h"

#include "connecting-wall-cjk.h"
#include "connecting-wall-unihan.h"
#include "pw-i18n.h"

/* The table and the character, when there is something to look up. */
static const PwConnectingWallUnihan *
lookup (const PwConnectingWallModel *m, const char *text, gunichar *c)
{
  if (!m->cjk || text == NULL || !pw_connecting_wall_cjk_is_han_char (text, c))
    return NULL;
  return pw_connecting_wall_unihan_get_default (NULL);
}

char *
pw_connecting_wall_gloss_reading (const PwConnectingWallModel *m, const char *text)
{
  gunichar c;
  const PwConnectingWallUnihan *unihan = lookup (m, text, &c);
  return unihan ? pw_connecting_wall_unihan_reading (unihan, c, m->script) : NULL;
}

/* Unihan's meanings are English: they are shown to a reader of English
 * only, so that a sheet in another language carries none (readings are
 * the characters' own and shown to everyone). */
static gboolean
reader_of_english (void)
{
  const char *locale = g_get_language_names ()[0];
  return pw_i18n_locale_is (locale, "en") || g_str_equal (locale, "C")
         || g_str_has_prefix (locale, "C.") || g_str_equal (locale, "POSIX");
}

char *
pw_connecting_wall_gloss_meaning (const PwConnectingWallModel *m, const char *text)
{
  if (!reader_of_english ())
    return NULL;
  gunichar c;
  const PwConnectingWallUnihan *unihan = lookup (m, text, &c);
  return unihan ? pw_connecting_wall_unihan_meaning (unihan, c) : NULL;
}

char *
pw_connecting_wall_gloss_line (const PwConnectingWallModel *m, const char *text)
{
  g_autofree char *reading = pw_connecting_wall_gloss_reading (m, text);
  g_autofree char *meaning = pw_connecting_wall_gloss_meaning (m, text);
  if (reading == NULL && meaning == NULL)
    return NULL;
  if (reading && meaning)
    return g_strdup_printf ("%s %s — %s", text, reading, meaning);
  return g_strdup_printf ("%s %s", text, reading ? reading : meaning);
}
