#include "pw-cards.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-render-draw.h"
#include "pw-render.h"

#define FOOTER_SIZE 8.5
#define FOOTER_GAP 10.0
#define MARK_GAP (2.0 * PW_POINTS_PER_MM)
#define MARK_LENGTH (5.0 * PW_POINTS_PER_MM)
#define MAX_BLEED (6.0 * PW_POINTS_PER_MM)
#define EPSILON 1e-6
/* A class set's code in a card's corner: its size and inset, printed. */
#define CODE_SIZE 7.0
#define CODE_INSET (1.5 * PW_POINTS_PER_MM)
/* The smallest card --per-page may shrink to. */
#define MIN_CARD (15.0 * PW_POINTS_PER_MM)

typedef struct
{
  guint entry, item;
} Item;

/* The items one front page holds: a run of the print order. */
typedef struct
{
  guint first, count;
} Sheet;

typedef struct
{
  PwSheetSet *set;
  const PwCardOptions *options; /* owned, except in pw_cards_measure's */
  const PwKindRender *render;
  char *title;
  char *credits;         /* the footer's second line, or NULL */
  double width, height;
  double cx, cy, cw, ch;
  double footer_height;
  guint cols, rows;
  double bx, by;         /* the front grid's top-left (bleed boxes included) */
  double pitch_x, pitch_y;
  double scale;          /* the kind's card size times this is the printed one */
  guint per_page;        /* cards on a front page */
  GArray *items;         /* Item, in print order */
  GArray *sheets;        /* Sheet per front page */
} Cards;

static void
cards_free (gpointer data)
{
  Cards *cards = data;
  pw_sheet_set_unref (cards->set);
  pw_card_options_free ((PwCardOptions *) cards->options);
  g_free (cards->title);
  g_free (cards->credits);
  g_array_unref (cards->items);
  g_clear_pointer (&cards->sheets, g_array_unref);
  g_free (cards);
}

PwCardOptions *
pw_card_options_new (void)
{
  PwCardOptions *o = g_new0 (PwCardOptions, 1);
  pw_page_setup_init (&o->page);
  pw_page_setup_set_margins (&o->page, 10 * PW_POINTS_PER_MM);
  o->marks = PW_CROP_MARKS;
  return o;
}

PwCardOptions *
pw_card_options_copy (const PwCardOptions *options)
{
  PwCardOptions *o = g_new0 (PwCardOptions, 1);
  *o = *options;
  o->title = g_strdup (options->title);
  o->font = g_strdup (options->font);
  o->language = g_strdup (options->language);
  return o;
}

void
pw_card_options_free (PwCardOptions *options)
{
  if (options == NULL)
    return;
  g_free (options->title);
  g_free (options->font);
  g_free (options->language);
  g_free (options);
}

gboolean
pw_bleed_from_string (const char *text, double *bleed, GError **error)
{
  static const char *const allowed[] = { "0", "3", "6" };
  for (guint i = 0; i < G_N_ELEMENTS (allowed); i++)
    if (g_strcmp0 (text, allowed[i]) == 0)
      {
        *bleed = g_ascii_strtod (text, NULL) * PW_POINTS_PER_MM;
        return TRUE;
      }
  /* A length with its unit, as a print shop asks for it ("3mm", "0.125in"),
   * anywhere the composer allows. */
  double points;
  if (text && pw_length_parse (text, &points) && points >= 0
      && points <= MAX_BLEED + EPSILON)
    {
      *bleed = points;
      return TRUE;
    }
  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
               _("Unknown bleed “%s”: use 0, 3 or 6 (millimetres), or a length from 0 to 6 mm "
                 "with its unit (mm, cm, in or pt), such as 3mm or 0.125in"), text);
  return FALSE;
}

gboolean
pw_back_offset_from_string (const char *text, double *x, double *y, GError **error)
{
  g_auto (GStrv) parts = text ? g_strsplit (text, ",", -1) : NULL;
  double v[2];
  gboolean ok = parts && g_strv_length (parts) == 2;
  for (guint i = 0; ok && i < 2; i++)
    {
      char *end;
      g_strstrip (parts[i]);
      if (g_str_has_suffix (parts[i], "mm"))
        parts[i][strlen (parts[i]) - 2] = '\0';
      v[i] = g_ascii_strtod (parts[i], &end);
      ok = end != parts[i] && *end == '\0' && fabs (v[i]) <= PW_MAX_BACK_OFFSET_MM;
    }
  if (!ok)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Unknown back offset “%s”: give X,Y in millimetres, each from −%.0f to "
                     "%.0f, such as 1.5,-0.5 (right and down are positive)"), text ? text : "",
                   PW_MAX_BACK_OFFSET_MM, PW_MAX_BACK_OFFSET_MM);
      return FALSE;
    }
  *x = v[0] * PW_POINTS_PER_MM;
  *y = v[1] * PW_POINTS_PER_MM;
  return TRUE;
}

gboolean
pw_cut_marks_from_string (const char *text, PwCutMarks *marks, GError **error)
{
  if (g_strcmp0 (text, "lines") == 0)
    *marks = PW_CUT_LINES;
  else if (g_strcmp0 (text, "crop") == 0)
    *marks = PW_CROP_MARKS;
  else if (g_strcmp0 (text, "own") == 0)
    *marks = PW_CUT_OWN;
  else
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Unknown cut marks “%s”: use lines, crop or own (the cards’ own cut "
                     "lines, such as a round card’s circle)"), text);
      return FALSE;
    }
  return TRUE;
}

/* The gap between neighbouring items' bleed boxes, printed: what the
 * kind asks for scissors, less what the bleed already leaves (the bleed
 * is cut away, so two bleeds are room enough). */
static double
item_gap (const Cards *cards)
{
  return MAX (0, cards->render->item_gap - 2 * cards->options->bleed);
}

/* The front grid's width and height, bleed boxes and the gaps between
 * them included. */
static double
grid_width (const Cards *cards)
{
  return cards->cols * cards->pitch_x - item_gap (cards);
}

static double
grid_height (const Cards *cards, guint rows)
{
  return rows * cards->pitch_y - item_gap (cards);
}

/* Where item slot @slot of a page goes: its trim box's top-left.  Backs
 * mirror the grid left to right about the page's middle, then move by the
 * back offset, which corrects a duplex printer's misregistration. */
static void
slot_origin (Cards *cards, guint slot, gboolean back, double *x, double *y)
{
  guint col = slot % cards->cols, row = slot / cards->cols;
  double bleed = cards->options->bleed;
  double bx = cards->bx;
  if (back)
    {
      bx = cards->width - cards->bx - grid_width (cards);
      col = cards->cols - 1 - col;
    }
  *x = bx + col * cards->pitch_x + bleed;
  *y = cards->by + row * cards->pitch_y + bleed;
  if (back)
    {
      *x += cards->options->back_offset_x;
      *y += cards->options->back_offset_y;
    }
}

/* @text with the spaces inside parentheses made unbreakable, so a
 * label breaks before "(xkcd 1970)", never inside it. */
static char *
keep_parentheses (const char *text)
{
  GString *out = g_string_new (NULL);
  int depth = 0;
  for (const char *p = text; *p; p++)
    {
      depth += *p == '(';
      depth -= *p == ')' && depth > 0;
      if (*p == ' ' && depth > 0)
        g_string_append (out, "\u00a0");
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void
draw_plain_back (Cards *cards, cairo_t *cr, double w, double h, double bleed)
{
  cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
  cairo_rectangle (cr, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, cards->options->font, 10, TRUE,
                                                         cards->options->language);
  pango_layout_set_width (layout, (int) ((w - 16) * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  g_autofree char *label = keep_parentheses (cards->title);
  pango_layout_set_text (layout, label, -1);
  int lw, lh;
  pango_layout_get_size (layout, &lw, &lh);
  cairo_move_to (cr, 8, (h - (double) lh / PANGO_SCALE) / 2);
  pw_render_show_layout (cr, layout);
}

/* A class set's variant code in the card's corner, small and grey, so
 * cut cards of several variants can be sorted again (on the back too,
 * where it is seen when the cards lie face down). */
static void
draw_code (Cards *cards, cairo_t *cr, const char *code)
{
  double inset = CODE_INSET / cards->scale;
  g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, cards->options->font,
                                                         CODE_SIZE / cards->scale, TRUE,
                                                         cards->options->language);
  pango_layout_set_text (layout, code, -1);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  cairo_move_to (cr, inset, inset);
  pw_render_show_layout (cr, layout);
}

static void
draw_item (Cards *cards, cairo_t *cr, const Item *item, double x, double y, gboolean back)
{
  const PwModel *model = pw_sheet_set_get_puzzle (cards->set, item->entry);
  double w = cards->render->item_width, h = cards->render->item_height;
  double s = cards->scale, bleed = cards->options->bleed / s;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  /* Cards sized for --per-page: the kind draws at its own size, scaled, so
   * every kind's cards can be; the bleed stays as wide as asked. */
  cairo_scale (cr, s, s);
  /* Nothing an item draws may reach its neighbour's bleed. */
  cairo_rectangle (cr, -bleed, -bleed, w + 2 * bleed, h + 2 * bleed);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  if (!back)
    cards->render->draw_item (cr, model, item->item, w, h, bleed);
  else if (cards->render->draw_item_back)
    cards->render->draw_item_back (cr, model, item->item, w, h, bleed);
  else
    draw_plain_back (cards, cr, w, h, bleed);
  const char *code = pw_sheet_set_get_code (cards->set, item->entry);
  if (code)
    draw_code (cards, cr, code);
  cairo_restore (cr);
}

static void
draw_cut_lines (Cards *cards, cairo_t *cr, guint first, guint count, gboolean back)
{
  double w = cards->render->item_width * cards->scale, h = cards->render->item_height * cards->scale;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_set_line_width (cr, 0.4);
  for (guint k = 0; k < count; k++)
    {
      double x, y;
      slot_origin (cards, k, back, &x, &y);
      cairo_rectangle (cr, x, y, w, h);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Short marks outside the used part of the grid, in line with every trim
 * edge, so a guillotine can be set from them. */
static void
draw_crop_marks (Cards *cards, cairo_t *cr, guint count, gboolean back)
{
  double w = cards->render->item_width * cards->scale, h = cards->render->item_height * cards->scale;
  double bleed = cards->options->bleed;
  guint used_cols = MIN (count, cards->cols), used_rows = (count + cards->cols - 1) / cards->cols;
  double left = G_MAXDOUBLE, right = -G_MAXDOUBLE;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.3);
  for (guint c = 0; c < used_cols; c++)
    {
      double x, y;
      slot_origin (cards, c, back, &x, &y);
      left = MIN (left, x - bleed);
      right = MAX (right, x + w + bleed);
    }
  double top = cards->by, bottom = cards->by + grid_height (cards, used_rows);
  for (guint c = 0; c < used_cols; c++)
    {
      double x, y;
      slot_origin (cards, c, back, &x, &y);
      for (int edge = 0; edge < 2; edge++)
        {
          double ex = x + edge * w;
          cairo_move_to (cr, ex, top - MARK_GAP);
          cairo_line_to (cr, ex, top - MARK_GAP - MARK_LENGTH);
          cairo_move_to (cr, ex, bottom + MARK_GAP);
          cairo_line_to (cr, ex, bottom + MARK_GAP + MARK_LENGTH);
        }
    }
  for (guint r = 0; r < used_rows; r++)
    {
      double x, y;
      slot_origin (cards, r * cards->cols, back, &x, &y);
      for (int edge = 0; edge < 2; edge++)
        {
          double ey = y + edge * h;
          cairo_move_to (cr, left - MARK_GAP, ey);
          cairo_line_to (cr, left - MARK_GAP - MARK_LENGTH, ey);
          cairo_move_to (cr, right + MARK_GAP, ey);
          cairo_line_to (cr, right + MARK_GAP + MARK_LENGTH, ey);
        }
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_footer (Cards *cards, cairo_t *cr, guint index, guint n_pages, gboolean back)
{
  double y = cards->cy + cards->ch - cards->footer_height;
  double third = cards->cw / 3;
  g_autofree char *page = g_strdup_printf (_("Page %u of %u"), index + 1, n_pages);
  const char *texts[] = { cards->title, back ? _("Backs") : _("Fronts"), page };
  const PangoAlignment aligns[] = { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT };
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, cards->options->font, FOOTER_SIZE,
                                                             FALSE, cards->options->language);
      pango_layout_set_width (layout, (int) ((third - 6) * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, aligns[i]);
      pango_layout_set_text (layout, texts[i], -1);
      /* Baselines line up whatever script (font) each text is in. */
      double baseline = y + cards->footer_height * (cards->render->credits ? 0.4 : 0.8);
      cairo_move_to (cr, cards->cx + i * third + (i ? 3 : 0),
                     baseline - (double) pango_layout_get_baseline (layout) / PANGO_SCALE);
      pw_render_show_layout (cr, layout);
    }
  if (cards->credits)
    {
      g_autoptr (PangoLayout) layout = pw_render_layout_new (cr, cards->options->font, FOOTER_SIZE,
                                                             FALSE, cards->options->language);
      pango_layout_set_width (layout, (int) (cards->cw * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_text (layout, cards->credits, -1);
      double baseline = y + cards->footer_height * 0.9;
      cairo_move_to (cr, cards->cx, baseline - (double) pango_layout_get_baseline (layout) / PANGO_SCALE);
      pw_render_show_layout (cr, layout);
    }
}

static void
cards_draw_page (cairo_t *cr, guint index, gpointer data)
{
  Cards *cards = data;
  gboolean back = cards->options->backs && index % 2 == 1;
  guint sheet = cards->options->backs ? index / 2 : index;
  const Sheet *run = &g_array_index (cards->sheets, Sheet, sheet);
  guint first = run->first, count = run->count;
  for (guint k = 0; k < count; k++)
    {
      double x, y;
      slot_origin (cards, k, back, &x, &y);
      draw_item (cards, cr, &g_array_index (cards->items, Item, first + k), x, y, back);
    }
  if (cards->options->marks == PW_CUT_LINES)
    draw_cut_lines (cards, cr, first, count, back);
  else if (cards->options->marks == PW_CROP_MARKS)
    draw_crop_marks (cards, cr, count, back);
  guint n_pages = cards->sheets->len * (cards->options->backs ? 2 : 1);
  draw_footer (cards, cr, index, n_pages, back);
}

/* For --per-page N: the grid of c columns and ⌈N / c⌉ rows whose cards
 * can be largest, and the scale of the kind's card that fills it. */
static gboolean
scale_for_per_page (Cards *cards, double room_w, double room_h, GError **error)
{
  guint n = cards->options->per_page;
  double bleed = cards->options->bleed, gap = item_gap (cards);
  double w = cards->render->item_width, h = cards->render->item_height;
  double best = 0;
  guint best_cols = 0;
  for (guint c = 1; c <= n; c++)
    {
      guint r = (n + c - 1) / c;
      double s = MIN (((room_w - (c - 1) * gap) / c - 2 * bleed) / w,
                      ((room_h - (r - 1) * gap) / r - 2 * bleed) / h);
      if (s > best + EPSILON)
        {
          best = s;
          best_cols = c;
        }
    }
  if (best * MIN (w, h) < MIN_CARD)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%u cards do not fit on a page: each would be smaller than %.0f mm; "
                     "ask for fewer, or choose larger paper"), n, MIN_CARD / PW_POINTS_PER_MM);
      return FALSE;
    }
  /* A hair under, so rounding cannot push the last column off the page. */
  cards->scale = best * (1 - 1e-9);
  cards->cols = best_cols;
  cards->rows = (n + best_cols - 1) / best_cols;
  return TRUE;
}

static gboolean
cards_fit (Cards *cards, GError **error)
{
  double bleed = cards->options->bleed;
  double allowance = cards->options->marks == PW_CROP_MARKS ? MARK_GAP + MARK_LENGTH : 0;
  double room_w = cards->cw - 2 * allowance;
  double room_h = cards->ch - cards->footer_height - FOOTER_GAP - 2 * allowance;
  if (cards->options->per_page > 0)
    {
      if (!scale_for_per_page (cards, room_w, room_h, error))
        return FALSE;
      cards->pitch_x = cards->render->item_width * cards->scale + 2 * bleed + item_gap (cards);
      cards->pitch_y = cards->render->item_height * cards->scale + 2 * bleed + item_gap (cards);
      cards->per_page = cards->options->per_page;
      cards->bx = cards->cx + (cards->cw - grid_width (cards)) / 2;
      cards->by = cards->cy + allowance + (room_h - grid_height (cards, cards->rows)) / 2;
      return TRUE;
    }
  double w = cards->render->item_width * cards->scale, h = cards->render->item_height * cards->scale;
  double gap = item_gap (cards);
  cards->pitch_x = w + 2 * bleed + gap;
  cards->pitch_y = h + 2 * bleed + gap;
  /* n items take n pitches but one gap fewer. */
  double cols = room_w > 0 ? (room_w + gap + EPSILON) / cards->pitch_x : 0;
  double rows = room_h > 0 ? (room_h + gap + EPSILON) / cards->pitch_y : 0;
  if (cols < 1 || rows < 1)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("A card (%.0f × %.0f mm with %.0f mm bleed) does not fit on the page, "
                     "which leaves %.0f × %.0f mm for cards; choose larger paper or smaller "
                     "margins"), w / PW_POINTS_PER_MM, h / PW_POINTS_PER_MM,
                   bleed / PW_POINTS_PER_MM, MAX (room_w, 0) / PW_POINTS_PER_MM,
                   MAX (room_h, 0) / PW_POINTS_PER_MM);
      return FALSE;
    }
  cards->cols = (guint) cols;
  cards->rows = (guint) rows;
  cards->per_page = cards->cols * cards->rows;
  cards->bx = cards->cx + (cards->cw - grid_width (cards)) / 2;
  cards->by = cards->cy + allowance + (room_h - grid_height (cards, cards->rows)) / 2;
  return TRUE;
}

/* The checks the options must pass before anything is laid out; the
 * kind's card drawing in @render. */
static gboolean
cards_check (const PwKind *kind, const PwCardOptions *options, const PwKindRender **render,
             GError **error)
{
  *render = pw_render_lookup (kind->id);
  if (*render == NULL || (*render)->n_items == NULL || (*render)->draw_item == NULL
      || (*render)->item_width <= 0 || (*render)->item_height <= 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED, _("%s puzzles have no cards to print"),
                   g_dgettext (GETTEXT_PACKAGE, kind->name));
      return FALSE;
    }
  if (!(options->bleed >= 0 && options->bleed <= MAX_BLEED + EPSILON))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("The bleed must be from 0 to 6 mm"));
      return FALSE;
    }
  if (!(fabs (options->back_offset_x) <= PW_MAX_BACK_OFFSET_MM * PW_POINTS_PER_MM + EPSILON
        && fabs (options->back_offset_y) <= PW_MAX_BACK_OFFSET_MM * PW_POINTS_PER_MM + EPSILON))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The back offset must be from −%.0f to %.0f mm each way"),
                   PW_MAX_BACK_OFFSET_MM, PW_MAX_BACK_OFFSET_MM);
      return FALSE;
    }
  if (options->per_page > PW_MAX_CARDS_PER_PAGE)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("%u cards a page are too many: at most %u"), options->per_page,
                   PW_MAX_CARDS_PER_PAGE);
      return FALSE;
    }
  return pw_page_setup_check (&options->page, error);
}

/* The page's geometry and the grid: what pw_cards_compose and
 * pw_cards_measure share, so the size one tells is the size the other
 * draws. */
static gboolean
cards_lay_out (Cards *cards, GError **error)
{
  const PwCardOptions *options = cards->options;
  cards->scale = 1;
  cards->width = pw_page_setup_get_width (&options->page);
  cards->height = pw_page_setup_get_height (&options->page);
  cards->cx = options->page.margin_left;
  cards->cy = options->page.margin_top;
  cards->cw = cards->width - options->page.margin_left - options->page.margin_right;
  cards->ch = cards->height - options->page.margin_top - options->page.margin_bottom;
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *scratch = cairo_create (surface);
  /* A kind that may credit pictures keeps a second line for it. */
  cards->footer_height = pw_render_line_height (scratch, options->font, FOOTER_SIZE)
                         * (cards->render->credits ? 2 : 1);
  cairo_destroy (scratch);
  cairo_surface_destroy (surface);
  return cards_fit (cards, error);
}

gboolean
pw_cards_measure (const PwKind *kind, const PwCardOptions *options, double *card_width,
                  double *card_height, guint *per_page, GError **error)
{
  const PwKindRender *render;
  if (!cards_check (kind, options, &render, error))
    return FALSE;
  /* Only the geometry: no set, no items, no copy of the options. */
  Cards cards = { .options = options, .render = render };
  if (!cards_lay_out (&cards, error))
    return FALSE;
  if (card_width)
    *card_width = render->item_width * cards.scale;
  if (card_height)
    *card_height = render->item_height * cards.scale;
  if (per_page)
    *per_page = cards.per_page;
  return TRUE;
}

/* Front pages of @per_page items, each variant of a class set starting
 * on a page of its own, so its cards are cut and kept together. */
static GArray *
paginate (GArray *items, guint per_page)
{
  GArray *sheets = g_array_new (FALSE, FALSE, sizeof (Sheet));
  for (guint i = 0; i < items->len; i++)
    {
      Sheet *last = sheets->len ? &g_array_index (sheets, Sheet, sheets->len - 1) : NULL;
      guint entry = g_array_index (items, Item, i).entry;
      if (last && last->count < per_page
          && g_array_index (items, Item, last->first).entry == entry)
        last->count++;
      else
        {
          Sheet run = { i, 1 };
          g_array_append_val (sheets, run);
        }
    }
  return sheets;
}

PwPages *
pw_cards_compose (PwSheetSet *set, const PwCardOptions *options, GError **error)
{
  const PwKind *kind = pw_sheet_set_get_kind (set);
  const PwKindRender *render;
  if (!cards_check (kind, options, &render, error))
    return NULL;

  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (Item));
  for (guint e = 0; e < pw_sheet_set_get_n (set); e++)
    {
      guint n = render->n_items (pw_sheet_set_get_puzzle (set, e));
      for (guint i = 0; i < n; i++)
        {
          Item item = { e, i };
          g_array_append_val (items, item);
        }
    }
  if (items->len == 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("There are no cards to print"));
      return NULL;
    }

  Cards *cards = g_new0 (Cards, 1);
  cards->set = pw_sheet_set_ref (set);
  cards->options = pw_card_options_copy (options);
  cards->render = render;
  cards->title = g_strdup (options->title && *options->title
                           ? options->title : g_dgettext (GETTEXT_PACKAGE, kind->name));
  cards->items = g_steal_pointer (&items);
  if (render->credits)
    cards->credits = render->credits (pw_sheet_set_get_puzzle (set, 0));
  if (!cards_lay_out (cards, error))
    {
      cards_free (cards);
      return NULL;
    }
  cards->sheets = paginate (cards->items, cards->per_page);

  PwPages *pages = pw_pages_new (cards->width, cards->height, cards->title, cards_draw_page, cards,
                                 cards_free);
  pw_pages_set_author (pages, pw_sheet_set_get_author (set));
  for (guint i = 0; i < cards->sheets->len; i++)
    {
      pw_pages_add_page (pages, PW_PAGE_CARD_FRONT);
      if (options->backs)
        pw_pages_add_page (pages, PW_PAGE_CARD_BACK);
    }
  return pages;
}
