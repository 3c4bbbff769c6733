/* word-search-case.c — one case for the whole grid.
 *
 * When the puzzle ignores case, a word typed as "zebra" among capitals
 * must not show up in the grid as z e b r a among capitals (the fill
 * would then scatter small z, b, a… and give the word away).  So the
 * grid is written in one case: the list's (small letters when every
 * word is typed in them, else capitals), or the one the teacher chose.
 * A puzzle that tells cases apart keeps every letter as typed. */
#include "word-search.h"

static const char *const case_names[] = { "auto", "upper", "lower" };

const char *
pw_word_search_case_name (PwWordSearchCase letter_case)
{
  return case_names[letter_case];
}

gboolean
pw_word_search_case_from_name (const char *name, PwWordSearchCase *letter_case)
{
  for (guint i = 0; i < G_N_ELEMENTS (case_names); i++)
    if (g_strcmp0 (name, case_names[i]) == 0)
      {
        *letter_case = i;
        return TRUE;
      }
  return FALSE;
}

/* Whether every word is in small letters (and some letter has a case). */
static gboolean
list_is_lower (const PwWordSearchModel *m)
{
  gboolean lower = FALSE;
  for (guint i = 0; i < m->words->len; i++)
    for (const char *p = ((PwWordSearchWord *) m->words->pdata[i])->text; *p;
         p = g_utf8_next_char (p))
      {
        gunichar c = g_utf8_get_char (p);
        if (g_unichar_isupper (c) || g_unichar_istitle (c))
          return FALSE;
        lower = lower || g_unichar_islower (c);
      }
  return lower;
}

PwWordSearchCase
pw_word_search_grid_case (const PwWordSearchModel *m)
{
  if (m->fold == PW_WORD_SEARCH_FOLD_NONE)
    return PW_WORD_SEARCH_CASE_AUTO;
  if (m->letter_case != PW_WORD_SEARCH_CASE_AUTO)
    return m->letter_case;
  return list_is_lower (m) ? PW_WORD_SEARCH_CASE_LOWER : PW_WORD_SEARCH_CASE_UPPER;
}

char *
pw_word_search_cased (const PwWordSearchModel *m, const char *text)
{
  PwWordSearchCase c = pw_word_search_grid_case (m);
  if (c == PW_WORD_SEARCH_CASE_AUTO)
    return g_strdup (text);
  return pw_text_to_case (text, -1, c == PW_WORD_SEARCH_CASE_UPPER,
                          pw_word_search_fold_flags (m->fold));
}

/* Why a cache: casing goes through ICU letter by letter, and a 20×20
 * generation cased about 950 letters of some 25 different ones — a
 * sixth of its time (issue 26). */
GHashTable *
pw_word_search_case_cache_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

char *
pw_word_search_cased_cached (const PwWordSearchModel *m, GHashTable *cache, const char *text)
{
  const char *cased = g_hash_table_lookup (cache, text);
  if (cased == NULL)
    {
      char *fresh = pw_word_search_cased (m, text);
      g_hash_table_insert (cache, g_strdup (text), fresh);
      cased = fresh;
    }
  return g_strdup (cased);
}

void
pw_word_search_apply_case (PwWordSearchModel *m)
{
  if (pw_word_search_grid_case (m) == PW_WORD_SEARCH_CASE_AUTO)
    return;
  g_autoptr (GHashTable) cache = pw_word_search_case_cache_new ();
  for (guint i = 0; i < m->width * m->height; i++)
    if (m->cells[i])
      {
        char *cased = pw_word_search_cased_cached (m, cache, m->cells[i]);
        g_free (m->cells[i]);
        m->cells[i] = cased;
      }
}
