/* pw-combo-row.c — an AdwComboRow whose value wraps (pw-combo-row.h).
 *
 * libadwaita draws the chosen value with a one-row GtkListView, and GTK
 * 4.8's list view asks its rows their height for no particular width: a
 * value that wraps got the height of one line and its second line was
 * cut off.  So the row hides that view and shows the value in a label of
 * its own, in the same place, which a GtkBox lays out height for width. */
#include "pw-combo-row.h"

struct _PwComboRow
{
  AdwComboRow parent_instance;
  GtkWidget *value; /* our label, or NULL where libadwaita's view was not found */
  GtkWidget *view;  /* libadwaita's view of the chosen value, hidden */
};

G_DEFINE_FINAL_TYPE (PwComboRow, pw_combo_row, ADW_TYPE_COMBO_ROW)

/* What the row shows for @item: the row's expression's string when it has
 * one, else the string of a GtkStringList's item. */
static char *
item_text (AdwComboRow *row, gpointer item)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  if (item && expression)
    {
      g_auto (GValue) value = G_VALUE_INIT;
      if (gtk_expression_evaluate (expression, item, &value) && G_VALUE_HOLDS_STRING (&value))
        return g_value_dup_string (&value);
      return NULL;
    }
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  return NULL;
}

static void
show_selected (PwComboRow *self)
{
  AdwComboRow *row = ADW_COMBO_ROW (self);
  g_autofree char *text = item_text (row, adw_combo_row_get_selected_item (row));
  gtk_label_set_label (GTK_LABEL (self->value), text ? text : "");
  gboolean in_subtitle = adw_combo_row_get_use_subtitle (row);
  gtk_widget_set_visible (self->value, !in_subtitle);
  gtk_widget_set_visible (self->view, FALSE);
}

/* libadwaita's view of the chosen value: the row's list view that is not
 * in the list that opens. */
static GtkWidget *
find_value_view (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget))
    return NULL;
  if (GTK_IS_LIST_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_value_view (child);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
value_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);
  /* Between words only: the value is never narrower than its longest
   * word, which the row's description (it can wrap anywhere) makes room
   * for. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  /* It would rather be one line (by default a wrapping label asks for no
   * more than its longest word); a width in characters would not bound
   * that line, GTK 4.8 lets it run as wide as the row gives. */
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  /* Lines of a wrapped value keep to the arrow's side (flipped when the
   * text runs right to left). */
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
pw_combo_row_init (PwComboRow *self)
{
  self->view = find_value_view (GTK_WIDGET (self));
  GtkWidget *box = self->view ? gtk_widget_get_parent (self->view) : NULL;
  if (!GTK_IS_BOX (box))
    return; /* a libadwaita drawn otherwise: its own view stays */
  self->value = value_label_new ();
  gtk_box_insert_child_after (GTK_BOX (box), self->value, self->view);
  g_signal_connect_swapped (self, "notify::selected-item", G_CALLBACK (show_selected), self);
  g_signal_connect_swapped (self, "notify::use-subtitle", G_CALLBACK (show_selected), self);
  g_signal_connect_swapped (self, "notify::expression", G_CALLBACK (show_selected), self);
  show_selected (self);
}

static void
pw_combo_row_class_init (PwComboRowClass *klass)
{
}

GtkWidget *
pw_combo_row_new (void)
{
  return g_object_new (PW_TYPE_COMBO_ROW, NULL);
}
