/* pw-html-fonts.c — the page brings its own glyphs.
 *
 * A classroom computer may have no CJK font, or one that draws 骨 the
 * Japanese way in a Chinese wall.  So the page carries, for every
 * character it can show, a glyph from the font the sheets print with
 * (PW_RENDER_DEFAULT_FONT as fontconfig resolves it for the puzzle's
 * language, falling back per character as Pango does): each font used is
 * cut down with harfbuzz's subsetter to those characters and embedded
 * as an @font-face of one family, its unicode-range telling the browser
 * which characters it holds.  A character no font here can draw is left
 * to the viewer's fonts, and the caller tells the user which. */
#include "pw-html-private.h"

#include <fontconfig/fontconfig.h>
#include <hb-subset.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <string.h>

#include "pw-render-draw.h"

typedef struct
{
  char *key;        /* "file:index": one embedded face per font file */
  hb_face_t *face;
  hb_set_t *unicodes;
} Piece;

static void
piece_free (gpointer data)
{
  Piece *p = data;
  g_free (p->key);
  hb_face_destroy (p->face);
  hb_set_destroy (p->unicodes);
  g_free (p);
}

static char *
font_key (PangoFont *font)
{
  if (!PANGO_IS_FC_FONT (font))
    return NULL;
  FcPattern *pattern = pango_fc_font_get_pattern (PANGO_FC_FONT (font));
  FcChar8 *file = NULL;
  int index = 0;
  if (FcPatternGetString (pattern, FC_FILE, 0, &file) != FcResultMatch)
    return NULL;
  FcPatternGetInteger (pattern, FC_INDEX, 0, &index);
  return g_strdup_printf ("%s:%d", (const char *) file, index);
}

/* The characters of @text, each once (a GArray of gunichar). */
static GArray *
characters (const char *text)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  GArray *chars = g_array_new (FALSE, FALSE, sizeof (gunichar));
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c < 0x20 || g_hash_table_contains (seen, GUINT_TO_POINTER (c)))
        continue;
      g_hash_table_add (seen, GUINT_TO_POINTER (c));
      g_array_append_val (chars, c);
    }
  return chars;
}

/* Which font draws each character at @weight: the pieces, in the order
 * first met.  The characters none can draw go to @missing. */
static GPtrArray *
assign (PangoFontMap *map, PangoContext *context, PangoLanguage *language, PangoWeight weight,
        GArray *chars, GString *missing)
{
  GPtrArray *pieces = g_ptr_array_new_with_free_func (piece_free);
  PangoFontDescription *desc = pango_font_description_from_string (PW_RENDER_DEFAULT_FONT);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_absolute_size (desc, 40 * PANGO_SCALE);
  PangoFontset *fontset = pango_font_map_load_fontset (map, context, desc, language);
  pango_font_description_free (desc);
  for (guint i = 0; fontset && i < chars->len; i++)
    {
      gunichar c = g_array_index (chars, gunichar, i);
      /* White space is any font's, and the browser has its own. */
      if (g_unichar_isspace (c))
        continue;
      PangoFont *font = pango_fontset_get_font (fontset, c);
      hb_font_t *hb = font ? pango_font_get_hb_font (font) : NULL;
      hb_codepoint_t glyph = 0;
      g_autofree char *key = font ? font_key (font) : NULL;
      if (hb == NULL || key == NULL || !hb_font_get_nominal_glyph (hb, c, &glyph) || glyph == 0)
        {
          if (missing)
            g_string_append_unichar (missing, c);
          g_clear_object (&font);
          continue;
        }
      Piece *piece = NULL;
      for (guint k = 0; k < pieces->len && piece == NULL; k++)
        if (g_str_equal (((Piece *) pieces->pdata[k])->key, key))
          piece = pieces->pdata[k];
      if (piece == NULL)
        {
          piece = g_new0 (Piece, 1);
          piece->key = g_steal_pointer (&key);
          piece->face = hb_face_reference (hb_font_get_face (hb));
          piece->unicodes = hb_set_create ();
          g_ptr_array_add (pieces, piece);
        }
      hb_set_add (piece->unicodes, c);
      g_object_unref (font);
    }
  g_clear_object (&fontset);
  return pieces;
}

static void
append_range (GString *css, hb_set_t *unicodes)
{
  hb_codepoint_t first = HB_SET_VALUE_INVALID, last = HB_SET_VALUE_INVALID;
  gboolean any = FALSE;
  while (hb_set_next_range (unicodes, &first, &last))
    {
      g_string_append_printf (css, "%sU+%X", any ? "," : "", first);
      if (last != first)
        g_string_append_printf (css, "-%X", last);
      any = TRUE;
    }
}

/* One @font-face: @piece's characters cut from its font. */
static gboolean
append_face (GString *css, Piece *piece, int weight)
{
  hb_subset_input_t *input = hb_subset_input_create_or_fail ();
  if (input == NULL)
    return FALSE;
  hb_set_union (hb_subset_input_unicode_set (input), piece->unicodes);
  /* Hints are for small type on low-resolution screens; the page's type
   * is large, and they would double the size. */
  hb_subset_input_set_flags (input, HB_SUBSET_FLAGS_NO_HINTING);
  /* The font's copyright and names (0–6, kept by default) and its licence
   * and where to read it (13, 14), which the licences of the fonts the
   * sheets use ask to travel with an embedded copy. */
  hb_set_t *names = hb_subset_input_set (input, HB_SUBSET_SETS_NAME_ID);
  hb_set_add (names, 13);
  hb_set_add (names, 14);
  hb_face_t *subset = hb_subset_or_fail (piece->face, input);
  hb_subset_input_destroy (input);
  if (subset == NULL)
    return FALSE;
  hb_blob_t *blob = hb_face_reference_blob (subset);
  unsigned int length = 0;
  const char *data = hb_blob_get_data (blob, &length);
  gboolean cff = length >= 4 && memcmp (data, "OTTO", 4) == 0;
  g_autofree char *base64 = g_base64_encode ((const guchar *) data, length);
  g_string_append_printf (css,
                          "@font-face{font-family:\"%s\";font-weight:%d;font-display:block;"
                          "src:url(data:font/%s;base64,%s) format(\"%s\");unicode-range:",
                          PW_HTML_FONT_FAMILY, weight, cff ? "otf" : "ttf", base64,
                          cff ? "opentype" : "truetype");
  append_range (css, piece->unicodes);
  g_string_append (css, "}\n");
  hb_blob_destroy (blob);
  hb_face_destroy (subset);
  return TRUE;
}

char *
pw_html_font_faces (const char *text, const char *language, GString *missing)
{
  g_autoptr (GArray) chars = characters (text);
  PangoFontMap *map = pango_cairo_font_map_new ();
  PangoContext *context = pango_font_map_create_context (map);
  g_autofree char *tag = pw_html_language_tag (language && *language ? language : NULL);
  PangoLanguage *lang = pango_language_from_string (tag);
  pango_context_set_language (context, lang);
  GString *css = g_string_new (NULL);
  g_autoptr (GPtrArray) regular = assign (map, context, lang, PANGO_WEIGHT_NORMAL, chars, missing);
  g_autoptr (GPtrArray) bold = assign (map, context, lang, PANGO_WEIGHT_BOLD, chars, NULL);
  /* Bold too (titles, buttons): where a family has no bold face,
   * fontconfig gives the regular one and the browser emboldens it. */
  for (guint i = 0; i < regular->len; i++)
    append_face (css, regular->pdata[i], 400);
  for (guint i = 0; i < bold->len; i++)
    append_face (css, bold->pdata[i], 700);
  g_object_unref (context);
  g_object_unref (map);
  return g_string_free (css, FALSE);
}
