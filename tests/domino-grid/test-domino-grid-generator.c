/* The generator: exactly one solution (counted by a search that shares no
 * code with the generator's rules), the grade asked for, the stored
 * solution right, the same seed giving the same puzzle; shapes, left-out
 * dominoes, quadrilles, and refusals. */
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "domino-grid-generator.h"
#include "domino-grid-solver.h"
#include "domino-grid-test-util.h"

static PwDominoGrid *
generate (const char *const *assignments, guint64 seed, GError **error)
{
  g_autoptr (PwParams) params = pw_params_new ();
  for (const char *const *a = assignments; *a; a++)
    g_assert_true (pw_params_parse (params, *a, NULL));
  return (PwDominoGrid *) pw_kind_generate (pw_domino_grid_kind (), params, seed, NULL, NULL,
                                            error);
}

/* Solutions by the reference search for small boards, by the library's
 * counter (a plain search, no deduction rules) for large ones. */
static gint64
count_solutions (PwDominoGrid *g)
{
  if (pw_domino_grid_count_cells (g) <= 72)
    return test_reference_count (g, 2);
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  PwDominoGridCount count = { 0 };
  pw_domino_grid_count (b, 2, 0, NULL, &count);
  g_assert_true (count.complete || count.count == 2);
  pw_domino_grid_count_clear (&count);
  return count.count;
}

static void
check_puzzle (PwDominoGrid *g, int level)
{
  g_autoptr (GPtrArray) problems = pw_domino_grid_validate (&g->parent);
  for (guint i = 0; i < problems->len; i++)
    g_error ("%s", ((PwProblem *) problems->pdata[i])->message);
  g_assert_true (pw_domino_grid_has_full_solution (g));
  g_assert_cmpint (count_solutions (g), ==, 1);
  /* The grade: the rules up to it finish, the easier ones do not. */
  g_autoptr (PwDominoGridBoard) b = pw_domino_grid_board_new (g, NULL);
  g_autoptr (PwDominoGridState) s = pw_domino_grid_state_new (b);
  if (level > PW_DOMINO_GRID_LEVEL_EASY)
    g_assert_cmpint (pw_domino_grid_solve (s, level - 1, NULL), ==, PW_DOMINO_GRID_STUCK);
  g_assert_cmpint (pw_domino_grid_solve (s, level, NULL), ==, PW_DOMINO_GRID_SOLVED);
  g_autofree int *mate = pw_domino_grid_state_mates (s);
  g_assert_cmpmem (mate, sizeof (int) * g->rows * g->cols, g->mate,
                   sizeof (int) * g->rows * g->cols);
}

static void
test_grades (void)
{
  static const char *const grades[] = { "easy", "medium", "hard", "extreme", "unreasonable" };
  for (int n = 0; n <= 15; n++)
    for (int l = 1; l <= 5; l++)
      {
        if ((n < 3 && l > 1) || (n > 9 && l >= 4 && !g_test_slow ()))
          continue; /* tiny boards are all easy; extreme big ones are slow */
        g_autofree char *pn = g_strdup_printf ("n=%d", n);
        g_autofree char *pg = g_strdup_printf ("grade=%s", grades[l - 1]);
        const char *const a[] = { pn, pg, NULL };
        g_autoptr (GError) error = NULL;
        g_autoptr (PwDominoGrid) g = generate (a, 1000 + n, &error);
        if (g == NULL)
          {
            /* Small sets leave little room for harder grades: say which. */
            g_test_message ("n=%d %s: %s", n, grades[l - 1], error->message);
            g_assert_cmpint (n, <=, 4);
            continue;
          }
        g_assert_cmpint (g->rows, ==, n + 1);
        g_assert_cmpint (g->cols, ==, n + 2);
        g_assert_cmpint (g->double_n, ==, n);
        check_puzzle (g, l);
      }
}

static void
test_reproducible (void)
{
  const char *const a[] = { "n=9", "grade=hard", NULL };
  g_autoptr (PwDominoGrid) x = generate (a, 42, NULL);
  g_autoptr (PwDominoGrid) y = generate (a, 42, NULL);
  g_autoptr (PwDominoGrid) z = generate (a, 43, NULL);
  g_assert_true (pw_model_equal (&x->parent, &y->parent));
  g_assert_false (pw_model_equal (&x->parent, &z->parent));
  /* Numerals change how it is drawn, not the puzzle. */
  const char *const b[] = { "n=9", "grade=hard", "faces=numerals", NULL };
  g_autoptr (PwDominoGrid) w = generate (b, 42, NULL);
  g_assert_true (w->numerals);
  g_assert_false (x->numerals);
  w->numerals = FALSE;
  g_assert_true (pw_model_equal (&x->parent, &w->parent));
}

static void
test_shapes (void)
{
  /* Caviness's kind of board with a hole in the middle. */
  const char *const hole[] = {
    "n=6", "grade=medium",
    "shape=########/########/########/##....##/##....##/########/########/########", NULL
  };
  g_autoptr (PwDominoGrid) h = generate (hole, 7, NULL);
  g_assert_nonnull (h);
  g_assert_cmpint (pw_domino_grid_at (h, 3, 3), ==, PW_DOMINO_GRID_HOLE);
  check_puzzle (h, PW_DOMINO_GRID_LEVEL_MEDIUM);

  /* A shape smaller than the set: named dominoes left out... */
  const char *const small[] = { "n=4", "grade=easy", "shape=######/######/######/..####",
                                "leave-out=0-0,4-4,1-3,2-2", NULL };
  g_autoptr (PwDominoGrid) s = generate (small, 7, NULL);
  g_assert_nonnull (s);
  g_assert_cmpint (s->double_n, ==, -1);
  g_assert_cmpuint (s->dominoes->len, ==, 11);
  for (guint i = 0; i < s->dominoes->len; i++)
    {
      PwDominoGridDomino d = g_array_index (s->dominoes, PwDominoGridDomino, i);
      g_assert_false ((d.lo == 0 && d.hi == 0) || (d.lo == 4 && d.hi == 4)
                      || (d.lo == 1 && d.hi == 3) || (d.lo == 2 && d.hi == 2));
    }
  check_puzzle (s, PW_DOMINO_GRID_LEVEL_EASY);
  /* ...or picked by the generator. */
  const char *const pick[] = { "n=6", "grade=medium", "shape=########/########/########", NULL };
  g_autoptr (PwDominoGrid) p = generate (pick, 7, NULL);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->dominoes->len, ==, 12);
  check_puzzle (p, PW_DOMINO_GRID_LEVEL_MEDIUM);
}

/* A shape in a file: the front-end reads it (`--param shape=@FILE`) and
 * the generator gets its text.  The generator itself never opens a file:
 * its parameters are stored in documents and used again for class sets,
 * and a document must not make the program read another file. */
static void
test_shape_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "pw-domino-shape-XXXXXX", NULL);
  int fd = g_mkstemp (path);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (path, "######\n######\n##..##\n######\n", -1, NULL));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autofree char *ps = g_strdup_printf ("shape=%s", text);
  const char *const a[] = { "n=4", "grade=easy", ps, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDominoGrid) g = generate (a, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_domino_grid_at (g, 2, 2), ==, PW_DOMINO_GRID_HOLE);
  check_puzzle (g, PW_DOMINO_GRID_LEVEL_EASY);
  const char *const bad_text[] = { "n=4", "grade=easy", "shape=##?\n", NULL };
  g_autoptr (PwDominoGrid) bad = generate (bad_text, 3, &error);
  g_assert_null (bad);
  g_assert_cmpstr (error->message, ==,
                   "Parameter “shape”: Shape, line 1, column 3: “?” is neither a cell (#) nor a "
                   "hole (.)");
  g_clear_error (&error);

  g_autofree char *named = g_strdup_printf ("shape=%s", path);
  const char *const by_name[] = { "n=4", "grade=easy", named, NULL };
  g_autoptr (PwDominoGrid) not_read = generate (by_name, 3, &error);
  g_assert_null (not_read);
  g_assert_true (g_str_has_prefix (error->message, "Parameter “shape”: Shape, line "));
  g_unlink (path);
}

static void
test_quadrille (void)
{
  const char *const a[] = { "n=6", "grade=easy", "quadrille=true", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDominoGrid) q = generate (a, 2, &error);
  g_assert_no_error (error);
  check_puzzle (q, PW_DOMINO_GRID_LEVEL_EASY);
  /* The numbers fall in 2×2 blocks: cut in reading order, each block is
   * one number. */
  int n = q->rows * q->cols;
  g_autofree guint8 *used = g_new0 (guint8, n);
  for (int i = 0; i < n; i++)
    {
      if (q->cells[i] == PW_DOMINO_GRID_HOLE || used[i])
        continue;
      int block[4] = { i, i + 1, i + q->cols, i + q->cols + 1 };
      for (int k = 0; k < 4; k++)
        {
          g_assert_cmpint (q->cells[block[k]], ==, q->cells[i]);
          g_assert_false (used[block[k]]);
          used[block[k]] = 1;
        }
    }
}

/* Issue 10: quadrille failed for most sizes (the default board had an odd
 * side).  The Generate dialog offers it where the spec calls it usable:
 * every such set generates, and every other one is refused at once, in
 * the words the dialog shows. */
static void
test_quadrille_usable (void)
{
  const PwKind *kind = pw_domino_grid_kind ();
  const PwParamSpec *spec = NULL;
  for (guint i = 0; i < kind->n_generate_specs; i++)
    if (g_str_equal (kind->generate_specs[i].name, "quadrille"))
      spec = &kind->generate_specs[i];
  g_assert_nonnull (spec);
  g_assert_nonnull (spec->usable);
  int usable = 0;
  for (int n = 0; n <= PW_DOMINO_GRID_MAX_SIDE - 2; n++)
    for (int hard = 0; hard < 2; hard++)
      {
        g_autofree char *n_text = g_strdup_printf ("n=%d", n);
        const char *grade = hard ? "grade=medium" : "grade=easy";
        g_autoptr (PwParams) before = pw_params_new ();
        g_assert_true (pw_params_parse (before, n_text, NULL));
        g_assert_true (pw_params_parse (before, grade, NULL));
        g_autofree char *reason = NULL;
        gboolean ok = spec->usable (before, &reason);
        const char *const a[] = { n_text, grade, "quadrille=true", NULL };
        g_autoptr (GError) error = NULL;
        g_autoptr (PwDominoGrid) q = generate (a, 3, &error);
        if (ok)
          {
            g_assert_null (reason);
            g_assert_no_error (error);
            g_test_message ("double-%d: a %d×%d quadrille", n, q->rows, q->cols);
            check_puzzle (q, PW_DOMINO_GRID_LEVEL_EASY);
            usable++;
          }
        else
          {
            g_assert_nonnull (reason);
            g_assert_null (q);
            g_assert_nonnull (error);
            g_assert_cmpstr (error->message, ==, reason);
            g_assert_null (strchr (reason, '$'));
          }
      }
  /* The double-2 and double-6 sets, at grade easy. */
  g_assert_cmpint (usable, ==, 2);
}

/* Design from a tiling: a layout laid on a blank board gets numbers that
 * make it the only solution. */
static void
test_number_layout (void)
{
  const char *const a[] = { "n=6", "grade=easy",
                            "shape=########/########/########/##....##/##....##/########/"
                            "########/########", NULL };
  g_autoptr (PwDominoGrid) g = generate (a, 11, NULL);
  g_autofree int *layout = g_memdup2 (g->mate, sizeof (int) * 64);
  for (int i = 0; i < 64; i++)
    if (g->cells[i] != PW_DOMINO_GRID_HOLE)
      g->cells[i] = 0;
  const PwOperation *op = pw_kind_find_operation (pw_domino_grid_kind (), "number");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "grade", "hard");
  pw_params_set (params, "seed", "5");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) r = op->run (&g->parent, params, NULL, NULL, &error);
  g_assert_no_error (error);
  PwDominoGrid *numbered = (PwDominoGrid *) r->model;
  g_assert_cmpmem (numbered->mate, sizeof (int) * 64, layout, sizeof (int) * 64);
  check_puzzle (numbered, PW_DOMINO_GRID_LEVEL_HARD);

  /* Without a full layout there is nothing to number. */
  pw_domino_grid_clear_solution (g);
  g_autoptr (GError) e2 = NULL;
  g_autoptr (PwResult) none = op->run (&g->parent, params, NULL, NULL, &e2);
  g_assert_null (none);
  g_assert_true (g_str_has_prefix (e2->message, "Lay dominoes over the whole board first"));
}

static void
test_refusals (void)
{
  static const struct
  {
    const char *a[4];
    const char *message;
  } cases[] = {
    { { "grade=tricky", NULL }, "Parameter “grade”: “tricky” is not one of" },
    { { "n=63", NULL }, "Parameter “n”: “63” is not a whole number from 0 to 62" },
    { { "n=2", "shape=####/####/####/####", NULL },
      "The shape has 16 cells; the double-2 set covers only 12" },
    { { "n=2", "shape=##.#/#..#", NULL }, "The shape has an odd number of cells (5)" },
    { { "n=0", "shape=#.#", NULL }, "The shape cannot be tiled by dominoes" },
    { { "n=2", "shape=/dev/zero", NULL },
      "Parameter “shape”: Shape, line 2, column 1: “d” is neither a cell (#) nor a hole (.)" },
    { { "n=2", "quadrille=maybe", NULL }, "Parameter “quadrille”: “maybe” is not true or false" },
    { { "n=2", "leave-out=1-7", "shape=####", NULL }, "Parameter “leave-out”: “1-7” is not a" },
    { { "n=4", "shape=######/######/######/..####", "leave-out=0-0" },
      "The shape has 22 cells: leave out 4 dominoes, not 1" },
    { { "faces=dots", NULL }, "Parameter “faces”: “dots” is not one of pips, numerals" },
    { { "colour=red", NULL }, "" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwDominoGrid) g = generate (cases[i].a, 1, &error);
      g_assert_null (g);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].message);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/domino-grid/generator/grades", test_grades);
  g_test_add_func ("/domino-grid/generator/reproducible", test_reproducible);
  g_test_add_func ("/domino-grid/generator/shapes", test_shapes);
  g_test_add_func ("/domino-grid/generator/shape-file", test_shape_file);
  g_test_add_func ("/domino-grid/generator/quadrille", test_quadrille);
  g_test_add_func ("/domino-grid/generator/quadrille-usable", test_quadrille_usable);
  g_test_add_func ("/domino-grid/generator/number-layout", test_number_layout);
  g_test_add_func ("/domino-grid/generator/refusals", test_refusals);
  return g_test_run ();
}
