/* What a picture may cost (pw-picture-limits.c): a PNG whose header says
 * it is huge is refused before it is decoded, an SVG whose <use>
 * elements multiply (or that simply holds too many) before librsvg reads
 * it; ordinary pictures, with <use> too, still draw.  Each refusal is
 * timed: it must not take the seconds the drawing would. */
#include <glib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-picture-cache.h"
#include "pw-render-draw.h"

#define QUICK (G_USEC_PER_SEC / 2)

/* Draws @data into a 50 × 50 surface; the error, if any, in @error. */
static gboolean
draw (const char *data, gsize length, GError **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, length);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 50, 50);
  cairo_t *cr = cairo_create (s);
  gint64 start = g_get_monotonic_time ();
  gboolean ok = pw_render_picture (cr, bytes, 0, 0, 50, 50, error);
  g_test_message ("%s in %.3f s", ok ? "drawn" : (*error)->message,
                  (g_get_monotonic_time () - start) / 1e6);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  return ok;
}

static cairo_status_t
append (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
test_png (void)
{
  /* A real PNG draws. */
  cairo_surface_t *small = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  g_autoptr (GByteArray) png = g_byte_array_new ();
  cairo_surface_write_to_png_stream (small, append, png);
  cairo_surface_destroy (small);
  g_autoptr (GError) error = NULL;
  g_assert_true (draw ((const char *) png->data, png->len, &error));
  g_assert_no_error (error);
  /* Its header made to say 16,000 × 16,000 (and 5,000 × 1): refused from
   * the header, at once, with the size. */
  static const guint8 side[] = { 0, 0, 0x3e, 0x80 }, one[] = { 0, 0, 0, 1 },
                      wide[] = { 0, 0, 0x13, 0x88 };
  memcpy (png->data + 16, side, 4);
  memcpy (png->data + 20, side, 4);
  gint64 start = g_get_monotonic_time ();
  g_assert_false (draw ((const char *) png->data, png->len, &error));
  g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "16000 × 16000"));
  g_clear_error (&error);
  memcpy (png->data + 16, wide, 4);
  memcpy (png->data + 20, one, 4);
  g_assert_false (draw ((const char *) png->data, png->len, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  /* A signature and nothing more. */
  g_assert_false (draw ((const char *) png->data, 12, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
}

/* Level 0 a circle; level i ten <use> of level i-1; the root uses the
 * top: 10^levels circles from a few kilobytes. */
static char *
use_bomb (guint levels)
{
  GString *s = g_string_new ("<svg xmlns='http://www.w3.org/2000/svg' "
                             "xmlns:xlink='http://www.w3.org/1999/xlink' viewBox='0 0 10 10'>"
                             "<defs><circle id='l0' cx='5' cy='5' r='1'/>");
  for (guint i = 1; i <= levels; i++)
    {
      g_string_append_printf (s, "<g id='l%u'>", i);
      for (guint k = 0; k < 10; k++)
        g_string_append_printf (s, "<use xlink:href='#l%u'/>", i - 1);
      g_string_append (s, "</g>");
    }
  g_string_append_printf (s, "</defs><use href='#l%u'/></svg>", levels);
  return g_string_free (s, FALSE);
}

static void
test_svg (void)
{
  g_autoptr (GError) error = NULL;
  /* Two levels: 100 circles, drawn. */
  g_autofree char *fine = use_bomb (2);
  g_assert_true (draw (fine, strlen (fine), &error));
  g_assert_no_error (error);
  /* Eleven levels: 10^11, refused at once. */
  g_autofree char *bomb = use_bomb (11);
  gint64 start = g_get_monotonic_time ();
  g_assert_false (draw (bomb, strlen (bomb), &error));
  g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "<use>"));
  g_clear_error (&error);
  /* 150,000 plain elements. */
  GString *many = g_string_new ("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>");
  for (guint i = 0; i < 150000; i++)
    g_string_append (many, "<rect width='1' height='1'/>");
  g_string_append (many, "</svg>");
  start = g_get_monotonic_time ();
  g_assert_false (draw (many->str, many->len, &error));
  g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK);
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_string_free (many, TRUE);
  /* A <use> of itself, and nesting deeper than any drawing. */
  static const char cycle[] = "<svg xmlns='http://www.w3.org/2000/svg'>"
                              "<g id='a'><use href='#a'/></g></svg>";
  g_assert_false (draw (cycle, strlen (cycle), &error));
  g_clear_error (&error);
  GString *deep = g_string_new ("<svg xmlns='http://www.w3.org/2000/svg'>");
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "<g>");
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "</g>");
  g_string_append (deep, "</svg>");
  g_assert_false (draw (deep->str, deep->len, &error));
  g_clear_error (&error);
  g_string_free (deep, TRUE);
  /* Entities GMarkup cannot read: without <use> left to librsvg,
   * with <use> refused. */
  static const char entity[]
    = "<!DOCTYPE svg [<!ENTITY c 'red'>]><svg xmlns='http://www.w3.org/2000/svg' "
      "viewBox='0 0 10 10'><rect width='10' height='10' fill='&c;'/></svg>";
  g_assert_true (draw (entity, strlen (entity), &error));
  g_assert_no_error (error);
  static const char entity_use[]
    = "<!DOCTYPE svg [<!ENTITY c 'red'>]><svg xmlns='http://www.w3.org/2000/svg' "
      "viewBox='0 0 10 10'><rect id='r' width='1' height='1' fill='&c;'/><use href='#r'/></svg>";
  g_assert_false (draw (entity_use, strlen (entity_use), &error));
  g_assert_nonnull (strstr (error->message, "cannot be checked"));
}

/* What an SVG embeds or filters with is measured too: a PNG bomb inside
 * a data: URI, an embedded SVG, filters librsvg aborts on or takes
 * minutes over, more filtered elements than a card needs, and entities
 * that hold markup (which GMarkup cannot count). */
static void
test_svg_embedded_and_filters (void)
{
  static const char svg[] = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>";
  /* A PNG header of 16,000 × 16,000, base64. */
  static const guint8 header[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13,
                                   'I', 'H', 'D', 'R', 0, 0, 0x3e, 0x80, 0, 0, 0x3e, 0x80,
                                   1, 0, 0, 0, 0 };
  g_autofree char *b64 = g_base64_encode (header, sizeof header);
  g_autofree char *bomb = g_strdup_printf ("%s<image width='10' height='10' "
                                           "href='data:image/png;base64,%s'/></svg>", svg, b64);
  g_autofree char *nested = g_strdup_printf ("%s<image width='10' height='10' "
                                             "href='data:image/svg+xml,%%3Csvg/%%3E'/></svg>",
                                             svg);
  g_autofree char *convolve = g_strdup_printf (
    "%s<filter id='c'><feConvolveMatrix order='32'/></filter>"
    "<rect width='5' height='5' filter='url(#c)'/></svg>", svg);
  g_autofree char *turbulence = g_strdup_printf (
    "%s<filter id='t'><feTurbulence numOctaves='100000'/></filter>"
    "<rect width='5' height='5' filter='url(#t)'/></svg>", svg);
  GString *filtered = g_string_new (svg);
  g_string_append (filtered, "<filter id='b'><feGaussianBlur stdDeviation='1'/></filter>");
  for (int i = 0; i < 60; i++)
    g_string_append (filtered, "<rect width='5' height='5' style='filter: url(#b)'/>");
  g_string_append (filtered, "</svg>");
  static const char entity_markup[]
    = "<!DOCTYPE svg [<!ENTITY r '<rect width=\"1\" height=\"1\"/>'>]>"
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>&r;&r;</svg>";
  const struct { const char *svg; const char *why; } refused[] = {
    { bomb, "16000 × 16000" },
    { nested, "neither PNG nor JPEG" },
    { convolve, "order=\"32\"" },
    { turbulence, "numOctaves=\"100000\"" },
    { filtered->str, "more than 50000 elements" },
    { entity_markup, "cannot be checked" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      g_assert_false (draw (refused[i].svg, strlen (refused[i].svg), &error));
      g_assert_cmpint (g_get_monotonic_time () - start, <, QUICK);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, refused[i].why));
    }
  g_string_free (filtered, TRUE);
  /* A few filters, and a small convolution, still draw. */
  g_autofree char *few = g_strdup_printf (
    "%s<filter id='c'><feConvolveMatrix order='3' kernelMatrix='1 1 1 1 1 1 1 1 1'/>"
    "</filter><rect width='5' height='5' filter='url(#c)'/></svg>", svg);
  g_autoptr (GError) error = NULL;
  g_assert_true (draw (few, strlen (few), &error));
  g_assert_no_error (error);
}

static guint loads;

static GBytes *
load_counted (gconstpointer data, GError **error)
{
  loads++;
  return g_bytes_new_static (data, strlen (data));
}

/* Drawn once per size for any number of cards, a smaller size made from
 * a larger one kept, and a refused picture read once for the run. */
static void
test_cache_once_per_size (void)
{
  static const char circle[] = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>"
                               "<circle cx='5' cy='5' r='4' fill='#1c71d8'/></svg>";
  pw_picture_cache_clear ();
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 400);
  cairo_t *cr = cairo_create (s);
  loads = 0;
  for (int card = 0; card < 50; card++)
    g_assert_true (pw_picture_cache_draw (cr, "circle", load_counted, circle, 0, 0, 200, NULL));
  g_assert_cmpuint (loads, ==, 1);
  g_assert_true (pw_picture_cache_draw (cr, "circle", load_counted, circle, 0, 0, 60, NULL));
  g_assert_cmpuint (loads, ==, 1);
  /* It is drawn: the middle is the circle's blue. */
  cairo_surface_flush (s);
  const guint32 *px = (const guint32 *) cairo_image_surface_get_data (s);
  g_assert_cmphex (px[100 * cairo_image_surface_get_stride (s) / 4 + 100] & 0xffffff, ==,
                   0x1c71d8);
  static const char many[] = "<svg xmlns='http://www.w3.org/2000/svg'><use href='#a' id='a'/>"
                             "</svg>";
  loads = 0;
  for (int card = 0; card < 10; card++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_false (pw_picture_cache_draw (cr, "cycle", load_counted, many, 0, 0, 100, &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
    }
  g_assert_cmpuint (loads, ==, 1);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  pw_picture_cache_clear ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/picture-limits/png", test_png);
  g_test_add_func ("/render/picture-limits/svg", test_svg);
  g_test_add_func ("/render/picture-limits/svg-embedded-and-filters",
                   test_svg_embedded_and_filters);
  g_test_add_func ("/render/picture-limits/cache-once-per-size", test_cache_once_per_size);
  return g_test_run ();
}
