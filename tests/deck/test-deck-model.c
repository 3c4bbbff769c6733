/* The deck's document form, its checks and its interchange format: what
 * loads, what is refused (with the JSON path), which problems a hand-made
 * deck gets, the verify operation's verdict, and cards-json both ways. */
#include <glib.h>
#include <string.h>

#include "../test-util.h"
#include "deck-kind-private.h"
#include "pw-document.h"
#include "pw-error.h"
#include "pw-kinds.h"

static const PwKind *
kind (void)
{
  return pw_registry_lookup ("deck");
}

/* The Fano plane by hand, as a teacher might type it; @swap turns it into
 * a broken deck by changing one symbol of card 3. */
static const char *fano =
  "{\"symbols\": [{\"name\": \"cat\"}, {\"name\": \"dog\"}, {\"name\": \"sun\"},"
  " {\"name\": \"moon\"}, {\"name\": \"tree\"}, {\"name\": \"猫\"}, {\"name\": \"star.svg\"}],"
  " \"cards\": [{\"symbols\": [0, 1, 2]}, {\"symbols\": [0, 3, 4]}, {\"symbols\": [0, 5, 6]},"
  " {\"symbols\": [1, 3, 5]}, {\"symbols\": [1, 4, 6]}, {\"symbols\": [2, 3, 6]},"
  " {\"symbols\": [2, 4, 5]}]}";

static void
test_hand_made_fano (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (kind (), fano, &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_assert_cmpint (pw_deck_model_symbol (m, 5)->type, ==, PW_DECK_SYMBOL_CHARACTER);
  g_assert_cmpint (pw_deck_model_symbol (m, 6)->type, ==, PW_DECK_SYMBOL_PICTURE);
  g_autoptr (GPtrArray) problems = kind ()->validate (model);
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 0);
  const PwOperation *verify = pw_kind_find_operation (kind (), "verify");
  g_autoptr (PwResult) r = verify->run (model, NULL, NULL, NULL, &error);
  g_assert_true (r->ok);
  g_assert_nonnull (strstr (r->summary, "7 cards"));
}

static void
test_broken_pair_found (void)
{
  /* Card 4 (dog, moon, 猫) gets "tree" instead of "moon": it now shares
   * dog and tree with card 5, tree and 猫 with card 7, and nothing with
   * card 6 (sun, moon, star). */
  g_autofree char *broken = g_strdup (fano);
  char *at = strstr (broken, "[1, 3, 5]");
  at[4] = '4';
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (kind (), broken, &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) model;
  /* The plain count, pair by pair, against the kind's check. */
  guint expected = 0;
  for (guint a = 0; a < 7; a++)
    for (guint b = a + 1; b < 7; b++)
      {
        g_autoptr (GArray) s = pw_deck_model_shared (m, a, b);
        expected += s->len != 1;
      }
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  g_assert_cmpuint (bad->len, ==, expected);
  g_assert_cmpuint (bad->len, ==, 3);
  g_autoptr (GPtrArray) problems = kind ()->validate (model);
  gboolean two = FALSE, none = FALSE;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      g_test_message ("%s: %s", p->path, p->message);
      two = two || (strstr (p->message, "Cards 4 and 5 share 2 symbols") != NULL
                    && strstr (p->message, "“tree”") != NULL);
      none = none || strstr (p->message, "Cards 4 and 6 share no symbol") != NULL;
    }
  g_assert_true (two);
  g_assert_true (none);
  const PwOperation *verify = pw_kind_find_operation (kind (), "verify");
  g_autoptr (PwResult) r = verify->run (model, NULL, NULL, NULL, &error);
  g_assert_false (r->ok);
  JsonArray *pairs = json_object_get_array_member (json_node_get_object (r->details),
                                                   "bad-pairs");
  g_assert_cmpuint (json_array_get_length (pairs), ==, expected);
}

/* 300 cards with the same 64 symbols: 44,850 bad pairs, each sharing 64
 * names.  Listing them all made verify's details grow with the square of
 * the deck (1,057 such cards took 3.8 GB); the listing stops as
 * validate's does, and says how many more, while the count stays exact. */
static void
test_verify_listing_capped (void)
{
  const guint n = 300, per = 64;
  g_autoptr (GString) json = g_string_new ("{\"symbols\": [");
  for (guint s = 0; s < per; s++)
    g_string_append_printf (json, "%s{\"name\": \"s%u\"}", s ? ", " : "", s);
  g_string_append (json, "], \"cards\": [");
  for (guint c = 0; c < n; c++)
    {
      g_string_append (json, c ? ", {\"symbols\": [" : "{\"symbols\": [");
      for (guint s = 0; s < per; s++)
        g_string_append_printf (json, "%s%u", s ? ", " : "", s);
      g_string_append (json, "]}");
    }
  g_string_append (json, "]}");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (kind (), json->str, &error);
  g_assert_no_error (error);
  const PwOperation *verify = pw_kind_find_operation (kind (), "verify");
  g_autoptr (PwResult) r = verify->run (model, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (r->ok);
  JsonObject *o = json_node_get_object (r->details);
  guint pairs = n * (n - 1) / 2;
  g_assert_cmpint (json_object_get_int_member (o, "bad-pair-count"), ==, pairs);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "bad-pairs")), ==,
                    PW_DECK_MAX_LISTED_PAIRS);
  g_assert_cmpint (json_object_get_int_member (o, "more-bad-pairs"), ==,
                   pairs - PW_DECK_MAX_LISTED_PAIRS);
  g_autofree char *count = g_strdup_printf ("%u pairs", pairs);
  g_assert_nonnull (strstr (r->summary, count));
}

/* Past the listed pairs, validate says how many more, in the singular
 * for one: 19 cards alike (171 bad pairs), 11 that share one symbol with
 * them and each other, and a card that shares none (30 more): 201. */
static void
test_one_more_bad_pair (void)
{
  g_autoptr (GString) json = g_string_new ("{\"symbols\": [{\"name\": \"P\"}, {\"name\": \"Q\"}, "
                                            "{\"name\": \"X\"}");
  for (guint r = 0; r < 11; r++)
    g_string_append_printf (json, ", {\"name\": \"R%u\"}", r);
  g_string_append (json, "], \"cards\": [");
  for (guint c = 0; c < 19; c++)
    g_string_append (json, "{\"symbols\": [0, 1]}, ");
  for (guint r = 0; r < 11; r++)
    g_string_append_printf (json, "{\"symbols\": [1, %u]}, ", 3 + r);
  g_string_append (json, "{\"symbols\": [2]}]}");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (kind (), json->str, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) problems = kind ()->validate (model);
  gboolean found = FALSE;
  for (guint i = 0; i < problems->len; i++)
    found = found
            || g_strcmp0 (((PwProblem *) problems->pdata[i])->message,
                          "… and 1 more pair of cards that do not share exactly one symbol") == 0;
  g_assert_true (found);
}

static void
test_alike_and_repeated (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (
    kind (),
    "{\"symbols\": [{\"name\": \"Été\"}, {\"name\": \"ete\"}, {\"name\": \"a.svg\"},"
    " {\"name\": \"a.svg\"}, {\"name\": \"Ice Cream\"}, {\"name\": \"icecream\"}],"
    " \"order\": 2,"
    " \"cards\": [{\"symbols\": [0, 0, 1]}, {\"symbols\": [0, 2, 3]}]}", &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) problems = kind ()->validate (model);
  guint alike = 0, twice = 0, few = 0;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      g_test_message ("%s: %s", p->path, p->message);
      /* Symbols a player cannot tell apart break the deck: errors. */
      alike += p->severity == PW_SEVERITY_ERROR
               && (strstr (p->message, "looks like") || strstr (p->message, "same picture"));
      twice += strstr (p->message, "holds “Été” twice") != NULL;
      few += strstr (p->message, "Order 2 needs 7 symbols") != NULL;
    }
  g_assert_cmpuint (alike, ==, 3);
  g_assert_cmpuint (twice, ==, 1);
  g_assert_cmpuint (few, ==, 1);
}

static guint
count_overlap_warnings (const PwModel *model)
{
  g_autoptr (GPtrArray) problems = kind ()->validate (model);
  guint n = 0;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (strstr (p->message, "lie on one another"))
        {
          g_test_message ("%s (%s): %s", p->path, p->place, p->message);
          g_assert_cmpint (p->severity, ==, PW_SEVERITY_WARNING);
          n++;
        }
    }
  return n;
}

/* Symbols moved by hand onto one another are a warning naming the card;
 * a generated deck, and symbols that only come close, have none. */
static void
test_overlap_warned (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) over = pw_test_load_puzzle (
    kind (),
    "{\"symbols\": [{\"name\": \"a\"}, {\"name\": \"b\"}, {\"name\": \"c\"}],"
    " \"cards\": [{\"symbols\": [0, 1], \"layout\": [[-0.5, 0, 0.4, 0], [0.5, 0, 0.4, 0]]},"
    " {\"symbols\": [0, 2], \"layout\": [[-0.2, 0, 0.4, 0], [0.2, 0.1, 0.4, 0]]}]}", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_overlap_warnings (over), ==, 1);
  g_autoptr (GPtrArray) problems = kind ()->validate (over);
  gboolean named = FALSE;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      named = named || (p->place && strcmp (p->place, "Card 2") == 0
                        && strstr (p->message, "lie on one another"));
    }
  g_assert_true (named);
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "7");
  g_autoptr (PwModel) plane = pw_kind_generate (kind (), params, 5, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_overlap_warnings (plane), ==, 0);
}

static void
expect_load_error (const char *json, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_test_load_puzzle (kind (), json, &error);
  g_assert_null (model);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (!g_str_has_prefix (error->message, path))
    g_error ("expected an error at %s, got: %s", path, error->message);
}

static void
test_load_errors (void)
{
  expect_load_error ("{\"cards\": []}", "$.puzzle");
  expect_load_error ("{\"symbols\": [{\"name\": \"a\"}], \"cards\": [{\"symbols\": [0, 3]}]}",
                     "$.puzzle.cards[0].symbols[1]");
  expect_load_error ("{\"symbols\": [{\"name\": \"a\", \"type\": \"sound\"}], \"cards\": []}",
                     "$.puzzle.symbols[0].type");
  expect_load_error ("{\"symbols\": [{\"name\": \" \"}], \"cards\": []}",
                     "$.puzzle.symbols[0].name");
  expect_load_error ("{\"symbols\": [{\"name\": \"a\"}], \"cards\": [{\"symbols\": [0],"
                     " \"layout\": [[0, 0, 0.5]]}]}", "$.puzzle.cards[0].layout[0]");
  expect_load_error ("{\"symbols\": [{\"name\": \"a\"}], \"cards\": [{\"symbols\": [0],"
                     " \"layout\": [[0, 2, 0.5, 0]]}]}", "$.puzzle.cards[0].layout[0][1]");
  expect_load_error ("{\"shape\": \"oval\", \"symbols\": [], \"cards\": []}", "$.puzzle.shape");
  expect_load_error ("{\"min-size\": 0.9, \"max-size\": 0.5, \"symbols\": [], \"cards\": []}",
                     "$.puzzle.min-size");
}

static void
test_round_trip (void)
{
  g_autoptr (PwModel) model = kind ()->create_default ();
  g_autoptr (JsonNode) saved = kind ()->save (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) back = kind ()->load (saved, "$.puzzle", &error);
  g_assert_no_error (error);
  g_assert_true (pw_model_equal (model, back));
  g_autofree char *text = kind ()->describe (model);
  g_assert_cmpstr (text, ==, "13 cards, 13 symbols, 4 on a card (order 3)");
}

static void
test_cards_json (void)
{
  const PwFormat *f = pw_kind_find_format (kind (), "cards-json");
  g_assert_nonnull (f);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) fano_model = pw_test_load_puzzle (kind (), fano, &error);
  g_autofree char *text = f->export (fano_model, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"猫\""));
  g_autoptr (PwModel) back = f->import (text, strlen (text), &error);
  g_assert_no_error (error);
  const PwDeckModel *m = (const PwDeckModel *) back;
  g_assert_cmpuint (m->cards->len, ==, 7);
  g_assert_cmpuint (m->symbols->len, ==, 7);
  g_assert_cmpuint (m->order, ==, 2);
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  g_assert_cmpuint (bad->len, ==, 0);
  g_autofree char *again = f->export (back, &error);
  g_assert_cmpstr (again, ==, text);

  static const struct { const char *text, *where; } broken[] = {
    { "{\"cards\": [[\"a\", \"b\"], [\"a\", 3.5]]}", "$.cards[1][1]" },
    { "{\"cards\": [[\"a\", \"b\"], [\"a\", null]]}", "$.cards[1][1]" },
    { "{\"cards\": [[\"a\"], \"b\"]}", "$.cards[1]" },
    { "{\"cards\": [[\"a\", \"  \"]]}", "$.cards[0][1]" },
    { "{\"deck\": []}", "cards" },
    { "[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]", "nested" },
    { "{\"cards\": [[\"a\",]]}", "" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (GError) e = NULL;
      g_autoptr (PwModel) none = f->import (broken[i].text, strlen (broken[i].text), &e);
      g_assert_null (none);
      g_assert_nonnull (e);
      g_test_message ("%s", e->message);
      if (!strstr (e->message, broken[i].where))
        g_error ("“%s”: “%s” lacks “%s”", broken[i].text, e->message, broken[i].where);
    }
}

/* A relayout keeps the cards and moves the symbols, the same way for the
 * same seed. */
static void
test_layout_operation (void)
{
  g_autoptr (PwModel) model = kind ()->create_default ();
  const PwOperation *op = pw_kind_find_operation (kind (), "layout");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "seed", "5");
  pw_params_set (params, "shape", "square");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) a = op->run (model, params, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwResult) b = op->run (model, params, NULL, NULL, &error);
  g_assert_true (pw_model_equal (a->model, b->model));
  g_assert_false (pw_model_equal (a->model, model));
  const PwDeckModel *m = (const PwDeckModel *) a->model;
  g_assert_cmpint (m->shape, ==, PW_DECK_SQUARE);
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  g_assert_cmpuint (bad->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  g_test_add_func ("/deck/model/hand-made-fano", test_hand_made_fano);
  g_test_add_func ("/deck/model/broken-pair-found", test_broken_pair_found);
  g_test_add_func ("/deck/model/verify-listing-capped", test_verify_listing_capped);
  g_test_add_func ("/deck/model/one-more-bad-pair", test_one_more_bad_pair);
  g_test_add_func ("/deck/model/alike-and-repeated", test_alike_and_repeated);
  g_test_add_func ("/deck/model/load-errors", test_load_errors);
  g_test_add_func ("/deck/model/round-trip", test_round_trip);
  g_test_add_func ("/deck/formats/cards-json", test_cards_json);
  g_test_add_func ("/deck/model/layout-operation", test_layout_operation);
  g_test_add_func ("/deck/model/overlap-warned", test_overlap_warned);
  return g_test_run ();
}
