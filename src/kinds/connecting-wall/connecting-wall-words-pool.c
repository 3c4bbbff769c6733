/* connecting-wall-words-pool.c — the connections English walls are made
 * from: a list chosen for the project of WordNet meanings with enough
 * familiar kinds, each with its name on a key and the kinds a player
 * would not put under it (WordNet's "windfall" is an edible fruit); and
 * any other noun a designer types, named in the plural. */
#include "connecting-wall-words.h"

#include <string.h>

/* More kinds than this of one connection are not looked at. */
#define MAX_WORDS 40
#define MIN_LETTERS 3
#define MAX_LETTERS 12

typedef struct
{
  const char *noun;    /* as WordNet spells it */
  guint sense;         /* 1: its first noun meaning */
  const char *name;    /* the connection on the key */
  const char *exclude; /* kinds left out, separated by spaces */
} Entry;

static const Entry entries[] = {
  { "edible fruit", 1, "Fruits", "windfall citrus berry citron currant" },
  { "chromatic color", 1, "Colours", "pastel" },
  { "bird", 1, "Birds", "poultry fowl gamecock grayback chick loon" },
  { "tree", 1, "Trees", "sapling hardtack sloe" },
  { "flower", 1, "Flowers", "" },
  { "vegetable", 1, "Vegetables", "greens" },
  { "musical instrument", 1, "Musical instruments", "string brass" },
  { "insect", 1, "Insects", "queen worker drone andrena leafhopper" },
  { "metal", 1, "Metals", "chrome" },
  { "sport", 1, "Sports", "hunting round plunge ducking dive tumbling" },
  { "tool", 1, "Tools", "die file triphammer" },
  { "furniture", 1, "Furniture", "bar stand seat counter booth" },
  { "garment", 1, "Clothes", "levis bolo mackinaw weeds diaper" },
  { "body part", 1, "Parts of the body",
    "tissue area side feature system nucleus body flesh thyroid hypothalamus bronchiole" },
  { "country", 2, "Countries", "north homeland us america union ussr" },
  { "city", 1, "Cities", "metropolis" },
  { "footwear", 2, "Footwear", "flats spectator clodhopper" },
  { "headdress", 1, "Hats", "" },
  { "building", 1, "Buildings", "center feedlot" },
  { "room", 1, "Rooms", "stall bar box court cab john ginmill cabin" },
  { "calendar month", 1, "Months", "nov dec feb aug sept oct jan" },
  { "day of the week", 1, "Days of the week", "sabbath weekday" },
  { "digit", 1, "Numbers", "ace pair unity couple trio" },
  { "plane figure", 1, "Shapes", "ellipsoid sector" },
  { "carnivore", 1, "Carnivores", "puppy cur" },
  { "vessel", 2, "Boats and ships", "hulk shipwreck mayflower bark gig carrier" },
  { "currency", 1, "Money", "change bill note" },
  { "weather", 1, "Weather", "air atmosphere quiet stillness whiff draft" },
  { "emotion", 1, "Emotions", "concern spirit trouble fit" },
  { "fabric", 1, "Fabrics", "rag patch swatch towel toweling network" },
  { "reptile", 1, "Reptiles", "rattler sidewinder" },
  { "planet", 1, "Planets", "world globe" },
  { "jewelry", 1, "Jewellery", "strand pin stickpin" },
  { "baked goods", 1, "Baked goods", "hardtack" },
};

void
pw_connecting_wall_words_category_free (PwConnectingWallWordsCategory *c)
{
  if (c == NULL)
    return;
  g_free (c->name);
  g_ptr_array_unref (c->words);
  g_free (c);
}

/* Whether @word is the connection's own name in the singular ("hat" in
 * Hats): no puzzle to a player. */
static gboolean
names_connection (const char *word, const char *name)
{
  g_autofree char *card = pw_connecting_wall_words_card_text (word);
  gsize n = strlen (card);
  return g_ascii_strncasecmp (card, name, n) == 0
         && (name[n] == '\0' || g_str_equal (name + n, "s") || g_str_equal (name + n, "es"));
}

static PwConnectingWallWordsCategory *
category_new (const PwWordnet *wn, guint32 synset, const char *name, const char *exclude)
{
  g_auto (GStrv) left_out = g_strsplit (exclude ? exclude : "", " ", -1);
  PwConnectingWallWordsCategory *c = g_new0 (PwConnectingWallWordsCategory, 1);
  c->name = g_strdup (name);
  c->synset = synset;
  c->words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) members = pw_wordnet_members (wn, synset);
  g_autoptr (GArray) unsuitable = pw_wordnet_unsuitable_for (wn, synset);
  for (guint i = 0; i < members->len && c->words->len < MAX_WORDS; i++)
    {
      const PwWordnetMember *m = &g_array_index (members, PwWordnetMember, i);
      const char *text = pw_wordnet_word_text (wn, m->word);
      glong n = g_utf8_strlen (text, -1);
      if (m->count == 0 || n < MIN_LETTERS || n > MAX_LETTERS
          || g_strv_contains ((const char *const *) left_out, text)
          || pw_wordnet_synset_has_word (wn, synset, m->word, NULL)
          || names_connection (text, name)
          || pw_wordnet_word_unsuitable (wn, m->word, synset, unsuitable))
        continue;
      g_ptr_array_add (c->words, g_strdup (text));
    }
  return c;
}

/* Sense @sense (1 for the first) of noun @noun, or -1. */
static gint
sense_of (const PwWordnet *wn, const char *noun, guint sense)
{
  gint word = pw_wordnet_find_word (wn, noun);
  if (word < 0)
    return -1;
  guint n;
  const guint32 *synsets = pw_wordnet_word_synsets (wn, (guint32) word, &n);
  return sense >= 1 && sense <= n ? (gint) synsets[sense - 1] : -1;
}

GPtrArray *
pw_connecting_wall_words_pool (const PwWordnet *wn)
{
  GPtrArray *pool = g_ptr_array_new_with_free_func (
    (GDestroyNotify) pw_connecting_wall_words_category_free);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      gint synset = sense_of (wn, entries[i].noun, entries[i].sense);
      if (synset < 0)
        continue;
      PwConnectingWallWordsCategory *c = category_new (wn, (guint32) synset, entries[i].name,
                                                       entries[i].exclude);
      if (c->words->len >= PW_CONNECTING_WALL_WORDS_MIN_MEMBERS)
        g_ptr_array_add (pool, c);
      else
        pw_connecting_wall_words_category_free (c);
    }
  return pool;
}

/* The forms a plural may have come from: "ponies" → "pony", "boxes" →
 * "box", "cars" → "car"; the text itself first. */
static GPtrArray *
singulars (const char *text)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  gsize n = strlen (text);
  g_ptr_array_add (out, g_strdup (text));
  g_autofree char *stem = g_strndup (text, n > 3 ? n - 3 : 0);
  if (n > 3 && g_str_has_suffix (text, "ies"))
    g_ptr_array_add (out, g_strconcat (stem, "y", NULL));
  if (n > 2 && g_str_has_suffix (text, "es"))
    g_ptr_array_add (out, g_strndup (text, n - 2));
  if (n > 1 && g_str_has_suffix (text, "s"))
    g_ptr_array_add (out, g_strndup (text, n - 1));
  return out;
}

/* "vehicle" → "Vehicles", "box" → "Boxes", "pony" → "Ponies". */
static char *
plural_name (const char *noun)
{
  gsize n = strlen (noun);
  g_autofree char *plural = NULL;
  g_autofree char *stem = g_strndup (noun, n > 0 ? n - 1 : 0);
  if (n > 1 && noun[n - 1] == 'y' && !strchr ("aeiou", noun[n - 2]))
    plural = g_strconcat (stem, "ies", NULL);
  else if (g_str_has_suffix (noun, "s") || g_str_has_suffix (noun, "x")
           || g_str_has_suffix (noun, "z") || g_str_has_suffix (noun, "ch")
           || g_str_has_suffix (noun, "sh"))
    plural = g_strconcat (noun, "es", NULL);
  else
    plural = g_strconcat (noun, "s", NULL);
  return pw_connecting_wall_words_card_text (plural);
}

PwConnectingWallWordsCategory *
pw_connecting_wall_words_resolve (const PwWordnet *wn, GPtrArray *pool, const char *text)
{
  g_autofree char *wanted = g_strstrip (g_utf8_strdown (text, -1));
  if (*wanted == '\0')
    return NULL;
  g_autofree char *wanted_plural = plural_name (wanted);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      /* "Fruits", "fruit" and "edible fruit" all name the list's Fruits. */
      if (g_ascii_strcasecmp (wanted, entries[i].name) != 0
          && g_ascii_strcasecmp (wanted_plural, entries[i].name) != 0
          && !g_str_equal (wanted, entries[i].noun))
        continue;
      for (guint k = 0; pool && k < pool->len; k++)
        {
          PwConnectingWallWordsCategory *c = pool->pdata[k];
          if (g_str_equal (c->name, entries[i].name))
            return category_new (wn, c->synset, c->name, entries[i].exclude);
        }
    }
  g_autoptr (GPtrArray) forms = singulars (wanted);
  for (guint i = 0; i < forms->len; i++)
    {
      gint synset = pw_wordnet_category (wn, forms->pdata[i]);
      if (synset < 0)
        continue;
      /* Typed in the plural, the name is as typed. */
      g_autofree char *name = i == 0 ? plural_name (wanted)
                                     : pw_connecting_wall_words_card_text (wanted);
      return category_new (wn, (guint32) synset, name, NULL);
    }
  return NULL;
}

char *
pw_connecting_wall_words_card_text (const char *word)
{
  if (word == NULL || *word == '\0')
    return g_strdup ("");
  gunichar first = g_unichar_totitle (g_utf8_get_char (word));
  char buf[8] = { 0 };
  g_unichar_to_utf8 (first, buf);
  return g_strconcat (buf, g_utf8_next_char (word), NULL);
}
