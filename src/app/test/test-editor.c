#include "test-editor.h"

#include <glib/gi18n.h>

#include "test-kind.h"
#include "test-render.h"

struct _PwTestEditor
{
  GtkWidget parent_instance;
  PwDocument *document;
  PwTaskRunner *runner;
  /* From the template. */
  GtkDrawingArea *bars;
  GtkBox *spins;
  /* Set while the spin buttons are brought in step with the model, so
   * their ::value-changed is not taken for an edit. */
  gboolean syncing;
};

G_DEFINE_FINAL_TYPE (PwTestEditor, pw_test_editor, GTK_TYPE_WIDGET)

/* pw_test_editor_model, _dup_model and _apply (pw-kind-editor.h). */
PW_KIND_EDITOR_DECLARE_MODEL (PwTestEditor, pw_test_editor, PwTestModel);
PW_KIND_EDITOR_DEFINE_MODEL (PwTestEditor, pw_test_editor, PwTestModel)

static void
draw_bars (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwTestEditor *self = data;
  pw_test_render_bars (cr, pw_document_get_model (self->document), width, height);
}

/* Every edit is a new model applied to the document: one undo step. */
static void
apply_numbers (PwTestEditor *self, GArray *numbers, const char *label)
{
  PwTestModel *m = pw_test_editor_dup_model (self);
  g_array_set_size (m->numbers, 0);
  g_array_append_vals (m->numbers, numbers->data, numbers->len);
  m->answer = -1;
  pw_test_editor_apply (self, m, label);
}

static void
value_changed (GtkSpinButton *spin, PwTestEditor *self)
{
  if (self->syncing)
    return;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "index"));
  g_autoptr (GArray) numbers = g_array_copy (pw_test_editor_model (self)->numbers);
  g_array_index (numbers, gint, index) = gtk_spin_button_get_value_as_int (spin);
  apply_numbers (self, numbers, _("Change Number"));
}

static GtkWidget *
new_spin (PwTestEditor *self, guint index)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 9999, 1);
  g_object_set_data (G_OBJECT (spin), "index", GUINT_TO_POINTER (index));
  g_autofree char *name = g_strdup_printf (_("Number %u"), index + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (value_changed), self);
  return spin;
}

/* One spin button per number, updated in place: a spin button must not
 * be destroyed while it emits the change that led here. */
static void
sync_spins (PwTestEditor *self)
{
  const PwTestModel *m = pw_test_editor_model (self);
  self->syncing = TRUE;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->spins));
  for (guint i = 0; i < m->numbers->len; i++)
    {
      if (child == NULL)
        {
          child = new_spin (self, i);
          gtk_box_append (self->spins, child);
        }
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (child), g_array_index (m->numbers, gint, i));
      child = gtk_widget_get_next_sibling (child);
    }
  while (child)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (self->spins, child);
      child = next;
    }
  self->syncing = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "test-editor.add-number",
                                 m->numbers->len < PW_TEST_KIND_MAX_NUMBERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "test-editor.remove-number",
                                 m->numbers->len > 1);
}

static void
document_changed (PwDocument *document, PwTestEditor *self)
{
  sync_spins (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->bars));
}

static void
add_number_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwTestEditor *self = PW_TEST_EDITOR (widget);
  g_autoptr (GArray) numbers = g_array_copy (pw_test_editor_model (self)->numbers);
  if (numbers->len >= PW_TEST_KIND_MAX_NUMBERS)
    return;
  gint one = 1;
  g_array_append_val (numbers, one);
  apply_numbers (self, numbers, _("Add Number"));
}

static void
remove_number_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwTestEditor *self = PW_TEST_EDITOR (widget);
  g_autoptr (GArray) numbers = g_array_copy (pw_test_editor_model (self)->numbers);
  if (numbers->len <= 1)
    return;
  g_array_set_size (numbers, numbers->len - 1);
  apply_numbers (self, numbers, _("Remove Number"));
}

/* Long work goes through the kind's operation and the window's runner,
 * exactly as the window's panel and the CLI run it; the verdict is
 * toasted when it ends. */
static void
solve_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwTestEditor *self = PW_TEST_EDITOR (widget);
  pw_kind_editor_run (widget, self->runner, self->document, "slow-solve", NULL, NULL);
}

static void
pw_test_editor_dispose (GObject *object)
{
  PwTestEditor *self = PW_TEST_EDITOR (object);
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_TEST_EDITOR, &self->document, &self->runner);
  G_OBJECT_CLASS (pw_test_editor_parent_class)->dispose (object);
}

static void
pw_test_editor_class_init (PwTestEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_test_editor_dispose;
  pw_kind_editor_class_set_template (widget_class, PW_TEST_KIND_ID);
  gtk_widget_class_bind_template_child (widget_class, PwTestEditor, bars);
  gtk_widget_class_bind_template_child (widget_class, PwTestEditor, spins);
  gtk_widget_class_install_action (widget_class, "test-editor.add-number", NULL,
                                   add_number_action);
  gtk_widget_class_install_action (widget_class, "test-editor.remove-number", NULL,
                                   remove_number_action);
  gtk_widget_class_install_action (widget_class, "test-editor.solve", NULL, solve_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "test-editor.add-number", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "test-editor.remove-number", NULL);
}

static void
pw_test_editor_init (PwTestEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->bars, draw_bars, self, NULL);
}

GtkWidget *
pw_test_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwTestEditor *self = g_object_new (PW_TYPE_TEST_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (document_changed), NULL);
  sync_spins (self);
  return GTK_WIDGET (self);
}

static const PwKindEditor editor = { PW_TEST_KIND_ID, pw_test_editor_new };

const PwKindEditor *
pw_test_editor (void)
{
  return &editor;
}
