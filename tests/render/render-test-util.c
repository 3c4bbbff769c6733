#include "render-test-util.h"

#include "pw-config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "../test-util.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "test-kind.h"

void
rt_init (void)
{
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_assert_nonnull (pw_registry_lookup (PW_TEST_KIND_ID));
}

static GPtrArray *scratch_dirs;

static void
remove_scratch (void)
{
  for (guint i = 0; scratch_dirs && i < scratch_dirs->len; i++)
    pw_test_remove_tree (scratch_dirs->pdata[i]);
}

char *
rt_scratch_dir (void)
{
  char *dir = pw_test_make_dir ("render");
  if (scratch_dirs == NULL)
    {
      scratch_dirs = g_ptr_array_new_with_free_func (g_free);
      atexit (remove_scratch);
    }
  g_ptr_array_add (scratch_dirs, g_strdup (dir));
  return dir;
}

gboolean
rt_pdf_info (const char *path, guint *pages, double *width, double *height)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  int status;
  g_autofree char *out = rt_run (argv, &status, NULL);
  *pages = 0;
  if (out == NULL)
    return FALSE;
  g_assert_cmpint (status, ==, 0);
  const char *p = strstr (out, "\nPages:");
  g_assert_nonnull (p);
  *pages = (guint) g_ascii_strtoull (p + 7, NULL, 10);
  const char *s = strstr (out, "\nPage size:");
  g_assert_nonnull (s);
  char *end;
  double w = g_ascii_strtod (s + 11, &end);
  g_assert_nonnull (strstr (end, " x "));
  if (width)
    *width = w;
  if (height)
    *height = g_ascii_strtod (strstr (end, " x ") + 3, NULL);
  return TRUE;
}

gboolean
rt_have_program (const char *name)
{
  g_autofree char *path = g_find_program_in_path (name);
  return path != NULL;
}

char *
rt_run (const char *const *argv, int *status, char **err)
{
  if (!g_path_is_absolute (argv[0]) && !rt_have_program (argv[0]))
    {
      g_autofree char *msg = g_strdup_printf ("%s is not installed", argv[0]);
      g_test_skip (msg);
      return NULL;
    }
  char *out = NULL, *errout = NULL;
  int wait_status = 0;
  g_autoptr (GError) error = NULL;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &errout,
                &wait_status, &error);
  g_assert_no_error (error);
  if (status)
    *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  /* @err may hold what an earlier run said: it is replaced. */
  if (err)
    {
      g_free (*err);
      *err = errout;
    }
  else
    g_free (errout);
  return out;
}

PwDocument *
rt_sample (const char *kind)
{
  g_autofree char *name = g_strconcat (kind, ".pzw", NULL);
  g_autofree char *path = g_build_filename (PW_SOURCE_DATADIR, "samples", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  PwDocument *doc = pw_document_load_file (file, kind, &error);
  g_assert_no_error (error);
  return doc;
}

PwModel *
rt_test_model (guint n, guint64 seed)
{
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *count = g_strdup_printf ("%u", n);
  pw_params_set (params, "count", count);
  g_autoptr (GError) error = NULL;
  PwModel *model = pw_kind_generate (pw_registry_lookup (PW_TEST_KIND_ID), params, seed, NULL,
                                     NULL, &error);
  g_assert_no_error (error);
  return model;
}

gboolean
rt_is_ink (guint8 r, guint8 g, guint8 b)
{
  return r < 200 || g < 200 || b < 200;
}

gboolean
rt_is_key_red (guint8 r, guint8 g, guint8 b)
{
  /* The key's dark red and its pale red fill, never grey or black. */
  return r > 150 && r > g + 60 && r > b + 60;
}

guint
rt_count (cairo_surface_t *image, int x0, int y0, int x1, int y1, RtPixelTest test)
{
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  g_assert_true (cairo_image_surface_get_format (image) == CAIRO_FORMAT_RGB24
                 || cairo_image_surface_get_format (image) == CAIRO_FORMAT_ARGB32);
  x0 = MAX (x0, 0), y0 = MAX (y0, 0), x1 = MIN (x1, w), y1 = MIN (y1, h);
  guint n = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        if (test ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff))
          n++;
      }
  return n;
}

gboolean
rt_bbox (cairo_surface_t *image, RtPixelTest test, int *x0, int *y0, int *x1, int *y1)
{
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  *x0 = w, *y0 = h, *x1 = -1, *y1 = -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px = *(const guint32 *) (data + y * stride + 4 * x);
        if (test ((px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff))
          {
            *x0 = MIN (*x0, x), *y0 = MIN (*y0, y);
            *x1 = MAX (*x1, x), *y1 = MAX (*y1, y);
          }
      }
  return *x1 >= 0;
}

char *
rt_cli (int *status, char **err, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) PW_CLI_PATH);
  va_list args;
  va_start (args, err);
  const char *arg;
  while ((arg = va_arg (args, const char *)))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  return rt_run ((const char *const *) argv->pdata, status, err);
}
