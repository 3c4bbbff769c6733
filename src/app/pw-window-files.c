/* The window's file handling: open, save, save as, and the question
 * about unsaved changes when a window closes. */
#include "pw-window.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-application.h"
#include "pw-document-import.h"
#include "pw-recovery.h"


static GtkFileFilter *
pzw_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Puzzlewright Puzzles"));
  gtk_file_filter_add_mime_type (filter, "application/x-puzzlewright");
  gtk_file_filter_add_suffix (filter, "pzw");
  /* Files a kind imports by their extension open too (pw-document-import.h). */
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *kind = kinds->pdata[i];
      for (guint j = 0; j < kind->n_formats; j++)
        if (kind->formats[j].import)
          gtk_file_filter_add_suffix (filter, kind->formats[j].id);
    }
  return filter;
}

static void
remember_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

/* A file that does not open is no recent puzzle, though the file chooser
 * (or another program) put it on the list. */
static void
forget_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentManager *recent = gtk_recent_manager_get_default ();
  /* lookup_item, not has_item: it accepts an empty list. */
  GtkRecentInfo *info = gtk_recent_manager_lookup_item (recent, uri, NULL);
  if (info)
    {
      gtk_recent_info_unref (info);
      gtk_recent_manager_remove_item (recent, uri, NULL);
    }
}

static void
show_error (PwWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  pw_a11y_complete (dialog); /* "Close", not "_Close Close" */
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Open ----------------------------------------------------------- */

void
pw_window_open_file (PwWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwDocument) doc = pw_document_open_file (file, &error);
  if (doc == NULL)
    {
      forget_recent (file);
      show_error (self, _("Could Not Open the Puzzle"), error->message);
      return;
    }
  remember_recent (file);
  PwWindow *target = self;
  if (pw_window_get_document (self) != NULL)
    {
      target = pw_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
      gtk_window_present (GTK_WINDOW (target));
    }
  pw_window_set_document (target, doc);
}

static void
open_response (GtkNativeDialog *native, int response, PwWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      pw_window_open_file (self, file);
    }
  g_object_unref (native);
}

void
pw_window_choose_and_open (PwWindow *self)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    _("Open Puzzle"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = pzw_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ---- Save ----------------------------------------------------------- */

static gboolean
save_to (PwWindow *self, GFile *file)
{
  PwDocument *doc = pw_window_get_document (self);
  g_autoptr (GError) error = NULL;
  if (!pw_document_save (doc, file, &error))
    {
      show_error (self, _("Could Not Save the Puzzle"), error->message);
      return FALSE;
    }
  remember_recent (file);
  PwApplication *app = PW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  if (app)
    pw_recovery_remove (doc, pw_application_get_recovery_dir (app));
  pw_window_toast (self, _("Saved"));
  return TRUE;
}

static void
save_response (GtkNativeDialog *native, int response, GTask *task)
{
  PwWindow *self = g_task_get_source_object (task);
  gboolean saved = FALSE;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *base = g_file_get_basename (file);
      /* Give the file its extension, so it opens with Puzzlewright later. */
      if (!g_str_has_suffix (base, ".pzw"))
        {
          g_autofree char *named = g_strconcat (base, ".pzw", NULL);
          g_autoptr (GFile) parent = g_file_get_parent (file);
          g_object_unref (file);
          file = g_file_get_child (parent, named);
        }
      saved = save_to (self, file);
    }
  g_task_return_boolean (task, saved);
  g_object_unref (task);
  g_object_unref (native);
}

void
pw_window_save (PwWindow *self, gboolean choose_file, GAsyncReadyCallback callback,
                gpointer user_data)
{
  pw_window_take_typed_edits (self);
  PwDocument *doc = pw_window_get_document (self);
  GTask *task = g_task_new (self, NULL, callback, user_data);
  if (doc == NULL)
    {
      g_task_return_boolean (task, FALSE);
      g_object_unref (task);
      return;
    }
  if (!choose_file && pw_document_get_file (doc) != NULL)
    {
      g_task_return_boolean (task, save_to (self, pw_document_get_file (doc)));
      g_object_unref (task);
      return;
    }
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    _("Save Puzzle"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = pzw_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_autofree char *name = pw_document_dup_display_name (doc);
  g_autofree char *suggested = g_strconcat (name, ".pzw", NULL);
  if (pw_document_get_file (doc))
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), pw_document_get_file (doc), NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested);
  g_signal_connect (native, "response", G_CALLBACK (save_response), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

gboolean
pw_window_save_finish (PwWindow *self, GAsyncResult *result)
{
  return g_task_propagate_boolean (G_TASK (result), NULL);
}

/* ---- Closing with unsaved changes ---------------------------------- */

static void
saved_then_close (GObject *source, GAsyncResult *result, gpointer user_data)
{
  PwWindow *self = PW_WINDOW (source);
  if (pw_window_save_finish (self, result))
    pw_window_close_confirmed (self);
}

static void
close_response (AdwMessageDialog *dialog, const char *response, PwWindow *self)
{
  if (g_str_equal (response, "save"))
    pw_window_save (self, FALSE, saved_then_close, NULL);
  else if (g_str_equal (response, "discard"))
    {
      PwApplication *app = PW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
      if (app)
        pw_recovery_remove (pw_window_get_document (self), pw_application_get_recovery_dir (app));
      pw_window_close_confirmed (self);
    }
}

void
pw_window_try_close (PwWindow *self)
{
  g_autofree char *name = pw_document_dup_display_name (pw_window_get_document (self));
  g_autofree char *body = g_strdup_printf (
    _("“%s” has unsaved changes. Changes which are not saved will be permanently lost."), name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), body);
  AdwMessageDialog *d = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (d, "cancel", _("_Cancel"), "discard", _("_Discard"), "save",
                                    _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (d, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (d, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d, "save");
  adw_message_dialog_set_close_response (d, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response), self);
  pw_a11y_complete (dialog); /* the responses' names, without their mnemonics */
  gtk_window_present (GTK_WINDOW (dialog));
}
