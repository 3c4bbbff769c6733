/* Every screen fits an 800×600 display, in the language the test runs in
 * (meson runs it once per catalogue, with LANGUAGE set): the start page,
 * each kind's editor on its sample, its print and generate windows, the
 * shortcuts window and the preferences.  A window whose least size is
 * larger than the screen is clipped there: French and Spanish labels, a
 * third longer than English, made the deck and wall editors 820-900
 * pixels wide and the shortcuts window 1,400. */
#include "pw-generate-dialog.h"
#include "pw-i18n.h"
#include "pw-kinds.h"
#include "pw-print-dialog.h"
#include "ui-helpers.h"

#define SCREEN_WIDTH 800
#define SCREEN_HEIGHT 600

static PwApplication *app;

/* @window fits the screen; says which screen does not.  A window that
 * can be resized is shrunk by the window manager down to its least size;
 * one that cannot opens at its natural size, and keeps it. */
static void
assert_fits (GtkWidget *window, const char *screen)
{
  gboolean resizable = gtk_window_get_resizable (GTK_WINDOW (window));
  int min_width = 0, nat_width = 0, min_height = 0, nat_height = 0;
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
  int width = resizable ? min_width : nat_width;
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, width, &min_height, &nat_height, NULL,
                      NULL);
  int height = resizable ? min_height : nat_height;
  g_test_message ("%s (%s): %s %d × %d", screen, g_getenv ("LANGUAGE"),
                  resizable ? "at least" : "always", width, height);
  if (width > SCREEN_WIDTH || height > SCREEN_HEIGHT)
    pw_ui_screenshot (window, screen);
  g_assert_cmpint (width, <=, SCREEN_WIDTH);
  g_assert_cmpint (height, <=, SCREEN_HEIGHT);
}

/* Whether @layout's lines all begin where its text may break: a line that
 * begins elsewhere was broken inside a word ("Buchstabenverglei-ch"),
 * which Pango does only when the word is wider than the label. */
static gboolean
breaks_between_words (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);
  int n_attrs = 0;
  const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      long at = g_utf8_pointer_to_offset (text, text + line->start_index);
      if (line->start_index > 0 && at < n_attrs && !attrs[at].is_line_break)
        return FALSE;
    }
  return TRUE;
}

/* Whether @label shows a value or a hint that must be read whole: the
 * value of a choice row, or the hint an empty entry shows. */
static gboolean
must_show_whole (GtkWidget *label)
{
  return gtk_widget_get_ancestor (label, ADW_TYPE_COMBO_ROW) != NULL ||
         GTK_IS_TEXT (gtk_widget_get_parent (label));
}

/* On @window (named @screen): no choice's value and no entry's hint is
 * cut to an ellipsis, and no text is broken inside a word.  A row's long
 * description left its value "M…", and a German title broke as
 * "Buchstabenverglei-ch". */
static void
assert_labels_whole (GtkWidget *window, const char *screen)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  pw_ui_collect_where (window, pw_ui_is_shown_label, NULL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      PangoLayout *layout = gtk_label_get_layout (label);
      gboolean cut = must_show_whole (GTK_WIDGET (label)) && pango_layout_is_ellipsized (layout);
      gboolean broken = !breaks_between_words (layout);
      if (cut || broken)
        {
          /* Every such label is named, not just the first. */
          g_test_fail_printf ("%s (%s): “%s” is %s", screen, g_getenv ("LANGUAGE"),
                              gtk_label_get_text (label),
                              cut ? "cut short" : "broken inside a word");
          pw_ui_screenshot (window, screen);
        }
    }
}

/* On @window (named @screen): every label's text lies inside the label
 * and inside the window, side to side.  GTK 4.8's shortcuts
 * window measured its German name-dominoes page narrower than it drew it,
 * and cut its second column at the window's edge. */
static void
assert_labels_inside (GtkWidget *window, const char *screen)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  pw_ui_collect_where (window, pw_ui_is_shown_label, NULL, labels);
  int window_width = gtk_widget_get_width (window);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = labels->pdata[i];
      graphene_rect_t r;
      if (!gtk_widget_compute_bounds (label, window, &r))
        continue;
      int text_width, width = gtk_widget_get_width (label);
      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &text_width, NULL);
      /* A label may be drawn scaled (an entry row's title shrinks above
       * its text): its bounds are as drawn, its width and text are not. */
      double scale = width > 0 ? r.size.width / width : 1;
      /* Where the text lies: a label wider than its text aligns it. */
      double spare = MAX (0, width - text_width) * scale;
      float xalign = gtk_label_get_xalign (GTK_LABEL (label));
      if (gtk_widget_get_direction (label) == GTK_TEXT_DIR_RTL)
        xalign = 1 - xalign;
      double left = r.origin.x + spare * xalign;
      if (left < 0 || left + text_width * scale > window_width + 1 || text_width > width + 1)
        {
          g_test_fail_printf ("%s (%s): “%s” at x %.0f, %.0f px wide (text %d), in a window %d wide",
                              screen, g_getenv ("LANGUAGE"), gtk_label_get_text (GTK_LABEL (label)),
                              r.origin.x, r.size.width, text_width, window_width);
          pw_ui_screenshot (window, screen);
        }
    }
}

static gboolean
is_shown_page_stack (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_STACK (w) && gtk_widget_get_mapped (w)
         && gtk_widget_get_ancestor (w, GTK_TYPE_SHORTCUTS_SECTION) != NULL;
}

/* assert_labels_inside on every page of the shortcuts section shown. */
static void
assert_shortcut_pages_inside (GtkWidget *shortcuts, const char *screen)
{
  GtkWidget *pages = pw_ui_find_where (shortcuts, is_shown_page_stack, NULL);
  g_assert_nonnull (pages);
  guint n = 0;
  for (GtkWidget *page = gtk_widget_get_first_child (pages); page;
       page = gtk_widget_get_next_sibling (page), n++)
    {
      gtk_stack_set_visible_child (GTK_STACK (pages), page);
      pw_ui_wait_still (shortcuts);
      g_autofree char *name = g_strdup_printf ("%s-%u", screen, n + 1);
      assert_labels_inside (shortcuts, name);
    }
  g_assert_cmpuint (n, >, 0);
  /* The window as it opened, on its first page. */
  gtk_stack_set_visible_child (GTK_STACK (pages), gtk_widget_get_first_child (pages));
  pw_ui_wait_still (shortcuts);
}

static void
test_start_page (void)
{
  PwWindow *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  pw_ui_wait_drawn (GTK_WIDGET (win));
  assert_fits (GTK_WIDGET (win), "start-page");
  assert_labels_whole (GTK_WIDGET (win), "start-page");
  assert_labels_inside (GTK_WIDGET (win), "start-page");

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  GtkWidget *prefs = GTK_WIDGET (pw_ui_wait_toplevel (ADW_TYPE_PREFERENCES_WINDOW));
  pw_ui_wait_drawn (prefs);
  assert_fits (prefs, "preferences");
  assert_labels_whole (prefs, "preferences");
  assert_labels_inside (prefs, "preferences");
  gtk_window_destroy (GTK_WINDOW (prefs));
  pw_ui_destroy_window (win);
}

static gboolean
is_wrapping_button_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && GTK_IS_BUTTON (gtk_widget_get_parent (widget)) &&
         gtk_label_get_wrap (GTK_LABEL (widget)) && gtk_widget_get_visible (widget);
}

/* On @kind's editor at its least width, a button's label that may wrap
 * takes at most two lines.  Chinese breaks between any two characters,
 * and a label left to that went one character a line ("其/他/分/组"). */
static void
assert_button_labels_two_lines (const PwKind *kind, int least_width)
{
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, least_width, SCREEN_HEIGHT);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  pw_ui_collect_where (GTK_WIDGET (win), is_wrapping_button_label, NULL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      int lines = pango_layout_get_line_count (gtk_label_get_layout (label));
      g_test_message ("%s editor %d px wide (%s): “%s” in %d lines, %d px wide", kind->id,
                      gtk_widget_get_width (GTK_WIDGET (win)), g_getenv ("LANGUAGE"),
                      gtk_label_get_text (label), lines, gtk_widget_get_width (GTK_WIDGET (label)));
      if (lines > 2)
        pw_ui_screenshot (GTK_WIDGET (win), "button-label");
      g_assert_cmpint (lines, <=, 2);
    }
  pw_ui_destroy_window (win);
}


static gboolean
dialog_idle (gpointer dialog)
{
  return !pw_print_dialog_get_busy (dialog);
}

static void
test_kind (gconstpointer data)
{
  const PwKind *kind = data;
  PwWindow *win = pw_ui_window_on_sample (app, kind->id, SCREEN_WIDTH, SCREEN_HEIGHT);
  pw_ui_wait_still (GTK_WIDGET (win));
  g_autofree char *editor = g_strconcat (kind->id, "-editor", NULL);
  assert_fits (GTK_WIDGET (win), editor);
  assert_labels_whole (GTK_WIDGET (win), editor);
  assert_labels_inside (GTK_WIDGET (win), editor);
  int least_width = 0;
  gtk_widget_measure (GTK_WIDGET (win), GTK_ORIENTATION_HORIZONTAL, -1, &least_width, NULL, NULL,
                      NULL);
  assert_button_labels_two_lines (kind, least_width);

  PwPrintDialog *print = pw_print_dialog_new (GTK_WINDOW (win), pw_window_get_document (win));
  gtk_window_present (GTK_WINDOW (print));
  pw_ui_wait_drawn (GTK_WIDGET (print));
  g_assert_true (pw_ui_wait_for (dialog_idle, print, 60000));
  pw_ui_wait_layout (GTK_WIDGET (print));
  g_autofree char *printing = g_strconcat (kind->id, "-print", NULL);
  assert_fits (GTK_WIDGET (print), printing);
  assert_labels_whole (GTK_WIDGET (print), printing);
  assert_labels_inside (GTK_WIDGET (print), printing);
  gtk_window_destroy (GTK_WINDOW (print));

  if (kind->generate)
    {
      PwGenerateDialog *generate = pw_generate_dialog_new (win, kind);
      gtk_window_present (GTK_WINDOW (generate));
      pw_ui_wait_drawn (GTK_WIDGET (generate));
      g_autofree char *generating = g_strconcat (kind->id, "-generate", NULL);
      assert_fits (GTK_WIDGET (generate), generating);
      assert_labels_whole (GTK_WIDGET (generate), generating);
      assert_labels_inside (GTK_WIDGET (generate), generating);
      gtk_window_destroy (GTK_WINDOW (generate));
    }

  /* The shortcuts window holds every kind's keys in one stack: its size
   * is the largest section's, and it cannot be resized. */
  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
  GtkWindow *shortcuts = pw_ui_wait_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  pw_ui_wait_drawn (GTK_WIDGET (shortcuts));
  g_autofree char *keys = g_strconcat (kind->id, "-shortcuts", NULL);
  g_assert_false (gtk_window_get_resizable (shortcuts));
  assert_fits (GTK_WIDGET (shortcuts), keys);
  assert_shortcut_pages_inside (GTK_WIDGET (shortcuts), keys);
  gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_i18n_init ();
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/small-screen/start-page", test_start_page);
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      g_autofree char *path = g_strconcat ("/small-screen/", kind->id, NULL);
      g_test_add_data_func (path, kind, test_kind);
    }
  return pw_ui_test_finish (g_test_run ());
}
