/* pw-web-page-dialog.c — Web Page for the Class Screen….
 *
 * Its own small dialog, not a page of the print dialog: the page is not
 * paper, and the one thing to say before it is made is that it holds the
 * answers.  The page is made and written in a worker thread (a domino
 * grid is solved to check its answer), with a progress bar and Cancel;
 * the file is written whole or not at all.  Done, a toast names the file
 * and offers to open it in the browser. */
#include "pw-web-page-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-file-write.h"
#include "pw-html.h"
#include "pw-task-runner.h"

struct _PwWebPageDialog
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkButton *close_button;
  GtkWidget *export_button;
  GtkLabel *heading_label;
  GtkWidget *answer_group;
  GtkProgressBar *progress_bar;
  GtkLabel *message_label;

  PwDocument *document;
  PwTaskRunner *runner;
  GFile *exported;
  char *name;  /* the file name offered: the title, or the document's name, .html */
};

G_DEFINE_FINAL_TYPE (PwWebPageDialog, pw_web_page_dialog, ADW_TYPE_WINDOW)

typedef struct
{
  PwHtmlSource *source;
  GFile *file;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;
  pw_html_source_free (job->source);
  g_object_unref (job->file);
  g_free (job);
}

/* The worker: the page, written whole.  The summary carries the page's
 * note, if it has one. */
static PwResult *
make_page (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  Job *job = data;
  g_autofree char *note = NULL;
  g_autoptr (GBytes) page = pw_html_source_build (job->source, progress, cancellable, &note,
                                                  error);
  if (page == NULL || g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  gsize length;
  const char *bytes = g_bytes_get_data (page, &length);
  if (!pw_write_file_atomically (job->file, bytes, length, error))
    return NULL;
  PwResult *result = pw_result_new ();
  result->ok = TRUE;
  result->summary = g_steal_pointer (&note);
  return result;
}

static void
set_message (PwWebPageDialog *self, const char *text, gboolean error)
{
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text && *text);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

static void
update_busy (PwWebPageDialog *self)
{
  gboolean busy = pw_task_runner_get_running (self->runner);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), busy);
  gtk_widget_set_sensitive (self->export_button, !busy);
  if (busy)
    {
      double fraction = pw_task_runner_get_fraction (self->runner);
      const char *text = pw_task_runner_get_text (self->runner);
      gtk_progress_bar_set_text (self->progress_bar, text && *text ? text
                                                                   : _("Making the page…"));
      if (fraction < 0)
        gtk_progress_bar_pulse (self->progress_bar);
      else
        gtk_progress_bar_set_fraction (self->progress_bar, fraction);
    }
}

static void
runner_notify (PwTaskRunner *runner, GParamSpec *pspec, PwWebPageDialog *self)
{
  update_busy (self);
}

static void
page_made (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr (PwWebPageDialog) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  update_busy (self);
  if (result == NULL)
    {
      g_clear_object (&self->exported);
      set_message (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                           ? _("Cancelled: no page was written")
                           : error->message,
                   TRUE);
      return;
    }
  set_message (self, result->summary, FALSE);
  g_autofree char *base = g_file_get_basename (self->exported);
  g_autofree char *done = g_strdup_printf (_("Exported to %s"), base);
  gtk_button_set_label (self->close_button, _("_Close"));
  AdwToast *toast = adw_toast_new (done);
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "web-page.open");
  adw_toast_set_timeout (toast, 10);
  pw_a11y_add_toast (self->toast_overlay, toast, done);
}

gboolean
pw_web_page_dialog_export (PwWebPageDialog *self, GFile *file)
{
  g_return_val_if_fail (PW_IS_WEB_PAGE_DIALOG (self), FALSE);
  if (pw_task_runner_get_running (self->runner))
    return FALSE;
  Job *job = g_new0 (Job, 1);
  job->source = pw_html_source_new (self->document);
  job->file = g_object_ref (file);
  g_set_object (&self->exported, file);
  set_message (self, NULL, FALSE);
  gboolean started = pw_task_runner_start (self->runner, _("Making the page"), make_page, job,
                                           job_free, page_made, g_object_ref (self));
  update_busy (self);
  return started;
}

static void
chosen (GtkNativeDialog *native, int response, gpointer data)
{
  PwWebPageDialog *self = data;
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                             ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native))
                             : NULL;
  g_object_unref (native);
  if (file != NULL)
    {
      /* "week 3" becomes "week 3.html": the browser goes by the ending. */
      g_autofree char *base = g_file_get_basename (file);
      if (!g_str_has_suffix (base, ".html") && !g_str_has_suffix (base, ".htm"))
        {
          g_autofree char *path = g_file_get_path (file);
          g_autofree char *with = g_strconcat (path, ".html", NULL);
          g_object_unref (file);
          file = g_file_new_for_path (with);
        }
      pw_web_page_dialog_export (self, file);
    }
  g_object_unref (self);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWebPageDialog *self = PW_WEB_PAGE_DIALOG (widget);
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    _("Export Web Page"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
    _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), self->name);
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Web Page"));
  gtk_file_filter_add_pattern (filter, "*.html");
  gtk_file_filter_add_mime_type (filter, "text/html");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_signal_connect (native, "response", G_CALLBACK (chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
close_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWebPageDialog *self = PW_WEB_PAGE_DIALOG (widget);
  /* While a page is made, the first click cancels it. */
  if (pw_task_runner_get_running (self->runner))
    {
      pw_task_runner_cancel (self->runner);
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
launched (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PwWebPageDialog) self = data;
  g_autoptr (GError) error = NULL;
  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    set_message (self, error->message, TRUE);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWebPageDialog *self = PW_WEB_PAGE_DIALOG (widget);
  if (self->exported == NULL)
    return;
  g_autofree char *uri = g_file_get_uri (self->exported);
  g_autoptr (GdkAppLaunchContext) context
    = gdk_display_get_app_launch_context (gtk_widget_get_display (widget));
  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL, launched,
                                           g_object_ref (self));
}

static void
pw_web_page_dialog_dispose (GObject *object)
{
  PwWebPageDialog *self = PW_WEB_PAGE_DIALOG (object);
  if (self->runner)
    {
      pw_task_runner_cancel (self->runner);
      g_signal_handlers_disconnect_by_data (self->runner, self);
    }
  g_clear_object (&self->runner);
  g_clear_object (&self->document);
  g_clear_object (&self->exported);
  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (pw_web_page_dialog_parent_class)->dispose (object);
}

static void
pw_web_page_dialog_class_init (PwWebPageDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = pw_web_page_dialog_dispose;
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/puzzlewright/Puzzlewright/web-page-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, close_button);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, heading_label);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, answer_group);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, PwWebPageDialog, message_label);
  gtk_widget_class_install_action (widget_class, "web-page.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "web-page.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "web-page.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "web-page.close", NULL);
}

static void
pw_web_page_dialog_init (PwWebPageDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  pw_a11y_complete (GTK_WIDGET (self));
  self->runner = pw_task_runner_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (runner_notify), self);
}

/* The name the file is offered under: the title, else the document's
 * file name; a slash never makes a folder. */
static char *
offered_name (PwDocument *document)
{
  const char *title = pw_document_get_meta (document, PW_META_TITLE);
  g_autofree char *name = NULL;
  if (title && *title)
    name = g_strdup (title);
  else if (pw_document_get_file (document))
    {
      name = g_file_get_basename (pw_document_get_file (document));
      if (g_str_has_suffix (name, ".pzw") && strlen (name) > 4)
        name[strlen (name) - 4] = '\0';
    }
  else
    name = g_strdup (_("Puzzle"));
  g_strdelimit (name, "/\\", '-');
  return g_strconcat (name, ".html", NULL);
}

PwWebPageDialog *
pw_web_page_dialog_new (GtkWindow *parent, PwDocument *document)
{
  PwWebPageDialog *self = g_object_new (PW_TYPE_WEB_PAGE_DIALOG, NULL);
  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  self->document = g_object_ref (document);
  self->name = offered_name (document);
  g_autofree char *shown = g_strndup (self->name, strlen (self->name) - strlen (".html"));
  g_autofree char *heading = g_strdup_printf (_("Play “%s” on the Class Screen"), shown);
  gtk_label_set_text (self->heading_label, heading);
  /* A page that holds no answer (a deck: the shared symbol is on both
   * cards) has nothing to warn about. */
  gtk_widget_set_visible (self->answer_group,
                          pw_html_kind_page_answers (pw_document_get_kind (document)));
  return self;
}

const char *
pw_web_page_dialog_get_offered_name (PwWebPageDialog *self)
{
  return self->name;
}

gboolean
pw_web_page_dialog_get_busy (PwWebPageDialog *self)
{
  return pw_task_runner_get_running (self->runner);
}

const char *
pw_web_page_dialog_get_message (PwWebPageDialog *self)
{
  return gtk_label_get_text (self->message_label);
}
