/* connecting-wall-editor-verify.c — the editor's live verdict and the
 * other groupings it finds.
 *
 * Every change starts the kind's "verify" through the window's task
 * runner after a short pause, so typing does not start one a letter; its
 * summary is the verdict under the canvas.  When the wall splits into
 * groups in other ways too, the verify details list them: they can be
 * shown on the board one by one (the canvas colours the cards by
 * pw_connecting_wall_editor_alternative_group ()), with the categories
 * that make each group named in a label.  Verify asked for by the button
 * shows a spinner while it runs and toasts its verdict, a sign that it
 * ran even when the verdict is the one shown already.  The commands
 * (verify, next-alternative) are installed from
 * pw_connecting_wall_editor_verify_class_init (). */
#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"

#define VERIFY_DELAY_MS 400

/* Verify after a pause ------------------------------------------------ */

static void
verified (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwConnectingWallEditor) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  self->verify_running = FALSE;
  if (self->document == NULL)
    return;
  gboolean asked = self->verify_asked;
  self->verify_asked = FALSE;
  gtk_spinner_stop (self->verify_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->verify_spinner), FALSE);
  g_clear_pointer (&self->details, json_node_unref);
  g_free (self->summary);
  if (result)
    {
      self->summary = g_strdup (result->summary);
      self->details = result->details ? json_node_ref (result->details) : NULL;
    }
  else
    self->summary = g_strdup (error->message);
  gtk_label_set_text (self->verdict, self->summary);
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict), "warning");
  gtk_widget_add_css_class (GTK_WIDGET (self->verdict),
                            result && result->ok ? "success" : "warning");
  pw_connecting_wall_editor_sync_alternative_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  if (asked)
    pw_kind_editor_toast (GTK_WIDGET (self), self->summary);
}

static gboolean
run_verify (gpointer data)
{
  PwConnectingWallEditor *self = data;
  self->verify_source = 0;
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document),
                                                  "verify");
  if (self->runner == NULL || op == NULL)
    {
      self->verify_asked = FALSE;
      gtk_widget_set_visible (GTK_WIDGET (self->verify_spinner), FALSE);
      return G_SOURCE_REMOVE;
    }
  /* The window's runner does one task at a time: try again shortly. */
  if (pw_task_runner_get_running (self->runner))
    {
      pw_connecting_wall_editor_schedule_verify (self);
      return G_SOURCE_REMOVE;
    }
  if (!pw_task_runner_run_operation (self->runner, self->document, op, NULL, verified,
                                     g_object_ref (self)))
    {
      g_object_unref (self);
      pw_connecting_wall_editor_schedule_verify (self);
      return G_SOURCE_REMOVE;
    }
  self->verify_running = TRUE;
  return G_SOURCE_REMOVE;
}

void
pw_connecting_wall_editor_schedule_verify (PwConnectingWallEditor *self)
{
  if (self->runner == NULL)
    return;
  g_clear_handle_id (&self->verify_source, g_source_remove);
  self->verify_source = g_timeout_add (VERIFY_DELAY_MS, run_verify, self);
}

static void
verify_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  g_clear_handle_id (&self->verify_source, g_source_remove);
  self->verify_asked = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->verify_spinner), TRUE);
  gtk_spinner_start (self->verify_spinner);
  /* A verify already running answers for the wall as it was: this one
   * starts when it ends (run_verify tries again). */
  run_verify (self);
}

/* The other groupings ------------------------------------------------- */

/* The group card @index is in under alternative @alt (from the verify
 * details), or -1; the categories that make that group in @categories. */
int
pw_connecting_wall_editor_alternative_group (PwConnectingWallEditor *self, int alt, guint index,
                                             const char **categories)
{
  if (self->details == NULL || alt < 0)
    return -1;
  JsonObject *o = json_node_get_object (self->details);
  JsonArray *alts = json_object_get_array_member (o, "alternatives");
  if (alts == NULL || (guint) alt >= json_array_get_length (alts))
    return -1;
  JsonArray *groups = json_array_get_array_element (alts, alt);
  guint g_row, k;
  pw_connecting_wall_card_at (pw_connecting_wall_editor_model (self), index, &g_row, &k);
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonObject *grp = json_array_get_object_element (groups, g);
      JsonArray *pos = json_object_get_array_member (grp, "positions");
      for (guint i = 0; i < json_array_get_length (pos); i++)
        {
          JsonArray *p = json_array_get_array_element (pos, i);
          if ((guint) json_array_get_int_element (p, 0) == g_row
              && (guint) json_array_get_int_element (p, 1) == k)
            {
              if (categories)
                {
                  JsonArray *cats = json_object_get_array_member (grp, "categories");
                  *categories = json_array_get_length (cats) > 0
                                  ? json_array_get_string_element (cats, 0) : "";
                }
              return (int) g;
            }
        }
    }
  return -1;
}

void
pw_connecting_wall_editor_sync_alternative_label (PwConnectingWallEditor *self)
{
  guint n = 0;
  if (self->details)
    {
      JsonArray *alts = json_object_get_array_member (json_node_get_object (self->details),
                                                      "alternatives");
      n = alts ? json_array_get_length (alts) : 0;
    }
  if (self->alternative >= (int) n)
    self->alternative = -1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "wall-editor.next-alternative", n > 0);
  if (self->alternative < 0)
    {
      gtk_label_set_text (self->alternative_label,
                          n ? _("Showing the rows as laid out") : "");
      return;
    }
  /* Name what makes each group of it: "A C share p". */
  JsonArray *alts = json_object_get_array_member (json_node_get_object (self->details),
                                                  "alternatives");
  JsonArray *groups = json_array_get_array_element (alts, (guint) self->alternative);
  GString *why = g_string_new (NULL);
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonObject *grp = json_array_get_object_element (groups, g);
      JsonArray *cards = json_object_get_array_member (grp, "cards");
      JsonArray *cats = json_object_get_array_member (grp, "categories");
      GString *names = g_string_new (NULL);
      for (guint i = 0; i < json_array_get_length (cards); i++)
        g_string_append_printf (names, "%s%s", i ? " " : "",
                                json_array_get_string_element (cards, i));
      /* Translators: one group of another way to split the wall: its
       * cards and the category they share. */
      g_string_append_printf (why, _("%s%s share “%s”"), g ? "; " : "", names->str,
                              json_array_get_string_element (cats, 0));
      g_string_free (names, TRUE);
    }
  g_autofree char *text = g_strdup_printf (_("Other grouping %d of %u: %s"),
                                           self->alternative + 1, n, why->str);
  g_string_free (why, TRUE);
  gtk_label_set_text (self->alternative_label, text);
}

static void
next_alternative_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  self->shuffled = FALSE;
  self->alternative++;
  pw_connecting_wall_editor_sync_alternative_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_verify_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "wall-editor.next-alternative", NULL,
                                   next_alternative_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.verify", NULL, verify_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_ALT_MASK,
                                       "wall-editor.next-alternative", NULL);
}
