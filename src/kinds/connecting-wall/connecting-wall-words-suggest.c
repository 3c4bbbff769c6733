/* connecting-wall-words-suggest.c — "Suggest Cards" for a row of an
 * English wall: the familiar kinds of its connection from WordNet that
 * the wall does not have yet and that belong to no other row, into the
 * row's empty cards, with their categories filled in. */
#include "connecting-wall-words.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-rng.h"

/* The suggestions come from this many of the most familiar kinds. */
#define FAMILIAR 16

/* Whether @word, or a word of the same meaning (theatre for theater), is
 * a card of the wall. */
static gboolean
on_wall (const PwWordnet *wn, const PwConnectingWallModel *m, const char *word)
{
  for (guint i = 0; i < pw_connecting_wall_n_cards (m); i++)
    {
      const char *text = pw_connecting_wall_card_at (m, i, NULL, NULL)->text;
      if (g_utf8_collate (text, word) == 0 || pw_wordnet_same_meaning (wn, text, word))
        return TRUE;
    }
  return FALSE;
}

/* Whether @word is, by any meaning, what @text names (for a category
 * WordNet knows; FALSE otherwise). */
static gboolean
is_of (const PwWordnet *wn, GPtrArray *pool, const char *word, const char *text)
{
  g_autoptr (PwConnectingWallWordsCategory) c = pw_connecting_wall_words_resolve (wn, pool, text);
  gint id = pw_wordnet_find_word (wn, word);
  return c && id >= 0 && pw_wordnet_is_a (wn, (guint32) id, c->synset, NULL);
}

/* The kinds of @row's connection that may be suggested, in a random
 * order of the most familiar. */
static GPtrArray *
candidates (const PwWordnet *wn, GPtrArray *pool, const PwConnectingWallModel *m, guint row,
            PwConnectingWallWordsCategory *c, guint64 seed)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < c->words->len && out->len < FAMILIAR; i++)
    {
      g_autofree char *text = pw_connecting_wall_words_card_text (c->words->pdata[i]);
      gboolean other = FALSE;
      for (guint g = 0; g < m->groups->len && !other; g++)
        {
          const char *connection = ((PwConnectingWallGroup *) m->groups->pdata[g])->connection;
          other = g != row && *connection && is_of (wn, pool, c->words->pdata[i], connection);
        }
      if (!other && !on_wall (wn, m, text))
        g_ptr_array_add (out, g_steal_pointer (&text));
    }
  PwRng rng;
  pw_rng_init (&rng, seed);
  pw_rng_shuffle (&rng, out->pdata, out->len, sizeof (gpointer));
  return out;
}

/* A suggested card's categories: its row's connection, and each other
 * category of the wall that WordNet says it is. */
static void
fill_card (const PwWordnet *wn, GPtrArray *pool, PwConnectingWallModel *m,
           PwConnectingWallCard *card, const char *connection)
{
  g_autofree char *word = g_utf8_strdown (card->text, -1);
  pw_connecting_wall_card_add_category (card, connection);
  for (guint i = 0; i < m->categories->len; i++)
    {
      const char *name = ((PwConnectingWallCategory *) m->categories->pdata[i])->name;
      if (!g_str_equal (name, connection) && is_of (wn, pool, word, name))
        pw_connecting_wall_card_add_category (card, name);
    }
}

PwResult *
pw_connecting_wall_suggest_op (const PwModel *snapshot, const PwParams *params,
                               PwProgress *progress, GCancellable *cancellable, GError **error)
{
  gint64 row, seed;
  const PwConnectingWallModel *src = (const PwConnectingWallModel *) snapshot;
  if (!pw_params_get_int (params, "row", 1, MAX (1, src->groups->len), 1, &row, error)
      || !pw_params_get_int (params, "seed", 0, G_MAXINT64, 1, &seed, error))
    return NULL;
  const PwWordnet *wn = pw_wordnet_get_default (error);
  if (wn == NULL)
    return NULL;
  if (src->groups->len == 0)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID, _("The wall has no rows"));
      return NULL;
    }
  g_autoptr (PwModel) model = pw_model_copy (snapshot);
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  PwConnectingWallGroup *grp = m->groups->pdata[row - 1];
  g_autoptr (GPtrArray) pool = pw_connecting_wall_words_pool (wn);
  g_autoptr (PwConnectingWallWordsCategory) c
    = pw_connecting_wall_words_resolve (wn, pool, grp->connection);
  if (c == NULL && *grp->connection == '\0')
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Row %u has no connection to suggest cards for"), (guint) row);
      return NULL;
    }
  if (c == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Row %u: WordNet knows no noun “%s” to suggest kinds of"), (guint) row,
                   grp->connection);
      return NULL;
    }
  g_autoptr (GPtrArray) words = candidates (wn, pool, m, (guint) row - 1, c, (guint64) seed);
  guint filled = 0;
  g_autoptr (GString) list = g_string_new (NULL);
  /* A row shorter than the wall's groups gets cards added. */
  while (grp->cards->len < m->group_size)
    pw_connecting_wall_card_add (grp, NULL);
  guint next = 0;
  gboolean empty = FALSE;
  for (guint k = 0; k < grp->cards->len && next < words->len; k++)
    {
      PwConnectingWallCard *card = grp->cards->pdata[k];
      if (*card->text)
        continue;
      empty = TRUE;
      /* Nor two suggestions of one meaning. */
      while (next < words->len && on_wall (wn, m, words->pdata[next]))
        next++;
      if (next == words->len)
        break;
      g_free (card->text);
      card->text = g_strdup (words->pdata[next++]);
      filled++;
      fill_card (wn, pool, m, card, grp->connection);
      pw_connecting_wall_category_ensure (m, grp->connection, FALSE);
      g_string_append_printf (list, filled > 1 ? ", %s" : "%s", card->text);
    }
  if (filled == 0 && !empty && words->len > 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Row %u has no empty card: clear the cards to replace"), (guint) row);
      return NULL;
    }
  if (filled == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Row %u: WordNet knows no more familiar kinds of “%s”"), (guint) row,
                   grp->connection);
      return NULL;
    }
  pw_connecting_wall_classify_categories (m);
  PwResult *r = pw_result_new ();
  r->ok = TRUE;
  r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Suggested %u card for %s: %s",
                                             "Suggested %u cards for %s: %s", filled),
                                filled, grp->connection, list->str);
  r->model = g_steal_pointer (&model);
  return r;
}
