/* pw-start-row.c — the start page's rows: an AdwActionRow's looks and
 * manners, with its text measured width first.
 *
 * An AdwActionRow's header is a horizontal GtkBox, and GTK 4.8's
 * horizontal box measures each child's width for the height it is about
 * to allocate.  A wrapping GtkLabel answers that by a binary search over
 * widths, laying its text out again (and shaping it again) at each step,
 * and the header asks at every height it tries.  Five AdwActionRows on the
 * start page took 338 layouts of 33 texts before the first frame, where
 * a bare libadwaita window takes 6; these rows take 63, and the first
 * frame went from 1,911 M to 1,570 M instructions (the bare window's:
 * 1,357 M; issue 26).
 *
 * A list lays its rows out height for width: a row gets its width, then
 * its height for that width, and the width its text needs does not depend
 * on the height.  So here the text column answers a question about its
 * width for some height with its width for no given height, which each
 * label has cached; heights it answers for the width given, so the text
 * still wraps on a narrow window.  A GtkBoxLayout, which reads the
 * theme's spacing, does the measuring and the allocating.
 *
 * The rest is built as libadwaita 1.2 builds an AdwActionRow, with the
 * same widgets and style classes (row > box.header > box.title >
 * label.title, label.subtitle), so the theme draws it the same, and the
 * same accessible relations. */
#include "pw-start-row.h"

#include "pw-a11y.h"

/* The text column: a widget named "box" in CSS, as the action row's is,
 * whose layout asks a vertical GtkBoxLayout. */
#define PW_TYPE_TEXT_COLUMN (pw_text_column_get_type ())
G_DECLARE_FINAL_TYPE (PwTextColumn, pw_text_column, PW, TEXT_COLUMN, GtkWidget)

struct _PwTextColumn
{
  GtkWidget parent_instance;
  GtkLayoutManager *box; /* not the widget's layout manager: called by it */
};

G_DEFINE_FINAL_TYPE (PwTextColumn, pw_text_column, GTK_TYPE_WIDGET)

static void
measure_width_first (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;
  gtk_layout_manager_measure (PW_TEXT_COLUMN (widget)->box, widget, orientation, for_size, minimum,
                              natural, minimum_baseline, natural_baseline);
}

static void
allocate_as_box (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_layout_manager_allocate (PW_TEXT_COLUMN (widget)->box, widget, width, height, baseline);
}

static void
pw_text_column_dispose (GObject *object)
{
  PwTextColumn *self = PW_TEXT_COLUMN (object);
  for (GtkWidget *c; (c = gtk_widget_get_first_child (GTK_WIDGET (self)));)
    gtk_widget_unparent (c);
  g_clear_object (&self->box);
  G_OBJECT_CLASS (pw_text_column_parent_class)->dispose (object);
}

static void
pw_text_column_class_init (PwTextColumnClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pw_text_column_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "box");
}

static void
pw_text_column_init (PwTextColumn *self)
{
  self->box = gtk_box_layout_new (GTK_ORIENTATION_VERTICAL);
  /* No request mode function: the children's, as a box has. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 gtk_custom_layout_new (NULL, measure_width_first, allocate_as_box));
}

/* The narrowest a row's text column gets is PW_START_ROW_MIN_CHARS.  A
 * wrapping label's least width is that of the layout it makes at this
 * width; left unset, the layout is made at no width at all, a character
 * a line (the wrap mode breaks words), and Pango 1.50 shapes the rest of
 * the text again at each break it tries: 1,507 shapings for the start
 * page, where this width makes 128, and 17 M fewer instructions before
 * the first frame (issue 26).  Twelve characters still fit beside a
 * row's buttons on a 360-pixel window, and a narrower line is too short
 * to read. */
static GtkWidget *
text_label (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), PW_START_ROW_MIN_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, style);
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
  return label;
}

GtkWidget *
pw_start_row_new (const char *title, const char *subtitle, const char *icon_name)
{
  GtkWidget *row = adw_preferences_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (header, "header");
  gtk_widget_set_valign (header, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (header, FALSE);
  if (icon_name != NULL && *icon_name != '\0')
    {
      GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);
      gtk_widget_add_css_class (icon, "icon");
      gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
      pw_a11y_set_decorative (icon); /* the title says what the row is */
      gtk_box_append (GTK_BOX (header), icon);
    }
  GtkWidget *text = g_object_new (PW_TYPE_TEXT_COLUMN, "css-classes",
                                  (const char *[]) { "title", NULL }, "valign", GTK_ALIGN_CENTER,
                                  "hexpand", TRUE, NULL);
  GtkWidget *title_label = text_label (title, "title");
  GtkWidget *subtitle_label = text_label (subtitle, "subtitle");
  gtk_widget_set_parent (title_label, text);
  gtk_widget_set_parent (subtitle_label, text);
  gtk_box_append (GTK_BOX (header), text);
  GtkWidget *suffixes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (suffixes, "suffixes");
  gtk_widget_set_visible (suffixes, FALSE);
  gtk_box_append (GTK_BOX (header), suffixes);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), header);

  g_object_set_data (G_OBJECT (row), "pw-start-row-text", text);
  g_object_set_data (G_OBJECT (row), "pw-start-row-suffixes", suffixes);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  title_label, NULL, -1);
  if (gtk_widget_get_visible (subtitle_label))
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                    subtitle_label, NULL, -1);
  return row;
}

void
pw_start_row_add_suffix (GtkWidget *row, GtkWidget *widget)
{
  GtkWidget *suffixes = g_object_get_data (G_OBJECT (row), "pw-start-row-suffixes");
  gtk_box_append (GTK_BOX (suffixes), widget);
  gtk_widget_set_visible (suffixes, TRUE);
}

const char *
pw_start_row_get_subtitle (GtkWidget *row)
{
  GtkWidget *title = gtk_widget_get_first_child (pw_start_row_get_text (row));
  return gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (title)));
}

GtkWidget *
pw_start_row_get_text (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "pw-start-row-text");
}
