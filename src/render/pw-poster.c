#include "pw-poster.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "pw-error.h"
#include "pw-render-draw.h"
#include "pw-render.h"

#define EPSILON 1e-6
/* The title and the white border grow with the poster: shares of its
 * short side, so an A0 poster reads from across a room like an A4 one
 * does from a desk. */
#define TITLE_SHARE 0.028
#define MARGIN_SHARE 0.025
#define MIN_MARGIN (10 * PW_POINTS_PER_MM)
/* The marks round a tile's window: a gap, then a line, in its margin. */
#define MARK_GAP (2.0 * PW_POINTS_PER_MM)
#define MARK_LENGTH (5.0 * PW_POINTS_PER_MM)
#define LABEL_SIZE 8.0
/* The assembly map page. */
#define MAP_TITLE_SIZE 16.0
#define MAP_TEXT_SIZE 9.5
#define MAP_GAP 10.0
/* How dark the band that the next page covers is shaded (an alpha over
 * the picture, so it stays light on black and white printers too). */
#define BAND_ALPHA 0.10
#define GRID_RGB 0.12, 0.35, 0.80

static const struct
{
  const char *name;
  const char *label;
  double width_mm, height_mm;
} poster_sizes[] = {
  { "a0", "A0", 841, 1189 },
  { "a1", "A1", 594, 841 },
  { "a2", "A2", 420, 594 },
  { "a3", "A3", 297, 420 },
  { "a4", "A4", 210, 297 },
};

typedef struct
{
  PwSheetSet *set;
  PwPosterOptions *options;
  const PwKindRender *render;
  char *title;
  double nat_width, nat_height;
  PwPosterPlan plan;
  double title_y;   /* the title's top on the poster */
  /* The poster drawn once and replayed on every tile and on the map:
   * laying out hundreds of names again for each page is what is slow. */
  GMutex lock;
  cairo_surface_t *recording;
} Poster;

/* ---- options -------------------------------------------------------- */

PwPosterOptions *
pw_poster_options_new (void)
{
  PwPosterOptions *o = g_new0 (PwPosterOptions, 1);
  o->width = 420 * PW_POINTS_PER_MM;
  o->height = 594 * PW_POINTS_PER_MM;
  pw_page_setup_init (&o->paper);
  pw_page_setup_set_margins (&o->paper, PW_POSTER_DEFAULT_TILE_MARGIN_MM * PW_POINTS_PER_MM);
  o->overlap = PW_POSTER_DEFAULT_OVERLAP_MM * PW_POINTS_PER_MM;
  o->margin = -1;
  return o;
}

PwPosterOptions *
pw_poster_options_copy (const PwPosterOptions *options)
{
  PwPosterOptions *o = g_new0 (PwPosterOptions, 1);
  *o = *options;
  o->title = g_strdup (options->title);
  o->font = g_strdup (options->font);
  o->language = g_strdup (options->language);
  return o;
}

void
pw_poster_options_free (PwPosterOptions *options)
{
  if (options == NULL)
    return;
  g_free (options->title);
  g_free (options->font);
  g_free (options->language);
  g_free (options);
}

static gboolean
check_size (double width, double height)
{
  double min = PW_PAPER_MIN_MM * PW_POINTS_PER_MM, max = PW_PAPER_MAX_MM * PW_POINTS_PER_MM;
  return width >= min - EPSILON && width <= max + EPSILON && height >= min - EPSILON
         && height <= max + EPSILON;
}

gboolean
pw_poster_size_from_string (const char *text, double *width, double *height, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (poster_sizes); i++)
    if (g_ascii_strcasecmp (text, poster_sizes[i].name) == 0)
      {
        *width = poster_sizes[i].width_mm * PW_POINTS_PER_MM;
        *height = poster_sizes[i].height_mm * PW_POINTS_PER_MM;
        return TRUE;
      }
  double w, h;
  if (!pw_paper_parse_size (text, &w, &h))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Unknown poster size “%s”: use a0, a1, a2, a3, a4, or a size such as "
                     "600x900mm or 24x36in"), text);
      return FALSE;
    }
  if (!check_size (w, h))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Poster size “%s”: each side must be from %.0f to %.0f mm"), text,
                   PW_PAPER_MIN_MM, PW_PAPER_MAX_MM);
      return FALSE;
    }
  *width = w;
  *height = h;
  return TRUE;
}

const char *
pw_poster_size_name (double width, double height)
{
  double a = MIN (width, height) / PW_POINTS_PER_MM, b = MAX (width, height) / PW_POINTS_PER_MM;
  for (guint i = 0; i < G_N_ELEMENTS (poster_sizes); i++)
    if (fabs (a - poster_sizes[i].width_mm) < 0.5 && fabs (b - poster_sizes[i].height_mm) < 0.5)
      return poster_sizes[i].label;
  return NULL;
}

/* ---- planning ------------------------------------------------------- */

static void
poster_free (gpointer data)
{
  Poster *p = data;
  if (p == NULL)
    return;
  if (p->set)
    pw_sheet_set_unref (p->set);
  pw_poster_options_free (p->options);
  g_free (p->title);
  if (p->recording)
    cairo_surface_destroy (p->recording);
  g_mutex_clear (&p->lock);
  g_free (p);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Poster, poster_free)

static PangoLayout *
poster_layout (Poster *p, cairo_t *cr, double size, gboolean bold)
{
  return pw_render_layout_new (cr, p->options->font, size, bold, p->options->language);
}

/* The size of the title's one line at @size, measured where nobody sees. */
static double
title_size (Poster *p, double size, double *width)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  g_autoptr (PangoLayout) layout = poster_layout (p, cr, size, TRUE);
  pango_layout_set_text (layout, p->title, -1);
  int w, h;
  pango_layout_get_size (layout, &w, &h);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  *width = (double) w / PANGO_SCALE;
  return (double) h / PANGO_SCALE;
}

/* Lays the title and the puzzle out on a poster of @width × @height;
 * returns the puzzle's scale (0 when nothing fits).  Title and puzzle
 * are centred together, so a wide puzzle has its title just above it. */
static double
place_board (Poster *p, double width, double height, PwPosterPlan *plan)
{
  double short_side = MIN (width, height);
  plan->poster_width = width;
  plan->poster_height = height;
  plan->margin = p->options->margin >= 0 ? p->options->margin
                                         : MAX (MIN_MARGIN, MARGIN_SHARE * short_side);
  plan->title_size = TITLE_SHARE * short_side;
  double tw, th = title_size (p, plan->title_size, &tw), gap = plan->title_size * 0.6;
  double aw = width - 2 * plan->margin, ah = height - 2 * plan->margin - th - gap;
  if (aw <= 0 || ah <= 0)
    return plan->board_scale = 0;
  double s = MIN (aw / p->nat_width, ah / p->nat_height);
  double block = th + gap + p->nat_height * s;
  p->title_y = plan->margin + (height - 2 * plan->margin - block) / 2;
  plan->board_x = plan->margin + (aw - p->nat_width * s) / 2;
  plan->board_y = p->title_y + th + gap;
  plan->board_scale = s;
  tw = MIN (tw, aw);
  plan->ink_x0 = MIN (plan->board_x, (width - tw) / 2);
  plan->ink_x1 = MAX (plan->board_x + p->nat_width * s, (width + tw) / 2);
  plan->ink_y0 = p->title_y;
  plan->ink_y1 = plan->board_y + p->nat_height * s;
  return s;
}

gboolean
pw_poster_tile_printed (const PwPosterPlan *plan, guint row, guint col)
{
  if (!plan->tiled)
    return row == 0 && col == 0;
  double x0 = col * plan->step_x, y0 = row * plan->step_y;
  return x0 < plan->ink_x1 && x0 + plan->cell_width > plan->ink_x0 && y0 < plan->ink_y1
         && y0 + plan->cell_height > plan->ink_y0;
}

/* The tile on page @index (1 and on) of a tiled poster. */
static void
page_tile (const PwPosterPlan *plan, guint index, guint *row, guint *col)
{
  guint k = 0;
  for (guint r = 0; r < plan->rows; r++)
    for (guint c = 0; c < plan->cols; c++)
      if (pw_poster_tile_printed (plan, r, c) && ++k == index)
        {
          *row = r, *col = c;
          return;
        }
  *row = *col = 0;
}

/* The fewest windows of @cell that cover @length, each @overlap over the last. */
static guint
tiles_needed (double length, double cell, double overlap)
{
  double k = (length - overlap) / (cell - overlap);
  return (guint) MAX (1.0, ceil (k - 1e-9));
}

static gboolean
check_options (const PwPosterOptions *o, GError **error)
{
  if (!check_size (o->width, o->height))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Each side of the poster must be from %.0f to %.0f mm"), PW_PAPER_MIN_MM,
                   PW_PAPER_MAX_MM);
      return FALSE;
    }
  if (!(o->margin < 0 || o->margin <= PW_MARGIN_MAX_MM * PW_POINTS_PER_MM + EPSILON))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The poster’s margin must be from 0 to %.0f mm"), PW_MARGIN_MAX_MM);
      return FALSE;
    }
  if (!o->tiled)
    return TRUE;
  if (!pw_page_setup_check (&o->paper, error))
    return FALSE;
  double min = PW_POSTER_MIN_TILE_MARGIN_MM * PW_POINTS_PER_MM - EPSILON;
  if (o->paper.margin_top < min || o->paper.margin_right < min || o->paper.margin_bottom < min
      || o->paper.margin_left < min)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Tiled pages need margins of at least %.0f mm for their cut marks and "
                     "labels"), PW_POSTER_MIN_TILE_MARGIN_MM);
      return FALSE;
    }
  if (!(o->overlap >= 0 && o->overlap <= PW_POSTER_MAX_OVERLAP_MM * PW_POINTS_PER_MM + EPSILON))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The overlap must be from 0 to %.0f mm"), PW_POSTER_MAX_OVERLAP_MM);
      return FALSE;
    }
  return TRUE;
}

/* Tiles for the planned poster on the paper turned @landscape. */
static void
plan_tiles (const PwPosterOptions *o, gboolean landscape, PwPosterPlan *plan)
{
  PwPageSetup paper = o->paper;
  paper.landscape = landscape;
  plan->page_width = pw_page_setup_get_width (&paper);
  plan->page_height = pw_page_setup_get_height (&paper);
  plan->cell_x = paper.margin_left;
  plan->cell_y = paper.margin_top;
  plan->cell_width = plan->page_width - paper.margin_left - paper.margin_right;
  plan->cell_height = plan->page_height - paper.margin_top - paper.margin_bottom;
  plan->overlap = o->overlap;
  plan->step_x = plan->cell_width - o->overlap;
  plan->step_y = plan->cell_height - o->overlap;
  plan->cols = tiles_needed (plan->poster_width, plan->cell_width, o->overlap);
  plan->rows = tiles_needed (plan->poster_height, plan->cell_height, o->overlap);
  plan->tiled = TRUE;
  plan->n_pages = 1;
  plan->n_blank = 0;
  for (guint r = 0; r < plan->rows; r++)
    for (guint c = 0; c < plan->cols; c++)
      {
        if (pw_poster_tile_printed (plan, r, c))
          plan->n_pages++;
        else
          plan->n_blank++;
      }
}

static gboolean
plan_poster (Poster *p, GError **error)
{
  const PwPosterOptions *o = p->options;
  PwPosterPlan *plan = &p->plan;
  /* The poster turned the way that draws the puzzle larger (as given
   * when both draw it alike). */
  PwPosterPlan turned = { 0 };
  double title_y = 0;
  place_board (p, o->height, o->width, &turned);
  title_y = p->title_y;
  double s = place_board (p, o->width, o->height, plan);
  if (turned.board_scale > s * (1 + 1e-6))
    {
      *plan = turned;
      p->title_y = title_y;
      s = turned.board_scale;
    }
  double min_scale = p->render->min_scale;
  if (s <= 0 || s < min_scale - EPSILON)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The puzzle does not fit the poster at a readable size: the puzzle alone "
                     "needs at least %.0f × %.0f mm; choose a larger poster"),
                   p->nat_width * min_scale / PW_POINTS_PER_MM,
                   p->nat_height * min_scale / PW_POINTS_PER_MM);
      return FALSE;
    }

  if (!o->tiled)
    {
      plan->tiled = FALSE;
      plan->page_width = plan->poster_width;
      plan->page_height = plan->poster_height;
      plan->cols = plan->rows = 1;
      plan->n_pages = 1;
      plan->cell_x = plan->cell_y = 0;
      plan->cell_width = plan->poster_width;
      plan->cell_height = plan->poster_height;
      plan->step_x = plan->poster_width;
      plan->step_y = plan->poster_height;
      return TRUE;
    }

  plan->tiled = TRUE;
  /* The paper turned the way that needs fewer pages (as given on a tie). */
  PwPosterPlan other = *plan;
  plan_tiles (o, o->paper.landscape, plan);
  plan_tiles (o, !o->paper.landscape, &other);
  if (other.n_pages < plan->n_pages)
    *plan = other;
  if (o->overlap > MIN (plan->cell_width, plan->cell_height) / 2 + EPSILON)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("An overlap of %.0f mm leaves too little of each page: on this paper it "
                     "can be at most %.0f mm"), o->overlap / PW_POINTS_PER_MM,
                   floor (MIN (plan->cell_width, plan->cell_height) / 2 / PW_POINTS_PER_MM
                          + 1e-6));
      return FALSE;
    }
  if (plan->n_pages > PW_POSTER_MAX_PAGES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The poster would take %u pages, more than %d; choose a smaller poster or "
                     "larger paper"), plan->n_pages, PW_POSTER_MAX_PAGES);
      return FALSE;
    }
  guint limit = o->max_pages > 0 ? MIN (o->max_pages, PW_POSTER_MAX_PAGES)
                                 : PW_POSTER_DEFAULT_MAX_PAGES;
  if (plan->n_pages > limit)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The poster would take %u pages, more than the %u allowed; choose a "
                     "smaller poster or larger paper, or allow more pages"), plan->n_pages,
                   limit);
      return FALSE;
    }
  return TRUE;
}

static Poster *
poster_new (PwSheetSet *set, const PwPosterOptions *options, GError **error)
{
  const PwKind *kind = pw_sheet_set_get_kind (set);
  const PwKindRender *render = pw_render_lookup (kind->id);
  if (render == NULL || render->draw_puzzle == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("%s puzzles cannot be printed as posters"),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
      return NULL;
    }
  if (pw_sheet_set_get_n (set) == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("There is no puzzle to print"));
      return NULL;
    }
  if (!check_options (options, error))
    return NULL;
  g_autoptr (Poster) p = g_new0 (Poster, 1);
  g_mutex_init (&p->lock);
  p->set = pw_sheet_set_ref (set);
  p->options = pw_poster_options_copy (options);
  p->render = render;
  p->title = g_strdup (options->title && *options->title
                       ? options->title : g_dgettext (GETTEXT_PACKAGE, kind->name));
  if (render->measure_poster && render->draw_poster)
    render->measure_poster (pw_sheet_set_get_puzzle (set, 0), &p->nat_width, &p->nat_height);
  else
    pw_render_measure (render, pw_sheet_set_get_puzzle (set, 0), &p->nat_width, &p->nat_height);
  if (!plan_poster (p, error))
    return NULL;
  return g_steal_pointer (&p);
}

gboolean
pw_poster_plan (PwSheetSet *set, const PwPosterOptions *options, PwPosterPlan *plan,
                GError **error)
{
  g_autoptr (Poster) p = poster_new (set, options, error);
  if (p == NULL)
    return FALSE;
  *plan = p->plan;
  return TRUE;
}

guint
pw_poster_tile_page (const PwPosterPlan *plan, guint row, guint col)
{
  g_return_val_if_fail (row < plan->rows && col < plan->cols, 0);
  if (!plan->tiled || !pw_poster_tile_printed (plan, row, col))
    return 0;
  guint page = 1;
  for (guint k = 0; k < row * plan->cols + col; k++)
    page += pw_poster_tile_printed (plan, k / plan->cols, k % plan->cols);
  return page;
}

/* ---- drawing -------------------------------------------------------- */

/* The whole poster, its top-left at the origin. */
static void
draw_poster (Poster *p, cairo_t *cr)
{
  const PwPosterPlan *plan = &p->plan;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  g_autoptr (PangoLayout) layout = poster_layout (p, cr, plan->title_size, TRUE);
  pango_layout_set_width (layout, (int) ((plan->poster_width - 2 * plan->margin) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, p->title, -1);
  cairo_move_to (cr, plan->margin, p->title_y);
  pw_render_show_layout (cr, layout);

  cairo_translate (cr, plan->board_x, plan->board_y);
  cairo_scale (cr, plan->board_scale, plan->board_scale);
  cairo_new_path (cr);
  pw_render_set_paper (cr, plan->board_scale, PW_NUMBERS_AUTO);
  (p->render->draw_poster ? p->render->draw_poster : p->render->draw_puzzle) (
    cr, pw_sheet_set_get_puzzle (p->set, 0), p->nat_width, p->nat_height);
  pw_render_set_paper (cr, 0, PW_NUMBERS_AUTO);
  cairo_restore (cr);
}

/* Paints the poster, top-left at the origin, from its recording (made
 * on first use: pages may be drawn from any one thread at a time). */
static void
paint_poster (Poster *p, cairo_t *cr)
{
  g_mutex_lock (&p->lock);
  if (p->recording == NULL)
    {
      cairo_rectangle_t extents = { 0, 0, p->plan.poster_width, p->plan.poster_height };
      p->recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      cairo_t *rec = cairo_create (p->recording);
      draw_poster (p, rec);
      cairo_destroy (rec);
    }
  g_mutex_unlock (&p->lock);
  cairo_save (cr);
  cairo_set_source_surface (cr, p->recording, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static double
unprintable (void)
{
  return PW_POSTER_UNPRINTABLE_MM * PW_POINTS_PER_MM;
}

/* The printable band under a page's window. */
static double
page_bottom_band (const PwPosterPlan *plan)
{
  return MAX (plan->page_height - plan->cell_y - plan->cell_height - unprintable (), 0);
}

/* One line of small grey text centred in the band from @y to @y + @h. */
static void
draw_label (Poster *p, cairo_t *cr, const char *text, double x, double y, double w, double h)
{
  g_autoptr (PangoLayout) layout = poster_layout (p, cr, LABEL_SIZE, FALSE);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, text, -1);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_move_to (cr, x, y + (h - (double) lh / PANGO_SCALE) / 2);
  pw_render_show_layout (cr, layout);
}

/* The gap and length of marks that fit the smallest margin. */
static void
mark_size (Poster *p, double *gap, double *length)
{
  const PwPosterPlan *plan = &p->plan;
  double m = MIN (MIN (plan->cell_x, plan->cell_y),
                  MIN (plan->page_width - plan->cell_x - plan->cell_width,
                       plan->page_height - plan->cell_y - plan->cell_height));
  /* Only what lies inside the printable area: marks in the paper's
   * unprintable edge would vanish on many office printers. */
  double room = MAX (m - PW_POSTER_UNPRINTABLE_MM * PW_POINTS_PER_MM, 0);
  *gap = MIN (MARK_GAP, room * 0.3);
  *length = MIN (MARK_LENGTH, room - *gap);
}

/* Crop marks in the margin, in line with the window's four edges: the
 * left and top ones are where a page is cut before it is laid on its
 * neighbours. */
static void
draw_crop_marks (Poster *p, cairo_t *cr)
{
  const PwPosterPlan *plan = &p->plan;
  double gap, len;
  mark_size (p, &gap, &len);
  double x0 = plan->cell_x, y0 = plan->cell_y;
  double x1 = x0 + plan->cell_width, y1 = y0 + plan->cell_height;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.4);
  const double xs[] = { x0, x1 }, ys[] = { y0, y1 };
  for (guint i = 0; i < 2; i++)
    {
      cairo_move_to (cr, xs[i], y0 - gap);
      cairo_line_to (cr, xs[i], y0 - gap - len);
      cairo_move_to (cr, xs[i], y1 + gap);
      cairo_line_to (cr, xs[i], y1 + gap + len);
      cairo_move_to (cr, x0 - gap, ys[i]);
      cairo_line_to (cr, x0 - gap - len, ys[i]);
      cairo_move_to (cr, x1 + gap, ys[i]);
      cairo_line_to (cr, x1 + gap + len, ys[i]);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The bands the next pages cover, shaded, with a dashed line where
 * their cut edges go, carried on into the margins as alignment ticks. */
static void
draw_overlap_marks (Poster *p, cairo_t *cr, gboolean right, gboolean below)
{
  const PwPosterPlan *plan = &p->plan;
  if (plan->overlap <= EPSILON || (!right && !below))
    return;
  double gap, len;
  mark_size (p, &gap, &len);
  double x0 = plan->cell_x, y0 = plan->cell_y;
  double x1 = x0 + plan->cell_width, y1 = y0 + plan->cell_height;
  double bx = x1 - plan->overlap, by = y1 - plan->overlap;
  cairo_save (cr);
  /* One path for both bands: their shared corner is shaded once. */
  if (right)
    cairo_rectangle (cr, bx, y0, plan->overlap, plan->cell_height);
  if (below)
    cairo_rectangle (cr, x0, by, plan->cell_width, plan->overlap);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_set_source_rgba (cr, 0, 0, 0, BAND_ALPHA);
  cairo_fill (cr);

  const double dash[] = { 3.0, 2.0 };
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 0.5);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  if (right)
    {
      cairo_move_to (cr, bx, y0 - gap - len);
      cairo_line_to (cr, bx, y1 + gap + len);
    }
  if (below)
    {
      cairo_move_to (cr, x0 - gap - len, by);
      cairo_line_to (cr, x1 + gap + len, by);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_tile (Poster *p, cairo_t *cr, guint index)
{
  const PwPosterPlan *plan = &p->plan;
  guint row, col;
  page_tile (plan, index, &row, &col);
  double wx = col * plan->step_x, wy = row * plan->step_y;

  cairo_save (cr);
  cairo_rectangle (cr, plan->cell_x, plan->cell_y, plan->cell_width, plan->cell_height);
  cairo_clip (cr);
  cairo_translate (cr, plan->cell_x - wx, plan->cell_y - wy);
  paint_poster (p, cr);
  /* The poster's edge, to trim the assembled poster along where the last
   * pages reach past it. */
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 0.5);
  cairo_rectangle (cr, 0, 0, plan->poster_width, plan->poster_height);
  cairo_stroke (cr);
  cairo_restore (cr);

  /* A band only where a printed page will lie over it. */
  draw_overlap_marks (p, cr, col + 1 < plan->cols && pw_poster_tile_printed (plan, row, col + 1),
                      row + 1 < plan->rows && pw_poster_tile_printed (plan, row + 1, col));
  draw_crop_marks (p, cr);
  double bottom = plan->cell_y + plan->cell_height;
  g_autofree char *label = g_strdup_printf (_("Row %u, column %u — page %u of %u"), row + 1,
                                            col + 1, index + 1, plan->n_pages);
  draw_label (p, cr, label, plan->cell_x + plan->cell_width * 0.15, bottom,
              plan->cell_width * 0.7, page_bottom_band (plan));
  draw_label (p, cr, p->title, plan->cell_x + plan->cell_width * 0.15, unprintable (),
              plan->cell_width * 0.7, plan->cell_y - unprintable ());
}

static char *
paper_name (const PwPageSetup *paper)
{
  if (g_strcmp0 (paper->paper, "letter") == 0)
    return g_strdup (_("US Letter"));
  if (paper->paper != NULL)
    return g_ascii_strup (paper->paper, -1);
  return g_strdup_printf (_("%.0f × %.0f mm"), paper->paper_width / PW_POINTS_PER_MM,
                          paper->paper_height / PW_POINTS_PER_MM);
}

/* Text wrapped to @w at (@x, @y); returns its height. */
static double
map_text (Poster *p, cairo_t *cr, const char *text, double size, gboolean bold, double x,
          double y, double w)
{
  g_autoptr (PangoLayout) layout = poster_layout (p, cr, size, bold);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text, -1);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_move_to (cr, x, y);
  pw_render_show_layout (cr, layout);
  return (double) lh / PANGO_SCALE;
}

/* @text centred on (@cx, @cy), outlined in white so it reads on the picture. */
/* Of [@a0, @a1], the larger side of an edge at @e0 or @e1 that crosses
 * it, so what is centred there stays off the edge. */
static void
keep_off_edge (double *a0, double *a1, double e0, double e1)
{
  double edges[] = { e0, e1 };
  for (guint i = 0; i < G_N_ELEMENTS (edges); i++)
    {
      double e = edges[i];
      if (e <= *a0 || e >= *a1)
        continue;
      if (e - *a0 > *a1 - e)
        *a1 = e;
      else
        *a0 = e;
    }
}

/* @text centred in (@x0, @y0)–(@x1, @y1), moved as little as keeps it and
 * its white outline inside, where it fits: never on a line round it. */
static void
draw_outlined_number (Poster *p, cairo_t *cr, const char *text, double size, double x0,
                      double y0, double x1, double y1)
{
  g_autoptr (PangoLayout) layout = poster_layout (p, cr, size, TRUE);
  pango_layout_set_text (layout, text, -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents (layout, &ink, &logical);
  double outline = size * 0.09 + 1.0;
  double half_w = (double) logical.width / PANGO_SCALE / 2 + outline;
  double half_h = (double) ink.height / PANGO_SCALE / 2 + outline;
  double cx = (x0 + x1) / 2, cy = (y0 + y1) / 2;
  if (x1 - x0 > 2 * half_w)
    cx = CLAMP (cx, x0 + half_w, x1 - half_w);
  if (y1 - y0 > 2 * half_h)
    cy = CLAMP (cy, y0 + half_h, y1 - half_h);
  double x = cx - (double) logical.width / PANGO_SCALE / 2;
  double y = cy - (ink.y + ink.height / 2.0) / PANGO_SCALE;
  cairo_move_to (cr, x, y);
  pango_cairo_layout_path (cr, layout);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.18);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  /* Shown as text, not filled as a path, so the PDF can be searched. */
  cairo_move_to (cr, x, y);
  cairo_set_source_rgb (cr, GRID_RGB);
  pw_render_show_layout (cr, layout);
}

/* The poster in miniature in (@x, @y, @w, @h), the part each page adds
 * outlined and numbered with its page. */
static void
draw_miniature (Poster *p, cairo_t *cr, double x, double y, double w, double h)
{
  const PwPosterPlan *plan = &p->plan;
  double s = MIN (w / plan->poster_width, h / plan->poster_height);
  if (s <= 0)
    return;
  double ox = x + (w - plan->poster_width * s) / 2, oy = y;
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_save (cr);
  cairo_scale (cr, s, s);
  cairo_rectangle (cr, 0, 0, plan->poster_width, plan->poster_height);
  cairo_clip (cr);
  paint_poster (p, cr);
  cairo_restore (cr);

  double pw = plan->poster_width * s, ph = plan->poster_height * s, bs = plan->board_scale;
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_set_line_width (cr, 0.75);
  cairo_rectangle (cr, 0, 0, pw, ph);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, GRID_RGB);
  cairo_set_line_width (cr, 1.2);
  for (guint c = 1; c < plan->cols; c++)
    {
      cairo_move_to (cr, c * plan->step_x * s, 0);
      cairo_line_to (cr, c * plan->step_x * s, ph);
    }
  for (guint r = 1; r < plan->rows; r++)
    {
      cairo_move_to (cr, 0, r * plan->step_y * s);
      cairo_line_to (cr, pw, r * plan->step_y * s);
    }
  cairo_stroke (cr);
  for (guint r = 0; r < plan->rows; r++)
    for (guint c = 0; c < plan->cols; c++)
      {
        double x0 = c * plan->step_x * s, y0 = r * plan->step_y * s;
        double x1 = c + 1 < plan->cols ? (c + 1) * plan->step_x * s : pw;
        double y1 = r + 1 < plan->rows ? (r + 1) * plan->step_y * s : ph;
        /* A page's part that the board's edge crosses near its end (the
         * last row of a poster, a sliver of board and of border): the
         * number goes in the larger side, never across the board's
         * frame (where 8 and 9 sat on the comic's board). */
        keep_off_edge (&x0, &x1, plan->board_x * s, (plan->board_x + p->nat_width * bs) * s);
        keep_off_edge (&y0, &y1, plan->board_y * s, (plan->board_y + p->nat_height * bs) * s);
        double size = MIN (28.0, MIN (x1 - x0, y1 - y0) * 0.4);
        if (size < 3 || !pw_poster_tile_printed (plan, r, c))
          continue;
        g_autofree char *number = g_strdup_printf ("%u", pw_poster_tile_page (plan, r, c) + 1);
        draw_outlined_number (p, cr, number, size, x0, y0, x1, y1);
      }
  cairo_restore (cr);
}

static void
draw_map (Poster *p, cairo_t *cr)
{
  const PwPosterPlan *plan = &p->plan;
  double x = plan->cell_x, y = plan->cell_y, w = plan->cell_width;
  double bottom = plan->cell_y + plan->cell_height;
  const char *size_name = pw_poster_size_name (plan->poster_width, plan->poster_height);
  g_autofree char *paper = paper_name (&p->options->paper);
  g_autofree char *poster = size_name
    ? g_strdup_printf (_("Poster %s, %.0f × %.0f mm"), size_name,
                       plan->poster_width / PW_POINTS_PER_MM,
                       plan->poster_height / PW_POINTS_PER_MM)
    : g_strdup_printf (_("Poster %.0f × %.0f mm"), plan->poster_width / PW_POINTS_PER_MM,
                       plan->poster_height / PW_POINTS_PER_MM);
  guint tiles = plan->n_pages - 1;
  g_autofree char *n_tiles = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u page", "%u pages", tiles), tiles);
  g_autofree char *n_cols = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u column", "%u columns", plan->cols), plan->cols);
  g_autofree char *n_rows = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u row", "%u rows", plan->rows), plan->rows);
  /* Translators: "Poster A0, 841 × 1189 mm on 25 pages of A4 (5 columns,
   * 5 rows), each…". */
  g_autofree char *pages = g_strdup_printf (
    _("%s on %s of %s (%s, %s), each overlapping the next by %.0f mm."), poster, n_tiles, paper,
    n_cols, n_rows, plan->overlap / PW_POINTS_PER_MM);
  if (plan->n_blank > 0)
    {
      g_autofree char *blank = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     " %u part of the grid is blank and is left out: leave its place empty.",
                     " %u parts of the grid are blank and are left out: leave their places "
                     "empty.", plan->n_blank), plan->n_blank);
      g_autofree char *both = g_strconcat (pages, blank, NULL);
      g_free (pages);
      pages = g_steal_pointer (&both);
    }
  const char *steps =
    _("1. Print every page at its actual size (100 %, not “fit to page”).\n"
      "2. Cut each page along its crop marks on the left and at the top, except the left edge "
      "of the first column and the top edge of the first row.\n"
      "3. Lay each page over the shaded bands of the pages to its left and above, its cut "
      "edges on their dashed lines and the pictures matching; glue it down.\n"
      "4. Trim the finished poster along the grey line round it.");

  /* On a landscape page the text goes in a column at the left, so the
   * miniature keeps the page's height. */
  gboolean beside = plan->cell_width > plan->cell_height;
  double tw = beside ? w * 0.36 : w;
  cairo_set_source_rgb (cr, 0, 0, 0);
  y += map_text (p, cr, p->title, MAP_TITLE_SIZE, TRUE, x, y, tw) + 4;
  y += map_text (p, cr, _("How to put the poster together"), MAP_TEXT_SIZE + 2, TRUE, x, y, tw)
       + 4;
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  y += map_text (p, cr, pages, MAP_TEXT_SIZE, FALSE, x, y, tw) + 6;
  y += map_text (p, cr, steps, MAP_TEXT_SIZE, FALSE, x, y, tw) + MAP_GAP;
  if (beside)
    draw_miniature (p, cr, x + tw + 2 * MAP_GAP, plan->cell_y, w - tw - 2 * MAP_GAP,
                    plan->cell_height);
  else
    draw_miniature (p, cr, x, y, w, bottom - y);

  g_autofree char *label = g_strdup_printf (_("Assembly map — page %u of %u"), 1, plan->n_pages);
  draw_label (p, cr, label, x + w * 0.15, bottom, w * 0.7, page_bottom_band (plan));
}

static void
poster_draw_page (cairo_t *cr, guint index, gpointer data)
{
  Poster *p = data;
  if (!p->plan.tiled)
    draw_poster (p, cr);
  else if (index == 0)
    draw_map (p, cr);
  else
    draw_tile (p, cr, index);
}

PwPages *
pw_poster_compose (PwSheetSet *set, const PwPosterOptions *options, GError **error)
{
  Poster *p = poster_new (set, options, error);
  if (p == NULL)
    return NULL;
  guint n = p->plan.n_pages;
  PwPages *pages = pw_pages_new (p->plan.page_width, p->plan.page_height, p->title,
                                 poster_draw_page, p, poster_free);
  pw_pages_set_author (pages, pw_sheet_set_get_author (set));
  if (n > PW_POSTER_DEFAULT_MAX_PAGES)
    {
      g_autofree char *note = g_strdup_printf (
        _("This poster takes %u pages: check its size and the paper before printing"), n);
      pw_pages_set_note (pages, note);
    }
  /* Below the floor it still prints, as asked, but never without saying. */
  const PwModel *model = pw_sheet_set_get_puzzle (set, 0);
  double smallest = p->render->smallest_type
                      ? p->render->smallest_type (model, FALSE, PW_NUMBERS_AUTO) : 0;
  double printed = smallest * p->plan.board_scale;
  if (smallest > 0 && printed < PW_RENDER_MIN_TYPE - 1e-6)
    {
      g_autofree char *note = g_strdup_printf (
        _("On this poster the smallest type prints at %.1f\u00a0pt, below the %.0f\u00a0pt "
          "that reads well: choose a larger poster, or tile it on pages"),
        printed, PW_RENDER_MIN_TYPE);
      pw_pages_set_note (pages, note);
    }
  for (guint i = 0; i < n; i++)
    pw_pages_add_page (pages, PW_PAGE_PUZZLE);
  return pages;
}
