/* cards-json: {"cards": [["cat", "dog", …], …]}, each symbol by its name
 * (or by a whole number, as programs often write them: [[1, 2, 3], …]),
 * so decks made elsewhere (a spreadsheet, another program) can be
 * checked and printed, and ours used there. */
#include "deck-kind-private.h"

#include <glib/gi18n-lib.h>

#include "deck-field.h"
#include "deck-layout.h"
#include "pw-error.h"
#include "pw-json.h"

#define MAX_TEXT (16 * 1024 * 1024)

/* A cards file nests three deep ({"cards": [["cat"]]}); the strict
 * parser refuses more than this before json-glib's recursive one runs. */
#define MAX_DEPTH 8

static char *
cards_json_export (const PwModel *model, GError **error)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      json_builder_begin_array (b);
      for (guint i = 0; i < s->len; i++)
        json_builder_add_string_value (b, pw_deck_model_symbol (m, g_array_index (s, guint, i))
                                            ->name);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  char *text = json_generator_to_data (gen, NULL);
  char *with_newline = g_strconcat (text, "\n", NULL);
  g_free (text);
  return with_newline;
}

/* The order whose plane has exactly this many cards and symbols a card,
 * or 0. */
static guint
plane_order (const PwDeckModel *m)
{
  guint n = m->cards->len;
  for (guint q = 2; q * q + q + 1 <= n; q++)
    {
      guint p, k;
      if (q * q + q + 1 == n && pw_deck_prime_power (q, &p, &k)
          && pw_deck_model_max_per_card (m) == q + 1)
        return q;
    }
  return 0;
}

static PwModel *
cards_json_import (const char *text, gsize length, GError **error)
{
  if (length > MAX_TEXT)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE, _("The file is larger than %u MiB"),
                   MAX_TEXT / (1024 * 1024));
      return NULL;
    }
  g_autoptr (JsonNode) root = pw_json_parse (text, length, MAX_DEPTH, TRUE, error);
  if (root == NULL)
    return NULL;
  JsonObject *o = pw_json_expect_object (root, "$", error);
  if (o == NULL)
    return NULL;
  g_auto (PwJsonIter) c = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, "$", "cards", TRUE, 0, PW_DECK_MAX_CARDS, &c, error))
    return NULL;
  g_autoptr (PwModel) model = &pw_deck_model_new ()->parent;
  PwDeckModel *m = (PwDeckModel *) model;
  g_autoptr (GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  while (pw_json_iter_next (&c))
    {
      JsonArray *ca = pw_json_expect_array (c.node, c.path, 0, PW_DECK_MAX_PER_CARD, error);
      if (ca == NULL)
        return NULL;
      PwDeckCard *card = pw_deck_card_new ();
      g_ptr_array_add (m->cards, card);
      g_auto (PwJsonIter) it = pw_json_iter (ca, c.path);
      while (pw_json_iter_next (&it))
        {
          g_autofree char *name = NULL;
          /* Decks made by programs often number their symbols. */
          if (JSON_NODE_HOLDS_VALUE (it.node) && json_node_get_value_type (it.node) == G_TYPE_INT64)
            name = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (it.node));
          else if (!pw_json_node_string (it.node, it.path, PW_DECK_MAX_NAME, &name, error))
            return NULL;
          if (*g_strstrip (name) == '\0')
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: a symbol needs a name"),
                           it.path);
              return NULL;
            }
          gpointer found;
          guint s;
          if (g_hash_table_lookup_extended (index, name, NULL, &found))
            s = GPOINTER_TO_UINT (found);
          else
            {
              if (m->symbols->len >= PW_DECK_MAX_SYMBOLS)
                {
                  g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                               _("%s: a deck has at most %u symbols"), it.path,
                               PW_DECK_MAX_SYMBOLS);
                  return NULL;
                }
              s = m->symbols->len;
              PwDeckSymbol *symbol = pw_deck_symbol_new (name, pw_deck_symbol_type_guess (name));
              g_ptr_array_add (m->symbols, symbol);
              g_hash_table_insert (index, symbol->name, GUINT_TO_POINTER (s));
            }
          g_array_append_val (card->symbols, s);
        }
    }
  m->order = plane_order (m);
  m->layout_seed = 1;
  pw_deck_layout_deck (m, NULL, NULL);
  return g_steal_pointer (&model);
}

const PwFormat pw_deck_formats[] = {
  { "cards-json", N_("Cards as JSON (symbol names)"), cards_json_import, cards_json_export },
};
const guint pw_deck_n_formats = G_N_ELEMENTS (pw_deck_formats);
