/* pw-window-actions.c — the window's actions (win.*), which of them can
 * be used as the document and the task runner stand, and running a kind's
 * operations: the task bar at the bottom shows the one running, with its
 * progress, until it ends or Escape cancels it.  A short answer is a
 * toast; a long one (more than one line) a dialog to read it in. */
#include "pw-window-private.h"

#include <glib/gi18n.h>

#include "pw-a11y.h"
#include "pw-generate-dialog.h"
#include "pw-html.h"
#include "pw-print-dialog.h"
#include "pw-web-page-dialog.h"

/* ---- What can be used now ------------------------------------------- */

void
pw_window_update_actions (PwWindow *self)
{
  gboolean has_doc = self->document != NULL;
  gboolean running = pw_task_runner_get_running (self->runner);
  GActionMap *map = G_ACTION_MAP (self);
  struct { const char *name; gboolean enabled; } states[] = {
    { "save", has_doc },
    { "save-as", has_doc },
    { "print", has_doc && !running },
    /* The page is made by the dialog's own worker, so it does not wait
     * for the window's; it is there for kinds that have a page. */
    { "export-web-page",
      has_doc && pw_html_kind_has_page (pw_document_get_kind (self->document)) },
    { "undo", has_doc && !running && pw_document_can_undo (self->document) },
    { "redo", has_doc && !running && pw_document_can_redo (self->document) },
    { "run-operation", has_doc && !running },
    { "cancel-task", running },
  };
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      GAction *a = g_action_map_lookup_action (map, states[i].name);
      if (a)
        g_simple_action_set_enabled (G_SIMPLE_ACTION (a), states[i].enabled);
    }
  gtk_widget_set_visible (self->save_button, has_doc);
  gtk_widget_set_visible (self->sidebar_button, has_doc);
  gtk_widget_set_visible (self->history_box, has_doc);
}

/* ---- Running kind operations ---------------------------------------- */

static void
show_long_result (PwWindow *self, const char *heading, const char *text)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 240);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 480);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroll);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  pw_a11y_complete (dialog); /* "Close", not "_Close Close" */
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
operation_finished (GObject *source, GAsyncResult *res, gpointer user_data)
{
  g_autoptr (PwWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  if (result == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pw_window_toast (self, _("Cancelled"));
      else
        pw_window_toast (self, error->message);
      return;
    }
  if (result->summary && strchr (result->summary, '\n'))
    show_long_result (self, pw_task_runner_get_label (PW_TASK_RUNNER (source)), result->summary);
  else if (result->summary)
    pw_window_toast (self, result->summary);
}

static void
run_operation_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  pw_window_take_typed_edits (self);
  if (self->document == NULL)
    return;
  const char *id = g_variant_get_string (param, NULL);
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document), id);
  if (op == NULL)
    return;
  pw_task_runner_run_operation (self->runner, self->document, op, NULL, operation_finished,
                                g_object_ref (self));
}

static void
cancel_task_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  pw_task_runner_cancel (self->runner);
}

/* ---- The task bar --------------------------------------------------- */

static gboolean
pulse (gpointer user_data)
{
  PwWindow *self = user_data;
  gtk_progress_bar_pulse (self->task_progress);
  return G_SOURCE_CONTINUE;
}

static void
runner_notify (PwTaskRunner *runner, GParamSpec *pspec, PwWindow *self)
{
  gboolean running = pw_task_runner_get_running (runner);
  double fraction = pw_task_runner_get_fraction (runner);
  if (running)
    gtk_widget_set_visible (GTK_WIDGET (self->task_revealer), TRUE);
  gtk_revealer_set_reveal_child (self->task_revealer, running);
  gtk_label_set_label (self->task_label, pw_task_runner_get_label (runner));
  const char *text = pw_task_runner_get_text (runner);
  gtk_label_set_label (self->task_text, text ? text : "");
  if (running && fraction < 0)
    {
      if (self->pulse_id == 0)
        self->pulse_id = g_timeout_add (100, pulse, self);
    }
  else
    {
      g_clear_handle_id (&self->pulse_id, g_source_remove);
      gtk_progress_bar_set_fraction (self->task_progress, MAX (fraction, 0));
    }
  pw_window_update_actions (self);
}

/* ---- Other actions -------------------------------------------------- */

/* Editors say things in passing through this action (pw_kind_editor_toast()). */
static void
toast_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_toast (user_data, g_variant_get_string (param, NULL));
}

static void
new_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  const PwKind *kind = pw_registry_lookup (g_variant_get_string (param, NULL));
  if (kind == NULL)
    return;
  g_autoptr (PwDocument) doc = pw_document_new (kind);
  PwWindow *target = self;
  if (self->document != NULL)
    {
      target = pw_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
      gtk_window_present (GTK_WINDOW (target));
    }
  pw_window_set_document (target, doc);
}

static void
generate_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  const PwKind *kind = pw_registry_lookup (g_variant_get_string (param, NULL));
  if (kind == NULL || kind->generate == NULL)
    return;
  gtk_window_present (GTK_WINDOW (pw_generate_dialog_new (self, kind)));
}

static void
open_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_choose_and_open (user_data);
}

static void
save_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_save (user_data, FALSE, NULL, NULL);
}

static void
save_as_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  pw_window_save (user_data, TRUE, NULL, NULL);
}

static void
undo_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document)
    pw_document_undo (self->document);
}

static void
redo_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  if (self->document)
    pw_document_redo (self->document);
}

static void
close_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
}

static void
print_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  pw_window_take_typed_edits (self);
  if (self->document)
    pw_print_dialog_present (GTK_WINDOW (self), self->document);
}

static void
export_web_page_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  PwWindow *self = user_data;
  pw_window_take_typed_edits (self);
  if (self->document && pw_html_kind_has_page (pw_document_get_kind (self->document)))
    gtk_window_present (GTK_WINDOW (pw_web_page_dialog_new (GTK_WINDOW (self), self->document)));
}

static const GActionEntry win_actions[] = {
  { "show-sidebar", NULL, NULL, "true", pw_window_show_sidebar_changed },
  { "new", new_action, "s" },
  { "generate", generate_action, "s" },
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "close", close_action },
  { "print", print_action },
  { "export-web-page", export_web_page_action },
  { "run-operation", run_operation_action, "s" },
  { "cancel-task", cancel_task_action },
  { "toast", toast_action, "s" },
};

void
pw_window_actions_init (PwWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);
  g_signal_connect (self->runner, "notify", G_CALLBACK (runner_notify), self);
  gtk_widget_add_css_class (GTK_WIDGET (self->task_revealer), "task-bar");
}
