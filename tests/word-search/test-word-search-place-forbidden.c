/* test-word-search-place-forbidden.c — the placer keeps the words from
 * spelling a forbidden word where they cross (issue 26: one 20×20 seed
 * in five was placed again for it).  The independent checker reads the
 * grid of placed words, before any fill: no forbidden word may be there,
 * unless a word spells it by itself, which no layout avoids. */
#include "pw-kinds.h"
#include "word-search-build.h"
#include "word-search-check.h"

/* 40 animals: with the default English forbidden words, crossings spelled
 * POO, TIT, BUM or ARSE in 24 of 100 seeds before the placer knew. */
static const char *const animals[] = {
  "ALLIGATOR", "BADGER", "BEAVER", "BUFFALO", "CAMEL", "CHEETAH", "COYOTE", "DOLPHIN",
  "DONKEY", "ELEPHANT", "FALCON", "GIRAFFE", "GORILLA", "HAMSTER", "JAGUAR", "KANGAROO",
  "LEOPARD", "LOBSTER", "MEERKAT", "OCTOPUS", "PANTHER", "PENGUIN", "RACCOON", "SQUIRREL",
  "WALRUS", "ANTELOPE", "ARMADILLO", "BISON", "CARIBOU", "CHIPMUNK", "FLAMINGO", "HEDGEHOG",
  "IGUANA", "LEMMING", "MONGOOSE", "OSTRICH", "PELICAN", "REINDEER", "SALMON", "TORTOISE",
};

static PwWordSearchModel *
animals_model (guint side)
{
  PwWordSearchModel *m = pw_word_search_model_new (side, side);
  m->directions = pw_word_search_directions_level (8);
  for (guint i = 0; i < G_N_ELEMENTS (animals); i++)
    pw_word_search_model_add_word (m, animals[i]);
  for (const char *const *f = pw_word_search_default_forbidden (m->language); *f; f++)
    g_ptr_array_add (m->forbidden, g_strdup (*f));
  return m;
}

static void
test_crossings_spell_nothing (void)
{
  g_autoptr (PwModel) model = &animals_model (20)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_assert_cmpuint (m->forbidden->len, >, 0);
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_word_search_place (m, seed, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      if (check->forbidden->len > 0)
        {
          const PwWordSearchOccurrence *o = &g_array_index (check->forbidden,
                                                            PwWordSearchOccurrence, 0);
          g_test_message ("seed %" G_GUINT64_FORMAT ": forbidden word %u at row %d, column %d",
                          seed, g_array_index (check->forbidden_index, guint, 0), o->row + 1,
                          o->col + 1);
        }
      g_assert_cmpuint (check->forbidden->len, ==, 0);
      for (guint i = 0; i < m->words->len; i++)
        g_assert_true (((PwWordSearchWord *) m->words->pdata[i])->placed);
    }
}

/* A forbidden word inside a listed word (here OCTOPUS holds TOP) is not
 * guarded, as no layout avoids it: the words are still all placed, and
 * the checker still finds it. */
static void
test_word_spelling_it_is_placed (void)
{
  g_autoptr (PwModel) model = &animals_model (20)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_ptr_array_add (m->forbidden, g_strdup ("top"));
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_word_search_place (m, seed, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      g_assert_cmpuint (check->forbidden->len, >=, 1);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/word-search/place/crossings-spell-nothing", test_crossings_spell_nothing);
  g_test_add_func ("/word-search/place/word-spelling-it-is-placed",
                   test_word_spelling_it_is_placed);
  return g_test_run ();
}
