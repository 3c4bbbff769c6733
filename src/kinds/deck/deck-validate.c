#include "deck-kind-private.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "deck-layout.h"
#include "deck-plane.h"
#include "deck-sets.h"
#include "deck-silhouette.h"
#include "pw-text.h"

/* Bad pairs past this many are summed up in one problem: a deck that is
 * broken everywhere would otherwise list half a million. */

/* Printed cards are 75 mm across, symbols laid out in 94 % of that (the
 * renderer's PW_DECK_CARD_MM and PW_DECK_RENDER_FACE): a card unit is
 * 35 mm.  A symbol in a circle under 7 mm across is hard to spot and to
 * print. */
#define CARD_UNIT_MM (75.0 / 2 * 0.94)
#define SMALLEST_RADIUS (3.5 / CARD_UNIT_MM)

/* Case and accents by the project's folding (pw-text.h); spaces, hyphens
 * and underscores dropped too, so "Ice cream" looks like "icecream". */
char *
pw_deck_fold (const char *name)
{
  g_autofree char *folded = pw_text_fold (name, -1, PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS);
  GString *bare = g_string_new (NULL);
  for (const char *p = folded; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (!g_unichar_isspace (c) && c != '-' && c != '_')
        g_string_append_unichar (bare, c);
    }
  return g_string_free (bare, FALSE);
}

/* The most shared symbols a message about two cards names. */
#define MAX_SHARED_NAMES 6

char *
pw_deck_bad_pair_text (const PwDeckModel *m, guint a, guint b, guint shared)
{
  if (shared == 0)
    return g_strdup_printf (_("Cards %u and %u share no symbol"), a + 1, b + 1);
  g_autoptr (GArray) common = pw_deck_model_shared (m, a, b);
  /* The count says how many; the names are to find them, and a few do
   * that: a deck whose cards all share 64 symbols must not make 200
   * messages of 64 names each (the Problems panel took 24 s to lay them
   * out). */
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < common->len && i < MAX_SHARED_NAMES; i++)
    g_string_append_printf (names, "%s“%s”", i ? ", " : "",
                            pw_deck_model_symbol (m, g_array_index (common, guint, i))->name);
  if (common->len > MAX_SHARED_NAMES)
    g_string_append (names, ", …");
  g_autofree char *list = g_string_free (names, FALSE);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cards %u and %u share %u symbol: %s",
                                       "Cards %u and %u share %u symbols: %s", shared),
                          a + 1, b + 1, shared, list);
}

static void
check_size (const PwDeckModel *m, GPtrArray *problems)
{
  if (m->order == 0)
    return;
  guint need = m->order * m->order + m->order + 1;
  if (m->symbols->len < need)
    g_ptr_array_add (problems,
                     pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.symbols", -1, -1,
                                     _("Order %u needs %u symbols, but the deck has %u"),
                                     m->order, need, m->symbols->len));
  if (m->cards->len > need)
    g_ptr_array_add (problems,
                     pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.cards", -1, -1,
                                     _("A deck of order %u has at most %u cards, but this one "
                                       "has %u"), m->order, need, m->cards->len));
}

static void
check_cards (const PwDeckModel *m, GPtrArray *problems)
{
  if (m->cards->len < 2)
    g_ptr_array_add (problems, pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.cards", -1, -1,
                                               _("A deck needs at least two cards")));
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      for (guint i = 0; i < s->len; i++)
        for (guint j = i + 1; j < s->len; j++)
          if (g_array_index (s, guint, i) == g_array_index (s, guint, j))
            {
              g_autofree char *path = g_strdup_printf ("$.puzzle.cards[%u].symbols[%u]", c, j);
              g_autofree char *place = g_strdup_printf (_("Card %u"), c + 1);
              g_ptr_array_add (problems, pw_problem_set_place (pw_problem_new (
                PW_SEVERITY_ERROR, path, (int) c, -1, _("Card %u holds “%s” twice"), c + 1,
                pw_deck_model_symbol (m, g_array_index (s, guint, j))->name), place));
            }
    }
  g_autoptr (GArray) bad = pw_deck_model_check (m);
  for (guint i = 0; i < bad->len && i < PW_DECK_MAX_LISTED_PAIRS; i++)
    {
      const PwDeckBadPair *p = &g_array_index (bad, PwDeckBadPair, i);
      g_autofree char *path = g_strdup_printf ("$.puzzle.cards[%u]", p->b);
      g_autofree char *text = pw_deck_bad_pair_text (m, p->a, p->b, p->shared);
      /* x and y are the two cards, for the editor to show the pair. */
      g_autofree char *place = g_strdup_printf (_("Cards %u and %u"), p->a + 1, p->b + 1);
      g_ptr_array_add (problems,
                       pw_problem_set_place (pw_problem_new (PW_SEVERITY_ERROR, path, (int) p->a,
                                                             (int) p->b, "%s", text), place));
    }
  if (bad->len > PW_DECK_MAX_LISTED_PAIRS)
    g_ptr_array_add (problems,
                     pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.cards", -1, -1,
                                     g_dngettext (GETTEXT_PACKAGE,
                                                  "… and %u more pair of cards that do not share "
                                                  "exactly one symbol",
                                                  "… and %u more pairs of cards that do not share "
                                                  "exactly one symbol",
                                                  bad->len - PW_DECK_MAX_LISTED_PAIRS),
                                     bad->len - PW_DECK_MAX_LISTED_PAIRS));
}

static PwDeckPictureCheck picture_check;

void
pw_deck_set_picture_check (PwDeckPictureCheck check)
{
  picture_check = check;
}

/* The key two symbols share when a player cannot tell them apart: a
 * picture's file name, or a word folded (case, accents, spaces). */
static char *
alike_key (const PwDeckSymbol *s)
{
  if (s->type == PW_DECK_SYMBOL_PICTURE)
    return g_strconcat ("picture:", s->name, NULL);
  g_autofree char *folded = pw_deck_fold (s->name);
  return g_strconcat ("text:", folded, NULL);
}

int
pw_deck_symbol_alike (const PwDeckModel *m, const char *name, int except)
{
  PwDeckSymbol *probe = pw_deck_symbol_new (name, pw_deck_symbol_type_guess (name));
  g_autofree char *key = alike_key (probe);
  pw_deck_symbol_free (probe);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      g_autofree char *other = alike_key (pw_deck_model_symbol (m, i));
      if ((int) i != except && g_str_equal (key, other))
        return (int) i;
    }
  return -1;
}

/* Adds @i as like the symbol first seen with @key, or remembers it. */
static void
note_key (GHashTable *seen, char *key, guint i, gboolean picture, GArray *pairs)
{
  gpointer first;
  if (g_hash_table_lookup_extended (seen, key, NULL, &first))
    {
      PwDeckAlike pair = { GPOINTER_TO_UINT (first), i, picture };
      g_array_append_val (pairs, pair);
      g_free (key);
    }
  else
    g_hash_table_insert (seen, key, GUINT_TO_POINTER (i));
}

GArray *
pw_deck_alike_pairs (const PwDeckModel *m)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (PwDeckAlike));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean any_picture = FALSE;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      any_picture = any_picture || s->type == PW_DECK_SYMBOL_PICTURE;
      note_key (seen, alike_key (s), i, s->type == PW_DECK_SYMBOL_PICTURE, pairs);
    }
  if (!any_picture)
    return pairs;
  /* The same picture under two file names: asked of the installed check,
   * as the kind reads no files. */
  pw_kinds_need_render ();
  if (picture_check == NULL)
    return pairs;
  g_autoptr (GHashTable) digests = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      if (s->type != PW_DECK_SYMBOL_PICTURE)
        continue;
      char *digest = picture_check (m, s, NULL);
      gboolean named_twice = FALSE;
      for (guint k = 0; k < pairs->len && !named_twice; k++)
        named_twice = g_array_index (pairs, PwDeckAlike, k).b == i;
      if (digest && !named_twice)
        note_key (digests, digest, i, TRUE, pairs);
      else
        g_free (digest);
    }
  return pairs;
}

char *
pw_deck_alike_text (const PwDeckModel *m, const PwDeckAlike *pair)
{
  const PwDeckSymbol *first = pw_deck_model_symbol (m, pair->a);
  return pair->picture
           ? g_strdup_printf (_("Symbol %u is the same picture as symbol %u (“%s”)"), pair->b + 1,
                              pair->a + 1, first->name)
           : g_strdup_printf (_("Symbol %u looks like symbol %u (“%s”)"), pair->b + 1,
                              pair->a + 1, first->name);
}

/* Symbols a player cannot tell apart break the game: two cards may then
 * seem to share two symbols, or none. */
static void
check_alike (const PwDeckModel *m, GPtrArray *problems)
{
  g_autoptr (GArray) pairs = pw_deck_alike_pairs (m);
  for (guint k = 0; k < pairs->len; k++)
    {
      const PwDeckAlike *pair = &g_array_index (pairs, PwDeckAlike, k);
      g_autofree char *path = g_strdup_printf ("$.puzzle.symbols[%u]", pair->b);
      g_autofree char *place = g_strdup_printf (_("Symbol %u"), pair->b + 1);
      g_autofree char *text = pw_deck_alike_text (m, pair);
      g_ptr_array_add (problems, pw_problem_set_place (
        pw_problem_new (PW_SEVERITY_ERROR, path, -1, -1, "%s", text), place));
    }
}

/* Pictures that cannot be drawn (the cards show a grey placeholder, so
 * the deck still opens and prints). */
static void
check_pictures (const PwDeckModel *m, GPtrArray *problems)
{
  gboolean any = FALSE;
  for (guint i = 0; i < m->symbols->len && !any; i++)
    any = pw_deck_model_symbol (m, i)->type == PW_DECK_SYMBOL_PICTURE;
  if (!any)
    return;
  pw_kinds_need_render ();
  if (picture_check == NULL)
    return;
  /* Without the default set installed, its pictures are one problem, not
   * one a symbol with the same long reason: a deck of 57 of them made
   * elsewhere opens on a build without them (a package built so). */
  g_autoptr (GError) missing = NULL;
  gboolean builtin = pw_deck_model_builtin_pictures (m);
  if (builtin && pw_deck_objects_installed (&missing))
    g_clear_error (&missing);
  guint unset = 0;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      if (s->type != PW_DECK_SYMBOL_PICTURE)
        continue;
      if (missing != NULL)
        {
          g_autoptr (GBytes) shape = pw_deck_builtin_picture (s->name);
          if (shape == NULL)
            {
              unset++;
              continue;
            }
        }
      g_autoptr (GError) error = NULL;
      g_autofree char *digest = picture_check (m, s, &error);
      /* Still being drawn (asked on the main loop, which does not wait):
       * said when it is drawn, as the window validates again then. */
      if (digest || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING))
        continue;
      g_autofree char *path = g_strdup_printf ("$.puzzle.symbols[%u]", i);
      g_autofree char *place = g_strdup_printf (_("Symbol %u"), i + 1);
      g_ptr_array_add (problems, pw_problem_set_place (pw_problem_new (
        PW_SEVERITY_WARNING, path, -1, -1,
        _("The picture “%s” cannot be drawn (the cards show a grey disc): %s"), s->name,
        error ? error->message : "?"), place));
    }
  if (unset > 0)
    g_ptr_array_add (problems, pw_problem_new (
      PW_SEVERITY_WARNING, "$.puzzle.symbols", -1, -1,
      g_dngettext (GETTEXT_PACKAGE,
                   "%u picture cannot be drawn (the cards show a grey disc): %s",
                   "%u pictures cannot be drawn (the cards show grey discs): %s", unset),
      unset, missing->message));
}

/* Pictures with one outline that only their colours tell apart: one or
 * two pupils in a class of thirty cannot see the difference. */
static void
check_silhouettes (const PwDeckModel *m, GPtrArray *problems)
{
  g_autoptr (GArray) pairs = pw_deck_alike_pictures (m);
  for (guint i = 0; i < pairs->len && i < PW_DECK_MAX_LISTED_PAIRS; i++)
    {
      const PwDeckAlikePair *p = &g_array_index (pairs, PwDeckAlikePair, i);
      g_autofree char *path = g_strdup_printf ("$.puzzle.symbols[%u]", p->b);
      g_autofree char *place = g_strdup_printf (_("Symbols %u and %u"), p->a + 1, p->b + 1);
      g_ptr_array_add (problems, pw_problem_set_place (pw_problem_new (
        PW_SEVERITY_WARNING, path, -1, -1,
        _("“%s” and “%s” have the same outline: only their colours tell them apart, which a "
          "colour-blind player may not see"),
        pw_deck_model_symbol (m, p->a)->name, pw_deck_model_symbol (m, p->b)->name), place));
    }
  if (pairs->len > PW_DECK_MAX_LISTED_PAIRS)
    g_ptr_array_add (problems, pw_problem_new (
      PW_SEVERITY_WARNING, "$.puzzle.symbols", -1, -1,
      g_dngettext (GETTEXT_PACKAGE, "… and %u more pair of pictures with the same outline",
                   "… and %u more pairs of pictures with the same outline",
                   pairs->len - PW_DECK_MAX_LISTED_PAIRS), pairs->len - PW_DECK_MAX_LISTED_PAIRS));
}

static void
check_layout (const PwDeckModel *m, GPtrArray *problems)
{
  guint small = 0, first_small = 0;
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *places = pw_deck_model_card (m, c)->places;
      for (guint i = 0; i < places->len; i++)
        if (g_array_index (places, PwDeckPlace, i).r < SMALLEST_RADIUS && small++ == 0)
          first_small = c;
    }
  if (small)
    {
      g_autofree char *path = g_strdup_printf ("$.puzzle.cards[%u].layout", first_small);
      g_autofree char *place = g_strdup_printf (_("Card %u"), first_small + 1);
      g_ptr_array_add (problems, pw_problem_set_place (pw_problem_new (
        PW_SEVERITY_WARNING, path, (int) first_small, -1,
        g_dngettext (GETTEXT_PACKAGE,
                     "%u symbol is too small to print well (under 7 mm across), the first "
                     "on card %u",
                     "%u symbols are too small to print well (under 7 mm across), the first "
                     "on card %u", small), small, first_small + 1), place));
    }
}

/* Whether two symbols of a card cover each other: their circles meet
 * (the layout's room between them is the layout's choice; a symbol moved
 * or grown by hand may come closer, but not onto another). */
static gboolean
places_cover (const PwDeckPlace *a, const PwDeckPlace *b)
{
  double dx = a->x - b->x, dy = a->y - b->y, d = a->r + b->r;
  return dx * dx + dy * dy < d * d * (1 - 1e-9);
}

/* Symbols moved or grown by hand onto one another: a player cannot see
 * the one underneath. */
static void
check_overlap (const PwDeckModel *m, GPtrArray *problems)
{
  guint cards = 0, first = 0;
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *places = pw_deck_model_card (m, c)->places;
      gboolean found = FALSE;
      for (guint i = 0; i < places->len && !found; i++)
        for (guint j = i + 1; j < places->len && !found; j++)
          found = places_cover (&g_array_index (places, PwDeckPlace, i),
                                &g_array_index (places, PwDeckPlace, j));
      if (found && cards++ == 0)
        first = c;
    }
  if (cards == 0)
    return;
  g_autofree char *path = g_strdup_printf ("$.puzzle.cards[%u].layout", first);
  g_autofree char *place = g_strdup_printf (_("Card %u"), first + 1);
  g_autofree char *text
    = cards == 1 ? g_strdup_printf (_("Symbols lie on one another on card %u"), first + 1)
                 : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Symbols lie on one another on %u card, the "
                                                 "first card %u",
                                                 "Symbols lie on one another on %u cards, the "
                                                 "first card %u", cards),
                                    cards, first + 1);
  g_ptr_array_add (problems, pw_problem_set_place (pw_problem_new (
    PW_SEVERITY_WARNING, path, (int) first, -1, "%s", text), place));
}

GPtrArray *
pw_deck_validate (const PwModel *model)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  GPtrArray *problems = pw_problem_list_new ();
  check_size (m, problems);
  check_cards (m, problems);
  check_alike (m, problems);
  check_pictures (m, problems);
  check_silhouettes (m, problems);
  check_layout (m, problems);
  check_overlap (m, problems);
  return problems;
}
