/* pw-text.h — Unicode text as the puzzles see it, shared by every kind.
 *
 * A word-search cell, a wall card's letters, a name on a tile: what a
 * person calls "one character" is a grapheme cluster (UAX #29), which
 * may be several code points: é written as e + U+0301, a Hangul syllable
 * spelled with conjoining jamo, a flag (two regional indicators), a
 * family emoji joined with ZWJ, क्षि in Devanagari.  These helpers split
 * text into clusters, fold case and accents for comparisons, squeeze
 * white space, and check loaded text, so no kind invents its own rules.
 *
 * Every function here takes valid UTF-8 (check input from files with
 * pw_text_validate_utf8() first); a length of -1 means NUL-terminated.
 * All of them are safe to call from any thread.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Grapheme clusters -------------------------------------------------- */

#define PW_TEXT_ITER_BATCH 16

/* Walks the grapheme clusters of a text without allocating:
 *
 *   PwTextIter iter;
 *   const char *cluster;
 *   gsize n;
 *   pw_text_iter_init (&iter, text, -1);
 *   while (pw_text_iter_next (&iter, &cluster, &n))
 *     use (cluster, n);     // n bytes, not NUL-terminated
 *
 * The text must outlive the iterator; iterators may be nested.  Nothing
 * needs freeing. */
typedef struct
{
  /*< private >*/
  const char *text;
  gsize length;
  gsize start;
  guint n_ends;
  guint next_end;
  gsize ends[PW_TEXT_ITER_BATCH];
  gpointer breaker;
  gsize serial;
} PwTextIter;

void      pw_text_iter_init (PwTextIter *iter, const char *text, gssize length);
gboolean  pw_text_iter_next (PwTextIter *iter, const char **cluster, gsize *cluster_length);

/* The number of grapheme clusters in @text. */
guint     pw_text_grapheme_count (const char *text, gssize length);

/* @text split into its grapheme clusters, each a NUL-terminated copy;
 * free with g_strfreev().  @n_graphemes (may be NULL) gets the count. */
char    **pw_text_graphemes (const char *text, gssize length, guint *n_graphemes);

/* Whether @text is exactly one grapheme cluster (not empty, not two). */
gboolean  pw_text_is_one_grapheme (const char *text, gssize length);

/* The Unicode version the segmentation and folding follow ("15.0"). */
const char *pw_text_unicode_version (void);

/* Folding for comparisons ------------------------------------------- */

/* What pw_text_fold() folds.  Whatever the flags, the result is in
 * canonical form, so é typed as one code point or as e + U+0301 folds the
 * same, and it has exactly as many grapheme clusters as the input, so a
 * word keeps its length in cells.  The details and their reasons are in
 * pw-text.c; in short:
 *
 * PW_TEXT_FOLD_NONE: canonical equivalence only (NFC).
 * PW_TEXT_FOLD_CASE: Unicode default case folding: Σ σ ς all fold to σ,
 *   ẞ to ß, İ to i + U+0307.  Where full folding would turn one cluster
 *   into two (ß → ss, ﬁ → fi, ᾳ → αι) the cluster keeps its simple
 *   folding instead, so ß and "ss" stay different.
 * PW_TEXT_FOLD_ACCENTS: drops the combining marks on Latin and Greek
 *   letters (é → e, ά → α, ǻ → a), and only the stress marks (acute,
 *   grave) on Cyrillic, where й, ё, ї and ў are letters of their own.
 *   Letters Unicode does not decompose (ø, ł, đ, ı) stay.  Marks in other
 *   scripts are never dropped: Devanagari vowel signs, Hebrew points,
 *   kana voicing marks (が) and Hangul are letters, not accents.
 * PW_TEXT_FOLD_TURKIC: with PW_TEXT_FOLD_CASE, the Turkish and Azeri
 *   pairs I/ı and İ/i instead of I/i.
 *
 * CJK ideographs are compared as code points: a cluster that starts with
 * a Han character is copied unchanged, not even normalized, because NFC
 * would replace the CJK compatibility ideographs (U+F900…) with their
 * unified twins. */
typedef enum
{
  PW_TEXT_FOLD_NONE = 0,
  PW_TEXT_FOLD_CASE = 1 << 0,
  PW_TEXT_FOLD_ACCENTS = 1 << 1,
  PW_TEXT_FOLD_TURKIC = 1 << 2,
} PwTextFold;

/* @text folded as @flags say; a new string. */
char     *pw_text_fold (const char *text, gssize length, PwTextFold flags);

/* Whether @a and @b fold (pw_text_fold()) to the same text. */
gboolean  pw_text_equal (const char *a, const char *b, PwTextFold flags);

/* Case ---------------------------------------------------------------- */

/* @text in capitals (@upper) or in small letters, a grapheme cluster at a
 * time (pw-text-case.c): it keeps its number of clusters, and each still
 * folds (@fold) as before, so a word written in one case is still found
 * where it was (ß, whose capital is two letters, stays ß).  A new string. */
char     *pw_text_to_case (const char *text, gssize length, gboolean upper, PwTextFold fold);

/* White space -------------------------------------------------------- */

/* @text with leading and trailing white space removed and every run of
 * white space inside replaced by one U+0020.  White space is Unicode's
 * White_Space property (tabs, line breaks, no-break and ideographic
 * spaces…), taken a grapheme cluster at a time: a space carrying a
 * combining mark is a visible character and stays.  A new string. */
char     *pw_text_squeeze_spaces (const char *text, gssize length);

/* Checking loaded text ----------------------------------------------- */

/* The length of a UTF-8 byte-order mark at the start of @data (3), or 0.
 * Inline, so that the DLX reader (pw-xcc-parse.c) uses it without linking
 * this file and the ICU it opens (pw-xcc-host.h says why). */
static inline gsize
pw_text_bom_length (const char *data, gsize length)
{
  return length >= 3 && (guchar) data[0] == 0xEF && (guchar) data[1] == 0xBB
         && (guchar) data[2] == 0xBF ? 3 : 0;
}

/* The 1-based line and column of byte @offset in @data.  Lines end at
 * LF, CR LF or a lone CR; columns count characters (code points) from the
 * line's start.  @data before @offset must be valid UTF-8. */
void      pw_text_position (const char *data, gsize offset, guint *line, guint *column);

/* Checks that @data is UTF-8 without NUL bytes.  On failure sets
 * PW_ERROR_PARSE with a message that names @source (a file name, or NULL)
 * and the line, column and byte offset of the first bad byte. */
gboolean  pw_text_validate_utf8 (const char *data, gsize length, const char *source,
                                 GError **error);

/* Whether what sheets print with can draw a character.  Core cannot ask a
 * font (it draws nothing): the render layer installs its answer when its
 * renderers are registered.  Without one, every character counts as
 * drawable. */
typedef gboolean (*PwTextGlyphCheck) (gunichar c);
void      pw_text_set_glyph_check (PwTextGlyphCheck check);
/* The first character of @text the installed check says cannot be drawn
 * (joiners, variation selectors and combining marks are not asked:
 * they have no glyph of their own), or 0 when all can. */
gunichar  pw_text_first_undrawable (const char *text, gssize length);

G_END_DECLS
