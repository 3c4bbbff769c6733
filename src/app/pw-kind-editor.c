#include "pw-kind-editor.h"

#include <glib/gi18n.h>

#include "pw-combo-row.h"
#include "pw-config.h"
#include "pw-kind-list.h"
#include "pw-registry.h"
#include "pw-task-runner.h"

static PwRegistry editors = PW_REGISTRY_INIT;

void
pw_kind_editor_register (const PwKindEditor *editor)
{
  pw_registry_table_add (&editors, editor);
}

static void
update_description (PwDocument *document, GtkLabel *label)
{
  const PwModel *model = pw_document_get_model (document);
  g_autofree char *text = model->kind->describe (model);
  gtk_label_set_label (label, text);
}

static GtkWidget *
create_fallback (PwDocument *document)
{
  GtkWidget *page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page),
                                 pw_document_get_kind (document)->icon_name);
  adw_status_page_set_title (ADW_STATUS_PAGE (page),
                             g_dgettext (GETTEXT_PACKAGE, pw_document_get_kind (document)->name));
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), label);
  update_description (document, GTK_LABEL (label));
  g_signal_connect_object (document, "changed", G_CALLBACK (update_description), label, 0);
  return page;
}

const PwKindEditor *
pw_kind_editor_lookup (const char *kind_id)
{
  return pw_registry_table_lookup (&editors, kind_id);
}

GtkWidget *
pw_kind_editor_create (PwDocument *document, PwTaskRunner *runner)
{
  const PwKindEditor *e = pw_kind_editor_lookup (pw_document_get_kind (document)->id);
  return e ? e->create (document, runner) : create_fallback (document);
}

void
pw_kind_editor_toast (GtkWidget *editor, const char *message)
{
  gtk_widget_activate_action (editor, "win.toast", "s", message);
}

void
pw_kind_editor_wrap_button_label (GtkWidget *button)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  g_return_if_fail (GTK_IS_LABEL (label));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  /* Chinese may break between any two characters: left to that, the
   * label went one character a line ("其/他/分/组") on a narrow window.
   * Eight characters' width is under the longest word of the languages
   * that break at spaces, so for them it changes nothing. */
  gtk_label_set_width_chars (GTK_LABEL (label), 8);
}

#define DECLARE_EDITOR(ident) const PwKindEditor *pw_##ident##_editor (void);
PW_KIND_LIST (DECLARE_EDITOR)

void
pw_editors_register_builtin (void)
{
#define REGISTER_EDITOR(ident) pw_kind_editor_register (pw_##ident##_editor ());
  PW_KIND_LIST (REGISTER_EDITOR)
}

void
pw_kind_editor_class_set_template (GtkWidgetClass *widget_class, const char *kind_id)
{
  g_autofree char *path = g_strconcat ("/io/github/puzzlewright/Puzzlewright/", kind_id,
                                       "-editor.ui", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* The app's own widgets an editor's template may name. */
  g_type_ensure (PW_TYPE_COMBO_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, path);
}

void
pw_kind_editor_attach (GtkWidget *editor, PwDocument *document, PwTaskRunner *runner,
                       PwDocument **document_member, PwTaskRunner **runner_member,
                       GCallback changed, GCallback show_place)
{
  g_return_if_fail (PW_IS_DOCUMENT (document));
  *document_member = g_object_ref (document);
  *runner_member = runner ? g_object_ref (runner) : NULL;
  if (changed)
    g_signal_connect (document, "changed", changed, editor);
  if (show_place)
    g_signal_connect (document, "show-place", show_place, editor);
}

void
pw_kind_editor_detach (GtkWidget *editor, GType editor_type, PwDocument **document_member,
                       PwTaskRunner **runner_member)
{
  gtk_widget_dispose_template (editor, editor_type);
  /* Children the template does not bind (a top box, a side panel). */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (editor)))
    gtk_widget_unparent (child);
  if (*document_member)
    g_signal_handlers_disconnect_by_data (*document_member, editor);
  g_clear_object (document_member);
  g_clear_object (runner_member);
}

typedef struct
{
  GtkWidget *editor;
  void (*done) (GtkWidget *editor, const char *verdict);
} RunJob;

static void
run_done (GObject *source, GAsyncResult *res, gpointer data)
{
  RunJob *job = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  const char *text = NULL;
  if (result)
    text = result->summary;
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    text = error->message;
  if (text)
    pw_kind_editor_toast (job->editor, text);
  if (job->done)
    job->done (job->editor, text);
  g_object_unref (job->editor);
  g_free (job);
}

gboolean
pw_kind_editor_run (GtkWidget *editor, PwTaskRunner *runner, PwDocument *document,
                    const char *operation_id, const PwParams *params,
                    void (*done) (GtkWidget *editor, const char *verdict))
{
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (document), operation_id);
  if (runner == NULL || op == NULL)
    return FALSE;
  RunJob *job = g_new0 (RunJob, 1);
  job->editor = g_object_ref (editor);
  job->done = done;
  if (pw_task_runner_run_operation (runner, document, op, params, run_done, job))
    return TRUE;
  /* Another task is running: the window's task bar says which. */
  g_object_unref (job->editor);
  g_free (job);
  return FALSE;
}
