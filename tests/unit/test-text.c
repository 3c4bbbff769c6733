/* Text helpers: grapheme clusters against Unicode's own test data, hand-
 * picked clusters in many scripts, folding, white space, UTF-8 checks. */
#include <stdio.h>
#include <string.h>

#include "pw-error.h"
#include "pw-text.h"

/* The pinned Unicode data (tests/data/unicode/README says where it comes
 * from); PW_TEXT_DATA_DIR is set by tests/unit/meson.build. */
static char *
data_path (const char *name)
{
  return g_build_filename (PW_TEXT_DATA_DIR, name, NULL);
}

/* "15.0" from a data file's first line "# GraphemeBreakTest-15.0.0.txt". */
static char *
data_version (const char *contents)
{
  const char *dash = strchr (contents, '-');
  g_assert_nonnull (dash);
  guint major = 0, minor = 0;
  g_assert_cmpint (sscanf (dash + 1, "%u.%u", &major, &minor), ==, 2);
  return g_strdup_printf ("%u.%u", major, minor);
}

static char *
load_data (const char *name)
{
  g_autofree char *path = data_path (name);
  g_autoptr (GError) error = NULL;
  char *contents = NULL;
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The data says what one Unicode version does; a library of another
 * version may rightly disagree (15.1 joins Indic conjuncts, for one).
 * Debian bookworm's ICU is 15.0, like the data, so there these tests
 * always run; elsewhere they say why they do not. */
static gboolean
data_matches_library (const char *contents)
{
  g_autofree char *version = data_version (contents);
  const char *library = pw_text_unicode_version ();
  if (g_str_has_prefix (library, version)
      && (library[strlen (version)] == '\0' || library[strlen (version)] == '.'))
    return TRUE;
  g_autofree char *why = g_strdup_printf ("the library implements Unicode %s but the data in "
                                          "tests/data/unicode is %s; update the data",
                                          library, version);
  g_test_skip (why);
  return FALSE;
}

static void
test_unicode_version (void)
{
  /* ICU 72 on bookworm; anything older would lack Unicode 15's marks. */
  guint major = 0, minor = 0;
  g_assert_cmpint (sscanf (pw_text_unicode_version (), "%u.%u", &major, &minor), ==, 2);
  g_assert_cmpuint (major * 100 + minor, >=, 1500);
}

/* One line of GraphemeBreakTest.txt: its text, and for every byte offset
 * whether a cluster boundary lies there. */
typedef struct
{
  GString *text;
  GArray *breaks; /* gboolean per byte offset 0..len */
  char *source;
} BreakCase;

static void
break_case_clear (BreakCase *c)
{
  g_string_free (c->text, TRUE);
  g_array_unref (c->breaks);
  g_free (c->source);
}

/* "÷ 0020 × 0308 ÷ 0020 ÷  # comment" */
static gboolean
parse_break_line (const char *line, BreakCase *out)
{
  g_autofree char *body = g_strdup (line);
  char *hash = strchr (body, '#');
  if (hash)
    *hash = '\0';
  g_strstrip (body);
  if (!g_str_has_prefix (body, "÷"))
    return FALSE;
  out->text = g_string_new (NULL);
  out->breaks = g_array_new (FALSE, TRUE, sizeof (gboolean));
  out->source = g_strdup (body);
  g_auto (GStrv) tokens = g_strsplit (body, " ", -1);
  for (guint i = 0; tokens[i]; i++)
    {
      const char *t = tokens[i];
      if (strcmp (t, "÷") == 0 || strcmp (t, "×") == 0)
        {
          gboolean brk = strcmp (t, "÷") == 0;
          g_array_set_size (out->breaks, out->text->len + 1);
          g_array_index (out->breaks, gboolean, out->text->len) = brk;
          continue;
        }
      if (t[0] == '\0')
        continue;
      char *end = NULL;
      guint64 cp = g_ascii_strtoull (t, &end, 16);
      g_assert_true (end != t && *end == '\0');
      g_string_append_unichar (out->text, (gunichar) cp);
    }
  g_assert_cmpuint (out->breaks->len, ==, out->text->len + 1);
  return TRUE;
}

/* The boundaries pw_text_iter_next() finds, as a per-byte array. */
static GArray *
found_breaks (const char *text, gsize length)
{
  GArray *found = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_set_size (found, length + 1);
  g_array_index (found, gboolean, 0) = TRUE;
  PwTextIter iter;
  const char *cluster;
  gsize n;
  pw_text_iter_init (&iter, text, (gssize) length);
  while (pw_text_iter_next (&iter, &cluster, &n))
    {
      g_assert_cmpuint (n, >, 0);
      g_array_index (found, gboolean, cluster - text + n) = TRUE;
    }
  return found;
}

static guint
count_breaks (const GArray *breaks)
{
  guint n = 0;
  for (guint i = 1; i < breaks->len; i++)
    n += g_array_index (breaks, gboolean, i);
  return n;
}

static GArray *
load_break_cases (const char *contents)
{
  GArray *cases = g_array_new (FALSE, FALSE, sizeof (BreakCase));
  g_array_set_clear_func (cases, (GDestroyNotify) break_case_clear);
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      BreakCase c;
      if (parse_break_line (lines[i], &c))
        g_array_append_val (cases, c);
    }
  return cases;
}

/* Every line of Unicode's GraphemeBreakTest.txt, through the iterator,
 * the count, the split and the one-cluster check. */
static void
test_break_test_lines (void)
{
  g_autofree char *contents = load_data ("GraphemeBreakTest.txt");
  if (!data_matches_library (contents))
    return;
  g_autoptr (GArray) cases = load_break_cases (contents);
  /* The 15.0 file has 602 test lines; far fewer means a parsing bug. */
  g_assert_cmpuint (cases->len, >=, 600);
  guint failures = 0;
  for (guint i = 0; i < cases->len; i++)
    {
      const BreakCase *c = &g_array_index (cases, BreakCase, i);
      g_autoptr (GArray) found = found_breaks (c->text->str, c->text->len);
      gboolean same = memcmp (found->data, c->breaks->data, found->len * sizeof (gboolean)) == 0;
      guint expected = count_breaks (c->breaks);
      guint n = 0;
      g_auto (GStrv) parts = pw_text_graphemes (c->text->str, (gssize) c->text->len, &n);
      g_autofree char *joined = g_strjoinv ("", parts);
      same = same && pw_text_grapheme_count (c->text->str, (gssize) c->text->len) == expected
             && n == expected && strcmp (joined, c->text->str) == 0
             && pw_text_is_one_grapheme (c->text->str, (gssize) c->text->len) == (expected == 1);
      if (!same)
        {
          g_test_message ("line %u disagrees: %s", i + 1, c->source);
          failures++;
        }
    }
  g_test_message ("%u lines of GraphemeBreakTest.txt checked", cases->len);
  g_assert_cmpuint (failures, ==, 0);
}

/* All test lines in one text, each followed by U+0001 (a control, which
 * always stands alone), so the iterator's batches cross many lines and
 * must resume in the middle of clusters' context. */
static void
test_break_test_joined (void)
{
  g_autofree char *contents = load_data ("GraphemeBreakTest.txt");
  if (!data_matches_library (contents))
    return;
  g_autoptr (GArray) cases = load_break_cases (contents);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GArray) expected = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_set_size (expected, 1);
  g_array_index (expected, gboolean, 0) = TRUE;
  for (guint i = 0; i < cases->len; i++)
    {
      const BreakCase *c = &g_array_index (cases, BreakCase, i);
      g_string_append_len (text, c->text->str, (gssize) c->text->len);
      g_array_append_vals (expected, (const gboolean *) c->breaks->data + 1, c->text->len);
      g_string_append_c (text, '\x01');
      gboolean yes = TRUE;
      g_array_append_val (expected, yes);
    }
  g_autoptr (GArray) found = found_breaks (text->str, text->len);
  g_assert_cmpuint (found->len, ==, expected->len);
  for (guint i = 0; i < found->len; i++)
    if (g_array_index (found, gboolean, i) != g_array_index (expected, gboolean, i))
      g_error ("joined test text: boundary at byte %u is %d, expected %d", i,
               g_array_index (found, gboolean, i), g_array_index (expected, gboolean, i));
  g_assert_cmpuint (pw_text_grapheme_count (text->str, (gssize) text->len), ==,
                    count_breaks (expected));
}

/* Every code point against GraphemeBreakProperty.txt: a letter followed
 * by an Extend, ZWJ or SpacingMark character is one cluster, a Prepend
 * character followed by a letter is one cluster, and every other code
 * point stands apart from a letter on either side.  This catches a
 * library whose property tables are of an older Unicode (libunistring 1.0
 * misses 43 of 15.0's marks), which the test lines above do not. */
static void
test_break_property_all_code_points (void)
{
  g_autofree char *contents = load_data ("GraphemeBreakProperty.txt");
  if (!data_matches_library (contents))
    return;
  g_autofree guint8 *joins = g_new0 (guint8, 0x110000); /* 1: after a letter, 2: before */
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  guint n_ranges = 0;
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      char *p = lines[i];
      gunichar lo = (gunichar) g_ascii_strtoull (p, &p, 16), hi = lo;
      if (p[0] == '.' && p[1] == '.')
        hi = (gunichar) g_ascii_strtoull (p + 2, &p, 16);
      char *semi = strchr (p, ';');
      g_assert_nonnull (semi);
      g_autofree char *value = g_strdup (semi + 1);
      char *hash = strchr (value, '#');
      if (hash)
        *hash = '\0';
      g_strstrip (value);
      guint8 kind = 0;
      if (strcmp (value, "Extend") == 0 || strcmp (value, "ZWJ") == 0
          || strcmp (value, "SpacingMark") == 0)
        kind = 1;
      else if (strcmp (value, "Prepend") == 0)
        kind = 2;
      n_ranges++;
      for (gunichar c = lo; c <= hi && c < 0x110000; c++)
        joins[c] = kind;
    }
  g_assert_cmpuint (n_ranges, >, 1000);
  guint failures = 0, checked = 0;
  for (gunichar c = 0; c < 0x110000; c++)
    {
      if (c >= 0xD800 && c <= 0xDFFF) /* surrogates cannot be UTF-8 */
        continue;
      if (c == 0) /* NUL ends a C string; it is a control like U+0001 */
        continue;
      char buf[16];
      int n = g_unichar_to_utf8 (c, buf + 1);
      buf[0] = 'a';
      buf[1 + n] = 'a';
      buf[2 + n] = '\0';
      gboolean after = pw_text_is_one_grapheme (buf, 1 + n);
      gboolean before = pw_text_is_one_grapheme (buf + 1, n + 1);
      checked++;
      if (after != (joins[c] == 1) || before != (joins[c] == 2))
        {
          if (failures < 20)
            g_test_message ("U+%04X: joins a letter after it %d, before it %d", c, after, before);
          failures++;
        }
    }
  g_test_message ("%u code points checked", checked);
  g_assert_cmpuint (failures, ==, 0);
}

/* Clusters a person would point at, in several scripts. */
static void
test_clusters_by_hand (void)
{
  static const struct
  {
    const char *text;
    guint clusters;
  } cases[] = {
    { "", 0 },
    { "abc", 3 },
    { "\xc3\xa9", 1 },                            /* é, one code point */
    { "e\xcc\x81", 1 },                           /* e + U+0301 */
    { "noe\xcc\x88l", 4 },                        /* noël, decomposed */
    { "a\xcc\x81\xcc\xa7\xcc\x88", 1 },           /* a with three marks */
    { "\r\n", 1 },
    { "\n\r", 2 },
    { "한국어", 3 },                              /* Hangul syllables */
    { "\xe1\x84\x92\xe1\x85\xa1\xe1\x86\xab", 1 }, /* 한 as jamo L V T */
    { "\xe1\x84\x80\xe1\x85\xa1\xe1\x84\x80\xe1\x85\xa1", 2 }, /* 가가 as L V L V */
    { "\xea\xb0\x80\xe1\x86\xa8", 1 },            /* 가 + final jamo ᆨ = 각 */
    { "👨‍👩‍👧‍👦", 1 },                                   /* family, ZWJ sequence */
    { "🏳️‍🌈", 1 },                                    /* rainbow flag */
    { "👍🏽", 1 },                                    /* skin tone modifier */
    { "1️⃣", 1 },                                    /* keycap */
    { "🇫🇷🇩🇪", 2 },                                  /* two flags */
    { "🇫🇷🇩", 2 },                                   /* a flag and a lone indicator */
    { "疗宁犰㕤", 4 },                            /* CJK, one each */
    { "𠮩叮", 2 },                                /* outside the BMP */
    { "\xe8\xb1\x88\xef\xb8\x80", 1 },            /* 豈 + variation selector */
    { "कि", 1 },                                  /* Devanagari ka + vowel sign i */
    /* Conjuncts: ICU 72 follows CLDR 42, whose root rules already join
     * a consonant + virama + consonant in the scripts Unicode 15.1 later
     * named in rule GB9c (Devanagari, Bengali, Telugu…), but not Tamil. */
    { "नमस्ते", 3 },                              /* न म स्ते */
    { "क्षि", 1 },
    { "ক্ষ", 1 },                                 /* Bengali */
    { "க்ஷ", 2 },                                 /* Tamil: க் ஷ */
    { "กำ", 1 },                                  /* Thai ko kai + sara am */
    { "بَ", 1 },                                  /* Arabic beh + fatha */
    { "שָׁלוֹם", 4 },                              /* Hebrew with points */
    { "か\xe3\x82\x99", 1 },                       /* か + combining voiced mark */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *t = cases[i].text;
      guint n = 0;
      g_auto (GStrv) parts = pw_text_graphemes (t, -1, &n);
      g_test_message ("“%s”: %u clusters", t, n);
      g_assert_cmpuint (n, ==, cases[i].clusters);
      g_assert_cmpuint (g_strv_length (parts), ==, n);
      g_assert_cmpuint (pw_text_grapheme_count (t, -1), ==, cases[i].clusters);
      g_assert_true (pw_text_is_one_grapheme (t, -1) == (cases[i].clusters == 1));
      g_autofree char *joined = g_strjoinv ("", parts);
      g_assert_cmpstr (joined, ==, t);
    }
}

static void
test_clusters_lengths (void)
{
  /* A length shorter than the string counts only that prefix. */
  g_assert_cmpuint (pw_text_grapheme_count ("abc", 2), ==, 2);
  g_assert_cmpuint (pw_text_grapheme_count ("abc", 0), ==, 0);
  g_assert_cmpuint (pw_text_grapheme_count (NULL, 0), ==, 0);
  g_assert_false (pw_text_is_one_grapheme ("ab", -1));
  g_assert_true (pw_text_is_one_grapheme ("ab", 1));
  g_assert_false (pw_text_is_one_grapheme ("", -1));
  guint n = 99;
  g_auto (GStrv) none = pw_text_graphemes ("", -1, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (none[0]);
  /* Cut inside "e + U+0301": the prefix is just e. */
  g_auto (GStrv) cut = pw_text_graphemes ("xe\xcc\x81", 2, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (cut[1], ==, "e");
}

/* Iterators nest (a word search compares each cluster of one word with
 * each of another), and long texts cross many batches. */
static void
test_iter_nested_and_long (void)
{
  const char *unit = "Ще́ é👨‍👩‍👧🇯🇵한ᄒ\xe1\x85\xa1漢\r\n";
  g_autoptr (GString) text = g_string_new (NULL);
  for (int i = 0; i < 100; i++)
    g_string_append (text, unit);
  guint per_unit = pw_text_grapheme_count (unit, -1);
  g_assert_cmpuint (per_unit, ==, 10);
  g_assert_cmpuint (pw_text_grapheme_count (text->str, -1), ==, 100 * per_unit);

  g_auto (GStrv) units = pw_text_graphemes (unit, -1, NULL);
  PwTextIter outer;
  const char *a;
  gsize na;
  guint i = 0;
  pw_text_iter_init (&outer, text->str, (gssize) text->len);
  while (pw_text_iter_next (&outer, &a, &na))
    {
      g_assert_cmpuint (na, ==, strlen (units[i % per_unit]));
      g_assert_true (memcmp (a, units[i % per_unit], na) == 0);
      /* An inner walk over the same text between the outer's steps. */
      if (i % 37 == 0)
        {
          PwTextIter inner;
          guint m = 0;
          pw_text_iter_init (&inner, text->str, (gssize) text->len);
          while (pw_text_iter_next (&inner, NULL, NULL))
            m++;
          g_assert_cmpuint (m, ==, 100 * per_unit);
          g_autofree char *folded = pw_text_fold (unit, -1, PW_TEXT_FOLD_CASE);
          g_assert_cmpuint (pw_text_grapheme_count (folded, -1), ==, per_unit);
        }
      i++;
    }
  g_assert_cmpuint (i, ==, 100 * per_unit);
}

/* Segmentation from several threads at once, each with its own breaker. */
static gpointer
count_in_thread (gpointer data)
{
  const char *text = data;
  guint total = 0;
  for (int k = 0; k < 200; k++)
    total += pw_text_grapheme_count (text, -1);
  return GUINT_TO_POINTER (total);
}

static void
test_threads (void)
{
  const char *text = "Ελληνικά 한국어 👨‍👩‍👧 नमस्ते e\xcc\x81";
  guint one = pw_text_grapheme_count (text, -1);
  GThread *threads[4];
  for (int t = 0; t < 4; t++)
    threads[t] = g_thread_new ("count", count_in_thread, (gpointer) text);
  for (int t = 0; t < 4; t++)
    g_assert_cmpuint (GPOINTER_TO_UINT (g_thread_join (threads[t])), ==, 200 * one);
}

/* Folding ------------------------------------------------------------ */

static void
assert_fold (const char *text, PwTextFold flags, const char *expected)
{
  g_autofree char *folded = pw_text_fold (text, -1, flags);
  if (g_strcmp0 (folded, expected) != 0)
    g_error ("fold (“%s”, %d) = “%s”, expected “%s”", text, flags, folded, expected);
}

static void
test_fold_canonical (void)
{
  /* Without flags only canonical equivalence: e + U+0301 is é. */
  assert_fold ("Cafe\xcc\x81", PW_TEXT_FOLD_NONE, "Café");
  assert_fold ("Café", PW_TEXT_FOLD_NONE, "Café");
  assert_fold ("\xe1\x84\x92\xe1\x85\xa1\xe1\x86\xab", PW_TEXT_FOLD_NONE, "한"); /* jamo */
  assert_fold ("か\xe3\x82\x99", PW_TEXT_FOLD_NONE, "が");
  g_assert_true (pw_text_equal ("Cafe\xcc\x81", "Café", PW_TEXT_FOLD_NONE));
  g_assert_false (pw_text_equal ("Cafe", "Café", PW_TEXT_FOLD_NONE));
  g_assert_false (pw_text_equal ("cafe", "Cafe", PW_TEXT_FOLD_NONE));
}

static void
test_fold_case (void)
{
  assert_fold ("Hello WORLD", PW_TEXT_FOLD_CASE, "hello world");
  /* Greek final sigma: Σ, σ and ς are one letter. */
  assert_fold ("ΟΔΟΣ", PW_TEXT_FOLD_CASE, "οδοσ");
  g_assert_true (pw_text_equal ("ΟΔΟΣ", "οδος", PW_TEXT_FOLD_CASE));
  g_assert_true (pw_text_equal ("Σίσυφος", "ΣΊΣΥΦΟΣ", PW_TEXT_FOLD_CASE));
  assert_fold ("ПРИВЕТ Ёж", PW_TEXT_FOLD_CASE, "привет ёж");
  assert_fold ("ԲԱՐԵՎ", PW_TEXT_FOLD_CASE, "բարեվ");
  /* Cherokee folds to its capitals, as Unicode's CaseFolding.txt says. */
  assert_fold ("\xea\xad\xb0", PW_TEXT_FOLD_CASE, "\xe1\x8e\xa0");
  /* ß is one cell: it stays ß (full folding would give ss); ẞ folds to ß. */
  assert_fold ("Straße", PW_TEXT_FOLD_CASE, "straße");
  assert_fold ("STRAẞE", PW_TEXT_FOLD_CASE, "straße");
  g_assert_false (pw_text_equal ("STRASSE", "straße", PW_TEXT_FOLD_CASE));
  assert_fold ("ﬁ", PW_TEXT_FOLD_CASE, "ﬁ");
  /* ᾼ (capital alpha with prosgegrammeni) folds to ᾳ, not to αι. */
  assert_fold ("ᾼ", PW_TEXT_FOLD_CASE, "ᾳ");
  assert_fold ("ε\xcd\x85", PW_TEXT_FOLD_CASE, "ε\xcd\x85");
  /* Default (not Turkic): I → i, İ → i + U+0307, ı stays. */
  assert_fold ("I", PW_TEXT_FOLD_CASE, "i");
  assert_fold ("İ", PW_TEXT_FOLD_CASE, "i\xcc\x87");
  assert_fold ("ı", PW_TEXT_FOLD_CASE, "ı");
  g_assert_false (pw_text_equal ("ı", "i", PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS));
  /* Turkic: I ↔ ı and İ ↔ i. */
  PwTextFold turkic = PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_TURKIC;
  assert_fold ("ISPARTA", turkic, "ısparta");
  assert_fold ("İZMİR", turkic, "izmir");
  g_assert_true (pw_text_equal ("ISPARTA", "ısparta", turkic));
  g_assert_false (pw_text_equal ("ISPARTA", "isparta", turkic));
  g_assert_true (pw_text_equal ("İZMİR", "izmir", turkic | PW_TEXT_FOLD_ACCENTS));
  /* Without CASE, TURKIC changes nothing. */
  assert_fold ("Iİ", PW_TEXT_FOLD_TURKIC, "Iİ");
  /* Scripts without case pass through. */
  assert_fold ("한국어 नमस्ते 疗宁", PW_TEXT_FOLD_CASE, "한국어 नमस्ते 疗宁");
  assert_fold ("👍🏽🇫🇷", PW_TEXT_FOLD_CASE, "👍🏽🇫🇷");
}

static void
test_fold_accents (void)
{
  assert_fold ("Crème Brûlée", PW_TEXT_FOLD_ACCENTS, "Creme Brulee");
  assert_fold ("Tiếng Việt", PW_TEXT_FOLD_ACCENTS, "Tieng Viet");
  assert_fold ("ÅNGSTRÖM", PW_TEXT_FOLD_ACCENTS, "ANGSTROM");
  assert_fold ("Cafe\xcc\x81", PW_TEXT_FOLD_ACCENTS, "Cafe");
  /* Letters of their own that Unicode does not decompose stay. */
  assert_fold ("øłđı", PW_TEXT_FOLD_ACCENTS, "øłđı");
  /* Greek: tonos, dialytika, breathings, iota subscript. */
  assert_fold ("Ελληνικά", PW_TEXT_FOLD_ACCENTS, "Ελληνικα");
  assert_fold ("ΐῥᾳ", PW_TEXT_FOLD_ACCENTS, "ιρα");
  /* Cyrillic: stress marks go, й ё ї ў stay. */
  assert_fold ("замо\xcc\x81к", PW_TEXT_FOLD_ACCENTS, "замок");
  assert_fold ("йод ёж їжак ўсё", PW_TEXT_FOLD_ACCENTS, "йод ёж їжак ўсё");
  assert_fold ("и\xcc\x86", PW_TEXT_FOLD_ACCENTS, "й"); /* й typed decomposed */
  /* Other scripts' marks are letters. */
  assert_fold ("がぱ", PW_TEXT_FOLD_ACCENTS, "がぱ");
  assert_fold ("नमस्ते हिन्दी", PW_TEXT_FOLD_ACCENTS, "नमस्ते हिन्दी");
  assert_fold ("שָׁלוֹם بَ", PW_TEXT_FOLD_ACCENTS, "שָׁלוֹם بَ");
  assert_fold ("한국어", PW_TEXT_FOLD_ACCENTS, "한국어");
  /* Both together. */
  PwTextFold both = PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS;
  g_assert_true (pw_text_equal ("Éclair", "eclair", both));
  g_assert_true (pw_text_equal ("ΆΡΗΣ", "αρης", both));
  g_assert_true (pw_text_equal ("İSTANBUL", "istanbul", both));
  g_assert_true (pw_text_equal ("ЗАМО\xcc\x81К", "замок", both));
  g_assert_false (pw_text_equal ("ЙОД", "иод", both));
}

/* CJK is compared code point by code point: a compatibility ideograph is
 * not its unified twin, under any flags. */
static void
test_fold_cjk (void)
{
  const char *compat = "\xef\xa4\x80";  /* U+F900 */
  const char *unified = "\xe8\xb1\x88"; /* U+8C48, its NFC */
  for (PwTextFold f = 0; f < 8; f++)
    {
      assert_fold (compat, f, compat);
      assert_fold ("疗宁犰㕤𠮩", f, "疗宁犰㕤𠮩");
      g_assert_false (pw_text_equal (compat, unified, f));
    }
}

/* Folding keeps every cluster a cluster, is idempotent, and treats
 * canonically equivalent inputs alike, whatever the flags. */
static void
test_fold_properties (void)
{
  g_autofree char *contents = load_data ("GraphemeBreakTest.txt");
  g_autoptr (GArray) cases = load_break_cases (contents);
  g_autoptr (GPtrArray) samples = g_ptr_array_new ();
  static const char *const hand[] = {
    "Straße ẞ ß", "ΟΔΟΣ ᾼ ᾳ ε\xcd\x85", "İIıi", "Ǆǅǆ", "Ｆｕｌｌ ｗｉｄｔｈ", "ŉ ﬁ ﬀ",
    "한국어 \xe1\x84\x92\xe1\x85\xa1\xe1\x86\xab", "👨‍👩‍👧‍👦🇫🇷", "नमस्ते", "ǺṎ", "\xef\xa4\x80",
  };
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    g_ptr_array_add (samples, (gpointer) hand[i]);
  for (guint i = 0; i < cases->len; i++)
    g_ptr_array_add (samples, g_array_index (cases, BreakCase, i).text->str);
  for (guint i = 0; i < samples->len; i++)
    {
      const char *t = samples->pdata[i];
      guint n = pw_text_grapheme_count (t, -1);
      for (PwTextFold f = 0; f < 8; f++)
        {
          g_autofree char *once = pw_text_fold (t, -1, f);
          g_autofree char *twice = pw_text_fold (once, -1, f);
          if (pw_text_grapheme_count (once, -1) != n)
            g_error ("fold (“%s”, %d) has %u clusters, not %u", t, f,
                     pw_text_grapheme_count (once, -1), n);
          g_assert_cmpstr (twice, ==, once);
          /* Canonical equivalents fold alike (outside Han, which folds to
           * itself and is checked above). */
          g_autofree char *nfd = g_utf8_normalize (t, -1, G_NORMALIZE_NFD);
          g_autofree char *nfc = g_utf8_normalize (t, -1, G_NORMALIZE_NFC);
          if (strcmp (nfd, nfc) != 0 && strstr (t, "\xef\xa4\x80") == NULL)
            {
              g_autofree char *a = pw_text_fold (nfd, -1, f);
              g_autofree char *b = pw_text_fold (nfc, -1, f);
              g_assert_cmpstr (a, ==, b);
            }
        }
    }
}

/* White space ---------------------------------------------------------- */

static void
assert_squeeze (const char *text, const char *expected)
{
  g_autofree char *s = pw_text_squeeze_spaces (text, -1);
  g_assert_cmpstr (s, ==, expected);
}

static void
test_squeeze (void)
{
  assert_squeeze ("", "");
  assert_squeeze (" \t\r\n ", "");
  assert_squeeze ("  a \t b\n\n c  ", "a b c");
  assert_squeeze ("one", "one");
  /* Ideographic, no-break, thin and next-line spaces are white space. */
  assert_squeeze ("\xe3\x80\x80東京\xe3\x80\x80\xe3\x80\x80大阪\xe3\x80\x80", "東京 大阪");
  assert_squeeze ("10\xc2\xa0\xe2\x80\x89" "000", "10 000");
  assert_squeeze ("a\xc2\x85\x0b" "b", "a b");
  /* Invisible joiners are not white space: they belong to their text. */
  assert_squeeze ("a\xe2\x80\x8b" "b", "a\xe2\x80\x8b" "b");
  assert_squeeze ("👨‍👩‍👧 x", "👨‍👩‍👧 x");
  /* A space carrying a combining mark is a visible character. */
  assert_squeeze ("  \xcc\x81  a", " \xcc\x81 a");
  g_autofree char *prefix = pw_text_squeeze_spaces (" a  b  c", 5);
  g_assert_cmpstr (prefix, ==, "a b");
}

/* Checking loaded text ------------------------------------------------- */

static void
test_position (void)
{
  const char *text = "ab\nçé\r\nx\ry";
  guint line, column;
  pw_text_position (text, 0, &line, &column);
  g_assert_cmpuint (line, ==, 1);
  g_assert_cmpuint (column, ==, 1);
  pw_text_position (text, 2, &line, &column);
  g_assert_cmpuint (line, ==, 1);
  g_assert_cmpuint (column, ==, 3);
  pw_text_position (text, 7, &line, &column); /* after "çé": 2 characters, 4 bytes */
  g_assert_cmpuint (line, ==, 2);
  g_assert_cmpuint (column, ==, 3);
  pw_text_position (text, 9, &line, &column); /* x, after CR LF */
  g_assert_cmpuint (line, ==, 3);
  g_assert_cmpuint (column, ==, 1);
  pw_text_position (text, 11, &line, &column); /* y, after a lone CR */
  g_assert_cmpuint (line, ==, 4);
  g_assert_cmpuint (column, ==, 1);
}

static void
test_validate (void)
{
  g_autoptr (GError) error = NULL;
  const char *good = "ok: é 한 👍🏽\n";
  g_assert_true (pw_text_validate_utf8 (good, strlen (good), "good.txt", &error));
  g_assert_no_error (error);
  g_assert_true (pw_text_validate_utf8 ("", 0, NULL, &error));

  /* A stray byte: line 2, column 4 (after "αβγ"), byte offset 10. */
  const char bad[] = "abc\nαβγ\xff tail";
  g_assert_false (pw_text_validate_utf8 (bad, sizeof bad - 1, "words.txt", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "words.txt:2:4:"));
  g_assert_nonnull (strstr (error->message, "UTF-8"));
  g_assert_nonnull (strstr (error->message, "byte offset 10"));
  g_clear_error (&error);

  /* Without a source name; a sequence cut short at the end. */
  const char cut[] = "x\r\ny\xc3";
  g_assert_false (pw_text_validate_utf8 (cut, sizeof cut - 1, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Line 2, column 2"));
  g_assert_nonnull (strstr (error->message, "byte offset 4"));
  g_clear_error (&error);

  /* NUL bytes are named as such. */
  const char nul[] = "a\nb\0c";
  g_assert_false (pw_text_validate_utf8 (nul, sizeof nul - 1, "n.txt", &error));
  g_assert_nonnull (strstr (error->message, "n.txt:2:2:"));
  g_assert_nonnull (strstr (error->message, "NUL"));
  g_clear_error (&error);

  /* Overlong and surrogate encodings are not UTF-8. */
  g_assert_false (pw_text_validate_utf8 ("\xc0\xaf", 2, NULL, NULL));
  g_assert_false (pw_text_validate_utf8 ("\xed\xa0\x80", 3, NULL, NULL));
}

static void
test_bom (void)
{
  g_assert_cmpuint (pw_text_bom_length ("\xef\xbb\xbfitem", 7), ==, 3);
  g_assert_cmpuint (pw_text_bom_length ("item", 4), ==, 0);
  g_assert_cmpuint (pw_text_bom_length ("\xef\xbb", 2), ==, 0);
  g_assert_cmpuint (pw_text_bom_length ("", 0), ==, 0);
}

/* Text that skipped validation must not crash any helper.  Each buffer
 * is exactly its length and not NUL-terminated, so the sanitized build
 * also catches an over-read in our own code (not inside GLib or ICU,
 * which are not instrumented). */
static void
test_invalid_input_is_safe (void)
{
  GRand *rand = g_rand_new_with_seed (20261123);
  static const guint8 pieces[][4] = {
    { 0xff }, { 0xc3 }, { 0xe2, 0x80 }, { 0xf0, 0x9f, 0x91 }, { 0xed, 0xa0, 0x80 },
    { 'a' }, { 0xcc, 0x81 }, { 0xe3, 0x80, 0x80 }, { ' ' }, { 0xea, 0xb0, 0x80 },
  };
  static const guint8 sizes[] = { 1, 1, 2, 3, 3, 1, 2, 3, 1, 3 };
  for (int round = 0; round < 500; round++)
    {
      g_autoptr (GByteArray) bytes = g_byte_array_new ();
      int n = g_rand_int_range (rand, 1, 12);
      for (int k = 0; k < n; k++)
        {
          int i = g_rand_int_range (rand, 0, G_N_ELEMENTS (sizes));
          g_byte_array_append (bytes, pieces[i], sizes[i]);
        }
      g_autofree char *exact = g_memdup2 (bytes->data, bytes->len);
      gssize len = (gssize) bytes->len;
      g_autofree char *folded = pw_text_fold (exact, len, PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS);
      g_autofree char *squeezed = pw_text_squeeze_spaces (exact, len);
      g_auto (GStrv) parts = pw_text_graphemes (exact, len, NULL);
      g_assert_nonnull (folded);
      g_assert_nonnull (squeezed);
      g_assert_nonnull (parts);
      g_assert_cmpuint (pw_text_grapheme_count (exact, len), <=, bytes->len);
      pw_text_is_one_grapheme (exact, len);
      gboolean valid = g_utf8_validate_len (exact, bytes->len, NULL);
      g_assert_true (pw_text_validate_utf8 (exact, bytes->len, NULL, NULL) == valid);
    }
  g_rand_free (rand);
}

/* One case for a grid of cells (issue 20): each cluster changes case
 * only when it stays one cluster that folds as before. */
static void
test_to_case (void)
{
  static const struct { const char *in, *upper, *lower; } cases[] = {
    { "zebra", "ZEBRA", "zebra" },
    { "Été", "ÉTÉ", "été" },
    /* ß's capital is two letters: it stays, and still folds with ẞ. */
    { "straße", "STRAßE", "straße" },
    /* i becomes I whatever the language: the folding compares i and I. */
    { "kiwi", "KIWI", "kiwi" },
    { "ΣΟΦΊΑ", "ΣΟΦΊΑ", "σοφία" },
    { "猫咪", "猫咪", "猫咪" },
    /* The ligature ﬁ would be two capitals: it stays. */
    { "ﬁx", "ﬁX", "ﬁx" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *up = pw_text_to_case (cases[i].in, -1, TRUE, PW_TEXT_FOLD_CASE);
      g_autofree char *down = pw_text_to_case (cases[i].in, -1, FALSE, PW_TEXT_FOLD_CASE);
      g_assert_cmpstr (up, ==, cases[i].upper);
      g_assert_cmpstr (down, ==, cases[i].lower);
      g_assert_cmpuint (pw_text_grapheme_count (up, -1), ==,
                        pw_text_grapheme_count (cases[i].in, -1));
      g_assert_true (pw_text_equal (up, cases[i].in, PW_TEXT_FOLD_CASE));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text/to-case", test_to_case);
  g_test_add_func ("/text/unicode-version", test_unicode_version);
  g_test_add_func ("/text/graphemes/break-test-lines", test_break_test_lines);
  g_test_add_func ("/text/graphemes/break-test-joined", test_break_test_joined);
  g_test_add_func ("/text/graphemes/break-property-all-code-points",
                   test_break_property_all_code_points);
  g_test_add_func ("/text/graphemes/by-hand", test_clusters_by_hand);
  g_test_add_func ("/text/graphemes/lengths", test_clusters_lengths);
  g_test_add_func ("/text/graphemes/iter-nested-and-long", test_iter_nested_and_long);
  g_test_add_func ("/text/graphemes/threads", test_threads);
  g_test_add_func ("/text/fold/canonical", test_fold_canonical);
  g_test_add_func ("/text/fold/case", test_fold_case);
  g_test_add_func ("/text/fold/accents", test_fold_accents);
  g_test_add_func ("/text/fold/cjk", test_fold_cjk);
  g_test_add_func ("/text/fold/properties", test_fold_properties);
  g_test_add_func ("/text/squeeze", test_squeeze);
  g_test_add_func ("/text/position", test_position);
  g_test_add_func ("/text/validate", test_validate);
  g_test_add_func ("/text/bom", test_bom);
  g_test_add_func ("/text/invalid-input-is-safe", test_invalid_input_is_safe);
  return g_test_run ();
}
