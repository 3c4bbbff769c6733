#include "deck-kind-private.h"

#include <inttypes.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-layout.h"
#include "deck-plane.h"
#include "deck-sets.h"
#include "deck-silhouette.h"
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
/* The coloured shapes, one colour of each outline in a random order: a
 * deck of them tells every symbol apart by its outline alone. */
static GPtrArray *
distinct_shapes (GPtrArray *all, PwRng *rng)
{
  pw_rng_shuffle (rng, all->pdata, all->len, sizeof (gpointer));
  g_autoptr (GHashTable) outlines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
  for (guint i = 0; i < all->len; i++)
    {
      const PwDeckSymbol *s = all->pdata[i];
      const char *dash = strchr (s->name, '-');
      if (dash && g_hash_table_add (outlines, g_strdup (dash + 1)))
        g_ptr_array_add (out, pw_deck_symbol_new (s->name, s->type));
    }
  return out;
}

/* A built-in set by name: words in @language (English's own list, the
 * pictures' names in the others), the shapes one colour of each outline. */
static GPtrArray *
builtin_pool (const char *name, const char *language, PwRng *rng, GError **error)
{
  if (g_str_equal (name, "words") && language && !g_str_has_prefix (language, "en"))
    return pw_deck_picture_words (language, error);
  g_autoptr (GPtrArray) pool = pw_deck_builtin_set (name, error);
  if (pool && g_str_equal (name, "shapes"))
    return distinct_shapes (pool, rng);
  return g_steal_pointer (&pool);
}

static GPtrArray *
symbol_pool (const char *set, const char *list, const char *language, guint need, guint order,
             PwRng *rng, GError **error)
{
  const char *name = set ? set : "words";
  const char *param = "symbol-list";
  if (g_str_equal (name, "list") && list == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("symbol-list: type or choose your own symbols, one a line; order %u needs "
                     "%u"), order, need);
      return NULL;
    }
  if (g_str_equal (name, "list"))
    name = "words"; /* not a set: the list below is used */
  if (list == NULL && (*name == '\0' || strchr (name, '\n') != NULL))
    {
      list = name;
      param = "symbols";
    }
  g_autoptr (GError) missing = NULL;
  GPtrArray *pool = list ? NULL : builtin_pool (name, language, rng, &missing);
  if (missing)
    {
      g_propagate_error (error, g_steal_pointer (&missing));
      return NULL;
    }
  gboolean builtin = pool != NULL;
  if (pool == NULL && list == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                   _("symbols: “%s” is not words, pictures, shapes or characters, nor a list "
                     "of at least %u symbols one a line"), name, need);
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
      if (builtin && g_str_equal (name, "shapes"))
        g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER,
                     _("Order %u needs %u symbols, but the coloured shapes have %u outlines: "
                       "more would differ only in colour, which a colour-blind player may not "
                       "see; choose pictures or a lower order"), order, need, pool->len);
      else if (builtin)
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
  PwRng rng;
  pw_rng_init (&rng, seed);
  g_autoptr (GPtrArray) pool = symbol_pool (pw_params_get (params, "symbols"),
                                            pw_params_get (params, "symbol-list"),
                                            pw_params_get (params, "language"), n,
                                            (guint) order, &rng, error);
  if (pool == NULL)
    return NULL;
  g_autoptr (PwDeckPlane) plane = pw_deck_plane_new ((guint) order, 0, error);
  if (plane == NULL)
    return NULL;
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

/* Whether a colour-blind player can play the deck, in words: safe, or
 * which pictures differ only in colour. */
static char *
colour_blind_verdict (const PwDeckModel *m, GArray *alike)
{
  if (alike->len == 0)
    return g_strdup (_("safe for colour-blind players"));
  const PwDeckAlikePair *p = &g_array_index (alike, PwDeckAlikePair, 0);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "not safe for colour-blind players: %u pair of pictures "
                                       "differs only in colour (“%s” and “%s”)",
                                       "not safe for colour-blind players: %u pairs of pictures "
                                       "differ only in colour (first: “%s” and “%s”)",
                                       alike->len),
                          alike->len, pw_deck_model_symbol (m, p->a)->name,
                          pw_deck_model_symbol (m, p->b)->name);
}

/* verify: yes only when every two cards share exactly one symbol; the
 * summary also says whether a colour-blind player can tell the pictures
 * apart. */
static PwResult *
op_verify (const PwModel *snapshot, const PwParams *params, PwProgress *progress,
           GCancellable *cancellable, GError **error)
{
  const PwDeckModel *m = (const PwDeckModel *) snapshot;
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  g_autoptr (GArray) alike = pw_deck_alike_pairs (m);
  g_autoptr (GArray) colour_alike = pw_deck_alike_pictures (m);
  guint n = m->cards->len;
  PwResult *r = pw_result_new ();
  r->ok = bad->len == 0 && n >= 2 && alike->len == 0;
  if (n < 2)
    r->summary = g_strdup (_("A deck needs at least two cards"));
  else if (alike->len > 0)
    {
      /* Cards then seem to share two symbols, or none: no game. */
      g_autofree char *first = pw_deck_alike_text (m, &g_array_index (alike, PwDeckAlike, 0));
      r->summary = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     "%u symbol cannot be told apart from another (%s)",
                     "%u symbols cannot be told apart from others (first: %s)", alike->len),
        alike->len, first);
    }
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
  if (n >= 2)
    {
      /* Translators: "Every two of the 57 cards share exactly one symbol;
       * safe for colour-blind players". */
      g_autofree char *colours = colour_blind_verdict (m, colour_alike);
      g_autofree char *verdict = g_steal_pointer (&r->summary);
      r->summary = g_strdup_printf (_("%s; %s"), verdict, colours);
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
  json_builder_set_member_name (b, "alike");
  json_builder_begin_array (b);
  for (guint i = 0; i < alike->len; i++)
    {
      const PwDeckAlike *p = &g_array_index (alike, PwDeckAlike, i);
      json_builder_begin_array (b);
      json_builder_add_int_value (b, p->a + 1);
      json_builder_add_int_value (b, p->b + 1);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "colour-blind-safe");
  json_builder_add_boolean_value (b, colour_alike->len == 0);
  json_builder_set_member_name (b, "alike-pictures");
  json_builder_begin_array (b);
  for (guint i = 0; i < colour_alike->len; i++)
    {
      const PwDeckAlikePair *p = &g_array_index (colour_alike, PwDeckAlikePair, i);
      json_builder_begin_array (b);
      json_builder_add_string_value (b, pw_deck_model_symbol (m, p->a)->name);
      json_builder_add_string_value (b, pw_deck_model_symbol (m, p->b)->name);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
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
static const char *const symbol_sets[] = { "words", "pictures", "characters", "shapes", "list",
                                           NULL };
static const char *const symbol_set_labels[] = {
  N_("Words"), N_("Pictures of things to name"), N_("Chinese characters"),
  N_("Coloured shapes (up to order 3)"), N_("From a File or Folder…"), NULL
};
/* The orders that have a plane, up to the largest deck: prime powers. */
static const char *const plane_orders[] = { "2", "3", "4", "5", "7", "8", "9", "11", "13", "16",
                                            "17", "19", "23", "25", "27", "29", "31", "32",
                                            NULL };
static const char *const language_labels[] = { N_("English"), N_("German"), N_("French"),
                                               N_("Spanish"), N_("Chinese"), NULL };

/* The language is of the words. */
static gboolean
language_usable (const PwParams *params, char **reason)
{
  if (g_strcmp0 (pw_params_get (params, "symbols"), "words") == 0)
    return TRUE;
  *reason = g_strdup (_("Only for a deck of words"));
  return FALSE;
}

static const char *const shape_labels[] = { N_("Round"), N_("Square"), NULL };

/* "pictures" (the folder a list's pictures are in) is for the CLI; the
 * editor picks a folder with a file chooser. */
static const char *const generate_params[] = { "order", "cards", "symbols", "language", "shape",
                                               "min-size", "max-size", "symbol-list", "pictures",
                                               NULL };

/* Your own symbols are read when Symbols says so ("symbols" comes
 * before them). */
static gboolean
own_symbols_usable (const PwParams *params, char **reason)
{
  if (g_strcmp0 (pw_params_get (params, "symbols"), "list") == 0)
    return TRUE;
  *reason = g_strdup (_("Choose “From a File or Folder…” under Symbols to use your own"));
  return FALSE;
}

static const PwParamSpec generate_specs[] = {
  { "order", N_("Order"),
    N_("Order n gives n² + n + 1 cards of n + 1 symbols (7: 57 cards of 8, like the shop "
       "game). There is no deck of order 6 or of order 10: no way of putting the symbols on "
       "the cards works for them, as mathematicians have proved."),
    PW_PARAM_INT, 2, PW_DECK_MAX_ORDER, "7", plane_orders },
  { "cards", N_("Cards"), N_("Fewer cards than the whole deck (0: all of them)"), PW_PARAM_INT, 0,
    PW_DECK_MAX_CARDS, "0" },
  { "symbols", N_("Symbols"),
    N_("Words (up to order 13), pictures (things a child can name, up to 11), characters (up "
       "to 9) or shapes (up to 3), the built-in sets, or a file of your own, one symbol a line"),
    PW_PARAM_TEXT, 0, 0, "words", symbol_sets, symbol_set_labels },
  { "language", N_("Language"), N_("Of the words, or of the pictures’ names"),
    PW_PARAM_CHOICE, 0, 0, "en", pw_deck_name_languages, language_labels, 0, NULL,
    language_usable },
  { "symbol-list", N_("Your Own Symbols"),
    N_("One word, character or picture file name a line: type or paste them, or choose a "
       "file, or a folder of pictures"), PW_PARAM_FILE, 0, 0, NULL, NULL, NULL, 0, N_("FILE"),
    own_symbols_usable, .typed = TRUE, .folder_param = "pictures" },
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
  .variants = &pw_deck_variants,
};

const PwKind *
pw_deck_kind (void)
{
  return &deck_kind;
}
