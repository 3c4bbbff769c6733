/* word-search-vary.c — a class set's variants of a word search: the
 * teacher's words, grid, shape, directions and settings as they are now,
 * the words placed anew and the letters around them filled anew.  Pinned
 * words stay where the teacher put them. */
#include "word-search-build.h"

#include <glib/gi18n-lib.h>

static gboolean
any_pinned (const PwWordSearchModel *m)
{
  for (guint i = 0; m && i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      if (w->pinned && w->placed)
        return TRUE;
    }
  return FALSE;
}

static char *
ws_describe_variants (const PwModel *model, const PwParams *params)
{
  if (any_pinned ((const PwWordSearchModel *) model))
    return g_strdup (_("The same words in new places, with new letters around them; pinned "
                       "words stay where they are"));
  return g_strdup (_("The same words in new places, with new letters around them"));
}

static PwModel *
ws_make_variant (const PwModel *model, const PwParams *params, guint64 seed,
                 PwProgress *progress, GCancellable *cancellable, GError **error)
{
  g_autoptr (PwModel) copy = pw_model_copy (model);
  PwWordSearchModel *m = (PwWordSearchModel *) copy;
  /* Placing clears every unpinned word and cell first. */
  if (!pw_word_search_place_and_fill (m, seed, PW_WORD_SEARCH_PLACE_SECONDS, progress,
                                      cancellable, error))
    return NULL;
  return g_steal_pointer (&copy);
}

static gboolean
ws_can_vary (const PwModel *model, char **reason)
{
  g_autoptr (GError) error = NULL;
  if (pw_word_search_check_buildable ((const PwWordSearchModel *) model, &error))
    return TRUE;
  if (reason)
    *reason = g_strdup_printf (_("The words cannot be placed anew: %s"), error->message);
  return FALSE;
}

const PwVariants pw_word_search_variants = {
  .describe = ws_describe_variants,
  .make = ws_make_variant,
  .can_vary = ws_can_vary,
};
