/* pw-generate-dialog-rows.c — the dialog's rows, made from the kind's
 * PwParamSpec list so that every kind with a generator gets the dialog
 * without code of its own: a spin button for a number, a combo row for a
 * choice, a switch, a text entry, a file (pw-generate-dialog-file.c), and
 * rows and columns side by side as one size.  The parameters are read
 * back from the rows as the kind reads them, and the rows a kind says
 * cannot be used with the others are greyed out with the reason. */
#include "pw-generate-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-param-row.h"

static GtkWidget *
int_spin (const PwParamSpec *spec)
{
  GtkWidget *spin = gtk_spin_button_new_with_range ((double) spec->min, (double) spec->max, 1);
  gint64 value = spec->min;
  if (spec->default_value)
    value = g_ascii_strtoll (spec->default_value, NULL, 10);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), (double) value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  return spin;
}

static GtkWidget *
int_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = int_spin (spec);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

static GtkWidget *
number_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = gtk_spin_button_new_with_range ((double) spec->min, (double) spec->max, 1);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (*value), 1);
  if (spec->default_value)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (*value), g_ascii_strtod (spec->default_value, NULL));
  gtk_widget_set_valign (*value, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

static GtkWidget *
choice_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = GTK_WIDGET (pw_param_choice_row_new (spec));
  *value = row;
  return row;
}

static GtkWidget *
bool_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  *value = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (*value), g_strcmp0 (spec->default_value, "true") == 0);
  gtk_widget_set_valign (*value, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value);
  return row;
}

/* The entry of a text with keywords, for any value that is none of them. */
static GtkEntry *
other_entry (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "pw-other-entry");
}

static guint
n_choices (const PwParamSpec *spec)
{
  return g_strv_length ((char **) spec->choices);
}

static void
keyword_selected (AdwComboRow *row, GParamSpec *pspec, const PwParamSpec *spec)
{
  GtkWidget *entry = GTK_WIDGET (other_entry (GTK_WIDGET (row)));
  gboolean other = adw_combo_row_get_selected (row) >= n_choices (spec);
  gtk_widget_set_visible (entry, other);
  if (other)
    gtk_widget_grab_focus (entry);
}

/* A text with keywords (a theme, a built-in set): the keywords' labels
 * to choose from, and "Other…" with an entry for any other value (an
 * English noun as a theme, a file of one's own). */
static GtkWidget *
keyword_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = choice_row (spec, value);
  GtkStringList *labels = GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (row)));
  gtk_string_list_append (labels, _("Other…"));
  GtkWidget *entry = gtk_entry_new ();
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (entry, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  g_dgettext (GETTEXT_PACKAGE, spec->label), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  g_object_set_data (G_OBJECT (row), "pw-other-entry", entry);
  g_signal_connect (row, "notify::selected", G_CALLBACK (keyword_selected), (gpointer) spec);
  return row;
}

/* A text typed: an entry beside the title, not an AdwEntryRow, so that
 * the row shows its description (the sizes teachers ask for by age,
 * which components are meant) and, greyed out, why, as every other row
 * does: libadwaita 1.2's entry row has no subtitle, and a tooltip is read
 * by nobody who does not already know to hover. */
static GtkWidget *
text_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *entry = gtk_entry_new ();
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  /* Room for a size or a few components; beside a long description the
   * entry gives way down to ten characters, and what is longer scrolls. */
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 10);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 16);
  if (spec->default_value)
    gtk_editable_set_text (GTK_EDITABLE (entry), spec->default_value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  g_dgettext (GETTEXT_PACKAGE, spec->label), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), entry);
  *value = entry;
  return row;
}

/* Rows and columns (or height and width) next to each other in the list
 * are one size, "7 × 8", as a person thinks of a board. */
static gboolean
is_size_pair (const PwParamSpec *a, const PwParamSpec *b)
{
  if (a->type != PW_PARAM_INT || b->type != PW_PARAM_INT)
    return FALSE;
  return (g_str_equal (a->name, "rows") && g_str_equal (b->name, "cols"))
         || (g_str_equal (a->name, "height") && g_str_equal (b->name, "width"))
         || (g_str_equal (a->name, "width") && g_str_equal (b->name, "height"));
}

static GtkWidget *
size_row (const PwParamSpec *a, const PwParamSpec *b, GtkWidget **value_a, GtkWidget **value_b)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Size"));
  gboolean rows_first = !g_str_equal (a->name, "width");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rows_first ? _("Rows × columns")
                                                                : _("Width × height"));
  *value_a = int_spin (a);
  *value_b = int_spin (b);
  gtk_widget_set_tooltip_text (*value_a, g_dgettext (GETTEXT_PACKAGE, a->label));
  gtk_widget_set_tooltip_text (*value_b, g_dgettext (GETTEXT_PACKAGE, b->label));
  GtkWidget *times = gtk_label_new ("×");
  gtk_widget_add_css_class (times, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value_a);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), times);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *value_b);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *value_a);
  return row;
}

/* A number or a text that takes only a few values is chosen, not typed
 * (a deck's orders that have a plane, its built-in sets of symbols); a
 * text whose choices are suggestions has "Other…" too (keyword_row). */
static gboolean
shown_as_choice (const PwParamSpec *spec)
{
  return spec->choices != NULL
         && (spec->type == PW_PARAM_CHOICE || spec->type == PW_PARAM_INT
             || (spec->type == PW_PARAM_TEXT && !spec->other_values));
}

static GtkWidget *
row_for_spec (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row;
  if (shown_as_choice (spec))
    row = choice_row (spec, value);
  else switch (spec->type)
    {
    case PW_PARAM_INT:
      row = int_row (spec, value);
      break;
    case PW_PARAM_CHOICE:
      row = choice_row (spec, value);
      break;
    case PW_PARAM_BOOL:
      row = bool_row (spec, value);
      break;
    case PW_PARAM_NUMBER:
      row = number_row (spec, value);
      break;
    case PW_PARAM_FILE:
      row = pw_generate_dialog_file_row (spec, value);
      break;
    case PW_PARAM_TEXT:
    default:
      row = spec->choices ? keyword_row (spec, value) : text_row (spec, value);
      break;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, spec->label));
  if (spec->description && ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row),
                                   g_dgettext (GETTEXT_PACKAGE, spec->description));
  else if (spec->description && ADW_IS_ACTION_ROW (row) && spec->type != PW_PARAM_FILE)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 g_dgettext (GETTEXT_PACKAGE, spec->description));
  return row;
}

/* The value as the kind reads it; NULL leaves the kind's default. */
static char *
spec_value (const PwParamSpec *spec, GtkWidget *w)
{
  if (shown_as_choice (spec))
    {
      guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (w));
      return i < g_strv_length ((char **) spec->choices) ? g_strdup (spec->choices[i]) : NULL;
    }
  switch (spec->type)
    {
    case PW_PARAM_INT:
      return g_strdup_printf ("%" G_GINT64_FORMAT,
                              (gint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (w)));
    case PW_PARAM_NUMBER:
      {
        char buf[G_ASCII_DTOSTR_BUF_SIZE];
        return g_strdup (g_ascii_dtostr (buf, sizeof buf,
                                         gtk_spin_button_get_value (GTK_SPIN_BUTTON (w))));
      }
    case PW_PARAM_CHOICE:
      return NULL; /* a choice without choices */
    case PW_PARAM_BOOL:
      return g_strdup (gtk_switch_get_active (GTK_SWITCH (w)) ? "true" : "false");
    case PW_PARAM_FILE:
      return pw_generate_dialog_file_value (w);
    case PW_PARAM_TEXT:
    default:
      {
        if (spec->choices)
          {
            guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (w));
            if (i < n_choices (spec))
              return g_strdup (spec->choices[i]);
            w = GTK_WIDGET (other_entry (w));
          }
        const char *text = gtk_editable_get_text (GTK_EDITABLE (w));
        return *text ? g_strdup (text) : NULL;
      }
    }
}

/* The parameters as the rows stand, leaving out those the kind says
 * cannot be used with the others; with @update, such rows are greyed
 * out and say why. */
PwParams *
pw_generate_dialog_collect_params (PwGenerateDialog *self, gboolean update)
{
  PwParams *params = pw_params_new ();
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    {
      const PwParamSpec *spec = &self->kind->generate_specs[i];
      gboolean usable = TRUE;
      g_autofree char *reason = NULL;
      if (spec->usable)
        usable = spec->usable (params, &reason);
      if (update && spec->usable)
        {
          GtkWidget *row = self->rows->pdata[i];
          gtk_widget_set_sensitive (row, usable);
          const char *why = usable ? (spec->description ? g_dgettext (GETTEXT_PACKAGE,
                                                                      spec->description)
                                                        : NULL)
                                   : reason;
          if (ADW_IS_EXPANDER_ROW (row))
            adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), why ? why : "");
          else if (ADW_IS_ACTION_ROW (row) && spec->type != PW_PARAM_FILE)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why ? why : "");
          else
            gtk_widget_set_tooltip_text (row, usable ? NULL : reason);
        }
      if (!usable)
        continue;
      g_autofree char *value = spec_value (spec, self->values->pdata[i]);
      if (value)
        pw_params_set (params, spec->name, value);
      /* A folder of pictures: the kind is told where they are. */
      const char *folder = spec->type == PW_PARAM_FILE && spec->folder_param && value
                             ? g_object_get_data (G_OBJECT (self->values->pdata[i]), "pw-folder")
                             : NULL;
      if (folder)
        pw_params_set (params, spec->folder_param, folder);
    }
  return params;
}

void
pw_generate_dialog_params_changed (PwGenerateDialog *self)
{
  /* An error was about the settings before this change. */
  pw_generate_dialog_set_message (self, NULL);
  g_autoptr (PwParams) params = pw_generate_dialog_collect_params (self, TRUE);
}

static void
watch_value (PwGenerateDialog *self, const PwParamSpec *spec, GtkWidget *w)
{
  if (shown_as_choice (spec))
    {
      g_signal_connect_swapped (w, "notify::selected",
                                G_CALLBACK (pw_generate_dialog_params_changed), self);
      return;
    }
  switch (spec->type)
    {
    case PW_PARAM_INT:
    case PW_PARAM_NUMBER:
      g_signal_connect_swapped (w, "value-changed",
                                G_CALLBACK (pw_generate_dialog_params_changed), self);
      break;
    case PW_PARAM_CHOICE:
      g_signal_connect_swapped (w, "notify::selected",
                                G_CALLBACK (pw_generate_dialog_params_changed), self);
      break;
    case PW_PARAM_BOOL:
      g_signal_connect_swapped (w, "notify::active",
                                G_CALLBACK (pw_generate_dialog_params_changed), self);
      break;
    case PW_PARAM_TEXT:
      if (spec->choices)
        {
          g_signal_connect_swapped (w, "notify::selected",
                                    G_CALLBACK (pw_generate_dialog_params_changed), self);
          w = GTK_WIDGET (other_entry (w));
        }
      g_signal_connect_swapped (w, "changed", G_CALLBACK (pw_generate_dialog_params_changed), self);
      break;
    case PW_PARAM_FILE:
    default:
      break; /* pw_generate_dialog_set_file() says it */
    }
}

/* Adds the row of spec @i to @group: one row for two specs when they are
 * a size.  Returns how many specs the row shows. */
guint
pw_generate_dialog_add_row (PwGenerateDialog *self, AdwPreferencesGroup *group, guint i)
{
  const PwParamSpec *specs = self->kind->generate_specs;
  GtkWidget *row, *values[2];
  guint shown = 1;
  if (i + 1 < self->kind->n_generate_specs && is_size_pair (&specs[i], &specs[i + 1]))
    {
      row = size_row (&specs[i], &specs[i + 1], &values[0], &values[1]);
      shown = 2;
    }
  else
    row = row_for_spec (&specs[i], &values[0]);
  for (guint k = 0; k < shown; k++)
    {
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->values, values[k]);
      watch_value (self, &specs[i + k], values[k]);
    }
  adw_preferences_group_add (group, row);
  return shown;
}

int
pw_generate_dialog_spec_index (PwGenerateDialog *self, const char *name)
{
  for (guint i = 0; i < self->kind->n_generate_specs; i++)
    if (g_str_equal (self->kind->generate_specs[i].name, name))
      return (int) i;
  return -1;
}

gboolean
pw_generate_dialog_set_value (PwGenerateDialog *self, const char *name, const char *value)
{
  if (g_str_equal (name, "seed"))
    {
      gtk_spin_button_set_value (self->seed_spin, g_ascii_strtod (value, NULL));
      return TRUE;
    }
  int i = pw_generate_dialog_spec_index (self, name);
  if (i < 0)
    return FALSE;
  const PwParamSpec *spec = &self->kind->generate_specs[i];
  GtkWidget *w = self->values->pdata[i];
  if (shown_as_choice (spec))
    {
      for (guint c = 0; spec->choices[c]; c++)
        if (g_str_equal (spec->choices[c], value))
          {
            adw_combo_row_set_selected (ADW_COMBO_ROW (w), c);
            return TRUE;
          }
      return FALSE;
    }
  switch (spec->type)
    {
    case PW_PARAM_INT:
    case PW_PARAM_NUMBER:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), g_ascii_strtod (value, NULL));
      return TRUE;
    case PW_PARAM_CHOICE:
      return FALSE;
    case PW_PARAM_BOOL:
      gtk_switch_set_active (GTK_SWITCH (w), g_str_equal (value, "true"));
      return TRUE;
    case PW_PARAM_FILE:
      /* A file is chosen (pw_generate_dialog_set_file()); only a list
       * may be typed too. */
      return spec->typed && pw_generate_dialog_file_set_text (w, value);
    case PW_PARAM_TEXT:
    default:
      if (spec->choices)
        {
          guint n = n_choices (spec), c = 0;
          while (c < n && !g_str_equal (spec->choices[c], value))
            c++;
          adw_combo_row_set_selected (ADW_COMBO_ROW (w), c);
          if (c < n)
            return TRUE;
          w = GTK_WIDGET (other_entry (w));
        }
      gtk_editable_set_text (GTK_EDITABLE (w), value);
      return TRUE;
    }
}
