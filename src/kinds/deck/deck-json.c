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
pw_deck_free (PwModel *model)
{
  PwDeckModel *m = (PwDeckModel *) model;
  g_free (m->pictures);
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
node_double (JsonNode *node, const char *path, double min, double max, double *out,
             GError **error)
{
  GType t = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  if (t != G_TYPE_INT64 && t != G_TYPE_DOUBLE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: expected a number, found %s"), path,
                   pw_json_describe_node (node));
      return FALSE;
    }
  double v = t == G_TYPE_INT64 ? (double) json_node_get_int (node) : json_node_get_double (node);
  if (!(v >= min && v <= max))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s: %g is not from %g to %g"), path, v,
                   min, max);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static gboolean
member_double (JsonObject *o, const char *path, const char *member, double min, double max,
               double *out, GError **error)
{
  JsonNode *node = pw_json_member_node (o, path, member, FALSE, error);
  if (node == NULL)
    return error == NULL || *error == NULL;
  g_autofree char *mpath = pw_json_path_member (path, member);
  return node_double (node, mpath, min, max, out, error);
}

static gboolean
load_symbols (PwDeckModel *m, JsonObject *o, const char *path, GError **error)
{
  JsonNode *node = pw_json_member_node (o, path, "symbols", TRUE, error);
  if (node == NULL)
    return FALSE;
  g_autofree char *spath = pw_json_path_member (path, "symbols");
  JsonArray *a = pw_json_expect_array (node, spath, 0, PW_DECK_MAX_SYMBOLS, error);
  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      g_autofree char *ipath = pw_json_path_index (spath, i);
      JsonObject *so = pw_json_expect_object (json_array_get_element (a, i), ipath, error);
      g_autofree char *name = NULL, *type = NULL;
      if (so == NULL
          || !pw_json_member_string (so, ipath, "name", TRUE, PW_DECK_MAX_NAME, &name, error)
          || !pw_json_member_string (so, ipath, "type", FALSE, 16, &type, error))
        return FALSE;
      if (*g_strstrip (name) == '\0')
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("%s.name: a symbol needs a name"),
                       ipath);
          return FALSE;
        }
      PwDeckSymbolType t = pw_deck_symbol_type_guess (name);
      if (type && !pw_deck_symbol_type_from_string (type, &t))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("%s.type: “%s” is not word, character or picture"), ipath, type);
          return FALSE;
        }
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (name, t));
    }
  return TRUE;
}

static gboolean
load_layout (PwDeckCard *card, JsonObject *co, const char *cpath, GError **error)
{
  JsonNode *node = pw_json_member_node (co, cpath, "layout", FALSE, error);
  if (node == NULL)
    return error == NULL || *error == NULL;
  g_autofree char *lpath = pw_json_path_member (cpath, "layout");
  JsonArray *a = pw_json_expect_array (node, lpath, card->symbols->len, card->symbols->len, error);
  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < card->symbols->len; i++)
    {
      g_autofree char *ipath = pw_json_path_index (lpath, i);
      JsonArray *v = pw_json_expect_array (json_array_get_element (a, i), ipath, 4, 4, error);
      if (v == NULL)
        return FALSE;
      static const double lo[] = { -1, -1, 0.001, -360 }, hi[] = { 1, 1, 1, 720 };
      double values[4];
      for (guint k = 0; k < 4; k++)
        {
          g_autofree char *kpath = pw_json_path_index (ipath, k);
          if (!node_double (json_array_get_element (v, k), kpath, lo[k], hi[k], &values[k],
                            error))
            return FALSE;
        }
      PwDeckPlace p = { values[0], values[1], values[2], values[3] };
      g_array_append_val (card->places, p);
    }
  return TRUE;
}

static gboolean
load_cards (PwDeckModel *m, JsonObject *o, const char *path, GError **error)
{
  JsonNode *node = pw_json_member_node (o, path, "cards", TRUE, error);
  if (node == NULL)
    return FALSE;
  g_autofree char *cpath = pw_json_path_member (path, "cards");
  JsonArray *a = pw_json_expect_array (node, cpath, 0, PW_DECK_MAX_CARDS, error);
  if (a == NULL)
    return FALSE;
  for (guint c = 0; c < json_array_get_length (a); c++)
    {
      g_autofree char *ipath = pw_json_path_index (cpath, c);
      JsonObject *co = pw_json_expect_object (json_array_get_element (a, c), ipath, error);
      if (co == NULL)
        return FALSE;
      JsonNode *sn = pw_json_member_node (co, ipath, "symbols", TRUE, error);
      if (sn == NULL)
        return FALSE;
      g_autofree char *spath = pw_json_path_member (ipath, "symbols");
      JsonArray *sa = pw_json_expect_array (sn, spath, 0, PW_DECK_MAX_PER_CARD, error);
      if (sa == NULL)
        return FALSE;
      PwDeckCard *card = pw_deck_card_new ();
      g_ptr_array_add (m->cards, card);
      for (guint i = 0; i < json_array_get_length (sa); i++)
        {
          g_autofree char *kpath = pw_json_path_index (spath, i);
          gint64 v;
          if (m->symbols->len == 0)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("%s: the deck has no symbols for a card to hold"), kpath);
              return FALSE;
            }
          if (!pw_json_node_int (json_array_get_element (sa, i), kpath, 0,
                                 m->symbols->len - 1, &v, error))
            return FALSE;
          guint s = (guint) v;
          g_array_append_val (card->symbols, s);
        }
      if (!load_layout (card, co, ipath, error))
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
      || !member_double (o, path, "min-size", 0.05, 1, &m->min_size, error)
      || !member_double (o, path, "max-size", 0.05, 1, &m->max_size, error)
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
