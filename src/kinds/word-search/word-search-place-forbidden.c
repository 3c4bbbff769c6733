/* word-search-place-forbidden.c — keeping the placed words from spelling
 * a forbidden word where they cross.
 *
 * Why: the fill redraws any filled cell on a forbidden word, but when the
 * placed words' own letters spell one (KANGAROO and OCTOPUS crossing
 * into POO) no fill can help, and the generator placed everything again
 * with another seed: on a 20×20 grid with 40 animals, one seed in five,
 * and those seeds took two or three times the median (issue 26).  The
 * placer now refuses such a place while it searches, as the checker would
 * read it: letters folded in case and accents, all eight directions.
 *
 * A forbidden word that one word spells by itself (POOL holds POO) is
 * left out: no layout avoids it, and the fill's error names it as before.
 */
#include "word-search-place-forbidden.h"

#include <string.h>

#include "pw-text.h"

struct _PwWordSearchForbiddenGuard
{
  guint width, height;
  const guint8 *mask;
  guint *loose_of_key; /* key id → loose letter id (1, 2, …) */
  guint n_keys;
  GPtrArray *words;    /* GArray of guint loose letter ids, one per word */
};

static const PwTextFold loose = PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS;

/* The loose letter ids of @text, or NULL when one of its letters is no
 * letter of the words (then placed words cannot spell it). */
static GArray *
loose_ids (GHashTable *ids, const char *text, gboolean add)
{
  guint n = 0;
  g_auto (GStrv) letters = pw_word_search_word_letters (text, &n);
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *f = pw_text_fold (letters[k], -1, loose);
      guint id = GPOINTER_TO_UINT (g_hash_table_lookup (ids, f));
      if (id == 0 && add)
        {
          id = g_hash_table_size (ids) + 1;
          g_hash_table_insert (ids, g_steal_pointer (&f), GUINT_TO_POINTER (id));
        }
      if (id == 0)
        {
          g_array_unref (out);
          return NULL;
        }
      g_array_append_val (out, id);
    }
  return out;
}

/* Whether @word holds @f, forwards or backwards. */
static gboolean
holds (const GArray *word, const GArray *f)
{
  const guint *w = (const guint *) word->data, *s = (const guint *) f->data;
  for (guint at = 0; at + f->len <= word->len; at++)
    {
      gboolean fwd = TRUE, back = TRUE;
      for (guint j = 0; j < f->len && (fwd || back); j++)
        {
          fwd = fwd && w[at + j] == s[j];
          back = back && w[at + j] == s[f->len - 1 - j];
        }
      if (fwd || back)
        return TRUE;
    }
  return FALSE;
}

PwWordSearchForbiddenGuard *
pw_word_search_forbidden_guard_new (const PwWordSearchModel *m, const GPtrArray *key_names)
{
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < m->words->len; i++)
    g_ptr_array_add (words, loose_ids (ids, ((PwWordSearchWord *) m->words->pdata[i])->text,
                                       TRUE));
  GPtrArray *guarded = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < m->forbidden->len; i++)
    {
      GArray *f = loose_ids (ids, m->forbidden->pdata[i], FALSE);
      gboolean unavoidable = f == NULL || f->len == 0;
      for (guint w = 0; w < words->len && !unavoidable; w++)
        unavoidable = holds (words->pdata[w], f);
      if (unavoidable)
        g_clear_pointer (&f, g_array_unref);
      else
        g_ptr_array_add (guarded, f);
    }
  if (guarded->len == 0)
    {
      g_ptr_array_unref (guarded);
      return NULL;
    }
  PwWordSearchForbiddenGuard *g = g_new0 (PwWordSearchForbiddenGuard, 1);
  g->width = m->width;
  g->height = m->height;
  g->mask = m->mask;
  g->words = guarded;
  g->n_keys = key_names->len;
  g->loose_of_key = g_new0 (guint, g->n_keys + 1);
  for (guint k = 0; k < key_names->len; k++)
    {
      g_autofree char *f = pw_text_fold (key_names->pdata[k], -1, loose);
      g->loose_of_key[k + 1] = GPOINTER_TO_UINT (g_hash_table_lookup (ids, f));
    }
  return g;
}

void
pw_word_search_forbidden_guard_free (PwWordSearchForbiddenGuard *g)
{
  if (g == NULL)
    return;
  g_ptr_array_unref (g->words);
  g_free (g->loose_of_key);
  g_free (g);
}

/* The loose letter at (@x, @y), 0 when it is outside, masked or empty. */
static inline guint
letter_at (const PwWordSearchForbiddenGuard *g, const guint *cell_key, int x, int y)
{
  if (x < 0 || y < 0 || (guint) x >= g->width || (guint) y >= g->height)
    return 0;
  guint c = (guint) y * g->width + (guint) x;
  return g->mask[c] ? g->loose_of_key[cell_key[c]] : 0;
}

/* Whether @f is spelled with its letter @i on (@x, @y), reading along (@dx, @dy). */
static gboolean
spelled_at (const PwWordSearchForbiddenGuard *g, const guint *cell_key, const GArray *f,
            guint i, int x, int y, int dx, int dy)
{
  for (guint j = 0; j < f->len; j++)
    {
      int o = (int) j - (int) i;
      if (letter_at (g, cell_key, x + o * dx, y + o * dy) != g_array_index (f, guint, j))
        return FALSE;
    }
  return TRUE;
}

gboolean
pw_word_search_forbidden_guard_spelled (const PwWordSearchForbiddenGuard *g,
                                        const guint *cell_key, const guint *cells, guint n)
{
  for (guint l = 0; l < n; l++)
    {
      int x = (int) (cells[l] % g->width), y = (int) (cells[l] / g->width);
      guint here = letter_at (g, cell_key, x, y);
      for (guint w = 0; w < g->words->len; w++)
        {
          const GArray *f = g->words->pdata[w];
          for (guint i = 0; i < f->len; i++)
            {
              if (g_array_index (f, guint, i) != here)
                continue;
              for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
                {
                  int dx, dy;
                  pw_word_search_direction_step (d, &dx, &dy);
                  if (spelled_at (g, cell_key, f, i, x, y, dx, dy))
                    return TRUE;
                }
            }
        }
    }
  return FALSE;
}
