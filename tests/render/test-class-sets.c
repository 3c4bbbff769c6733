/* Class sets as a teacher meets them (issue 20): variants made from the
 * document as it is now, for every kind that varies; a puzzle the kind's
 * solver cannot answer printed only when asked, and then without keys;
 * cut-out cards of a class set sorted by variant, each card with its
 * letter; a wall's cards never in solved order. */
#include <string.h>

#include "connecting-wall-kind.h"
#include "deck-model.h"
#include "domino-grid.h"
#include "pw-cards.h"
#include "pw-config.h"
#include "pw-document.h"
#include "pw-error.h"
#include "pw-print-source.h"
#include "pw-render.h"
#include "pw-sheet.h"
#include "pw-variants.h"
#include "render-test-util.h"
#include "test-kind.h"
#include "text-probe.h"
#include "word-search.h"

static PwSheetSet *
prepare (PwDocument *doc, guint n, const PwParams *vary)
{
  g_autoptr (PwPrintSource) source = pw_print_source_new (doc);
  g_autoptr (GError) error = NULL;
  PwSheetSet *set = pw_print_source_prepare (source, n, vary, TRUE, NULL, NULL, &error);
  g_assert_no_error (error);
  return set;
}

/* Every variant differs from every other. */
static void
assert_distinct (PwSheetSet *set)
{
  for (guint i = 0; i < pw_sheet_set_get_n (set); i++)
    for (guint j = i + 1; j < pw_sheet_set_get_n (set); j++)
      g_assert_false (pw_model_equal (pw_sheet_set_get_puzzle (set, i),
                                      pw_sheet_set_get_puzzle (set, j)));
}

/* The test kind: A is the document itself; B and C are its numbers in
 * another order; the same document gives the same set. */
static void
test_variants_of_the_document (void)
{
  g_autoptr (PwModel) model = rt_test_model (8, 5);
  /* An edit after generating: a number of the teacher's own. */
  g_array_index (((PwTestModel *) model)->numbers, gint, 0) = 4321;
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (model), 99);
  g_autoptr (PwSheetSet) set = prepare (doc, 3, NULL);
  g_assert_cmpuint (pw_sheet_set_get_n (set), ==, 3);
  g_assert_true (pw_model_equal (pw_sheet_set_get_puzzle (set, 0), model));
  g_assert_cmpstr (pw_sheet_set_get_code (set, 0), ==, "A");
  assert_distinct (set);
  for (guint i = 0; i < 3; i++)
    {
      const PwTestModel *v = (const PwTestModel *) pw_sheet_set_get_puzzle (set, i);
      gint64 sum = 0;
      gboolean edited = FALSE;
      for (guint k = 0; k < v->numbers->len; k++)
        {
          sum += g_array_index (v->numbers, gint, k);
          edited = edited || g_array_index (v->numbers, gint, k) == 4321;
        }
      g_assert_true (edited);
      g_assert_cmpint (((const PwTestModel *) pw_sheet_set_get_solution (set, i))->answer, ==,
                       sum);
    }
  g_autoptr (PwSheetSet) again = prepare (doc, 3, NULL);
  for (guint i = 0; i < 3; i++)
    g_assert_true (pw_model_equal (pw_sheet_set_get_puzzle (set, i),
                                   pw_sheet_set_get_puzzle (again, i)));
}

/* A word search with a word added after it was generated: every variant
 * has it, placed, with the teacher's grid size and settings. */
static void
test_word_search_keeps_edits (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("word-search");
  PwWordSearchModel *m = (PwWordSearchModel *) pw_document_dup_model (doc);
  pw_word_search_model_add_word (m, "ZEBRA");
  guint n_words = m->words->len, width = m->width, height = m->height;
  pw_document_apply (doc, &m->parent, "Add Word");
  g_autoptr (PwSheetSet) set = prepare (doc, 3, NULL);
  assert_distinct (set);
  /* A is the document, where ZEBRA is in no place yet: its key cannot
   * be printed, and the set says why. */
  g_assert_nonnull (strstr (pw_sheet_set_get_unsolved (set), "ZEBRA"));
  for (guint i = 1; i < 3; i++)
    {
      const PwWordSearchModel *v = (const PwWordSearchModel *) pw_sheet_set_get_puzzle (set, i);
      g_assert_cmpuint (v->words->len, ==, n_words);
      g_assert_cmpuint (v->width, ==, width);
      g_assert_cmpuint (v->height, ==, height);
      const PwWordSearchWord *zebra = v->words->pdata[n_words - 1];
      g_assert_cmpstr (zebra->text, ==, "ZEBRA");
      g_assert_true (zebra->placed);
      g_autoptr (GPtrArray) problems = pw_word_search_validate (&v->parent);
      g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 0);
    }
}

/* A domino grid's variants: numbers swapped and the board turned, so
 * each has exactly one solution, as the teacher's does. */
static void
test_domino_grid_variants (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("domino-grid");
  g_autoptr (PwSheetSet) set = prepare (doc, 4, NULL);
  g_assert_null (pw_sheet_set_get_unsolved (set));
  assert_distinct (set);
  const PwOperation *verify = pw_kind_find_operation (pw_domino_grid_kind (), "verify");
  g_autoptr (PwParams) none = pw_params_new ();
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr (PwResult) r = verify->run (pw_sheet_set_get_puzzle (set, i), none, NULL, NULL,
                                            NULL);
      g_assert_nonnull (r);
      g_test_message ("variant %u: %s", i, r->summary);
      g_assert_true (r->ok);
    }
}

/* A deck's variants: the same symbols on other cards, still a deck. */
static void
test_deck_variants (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("deck");
  g_autoptr (PwSheetSet) set = prepare (doc, 3, NULL);
  assert_distinct (set);
  const PwDeckModel *a = (const PwDeckModel *) pw_sheet_set_get_puzzle (set, 0);
  const PwOperation *verify = pw_kind_find_operation (pw_deck_kind (), "verify");
  g_autoptr (PwParams) none = pw_params_new ();
  for (guint i = 1; i < 3; i++)
    {
      const PwDeckModel *v = (const PwDeckModel *) pw_sheet_set_get_puzzle (set, i);
      g_assert_cmpuint (v->symbols->len, ==, a->symbols->len);
      g_assert_cmpuint (v->cards->len, ==, a->cards->len);
      g_autoptr (PwResult) r = verify->run (&v->parent, none, NULL, NULL, NULL);
      g_assert_true (r->ok);
    }
}

static int
by_text (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The texts of a group, sorted, joined: a group however dealt. */
static char *
group_key (const PwConnectingWallGroup *grp)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new ();
  for (guint k = 0; k < grp->cards->len; k++)
    g_ptr_array_add (texts, ((PwConnectingWallCard *) grp->cards->pdata[k])->text);
  g_ptr_array_sort (texts, by_text);
  g_ptr_array_add (texts, NULL);
  return g_strjoinv ("|", (char **) texts->pdata);
}

/* A wall's variants are the teacher's cards in a new order (A is the
 * wall as edited), so every sheet has the teacher's answer; new walls
 * only when asked, and only where there are components to make them. */
static void
test_wall_variants (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("connecting-wall");
  g_autoptr (PwSheetSet) set = prepare (doc, 3, NULL);
  const PwConnectingWallModel *a = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_assert_true (pw_model_equal (pw_sheet_set_get_puzzle (set, 0), &a->parent));
  assert_distinct (set);
  g_autoptr (GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint g = 0; g < a->groups->len; g++)
    g_hash_table_add (groups, group_key (a->groups->pdata[g]));
  for (guint i = 1; i < 3; i++)
    {
      const PwConnectingWallModel *v
        = (const PwConnectingWallModel *) pw_sheet_set_get_puzzle (set, i);
      g_assert_cmpuint (v->groups->len, ==, a->groups->len);
      for (guint g = 0; g < v->groups->len; g++)
        {
          g_autofree char *key = group_key (v->groups->pdata[g]);
          g_assert_true (g_hash_table_contains (groups, key));
        }
    }
  g_autofree char *what = pw_kind_describe_variants (a->parent.kind, &a->parent, NULL);
  g_assert_nonnull (strstr (what, "same cards"));

  /* New walls are asked for: a wall in words has no components. */
  g_autoptr (PwParams) vary = pw_params_new ();
  pw_params_set (vary, "walls", "new");
  g_autoptr (PwModel) words = pw_model_copy (&a->parent);
  ((PwConnectingWallModel *) words)->cjk = FALSE;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) none = pw_kind_make_variant (a->parent.kind, words, vary, 1, NULL, NULL,
                                                   &error);
  g_assert_null (none);
  g_assert_nonnull (strstr (error->message, "in words"));
  g_clear_error (&error);
  /* A choice the kind does not offer is refused by name. */
  pw_params_set (vary, "walls", "sideways");
  g_assert_null (pw_kind_make_variant (a->parent.kind, &a->parent, vary, 1, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
}

/* A kind that cannot vary says so, and makes no class set. */
static void
test_no_variants (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("name-dominoes");
  g_autoptr (PwPrintSource) source = pw_print_source_new (doc);
  g_autofree char *reason = NULL;
  g_assert_false (pw_print_source_can_vary (source, &reason));
  g_assert_nonnull (strstr (reason, "no variants"));
  g_autoptr (GError) error = NULL;
  g_assert_null (pw_print_source_prepare (source, 3, NULL, TRUE, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED);
}

/* Nothing to add up: the solver fails, the set says why, and sheets
 * composed from it have no key pages whatever was asked, and say so. */
static void
test_unsolved_prints_no_key (void)
{
  g_autoptr (PwModel) model = rt_test_model (3, 1);
  g_array_set_size (((PwTestModel *) model)->numbers, 0);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (model), 1);
  g_autoptr (PwSheetSet) set = prepare (doc, 0, NULL);
  g_assert_cmpstr (pw_sheet_set_get_unsolved (set), ==, "There are no numbers to add up");
  g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
  o->answers = PW_ANSWERS_SEPARATE;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_sheet_compose (set, o, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    g_assert_cmpint (pw_pages_get_role (pages, i), !=, PW_PAGE_KEY);
  g_assert_nonnull (strstr (pw_pages_get_note (pages), "without an answer key"));

  /* Solved, the same sheets have their key. */
  g_autoptr (PwModel) good = rt_test_model (3, 1);
  g_autoptr (PwDocument) gdoc = pw_document_new_with_model (pw_model_copy (good), 1);
  g_autoptr (PwSheetSet) gset = prepare (gdoc, 0, NULL);
  g_assert_null (pw_sheet_set_get_unsolved (gset));
  g_autoptr (PwPages) keyed = pw_sheet_compose (gset, o, &error);
  g_assert_cmpint (pw_pages_get_role (keyed, pw_pages_get_n_pages (keyed) - 1), ==,
                   PW_PAGE_KEY);
}

/* The card texts of each page, as printed. */
static GPtrArray *
page_texts (PwPages *pages, GArray *texts, guint page)
{
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (t->page == page)
        g_ptr_array_add (out, t->text);
    }
  return out;
}

/* Cut-out cards of a class set of three: each variant's cards start on a
 * page of their own, and each card carries its variant's letter. */
static void
test_cards_by_variant (void)
{
  /* Five cards a variant, six to a page: variants would share pages. */
  g_autoptr (PwModel) model = rt_test_model (5, 3);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (pw_model_copy (model), 3);
  g_autoptr (PwSheetSet) set = prepare (doc, 3, NULL);
  g_autoptr (PwCardOptions) o = pw_card_options_new ();
  o->per_page = 6;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_cards_compose (set, o, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 3);
  g_autoptr (GArray) texts = probe_pages (pages);
  static const char *const codes[] = { "A", "B", "C" };
  for (guint p = 0; p < 3; p++)
    {
      g_autoptr (GPtrArray) on_page = page_texts (pages, texts, p);
      guint mine = 0, others = 0;
      for (guint i = 0; i < on_page->len; i++)
        for (guint c = 0; c < 3; c++)
          if (g_str_equal (on_page->pdata[i], codes[c]))
            {
              mine += c == p;
              others += c != p;
            }
      g_assert_cmpuint (mine, ==, 5);
      g_assert_cmpuint (others, ==, 0);
    }
}

/* A wall's cut-out cards are dealt shuffled: not the rows of the answer
 * one after the other. */
static void
test_wall_cards_shuffled (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("connecting-wall");
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (&m->parent);
  g_autoptr (PwCardOptions) o = pw_card_options_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_cards_compose (set, o, &error);
  g_assert_no_error (error);
  g_autoptr (GArray) texts = probe_pages (pages);
  /* The group of each card in print order: in solved order each run of
   * four would be one group. */
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      for (guint g = 0; g < m->groups->len; g++)
        {
          PwConnectingWallGroup *grp = m->groups->pdata[g];
          for (guint k = 0; k < grp->cards->len; k++)
            if (g_str_equal (((PwConnectingWallCard *) grp->cards->pdata[k])->text, t->text))
              g_array_append_val (groups, g);
        }
    }
  g_assert_cmpuint (groups->len, ==, pw_connecting_wall_n_cards (m));
  guint runs_of_one_group = 0;
  for (guint i = 0; i + m->group_size <= groups->len; i += m->group_size)
    {
      gboolean same = TRUE;
      for (guint k = 1; k < m->group_size; k++)
        same = same && g_array_index (groups, guint, i + k) == g_array_index (groups, guint, i);
      runs_of_one_group += same;
    }
  g_assert_cmpuint (runs_of_one_group, <, m->groups->len);
  g_array_unref (groups);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  g_test_add_func ("/class-sets/variants-of-the-document", test_variants_of_the_document);
  g_test_add_func ("/class-sets/word-search-keeps-edits", test_word_search_keeps_edits);
  g_test_add_func ("/class-sets/domino-grid", test_domino_grid_variants);
  g_test_add_func ("/class-sets/deck", test_deck_variants);
  g_test_add_func ("/class-sets/wall", test_wall_variants);
  g_test_add_func ("/class-sets/no-variants", test_no_variants);
  g_test_add_func ("/class-sets/unsolved-prints-no-key", test_unsolved_prints_no_key);
  g_test_add_func ("/class-sets/cards-by-variant", test_cards_by_variant);
  g_test_add_func ("/class-sets/wall-cards-shuffled", test_wall_cards_shuffled);
  return g_test_run ();
}
