/* pw-text.c — grapheme clusters, folding, white space and UTF-8 checks.
 *
 * Why ICU and not libunistring: both are well kept and both pass every
 * line of Unicode 15.0's GraphemeBreakTest.txt on Debian bookworm, but
 * that file only samples each Grapheme_Cluster_Break value with a few
 * code points.  Checked over every code point against 15.0's
 * GraphemeBreakProperty.txt, ICU 72 (bookworm) agrees everywhere, while
 * libunistring 1.0 (bookworm) still carries Unicode 14 data and misses
 * the 43 marks that 15.0 added (Kawi, Egyptian hieroglyph format
 * controls, Kannada U+0CF3…): it would split those from their letters.
 * ICU also brings the normalization and case folding of the same Unicode
 * version, so segmentation and folding never disagree about a character.
 * One difference from plain UAX #29 15.0: ICU 72 follows CLDR 42's root
 * rules, which keep an Indic conjunct (consonant + virama + consonant,
 * क्ष) in one cluster in the scripts Unicode 15.1 then covered with rule
 * GB9c (Devanagari, Bengali, Telugu…; not Tamil).  The 15.0 test data
 * has no conjunct, so it agrees with both; for a word-search cell the
 * conjunct is the better answer, and it is the rule Unicode adopted.
 * tests/unit/test-text.c runs both data files against this code.
 */
#include "pw-text.h"

#include "pw-kind.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/utf16.h>

#include "pw-error.h"

/* Grapheme clusters -------------------------------------------------- */

/* Opening a break iterator costs far more than using one, and one
 * iterator must not be shared between threads, so each thread keeps its
 * own, and every use points it at its text afresh: callers may interleave
 * iterators and folding freely.  Each pointing gets a serial number,
 * unique in the process, so an iterator can tell that the breaker is
 * still where it left it and carry on without starting over. */
typedef struct
{
  UBreakIterator *bi;
  gsize serial;
} Breaker;

static gsize last_serial;

static void
breaker_free (gpointer data)
{
  Breaker *br = data;
  ubrk_close (br->bi);
  g_free (br);
}

static GPrivate breaker_key = G_PRIVATE_INIT (breaker_free);

static Breaker *
thread_breaker (void)
{
  Breaker *br = g_private_get (&breaker_key);
  if (br != NULL)
    return br;
  UErrorCode status = U_ZERO_ERROR;
  br = g_new0 (Breaker, 1);
  /* The root locale: clusters must not depend on the user's LANG. */
  br->bi = ubrk_open (UBRK_CHARACTER, "root", NULL, 0, &status);
  if (U_FAILURE (status))
    g_error ("ICU cannot open a grapheme break iterator (%s)", u_errorName (status));
  g_private_set (&breaker_key, br);
  return br;
}

/* The thread's breaker, pointed at UTF-8 @text; offsets are bytes. */
static Breaker *
breaker_for_utf8 (const char *text, gsize length)
{
  Breaker *br = thread_breaker ();
  UText ut = UTEXT_INITIALIZER;
  UErrorCode status = U_ZERO_ERROR;
  utext_openUTF8 (&ut, text, (int64_t) length, &status);
  /* The breaker keeps a shallow clone of the UText, not @ut itself. */
  ubrk_setUText (br->bi, &ut, &status);
  utext_close (&ut);
  if (U_FAILURE (status))
    g_error ("ICU cannot segment text (%s)", u_errorName (status));
  br->serial = (gsize) g_atomic_pointer_add (&last_serial, 1) + 1;
  return br;
}

static gsize
text_length (const char *text, gssize length)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  /* ICU's break iterators count in int32_t. */
  g_return_val_if_fail (n <= G_MAXINT32, 0);
  return n;
}

void
pw_text_iter_init (PwTextIter *iter, const char *text, gssize length)
{
  g_return_if_fail (iter != NULL);
  g_return_if_fail (text != NULL || length == 0);
  iter->text = text;
  iter->length = text ? text_length (text, length) : 0;
  iter->start = 0;
  iter->n_ends = 0;
  iter->next_end = 0;
  iter->breaker = NULL;
  iter->serial = 0;
}

/* Between two ASCII characters there is always a cluster boundary but
 * inside CR LF (UAX #29: no ASCII character extends, prepends or joins;
 * rules GB3, GB4, GB5, GB999), so ASCII text needs no break iterator —
 * nor ICU, which the many texts that are all ASCII then never open
 * (pw-icu-lazy.c; issue 26).  The end of the ASCII cluster at @pos,
 * or 0 when a non-ASCII character could still join it (a combining
 * accent after "e"). */
static gsize
ascii_cluster_end (const char *text, gsize length, gsize pos)
{
  guchar c = (guchar) text[pos];
  if (c >= 0x80)
    return 0;
  gsize end = pos + 1;
  if (c == '\r' && end < length && text[end] == '\n')
    end++;
  if (end < length && (guchar) text[end] >= 0x80)
    return 0;
  return end;
}

/* The next few boundaries after iter->start while they fall between
 * ASCII characters; how many. */
static guint
refill_ascii (PwTextIter *iter)
{
  guint n = 0;
  gsize pos = iter->start;
  while (n < PW_TEXT_ITER_BATCH && pos < iter->length)
    {
      gsize end = ascii_cluster_end (iter->text, iter->length, pos);
      if (end == 0)
        break;
      iter->ends[n++] = pos = end;
    }
  return n;
}

/* The clusters of @n bytes of ASCII text (see ascii_cluster_end()), or
 * -1 when the text is not all ASCII. */
static gssize
ascii_grapheme_count (const char *text, gsize n)
{
  gsize count = 0;
  for (gsize i = 0; i < n; i++)
    {
      if ((guchar) text[i] >= 0x80)
        return -1;
      if (!(text[i] == '\n' && i > 0 && text[i - 1] == '\r'))
        count++;
    }
  return (gssize) count;
}

/* Asks ICU for the next few boundaries after iter->start at once.  When
 * nothing else used the thread's breaker since the last batch, it still
 * stands at iter->start and simply goes on; otherwise it is pointed at the
 * text again and resumes from iter->start, always a boundary. */
static void
refill (PwTextIter *iter)
{
  guint ascii = refill_ascii (iter);
  if (ascii > 0)
    {
      iter->n_ends = ascii;
      iter->next_end = 0;
      /* The thread's breaker, if any, no longer stands at iter->start. */
      iter->breaker = NULL;
      return;
    }
  Breaker *br = g_private_get (&breaker_key);
  int32_t end;
  if (br != NULL && iter->breaker == br && iter->serial == br->serial)
    end = ubrk_next (br->bi);
  else
    {
      br = breaker_for_utf8 (iter->text, iter->length);
      iter->breaker = br;
      iter->serial = br->serial;
      end = ubrk_following (br->bi, (int32_t) iter->start);
    }
  guint n = 0;
  while (end != UBRK_DONE)
    {
      iter->ends[n++] = (gsize) end;
      if (n == PW_TEXT_ITER_BATCH)
        break;
      end = ubrk_next (br->bi);
    }
  if (n == 0) /* ICU always ends at the text's end; never loop forever. */
    iter->ends[n++] = iter->length;
  iter->n_ends = n;
  iter->next_end = 0;
}

gboolean
pw_text_iter_next (PwTextIter *iter, const char **cluster, gsize *cluster_length)
{
  g_return_val_if_fail (iter != NULL, FALSE);
  if (iter->start >= iter->length)
    return FALSE;
  if (iter->next_end == iter->n_ends)
    refill (iter);
  gsize end = iter->ends[iter->next_end++];
  if (cluster)
    *cluster = iter->text + iter->start;
  if (cluster_length)
    *cluster_length = end - iter->start;
  iter->start = end;
  return TRUE;
}

guint
pw_text_grapheme_count (const char *text, gssize length)
{
  g_return_val_if_fail (text != NULL || length == 0, 0);
  gsize n = text ? text_length (text, length) : 0;
  if (n == 0)
    return 0;
  gssize ascii = ascii_grapheme_count (text, n);
  if (ascii >= 0)
    return (guint) ascii;
  UBreakIterator *bi = breaker_for_utf8 (text, n)->bi;
  guint count = 0;
  ubrk_first (bi);
  while (ubrk_next (bi) != UBRK_DONE)
    count++;
  return count;
}

char **
pw_text_graphemes (const char *text, gssize length, guint *n_graphemes)
{
  GPtrArray *out = g_ptr_array_new ();
  PwTextIter iter;
  const char *cluster;
  gsize n;
  pw_text_iter_init (&iter, text, length);
  while (pw_text_iter_next (&iter, &cluster, &n))
    g_ptr_array_add (out, g_strndup (cluster, n));
  if (n_graphemes)
    *n_graphemes = out->len;
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

gboolean
pw_text_is_one_grapheme (const char *text, gssize length)
{
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  gsize n = text ? text_length (text, length) : 0;
  if (n == 0)
    return FALSE;
  gssize ascii = ascii_grapheme_count (text, n);
  if (ascii >= 0)
    return ascii == 1;
  UBreakIterator *bi = breaker_for_utf8 (text, n)->bi;
  ubrk_first (bi);
  return ubrk_next (bi) == (int32_t) n;
}

const char *
pw_text_unicode_version (void)
{
  static char version[U_MAX_VERSION_STRING_LENGTH];
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      UVersionInfo info;
      u_getUnicodeVersion (info);
      u_versionToString (info, version);
      g_once_init_leave (&done, 1);
    }
  return version;
}

/* UTF-16 buffers for ICU's normalization and folding --------------- */

typedef struct
{
  UChar *s;
  int32_t n;
} U16;

static void
u16_clear (U16 *u)
{
  g_clear_pointer (&u->s, g_free);
  u->n = 0;
}

static void
u16_take (U16 *u, UChar *s, int32_t n)
{
  g_free (u->s);
  u->s = s;
  u->n = n;
}

static U16
u16_from_utf8 (const char *s, gsize n)
{
  U16 u = { g_new (UChar, n + 1), 0 };
  UErrorCode status = U_ZERO_ERROR;
  /* Never more UTF-16 units than UTF-8 bytes. */
  u_strFromUTF8 (u.s, (int32_t) n + 1, &u.n, s, (int32_t) n, &status);
  if (U_FAILURE (status))
    u.n = 0;
  return u;
}

static void
u16_append_utf8 (const U16 *u, GString *out)
{
  for (int32_t i = 0; i < u->n;)
    {
      UChar32 c;
      U16_NEXT (u->s, i, u->n, c);
      g_string_append_unichar (out, (gunichar) c);
    }
}

static void
u16_normalize (U16 *u, const UNormalizer2 *norm)
{
  int32_t capacity = u->n * 3 + 8;
  for (;;)
    {
      UChar *dest = g_new (UChar, capacity);
      UErrorCode status = U_ZERO_ERROR;
      int32_t n = unorm2_normalize (norm, u->s, u->n, dest, capacity, &status);
      if (status == U_BUFFER_OVERFLOW_ERROR)
        {
          g_free (dest);
          capacity = n + 1;
          continue;
        }
      if (U_FAILURE (status)) /* valid text cannot fail; keep it as it is */
        g_free (dest);
      else
        u16_take (u, dest, n);
      return;
    }
}

static const UNormalizer2 *
nfc (void)
{
  UErrorCode status = U_ZERO_ERROR;
  return unorm2_getNFCInstance (&status);
}

static const UNormalizer2 *
nfd (void)
{
  UErrorCode status = U_ZERO_ERROR;
  return unorm2_getNFDInstance (&status);
}

static gboolean
is_mark (UChar32 c)
{
  return (U_GET_GC_MASK (c) & U_GC_M_MASK) != 0;
}

static gboolean
u16_is_one_grapheme (const U16 *u)
{
  if (u->n == 0)
    return FALSE;
  Breaker *br = thread_breaker ();
  UBreakIterator *bi = br->bi;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText (bi, u->s, u->n, &status);
  br->serial = (gsize) g_atomic_pointer_add (&last_serial, 1) + 1;
  if (U_FAILURE (status))
    return FALSE;
  ubrk_first (bi);
  return ubrk_next (bi) == u->n;
}

/* Case folding of one cluster.  Full default folding is what Unicode
 * recommends for caseless matching (Σ and ς both fold to σ; İ to i +
 * U+0307), but some full foldings split a cluster in two (ß → ss, ﬁ →
 * fi, ᾳ → αι, ŉ → ʼn), and a cluster is a cell: a word may not change its
 * length by being compared.  There the simple folding is used instead,
 * and marks keep their case-less form (the simple folding of U+0345, the
 * Greek iota subscript, is the letter ι, which would split the cluster
 * too).  So ẞ and ß match, ß and "ss" do not. */
static void
u16_fold_case (U16 *u, gboolean turkic)
{
  uint32_t options = turkic ? U_FOLD_CASE_EXCLUDE_SPECIAL_I : U_FOLD_CASE_DEFAULT;
  int32_t capacity = u->n * 3 + 8;
  UChar *dest = g_new (UChar, capacity);
  UErrorCode status = U_ZERO_ERROR;
  int32_t n = u_strFoldCase (dest, capacity, u->s, u->n, options, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR)
    {
      g_free (dest);
      capacity = n + 1;
      dest = g_new (UChar, capacity);
      status = U_ZERO_ERROR;
      n = u_strFoldCase (dest, capacity, u->s, u->n, options, &status);
    }
  if (U_SUCCESS (status))
    {
      U16 full = { dest, n };
      if (u16_is_one_grapheme (&full))
        {
          u16_take (u, dest, n);
          return;
        }
    }
  g_free (dest);

  /* Simple folding maps a code point to one code point, and a code point
   * takes at most two UTF-16 units. */
  UChar *simple = g_new (UChar, u->n * 2 + 2);
  int32_t k = 0;
  for (int32_t i = 0; i < u->n;)
    {
      UChar32 c;
      U16_NEXT (u->s, i, u->n, c);
      if (!is_mark (c))
        c = u_foldCase (c, options);
      U16_APPEND_UNSAFE (simple, k, c);
    }
  u16_take (u, simple, k);
}

/* Accent folding of one cluster, which starts with its base letter.
 * For Latin and Greek every nonspacing mark is an accent (acute, grave,
 * circumflex, diaeresis, cedilla, ogonek, caron; tonos, breathings,
 * iota subscript).  In Cyrillic the marks Unicode decomposes make
 * letters of their own alphabets (й, ё, ї, ў, ґ is not even decomposed),
 * so only the stress marks of dictionaries and primers go (замо́к →
 * замок).  Other scripts' marks are part of their letters and stay. */
static void
u16_fold_accents (U16 *u)
{
  if (u->n == 0)
    return;
  UChar32 base;
  int32_t first = 0;
  U16_NEXT (u->s, first, u->n, base);
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript (base, &status);
  if (script != USCRIPT_LATIN && script != USCRIPT_GREEK && script != USCRIPT_CYRILLIC)
    return;
  u16_normalize (u, nfd ());
  int32_t k = 0;
  for (int32_t i = 0; i < u->n;)
    {
      int32_t at = i;
      UChar32 c;
      U16_NEXT (u->s, i, u->n, c);
      gboolean accent = at > 0 && u_charType (c) == U_NON_SPACING_MARK
                        && (script != USCRIPT_CYRILLIC || c == 0x0300 || c == 0x0301);
      if (!accent)
        U16_APPEND_UNSAFE (u->s, k, c); /* k <= at: writes behind the reader */
    }
  u->n = k;
}

static gboolean
is_ascii (const char *s, gsize n)
{
  for (gsize i = 0; i < n; i++)
    if ((guchar) s[i] >= 0x80)
      return FALSE;
  return TRUE;
}

static void
fold_cluster (const char *s, gsize n, PwTextFold flags, GString *out)
{
  if (is_ascii (s, n))
    {
      for (gsize i = 0; i < n; i++)
        {
          char c = s[i];
          if ((flags & PW_TEXT_FOLD_CASE) && c == 'I' && (flags & PW_TEXT_FOLD_TURKIC))
            g_string_append (out, "ı");
          else
            g_string_append_c (out, (flags & PW_TEXT_FOLD_CASE) ? g_ascii_tolower (c) : c);
        }
      return;
    }
  UErrorCode status = U_ZERO_ERROR;
  gunichar first = g_utf8_get_char_validated (s, (gssize) n);
  if (first < 0x110000 && uscript_getScript ((UChar32) first, &status) == USCRIPT_HAN)
    {
      g_string_append_len (out, s, (gssize) n);
      return;
    }
  U16 u = u16_from_utf8 (s, n);
  u16_normalize (&u, nfc ());
  /* Case before accents: İ folds to i + U+0307 (or to i, Turkic), whose
   * dot the accent folding may then drop; the other way round İ would
   * lose its dot first and fold as I. */
  if (flags & PW_TEXT_FOLD_CASE)
    u16_fold_case (&u, (flags & PW_TEXT_FOLD_TURKIC) != 0);
  if (flags & PW_TEXT_FOLD_ACCENTS)
    u16_fold_accents (&u);
  u16_normalize (&u, nfc ());
  u16_append_utf8 (&u, out);
  u16_clear (&u);
}

char *
pw_text_fold (const char *text, gssize length, PwTextFold flags)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  GString *out = g_string_new (NULL);
  PwTextIter iter;
  const char *cluster;
  gsize n;
  /* Cluster by cluster: folding never moves a boundary, and each cluster
   * can be treated by the script of its first character. */
  pw_text_iter_init (&iter, text, length);
  while (pw_text_iter_next (&iter, &cluster, &n))
    fold_cluster (cluster, n, flags, out);
  return g_string_free (out, FALSE);
}

gboolean
pw_text_equal (const char *a, const char *b, PwTextFold flags)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (strcmp (a, b) == 0)
    return TRUE;
  g_autofree char *fa = pw_text_fold (a, -1, flags);
  g_autofree char *fb = pw_text_fold (b, -1, flags);
  return strcmp (fa, fb) == 0;
}

/* White space -------------------------------------------------------- */

static gboolean
is_space_cluster (const char *s, gsize n)
{
  for (const char *p = s; p < s + n; p = g_utf8_next_char (p))
    {
      /* Validated, so that bad input never reads past the cluster. */
      gunichar c = g_utf8_get_char_validated (p, (gssize) (s + n - p));
      /* ASCII's White_Space: tab to carriage return, and space. */
      if (c < 0x80 && c != ' ' && (c < '\t' || c > '\r'))
        return FALSE;
      if (c >= 0x80 && (c >= 0x110000 || !u_isUWhiteSpace ((UChar32) c)))
        return FALSE;
    }
  return TRUE;
}

char *
pw_text_squeeze_spaces (const char *text, gssize length)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;
  PwTextIter iter;
  const char *cluster;
  gsize n;
  pw_text_iter_init (&iter, text, length);
  while (pw_text_iter_next (&iter, &cluster, &n))
    {
      if (is_space_cluster (cluster, n))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_len (out, cluster, (gssize) n);
    }
  return g_string_free (out, FALSE);
}

/* Checking loaded text ----------------------------------------------- */

void
pw_text_position (const char *data, gsize offset, guint *line, guint *column)
{
  guint l = 1, c = 1;
  const char *end = data + offset;
  for (const char *p = data; p < end;)
    {
      if (*p == '\n' || *p == '\r')
        {
          l++;
          c = 1;
          p += (p[0] == '\r' && p + 1 < end && p[1] == '\n') ? 2 : 1;
          continue;
        }
      p = g_utf8_next_char (p);
      c++;
    }
  if (line)
    *line = l;
  if (column)
    *column = c;
}

gboolean
pw_text_validate_utf8 (const char *data, gsize length, const char *source, GError **error)
{
  const char *bad = NULL;
  if (g_utf8_validate_len (data, length, &bad))
    return TRUE;
  gsize offset = (gsize) (bad - data);
  guint line, column;
  pw_text_position (data, offset, &line, &column);
  gboolean nul = *bad == '\0';
  if (source != NULL)
    g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                 nul ? _("%s:%u:%u: the text contains a NUL byte (at byte offset %zu)")
                     : _("%s:%u:%u: the text is not valid UTF-8 (at byte offset %zu)"),
                 source, line, column, (size_t) offset);
  else
    g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                 nul ? _("Line %u, column %u: the text contains a NUL byte (at byte offset %zu)")
                     : _("Line %u, column %u: the text is not valid UTF-8 (at byte offset %zu)"),
                 line, column, (size_t) offset);
  return FALSE;
}

static PwTextGlyphCheck glyph_check;

void
pw_text_set_glyph_check (PwTextGlyphCheck check)
{
  glyph_check = check;
}

gunichar
pw_text_first_undrawable (const char *text, gssize length)
{
  const char *end = text + (length < 0 ? strlen (text) : (gsize) length);
  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c == 0x200D || (c >= 0xFE00 && c <= 0xFE0F) || g_unichar_ismark (c)
          || g_unichar_isspace (c))
        continue;
      /* Every font the sheets use draws ASCII: only other characters
       * need the render layer loaded where it is loaded on demand. */
      if (c >= 0x80)
        pw_kinds_need_render ();
      if (glyph_check && !glyph_check (c))
        return c;
    }
  return 0;
}
