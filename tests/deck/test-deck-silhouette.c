/* Pictures a colour-blind player cannot tell apart: silhouettes compared
 * as drawn (coverage, not file names), whatever the size, place or
 * colour; the built-in pictures all apart in silhouette and named in
 * every UI language; a deck of two stars in two colours found out. */
#include <glib/gstdio.h>
#include <string.h>

#include "deck-kind-private.h"
#include "deck-render.h"
#include "deck-sets.h"
#include "deck-silhouette.h"
#include "pw-kinds.h"
#include "pw-render.h"

static GBytes *
silhouette (PwDeckModel *m, const char *name)
{
  PwDeckSymbol *symbol = pw_deck_symbol_new (name, PW_DECK_SYMBOL_PICTURE);
  GBytes *out = pw_deck_render_picture_silhouette (m, symbol);
  pw_deck_symbol_free (symbol);
  g_assert_nonnull (out);
  return out;
}

static double
likeness (PwDeckModel *m, const char *a, const char *b)
{
  g_autoptr (GBytes) x = silhouette (m, a);
  g_autoptr (GBytes) y = silhouette (m, b);
  return pw_deck_silhouette_likeness (x, y);
}

/* The built-in shapes: one outline in two colours is one silhouette;
 * two outlines are two. */
static void
test_shapes (void)
{
  g_autoptr (PwModel) model = &pw_deck_model_new ()->parent;
  PwDeckModel *m = (PwDeckModel *) model;
  g_assert_cmpfloat (likeness (m, "red-star.svg", "blue-star.svg"), >=, 0.99);
  g_assert_cmpfloat (likeness (m, "green-fish.svg", "orange-fish.svg"), >=, PW_DECK_ALIKE);
  g_assert_cmpfloat (likeness (m, "red-star.svg", "red-heart.svg"), <, PW_DECK_ALIKE);
  g_assert_cmpfloat (likeness (m, "red-circle.svg", "red-ring.svg"), <, PW_DECK_ALIKE);
}

static void
write_svg (const char *dir, const char *name, const char *body)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *svg = g_strdup_printf (
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">%s</svg>", body);
  g_assert_true (g_file_set_contents (path, svg, -1, NULL));
}

/* A teacher's own pictures: a square large, small and off-centre, red or
 * blue, is one silhouette (names and files differ); a circle is another. */
static void
test_own_pictures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pw-silhouette-XXXXXX", NULL);
  write_svg (dir, "big.svg", "<rect x='10' y='10' width='80' height='60' fill='#c00'/>");
  write_svg (dir, "small.svg", "<rect x='60' y='5' width='32' height='24' fill='#c00'/>");
  write_svg (dir, "blue.svg", "<rect x='10' y='10' width='80' height='60' fill='#00c'/>");
  write_svg (dir, "circle.svg", "<circle cx='50' cy='50' r='40' fill='#c00'/>");
  write_svg (dir, "tall.svg", "<rect x='20' y='10' width='60' height='80' fill='#c00'/>");
  g_autoptr (PwModel) model = &pw_deck_model_new ()->parent;
  PwDeckModel *m = (PwDeckModel *) model;
  g_free (m->pictures);
  m->pictures = g_strdup (dir);
  m->pictures_chosen = TRUE; /* as a teacher who chose the folder */
  g_assert_cmpfloat (likeness (m, "big.svg", "small.svg"), >=, PW_DECK_ALIKE);
  g_assert_cmpfloat (likeness (m, "big.svg", "blue.svg"), >=, 0.99);
  g_assert_cmpfloat (likeness (m, "big.svg", "circle.svg"), <, PW_DECK_ALIKE);
  /* The same rectangle turned is another outline. */
  g_assert_cmpfloat (likeness (m, "big.svg", "tall.svg"), <, PW_DECK_ALIKE);

  /* As a deck: the pairs are found and named, and validate warns. */
  const char *const names[] = { "big.svg", "small.svg", "blue.svg", "circle.svg" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_ptr_array_add (m->symbols, pw_deck_symbol_new (names[i], PW_DECK_SYMBOL_PICTURE));
  g_autoptr (GArray) alike = pw_deck_alike_pictures (m);
  g_assert_cmpuint (alike->len, ==, 3);
  for (guint i = 0; i < alike->len; i++)
    {
      const PwDeckAlikePair *p = &g_array_index (alike, PwDeckAlikePair, i);
      g_assert_cmpuint (p->b, !=, 3);
      g_assert_cmpuint (p->a, !=, 3);
    }
  g_autoptr (GPtrArray) problems = pw_deck_validate (model);
  guint warned = 0;
  for (guint i = 0; i < problems->len; i++)
    warned += strstr (((PwProblem *) problems->pdata[i])->message, "have the same outline") != NULL;
  g_assert_cmpuint (warned, ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_unlink (path);
    }
  g_autofree char *tall = g_build_filename (dir, "tall.svg", NULL);
  g_unlink (tall);
  g_rmdir (dir);
}

/* The default picture set: enough for order 11, none two alike in
 * silhouette, each with a name in every UI language, no name twice in a
 * language. */
static void
test_builtin_pictures (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) set = pw_deck_builtin_set ("pictures", &error);
  if (set == NULL)
    {
      g_test_skip (error->message);
      return;
    }
  g_assert_cmpuint (set->len, >=, 133);
  g_autoptr (PwModel) model = &pw_deck_model_new ()->parent;
  PwDeckModel *m = (PwDeckModel *) model;
  for (guint i = 0; i < set->len; i++)
    {
      const PwDeckSymbol *s = set->pdata[i];
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (s->name, s->type));
    }
  g_autoptr (GArray) alike = pw_deck_alike_pictures (m);
  g_assert_cmpuint (alike->len, ==, 0);
  for (guint l = 0; l < PW_DECK_N_NAME_LANGUAGES; l++)
    {
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < set->len; i++)
        {
          const PwDeckSymbol *s = set->pdata[i];
          char *label = pw_deck_picture_label (s->name, pw_deck_name_languages[l]);
          g_assert_nonnull (label);
          g_assert_cmpstr (label, !=, "");
          if (!g_hash_table_add (seen, label))
            g_error ("%s: “%s” names two pictures", pw_deck_name_languages[l], label);
        }
    }
  g_autofree char *apfel = pw_deck_picture_label ("apple.svg", "de_AT.UTF-8");
  g_assert_cmpstr (apfel, ==, "Apfel");
  g_autofree char *pomme = pw_deck_picture_label ("apple.svg", "fr");
  g_assert_cmpstr (pomme, ==, "pomme");
  g_autofree char *apple = pw_deck_picture_label ("apple.svg", "nl");
  g_assert_cmpstr (apple, ==, "apple");
  g_autofree char *pingguo = pw_deck_picture_label ("apple.svg", "zh_CN");
  g_assert_cmpstr (pingguo, ==, "苹果");
  g_assert_null (pw_deck_picture_label ("red-star.svg", "en"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/deck/silhouette/shapes", test_shapes);
  g_test_add_func ("/deck/silhouette/own-pictures", test_own_pictures);
  g_test_add_func ("/deck/silhouette/builtin-pictures", test_builtin_pictures);
  return g_test_run ();
}
