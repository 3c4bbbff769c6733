/* How decks print: the cards through the card sheets (six to a page,
 * duplex backs), pictures staying vector in PDF, every built-in picture
 * readable by librsvg, a missing picture drawn as a placeholder rather
 * than failing, and the pixels of a card (symbols inside the cut circle,
 * nothing outside it). */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "../test-util.h"
#include "deck-render.h"
#include "deck-sets.h"
#include "pw-cards.h"
#include "pw-error.h"
#include "pw-export.h"
#include "pw-kinds.h"
#include "pw-render-draw.h"
#include "pw-sheet-set.h"

/* A deck of @symbols; NULL, the test skipped, when it needs the default
 * pictures and the build has none (a package built without them). */
static PwModel *
generate (const char *order, const char *symbols)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", order);
  pw_params_set (params, "symbols", symbols);
  g_autoptr (GError) error = NULL;
  PwModel *m = pw_kind_generate (pw_registry_lookup ("deck"), params, 11, NULL, NULL, &error);
  if (g_error_matches (error, PW_ERROR, PW_ERROR_MISSING_DATA))
    {
      g_test_skip (error->message);
      return NULL;
    }
  g_assert_no_error (error);
  return m;
}

static guint32
pixel (cairo_surface_t *s, int x, int y)
{
  return ((guint32 *) (cairo_image_surface_get_data (s)
                       + y * cairo_image_surface_get_stride (s)))[x];
}

/* A copy of the pixels of a surface, to tell drawings apart. */
static GBytes *
pixels_of (cairo_surface_t *s)
{
  cairo_surface_flush (s);
  gsize length = (gsize) cairo_image_surface_get_stride (s) * cairo_image_surface_get_height (s);
  return g_bytes_new (cairo_image_surface_get_data (s), length);
}

/* Every built-in picture: 17 shapes in 8 colours, each file
 * "COLOUR-SHAPE.svg" once; librsvg reads each and draws a solid shape
 * (a fifth of its box at least, so none is a hairline or empty) that
 * stays inside its view box (the outermost pixels of a 100 × 100
 * rendering stay clear, so no outline is cut off); no two files hold the
 * same bytes and no two draw the same pixels, so no two symbols of a deck
 * can be the same picture under two names. */
static void
test_builtin_pictures_read (void)
{
  g_autoptr (GPtrArray) set = pw_deck_builtin_set ("shapes", NULL);
  g_assert_cmpuint (set->len, ==, 136);
  g_autoptr (GHashTable) colours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) shapes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) contents
    = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  g_autoptr (GHashTable) drawings
    = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  const int size = 100;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  for (guint i = 0; i < set->len; i++)
    {
      const PwDeckSymbol *sym = set->pdata[i];
      g_assert_true (g_str_has_suffix (sym->name, ".svg"));
      const char *dash = strchr (sym->name, '-');
      g_assert_nonnull (dash);
      char *colour = g_strndup (sym->name, (gsize) (dash - sym->name));
      char *shape = g_strndup (dash + 1, strlen (dash + 1) - strlen (".svg"));
      g_hash_table_insert (colours, colour,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (colours, colour)) + 1));
      g_hash_table_insert (shapes, shape,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (shapes, shape)) + 1));

      g_autoptr (GBytes) data = pw_deck_builtin_picture (sym->name);
      g_assert_nonnull (data);
      if (!g_hash_table_add (contents, g_bytes_ref (data)))
        g_error ("%s holds the same bytes as another picture", sym->name);

      cairo_t *cr = cairo_create (s);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      g_autoptr (GError) error = NULL;
      g_assert_true (pw_render_picture (cr, data, 0, 0, size, size, &error));
      g_assert_no_error (error);
      cairo_destroy (cr);
      cairo_surface_flush (s);
      guint ink = 0, edge = 0;
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            gboolean opaque = (pixel (s, x, y) >> 24) >= 0x80;
            ink += opaque;
            edge += (x == 0 || y == 0 || x == size - 1 || y == size - 1) && pixel (s, x, y) != 0;
          }
      g_test_message ("%s: %u %% ink", sym->name, ink * 100 / (size * size));
      if (ink < size * size / 5)
        g_error ("%s draws too little: %u of %d pixels", sym->name, ink, size * size);
      if (edge)
        g_error ("%s is cut off by its view box (%u pixels on the edge)", sym->name, edge);
      if (!g_hash_table_add (drawings, pixels_of (s)))
        g_error ("%s draws the same pixels as another picture", sym->name);
    }
  cairo_surface_destroy (s);
  g_assert_cmpuint (g_hash_table_size (colours), ==, 8);
  g_assert_cmpuint (g_hash_table_size (shapes), ==, 17);
  GHashTableIter iter;
  gpointer key, count;
  g_hash_table_iter_init (&iter, colours);
  while (g_hash_table_iter_next (&iter, &key, &count))
    g_assert_cmpuint (GPOINTER_TO_UINT (count), ==, 17);
  g_hash_table_iter_init (&iter, shapes);
  while (g_hash_table_iter_next (&iter, &key, &count))
    g_assert_cmpuint (GPOINTER_TO_UINT (count), ==, 8);

  g_autoptr (GPtrArray) words = pw_deck_builtin_set ("words", NULL);
  g_assert_cmpuint (words->len, >=, 183); /* order 13 */
  g_autoptr (GPtrArray) chars = pw_deck_builtin_set ("characters", NULL);
  g_assert_cmpuint (chars->len, >=, 91); /* order 9 */
  g_assert_null (pw_deck_builtin_picture ("../words.txt"));
}

static PwPages *
compose (PwModel *model, gboolean backs, GError **error)
{
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) options = pw_card_options_new ();
  options->backs = backs;
  options->bleed = 3 * PW_POINTS_PER_MM;
  return pw_cards_compose (set, options, error);
}

/* Vector pictures: the PDF holds no image for them (librsvg draws paths
 * into cairo's PDF surface). */
static void
test_pdf_is_vector (void)
{
  g_autoptr (PwModel) model = generate ("7", "pictures");
  if (model == NULL)
    return;
  g_autoptr (GError) error = NULL;
  PwPages *pages = compose (model, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_pages_get_n_pages (pages), ==, 20); /* 57 cards, 6 a page, with backs */
  g_autoptr (GBytes) pdf = pw_export_pdf_bytes (pages, NULL, &error);
  g_assert_no_error (error);
  gsize length;
  const char *data = g_bytes_get_data (pdf, &length);
  g_assert_cmpuint (length, >, 1000);
  g_assert_null (g_strstr_len (data, (gssize) length, "/Subtype /Image"));
  pw_pages_unref (pages);
}

/* Ink inside the card, none outside the cut circle: the corners of the
 * card's square stay untouched. */
static void
test_card_pixels (void)
{
  g_autoptr (PwModel) model = generate ("3", "words");
  const PwDeckModel *m = (const PwDeckModel *) model;
  int size = 300;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (s);
  pw_deck_render_card (cr, m, 0, size, 0, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  g_assert_cmpuint (pixel (s, 2, 2), ==, 0);
  g_assert_cmpuint (pixel (s, size - 3, size - 3), ==, 0);
  guint coloured = 0;
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      {
        guint32 p = pixel (s, x, y);
        guint r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        /* The symbols' colours, not the white face or the grey edge. */
        coloured += (p >> 24) == 0xff && (MAX (r, MAX (g, b)) - MIN (r, MIN (g, b))) > 60;
      }
  g_assert_cmpuint (coloured, >, 1000);
  cairo_surface_destroy (s);
}

/* A picture that is not there: a grey placeholder, the card still
 * draws, and the error names the file. */
static void
test_missing_picture (void)
{
  g_autoptr (PwModel) model = generate ("2", "pictures");
  if (model == NULL)
    return;
  PwDeckModel *m = (PwDeckModel *) model;
  g_free (m->pictures);
  m->pictures = g_strdup ("/nonexistent-folder");
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) none = pw_deck_render_picture_data (m, pw_deck_model_symbol (m, 0), &error);
  g_assert_null (none);
  g_assert_nonnull (strstr (error->message, "nonexistent-folder"));
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 100);
  cairo_t *cr = cairo_create (s);
  pw_deck_render_card (cr, m, 0, 100, 0, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  g_autoptr (GPtrArray) missing = pw_deck_render_check_pictures (m);
  g_assert_cmpuint (missing->len, ==, m->symbols->len);
  g_assert_nonnull (strstr (missing->pdata[0], pw_deck_model_symbol (m, 0)->name));
  /* A broken SVG in a folder of the user's: the same placeholder. */
  g_autofree char *dir = pw_test_make_dir ("deck");
  g_autofree char *path = g_build_filename (dir, pw_deck_model_symbol (m, 0)->name, NULL);
  g_assert_true (g_file_set_contents (path, "<svg><unclosed", -1, NULL));
  g_free (m->pictures);
  m->pictures = g_strdup (dir);
  m->pictures_chosen = TRUE;
  g_autoptr (GBytes) broken = pw_deck_render_picture_data (m, pw_deck_model_symbol (m, 0), NULL);
  g_assert_nonnull (broken);
  s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 50, 50);
  cr = cairo_create (s);
  g_autoptr (GError) svg_error = NULL;
  g_assert_false (pw_render_picture (cr, broken, 0, 0, 50, 50, &svg_error));
  pw_deck_render_card (cr, m, 0, 50, 0, NULL);
  cairo_destroy (cr);
  /* Only that picture is broken; the others are missing from the folder. */
  g_autoptr (GPtrArray) problems = pw_deck_render_check_pictures (m);
  g_assert_cmpuint (problems->len, ==, m->symbols->len);
  g_assert_nonnull (strstr (problems->pdata[0], "not an SVG we can read"));
  g_free (m->pictures);
  m->pictures = g_strdup ("");
  g_autoptr (GPtrArray) none_missing = pw_deck_render_check_pictures (m);
  g_assert_cmpuint (none_missing->len, ==, 0);
  cairo_surface_destroy (s);
  g_unlink (path);
  g_rmdir (dir);
}

/* The problems validate gives about a deck's pictures, once the renderer
 * has installed its check: a broken SVG names its file and the grey disc
 * the cards draw, the same picture under two names is a look-alike, and
 * a picture that is a link to a device is refused by size, not read
 * forever.  The deck still opens and draws. */
static guint
count_with (GPtrArray *problems, const char *a, const char *b)
{
  guint n = 0;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (strstr (p->message, a) && (b == NULL || strstr (p->message, b)))
        {
          g_test_message ("%s (%s): %s", p->path, p->place, p->message);
          g_assert_cmpint (p->severity, ==, PW_SEVERITY_WARNING);
          n++;
        }
    }
  return n;
}

/* The same picture under two names: an error, as a player cannot tell
 * the two apart. */
static guint
count_same_picture (GPtrArray *problems)
{
  guint n = 0;
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (strstr (p->message, "is the same picture as symbol") && strstr (p->message, ".svg”"))
        {
          g_assert_cmpint (p->severity, ==, PW_SEVERITY_ERROR);
          n++;
        }
    }
  return n;
}

static void
test_picture_problems_validated (void)
{
  g_autofree char *dir = pw_test_make_dir ("deck-pictures");
  g_autoptr (GBytes) star = pw_deck_builtin_picture ("red-star.svg");
  g_autoptr (GBytes) fish = pw_deck_builtin_picture ("blue-fish.svg");
  g_autoptr (GBytes) ring = pw_deck_builtin_picture ("green-ring.svg");
  struct { const char *name; GBytes *data; } files[] = {
    { "a.svg", star }, { "b.svg", fish }, { "c.svg", NULL }, { "copy of a.svg", star },
    { "e.svg", ring }, { "f.svg", NULL }, { "g.svg", NULL },
  };
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_string_append_printf (list, "%s\n", files[i].name);
      if (g_str_equal (files[i].name, "c.svg"))
        g_assert_true (g_file_set_contents (path, "<svg><unclosed", -1, NULL));
      else if (g_str_equal (files[i].name, "f.svg"))
        g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      else if (files[i].data)
        g_assert_true (g_file_set_contents (path, g_bytes_get_data (files[i].data, NULL),
                                            (gssize) g_bytes_get_size (files[i].data), NULL));
      /* g.svg is named but not there. */
    }
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbol-list", list->str);
  pw_params_set (params, "pictures", dir);
  g_string_free (list, TRUE);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup ("deck"), params, 1, NULL,
                                                NULL, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) problems = model->kind->validate (model);
  /* The one error: "copy of a.svg" is a.svg again. */
  g_assert_cmpuint (pw_problem_list_count_errors (problems), ==, 1);
  g_assert_cmpuint (count_with (problems, "“c.svg” cannot be drawn (the cards show a grey disc)",
                                "not an SVG"), ==, 1);
  /* A link out of the folder is not followed at all (a FIFO in the
   * folder is "not a picture file": test-deck-pictures-folder.c). */
  g_assert_cmpuint (count_with (problems, "“f.svg” cannot be drawn", "leads out"), ==, 1);
  g_assert_cmpuint (count_with (problems, "“g.svg” cannot be drawn", "g.svg"), ==, 1);
  /* A name that leaves the folder is refused, not read. */
  PwDeckModel *edited = (PwDeckModel *) model;
  PwDeckSymbol *first = pw_deck_model_symbol (edited, 0);
  g_autofree char *kept = first->name;
  first->name = g_strdup ("../../../../../../etc/passwd.svg");
  g_autoptr (GPtrArray) escaped = model->kind->validate (model);
  g_assert_cmpuint (count_with (escaped, "passwd.svg” cannot be drawn",
                                "is not a file name of the pictures' folder"), ==, 1);
  g_free (first->name);
  first->name = g_steal_pointer (&kept);
  /* Whichever of the two the generator put first is named by the other. */
  g_assert_cmpuint (count_same_picture (problems), ==, 1);

  /* Mended on disk, the next check sees it (the answers are kept by the
   * file's size and time). */
  g_autofree char *c = g_build_filename (dir, "c.svg", NULL);
  g_assert_true (g_file_set_contents (c, g_bytes_get_data (fish, NULL),
                                      (gssize) g_bytes_get_size (fish), NULL));
  g_autoptr (GPtrArray) again = model->kind->validate (model);
  g_assert_cmpuint (count_with (again, "“c.svg” cannot be drawn", NULL), ==, 0);
  g_assert_cmpuint (count_same_picture (again), ==, 2);

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 60);
  cairo_t *cr = cairo_create (surface);
  const PwDeckModel *m = (const PwDeckModel *) model;
  for (guint i = 0; i < m->cards->len; i++)
    pw_deck_render_card (cr, m, i, 60, 0, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static gboolean
is_white_at (const guint8 *data, int stride, int x, int y)
{
  guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
  return MIN (px & 0xff, MIN ((px >> 8) & 0xff, (px >> 16) & 0xff)) > 240;
}

/* Round cards six to a page left no room for scissors between them
 * (issue 20): along the row through the first cards' middles, the ink
 * of the first card ends at least 3.5 mm before the second's begins; the
 * crop marks still stand at every card's edges. */
static void
test_cutting_gap (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "3");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) model = pw_kind_generate (pw_registry_lookup ("deck"), params, 2, NULL,
                                                NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwSheetSet) set = pw_sheet_set_new_single (model);
  g_autoptr (PwCardOptions) o = pw_card_options_new ();
  o->per_page = 6;
  o->marks = PW_CROP_MARKS;
  g_autoptr (PwPages) pages = pw_cards_compose (set, o, &error);
  g_assert_no_error (error);
  cairo_surface_t *image = pw_export_page_image (pages, 0, 72, &error);
  g_assert_no_error (error);
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  /* The two columns meet about the page's middle: on each row through
   * the first row of cards, the white around the middle between the two
   * cards' ink; where the round cards come closest, it is the gap. */
  int narrowest = G_MAXINT;
  for (int y = h / 12; y < h / 3; y++)
    {
      int left = w / 2, right = w / 2;
      while (left > w / 3 && is_white_at (data, stride, left, y))
        left--;
      while (right < 2 * w / 3 && is_white_at (data, stride, right, y))
        right++;
      if (left > w / 3 && right < 2 * w / 3)
        narrowest = MIN (narrowest, right - left - 1);
    }
  int widest = narrowest;
  g_test_message ("narrowest white between the cards: %d pt", widest);
  g_assert_cmpfloat (widest, >=, 3.5 * 72 / 25.4);
  cairo_surface_destroy (image);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/deck/render/builtin-pictures", test_builtin_pictures_read);
  g_test_add_func ("/deck/render/pdf-is-vector", test_pdf_is_vector);
  g_test_add_func ("/deck/render/card-pixels", test_card_pixels);
  g_test_add_func ("/deck/render/cutting-gap", test_cutting_gap);
  g_test_add_func ("/deck/render/missing-picture", test_missing_picture);
  g_test_add_func ("/deck/render/picture-problems-validated", test_picture_problems_validated);
  return g_test_run ();
}
