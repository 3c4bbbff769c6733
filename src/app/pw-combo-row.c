/* pw-combo-row.c — an AdwComboRow whose value wraps (pw-combo-row.h). */
#include "pw-combo-row.h"

/* As wide as libadwaita lets a value be before it cuts it; longer values
 * take a second line. */
#define VALUE_MAX_CHARS 20

struct _PwComboRow
{
  AdwComboRow parent_instance;
};

G_DEFINE_FINAL_TYPE (PwComboRow, pw_combo_row, ADW_TYPE_COMBO_ROW)

/* What the row shows for @item: the row's expression's string when it has
 * one, else the string of a GtkStringList's item. */
static char *
item_text (AdwComboRow *row, gpointer item)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  if (expression)
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
setup_value (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer row)
{
  GtkWidget *label = gtk_label_new (NULL);
  /* Between words only: the value is never narrower than its longest
   * word, which the row's description (it can wrap anywhere) makes room
   * for. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (label), VALUE_MAX_CHARS);
  /* Lines of a wrapped value keep to the arrow's side (flipped when the
   * text runs right to left). */
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_value (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer row)
{
  g_autofree char *text = item_text (row, gtk_list_item_get_item (list_item));
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (list_item)), text ? text : "");
}

static void
pw_combo_row_init (PwComboRow *self)
{
  AdwComboRow *row = ADW_COMBO_ROW (self);
  /* libadwaita's factory, with its check mark on the chosen item, goes on
   * drawing the list that opens; ours draws the value in the row. */
  adw_combo_row_set_list_factory (row, adw_combo_row_get_factory (row));
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_value), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_value), self);
  adw_combo_row_set_factory (row, factory);
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
