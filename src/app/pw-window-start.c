/* pw-window-start.c — the start page, shown while the window holds no
 * document: a row for each kind of puzzle (a click starts a new one, and
 * Generate… has the computer make one where the kind has a generator)
 * and the puzzles opened last, made again whenever the recent files
 * change. */
#include "pw-window-private.h"

#include <glib/gi18n.h>

#define MAX_RECENT 8

static void
clear_start_rows (PwWindow *self)
{
  for (GList *l = self->start_rows; l; l = l->next)
    {
      GtkWidget *row = l->data;
      AdwPreferencesGroup *group = g_object_get_data (G_OBJECT (row), "pw-group");
      adw_preferences_group_remove (group, row);
    }
  g_clear_pointer (&self->start_rows, g_list_free);
}

static void
add_start_row (PwWindow *self, AdwPreferencesGroup *group, GtkWidget *row)
{
  g_object_set_data (G_OBJECT (row), "pw-group", group);
  adw_preferences_group_add (group, row);
  self->start_rows = g_list_prepend (self->start_rows, row);
}

static void
recent_activated (AdwActionRow *row, PwWindow *self)
{
  GFile *file = g_object_get_data (G_OBJECT (row), "pw-file");
  pw_window_open_file (self, file);
}

static int
recent_newest_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);
  return g_date_time_compare (tb, ta);
}

static void
fill_recent (PwWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  items = g_list_sort (items, recent_newest_first);
  guint shown = 0;
  for (GList *l = items; l && shown < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      if (!g_str_has_suffix (uri, ".pzw") || !gtk_recent_info_exists (info))
        continue;
      g_autoptr (GFile) file = g_file_new_for_uri (uri);
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     gtk_recent_info_get_display_name (info));
      g_autofree char *parent = g_file_get_parse_name (g_file_peek_path (file) ? file : file);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), parent);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data_full (G_OBJECT (row), "pw-file", g_object_ref (file), g_object_unref);
      g_signal_connect (row, "activated", G_CALLBACK (recent_activated), self);
      add_start_row (self, self->recent_group, row);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
}

static void
fill_start_page (PwWindow *self)
{
  clear_start_rows (self);
  gboolean with_hidden = g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0;
  g_autoptr (GPtrArray) kinds = pw_registry_list (with_hidden);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dgettext (GETTEXT_PACKAGE, kind->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   g_dgettext (GETTEXT_PACKAGE, kind->description));
      adw_action_row_set_icon_name (ADW_ACTION_ROW (row), kind->icon_name);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.new");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", kind->id);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      if (kind->generate != NULL)
        {
          GtkWidget *generate = gtk_button_new_with_mnemonic (_("_Generate…"));
          gtk_widget_set_valign (generate, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (generate, _("Make a new puzzle with the computer"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (generate), "win.generate");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (generate), "s", kind->id);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), generate);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      add_start_row (self, self->new_group, row);
    }
  adw_preferences_group_set_description (
    self->new_group, kinds->len ? NULL : _("This build has no puzzle kinds yet."));
  fill_recent (self);
}

void
pw_window_start_init (PwWindow *self)
{
  fill_start_page (self);
  /* The list follows the recent files: a file that failed to open leaves it. */
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (fill_start_page), self, G_CONNECT_SWAPPED);
}
