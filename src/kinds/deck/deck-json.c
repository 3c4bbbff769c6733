#include "deck-kind-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "deck-layout.h"
#include "pw-error.h"
#include "pw-json.h"

PwModel *
pw_deck_copy (const PwModel *model)
{
  const PwDeckModel *src = (const PwDeckModel *) model;
  PwDeckModel *m = pw_deck_model_new ();
  m->order = src->order;
  m->shape = src->shape;
  m->min_size = src->min_size;
  m->max_size = src->max_size;
  m->layout_seed = src->layout_seed;
  g_free (m->pictures);
  m->pictures = g_strdup (src->pictures);
  m->home = g_strdup (src->home);
  m->pictures_chosen = src->pictures_chosen;
  for (guint i = 0; i < src->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (src, i);
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (s->name, s->type));
    }
  for (guint c = 0; c < src->cards->len; c++)
    g_ptr_array_add (m->cards, pw_deck_card_copy (pw_deck_model_card (src, c)));
  return &m->parent;
}

void
pw_deck_set_folder (PwModel *model, const char *folder)
{
  PwDeckModel *m = (PwDeckModel *) model;
  g_free (m->home);
  m->home = g_strdup (folder);
}

void
pw_deck_free (PwModel *model)
{
  PwDeckModel *m = (PwDeckModel *) model;
  g_free (m->pictures);
  g_free (m->home);
  g_ptr_array_unref (m->symbols);
  g_ptr_array_unref (m->cards);
  g_free (m);
}

/* Layout numbers are kept to four decimals: a tenth of a micron on a
 * printed card, and files stay readable. */
static void
add_rounded (JsonBuilder *b, double v)
{
  json_builder_add_double_value (b, round (v * 10000) / 10000);
}

JsonNode *
pw_deck_save (const PwModel *model)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "order");
  json_builder_add_int_value (b, m->order);
  json_builder_set_member_name (b, "shape");
  json_builder_add_string_value (b, m->shape == PW_DECK_ROUND ? "round" : "square");
  json_builder_set_member_name (b, "min-size");
  add_rounded (b, m->min_size);
  json_builder_set_member_name (b, "max-size");
  add_rounded (b, m->max_size);
  json_builder_set_member_name (b, "layout-seed");
  json_builder_add_int_value (b, (gint64) (m->layout_seed & G_MAXINT64));
  json_builder_set_member_name (b, "pictures");
  json_builder_add_string_value (b, m->pictures);
  json_builder_set_member_name (b, "symbols");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->name);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, pw_deck_symbol_type_to_string (s->type));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint c = 0; c < m->cards->len; c++)
    {
      const PwDeckCard *card = pw_deck_model_card (m, c);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "symbols");
      json_builder_begin_array (b);
      for (guint i = 0; i < card->symbols->len; i++)
        json_builder_add_int_value (b, g_array_index (card->symbols, guint, i));
      json_builder_end_array (b);
      if (card->places->len)
        {
          json_builder_set_member_name (b, "layout");
          json_builder_begin_array (b);
          for (guint i = 0; i < card->places->len; i++)
            {
              const PwDeckPlace *p = &g_array_index (card->places, PwDeckPlace, i);
              json_builder_begin_array (b);
              add_rounded (b, p->x);
              add_rounded (b, p->y);
              add_rounded (b, p->r);
              add_rounded (b, p->angle);
              json_builder_end_array (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
load_symbols (PwDeckModel *m, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "symbols", TRUE, 0, PW_DECK_MAX_SYMBOLS, &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      JsonObject *so = pw_json_expect_object (it.node, it.path, error);
      g_autofree char *name = NULL, *type = NULL;
      if (so == NULL
          || !pw_json_member_string (so, it.path, "name", TRUE, PW_DECK_MAX_NAME, &name, error)
          || !pw_json_member_string (so, it.path, "type", FALSE, 16, &type, error))
        return FALSE;
      if (*g_strstrip (name) == '\0')
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s.name: a symbol needs a name"),
                       it.path);
          return FALSE;
        }
      PwDeckSymbolType t = pw_deck_symbol_type_guess (name);
      if (type && !pw_deck_symbol_type_from_string (type, &t))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s.type: “%s” is not word, character or picture"), it.path, type);
          return FALSE;
        }
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (name, t));
    }
  return TRUE;
}

static gboolean
load_layout (PwDeckCard *card, JsonObject *co, const char *cpath, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (co, cpath, "layout", FALSE, card->symbols->len, card->symbols->len,
                            &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      JsonArray *v = pw_json_expect_array (it.node, it.path, 4, 4, error);
      if (v == NULL)
        return FALSE;
      static const double lo[] = { -1, -1, 0.001, -360 }, hi[] = { 1, 1, 1, 720 };
      double values[4];
      g_auto (PwJsonIter) vit = pw_json_iter (v, it.path);
      while (pw_json_iter_next (&vit))
        if (!pw_json_node_double (vit.node, vit.path, lo[vit.index], hi[vit.index],
                                  &values[vit.index], error))
          return FALSE;
      PwDeckPlace p = { values[0], values[1], values[2], values[3] };
      g_array_append_val (card->places, p);
    }
  return TRUE;
}

static gboolean
load_cards (PwDeckModel *m, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "cards", TRUE, 0, PW_DECK_MAX_CARDS, &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      JsonObject *co = pw_json_expect_object (it.node, it.path, error);
      g_auto (PwJsonIter) sit = PW_JSON_ITER_INIT;
      if (co == NULL
          || !pw_json_member_iter (co, it.path, "symbols", TRUE, 0, PW_DECK_MAX_PER_CARD, &sit,
                                   error))
        return FALSE;
      PwDeckCard *card = pw_deck_card_new ();
      g_ptr_array_add (m->cards, card);
      while (pw_json_iter_next (&sit))
        {
          gint64 v;
          if (m->symbols->len == 0)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("%s: the deck has no symbols for a card to hold"), sit.path);
              return FALSE;
            }
          if (!pw_json_node_int (sit.node, sit.path, 0, m->symbols->len - 1, &v, error))
            return FALSE;
          guint s = (guint) v;
          g_array_append_val (card->symbols, s);
        }
      if (!load_layout (card, co, it.path, error))
        return FALSE;
    }
  return TRUE;
}

PwModel *
pw_deck_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  if (o == NULL)
    return NULL;
  g_autoptr (PwModel) model = &pw_deck_model_new ()->parent;
  PwDeckModel *m = (PwDeckModel *) model;
  gint64 order = 0, seed = 0;
  g_autofree char *shape = NULL, *pictures = NULL;
  if (!pw_json_member_int (o, path, "order", FALSE, 0, 64, &order, error)
      || !pw_json_member_string (o, path, "shape", FALSE, 16, &shape, error)
      || !pw_json_member_double (o, path, "min-size", FALSE, 0.05, 1, &m->min_size, error)
      || !pw_json_member_double (o, path, "max-size", FALSE, 0.05, 1, &m->max_size, error)
      || !pw_json_member_int (o, path, "layout-seed", FALSE, 0, G_MAXINT64, &seed, error)
      || !pw_json_member_string (o, path, "pictures", FALSE, PW_DECK_MAX_FOLDER, &pictures,
                                 error))
    return NULL;
  m->order = (guint) order;
  m->layout_seed = (guint64) seed;
  if (shape && g_strcmp0 (shape, "round") != 0 && g_strcmp0 (shape, "square") != 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s.shape: “%s” is not round or square"), path, shape);
      return NULL;
    }
  m->shape = g_strcmp0 (shape, "square") == 0 ? PW_DECK_SQUARE : PW_DECK_ROUND;
  if (m->min_size > m->max_size)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%s.min-size: %g is more than max-size (%g)"), path, m->min_size,
                   m->max_size);
      return NULL;
    }
  if (pictures)
    {
      g_free (m->pictures);
      m->pictures = g_steal_pointer (&pictures);
    }
  if (!load_symbols (m, o, path, error) || !load_cards (m, o, path, error))
    return NULL;
  return g_steal_pointer (&model);
}
