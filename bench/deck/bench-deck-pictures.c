/* bench-deck-pictures — how well a deck's pictures tell apart without
 * colour (issue 22's "Measured"):
 *
 *   the built-in pictures: pairs alike in silhouette (to PW_DECK_ALIKE
 *   or more, deck-silhouette.h), and the most alike pair;
 *   an order-7 deck of the coloured shapes (its first seeds): cards that
 *   carry two symbols of one outline, and card pairs whose shared symbol
 *   has the outline of another symbol on either card, so only colour
 *   tells which it is.
 *
 *   _build/bench/deck/bench-deck-pictures [--list]   (--list: every pair above 0.8)
 */
#include <stdio.h>
#include <string.h>

#include "deck-kind-private.h"
#include "deck-sets.h"
#include "deck-silhouette.h"
#include "pw-kinds.h"
#include "pw-render.h"

static PwDeckModel *
deck_of (GPtrArray *set)
{
  PwDeckModel *m = pw_deck_model_new ();
  for (guint i = 0; i < set->len; i++)
    {
      const PwDeckSymbol *s = set->pdata[i];
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (s->name, s->type));
    }
  return m;
}

static void
builtin_pictures (gboolean list)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) set = pw_deck_builtin_set ("pictures", &error);
  if (set == NULL)
    {
      printf ("built-in pictures: %s\n", error->message);
      return;
    }
  PwDeckModel *m = deck_of (set);
  gint64 start = g_get_monotonic_time ();
  g_autoptr (GArray) alike = pw_deck_alike_pictures (m);
  double ms = (g_get_monotonic_time () - start) / 1000.0;
  /* The most alike pair, whatever the threshold. */
  g_autoptr (GPtrArray) shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  extern GBytes *pw_deck_render_picture_silhouette (const PwDeckModel *, const PwDeckSymbol *);
  for (guint i = 0; i < m->symbols->len; i++)
    g_ptr_array_add (shapes, pw_deck_render_picture_silhouette (m, pw_deck_model_symbol (m, i)));
  double best = 0;
  guint ba = 0, bb = 0;
  for (guint a = 0; a < shapes->len; a++)
    for (guint b = a + 1; b < shapes->len; b++)
      {
        double l = pw_deck_silhouette_likeness (shapes->pdata[a], shapes->pdata[b]);
        if (l > best)
          best = l, ba = a, bb = b;
        if (list && l >= 0.8)
          printf ("  %.3f %s %s\n", l, pw_deck_model_symbol (m, a)->name,
                  pw_deck_model_symbol (m, b)->name);
      }
  printf ("built-in pictures: %u, %u pairs alike in silhouette (likeness >= %.2f), most alike "
          "%s and %s at %.3f; checked in %.0f ms\n",
          m->symbols->len, alike->len, PW_DECK_ALIKE, pw_deck_model_symbol (m, ba)->name,
          pw_deck_model_symbol (m, bb)->name, best, ms);
  pw_deck_free (&m->parent);
}

/* The outline of a coloured shape's file name ("red-star.svg": "star.svg"). */
static const char *
outline (const PwDeckModel *m, guint symbol)
{
  const char *name = pw_deck_model_symbol (m, symbol)->name;
  const char *dash = strchr (name, '-');
  return dash ? dash + 1 : name;
}

static void
shapes_deck (guint64 seed)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "7");
  pw_params_set (params, "symbol-list", "");
  /* All 136 coloured shapes as the old "pictures" set drew them. */
  g_autoptr (GPtrArray) set = pw_deck_builtin_set ("shapes", NULL);
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < set->len; i++)
    g_string_append_printf (list, "%s\n", ((PwDeckSymbol *) set->pdata[i])->name);
  pw_params_set (params, "symbol-list", list->str);
  g_string_free (list, TRUE);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup ("deck"), params, seed, NULL,
                                                NULL, &error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  /* A list's pictures are in a folder; these are the built-in ones. */
  guint twins = 0, colour_only = 0, pairs = 0;
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      gboolean twin = FALSE;
      for (guint i = 0; i < s->len; i++)
        for (guint j = i + 1; j < s->len; j++)
          twin |= g_str_equal (outline (m, g_array_index (s, guint, i)),
                               outline (m, g_array_index (s, guint, j)));
      twins += twin;
    }
  for (guint a = 0; a < m->cards->len; a++)
    for (guint b = a + 1; b < m->cards->len; b++, pairs++)
      {
        g_autoptr (GArray) shared = pw_deck_model_shared (m, a, b);
        guint match = g_array_index (shared, guint, 0);
        gboolean only_colour = FALSE;
        for (guint k = 0; k < 2; k++)
          {
            GArray *s = pw_deck_model_card (m, k ? b : a)->symbols;
            for (guint i = 0; i < s->len; i++)
              {
                guint other = g_array_index (s, guint, i);
                only_colour |= other != match && g_str_equal (outline (m, other), outline (m, match));
              }
          }
        colour_only += only_colour;
      }
  g_autoptr (GArray) alike = pw_deck_alike_pictures (m);
  printf ("coloured shapes, order 7, seed %" G_GUINT64_FORMAT ": %u of %u cards carry two "
          "symbols of one outline; in %u of %u card pairs only colour tells the match apart; "
          "%u symbol pairs alike in silhouette\n",
          seed, twins, m->cards->len, colour_only, pairs, alike->len);
}

int
main (int argc, char **argv)
{
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  builtin_pictures (argc > 1 && g_str_equal (argv[1], "--list"));
  for (guint64 seed = 1; seed <= 3; seed++)
    shapes_deck (seed);
  return 0;
}
