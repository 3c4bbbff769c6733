/* word-search-theme-pick.c — which of a theme's words go into a grid:
 * those that fit its longest line, hold no forbidden word, hold no other
 * word of the list nor sit inside one, and leave room to place them all. */
#include "word-search-themes.h"

#include <string.h>

/* At most this share of the cells is taken by the words' letters: more
 * makes placing them slow and the fill too short to hide them. */
#define MAX_FILL 0.55
#define MIN_AUTO 6
#define MAX_AUTO 30

guint
pw_word_search_theme_auto_count (const PwWordSearchModel *m)
{
  return CLAMP (pw_word_search_count_cells (m) / 12, MIN_AUTO, MAX_AUTO);
}

/* Words read backwards too when the directions hold a direction and its
 * opposite (left as well as right, and so on). */
static gboolean
reads_backwards (const PwWordSearchModel *m)
{
  for (guint d = 0; d < 4; d++)
    if ((m->directions & (1u << d)) && (m->directions & (1u << (d + 4))))
      return TRUE;
  return FALSE;
}

/* The folded letters between separators ("\x1fC\x1fA\x1fT\x1f"), so that
 * finding one word in another matches whole letters only. */
static char *
letter_key (const PwWordSearchModel *m, const char *text, gboolean reversed, guint *n)
{
  g_auto (GStrv) keys = pw_word_search_word_keys (m, text, n);
  GString *s = g_string_new ("\x1f");
  for (guint i = 0; i < *n; i++)
    {
      g_string_append (s, keys[reversed ? *n - 1 - i : i]);
      g_string_append_c (s, '\x1f');
    }
  return g_string_free (s, FALSE);
}

/* Whether one of the words in @keys is inside @key or @key inside it. */
static gboolean
overlaps (GPtrArray *keys, const char *key)
{
  for (guint i = 0; i < keys->len; i++)
    if (strstr (keys->pdata[i], key) || strstr (key, keys->pdata[i]))
      return TRUE;
  return FALSE;
}

/* Whether @key (and, read backwards, @rkey) holds a forbidden word. */
static gboolean
holds_forbidden (const PwWordSearchModel *m, const char *key, const char *rkey)
{
  for (guint i = 0; i < m->forbidden->len; i++)
    {
      guint n;
      g_autofree char *f = letter_key (m, m->forbidden->pdata[i], FALSE, &n);
      if (n > 0 && (strstr (key, f) || (rkey && strstr (rkey, f))))
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
pw_word_search_theme_pick (const PwWordSearchModel *m, GPtrArray *candidates, guint count,
                           PwRng *rng)
{
  guint limit = pw_word_search_longest_line (m);
  /* Room is kept only when the number is left to the picker: a number
   * asked for is given, and placing says when it is too many. */
  guint room = count ? G_MAXUINT : (guint) (pw_word_search_count_cells (m) * MAX_FILL);
  gboolean backwards = reads_backwards (m);
  if (count == 0)
    count = pw_word_search_theme_auto_count (m);

  /* The words already in the list count as picked. */
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  guint letters = 0;
  for (guint i = 0; i < m->words->len; i++)
    {
      guint n;
      char *key = letter_key (m, ((PwWordSearchWord *) m->words->pdata[i])->text, FALSE, &n);
      g_ptr_array_add (keys, key);
      letters += n;
    }

  g_autofree guint *order = g_new (guint, candidates->len);
  for (guint i = 0; i < candidates->len; i++)
    order[i] = i;
  pw_rng_shuffle (rng, order, candidates->len, sizeof (guint));
  GPtrArray *picked = g_ptr_array_new_with_free_func (g_free);
  /* Long words first would fill the room with a few of them: the first
   * pass takes words up to half again the letters a word may have on
   * average, the second any that still fit. */
  guint average_max = room == G_MAXUINT ? G_MAXUINT : MAX (4, 3 * room / (2 * count));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < candidates->len && picked->len < count; i++)
      {
        g_autofree char *text = g_utf8_strup (candidates->pdata[order[i]], -1);
        guint n;
        g_autofree char *key = letter_key (m, text, FALSE, &n);
        g_autofree char *rkey = backwards ? letter_key (m, text, TRUE, &n) : NULL;
        if ((pass == 0 && n > average_max) || n < 2 || n > limit || letters + n > room
            || holds_forbidden (m, key, rkey) || overlaps (keys, key)
            || (rkey && overlaps (keys, rkey)))
          continue;
        g_ptr_array_add (keys, g_steal_pointer (&key));
        g_ptr_array_add (picked, g_steal_pointer (&text));
        letters += n;
      }
  return picked;
}
