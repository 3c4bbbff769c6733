/* pw-thumbnail.c — a puzzle's picture for file managers (pw-thumbnail.h). */
#include "pw-thumbnail.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "pw-error.h"
#include "pw-render.h"

/* White space around the drawing, as a share of the longer side: a file
 * manager frames thumbnails itself, so only a little. */
#define MARGIN 0.04

/* What a thumbnail can show of a puzzle, in the order tried. */
typedef enum
{
  SHOW_CARD,   /* the first card, for a kind that prints cards first */
  SHOW_POSTER, /* the poster, for a kind whose layout is its picture */
  SHOW_ITEM,   /* its first tile, when that board has none laid yet */
  SHOW_PUZZLE, /* the puzzle as a sheet shows it */
  SHOW_N
} Show;

static gboolean
can_show (const PwKindRender *render, const PwModel *model, Show show)
{
  gboolean items = render->n_items && render->draw_item && render->n_items (model) > 0;
  switch (show)
    {
    case SHOW_CARD: return render->cards_first && items;
    case SHOW_POSTER: return render->draw_poster != NULL;
    case SHOW_PUZZLE: return TRUE;
    case SHOW_ITEM: return items && render->draw_poster != NULL;
    default: return FALSE;
    }
}

static void
measure (const PwKindRender *render, const PwModel *model, Show show, double *width,
         double *height)
{
  if (show == SHOW_CARD || show == SHOW_ITEM)
    {
      *width = render->item_width;
      *height = render->item_height;
    }
  else if (show == SHOW_POSTER && render->measure_poster)
    render->measure_poster (model, width, height);
  else
    pw_render_measure (render, model, width, height);
}

/* Whether anything dark was drawn: an empty board is only a pale frame. */
static gboolean
has_ink (cairo_surface_t *surface)
{
  cairo_surface_flush (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  for (int y = 0; y < h; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      for (int x = 0; x < w; x++)
        {
          guint32 p = row[x];
          int grey = (((p >> 16) & 0xff) * 3 + ((p >> 8) & 0xff) * 6 + (p & 0xff)) / 10;
          if (grey < 128)
            return TRUE;
        }
    }
  return FALSE;
}

static cairo_surface_t *
draw (const PwKindRender *render, const PwModel *model, Show show, int size, GError **error)
{
  double width, height;
  measure (render, model, show, &width, &height);
  if (!(width > 0 && height > 0 && isfinite (width) && isfinite (height)))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("the puzzle has no size to draw"));
      return NULL;
    }
  double margin = MAX (width, height) * MARGIN;
  double scale = size / (MAX (width, height) + 2 * margin);
  int w = MAX (1, (int) ceil ((width + 2 * margin) * scale));
  int h = MAX (1, (int) ceil ((height + 2 * margin) * scale));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MIN (w, size),
                                                         MIN (h, size));
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, margin, margin);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  /* As on paper at this scale, so numbers print as pips or numerals by
   * what can be read at the thumbnail's size. */
  pw_render_set_paper (cr, scale, PW_NUMBERS_AUTO);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (show == SHOW_CARD || show == SHOW_ITEM)
    render->draw_item (cr, model, 0, width, height, 0);
  else if (show == SHOW_POSTER)
    render->draw_poster (cr, model, width, height);
  else
    render->draw_puzzle (cr, model, width, height);
  cairo_status_t status = cairo_status (cr);
  cairo_destroy (cr);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("drawing failed: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }
  return surface;
}

cairo_surface_t *
pw_thumbnail_draw (const PwModel *model, int size, GError **error)
{
  g_return_val_if_fail (size >= 1 && size <= PW_THUMBNAIL_MAX_SIZE, NULL);
  const PwKindRender *render = pw_render_lookup (model->kind->id);
  if (render == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("puzzles of the kind “%s” cannot be drawn"), model->kind->id);
      return NULL;
    }
  /* The first picture that shows something; failing that, the puzzle
   * as it is (a blank page is what the document holds). */
  cairo_surface_t *puzzle = NULL;
  for (Show show = 0; show < SHOW_N; show++)
    {
      if (!can_show (render, model, show))
        continue;
      cairo_surface_t *surface = draw (render, model, show, size, error);
      if (surface == NULL)
        {
          g_clear_pointer (&puzzle, cairo_surface_destroy);
          return NULL;
        }
      if (has_ink (surface))
        {
          g_clear_pointer (&puzzle, cairo_surface_destroy);
          return surface;
        }
      if (show == SHOW_PUZZLE)
        puzzle = surface;
      else
        cairo_surface_destroy (surface);
    }
  return puzzle;
}
