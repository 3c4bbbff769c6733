/* The grades mean Simon Tatham's: small boards at each grade, the game
 * IDs made by his own generator at each of his grades (external truth,
 * in data/dominosa-calibration.tsv), and the same grade word in Verify,
 * the Generate dialog and the CLI. */
#include <string.h>

#include "domino-grid-solver.h"
#include "domino-grid-test-util.h"

static PwDominoGrid *
from_id (const char *id)
{
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_domino_grid_import_dominosa (id, strlen (id), &error);
  g_assert_no_error (error);
  return (PwDominoGrid *) m;
}

/* The grade by the kind's verify operation: the path the CLI and the
 * app's Verify take.  NULL when the puzzle is not unique. */
static char *
verify_grade (PwDominoGrid *g)
{
  const PwOperation *op = pw_kind_find_operation (pw_domino_grid_kind (), "verify");
  g_autoptr (PwParams) params = pw_params_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = op->run (&g->parent, params, NULL, NULL, &error);
  g_assert_no_error (error);
  JsonObject *o = json_node_get_object (r->details);
  const char *grade = json_object_get_string_member_with_default (o, "grade", NULL);
  return g_strdup (grade);
}

/* Double-3 boards (4×5), one per grade, made by our generator and graded
 * the same by Tatham's standalone solver (dominosasolver -g): Trivial,
 * Basic, Hard, Extreme, and one his rules cannot finish.  Explain names
 * the hardest step of each: the easy one needs only forced places; the
 * medium one, 1-2's two places both blocking (2,3)-(2,4); the hard one,
 * the 3s at (2,4) and (4,1) taking only 1-3 and 3-3; the extreme one, a
 * forcing chain that would lay 0-1 twice; the unreasonable one, trying
 * 1-3 at (1,2)-(1,3). */
static void
test_small_boards (void)
{
  static const struct
  {
    const char *id;
    int level;
    PwDominoGridRule hardest;
  } boards[] = {
    { "3:11032320300032231211", PW_DOMINO_GRID_LEVEL_EASY, PW_DOMINO_GRID_RULE_FORCED_CELL },
    { "3:00233231120132201301", PW_DOMINO_GRID_LEVEL_MEDIUM, PW_DOMINO_GRID_RULE_MUST_OVERLAP },
    { "3:02012100331311033222", PW_DOMINO_GRID_LEVEL_HARD, PW_DOMINO_GRID_RULE_NUMBER_SET },
    { "3:20132030010212231133", PW_DOMINO_GRID_LEVEL_EXTREME, PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE },
    { "3:21332202110031132300", PW_DOMINO_GRID_LEVEL_UNREASONABLE, PW_DOMINO_GRID_RULE_TRIAL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autoptr (PwDominoGrid) g = from_id (boards[i].id);
      g_assert_cmpint (test_reference_count (g, 2), ==, 1);
      g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
      int level = boards[i].level;
      /* The rules one level easier stop short; the level's own finish. */
      g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
      if (level > PW_DOMINO_GRID_LEVEL_EASY)
        g_assert_cmpint (pw_domino_grid_solve (s, level - 1, NULL), ==, PW_DOMINO_GRID_STUCK);
      s->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_step_free);
      int used = 0;
      g_assert_cmpint (pw_domino_grid_solve (s, level, &used), ==, PW_DOMINO_GRID_SOLVED);
      g_assert_cmpint (used, ==, level);
      /* The explanation of the whole board, from the start, uses that rule
       * and nothing harder. */
      g_autoptr (PwDominoGridState) e = pw_domino_grid_state_new (b);
      e->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_step_free);
      g_assert_cmpint (pw_domino_grid_solve (e, PW_DOMINO_GRID_LEVEL_UNREASONABLE, &used), ==,
                       PW_DOMINO_GRID_SOLVED);
      gboolean named = FALSE;
      for (guint k = 0; k < e->steps->len; k++)
        {
          const PwDominoGridStep *st = e->steps->pdata[k];
          g_assert_cmpint (pw_domino_grid_rule_level (st->rule), <=, level);
          named |= st->rule == boards[i].hardest;
        }
      g_assert_true (named);
      g_ptr_array_unref (s->steps);
      s->steps = NULL;
      g_ptr_array_unref (e->steps);
      e->steps = NULL;
      g_autofree char *grade = verify_grade (g);
      g_assert_cmpstr (grade, ==, pw_domino_grid_level_id (level));
    }
}

/* Every ID in the calibration file graded by the verify operation:
 * at least 95% of each of his grades must land on ours. */
static void
test_tatham_calibration (void)
{
  static const char *const his[] = { "Trivial", "Basic", "Hard", "Extreme" };
  const char *srcdir = g_getenv ("PW_TEST_SRCDIR");
  g_autofree char *path
    = g_build_filename (srcdir ? srcdir : ".", "domino-grid", "data", "dominosa-calibration.tsv",
                        NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  int total[4] = { 0 }, agree[4] = { 0 }, lines = 0;
  g_auto (GStrv) rows = g_strsplit (text, "\n", -1);
  for (char **row = rows; *row; row++)
    {
      if (**row == '#' || **row == '\0')
        continue;
      g_auto (GStrv) f = g_strsplit (*row, "\t", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 3);
      int level = -1;
      for (int l = 0; l < 4; l++)
        if (g_str_equal (f[1], his[l]))
          level = l + 1;
      g_assert_cmpint (level, >=, 1);
      g_autoptr (PwDominoGrid) g = from_id (f[2]);
      g_autofree char *grade = verify_grade (g);
      total[level - 1]++;
      agree[level - 1] += g_strcmp0 (grade, pw_domino_grid_level_id (level)) == 0;
      if (g_strcmp0 (grade, pw_domino_grid_level_id (level)) != 0)
        g_test_message ("%s (%s): ours %s", f[2], f[1], grade ? grade : "(not unique)");
      lines++;
    }
  g_assert_cmpint (lines, ==, 290);
  for (int l = 0; l < 4; l++)
    {
      g_test_message ("his %s: %d of %d graded %s", his[l], agree[l], total[l],
                      pw_domino_grid_level_id (l + 1));
      g_assert_cmpint (total[l], >=, 15);
      g_assert_cmpint (100 * agree[l], >=, 95 * total[l]);
    }
}

/* Verify, the Generate dialog and the CLI say the same word: the grade
 * names are the dialog's choice labels, the ids its choice values (what
 * the CLI's grade= takes and verify --json prints). */
static void
test_grade_words (void)
{
  const PwKind *kind = pw_domino_grid_kind ();
  const PwParamSpec *grade = NULL;
  for (guint i = 0; i < kind->n_generate_specs; i++)
    if (g_str_equal (kind->generate_specs[i].name, "grade"))
      grade = &kind->generate_specs[i];
  g_assert_nonnull (grade);
  int n = 0;
  for (; grade->choices[n]; n++)
    {
      g_assert_cmpstr (grade->choices[n], ==, pw_domino_grid_level_id (n + 1));
      g_assert_cmpstr (grade->choice_labels[n], ==, pw_domino_grid_level_name (n + 1));
      g_assert_cmpint (pw_domino_grid_level_from_id (grade->choices[n]), ==, n + 1);
    }
  g_assert_cmpint (n, ==, PW_DOMINO_GRID_LEVEL_UNREASONABLE);
  /* The fifth is never called extreme, and the dialog warns of it. */
  g_assert_null (strstr (grade->choice_labels[4], "xtreme"));
  g_assert_nonnull (strstr (grade->description, "Unreasonable"));
  g_assert_nonnull (strstr (grade->description, "trial and error"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/grades/small-boards", test_small_boards);
  g_test_add_func ("/domino-grid/grades/tatham-calibration", test_tatham_calibration);
  g_test_add_func ("/domino-grid/grades/words", test_grade_words);
  return g_test_run ();
}
