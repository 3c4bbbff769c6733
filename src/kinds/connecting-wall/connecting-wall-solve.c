/* connecting-wall-solve.c — the grouping a key prints. */
#include "connecting-wall-solve.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-json.h"
#include "connecting-wall-specific.h"
#include "connecting-wall-verify.h"
#include "pw-error.h"

/* Enough to say how many groupings an ambiguous wall has. */
#define COUNT_LIMIT 1000

/* The designer's rows as card masks. */
static guint
row_masks (const PwConnectingWallModel *m, guint64 *rows)
{
  guint first = 0;
  for (guint g = 0; g < m->groups->len; g++)
    {
      guint len = ((PwConnectingWallGroup *) m->groups->pdata[g])->cards->len;
      rows[g] = 0;
      for (guint k = 0; k < len && first + k < 64; k++)
        rows[g] |= G_GUINT64_CONSTANT (1) << (first + k);
      first += len;
    }
  return m->groups->len;
}

/* The connection of the group of @cards: the designer's, when it is one
 * of the rows and has one; else its most specific shared category. */
static char *
group_connection (const PwConnectingWallModel *m, guint64 cards)
{
  guint64 rows[PW_CONNECTING_WALL_MAX_GROUPS];
  guint n = row_masks (m, rows);
  for (guint g = 0; g < n; g++)
    {
      const char *connection = ((PwConnectingWallGroup *) m->groups->pdata[g])->connection;
      if (rows[g] == cards && *connection)
        return g_strdup (connection);
    }
  g_autoptr (GPtrArray) shared = pw_connecting_wall_shared_categories (
    m, m->cjk ? pw_connecting_wall_cjk_table_get_default (NULL) : NULL, cards);
  return g_strdup (shared->len ? shared->pdata[0] : "");
}

static void
copy_card (PwConnectingWallGroup *grp, const PwConnectingWallCard *src)
{
  PwConnectingWallCard *c = pw_connecting_wall_card_add (grp, src->text);
  for (guint j = 0; j < src->categories->len; j++)
    g_ptr_array_add (c->categories, g_strdup (src->categories->pdata[j]));
}

/* @m with its rows replaced by the groups @masks (in that order). */
static PwConnectingWallModel *
regroup (const PwConnectingWallModel *m, const guint64 *masks, guint n_masks)
{
  PwConnectingWallModel *out = (PwConnectingWallModel *) pw_model_copy (&m->parent);
  g_ptr_array_set_size (out->groups, 0);
  for (guint i = 0; i < n_masks; i++)
    {
      g_autofree char *connection = group_connection (m, masks[i]);
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (out, connection);
      for (guint j = 0; j < 64; j++)
        if (masks[i] & (G_GUINT64_CONSTANT (1) << j))
          copy_card (grp, pw_connecting_wall_card_at (m, j, NULL, NULL));
    }
  /* Real and herring as they are in the answer. */
  pw_connecting_wall_classify_categories (out);
  return out;
}

PwResult *
pw_connecting_wall_solve (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
                          GCancellable *cancellable, GError **error)
{
  const PwConnectingWallModel *m = (const PwConnectingWallModel *) snapshot;
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, COUNT_LIMIT, 1,
                                                                      cancellable, error);
  if (count == NULL)
    return NULL;
  if (!count->complete || count->solutions != 1)
    {
      g_autofree char *verdict = pw_connecting_wall_verdict (count);
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s", verdict);
      return NULL;
    }
  guint64 masks[PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE];
  guint n_masks = 0;
  if (count->intended)
    n_masks = row_masks (m, masks);
  else
    {
      /* Kept in the order of the cards they start with. */
      GArray *grouping = count->groupings->pdata[0];
      for (guint i = 0; i < grouping->len; i++)
        masks[n_masks++] = g_array_index (count->sets, guint64, g_array_index (grouping, guint, i));
    }
  PwResult *r = pw_result_new ();
  g_autoptr (PwModel) solution = &regroup (m, masks, n_masks)->parent;
  r->ok = TRUE;
  r->summary = count->intended
                 ? pw_connecting_wall_verdict (count)
                 : g_strdup (_("One grouping, not the rows as laid out: solved, one group a "
                               "row"));
  /* For --json: the solved wall, its groups with their connections. */
  r->details = pw_connecting_wall_save (solution);
  /* A wall that is its own answer changes nothing: no edit to undo. */
  if (!pw_model_equal (solution, snapshot))
    r->model = g_steal_pointer (&solution);
  return r;
}
