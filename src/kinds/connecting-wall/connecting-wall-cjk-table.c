/* connecting-wall-cjk-table.c — reading, compiling and loading the
 * decomposition table.  GLib only: the build's compiler program links it
 * too.
 *
 * The compiled form, in the byte order of the machine that built it:
 *
 *   "PWCJKD01"  magic (8 bytes)
 *   guint32     n_keys, n_components, n_pairs, 0
 *   guint32     keys[n_keys]             sorted ids
 *   guint32     starts[n_keys + 1]       components of keys[i]: starts[i]..starts[i+1]
 *   guint32     components[n_components]
 *   guint32     pairs[n_pairs][3]        (a, b, character), sorted; both orders
 */
#include "connecting-wall-cjk.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-data.h"
#include "pw-error.h"

#define MAGIC "PWCJKD01"
#define HEADER_SIZE (8 + 4 * 4)
/* The real table has 85 000 records; a file claiming far more is not one. */
#define MAX_KEYS (1u << 20)
#define MAX_COMPONENTS (1u << 22)

struct _PwConnectingWallCjkTable
{
  GBytes *bytes; /* holds what the pointers below point into */
  guint n_keys, n_components, n_pairs;
  const guint32 *keys, *starts, *components, *pairs;
  guint32 *partners; /* pairs' second members, in pair order (by a) */
};

gboolean
pw_connecting_wall_cjk_is_stroke (guint32 id)
{
  switch (id)
    {
    case 0x4E00: /* 一 */
    case 0x4E28: /* 丨 */
    case 0x4E36: /* 丶 */
    case 0x4E3F: /* 丿 */
    case 0x4E59: /* 乙 */
    case 0x4E5A: /* 乚, recorded as a primitive like the others */
    case 0x4E85: /* 亅 */
      return TRUE;
    default:
      return id >= 0x31C0 && id <= 0x31EF;
    }
}

/* A key or component: one character, or a run of digits (a shape). */
static gboolean
parse_id (const char **p, const char *end, guint32 *id)
{
  const char *s = *p;
  if (s >= end)
    return FALSE;
  if (g_ascii_isdigit (*s))
    {
      guint64 v = 0;
      while (s < end && g_ascii_isdigit (*s) && v < 100000000)
        v = v * 10 + (guint64) (*s++ - '0');
      if (v >= 100000000)
        return FALSE;
      *id = PW_CONNECTING_WALL_CJK_SHAPE_BASE + (guint32) v;
      *p = s;
      return TRUE;
    }
  gunichar c = g_utf8_get_char_validated (s, end - s);
  if (c == (gunichar) -1 || c == (gunichar) -2 || c < 0x80)
    return FALSE;
  *id = c;
  *p = g_utf8_next_char (s);
  return TRUE;
}

typedef struct
{
  guint32 key;
  GArray *components;
} Record;

static int
cmp_u32 (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return x < y ? -1 : x > y;
}

static int
cmp_triple (gconstpointer a, gconstpointer b)
{
  const guint32 *x = a, *y = b;
  for (int i = 0; i < 3; i++)
    if (x[i] != y[i])
      return x[i] < y[i] ? -1 : 1;
  return 0;
}

static void
record_free (gpointer data)
{
  Record *r = data;
  g_array_unref (r->components);
  g_free (r);
}

static gboolean
parse_line (const char *line, const char *end, guint32 *key, GArray *components)
{
  const char *p = line;
  if (!parse_id (&p, end, key) || p >= end || *p != ':')
    return FALSE;
  p++;
  while (p < end && *p != '(')
    p++;
  if (p >= end)
    return FALSE;
  p++;
  while (p < end && *p != ')')
    {
      guint32 id;
      if (!parse_id (&p, end, &id))
        return FALSE;
      g_array_append_val (components, id);
      if (p < end && *p == ',')
        p++;
    }
  /* Some records carry stray text after the parenthesis (亅's second):
   * the components are complete, the rest is not part of the record. */
  return p < end;
}

static PwConnectingWallCjkTable *
table_from_records (GHashTable *records);

PwConnectingWallCjkTable *
pw_connecting_wall_cjk_table_parse (const char *text, gsize length, const char *source, GError **error)
{
  g_autoptr (GHashTable) records = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                          record_free);
  const char *p = text, *end = text + length;
  guint lineno = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);
      const char *eol = nl ? nl : end;
      lineno++;
      const char *line = p;
      p = nl ? nl + 1 : end;
      /* The JavaScript wrapper: `module.exports = \`` before the first
       * record and "`;" after the last. */
      const char *tick = memchr (line, '`', eol - line);
      if (tick && lineno == 1)
        line = tick + 1;
      else if (tick)
        eol = tick;
      while (eol > line && (eol[-1] == '\r' || eol[-1] == ' '))
        eol--;
      if (eol == line)
        continue;
      guint32 key;
      g_autoptr (GArray) comps = g_array_new (FALSE, FALSE, sizeof (guint32));
      if (!parse_line (line, eol, &key, comps))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                       _("%s:%u: not a decomposition record (KEY:TYPE(COMPONENTS))"),
                       source, lineno);
          return NULL;
        }
      Record *r = g_hash_table_lookup (records, GUINT_TO_POINTER (key));
      if (r == NULL)
        {
          if (g_hash_table_size (records) >= MAX_KEYS)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE, _("%s:%u: too many records"),
                           source, lineno);
              return NULL;
            }
          r = g_new0 (Record, 1);
          r->key = key;
          r->components = g_array_new (FALSE, FALSE, sizeof (guint32));
          g_hash_table_insert (records, GUINT_TO_POINTER (key), r);
        }
      for (guint i = 0; i < comps->len; i++)
        {
          guint32 c = g_array_index (comps, guint32, i);
          gboolean seen = c == key;
          for (guint j = 0; j < r->components->len && !seen; j++)
            seen = g_array_index (r->components, guint32, j) == c;
          if (!seen)
            g_array_append_val (r->components, c);
        }
    }
  return table_from_records (records);
}

static void
index_partners (PwConnectingWallCjkTable *t)
{
  t->partners = g_new (guint32, MAX (t->n_pairs, 1));
  for (guint i = 0; i < t->n_pairs; i++)
    t->partners[i] = t->pairs[3 * i + 1];
}

static PwConnectingWallCjkTable *
table_from_records (GHashTable *records)
{
  g_autoptr (GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint32));
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, records);
  while (g_hash_table_iter_next (&it, &k, &v))
    {
      guint32 key = GPOINTER_TO_UINT (k);
      g_array_append_val (keys, key);
    }
  g_array_sort (keys, cmp_u32);
  g_autoptr (GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GArray) comps = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint32) * 3);
  for (guint i = 0; i < keys->len; i++)
    {
      guint32 key = g_array_index (keys, guint32, i);
      Record *r = g_hash_table_lookup (records, GUINT_TO_POINTER (key));
      guint32 start = comps->len;
      g_array_append_val (starts, start);
      g_array_append_vals (comps, r->components->data, r->components->len);
      if (!PW_CONNECTING_WALL_CJK_IS_SHAPE (key) && r->components->len == 2)
        {
          guint32 a = g_array_index (r->components, guint32, 0);
          guint32 b = g_array_index (r->components, guint32, 1);
          if (!PW_CONNECTING_WALL_CJK_IS_SHAPE (a) && !PW_CONNECTING_WALL_CJK_IS_SHAPE (b) && !pw_connecting_wall_cjk_is_stroke (a)
              && !pw_connecting_wall_cjk_is_stroke (b))
            {
              guint32 ab[3] = { a, b, key }, ba[3] = { b, a, key };
              g_array_append_val (pairs, ab);
              g_array_append_val (pairs, ba);
            }
        }
    }
  guint32 last = comps->len;
  g_array_append_val (starts, last);
  g_array_sort (pairs, cmp_triple);

  gsize size = HEADER_SIZE + 4 * ((gsize) keys->len * 2 + 1 + comps->len + pairs->len * 3);
  guint8 *data = g_malloc (size);
  guint32 header[4] = { keys->len, comps->len, pairs->len, 0 };
  guint8 *q = data;
  memcpy (q, MAGIC, 8), q += 8;
  memcpy (q, header, sizeof header), q += sizeof header;
  memcpy (q, keys->data, 4 * keys->len), q += 4 * keys->len;
  memcpy (q, starts->data, 4 * starts->len), q += 4 * starts->len;
  memcpy (q, comps->data, 4 * comps->len), q += 4 * comps->len;
  memcpy (q, pairs->data, 12 * pairs->len);
  g_autoptr (GBytes) bytes = g_bytes_new_take (data, size);
  return pw_connecting_wall_cjk_table_new_from_bytes (bytes, "<table>", NULL);
}

PwConnectingWallCjkTable *
pw_connecting_wall_cjk_table_new_from_bytes (GBytes *bytes, const char *source, GError **error)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint32 header[4];
  if (size < HEADER_SIZE || memcmp (data, MAGIC, 8) != 0)
    goto bad;
  memcpy (header, data + 8, sizeof header);
  if (header[0] > MAX_KEYS || header[1] > MAX_COMPONENTS || header[2] > 2 * MAX_KEYS)
    goto bad;
  gsize need = HEADER_SIZE
               + 4 * ((gsize) header[0] * 2 + 1 + header[1] + (gsize) header[2] * 3);
  if (size != need || ((guintptr) data & 3) != 0)
    goto bad;
  PwConnectingWallCjkTable *t = g_new0 (PwConnectingWallCjkTable, 1);
  t->bytes = g_bytes_ref (bytes);
  t->n_keys = header[0];
  t->n_components = header[1];
  t->n_pairs = header[2];
  t->keys = (const guint32 *) (data + HEADER_SIZE);
  t->starts = t->keys + t->n_keys;
  t->components = t->starts + t->n_keys + 1;
  t->pairs = t->components + t->n_components;
  /* The starts are trusted by every lookup: check them once. */
  for (guint i = 0; i < t->n_keys; i++)
    if (t->starts[i] > t->starts[i + 1] || t->starts[i + 1] > t->n_components
        || (i > 0 && t->keys[i - 1] >= t->keys[i]))
      {
        pw_connecting_wall_cjk_table_free (t);
        goto bad;
      }
  index_partners (t);
  return t;

bad:
  g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
               _("%s: not a compiled decomposition table of this build"), source);
  return NULL;
}

GBytes *
pw_connecting_wall_cjk_table_serialize (const PwConnectingWallCjkTable *table)
{
  return g_bytes_ref (table->bytes);
}

PwConnectingWallCjkTable *
pw_connecting_wall_cjk_table_load (const char *filename, GError **error)
{
  g_autoptr (GBytes) bytes = pw_data_read (filename, error);
  return bytes ? pw_connecting_wall_cjk_table_new_from_bytes (bytes, filename, error) : NULL;
}

void
pw_connecting_wall_cjk_table_free (PwConnectingWallCjkTable *table)
{
  if (table == NULL)
    return;
  g_bytes_unref (table->bytes);
  g_free (table->partners);
  g_free (table);
}

guint
pw_connecting_wall_cjk_table_n_keys (const PwConnectingWallCjkTable *table)
{
  return table->n_keys;
}

static gboolean
find_key (const PwConnectingWallCjkTable *t, guint32 id, guint *index)
{
  guint lo = 0, hi = t->n_keys;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      if (t->keys[mid] < id)
        lo = mid + 1;
      else
        hi = mid;
    }
  *index = lo;
  return lo < t->n_keys && t->keys[lo] == id;
}

gboolean
pw_connecting_wall_cjk_table_has (const PwConnectingWallCjkTable *table, guint32 id)
{
  guint i;
  return find_key (table, id, &i);
}

const guint32 *
pw_connecting_wall_cjk_table_components (const PwConnectingWallCjkTable *table, guint32 id, guint *n)
{
  guint i;
  if (!find_key (table, id, &i))
    {
      *n = 0;
      return NULL;
    }
  *n = table->starts[i + 1] - table->starts[i];
  return table->components + table->starts[i];
}

/* The first pair index whose (a, b) is at least the given one. */
static guint
pair_lower (const PwConnectingWallCjkTable *t, guint32 a, guint32 b)
{
  guint lo = 0, hi = t->n_pairs;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      const guint32 *p = t->pairs + 3 * mid;
      if (p[0] < a || (p[0] == a && p[1] < b))
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

const guint32 *
pw_connecting_wall_cjk_table_pair_chars (const PwConnectingWallCjkTable *table, guint32 a, guint32 b, guint *n)
{
  guint lo = pair_lower (table, a, b), hi = lo;
  while (hi < table->n_pairs && table->pairs[3 * hi] == a && table->pairs[3 * hi + 1] == b)
    hi++;
  *n = hi - lo;
  return hi > lo ? table->pairs + 3 * lo : NULL;
}

const guint32 *
pw_connecting_wall_cjk_table_partners (const PwConnectingWallCjkTable *table, guint32 a, guint *n)
{
  guint lo = pair_lower (table, a, 0), hi = pair_lower (table, a + 1, 0);
  *n = hi - lo;
  return table->partners + lo;
}

const guint32 *
pw_connecting_wall_cjk_table_triples_of (const PwConnectingWallCjkTable *table, guint32 a,
                                         guint *n)
{
  guint lo = pair_lower (table, a, 0), hi = pair_lower (table, a + 1, 0);
  *n = hi - lo;
  return table->pairs + 3 * lo;
}

const guint32 *
pw_connecting_wall_cjk_table_triples (const PwConnectingWallCjkTable *table, guint *n)
{
  *n = table->n_pairs;
  return table->pairs;
}

gboolean
pw_connecting_wall_cjk_is_han_char (const char *text, gunichar *c)
{
  if (text == NULL || *text == '\0' || !g_utf8_validate (text, -1, NULL))
    return FALSE;
  gunichar u = g_utf8_get_char (text);
  if (*g_utf8_next_char (text) != '\0' || g_unichar_get_script (u) != G_UNICODE_SCRIPT_HAN)
    return FALSE;
  if (c)
    *c = u;
  return TRUE;
}
