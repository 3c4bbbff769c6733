/* pw-a11y.c — what a screen reader finds: names, announcements, and the
 * pages of a stack. */
#include "pw-a11y.h"

#include <glib/gi18n.h>

void
pw_a11y_set_label (GtkWidget *widget, const char *label)
{
  /* Kept: a button's own label would take its place (mend_label_name). */
  g_object_set_data_full (G_OBJECT (widget), "pw-a11y-label", g_strdup (label), g_free);
  /* GTK 4.8 says the label and then every widget the widget is labelled
   * by: a row's switch, labelled by the row's title, was "Large Print
   * Large Print".  The label given is the whole name. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

void
pw_a11y_set_decorative (GtkWidget *widget)
{
  g_object_set_data (G_OBJECT (widget), "pw-a11y-decorative", GINT_TO_POINTER (1));
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

void
pw_a11y_announce (GtkWidget *widget, const char *text)
{
  /* Kept, for say () to put back (GTK 4.8 cannot read it). */
  g_object_set_data_full (G_OBJECT (widget), "pw-a11y-description", g_strdup (text ? text : ""),
                          g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text ? text : "", -1);
}

/* @label as shown: a mnemonic's underscore dropped ("__" is one "_"). */
static char *
shown_label (const char *label, gboolean use_underline)
{
  GString *out = g_string_new (NULL);
  for (const char *p = label; *p; p++)
    {
      if (use_underline && *p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* The tooltip, as the description; nothing where it only repeats the
 * button's own label. */
static void
tooltip_changed (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);
  if (tip && GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)))
    {
      g_autofree char *label = shown_label (gtk_button_get_label (GTK_BUTTON (widget)),
                                            gtk_button_get_use_underline (GTK_BUTTON (widget)));
      if (g_strcmp0 (label, tip) == 0)
        tip = NULL;
    }
  if (tip)
    pw_a11y_announce (widget, tip);
  else
    {
      g_object_set_data (G_OBJECT (widget), "pw-a11y-description", NULL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

void
pw_a11y_set_tooltip (GtkWidget *widget, const char *tooltip, const char *description)
{
  /* Marked as described: describe_tooltip () leaves it alone. */
  g_object_set_data (G_OBJECT (widget), "pw-a11y-tooltip", GINT_TO_POINTER (1));
  gtk_widget_set_tooltip_text (widget, tooltip);
  /* After the tooltip: a handler describe_tooltip () connected before has
   * made it the description. */
  pw_a11y_announce (widget, description);
}

static void
describe_tooltip (GtkWidget *widget)
{
  if (!gtk_widget_get_has_tooltip (widget)
      || g_object_get_data (G_OBJECT (widget), "pw-a11y-tooltip"))
    return;
  g_object_set_data (G_OBJECT (widget), "pw-a11y-tooltip", GINT_TO_POINTER (1));
  g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (tooltip_changed), NULL);
  tooltip_changed (widget, NULL, NULL);
}

/* How long a message stays the focused control's description: longer
 * than a toast shows (4 s), so a screen reader that is still speaking
 * does not hear the description change back first. */
#define SAY_MS 6000

/* The control's own description again (its tooltip, or what was
 * announced of it), once the message is said. */
static gboolean
unsay (gpointer data)
{
  GtkWidget *widget = data;
  g_object_steal_data (G_OBJECT (widget), "pw-a11y-saying");
  const char *own = g_object_get_data (G_OBJECT (widget), "pw-a11y-description");
  if (own)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    own, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  return G_SOURCE_REMOVE;
}

static void
remove_source (gpointer id)
{
  g_source_remove (GPOINTER_TO_UINT (id));
}

/* Tells a screen reader @text through the control that has the keyboard
 * in @within's window. */
static void
say (GtkWidget *within, const char *text)
{
  GtkRoot *root = gtk_widget_get_root (within);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL || text == NULL || *text == '\0')
    return;
  /* A canvas's description is news already: the next key replaces it. */
  if (GTK_IS_DRAWING_AREA (focus))
    {
      pw_a11y_announce (focus, text);
      return;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
  /* The source goes with the widget (its data), so it never runs on a
   * widget that is gone; a newer message restarts it. */
  guint id = g_timeout_add (SAY_MS, unsay, focus);
  g_object_set_data_full (G_OBJECT (focus), "pw-a11y-saying", GUINT_TO_POINTER (id),
                          remove_source);
}

static void watch_toasts (AdwToastOverlay *overlay);

void
pw_a11y_add_toast (AdwToastOverlay *overlay, AdwToast *toast, const char *text)
{
  watch_toasts (overlay);
  adw_toast_overlay_add_toast (overlay, toast);
  say (GTK_WIDGET (overlay), text);
}

/* GTK 4.8 names a button that shows text with the text twice, the first
 * time with its mnemonic's underscore: it sets the text, raw, as the
 * button's label property, and is labelled by the label widget inside
 * too, so a screen reader says "_Verify Verify"; a check button it names
 * "_Write numbers".  The label property alone names it now: the text
 * without the underscore, or the name given with pw_a11y_set_label ().
 * Again whenever the text changes, as GTK sets it again. */
static void
mend_label_name (GtkWidget *widget)
{
  const char *text;
  gboolean underline;
  if (GTK_IS_CHECK_BUTTON (widget))
    {
      text = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget));
    }
  else
    {
      text = gtk_button_get_label (GTK_BUTTON (widget));
      underline = gtk_button_get_use_underline (GTK_BUTTON (widget));
    }
  if (text == NULL)
    return; /* an icon: named by pw_a11y_set_label () or its tooltip */
  const char *own = g_object_get_data (G_OBJECT (widget), "pw-a11y-label");
  g_autofree char *name = own ? g_strdup (own) : shown_label (text, underline);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
label_text_changed (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  mend_label_name (widget);
}

static void
mend_label_names (GtkWidget *widget)
{
  if ((!GTK_IS_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget))
      || g_object_get_data (G_OBJECT (widget), "pw-a11y-mended"))
    return;
  g_object_set_data (G_OBJECT (widget), "pw-a11y-mended", GINT_TO_POINTER (1));
  g_signal_connect (widget, "notify::label", G_CALLBACK (label_text_changed), NULL);
  g_signal_connect (widget, "notify::use-underline", G_CALLBACK (label_text_changed), NULL);
  mend_label_name (widget);
}

/* Controls that say nothing of themselves: a row's title is their name. */
static gboolean
is_row_control (GtkWidget *widget)
{
  return GTK_IS_SWITCH (widget) || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_DROP_DOWN (widget)
         || (GTK_IS_CHECK_BUTTON (widget) && !gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)));
}

static void
row_title_changed (AdwPreferencesRow *row, GParamSpec *pspec, GtkWidget *control)
{
  pw_a11y_set_label (control, adw_preferences_row_get_title (row));
}

/* An image says nothing a screen reader should hear unless it is named
 * (pw_a11y_set_label) or has a tooltip, which then names it: a row's
 * icon, an arrow, an error strip's icon beside its words are left out of
 * what the reader finds, as alt="" leaves them out of a web page, where
 * GTK 4.8 would say "GtkImage" for each. */
static gboolean
complete_image (GtkWidget *widget)
{
  if (!GTK_IS_IMAGE (widget) && !GTK_IS_PICTURE (widget))
    return FALSE;
  if (g_object_get_data (G_OBJECT (widget), "pw-a11y-label")
      || g_object_get_data (G_OBJECT (widget), "pw-a11y-decorative"))
    return TRUE;
  const char *tip = gtk_widget_get_tooltip_text (widget);
  if (tip && *tip)
    pw_a11y_set_label (widget, tip);
  else
    pw_a11y_set_decorative (widget);
  return TRUE;
}

static void
complete (GtkWidget *widget, AdwPreferencesRow *row)
{
  if (complete_image (widget))
    return;
  describe_tooltip (widget);
  mend_label_names (widget);
  if (row && is_row_control (widget) && !g_object_get_data (G_OBJECT (widget), "pw-a11y-row"))
    {
      g_object_set_data (G_OBJECT (widget), "pw-a11y-row", row);
      g_signal_connect_object (row, "notify::title", G_CALLBACK (row_title_changed), widget, 0);
      row_title_changed (row, NULL, widget);
    }
  /* A flow box that only lays controls out: the keyboard goes to the
   * controls, not to the cells around them. */
  if (GTK_IS_FLOW_BOX_CHILD (widget)
      && gtk_flow_box_get_selection_mode (GTK_FLOW_BOX (gtk_widget_get_parent (widget)))
           == GTK_SELECTION_NONE)
    {
      gtk_widget_set_focusable (widget, FALSE);
      /* Nor are they selectable, whatever GTK 4.8's flow box says. */
      gtk_accessible_reset_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_SELECTED);
    }
  if (GTK_IS_TOGGLE_BUTTON (widget) && GTK_IS_DROP_DOWN (gtk_widget_get_parent (widget)))
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    gtk_widget_get_parent (widget), NULL, -1);
  /* The arrow of a split button (and the button inside it) is named by
   * its tooltip: libadwaita 1.2 leaves it unnamed. */
  if (GTK_IS_MENU_BUTTON (widget) && ADW_IS_SPLIT_BUTTON (gtk_widget_get_parent (widget)))
    {
      const char *what
        = adw_split_button_get_dropdown_tooltip (ADW_SPLIT_BUTTON (gtk_widget_get_parent (widget)));
      if (what && *what)
        {
          pw_a11y_set_label (widget, what);
          for (GtkWidget *c = gtk_widget_get_first_child (widget); c;
               c = gtk_widget_get_next_sibling (c))
            if (GTK_IS_BUTTON (c))
              pw_a11y_set_label (c, what);
        }
    }
  /* An expander row is a list row of its own around its header, and
   * libadwaita 1.2 leaves it unnamed. */
  if (ADW_IS_EXPANDER_ROW (widget) && !g_object_get_data (G_OBJECT (widget), "pw-a11y-row"))
    {
      g_object_set_data (G_OBJECT (widget), "pw-a11y-row", widget);
      g_signal_connect_object (widget, "notify::title", G_CALLBACK (row_title_changed), widget,
                               0);
      row_title_changed (ADW_PREFERENCES_ROW (widget), NULL, widget);
    }
  /* A row inside a row (an expander's) names its own controls. */
  if (ADW_IS_ACTION_ROW (widget) || ADW_IS_EXPANDER_ROW (widget))
    row = ADW_PREFERENCES_ROW (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    complete (c, row);
}

void
pw_a11y_complete (GtkWidget *root)
{
  complete (root, NULL);
}

/* A toast libadwaita 1.2 shows has a close button with an icon and no
 * name: a screen reader says "GtkImage".  It is the toast's one button
 * without text. */
static void
name_close_button (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c)) == NULL)
        pw_a11y_set_label (c, _("Close"));
      name_close_button (c);
    }
}

static void
toast_shown (GListModel *children, guint position, guint removed, guint added, gpointer data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) child = g_list_model_get_item (children, i);
      if (g_str_equal (gtk_widget_get_css_name (child), "toast"))
        {
          /* Its action button too: its text without the underscore. */
          pw_a11y_complete (child);
          name_close_button (child);
        }
    }
}

/* The overlay makes a toast's widget when it shows the toast, at once or
 * after the toasts before it, so its children are watched, from the first
 * toast on (GTK's list of a widget's children costs its bookkeeping only
 * on that widget, which has two or three). */
static void
watch_toasts (AdwToastOverlay *overlay)
{
  if (g_object_get_data (G_OBJECT (overlay), "pw-a11y-toasts"))
    return;
  GListModel *children = gtk_widget_observe_children (GTK_WIDGET (overlay));
  g_signal_connect (children, "items-changed", G_CALLBACK (toast_shown), NULL);
  g_object_set_data_full (G_OBJECT (overlay), "pw-a11y-toasts", children, g_object_unref);
}

static void
stack_child_shown (GtkStack *stack, GParamSpec *pspec, gpointer data)
{
  GtkWidget *visible = gtk_stack_get_visible_child (stack);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (stack)); c;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkStackPage *page = gtk_stack_get_page (stack, c);
      if (page)
        gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN,
                                     c != visible, -1);
    }
}

void
pw_a11y_follow_stack (GtkStack *stack)
{
  g_signal_connect (stack, "notify::visible-child", G_CALLBACK (stack_child_shown), NULL);
  stack_child_shown (stack, NULL, NULL);
}
