#include "pw-preferences-window.h"
#include "pw-combo-row.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"

/* A combo row over a string-enum key: the row's index is the position
 * of the key's value in @values. */
typedef struct
{
  const char *key;
  const char *const *values;
} EnumBinding;

static gboolean
enum_to_index (GValue *value, GVariant *variant, gpointer user_data)
{
  const EnumBinding *b = user_data;
  const char *s = g_variant_get_string (variant, NULL);
  for (guint i = 0; b->values[i]; i++)
    if (g_str_equal (b->values[i], s))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_enum (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const EnumBinding *b = user_data;
  guint i = g_value_get_uint (value);
  return i < g_strv_length ((char **) b->values) ? g_variant_new_string (b->values[i]) : NULL;
}

static GtkWidget *
enum_row (GSettings *settings, const EnumBinding *binding, const char *title,
          const char *subtitle, const char *const *labels)
{
  GtkWidget *row = pw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_autoptr (GtkStringList) model = gtk_string_list_new ((const char *const *) labels);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  if (settings)
    g_settings_bind_with_mapping (settings, binding->key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                  enum_to_index, index_to_enum, (gpointer) binding, NULL);
  else
    gtk_widget_set_sensitive (row, FALSE);
  return row;
}

/* How often unsaved work is written aside for recovery after a crash. */
static GtkWidget *
autosave_row (GSettings *settings)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Autosave Interval"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Seconds between copies of unsaved work, which are "
                                 "offered back after a crash"));
  GtkWidget *spin = gtk_spin_button_new_with_range (5, 3600, 5);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, "pw-autosave-interval");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  if (settings)
    g_settings_bind (settings, "autosave-interval", spin, "value", G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (row, FALSE);
  return row;
}

GtkWidget *
pw_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  static const char *const paper_values[] = { "a4", "letter", NULL };
  static const char *const unit_values[] = { "mm", "inch", NULL };
  static const EnumBinding paper = { "default-paper", paper_values };
  static const EnumBinding units = { "units", unit_values };
  const char *paper_labels[] = { _("A4"), _("US Letter"), NULL };
  const char *unit_labels[] = { _("Millimetres"), _("Inches"), NULL };

  GtkWidget *window = adw_preferences_window_new ();
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  GtkWidget *page = adw_preferences_page_new ();
  /* The page's tab is what a screen reader finds first. */
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Printing"));
  if (settings == NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("Preferences cannot be kept: the settings schema "
                                             "is not installed."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             enum_row (settings, &paper, _("Default Paper Size"),
                                       _("Used for new sheets"), paper_labels));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             enum_row (settings, &units, _("Units"),
                                       _("For page sizes and margins"), unit_labels));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  GtkWidget *safety = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (safety), _("Recovery"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (safety), autosave_row (settings));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (safety));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
  pw_a11y_complete (window);
  return window;
}
