/* Drawing connecting walls: the sheet shows every card once, shuffled,
 * CJK glyphs at a size a child reads, and nothing of the answer; the key
 * shows the groups in rows with their connections; one cut-out per card;
 * and the font check says what prints. */
#include <math.h>
#include <string.h>

#include "../test-util.h"
#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-render.h"
#include "connecting-wall-text.h"
#include "pw-cards.h"
#include "pw-config.h"
#include "pw-error.h"
#include "pw-render-draw.h"
#include "pw-document.h"
#include "pw-kinds.h"
#include "pw-sheet.h"
#include "pw-sheet-set.h"
#include "text-probe.h"

static const ProbeText *
find_text (GArray *texts, guint page, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (t->page == page && g_str_equal (t->text, text))
        return t;
    }
  return NULL;
}

static void
test_sheet_and_key (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("connecting-wall");
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 2);
  g_assert_cmpint (pw_pages_get_role (pages, 0), ==, PW_PAGE_PUZZLE);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_KEY);
  g_autoptr (GArray) texts = probe_pages (pages);

  /* Each card once on the sheet and once on the key; glyphs large. */
  guint rows_kept = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      double y0 = -1;
      gboolean one_line = TRUE;
      for (guint k = 0; k < grp->cards->len; k++)
        {
          const char *text = ((PwConnectingWallCard *) grp->cards->pdata[k])->text;
          g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_PUZZLE, text), ==, 1);
          g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_KEY, text), ==, 1);
          const ProbeText *t = find_text (texts, 0, text);
          g_assert_cmpfloat (t->size, >=, 28.0);
          if (y0 < 0)
            y0 = t->y0;
          one_line &= fabs (t->y0 - y0) < 10;
          /* On the key a group is one row. */
          const ProbeText *kt = find_text (texts, 1, text);
          const ProbeText *k0 = find_text (texts, 1, ((PwConnectingWallCard *) grp->cards->pdata[0])->text);
          g_assert_cmpfloat (fabs (kt->y0 - k0->y0), <, 10);
        }
      rows_kept += one_line;
      /* The connection: on the key, never on the sheet. */
      g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_KEY, grp->connection), ==, 1);
      g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_PUZZLE, grp->connection), ==, 0);
    }
  /* Shuffled: the sheet does not lay the groups out as rows. */
  g_assert_cmpuint (rows_kept, <, m->groups->len);
  g_assert_cmpfloat (probe_smallest (pages, texts, -1), >=, PW_RENDER_MIN_KEY_TYPE - 1e-6);
}

/* A wall typed by columns (every row one card of each group): the key
 * prints the grouping solve finds, each group a row beside its
 * connection, not the rows as typed. */
static void
test_key_is_the_answer (void)
{
  static const char by_columns[] = "疗 宁 犰 㕤\n疔 宔 㹥 𠮩\n疰 宙 㹨 叮\n㾄 宗 狋 呩\n";
  static const char *const groups[4][5] = { { "疗", "疔", "疰", "㾄", "疒" },
                                            { "宁", "宔", "宙", "宗", "宀" },
                                            { "犰", "㹥", "㹨", "狋", "犭" },
                                            { "㕤", "𠮩", "叮", "呩", "口" } };
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_connecting_wall_text_import (by_columns, strlen (by_columns),
                                                              &error);
  g_assert_no_error (error);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_assert_true (pw_sheet_set_solve (set, NULL, NULL, &error));
  g_assert_no_error (error);
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  g_autoptr (PwPages) pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_pages_get_role (pages, 1), ==, PW_PAGE_KEY);
  g_autoptr (GArray) texts = probe_pages (pages);
  double row_y[4];
  for (guint g = 0; g < 4; g++)
    {
      const ProbeText *first = find_text (texts, 1, groups[g][0]);
      g_assert_nonnull (first);
      row_y[g] = (first->y0 + first->y1) / 2;
      /* Its cards and its connection on one line of the key (the
       * connection centred with its meaning under it, when the key
       * gives meanings: a little higher). */
      for (guint i = 1; i < 5; i++)
        {
          const ProbeText *t = find_text (texts, 1, groups[g][i]);
          g_assert_nonnull (t);
          g_assert_cmpfloat (fabs ((t->y0 + t->y1) / 2 - row_y[g]), <, i == 4 ? 20 : 10);
        }
      if (g > 0)
        g_assert_cmpfloat (row_y[g], >, row_y[g - 1] + 45);
    }

  /* A wall with two answers prints no key: solve says why. */
  static const char two[] = "A B\nC D\n";
  g_autoptr (PwModel) crossed = pw_connecting_wall_text_import (two, strlen (two), &error);
  g_assert_no_error (error);
  PwConnectingWallModel *m = (PwConnectingWallModel *) crossed;
  pw_connecting_wall_card_add_category (pw_connecting_wall_card_at (m, 0, NULL, NULL), "Group 2");
  pw_connecting_wall_card_add_category (pw_connecting_wall_card_at (m, 2, NULL, NULL), "Group 1");
  pw_connecting_wall_card_add_category (pw_connecting_wall_card_at (m, 1, NULL, NULL), "Group 2");
  pw_connecting_wall_card_add_category (pw_connecting_wall_card_at (m, 3, NULL, NULL), "Group 1");
  g_autoptr (PwSheetSet) ambiguous = pw_sheet_set_new_single (crossed);
  g_assert_false (pw_sheet_set_solve (ambiguous, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "groupings"));
}

static void
test_shuffle_is_stable (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("connecting-wall");
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_autoptr (GArray) a = pw_connecting_wall_render_shuffle (m);
  g_autoptr (GArray) b = pw_connecting_wall_render_shuffle (m);
  g_assert_cmpuint (a->len, ==, 16);
  g_assert_cmpmem (a->data, a->len * sizeof (guint), b->data, b->len * sizeof (guint));
  guint seen = 0;
  for (guint i = 0; i < a->len; i++)
    seen |= 1u << g_array_index (a, guint, i);
  g_assert_cmpuint (seen, ==, 0xffff);
}

static void
test_cut_out_cards (void)
{
  g_autoptr (PwDocument) doc = pw_test_load_sample ("connecting-wall");
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwCardOptions) o = pw_card_options_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_cards_compose (set, o, &error);
  g_assert_no_error (error);
  g_autoptr (GArray) texts = probe_pages (pages);
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    {
      const char *text = pw_connecting_wall_card_at (m, i, NULL, NULL)->text;
      g_assert_cmpuint (probe_count (pages, texts, PW_PAGE_CARD_FRONT, text), ==, 1);
      for (guint j = 0; j < texts->len; j++)
        {
          const ProbeText *t = &g_array_index (texts, ProbeText, j);
          if (g_str_equal (t->text, text))
            g_assert_cmpfloat (t->size, >=, 40.0);
        }
    }
}

/* Only what prints: the font the sheets use for Chinese, asked through
 * harfbuzz.  With the Noto CJK fonts: U+9FF0 has no glyph, though it is
 * in the block a range test would accept, and 𠮩 U+20BA9 has one, though
 * such a test would refuse it. */
static void
test_glyph_check (void)
{
  if (!pw_render_font_has_glyph (g_utf8_get_char ("疗")))
    {
      g_test_skip ("no CJK font installed");
      return;
    }
  g_assert_true (pw_render_font_has_glyph (0x20BA9));
  g_assert_false (pw_render_font_has_glyph (0x9FF0));
  g_assert_false (pw_render_font_has_glyph (0x10FFFD));
  /* The kind asks the renderer once it is registered. */
  g_assert_false (pw_connecting_wall_cjk_printable (0x9FF0));
  g_assert_true (pw_connecting_wall_cjk_printable (0x20BA9));
}

/* A card with text too long for its size shrinks but keeps the floor. */
static void
test_long_text (void)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (2);
  g_autoptr (PwModel) model = &m->parent;
  PwConnectingWallGroup *a = pw_connecting_wall_group_add (m, "long");
  pw_connecting_wall_card_add (a, "Supercalifragilistic expialidocious and more words still");
  pw_connecting_wall_card_add (a, "B");
  PwConnectingWallGroup *b = pw_connecting_wall_group_add (m, "short");
  pw_connecting_wall_card_add (b, "C");
  pw_connecting_wall_card_add (b, "D");
  const PwKindRender *r = pw_render_lookup ("connecting-wall");
  double smallest = r->smallest_type (model, FALSE, PW_NUMBERS_AUTO);
  g_assert_cmpfloat (smallest, <, 15.0);
  g_assert_cmpfloat (smallest, >=, 9.0);
}

int
main (int argc, char **argv)
{
  /* The tests' small decomposition table (the Lion Wall's characters),
   * before anything asks for the default one. */
  g_setenv (PW_CONNECTING_WALL_CJK_TABLE_ENV, FIXTURE_TABLE, TRUE);
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/wall-render/sheet-and-key", test_sheet_and_key);
  g_test_add_func ("/wall-render/key-is-the-answer", test_key_is_the_answer);
  g_test_add_func ("/wall-render/shuffle", test_shuffle_is_stable);
  g_test_add_func ("/wall-render/cards", test_cut_out_cards);
  g_test_add_func ("/wall-render/glyphs", test_glyph_check);
  g_test_add_func ("/wall-render/long-text", test_long_text);
  return g_test_run ();
}
