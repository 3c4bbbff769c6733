/* connecting-wall-glyphs.c — only what prints: does the sheet's font
 * have a glyph for a character?
 *
 * Asked of the font fontconfig picks for that character in the sheet's
 * family (as Pango will when it draws it), with harfbuzz's nominal glyph
 * lookup, not of a code-point range: Noto Sans CJK lacks U+9FF0–9FFF and
 * has 𠮩 U+20BA9. */
#include "connecting-wall-render.h"

#include <hb.h>
#include <pango/pangocairo.h>

#include "pw-render-draw.h"

static GMutex lock;
static GHashTable *answers; /* gunichar → 1 no glyph, 2 glyph */
static PangoFontMap *font_map;
static PangoContext *context;
static PangoFontset *fontset;

static gboolean
lookup (gunichar c)
{
  if (fontset == NULL)
    {
      font_map = pango_cairo_font_map_new ();
      context = pango_font_map_create_context (font_map);
      PangoLanguage *language = pango_language_from_string ("zh-cn");
      pango_context_set_language (context, language);
      PangoFontDescription *desc = pango_font_description_from_string (PW_RENDER_DEFAULT_FONT);
      pango_font_description_set_absolute_size (desc, 40 * PANGO_SCALE);
      fontset = pango_font_map_load_fontset (font_map, context, desc, language);
      pango_font_description_free (desc);
    }
  if (fontset == NULL)
    return FALSE;
  PangoFont *font = pango_fontset_get_font (fontset, c);
  if (font == NULL)
    return FALSE;
  hb_font_t *hb = pango_font_get_hb_font (font);
  hb_codepoint_t glyph = 0;
  gboolean has = hb != NULL && hb_font_get_nominal_glyph (hb, c, &glyph) && glyph != 0;
  g_object_unref (font);
  return has;
}

gboolean
pw_wall_font_has_glyph (gunichar c)
{
  g_mutex_lock (&lock);
  if (answers == NULL)
    answers = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint known = GPOINTER_TO_UINT (g_hash_table_lookup (answers, GUINT_TO_POINTER (c)));
  if (known == 0)
    {
      known = lookup (c) ? 2 : 1;
      g_hash_table_insert (answers, GUINT_TO_POINTER (c), GUINT_TO_POINTER (known));
    }
  g_mutex_unlock (&lock);
  return known == 2;
}
