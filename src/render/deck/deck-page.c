/* deck-page.c — the deck on the class screen (pw-html.h): two cards at a
 * time, find the symbol they share.
 *
 * Cards are shown as they print: each symbol where its layout puts it
 * (pw_deck_render_places), pictures as their own files (SVG or PNG, each
 * once in the page however many cards hold it, drawn by the browser as
 * an <img>, which runs no script an SVG might hold), words and
 * characters in their print colour.  The page needs no hidden answer: the
 * symbol two cards share is on both.  A deck whose cards do not each
 * share one symbol never gets here (validate refuses it first). */
#include "deck-render.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-html.h"

static const PwHtmlString deck_strings[] = {
  { "score", N_("Score %d") },
  { "misses", NP_("%d miss", "%d misses") },
  { "pair", N_("Pair %d of %d") },
  { "right", N_("Right: both cards have it") },
  { "not-shared", N_("Not on both cards") },
  { "next", N_("Next Pair") },
  { "show", N_("Show Symbol") },
  { "shown", N_("This is the symbol they share") },
  { "card-left", N_("Left card") },
  { "card-right", N_("Right card") },
  { "deck-done", N_("The deck is done: %d of %d found") },
};

static const char *
picture_mime (GBytes *data)
{
  gsize length;
  const guint8 *bytes = g_bytes_get_data (data, &length);
  static const guint8 png[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  return length >= 8 && memcmp (bytes, png, 8) == 0 ? "image/png" : "image/svg+xml";
}

/* What a screen reader says for a picture: its file name in words. */
static char *
picture_name (const char *file)
{
  char *name = g_strdup (file);
  char *dot = strrchr (name, '.');
  if (dot && dot != name)
    *dot = '\0';
  g_strdelimit (name, "-_", ' ');
  return name;
}

static gboolean
add_symbol (JsonBuilder *b, const PwDeckModel *m, guint index, GError **error)
{
  const PwDeckSymbol *s = pw_deck_model_symbol (m, index);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, pw_deck_symbol_type_to_string (s->type));
  if (s->type == PW_DECK_SYMBOL_PICTURE)
    {
      g_autoptr (GBytes) data = pw_deck_render_picture_data (m, s, error);
      if (data == NULL)
        return FALSE;
      g_autofree char *url = pw_html_data_url (picture_mime (data), data);
      g_autofree char *name = picture_name (s->name);
      json_builder_set_member_name (b, "src");
      json_builder_add_string_value (b, url);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, name);
    }
  else
    {
      double rgb[3];
      pw_deck_render_symbol_rgb (index, rgb);
      g_autofree char *colour = g_strdup_printf ("#%02x%02x%02x", (int) (rgb[0] * 255 + 0.5),
                                                 (int) (rgb[1] * 255 + 0.5),
                                                 (int) (rgb[2] * 255 + 0.5));
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, s->name);
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, colour);
    }
  json_builder_end_object (b);
  return TRUE;
}

static void
add_card (JsonBuilder *b, const PwDeckModel *m, guint index)
{
  const PwDeckCard *card = pw_deck_model_card (m, index);
  g_autoptr (GArray) places = pw_deck_render_places (m, index);
  json_builder_begin_array (b);
  for (guint i = 0; i < card->symbols->len; i++)
    {
      const PwDeckPlace *p = &g_array_index (places, PwDeckPlace, i);
      json_builder_begin_array (b);
      json_builder_add_int_value (b, g_array_index (card->symbols, guint, i));
      json_builder_add_double_value (b, p->x);
      json_builder_add_double_value (b, p->y);
      json_builder_add_double_value (b, p->r);
      json_builder_add_double_value (b, p->angle);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static gboolean
deck_build (PwHtmlPage *page, const PwModel *model, PwProgress *progress,
            GCancellable *cancellable, GError **error)
{
  const PwDeckModel *m = (const PwDeckModel *) model;
  if (m->cards->len < 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The game shows two cards at a time: the deck needs at least two"));
      return FALSE;
    }
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "shape");
  json_builder_add_string_value (b, m->shape == PW_DECK_ROUND ? "round" : "square");
  json_builder_set_member_name (b, "face");
  json_builder_add_double_value (b, PW_DECK_RENDER_FACE);
  json_builder_set_member_name (b, "picture-side");
  json_builder_add_double_value (b, PW_DECK_RENDER_PICTURE_SIDE);
  json_builder_set_member_name (b, "symbols");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error)
          || !add_symbol (b, m, i, error))
        return FALSE;
      pw_progress_set_fraction (progress, (i + 1.0) / m->symbols->len);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->cards->len; i++)
    add_card (b, m, i);
  json_builder_end_array (b);
  json_builder_end_object (b);
  pw_html_page_set_puzzle (page, json_builder_get_root (b));
  return TRUE;
}

const PwKindPage pw_deck_page = {
  .script = "/io/github/puzzlewright/Puzzlewright/page/deck/deck-page.js",
  .style = "/io/github/puzzlewright/Puzzlewright/page/deck/deck-page.css",
  .strings = deck_strings,
  .n_strings = G_N_ELEMENTS (deck_strings),
  .build = deck_build,
};
