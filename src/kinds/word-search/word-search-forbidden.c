/* word-search-forbidden.c — the default lists of words that must not
 * appear in a grid by chance, per language.
 *
 * Short on purpose: the commonest rude words a random fill may spell, so a
 * class never finds one.  Each puzzle keeps its own copy, which the
 * designer edits; these are only where a new puzzle starts. */
#include "word-search.h"

#include <string.h>

static const char *const forbidden_en[] = {
  "ARSE", "BUM", "COCK", "CRAP", "CUNT", "DICK", "FART", "FUCK", "PISS", "POO",
  "SHIT", "TIT", "TWAT", "WANK", NULL,
};

static const char *const forbidden_de[] = {
  "ARSCH", "FICK", "KACK", "MIST", "PIMMEL", "SCHEISS", "TITTE", NULL,
};

static const char *const forbidden_fr[] = {
  "BITE", "CACA", "CON", "CUL", "MERDE", "PUTE", "ZIZI", NULL,
};

static const char *const forbidden_es[] = {
  "CACA", "CULO", "MIERDA", "PEDO", "PUTA", "TETA", NULL,
};

static const char *const none[] = { NULL };

static const struct
{
  const char *language;
  const char *const *words;
} lists[] = {
  { "en", forbidden_en },
  { "de", forbidden_de },
  { "fr", forbidden_fr },
  { "es", forbidden_es },
};

/* By the language part of a locale: "en_GB" and "en" both give English. */
const char *const *
pw_word_search_default_forbidden (const char *language)
{
  if (language == NULL)
    return none;
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      gsize n = strlen (lists[i].language);
      if (g_ascii_strncasecmp (language, lists[i].language, n) == 0
          && (language[n] == '\0' || language[n] == '_' || language[n] == '-'))
        return lists[i].words;
    }
  return none;
}
