/* pw-wordnet.c — loading the compiled WordNet table and asking it what
 * a word names and what kinds of a thing there are. */
#include "pw-wordnet-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-data.h"
#include "pw-error.h"
#include "pw-wordnet-paths.h"

/* The real table has 82,115 noun synsets and 117,798 nouns. */
#define MAX_ITEMS (1u << 22)
/* How far up a meaning's hypernyms can go: WordNet's deepest chain is
 * under 20; a malformed table could loop. */
#define MAX_DEPTH 32

/* Takes @n guint32s from *@p if they fit before @end. */
static const guint32 *
take (const guint8 **p, const guint8 *end, gsize n)
{
  if ((gsize) (end - *p) / 4 < n)
    return NULL;
  const guint32 *at = (const guint32 *) *p;
  *p += n * 4;
  return at;
}

static gboolean
starts_ok (const guint32 *starts, guint n, guint total)
{
  for (guint i = 0; i < n; i++)
    if (starts[i] > starts[i + 1])
      return FALSE;
  return starts[0] == 0 && starts[n] == total;
}

static gboolean
all_below (const guint32 *items, guint n, guint limit)
{
  for (guint i = 0; i < n; i++)
    if (items[i] >= limit)
      return FALSE;
  return TRUE;
}

/* Every lookup trusts the table's counts and indices: check them once. */
static gboolean
check (const PwWordnet *t)
{
  if (!starts_ok (t->syn_sense_start, t->n_synsets, t->n_synset_senses)
      || !starts_ok (t->syn_parent_start, t->n_synsets, t->n_links)
      || !starts_ok (t->syn_child_start, t->n_synsets, t->n_links)
      || !starts_ok (t->word_sense_start, t->n_words, t->n_word_senses)
      || !all_below (t->syn_parents, t->n_links, t->n_synsets)
      || !all_below (t->syn_children, t->n_links, t->n_synsets)
      || !all_below (t->word_synsets, t->n_word_senses, t->n_synsets)
      || !all_below (t->word_key, t->n_words, t->strings_size)
      || t->strings_size == 0 || t->strings[t->strings_size - 1] != '\0')
    return FALSE;
  for (guint i = 0; i < t->n_synset_senses; i++)
    if (t->syn_senses[i].word >= t->n_words)
      return FALSE;
  for (guint i = 1; i < t->n_words; i++)
    if (strcmp (t->strings + t->word_key[i - 1], t->strings + t->word_key[i]) >= 0)
      return FALSE;
  return TRUE;
}

PwWordnet *
pw_wordnet_new_from_bytes (GBytes *bytes, const char *source, GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  const guint8 *end = data + size, *p = data + 8;
  guint32 h[PW_WORDNET_HEADER_WORDS];
  PwWordnet *t = NULL;
  if (size < 8 + sizeof h || memcmp (data, PW_WORDNET_MAGIC, 8) != 0
      || ((guintptr) data & 3) != 0)
    goto bad;
  memcpy (h, take (&p, end, PW_WORDNET_HEADER_WORDS), sizeof h);
  for (guint i = 0; i < 5; i++)
    if (h[i] > MAX_ITEMS)
      goto bad;
  if (h[5] > (guint32) size || h[5] % 4)
    goto bad;
  t = g_new0 (PwWordnet, 1);
  t->n_synsets = h[0], t->n_words = h[1], t->n_synset_senses = h[2];
  t->n_word_senses = h[3], t->n_links = h[4], t->strings_size = h[5];
  t->syn_sense_start = take (&p, end, t->n_synsets + 1);
  t->syn_senses = (const PwWordnetSense *) take (&p, end, 2 * (gsize) t->n_synset_senses);
  t->syn_parent_start = take (&p, end, t->n_synsets + 1);
  t->syn_parents = take (&p, end, t->n_links);
  t->syn_child_start = take (&p, end, t->n_synsets + 1);
  t->syn_children = take (&p, end, t->n_links);
  t->word_key = take (&p, end, t->n_words);
  t->word_info = take (&p, end, t->n_words);
  t->word_sense_start = take (&p, end, t->n_words + 1);
  t->word_synsets = take (&p, end, t->n_word_senses);
  t->strings = (const char *) p;
  if (t->word_synsets == NULL || (gsize) (end - p) != t->strings_size || !check (t))
    goto bad;
  t->bytes = g_bytes_ref (bytes);
  return t;

bad:
  g_free (t);
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
               _("%s: not a compiled WordNet table of this build"), source);
  return NULL;
}

PwWordnet *
pw_wordnet_load (const char *filename, GError **error)
{
  g_autoptr (GBytes) bytes = pw_data_read (filename, error);
  return bytes ? pw_wordnet_new_from_bytes (bytes, filename, error) : NULL;
}

GBytes *
pw_wordnet_serialize (const PwWordnet *wordnet)
{
  return g_bytes_ref (wordnet->bytes);
}

void
pw_wordnet_free (PwWordnet *wordnet)
{
  if (wordnet == NULL)
    return;
  g_bytes_unref (wordnet->bytes);
  if (wordnet->unsuitable)
    g_array_unref (wordnet->unsuitable);
  g_free (wordnet);
}

static gpointer
load_default (GError **error)
{
  g_autofree char *path = pw_data_find (PW_WORDNET_TABLE_ENV, PW_WORDNET_BUILD_TABLE,
                                        PW_WORDNET_TABLE_FILE);
  if (path)
    return pw_wordnet_load (path, error);
  g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
               _("WordNet is not installed. Install Debian’s wordnet-base package "
                 "(build-aux/deps.sh does) and build again, or set %s to a compiled table."),
               PW_WORDNET_TABLE_ENV);
  return NULL;
}

const PwWordnet *
pw_wordnet_get_default (GError **error)
{
  static PwDataOnce once;
  return pw_data_once (&once, load_default, error);
}

guint
pw_wordnet_n_synsets (const PwWordnet *wordnet)
{
  return wordnet->n_synsets;
}

guint
pw_wordnet_n_words (const PwWordnet *wordnet)
{
  return wordnet->n_words;
}

gint
pw_wordnet_find_word (const PwWordnet *wordnet, const char *text)
{
  g_autofree char *stripped = g_strstrip (g_utf8_strdown (text, -1));
  g_strdelimit (stripped, "_", ' ');
  guint lo = 0, hi = wordnet->n_words;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      int c = strcmp (wordnet->strings + wordnet->word_key[mid], stripped);
      if (c == 0)
        return (gint) mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return -1;
}

const char *
pw_wordnet_word_text (const PwWordnet *wordnet, guint32 word)
{
  g_return_val_if_fail (word < wordnet->n_words, "");
  return wordnet->strings + wordnet->word_key[word];
}

guint
pw_wordnet_word_count (const PwWordnet *wordnet, guint32 word)
{
  g_return_val_if_fail (word < wordnet->n_words, 0);
  return wordnet->word_info[word] >> 1;
}

gboolean
pw_wordnet_word_unsafe (const PwWordnet *wordnet, guint32 word)
{
  g_return_val_if_fail (word < wordnet->n_words, TRUE);
  return wordnet->word_info[word] & 1;
}

const guint32 *
pw_wordnet_word_synsets (const PwWordnet *wordnet, guint32 word, guint *n)
{
  g_return_val_if_fail (word < wordnet->n_words, (*n = 0, NULL));
  *n = wordnet->word_sense_start[word + 1] - wordnet->word_sense_start[word];
  return wordnet->word_synsets + wordnet->word_sense_start[word];
}

const PwWordnetSense *
pw_wordnet_synset_senses (const PwWordnet *wordnet, guint32 synset, guint *n)
{
  g_return_val_if_fail (synset < wordnet->n_synsets, (*n = 0, NULL));
  *n = wordnet->syn_sense_start[synset + 1] - wordnet->syn_sense_start[synset];
  return wordnet->syn_senses + wordnet->syn_sense_start[synset];
}

const guint32 *
pw_wordnet_synset_parents (const PwWordnet *wordnet, guint32 synset, guint *n)
{
  g_return_val_if_fail (synset < wordnet->n_synsets, (*n = 0, NULL));
  *n = wordnet->syn_parent_start[synset + 1] - wordnet->syn_parent_start[synset];
  return wordnet->syn_parents + wordnet->syn_parent_start[synset];
}

const guint32 *
pw_wordnet_synset_children (const PwWordnet *wordnet, guint32 synset, guint *n)
{
  g_return_val_if_fail (synset < wordnet->n_synsets, (*n = 0, NULL));
  *n = wordnet->syn_child_start[synset + 1] - wordnet->syn_child_start[synset];
  return wordnet->syn_children + wordnet->syn_child_start[synset];
}

static gboolean
under (const PwWordnet *wordnet, guint32 synset, guint32 ancestor, guint depth)
{
  if (synset == ancestor)
    return TRUE;
  if (depth >= MAX_DEPTH)
    return FALSE;
  guint n;
  const guint32 *parents = pw_wordnet_synset_parents (wordnet, synset, &n);
  for (guint i = 0; i < n; i++)
    if (under (wordnet, parents[i], ancestor, depth + 1))
      return TRUE;
  return FALSE;
}

gboolean
pw_wordnet_synset_is_a (const PwWordnet *wordnet, guint32 synset, guint32 ancestor)
{
  g_return_val_if_fail (synset < wordnet->n_synsets, FALSE);
  return under (wordnet, synset, ancestor, 0);
}

gboolean
pw_wordnet_synset_has_word (const PwWordnet *wordnet, guint32 synset, guint32 word, guint *count)
{
  guint n;
  const PwWordnetSense *senses = pw_wordnet_synset_senses (wordnet, synset, &n);
  for (guint i = 0; i < n; i++)
    if (senses[i].word == word)
      {
        if (count)
          *count = senses[i].count;
        return TRUE;
      }
  return FALSE;
}

/* Named by a word WordNet files the meaning under. */
static const char *const unsuitable_meanings[] = {
  "alcoholic beverage", "drug of abuse", "tobacco", "weapon", "military vehicle",
  "instrument of execution", "instrument of punishment", "brothel", "prostitute",
  "pornography", "stripper", NULL
};

/* The unsuitable meanings' synsets: finding one walks all its kinds, too
 * slow to do for every category of a wall, so it is done once. */
static GArray *
unsuitable_synsets (const PwWordnet *wordnet)
{
  PwWordnet *self = (PwWordnet *) wordnet;
  if (g_once_init_enter (&self->unsuitable_found))
    {
      self->unsuitable = g_array_new (FALSE, FALSE, sizeof (guint32));
      for (guint i = 0; unsuitable_meanings[i]; i++)
        {
          gint s = pw_wordnet_category (wordnet, unsuitable_meanings[i]);
          if (s >= 0)
            g_array_append_val (self->unsuitable, s);
        }
      g_once_init_leave (&self->unsuitable_found, 1);
    }
  return self->unsuitable;
}

GArray *
pw_wordnet_unsuitable_for (const PwWordnet *wordnet, guint32 category)
{
  GArray *all = unsuitable_synsets (wordnet);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < all->len; i++)
    {
      guint32 s = g_array_index (all, guint32, i);
      if (!pw_wordnet_synset_is_a (wordnet, category, s))
        g_array_append_val (out, s);
    }
  return out;
}

gboolean
pw_wordnet_word_unsuitable (const PwWordnet *wordnet, guint32 word, guint32 category,
                            GArray *unsuitable)
{
  guint n;
  const guint32 *synsets = pw_wordnet_word_synsets (wordnet, word, &n);
  for (guint i = 0; i < n; i++)
    if (pw_wordnet_synset_is_a (wordnet, synsets[i], category))
      for (guint k = 0; k < unsuitable->len; k++)
        if (pw_wordnet_synset_is_a (wordnet, synsets[i], g_array_index (unsuitable, guint32, k)))
          return TRUE;
  return FALSE;
}

gboolean
pw_wordnet_same_meaning (const PwWordnet *wordnet, const char *a, const char *b)
{
  gint ia = pw_wordnet_find_word (wordnet, a), ib = pw_wordnet_find_word (wordnet, b);
  if (ia < 0 || ib < 0)
    return FALSE;
  guint na, nb;
  const guint32 *sa = pw_wordnet_word_synsets (wordnet, (guint32) ia, &na);
  const guint32 *sb = pw_wordnet_word_synsets (wordnet, (guint32) ib, &nb);
  for (guint i = 0; i < na; i++)
    for (guint j = 0; j < nb; j++)
      if (sa[i] == sb[j])
        return TRUE;
  return ia == ib;
}

gboolean
pw_wordnet_is_a (const PwWordnet *wordnet, guint32 word, guint32 synset, guint *count)
{
  guint n;
  gboolean found = FALSE;
  guint best = 0;
  const guint32 *synsets = pw_wordnet_word_synsets (wordnet, word, &n);
  for (guint i = 0; i < n; i++)
    if (under (wordnet, synsets[i], synset, 0))
      {
        guint tagged = 0;
        found = TRUE;
        pw_wordnet_synset_has_word (wordnet, synsets[i], word, &tagged);
        best = MAX (best, tagged);
      }
  if (count)
    *count = best;
  return found;
}

static gboolean
letters_only (const char *text)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (!g_unichar_isalpha (g_utf8_get_char (p)))
      return FALSE;
  return *text != '\0';
}

static int
cmp_member (gconstpointer a, gconstpointer b, gpointer data)
{
  const PwWordnetMember *x = a, *y = b;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp (pw_wordnet_word_text (data, x->word), pw_wordnet_word_text (data, y->word));
}

GArray *
pw_wordnet_members (const PwWordnet *wordnet, guint32 synset)
{
  g_autoptr (GHashTable) best = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_append_val (queue, synset);
  g_hash_table_add (seen, GUINT_TO_POINTER (synset));
  for (guint q = 0; q < queue->len && q < PW_WORDNET_MAX_DESCENDANTS; q++)
    {
      guint32 s = g_array_index (queue, guint32, q);
      guint n;
      const PwWordnetSense *senses = pw_wordnet_synset_senses (wordnet, s, &n);
      for (guint i = 0; i < n; i++)
        {
          guint32 w = senses[i].word;
          if (pw_wordnet_word_unsafe (wordnet, w)
              || !letters_only (pw_wordnet_word_text (wordnet, w)))
            continue;
          gpointer key = GUINT_TO_POINTER (w);
          /* Stored count + 1, so a count of 0 is not "absent". */
          guint old = GPOINTER_TO_UINT (g_hash_table_lookup (best, key));
          if (old == 0 || senses[i].count + 1 > old)
            g_hash_table_insert (best, key, GUINT_TO_POINTER (senses[i].count + 1));
        }
      const guint32 *children = pw_wordnet_synset_children (wordnet, s, &n);
      for (guint i = 0; i < n; i++)
        if (g_hash_table_add (seen, GUINT_TO_POINTER (children[i])))
          g_array_append_val (queue, children[i]);
    }
  GArray *out = g_array_new (FALSE, FALSE, sizeof (PwWordnetMember));
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, best);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      PwWordnetMember m = { GPOINTER_TO_UINT (key), GPOINTER_TO_UINT (value) - 1 };
      g_array_append_val (out, m);
    }
  g_array_sort_with_data (out, cmp_member, (gpointer) wordnet);
  return out;
}

gint
pw_wordnet_category (const PwWordnet *wordnet, const char *text)
{
  gint word = pw_wordnet_find_word (wordnet, text);
  if (word < 0)
    return -1;
  guint n;
  const guint32 *synsets = pw_wordnet_word_synsets (wordnet, (guint32) word, &n);
  gint best = -1;
  guint best_familiar = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GArray) members = pw_wordnet_members (wordnet, synsets[i]);
      guint familiar = 0;
      for (guint k = 0; k < members->len; k++)
        familiar += g_array_index (members, PwWordnetMember, k).count > 0;
      if (best < 0 || familiar > best_familiar)
        best = (gint) synsets[i], best_familiar = familiar;
    }
  return best;
}
