/* Pictures drawn once per size (pw-picture-cache.h).
 *
 * Sizes are rounded up to steps of a quarter octave, so cards whose
 * pictures differ a little in size share an image (scaled down by at
 * most a fifth, which cairo's GOOD filter does without visible loss).
 * Kept images are bounded in bytes, the oldest dropped first; a refusal
 * is kept for the run, so a picture that took too long is drawn once. */
#include "pw-picture-cache.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <pthread.h>
#include <time.h>
#include <string.h>

#include "pw-error.h"
#include "pw-render-draw.h"

/* The smallest side drawn, and the bytes of images kept at most: a
 * deck's 57 pictures at two or three sizes of a printed card. */
#define MIN_SIDE 16
/* The size a picture is tried at before it is drawn into a page. */
#define PRINT_TRIAL_PIXELS 256
#define MAX_KEPT_BYTES (192u * 1024 * 1024)

typedef struct
{
  char *name;               /* "PIXELS\nKEY" */
  cairo_surface_t *image;
} Kept;

static GMutex lock;
static GHashTable *images;  /* name → Kept * (in order) */
static GQueue order;        /* Kept *, oldest first */
static gsize kept_bytes;
static GHashTable *refused; /* key → why (char *) */
static GHashTable *pending; /* names being drawn on a thread the main loop left */

static void
kept_free (Kept *k)
{
  g_free (k->name);
  cairo_surface_destroy (k->image);
  g_free (k);
}

void
pw_picture_cache_clear (void)
{
  g_mutex_lock (&lock);
  g_clear_pointer (&images, g_hash_table_unref);
  g_queue_clear_full (&order, (GDestroyNotify) kept_free);
  kept_bytes = 0;
  g_clear_pointer (&refused, g_hash_table_unref);
  g_clear_pointer (&pending, g_hash_table_unref);
  g_mutex_unlock (&lock);
}

/* @pixels rounded up to the next quarter-octave step, within bounds. */
static int
step_up (double pixels)
{
  double step = MIN_SIDE;
  while (ceil (step) < pixels && step < PW_PICTURE_CACHE_MAX_SIDE)
    step *= 1.189207115; /* 2^(1/4) */
  return (int) MIN (ceil (step), PW_PICTURE_CACHE_MAX_SIDE);
}

static gsize
image_bytes (int pixels)
{
  return (gsize) pixels * pixels * 4;
}

/* Keeps @image under @name, dropping the oldest past the byte bound.
 * Called with the lock held. */
static void
keep (char *name, cairo_surface_t *image, int pixels)
{
  if (images == NULL)
    images = g_hash_table_new (g_str_hash, g_str_equal);
  if (g_hash_table_contains (images, name))
    {
      /* Drawn by two threads at once: the first one kept stays. */
      g_free (name);
      cairo_surface_destroy (image);
      return;
    }
  while (kept_bytes + image_bytes (pixels) > MAX_KEPT_BYTES && !g_queue_is_empty (&order))
    {
      Kept *old = g_queue_pop_head (&order);
      g_hash_table_remove (images, old->name);
      kept_bytes -= image_bytes (cairo_image_surface_get_width (old->image));
      kept_free (old);
    }
  Kept *k = g_new (Kept, 1);
  k->name = name;
  k->image = image;
  g_hash_table_insert (images, k->name, k);
  g_queue_push_tail (&order, k);
  kept_bytes += image_bytes (pixels);
}

/* How long the main loop waits for drawings before cards show
 * placeholders (the pictures come when drawn): at most MAIN_WAIT_S in
 * every MAIN_WINDOW_S, however many pictures a frame asks for. */
#define MAIN_WAIT_S 0.04
#define MAIN_WINDOW_S 0.25

static gint64 main_window_start, main_waited; /* the main loop's only */

/* What the main loop may still wait now, in microseconds. */
static gint64
main_wait_left (gint64 now)
{
  if (now - main_window_start > MAIN_WINDOW_S * G_USEC_PER_SEC)
    {
      main_window_start = now;
      main_waited = 0;
    }
  return MAX (0, (gint64) (MAIN_WAIT_S * G_USEC_PER_SEC) - main_waited);
}

static PwPictureReadyFunc ready_func;

/* One drawing, on a thread of its own so that the waiter can stop
 * waiting: librsvg cannot be stopped once it draws.  Held by the thread
 * and the waiter, freed by the last to let go. */
typedef struct
{
  gint refs;
  GMutex lock;
  GCond cond;
  gboolean done;
  gboolean finished;      /* kept or refused: under the cache's lock */
  char *key;              /* NULL: not kept */
  char *name;
  GBytes *data;
  int pixels;
  gint64 start;
  /* The drawing thread's CPU clock, once it runs (under @lock). */
  clockid_t cpu_clock;
  gboolean has_cpu_clock;
  cairo_surface_t *image; /* the result, or NULL with error */
  GError *error;
} Drawing;

static void
drawing_unref (Drawing *d)
{
  if (!g_atomic_int_dec_and_test (&d->refs))
    return;
  g_free (d->key);
  g_free (d->name);
  g_bytes_unref (d->data);
  g_clear_pointer (&d->image, cairo_surface_destroy);
  g_clear_error (&d->error);
  g_mutex_clear (&d->lock);
  g_cond_clear (&d->cond);
  g_free (d);
}

/* The time a picture's drawing counts against its limit: the CPU time of
 * its thread, so that a machine busy with other work (a test suite on 2
 * cores) does not refuse a picture that draws in time by itself; the wall
 * clock stops it too, at WALL_FACTOR times the limit. */
#define WALL_FACTOR 2.5

static double
thread_seconds (clockid_t clock)
{
  struct timespec t;
  if (clock_gettime (clock, &t) != 0)
    return 0;
  return t.tv_sec + t.tv_nsec / 1e9;
}

static gboolean
over_limit (Drawing *d)
{
  double wall = (g_get_monotonic_time () - d->start) / (double) G_USEC_PER_SEC;
  if (wall > PW_PICTURE_CACHE_DRAW_LIMIT_S * WALL_FACTOR)
    return TRUE;
  g_mutex_lock (&d->lock);
  double cpu = d->has_cpu_clock ? thread_seconds (d->cpu_clock) : 0;
  g_mutex_unlock (&d->lock);
  return cpu > PW_PICTURE_CACHE_DRAW_LIMIT_S;
}

static void
too_slow (GError **error, int pixels)
{
  g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
               _("The picture takes more than %.0f s to draw at %d × %d pixels, longer than a "
                 "card’s picture may: simplify it"),
               PW_PICTURE_CACHE_DRAW_LIMIT_S, pixels, pixels);
}

/* Keeps why @key is refused for the rest of the run.  Called with the
 * lock held. */
static void
refuse (const char *key, const GError *why)
{
  if (refused == NULL)
    refused = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_replace (refused, g_strdup (key), g_strdup (why->message));
}

static gboolean
call_ready (gpointer data)
{
  if (ready_func)
    ready_func ();
  return G_SOURCE_REMOVE;
}

/* Draws, then keeps what it drew (or why the picture is refused) for
 * every later card, whether or not anyone still waits for it. */
static gpointer
drawing_thread (gpointer data)
{
  Drawing *d = data;
  g_mutex_lock (&d->lock);
  d->has_cpu_clock = pthread_getcpuclockid (pthread_self (), &d->cpu_clock) == 0;
  g_mutex_unlock (&d->lock);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, d->pixels, d->pixels);
  cairo_t *cr = cairo_create (image);
  GError *error = NULL;
  gboolean drawn = pw_render_picture (cr, d->data, 0, 0, d->pixels, d->pixels, &error);
  cairo_status_t status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  if (drawn && status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (&error, PW_ERROR, PW_ERROR_PARSE, _("The picture cannot be drawn: %s"),
                   cairo_status_to_string (status));
      drawn = FALSE;
    }
  if (drawn && over_limit (d))
    {
      too_slow (&error, d->pixels);
      drawn = FALSE;
    }
  if (!drawn)
    g_clear_pointer (&image, cairo_surface_destroy);
  gboolean waited_for = TRUE;
  if (d->key)
    {
      g_mutex_lock (&lock);
      if (image)
        keep (g_strdup (d->name), cairo_surface_reference (image), d->pixels);
      else if (g_error_matches (error, PW_ERROR, PW_ERROR_TOO_LARGE))
        refuse (d->key, error); /* too costly: never tried again this run */
      waited_for = pending == NULL || !g_hash_table_remove (pending, d->name);
      d->finished = TRUE;
      g_mutex_unlock (&lock);
    }
  if (!waited_for)
    g_idle_add (call_ready, NULL);
  g_mutex_lock (&d->lock);
  d->image = image;
  d->error = error;
  d->done = TRUE;
  g_cond_signal (&d->cond);
  g_mutex_unlock (&d->lock);
  drawing_unref (d);
  return NULL;
}

/* Draws @data into a new image of @pixels square and keeps it under
 * @key, waiting at most the limit (the main loop: a frame or two, the
 * picture then coming later).  NULL with an error when it cannot be
 * drawn, or G_IO_ERROR_PENDING when the main loop stopped waiting. */
static cairo_surface_t *
draw_image (const char *key, const char *name, GBytes *data, int pixels, GError **error)
{
  Drawing *d = g_new0 (Drawing, 1);
  d->refs = 2;
  g_mutex_init (&d->lock);
  g_cond_init (&d->cond);
  d->key = g_strdup (key);
  d->name = g_strdup (name);
  d->data = g_bytes_ref (data);
  d->pixels = pixels;
  d->start = g_get_monotonic_time ();
  gboolean main_loop = key != NULL && g_main_context_is_owner (g_main_context_default ());
  GThread *thread = g_thread_try_new ("pw-picture", drawing_thread, d, NULL);
  if (thread == NULL)
    drawing_thread (d);
  else
    g_thread_unref (thread);
  g_mutex_lock (&d->lock);
  if (main_loop)
    {
      gint64 deadline = d->start + main_wait_left (d->start);
      while (!d->done && g_cond_wait_until (&d->cond, &d->lock, deadline))
        ;
    }
  else
    /* Looks at the drawing's time every 50 ms until it ends or is over
     * its limit. */
    while (!d->done)
      {
        if (!g_cond_wait_until (&d->cond, &d->lock, g_get_monotonic_time () + 50000))
          {
            g_mutex_unlock (&d->lock);
            gboolean over = over_limit (d);
            g_mutex_lock (&d->lock);
            if (over)
              break;
          }
      }
  gboolean done = d->done;
  if (main_loop)
    main_waited += g_get_monotonic_time () - d->start;
  cairo_surface_t *image = d->image ? cairo_surface_reference (d->image) : NULL;
  if (done && image == NULL)
    g_propagate_error (error, g_steal_pointer (&d->error));
  g_mutex_unlock (&d->lock);
  if (!done && main_loop)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, "drawing");
  else if (!done)
    {
      /* The thread will keep the same when it ends; said now so that no
       * other card starts it again meanwhile. */
      g_autoptr (GError) slow = NULL;
      too_slow (&slow, pixels);
      if (key)
        {
          g_mutex_lock (&lock);
          refuse (key, slow);
          g_mutex_unlock (&lock);
        }
      g_propagate_error (error, g_steal_pointer (&slow));
    }
  if (!done && main_loop)
    {
      g_mutex_lock (&lock);
      if (pending == NULL)
        pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      /* Unless it ended meanwhile: then the thread found nobody to tell,
       * and this says it. */
      gboolean ended = d->finished;
      if (!ended)
        g_hash_table_add (pending, g_strdup (name));
      g_mutex_unlock (&lock);
      if (ended)
        g_idle_add (call_ready, NULL);
    }
  drawing_unref (d);
  return image;
}

void
pw_picture_cache_set_ready_func (PwPictureReadyFunc func)
{
  ready_func = func;
}

/* A kept image of @key larger than @pixels, scaled down to @pixels: far
 * cheaper than drawing the picture again (a PNG decoded, an SVG read).
 * Called with the lock held; NULL when none is kept. */
static cairo_surface_t *
scale_kept (const char *key, int pixels)
{
  for (double step = MIN_SIDE; images != NULL; step *= 1.189207115)
    {
      int larger = (int) MIN (ceil (step), PW_PICTURE_CACHE_MAX_SIDE);
      if (larger <= pixels)
        continue;
      g_autofree char *name = g_strdup_printf ("%d\n%s", larger, key);
      Kept *k = g_hash_table_lookup (images, name);
      if (k)
        {
          cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels,
                                                               pixels);
          cairo_t *cr = cairo_create (image);
          cairo_scale (cr, (double) pixels / larger, (double) pixels / larger);
          cairo_set_source_surface (cr, k->image, 0, 0);
          cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
          cairo_paint (cr);
          cairo_destroy (cr);
          return image;
        }
      if (larger >= PW_PICTURE_CACHE_MAX_SIDE)
        return NULL;
    }
  return NULL;
}

cairo_surface_t *
pw_picture_cache_image (const char *key, PwPictureLoad load, gconstpointer load_data,
                        int pixels, GError **error)
{
  pixels = CLAMP (pixels, 1, PW_PICTURE_CACHE_MAX_SIDE);
  g_autofree char *name = key ? g_strdup_printf ("%d\n%s", pixels, key) : NULL;
  if (key)
    {
      g_mutex_lock (&lock);
      const char *why = refused ? g_hash_table_lookup (refused, key) : NULL;
      Kept *k = images ? g_hash_table_lookup (images, name) : NULL;
      cairo_surface_t *image = k ? cairo_surface_reference (k->image) : NULL;
      cairo_surface_t *scaled = k || why ? NULL : scale_kept (key, pixels);
      gboolean drawing = pending != NULL && g_hash_table_contains (pending, name);
      if (scaled)
        {
          keep (g_strdup (name), cairo_surface_reference (scaled), pixels);
          image = scaled;
        }
      if (why)
        g_set_error_literal (error, PW_ERROR, PW_ERROR_TOO_LARGE, why);
      else if (image == NULL && drawing)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING, "drawing");
      g_mutex_unlock (&lock);
      if (why || image || drawing)
        return image;
    }
  /* Read and drawn outside the lock: other threads draw other cards. */
  g_autoptr (GBytes) data = load (load_data, error);
  if (data == NULL)
    return NULL;
  return draw_image (key, name, data, pixels, error);
}

/* The pixels a square of @side on @cr covers: its device size on an
 * image; twice that on a recording (a widget's drawing, which GTK
 * replays on a screen that may be HiDPI); at 600 dpi on print surfaces
 * (PDF, SVG, PS), whose units are points. */
static double
pixels_for (cairo_t *cr, double side)
{
  double dx = side, dy = 0, ex = 0, ey = side;
  cairo_user_to_device_distance (cr, &dx, &dy);
  cairo_user_to_device_distance (cr, &ex, &ey);
  double device = MAX (hypot (dx, dy), hypot (ex, ey));
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_IMAGE:
      return device;
    case CAIRO_SURFACE_TYPE_RECORDING:
      return 2 * device;
    default:
      return device * PW_PICTURE_CACHE_PRINT_SCALE;
    }
}

/* Whether a picture is better drawn into a page as it is than as an
 * image: an SVG is, unless it draws through a filter (librsvg renders a
 * filter's region into pixels at the target's resolution, so at print
 * size it may cost far more than at the size it was tried at).  A PNG is
 * not: decoded again for every card, a large one made a deck's export
 * twice as slow as painting the image kept. */
static gboolean
print_as_drawn (GBytes *bytes)
{
  gsize n = 0;
  const char *data = g_bytes_get_data (bytes, &n);
  if (n >= 8 && memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0)
    return FALSE;
  return g_strstr_len (data, n, "filter") == NULL;
}

/* On a print surface (PDF, SVG, PS) an SVG stays what it is, lines and
 * shapes, as librsvg draws it there: a 600 dpi image of every picture
 * made a deck's PDF 27 times larger and its export 6 times slower.  It is
 * drawn so only once it has drawn within its time at a screen's size
 * (which refuses what cannot), and only where print_as_drawn() says. */
static gboolean
draw_for_print (cairo_t *cr, const char *key, PwPictureLoad load, gconstpointer load_data,
                double x, double y, double side, gboolean *drawn, GError **error)
{
  *drawn = FALSE;
  cairo_surface_t *tried = pw_picture_cache_image (key, load, load_data, PRINT_TRIAL_PIXELS, error);
  if (tried == NULL)
    return FALSE;
  cairo_surface_destroy (tried);
  g_autoptr (GBytes) bytes = load (load_data, error);
  if (bytes == NULL)
    return FALSE;
  if (!print_as_drawn (bytes))
    return TRUE;
  *drawn = TRUE;
  return pw_render_picture (cr, bytes, x, y, side, side, error);
}

gboolean
pw_picture_cache_draw (cairo_t *cr, const char *key, PwPictureLoad load, gconstpointer load_data,
                       double x, double y, double side, GError **error)
{
  if (!(side > 0))
    return TRUE;
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      {
        gboolean drawn = FALSE;
        if (!draw_for_print (cr, key, load, load_data, x, y, side, &drawn, error))
          return FALSE;
        if (drawn)
          return TRUE;
      }
      break;
    default:
      break;
    }
  int pixels = step_up (pixels_for (cr, side));
  cairo_surface_t *image = pw_picture_cache_image (key, load, load_data, pixels, error);
  if (image == NULL)
    return FALSE;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, side / pixels, side / pixels);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_rectangle (cr, 0, 0, pixels, pixels);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
  return TRUE;
}
