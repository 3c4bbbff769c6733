/* text-probe.h — what text a drawing prints, and how large, caught on
 * its way to cairo (every renderer draws text through
 * pw_render_show_layout()).  Pages are drawn onto recording surfaces,
 * where one device unit is one point on paper, so the sizes are the
 * printed sizes.  Header-only: the kinds' render tests use it too. */
#pragma once

#include <cairo.h>
#include <string.h>

#include "pw-pages.h"
#include "pw-render-draw.h"

typedef struct
{
  guint page;
  char *text;
  char *lines;              /* the text as laid out, lines parted by "\n" */
  double size;              /* points on paper */
  double x0, y0, x1, y1;    /* the ink, in page points */
} ProbeText;

typedef struct
{
  GArray *texts;            /* ProbeText */
  guint page;
} TextProbe;

static void
probe_text_clear (gpointer data)
{
  g_free (((ProbeText *) data)->text);
  g_free (((ProbeText *) data)->lines);
}

static void
probe_sink (cairo_t *cr, PangoLayout *layout, gpointer user_data)
{
  TextProbe *probe = user_data;
  if (pango_layout_get_text (layout)[0] == '\0' || !cairo_has_current_point (cr))
    return;
  double ox, oy;
  cairo_get_current_point (cr, &ox, &oy);
  PangoRectangle ink;
  pango_layout_get_extents (layout, &ink, NULL);
  double xs[2] = { ox + (double) ink.x / PANGO_SCALE, ox + (double) (ink.x + ink.width) / PANGO_SCALE };
  double ys[2] = { oy + (double) ink.y / PANGO_SCALE, oy + (double) (ink.y + ink.height) / PANGO_SCALE };
  const char *text = pango_layout_get_text (layout);
  GString *lines = g_string_new (NULL);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      if (lines->len > 0)
        g_string_append_c (lines, '\n');
      g_string_append_len (lines, text + line->start_index, line->length);
    }
  ProbeText t = { probe->page, g_strdup (text), g_string_free (lines, FALSE),
                  pw_render_layout_type_size (cr, layout), G_MAXDOUBLE, G_MAXDOUBLE,
                  -G_MAXDOUBLE, -G_MAXDOUBLE };
  for (int i = 0; i < 4; i++)
    {
      double x = xs[i % 2], y = ys[i / 2];
      cairo_user_to_device (cr, &x, &y);
      t.x0 = MIN (t.x0, x), t.y0 = MIN (t.y0, y);
      t.x1 = MAX (t.x1, x), t.y1 = MAX (t.y1, y);
    }
  g_array_append_val (probe->texts, t);
}

/* Calls @draw on a recording surface of @width × @height points and
 * appends what text it printed (as page @page) to @texts. */
static inline void
probe_draw (GArray *texts, guint page, void (*draw) (cairo_t *cr, gpointer data), gpointer data)
{
  TextProbe probe = { texts, page };
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  pw_render_set_text_sink (surface, probe_sink, &probe, FALSE);
  cairo_t *cr = cairo_create (surface);
  draw (cr, data);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

typedef struct
{
  PwPages *pages;
  guint index;
} ProbePage;

static void
probe_draw_page (cairo_t *cr, gpointer data)
{
  ProbePage *p = data;
  pw_pages_draw (p->pages, p->index, cr);
}

/* Every text of every page of @pages. */
static inline GArray *
probe_pages (PwPages *pages)
{
  GArray *texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    {
      ProbePage p = { pages, i };
      probe_draw (texts, i, probe_draw_page, &p);
    }
  return texts;
}

/* The smallest type on pages of @role (all pages when @role < 0);
 * G_MAXDOUBLE when they print no text. */
static inline double
probe_smallest (PwPages *pages, GArray *texts, int role)
{
  double smallest = G_MAXDOUBLE;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (role < 0 || pw_pages_get_role (pages, t->page) == (PwPageRole) role)
        smallest = MIN (smallest, t->size);
    }
  return smallest;
}

/* How many texts equal to @text pages of @role print (all: @role < 0). */
static inline guint
probe_count (PwPages *pages, GArray *texts, int role, const char *text)
{
  guint n = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      n += (role < 0 || pw_pages_get_role (pages, t->page) == (PwPageRole) role)
           && g_strcmp0 (t->text, text) == 0;
    }
  return n;
}

/* The first text equal to @text that page @page prints; NULL if none. */
static inline const ProbeText *
probe_find (GArray *texts, guint page, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (t->page == page && g_str_equal (t->text, text))
        return t;
    }
  return NULL;
}
