/* connecting-wall-editor-category-row.c — one row of the categories panel.
 *
 * A line with the tick (the selected card belongs to it), the category's
 * name and how many cards claim it, and its switches (red herring, and
 * for a CJK wall "not a category"); under it, as wide as the panel, the
 * cards that claim it, the categories on the same cards shown with it,
 * and for a component what the table says of it.  The text wraps at the
 * panel's width, so it reads in a narrow window too. */
#include <glib/gi18n.h>

#include "pw-a11y.h"

#include "connecting-wall-category-item.h"
#include "connecting-wall-editor-private.h"

/* The tick's width and the space after it: the lines under the name
 * start where the name starts. */
#define INDENT 30

/* A tick or a herring switch: the action it names, for its category. */
static void
switch_toggled (GtkCheckButton *check, PwConnectingWallEditor *self)
{
  if (self->syncing)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), g_object_get_data (G_OBJECT (check), "action"),
                              "s", g_object_get_data (G_OBJECT (check), "category"));
}

/* @check, set to @active, toggling @action of @category. */
static GtkWidget *
switch_for (PwConnectingWallEditor *self, GtkWidget *check, const char *category,
            gboolean active, const char *action)
{
  self->syncing = TRUE;
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
  self->syncing = FALSE;
  g_object_set_data_full (G_OBJECT (check), "category", g_strdup (category), g_free);
  g_object_set_data (G_OBJECT (check), "action", (gpointer) action);
  g_signal_connect (check, "toggled", G_CALLBACK (switch_toggled), self);
  return check;
}

static GtkWidget *
detail_label (const char *text, const char *widget_name, gboolean dim)
{
  GtkWidget *label = gtk_label_new (text);
  if (widget_name)
    gtk_widget_set_name (label, widget_name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Wrapped at the panel's width, however long the text. */
  gtk_label_set_width_chars (GTK_LABEL (label), 1);
  gtk_widget_set_margin_start (label, INDENT);
  gtk_widget_add_css_class (label, "caption");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static GtkWidget *
tick_button (PwConnectingWallEditor *self, PwConnectingWallCategoryItem *c)
{
  GtkWidget *tick = gtk_check_button_new ();
  g_autofree char *tip = g_strdup_printf (_("The selected card belongs to “%s”"), c->name);
  gtk_widget_set_tooltip_text (tick, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tick), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_widget_set_sensitive (tick, c->can_tick);
  gtk_widget_set_valign (tick, GTK_ALIGN_CENTER);
  return switch_for (self, tick, c->name, c->ticked, "wall-editor.toggle-category");
}

static GtkWidget *
herring_button (PwConnectingWallEditor *self, PwConnectingWallCategoryItem *c)
{
  GtkWidget *herring = gtk_check_button_new_with_label (_("Herring"));
  g_autofree char *tip = g_strdup_printf (_("“%s” is a red herring, not a group’s connection"),
                                          c->name);
  gtk_widget_set_tooltip_text (herring, tip);
  return switch_for (self, herring, c->name, c->herring, "wall-editor.toggle-herring");
}

static GtkWidget *
exclude_button (PwConnectingWallCategoryItem *c)
{
  GtkWidget *exclude = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_add_css_class (exclude, "flat");
  gtk_widget_set_valign (exclude, GTK_ALIGN_CENTER);
  g_autofree char *tip = g_strdup_printf (_("“%s” is not a category"), c->name);
  gtk_widget_set_tooltip_text (exclude, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (exclude), GTK_ACCESSIBLE_PROPERTY_LABEL, tip,
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (exclude), "wall-editor.exclude-category");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (exclude), "s", c->name);
  return exclude;
}

/* The first line: tick, name and count, switches. */
static GtkWidget *
heading (PwConnectingWallEditor *self, PwConnectingWallCategoryItem *c)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), tick_button (self, c));
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u card",
                                                         "%s — %u cards", c->count),
                                            c->name, c->count);
  GtkWidget *name = gtk_label_new (title);
  gtk_widget_set_name (name, "category-title");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (name), 1);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (box), name);
  if (c->too_many)
    {
      GtkWidget *warn = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      gtk_widget_add_css_class (warn, "error");
      const char *tip = _("A red herring on this many cards could make a group of its own");
      gtk_widget_set_tooltip_text (warn, tip);
      pw_a11y_set_label (warn, tip);
      gtk_box_append (GTK_BOX (box), warn);
    }
  if (pw_connecting_wall_editor_model (self)->cjk)
    gtk_box_append (GTK_BOX (box), exclude_button (c));
  gtk_box_append (GTK_BOX (box), herring_button (self, c));
  return box;
}

GtkWidget *
pw_connecting_wall_editor_category_row (gpointer item, gpointer data)
{
  PwConnectingWallEditor *self = data;
  PwConnectingWallCategoryItem *c = item;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_box_append (GTK_BOX (row), heading (self, c));
  gtk_box_append (GTK_BOX (row), detail_label (*c->cards ? c->cards : _("on no card"), NULL,
                                               TRUE));
  if (c->twins)
    {
      /* TRANSLATORS: %s lists categories on exactly the same cards as
       * this one, shown with it (the 亠 and 广 inside 疒). */
      g_autofree char *same = g_strdup_printf (_("also %s, on the same cards"), c->twins);
      gtk_box_append (GTK_BOX (row), detail_label (same, "category-twins", TRUE));
    }
  if (c->partners)
    {
      GtkWidget *partners = detail_label (c->partners, "category-partners", FALSE);
      g_autofree char *tip = g_strdup_printf (
        _("The components “%s” makes two-part characters with, and in how many characters"),
        c->name);
      gtk_widget_set_tooltip_text (partners, tip);
      gtk_box_append (GTK_BOX (row), partners);
    }
  /* The row as a screen reader says it: the category, its cards, and the
   * warning the eye gets from the icon. */
  GtkWidget *list_row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), row);
  g_autofree char *said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %u card, %s",
                                                        "%s — %u cards, %s", c->count),
                                           c->name, c->count,
                                           *c->cards ? c->cards : _("on no card"));
  pw_a11y_set_label (list_row, said);
  if (c->too_many)
    pw_a11y_announce (list_row, _("A red herring on this many cards could make a group of its own"));
  return list_row;
}
