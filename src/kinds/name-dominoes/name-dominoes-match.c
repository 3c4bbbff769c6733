#include "name-dominoes-match.h"

#include <string.h>

#include "pw-text.h"

char *
pw_name_dominoes_normalize (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  g_autofree char *composed = g_utf8_normalize (folded, -1, G_NORMALIZE_NFKC);
  return pw_text_squeeze_spaces (composed ? composed : "", -1);
}

GPtrArray *
pw_name_dominoes_folded_synonyms (const PwNameDominoesModel *model)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; i < model->synonyms->len; i++)
    {
      char **set = model->synonyms->pdata[i];
      guint n = g_strv_length (set);
      char **folded = g_new0 (char *, n + 1);
      for (guint j = 0; j < n; j++)
        folded[j] = pw_name_dominoes_normalize (set[j]);
      g_ptr_array_add (sets, folded);
    }
  return sets;
}

/* Whether @word is one of the space-separated words of @name. */
static gboolean
is_word_of (const char *word, const char *name)
{
  gsize wl = strlen (word);
  if (wl == 0 || strchr (name, ' ') == NULL)
    return FALSE;
  for (const char *p = name; *p;)
    {
      const char *end = strchr (p, ' ');
      gsize len = end ? (gsize) (end - p) : strlen (p);
      if (len == wl && memcmp (p, word, wl) == 0)
        return TRUE;
      if (end == NULL)
        break;
      p = end + 1;
    }
  return FALSE;
}

gboolean
pw_name_dominoes_equal (const char *a, const char *b, GPtrArray *synonyms, gboolean partial_match)
{
  if (a[0] == '\0' || b[0] == '\0')
    return FALSE;
  if (strcmp (a, b) == 0)
    return TRUE;
  if (partial_match && (is_word_of (a, b) || is_word_of (b, a)))
    return TRUE;
  for (guint i = 0; synonyms && i < synonyms->len; i++)
    {
      char **set = synonyms->pdata[i];
      if (g_strv_contains ((const char *const *) set, a)
          && g_strv_contains ((const char *const *) set, b))
        return TRUE;
    }
  return FALSE;
}

struct _PwNameDominoesMatcher
{
  GPtrArray *folded;   /* id -> folded text; id 0 is the blank name */
  GHashTable *ids;     /* folded text -> id + 1 */
  guint *tile_ids;     /* tile * 3 + k -> id */
  guint n_tiles;
  guint words;         /* guint64 words per row of @bits */
  guint64 *bits;       /* n_ids × n_ids: equal? */
};

static guint
intern (PwNameDominoesMatcher *m, const char *folded)
{
  if (folded[0] == '\0')
    return 0;
  gpointer v = g_hash_table_lookup (m->ids, folded);
  if (v != NULL)
    return GPOINTER_TO_UINT (v) - 1;
  char *copy = g_strdup (folded);
  g_ptr_array_add (m->folded, copy);
  g_hash_table_insert (m->ids, copy, GUINT_TO_POINTER (m->folded->len));
  return m->folded->len - 1;
}

static void
set_equal (PwNameDominoesMatcher *m, guint a, guint b)
{
  if (a == 0 || b == 0)
    return;
  m->bits[(gsize) a * m->words + b / 64] |= G_GUINT64_CONSTANT (1) << (b % 64);
  m->bits[(gsize) b * m->words + a / 64] |= G_GUINT64_CONSTANT (1) << (a % 64);
}

static int
lookup (PwNameDominoesMatcher *m, const char *folded)
{
  gpointer v = g_hash_table_lookup (m->ids, folded);
  return v ? (int) GPOINTER_TO_UINT (v) - 1 : -1;
}

PwNameDominoesMatcher *
pw_name_dominoes_matcher_new (const PwNameDominoesModel *model)
{
  PwNameDominoesMatcher *m = g_new0 (PwNameDominoesMatcher, 1);
  m->folded = g_ptr_array_new_with_free_func (g_free);
  m->ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_ptr_array_add (m->folded, g_strdup (""));
  m->n_tiles = model->tiles->len;
  m->tile_ids = g_new0 (guint, (gsize) m->n_tiles * 3);
  for (guint t = 0; t < model->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      for (guint k = 0; k < tile->n_names; k++)
        {
          g_autofree char *folded = pw_name_dominoes_normalize (tile->names[k]);
          m->tile_ids[t * 3 + k] = intern (m, folded);
        }
    }
  guint n = m->folded->len;
  m->words = (n + 63) / 64;
  m->bits = g_new0 (guint64, (gsize) n * m->words);

  /* Building from the three rules, not by comparing every pair, keeps
   * this linear in the number of names. */
  for (guint id = 1; id < n; id++)
    {
      set_equal (m, id, id);
      const char *name = m->folded->pdata[id];
      if (!model->partial_match || strchr (name, ' ') == NULL)
        continue;
      g_auto (GStrv) words = g_strsplit (name, " ", -1);
      for (guint w = 0; words[w]; w++)
        {
          int other = lookup (m, words[w]);
          if (other > 0)
            set_equal (m, id, (guint) other);
        }
    }
  for (guint i = 0; i < model->synonyms->len; i++)
    {
      char **set = model->synonyms->pdata[i];
      g_autoptr (GArray) present = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint j = 0; set[j]; j++)
        {
          g_autofree char *folded = pw_name_dominoes_normalize (set[j]);
          int id = lookup (m, folded);
          if (id > 0)
            g_array_append_val (present, id);
        }
      for (guint a = 0; a < present->len; a++)
        for (guint b = a; b < present->len; b++)
          set_equal (m, g_array_index (present, guint, a), g_array_index (present, guint, b));
    }
  return m;
}

void
pw_name_dominoes_matcher_free (PwNameDominoesMatcher *m)
{
  if (m == NULL)
    return;
  g_hash_table_unref (m->ids);
  g_ptr_array_unref (m->folded);
  g_free (m->tile_ids);
  g_free (m->bits);
  g_free (m);
}

guint
pw_name_dominoes_matcher_n_ids (const PwNameDominoesMatcher *m)
{
  return m->folded->len;
}

guint
pw_name_dominoes_matcher_tile_id (const PwNameDominoesMatcher *m, guint tile, guint k)
{
  g_return_val_if_fail (tile < m->n_tiles && k < 3, 0);
  return m->tile_ids[tile * 3 + k];
}

const char *
pw_name_dominoes_matcher_folded (const PwNameDominoesMatcher *m, guint id)
{
  g_return_val_if_fail (id < m->folded->len, "");
  return m->folded->pdata[id];
}

gboolean
pw_name_dominoes_matcher_equal (const PwNameDominoesMatcher *m, guint a, guint b)
{
  return (m->bits[(gsize) a * m->words + b / 64] >> (b % 64)) & 1;
}

gboolean
pw_name_dominoes_matcher_tiles_match (const PwNameDominoesMatcher *m, guint t, guint u)
{
  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      if (pw_name_dominoes_matcher_equal (m, m->tile_ids[t * 3 + i], m->tile_ids[u * 3 + j]))
        return TRUE;
  return FALSE;
}

const guint64 *
pw_name_dominoes_matcher_bits (const PwNameDominoesMatcher *m, guint *words)
{
  *words = m->words;
  return m->bits;
}
