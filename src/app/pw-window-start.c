/* pw-window-start.c — the start page, shown while the window holds no
 * document: a row for each kind of puzzle (a click starts a new one, and
 * Generate… has the computer make one where the kind has a generator)
 * and the puzzles opened last, made again whenever the recent files
 * change. */
#include "pw-window-private.h"

#include "pw-a11y.h"
#include "pw-start-row.h"

#include <glib/gi18n.h>

#define MAX_RECENT 8

/* Takes the rows of Recent Puzzles off the page. */
static void
clear_recent_rows (PwWindow *self)
{
  for (GList *l = self->recent_rows; l; l = l->next)
    adw_preferences_group_remove (self->recent_group, l->data);
  g_clear_pointer (&self->recent_rows, g_list_free);
}

/* win.open-recent(uri): a row of Recent Puzzles. */
static void
open_recent_action (GSimpleAction *action, GVariant *uri, gpointer self)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (uri, NULL));
  pw_window_open_file (self, file);
}

static int
recent_newest_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);
  return g_date_time_compare (tb, ta);
}

/* Lists the puzzles opened last; again whenever the recent files change,
 * and only they: rebuilding the kinds' rows too took the keyboard focus
 * from the row that had it. */
/* The arrow at a row's end, which only shows that the row opens
 * something: a screen reader hears the row, not the arrow. */
static GtkWidget *
row_arrow (void)
{
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  pw_a11y_set_decorative (arrow);
  return arrow;
}

static void
fill_recent (PwWindow *self)
{
  clear_recent_rows (self);
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
      g_autofree char *parent = g_file_get_parse_name (file);
      GtkWidget *row = pw_start_row_new (gtk_recent_info_get_display_name (info), parent, NULL);
      pw_start_row_add_suffix (row, row_arrow ());
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", uri);
      adw_preferences_group_add (self->recent_group, row);
      self->recent_rows = g_list_prepend (self->recent_rows, row);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
}

static void
fill_kinds (PwWindow *self)
{
  gboolean with_hidden = g_strcmp0 (g_getenv ("PUZZLEWRIGHT_TEST_KIND"), "1") == 0;
  g_autoptr (GPtrArray) kinds = pw_registry_list (with_hidden);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      GtkWidget *row = pw_start_row_new (g_dgettext (GETTEXT_PACKAGE, kind->name),
                                         g_dgettext (GETTEXT_PACKAGE, kind->description),
                                         kind->icon_name);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.new");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", kind->id);
      if (kind->generate != NULL)
        {
          GtkWidget *generate = gtk_button_new_with_mnemonic (_("_Generate…"));
          gtk_widget_set_valign (generate, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (generate, _("Make a new puzzle with the computer"));
          /* Every row has one: a screen reader needs to hear which. */
          /* Translators: the accessible name of a start-page row's
           * Generate… button; %s is the kind of puzzle ("Domino Grid"). */
          g_autofree char *name = g_strdup_printf (_("Generate %s…"),
                                                   g_dgettext (GETTEXT_PACKAGE, kind->name));
          pw_a11y_set_label (generate, name);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (generate), "win.generate");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (generate), "s", kind->id);
          pw_start_row_add_suffix (row, generate);
        }
      pw_start_row_add_suffix (row, row_arrow ());
      adw_preferences_group_add (self->new_group, row);
    }
  adw_preferences_group_set_description (
    self->new_group, kinds->len ? NULL : _("This build has no puzzle kinds yet."));
}

void
pw_window_start_init (PwWindow *self)
{
  static const GActionEntry open_recent[] = { { "open-recent", open_recent_action, "s" } };
  g_action_map_add_action_entries (G_ACTION_MAP (self), open_recent, 1, self);
  fill_kinds (self);
  fill_recent (self);
  /* The list follows the recent files: a file that failed to open leaves it. */
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed", G_CALLBACK (fill_recent),
                           self, G_CONNECT_SWAPPED);
}
