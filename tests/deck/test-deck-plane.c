/* Decks from projective planes, checked by a method that shares no code
 * with the builder or with pw_deck_check: for every pair of cards, a
 * plain count of common symbols by comparing lists; and the counts a
 * plane must have (n² + n + 1 cards and symbols, n + 1 symbols a card,
 * each symbol on n + 1 cards).  Every prime-power order up to 32. */
#include <glib.h>
#include <string.h>

#include "deck-field.h"
#include "deck-kind-private.h"
#include "deck-layout.h"
#include "deck-plane.h"
#include "deck-sets.h"
#include "pw-error.h"
#include "pw-kinds.h"

static guint
plain_common (const guint *x, const guint *y, guint n)
{
  guint count = 0;
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      count += x[i] == y[j];
  return count;
}

static void
check_plane_independently (guint q, guint n_cards)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDeckPlane) plane = pw_deck_plane_new (q, n_cards, &error);
  g_assert_no_error (error);
  guint n = q * q + q + 1, k = q + 1;
  g_assert_cmpuint (plane->n_symbols, ==, n);
  g_assert_cmpuint (plane->per_card, ==, k);
  g_assert_cmpuint (plane->n_cards, ==, n_cards ? n_cards : n);
  g_autofree guint *on = g_new0 (guint, n);
  for (guint c = 0; c < plane->n_cards; c++)
    {
      const guint *card = plane->symbols + c * k;
      for (guint i = 0; i < k; i++)
        {
          g_assert_cmpuint (card[i], <, n);
          on[card[i]]++;
          for (guint j = i + 1; j < k; j++)
            g_assert_cmpuint (card[i], !=, card[j]);
        }
      for (guint d = c + 1; d < plane->n_cards; d++)
        if (plain_common (card, plane->symbols + d * k, k) != 1)
          g_error ("order %u: cards %u and %u share %u symbols", q, c, d,
                   plain_common (card, plane->symbols + d * k, k));
    }
  if (n_cards == 0)
    for (guint s = 0; s < n; s++)
      g_assert_cmpuint (on[s], ==, k);
}

static void
test_every_prime_power (void)
{
  guint checked = 0;
  for (guint q = 2; q <= PW_DECK_MAX_ORDER; q++)
    {
      guint p, k;
      if (!pw_deck_prime_power (q, &p, &k))
        continue;
      check_plane_independently (q, 0);
      checked++;
    }
  /* 2 3 4 5 7 8 9 11 13 16 17 19 23 25 27 29 31 32 */
  g_assert_cmpuint (checked, ==, 18);
}

static void
test_field_axioms (void)
{
  static const guint qs[] = { 4, 8, 9, 16, 25, 27, 32, 49, 64 };
  for (guint t = 0; t < G_N_ELEMENTS (qs); t++)
    {
      g_autoptr (PwDeckField) f = pw_deck_field_new (qs[t]);
      g_assert_nonnull (f);
      for (guint a = 1; a < f->q; a++)
        g_assert_cmpuint (f->mul[a][f->inv[a]], ==, 1);
      for (guint a = 0; a < f->q; a++)
        for (guint b = 0; b < f->q; b++)
          for (guint c = 0; c < f->q; c += 3)
            g_assert_cmpuint (f->mul[a][f->add[b][c]], ==,
                              f->add[f->mul[a][b]][f->mul[a][c]]);
    }
  g_assert_null (pw_deck_field_new (6));
  g_assert_null (pw_deck_field_new (12));
}

static void
test_trimmed (void)
{
  check_plane_independently (7, 55);
  check_plane_independently (2, 4);
  g_autoptr (GError) error = NULL;
  g_assert_null (pw_deck_plane_new (7, 58, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_assert_nonnull (g_strstr_len (error->message, -1, "57"));
}

static void
test_orders_without_plane (void)
{
  static const struct { guint n; PwDeckOrderKind kind; const char *word; } cases[] = {
    { 6, PW_DECK_ORDER_NONE, "Bruck" },
    { 10, PW_DECK_ORDER_NONE, "1989" },
    { 14, PW_DECK_ORDER_NONE, "Bruck" },
    { 12, PW_DECK_ORDER_UNKNOWN, "not a prime power" },
    { 15, PW_DECK_ORDER_UNKNOWN, "not a prime power" },
    { 1, PW_DECK_ORDER_NONE, "too small" },
    { 37, PW_DECK_ORDER_TOO_LARGE, "32" },
    { 9, PW_DECK_ORDER_PLANE, "91 cards" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *why = NULL;
      g_assert_cmpint (pw_deck_order_kind (cases[i].n, &why), ==, cases[i].kind);
      if (!g_strstr_len (why, -1, cases[i].word))
        g_error ("order %u: “%s” lacks “%s”", cases[i].n, why, cases[i].word);
      if (cases[i].kind != PW_DECK_ORDER_PLANE)
        {
          g_autoptr (GError) error = NULL;
          g_assert_null (pw_deck_plane_new (cases[i].n, 0, &error));
          g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
        }
    }
}

/* The generated deck (symbols shuffled, cards shuffled and trimmed)
 * still passes the plain count, and the same seed gives the same deck. */
static void
test_generate (void)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  g_assert_nonnull (kind);
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "7");
  pw_params_set (params, "cards", "55");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) a = pw_kind_generate (kind, params, 42, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwModel) b = pw_kind_generate (kind, params, 42, NULL, NULL, &error);
  g_autoptr (PwModel) c = pw_kind_generate (kind, params, 43, NULL, NULL, &error);
  g_assert_true (pw_model_equal (a, b));
  g_assert_false (pw_model_equal (a, c));
  const PwDeckModel *m = (const PwDeckModel *) a;
  g_assert_cmpuint (m->cards->len, ==, 55);
  g_assert_cmpuint (m->symbols->len, ==, 57);
  for (guint x = 0; x < m->cards->len; x++)
    {
      GArray *sx = pw_deck_model_card (m, x)->symbols;
      g_assert_cmpuint (sx->len, ==, 8);
      g_assert_cmpuint (pw_deck_model_card (m, x)->places->len, ==, 8);
      for (guint y = x + 1; y < m->cards->len; y++)
        {
          GArray *sy = pw_deck_model_card (m, y)->symbols;
          g_assert_cmpuint (plain_common ((guint *) sx->data, (guint *) sy->data, 8), ==, 1);
        }
    }
  g_autoptr (GPtrArray) problems = kind->validate (a);
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_generate_refuses (void)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  static const char *const bad[][2] = {
    { "order", "6" }, { "order", "10" }, { "order", "12" }, { "cards", "58" },
    { "symbols", "shapes" } /* order 4 needs 21, the shapes have 17 outlines */,
    { "shape", "oval" }, { "min-size", "5" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (PwParams) params = pw_params_new ();
      pw_params_set (params, "order", g_str_equal (bad[i][0], "symbols") ? "4" : "7");
      pw_params_set (params, bad[i][0], bad[i][1]);
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) m = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
      g_assert_null (m);
      g_assert_nonnull (error);
      g_test_message ("%s=%s: %s", bad[i][0], bad[i][1], error->message);
    }
}

/* The built-in pictures reach order 11 and more: decks of order 8, 9, 11
 * and 13 pass the plain count, draw each picture once and raise no
 * problem (no two pictures alike, in name or in silhouette, none too
 * small); order 16 is refused in words. */
static void
test_generate_pictures (void)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  g_autoptr (GError) missing = NULL;
  g_autoptr (GPtrArray) set = pw_deck_builtin_set ("pictures", &missing);
  if (set == NULL)
    {
      g_test_skip (missing->message);
      return;
    }
  g_assert_cmpuint (set->len, >=, 133);
  static const guint orders[] = { 8, 9, 11, 13 };
  for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
    {
      guint q = orders[o], n = q * q + q + 1;
      g_autoptr (PwParams) params = pw_params_new ();
      g_autofree char *order = g_strdup_printf ("%u", q);
      pw_params_set (params, "order", order);
      pw_params_set (params, "symbols", "pictures");
      g_autoptr (GError) error = NULL;
      g_autoptr (PwModel) model = pw_kind_generate (kind, params, q, NULL, NULL, &error);
      g_assert_no_error (error);
      const PwDeckModel *m = (const PwDeckModel *) model;
      g_assert_cmpuint (m->cards->len, ==, n);
      g_assert_cmpuint (m->symbols->len, ==, n);
      g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < n; i++)
        {
          const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
          g_assert_cmpint (s->type, ==, PW_DECK_SYMBOL_PICTURE);
          g_assert_true (g_str_has_suffix (s->name, ".svg"));
          g_assert_true (g_hash_table_add (names, s->name));
        }
      for (guint x = 0; x < n; x++)
        {
          GArray *sx = pw_deck_model_card (m, x)->symbols;
          g_assert_cmpuint (sx->len, ==, q + 1);
          for (guint y = x + 1; y < n; y++)
            {
              GArray *sy = pw_deck_model_card (m, y)->symbols;
              g_assert_cmpuint (plain_common ((guint *) sx->data, (guint *) sy->data, q + 1), ==,
                                1);
            }
        }
      g_autoptr (GPtrArray) problems = kind->validate (model);
      for (guint i = 0; i < problems->len; i++)
        g_test_message ("order %u: %s", q, ((PwProblem *) problems->pdata[i])->message);
      g_assert_cmpuint (problems->len, ==, 0);
    }

  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "16");
  pw_params_set (params, "symbols", "pictures");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) none = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_autofree char *want = g_strdup_printf ("Order 16 needs 273 symbols, but the built-in "
                                           "pictures are %u: choose a lower order or a list "
                                           "of your own", set->len);
  g_assert_cmpstr (error->message, ==, want);
}

/* A list of the user's own: too short is refused, long enough is used. */
static void
test_generate_from_list (void)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbol-list", "猫\n犬\n# a comment\n\n鳥\nfish\ncat.svg\n 6 \n");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) short_list = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_null (short_list);
  g_assert_nonnull (g_strstr_len (error->message, -1, "has 6"));
  g_clear_error (&error);
  pw_params_set (params, "symbol-list", "猫\n犬\n鳥\nfish\ncat.svg\n 6 \nÉté\n");
  g_autoptr (PwModel) model = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_assert_cmpuint (m->symbols->len, ==, 7);
  guint pictures = 0, characters = 0;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      pictures += pw_deck_model_symbol (m, i)->type == PW_DECK_SYMBOL_PICTURE;
      characters += pw_deck_model_symbol (m, i)->type == PW_DECK_SYMBOL_CHARACTER;
    }
  g_assert_cmpuint (pictures, ==, 1);
  g_assert_cmpuint (characters, ==, 4); /* 猫 犬 鳥 6 */
}

/* The list may come as the value of "symbols" itself (the CLI reads
 * symbols=@FILE into text): used when long enough, refused in words when
 * empty or too short, while a single word that is no set stays refused. */
static void
test_generate_from_symbols_text (void)
{
  const PwKind *kind = pw_registry_lookup ("deck");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbols", "a\nb\nc\nd\ne\nf\ng\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_assert_cmpuint (m->symbols->len, ==, 7);
  for (guint i = 0; i < m->symbols->len; i++)
    g_assert_cmpuint (strlen (pw_deck_model_symbol (m, i)->name), ==, 1);

  pw_params_set (params, "symbols", "a\nb\nc\n");
  g_autoptr (PwModel) short_list = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_null (short_list);
  g_assert_nonnull (g_strstr_len (error->message, -1, "symbols: order 2 needs 7 symbols, but the list has 3"));
  g_clear_error (&error);

  pw_params_set (params, "symbols", "\n# only a comment\n");
  g_autoptr (PwModel) empty = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_null (empty);
  g_assert_nonnull (g_strstr_len (error->message, -1, "list of symbols is empty"));
  g_clear_error (&error);

  pw_params_set (params, "symbols", "animals");
  g_autoptr (PwModel) none = pw_kind_generate (kind, params, 1, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_nonnull (g_strstr_len (error->message, -1, "“animals” is not words, pictures, shapes"));
}

/* Every card's layout: inside the card, no two symbols overlapping,
 * sizes in proportion between min and max; for both shapes and every
 * symbol count a deck has. */
static void
test_layout (void)
{
  for (int shape = 0; shape < 2; shape++)
    for (guint count = 1; count <= 33; count++)
      {
        PwRng rng;
        pw_rng_init_child (&rng, 99, count);
        g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (PwDeckPlace));
        pw_deck_layout_card (shape, 0.5, 1.0, count, &rng, places);
        g_assert_cmpuint (places->len, ==, count);
        double lo = G_MAXDOUBLE, hi = 0;
        for (guint i = 0; i < count; i++)
          {
            const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
            g_assert_true (pw_deck_place_inside (shape, p));
            lo = MIN (lo, p->r);
            hi = MAX (hi, p->r);
            for (guint j = i + 1; j < count; j++)
              g_assert_false (pw_deck_places_overlap (p, &g_array_index (places, PwDeckPlace,
                                                                         j)));
          }
        g_assert_cmpfloat (lo, >=, hi * 0.5 - 1e-9);
      }
}

/* The symbols fill the card the way the shop game's do: over a hundred
 * cards of eight symbols (an order-7 deck) at sizes 60–100 %, their
 * circles cover on average more than 55 % of a round card and of a
 * square one.  (Random placement alone covers about 43 %.) */
static void
test_layout_dense (void)
{
  for (int shape = 0; shape < 2; shape++)
    {
      g_autoptr (GArray) places = g_array_new (FALSE, FALSE, sizeof (PwDeckPlace));
      double sum = 0;
      for (guint c = 0; c < 100; c++)
        {
          PwRng rng;
          pw_rng_init_child (&rng, 7, c);
          pw_deck_layout_card (shape, 0.6, 1.0, 8, &rng, places);
          double area = 0;
          for (guint i = 0; i < places->len; i++)
            {
              const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
              area += G_PI * p->r * p->r;
            }
          sum += area / (shape == PW_DECK_ROUND ? G_PI : 4.0);
        }
      double mean = sum / 100;
      g_test_message ("shape %d: mean cover %.1f %%", shape, 100 * mean);
      g_assert_cmpfloat (mean, >, 0.55);
    }
}

/* A word is drawn across its circle: on every card of a word deck, a
 * longer word never sits in a smaller circle than a shorter one; a
 * picture deck keeps the layout's own random order. */
static void
test_layout_words_room (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "7");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup ("deck"), params, 9, NULL,
                                                NULL, &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  guint differ = 0;
  for (guint c = 0; c < m->cards->len; c++)
    {
      const PwDeckCard *card = pw_deck_model_card (m, c);
      for (guint i = 0; i < card->symbols->len; i++)
        for (guint j = 0; j < card->symbols->len; j++)
          {
            const char *a = pw_deck_model_symbol (m, g_array_index (card->symbols, guint, i))->name;
            const char *b = pw_deck_model_symbol (m, g_array_index (card->symbols, guint, j))->name;
            if (g_utf8_strlen (a, -1) <= g_utf8_strlen (b, -1))
              continue;
            differ++;
            g_assert_cmpfloat (g_array_index (card->places, PwDeckPlace, i).r, >=,
                               g_array_index (card->places, PwDeckPlace, j).r);
          }
    }
  g_assert_cmpuint (differ, >, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/deck/plane/every-prime-power", test_every_prime_power);
  g_test_add_func ("/deck/plane/field-axioms", test_field_axioms);
  g_test_add_func ("/deck/plane/trimmed", test_trimmed);
  g_test_add_func ("/deck/plane/orders-without-plane", test_orders_without_plane);
  g_test_add_func ("/deck/generate/reproducible", test_generate);
  g_test_add_func ("/deck/generate/refuses", test_generate_refuses);
  g_test_add_func ("/deck/generate/pictures", test_generate_pictures);
  g_test_add_func ("/deck/generate/from-list", test_generate_from_list);
  g_test_add_func ("/deck/generate/symbols-text", test_generate_from_symbols_text);
  g_test_add_func ("/deck/layout/no-overlap", test_layout);
  g_test_add_func ("/deck/layout/dense", test_layout_dense);
  g_test_add_func ("/deck/layout/words-room", test_layout_words_room);
  return g_test_run ();
}
