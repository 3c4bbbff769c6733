/* The window on a deck of pictures made to hurt (make-hostile-pictures.py):
 * it opens, and its main loop never stops for long while the cards, the
 * symbol rows and validate draw them.  Pictures are drawn on threads of
 * their own (pw-picture-cache.h); the main loop waits a frame or two for
 * each, shows a placeholder, and draws the picture when it comes. */
#include <string.h>

#include "pw-kinds.h"
#include "pw-render.h"
#include "pw-window.h"
#include "ui-helpers.h"

/* How much longer the main loop may stop on hostile pictures than on
 * ordinary ones: far less than the seconds one hostile picture takes to
 * draw (blur.svg: more than 2 s at 96 pixels). */
#define MAX_EXTRA_STALL_MS 500

/* The longest the main loop may stop while a window opens a deck of a
 * few hundred problems: far below the 24 s it took before the Problems
 * panel was capped, with room for a loaded machine, and three times that
 * on a sanitized build. */
#ifdef __SANITIZE_ADDRESS__
#define MAX_PROBLEMS_STALL_S 15
#else
#define MAX_PROBLEMS_STALL_S 5
#endif

static PwApplication *app;

typedef struct
{
  gint64 last;
  gint64 longest;
} Beat;

static gboolean
beat (gpointer data)
{
  Beat *b = data;
  gint64 now = g_get_monotonic_time ();
  if (b->last)
    b->longest = MAX (b->longest, now - b->last);
  b->last = now;
  return G_SOURCE_CONTINUE;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

static void
run (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  int status = 0;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* A new window on the document at @path, once it has drawn it. */
static PwWindow *
open_drawn (const char *path)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 800);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  pw_window_open_file (win, file);
  g_assert_true (pw_ui_wait_for (pw_ui_has_document, win, 10000));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  return win;
}

/* Opens a deck of the pictures @list names (in @dir, beside it, so that
 * the document's folder needs no grant), waits until every drawing has
 * ended or been refused, and returns the longest the main loop stopped,
 * in microseconds. */
static gboolean
is_picture_problems (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_LABEL (w)
         && (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (w)), "Some pictures cannot be drawn")
             || g_str_has_prefix (gtk_label_get_text (GTK_LABEL (w)), "A picture cannot be drawn"));
}

/* @expect: what the list under the card must say: NULL nothing, "" some
 * refusals, or else a picture it must name. */
static gint64
longest_stall (const char *dir, const char *name, const char *list, const char *expect)
{
  g_autofree char *list_path = g_strdup_printf ("%s/%s.txt", dir, name);
  g_assert_true (g_file_set_contents (list_path, list, -1, NULL));
  g_autofree char *list_param = g_strconcat ("symbol-list=@", list_path, NULL);
  g_autofree char *pictures_param = g_strconcat ("pictures=", dir, NULL);
  g_autofree char *path = g_strdup_printf ("%s/%s.pzw", dir, name);
  const char *generate[] = { PW_CLI_PATH, "generate", "deck", "--param", "order=2",
                             "--param", list_param, "--param", pictures_param, "-o", path,
                             NULL };
  run (generate);

  Beat b = { 0, 0 };
  guint source = g_timeout_add (10, beat, &b);
  gint64 start = g_get_monotonic_time ();
  PwWindow *win = open_drawn (path);
  g_test_message ("%s: opened and drawn in %.1f s", name,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  /* Long enough for every picture's drawing to end or be refused, and
   * for the redraws and the validation they bring. */
  pw_ui_wait_for (never, NULL, 6000);
  g_source_remove (source);
  g_test_message ("%s: the main loop stopped for at most %.0f ms", name, b.longest / 1000.0);
  /* Under the card, the pictures that cannot be drawn, each with its
   * reason, once every drawing has ended: none left "drawing". */
  GtkWidget *problems = pw_ui_find_where (GTK_WIDGET (win), is_picture_problems, NULL);
  const char *text = problems && gtk_widget_get_visible (problems)
                       ? gtk_label_get_text (GTK_LABEL (problems)) : "";
  g_test_message ("%s: %s", name, text);
  g_assert_null (strstr (text, ": drawing"));
  g_assert_cmpint (*text != '\0', ==, expect != NULL);
  if (expect)
    g_assert_nonnull (strstr (text, expect));
  pw_ui_destroy_window (win);
  return b.longest;
}

static void
test_hostile_pictures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pw-hostile-XXXXXX", NULL);
  g_autofree char *script = g_build_filename (g_getenv ("PW_TEST_SRCDIR"), "deck",
                                             "make-hostile-pictures.py", NULL);
  const char *make[] = { "python3", script, dir, NULL };
  run (make);
  /* The same window on ordinary pictures, on this machine now: what a
   * stop of the main loop costs here whatever the pictures. */
  gint64 plain = longest_stall (dir, "plain",
                                "plain.svg\nplain-square.svg\nplain-ring.svg\n"
                                "plain-triangle.svg\npng-limit.png\nexternal.svg\nSECRET.svg\n",
                                NULL);
  gint64 hostile = longest_stall (dir, "hostile",
                                  "png-huge.png\nturbulence.svg\nnested-use.svg\nmany.svg\n"
                                  "blur.svg\nembedded.svg\nconvolve.svg\n", "");
  g_assert_cmpint (hostile, <, plain + MAX_EXTRA_STALL_MS * 1000);
  /* A picture refused only when its drawing runs out of time, after the
   * window first listed the pictures: the list names it then. */
  longest_stall (dir, "slow",
                 "blur.svg\nplain.svg\nplain-square.svg\nplain-ring.svg\n"
                 "plain-triangle.svg\npng-limit.png\nexternal.svg\n", "blur.svg");
}

/* A row of the Problems panel whose title starts with @data. */
static gboolean
is_problem_row_starting (GtkWidget *w, gconstpointer data)
{
  return ADW_IS_PREFERENCES_ROW (w)
         && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), data);
}

static void
count_rows_starting (GtkWidget *w, const char *prefix, guint *n, gsize *longest)
{
  if (is_problem_row_starting (w, prefix))
    {
      (*n)++;
      *longest = MAX (*longest, strlen (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w))));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    count_rows_starting (c, prefix, n, longest);
}

/* A deck of 1,057 cards that all carry the same 64 symbols: 558,096 bad
 * pairs.  Each problem once named all 64 symbols, and the Problems panel
 * laid out 200 such rows for 24 s before the window's first frame.  Now
 * a problem names a few symbols, the panel lists at most 100 problems and
 * says how many more, and the window opens without a long stop. */
static void
test_many_problems (void)
{
  g_autofree char *dir = g_dir_make_tmp ("pw-problems-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "same-symbols.pzw", NULL);
  GString *json = g_string_new ("{\"format\": \"puzzlewright\", \"version\": 1, "
                                "\"kind\": \"deck\", \"puzzle\": {\"order\": 7, "
                                "\"symbols\": [");
  for (guint i = 0; i < 64; i++)
    g_string_append_printf (json, "%s{\"name\": \"symbol%u\", \"type\": \"word\"}",
                            i ? ", " : "", i);
  g_string_append (json, "], \"cards\": [");
  for (guint c = 0; c < 1057; c++)
    {
      g_string_append (json, c ? ", {\"symbols\": [" : "{\"symbols\": [");
      for (guint i = 0; i < 64; i++)
        g_string_append_printf (json, "%s%u", i ? ", " : "", i);
      g_string_append (json, "]}");
    }
  g_string_append (json, "]}}");
  g_assert_true (g_file_set_contents (path, json->str, json->len, NULL));
  g_string_free (json, TRUE);

  Beat b = { 0, 0 };
  guint source = g_timeout_add (10, beat, &b);
  PwWindow *win = open_drawn (path);
  pw_ui_wait_for (never, NULL, 500);
  g_source_remove (source);
  g_test_message ("the main loop stopped for at most %.0f ms", b.longest / 1000.0);

  guint pairs = 0, more = 0;
  gsize longest = 0, longest_more = 0;
  count_rows_starting (GTK_WIDGET (win), "Cards ", &pairs, &longest);
  count_rows_starting (GTK_WIDGET (win), "… and ", &more, &longest_more);
  g_test_message ("%u pair rows, the longest %" G_GSIZE_FORMAT " bytes", pairs, longest);
  /* 100 rows: the deck's size first, then 99 pairs. */
  g_assert_cmpuint (pairs, ==, 99);
  g_assert_cmpuint (more, ==, 1);
  GtkWidget *more_row = pw_ui_find_where (GTK_WIDGET (win), is_problem_row_starting, "… and ");
  /* The kind lists the deck's size, 200 pairs and one problem that counts
   * the other pairs: 202. */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (more_row)), ==,
                   "… and 102 more problems");
  g_assert_cmpuint (longest, <, 200);
  g_assert_cmpint (b.longest, <, MAX_PROBLEMS_STALL_S * G_USEC_PER_SEC);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/deck/window/hostile-pictures", test_hostile_pictures);
  g_test_add_func ("/deck/window/many-problems", test_many_problems);
  return pw_ui_test_finish (g_test_run ());
}
