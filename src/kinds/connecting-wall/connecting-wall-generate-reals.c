/* connecting-wall-generate-reals.c — which components can be a CJK
 * wall's rows: those in the most characters a class knows, and, of
 * those, the ones that share herring components with each other. */
#include "connecting-wall-generate-private.h"

#define COMMON 32

static gboolean
in_array (GArray *ids, guint32 id)
{
  for (guint i = 0; ids && i < ids->len; i++)
    if (g_array_index (ids, guint32, i) == id)
      return TRUE;
  return FALSE;
}

int
pw_connecting_wall_gen_cmp_tally (gconstpointer a, gconstpointer b)
{
  const Tally *x = a, *y = b;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* How many of the @n characters of @triples may be cards. */
static guint
allowed_in (const Gen *gen, const guint32 *triples, guint n)
{
  guint count = 0;
  for (guint j = 0; j < n; j++)
    count += pw_connecting_wall_gen_allowed (gen, triples[3 * j + 2]);
  return count;
}

/* How many two-component characters of @a may be cards. */
guint
pw_connecting_wall_gen_allowed_chars_of (const Gen *gen, guint32 a)
{
  guint n;
  const guint32 *triples = pw_connecting_wall_cjk_table_triples_of (gen->table, a, &n);
  return allowed_in (gen, triples, n);
}

/* The components in the most two-component characters that may be
 * cards ("any"), leaving out those in @skip (may be NULL).  The table's
 * triples are walked once, a component's run at a time: asking for each
 * code point of the CJK planes in turn took two searches of the table
 * each, most of a generated wall's time. */
GArray *
pw_connecting_wall_gen_common_components (const Gen *gen, GArray *skip)
{
  g_autoptr (GArray) tallies = g_array_new (FALSE, FALSE, sizeof (Tally));
  guint n;
  const guint32 *triples = pw_connecting_wall_cjk_table_triples (gen->table, &n);
  for (guint i = 0, end; i < n; i = end)
    {
      guint32 id = triples[3 * i];
      for (end = i + 1; end < n && triples[3 * end] == id; end++)
        ;
      if (id < 0x2E80 || id >= 0x30000 || !pw_connecting_wall_cjk_printable (id)
          || in_array (skip, id))
        continue;
      Tally t = { id, allowed_in (gen, triples + 3 * i, end - i) };
      if (t.count > 0)
        g_array_append_val (tallies, t);
    }
  g_array_sort (tallies, pw_connecting_wall_gen_cmp_tally);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < tallies->len && i < COMMON; i++)
    g_array_append_val (out, g_array_index (tallies, Tally, i).id);
  return out;
}

/* Whether @a and @b make a character that may be a card. */
static gboolean
pair_allowed (const Gen *gen, guint32 a, guint32 b)
{
  guint n;
  const guint32 *t = pw_connecting_wall_cjk_table_pair_chars (gen->table, a, b, &n);
  for (guint i = 0; i < n; i++)
    if (pw_connecting_wall_gen_allowed (gen, t[3 * i + 2]))
      return TRUE;
  return FALSE;
}

/* How many components make cards with both pool[i] and pool[j]: how
 * many herrings a row of each could share. */
guint *
pw_connecting_wall_gen_shared_partners (const Gen *gen, GArray *pool)
{
  guint n = pool->len;
  g_autoptr (GPtrArray) sets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
  for (guint i = 0; i < n; i++)
    {
      guint32 a = g_array_index (pool, guint32, i);
      GHashTable *set = g_hash_table_new (NULL, NULL);
      guint np;
      const guint32 *partners = pw_connecting_wall_cjk_table_partners (gen->table, a, &np);
      for (guint k = 0; k < np; k++)
        if ((k == 0 || partners[k - 1] != partners[k]) && pair_allowed (gen, a, partners[k]))
          g_hash_table_add (set, GUINT_TO_POINTER (partners[k]));
      g_ptr_array_add (sets, set);
    }
  guint *shared = g_new0 (guint, n * n);
  for (guint i = 0; i < n; i++)
    for (guint j = i; j < n; j++)
      {
        GHashTableIter iter;
        gpointer key;
        guint count = 0;
        g_hash_table_iter_init (&iter, sets->pdata[i]);
        while (g_hash_table_iter_next (&iter, &key, NULL))
          count += g_hash_table_contains (sets->pdata[j], key);
        shared[i * n + j] = shared[j * n + i] = count;
      }
  return shared;
}

/* The real components: the first @n_fixed of @pool, then one at a time
 * at random among the four that share the most herrings with those
 * chosen, so that a school's few characters can still fill the rows. */
void
pw_connecting_wall_gen_pick_reals (Gen *gen, GArray *pool, guint n_fixed)
{
  guint n = pool->len;
  g_autofree gboolean *taken = g_new0 (gboolean, n);
  guint chosen[PW_CONNECTING_WALL_MAX_GROUPS];
  for (guint g = 0; g < gen->G; g++)
    {
      guint pick = g;
      if (g >= n_fixed)
        {
          guint best[4] = { 0 }, best_score[4] = { 0 }, nb = 0;
          for (guint i = 0; i < n; i++)
            {
              if (taken[i])
                continue;
              guint score = G_MAXUINT;
              for (guint c = 0; c < g; c++)
                score = MIN (score, gen->shared[i * n + chosen[c]]);
              if (g == 0)
                score = gen->shared[i * n + i];
              /* Keeps the four best, best first. */
              guint at = nb < 4 ? nb++ : 4;
              while (at > 0 && best_score[at - 1] < score)
                {
                  if (at < 4)
                    best[at] = best[at - 1], best_score[at] = best_score[at - 1];
                  at--;
                }
              if (at < 4)
                best[at] = i, best_score[at] = score;
            }
          pick = best[pw_rng_below (&gen->rng, nb)];
        }
      taken[pick] = TRUE;
      chosen[g] = pick;
      gen->reals[g] = g_array_index (pool, guint32, pick);
    }
}

