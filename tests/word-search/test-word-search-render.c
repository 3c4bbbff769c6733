/* Drawing word searches: letters on an even grid (diagonals at 45
 * degrees) in every script, the list sorted in columns below or beside
 * the grid, the key's outlines along the words and nowhere on the sheet. */
#include <math.h>
#include <string.h>

#include "pw-kinds.h"
#include "pw-text.h"
#include "text-probe.h"
#include "word-search-render.h"

#define CELL PW_WORD_SEARCH_RENDER_CELL

static PwModel *
generated (const char *size, const char *words)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "size", size);
  pw_params_set (params, "words", words);
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_kind_generate (pw_word_search_kind (), params, 11, NULL, NULL, &error);
  g_assert_no_error (error);
  return m;
}

typedef struct
{
  const PwModel *model;
  double width, height;
  gboolean key;
} Drawing;

static void
draw_it (cairo_t *cr, gpointer data)
{
  Drawing *d = data;
  const PwKindRender *r = pw_word_search_render ();
  (d->key ? r->draw_solution : r->draw_puzzle) (cr, d->model, d->width, d->height);
}

/* Every cell's letter is centred on its cell: the same step across and
 * down, so a diagonal runs at 45 degrees; and each cell prints one
 * grapheme cluster, whatever the script. */
static void
test_even_grid (void)
{
  g_autoptr (PwModel) model = generated ("7x7", "ΓΑΤΑ\nКОШКА\n고양이\n猫咪\n👩‍👩‍👧🐱\nCAFÉ");
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  Drawing d = { model, 0, 0, FALSE };
  pw_render_measure (pw_word_search_render (), model, &d.width, &d.height);
  g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  probe_draw (texts, 0, draw_it, &d);
  double grid_x = (d.width - m->width * CELL) / 2;
  guint found = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      double cx = (t->x0 + t->x1) / 2, cy = (t->y0 + t->y1) / 2;
      if (cy > m->height * CELL)
        continue; /* the list */
      int col = (int) floor ((cx - grid_x) / CELL), row = (int) floor (cy / CELL);
      g_assert_cmpint (col, >=, 0);
      g_assert_cmpint (row, >=, 0);
      g_assert_cmpstr (t->text, ==, m->cells[row * m->width + col]);
      g_assert_cmpfloat (fabs (cx - grid_x - (col + 0.5) * CELL), <, CELL * 0.2);
      g_assert_cmpfloat (fabs (cy - (row + 0.5) * CELL), <, CELL * 0.25);
      found++;
    }
  g_assert_cmpuint (found, ==, m->width * m->height);
}

/* The list is sorted and read down each column, then across. */
static void
test_sorted_columns (void)
{
  g_autoptr (PwModel) model = generated ("12x12", "PEAR\nAPPLE\nFIG\nMANGO\nKIWI\nDATE\nLIME\n"
                                                  "PLUM\nGRAPE\nLEMON\nCHERRY\nOLIVE");
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  const PwKindRender *r = pw_word_search_render ();
  for (int wide = 0; wide < 2; wide++)
    {
      Drawing d = { model, 0, 0, FALSE };
      if (wide)
        g_assert_true (pw_render_measure_wide (r, model, &d.width, &d.height));
      else
        pw_render_measure (r, model, &d.width, &d.height);
      g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
      g_array_set_clear_func (texts, probe_text_clear);
      probe_draw (texts, 0, draw_it, &d);
      GPtrArray *list = g_ptr_array_new ();
      for (guint i = 0; i < texts->len; i++)
        {
          ProbeText *t = &g_array_index (texts, ProbeText, i);
          if (g_utf8_strlen (t->text, -1) > 1)
            g_ptr_array_add (list, t);
        }
      g_assert_cmpuint (list->len, ==, m->words->len);
      for (guint i = 1; i < list->len; i++)
        {
          const ProbeText *a = list->pdata[i - 1], *b = list->pdata[i];
          g_assert_cmpint (strcmp (a->text, b->text), <, 0);
          /* Next below in the same column, or at the top of the next. */
          g_assert_true ((b->y0 > a->y0 && fabs (b->x0 - a->x0) < 1) || b->x0 > a->x1);
          if (wide)
            g_assert_cmpfloat (b->x0, >, m->width * CELL);
          else
            g_assert_cmpfloat (b->y0, >, m->height * CELL);
        }
      if (wide)
        g_assert_cmpfloat (d.height, ==, m->height * CELL);
      g_ptr_array_unref (list);
    }
}

static int
red_pixels (const PwModel *model, double width, double height, gboolean key, int x0, int y0,
            int x1, int y1)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width),
                                                   (int) ceil (height));
  cairo_t *cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  Drawing d = { model, width, height, key };
  draw_it (cr, &d);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  const unsigned char *data = cairo_image_surface_get_data (s);
  int stride = cairo_image_surface_get_stride (s), n = 0;
  for (int y = MAX (y0, 0); y < MIN (y1, (int) height); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, (int) width); x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + x * 4);
        int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;
        n += r > 120 && g < 90 && b < 90;
      }
  cairo_surface_destroy (s);
  return n;
}

/* The key outlines each word along its line: red above and below (or
 * beside) the middle of the word, none on the sheet. */
static void
test_key_outlines (void)
{
  g_autoptr (PwModel) model = generated ("9x9", "HORSE\nZEBRA\nCAMEL\nTIGER\nOTTER");
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  double w, h;
  pw_render_measure (pw_word_search_render (), model, &w, &h);
  double gx = (w - m->width * CELL) / 2;
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *word = m->words->pdata[i];
      int dx, dy;
      pw_word_search_direction_step (word->direction, &dx, &dy);
      /* The middle of the word's first step, a little off the line on
       * the outline's side. */
      double cx = gx + (word->col + 0.5 + dx * 0.5) * CELL;
      double cy = (word->row + 0.5 + dy * 0.5) * CELL;
      double nx = -dy, ny = dx, len = sqrt (nx * nx + ny * ny);
      double ox = cx + nx / len * CELL * 0.40, oy = cy + ny / len * CELL * 0.40;
      int on_key = red_pixels (model, w, h, TRUE, (int) ox - 2, (int) oy - 2, (int) ox + 3,
                               (int) oy + 3);
      g_assert_cmpint (on_key, >, 0);
    }
  g_assert_cmpint (red_pixels (model, w, h, FALSE, 0, 0, (int) w, (int) h), ==, 0);
}

/* Large print: the same grid spacing, every letter and every word of the
 * list 1.4 times as large relative to it, whatever scale the composer
 * then prints at. */
static void
test_large_print (void)
{
  g_autoptr (PwModel) model = generated ("10x10", "OTTER\nBADGER\nSTOAT\nWEASEL\nMOLE");
  const PwKindRender *r = pw_word_search_render ();
  double w, h, lw, lh;
  pw_render_measure (r, model, &w, &h);
  double small = r->smallest_type (model, FALSE, PW_NUMBERS_AUTO);
  ((PwWordSearchModel *) model)->large_print = TRUE;
  pw_render_measure (r, model, &lw, &lh);
  g_assert_cmpfloat (lw, ==, w);
  g_assert_cmpfloat (lh, >, h);
  g_assert_cmpfloat (fabs (r->smallest_type (model, FALSE, PW_NUMBERS_AUTO) - small * 1.4), <,
                     0.01);
  Drawing d = { model, lw, lh, FALSE };
  g_autoptr (GArray) texts = g_array_new (FALSE, FALSE, sizeof (ProbeText));
  g_array_set_clear_func (texts, probe_text_clear);
  probe_draw (texts, 0, draw_it, &d);
  for (guint i = 0; i < texts->len; i++)
    g_assert_cmpfloat (g_array_index (texts, ProbeText, i).size, >=, small * 1.4 - 0.01);
}

/* Words the sheets' font cannot draw are a warning that names the
 * character (U+9FF0 is not in Noto Sans CJK); the check is the render
 * layer's, installed when the renderers are registered. */
static void
test_undrawable_warning (void)
{
  g_autoptr (PwModel) model = generated ("12x12", "PEAR\nAPPLE\nFIG\n");
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  g_autoptr (GPtrArray) clean = model->kind->validate (model);
  g_assert_cmpuint (clean->len, ==, 0);
  PwWordSearchWord *w = m->words->pdata[0];
  g_free (w->text);
  w->text = g_strdup ("A" "\xe9\xbf\xb0" "B"); /* A, U+9FF0, B */
  w->placed = FALSE;
  g_autoptr (GPtrArray) problems = model->kind->validate (model);
  gboolean found = FALSE;
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      if (strstr (p->message, "U+9FF0"))
        {
          found = TRUE;
          g_assert_cmpint (p->severity, ==, PW_SEVERITY_WARNING);
        }
    }
  g_assert_true (found);
  /* Letters, accents and emoji sequences' joiners are not flagged. */
  g_assert_cmpuint (pw_text_first_undrawable ("e\xcc\x81", -1), ==, 0);
  g_assert_cmpuint (pw_text_first_undrawable ("\xe9\xbf\xb0", -1), ==, 0x9FF0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/word-search/render/even-grid", test_even_grid);
  g_test_add_func ("/word-search/render/sorted-columns", test_sorted_columns);
  g_test_add_func ("/word-search/render/key-outlines", test_key_outlines);
  g_test_add_func ("/word-search/render/large-print", test_large_print);
  g_test_add_func ("/word-search/render/undrawable-warning", test_undrawable_warning);
  return g_test_run ();
}
