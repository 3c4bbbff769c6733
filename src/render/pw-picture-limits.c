/* What a picture may cost to draw, told before it is decoded.
 *
 * A file's bytes say little about its drawing: a 249 KB PNG of
 * 16,000 × 16,000 pixels decodes to 1 GB, and a 3 KB SVG whose <use>
 * elements each repeat ten of the level below, eleven levels deep, draws
 * 10^11 shapes.  A printed card needs neither: 90 mm at 600 dpi is about
 * 2,100 pixels.  So a PNG's size is read from its header, and an SVG's
 * elements are counted with every <use> standing for what it repeats
 * (and each drawn through a filter, mask or clip path for many), and
 * the PNG and JPEG pictures it embeds are measured too, before librsvg
 * or cairo sees either.  What an SVG links to outside itself is never
 * read: it is drawn from memory with no base file (pw-render-draw.c). */
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
/* An element drawn through a filter, mask or clip path is drawn into a
 * surface of its own and composited, each costing as much as many
 * plain shapes (a blur reads every pixel of its region several times):
 * counted as this many elements, so at most 50 in a picture. */
#define OFFSCREEN_COST 1000

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
  GError *embedded;   /* why an embedded picture or a filter is refused */
} Reader;

typedef struct _Node Node;
struct _Node
{
  char *use;          /* the id a <use> repeats, or NULL */
  guint weight;       /* what drawing it costs itself, in elements */
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

/* The width and height a JPEG's frame header (SOF) gives, or FALSE
 * when there is none before the data ends. */
static gboolean
jpeg_size (const guint8 *data, gsize length, guint32 *w, guint32 *h)
{
  gsize i = 2;
  while (i + 9 < length)
    {
      if (data[i] != 0xff)
        return FALSE;
      guint8 marker = data[i + 1];
      if (marker == 0xff)
        {
          i++; /* fill byte */
          continue;
        }
      if (marker == 0x01 || (marker >= 0xd0 && marker <= 0xd9))
        {
          i += 2; /* no length */
          continue;
        }
      if (marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8
          && marker != 0xcc)
        {
          *h = (guint32) data[i + 5] << 8 | data[i + 6];
          *w = (guint32) data[i + 7] << 8 | data[i + 8];
          return TRUE;
        }
      i += 2 + ((gsize) data[i + 2] << 8 | data[i + 3]);
    }
  return FALSE;
}

/* FALSE with an error when @uri ("data:…") holds a picture librsvg would
 * decode without the checks above: only PNG and JPEG within the limits
 * of a PNG file are drawn (an embedded SVG or other format could hide
 * what is counted here). */
static gboolean
check_data_uri (const char *uri, GError **error)
{
  const char *comma = strchr (uri, ',');
  if (comma == NULL)
    return TRUE; /* not a picture librsvg can read either */
  g_autofree char *head = g_strndup (uri, comma - uri);
  gsize length = 0;
  g_autofree guint8 *data = NULL;
  if (g_str_has_suffix (head, ";base64"))
    data = g_base64_decode (comma + 1, &length);
  else
    {
      g_autofree char *plain = g_uri_unescape_string (comma + 1, NULL);
      length = plain ? strlen (plain) : 0;
      data = (guint8 *) g_steal_pointer (&plain);
    }
  static const guint8 png_magic[4] = { 0x89, 'P', 'N', 'G' };
  if (length >= 4 && memcmp (data, png_magic, 4) == 0)
    return pw_picture_check_png (data, length, error);
  guint32 w, h;
  if (length >= 2 && data[0] == 0xff && data[1] == 0xd8)
    {
      if (jpeg_size (data, length, &w, &h) && w <= MAX_PNG_SIDE && h <= MAX_PNG_SIDE
          && (guint64) w * h <= MAX_PNG_PIXELS)
        return TRUE;
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The SVG picture embeds a JPEG picture larger than %u × %u pixels, or one "
                     "whose size cannot be read"),
                   MAX_PNG_SIDE, MAX_PNG_SIDE);
      return FALSE;
    }
  g_set_error_literal (error, PW_ERROR, PW_ERROR_PARSE,
                       _("The SVG picture embeds a picture that is neither PNG nor JPEG: save "
                         "it as plain SVG"));
  return FALSE;
}

/* The largest convolution matrix and turbulence drawn: librsvg 2.54
 * aborts the program on a matrix of order 32 and takes minutes over
 * 100,000 octaves of turbulence; a card's picture needs neither. */
#define MAX_CONVOLVE_ORDER 9
#define MAX_TURBULENCE_OCTAVES 10

/* FALSE with an error when filter primitive @local with attribute @attr
 * = @value asks for more than the limits above. */
static gboolean
check_primitive (const char *local, const char *attr, const char *value, GError **error)
{
  guint limit = 0;
  if (g_str_equal (local, "feConvolveMatrix") && g_str_equal (attr, "order"))
    limit = MAX_CONVOLVE_ORDER;
  else if (g_str_equal (local, "feTurbulence") && g_str_equal (attr, "numOctaves"))
    limit = MAX_TURBULENCE_OCTAVES;
  else
    return TRUE;
  /* One or two numbers ("3" or "3 5"); what librsvg would refuse as
   * not a number it refuses itself. */
  const char *p = value;
  for (int i = 0; i < 2; i++)
    {
      char *end;
      double n = g_ascii_strtod (p, &end);
      if (end == p)
        break;
      if (!(n <= limit))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("The SVG picture’s filter %s has %s=\"%s\"; a card’s picture may "
                         "have at most %u: simplify it"),
                       local, attr, value, limit);
          return FALSE;
        }
      p = end;
      while (*p == ' ' || *p == ',')
        p++;
    }
  return TRUE;
}

static gboolean
is_href (const char *attr)
{
  return g_str_equal (attr, "href") || g_str_has_suffix (attr, ":href");
}

/* Whether attribute @attr = @value makes its element draw offscreen. */
static gboolean
draws_offscreen (const char *attr, const char *value)
{
  if (g_str_equal (attr, "filter") || g_str_equal (attr, "mask")
      || g_str_equal (attr, "clip-path"))
    return !g_str_equal (value, "none");
  return g_str_equal (attr, "style")
         && (strstr (value, "filter") || strstr (value, "mask") || strstr (value, "clip-path"));
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
  n->weight = 1;
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
      else if (g_str_equal (local, "use") && is_href (attr) && attr_values[i][0] == '#')
        n->use = g_strdup (attr_values[i] + 1);
      else if ((is_href (attr) && g_str_has_prefix (attr_values[i], "data:")
                && !check_data_uri (attr_values[i], &r->embedded))
               || !check_primitive (local, attr, attr_values[i], &r->embedded))
        {
          g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "refused");
          return;
        }
      else if (draws_offscreen (attr, attr_values[i]))
        n->weight = OFFSCREEN_COST;
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
  guint64 total = n->weight;
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

/* Whether an SVG GMarkup could not read (Illustrator's files declare
 * entities) may go to librsvg uncounted: plain entities that stand for
 * text, few enough tags, and nothing that multiplies or embeds
 * drawing. */
static gboolean
uncounted_is_plain (const char *data, gsize length)
{
  static const char *const risky[] = { "<use", "filter", "mask", "clip-path", "data:",
                                       "<!ENTITY %" };
  for (guint i = 0; i < G_N_ELEMENTS (risky); i++)
    if (memmem (data, length, risky[i], strlen (risky[i])) != NULL)
      return FALSE;
  gsize tags = 0;
  for (gsize i = 0; i < length; i++)
    tags += data[i] == '<';
  if (tags > MAX_SVG_ELEMENTS)
    return FALSE;
  /* An entity's value that holds markup or other entities could repeat
   * elements past any count. */
  const char *end = data + length, *p = data;
  while ((p = memmem (p, end - p, "<!ENTITY", 8)) != NULL)
    {
      p += 8;
      while (p < end && *p != '"' && *p != '\'' && *p != '>')
        p++;
      if (p == end || *p == '>')
        continue;
      const char *close = memchr (p + 1, *p, end - p - 1);
      if (close == NULL)
        return FALSE;
      for (const char *c = p + 1; c < close; c++)
        if (*c == '<' || *c == '&' || *c == '%')
          return FALSE;
      p = close + 1;
    }
  return TRUE;
}

gboolean
pw_picture_check_svg (const guint8 *data, gsize length, GError **error)
{
  Reader r = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
               g_ptr_array_new_with_free_func (node_free),
               g_ptr_array_new (), FALSE, NULL };
  static const GMarkupParser parser = { start_element, end_element, NULL, NULL, NULL };
  GMarkupParseContext *context = g_markup_parse_context_new (
    &parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &r, NULL);
  gboolean parsed = g_markup_parse_context_parse (context, (const char *) data, (gssize) length,
                                                  NULL)
                    && g_markup_parse_context_end_parse (context, NULL);
  g_markup_parse_context_free (context);
  gboolean ok = TRUE;
  if (r.embedded)
    {
      g_propagate_error (error, g_steal_pointer (&r.embedded));
      ok = FALSE;
    }
  else if (r.too_many)
    ok = too_many_elements (error);
  else if (parsed)
    {
      /* The root holds every element drawn. */
      if (r.nodes->len > 0 && cost (&r, r.nodes->pdata[0], 0) > MAX_SVG_ELEMENTS)
        ok = too_many_elements (error);
    }
  else if (!uncounted_is_plain ((const char *) data, length))
    {
      /* Not XML GMarkup reads (entities from a DOCTYPE): what cannot be
       * counted in it is refused. */
      g_set_error (error, PW_ERROR, PW_ERROR_PARSE,
                   _("The SVG picture holds <use>, filters, embedded pictures or entities "
                     "with markup in a form that cannot be checked: save it as plain SVG"));
      ok = FALSE;
    }
  g_ptr_array_unref (r.open);
  g_ptr_array_unref (r.nodes);
  g_hash_table_unref (r.by_id);
  return ok;
}
