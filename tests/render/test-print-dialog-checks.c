/* The Print dialog before anything prints (issue 20): a puzzle the
 * kind's solver cannot answer stops Export and Print, and Print Anyway
 * prints it without keys; the class set says what its variants change
 * and offers the kind's choices; a puzzle too large for the paper is
 * offered as a readable poster in one click; the Cut Marks row's value
 * is whole.
 *
 * Set PW_TEST_SCREENSHOTS=DIR to save what the dialog looks like. */
#include <string.h>

#include "print-dialog-test-util.h"
#include "pw-config.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "render-test-util.h"
#include "test-kind.h"
#include "text-probe.h"

/* How many pages the dialog composed (0 when it says why none). */
static guint
pd_n_pages (PwPrintDialog *dialog)
{
  PwPages *pages = pd_wait_pages (dialog);
  return pages ? pw_pages_get_n_pages (pages) : 0;
}

static PwPrintDialog *
open_dialog (PwDocument *doc)
{
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 1040, 720);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  return dialog;
}

/* The button of action print.@name, as the user sees it: sensitive or not. */
static GtkWidget *
action_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = action_button (c, action);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
action_enabled (PwPrintDialog *dialog, const char *name)
{
  g_autofree char *action = g_strconcat ("print.", name, NULL);
  GtkWidget *button = action_button (GTK_WIDGET (dialog), action);
  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

/* A sum with no numbers: the solver has nothing to answer.  Nothing can
 * be exported or printed until the teacher says Print Anyway; then the
 * sheets come without keys, and the dialog says so. */
static void
test_unsolved (void)
{
  g_autoptr (PwModel) model = rt_test_model (4, 2);
  g_array_set_size (((PwTestModel *) model)->numbers, 0);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (g_steal_pointer (&model), 2);
  PwPrintDialog *dialog = open_dialog (doc);
  g_assert_cmpuint (pd_n_pages (dialog), ==, 0);
  const char *message = pw_print_dialog_get_message (dialog);
  g_assert_nonnull (strstr (message, "There are no numbers to add up"));
  g_assert_nonnull (strstr (message, "Nothing prints"));
  g_assert_false (action_enabled (dialog, "export"));
  g_assert_false (action_enabled (dialog, "print"));
  GtkWidget *anyway = pd_find (dialog, GTK_TYPE_BUTTON, "print-anyway");
  g_assert_true (gtk_widget_get_visible (anyway));
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-unsolved");

  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.anyway", NULL);
  guint n = pd_n_pages (dialog);
  g_assert_cmpuint (n, >, 0);
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (pw_pages_get_role (pages, i), !=, PW_PAGE_KEY);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "without an answer key"));
  g_assert_false (gtk_widget_get_visible (anyway));
  g_assert_true (action_enabled (dialog, "export"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-unsolved-anyway");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The class set says what varies; a wall offers its choice, and the
 * words follow it. */
static void
test_class_set_says_what_varies (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("connecting-wall");
  PwPrintDialog *dialog = open_dialog (doc);
  pd_n_pages (dialog);
  AdwExpanderRow *set = ADW_EXPANDER_ROW (pd_find (dialog, ADW_TYPE_EXPANDER_ROW, "class-set"));
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (
    gtk_widget_get_ancestor (GTK_WIDGET (set), ADW_TYPE_PREFERENCES_GROUP));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (set)));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group), "A is this puzzle"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group), "same cards"));
  adw_expander_row_set_enable_expansion (set, TRUE);
  adw_expander_row_set_expanded (set, TRUE);
  AdwComboRow *walls = ADW_COMBO_ROW (pd_find (dialog, ADW_TYPE_COMBO_ROW, "walls"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (pd_find (dialog, GTK_TYPE_SPIN_BUTTON, "variants")),
                             3);
  g_assert_cmpuint (pd_n_pages (dialog), >, 0);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-wall-class-set");
  adw_combo_row_set_selected (walls, 1);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group), "New walls"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* A kind that prints as it is says so on the row, greyed. */
  g_autoptr (PwDocument) names = rt_sample ("name-dominoes");
  PwPrintDialog *other = open_dialog (names);
  AdwExpanderRow *none = ADW_EXPANDER_ROW (pd_find (other, ADW_TYPE_EXPANDER_ROW, "class-set"));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (none)));
  AdwPreferencesGroup *why = ADW_PREFERENCES_GROUP (
    gtk_widget_get_ancestor (GTK_WIDGET (none), ADW_TYPE_PREFERENCES_GROUP));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (why), "no variants"));
  pd_n_pages (other);
  gtk_window_destroy (GTK_WINDOW (other));
}

/* The Cut Marks row shows its value whole, not squeezed to "…". */
static void
test_cut_marks_whole (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("deck");
  PwPrintDialog *dialog = open_dialog (doc);
  pd_n_pages (dialog);
  GtkWidget *marks = pd_find (dialog, ADW_TYPE_COMBO_ROW, "marks");
  for (guint i = 0; i < 3; i++)
    {
      adw_combo_row_set_selected (ADW_COMBO_ROW (marks), i);
      pd_n_pages (dialog);
      pw_ui_wait_layout (marks);
      static const char *const values[] = { "Crop Marks", "Cut Lines", "Own Outlines" };
      GtkLabel *value = pw_ui_find_shown_label (marks, values[i]);
      g_assert_nonnull (value);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (value)));
    }
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-cut-marks");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The comic's board does not fit A4 at readable type: the dialog offers
 * a poster tiled on A4, and one click makes it, its smallest type at
 * least 8 pt. */
static void
test_readable_poster (void)
{
  g_autoptr (PwDocument) doc = rt_sample ("name-dominoes");
  PwPrintDialog *dialog = open_dialog (doc);
  g_assert_cmpuint (pd_n_pages (dialog), ==, 0);
  g_assert_nonnull (strstr (pw_print_dialog_get_message (dialog), "poster"));
  GtkWidget *offer = pd_find (dialog, GTK_TYPE_BUTTON, "readable-poster");
  g_assert_true (gtk_widget_get_visible (offer));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (offer)), "Pages"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-poster-offer");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "print.readable-poster", NULL);
  guint n = pd_n_pages (dialog);
  g_assert_cmpuint (n, >, 1);
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  g_autoptr (GArray) texts = probe_pages (pages);
  /* The tiles (the map is page 0) print the board's names. */
  double smallest = G_MAXDOUBLE;
  for (guint i = 0; i < texts->len; i++)
    {
      const ProbeText *t = &g_array_index (texts, ProbeText, i);
      if (t->page > 0)
        smallest = MIN (smallest, t->size);
    }
  g_test_message ("smallest type on the tiles: %.2f pt", smallest);
  g_assert_cmpfloat (smallest, >=, PW_RENDER_MIN_TYPE - 0.05);
  /* The paper is still A4. */
  g_assert_cmpfloat_with_epsilon (MIN (pw_pages_get_width (pages), pw_pages_get_height (pages)),
                                  595.3, 1);
  pw_ui_screenshot (GTK_WIDGET (dialog), "dialog-poster-made");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  rt_init ();
  g_autoptr (PwApplication) app = pw_ui_test_app ();
  g_test_add_func ("/render/print-dialog/unsolved", test_unsolved);
  g_test_add_func ("/render/print-dialog/class-set-says-what-varies",
                   test_class_set_says_what_varies);
  g_test_add_func ("/render/print-dialog/cut-marks-whole", test_cut_marks_whole);
  g_test_add_func ("/render/print-dialog/readable-poster", test_readable_poster);
  return pw_ui_test_finish (g_test_run ());
}
