/* The engine's bounds on work, whatever the problem.
 *
 * A long chain of forced moves: N primary items each with one option of
 * its own.  Choosing the item once walked every active item at every
 * level (N² steps: 18 s for 100,000 items, minutes for a million); it now
 * stops at the first item with one option when no item has none, so the
 * chain is linear.  Node counts stay those of MRV (N + 1 nodes here), and
 * a secondary item left with no option must not make choosing walk the
 * whole list again. */
#include <glib.h>

#include "pw-xcc.h"
#include "xcc-problems.h"

#define N 200000

static PwXcc *
forced_chain (gboolean with_secondary)
{
  PwXcc *xcc = pw_xcc_new ();
  g_assert_cmpint (pw_xcc_add_items (xcc, N, PW_XCC_PRIMARY, NULL), ==, 0);
  /* The first item's only option also holds a secondary item, which
   * choosing that item leaves with no option while it is still active. */
  int u = with_secondary ? pw_xcc_add_item (xcc, "u", PW_XCC_SECONDARY, NULL) : -1;
  for (guint i = 0; i < N; i++)
    {
      guint items[2] = { i, (guint) u };
      g_assert_cmpint (pw_xcc_add_option_items (xcc, items, i == 0 && u >= 0 ? 2 : 1, NULL),
                       ==, (int) i);
    }
  return xcc;
}

static void
test_chain (gconstpointer data)
{
  const char *engine = data;
  g_setenv ("PW_XCC_ENGINE", engine, TRUE);
  for (int secondary = 0; secondary < 2; secondary++)
    {
      g_autoptr (PwXcc) xcc = forced_chain (secondary);
      PwXccConfig config = { .mode = PW_XCC_MODE_COUNT };
      PwXccResult result;
      g_assert_true (pw_xcc_solve (xcc, &config, &result, NULL));
      g_assert_cmpuint (result.solutions, ==, 1);
      g_assert_cmpuint (result.nodes, ==, N + 1);
      g_assert_true (result.complete);
      /* About a tenth of a second; N² steps took minutes. */
      g_assert_cmpfloat (result.seconds, <, 10.0);
    }
  g_unsetenv ("PW_XCC_ENGINE");
}

/* A budget stops every mode, on one thread or several, says so, and
 * leaves a search that fits in it alone. */
static void
test_budget (gconstpointer data)
{
  const char *engine = data;
  g_setenv ("PW_XCC_ENGINE", engine, TRUE);
  g_autoptr (PwXcc) queens = xcc_problem_queens (12);
  PwXccConfig all = { .mode = PW_XCC_MODE_COUNT };
  PwXccResult full;
  g_assert_true (pw_xcc_solve (queens, &all, &full, NULL));
  g_assert_cmpuint (full.solutions, ==, 14200);
  g_assert_false (full.over_budget);

  for (guint threads = 1; threads <= 2; threads++)
    {
      PwXccConfig config = { .mode = PW_XCC_MODE_COUNT, .budget = 20000, .n_threads = threads };
      PwXccResult r;
      g_assert_true (pw_xcc_solve (queens, &config, &r, NULL));
      g_assert_true (r.over_budget);
      g_assert_false (r.complete);
      g_assert_cmpuint (r.nodes, <, full.nodes / 4);
      g_assert_cmpuint (r.solutions, <, full.solutions);
      /* A budget larger than the search changes nothing. */
      config.budget = 100 * full.nodes;
      g_assert_true (pw_xcc_solve (queens, &config, &r, NULL));
      g_assert_false (r.over_budget);
      g_assert_true (r.complete);
      g_assert_cmpuint (r.nodes, ==, full.nodes);
      g_assert_cmpuint (r.solutions, ==, full.solutions);
    }

  /* The first solution of a problem with none: Langford pairs exist only
   * for n = 0 or 3 mod 4. */
  g_autoptr (PwXcc) langford = xcc_problem_langford (9);
  PwXccConfig first = { .mode = PW_XCC_MODE_FIRST, .budget = 5000 };
  PwXccResult f;
  g_assert_true (pw_xcc_solve (langford, &first, &f, NULL));
  g_assert_true (f.over_budget);
  g_assert_false (f.complete);
  g_assert_null (f.solution);
  first.budget = 0;
  g_assert_true (pw_xcc_solve (langford, &first, &f, NULL));
  g_assert_false (f.over_budget);
  g_assert_true (f.complete);
  g_assert_null (f.solution);
  pw_xcc_result_clear (&f);
  g_unsetenv ("PW_XCC_ENGINE");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/xcc-forced/links", "links", test_chain);
  g_test_add_data_func ("/xcc-forced/cells", "cells", test_chain);
  g_test_add_data_func ("/xcc-budget/links", "links", test_budget);
  g_test_add_data_func ("/xcc-budget/cells", "cells", test_budget);
  g_test_add_data_func ("/xcc-budget/bits", "bits", test_budget);
  return g_test_run ();
}
