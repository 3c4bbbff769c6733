/* PwComboRow shows the chosen value whole: on a narrow row beside a long
 * description, where libadwaita 1.2's own row showed "M…", and when the
 * value is longer than the 20 characters libadwaita gives it.  The list
 * that opens is still libadwaita's, with its check mark on the choice. */
#include "pw-combo-row.h"
#include "ui-helpers.h"

#define LONG_VALUE "Ignoring case and accents, and spaces too"
#define SHORT_VALUE "Medium"

/* A row titled and described at length, choosing @selected of a short
 * and a long value, alone in a window @width pixels wide. */
static GtkWidget *
row_in_window (guint selected, int width)
{
  GtkWidget *row = pw_combo_row_new ();
  const char *values[] = { SHORT_VALUE, LONG_VALUE, NULL };
  g_autoptr (GtkStringList) model = gtk_string_list_new (values);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Difficulty");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               "The hardest step a solver needs: easy, medium, hard and "
                               "extreme are Tatham's trivial, basic, hard and extreme; "
                               "extreme needs trial and error, which many find unfair");
  GtkWidget *list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  pw_ui_show_in_window (list, width, 200);
  pw_ui_wait_layout (row);
  return row;
}

/* @widget lies wholly inside each of its ancestors up to @top: a widget
 * that runs past one (a list view lower than its row) is cut off there. */
static void
assert_inside_ancestors (GtkWidget *widget, GtkWidget *top)
{
  for (GtkWidget *a = gtk_widget_get_parent (widget); a; a = gtk_widget_get_parent (a))
    {
      graphene_rect_t b;
      g_assert_true (gtk_widget_compute_bounds (widget, a, &b));
      g_test_message ("in %s %d × %d: %g,%g %g × %g", G_OBJECT_TYPE_NAME (a),
                      gtk_widget_get_width (a), gtk_widget_get_height (a), b.origin.x, b.origin.y,
                      b.size.width, b.size.height);
      g_assert_cmpfloat (b.origin.x, >=, 0);
      g_assert_cmpfloat (b.origin.y, >=, 0);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (a));
      g_assert_cmpfloat (b.origin.y + b.size.height, <=, gtk_widget_get_height (a));
      if (a == top)
        break;
    }
}

/* The row choosing value @selected (saying @text) in a window @width
 * wide shows it whole, in @least_lines lines or more, none cut off: the
 * label is as high as its lines, and nothing round it is lower. */
static void
assert_value_whole (guint selected, const char *text, int width, int least_lines)
{
  GtkWidget *row = row_in_window (selected, width);
  GtkLabel *value = pw_ui_find_shown_label (row, text);
  g_assert_nonnull (value);
  PangoLayout *layout = gtk_label_get_layout (value);
  g_assert_false (pango_layout_is_ellipsized (layout));
  int lines = pango_layout_get_line_count (layout), height = 0;
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_test_message ("%d px wide: “%s” in %d lines, %d px high in a label %d × %d", width, text,
                  lines, height, gtk_widget_get_width (GTK_WIDGET (value)),
                  gtk_widget_get_height (GTK_WIDGET (value)));
  g_assert_cmpint (lines, >=, least_lines);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (value)), >=, height);
  assert_inside_ancestors (GTK_WIDGET (value), row);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (row)));
}

/* libadwaita's own row showed "M…" here. */
static void
test_short_value_whole (void)
{
  assert_value_whole (0, SHORT_VALUE, 360, 1);
}

/* GTK 4.8's list view, which draws libadwaita's value, gave a value of
 * two or three lines the height of one. */
static void
test_long_value_wraps (void)
{
  for (int width = 360; width <= 600; width += 40)
    assert_value_whole (1, LONG_VALUE, width, 2);
}

static gboolean
is_check_mark (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_IMAGE (widget) &&
         g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "object-select-symbolic") == 0;
}

/* The list that opens draws every choice, the chosen one with libadwaita's
 * check mark. */
static void
test_list_is_libadwaitas (void)
{
  GtkWidget *row = row_in_window (1, 600);
  g_assert_true (gtk_widget_activate (row));
  GtkWidget *popover = pw_ui_find (row, GTK_TYPE_POPOVER, NULL);
  g_assert_nonnull (popover);
  g_assert_true (pw_ui_wait_for (pw_ui_is_mapped, popover, PW_TEST_WAIT_MS));
  pw_ui_wait_layout (popover);
  g_assert_true (pw_ui_has_label (popover, SHORT_VALUE));
  g_assert_true (pw_ui_has_label (popover, LONG_VALUE));
  g_autoptr (GPtrArray) marks = g_ptr_array_new ();
  pw_ui_collect_where (popover, is_check_mark, NULL, marks);
  guint shown = 0;
  for (guint i = 0; i < marks->len; i++)
    shown += gtk_widget_get_opacity (marks->pdata[i]) > 0.5;
  g_assert_cmpuint (marks->len, ==, 2);
  g_assert_cmpuint (shown, ==, 1);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (row)));
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  g_test_add_func ("/combo-row/short-value-whole", test_short_value_whole);
  g_test_add_func ("/combo-row/long-value-wraps", test_long_value_wraps);
  g_test_add_func ("/combo-row/list-is-libadwaitas", test_list_is_libadwaitas);
  return pw_ui_test_finish (g_test_run ());
}
