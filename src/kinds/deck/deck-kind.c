#include "deck-kind-private.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-layout.h"
#include "deck-plane.h"
#include "deck-sets.h"
#include "pw-error.h"
#include "pw-rng.h"

#define DEFAULT_ORDER 7
#define SEED_MASK G_MAXINT64 /* seeds are saved as JSON integers */

static gboolean
read_sizes (const PwParams *params, double *min_size, double *max_size, GError **error)
{
  gint64 lo, hi;
  if (!pw_params_get_int (params, "min-size", 10, 100, (gint64) (*min_size * 100 + 0.5), &lo,
                          error)
      || !pw_params_get_int (params, "max-size", 10, 100, (gint64) (*max_size * 100 + 0.5), &hi,
                             error))
    return FALSE;
  if (lo > hi)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("The smallest symbol size (%" PRId64 " %%) is more than the "
                     "largest (%" PRId64 " %%)"), lo, hi);
      return FALSE;
    }
  *min_size = lo / 100.0;
  *max_size = hi / 100.0;
  return TRUE;
}

static gboolean
read_shape (const PwParams *params, PwDeckShape *shape, GError **error)
{
  const char *text = pw_params_get (params, "shape");
  if (text == NULL)
    return TRUE;
  if (g_strcmp0 (text, "round") == 0)
    *shape = PW_DECK_ROUND;
  else if (g_strcmp0 (text, "square") == 0)
    *shape = PW_DECK_SQUARE;
  else
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("shape: “%s” is not round or square"), text);
      return FALSE;
    }
  return TRUE;
}

/* The symbols to draw from: the text of the user's list, one symbol a
 * line (the front end reads the file: --param symbols=@FILE, or the older
 * --param symbol-list=@FILE), or else a built-in set by name.  A value of
 * "symbols" with a line break in it, or an empty one, is a list: a name
 * never has one, and a file's text that is no built-in name is refused
 * below in words (as a list too short, or as a name that is not). */
static GPtrArray *
symbol_pool (const char *set, const char *list, guint need, guint order, GError **error)
{
  const char *name = set ? set : "words";
  const char *param = "symbol-list";
  if (list == NULL && (*name == '\0' || strchr (name, '\n') != NULL))
    {
      list = name;
      param = "symbols";
    }
  GPtrArray *pool = list ? NULL : pw_deck_builtin_set (name);
  gboolean builtin = pool != NULL;
  if (pool == NULL && list == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("symbols: “%s” is not words, pictures or characters, nor a list of at "
                     "least %u symbols one a line"), name, need);
      return NULL;
    }
  if (pool == NULL)
    {
      const char *value = list;
      g_autoptr (GError) local = NULL;
      pool = pw_deck_symbols_from_text (value, strlen (value), &local);
      if (pool == NULL)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER, "%s: %s", param, local->message);
          return NULL;
        }
      if (pool->len == 0)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                       _("%s: the list of symbols is empty; order %u needs %u, one a line"),
                       param, order, need);
          g_ptr_array_unref (pool);
          return NULL;
        }
    }
  if (pool->len < need)
    {
      if (builtin)
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                     _("Order %u needs %u symbols, but the built-in %s are %u: choose a lower "
                       "order or a list of your own"), order, need, name, pool->len);
      else
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                     _("%s: order %u needs %u symbols, but the list has %u"), param, order,
                     need, pool->len);
      g_ptr_array_unref (pool);
      return NULL;
    }
  return pool;
}

static PwDeckModel *
deck_from_plane (const PwDeckPlane *plane, GPtrArray *pool, PwRng *rng)
{
  PwDeckModel *m = pw_deck_model_new ();
  m->order = plane->order;
  /* A random choice of symbols in a random order, so two decks from two
   * seeds differ even from the same list. */
  g_autofree guint *pick = g_new (guint, pool->len);
  for (guint i = 0; i < pool->len; i++)
    pick[i] = i;
  pw_rng_shuffle (rng, pick, pool->len, sizeof (guint));
  for (guint i = 0; i < plane->n_symbols; i++)
    {
      const PwDeckSymbol *s = g_ptr_array_index (pool, pick[i]);
      g_ptr_array_add (m->symbols, pw_deck_symbol_new (s->name, s->type));
    }
  for (guint c = 0; c < plane->n_cards; c++)
    {
      PwDeckCard *card = pw_deck_card_new ();
      g_array_append_vals (card->symbols, plane->symbols + c * plane->per_card, plane->per_card);
      g_ptr_array_add (m->cards, card);
    }
  /* The plane's lines come in a regular order; dealt from a shuffled
   * deck, neighbours should not look related. */
  pw_rng_shuffle (rng, m->cards->pdata, m->cards->len, sizeof (gpointer));
  return m;
}

static PwModel *
deck_generate (const PwParams *params, guint64 seed, PwProgress *progress,
               GCancellable *cancellable, GError **error)
{
  gint64 order, cards;
  if (!pw_params_get_int (params, "order", 2, 1000, DEFAULT_ORDER, &order, error))
    return NULL;
  g_autofree char *why = NULL;
  if (pw_deck_order_kind ((guint) order, &why) != PW_DECK_ORDER_PLANE)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_PARAMETER, why);
      return NULL;
    }
  guint n = (guint) (order * order + order + 1);
  if (!pw_params_get_int (params, "cards", 0, G_MAXINT32, 0, &cards, error))
    return NULL;
  if (cards == 1 || (guint64) cards > n)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("cards: a deck of order %u has from 2 to %u cards, not %" PRId64),
                   (guint) order, n, cards);
      return NULL;
    }
  PwDeckShape shape = PW_DECK_ROUND;
  double min_size = 0.6, max_size = 1.0;
  if (!read_shape (params, &shape, error) || !read_sizes (params, &min_size, &max_size, error))
    return NULL;
  g_autoptr (GPtrArray) pool = symbol_pool (pw_params_get (params, "symbols"),
                                            pw_params_get (params, "symbol-list"), n,
                                            (guint) order, error);
  if (pool == NULL)
    return NULL;
  g_autoptr (PwDeckPlane) plane = pw_deck_plane_new ((guint) order, 0, error);
  if (plane == NULL)
    return NULL;
  PwRng rng;
  pw_rng_init (&rng, seed);
  PwDeckModel *m = deck_from_plane (plane, pool, &rng);
  if (cards)
    g_ptr_array_set_size (m->cards, (guint) cards);
  m->shape = shape;
  m->min_size = min_size;
  m->max_size = max_size;
  m->layout_seed = pw_rng_next (&rng) & SEED_MASK;
  const char *folder = pw_params_get (params, "pictures");
  if (folder && *folder)
    {
      /* Kept absolute, so the deck draws the same from any folder; the
       * kind only stores the name, the renderer reads the files. */
      g_free (m->pictures);
      m->pictures = g_canonicalize_filename (folder, NULL);
      m->pictures_chosen = TRUE;
    }
  if (!pw_deck_layout_deck (m, progress, cancellable))
    {
      pw_deck_free (&m->parent);
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  return &m->parent;
}

static PwModel *
deck_create_default (void)
{
  /* A small deck that is ready to play and to edit: order 3, 13 cards of
   * four words each. */
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "3");
  return deck_generate (params, 1, NULL, NULL, NULL);
}

static char *
deck_describe (const PwModel *model)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  g_autofree char *cards = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", m->cards->len), m->cards->len);
  g_autofree char *symbols = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u symbol", "%u symbols", m->symbols->len), m->symbols->len);
  guint per = pw_deck_model_max_per_card (m);
  if (m->order)
    /* Translators: "57 cards, 57 symbols, 8 on a card (order 7)". */
    return g_strdup_printf (_("%s, %s, %u on a card (order %u)"), cards, symbols, per, m->order);
  return g_strdup_printf (_("%s, %s, up to %u on a card"), cards, symbols, per);
}

/* verify: yes only when every two cards share exactly one symbol. */
static PwResult *
op_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  const PwDeckModel *m = (const PwDeckModel *) snapshot;
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  guint n = m->cards->len;
  PwResult *r = pw_result_new ();
  r->ok = bad->len == 0 && n >= 2;
  if (n < 2)
    r->summary = g_strdup (_("A deck needs at least two cards"));
  else if (bad->len == 0)
    r->summary = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "Every two of the %u card share exactly one symbol",
                   "Every two of the %u cards share exactly one symbol", n), n);
  else
    {
      const PwDeckBadPair *p = &g_array_index (bad, PwDeckBadPair, 0);
      g_autofree char *first = pw_deck_bad_pair_text (m, p->a, p->b, p->shared);
      r->summary = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     "%u pair of cards does not share exactly one symbol (%s)",
                     "%u pairs of cards do not share exactly one symbol (first: %s)", bad->len),
        bad->len, first);
    }
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, r->ok);
  json_builder_set_member_name (b, "cards");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "symbols");
  json_builder_add_int_value (b, m->symbols->len);
  json_builder_set_member_name (b, "order");
  json_builder_add_int_value (b, m->order);
  /* The count stays exact; the listing stops, as validate's does. */
  json_builder_set_member_name (b, "bad-pair-count");
  json_builder_add_int_value (b, bad->len);
  json_builder_set_member_name (b, "more-bad-pairs");
  json_builder_add_int_value (b, bad->len - MIN (bad->len, PW_DECK_MAX_LISTED_PAIRS));
  json_builder_set_member_name (b, "bad-pairs");
  json_builder_begin_array (b);
  for (guint i = 0; i < bad->len && i < PW_DECK_MAX_LISTED_PAIRS; i++)
    {
      const PwDeckBadPair *p = &g_array_index (bad, PwDeckBadPair, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cards");
      json_builder_begin_array (b);
      json_builder_add_int_value (b, p->a + 1);
      json_builder_add_int_value (b, p->b + 1);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "shared");
      json_builder_begin_array (b);
      g_autoptr (GArray) shared = pw_deck_model_shared (m, p->a, p->b);
      for (guint k = 0; k < shared->len; k++)
        json_builder_add_string_value (b, pw_deck_model_symbol (m, g_array_index (shared, guint,
                                                                                  k))->name);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  return r;
}

/* layout: every card's symbols placed anew from a seed, with the shape
 * and sizes given (or the deck's own). */
static PwResult *
op_layout (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  PwDeckModel *m = (PwDeckModel *) pw_deck_copy (snapshot);
  gint64 seed;
  if (!pw_params_get_int (params, "seed", 0, G_MAXINT64, (gint64) m->layout_seed, &seed, error)
      || !read_shape (params, &m->shape, error)
      || !read_sizes (params, &m->min_size, &m->max_size, error))
    {
      pw_deck_free (&m->parent);
      return NULL;
    }
  m->layout_seed = (guint64) seed;
  pw_progress_set_text (progress, _("Laying out the cards"));
  if (!pw_deck_layout_deck (m, progress, cancellable))
    {
      pw_deck_free (&m->parent);
      g_cancellable_set_error_if_cancelled (cancellable, error);
      return NULL;
    }
  PwResult *r = pw_result_new ();
  r->ok = TRUE;
  r->summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Laid out %u card",
                                             "Laid out %u cards", m->cards->len),
                                m->cards->len);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cards");
  json_builder_add_int_value (b, m->cards->len);
  json_builder_set_member_name (b, "layout-seed");
  json_builder_add_int_value (b, (gint64) m->layout_seed);
  json_builder_end_object (b);
  r->details = json_builder_get_root (b);
  r->model = &m->parent;
  return r;
}

static const char *const shape_values[] = { "round", "square", NULL };
/* The built-in sets by name; any other value of "symbols" is a list (on
 * the command line, a file that names one). */
static const char *const symbol_sets[] = { "words", "pictures", "characters", NULL };
static const char *const shape_labels[] = { N_("Round"), N_("Square"), NULL };

/* "pictures" (the folder a list's pictures are in) is for the CLI; the
 * editor picks a folder with a file chooser. */
static const char *const generate_params[] = { "order", "cards", "symbols", "shape", "min-size",
                                               "max-size", "symbol-list", "pictures",
                                               NULL };

static const PwParamSpec generate_specs[] = {
  { "order", N_("Order"),
    N_("A prime power n gives n² + n + 1 cards of n + 1 symbols: 2, 3, 4, 5, 7, 8, 9, 11, …"),
    PW_PARAM_INT, 2, PW_DECK_MAX_ORDER, "7" },
  { "cards", N_("Cards"), N_("Fewer cards than the whole deck (0: all of them)"), PW_PARAM_INT, 0,
    PW_DECK_MAX_CARDS, "0" },
  { "symbols", N_("Symbols"),
    N_("words (up to order 13), pictures (up to 11) or characters (up to 9), the built-in "
       "sets, or a file of your own, one symbol a line"),
    PW_PARAM_TEXT, 0, 0, "words", symbol_sets },
  { "symbol-list", N_("Your Own Symbols"),
    N_("A text file, one word, character or picture file name a line; used instead of the "
       "built-in set"), PW_PARAM_FILE, 0, 0, NULL, NULL, NULL, 0, N_("FILE") },
  { "shape", N_("Card Shape"), NULL, PW_PARAM_CHOICE, 0, 0, "round", shape_values, shape_labels },
  { "min-size", N_("Smallest Symbol (%)"), N_("Of the largest symbol"), PW_PARAM_INT, 10, 100,
    "60" },
  { "max-size", N_("Largest Symbol (%)"), NULL, PW_PARAM_INT, 10, 100, "100" },
};

static const PwParamSpec layout_specs[] = {
  { "seed", N_("Seed"), N_("The same seed lays the cards out the same way"), PW_PARAM_INT, 0,
    G_MAXINT64, NULL },
  { "shape", N_("Card Shape"), NULL, PW_PARAM_CHOICE, 0, 0, NULL, shape_values, shape_labels },
  { "min-size", N_("Smallest Symbol (%)"), N_("Of the largest symbol"), PW_PARAM_INT, 10, 100,
    NULL },
  { "max-size", N_("Largest Symbol (%)"), NULL, PW_PARAM_INT, 10, 100, NULL },
};

static const PwOperation operations[] = {
  { "verify", N_("Check"), N_("Check that every two cards share exactly one symbol"),
    op_verify },
  { "layout", N_("Relayout"), N_("Place the symbols of every card anew"), op_layout,
    PW_OPERATION_CHANGES_MODEL, layout_specs, G_N_ELEMENTS (layout_specs), "layout" },
};

static const PwKind deck_kind = {
  .id = PW_DECK_KIND_ID,
  .name = N_("Spot-it Deck"),
  .description = N_("Cards where every two share exactly one symbol: words, characters or "
                     "pictures"),
  .icon_name = "view-app-grid-symbolic",
  .create_default = deck_create_default,
  .copy = pw_deck_copy,
  .free = pw_deck_free,
  .save = pw_deck_save,
  .load = pw_deck_load,
  .set_folder = pw_deck_set_folder,
  .validate = pw_deck_validate,
  .describe = deck_describe,
  .generate = deck_generate,
  .generate_params = generate_params,
  .generate_specs = generate_specs,
  .n_generate_specs = G_N_ELEMENTS (generate_specs),
  .operations = operations,
  .n_operations = G_N_ELEMENTS (operations),
  .formats = pw_deck_formats,
  .n_formats = 1,
};

const PwKind *
pw_deck_kind (void)
{
  return &deck_kind;
}
