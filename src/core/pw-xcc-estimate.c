/* pw-xcc-estimate.c — Knuth's random-probe estimate of the search size.
 *
 * A probe walks from the root, choosing the MRV item as the search would
 * and then one of its d options at random; the product D of the degrees
 * met so far is an unbiased estimate of the number of nodes at that depth
 * (TAOCP 7.2.2 (29), Knuth 1975).  Summing D over the depths gives the
 * tree size; D at a solution leaf, the number of solutions.
 */
#include "pw-config.h"

#include <glib/gi18n-lib.h>

#include "pw-rng.h"
#include "pw-xcc-private.h"

static void
probe (PwXccSearch *s, PwRng *rng, double *nodes, double *solutions)
{
  double d = 1;
  guint level = 0;

  *nodes = 0;
  *solutions = 0;
  for (;;)
    {
      *nodes += d;
      if (pw_xcc_search_solved (s))
        {
          *solutions = d;
          break;
        }
      gint32 len;
      int i = pw_xcc_search_choose (s, &len);
      if (len == 0)
        break;
      d *= len;
      gint32 x = pw_xcc_search_nth (s, i, pw_rng_below (rng, len));
      pw_xcc_search_cover (s, i);
      pw_xcc_search_commit (s, x);
      s->choice[level++] = x;
    }
  while (level-- > 0)
    {
      gint32 x = s->choice[level];
      pw_xcc_search_uncommit (s, x);
      pw_xcc_search_uncover (s, pw_xcc_search_item_of (s, x));
    }
}

gboolean
pw_xcc_estimate (PwXcc *xcc, guint n_probes, guint64 seed, PwXccEstimate *estimate,
                 GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (xcc != NULL && estimate != NULL, FALSE);

  PwXccDlx *dlx = pw_xcc_dlx_new (xcc, NULL, pw_xcc_engine_override ());
  PwXccSearch s;
  PwRng rng;
  double sum_nodes = 0, sum_solutions = 0;
  guint done = 0;
  gboolean ok = TRUE;

  pw_xcc_search_init (&s, dlx, TRUE);
  pw_rng_init (&rng, seed);
  for (; done < n_probes; done++)
    {
      if (pw_xcc_host_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      double nodes, solutions;
      probe (&s, &rng, &nodes, &solutions);
      sum_nodes += nodes;
      sum_solutions += solutions;
    }
  pw_xcc_search_clear (&s);
  pw_xcc_dlx_free (dlx);

  estimate->probes = done;
  estimate->nodes = done > 0 ? sum_nodes / done : 0;
  estimate->solutions = done > 0 ? sum_solutions / done : 0;
  return ok;
}
