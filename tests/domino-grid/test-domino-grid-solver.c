/* The deductive solver, rule by rule on hand-made boards, Caviness's
 * example, soundness and counts against a reference search on random
 * boards, and the kind's operations. */
#include <string.h>

#include "domino-grid-solver.h"
#include "domino-grid-test-util.h"
#include "pw-rng.h"

/* Caviness's m9 board (the kind's default). */
static PwDominoGrid *
caviness_m9 (void)
{
  return (PwDominoGrid *) pw_domino_grid_create_default ();
}

static PwDominoGrid *
grid_with_set (const char *const *rows, int n_rows, const int (*set)[2], int n_set)
{
  PwDominoGrid *g = test_grid_from_rows (rows, n_rows, -1);
  g_autofree PwDominoGridDomino *d = g_new (PwDominoGridDomino, n_set);
  for (int i = 0; i < n_set; i++)
    d[i] = pw_domino_grid_make (set[i][0], set[i][1]);
  pw_domino_grid_set_dominoes (g, d, n_set);
  return g;
}

static int
find_place (const PwDominoGridBoard *b, int r1, int c1, int r2, int c2)
{
  int a = b->cell_of[r1 * b->cols + c1], c = b->cell_of[r2 * b->cols + c2];
  for (int p = 0; p < b->nplace; p++)
    if ((b->pcell[p][0] == a && b->pcell[p][1] == c) || (b->pcell[p][0] == c && b->pcell[p][1] == a))
      return p;
  return -1;
}

/* Applies @rule once to a fresh state and checks exactly @kills (pairs of
 * cells r1 c1 r2 c2) were ruled out, and soundly. */
static void
check_kills (PwDominoGrid *g, PwDominoGridRule rule, const int (*kills)[4], int n_kills)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, &error);
  g_assert_no_error (error);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  /* The easy rules have nothing to do on these boards. */
  g_assert_cmpint (s->top, ==, 0);
  g_assert_true (pw_domino_grid_apply_rule (s, rule));
  int killed = 0;
  for (int p = 0; p < b->nplace; p++)
    killed += !s->alive[p];
  g_assert_cmpint (killed, ==, n_kills);
  for (int i = 0; i < n_kills; i++)
    {
      int p = find_place (b, kills[i][0], kills[i][1], kills[i][2], kills[i][3]);
      g_assert_cmpint (p, >=, 0);
      g_assert_false (s->alive[p]);
    }
  /* Sound: nothing ruled out is in any solution (the reference search
   * shares no code with the rules). */
  g_autofree guint8 *seen = g_new0 (guint8, 2 * g->rows * g->cols);
  test_reference_count_seen (g, G_MAXINT64, seen);
  for (int p = 0; p < b->nplace; p++)
    if (!s->alive[p])
      {
        int x = b->cell_pos[b->pcell[p][0]], y = b->cell_pos[b->pcell[p][1]];
        g_assert_false (seen[x * 2 + (y == x + 1 ? 0 : 1)]);
      }
}

/* The same, and the rules of easier levels have nothing to say here. */
static void
check_rule (PwDominoGrid *g, PwDominoGridRule rule, const int (*kills)[4], int n_kills)
{
  check_kills (g, rule, kills, n_kills);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  /* The rules below it have nothing to say here. */
  for (PwDominoGridRule lower = PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO; lower < rule; lower++)
    {
      g_autoptr (PwDominoGridState) fresh = pw_domino_grid_state_new (b);
      if (pw_domino_grid_rule_level (lower) < pw_domino_grid_rule_level (rule))
        g_assert_false (pw_domino_grid_apply_rule (fresh, lower));
    }
}

static void
test_forced_cell_and_domino (void)
{
  /* 0-1 | 2-3 over a 2×2 board: the 2-3 pair is only horizontal since
   * 0-2 and 1-3 are not in the set: each cell has one placement. */
  static const char *const rows[] = { "0 1", "2 3" };
  static const int set[][2] = { { 0, 1 }, { 2, 3 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 2, set, 2);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  s->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_grid_step_free);
  int level = -1;
  g_assert_cmpint (pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_EASY, &level), ==, PW_DOMINO_GRID_SOLVED);
  g_assert_cmpint (level, ==, PW_DOMINO_GRID_LEVEL_EASY);
  g_assert_cmpuint (s->steps->len, ==, 2);
  g_ptr_array_unref (s->steps);

  /* Caviness's m9 starts with no forced place and exactly four forced
   * dominoes (his article names them: 0-1, 0-5, 3-4 and 4-5). */
  g_autoptr (PwDominoGrid) m9 = caviness_m9 ();
  g_autoptr (PwDominoGridBoard) mb = pw_domino_grid_board_new (m9, NULL);
  g_autoptr (PwDominoGridState) ms = pw_domino_grid_state_new (mb);
  for (int c = 0; c < mb->ncells; c++)
    g_assert_cmpint (ms->cell_count[c], >=, 2);
  GString *forced = g_string_new (NULL);
  for (int d = 0; d < mb->ndom; d++)
    if (ms->dom_count[d] == 1)
      g_string_append_printf (forced, "%d-%d ", mb->dom[d].lo, mb->dom[d].hi);
  g_assert_cmpstr (forced->str, ==, "0-1 3-4 0-5 4-5 ");
  g_string_free (forced, TRUE);
}

static void
test_caviness_m9 (void)
{
  g_autoptr (PwDominoGrid) g = caviness_m9 ();
  g_assert_cmpint (test_reference_count (g, 10), ==, 1);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  int level;
  g_assert_cmpint (pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_EXTREME, &level), ==, PW_DOMINO_GRID_SOLVED);
  /* Caviness solves it with forced places and pieces alone. */
  g_assert_cmpint (level, ==, PW_DOMINO_GRID_LEVEL_EASY);
  PwDominoGridCount count = { 0 };
  pw_domino_grid_count (b, 0, 1, NULL, &count);
  g_assert_cmpint (count.count, ==, 1);
  g_assert_true (count.complete);
  /* The counter's solution and the solver's agree. */
  g_autofree int *mate = pw_domino_grid_state_mates (s);
  g_assert_cmpmem (mate, sizeof (int) * 56, count.solutions->pdata[0], sizeof (int) * 56);
  pw_domino_grid_count_clear (&count);
}

/* A double-six board with a 2×4 hole in the middle, as in Caviness's
 * last example (his numbers are not in the seed text, so these are ours:
 * made by the generator from seed 2014, and checked here by the
 * reference search, which shares no code with it). */
static void
test_hole_in_the_middle (void)
{
  static const char *const rows[] = {
    "1 2 3 3 1 6 1 3", "2 4 6 3 1 3 6 0", "6 2 0 2 2 5 2 1", "2 4 . . . . 4 0",
    "5 3 . . . . 5 3", "5 4 0 6 3 6 5 0", "0 2 0 1 5 1 1 4", "4 4 4 6 6 5 0 5",
  };
  g_autoptr (PwDominoGrid) g = test_grid_from_rows (rows, 8, 6);
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (&g->parent);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpint (test_reference_count (g, 10), ==, 1);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  g_assert_cmpint (b->ncells, ==, 56);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  int level;
  g_assert_cmpint (pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_EXTREME, &level), ==, PW_DOMINO_GRID_SOLVED);
  g_assert_cmpint (level, ==, PW_DOMINO_GRID_LEVEL_EASY);
  PwDominoGridCount count = { 0 };
  pw_domino_grid_count (b, 0, 0, NULL, &count);
  g_assert_cmpint (count.count, ==, 1);
  pw_domino_grid_count_clear (&count);
}

/* Found by a brute-force script and checked by hand: cell (1,4) holds 1
 * next to two more 1s, so it can only take 1-1; the other 1-1 place,
 * (1,2)-(1,3), goes. */
static void
test_rule_cell_one_domino (void)
{
  static const char *const rows[] = { "2 1 1 1", "2 2 4 1", "3 1 2 3" };
  static const int set[][2] = { { 1, 1 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 2 }, { 2, 3 } };
  static const int kills[][4] = { { 0, 1, 0, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 3, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO, kills, 1);
}

/* Checked by hand: both places of 1-1 cover cell (2,1), so 1-2 at
 * (2,1)-(2,2) goes; both places of 0-0 cover (2,4), so 0-1 at
 * (2,3)-(2,4) goes. */
static void
test_rule_must_overlap (void)
{
  static const char *const rows[] = { "1 0 2 0", "1 2 1 0", "1 0 4 0" };
  static const int set[][2] = { { 0, 0 }, { 0, 1 }, { 0, 2 }, { 0, 4 }, { 1, 1 }, { 1, 2 } };
  static const int kills[][4] = { { 1, 0, 1, 1 }, { 1, 2, 1, 3 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 3, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_MUST_OVERLAP, kills, 2);
}

/* Checked by hand: 0-3 at (1,4)-(2,4) would leave cell (3,4) (a 0) with
 * only 0-3 at (3,3)-(3,4): a second 0-3. */
static void
test_rule_dead_end (void)
{
  static const char *const rows[] = { "1 4 3 3", "0 1 1 0", "0 3 3 0" };
  static const int set[][2] = { { 0, 0 }, { 0, 1 }, { 0, 3 }, { 1, 3 }, { 1, 4 }, { 3, 3 } };
  static const int kills[][4] = { { 0, 3, 1, 3 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 3, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_DEAD_END, kills, 1);
}

/* Checked by hand: the 5s at (1,1) and (2,2) can only take 3-5 and 0-5
 * between them (they are not neighbours, so no 5-5 joins them), so 0-5
 * at (3,2)-(3,3) goes.  Parity, a medium rule, sees the same: that 0-5
 * would leave (4,4) and its neighbours an area of 3 cells.  So on
 * Tatham's scale this board does not need the number set. */
static void
test_rule_number_set_two (void)
{
  static const char *const rows[] = { "5 3 1 4", "0 5 4 4", "3 0 5 5", "0 0 1 5" };
  static const int set[][2] = { { 0, 0 }, { 0, 3 }, { 0, 5 }, { 1, 4 },
                                { 1, 5 }, { 3, 5 }, { 4, 4 }, { 5, 5 } };
  static const int kills[][4] = { { 2, 1, 2, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_kills (g, PW_DOMINO_GRID_RULE_NUMBER_SET, kills, 1);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  g_assert_true (pw_domino_grid_apply_rule (s, PW_DOMINO_GRID_RULE_PARITY));
  g_assert_false (s->alive[find_place (b, 2, 1, 2, 2)]);
}

/* A set of three, found by a search script and checked by hand: the 2s
 * at (2,2), (3,3) and (4,2) can only be covered by 2-5 (from (2,1) and
 * (2,3)), 2-3 and 2-2 ((3,3)-(3,4) is a double with a 2 outside the
 * set), one each, so 2-3 at (2,4)-(3,4) goes.  In the same pass, a set
 * of two: the 3s at (3,2) and (4,1) can only take 2-3 and 3-4, so 2-3 at
 * (1,2)-(2,2) goes too. */
static void
test_rule_number_set (void)
{
  static const char *const rows[] = { "3 3 0 3", "5 2 5 3", "4 3 2 2", "3 2 2 0" };
  static const int set[][2] = { { 3, 5 }, { 0, 3 }, { 3, 3 }, { 2, 5 },
                                { 3, 4 }, { 2, 2 }, { 0, 2 }, { 2, 3 } };
  static const int kills[][4] = { { 1, 3, 2, 3 }, { 0, 1, 1, 1 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_NUMBER_SET, kills, 2);
}

/* Checked by hand: 0-2 at (2,1)-(3,1) would leave (1,1), a 4, with only
 * 4-4 at (1,1)-(1,2), and (3,2), a 4, with only 4-4 at (2,2)-(3,2) (3-4
 * is not in the set); they are not neighbours, so they would need two
 * 4-4s. */
static void
test_rule_pair_duplicate (void)
{
  static const char *const rows[] = { "4 4 0 2", "2 4 2 2", "0 4 3 2" };
  static const int set[][2] = { { 2, 4 }, { 4, 4 }, { 0, 2 }, { 2, 2 }, { 0, 4 }, { 2, 3 } };
  static const int kills[][4] = { { 1, 0, 2, 0 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 3, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_PAIR_DUPLICATE, kills, 1);
}

/* Checked by hand: the only links between the left half {(1,1), (1,2),
 * (2,1), (2,2), (3,1), (3,2)} and the right half are 2-3 at (3,2)-(3,3)
 * (2-4 at (1,2)-(1,3) and 1-4 at (2,2)-(2,3) are not in the set): laying
 * it leaves 5 cells on each side, which dominoes cannot cover. */
static void
test_rule_parity (void)
{
  static const char *const rows[] = { "4 4 2 3", "3 4 1 3", "0 3 2 3" };
  static const int set[][2] = { { 3, 4 }, { 4, 4 }, { 1, 2 }, { 3, 3 }, { 0, 3 }, { 2, 3 } };
  static const int kills[][4] = { { 2, 1, 2, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 3, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_PARITY, kills, 1);
}

/* Found by a search script and checked by hand: the 2s at (2,1), (2,2),
 * (3,1) and (4,1) can only take 1-2, 2-2 and 2-5; four cells, three
 * dominoes, so 2-2 covers two of them (the 2-2 places (2,1)-(2,2),
 * (2,1)-(3,1), (3,1)-(4,1) all lie inside), and 1-2 and 2-5 cover the
 * other two: 2-5 at (3,2)-(3,3), outside the set, goes. */
static void
test_rule_double_set (void)
{
  static const char *const rows[] = { "1 0 1 5", "2 2 5 3", "2 1 3 2", "2 5 2 4" };
  static const int set[][2] = { { 0, 1 }, { 1, 5 }, { 2, 2 }, { 1, 2 },
                                { 3, 5 }, { 2, 3 }, { 2, 5 }, { 2, 4 } };
  static const int kills[][4] = { { 3, 1, 3, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_DOUBLE_SET, kills, 1);
}

/* Found by a search script; each kill checked by the reference search
 * (check_rule) and the chain by hand: 1-2 at (1,2)-(1,3) leaves the
 * two-choice cells no way but one, which lays 1-2 again at (4,2)-(4,3),
 * so the six placements of that half of the chain all go. */
static void
test_rule_chain_duplicate (void)
{
  static const char *const rows[] = { "0 2 1 3", "5 4 0 2", "1 0 5 1", "4 1 2 3" };
  static const int set[][2] = { { 0, 2 }, { 1, 3 }, { 1, 5 }, { 0, 4 },
                                { 0, 5 }, { 1, 2 }, { 1, 4 }, { 2, 3 } };
  static const int kills[][4] = { { 0, 0, 1, 0 }, { 0, 1, 0, 2 }, { 0, 3, 1, 3 },
                                  { 2, 0, 3, 0 }, { 2, 3, 3, 3 }, { 3, 1, 3, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_CHAIN_DUPLICATE, kills, G_N_ELEMENTS (kills));
}

/* Found by a search script and checked by hand: cell (4,1) takes 0-2
 * up or 2-5 across, and cell (4,2) 2-5 or 0-5 across, so 0-2 at
 * (3,1)-(4,1) and 0-5 at (4,2)-(4,3) come together or not at all.  Both
 * would empty cell (1,1), a 0 that can only take 0-2 (across) or 0-5
 * (down): so neither goes there. */
static void
test_rule_chain_empties (void)
{
  static const char *const rows[] = { "0 2 5 1", "5 1 0 4", "0 4 1 0", "2 5 0 0" };
  static const int set[][2] = { { 0, 2 }, { 1, 5 }, { 0, 5 }, { 1, 4 },
                                { 0, 1 }, { 0, 4 }, { 2, 5 }, { 0, 0 } };
  static const int kills[][4] = { { 2, 0, 3, 0 }, { 3, 1, 3, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_CHAIN_EMPTIES, kills, G_N_ELEMENTS (kills));
}

/* Found by a search script and checked by hand: 2-3 has three places;
 * a chain of two-choice cells goes one of two ways, one laying 2-3 at
 * (1,2)-(1,3), the other at (4,1)-(4,2), so its third place,
 * (2,4)-(3,4), goes. */
static void
test_rule_chain_pair (void)
{
  static const char *const rows[] = { "0 3 2 0", "4 4 5 3", "5 2 0 2", "3 2 4 2" };
  static const int set[][2] = { { 0, 3 }, { 0, 2 }, { 4, 5 }, { 2, 4 },
                                { 3, 5 }, { 0, 4 }, { 2, 2 }, { 2, 3 } };
  static const int kills[][4] = { { 1, 3, 2, 3 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_CHAIN_PAIR, kills, 1);
}

/* Found by a search script; the contradiction checked by the reference
 * search: 1-3 at (2,2)-(2,3), followed through with the medium rules,
 * leaves cell (1,3) without a domino. */
static void
test_rule_trial (void)
{
  static const char *const rows[] = { "2 5 1 2", "4 3 1 4", "1 5 3 1", "1 2 4 3" };
  static const int set[][2] = { { 2, 5 }, { 1, 1 }, { 2, 4 }, { 1, 4 },
                                { 3, 5 }, { 3, 4 }, { 1, 3 }, { 1, 2 } };
  static const int kills[][4] = { { 1, 1, 1, 2 } };
  g_autoptr (PwDominoGrid) g = grid_with_set (rows, 4, set, G_N_ELEMENTS (set));
  check_rule (g, PW_DOMINO_GRID_RULE_TRIAL, kills, 1);
}

/* A random board: a random tiling of rows × cols (by the reference
 * search's order with random choices) numbered from a random part of the
 * double-@maxv set. */
static PwDominoGrid *
random_board (PwRng *rng, int rows, int cols, int maxv)
{
  PwDominoGrid *g = pw_domino_grid_new (rows, cols);
  int n = rows * cols;
  g_autofree guint8 *cov = g_new0 (guint8, n);
  g_autofree int *mate = g_new (int, n);
  /* Scan order with random choices; start again at a dead end. */
  for (gboolean done = FALSE; !done;)
    {
      memset (cov, 0, n);
      done = TRUE;
      for (int i = 0; i < n && done; i++)
        {
          if (cov[i])
            continue;
          int r = i / cols, c = i % cols;
          gboolean right = c + 1 < cols && !cov[i + 1];
          gboolean down = r + 1 < rows;
          if (!right && !down)
            {
              done = FALSE; /* a dead end: start again */
              break;
            }
          int j = (right && (!down || pw_rng_below (rng, 2))) ? i + 1 : i + cols;
          cov[i] = cov[j] = 1;
          mate[i] = j;
          mate[j] = i;
        }
    }
  g_autofree PwDominoGridDomino *all = g_new (PwDominoGridDomino, (maxv + 1) * (maxv + 2) / 2);
  int nall = 0;
  for (int hi = 0; hi <= maxv; hi++)
    for (int lo = 0; lo <= hi; lo++)
      all[nall++] = pw_domino_grid_make (lo, hi);
  pw_rng_shuffle (rng, all, nall, sizeof (PwDominoGridDomino));
  g_autofree PwDominoGridDomino *used = g_new (PwDominoGridDomino, (gsize) MAX (n / 2, 1));
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      int j = mate[i];
      if (j < i)
        continue;
      PwDominoGridDomino d = all[k];
      gboolean flip = pw_rng_below (rng, 2);
      g->cells[i] = flip ? d.hi : d.lo;
      g->cells[j] = flip ? d.lo : d.hi;
      used[k++] = d;
    }
  pw_domino_grid_set_dominoes (g, used, k);
  return g;
}

/* Every rule on random boards: nothing it rules out is in any solution,
 * and the counter agrees with the reference search. */
static void
test_random_soundness (void)
{
  PwRng rng;
  pw_rng_init (&rng, 20240501);
  int fired[PW_DOMINO_GRID_N_RULES] = { 0 };
  for (int iter = 0; iter < 600; iter++)
    {
      int rows = 2 + 2 * (int) pw_rng_below (&rng, 2), cols = 3 + (int) pw_rng_below (&rng, 3);
      g_autoptr (PwDominoGrid) g = random_board (&rng, rows, cols, 3 + (int) pw_rng_below (&rng, 3));
      int n = rows * cols;
      g_autofree guint8 *seen = g_new0 (guint8, 2 * n);
      gint64 ref = test_reference_count_seen (g, G_MAXINT64, seen);
      g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
      g_assert_nonnull (b);
      PwDominoGridCount count = { 0 };
      pw_domino_grid_count (b, 0, 0, NULL, &count);
      g_assert_cmpint (count.count, ==, ref);
      g_assert_true (count.complete);
      pw_domino_grid_count_clear (&count);

      /* Each rule alone on the fresh board, and again after the easier
       * levels (as the solver meets it). */
      for (int run = 0; run < 2 * PW_DOMINO_GRID_N_RULES; run++)
        {
          PwDominoGridRule rule = run / 2;
          g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
          int below = pw_domino_grid_rule_level (rule) - 1;
          if (run % 2 && below >= PW_DOMINO_GRID_LEVEL_EASY)
            pw_domino_grid_solve (s, below, NULL);
          pw_domino_grid_state_propagate (s);
          if (*s->broken)
            {
              g_assert_cmpint (ref, ==, 0);
              continue;
            }
          for (int rounds = 0; rounds < 50 && pw_domino_grid_apply_rule (s, rule); rounds++)
            {
              fired[rule]++;
              pw_domino_grid_state_propagate (s);
            }
          if (*s->broken)
            g_assert_cmpint (ref, ==, 0);
          for (int p = 0; p < b->nplace; p++)
            {
              if (s->alive[p])
                continue;
              int x = b->cell_pos[b->pcell[p][0]], y = b->cell_pos[b->pcell[p][1]];
              int k = y == x + 1 ? 0 : 1;
              if (seen[x * 2 + k])
                g_error ("rule %s ruled out a placement used by a solution",
                         pw_domino_grid_rule_id (rule));
            }
        }
      /* When the rules finish, the solution is the only one. */
      g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
      PwDominoGridOutcome o = pw_domino_grid_solve (s, PW_DOMINO_GRID_LEVEL_EXTREME, NULL);
      if (o == PW_DOMINO_GRID_SOLVED)
        g_assert_cmpint (ref, ==, 1);
      if (o == PW_DOMINO_GRID_BROKEN)
        g_assert_cmpint (ref, ==, 0);
    }
  /* The random boards exercised every rule. */
  for (PwDominoGridRule rule = PW_DOMINO_GRID_RULE_CELL_ONE_DOMINO; rule < PW_DOMINO_GRID_N_RULES; rule++)
    {
      g_test_message ("%s fired %d times", pw_domino_grid_rule_id (rule), fired[rule]);
      g_assert_cmpint (fired[rule], >, 0);
    }
}

static PwResult *
run_op (PwModel *m, const char *id, const char *param)
{
  const PwOperation *op = pw_kind_find_operation (pw_domino_grid_kind (), id);
  g_assert_nonnull (op);
  g_autoptr (PwParams) params = pw_params_new ();
  if (param)
    g_assert_true (pw_params_parse (params, param, NULL));
  g_autoptr (GError) error = NULL;
  PwResult *r = op->run (m, params, NULL, NULL, &error);
  g_assert_no_error (error);
  return r;
}

static gint64
details_int (PwResult *r, const char *member)
{
  return json_object_get_int_member (json_node_get_object (r->details), member);
}

static void
test_operations (void)
{
  g_autoptr (PwModel) m = pw_domino_grid_create_default ();
  g_autoptr (PwResult) solve = run_op (m, "solve", NULL);
  g_assert_true (solve->ok);
  g_assert_cmpint (details_int (solve, "solutions"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (solve->details), "grade"),
                   ==, "easy");
  g_assert_true (pw_domino_grid_has_full_solution ((PwDominoGrid *) solve->model));
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (solve->model);
  g_assert_cmpuint (problems->len, ==, 0);

  g_autoptr (PwResult) verify = run_op (m, "verify", NULL);
  g_assert_true (verify->ok);

  g_autoptr (PwResult) explain = run_op (m, "explain", NULL);
  JsonArray *steps = json_object_get_array_member (json_node_get_object (explain->details),
                                                   "steps");
  /* 28 dominoes, each placed by one step at this grade. */
  g_assert_cmpuint (json_array_get_length (steps), ==, 28);
  JsonObject *first = json_array_get_object_element (steps, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "rule"), ==, "forced-domino");
  g_assert_true (strstr (explain->summary, "domino 0-1 fits only at") != NULL);

  /* Checked by hand: the double-1 set on "0 0 1 / 0 1 1" has three
   * solutions: 0-0 across the top leaves one way, 0-0 down the left
   * leaves two. */
  static const char *const rows[] = { "0 0 1", "0 1 1" };
  g_autoptr (PwDominoGrid) two = test_grid_from_rows (rows, 2, 1);
  g_assert_cmpint (test_reference_count (two, 10), ==, 3);
  g_autoptr (PwResult) v2 = run_op (&two->parent, "verify", NULL);
  g_assert_false (v2->ok);
  g_assert_cmpint (details_int (v2, "solutions"), ==, 2); /* stops at the limit, 2 */
  g_assert_false (json_object_get_boolean_member (json_node_get_object (v2->details), "complete"));
  g_autoptr (PwResult) c2 = run_op (&two->parent, "count", "limit=0");
  g_assert_cmpint (details_int (c2, "solutions"), ==, 3);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (c2->details), "complete"));
  g_autoptr (PwResult) c1 = run_op (&two->parent, "count", "limit=1");
  g_assert_false (json_object_get_boolean_member (json_node_get_object (c1->details), "complete"));

  /* No solution: the numbers fit the set's halves, but no two 0s touch,
   * so 0-0 has no place. */
  static const char *const none_rows[] = { "0 1 0", "1 0 1" };
  g_autoptr (PwDominoGrid) none = test_grid_from_rows (none_rows, 2, 1);
  g_assert_cmpint (test_reference_count (none, 10), ==, 0);
  g_autoptr (PwResult) v0 = run_op (&none->parent, "verify", NULL);
  g_assert_false (v0->ok);
  g_assert_cmpint (details_int (v0, "solutions"), ==, 0);
  g_assert_cmpstr (v0->summary, ==, "No solution: domino 0-0 has no place left");

  /* An invalid board: verify says why instead of failing. */
  g_autoptr (PwDominoGrid) bad = test_grid_from_rows (rows, 2, 2);
  g_autoptr (PwResult) vb = run_op (&bad->parent, "verify", NULL);
  g_assert_false (vb->ok);
  g_assert_true (strstr (vb->summary, "cells") != NULL);
}

/* The solver's words name places as people do, rows and columns from 1
 * (issue 10: "(3,4)-(3,5)" and JSON paths). */
static void
test_place_words (void)
{
  static const char *const ok[] = { "0 0 1", "0 1 1" };
  g_autoptr (PwDominoGrid) g = test_grid_from_rows (ok, 2, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, &error);
  g_assert_no_error (error);
  gboolean across = FALSE, down = FALSE;
  for (int p = 0; p < b->nplace; p++)
    {
      g_autofree char *name = pw_domino_grid_board_place_name (b, p);
      across |= g_str_equal (name, "(row 2, columns 2–3)");
      down |= g_str_equal (name, "(rows 1–2, column 3)");
      g_assert_null (strchr (name, '$'));
    }
  g_assert_true (across);
  g_assert_true (down);
  g_autofree char *cell = pw_domino_grid_board_cell_name (b, b->ncells - 1);
  g_assert_cmpstr (cell, ==, "(row 2, column 3)");

  /* A board that breaks the rules says where in words. */
  static const char *const bad[] = { "0 0 5", "0 1 1" };
  g_autoptr (PwDominoGrid) h = test_grid_from_rows (bad, 2, 1);
  g_autoptr (PwDominoGridBoard) none = pw_domino_grid_board_new (h, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Row 2, column 2: The number 1 is on 2 cells "
                                                   "but on 3 domino halves"));
  g_assert_null (strchr (error->message, '$'));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/solver/forced", test_forced_cell_and_domino);
  g_test_add_func ("/domino-grid/solver/caviness-m9", test_caviness_m9);
  g_test_add_func ("/domino-grid/solver/hole-in-the-middle", test_hole_in_the_middle);
  g_test_add_func ("/domino-grid/solver/rule/cell-one-domino", test_rule_cell_one_domino);
  g_test_add_func ("/domino-grid/solver/rule/must-overlap", test_rule_must_overlap);
  g_test_add_func ("/domino-grid/solver/rule/dead-end", test_rule_dead_end);
  g_test_add_func ("/domino-grid/solver/rule/pair-duplicate", test_rule_pair_duplicate);
  g_test_add_func ("/domino-grid/solver/rule/parity", test_rule_parity);
  g_test_add_func ("/domino-grid/solver/rule/number-set", test_rule_number_set);
  g_test_add_func ("/domino-grid/solver/rule/number-set-two", test_rule_number_set_two);
  g_test_add_func ("/domino-grid/solver/rule/double-set", test_rule_double_set);
  g_test_add_func ("/domino-grid/solver/rule/chain-duplicate", test_rule_chain_duplicate);
  g_test_add_func ("/domino-grid/solver/rule/chain-empties", test_rule_chain_empties);
  g_test_add_func ("/domino-grid/solver/rule/chain-pair", test_rule_chain_pair);
  g_test_add_func ("/domino-grid/solver/rule/trial", test_rule_trial);
  g_test_add_func ("/domino-grid/solver/random-soundness", test_random_soundness);
  g_test_add_func ("/domino-grid/solver/operations", test_operations);
  g_test_add_func ("/domino-grid/solver/place-words", test_place_words);
  return g_test_run ();
}
