/* The window with every kind registered (issue 20): each kind has its
 * own icon on the start page, its row's text is measured width first and
 * still wraps (issue 26), and files dropped on the window open (a
 * document, or an .ipuz word search as a new document). */
#include "pw-config.h"
#include "pw-kinds.h"
#include "pw-start-row.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static gboolean
is_row_icon (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_IMAGE (widget) && gtk_widget_has_css_class (widget, "icon")
         && gtk_image_get_icon_name (GTK_IMAGE (widget));
}

/* Domino Grid, Name Dominoes and Connecting Wall shared one icon: every
 * kind's is its own, and the icon theme has it. */
static void
test_own_icons (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (win)));
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      g_test_message ("%s: %s", kind->id, kind->icon_name);
      g_assert_false (g_hash_table_contains (seen, kind->icon_name));
      g_hash_table_add (seen, (gpointer) kind->icon_name);
      g_assert_true (gtk_icon_theme_has_icon (theme, kind->icon_name));
    }
  /* And the start page shows them. */
  g_autoptr (GPtrArray) icons = g_ptr_array_new ();
  pw_ui_collect_where (GTK_WIDGET (win), is_row_icon, NULL, icons);
  for (guint i = 0; i < kinds->len; i++)
    {
      gboolean shown = FALSE;
      for (guint k = 0; k < icons->len && !shown; k++)
        shown = g_str_equal (gtk_image_get_icon_name (icons->pdata[k]),
                             ((const PwKind *) kinds->pdata[i])->icon_name);
      g_assert_true (shown);
    }
  pw_ui_screenshot (GTK_WIDGET (win), "start-page-icons");
  pw_ui_destroy_window (win);
}

static gboolean
is_start_row (GtkWidget *widget, gconstpointer data)
{
  return pw_start_row_get_text (widget) != NULL;
}

static int
measured (GtkWidget *widget, GtkOrientation orientation, int for_size, int *natural)
{
  int minimum = 0;
  gtk_widget_measure (widget, orientation, for_size, &minimum, natural, NULL, NULL);
  return minimum;
}

/* The width of @chars characters of @label's font, as GtkLabel counts
 * them for its width-chars. */
static int
chars_wide (GtkWidget *label, int chars)
{
  PangoContext *context = gtk_widget_get_pango_context (label);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                        pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  return PANGO_PIXELS_CEIL (chars * char_width);
}

/* A new window on its start page, drawn, and every widget of it that
 * @match accepts, in @into. */
static PwWindow *
start_page_collecting (PwUiMatch match, GPtrArray *into)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  pw_ui_collect_where (GTK_WIDGET (win), match, NULL, into);
  return win;
}

/* The kinds the start page lists, in its order: the hidden test kind too
 * where the suite asks for it. */
static GPtrArray *
start_page_kinds (void)
{
  return pw_registry_list (g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0);
}

/* The start page's rows: asked for its width at the height of one line,
 * a row's text answers with its width for no height (an AdwActionRow's
 * wrapping labels search for the width that fits their text in that
 * height, laying it out a dozen times, at each allocation: issue 26); the
 * subtitle still wraps where the row is narrow; and a screen reader hears
 * the row's title as its name and its subtitle as its description. */
static void
test_rows_width_first (void)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  PwWindow *win = start_page_collecting (is_start_row, rows);
  g_autoptr (GPtrArray) kinds = start_page_kinds ();
  g_assert_cmpuint (rows->len, ==, kinds->len);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i];
      const PwKind *kind = kinds->pdata[i];
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                       kind->name);
      g_assert_cmpstr (pw_start_row_get_subtitle (row), ==,
                       kind->description);
      GtkWidget *text = pw_start_row_get_text (row);
      GtkWidget *title = gtk_widget_get_first_child (text);
      GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (title)), ==, kind->name);
      g_assert_true (gtk_widget_has_css_class (title, "title"));
      g_assert_true (gtk_widget_has_css_class (subtitle, "subtitle"));
      g_assert_true (gtk_widget_has_css_class (text, "title"));
      g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (text), "header"));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "win.new");

      int natural, one_line_natural;
      int least = measured (text, GTK_ORIENTATION_HORIZONTAL, -1, &natural);
      int one_line = measured (text, GTK_ORIENTATION_VERTICAL, natural, NULL);
      int one_line_least = measured (text, GTK_ORIENTATION_HORIZONTAL, one_line, &one_line_natural);
      g_test_message ("%s: %d to %d wide, %d high on one line", kind->id, least, natural, one_line);
      g_assert_cmpint (least, <, natural);
      /* Not narrower than a readable line: a wrapping label's least width
       * is a layout at that width, not one at no width at all. */
      g_assert_cmpint (least, >=, chars_wide (subtitle, PW_START_ROW_MIN_CHARS));
      g_assert_cmpint (one_line_least, ==, least);
      g_assert_cmpint (one_line_natural, ==, natural);
      /* Narrower than its text, the row grows: the subtitle wraps. */
      int half = MAX (least, natural / 2);
      g_assert_cmpint (measured (text, GTK_ORIENTATION_VERTICAL, half, NULL), >, one_line);
      g_assert_cmpint (measured (row, GTK_ORIENTATION_VERTICAL, half, NULL), >,
                       measured (row, GTK_ORIENTATION_VERTICAL, 4 * natural, NULL));
    }
  pw_ui_destroy_window (win);

  /* On a narrow window the rows are drawn with their text wrapped. */
  win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 400, 700);
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  pw_ui_wait_layout (GTK_WIDGET (win));
  g_ptr_array_set_size (rows, 0);
  pw_ui_collect_where (GTK_WIDGET (win), is_start_row, NULL, rows);
  GtkWidget *text = pw_start_row_get_text (rows->pdata[0]);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (gtk_widget_get_first_child (text));
  int line = measured (subtitle, GTK_ORIENTATION_VERTICAL, -1, NULL);
  g_test_message ("narrow: the first subtitle %d wide, %d high, one line %d high",
                  gtk_widget_get_width (subtitle), gtk_widget_get_height (subtitle), line);
  g_assert_cmpint (gtk_widget_get_height (subtitle), >=, 2 * line);
  pw_ui_screenshot (GTK_WIDGET (win), "start-page-narrow");
  pw_ui_destroy_window (win);
}

static GtkDropTarget *
drop_target (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (c))
        return GTK_DROP_TARGET (c);
    }
  return NULL;
}

/* Drops @file on @win as a file manager would; the drop's answer. */
static gboolean
drop (PwWindow *win, GFile *file)
{
  GtkDropTarget *target = drop_target (GTK_WIDGET (win));
  g_assert_nonnull (target);
  GSList *files = g_slist_prepend (NULL, file);
  GValue value = G_VALUE_INIT;
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  gboolean done = FALSE;
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &done);
  g_value_unset (&value);
  pw_ui_wait_layout (GTK_WIDGET (win));
  return done;
}

static void
test_drop (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));

  /* A document opens here, the start page making way. */
  g_autofree char *pzw = g_build_filename (PW_SOURCE_DATADIR, "samples", "deck.pzw", NULL);
  g_autoptr (GFile) deck = g_file_new_for_path (pzw);
  g_assert_true (drop (win, deck));
  PwDocument *doc = pw_window_get_document (win);
  g_assert_nonnull (doc);
  g_assert_cmpstr (pw_document_get_kind (doc)->id, ==, "deck");

  /* An ipuz word search opens as a new document, in a window of its own. */
  g_autofree char *ipuz = g_build_filename (PW_SOURCE_DATADIR, "..", "tests", "word-search",
                                            "fuzz", "ipuz", "sample-word-search.ipuz", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (ipuz);
  g_assert_true (drop (win, file));
  PwWindow *other = NULL;
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (PW_IS_WINDOW (w) && PW_WINDOW (w) != win && pw_window_get_document (PW_WINDOW (w))
          && g_str_equal (pw_document_get_kind (pw_window_get_document (PW_WINDOW (w)))->id,
                          "word-search"))
        other = PW_WINDOW (w);
    }
  g_assert_nonnull (other);
  PwDocument *imported = pw_window_get_document (other);
  g_assert_cmpstr (pw_document_get_kind (imported)->id, ==, "word-search");
  g_assert_cmpstr (pw_document_get_meta (imported, PW_META_TITLE), ==, "sample-word-search");

  /* A file that is neither says so and opens nothing. */
  g_autofree char *junk = g_build_filename (pw_ui_test_dir (), "junk.ipuz", NULL);
  g_assert_true (g_file_set_contents (junk, "not json", -1, NULL));
  g_autoptr (GFile) bad = g_file_new_for_path (junk);
  g_assert_false (drop (other, bad));
  pw_ui_destroy_window (other);
  pw_ui_destroy_window (win);
}

static gboolean
is_generate_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.generate") == 0;
}

/* Every row's Generate… button is named for its kind, so a screen reader
 * that lands on one says which kind it makes. */
static void
test_generate_names (void)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  PwWindow *win = start_page_collecting (is_generate_button, buttons);
  guint with_generator = 0;
  g_autoptr (GPtrArray) kinds = start_page_kinds ();
  for (guint i = 0; i < kinds->len; i++)
    with_generator += ((const PwKind *) kinds->pdata[i])->generate != NULL;
  g_assert_cmpuint (buttons->len, ==, with_generator);
  g_assert_cmpuint (buttons->len, >=, 4);
  for (guint i = 0; i < buttons->len; i++)
    {
      GVariant *target = gtk_actionable_get_action_target_value (buttons->pdata[i]);
      const PwKind *kind = pw_registry_lookup (g_variant_get_string (target, NULL));
      g_autofree char *name = g_strdup_printf ("Generate %s…", kind->name);
      pw_ui_assert_named (buttons->pdata[i], name);
    }
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* what a screen reader is told */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/window-kinds/own-icons", test_own_icons);
  g_test_add_func ("/window-kinds/rows-width-first", test_rows_width_first);
  g_test_add_func ("/window-kinds/drop", test_drop);
  g_test_add_func ("/window-kinds/generate-names", test_generate_names);
  return pw_ui_test_finish (g_test_run ());
}
