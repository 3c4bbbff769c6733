/* pw-application-launch.c — how the app is started from outside: its
 * command-line options (--version, --new=KIND), the app actions the
 * desktop file's actions name (new-KIND, one per kind a user is offered,
 * activated over D-Bus when the app is DBusActivatable), and Help. */
#include "pw-application-launch.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "pw-config.h"
#include "pw-kind.h"

#define NEW_ACTION_PREFIX "new-"

void
pw_application_add_launch_options (GApplication *app)
{
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
    { "new", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Start a new puzzle of KIND (puzzlewright-cli kinds lists them)"), N_("KIND") },
    { NULL }
  };
  g_application_add_main_option_entries (app, entries);
}

/* A kind a user may start: registered and not only for tests. */
static const PwKind *
offered_kind (const char *id)
{
  const PwKind *kind = pw_registry_lookup (id);
  return kind && !kind->hidden ? kind : NULL;
}

static void
print_offered_kinds (FILE *out)
{
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *k = kinds->pdata[i];
      fprintf (out, "  %-16s %s\n", k->id, _(k->name));
    }
}

int
pw_application_handle_launch_options (GApplication *app, GVariantDict *options,
                                      char **new_kind)
{
  if (g_variant_dict_contains (options, "version"))
    {
      printf ("puzzlewright %s\n", PW_VERSION);
      return 0;
    }
  const char *id = NULL;
  if (!g_variant_dict_lookup (options, "new", "&s", &id))
    return -1;
  if (offered_kind (id) == NULL)
    {
      fprintf (stderr, _("puzzlewright: there is no puzzle kind “%s”; the kinds are:\n"), id);
      print_offered_kinds (stderr);
      return 2;
    }
  g_autoptr (GError) error = NULL;
  if (!g_application_register (app, NULL, &error))
    {
      fprintf (stderr, "puzzlewright: %s\n", error->message);
      return 1;
    }
  /* Another instance runs: it opens the puzzle, and this one is done.
   * Otherwise this instance's activation does (no second, empty window). */
  if (g_application_get_is_remote (app))
    {
      g_autofree char *action = g_strconcat (NEW_ACTION_PREFIX, id, NULL);
      g_action_group_activate_action (G_ACTION_GROUP (app), action, NULL);
      return 0;
    }
  *new_kind = g_strdup (id);
  return -1;
}

void
pw_application_start_new (PwApplication *app, const char *kind_id)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (!PW_IS_WINDOW (window))
    {
      window = GTK_WINDOW (pw_application_new_window (app));
      gtk_window_present (window);
    }
  /* win.new fills this window if it shows the start page, else opens one. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", "s", kind_id);
}

static void
new_kind_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  const char *name = g_action_get_name (G_ACTION (action));
  pw_application_start_new (user_data, name + strlen (NEW_ACTION_PREFIX));
}

/* ---- Help ----------------------------------------------------------- */

/* The page of the kind being edited, when the installed help has one. */
static char *
help_uri (GtkWindow *window)
{
  PwDocument *doc = PW_IS_WINDOW (window) ? pw_window_get_document (PW_WINDOW (window)) : NULL;
  if (doc)
    {
      const char *id = pw_document_get_kind (doc)->id;
      g_autofree char *page = g_strconcat (id, ".page", NULL);
      /* PW_DATADIR is DATADIR/puzzlewright; the help is in DATADIR/help. */
      g_autofree char *datadir = g_path_get_dirname (PW_DATADIR);
      g_autofree char *path = g_build_filename (datadir, "help", "C", "puzzlewright", page, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_strconcat ("help:puzzlewright/", id, NULL);
    }
  return g_strdup ("help:puzzlewright");
}

static void
help_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GtkWindow) window = user_data;
  g_autoptr (GError) error = NULL;
  if (gtk_show_uri_full_finish (window, result, &error) || !PW_IS_WINDOW (window))
    return;
  /* Most often no help viewer is installed: say so, not nothing. */
  g_autofree char *text = g_strdup_printf (_("Could not open the help: %s"), error->message);
  pw_window_toast (PW_WINDOW (window), text);
}

static void
help_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  g_autofree char *uri = help_uri (window);
  gtk_show_uri_full (window, uri, GDK_CURRENT_TIME, NULL, help_shown,
                     window ? g_object_ref (window) : NULL);
}

void
pw_application_add_launch_actions (GApplication *app)
{
  static const GActionEntry help_entry[] = { { "help", help_action } };
  g_action_map_add_action_entries (G_ACTION_MAP (app), help_entry, 1, app);
  const char *help_accels[] = { "F1", NULL };
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);

  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *k = kinds->pdata[i];
      g_autofree char *name = g_strconcat (NEW_ACTION_PREFIX, k->id, NULL);
      g_autoptr (GSimpleAction) action = g_simple_action_new (name, NULL);
      g_signal_connect (action, "activate", G_CALLBACK (new_kind_action), app);
      g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
    }
}
