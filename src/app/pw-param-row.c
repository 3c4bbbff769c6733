/* pw-param-row.c — rows made from a kind's PwParamSpecs. */
#include "pw-param-row.h"
#include "pw-combo-row.h"

#include <glib/gi18n.h>

AdwComboRow *
pw_param_choice_row_new (const PwParamSpec *spec)
{
  AdwComboRow *row = ADW_COMBO_ROW (pw_combo_row_new ());
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;
  for (guint i = 0; spec->choices && spec->choices[i]; i++)
    {
      const char *label = spec->choice_labels ? spec->choice_labels[i] : spec->choices[i];
      gtk_string_list_append (labels, g_dgettext (GETTEXT_PACKAGE, label));
      if (g_strcmp0 (spec->choices[i], spec->default_value) == 0)
        selected = i;
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (row, selected);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 g_dgettext (GETTEXT_PACKAGE, spec->label));
  return row;
}
