#include "pw-sheet.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "pw-error.h"
#include "pw-render-draw.h"
#include "pw-render.h"

/* Sizes of the sheet's own furniture, in points. */
#define TITLE_SIZE 20.0
#define SUBTITLE_SIZE 13.0
#define BODY_SIZE 11.0
#define FOOTER_SIZE 8.5
#define BADGE_HEIGHT 28.0
#define BADGE_SIZE 16.0
#define LABEL_HEIGHT 18.0
#define LABEL_SIZE 11.0
#define LABEL_GAP 5.0
#define GUTTER 18.0
#define FOOTER_GAP 14.0
#define EPSILON 1e-6

typedef struct
{
  guint entry;
  double x, y;          /* where the drawing's natural (0, clip_top) lands */
  double scale;
  double clip_top;      /* the natural y range drawn, for split puzzles */
  double clip_bottom;   /* < 0: the whole drawing, unclipped */
  double w, h;          /* the drawing's natural size (its arrangement) */
  double cell_x, cell_w; /* the room it has across the page */
  gboolean label;       /* the variant code above the drawing */
} Placement;

typedef struct
{
  PwPageRole role;
  gboolean own_names;   /* each puzzle has its own name line, not the header */
  GArray *placements;   /* Placement */
} SheetPage;

typedef struct
{
  PwSheetSet *set;
  PwSheetOptions *options;
  const PwKindRender *render;
  char *title;
  char *instructions;   /* NULL for none */
  char *credits;        /* the footer's second line (render's credits), or NULL */
  double width, height; /* the page */
  double cx, cy, cw, ch; /* the printable area inside the margins */
  double footer_height;
  double nat_width, nat_height; /* the largest natural size in the set, for
                                 * the role and arrangement being laid out */
  PwPageRole role;      /* being laid out */
  gboolean wide;        /* the kind's wide arrangement, for the role laid out */
  guint split_pages;    /* pages that hold only part of a puzzle */
  GArray *puzzle_scales; /* double: the scale each puzzle prints at on its sheet */
  GPtrArray *pages;     /* SheetPage */
} Sheet;

static void
sheet_page_free (gpointer data)
{
  SheetPage *page = data;
  g_array_unref (page->placements);
  g_free (page);
}

static void
sheet_free (gpointer data)
{
  Sheet *sheet = data;
  pw_sheet_set_unref (sheet->set);
  pw_sheet_options_free (sheet->options);
  g_free (sheet->title);
  g_free (sheet->credits);
  g_free (sheet->instructions);
  g_ptr_array_unref (sheet->pages);
  g_array_unref (sheet->puzzle_scales);
  g_free (sheet);
}

PwSheetOptions *
pw_sheet_options_new (void)
{
  PwSheetOptions *o = g_new0 (PwSheetOptions, 1);
  pw_page_setup_init (&o->page);
  o->name_line = TRUE;
  o->per_page = 1;
  o->answers = PW_ANSWERS_SEPARATE;
  o->numbers = PW_NUMBERS_AUTO;
  return o;
}

PwSheetOptions *
pw_sheet_options_copy (const PwSheetOptions *options)
{
  PwSheetOptions *o = g_new0 (PwSheetOptions, 1);
  *o = *options;
  o->title = g_strdup (options->title);
  o->instructions = g_strdup (options->instructions);
  o->font = g_strdup (options->font);
  o->language = g_strdup (options->language);
  return o;
}

void
pw_sheet_options_free (PwSheetOptions *options)
{
  if (options == NULL)
    return;
  g_free (options->title);
  g_free (options->instructions);
  g_free (options->font);
  g_free (options->language);
  g_free (options);
}

gboolean
pw_answers_from_string (const char *text, PwAnswers *answers, GError **error)
{
  static const struct { const char *name; PwAnswers value; } names[] = {
    { "none", PW_ANSWERS_NONE },
    { "separate", PW_ANSWERS_SEPARATE },
    { "compact", PW_ANSWERS_COMPACT },
  };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i].name) == 0)
      {
        *answers = names[i].value;
        return TRUE;
      }
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("Unknown answer key layout “%s”: use separate, compact or none"), text);
  return FALSE;
}

/* ---- text pieces ---------------------------------------------------- */

static PangoLayout *
sheet_layout (Sheet *sheet, cairo_t *cr, double size, gboolean bold)
{
  return pw_render_layout_new (cr, sheet->options->font, size, bold, sheet->options->language);
}

/* Draws @text wrapped to @width at (@x, @y); returns its height. */
static double
sheet_text (Sheet *sheet, cairo_t *cr, const char *text, double size, gboolean bold, double x,
            double y, double width, PangoAlignment align)
{
  g_autoptr (PangoLayout) layout = sheet_layout (sheet, cr, size, bold);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  int w, h;
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x, y);
  pw_render_show_layout (cr, layout);
  return (double) h / PANGO_SCALE;
}

/* One line, cut with "…" to fit @width, its baseline at @baseline (so
 * lines in different scripts, hence fonts, sit on one line). */
static void
sheet_line (Sheet *sheet, cairo_t *cr, const char *text, double size, double x, double baseline,
            double width, PangoAlignment align)
{
  g_autoptr (PangoLayout) layout = sheet_layout (sheet, cr, size, FALSE);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, align);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, baseline - (double) pango_layout_get_baseline (layout) / PANGO_SCALE);
  pw_render_show_layout (cr, layout);
}

/* A rounded box with @code in it, top-left at (@x, @y); returns its width. */
static double
draw_badge (Sheet *sheet, cairo_t *cr, const char *code, double x, double y, double height,
            double size, gboolean measure_only)
{
  g_autoptr (PangoLayout) layout = sheet_layout (sheet, cr, size, TRUE);
  pango_layout_set_text (layout, code, -1);
  PangoRectangle ink, logical;
  pango_layout_get_extents (layout, &ink, &logical);
  double tw = (double) logical.width / PANGO_SCALE;
  double w = MAX (height, tw + height * 0.6);
  if (measure_only)
    return w;
  double r = height * 0.25;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1.5);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r - 0.75, y + r + 0.75, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r - 0.75, y + height - r - 0.75, r, 0, G_PI / 2);
  cairo_arc (cr, x + r + 0.75, y + height - r - 0.75, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r + 0.75, y + r + 0.75, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_stroke (cr);
  double ink_mid = (ink.y + ink.height / 2.0) / PANGO_SCALE;
  cairo_move_to (cr, x + (w - tw) / 2, y + height / 2 - ink_mid);
  pw_render_show_layout (cr, layout);
  cairo_restore (cr);
  return w;
}

/* "Name ____  Class ____  Date ____" across @width from @x, or only
 * "Name ____" when @name_only; returns its height. */
static double
draw_name_line (Sheet *sheet, cairo_t *cr, double x, double y, double width, gboolean name_only)
{
  const char *labels[] = { _("Name"), _("Class"), _("Date") };
  const double shares[] = { 0.5, 0.25, 0.25 };
  double height = 0;
  guint n = name_only ? 1 : G_N_ELEMENTS (labels);
  cairo_set_line_width (cr, 0.6);
  for (guint i = 0; i < n; i++)
    {
      double seg = name_only ? width : width * shares[i];
      g_autoptr (PangoLayout) layout = sheet_layout (sheet, cr, BODY_SIZE, FALSE);
      pango_layout_set_text (layout, labels[i], -1);
      int lw, lh;
      pango_layout_get_size (layout, &lw, &lh);
      double base = y + (double) pango_layout_get_baseline (layout) / PANGO_SCALE;
      cairo_move_to (cr, x, y);
      pw_render_show_layout (cr, layout);
      double x0 = x + (double) lw / PANGO_SCALE + 4;
      double x1 = x + seg - (i + 1 < n ? 14 : 0);
      if (x1 > x0)
        {
          cairo_move_to (cr, x0, base + 2);
          cairo_line_to (cr, x1, base + 2);
          cairo_stroke (cr);
        }
      height = MAX (height, (double) lh / PANGO_SCALE + 2);
      x += seg;
    }
  return height;
}

/* The one variant code a page shows in its header, or NULL when it shows
 * several (each puzzle then has its own label) or none. */
static const char *
page_code (Sheet *sheet, SheetPage *page)
{
  if (page->placements->len == 0)
    return NULL;
  const char *first = pw_sheet_set_get_code (sheet->set,
                                             g_array_index (page->placements, Placement, 0).entry);
  for (guint i = 1; i < page->placements->len; i++)
    if (g_strcmp0 (pw_sheet_set_get_code (sheet->set,
                                          g_array_index (page->placements, Placement, i).entry),
                   first) != 0)
      return NULL;
  return first;
}

/* Draws the header of a page of @role (with @code in a badge, may be
 * NULL) and returns its height.  Every page of a role gets the same
 * height whatever its code, so their puzzles line up. */
static double
draw_header (Sheet *sheet, cairo_t *cr, PwPageRole role, const char *code, gboolean name_line)
{
  double y = sheet->cy;
  /* The title leaves room for a two-letter code on every page, so it
   * wraps alike on all of them. */
  double room = draw_badge (sheet, cr, "WW", 0, 0, BADGE_HEIGHT, BADGE_SIZE, TRUE);
  double title_w = sheet->cw - room - 12;
  cairo_set_source_rgb (cr, 0, 0, 0);
  double th = sheet_text (sheet, cr, sheet->title, TITLE_SIZE, TRUE, sheet->cx, y, title_w,
                          PANGO_ALIGN_LEFT);
  if (code != NULL)
    {
      double badge_w = draw_badge (sheet, cr, code, 0, 0, BADGE_HEIGHT, BADGE_SIZE, TRUE);
      draw_badge (sheet, cr, code, sheet->cx + sheet->cw - badge_w, y, BADGE_HEIGHT, BADGE_SIZE,
                  FALSE);
    }
  y += MAX (th, BADGE_HEIGHT) + 6;
  if (role == PW_PAGE_KEY)
    {
      cairo_set_source_rgb (cr, PW_RENDER_KEY_RGB);
      y += sheet_text (sheet, cr, _("Answer key"), SUBTITLE_SIZE, TRUE, sheet->cx, y, sheet->cw,
                       PANGO_ALIGN_LEFT) + 4;
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
  else
    {
      if (sheet->options->name_line && name_line)
        y += draw_name_line (sheet, cr, sheet->cx, y + 6, sheet->cw, FALSE) + 10;
      if (sheet->instructions != NULL)
        y += sheet_text (sheet, cr, sheet->instructions, BODY_SIZE, FALSE, sheet->cx, y + 4,
                         sheet->cw, PANGO_ALIGN_LEFT) + 6;
    }
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, sheet->cx, y + 6);
  cairo_line_to (cr, sheet->cx + sheet->cw, y + 6);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  return y + 18 - sheet->cy;
}

/* "A" or "A–D" for the codes on @page; NULL when it has none.
 * @several tells which of the two it is. */
static char *
page_variants (Sheet *sheet, SheetPage *page, gboolean *several)
{
  *several = FALSE;
  if (page->placements->len == 0)
    return NULL;
  guint first_entry = g_array_index (page->placements, Placement, 0).entry;
  guint last_entry = g_array_index (page->placements, Placement, page->placements->len - 1).entry;
  const char *first = pw_sheet_set_get_code (sheet->set, first_entry);
  const char *last = pw_sheet_set_get_code (sheet->set, last_entry);
  if (first == NULL)
    return NULL;
  if (first_entry == last_entry)
    return g_strdup (first);
  *several = TRUE;
  return g_strdup_printf ("%s–%s", first, last);
}

static void
draw_footer (Sheet *sheet, cairo_t *cr, guint index, SheetPage *page)
{
  double y = sheet->cy + sheet->ch - sheet->footer_height;
  double third = sheet->cw / 3;
  gboolean several;
  g_autofree char *variants = page_variants (sheet, page, &several);
  g_autofree char *middle = NULL;
  if (page->role == PW_PAGE_KEY)
    middle = variants ? g_strdup_printf (_("Answer key %s"), variants) : g_strdup (_("Answer key"));
  else if (variants != NULL)
    middle = g_strdup_printf (several ? _("Variants %s") : _("Variant %s"), variants);
  g_autofree char *pages = g_strdup_printf (_("Page %u of %u"), index + 1, sheet->pages->len);

  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, sheet->cx, y - 5);
  cairo_line_to (cr, sheet->cx + sheet->cw, y - 5);
  cairo_stroke (cr);
  double baseline = y + sheet->footer_height * (sheet->render->credits ? 0.4 : 0.8);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  sheet_line (sheet, cr, sheet->title, FOOTER_SIZE, sheet->cx, baseline, third - 6,
              PANGO_ALIGN_LEFT);
  if (middle)
    sheet_line (sheet, cr, middle, FOOTER_SIZE, sheet->cx + third, baseline, third,
                PANGO_ALIGN_CENTER);
  sheet_line (sheet, cr, pages, FOOTER_SIZE, sheet->cx + 2 * third + 6, baseline, third - 6,
              PANGO_ALIGN_RIGHT);
  if (sheet->credits)
    sheet_line (sheet, cr, sheet->credits, FOOTER_SIZE, sheet->cx,
                y + sheet->footer_height * 0.9, sheet->cw, PANGO_ALIGN_CENTER);
  cairo_set_source_rgb (cr, 0, 0, 0);
}

static void
draw_placement (Sheet *sheet, cairo_t *cr, SheetPage *page, const Placement *p)
{
  PwPageRole role = page->role;
  const PwModel *model = role == PW_PAGE_KEY ? pw_sheet_set_get_solution (sheet->set, p->entry)
                                             : pw_sheet_set_get_puzzle (sheet->set, p->entry);
  double w = p->w, h = p->h;
  if (p->label)
    {
      const char *code = pw_sheet_set_get_code (sheet->set, p->entry);
      double ly = p->y - LABEL_HEIGHT - LABEL_GAP;
      double bw = draw_badge (sheet, cr, code, p->cell_x, ly, LABEL_HEIGHT, LABEL_SIZE, FALSE);
      /* Several variants on one sheet are handed to several students. */
      if (page->own_names)
        draw_name_line (sheet, cr, p->cell_x + bw + 8, ly + 2, p->cell_w - bw - 8, TRUE);
    }
  cairo_save (cr);
  cairo_translate (cr, p->x, p->y);
  cairo_scale (cr, p->scale, p->scale);
  cairo_translate (cr, 0, -p->clip_top);
  if (p->clip_bottom >= 0)
    {
      /* Generous at the sides: strokes may stand out of the natural box. */
      cairo_rectangle (cr, -GUTTER, p->clip_top, w + 2 * GUTTER, p->clip_bottom - p->clip_top);
      cairo_clip (cr);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* A key shows numbers as its sheet does, whatever its own scale. */
  double paper = role == PW_PAGE_KEY ? g_array_index (sheet->puzzle_scales, double, p->entry)
                                     : p->scale;
  pw_render_set_paper (cr, paper, sheet->options->numbers);
  if (role == PW_PAGE_KEY)
    sheet->render->draw_solution (cr, model, w, h);
  else
    sheet->render->draw_puzzle (cr, model, w, h);
  pw_render_set_paper (cr, 0, PW_NUMBERS_AUTO);
  cairo_restore (cr);
}

static void
sheet_draw_page (cairo_t *cr, guint index, gpointer data)
{
  Sheet *sheet = data;
  SheetPage *page = sheet->pages->pdata[index];
  draw_header (sheet, cr, page->role, page_code (sheet, page), !page->own_names);
  for (guint i = 0; i < page->placements->len; i++)
    draw_placement (sheet, cr, page, &g_array_index (page->placements, Placement, i));
  draw_footer (sheet, cr, index, page);
}

/* ---- layout ------------------------------------------------------- */

typedef struct
{
  double x, y, w, h; /* where puzzles go on a page of one role */
} Area;

typedef struct
{
  guint cols, rows;
  double scale;
  double cell_w, cell_h;
} Grid;

/* The best grid for @n puzzles in @area: the one that draws them largest. */
static Grid
best_grid (Sheet *sheet, const Area *area, guint n, gboolean labels)
{
  Grid best = { 0 };
  double lbl = labels ? LABEL_HEIGHT + LABEL_GAP : 0;
  for (guint cols = 1; cols <= n; cols++)
    {
      guint rows = (n + cols - 1) / cols;
      double cw = (area->w - (cols - 1) * GUTTER) / cols;
      double ch = (area->h - (rows - 1) * GUTTER) / rows - lbl;
      if (cw <= 0 || ch <= 0)
        continue;
      double s = MIN (cw / sheet->nat_width, ch / sheet->nat_height);
      if (s > best.scale + EPSILON)
        best = (Grid) { cols, rows, s, cw, ch };
    }
  best.scale = MIN (best.scale, pw_render_max_scale (sheet->render));
  return best;
}

/* The most puzzles (up to @limit) that fit on a page at @min_scale, or 0. */
static guint
max_fitting (Sheet *sheet, const Area *area, guint limit, gboolean labels, double min_scale)
{
  guint fit = 0;
  for (guint n = 1; n <= limit; n++)
    if (best_grid (sheet, area, n, labels).scale >= min_scale - EPSILON)
      fit = n;
  return fit;
}

static void
add_placement (Sheet *sheet, SheetPage *page, const Placement *p)
{
  g_array_append_val (page->placements, *p);
  if (page->role == PW_PAGE_PUZZLE)
    g_array_index (sheet->puzzle_scales, double, p->entry) = p->scale;
}

static SheetPage *
add_page (Sheet *sheet, PwPageRole role)
{
  SheetPage *page = g_new0 (SheetPage, 1);
  page->role = role;
  page->placements = g_array_new (FALSE, FALSE, sizeof (Placement));
  g_ptr_array_add (sheet->pages, page);
  return page;
}

/* The model drawn for entry @i on pages of @role. */
static const PwModel *
role_model (Sheet *sheet, PwPageRole role, guint i)
{
  return role == PW_PAGE_KEY ? pw_sheet_set_get_solution (sheet->set, i)
                             : pw_sheet_set_get_puzzle (sheet->set, i);
}

/* Entry @i's natural size in the arrangement being laid out. */
static void
measure_entry (Sheet *sheet, guint i, double *w, double *h)
{
  const PwModel *model = pw_sheet_set_get_puzzle (sheet->set, i);
  if (sheet->role == PW_PAGE_KEY)
    pw_render_measure_key (sheet->render, model, w, h);
  else if (!sheet->wide || !pw_render_measure_wide (sheet->render, model, w, h))
    pw_render_measure (sheet->render, model, w, h);
}

static void
set_arrangement (Sheet *sheet, PwPageRole role, gboolean wide)
{
  sheet->role = role;
  sheet->wide = wide;
  sheet->nat_width = sheet->nat_height = 0;
  for (guint i = 0; i < pw_sheet_set_get_n (sheet->set); i++)
    {
      double w, h;
      measure_entry (sheet, i, &w, &h);
      sheet->nat_width = MAX (sheet->nat_width, w);
      sheet->nat_height = MAX (sheet->nat_height, h);
    }
}

/* The smallest scale that keeps every puzzle's type readable on pages of
 * @role: the kind's own minimum, and the type floor. */
static double
role_min_scale (Sheet *sheet, PwPageRole role, gboolean compact)
{
  double floor = compact ? PW_RENDER_MIN_KEY_TYPE : PW_RENDER_MIN_TYPE;
  double scale = compact ? pw_render_min_key_scale (sheet->render) : sheet->render->min_scale;
  for (guint i = 0; i < pw_sheet_set_get_n (sheet->set); i++)
    scale = MAX (scale, pw_render_type_scale (sheet->render, role_model (sheet, role, i),
                                              role == PW_PAGE_KEY, sheet->options->numbers,
                                              floor));
  return scale;
}

/* Pages of @per_page puzzles each, on @grid. */
static void
lay_out_grid (Sheet *sheet, const Area *area, PwPageRole role, guint per_page, const Grid *grid,
              gboolean labels, gboolean own_names)
{
  guint n = pw_sheet_set_get_n (sheet->set);
  double lbl = labels ? LABEL_HEIGHT + LABEL_GAP : 0;
  SheetPage *page = NULL;
  for (guint i = 0; i < n; i++)
    {
      guint k = i % per_page;
      if (k == 0)
        {
          page = add_page (sheet, role);
          page->own_names = own_names;
        }
      double w, h;
      measure_entry (sheet, i, &w, &h);
      double cell_x = area->x + (k % grid->cols) * (grid->cell_w + GUTTER);
      double cell_y = area->y + (k / grid->cols) * (grid->cell_h + lbl + GUTTER);
      Placement p = {
        .entry = i,
        .x = cell_x + (grid->cell_w - w * grid->scale) / 2,
        .y = cell_y + lbl,
        .scale = grid->scale,
        .clip_top = 0,
        .clip_bottom = -1,
        .w = w,
        .h = h,
        .cell_x = cell_x,
        .cell_w = grid->cell_w,
        .label = labels,
      };
      add_placement (sheet, page, &p);
    }
}

/* Each puzzle over as many pages as it needs, cut only where the kind
 * allows, at the largest scale that fits the width, up to 1 (or up to
 * the readable minimum when that is larger). */
static gboolean
lay_out_split (Sheet *sheet, const Area *area, PwPageRole role, double min_scale, GError **error)
{
  double scale = MIN (MAX (1.0, min_scale), area->w / sheet->nat_width);
  if (scale < min_scale - EPSILON)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The puzzle is too wide for the page: to keep its type readable it "
                     "needs %.0f mm, and the page leaves %.0f mm between the margins; choose "
                     "larger paper or landscape, or print it as a poster"),
                   sheet->nat_width * min_scale / PW_POINTS_PER_MM, area->w / PW_POINTS_PER_MM);
      return FALSE;
    }
  double room = area->h / scale;
  for (guint i = 0; i < pw_sheet_set_get_n (sheet->set); i++)
    {
      const PwModel *model = pw_sheet_set_get_puzzle (sheet->set, i);
      double w, h;
      measure_entry (sheet, i, &w, &h);
      g_autoptr (GArray) points = sheet->render->split_points ? sheet->render->split_points (model)
                                                              : NULL;
      double start = 0;
      guint parts = 0;
      while (start < h - EPSILON)
        {
          double end = h;
          if (h - start > room + EPSILON)
            {
              end = -1;
              for (guint j = 0; points && j < points->len; j++)
                {
                  double y = g_array_index (points, double, j);
                  if (y > start + EPSILON && y < h - EPSILON && y - start <= room + EPSILON)
                    end = y;
                }
              if (end < 0)
                {
                  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                               _("Part of the puzzle is taller than the page and cannot be "
                                 "split: to keep its type readable it needs %.0f mm, and the "
                                 "page leaves %.0f mm; choose larger paper, or print it as a "
                                 "poster"),
                               MIN (h - start, room * 4) * min_scale / PW_POINTS_PER_MM,
                               area->h / PW_POINTS_PER_MM);
                  return FALSE;
                }
            }
          SheetPage *page = add_page (sheet, role);
          Placement p = {
            .entry = i,
            .x = area->x + (area->w - w * scale) / 2,
            .y = area->y,
            .scale = scale,
            .clip_top = start,
            .clip_bottom = end,
            .w = w,
            .h = h,
            .cell_x = area->x,
            .cell_w = area->w,
          };
          add_placement (sheet, page, &p);
          start = end;
          parts++;
        }
      if (parts > 1)
        sheet->split_pages += parts;
    }
  return TRUE;
}

static void
set_too_large_error (Sheet *sheet, const Area *area, double min_scale, GError **error)
{
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("The puzzle does not fit on the page with readable type: it needs "
                 "%.0f × %.0f mm, and the page leaves %.0f × %.0f mm; choose larger paper, "
                 "landscape or smaller margins, or print it as a poster"),
               sheet->nat_width * min_scale / PW_POINTS_PER_MM,
               sheet->nat_height * min_scale / PW_POINTS_PER_MM, area->w / PW_POINTS_PER_MM,
               area->h / PW_POINTS_PER_MM);
}

static Area
role_area (Sheet *sheet, cairo_t *scratch, PwPageRole role, gboolean name_line)
{
  double header = draw_header (sheet, scratch, role, NULL, name_line);
  Area a = { sheet->cx, sheet->cy + header, sheet->cw,
             sheet->ch - header - sheet->footer_height - FOOTER_GAP };
  return a;
}

/* How many puzzles go on a page: @per_page (0: as many as fit at their
 * smallest readable size), or for @compact keys the whole set on as few
 * pages as stay readable.  0 when not even one fits. */
static guint
puzzles_per_page (Sheet *sheet, const Area *area, guint per_page, gboolean compact,
                  double min_scale)
{
  guint n = pw_sheet_set_get_n (sheet->set);
  gboolean coded = pw_sheet_set_get_code (sheet->set, 0) != NULL;
  if (compact)
    return max_fitting (sheet, area, MIN (n, 256), coded && n > 1, min_scale);
  if (per_page == 0)
    return max_fitting (sheet, area, MIN (n, PW_SHEET_MAX_PER_PAGE), coded && n > 1, min_scale);
  return MIN (per_page, MIN (n, PW_SHEET_MAX_PER_PAGE));
}

/* Lays out the pages of one role: @per_page puzzles each (0: as many as
 * fit readably), or the whole set on as few pages as fit (@compact). */
static gboolean
lay_out_role (Sheet *sheet, cairo_t *scratch, PwPageRole role, guint per_page,
              gboolean compact, GError **error)
{
  gboolean coded = pw_sheet_set_get_code (sheet->set, 0) != NULL;
  gboolean auto_fit = compact || per_page == 0;
  double min_scale = role_min_scale (sheet, role, compact);
  Area area = role_area (sheet, scratch, role, TRUE);
  if (area.h <= 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The header and footer leave no room for puzzles on the page"));
      return FALSE;
    }
  /* The arrangement that prints larger (a list beside the board on wide
   * paper, under it on tall). */
  set_arrangement (sheet, role, TRUE);
  double wide_scale = role == PW_PAGE_PUZZLE && sheet->render->measure_wide
                        ? best_grid (sheet, &area, 1, FALSE).scale : 0;
  set_arrangement (sheet, role, FALSE);
  if (wide_scale > best_grid (sheet, &area, 1, FALSE).scale + EPSILON)
    set_arrangement (sheet, role, TRUE);

  per_page = puzzles_per_page (sheet, &area, per_page, compact, min_scale);
  gboolean labels = coded && per_page > 1;
  /* Several variants to a page: each gets its own name line by its code,
   * so the header needs none (and leaves more room). */
  gboolean own_names = labels && role == PW_PAGE_PUZZLE && sheet->options->name_line;
  if (own_names)
    {
      area = role_area (sheet, scratch, role, FALSE);
      if (auto_fit)
        per_page = MAX (per_page, puzzles_per_page (sheet, &area, per_page, compact,
                                                    min_scale));
    }

  if (per_page == 0 || best_grid (sheet, &area, 1, FALSE).scale < min_scale - EPSILON)
    {
      if (!sheet->render->can_split)
        {
          set_too_large_error (sheet, &area, min_scale, error);
          return FALSE;
        }
      /* A split puzzle fills pages one at a time: the arrangement for tall
       * pages, with the header's own name line. */
      set_arrangement (sheet, role, FALSE);
      area = role_area (sheet, scratch, role, TRUE);
      return lay_out_split (sheet, &area, role, min_scale, error);
    }
  Grid grid = best_grid (sheet, &area, per_page, labels);
  if (grid.scale < min_scale - EPSILON)
    {
      guint fit = max_fitting (sheet, &area, per_page, labels, min_scale);
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%u puzzles per page would print them at %.0f %% of their size, below "
                     "the readable %.0f %%; at most %u fit on this page"),
                   per_page, grid.scale * 100, min_scale * 100, MAX (fit, 1));
      return FALSE;
    }
  lay_out_grid (sheet, &area, role, per_page, &grid, labels, own_names);
  return TRUE;
}

PwPages *
pw_sheet_compose (PwSheetSet *set, const PwSheetOptions *options, GError **error)
{
  const PwKind *kind = pw_sheet_set_get_kind (set);
  const PwKindRender *render = pw_render_lookup (kind->id);
  if (render == NULL || render->draw_puzzle == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED, _("%s puzzles cannot be printed yet"),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
      return NULL;
    }
  if (options->answers != PW_ANSWERS_NONE && render->draw_solution == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("%s puzzles cannot print answer keys; choose no answers"),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
      return NULL;
    }
  if (!pw_page_setup_check (&options->page, error))
    return NULL;
  if (options->per_page > PW_SHEET_MAX_PER_PAGE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("At most %d puzzles fit on a page, not %u"), PW_SHEET_MAX_PER_PAGE,
                   options->per_page);
      return NULL;
    }

  Sheet *sheet = g_new0 (Sheet, 1);
  sheet->set = pw_sheet_set_ref (set);
  sheet->options = pw_sheet_options_copy (options);
  /* A key is what the kind's solver says; without its answer, none. */
  const char *unsolved = pw_sheet_set_get_unsolved (set);
  if (unsolved)
    sheet->options->answers = PW_ANSWERS_NONE;
  options = sheet->options;
  sheet->render = render;
  sheet->title = g_strdup (options->title && *options->title
                           ? options->title : g_dgettext (GETTEXT_PACKAGE, kind->name));
  if (options->instructions != NULL)
    sheet->instructions = *options->instructions ? g_strdup (options->instructions) : NULL;
  else if (render->instructions != NULL)
    sheet->instructions = g_strdup (g_dgettext (GETTEXT_PACKAGE, render->instructions));
  sheet->width = pw_page_setup_get_width (&options->page);
  sheet->height = pw_page_setup_get_height (&options->page);
  sheet->cx = options->page.margin_left;
  sheet->cy = options->page.margin_top;
  sheet->cw = sheet->width - options->page.margin_left - options->page.margin_right;
  sheet->ch = sheet->height - options->page.margin_top - options->page.margin_bottom;
  sheet->pages = g_ptr_array_new_with_free_func (sheet_page_free);
  sheet->puzzle_scales = g_array_new (FALSE, TRUE, sizeof (double));
  g_array_set_size (sheet->puzzle_scales, pw_sheet_set_get_n (set));

  /* Text is measured by drawing it where nobody sees. */
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *scratch = cairo_create (surface);
  /* A kind that may credit pictures keeps a second line for it. */
  sheet->footer_height = pw_render_line_height (scratch, options->font, FOOTER_SIZE)
                         * (render->credits ? 2 : 1);
  if (render->credits)
    sheet->credits = render->credits (pw_sheet_set_get_puzzle (set, 0));
  gboolean ok = lay_out_role (sheet, scratch, PW_PAGE_PUZZLE, options->per_page, FALSE, error);
  if (ok && options->answers == PW_ANSWERS_SEPARATE)
    ok = lay_out_role (sheet, scratch, PW_PAGE_KEY, options->per_page, FALSE, error);
  else if (ok && options->answers == PW_ANSWERS_COMPACT)
    ok = lay_out_role (sheet, scratch, PW_PAGE_KEY, 0, TRUE, error);
  cairo_destroy (scratch);
  cairo_surface_destroy (surface);
  if (!ok)
    {
      sheet_free (sheet);
      return NULL;
    }

  guint split_pages = sheet->split_pages;
  PwPages *pages = pw_pages_new (sheet->width, sheet->height, sheet->title, sheet_draw_page,
                                 sheet, sheet_free);
  pw_pages_set_author (pages, pw_sheet_set_get_author (set));
  if (split_pages > 0)
    {
      g_autofree char *note = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     "The puzzle does not fit on one page with type of at least %.0f\u00a0pt, "
                     "so it is printed over %u page; larger paper or a poster keeps it whole",
                     "The puzzle does not fit on one page with type of at least %.0f\u00a0pt, "
                     "so it is printed over %u pages; larger paper or a poster keeps it whole",
                     split_pages),
        PW_RENDER_MIN_TYPE, split_pages);
      pw_pages_set_note (pages, note);
    }
  if (unsolved)
    {
      g_autofree char *without = g_strdup_printf (_("Printed without an answer key: %s"),
                                                  unsolved);
      const char *before = pw_pages_get_note (pages);
      g_autofree char *note = before ? g_strdup_printf ("%s\n%s", before, without) : NULL;
      pw_pages_set_note (pages, note ? note : without);
    }
  for (guint i = 0; i < sheet->pages->len; i++)
    pw_pages_add_page (pages, ((SheetPage *) sheet->pages->pdata[i])->role);
  return pages;
}
