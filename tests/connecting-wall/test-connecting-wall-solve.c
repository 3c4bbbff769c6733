/* The wall's answer and the names of its groups: solve returns the one
 * grouping verify finds, rows in any order or typed by columns, each
 * group named by its connection or its most specific shared category,
 * and fails with the verdict when there is no grouping or several.
 *
 * CJK walls run on the tests' small decomposition table
 * (data/cjk-fixture.txt, compiled by the build into FIXTURE_TABLE), the
 * default table of this test: it holds the Lion Wall's characters and
 * their components three levels down. */
#include <string.h>

#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-specific.h"
#include "connecting-wall-text.h"
#include "connecting-wall-verify.h"
#include "pw-error.h"
#include "pw-kinds.h"
#include "wall-from.h"

/* The Lion Wall typed by columns: every row holds one card of each
 * group. */
static const char lion_by_columns[] = "疗 宁 犰 㕤\n疔 宔 㹥 𠮩\n疰 宙 㹨 叮\n㾄 宗 狋 呩\n";
static const char *const lion_rows[] = { "疗疔疰㾄", "宁宔宙宗", "犰㹥㹨狋", "㕤𠮩叮呩" };
static const char *const lion_components[] = { "疒", "宀", "犭", "口" };

static PwModel *
import_text (const char *text)
{
  g_autoptr (GError) error = NULL;
  PwModel *model = pw_connecting_wall_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  return model;
}

static char *
row_text (const PwConnectingWallModel *m, guint g)
{
  GString *s = g_string_new (NULL);
  PwConnectingWallGroup *grp = m->groups->pdata[g];
  for (guint k = 0; k < grp->cards->len; k++)
    g_string_append (s, ((PwConnectingWallCard *) grp->cards->pdata[k])->text);
  return g_string_free (s, FALSE);
}

static PwResult *
solve (const PwModel *model, GError **error)
{
  const PwOperation *op = pw_kind_find_operation (model->kind, "solve");
  g_assert_nonnull (op);
  g_autoptr (PwParams) params = pw_params_new ();
  return op->run (model, params, NULL, NULL, error);
}

static void
assert_lion_solution (const PwConnectingWallModel *s)
{
  g_assert_cmpuint (s->groups->len, ==, 4);
  for (guint g = 0; g < 4; g++)
    {
      g_autofree char *row = row_text (s, g);
      g_assert_cmpstr (row, ==, lion_rows[g]);
      g_assert_cmpstr (((PwConnectingWallGroup *) s->groups->pdata[g])->connection, ==,
                       lion_components[g]);
    }
  /* Real and herring as in the answer: 疒 real, 丁 (three cards) not. */
  g_assert_false (pw_connecting_wall_category_find (s, "疒")->herring);
  g_assert_true (pw_connecting_wall_category_find (s, "丁")->herring);
}

/* Typed by columns, the wall verifies "not the rows as laid out"; its
 * answer has the groups as rows, named by their components. */
static void
test_by_columns (void)
{
  g_autoptr (PwModel) model = import_text (lion_by_columns);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = solve (model, &error);
  g_assert_no_error (error);
  g_assert_true (r->ok);
  g_assert_nonnull (r->model);
  assert_lion_solution ((const PwConnectingWallModel *) r->model);
  g_assert_nonnull (strstr (r->summary, "not the rows as laid out"));
  /* The details list the groups for --json. */
  JsonArray *groups = json_object_get_array_member (json_node_get_object (r->details), "groups");
  g_assert_cmpuint (json_array_get_length (groups), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (groups, 2),
                                                  "connection"),
                   ==, "犭");
  /* The document's own wall is not changed. */
  g_autofree char *first = row_text ((const PwConnectingWallModel *) model, 0);
  g_assert_cmpstr (first, ==, "疗宁犰㕤");
}

/* Rows that are the groups stay as they are, with the designer's
 * connections. */
static void
test_as_laid_out (void)
{
  GString *text = g_string_new ("# Sickness\n");
  for (guint g = 0; g < 4; g++)
    {
      for (const char *p = lion_rows[g]; *p; p = g_utf8_next_char (p))
        {
          g_string_append_unichar (text, g_utf8_get_char (p));
          g_string_append_c (text, ' ');
        }
      g_string_append_c (text, '\n');
    }
  g_autoptr (PwModel) model = import_text (text->str);
  g_string_free (text, TRUE);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = solve (model, &error);
  g_assert_no_error (error);
  g_assert_true (r->ok);
  g_assert_true (g_str_has_prefix (r->summary, "Unique"));
  /* Its own answer: no edit to undo (the key prints the wall as it is). */
  g_assert_null (r->model);
  JsonArray *groups = json_object_get_array_member (json_node_get_object (r->details), "groups");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (groups, 0),
                                                  "connection"),
                   ==, "Sickness");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (groups, 1),
                                                  "connection"),
                   ==, "宀");

  /* A row with no connection is named in the answer, so it is an edit. */
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_free (((PwConnectingWallGroup *) m->groups->pdata[3])->connection);
  ((PwConnectingWallGroup *) m->groups->pdata[3])->connection = g_strdup ("");
  g_autoptr (PwResult) named = solve (model, &error);
  g_assert_no_error (error);
  const PwConnectingWallModel *s = (const PwConnectingWallModel *) named->model;
  g_assert_nonnull (s);
  g_assert_cmpstr (((PwConnectingWallGroup *) s->groups->pdata[3])->connection, ==, "口");
}

/* A text wall whose rows cross the groups: solved by its categories. */
static void
test_text_wall_crossed (void)
{
  static const char *const rows[] = { "Nil:zero Deuce:poker", "Love:zero Crab:poker", NULL };
  g_autoptr (PwModel) model = &wall_from (2, rows)->parent;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = solve (model, &error);
  g_assert_no_error (error);
  const PwConnectingWallModel *s = (const PwConnectingWallModel *) r->model;
  g_autofree char *a = row_text (s, 0);
  g_autofree char *b = row_text (s, 1);
  g_assert_cmpstr (a, ==, "NilLove");
  g_assert_cmpstr (b, ==, "DeuceCrab");
  g_assert_cmpstr (((PwConnectingWallGroup *) s->groups->pdata[0])->connection, ==, "zero");
  g_assert_cmpstr (((PwConnectingWallGroup *) s->groups->pdata[1])->connection, ==, "poker");
  g_assert_false (pw_connecting_wall_category_find (s, "zero")->herring);
}

/* No answer, or more than one: solve fails with the verdict, so nothing
 * prints a key that is not the wall's one answer. */
static void
test_no_single_answer (void)
{
  static const char *const ambiguous[] = { "A:x,p B:x,q", "C:y,p D:y,q", NULL };
  g_autoptr (PwModel) two = &wall_from (2, ambiguous)->parent;
  g_autoptr (GError) error = NULL;
  g_assert_null (solve (two, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "2 groupings"));
  g_clear_error (&error);

  static const char *const none[] = { "A:x B:y", "C:z D:w", NULL };
  g_autoptr (PwModel) zero = &wall_from (2, none)->parent;
  g_assert_null (solve (zero, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "No grouping"));
  g_clear_error (&error);

  g_autoptr (PwModel) blank = pw_connecting_wall_kind ()->create_default ();
  g_assert_null (solve (blank, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
}

/* 疒 is made of 亠 and 广: all three are on the four cards of its row,
 * and the group is 疒. */
static void
test_most_specific (void)
{
  g_autoptr (PwModel) model = import_text (lion_by_columns);
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) model;
  const PwConnectingWallCjkTable *table = pw_connecting_wall_cjk_table_get_default (NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_ptr_array_add (names, (gpointer) "亠");
  g_ptr_array_add (names, (gpointer) "广");
  g_ptr_array_add (names, (gpointer) "疒");
  pw_connecting_wall_sort_specific (m, table, names);
  g_assert_cmpstr (names->pdata[0], ==, "疒");

  /* Twins: the categories that claim the same cards, shown as one. */
  g_autoptr (GPtrArray) twins = pw_connecting_wall_category_twins (m, "亠");
  g_assert_cmpuint (twins->len, ==, 3);
  g_assert_cmpstr (twins->pdata[0], ==, "疒");
  g_autoptr (GPtrArray) alone = pw_connecting_wall_category_twins (m, "丁");
  g_assert_cmpuint (alone->len, ==, 1);
  g_autoptr (GPtrArray) lid = pw_connecting_wall_category_twins (m, "冖");
  g_assert_cmpstr (lid->pdata[0], ==, "宀");

  /* Verify names each group of a grouping by it first too (the editor's
   * "Other Grouping" says "share 疒", not "share 亠"). */
  g_autoptr (GError) error = NULL;
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 0, 5, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwResult) r = pw_connecting_wall_verify_result (m, count);
  JsonArray *alts = json_object_get_array_member (json_node_get_object (r->details),
                                                  "alternatives");
  g_assert_cmpuint (json_array_get_length (alts), ==, 1);
  JsonArray *groups = json_array_get_array_element (alts, 0);
  for (guint g = 0; g < 4; g++)
    {
      JsonArray *cats = json_object_get_array_member (json_array_get_object_element (groups, g),
                                                      "categories");
      g_assert_cmpstr (json_array_get_string_element (cats, 0), ==, lion_components[g]);
    }
}

int
main (int argc, char **argv)
{
  /* Before anything asks for the default table. */
  g_setenv (PW_CONNECTING_WALL_CJK_TABLE_ENV, FIXTURE_TABLE, TRUE);
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/wall-solve/by-columns", test_by_columns);
  g_test_add_func ("/wall-solve/as-laid-out", test_as_laid_out);
  g_test_add_func ("/wall-solve/text-wall-crossed", test_text_wall_crossed);
  g_test_add_func ("/wall-solve/no-single-answer", test_no_single_answer);
  g_test_add_func ("/wall-solve/most-specific", test_most_specific);
  return g_test_run ();
}
