/* Output read back by independent tools: poppler's pdfinfo, pdffonts,
 * pdftotext and pdftoppm, librsvg for SVG, cairo's PNG reader; pixels
 * checked with tolerance, never byte for byte. */
#include <librsvg/rsvg.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

#include "pw-error.h"
#include "pw-export.h"
#include "pw-render-draw.h"
#include "pw-sheet.h"
#include "render-test-util.h"
#include "test-kind.h"

static PwPages *
sheets (const char *title, guint n_numbers, guint64 seed, const char *paper, gboolean landscape,
        PwAnswers answers)
{
  g_autoptr (PwModel) model = rt_test_model (n_numbers, seed);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_sheet_set_solve (set, NULL, NULL, &error));
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  options->title = g_strdup (title);
  options->answers = answers;
  g_assert_true (pw_page_setup_set_paper (&options->page, paper, &error));
  options->page.landscape = landscape;
  PwPages *pages = pw_sheet_compose (set, options, &error);
  g_assert_no_error (error);
  return pages;
}

static char *
write_pdf (PwPages *pages, const char *name)
{
  g_autofree char *dir = rt_scratch_dir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_PDF, path, 0, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_pdf_pages_and_size (void)
{
  static const struct { const char *paper; gboolean landscape; PwAnswers answers;
                        guint pages; double w, h; } cases[] = {
    { "a4", FALSE, PW_ANSWERS_SEPARATE, 2, 595.28, 841.89 },
    { "a4", FALSE, PW_ANSWERS_NONE, 1, 595.28, 841.89 },
    { "letter", TRUE, PW_ANSWERS_COMPACT, 2, 792, 612 },
    { "a5", FALSE, PW_ANSWERS_SEPARATE, 2, 419.53, 595.28 },
    { "a3", TRUE, PW_ANSWERS_NONE, 1, 1190.55, 841.89 },
    { "100x150mm", FALSE, PW_ANSWERS_NONE, 1, 283.46, 425.20 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (PwPages) pages = sheets ("Sizes", 6, 1, cases[i].paper, cases[i].landscape,
                                          cases[i].answers);
      g_autofree char *path = write_pdf (pages, "sizes.pdf");
      guint n;
      double w, h;
      if (!rt_pdf_info (path, &n, &w, &h))
        return;
      g_assert_cmpuint (n, ==, cases[i].pages);
      g_assert_cmpfloat_with_epsilon (w, cases[i].w, 0.02);
      g_assert_cmpfloat_with_epsilon (h, cases[i].h, 0.02);
    }
}

/* pdffonts: every font embedded, and a CJK title brings a CJK font. */
static void
test_pdf_fonts (void)
{
  g_autoptr (PwPages) pages = sheets ("漢字のテスト 한국어 中文", 6, 1, "a4", FALSE,
                                      PW_ANSWERS_SEPARATE);
  /* cairo 1.16 leaks a buffer when it finishes a PDF with a CJK (CFF)
   * font subset; a 20-line cairo + pango program does it too.  Only this
   * export is exempt from leak checking. */
#if defined(__SANITIZE_ADDRESS__)
  __lsan_disable ();
#endif
  g_autofree char *path = write_pdf (pages, "fonts.pdf");
#if defined(__SANITIZE_ADDRESS__)
  __lsan_enable ();
#endif
  const char *argv[] = { "pdffonts", path, NULL };
  int status;
  g_autofree char *out = rt_run (argv, &status, NULL);
  if (out == NULL)
    return;
  g_assert_cmpint (status, ==, 0);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint fonts = 0, cjk = 0;
  for (guint i = 2; lines[i]; i++)
    {
      if (*lines[i] == '\0')
        continue;
      g_auto (GStrv) cols = g_strsplit_set (lines[i], " ", -1);
      /* Columns: name type… encoding emb sub uni object ID; "emb" is the
       * fifth from the end once empty fields are skipped. */
      GPtrArray *f = g_ptr_array_new ();
      for (guint c = 0; cols[c]; c++)
        if (*cols[c])
          g_ptr_array_add (f, cols[c]);
      g_assert_cmpuint (f->len, >=, 7);
      g_assert_cmpstr (f->pdata[f->len - 5], ==, "yes");
      fonts++;
      if (strstr (f->pdata[0], "CJK") != NULL)
        cjk++;
      g_ptr_array_free (f, TRUE);
    }
  g_assert_cmpuint (fonts, >=, 2);
  g_assert_cmpuint (cjk, >=, 1);

  /* And the title reads back as text, so it is real glyphs. */
  const char *text_argv[] = { "pdftotext", "-f", "1", "-l", "1", path, "-", NULL };
  g_autofree char *text = rt_run (text_argv, &status, NULL);
  if (text == NULL)
    return;
  g_assert_nonnull (strstr (text, "漢字のテスト"));
  g_assert_nonnull (strstr (text, "한국어"));
}

static gboolean
has_word (const char *text, const char *word)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \n\t\f", -1);
  for (guint i = 0; words[i]; i++)
    if (g_str_equal (words[i], word))
      return TRUE;
  return FALSE;
}

static char *
page_text (const char *path, guint page)
{
  g_autofree char *p = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftotext", "-f", p, "-l", p, path, "-", NULL };
  return rt_run (argv, NULL, NULL);
}

/* The sum is on the key page and nowhere on the puzzle page. */
static void
test_pdf_answers_apart (void)
{
  g_autoptr (PwModel) model = rt_test_model (6, 11);
  g_autofree char *sum = NULL;
  {
    const PwTestModel *m = (const PwTestModel *) model;
    gint s = 0;
    for (guint i = 0; i < m->numbers->len; i++)
      s += g_array_index (m->numbers, gint, i);
    sum = g_strdup_printf ("%d", s);
  }
  g_autoptr (PwPages) pages = sheets ("Apart", 6, 11, "a4", FALSE, PW_ANSWERS_SEPARATE);
  g_autofree char *path = write_pdf (pages, "apart.pdf");
  g_autofree char *puzzle = page_text (path, 1);
  if (puzzle == NULL)
    return;
  g_autofree char *key = page_text (path, 2);
  g_assert_false (has_word (puzzle, sum));
  g_assert_true (has_word (key, sum));
  g_assert_nonnull (strstr (key, "Answer key"));
  g_assert_null (strstr (puzzle, "Answer key"));
  g_assert_nonnull (strstr (puzzle, "Page 1 of 2"));
  g_assert_nonnull (strstr (key, "Page 2 of 2"));
}

/* A class set's keys come in the order of its sheets: the key page for
 * variant X, found by its footer, shows the sum of sheet X's numbers. */
static void
test_pdf_keys_in_order (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "count", "5");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwSheetSet) set = pw_sheet_set_generate (pw_registry_lookup (PW_TEST_KIND_ID), params,
                                                      77, 6, NULL, NULL, &error);
  g_assert_true (pw_sheet_set_solve (set, NULL, NULL, &error));
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  g_autoptr (PwPages) pages = pw_sheet_compose (set, options, &error);
  g_assert_no_error (error);
  g_autofree char *path = write_pdf (pages, "order.pdf");
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *sheet = page_text (path, i + 1);
      if (sheet == NULL)
        return;
      g_autofree char *key = page_text (path, 6 + i + 1);
      const PwTestModel *m = (const PwTestModel *) pw_sheet_set_get_puzzle (set, i);
      gint s = 0;
      for (guint k = 0; k < m->numbers->len; k++)
        {
          gint v = g_array_index (m->numbers, gint, k);
          g_autofree char *word = g_strdup_printf ("%d", v);
          g_assert_true (has_word (sheet, word));
          s += v;
        }
      g_autofree char *sum = g_strdup_printf ("%d", s);
      g_autofree char *variant = g_strdup_printf ("Variant %c", 'A' + i);
      g_autofree char *key_label = g_strdup_printf ("Answer key %c", 'A' + i);
      g_assert_nonnull (strstr (sheet, variant));
      g_assert_nonnull (strstr (key, key_label));
      g_assert_true (has_word (key, sum));
    }
}

/* Pixels of a page drawn straight into an image: ink where the puzzle
 * goes, blank margins, the key's red only on key pages. */
static void
check_page_pixels (cairo_surface_t *image, double dpi, double margin_mm, gboolean key)
{
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  int m = (int) (margin_mm / 25.4 * dpi) - 1;
  g_assert_cmpuint (rt_count (image, 0, 0, w, m, rt_is_ink), ==, 0);
  g_assert_cmpuint (rt_count (image, 0, h - m, w, h, rt_is_ink), ==, 0);
  g_assert_cmpuint (rt_count (image, 0, 0, m, h, rt_is_ink), ==, 0);
  g_assert_cmpuint (rt_count (image, w - m, 0, w, h, rt_is_ink), ==, 0);
  /* The title in the top tenth, the puzzle in the upper half below it. */
  g_assert_cmpuint (rt_count (image, m, m, w - m, h / 10, rt_is_ink), >, 20);
  g_assert_cmpuint (rt_count (image, m, h / 8, w - m, h / 2, rt_is_ink), >, 200);
  guint red = rt_count (image, 0, 0, w, h, rt_is_key_red);
  if (key)
    g_assert_cmpuint (red, >, 100);
  else
    g_assert_cmpuint (red, ==, 0);
}

static void
test_pixels (void)
{
  g_autoptr (PwPages) pages = sheets ("Pixels", 10, 3, "a4", FALSE, PW_ANSWERS_SEPARATE);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (GError) error = NULL;
      cairo_surface_t *image = pw_export_page_image (pages, i, 50, &error);
      g_assert_no_error (error);
      check_page_pixels (image, 50, 15, pw_pages_get_role (pages, i) == PW_PAGE_KEY);
      cairo_surface_destroy (image);
    }
}

/* The same checks on the PDF as poppler renders it. */
static void
test_pdf_pixels (void)
{
  g_autoptr (PwPages) pages = sheets ("Poppler", 10, 3, "letter", FALSE, PW_ANSWERS_SEPARATE);
  g_autofree char *path = write_pdf (pages, "pixels.pdf");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *prefix = g_build_filename (dir, "pp", NULL);
  const char *argv[] = { "pdftoppm", "-r", "40", "-png", path, prefix, NULL };
  int status;
  g_autofree char *out = rt_run (argv, &status, NULL);
  if (out == NULL)
    return;
  g_assert_cmpint (status, ==, 0);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *png = g_strdup_printf ("%s-%u.png", prefix, i + 1);
      cairo_surface_t *image = cairo_image_surface_create_from_png (png);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      /* Letter at 40 dpi: 8.5 × 11 in. */
      g_assert_cmpint (cairo_image_surface_get_width (image), ==, 340);
      g_assert_cmpint (cairo_image_surface_get_height (image), ==, 440);
      check_page_pixels (image, 40, 15, i == 1);
      cairo_surface_destroy (image);
    }
}

static void
test_svg (void)
{
  g_autoptr (PwPages) pages = sheets ("SVG", 6, 1, "a4", TRUE, PW_ANSWERS_SEPARATE);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "sheet.svg", NULL);
  g_autoptr (GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_SVG, path, 0, written, NULL, &error));
  g_assert_cmpuint (written->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *expected = g_strdup_printf ("%s/sheet-%u.svg", dir, i + 1);
      g_assert_cmpstr (written->pdata[i], ==, expected);
      g_autoptr (GFile) file = g_file_new_for_path (expected);
      RsvgHandle *handle = rsvg_handle_new_from_gfile_sync (file, RSVG_HANDLE_FLAGS_NONE, NULL,
                                                            &error);
      g_assert_no_error (error);
      gboolean has_w, has_h, has_vb;
      RsvgLength lw, lh;
      RsvgRectangle vb;
      rsvg_handle_get_intrinsic_dimensions (handle, &has_w, &lw, &has_h, &lh, &has_vb, &vb);
      g_assert_true (has_w && has_h);
      g_assert_cmpint (lw.unit, ==, RSVG_UNIT_PT);
      g_assert_cmpfloat_with_epsilon (lw.length, 841.89, 0.02);
      g_assert_cmpfloat_with_epsilon (lh.length, 595.28, 0.02);
      g_object_unref (handle);
    }
  /* One page: the name as given. */
  g_autoptr (PwPages) one = sheets ("SVG", 6, 1, "a4", FALSE, PW_ANSWERS_NONE);
  g_autofree char *one_path = g_build_filename (dir, "one.svg", NULL);
  g_assert_true (pw_export_pages (one, PW_EXPORT_SVG, one_path, 0, NULL, NULL, &error));
  g_assert_true (g_file_test (one_path, G_FILE_TEST_EXISTS));
}

/* The ink's bounding box between rows @y0 and @y1 of @image. */
static void
band_bbox (cairo_surface_t *image, int y0, int y1, int box[4])
{
  int w = cairo_image_surface_get_width (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  box[0] = w, box[1] = y1, box[2] = -1, box[3] = -1;
  /* Inside the margins only: librsvg's page edge falls between pixels. */
  for (int y = y0; y < y1; y++)
    for (int x = 10; x < w - 10; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        if (rt_is_ink ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff))
          {
            box[0] = MIN (box[0], x), box[1] = MIN (box[1], y);
            box[2] = MAX (box[2], x), box[3] = MAX (box[3], y);
          }
      }
}

/* SVG keeps text as text: <text> elements a reader can select and
 * search (cairo alone wrote every glyph as an outline, a page of over a
 * megabyte), set where the PDF sets the glyphs, on a white page (cairo
 * alone left it transparent). */
static void
test_svg_text (void)
{
  g_autoptr (PwPages) pages = sheets ("Selectable title", 10, 3, "a4", FALSE, PW_ANSWERS_NONE);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "text.svg", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_SVG, path, 0, NULL, NULL, &error));
  g_autofree char *svg = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &svg, &length, &error));
  g_assert_nonnull (strstr (svg, ">Selectable title</text>"));
  g_assert_nonnull (strstr (svg, ">Name</text>"));
  g_assert_null (strstr (svg, "glyph"));
  g_assert_cmpuint (length, <, 40000);

  /* Drawn by librsvg over a transparent surface: opaque white corners,
   * and the title where the page image has it. */
  cairo_surface_t *page = pw_export_page_image (pages, 0, 72, &error);
  g_assert_no_error (error);
  int w = cairo_image_surface_get_width (page), h = cairo_image_surface_get_height (page);
  cairo_surface_t *drawn = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (drawn);
  RsvgHandle *handle = rsvg_handle_new_from_data ((const guint8 *) svg, length, &error);
  g_assert_no_error (error);
  RsvgRectangle viewport = { 0, 0, w, h };
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_object_unref (handle);
  cairo_destroy (cr);
  cairo_surface_flush (drawn);
  /* (The page is a fraction of a pixel narrower than the image.) */
  guint32 corner = *(const guint32 *) (cairo_image_surface_get_data (drawn)
                                       + 2 * cairo_image_surface_get_stride (drawn) + 2 * 4);
  g_assert_cmphex (corner, ==, 0xffffffff);
  int a[4], b[4];
  band_bbox (page, 10, h / 10, a);
  band_bbox (drawn, 10, h / 10, b);
  g_test_message ("title ink: page %d,%d–%d,%d; SVG %d,%d–%d,%d", a[0], a[1], a[2], a[3], b[0],
                  b[1], b[2], b[3]);
  g_assert_cmpint (a[2], >, a[0]);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (ABS (a[i] - b[i]), <=, 3);
  cairo_surface_destroy (page);
  cairo_surface_destroy (drawn);
}

/* The pHYs chunk of a PNG, in pixels per metre; FALSE without one. */
static gboolean
png_resolution (const char *path, guint32 *x, guint32 *y)
{
  g_autofree guint8 *data = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, (char **) &data, &length, NULL));
  for (gsize i = 8; i + 12 <= length;)
    {
      guint32 n = (guint32) data[i] << 24 | data[i + 1] << 16 | data[i + 2] << 8 | data[i + 3];
      if (memcmp (data + i + 4, "pHYs", 4) == 0 && n == 9 && i + 8 + 9 <= length)
        {
          const guint8 *p = data + i + 8;
          *x = (guint32) p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
          *y = (guint32) p[4] << 24 | p[5] << 16 | p[6] << 8 | p[7];
          g_assert_cmpuint (p[8], ==, 1);
          return TRUE;
        }
      i += 12 + n;
    }
  return FALSE;
}

/* A PNG says its resolution, so a 300 dpi page imports at its size. */
static void
test_png_resolution (void)
{
  g_autoptr (PwPages) pages = sheets ("PNG", 6, 1, "a5", FALSE, PW_ANSWERS_NONE);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "dpi.png", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_PNG, path, 300, NULL, NULL, &error));
  guint32 x = 0, y = 0;
  g_assert_true (png_resolution (path, &x, &y));
  g_assert_cmpuint (x, ==, 11811); /* 300 / 0.0254 */
  g_assert_cmpuint (y, ==, 11811);
  /* And cairo still reads it. */
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (image);
  const char *argv[] = { "identify", "-format", "%x %U", path, NULL };
  int status;
  g_autofree char *out = rt_run (argv, &status, NULL);
  if (out != NULL)
    g_assert_nonnull (strstr (out, "PixelsPerCentimeter"));
}

/* The PDF names the document's author. */
static void
test_pdf_author (void)
{
  g_autoptr (PwModel) model = rt_test_model (6, 1);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  pw_sheet_set_set_author (set, "Ada Lovelace");
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  options->answers = PW_ANSWERS_NONE;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = pw_sheet_compose (set, options, &error);
  g_assert_no_error (error);
  g_autofree char *path = write_pdf (pages, "author.pdf");
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autofree char *out = rt_run (argv, NULL, NULL);
  if (out == NULL)
    return;
  const char *author = strstr (out, "\nAuthor:");
  g_assert_nonnull (author);
  author += strlen ("\nAuthor:");
  while (*author == ' ')
    author++;
  g_assert_true (g_str_has_prefix (author, "Ada Lovelace\n"));
}

static void
test_png (void)
{
  g_autoptr (PwPages) pages = sheets ("PNG", 6, 1, "a4", FALSE, PW_ANSWERS_NONE);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "sheet.png", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_export_pages (pages, PW_EXPORT_PNG, path, 100, NULL, NULL, &error));
  g_assert_no_error (error);
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  /* A4 at 100 dpi: 826.8 × 1169.3 pixels, rounded up. */
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 827);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 1170);
  check_page_pixels (image, 100, 15, FALSE);
  cairo_surface_destroy (image);

  g_assert_false (pw_export_pages (pages, PW_EXPORT_PNG, path, 5, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  g_autoptr (PwModel) model = rt_test_model (6, 1);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  g_assert_true (pw_page_setup_set_paper (&options->page, "1500x1500mm", NULL));
  options->answers = PW_ANSWERS_NONE;
  g_autoptr (PwPages) poster = pw_sheet_compose (set, options, &error);
  g_assert_no_error (error);
  g_assert_false (pw_export_pages (poster, PW_EXPORT_PNG, path, 1200, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
}

static void
test_write_errors (void)
{
  g_autoptr (PwPages) pages = sheets ("Errors", 6, 1, "a4", FALSE, PW_ANSWERS_NONE);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "no", "such", "dir.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_export_pages (pages, PW_EXPORT_PDF, path, 0, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "dir.pdf"));
  g_clear_error (&error);

  PwExportFormat format;
  g_assert_true (pw_export_format_from_path ("a/B.PDF", &format, NULL) && format == PW_EXPORT_PDF);
  g_assert_true (pw_export_format_from_path ("x.svg", &format, NULL) && format == PW_EXPORT_SVG);
  g_assert_true (pw_export_format_from_path ("x.png", &format, NULL) && format == PW_EXPORT_PNG);
  g_assert_false (pw_export_format_from_path ("x.jpg", &format, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);

  g_autofree char *p1 = pw_export_page_path ("out/x.svg", 0, 1);
  g_autofree char *p2 = pw_export_page_path ("out/x.svg", 1, 3);
  g_autofree char *p3 = pw_export_page_path ("out.d/x", 2, 3);
  g_assert_cmpstr (p1, ==, "out/x.svg");
  g_assert_cmpstr (p2, ==, "out/x-2.svg");
  g_assert_cmpstr (p3, ==, "out.d/x-3");

  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_cancellable_cancel (cancellable);
  g_autofree char *cancelled = g_build_filename (dir, "cancelled.pdf", NULL);
  g_assert_false (pw_export_pages (pages, PW_EXPORT_PDF, cancelled, 0, NULL, cancellable,
                                   &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (g_file_test (cancelled, G_FILE_TEST_EXISTS));
}

/* Pictures: an SVG and a PNG land in their box, keeping their shape. */
static void
test_pictures (void)
{
  static const char svg[] =
    "<svg xmlns='http://www.w3.org/2000/svg' width='20' height='10'>"
    "<rect width='20' height='10' fill='#ff0000'/></svg>";
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 100, 100);
  cairo_t *cr = cairo_create (image);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_autoptr (GBytes) svg_bytes = g_bytes_new_static (svg, strlen (svg));
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_render_picture (cr, svg_bytes, 0, 0, 100, 100, &error));
  g_assert_no_error (error);
  cairo_surface_flush (image);
  int x0, y0, x1, y1;
  g_assert_true (rt_bbox (image, rt_is_ink, &x0, &y0, &x1, &y1));
  /* 2:1 fitted into 100 × 100 and centred: 100 × 50 from y = 25. */
  g_assert_cmpint (x0, ==, 0);
  g_assert_cmpint (x1, ==, 99);
  g_assert_cmpint (ABS (y0 - 25), <=, 1);
  g_assert_cmpint (ABS (y1 - 74), <=, 1);

  /* A PNG, made by cairo: 10 × 20 blue. */
  cairo_surface_t *src = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 10, 20);
  cairo_t *scr = cairo_create (src);
  cairo_set_source_rgb (scr, 0, 0, 1);
  cairo_paint (scr);
  cairo_destroy (scr);
  g_autofree char *dir = rt_scratch_dir ();
  g_autofree char *png_path = g_build_filename (dir, "p.png", NULL);
  cairo_surface_write_to_png (src, png_path);
  cairo_surface_destroy (src);
  char *png;
  gsize len;
  g_assert_true (g_file_get_contents (png_path, &png, &len, NULL));
  g_autoptr (GBytes) png_bytes = g_bytes_new_take (png, len);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_true (pw_render_picture (cr, png_bytes, 0, 0, 100, 100, &error));
  cairo_surface_flush (image);
  g_assert_true (rt_bbox (image, rt_is_ink, &x0, &y0, &x1, &y1));
  g_assert_cmpint (ABS (x0 - 25), <=, 1);
  g_assert_cmpint (ABS (x1 - 74), <=, 1);
  g_assert_cmpint (y0, ==, 0);

  g_autoptr (GBytes) junk = g_bytes_new_static ("not a picture", 13);
  g_assert_false (pw_render_picture (cr, junk, 0, 0, 10, 10, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  g_test_add_func ("/render/output/pdf-pages-and-size", test_pdf_pages_and_size);
  g_test_add_func ("/render/output/pdf-fonts", test_pdf_fonts);
  g_test_add_func ("/render/output/pdf-answers-apart", test_pdf_answers_apart);
  g_test_add_func ("/render/output/pdf-keys-in-order", test_pdf_keys_in_order);
  g_test_add_func ("/render/output/pixels", test_pixels);
  g_test_add_func ("/render/output/pdf-pixels", test_pdf_pixels);
  g_test_add_func ("/render/output/svg", test_svg);
  g_test_add_func ("/render/output/png", test_png);
  g_test_add_func ("/render/output/svg-text", test_svg_text);
  g_test_add_func ("/render/output/png-resolution", test_png_resolution);
  g_test_add_func ("/render/output/pdf-author", test_pdf_author);
  g_test_add_func ("/render/output/write-errors", test_write_errors);
  g_test_add_func ("/render/output/pictures", test_pictures);
  return g_test_run ();
}
