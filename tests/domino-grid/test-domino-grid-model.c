/* The domino-grid model: document load/save, validation, Dominosa ids and
 * the text drawing. */
#include <string.h>

#include "../test-util.h"
#include "domino-grid-test-util.h"
#include "pw-error.h"

static void
test_roundtrip (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  g_autoptr (JsonNode) node = pw_domino_grid_save (m);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) back = pw_domino_grid_load (node, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (m, back));

  /* Holes, an explicit set and a solution survive too. */
  const char *json = "{\"rows\": 2, \"cols\": 3, \"cells\": [[0, 1, null], [2, 2, null]],"
                     " \"dominoes\": [[1, 0], [2, 2]], \"solution\": [\"RL.\", \"RL.\"]}";
  g_autoptr (PwModel) h = pw_test_load_puzzle (pw_domino_grid_kind (), json, &error);
  g_assert_no_error (error);
  PwDominoGrid *g = (PwDominoGrid *) h;
  g_assert_cmpint (g->cells[2], ==, PW_DOMINO_GRID_HOLE);
  g_assert_cmpint (g->double_n, ==, -1);
  g_assert_cmpint (g_array_index (g->dominoes, PwDominoGridDomino, 0).lo, ==, 0);
  g_assert_cmpint (g->mate[0], ==, 1);
  g_assert_cmpint (g->mate[4], ==, 3);
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (h);
  g_assert_cmpuint (problems->len, ==, 0);
  g_autoptr (JsonNode) hn = pw_domino_grid_save (h);
  g_autoptr (PwModel) hb = pw_domino_grid_load (hn, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (h, hb));
  g_autofree char *desc = pw_domino_grid_describe (h);
  g_assert_cmpstr (desc, ==, "2×3 grid with 2 holes, 2 dominoes");

  /* Numerals asked for are kept; pips (the default) are not written. */
  g_assert_true (pw_domino_grid_use_pips (g));
  g->numerals = TRUE;
  g_assert_false (pw_domino_grid_use_pips (g));
  g_autoptr (JsonNode) nn = pw_domino_grid_save (h);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (nn), "faces"), ==,
                   "numerals");
  g_autoptr (PwModel) nb = pw_domino_grid_load (nn, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (((PwDominoGrid *) nb)->numerals);
  g_assert_false (json_object_has_member (json_node_get_object (hn), "faces"));
  g_autoptr (PwModel) pips
    = pw_test_load_puzzle (pw_domino_grid_kind (),
                           "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, "
                           "\"faces\": \"pips\"}", &error);
  g_assert_no_error (error);
  g_assert_false (((PwDominoGrid *) pips)->numerals);
  /* Beyond 12 there are no pips, whatever the puzzle asks. */
  ((PwDominoGrid *) pips)->cells[0] = 13;
  g_assert_false (pw_domino_grid_use_pips ((PwDominoGrid *) pips));
}

/* Resizing keeps what still fits: numbers, holes, dominoes laid inside. */
static void
test_resize (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  PwDominoGrid *g = (PwDominoGrid *) m;
  g->cells[2] = PW_DOMINO_GRID_HOLE;
  pw_domino_grid_init_solution (g);
  g->mate[0] = 1, g->mate[1] = 0;                     /* (1,1)-(1,2): stays */
  g->mate[7] = 15, g->mate[15] = 7;                   /* (1,8)-(2,8): leaves with column 8 */
  g_autoptr (PwDominoGrid) big = pw_domino_grid_resize (g, 8, 9, 7, FALSE);
  g_assert_cmpint (big->rows, ==, 8);
  g_assert_cmpint (big->cols, ==, 9);
  g_assert_cmpuint (big->dominoes->len, ==, 36);
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 9; c++)
      g_assert_cmpint (pw_domino_grid_at (big, r, c), ==,
                       r < 7 && c < 8 ? pw_domino_grid_at (g, r, c) : 0);
  g_assert_cmpint (big->mate[0], ==, 1);
  g_assert_cmpint (big->mate[7], ==, 16); /* (1,8)-(2,8) at the new width */
  g_autoptr (PwDominoGrid) small = pw_domino_grid_resize (g, 7, 7, -1, FALSE);
  g_assert_cmpint (small->double_n, ==, -1);
  g_assert_cmpuint (small->dominoes->len, ==, 28); /* the same list */
  g_assert_cmpint (small->mate[0], ==, 1);
  for (int i = 1; i < 49; i++)
    g_assert_cmpint (small->mate[i], ==, i == 1 ? 0 : PW_DOMINO_GRID_NO_MATE);
  g_autoptr (PwDominoGrid) blank = pw_domino_grid_resize (g, 7, 8, 6, TRUE);
  g_assert_null (blank->mate);
  for (int i = 0; i < 56; i++)
    g_assert_cmpint (blank->cells[i], ==, i == 2 ? PW_DOMINO_GRID_HOLE : 0);
}

static void
test_load_errors (void)
{
  static const struct
  {
    const char *json, *message;
  } cases[] = {
    { "[]", "$.puzzle: expected an object" },
    { "{\"cols\": 2, \"cells\": [[0, 0]], \"double\": 0}", "$.puzzle: the member “rows” is missing" },
    { "{\"rows\": 65, \"cols\": 2, \"cells\": [], \"double\": 0}", "$.puzzle.rows: 65 is out of range" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0]], \"double\": 0}",
      "$.puzzle.cells[0]: expected from 2 to 2 elements, found 1" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 64]], \"double\": 0}",
      "$.puzzle.cells[0][1]: 64 is out of range" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, \"x\"]], \"double\": 0}",
      "$.puzzle.cells[0][1]: expected a whole number" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]]}", "$.puzzle: give the domino set either" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"dominoes\": []}",
      "$.puzzle: give the domino set either" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"dominoes\": [[0, 0, 0]]}",
      "$.puzzle.dominoes[0]: expected from 2 to 2 elements" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"solution\": [\"RX\"]}",
      "$.puzzle.solution[0]: column 2: “X” is not one of" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"solution\": [\"R.\"]}",
      "$.puzzle.solution[0]: column 1: the cell it points at does not point back" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"solution\": [\"LR\"]}",
      "$.puzzle.solution[0]: column 1: “L” joins a hole or goes off the board" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"solution\": [\"RLR\"]}",
      "$.puzzle.solution[0]: the text is 3 bytes long" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"colour\": 1}",
      "$.puzzle: unknown member “colour”" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"faces\": \"dots\"}",
      "$.puzzle.faces: expected “pips” or “numerals”, found “dots”" },
    { "{\"rows\": 1, \"cols\": 2, \"cells\": [[0, 0]], \"double\": 0, \"faces\": 3}",
      "$.puzzle.faces: expected" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = pw_test_load_puzzle (pw_domino_grid_kind (), cases[i].json, &error);
      g_assert_null (m);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].message);
    }
}

static char *
problem_messages (const PwModel *m)
{
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (m);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      g_string_append_printf (s, "%s %s: %s\n", p->severity == PW_SEVERITY_ERROR ? "E" : "W",
                              p->path, p->message);
    }
  return g_string_free (s, FALSE);
}

static void
test_validate (void)
{
  /* The double-1 set on a board with one 1 too many. */
  static const char *const rows[] = { "0 0 1", "1 1 1" };
  g_autoptr (PwDominoGrid) g = test_grid_from_rows (rows, 2, 1);
  g_autofree char *m1 = problem_messages (&g->parent);
  g_assert_cmpstr (m1, ==,
                   "E $.puzzle.cells[0][0]: The number 0 is on 2 cells but on 3 domino halves\n"
                   "E $.puzzle.cells[0][2]: The number 1 is on 4 cells but on 3 domino halves\n");

  /* A list with a duplicate, and an odd region cut off by holes. */
  static const char *const holes[] = { "0 . 1 1", "0 . 1 0" };
  g_autoptr (PwDominoGrid) h = test_grid_from_rows (holes, 2, -1);
  PwDominoGridDomino set[] = { { 0, 0 }, { 0, 1 }, { 0, 1 } };
  pw_domino_grid_set_dominoes (h, set, 3);
  g_autofree char *m2 = problem_messages (&h->parent);
  g_assert_cmpstr (m2, ==,
                   "E $.puzzle.dominoes[2]: The domino 0-1 is listed more than once\n"
                   "E $.puzzle.cells[0][0]: The number 0 is on 3 cells but on 4 domino halves\n"
                   "E $.puzzle.cells[0][2]: The number 1 is on 3 cells but on 2 domino halves\n");
}

static void
test_validate_regions (void)
{
  static const char *const holes[] = { "0 . 1 1", "1 . 0 0" };
  g_autoptr (PwDominoGrid) h = test_grid_from_rows (holes, 2, -1);
  PwDominoGridDomino set[] = { { 0, 1 }, { 0, 1 }, { 0, 1 } };
  pw_domino_grid_set_dominoes (h, set, 3);
  g_autofree char *m = problem_messages (&h->parent);
  g_assert_cmpstr (m, ==,
                   "E $.puzzle.dominoes[1]: The domino 0-1 is listed more than once\n"
                   "E $.puzzle.dominoes[2]: The domino 0-1 is listed more than once\n");

  /* Three cells on the right of a hole column: odd, so uncoverable. */
  static const char *const odd[] = { "0 . 1 1", "0 . 1 ." };
  g_autoptr (PwDominoGrid) o = test_grid_from_rows (odd, 2, -1);
  PwDominoGridDomino oset[] = { { 0, 0 }, { 1, 1 } };
  pw_domino_grid_set_dominoes (o, oset, 2);
  g_autofree char *mo = problem_messages (&o->parent);
  g_assert_cmpstr (mo, ==,
                   "E $.puzzle.cells: The board has 5 cells but the set covers 4\n"
                   "E $.puzzle.cells[0][2]: The number 1 is on 3 cells but on 2 domino halves\n"
                   "E $.puzzle.cells[0][2]: The region of 3 cells around cell (row 1, column 3) cannot be "
                   "covered by dominoes (1 light and 2 dark cells on a chessboard)\n");

  /* One cell: each count in the singular (issue 10: "1 cells"). */
  static const char *const one[] = { "0 .", ". ." };
  g_autoptr (PwDominoGrid) s = test_grid_from_rows (one, 2, -1);
  PwDominoGridDomino sset[] = { { 0, 0 } };
  pw_domino_grid_set_dominoes (s, sset, 1);
  g_autofree char *ms = problem_messages (&s->parent);
  g_assert_cmpstr (ms, ==,
                   "E $.puzzle.cells: The board has 1 cell but the set covers 2\n"
                   "E $.puzzle.cells[0][0]: The number 0 is on 1 cell but on 2 domino halves\n"
                   "E $.puzzle.cells[0][0]: The region of 1 cell around cell (row 1, column 1) "
                   "cannot be covered by dominoes (1 light and 0 dark cells on a chessboard)\n");

  /* A solution that uses a domino twice. */
  static const char *const two[] = { "0 1", "0 1" };
  g_autoptr (PwDominoGrid) t = test_grid_from_rows (two, 2, -1);
  PwDominoGridDomino tset[] = { { 0, 0 }, { 1, 1 } };
  pw_domino_grid_set_dominoes (t, tset, 2);
  pw_domino_grid_init_solution (t);
  t->mate[0] = 1, t->mate[1] = 0, t->mate[2] = 3, t->mate[3] = 2;
  g_autofree char *mt = problem_messages (&t->parent);
  g_assert_cmpstr (mt, ==,
                   "E $.puzzle.solution[0]: The solution puts 0-1 at cell (row 1, column 1), but the set has "
                   "no 0-1\n"
                   "E $.puzzle.solution[1]: The solution puts 0-1 at cell (row 2, column 1), but the set has "
                   "no 0-1\n");
}

static void
test_dominosa (void)
{
  const PwFormat *f = pw_kind_find_format (pw_domino_grid_kind (), "dominosa-id");
  g_assert_nonnull (f);
  g_autoptr (GError) error = NULL;
  /* N = 1: 3 columns, 2 rows; "d" parameters after N are accepted. */
  const char *id = "1db:001011";
  g_autoptr (PwModel) m = f->import (id, strlen (id), &error);
  g_assert_no_error (error);
  PwDominoGrid *g = (PwDominoGrid *) m;
  g_assert_cmpint (g->rows, ==, 2);
  g_assert_cmpint (g->cols, ==, 3);
  g_assert_cmpint (g->double_n, ==, 1);
  g_assert_cmpint (pw_domino_grid_at (g, 1, 0), ==, 0);
  g_assert_cmpint (pw_domino_grid_at (g, 1, 1), ==, 1);
  g_autofree char *out = f->export (m, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (out, ==, "1:001011");

  /* Numbers above 9 in brackets, row by row. */
  g_autoptr (PwDominoGrid) big = pw_domino_grid_new (11, 12);
  pw_domino_grid_set_double (big, 10);
  big->cells[1] = 10;
  big->cells[12] = 7;
  g_autofree char *bid = f->export (&big->parent, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (bid, "10:0[10]0000000000"));
  g_assert_cmpuint (strlen (bid), ==, 3 + 132 + 3);
  g_autoptr (PwModel) bm = f->import (bid, strlen (bid), &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (bm, &big->parent));

  static const struct
  {
    const char *id, *message;
  } bad[] = {
    { "x:00", "Dominosa id, character 1: expected the maximum number N" },
    { "1 001011", "Dominosa id, character 2: expected “:”" },
    { "1:00101", "Dominosa id, character 8: found 5 numbers, but N = 1 needs 6" },
    { "1:0", "Dominosa id, character 4: found 1 number, but N = 1 needs 6" },
    { "1:0010111", "Dominosa id, character 9: more than 6 numbers" },
    { "1:00[2]011", "Dominosa id, character 5: 2 is larger than N = 1" },
    { "1:00[1011", "Dominosa id, character 10: expected “]”" },
    { "1:00a011", "Dominosa id, character 5: expected a digit or “[”" },
    { "99:0", "Dominosa id: N may be at most 62" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) e = NULL;
      g_autoptr (PwModel) x = f->import (bad[i].id, strlen (bad[i].id), &e);
      g_assert_null (x);
      if (e == NULL || !g_str_has_prefix (e->message, bad[i].message))
        g_error ("“%s”: “%s” does not start with “%s”", bad[i].id, e ? e->message : "(none)",
                 bad[i].message);
    }

  /* Caviness's 7×8 double-six board is Tatham's shape for N = 6. */
  g_autoptr (PwModel) def = pw_domino_grid_create_default ();
  g_autofree char *m9 = f->export (def, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (m9, ==, "6:14444400" "12166224" "12000666" "52020022" "13333555" "43336655"
                           "45111653");

  /* A board with a hole has no id. */
  PwDominoGrid *dg = (PwDominoGrid *) def;
  dg->cells[0] = PW_DOMINO_GRID_HOLE;
  g_autoptr (GError) e2 = NULL;
  g_autofree char *none = f->export (def, &e2);
  g_assert_null (none);
  g_assert_error (e2, PW_ERROR, PW_ERROR_UNSUPPORTED);
}

static void
test_text (void)
{
  const PwFormat *f = pw_kind_find_format (pw_domino_grid_kind (), "text");
  g_assert_nonnull (f);
  g_assert_null (f->import);
  const char *json = "{\"rows\": 2, \"cols\": 3, \"cells\": [[0, 1, null], [2, 12, 3]],"
                     " \"dominoes\": [[1, 0], [2, 12], [3, 3]]}";
  g_autoptr (PwModel) m = pw_test_load_puzzle (pw_domino_grid_kind (), json, NULL);
  g_autofree char *plain = f->export (m, NULL);
  /* Drawn by hand: the outline only, numbers right-aligned in 2 places. */
  g_assert_cmpstr (plain, ==,
                   "+---------+\n"
                   "|  0    1 |\n"
                   "|         +----+\n"
                   "|  2   12    3 |\n"
                   "+--------------+\n"
                   "Dominoes: 0-1 2-12 3-3\n");
  PwDominoGrid *g = (PwDominoGrid *) m;
  pw_domino_grid_init_solution (g);
  g->mate[0] = 1, g->mate[1] = 0, g->mate[3] = 4, g->mate[4] = 3;
  g_autofree char *drawn = f->export (m, NULL);
  /* 2-12 is boxed although 3 is not covered yet. */
  g_assert_cmpstr (drawn, ==,
                   "+---------+\n"
                   "|  0    1 |\n"
                   "+---------+----+\n"
                   "|  2   12 |  3 |\n"
                   "+---------+----+\n"
                   "Dominoes: 0-1 2-12 3-3\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/model/roundtrip", test_roundtrip);
  g_test_add_func ("/domino-grid/model/load-errors", test_load_errors);
  g_test_add_func ("/domino-grid/model/resize", test_resize);
  g_test_add_func ("/domino-grid/model/validate", test_validate);
  g_test_add_func ("/domino-grid/model/validate-regions", test_validate_regions);
  g_test_add_func ("/domino-grid/model/dominosa", test_dominosa);
  g_test_add_func ("/domino-grid/model/text", test_text);
  return g_test_run ();
}
