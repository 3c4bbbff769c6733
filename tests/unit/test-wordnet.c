/* WordNet, as the kinds that build from words read it: the made-up
 * fragment in tests/data/wordnet parsed, compiled and asked what its words
 * name, what kinds of a thing there are and how familiar they are; broken
 * input refused with its place; and the real table when the build has it. */
#include <string.h>

#include "pw-error.h"
#include "pw-wordnet.h"

static char *
read_fixture (const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (PW_WORDNET_FIXTURE_DIR, name, NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static PwWordnet *
parse_fixture (const char *data_noun, GError **error)
{
  gsize li, ld, lc;
  g_autofree char *index = read_fixture ("index.noun", &li);
  g_autofree char *data = data_noun ? g_strdup (data_noun) : read_fixture ("data.noun", &ld);
  g_autofree char *counts = read_fixture ("cntlist.rev", &lc);
  return pw_wordnet_parse (index, li, data, strlen (data), counts, lc, error);
}

static guint32
word (const PwWordnet *wn, const char *text)
{
  gint w = pw_wordnet_find_word (wn, text);
  g_assert_cmpint (w, >=, 0);
  return (guint32) w;
}

static void
test_words_and_meanings (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwWordnet) wn = parse_fixture (NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_wordnet_n_synsets (wn), ==, 15);
  /* Any case, and spaces or underscores alike. */
  g_assert_cmpint (pw_wordnet_find_word (wn, "Orange"), ==, pw_wordnet_find_word (wn, "orange"));
  g_assert_cmpint (pw_wordnet_find_word (wn, "Ice_Cream"), ==,
                   pw_wordnet_find_word (wn, "ice cream"));
  g_assert_cmpstr (pw_wordnet_word_text (wn, word (wn, "ICE_CREAM")), ==, "ice cream");
  g_assert_cmpint (pw_wordnet_find_word (wn, "banana"), ==, -1);

  guint n;
  const guint32 *senses = pw_wordnet_word_synsets (wn, word (wn, "orange"), &n);
  g_assert_cmpuint (n, ==, 2);
  guint32 fruit = senses[0], colour = senses[1];
  /* Orange is a fruit and a colour; its tag count in each sense. */
  guint count;
  g_assert_true (pw_wordnet_is_a (wn, word (wn, "orange"), fruit, &count));
  g_assert_cmpuint (count, ==, 4);
  const guint32 *parents = pw_wordnet_synset_parents (wn, fruit, &n);
  g_assert_cmpuint (n, ==, 1);
  guint32 edible_fruit = parents[0];
  g_assert_true (pw_wordnet_is_a (wn, word (wn, "orange"), edible_fruit, &count));
  g_assert_cmpuint (count, ==, 4);
  g_assert_true (pw_wordnet_is_a (wn, word (wn, "orange"), pw_wordnet_synset_parents (wn, colour, &n)[0],
                                  &count));
  g_assert_cmpuint (count, ==, 3);
  g_assert_false (pw_wordnet_is_a (wn, word (wn, "apple"), pw_wordnet_synset_parents (wn, colour, &n)[0],
                                   NULL));
  /* Colour and color name one meaning; orange and red do not. */
  g_assert_true (pw_wordnet_same_meaning (wn, "Colour", "color"));
  g_assert_true (pw_wordnet_same_meaning (wn, "red", "Red"));
  g_assert_false (pw_wordnet_same_meaning (wn, "orange", "red"));
  g_assert_false (pw_wordnet_same_meaning (wn, "orange", "banana"));
  /* Counts of every part of speech add up (red: noun 9, adjective 5). */
  g_assert_cmpuint (pw_wordnet_word_count (wn, word (wn, "red")), ==, 14);

  /* "fruit" means the one meaning it has; its kinds, most familiar
   * first, without the unsafe (slang, offensive) nor the spaced or
   * hyphenated. */
  gint category = pw_wordnet_category (wn, "fruit");
  g_assert_cmpint (category, ==, (gint) edible_fruit);
  g_autoptr (GArray) members = pw_wordnet_members (wn, (guint32) category);
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < members->len; i++)
    {
      const PwWordnetMember *m = &g_array_index (members, PwWordnetMember, i);
      g_string_append_printf (list, "%s:%u ", pw_wordnet_word_text (wn, m->word), m->count);
    }
  g_assert_cmpstr (list->str, ==, "orange:4 apple:1 fruit:0 kiwi:0 ");
  g_string_free (list, TRUE);
  g_assert_true (pw_wordnet_word_unsafe (wn, word (wn, "bogberry")));
  g_assert_true (pw_wordnet_word_unsafe (wn, word (wn, "grumpfruit")));
  g_assert_false (pw_wordnet_word_unsafe (wn, word (wn, "kiwi")));

  /* Instances count as kinds: Mars is a planet. */
  g_autoptr (GArray) planets = pw_wordnet_members (wn, (guint32) pw_wordnet_category (wn, "planet"));
  gboolean mars = FALSE;
  for (guint i = 0; i < planets->len; i++)
    mars |= g_array_index (planets, PwWordnetMember, i).word == word (wn, "mars");
  g_assert_true (mars);
  g_assert_cmpint (pw_wordnet_category (wn, "unicorn"), ==, -1);
}

static void
test_broken (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwWordnet) wn = parse_fixture ("00000001 03 n 01 entity 0 000 | exists\n"
                                            "00000002 13 n zz food 0 000 | eaten\n",
                                            &error);
  g_assert_null (wn);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "data.noun:2:"));
  g_clear_error (&error);

  g_autoptr (PwWordnet) good = parse_fixture (NULL, &error);
  g_autoptr (GBytes) bytes = pw_wordnet_serialize (good);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autofree guint8 *copy = g_memdup2 (data, size);
  g_autoptr (GBytes) truncated = g_bytes_new_static (copy, size - 4);
  g_assert_null (pw_wordnet_new_from_bytes (truncated, "w.bin", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "w.bin"));
  g_clear_error (&error);
  /* The first synset's first parent made to point past the table. */
  guint32 n_synsets;
  memcpy (&n_synsets, copy + 8, 4);
  gsize parents_at = 8 + 8 * 4 + 4 * ((gsize) n_synsets + 1);
  guint32 senses;
  memcpy (&senses, copy + 16, 4);
  parents_at += 8 * (gsize) senses + 4 * ((gsize) n_synsets + 1);
  guint32 far = n_synsets + 5;
  memcpy (copy + parents_at, &far, 4);
  g_autoptr (GBytes) broken = g_bytes_new_static (copy, size);
  g_assert_null (pw_wordnet_new_from_bytes (broken, "b.bin", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
}

/* The real WordNet, when the build compiled it. */
static void
test_real (void)
{
  g_autoptr (GError) error = NULL;
  const PwWordnet *wn = pw_wordnet_get_default (&error);
  if (wn == NULL)
    {
      g_test_skip (error->message);
      return;
    }
  g_assert_cmpuint (pw_wordnet_n_synsets (wn), ==, 82115);
  gint fruit = pw_wordnet_category (wn, "edible fruit");
  g_assert_cmpint (fruit, >=, 0);
  guint count;
  g_assert_true (pw_wordnet_is_a (wn, word (wn, "orange"), (guint32) fruit, &count));
  g_assert_cmpuint (count, >, 0);
  /* A word with a vulgar meaning is never offered, whatever else it means. */
  g_assert_true (pw_wordnet_word_unsafe (wn, word (wn, "cock")));
  g_assert_false (pw_wordnet_word_unsafe (wn, word (wn, "apple")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wordnet/words-and-meanings", test_words_and_meanings);
  g_test_add_func ("/wordnet/broken", test_broken);
  g_test_add_func ("/wordnet/real", test_real);
  return g_test_run ();
}
