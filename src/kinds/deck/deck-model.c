#include "deck-model.h"

#include <string.h>

#include "deck-plane.h"
#include "pw-text.h"

PwDeckSymbol *
pw_deck_symbol_new (const char *name, PwDeckSymbolType type)
{
  PwDeckSymbol *s = g_new0 (PwDeckSymbol, 1);
  s->name = g_strdup (name);
  s->type = type;
  return s;
}

void
pw_deck_symbol_free (PwDeckSymbol *symbol)
{
  if (symbol == NULL)
    return;
  g_free (symbol->name);
  g_free (symbol);
}

PwDeckCard *
pw_deck_card_new (void)
{
  PwDeckCard *c = g_new0 (PwDeckCard, 1);
  c->symbols = g_array_new (FALSE, FALSE, sizeof (guint));
  c->places = g_array_new (FALSE, FALSE, sizeof (PwDeckPlace));
  return c;
}

PwDeckCard *
pw_deck_card_copy (const PwDeckCard *card)
{
  PwDeckCard *c = pw_deck_card_new ();
  g_array_append_vals (c->symbols, card->symbols->data, card->symbols->len);
  g_array_append_vals (c->places, card->places->data, card->places->len);
  return c;
}

void
pw_deck_card_free (PwDeckCard *card)
{
  if (card == NULL)
    return;
  g_array_unref (card->symbols);
  g_array_unref (card->places);
  g_free (card);
}

PwDeckModel *
pw_deck_model_new (void)
{
  PwDeckModel *m = g_new0 (PwDeckModel, 1);
  m->parent.kind = pw_deck_kind ();
  m->shape = PW_DECK_ROUND;
  m->min_size = 0.6;
  m->max_size = 1.0;
  m->pictures = g_strdup ("");
  m->symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
  m->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_card_free);
  return m;
}

gboolean
pw_deck_model_builtin_pictures (const PwDeckModel *m)
{
  return m->pictures == NULL || *m->pictures == '\0';
}

static const char *const type_names[] = { "word", "character", "picture" };

const char *
pw_deck_symbol_type_to_string (PwDeckSymbolType type)
{
  return type_names[type];
}

gboolean
pw_deck_symbol_type_from_string (const char *text, PwDeckSymbolType *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (type_names); i++)
    if (g_strcmp0 (text, type_names[i]) == 0)
      {
        *type = (PwDeckSymbolType) i;
        return TRUE;
      }
  return FALSE;
}

PwDeckSymbolType
pw_deck_symbol_type_guess (const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);
  if (g_str_has_suffix (lower, ".svg") || g_str_has_suffix (lower, ".png"))
    return PW_DECK_SYMBOL_PICTURE;
  /* One user-perceived character: 猫, é, 👍🏽. */
  if (pw_text_is_one_grapheme (name, -1))
    return PW_DECK_SYMBOL_CHARACTER;
  return PW_DECK_SYMBOL_WORD;
}

char *
pw_deck_symbol_display_name (const PwDeckSymbol *symbol)
{
  if (symbol->type != PW_DECK_SYMBOL_PICTURE)
    return g_strdup (symbol->name);
  g_autofree char *base = g_path_get_basename (symbol->name);
  const char *dot = strrchr (base, '.');
  return dot && dot != base ? g_strndup (base, dot - base) : g_strdup (base);
}

GArray *
pw_deck_model_check (const PwDeckModel *m)
{
  guint n = m->cards->len, total = 0;
  g_autofree guint *offsets = g_new (guint, n + 1);
  g_autofree guint *sizes = g_new (guint, n + 1);
  for (guint c = 0; c < n; c++)
    {
      offsets[c] = total;
      sizes[c] = pw_deck_model_card (m, c)->symbols->len;
      total += sizes[c];
    }
  g_autofree guint *symbols = g_new (guint, total + 1);
  for (guint c = 0; c < n; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      if (s->len)
        memcpy (symbols + offsets[c], s->data, s->len * sizeof (guint));
    }
  return pw_deck_check (n, offsets, sizes, symbols, m->symbols->len);
}

GArray *
pw_deck_model_shared (const PwDeckModel *m, guint a, guint b)
{
  GArray *shared = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *x = pw_deck_model_card (m, a)->symbols, *y = pw_deck_model_card (m, b)->symbols;
  for (guint i = 0; i < x->len; i++)
    {
      guint s = g_array_index (x, guint, i);
      gboolean seen = FALSE;
      for (guint k = 0; k < shared->len && !seen; k++)
        seen = g_array_index (shared, guint, k) == s;
      for (guint j = 0; j < y->len && !seen; j++)
        if (g_array_index (y, guint, j) == s)
          {
            g_array_append_val (shared, s);
            break;
          }
    }
  return shared;
}

guint
pw_deck_model_max_per_card (const PwDeckModel *m)
{
  guint most = 0;
  for (guint c = 0; c < m->cards->len; c++)
    most = MAX (most, pw_deck_model_card (m, c)->symbols->len);
  return most;
}
