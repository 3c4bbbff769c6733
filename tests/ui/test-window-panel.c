/* The window's puzzle panel: problems in words a person reads, a click on
 * one shows its place in the editor, and on a small screen the panel
 * folds away so the editor keeps the width. */
#include <math.h>
#include <string.h>

#include "pw-application.h"
#include "pw-kinds.h"
#include "test-kind.h"
#include "ui-helpers.h"

static PwApplication *app;

static GtkListBox *
problems_list (PwWindow *win)
{
  GtkWidget *list = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_LIST_BOX, "pw-problems");
  g_assert_nonnull (list);
  return GTK_LIST_BOX (list);
}

typedef struct
{
  char *path;
  int x, y, calls;
} Shown;

static void
place_shown (PwDocument *doc, const char *path, int x, int y, Shown *shown)
{
  g_free (shown->path);
  shown->path = g_strdup (path);
  shown->x = x;
  shown->y = y;
  shown->calls++;
}

/* Rough edge: the panel showed "$.puzzle.numbers[0]" under a problem, and
 * clicking it did nothing. */
static void
test_problem_in_words (void)
{
  PwWindow *win = pw_ui_window_with_new (app, PW_TEST_KIND_ID, 1200, 760);
  PwDocument *doc = pw_window_get_document (win);
  GtkWidget *spin = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_SPIN_BUTTON, NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);

  GtkListBox *list = problems_list (win);
  pw_test_wait_until (gtk_list_box_get_row_at_index (list, 0) != NULL);
  AdwActionRow *row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, 0));
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "Number 1 is zero and adds nothing");
  /* The test kind puts number i in row 1, column i + 1. */
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Row 1, column 1");
  g_assert_null (gtk_list_box_get_row_at_index (list, 1));
  pw_ui_screenshot (GTK_WIDGET (win), "panel-problem");

  Shown shown = { NULL, -1, -1, 0 };
  g_signal_connect (doc, "show-place", G_CALLBACK (place_shown), &shown);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_cmpint (shown.calls, ==, 1);
  g_assert_cmpstr (shown.path, ==, "$.puzzle.numbers[0]");
  g_assert_cmpint (shown.x, ==, 0);
  g_assert_cmpint (shown.y, ==, 0);
  g_signal_handlers_disconnect_by_data (doc, &shown);
  g_free (shown.path);

  /* A problem with no cell says nothing about a place. */
  PwProblem *whole = pw_problem_new (PW_SEVERITY_ERROR, "$.puzzle.numbers", -1, -1, "x");
  g_assert_null (pw_problem_dup_place (whole));
  pw_problem_free (whole);
  pw_ui_destroy_window (win);
}

/* The state of the panel button (win.show-sidebar). */
static gboolean
sidebar_wanted (PwWindow *win)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (win),
                                                                "show-sidebar");
  return g_variant_get_boolean (state);
}

static gboolean
folded (gpointer flap)
{
  return adw_flap_get_folded (flap);
}

static gboolean
unfolded (gpointer flap)
{
  return !adw_flap_get_folded (flap);
}

static gboolean
revealed (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) >= 1.0;
}

static gboolean
hidden (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) <= 0.0;
}

/* Defect: at 800×600 the panel kept its 300 px and the editor shrank. */
static void
test_small_window_folds_panel (void)
{
  PwWindow *win = pw_ui_window_with_new (app, PW_TEST_KIND_ID, 800, 600);
  AdwFlap *flap = ADW_FLAP (pw_ui_find (GTK_WIDGET (win), ADW_TYPE_FLAP, NULL));
  g_assert_nonnull (flap);
  GtkWidget *editor = adw_flap_get_content (flap);
  GtkWidget *panel = adw_flap_get_flap (flap);
  g_assert_true (pw_ui_wait_for (folded, flap, PW_TEST_WAIT_MS));
  g_assert_true (pw_ui_wait_for (hidden, flap, PW_TEST_WAIT_MS));
  /* The editor has the whole width; the panel is out of the way. */
  pw_test_wait_until (gtk_widget_get_width (editor) == gtk_widget_get_width (GTK_WIDGET (flap)));
  int full = gtk_widget_get_width (GTK_WIDGET (flap));
  g_assert_cmpint (full, >, 760);
  g_assert_cmpint (gtk_widget_get_width (editor), ==, full);
  g_assert_false (sidebar_wanted (win));
  pw_ui_screenshot (GTK_WIDGET (win), "panel-800-folded");

  /* The panel button slides it over the editor, which keeps its width. */
  g_action_group_activate_action (G_ACTION_GROUP (win), "show-sidebar", NULL);
  g_assert_true (pw_ui_wait_for (revealed, flap, PW_TEST_WAIT_MS));
  pw_test_wait_until (gtk_widget_get_mapped (panel));
  g_assert_cmpint (gtk_widget_get_width (panel), >=, 300);
  g_assert_cmpint (gtk_widget_get_width (panel), <=, full / 2);
  g_assert_cmpint (gtk_widget_get_width (editor), ==, full);
  pw_ui_screenshot (GTK_WIDGET (win), "panel-800-shown");
  g_action_group_activate_action (G_ACTION_GROUP (win), "show-sidebar", NULL);
  g_assert_true (pw_ui_wait_for (hidden, flap, PW_TEST_WAIT_MS));

  /* Wide again, the panel stands beside the editor. */
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 760);
  g_assert_true (pw_ui_wait_for (unfolded, flap, PW_TEST_WAIT_MS));
  g_assert_true (pw_ui_wait_for (revealed, flap, PW_TEST_WAIT_MS));
  pw_test_wait_until (gtk_widget_get_mapped (panel)
                      && gtk_widget_get_width (editor) + gtk_widget_get_width (panel) <= 1200);
  g_assert_cmpint (gtk_widget_get_width (panel), >=, 300);
  g_assert_cmpint (gtk_widget_get_width (panel), <=, 400);
  g_assert_true (sidebar_wanted (win));
  pw_ui_screenshot (GTK_WIDGET (win), "panel-1200");

  /* Hidden by the user when wide, it stays hidden through a fold. */
  g_action_group_activate_action (G_ACTION_GROUP (win), "show-sidebar", NULL);
  g_assert_false (gtk_widget_get_visible (panel));
  gtk_window_set_default_size (GTK_WINDOW (win), 800, 600);
  g_assert_true (pw_ui_wait_for (folded, flap, PW_TEST_WAIT_MS));
  gtk_window_set_default_size (GTK_WINDOW (win), 1200, 760);
  g_assert_true (pw_ui_wait_for (unfolded, flap, PW_TEST_WAIT_MS));
  pw_test_wait_until (gtk_widget_get_width (editor) > 1100);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_false (sidebar_wanted (win));
  pw_ui_destroy_window (win);
}

/* Defect: a document opened in a window too narrow for the editor and the
 * panel side by side folded the panel while the flap was first laid out;
 * libadwaita 1.2 then slid it away at a speed of 0 / 0, the slide's
 * progress was NaN, and the editor was given a width of INT_MIN (GTK's
 * warning, and nothing drawn). */
static void
test_folds_at_first_layout (void)
{
  /* The name-dominoes editor is wide enough (its tile list beside the
   * board) that the window's least width cannot hold the panel too. */
  PwWindow *win = pw_ui_window_with_new (app, "name-dominoes", 360, 600);
  AdwFlap *flap = ADW_FLAP (pw_ui_find (GTK_WIDGET (win), ADW_TYPE_FLAP, NULL));
  g_assert_nonnull (flap);
  g_assert_false (isnan (adw_flap_get_reveal_progress (flap)));
  pw_ui_wait_still (GTK_WIDGET (win));
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_cmpfloat (adw_flap_get_reveal_progress (flap), ==, 0.0);
  GtkWidget *editor = adw_flap_get_content (flap);
  g_test_message ("window %d px, editor %d px", gtk_widget_get_width (GTK_WIDGET (win)),
                  gtk_widget_get_width (editor));
  g_assert_cmpint (gtk_widget_get_width (editor), ==, gtk_widget_get_width (GTK_WIDGET (flap)));
  g_assert_false (sidebar_wanted (win));
  pw_ui_destroy_window (win);
}

static gboolean
is_flap (GtkWidget *w, gconstpointer data)
{
  return ADW_IS_FLAP (w);
}

/* The editors' own flaps (their side lists, folded over the canvas on a
 * narrow window) fold at their first layout too: libadwaita hides an
 * unlocked flap as it folds, by the same slide. */
static void
test_editors_fold_at_first_layout (void)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      PwWindow *win = pw_ui_window_with_new (app, kind->id, 360, 600);
      pw_ui_wait_still (GTK_WIDGET (win));
      g_autoptr (GPtrArray) flaps = g_ptr_array_new ();
      pw_ui_collect_where (GTK_WIDGET (win), is_flap, NULL, flaps);
      for (guint i = 0; i < flaps->len; i++)
        {
          AdwFlap *flap = flaps->pdata[i];
          GtkWidget *content = adw_flap_get_content (flap);
          g_test_message ("%s: flap %u folded %d, reveal %.2f, content %d of %d px", kind->id, i,
                          adw_flap_get_folded (flap), adw_flap_get_reveal_progress (flap),
                          content ? gtk_widget_get_width (content) : -1,
                          gtk_widget_get_width (GTK_WIDGET (flap)));
          g_assert_false (isnan (adw_flap_get_reveal_progress (flap)));
          if (content && gtk_widget_get_mapped (content))
            g_assert_cmpint (gtk_widget_get_width (content), >, 0);
        }
      pw_ui_destroy_window (win);
    }
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/window-panel/problem-in-words", test_problem_in_words);
  g_test_add_func ("/window-panel/small-window-folds-panel", test_small_window_folds_panel);
  g_test_add_func ("/window-panel/folds-at-first-layout", test_folds_at_first_layout);
  g_test_add_func ("/window-panel/editors-fold-at-first-layout",
                   test_editors_fold_at_first_layout);
  return pw_ui_test_finish (g_test_run ());
}
