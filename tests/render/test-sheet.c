/* The sheet composer's layout, page set-up and class sets. */

#include <string.h>

#include "pw-error.h"
#include "pw-export.h"
#include "pw-render.h"
#include "pw-rng.h"
#include "pw-sheet.h"
#include "render-test-util.h"
#include "text-probe.h"
#include "test-kind.h"

#define A4_W (210 / 25.4 * 72)
#define A4_H (297 / 25.4 * 72)

static void
test_paper_sizes (void)
{
  /* Expected values from the ISO 216 and ANSI sizes, not from our table. */
  static const struct { const char *name; double w, h; } cases[] = {
    { "a4", 595.2756, 841.8898 },
    { "A4", 595.2756, 841.8898 },
    { "letter", 612, 792 },
    { "a3", 841.8898, 1190.5512 },
    { "a5", 419.5276, 595.2756 },
    { "100x150mm", 283.4646, 425.1969 },
    { "8.5x11in", 612, 792 },
    { "5.5X8.5IN", 396, 612 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PwPageSetup page;
      pw_page_setup_init (&page);
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_page_setup_set_paper (&page, cases[i].name, &error));
      g_assert_no_error (error);
      g_assert_cmpfloat_with_epsilon (pw_page_setup_get_width (&page), cases[i].w, 0.01);
      g_assert_cmpfloat_with_epsilon (pw_page_setup_get_height (&page), cases[i].h, 0.01);
      page.landscape = TRUE;
      g_assert_cmpfloat_with_epsilon (pw_page_setup_get_width (&page), cases[i].h, 0.01);
      g_assert_cmpfloat_with_epsilon (pw_page_setup_get_height (&page), cases[i].w, 0.01);
    }
}

static void
test_paper_errors (void)
{
  static const char *const bad[] = { "b5", "", "210x297", "210mm", "x297mm", "210x297cm",
                                     "10x297mm", "210x9000mm", "nanxnanmm", "-210x297mm",
                                     "210x297mmx", "2x3x4in" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      PwPageSetup page;
      pw_page_setup_init (&page);
      g_autoptr (GError) error = NULL;
      g_assert_false (pw_page_setup_set_paper (&page, bad[i], &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, bad[i]));
      /* A failed parse leaves the page as it was. */
      g_assert_cmpfloat_with_epsilon (page.paper_width, A4_W, 0.01);
    }
  PwPageSetup page;
  pw_page_setup_init (&page);
  g_assert_true (pw_page_setup_check (&page, NULL));
  pw_page_setup_set_margins (&page, 90 * PW_POINTS_PER_MM); /* 210 - 180 = 30 mm left */
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_page_setup_check (&page, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  pw_page_setup_set_margins (&page, -1);
  g_assert_false (pw_page_setup_check (&page, &error));
}

static void
test_variant_codes (void)
{
  /* Spreadsheet column names: bijective base 26. */
  static const struct { guint index; const char *code; } cases[] = {
    { 0, "A" }, { 1, "B" }, { 25, "Z" }, { 26, "AA" }, { 27, "AB" }, { 51, "AZ" },
    { 52, "BA" }, { 701, "ZZ" }, { 702, "AAA" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *code = pw_variant_code (cases[i].index);
      g_assert_cmpstr (code, ==, cases[i].code);
    }
}

static PwParams *
test_params (guint count, guint max)
{
  PwParams *params = pw_params_new ();
  g_autofree char *c = g_strdup_printf ("%u", count), *m = g_strdup_printf ("%u", max);
  pw_params_set (params, "count", c);
  pw_params_set (params, "max", m);
  return params;
}

static PwSheetSet *
make_set (guint n, guint64 seed)
{
  g_autoptr (PwParams) params = test_params (6, 20);
  g_autoptr (GError) error = NULL;
  PwSheetSet *set = pw_sheet_set_generate (pw_registry_lookup (PW_TEST_KIND_ID), params, seed, n,
                                           NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (pw_sheet_set_solve (set, NULL, NULL, &error));
  g_assert_no_error (error);
  return set;
}

static gint64
sum_of (const PwModel *model)
{
  const PwTestModel *m = (const PwTestModel *) model;
  gint64 sum = 0;
  for (guint i = 0; i < m->numbers->len; i++)
    sum += g_array_index (m->numbers, gint, i);
  return sum;
}

static void
test_class_set (void)
{
  g_autoptr (PwSheetSet) set = make_set (12, 4242);
  g_autoptr (PwSheetSet) again = make_set (12, 4242);
  g_autoptr (PwSheetSet) other = make_set (12, 4243);
  g_assert_cmpuint (pw_sheet_set_get_n (set), ==, 12);
  guint same_as_other = 0;
  for (guint i = 0; i < 12; i++)
    {
      const PwModel *p = pw_sheet_set_get_puzzle (set, i);
      /* Distinct. */
      for (guint j = 0; j < i; j++)
        g_assert_false (pw_model_equal (p, pw_sheet_set_get_puzzle (set, j)));
      /* Reproducible from the seed. */
      g_assert_true (pw_model_equal (p, pw_sheet_set_get_puzzle (again, i)));
      same_as_other += pw_model_equal (p, pw_sheet_set_get_puzzle (other, i));
      /* Coded in order. */
      char expected[2] = { 'A' + i, 0 };
      g_assert_cmpstr (pw_sheet_set_get_code (set, i), ==, expected);
      /* Keys in the same order: solution i is the sum of puzzle i. */
      const PwTestModel *solved = (const PwTestModel *) pw_sheet_set_get_solution (set, i);
      g_assert_cmpint (solved->answer, ==, sum_of (p));
    }
  g_assert_cmpuint (same_as_other, <, 12);
}

/* Each variant comes from its own child seed of the document's seed. */
static void
test_variant_seeds (void)
{
  g_autoptr (PwSheetSet) set = make_set (5, 99);
  g_autoptr (PwParams) params = test_params (6, 20);
  for (guint i = 0; i < 5; i++)
    {
      PwRng rng;
      pw_rng_init_child (&rng, 99, i);
      guint64 seed = pw_rng_next (&rng);
      g_assert_cmpuint (pw_variant_seed (99, i), ==, seed);
      g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup (PW_TEST_KIND_ID), params,
                                                    seed, NULL, NULL, NULL);
      /* With 20^6 puzzles no repeat is expected among five, so variant i
       * is exactly child i. */
      g_assert_true (pw_model_equal (model, pw_sheet_set_get_puzzle (set, i)));
    }
}

static void
test_class_set_small_space (void)
{
  const PwKind *kind = pw_registry_lookup (PW_TEST_KIND_ID);
  g_autoptr (PwParams) params = test_params (1, 3);
  g_autoptr (GError) error = NULL;
  /* One number from 1 to 3: three different puzzles exist. */
  g_autoptr (PwSheetSet) three = pw_sheet_set_generate (kind, params, 7, 3, NULL, NULL, &error);
  g_assert_no_error (error);
  gboolean seen[4] = { FALSE };
  for (guint i = 0; i < 3; i++)
    {
      const PwTestModel *m = (const PwTestModel *) pw_sheet_set_get_puzzle (three, i);
      seen[g_array_index (m->numbers, gint, 0)] = TRUE;
    }
  g_assert_true (seen[1] && seen[2] && seen[3]);
  g_autoptr (PwSheetSet) four = pw_sheet_set_generate (kind, params, 7, 4, NULL, NULL, &error);
  g_assert_null (four);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (pw_sheet_set_generate (kind, params, 7, 0, NULL, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  g_autoptr (PwParams) bad = test_params (0, 3);
  g_assert_null (pw_sheet_set_generate (kind, bad, 7, 2, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Variant A"));
}

static void
test_class_set_progress_cancel (void)
{
  const PwKind *kind = pw_registry_lookup (PW_TEST_KIND_ID);
  g_autoptr (PwParams) params = test_params (6, 20);
  g_autoptr (PwProgress) progress = pw_progress_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (PwSheetSet) set = pw_sheet_set_generate (kind, params, 1, 8, progress, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (pw_progress_get_fraction (progress), ==, 1.0);
  g_assert_cmpuint (pw_progress_get_serial (progress), >=, 8);

  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_cancellable_cancel (cancellable);
  g_autoptr (PwSheetSet) none = pw_sheet_set_generate (kind, params, 1, 8, NULL, cancellable,
                                                       &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static PwPages *
compose (PwSheetSet *set, guint per_page, PwAnswers answers, GError **error)
{
  g_autoptr (PwSheetOptions) options = pw_sheet_options_new ();
  options->title = g_strdup ("Test");
  options->per_page = per_page;
  options->answers = answers;
  return pw_sheet_compose (set, options, error);
}

static guint
count_role (PwPages *pages, PwPageRole role)
{
  guint n = 0;
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    n += pw_pages_get_role (pages, i) == role;
  return n;
}

/* Every puzzle page comes before every key page. */
static void
assert_keys_last (PwPages *pages)
{
  gboolean key_seen = FALSE;
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    {
      PwPageRole role = pw_pages_get_role (pages, i);
      if (role == PW_PAGE_KEY)
        key_seen = TRUE;
      else
        g_assert_false (key_seen);
    }
}

static void
test_page_counts (void)
{
  g_autoptr (PwModel) model = rt_test_model (6, 1);
  g_autoptr (PwSheetSet) single = pw_sheet_set_new_single (model);
  g_autoptr (PwSheetSet) set = make_set (30, 5);
  static const struct { guint n_set, per_page; PwAnswers answers; guint puzzles, keys; } cases[] = {
    { 1, 1, PW_ANSWERS_SEPARATE, 1, 1 },
    { 1, 1, PW_ANSWERS_NONE, 1, 0 },
    { 1, 1, PW_ANSWERS_COMPACT, 1, 1 },
    { 30, 1, PW_ANSWERS_SEPARATE, 30, 30 },
    { 30, 1, PW_ANSWERS_COMPACT, 30, 1 },
    { 30, 4, PW_ANSWERS_SEPARATE, 8, 8 },   /* ceil (30 / 4) */
    { 30, 4, PW_ANSWERS_COMPACT, 8, 1 },
    { 30, 4, PW_ANSWERS_NONE, 8, 0 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (PwPages) pages = compose (cases[i].n_set == 1 ? single : set, cases[i].per_page,
                                           cases[i].answers, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (count_role (pages, PW_PAGE_PUZZLE), ==, cases[i].puzzles);
      g_assert_cmpuint (count_role (pages, PW_PAGE_KEY), ==, cases[i].keys);
      assert_keys_last (pages);
      g_assert_cmpfloat_with_epsilon (pw_pages_get_width (pages), A4_W, 0.01);
      g_assert_cmpfloat_with_epsilon (pw_pages_get_height (pages), A4_H, 0.01);
    }

  /* As many as fit with readable type, not at their preferred size: a
   * 6-number puzzle at its smallest readable size (60 %, where its 16 pt
   * numbers print at 9.6 pt) is 54 × 19 mm, 27 mm with its label and the
   * gap, so three columns of at least seven go on an A4 sheet: the 30
   * variants take 2 pages (at the preferred size, 5 a page, they took 6). */
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) fit = compose (set, 0, PW_ANSWERS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (fit), ==, 2);
}

/* Several variants on one sheet go to several students: each has its
 * own Name line beside its code, and the header has none.  One variant
 * to a page keeps the header's line. */
static void
test_name_line_per_variant (void)
{
  g_autoptr (PwSheetSet) set = make_set (6, 9);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) four = compose (set, 4, PW_ANSWERS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (four), ==, 2);
  g_autoptr (GArray) texts = probe_pages (four);
  guint names[2] = { 0, 0 }, classes = 0;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      names[t->page] += g_str_equal (t->text, "Name");
      classes += g_str_equal (t->text, "Class");
    }
  g_assert_cmpuint (names[0], ==, 4);
  g_assert_cmpuint (names[1], ==, 2);
  g_assert_cmpuint (classes, ==, 0);

  g_autoptr (PwPages) one = compose (set, 1, PW_ANSWERS_NONE, &error);
  g_autoptr (GArray) one_texts = probe_pages (one);
  g_assert_cmpuint (probe_count (one, one_texts, PW_PAGE_PUZZLE, "Name"), ==, 6);
  g_assert_cmpuint (probe_count (one, one_texts, PW_PAGE_PUZZLE, "Class"), ==, 6);
}

static void
test_too_many_per_page (void)
{
  g_autoptr (PwParams) params = test_params (64, 20);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwSheetSet) set = pw_sheet_set_generate (pw_registry_lookup (PW_TEST_KIND_ID), params,
                                                      3, 12, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwPages) pages = compose (set, 12, PW_ANSWERS_NONE, &error);
  g_assert_null (pages);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "at most"));
  g_clear_error (&error);
  g_autoptr (PwPages) over = compose (set, PW_SHEET_MAX_PER_PAGE + 1, PW_ANSWERS_NONE, &error);
  g_assert_null (over);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
}

/* 256 numbers are 32 rows of boxes, about 520 mm tall: the test kind
 * allows splitting between rows, so the puzzle spreads over pages, and its
 * key over as many. */
static void
test_split (void)
{
  g_autoptr (PwModel) model = rt_test_model (256, 2);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = compose (set, 1, PW_ANSWERS_SEPARATE, &error);
  g_assert_no_error (error);
  guint puzzles = count_role (pages, PW_PAGE_PUZZLE);
  g_assert_cmpuint (puzzles, >=, 2);
  g_assert_cmpuint (count_role (pages, PW_PAGE_KEY), ==, puzzles);
  assert_keys_last (pages);
  /* Every part has ink under the header: no page left empty, and every
   * page but the last of each run filled past its middle. */
  for (guint i = 0; i < pw_pages_get_n_pages (pages); i++)
    {
      cairo_surface_t *image = pw_export_page_image (pages, i, 36, &error);
      g_assert_no_error (error);
      int h = cairo_image_surface_get_height (image), w = cairo_image_surface_get_width (image);
      g_assert_cmpuint (rt_count (image, 0, h / 4, w, h / 3, rt_is_ink), >, 100);
      gboolean last = i + 1 == puzzles || i + 1 == 2 * puzzles;
      if (!last)
        g_assert_cmpuint (rt_count (image, 0, h * 2 / 3, w, h * 3 / 4, rt_is_ink), >, 100);
      cairo_surface_destroy (image);
    }
}

/* A kind whose puzzle is a fixed 2 × 2 m and may not be split. */
static PwModel *
fake_create (void)
{
  extern const PwKind fake_kind;
  PwModel *m = g_new0 (PwModel, 1);
  m->kind = &fake_kind;
  return m;
}

static PwModel *
fake_copy (const PwModel *model)
{
  return fake_create ();
}

static void
fake_free (PwModel *model)
{
  g_free (model);
}

static JsonNode *
fake_save (const PwModel *model)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, json_object_new ());
  return node;
}

const PwKind fake_kind = {
  .id = "fake-huge", .name = "Fake", .hidden = TRUE,
  .create_default = fake_create, .copy = fake_copy, .free = fake_free, .save = fake_save,
};

static void
fake_draw (cairo_t *cr, const PwModel *model, double w, double h)
{
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_stroke (cr);
}

static const PwKindRender fake_render = {
  .kind_id = "fake-huge",
  .preferred_width = 2000 * PW_POINTS_PER_MM,
  .preferred_height = 2000 * PW_POINTS_PER_MM,
  .min_scale = 0.5,
  .draw_puzzle = fake_draw,
  .draw_solution = fake_draw,
};

static const PwKind unrendered_kind = {
  .id = "fake-unrendered", .name = "Unrendered", .hidden = TRUE,
  .create_default = fake_create, .copy = fake_copy, .free = fake_free, .save = fake_save,
};

static void
test_unplaceable (void)
{
  pw_registry_add (&fake_kind);
  pw_render_register (&fake_render);
  g_autoptr (PwModel) model = fake_create ();
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwPages) pages = compose (set, 1, PW_ANSWERS_NONE, &error);
  g_assert_null (pages);
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  /* Says what it needs: 1000 mm at half size. */
  g_assert_nonnull (strstr (error->message, "1000"));
  g_clear_error (&error);

  PwModel other = { &unrendered_kind };
  g_autoptr (PwSheetSet) set2 = pw_sheet_set_new_single (&other);
  g_autoptr (PwPages) pages2 = compose (set2, 1, PW_ANSWERS_NONE, &error);
  g_assert_null (pages2);
  g_assert_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED);
}

static void
test_answers_strings (void)
{
  PwAnswers a;
  g_assert_true (pw_answers_from_string ("none", &a, NULL) && a == PW_ANSWERS_NONE);
  g_assert_true (pw_answers_from_string ("separate", &a, NULL) && a == PW_ANSWERS_SEPARATE);
  g_assert_true (pw_answers_from_string ("compact", &a, NULL) && a == PW_ANSWERS_COMPACT);
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_answers_from_string ("Compact", &a, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Compact"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rt_init ();
  g_test_add_func ("/render/sheet/paper-sizes", test_paper_sizes);
  g_test_add_func ("/render/sheet/name-line-per-variant", test_name_line_per_variant);
  g_test_add_func ("/render/sheet/paper-errors", test_paper_errors);
  g_test_add_func ("/render/sheet/variant-codes", test_variant_codes);
  g_test_add_func ("/render/sheet/class-set", test_class_set);
  g_test_add_func ("/render/sheet/variant-seeds", test_variant_seeds);
  g_test_add_func ("/render/sheet/class-set-small-space", test_class_set_small_space);
  g_test_add_func ("/render/sheet/class-set-progress-cancel", test_class_set_progress_cancel);
  g_test_add_func ("/render/sheet/page-counts", test_page_counts);
  g_test_add_func ("/render/sheet/too-many-per-page", test_too_many_per_page);
  g_test_add_func ("/render/sheet/split", test_split);
  g_test_add_func ("/render/sheet/unplaceable", test_unplaceable);
  g_test_add_func ("/render/sheet/answers-strings", test_answers_strings);
  return g_test_run ();
}
