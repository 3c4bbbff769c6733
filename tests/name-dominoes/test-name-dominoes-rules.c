/* Matching and legality of hand-made name-domino boards. */
#include "name-dominoes-test-util.h"

#include "name-dominoes-match.h"

static gboolean
equal_text (const PwNameDominoesModel *m, const char *a, const char *b)
{
  g_autoptr (GPtrArray) syn = pw_name_dominoes_folded_synonyms (m);
  g_autofree char *fa = pw_name_dominoes_normalize (a);
  g_autofree char *fb = pw_name_dominoes_normalize (b);
  return pw_name_dominoes_equal (fa, fb, syn, m->partial_match);
}

static void
test_equal_names (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (5, 5);
  add_synonyms (m, "AMY=AIMEE");
  add_synonyms (m, "COOK=COOKE=COOKIE=COKIE");
  add_synonyms (m, "SAFIRE=SAPPHIRE=GARNET");
  add_synonyms (m, "GARNET=RUBY");
  g_assert_true (equal_text (m, "Tim", "TIM"));
  g_assert_true (equal_text (m, "  tim ", "TIM"));
  g_assert_true (equal_text (m, "frank  lloyd", "FRANK LLOYD"));
  g_assert_false (equal_text (m, "TIM", "TOM"));
  /* A blank square equals nothing, not even another blank one. */
  g_assert_false (equal_text (m, "", ""));
  g_assert_false (equal_text (m, " ", "TIM"));
  g_assert_true (equal_text (m, "AMY", "aimee"));
  g_assert_true (equal_text (m, "COOKE", "COKIE"));
  g_assert_true (equal_text (m, "GARNET", "RUBY"));
  g_assert_true (equal_text (m, "SAFIRE", "GARNET"));
  /* Sets are not chained: SAFIRE and RUBY share no set. */
  g_assert_false (equal_text (m, "SAFIRE", "RUBY"));
}

static void
test_partial_names (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (5, 5);
  g_assert_true (m->partial_match);
  g_assert_true (equal_text (m, "LLOYD", "FRANK LLOYD"));
  g_assert_true (equal_text (m, "FRANK LLOYD", "frank"));
  /* Each word matches the whole name, not the other words. */
  g_assert_false (equal_text (m, "FRANK", "LLOYD"));
  g_assert_false (equal_text (m, "JAMES EARL", "JAMES SAINT"));
  g_assert_false (equal_text (m, "LLOY", "FRANK LLOYD"));
  m->partial_match = FALSE;
  g_assert_false (equal_text (m, "LLOYD", "FRANK LLOYD"));
}

/* The matcher's bit matrix must agree with the definition on every pair
 * of names of the xkcd sample. */
static void
test_matcher_agrees (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  for (int partial = 0; partial < 2; partial++)
    {
      m->partial_match = partial;
      g_autoptr (PwNameDominoesMatcher) matcher = pw_name_dominoes_matcher_new (m);
      g_autoptr (GPtrArray) syn = pw_name_dominoes_folded_synonyms (m);
      guint n = pw_name_dominoes_matcher_n_ids (matcher), equal_pairs = 0;
      g_assert_cmpuint (n, >, 200);
      for (guint a = 0; a < n; a++)
        for (guint b = 0; b < n; b++)
          {
            gboolean want = pw_name_dominoes_equal (pw_name_dominoes_matcher_folded (matcher, a),
                                            pw_name_dominoes_matcher_folded (matcher, b), syn, partial);
            g_assert_cmpint (pw_name_dominoes_matcher_equal (matcher, a, b), ==, want);
            equal_pairs += want && a != b;
          }
      g_assert_cmpuint (equal_pairs, >, 20);
    }
}

/*   x: 0     1     2
 * y=0  TIM   COOK  .
 * y=1  .     COOKE JAMES      COOK touches COOKE: equal through a synonym set. */
static void
test_synonym_board (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (4, 3);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOKE|JAMES", 1, 1, PW_NAME_DOMINOES_RIGHT);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 1);
  const PwProblem *p = find_error (problems, "touches a different name");
  g_assert_nonnull (p);
  g_assert_cmpstr (p->path, ==, "$.puzzle.tiles[0].names[1]");
  g_assert_cmpint (p->x, ==, 1);
  g_assert_cmpint (p->y, ==, 0);
  g_assert_nonnull (strstr (p->message, "COOKE"));

  add_synonyms (m, "COOK=COOKE=COOKIE=COKIE");
  g_assert_cmpuint (count_errors (m), ==, 0);
}

/* Every conflict is listed, each with its square. */
static void
test_conflicts_listed (void)
{
  /* y=0  TIM  COOK
   * y=1  NEVE CAMPBELL   TIM/NEVE and COOK/CAMPBELL both differ. */
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (3, 3);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "NEVE|CAMPBELL", 0, 1, PW_NAME_DOMINOES_RIGHT);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 2);
  const PwProblem *a = problems->pdata[0], *b = problems->pdata[1];
  g_assert_cmpstr (a->path, ==, "$.puzzle.tiles[0].names[0]");
  g_assert_cmpint (a->x, ==, 0);
  g_assert_cmpint (a->y, ==, 0);
  g_assert_cmpstr (b->path, ==, "$.puzzle.tiles[0].names[1]");
  g_assert_cmpint (b->x, ==, 1);
  g_assert_cmpint (b->y, ==, 0);
}

static void
test_first_tile_and_lone_tiles (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (6, 6);
  g_assert_cmpuint (count_errors (m), ==, 0); /* an empty board is legal */
  /* The first tile goes anywhere, even if its names match nothing. */
  add_tile (m, "VAN|MORRISON", 4, 5, PW_NAME_DOMINOES_RIGHT);
  g_assert_cmpuint (count_errors (m), ==, 0);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_DOWN);
  /* A second tile apart from it is the one that touches nothing: the
   * first is the board (issue 10, defect 7: both were flagged). */
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 1);
  const PwProblem *p = find_error (problems, "touches no other tile");
  g_assert_nonnull (p);
  g_assert_cmpstr (p->path, ==, "$.puzzle.tiles[1]");
  g_assert_cmpint (p->x, ==, 0);
  g_assert_cmpint (p->y, ==, 0);
  /* A third lone tile is apart too; the first still is not. */
  add_tile (m, "AMY|ADAMS", 3, 2, PW_NAME_DOMINOES_RIGHT);
  g_autoptr (GPtrArray) three = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (three), ==, 2);
  for (guint i = 0; i < three->len; i++)
    if (((PwProblem *) three->pdata[i])->severity == PW_SEVERITY_ERROR)
      g_assert_cmpstr (((PwProblem *) three->pdata[i])->path, !=, "$.puzzle.tiles[0]");
}

/* Two groups that each hang together: the smaller one is reported. */
static void
test_board_in_pieces (void)
{
  /*      x=0   1     2     3     4       5       6
   * y=0  TIM   COOK  COOK  JAMES JAMES   DEAN
   * y=1                          (JAMES)
   * y=2                          (CHARLES)
   * y=3                    RAY   CHARLES CHARLES MANSON */
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (10, 4);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOK|JAMES", 2, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "JAMES|DEAN", 4, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "RAY|CHARLES", 3, 3, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "CHARLES|MANSON", 5, 3, PW_NAME_DOMINOES_RIGHT);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 1);
  const PwProblem *p = find_error (problems, "falls apart");
  g_assert_nonnull (p);
  g_assert_cmpstr (p->path, ==, "$.puzzle.tiles[3]");
  g_assert_cmpint (p->x, ==, 3);
  g_assert_cmpint (p->y, ==, 3);

  g_autofree int *group = g_new (int, m->tiles->len + 1);
  g_assert_cmpuint (pw_name_dominoes_groups (m, group), ==, 2);
  g_assert_cmpint (group[0], ==, group[2]);
  g_assert_cmpint (group[3], ==, group[4]);
  g_assert_cmpint (group[0], !=, group[3]);

  /* JAMES|CHARLES going down from (4,1) joins them legally. */
  add_tile (m, "JAMES|CHARLES", 4, 1, PW_NAME_DOMINOES_DOWN);
  g_assert_cmpuint (count_errors (m), ==, 0);
  g_assert_cmpuint (pw_name_dominoes_groups (m, group), ==, 1);
}

/* LLOYD matches FRANK LLOYD only with partial matching on. */
static void
test_partial_board (void)
{
  /* y=0  FRANK LLOYD  WRIGHT
   * y=1  LLOYD
   * y=2  HAROLD           (HAROLD|LLOYD going up from (0,2)) */
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (3, 3);
  add_tile (m, "FRANK LLOYD|WRIGHT", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "HAROLD|LLOYD", 0, 2, PW_NAME_DOMINOES_UP);
  g_assert_cmpuint (count_errors (m), ==, 0);
  m->partial_match = FALSE;
  g_assert_cmpuint (count_errors (m), ==, 1);
}

/* One- and three-square tiles; a tile's own squares never conflict. */
static void
test_one_and_three_squares (void)
{
  /*      x=0    1      2
   * y=0  FRANK
   * y=1  LLOYD
   * y=2  WRIGHT WRIGHT ROBIN    (FRANK|LLOYD|WRIGHT going down, ROBIN|WRIGHT going left) */
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (6, 5);
  add_tile (m, "FRANK|LLOYD|WRIGHT", 0, 0, PW_NAME_DOMINOES_DOWN);
  add_tile (m, "ROBIN|WRIGHT", 2, 2, PW_NAME_DOMINOES_LEFT);
  g_assert_cmpuint (count_errors (m), ==, 0);

  /* A one-square PRINCE under ROBIN conflicts. */
  guint prince = add_tile (m, "PRINCE", 2, 3, PW_NAME_DOMINOES_RIGHT);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 1);
  const PwProblem *p = find_error (problems, "PRINCE");
  g_assert_nonnull (p);
  g_assert_cmpstr (p->path, ==, "$.puzzle.tiles[1].names[0]");
  g_assert_cmpint (p->x, ==, 2);
  g_assert_cmpint (p->y, ==, 2);

  /* Next to the PRINCE of PRINCE|HARRY it is legal, but that pair does
   * not touch the first group. */
  g_assert_true (pw_name_dominoes_model_place (m, prince, 5, 0, PW_NAME_DOMINOES_RIGHT, NULL));
  guint harry = add_tile (m, "PRINCE|HARRY", 5, 1, PW_NAME_DOMINOES_DOWN);
  g_autoptr (GPtrArray) apart = pw_name_dominoes_validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (apart), ==, 1);
  const PwProblem *q = find_error (apart, "falls apart");
  g_assert_nonnull (q);
  g_assert_cmpstr (q->path, ==, "$.puzzle.tiles[2]");

  /* The middle square of a three-square tile touching a different name:
   * TIM|COOK going up from (1,1) puts TIM beside LLOYD. */
  pw_name_dominoes_model_unplace (m, prince);
  pw_name_dominoes_model_unplace (m, harry);
  add_tile (m, "TIM|COOK", 1, 1, PW_NAME_DOMINOES_UP);
  g_autoptr (GPtrArray) mid = pw_name_dominoes_validate (m);
  const PwProblem *r = find_error (mid, "LLOYD");
  g_assert_nonnull (r);
  g_assert_cmpstr (r->path, ==, "$.puzzle.tiles[0].names[1]");
  g_assert_cmpint (r->x, ==, 0);
  g_assert_cmpint (r->y, ==, 1);
}

static void
test_blank_square (void)
{
  /* y=0  ·      PRINCE       (|PRINCE: a blank square at (0,0))
   * y=1         PRINCE HARRY */
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (3, 3);
  add_tile (m, "|PRINCE", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "PRINCE|HARRY", 1, 1, PW_NAME_DOMINOES_RIGHT);
  g_assert_cmpuint (count_errors (m), ==, 0);
  /* A blank square touching anything is a conflict, even another blank. */
  add_tile (m, "|DRAKE", 0, 1, PW_NAME_DOMINOES_DOWN);
  g_autoptr (GPtrArray) problems = pw_name_dominoes_validate (m);
  g_assert_nonnull (find_error (problems, "blank square"));
}

static void
test_stats_xkcd (void)
{
  g_autoptr (PwNameDominoesModel) m = load_xkcd_sample ();
  g_autoptr (PwNameDominoesStats) s = pw_name_dominoes_stats_new (m);
  g_assert_cmpuint (s->tiles, ==, 270);
  g_assert_cmpuint (s->placed, ==, 0);
  /* The issue (and the comic): VAN MORRISON matches nothing, so no layout
   * holds more than 269 tiles. */
  g_assert_cmpuint (s->bound, ==, 269);
  g_assert_cmpuint (s->unplaceable->len, ==, 1);
  PwNameDominoesUnplaceable *u = &g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 0);
  PwNameDominoesTile *tile = m->tiles->pdata[u->tile];
  g_assert_cmpstr (tile->names[0], ==, "VAN");
  g_assert_cmpstr (tile->names[1], ==, "MORRISON");
  g_assert_cmpint (u->why, ==, PW_NAME_DOMINOES_WHY_NO_MATCH);
}

static void
test_stats_reasons (void)
{
  g_autoptr (PwNameDominoesModel) m = pw_name_dominoes_model_new (2, 2);
  add_tile (m, "TIM|COOK", 0, 0, PW_NAME_DOMINOES_RIGHT);
  add_tile (m, "COOK|JAMES", 1, 1, PW_NAME_DOMINOES_LEFT);
  add_tile (m, "FRANK|LLOYD|WRIGHT", -1, 0, 0);
  add_tile (m, "ROBIN|WRIGHT", -1, 0, 0);
  add_tile (m, "RAY|CHARLES", -1, 0, 0);
  g_autoptr (PwNameDominoesStats) s = pw_name_dominoes_stats_new (m);
  g_assert_cmpuint (s->placed, ==, 2);
  g_assert_cmpuint (s->groups, ==, 1);
  g_assert_cmpuint (s->largest_group, ==, 2);
  g_assert_cmpuint (s->unplaceable->len, ==, 2);
  g_assert_cmpuint (g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 0).tile, ==, 2);
  g_assert_cmpint (g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 0).why, ==,
                   PW_NAME_DOMINOES_WHY_TOO_LONG);
  g_assert_cmpuint (g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 1).tile, ==, 4);
  g_assert_cmpint (g_array_index (s->unplaceable, PwNameDominoesUnplaceable, 1).why, ==,
                   PW_NAME_DOMINOES_WHY_NO_MATCH);
  /* ROBIN|WRIGHT matches only the too-long tile: a chain of one. */
  g_assert_cmpuint (s->bound, ==, 2);

  /* With TIM|COOK pinned, RAY|CHARLES's chain never reaches it. */
  PwNameDominoesTile *t0 = m->tiles->pdata[0];
  t0->pinned = TRUE;
  add_tile (m, "RAY|ALLEN", -1, 0, 0);
  g_autoptr (PwNameDominoesStats) s2 = pw_name_dominoes_stats_new (m);
  gboolean cut_off = FALSE;
  for (guint i = 0; i < s2->unplaceable->len; i++)
    {
      PwNameDominoesUnplaceable *u = &g_array_index (s2->unplaceable, PwNameDominoesUnplaceable, i);
      if (u->tile == 4)
        cut_off = u->why == PW_NAME_DOMINOES_WHY_CUT_OFF;
    }
  g_assert_true (cut_off);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/name-dominoes/rules/equal-names", test_equal_names);
  g_test_add_func ("/name-dominoes/rules/partial-names", test_partial_names);
  g_test_add_func ("/name-dominoes/rules/matcher-agrees", test_matcher_agrees);
  g_test_add_func ("/name-dominoes/rules/synonym-board", test_synonym_board);
  g_test_add_func ("/name-dominoes/rules/conflicts-listed", test_conflicts_listed);
  g_test_add_func ("/name-dominoes/rules/first-and-lone-tiles", test_first_tile_and_lone_tiles);
  g_test_add_func ("/name-dominoes/rules/board-in-pieces", test_board_in_pieces);
  g_test_add_func ("/name-dominoes/rules/partial-board", test_partial_board);
  g_test_add_func ("/name-dominoes/rules/one-and-three-squares", test_one_and_three_squares);
  g_test_add_func ("/name-dominoes/rules/blank-square", test_blank_square);
  g_test_add_func ("/name-dominoes/rules/stats-xkcd", test_stats_xkcd);
  g_test_add_func ("/name-dominoes/rules/stats-reasons", test_stats_reasons);
  return g_test_run ();
}
