/* The answer key of a CJK wall reads each character out: its reading
 * (pinyin, or on and kun readings on a Japanese wall) and a short meaning
 * under its card, and each component connection's meaning under it, at
 * no less than the key's smallest type; the puzzle sheet shows none of
 * it.  The readings come from tests/connecting-wall/data/unihan-fixture.txt,
 * compiled here and installed through PUZZLEWRIGHT_UNIHAN_TABLE. */
#include <glib/gstdio.h>
#include <string.h>

#include "connecting-wall-kind.h"
#include "connecting-wall-unihan.h"
#include "pw-render-draw.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "pw-sheet.h"
#include "pw-sheet-set.h"
#include "text-probe.h"

/* The Lion Wall, one group a row, and its rows' components. */
static const char *const rows[] = { "疗疔疰㾄", "宁宔宙宗", "犰㹥㹨狋", "㕤𠮩叮呩" };
static const char *const components[] = { "疒", "宀", "犭", "口" };

static PwConnectingWallModel *
wall (const char *const *texts, const char *const *connections, guint n_rows, guint script)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (g_utf8_strlen (texts[0], -1));
  m->cjk = TRUE;
  m->script = script;
  for (guint r = 0; r < n_rows; r++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, connections[r]);
      for (const char *p = texts[r]; *p; p = g_utf8_next_char (p))
        {
          g_autofree char *card = g_strndup (p, g_utf8_next_char (p) - p);
          pw_connecting_wall_card_add (grp, card);
        }
    }
  return m;
}

static GArray *
probe (PwConnectingWallModel *m, PwPages **out)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_autoptr (GError) error = NULL;
  PwPages *pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 2);
  *out = pages;
  return probe_pages (pages);
}

static void
test_pinyin_key (void)
{
  g_autoptr (PwModel) model = &wall (rows, components, 4, PW_CONNECTING_WALL_FORM_SIMPLIFIED)->parent;
  const PwConnectingWallUnihan *unihan = pw_connecting_wall_unihan_get_default (NULL);
  g_assert_nonnull (unihan);
  PwPages *pages;
  g_autoptr (GArray) texts = probe ((PwConnectingWallModel *) model, &pages);
  /* Every card's pinyin on the key (page 1), none on the sheet (page 0);
   * Unihan has a reading for all but 𠮩. */
  guint read = 0;
  for (guint r = 0; r < 4; r++)
    for (const char *p = rows[r]; *p; p = g_utf8_next_char (p))
      {
        g_autofree char *pinyin = pw_connecting_wall_unihan_reading (unihan, g_utf8_get_char (p),
                                                                     PW_CONNECTING_WALL_FORM_SIMPLIFIED);
        if (pinyin == NULL)
          continue;
        read++;
        const ProbeText *t = probe_find (texts, 1, pinyin);
        if (t == NULL)
          g_error ("no “%s” on the key for %.4s", pinyin, p);
        g_assert_cmpfloat (t->size, >=, PW_RENDER_MIN_TYPE);
        g_assert_null (probe_find (texts, 0, pinyin));
      }
  g_assert_cmpuint (read, ==, 15);
  /* 疗's meaning, and the connection 疒's. */
  const ProbeText *healed = probe_find (texts, 1, "be healed");
  g_assert_nonnull (healed);
  g_assert_cmpfloat (healed->size, >=, PW_RENDER_MIN_TYPE);
  g_assert_nonnull (probe_find (texts, 1, "sick"));
  g_assert_null (probe_find (texts, 0, "sick"));
  /* The reading sits under its card: below the card's glyph. */
  const ProbeText *glyph = probe_find (texts, 1, "疗");
  const ProbeText *liao = probe_find (texts, 1, "liáo");
  g_assert_nonnull (glyph);
  g_assert_nonnull (liao);
  g_assert_cmpfloat (liao->y0, >, glyph->y1);
  g_assert_cmpfloat (probe_smallest (pages, texts, PW_PAGE_KEY), >=, PW_RENDER_MIN_TYPE);
  pw_pages_unref (pages);
}

/* A Japanese wall's key gives on and kun readings in kana. */
static void
test_japanese_key (void)
{
  static const char *const cards[] = { "病療", "学行" };
  static const char *const none[] = { "", "" };
  g_autoptr (PwModel) model = &wall (cards, none, 2, PW_CONNECTING_WALL_FORM_JAPANESE)->parent;
  PwPages *pages;
  g_autoptr (GArray) texts = probe ((PwConnectingWallModel *) model, &pages);
  g_assert_nonnull (probe_find (texts, 1, "ビョウ・やむ"));
  g_assert_nonnull (probe_find (texts, 1, "リョウ・いやす"));
  g_assert_null (probe_find (texts, 1, "bìng"));
  pw_pages_unref (pages);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* The fixture, compiled as the build compiles Unihan, is the table of
   * this run. */
  g_autofree char *path = g_build_filename (g_getenv ("PW_TEST_SRCDIR"), "connecting-wall", "data",
                                            "unihan-fixture.txt", NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_autoptr (PwConnectingWallUnihan) parsed = pw_connecting_wall_unihan_new ();
  g_assert_true (pw_connecting_wall_unihan_parse (parsed, text, length, "fixture", NULL));
  g_autoptr (GBytes) bytes = pw_connecting_wall_unihan_serialize (parsed);
  g_autofree char *dir = g_dir_make_tmp ("pw-unihan-XXXXXX", NULL);
  g_autofree char *table = g_build_filename (dir, "unihan.bin", NULL);
  g_assert_true (g_file_set_contents (table, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      NULL));
  g_setenv (PW_CONNECTING_WALL_UNIHAN_TABLE_ENV, table, TRUE);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/wall-key/pinyin", test_pinyin_key);
  g_test_add_func ("/wall-key/japanese", test_japanese_key);
  int status = g_test_run ();
  g_unlink (table);
  g_rmdir (dir);
  return status;
}
