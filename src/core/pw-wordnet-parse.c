/* pw-wordnet-parse.c — WordNet's noun files in, the compiled table out
 * (pw-wordnet-private.h says its layout).  GLib only: the build's
 * compiler links it, and tests parse a small fixture with it.
 *
 * data.noun gives each synset's words and hypernyms (@, and @i for
 * instances: Mars is an instance of planet); index.noun each word's
 * synsets in sense order; cntlist.rev each sense's tag count, by the
 * word and the sense's number. */
#include "pw-wordnet-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-data.h"
#include "pw-error.h"

/* Usage domains whose words a class must not be offered, and words in a
 * gloss that say the same. */
static const char *const unsafe_domains[] = { "disparagement", "ethnic_slur", "obscenity",
                                              "slang", NULL };
static const char *const unsafe_glosses[] = { "slur", "obscene", "vulgar", "offensive",
                                              "derogatory", "disparaging", "insulting", NULL };

typedef struct
{
  guint32 offset;
  GPtrArray *words;   /* char *: lower case, spaces between words */
  GArray *parents;    /* guint32 offsets */
  GArray *usages;     /* guint32 offsets of usage domains */
  gboolean unsafe_gloss;
} Synset;

typedef struct
{
  GArray *synsets;        /* Synset */
  GHashTable *by_offset;  /* offset → index + 1 */
  GHashTable *index;      /* word → GArray of offsets, in sense order */
  GHashTable *noun_count; /* "word\tN" → tag count of noun sense N */
  GHashTable *total;      /* word → tag count in every part of speech */
} Builder;

static void
synset_clear (gpointer data)
{
  Synset *s = data;
  g_ptr_array_unref (s->words);
  g_array_unref (s->parents);
  g_array_unref (s->usages);
}

static void
builder_clear (Builder *b)
{
  g_array_unref (b->synsets);
  g_hash_table_unref (b->by_offset);
  g_hash_table_unref (b->index);
  g_hash_table_unref (b->noun_count);
  g_hash_table_unref (b->total);
}

/* "ice_cream" and "Ice_Cream" as "ice cream". */
static char *
word_key (const char *text, gssize length)
{
  char *key = g_ascii_strdown (text, length);
  g_strdelimit (key, "_", ' ');
  return key;
}

static gboolean
fail (GError **error, const char *file, guint line)
{
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("%s:%u: not a line of WordNet 3.0"), file,
               line);
  return FALSE;
}

static gboolean
parse_offset (const char *text, guint32 *offset)
{
  guint64 v;
  if (strlen (text) != 8 || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &v, NULL))
    return FALSE;
  *offset = (guint32) v;
  return TRUE;
}

static gboolean
gloss_unsafe (const char *gloss)
{
  g_autofree char *lower = g_ascii_strdown (gloss, -1);
  for (guint i = 0; unsafe_glosses[i]; i++)
    if (strstr (lower, unsafe_glosses[i]))
      return TRUE;
  return FALSE;
}

/* "offset lexfile n w_cnt word lex_id … p_cnt ptr… | gloss" */
static gboolean
parse_data_line (Builder *b, char *line)
{
  char *bar = strstr (line, " | ");
  if (bar)
    *bar = '\0';
  g_auto (GStrv) f = g_strsplit (line, " ", -1);
  guint nf = g_strv_length (f), i = 4;
  Synset s = { 0 };
  guint64 w_cnt, p_cnt;
  if (nf < 5 || !parse_offset (f[0], &s.offset)
      || !g_ascii_string_to_unsigned (f[3], 16, 1, 255, &w_cnt, NULL)
      || nf < 4 + 2 * w_cnt + 1)
    return FALSE;
  s.words = g_ptr_array_new_with_free_func (g_free);
  s.parents = g_array_new (FALSE, FALSE, sizeof (guint32));
  s.usages = g_array_new (FALSE, FALSE, sizeof (guint32));
  s.unsafe_gloss = bar && gloss_unsafe (bar + 3);
  for (guint k = 0; k < w_cnt; k++, i += 2)
    g_ptr_array_add (s.words, word_key (f[i], -1));
  gboolean ok = g_ascii_string_to_unsigned (f[i++], 10, 0, 9999, &p_cnt, NULL)
                && nf >= i + 4 * p_cnt;
  for (guint k = 0; ok && k < p_cnt; k++, i += 4)
    {
      guint32 target;
      ok = parse_offset (f[i + 1], &target);
      if (ok && g_str_equal (f[i + 2], "n")
          && (g_str_equal (f[i], "@") || g_str_equal (f[i], "@i")))
        g_array_append_val (s.parents, target);
      if (ok && g_str_equal (f[i], ";u"))
        g_array_append_val (s.usages, target);
    }
  if (!ok)
    {
      synset_clear (&s);
      return FALSE;
    }
  g_array_append_val (b->synsets, s);
  g_hash_table_insert (b->by_offset, GUINT_TO_POINTER (s.offset),
                       GUINT_TO_POINTER (b->synsets->len));
  return TRUE;
}

/* "lemma n synset_cnt p_cnt ptr… sense_cnt tagsense_cnt offset…" */
static gboolean
parse_index_line (Builder *b, const char *line)
{
  g_auto (GStrv) f = g_strsplit (line, " ", -1);
  guint nf = g_strv_length (f);
  guint64 n, p;
  if (nf < 4 || !g_ascii_string_to_unsigned (f[2], 10, 1, 9999, &n, NULL)
      || !g_ascii_string_to_unsigned (f[3], 10, 0, 9999, &p, NULL) || nf < 6 + p + n)
    return FALSE;
  GArray *offsets = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint k = 0; k < n; k++)
    {
      guint32 o;
      if (!parse_offset (f[6 + p + k], &o))
        {
          g_array_unref (offsets);
          return FALSE;
        }
      g_array_append_val (offsets, o);
    }
  g_hash_table_replace (b->index, word_key (f[0], -1), offsets);
  return TRUE;
}

/* "lemma%ss_type:lexfile:… sense_number tag_cnt" */
static gboolean
parse_count_line (Builder *b, const char *line)
{
  g_auto (GStrv) f = g_strsplit (line, " ", -1);
  guint64 sense, count;
  const char *pct = f[0] ? strchr (f[0], '%') : NULL;
  if (g_strv_length (f) != 3 || pct == NULL || pct[1] == '\0'
      || !g_ascii_string_to_unsigned (f[1], 10, 1, 9999, &sense, NULL)
      || !g_ascii_string_to_unsigned (f[2], 10, 0, G_MAXUINT32 / 4, &count, NULL))
    return FALSE;
  char *word = word_key (f[0], pct - f[0]);
  guint total = GPOINTER_TO_UINT (g_hash_table_lookup (b->total, word));
  if (pct[1] == '1')
    g_hash_table_replace (b->noun_count, g_strdup_printf ("%s\t%u", word, (guint) sense),
                          GUINT_TO_POINTER ((guint) count));
  g_hash_table_replace (b->total, word, GUINT_TO_POINTER (total + (guint) count));
  return TRUE;
}

typedef gboolean (*LineFunc) (Builder *b, char *line);

/* Calls @func on each line of @text but the licence's (indented) ones. */
static gboolean
each_line (Builder *b, const char *text, gsize length, const char *file, LineFunc func,
           GError **error)
{
  const char *p = text, *end = text + length, *start;
  gsize n;
  for (guint line = 1; pw_data_next_line (&p, end, &start, &n); line++)
    {
      /* index.noun's lines end in two spaces. */
      while (n > 0 && start[n - 1] == ' ')
        n--;
      if (n > 0 && start[0] != ' ')
        {
          g_autofree char *copy = g_strndup (start, n);
          if (!g_utf8_validate (copy, -1, NULL) || !func (b, copy))
            return fail (error, file, line);
        }
    }
  return TRUE;
}

static guint
index_of (Builder *b, guint32 offset)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (b->by_offset, GUINT_TO_POINTER (offset)));
}

static gboolean
usage_unsafe (Builder *b, const Synset *s)
{
  for (guint i = 0; i < s->usages->len; i++)
    {
      guint u = index_of (b, g_array_index (s->usages, guint32, i));
      if (u == 0)
        continue;
      GPtrArray *words = g_array_index (b->synsets, Synset, u - 1).words;
      for (guint k = 0; k < words->len; k++)
        {
          g_autofree char *underscored = g_strdup (words->pdata[k]);
          g_strdelimit (underscored, " ", '_');
          if (g_strv_contains (unsafe_domains, underscored))
            return TRUE;
        }
    }
  return FALSE;
}

static void
put (GByteArray *out, guint32 v)
{
  g_byte_array_append (out, (const guint8 *) &v, sizeof v);
}

static void
put_starts_and_items (GByteArray *out, GPtrArray *lists)
{
  guint32 at = 0;
  for (guint i = 0; i < lists->len; i++)
    {
      put (out, at);
      at += ((GArray *) lists->pdata[i])->len;
    }
  put (out, at);
  for (guint i = 0; i < lists->len; i++)
    {
      GArray *a = lists->pdata[i];
      g_byte_array_append (out, (const guint8 *) a->data, a->len * sizeof (guint32));
    }
}

static guint
total_items (GPtrArray *lists)
{
  guint n = 0;
  for (guint i = 0; i < lists->len; i++)
    n += ((GArray *) lists->pdata[i])->len;
  return n;
}

static int
cmp_str (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The resolved table, serialized. */
static GBytes *
compile (Builder *b)
{
  guint ns = b->synsets->len;
  /* Words: every word of index.noun, sorted. */
  g_autoptr (GPtrArray) words = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, b->index);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (words, key);
  g_ptr_array_sort (words, cmp_str);
  g_autoptr (GHashTable) word_id = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint w = 0; w < words->len; w++)
    g_hash_table_insert (word_id, words->pdata[w], GUINT_TO_POINTER (w + 1));

  g_autoptr (GPtrArray) syn_senses = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) parents = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) children = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GPtrArray) word_synsets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree gboolean *syn_unsafe = g_new0 (gboolean, ns);
  for (guint i = 0; i < ns; i++)
    {
      g_ptr_array_add (syn_senses, g_array_new (FALSE, FALSE, sizeof (guint32)));
      g_ptr_array_add (parents, g_array_new (FALSE, FALSE, sizeof (guint32)));
      g_ptr_array_add (children, g_array_new (FALSE, FALSE, sizeof (guint32)));
    }
  g_autofree guint32 *info = g_new0 (guint32, words->len);
  for (guint w = 0; w < words->len; w++)
    {
      GArray *offsets = g_hash_table_lookup (b->index, words->pdata[w]);
      GArray *list = g_array_new (FALSE, FALSE, sizeof (guint32));
      for (guint k = 0; k < offsets->len; k++)
        {
          guint s = index_of (b, g_array_index (offsets, guint32, k));
          if (s == 0)
            continue;
          guint32 synset = s - 1, wid = w;
          g_array_append_val (list, synset);
          g_autofree char *ckey = g_strdup_printf ("%s\t%u", (char *) words->pdata[w], k + 1);
          guint32 count = GPOINTER_TO_UINT (g_hash_table_lookup (b->noun_count, ckey));
          g_array_append_val (syn_senses->pdata[synset], wid);
          g_array_append_val (syn_senses->pdata[synset], count);
        }
      g_ptr_array_add (word_synsets, list);
      info[w] = GPOINTER_TO_UINT (g_hash_table_lookup (b->total, words->pdata[w])) << 1;
    }
  for (guint i = 0; i < ns; i++)
    {
      const Synset *s = &g_array_index (b->synsets, Synset, i);
      syn_unsafe[i] = s->unsafe_gloss || usage_unsafe (b, s);
      for (guint k = 0; k < s->parents->len; k++)
        {
          guint p = index_of (b, g_array_index (s->parents, guint32, k));
          if (p == 0)
            continue;
          guint32 parent = p - 1, child = i;
          g_array_append_val (parents->pdata[i], parent);
          g_array_append_val (children->pdata[parent], child);
        }
    }
  /* A word with one unsafe meaning is never offered, whatever it means
   * elsewhere: a class reads every meaning. */
  for (guint w = 0; w < words->len; w++)
    {
      GArray *list = word_synsets->pdata[w];
      for (guint k = 0; k < list->len; k++)
        if (syn_unsafe[g_array_index (list, guint32, k)])
          info[w] |= 1;
    }

  g_autoptr (GString) strings = g_string_new (NULL);
  g_autofree guint32 *keys = g_new (guint32, words->len);
  for (guint w = 0; w < words->len; w++)
    {
      keys[w] = (guint32) strings->len;
      g_string_append_len (strings, words->pdata[w], (gssize) strlen (words->pdata[w]) + 1);
    }
  while (strings->len % 4)
    g_string_append_c (strings, '\0');

  GByteArray *out = g_byte_array_new ();
  g_byte_array_append (out, (const guint8 *) PW_WORDNET_MAGIC, 8);
  guint32 header[PW_WORDNET_HEADER_WORDS] = {
    ns, words->len, total_items (syn_senses) / 2, total_items (word_synsets),
    total_items (parents), (guint32) strings->len, 0, 0
  };
  g_byte_array_append (out, (const guint8 *) header, sizeof header);
  /* Senses are pairs: their starts count pairs, not members. */
  guint32 at = 0;
  for (guint i = 0; i < ns; i++)
    {
      put (out, at);
      at += ((GArray *) syn_senses->pdata[i])->len / 2;
    }
  put (out, at);
  for (guint i = 0; i < ns; i++)
    {
      GArray *a = syn_senses->pdata[i];
      g_byte_array_append (out, (const guint8 *) a->data, a->len * sizeof (guint32));
    }
  put_starts_and_items (out, parents);
  put_starts_and_items (out, children);
  g_byte_array_append (out, (const guint8 *) keys, words->len * sizeof (guint32));
  g_byte_array_append (out, (const guint8 *) info, words->len * sizeof (guint32));
  put_starts_and_items (out, word_synsets);
  g_byte_array_append (out, (const guint8 *) strings->str, strings->len);
  return g_byte_array_free_to_bytes (out);
}

PwWordnet *
pw_wordnet_parse (const char *index_noun, gsize index_length, const char *data_noun,
                  gsize data_length, const char *cntlist, gsize cntlist_length, GError **error)
{
  Builder b = {
    .synsets = g_array_new (FALSE, TRUE, sizeof (Synset)),
    .by_offset = g_hash_table_new (g_direct_hash, g_direct_equal),
    .index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                    (GDestroyNotify) g_array_unref),
    .noun_count = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
    .total = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };
  g_array_set_clear_func (b.synsets, synset_clear);
  PwWordnet *wn = NULL;
  if (each_line (&b, data_noun, data_length, "data.noun", parse_data_line, error)
      && each_line (&b, index_noun, index_length, "index.noun",
                    (LineFunc) parse_index_line, error)
      && each_line (&b, cntlist, cntlist_length, "cntlist.rev",
                    (LineFunc) parse_count_line, error))
    {
      g_autoptr (GBytes) bytes = compile (&b);
      wn = pw_wordnet_new_from_bytes (bytes, "<compiled>", error);
    }
  builder_clear (&b);
  return wn;
}
