/* What a picture may cost to draw, told before it is decoded.
 *
 * A file's bytes say little about its drawing: a 249 KB PNG of
 * 16,000 × 16,000 pixels decodes to 1 GB, and a 3 KB SVG whose <use>
 * elements each repeat ten of the level below, eleven levels deep, draws
 * 10^11 shapes.  A printed card needs neither: 90 mm at 600 dpi is about
 * 2,100 pixels.  So a PNG's size is read from its header, and an SVG's
 * elements are counted with every <use> standing for what it repeats,
 * before librsvg or cairo sees either. */
#include "pw-picture-limits.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

/* A side of 4,096 pixels: twice what a card at 600 dpi needs. */
#define MAX_PNG_SIDE 4096
#define MAX_PNG_PIXELS (4096u * 4096u)
/* Elements drawn, <use> expanded: far more than any picture for a card
 * holds (the built-in ones have under 20), far fewer than take seconds. */
#define MAX_SVG_ELEMENTS 50000

gboolean
pw_picture_check_png (const guint8 *data, gsize length, GError **error)
{
  /* The signature (8 bytes), then the IHDR chunk: length, "IHDR", width
   * and height, big-endian. */
  if (length < 24 || memcmp (data + 12, "IHDR", 4) != 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("The picture is not a PNG we can read: it has no header"));
      return FALSE;
    }
  guint32 w = (guint32) data[16] << 24 | (guint32) data[17] << 16 | (guint32) data[18] << 8
              | data[19];
  guint32 h = (guint32) data[20] << 24 | (guint32) data[21] << 16 | (guint32) data[22] << 8
              | data[23];
  if (w > MAX_PNG_SIDE || h > MAX_PNG_SIDE || (guint64) w * h > MAX_PNG_PIXELS)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The PNG picture is %u × %u pixels; a card needs at most %u × %u: scale "
                     "it down"),
                   w, h, MAX_PNG_SIDE, MAX_PNG_SIDE);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  GHashTable *by_id;  /* id → Node * (borrowed) */
  GPtrArray *nodes;   /* Node *, owned, in document order */
  GPtrArray *open;    /* the elements being read: Node * */
  gboolean too_many;
} Reader;

typedef struct _Node Node;
struct _Node
{
  char *use;          /* the id a <use> repeats, or NULL */
  GPtrArray *children;
  guint64 cost;       /* elements drawn for it, <use> expanded; 0: not yet */
  gboolean counting;  /* on the stack: a <use> cycle */
};

static void
node_free (gpointer data)
{
  Node *n = data;
  g_free (n->use);
  g_ptr_array_unref (n->children);
  g_free (n);
}

static void
start_element (GMarkupParseContext *context, const char *name, const char **attr_names,
               const char **attr_values, gpointer data, GError **error)
{
  Reader *r = data;
  if (r->nodes->len >= MAX_SVG_ELEMENTS)
    {
      r->too_many = TRUE;
      g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "too many");
      return;
    }
  Node *n = g_new0 (Node, 1);
  n->children = g_ptr_array_new ();
  g_ptr_array_add (r->nodes, n);
  if (r->open->len > 0)
    g_ptr_array_add (((Node *) g_ptr_array_index (r->open, r->open->len - 1))->children, n);
  g_ptr_array_add (r->open, n);
  const char *local = strchr (name, ':') ? strchr (name, ':') + 1 : name;
  for (guint i = 0; attr_names[i]; i++)
    {
      const char *attr = attr_names[i];
      if (g_str_equal (attr, "id"))
        g_hash_table_insert (r->by_id, g_strdup (attr_values[i]), n);
      else if (g_str_equal (local, "use")
               && (g_str_equal (attr, "href") || g_str_has_suffix (attr, ":href"))
               && attr_values[i][0] == '#')
        n->use = g_strdup (attr_values[i] + 1);
    }
}

static void
end_element (GMarkupParseContext *context, const char *name, gpointer data, GError **error)
{
  Reader *r = data;
  if (r->open->len > 0)
    g_ptr_array_set_size (r->open, r->open->len - 1);
}

/* The elements @n draws, with what its <use> repeats, up to the limit
 * (saturating); depth-first with memo, a cycle drawing nothing more. */
static guint64
cost (Reader *r, Node *n, guint depth)
{
  if (n->cost != 0)
    return n->cost;
  /* A cycle, or nesting deeper than any drawing (and than the stack
   * this recursion may take): refused. */
  if (n->counting || depth > 256)
    return MAX_SVG_ELEMENTS + 1;
  n->counting = TRUE;
  guint64 total = 1;
  for (guint i = 0; i < n->children->len && total <= MAX_SVG_ELEMENTS; i++)
    total += cost (r, n->children->pdata[i], depth + 1);
  if (n->use != NULL && total <= MAX_SVG_ELEMENTS)
    {
      Node *target = g_hash_table_lookup (r->by_id, n->use);
      if (target)
        total += cost (r, target, depth + 1);
    }
  n->counting = FALSE;
  n->cost = MIN (total, (guint64) MAX_SVG_ELEMENTS + 1);
  return n->cost;
}

static gboolean
too_many_elements (GError **error)
{
  g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
               _("The SVG picture draws more than %u elements (counting what each <use> "
                 "repeats): too many for a card; simplify it"),
               MAX_SVG_ELEMENTS);
  return FALSE;
}

gboolean
pw_picture_check_svg (const guint8 *data, gsize length, GError **error)
{
  Reader r = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
               g_ptr_array_new_with_free_func (node_free),
               g_ptr_array_new (), FALSE };
  static const GMarkupParser parser = { start_element, end_element, NULL, NULL, NULL };
  GMarkupParseContext *context = g_markup_parse_context_new (
    &parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &r, NULL);
  gboolean parsed = g_markup_parse_context_parse (context, (const char *) data, (gssize) length,
                                                  NULL)
                    && g_markup_parse_context_end_parse (context, NULL);
  g_markup_parse_context_free (context);
  gboolean ok = TRUE;
  if (r.too_many)
    ok = too_many_elements (error);
  else if (parsed)
    {
      /* The root holds every element drawn. */
      if (r.nodes->len > 0 && cost (&r, r.nodes->pdata[0], 0) > MAX_SVG_ELEMENTS)
        ok = too_many_elements (error);
    }
  else if (length > 0 && memmem (data, length, "<use", 4) != NULL)
    {
      /* Not XML GMarkup reads (entities from a DOCTYPE): with no way to
       * count what its <use> elements repeat, such a file is refused. */
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("The SVG picture uses <use> in a form that cannot be checked: save it "
                     "as plain SVG"));
      ok = FALSE;
    }
  g_ptr_array_unref (r.open);
  g_ptr_array_unref (r.nodes);
  g_hash_table_unref (r.by_id);
  return ok;
}
