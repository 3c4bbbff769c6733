/* connecting-wall-editor.c — the wall as cards on a canvas, a categories
 * panel, and a live verdict.
 *
 * The canvas draws cards with the renderer's pw_connecting_wall_render_card(), so
 * the screen and the sheet agree.  Click a card to select it (its text
 * and its row's connection are then edited below the canvas, and the
 * panel ticks its categories); drag a card onto another to swap them.
 * Every change starts the kind's "verify" through the task runner after
 * a short pause; when the wall has other groupings, they can be shown on
 * the board one by one with the categories that make them possible. */
#include "connecting-wall-editor.h"

#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"
#include "connecting-wall-play.h"

#define VERIFY_DELAY_MS 400

G_DEFINE_FINAL_TYPE (PwConnectingWallEditor, pw_connecting_wall_editor, GTK_TYPE_WIDGET)

const PwConnectingWallModel *
pw_connecting_wall_editor_model (PwConnectingWallEditor *self)
{
  return (const PwConnectingWallModel *) pw_document_get_model (self->document);
}

/* Drawing ------------------------------------------------------------- */

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

/* Keeping the widgets in step ----------------------------------------- */

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
document_changed (PwDocument *document, PwConnectingWallEditor *self)
{
  if (self->selected >= (int) pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self)))
    self->selected = -1;
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  pw_connecting_wall_editor_schedule_verify (self);
}

/* Live verify ----------------------------------------------------------- */

static void
verified (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwConnectingWallEditor) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  self->verify_running = FALSE;
  if (self->document == NULL)
    return;
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
}

static gboolean
run_verify (gpointer data)
{
  PwConnectingWallEditor *self = data;
  self->verify_source = 0;
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document),
                                                  "verify");
  if (self->runner == NULL || op == NULL)
    return G_SOURCE_REMOVE;
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

/* Edits: each a new model applied as one undo step ------------------- */

PwConnectingWallModel *
pw_connecting_wall_editor_dup_model (PwConnectingWallEditor *self)
{
  return (PwConnectingWallModel *) pw_document_dup_model (self->document);
}

/* The play preview in place of the canvas, on a copy of the wall as it
 * is now; again to go back. */
static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  pw_connecting_wall_editor_commit_entries (self);
  if (self->play)
    {
      gtk_box_remove (GTK_BOX (self->play_box), self->play);
      self->play = NULL;
    }
  else
    {
      self->play = pw_connecting_wall_play_new (pw_connecting_wall_editor_model (self),
                                                g_get_monotonic_time ());
      gtk_box_append (GTK_BOX (self->play_box), self->play);
    }
  gboolean playing = self->play != NULL;
  gtk_widget_set_visible (self->play_box, playing);
  gtk_widget_set_visible (GTK_WIDGET (self->canvas), !playing);
  gtk_widget_set_visible (self->entries, !playing);
}

GtkWidget *
pw_connecting_wall_editor_get_play (PwConnectingWallEditor *self)
{
  return self->play;
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

static void
verify_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (widget);
  g_clear_handle_id (&self->verify_source, g_source_remove);
  run_verify (self);
}

/* Life ---------------------------------------------------------------- */

static void
pw_connecting_wall_editor_dispose (GObject *object)
{
  PwConnectingWallEditor *self = PW_CONNECTING_WALL_EDITOR (object);
  g_clear_handle_id (&self->verify_source, g_source_remove);
  g_clear_handle_id (&self->typing_source, g_source_remove);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->runner);
  g_clear_object (&self->categories);
  g_clear_pointer (&self->details, json_node_unref);
  g_clear_pointer (&self->summary, g_free);
  G_OBJECT_CLASS (pw_connecting_wall_editor_parent_class)->dispose (object);
}

static void
pw_connecting_wall_editor_class_init (PwConnectingWallEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_connecting_wall_editor_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/puzzlewright/Puzzlewright/"
                                               "connecting-wall-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, card_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, connection_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, verdict);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, alternative_label);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_list);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, category_entry);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, depth);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, play_box);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, entries);
  gtk_widget_class_bind_template_child (widget_class, PwConnectingWallEditor, cjk_box);
  pw_connecting_wall_editor_canvas_class_init (widget_class);
  pw_connecting_wall_editor_categories_class_init (widget_class);
  pw_connecting_wall_editor_entries_class_init (widget_class);

  gtk_widget_class_install_action (widget_class, "wall-editor.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.next-alternative", NULL,
                                   next_alternative_action);
  gtk_widget_class_install_action (widget_class, "wall-editor.verify", NULL, verify_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_ALT_MASK,
                                       "wall-editor.next-alternative", NULL);
}

static void
pw_connecting_wall_editor_init (PwConnectingWallEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->alternative = -1;
  self->drag_from = -1;
  pw_connecting_wall_editor_categories_init (self);
  pw_connecting_wall_editor_canvas_init (self);
}

GtkWidget *
pw_connecting_wall_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwConnectingWallEditor *self = g_object_new (PW_TYPE_CONNECTING_WALL_EDITOR, NULL);
  self->document = g_object_ref (document);
  self->runner = runner ? g_object_ref (runner) : NULL;
  g_signal_connect (document, "changed", G_CALLBACK (document_changed), self);
  pw_connecting_wall_editor_sync_entries (self);
  pw_connecting_wall_editor_sync_categories (self);
  pw_connecting_wall_editor_sync_alternative_label (self);
  pw_connecting_wall_editor_schedule_verify (self);
  return GTK_WIDGET (self);
}

int
pw_connecting_wall_editor_get_selected (PwConnectingWallEditor *self)
{
  return self->selected;
}

const char *
pw_connecting_wall_editor_get_verdict (PwConnectingWallEditor *self)
{
  return self->summary;
}

int
pw_connecting_wall_editor_get_alternative (PwConnectingWallEditor *self)
{
  return self->alternative;
}

static const char *const own_operations[] = { "verify", NULL };
static const PwKindEditor editor = { PW_CONNECTING_WALL_KIND_ID, pw_connecting_wall_editor_new,
                                     own_operations };

const PwKindEditor *
pw_connecting_wall_editor (void)
{
  return &editor;
}
