/* name-dominoes-editor-run.c — Check Layout and Auto-Fill: the kind's "verify"
 * and "fill" operations, run by the window's task runner exactly as the
 * window's panel and the CLI run them.  The editor only shows what comes
 * back: the verdict (the same words the CLI prints) and, while Auto-Fill
 * searches, its best board so far (the runner's ::partial). */
#include "name-dominoes-editor-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

static const PwOperation *
operation (PwNameDominoesEditor *self, const char *id)
{
  return pw_kind_find_operation (pw_document_get_kind (self->document), id);
}

static const PwParamSpec *
param_spec (const PwOperation *op, const char *name)
{
  for (guint i = 0; op != NULL && i < op->n_params; i++)
    if (g_str_equal (op->params[i].name, name))
      return &op->params[i];
  return NULL;
}

/* Gives @spin the range (and default) the operation's parameter allows. */
static void
spin_from_spec (GtkWidget *spin, const PwParamSpec *spec)
{
  if (spec == NULL)
    return;
  /* A NUMBER must be more than its minimum; the spin steps in whole ones. */
  double lower = spec->type == PW_PARAM_NUMBER ? spec->min + 1 : spec->min;
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (spin), lower, spec->max);
  if (spec->default_value != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                               g_ascii_strtod (spec->default_value, NULL));
}

void
pw_name_dominoes_editor_run_update (PwNameDominoesEditor *self)
{
  gboolean running = self->runner && pw_task_runner_get_running (self->runner);
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_widget_action_set_enabled (widget, "names.check", !running);
  gtk_widget_action_set_enabled (widget, "names.auto-fill", !running);
  gtk_widget_action_set_enabled (widget, "names.stop", self->state.filling);
}

/* The tile the first error in @details ("problems") is about, or -1. */
static int
first_problem_tile (JsonNode *details)
{
  if (details == NULL || !JSON_NODE_HOLDS_OBJECT (details))
    return -1;
  JsonObject *o = json_node_get_object (details);
  JsonArray *problems = json_object_has_member (o, "problems")
                        ? json_object_get_array_member (o, "problems") : NULL;
  for (guint i = 0; problems != NULL && i < json_array_get_length (problems); i++)
    {
      JsonObject *p = json_array_get_object_element (problems, i);
      guint t;
      if (p != NULL && g_strcmp0 (json_object_get_string_member_with_default (p, "severity", ""),
                                  "error") == 0
          && sscanf (json_object_get_string_member_with_default (p, "path", ""),
                     "$.puzzle.tiles[%u]", &t) == 1)
        return (int) t;
    }
  return -1;
}

static void
show_verdict (PwNameDominoesEditor *self, const PwResult *result)
{
  GtkWidget *label = self->verdict_label;
  gtk_label_set_label (GTK_LABEL (label), result->summary);
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (label, "error");
  gtk_widget_add_css_class (label, result->ok ? "success" : "error");
  gtk_widget_set_visible (label, TRUE);
  int tile = first_problem_tile (result->details);
  gtk_widget_set_visible (self->verdict_button, tile >= 0);
  if (tile >= 0)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (self->verdict_button), "u",
                                      (guint32) tile);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->verdict_button),
                                  tile >= 0 ? "names.show-tile" : NULL);
  gtk_widget_set_visible (self->verdict_box, TRUE);
  self->state.verdict_generation = pw_document_get_generation (self->document);
}

void
pw_name_dominoes_editor_run_changed (PwNameDominoesEditor *self)
{
  if (self->state.verdict_generation == pw_document_get_generation (self->document))
    return;
  gtk_widget_set_visible (self->verdict_label, FALSE);
  gtk_widget_set_visible (self->verdict_button, FALSE);
  gtk_widget_set_visible (self->verdict_box, FALSE);
}

/* The editor, if it is still there when the work comes back. */
static PwNameDominoesEditor *
editor_from_ref (GWeakRef *ref)
{
  PwNameDominoesEditor *self = g_weak_ref_get (ref);
  g_weak_ref_clear (ref);
  g_free (ref);
  if (self != NULL && self->document == NULL) /* disposed */
    g_clear_object (&self);
  return self;
}

static GWeakRef *
ref_of (PwNameDominoesEditor *self)
{
  GWeakRef *ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  return ref;
}

static void
operation_done (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwNameDominoesEditor) self = editor_from_ref (data);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  if (self == NULL)
    return;
  self->state.filling = FALSE;
  g_clear_pointer (&self->state.live, pw_name_dominoes_model_free);
  gtk_button_set_label (GTK_BUTTON (self->fill_button), _("Auto-Fill"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->fill_button), "names.auto-fill");
  pw_name_dominoes_editor_run_update (self);
  gtk_widget_queue_draw (self->canvas);
  if (result == NULL)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                   ? _("Cancelled") : error->message);
      return;
    }
  if (result->summary)
    show_verdict (self, result);
}

/* Runs the kind's operation @id; FALSE (and says so) when it cannot start. */
static gboolean
start (PwNameDominoesEditor *self, const char *id, const PwParams *params)
{
  const PwOperation *op = operation (self, id);
  if (op == NULL)
    return FALSE;
  GWeakRef *ref = ref_of (self);
  if (pw_task_runner_run_operation (self->runner, self->document, op, params, operation_done,
                                    ref))
    return TRUE;
  g_weak_ref_clear (ref);
  g_free (ref);
  pw_kind_editor_toast (GTK_WIDGET (self), _("Another task is running"));
  return FALSE;
}

static void
check_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  if (!start (self, "verify", NULL))
    return;
  pw_name_dominoes_editor_run_update (self);
}

static void
auto_fill_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  g_autoptr (PwParams) params = pw_params_new ();
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_dtostr (text, sizeof text,
                  gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->seconds_spin)));
  pw_params_set (params, "seconds", text);
  g_autofree char *width = g_strdup_printf (
    "%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->width_spin)));
  g_autofree char *height = g_strdup_printf (
    "%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->height_spin)));
  pw_params_set (params, "width", width);
  pw_params_set (params, "height", height);
  if (!start (self, "fill", params))
    return;
  self->state.filling = TRUE;
  /* Stopping keeps the best board so far: the button says so. */
  gtk_button_set_label (GTK_BUTTON (self->fill_button), _("Stop"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->fill_button), "names.stop");
  pw_name_dominoes_editor_run_update (self);
}

static void
stop_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  if (self->state.filling)
    pw_task_runner_cancel (self->runner);
}

static void
partial (PwTaskRunner *runner, PwModel *model, PwNameDominoesEditor *self)
{
  if (!self->state.filling || model->kind != pw_document_get_kind (self->document))
    return;
  g_clear_pointer (&self->state.live, pw_name_dominoes_model_free);
  self->state.live = (PwNameDominoesModel *) pw_model_copy (model);
  gtk_widget_queue_draw (self->canvas);
}

static void
running_changed (PwTaskRunner *runner, GParamSpec *pspec, PwNameDominoesEditor *self)
{
  pw_name_dominoes_editor_run_update (self);
}

void
pw_name_dominoes_editor_run_init (PwNameDominoesEditor *self)
{
  const PwOperation *fill = operation (self, "fill");
  spin_from_spec (self->width_spin, param_spec (fill, "width"));
  spin_from_spec (self->height_spin, param_spec (fill, "height"));
  spin_from_spec (self->seconds_spin, param_spec (fill, "seconds"));
  g_signal_connect_object (self->runner, "partial", G_CALLBACK (partial), self, 0);
  g_signal_connect_object (self->runner, "notify::running", G_CALLBACK (running_changed), self,
                           0);
  pw_name_dominoes_editor_run_update (self);
}

void
pw_name_dominoes_editor_run_dispose (PwNameDominoesEditor *self)
{
  /* An Auto-Fill of ours goes on in the runner and lands in the document. */
  if (self->runner)
    g_signal_handlers_disconnect_by_data (self->runner, self);
}

void
pw_name_dominoes_editor_run_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "names.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "names.auto-fill", NULL, auto_fill_action);
  gtk_widget_class_install_action (widget_class, "names.stop", NULL, stop_action);
}
