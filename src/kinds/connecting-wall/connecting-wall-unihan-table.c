/* connecting-wall-unihan-table.c — reading Unihan text, compiling it and
 * loading the compiled table.  GLib only: the build's compiler program
 * links it too.
 *
 * Two more files of unicode-data say what a radical form is: CJKRadicals
 * ("9; 2F08; 4EBA": radical 9 is 人) and EquivalentUnifiedIdeograph
 * ("2EAE ; 25AD7": ⺮ is 𥫗).  A character whose definition only names
 * its radical (亻: "radical number 9") takes the definition of that
 * radical's ideograph (人: "man; people; …"), and a radical form Unihan
 * has no entry for (⺮) the one of its ideograph, so a key can say what
 * a component means.
 *
 * The compiled form, in the byte order of the machine that built it:
 *
 *   "PWUNIH01"  magic (8 bytes)
 *   guint32     n_records, strings_size, 0, 0
 *   Record      records[n_records]   sorted by code point
 *   char        strings[strings_size] NUL-terminated texts; offset 0 is ""
 */
#include "connecting-wall-unihan-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-data.h"
#include "pw-error.h"

#define MAGIC "PWUNIH01"
#define HEADER_SIZE (8 + 4 * 4)
/* Unihan 15.0 has 98,682 characters; a file claiming far more is not one. */
#define MAX_RECORDS (1u << 20)
#define MAX_STRINGS (1u << 26)
#define MAX_FIELD 4096

/* What parsing gathers for one character before it is compiled. */
typedef struct
{
  guint32 cp;
  guint16 tgh;
  guint8 grade;
  guint8 flags;
  char *text[PW_UNIHAN_N_TEXTS];
} Entry;

static void
entry_free (gpointer data)
{
  Entry *e = data;
  for (guint i = 0; i < PW_UNIHAN_N_TEXTS; i++)
    g_free (e->text[i]);
  g_free (e);
}

PwConnectingWallUnihan *
pw_connecting_wall_unihan_new (void)
{
  PwConnectingWallUnihan *t = g_new0 (PwConnectingWallUnihan, 1);
  t->entries = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, entry_free);
  t->radicals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  t->equivalent = g_hash_table_new (g_direct_hash, g_direct_equal);
  return t;
}

void
pw_connecting_wall_unihan_free (PwConnectingWallUnihan *table)
{
  if (table == NULL)
    return;
  g_clear_pointer (&table->entries, g_hash_table_unref);
  g_clear_pointer (&table->radicals, g_hash_table_unref);
  g_clear_pointer (&table->equivalent, g_hash_table_unref);
  g_clear_pointer (&table->bytes, g_bytes_unref);
  g_free (table);
}

/* "U+75C5" (4 to 6 hex digits) as a code point. */
static gboolean
parse_code_point (const char *text, gsize length, guint32 *cp)
{
  if (length < 6 || length > 8 || text[0] != 'U' || text[1] != '+')
    return FALSE;
  guint32 v = 0;
  for (gsize i = 2; i < length; i++)
    {
      int d = g_ascii_xdigit_value (text[i]);
      if (d < 0)
        return FALSE;
      v = v * 16 + (guint32) d;
    }
  if (v > 0x10FFFF)
    return FALSE;
  *cp = v;
  return TRUE;
}

static Entry *
entry_for (PwConnectingWallUnihan *t, guint32 cp)
{
  Entry *e = g_hash_table_lookup (t->entries, GUINT_TO_POINTER (cp));
  if (e == NULL)
    {
      e = g_new0 (Entry, 1);
      e->cp = cp;
      g_hash_table_insert (t->entries, GUINT_TO_POINTER (cp), e);
    }
  return e;
}

/* Whether the space-separated list of U+ code points @value names @cp. */
static gboolean
variants_name (const char *value, guint32 cp, gboolean *ok)
{
  g_auto (GStrv) parts = g_strsplit (value, " ", -1);
  gboolean found = FALSE;
  *ok = parts[0] != NULL;
  for (guint i = 0; parts[i]; i++)
    {
      guint32 v;
      /* Some variants carry a source after "<": "U+5F8C<kMatthews". */
      gsize n = strcspn (parts[i], "<");
      if (!parse_code_point (parts[i], n, &v))
        *ok = FALSE;
      else
        found |= v == cp;
    }
  return found;
}

static gboolean
parse_number (const char *value, guint max, guint *out)
{
  guint64 v;
  if (!g_ascii_string_to_unsigned (value, 10, 1, max, &v, NULL))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* One field of one character; FALSE when a field it uses is malformed. */
static gboolean
take_field (PwConnectingWallUnihan *t, guint32 cp, const char *field, const char *value)
{
  guint n;
  if (g_str_equal (field, "kTGH"))
    {
      /* "2013:6602", possibly followed by more positions. */
      if (!g_str_has_prefix (value, "2013:"))
        return FALSE;
      g_autofree char *first = g_strndup (value + 5, strcspn (value + 5, " "));
      if (!parse_number (first, 8105, &n))
        return FALSE;
      entry_for (t, cp)->tgh = (guint16) n;
    }
  else if (g_str_equal (field, "kGradeLevel"))
    {
      if (!parse_number (value, 6, &n))
        return FALSE;
      entry_for (t, cp)->grade = (guint8) n;
    }
  else if (g_str_equal (field, "kFrequency"))
    {
      if (!parse_number (value, 5, &n))
        return FALSE;
      entry_for (t, cp)->flags |= (guint8) (n << PW_UNIHAN_FREQUENCY_SHIFT);
    }
  else if (g_str_equal (field, "kJoyoKanji"))
    {
      /* "2010" marks a Jōyō kanji; "U+…" a form that stands in for one. */
      if (g_str_equal (value, "2010"))
        entry_for (t, cp)->flags |= PW_UNIHAN_JOYO;
    }
  else if (g_str_equal (field, "kSimplifiedVariant")
           || g_str_equal (field, "kTraditionalVariant"))
    {
      gboolean ok;
      gboolean self = variants_name (value, cp, &ok);
      if (!ok)
        return FALSE;
      /* A character whose simplified form is another one is a
       * traditional form, and the other way round; one that names itself
       * too is written both ways. */
      if (!self)
        entry_for (t, cp)->flags |= field[1] == 'S' ? PW_UNIHAN_TRADITIONAL_FORM
                                                    : PW_UNIHAN_SIMPLIFIED_FORM;
    }
  else
    {
      int slot = g_str_equal (field, "kMandarin")      ? PW_UNIHAN_PINYIN
                 : g_str_equal (field, "kDefinition")  ? PW_UNIHAN_DEFINITION
                 : g_str_equal (field, "kJapaneseOn")  ? PW_UNIHAN_ON
                 : g_str_equal (field, "kJapaneseKun") ? PW_UNIHAN_KUN
                                                       : -1;
      if (slot < 0)
        return TRUE;
      Entry *e = entry_for (t, cp);
      g_free (e->text[slot]);
      /* Readings are kept as pupils read them: in kana. */
      e->text[slot] = slot == PW_UNIHAN_ON || slot == PW_UNIHAN_KUN
                        ? pw_connecting_wall_romaji_to_kana (value, slot == PW_UNIHAN_ON)
                        : g_strdup (value);
    }
  return TRUE;
}

static gboolean
parse_hex (const char *text, guint32 *cp)
{
  guint64 v;
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  if (!g_ascii_string_to_unsigned (stripped, 16, 0, 0x10FFFF, &v, NULL))
    return FALSE;
  *cp = (guint32) v;
  return TRUE;
}

/* "9; 2F08; 4EBA" (CJKRadicals) or "2E85 ; 4EBB # …" and
 * "2F00..2F01 ; 4E00" (EquivalentUnifiedIdeograph). */
static gboolean
take_radical_line (PwConnectingWallUnihan *t, const char *line)
{
  g_autofree char *text = g_strndup (line, strcspn (line, "#"));
  g_auto (GStrv) f = g_strsplit (text, ";", -1);
  guint32 a, b, ideograph;
  if (g_strv_length (f) == 3)
    {
      g_autofree char *number = g_strstrip (g_strdup (f[0]));
      if (!parse_hex (f[2], &ideograph) || *number == '\0')
        return FALSE;
      /* The primed numbers are simplified forms of the same radical. */
      if (strchr (number, '\'') == NULL)
        g_hash_table_replace (t->radicals, g_steal_pointer (&number), GUINT_TO_POINTER (ideograph));
      return TRUE;
    }
  if (g_strv_length (f) != 2 || !parse_hex (f[1], &ideograph))
    return FALSE;
  g_auto (GStrv) range = g_strsplit (f[0], "..", 2);
  if (!parse_hex (range[0], &a) || (range[1] && !parse_hex (range[1], &b)))
    return FALSE;
  if (range[1] == NULL)
    b = a;
  for (guint32 c = a; c <= b && c - a < 256; c++)
    g_hash_table_replace (t->equivalent, GUINT_TO_POINTER (c), GUINT_TO_POINTER (ideograph));
  return TRUE;
}

gboolean
pw_connecting_wall_unihan_parse (PwConnectingWallUnihan *table, const char *text, gsize length,
                                 const char *source, GError **error)
{
  g_return_val_if_fail (table->entries != NULL, FALSE);
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("%s: not UTF-8 text"), source);
      return FALSE;
    }
  const char *p = text, *end = text + length, *start;
  gsize n;
  for (guint line = 1; pw_data_next_line (&p, end, &start, &n); line++)
    {
      if (n > 0 && start[0] != '#')
        {
          g_autofree char *copy = g_strndup (start, MIN (n, MAX_FIELD));
          char **parts = g_strsplit (copy, "\t", 3);
          guint32 cp;
          gboolean ok = g_strv_length (parts) == 3
                          ? parse_code_point (parts[0], strlen (parts[0]), &cp)
                              && take_field (table, cp, parts[1], parts[2])
                          : take_radical_line (table, copy);
          if (!ok)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                           _("%s:%u: not “U+XXXX<tab>field<tab>value” with a value of "
                             "that field"), source, line);
              g_strfreev (parts);
              return FALSE;
            }
          g_strfreev (parts);
        }
    }
  return TRUE;
}

/* Whether every sense of @definition only names a radical ("radical
 * number 9", "Kangxi radical 149"); its number in @number. */
static gboolean
only_radical_notes (const char *definition, char **number)
{
  g_auto (GStrv) senses = g_strsplit (definition, ";", -1);
  *number = NULL;
  for (guint i = 0; senses[i]; i++)
    {
      g_autofree char *lower = g_ascii_strdown (senses[i], -1);
      const char *r = strstr (lower, "rad");
      if (r == NULL)
        return FALSE;
      const char *d = r;
      while (*d && !g_ascii_isdigit (*d))
        d++;
      if (*d && *number == NULL)
        *number = g_strndup (d, strspn (d, "0123456789"));
    }
  return *number != NULL;
}

static const char *
definition_of (PwConnectingWallUnihan *t, guint32 cp)
{
  Entry *e = g_hash_table_lookup (t->entries, GUINT_TO_POINTER (cp));
  return e ? e->text[PW_UNIHAN_DEFINITION] : NULL;
}

/* The radical forms' definitions from their ideographs (see above). */
static void
define_radicals (PwConnectingWallUnihan *t)
{
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, t->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Entry *e = value;
      g_autofree char *number = NULL;
      if (e->text[PW_UNIHAN_DEFINITION] == NULL
          || !only_radical_notes (e->text[PW_UNIHAN_DEFINITION], &number))
        continue;
      guint32 ideograph = GPOINTER_TO_UINT (g_hash_table_lookup (t->radicals, number));
      const char *def = ideograph != e->cp ? definition_of (t, ideograph) : NULL;
      if (def)
        {
          g_free (e->text[PW_UNIHAN_DEFINITION]);
          e->text[PW_UNIHAN_DEFINITION] = g_strdup (def);
        }
    }
  g_hash_table_iter_init (&iter, t->equivalent);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint32 form = GPOINTER_TO_UINT (key);
      const char *def = definition_of (t, GPOINTER_TO_UINT (value));
      if (def && definition_of (t, form) == NULL)
        {
          Entry *e = entry_for (t, form);
          e->text[PW_UNIHAN_DEFINITION] = g_strdup (def);
        }
    }
}

static int
cmp_entry (gconstpointer a, gconstpointer b)
{
  const Entry *x = *(Entry *const *) a, *y = *(Entry *const *) b;
  return x->cp < y->cp ? -1 : x->cp > y->cp;
}

/* The offset of @s in @pool, adding it once. */
static guint32
intern (GString *pool, GHashTable *seen, const char *s)
{
  if (s == NULL || *s == '\0')
    return 0;
  gpointer at;
  if (g_hash_table_lookup_extended (seen, s, NULL, &at))
    return GPOINTER_TO_UINT (at);
  guint32 offset = (guint32) pool->len;
  g_string_append_len (pool, s, (gssize) strlen (s) + 1);
  g_hash_table_insert (seen, (gpointer) s, GUINT_TO_POINTER (offset));
  return offset;
}

GBytes *
pw_connecting_wall_unihan_serialize (PwConnectingWallUnihan *table)
{
  define_radicals (table);
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, table->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (sorted, value);
  g_ptr_array_sort (sorted, cmp_entry);
  g_autoptr (GString) pool = g_string_new_len ("", 1);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_byte_array_append (out, (const guint8 *) MAGIC, 8);
  guint32 header[4] = { sorted->len, 0, 0, 0 };
  g_byte_array_append (out, (const guint8 *) header, sizeof header);
  for (guint i = 0; i < sorted->len; i++)
    {
      const Entry *e = sorted->pdata[i];
      PwUnihanRecord r = { e->cp, e->tgh, e->grade, e->flags, { 0 } };
      for (guint k = 0; k < PW_UNIHAN_N_TEXTS; k++)
        r.text[k] = intern (pool, seen, e->text[k]);
      g_byte_array_append (out, (const guint8 *) &r, sizeof r);
    }
  header[1] = (guint32) pool->len;
  memcpy (out->data + 8, header, sizeof header);
  g_byte_array_append (out, (const guint8 *) pool->str, pool->len);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

PwConnectingWallUnihan *
pw_connecting_wall_unihan_new_from_bytes (GBytes *bytes, const char *source, GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint32 header[4];
  if (size < HEADER_SIZE || memcmp (data, MAGIC, 8) != 0 || ((guintptr) data & 3) != 0)
    goto bad;
  memcpy (header, data + 8, sizeof header);
  if (header[0] > MAX_RECORDS || header[1] == 0 || header[1] > MAX_STRINGS
      || size != HEADER_SIZE + (gsize) header[0] * sizeof (PwUnihanRecord) + header[1])
    goto bad;
  const PwUnihanRecord *records = (const PwUnihanRecord *) (data + HEADER_SIZE);
  const char *strings = (const char *) (records + header[0]);
  /* Every lookup trusts the order and the offsets: check them once. */
  if (strings[header[1] - 1] != '\0')
    goto bad;
  for (guint i = 0; i < header[0]; i++)
    {
      if (i > 0 && records[i - 1].cp >= records[i].cp)
        goto bad;
      for (guint k = 0; k < PW_UNIHAN_N_TEXTS; k++)
        if (records[i].text[k] >= header[1])
          goto bad;
    }
  PwConnectingWallUnihan *t = g_new0 (PwConnectingWallUnihan, 1);
  t->bytes = g_bytes_ref (bytes);
  t->n_records = header[0];
  t->records = records;
  t->strings = strings;
  return t;

bad:
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
               _("%s: not a compiled Unihan table of this build"), source);
  return NULL;
}

PwConnectingWallUnihan *
pw_connecting_wall_unihan_load (const char *filename, GError **error)
{
  g_autoptr (GBytes) bytes = pw_data_read (filename, error);
  return bytes ? pw_connecting_wall_unihan_new_from_bytes (bytes, filename, error) : NULL;
}

const PwUnihanRecord *
pw_connecting_wall_unihan_record (const PwConnectingWallUnihan *t, gunichar c)
{
  guint lo = 0, hi = t->n_records;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (t->records[mid].cp < c)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < t->n_records && t->records[lo].cp == c ? &t->records[lo] : NULL;
}

guint
pw_connecting_wall_unihan_n_chars (const PwConnectingWallUnihan *table)
{
  return table->n_records;
}
