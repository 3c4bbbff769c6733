/* CJK walls a class can use: the Unihan table (read, compiled, loaded,
 * refused when broken), the character sets and forms, readings and
 * meanings, and the generator keeping to them.
 *
 * data/unihan-fixture.txt holds the Unihan 15.0 lines (Unicode License
 * v3) of the Lion Wall's characters and components and of a few others
 * (病 療 学 行 后), copied from Debian's unicode-data.  The last tests run
 * on the real tables when the build has them. */
#include <glib/gstdio.h>
#include <string.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-generate.h"
#include "connecting-wall-gloss.h"
#include "connecting-wall-unihan.h"
#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-kinds.h"

static gunichar
u (const char *s)
{
  return g_utf8_get_char (s);
}

static char *
read_data (const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (g_getenv ("PW_TEST_SRCDIR"), "connecting-wall",
                                            "data", name, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

/* Text through the parser, the compiled form and back, as the build and
 * the app go. */
static PwConnectingWallUnihan *
compile_text (const char *text, gsize length)
{
  g_autoptr (PwConnectingWallUnihan) parsed = pw_connecting_wall_unihan_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_connecting_wall_unihan_parse (parsed, text, length, "fixture", &error));
  g_assert_no_error (error);
  g_autoptr (GBytes) bytes = pw_connecting_wall_unihan_serialize (parsed);
  PwConnectingWallUnihan *t = pw_connecting_wall_unihan_new_from_bytes (bytes, "fixture", &error);
  g_assert_no_error (error);
  return t;
}

static PwConnectingWallUnihan *
fixture (void)
{
  gsize length;
  g_autofree char *text = read_data ("unihan-fixture.txt", &length);
  return compile_text (text, length);
}

static void
test_sets_and_forms (void)
{
  g_autoptr (PwConnectingWallUnihan) t = fixture ();
  g_assert_cmpuint (pw_connecting_wall_unihan_tgh (t, u ("病")), ==, 2027);
  g_assert_cmpuint (pw_connecting_wall_unihan_frequency (t, u ("病")), ==, 3);
  /* 病 is common (2027 ≤ 3500), 療 is not in the Table at all. */
  g_assert_true (pw_connecting_wall_unihan_in_set (t, u ("病"), PW_CONNECTING_WALL_CHARS_COMMON));
  g_assert_false (pw_connecting_wall_unihan_in_set (t, u ("療"), PW_CONNECTING_WALL_CHARS_COMMON));
  g_assert_false (pw_connecting_wall_unihan_in_set (t, u ("療"), PW_CONNECTING_WALL_CHARS_STANDARD));
  g_assert_true (pw_connecting_wall_unihan_in_set (t, u ("療"), PW_CONNECTING_WALL_CHARS_JOYO));
  /* Grades add up: 后 is taught in primary 3. */
  g_assert_false (pw_connecting_wall_unihan_in_set (t, u ("后"), PW_CONNECTING_WALL_CHARS_GRADE1 + 1));
  g_assert_true (pw_connecting_wall_unihan_in_set (t, u ("后"), PW_CONNECTING_WALL_CHARS_GRADE1 + 2));
  g_assert_true (pw_connecting_wall_unihan_in_set (t, u ("后"), PW_CONNECTING_WALL_CHARS_GRADE6));
  /* The Lion Wall's 㾄 is on no school's list. */
  for (PwConnectingWallChars set = 0; set < PW_CONNECTING_WALL_CHARS_ANY; set++)
    g_assert_false (pw_connecting_wall_unihan_in_set (t, u ("㾄"), set));
  g_assert_true (pw_connecting_wall_unihan_in_set (t, u ("㾄"), PW_CONNECTING_WALL_CHARS_ANY));

  /* 疗 is simplified only, 療 traditional only, 后 both (it names itself
   * among its traditional variants). */
  g_assert_true (pw_connecting_wall_unihan_fits_form (t, u ("疗"), PW_CONNECTING_WALL_FORM_SIMPLIFIED));
  g_assert_false (pw_connecting_wall_unihan_fits_form (t, u ("疗"), PW_CONNECTING_WALL_FORM_TRADITIONAL));
  g_assert_false (pw_connecting_wall_unihan_fits_form (t, u ("療"), PW_CONNECTING_WALL_FORM_SIMPLIFIED));
  g_assert_true (pw_connecting_wall_unihan_fits_form (t, u ("療"), PW_CONNECTING_WALL_FORM_TRADITIONAL));
  g_assert_true (pw_connecting_wall_unihan_fits_form (t, u ("后"), PW_CONNECTING_WALL_FORM_SIMPLIFIED));
  g_assert_true (pw_connecting_wall_unihan_fits_form (t, u ("后"), PW_CONNECTING_WALL_FORM_TRADITIONAL));

  PwConnectingWallChars set;
  g_assert_true (pw_connecting_wall_chars_from_name ("grade3", &set));
  g_assert_cmpint (set, ==, PW_CONNECTING_WALL_CHARS_GRADE1 + 2);
  g_assert_cmpstr (pw_connecting_wall_chars_name (set), ==, "grade3");
  g_assert_false (pw_connecting_wall_chars_from_name ("grade7", &set));
  g_assert_cmpint (pw_connecting_wall_chars_form (PW_CONNECTING_WALL_CHARS_JOYO), ==,
                   PW_CONNECTING_WALL_FORM_JAPANESE);
  g_assert_cmpint (pw_connecting_wall_chars_form (PW_CONNECTING_WALL_CHARS_GRADE6), ==,
                   PW_CONNECTING_WALL_FORM_TRADITIONAL);
  g_assert_cmpint (pw_connecting_wall_chars_form (PW_CONNECTING_WALL_CHARS_COMMON), ==,
                   PW_CONNECTING_WALL_FORM_SIMPLIFIED);
}

static void
test_readings_and_meanings (void)
{
  g_autoptr (PwConnectingWallUnihan) t = fixture ();
  g_autofree char *pinyin = pw_connecting_wall_unihan_reading (t, u ("病"), PW_CONNECTING_WALL_FORM_SIMPLIFIED);
  g_assert_cmpstr (pinyin, ==, "bìng");
  /* The first on reading in katakana, the first kun reading in hiragana. */
  g_autofree char *japanese = pw_connecting_wall_unihan_reading (t, u ("病"), PW_CONNECTING_WALL_FORM_JAPANESE);
  g_assert_cmpstr (japanese, ==, "ビョウ・やむ");
  g_autofree char *illness = pw_connecting_wall_unihan_meaning (t, u ("病"));
  g_assert_cmpstr (illness, ==, "illness");
  /* A bracketed note is no meaning: "queen, empress…; (simp. for 後) behind". */
  g_autofree char *queen = pw_connecting_wall_unihan_meaning (t, u ("后"));
  g_assert_cmpstr (queen, ==, "queen");
  g_autofree char *none = pw_connecting_wall_unihan_reading (t, u ("疗"), PW_CONNECTING_WALL_FORM_JAPANESE);
  g_assert_null (none);
  g_assert_null (pw_connecting_wall_unihan_meaning (t, u ("A")));
}

static void
test_kana (void)
{
  static const char *const cases[][3] = {
    { "BYOU", "びょう", "ビョウ" },       { "GAKKOU", "がっこう", "ガッコウ" },
    { "SHINBUN", "しんぶん", "シンブン" }, { "KAN'I", "かんい", "カンイ" },
    { "TSUCHI", "つち", "ツチ" },          { "MATCHA", "まっちゃ", "マッチャ" },
    { "KYOU JUU", "きょう じゅう", "キョウ ジュウ" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *hira = pw_connecting_wall_romaji_to_kana (cases[i][0], FALSE);
      g_autofree char *kata = pw_connecting_wall_romaji_to_kana (cases[i][0], TRUE);
      g_assert_cmpstr (hira, ==, cases[i][1]);
      g_assert_cmpstr (kata, ==, cases[i][2]);
    }
}

/* A component whose definition only names its radical means what the
 * radical's ideograph means; a radical form with no entry too. */
static void
test_radicals (void)
{
  const char *text = "U+4EBB\tkDefinition\tradical number 9\n"
                     "U+4EBA\tkDefinition\tman; people; mankind\n"
                     "# CJKRadicals.txt and EquivalentUnifiedIdeograph.txt lines\n"
                     "9; 2F08; 4EBA\n"
                     "2E85       ; 4EBB  #     CJK RADICAL PERSON\n";
  g_autoptr (PwConnectingWallUnihan) t = compile_text (text, strlen (text));
  g_autofree char *person = pw_connecting_wall_unihan_meaning (t, 0x4EBB);
  g_assert_cmpstr (person, ==, "man");
  g_autofree char *form = pw_connecting_wall_unihan_meaning (t, 0x2E85);
  g_assert_cmpstr (form, ==, "man");
}

static void
test_broken (void)
{
  g_autoptr (PwConnectingWallUnihan) t = pw_connecting_wall_unihan_new ();
  g_autoptr (GError) error = NULL;
  const char *bad = "U+75C5\tkMandarin\tbìng\nU+75C5\tkTGH\t2013:99999\n";
  g_assert_false (pw_connecting_wall_unihan_parse (t, bad, strlen (bad), "Unihan.txt", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "Unihan.txt:2:"));
  g_clear_error (&error);

  /* The compiled form is checked before it is trusted. */
  g_autoptr (PwConnectingWallUnihan) good = fixture ();
  g_autoptr (PwConnectingWallUnihan) parsed = pw_connecting_wall_unihan_new ();
  gsize length;
  g_autofree char *text = read_data ("unihan-fixture.txt", &length);
  g_assert_true (pw_connecting_wall_unihan_parse (parsed, text, length, "f", NULL));
  g_autoptr (GBytes) bytes = pw_connecting_wall_unihan_serialize (parsed);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autofree guint8 *copy = g_memdup2 (data, size);
  g_autoptr (GBytes) truncated = g_bytes_new_static (copy, size - 7);
  g_assert_null (pw_connecting_wall_unihan_new_from_bytes (truncated, "t.bin", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "t.bin"));
  g_clear_error (&error);
  /* A text offset past the strings. */
  guint32 far = G_MAXUINT32;
  memcpy (copy + 8 + 16 + 8, &far, 4);
  g_autoptr (GBytes) broken = g_bytes_new_static (copy, size);
  g_assert_null (pw_connecting_wall_unihan_new_from_bytes (broken, "b.bin", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_clear_error (&error);

  /* From files (mapped, pw_data_read()): the whole table loads; an empty,
   * a cut and a missing file and a folder each give an error that names
   * it. */
  g_autofree char *dir = g_dir_make_tmp ("pw-unihan-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *whole = g_build_filename (dir, "whole.bin", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.bin", NULL);
  g_autofree char *cut = g_build_filename (dir, "cut.bin", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.bin", NULL);
  g_assert_true (g_file_set_contents (whole, (const char *) data, size, NULL));
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (cut, (const char *) data, size / 2, NULL));
  g_autoptr (PwConnectingWallUnihan) loaded = pw_connecting_wall_unihan_load (whole, &error);
  g_assert_no_error (error);
  g_autoptr (PwConnectingWallUnihan) in_memory = pw_connecting_wall_unihan_new_from_bytes (bytes, "m", NULL);
  g_assert_cmpuint (pw_connecting_wall_unihan_n_chars (in_memory), >, 0);
  g_assert_cmpuint (pw_connecting_wall_unihan_n_chars (loaded), ==,
                    pw_connecting_wall_unihan_n_chars (in_memory));
  const char *const bad_files[] = { empty, cut };
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_assert_null (pw_connecting_wall_unihan_load (bad_files[i], &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, bad_files[i]));
      g_clear_error (&error);
    }
  g_assert_null (pw_connecting_wall_unihan_load (missing, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "missing.bin"));
  g_clear_error (&error);
  /* A folder cannot be mapped: the error is the reader's, naming it. */
  g_assert_null (pw_connecting_wall_unihan_load (dir, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, dir));
  g_assert_null (strstr (error->message, "mmap"));
  g_clear_error (&error);
  g_unlink (whole);
  g_unlink (empty);
  g_unlink (cut);
  g_rmdir (dir);
}

static PwConnectingWallCjkTable *
cjk_fixture (void)
{
  gsize length;
  g_autofree char *text = read_data ("cjk-fixture.txt", &length);
  return pw_connecting_wall_cjk_table_parse (text, length, "fixture", NULL);
}

/* The fixture's only wall is the Lion Wall, of rare characters: common
 * characters cannot make it, and the generator says so in words. */
static void
test_generator_keeps_to_the_set (void)
{
  g_autoptr (PwConnectingWallCjkTable) cjk = cjk_fixture ();
  g_autoptr (PwConnectingWallUnihan) unihan = fixture ();
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "components", "疒,宀,犭,口");
  g_autoptr (GError) error = NULL;
  g_assert_null (pw_connecting_wall_generate_with_table (cjk, unihan, params, 7, NULL, NULL,
                                                         &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "3,500 common characters"));
  /* 犭 is in no common two-component character of the fixture. */
  g_assert_nonnull (strstr (error->message, "“犭” is in none of them"));
  g_clear_error (&error);

  /* Without Unihan a set cannot be kept to, and the error says why. */
  g_assert_null (pw_connecting_wall_generate_with_table (cjk, NULL, params, 7, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_MISSING_DATA);
  g_assert_nonnull (strstr (error->message, "unicode-data"));
  g_clear_error (&error);

  /* At depth 1: at 2 the Lion Wall's herrings 示 and 由 both hold 二,
   * a red herring on six cards, and the generator makes no such wall. */
  pw_params_set (params, "characters", "any");
  pw_params_set (params, "depth", "1");
  g_autoptr (PwModel) model = pw_connecting_wall_generate_with_table (cjk, unihan, params, 7, NULL,
                                                                      NULL, &error);
  g_assert_no_error (error);
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_assert_cmpuint (m->script, ==, PW_CONNECTING_WALL_FORM_SIMPLIFIED);
  g_assert_cmpuint (pw_connecting_wall_n_cards (m), ==, 16);
}

/* The real tables: default walls are of the 3,500 common characters
 * only, in one form, every card with a reading; Jōyō and Hong Kong walls
 * keep to their lists and forms. */
static void
test_real_tables (void)
{
  g_autoptr (GError) error = NULL;
  const PwConnectingWallUnihan *unihan = pw_connecting_wall_unihan_get_default (&error);
  if (unihan == NULL || pw_connecting_wall_cjk_table_get_default (NULL) == NULL)
    {
      g_test_skip (error ? error->message : "no decomposition table");
      return;
    }
  g_assert_cmpuint (pw_connecting_wall_unihan_n_chars (unihan), >, 40000);
  static const struct
  {
    const char *set;
    PwConnectingWallChars chars;
    guint seeds;
  } runs[] = {
    { "common", PW_CONNECTING_WALL_CHARS_COMMON, 4 },
    { "joyo", PW_CONNECTING_WALL_CHARS_JOYO, 2 },
    { "grade4", PW_CONNECTING_WALL_CHARS_GRADE1 + 3, 2 },
  };
  for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
    for (guint64 seed = 2; seed < 2 + runs[r].seeds; seed++)
      {
        g_autoptr (PwParams) params = pw_params_new ();
        pw_params_set (params, "characters", runs[r].set);
        g_autoptr (PwModel) model = pw_connecting_wall_generate (params, seed, NULL, NULL, &error);
        g_assert_no_error (error);
        PwConnectingWallModel *m = (PwConnectingWallModel *) model;
        PwConnectingWallForm form = pw_connecting_wall_chars_form (runs[r].chars);
        g_assert_cmpuint (m->script, ==, form);
        for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
          {
            const char *text = pw_connecting_wall_card_at (m, i, NULL, NULL)->text;
            g_assert_true (pw_connecting_wall_unihan_in_set (unihan, u (text), runs[r].chars));
            g_assert_true (pw_connecting_wall_unihan_fits_form (unihan, u (text), form));
            g_autofree char *reading = pw_connecting_wall_gloss_reading (m, text);
            g_assert_nonnull (reading);
          }
        g_autoptr (PwConnectingWallCount) c = pw_connecting_wall_count (m, 0, 0, NULL, &error);
        g_assert_cmpuint (c->solutions, ==, 1);
      }

  /* Hong Kong's primary 1 list is too short for four groups of four: the
   * error names a setting that does make one, and it does. */
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "characters", "grade1");
  g_assert_null (pw_connecting_wall_generate (params, 1, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  const char *said = strstr (error->message, "These settings make one: characters=");
  g_assert_nonnull (said);
  g_autofree char *grade = g_strndup (said + strlen ("These settings make one: characters="), 6);
  g_clear_error (&error);
  pw_params_set (params, "characters", grade);
  g_autoptr (PwModel) wall = pw_connecting_wall_generate (params, 1, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (wall);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/wall-unihan/sets-and-forms", test_sets_and_forms);
  g_test_add_func ("/wall-unihan/readings-and-meanings", test_readings_and_meanings);
  g_test_add_func ("/wall-unihan/kana", test_kana);
  g_test_add_func ("/wall-unihan/radicals", test_radicals);
  g_test_add_func ("/wall-unihan/broken", test_broken);
  g_test_add_func ("/wall-unihan/generator-keeps-to-the-set", test_generator_keeps_to_the_set);
  g_test_add_func ("/wall-unihan/real-tables", test_real_tables);
  return g_test_run ();
}
