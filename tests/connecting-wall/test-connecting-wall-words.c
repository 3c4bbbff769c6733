/* English walls from WordNet, on the real WordNet when the build has it
 * (skipped otherwise): connections named as a person types them, walls
 * unique with every connection the data gives their cards, red herrings
 * that truly are two things on two to K − 1 cards, no warning, and
 * "Suggest Cards" filling a row with kinds of its connection. */
#include <string.h>

#include "connecting-wall-verify.h"
#include "connecting-wall-words.h"
#include "pw-error.h"
#include "pw-kinds.h"

static const PwWordnet *
wordnet (void)
{
  g_autoptr (GError) error = NULL;
  const PwWordnet *wn = pw_wordnet_get_default (&error);
  if (wn == NULL)
    g_test_skip (error->message);
  return wn;
}

static void
test_resolve (void)
{
  const PwWordnet *wn = wordnet ();
  if (wn == NULL)
    return;
  g_autoptr (GPtrArray) pool = pw_connecting_wall_words_pool (wn);
  g_assert_cmpuint (pool->len, >=, 25);
  const char *const fruits[] = { "Fruits", "fruit", "edible fruit", " FRUITS " };
  for (guint i = 0; i < G_N_ELEMENTS (fruits); i++)
    {
      g_autoptr (PwConnectingWallWordsCategory) c = pw_connecting_wall_words_resolve (wn, pool, fruits[i]);
      g_assert_nonnull (c);
      g_assert_cmpstr (c->name, ==, "Fruits");
      /* Familiar kinds, the connection's own name not among them. */
      gboolean banana = FALSE;
      for (guint k = 0; k < c->words->len; k++)
        {
          banana |= g_str_equal (c->words->pdata[k], "banana");
          g_assert_cmpstr (c->words->pdata[k], !=, "fruit");
        }
      g_assert_true (banana);
    }
  g_autoptr (PwConnectingWallWordsCategory) colour = pw_connecting_wall_words_resolve (wn, pool, "colour");
  g_assert_cmpstr (colour->name, ==, "Colours");
  g_autoptr (PwConnectingWallWordsCategory) vehicles = pw_connecting_wall_words_resolve (wn, pool, "vehicles");
  g_assert_cmpstr (vehicles->name, ==, "Vehicles");
  g_autoptr (PwConnectingWallWordsCategory) vehicle = pw_connecting_wall_words_resolve (wn, pool, "vehicle");
  g_assert_cmpstr (vehicle->name, ==, "Vehicles");
  g_assert_null (pw_connecting_wall_words_resolve (wn, pool, "blorp"));
  /* Nothing a class should not be given, unless the row asks for it. */
  g_autoptr (PwConnectingWallWordsCategory) buildings = pw_connecting_wall_words_resolve (wn, pool, "buildings");
  g_assert_false (g_ptr_array_find_with_equal_func (buildings->words, "brothel", g_str_equal, NULL));
  g_autoptr (PwConnectingWallWordsCategory) drinks = pw_connecting_wall_words_resolve (wn, pool, "drink");
  g_assert_nonnull (drinks);
  g_assert_false (g_ptr_array_find_with_equal_func (drinks->words, "whisky", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (drinks->words, "beer", g_str_equal, NULL));
  g_autofree char *card = pw_connecting_wall_words_card_text ("orange");
  g_assert_cmpstr (card, ==, "Orange");
}

/* Whether two cards of @m name one meaning (Theater and Theatre). */
static gboolean
has_synonyms (const PwWordnet *wn, PwConnectingWallModel *m)
{
  g_autoptr (GHashTable) meanings = g_hash_table_new (NULL, NULL);
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      for (guint k = 0; k < grp->cards->len; k++)
        {
          gint id = pw_wordnet_find_word (wn, ((PwConnectingWallCard *) grp->cards->pdata[k])->text);
          guint n;
          const guint32 *synsets = pw_wordnet_word_synsets (wn, (guint32) id, &n);
          for (guint i = 0; i < n; i++)
            if (!g_hash_table_add (meanings, GUINT_TO_POINTER (synsets[i] + 1)))
              return TRUE;
        }
    }
  return FALSE;
}

/* What a generated English wall promises, checked against the data. */
static void
check_wall (const PwWordnet *wn, GPtrArray *pool, PwConnectingWallModel *m)
{
  g_assert_false (m->cjk);
  g_autoptr (GPtrArray) problems = pw_connecting_wall_validate (m);
  g_assert_cmpuint (problems->len, ==, 0);
  g_autoptr (PwConnectingWallCount) count = pw_connecting_wall_count (m, 0, 0, NULL, NULL);
  g_assert_cmpuint (count->solutions, ==, 1);
  g_assert_true (count->intended);
  guint herrings = 0;
  for (guint i = 0; i < m->categories->len; i++)
    {
      PwConnectingWallCategory *c = m->categories->pdata[i];
      guint n = pw_connecting_wall_category_count (m, c->name);
      if (!c->herring)
        {
          g_assert_cmpuint (n, ==, m->group_size);
          continue;
        }
      g_assert_cmpuint (n, >=, 2);
      g_assert_cmpuint (n, <=, m->group_size - 1);
      herrings++;
    }
  g_assert_cmpuint (herrings, >=, 1);
  g_assert_false (has_synonyms (wn, m));
  /* Every card is a familiar kind of its row's connection, and truly of
   * each category it names. */
  for (guint g = 0; g < m->groups->len; g++)
    {
      PwConnectingWallGroup *grp = m->groups->pdata[g];
      g_autoptr (PwConnectingWallWordsCategory) row = pw_connecting_wall_words_resolve (wn, pool, grp->connection);
      g_assert_nonnull (row);
      for (guint k = 0; k < grp->cards->len; k++)
        {
          PwConnectingWallCard *card = grp->cards->pdata[k];
          g_autofree char *word = g_utf8_strdown (card->text, -1);
          gint id = pw_wordnet_find_word (wn, word);
          g_assert_cmpint (id, >=, 0);
          guint familiar;
          g_assert_true (pw_wordnet_is_a (wn, (guint32) id, row->synset, &familiar));
          g_assert_cmpuint (familiar, >, 0);
          g_assert_true (pw_connecting_wall_card_has_category (card, grp->connection));
          for (guint c = 0; c < card->categories->len; c++)
            {
              g_autoptr (PwConnectingWallWordsCategory) of
                = pw_connecting_wall_words_resolve (wn, pool, card->categories->pdata[c]);
              g_assert_true (pw_wordnet_is_a (wn, (guint32) id, of->synset, NULL));
            }
        }
    }
}

static void
test_generate (void)
{
  const PwWordnet *wn = wordnet ();
  if (wn == NULL)
    return;
  g_autoptr (GPtrArray) pool = pw_connecting_wall_words_pool (wn);
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      pw_params_set (params, "language", "en");
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) a = pw_kind_generate (pw_registry_lookup ("connecting-wall"), params, seed,
                                                NULL, NULL, &error);
      g_assert_no_error (error);
      check_wall (wn, pool, (PwConnectingWallModel *) a);
      g_autoptr (PwModel) b = pw_kind_generate (pw_registry_lookup ("connecting-wall"), params, seed,
                                                NULL, NULL, &error);
      g_assert_true (pw_model_equal (a, b));
    }

  /* The designer's connections, in words. */
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "language", "en");
  pw_params_set (params, "connections", "fruit, colour");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_connecting_wall_generate_words (wn, params, 2, NULL, NULL, &error);
  g_assert_no_error (error);
  PwConnectingWallModel *m = (PwConnectingWallModel *) model;
  g_assert_cmpstr (((PwConnectingWallGroup *) m->groups->pdata[0])->connection, ==, "Fruits");
  g_assert_cmpstr (((PwConnectingWallGroup *) m->groups->pdata[1])->connection, ==, "Colours");
  check_wall (wn, pool, m);

  pw_params_set (params, "connections", "carnivore, dog");
  g_assert_null (pw_connecting_wall_generate_words (wn, params, 2, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "Dogs are all Carnivores"));
  g_clear_error (&error);
  pw_params_set (params, "connections", "fruit, blorp");
  g_assert_null (pw_connecting_wall_generate_words (wn, params, 2, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (strstr (error->message, "“blorp” is not a noun"));
  g_clear_error (&error);
  pw_params_set (params, "connections", "a,b,c,d,e");
  pw_params_set (params, "language", "fr");
  g_assert_null (pw_kind_generate (pw_registry_lookup ("connecting-wall"), params, 2, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
}

/* Suggest Cards fills a row's empty cards with kinds of its connection,
 * none on the wall yet and none of another row's, each with its
 * categories; a row with no connection says so. */
static void
test_suggest (void)
{
  const PwWordnet *wn = wordnet ();
  if (wn == NULL)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
  PwConnectingWallGroup *fruits = pw_connecting_wall_group_add (m, "Fruits");
  pw_connecting_wall_card_add (fruits, "Apple");
  pw_connecting_wall_card_add (fruits, NULL);
  pw_connecting_wall_card_add (fruits, NULL);
  pw_connecting_wall_card_add (fruits, NULL);
  PwConnectingWallGroup *colours = pw_connecting_wall_group_add (m, "Colours");
  for (guint k = 0; k < 4; k++)
    pw_connecting_wall_card_add (colours, NULL);
  pw_connecting_wall_group_add (m, NULL);
  g_autoptr (PwModel) model = &m->parent;
  const PwOperation *op = pw_kind_find_operation (pw_registry_lookup ("connecting-wall"), "suggest-cards");
  g_assert_nonnull (op);
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "row", "1");
  pw_params_set (params, "seed", "5");
  g_autoptr (GError) error = NULL;
  PwResult *r = op->run (model, params, NULL, NULL, &error);
  g_assert_no_error (error);
  PwConnectingWallModel *out = (PwConnectingWallModel *) r->model;
  PwConnectingWallGroup *row = out->groups->pdata[0];
  g_assert_cmpstr (((PwConnectingWallCard *) row->cards->pdata[0])->text, ==, "Apple");
  g_autoptr (GPtrArray) pool = pw_connecting_wall_words_pool (wn);
  g_autoptr (PwConnectingWallWordsCategory) colour = pw_connecting_wall_words_resolve (wn, pool, "Colours");
  for (guint k = 1; k < 4; k++)
    {
      PwConnectingWallCard *card = row->cards->pdata[k];
      g_assert_cmpstr (card->text, !=, "");
      g_assert_cmpstr (card->text, !=, "Apple");
      g_assert_true (pw_connecting_wall_card_has_category (card, "Fruits"));
      /* Orange or lemon would be of the Colours row too. */
      g_autofree char *word = g_utf8_strdown (card->text, -1);
      g_assert_false (pw_wordnet_is_a (wn, (guint32) pw_wordnet_find_word (wn, word), colour->synset,
                                       NULL));
    }
  g_assert_nonnull (strstr (r->summary, "Suggested 3 cards for Fruits"));
  pw_result_free (r);

  /* Never a card of a meaning the wall has (Theatre beside Theater), nor
   * two such suggestions. */
  PwConnectingWallModel *buildings = pw_connecting_wall_model_new (4);
  g_autoptr (PwModel) buildings_model = &buildings->parent;
  PwConnectingWallGroup *b = pw_connecting_wall_group_add (buildings, "Buildings");
  pw_connecting_wall_card_add (b, "Theater");
  for (guint k = 1; k < 4; k++)
    pw_connecting_wall_card_add (b, NULL);
  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autofree char *s = g_strdup_printf ("%u", seed);
      pw_params_set (params, "seed", s);
      PwResult *rb = op->run (buildings_model, params, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_false (has_synonyms (wn, (PwConnectingWallModel *) rb->model));
      pw_result_free (rb);
    }

  pw_params_set (params, "row", "3");
  g_assert_null (op->run (model, params, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Row 3 has no connection"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/wall-words/resolve", test_resolve);
  g_test_add_func ("/wall-words/generate", test_generate);
  g_test_add_func ("/wall-words/suggest", test_suggest);
  return g_test_run ();
}
