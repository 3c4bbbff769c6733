/* word-search-editor-theme.c — "Add Words from a Theme…": a small dialog
 * that asks for a theme (a built-in one, or any English noun), an age, a
 * language and how many words, and runs the kind's "add-words" operation
 * through the task runner, as `puzzlewright-cli add-words` does.  The
 * words join the list as one undoable edit; Generate then places them. */
#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-rng.h"
#include "pw-combo-row.h"
#include "word-search-editor-private.h"
#include "word-search-themes.h"

typedef struct
{
  PwWordSearchEditor *editor;
  GtkWidget *window;
  AdwComboRow *theme, *age, *language;
  GtkEntry *other;
  GtkSpinButton *count;
} ThemeDialog;

static guint
n_themes (void)
{
  return g_strv_length ((char **) pw_word_search_theme_ids);
}

static AdwComboRow *
combo (AdwPreferencesGroup *group, const char *title, const char *const *labels,
       const char *extra)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  for (guint i = 0; labels[i]; i++)
    gtk_string_list_append (list, _(labels[i]));
  if (extra)
    gtk_string_list_append (list, extra);
  GtkWidget *row = pw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static void
theme_selected (AdwComboRow *row, GParamSpec *pspec, ThemeDialog *d)
{
  gboolean other = adw_combo_row_get_selected (row) >= n_themes ();
  gtk_widget_set_visible (GTK_WIDGET (d->other), other);
  /* Other themes come from WordNet, in English. */
  if (other)
    {
      adw_combo_row_set_selected (d->language, 0);
      gtk_widget_grab_focus (GTK_WIDGET (d->other));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (d->language), !other);
}

/* The operation's parameters as the dialog stands; NULL when the theme
 * is "Other…" with nothing typed. */
static PwParams *
dialog_params (ThemeDialog *d)
{
  guint t = adw_combo_row_get_selected (d->theme);
  const char *theme = t < n_themes () ? pw_word_search_theme_ids[t]
                                      : gtk_editable_get_text (GTK_EDITABLE (d->other));
  if (theme == NULL || *theme == '\0')
    return NULL;
  PwParams *params = pw_params_new ();
  pw_params_set (params, "theme", theme);
  pw_params_set (params, "age", pw_word_search_age_ids[adw_combo_row_get_selected (d->age)]);
  pw_params_set (params, "language",
                 pw_word_search_theme_languages[adw_combo_row_get_selected (d->language)]);
  g_autofree char *count = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (d->count));
  pw_params_set (params, "count", count);
  /* Each time other words of the theme. */
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pw_rng_fresh_seed ());
  pw_params_set (params, "seed", seed);
  return params;
}

static void
add_clicked (ThemeDialog *d)
{
  g_autoptr (PwParams) params = dialog_params (d);
  if (params == NULL)
    {
      gtk_widget_grab_focus (GTK_WIDGET (d->other));
      return;
    }
  PwWordSearchEditor *self = d->editor;
  pw_kind_editor_run (GTK_WIDGET (self), self->runner, self->document, "add-words", params,
                      NULL);
  gtk_window_destroy (GTK_WINDOW (d->window));
}

/* The list's language where the themes have it, else the UI's. */
static guint
default_language (PwWordSearchEditor *self)
{
  const char *l = pw_word_search_theme_language (pw_word_search_editor_model (self)->language);
  if (l == NULL)
    l = pw_word_search_theme_language (g_get_language_names ()[0]);
  for (guint i = 0; l && pw_word_search_theme_languages[i]; i++)
    if (g_str_equal (l, pw_word_search_theme_languages[i]))
      return i;
  return 0;
}

static void
add_theme_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  ThemeDialog *d = g_new0 (ThemeDialog, 1);
  d->editor = self;
  d->window = adw_window_new ();
  g_object_set_data_full (G_OBJECT (d->window), "pw-theme-dialog", d, g_free);
  gtk_widget_set_name (d->window, "word-search-theme-dialog");
  gtk_window_set_title (GTK_WINDOW (d->window), _("Add Words from a Theme"));
  gtk_window_set_modal (GTK_WINDOW (d->window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (d->window), GTK_WINDOW (gtk_widget_get_root (widget)));
  gtk_window_set_default_size (GTK_WINDOW (d->window), 440, -1);

  GtkWidget *header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), d->window);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add"));
  gtk_widget_add_css_class (add, "suggested-action");
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (add_clicked), d);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), add);

  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_description (
    group, _("Words a child of that age knows, as many as suit the grid, none of them "
             "already in the list. Any other English noun is a theme too: its familiar "
             "kinds, from WordNet."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);
  d->theme = combo (group, _("Theme"), pw_word_search_theme_labels, _("Other…"));
  d->other = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (d->other, _("An English noun, such as vehicle"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (d->other), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Other theme"), -1);
  gtk_widget_set_valign (GTK_WIDGET (d->other), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (d->other), FALSE);
  g_signal_connect_swapped (d->other, "activate", G_CALLBACK (add_clicked), d);
  adw_action_row_add_suffix (ADW_ACTION_ROW (d->theme), GTK_WIDGET (d->other));
  d->age = combo (group, _("Age"), pw_word_search_age_labels, NULL);
  adw_combo_row_set_selected (d->age, PW_WORD_SEARCH_AGE_8_10);
  d->language = combo (group, _("Language"), pw_word_search_theme_language_labels, NULL);
  adw_combo_row_set_selected (d->language, default_language (self));
  g_signal_connect (d->theme, "notify::selected", G_CALLBACK (theme_selected), d);

  GtkWidget *count_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count_row), _("Number of Words"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (count_row), _("0: as many as suit the grid"));
  d->count = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, PW_WORD_SEARCH_MAX_WORDS, 1));
  gtk_widget_set_valign (GTK_WIDGET (d->count), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), GTK_WIDGET (d->count));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (count_row), GTK_WIDGET (d->count));
  adw_preferences_group_add (group, count_row);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (d->window), box);
  gtk_window_set_default_widget (GTK_WINDOW (d->window), add);
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
    GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                      gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (d->window, keys);
  pw_a11y_complete (d->window);
  gtk_window_present (GTK_WINDOW (d->window));
}

void
pw_word_search_editor_theme_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "word-search-editor.add-theme-words", NULL,
                                   add_theme_words_action);
}
