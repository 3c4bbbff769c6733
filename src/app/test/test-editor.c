#include "test-editor.h"

#include <glib/gi18n.h>

#include "test-kind.h"

#define BAR_COLOR 0x3584e4 /* GNOME blue 3 */

typedef struct
{
  PwDocument *document;
  GtkWidget *bars;
  GtkWidget *spins;
  gboolean updating;
} TestEditor;

static void
draw_bars (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TestEditor *ed = data;
  const PwTestModel *m = (const PwTestModel *) pw_document_get_model (ed->document);
  guint n = m->numbers->len;
  gint max = 1;
  for (guint i = 0; i < n; i++)
    max = MAX (max, g_array_index (m->numbers, gint, i));
  double slot = n ? (double) width / n : width;
  cairo_set_source_rgb (cr, ((BAR_COLOR >> 16) & 0xff) / 255.0, ((BAR_COLOR >> 8) & 0xff) / 255.0,
                        (BAR_COLOR & 0xff) / 255.0);
  for (guint i = 0; i < n; i++)
    {
      double h = (double) g_array_index (m->numbers, gint, i) / max * (height - 4);
      cairo_rectangle (cr, i * slot + slot * 0.15, height - h, slot * 0.7, h);
    }
  cairo_fill (cr);
}

static void
value_changed (GtkSpinButton *spin, TestEditor *ed)
{
  if (ed->updating)
    return;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "index"));
  PwModel *model = pw_document_dup_model (ed->document);
  PwTestModel *m = (PwTestModel *) model;
  g_array_index (m->numbers, gint, index) = gtk_spin_button_get_value_as_int (spin);
  m->answer = -1;
  pw_document_apply (ed->document, model, _("Change Number"));
}

static GtkWidget *
new_spin (TestEditor *ed, guint index)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 9999, 1);
  g_object_set_data (G_OBJECT (spin), "index", GUINT_TO_POINTER (index));
  g_autofree char *name = g_strdup_printf (_("Number %u"), index + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (value_changed), ed);
  return spin;
}

/* Keeps one spin button per number, updating values in place: a spin
 * button must not be destroyed while it emits the change that led here. */
static void
sync_spins (TestEditor *ed)
{
  const PwTestModel *m = (const PwTestModel *) pw_document_get_model (ed->document);
  guint i = 0;
  GtkWidget *child = gtk_widget_get_first_child (ed->spins);
  for (; i < m->numbers->len; i++)
    {
      if (child == NULL)
        {
          child = new_spin (ed, i);
          gtk_box_append (GTK_BOX (ed->spins), child);
        }
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (child), g_array_index (m->numbers, gint, i));
      child = gtk_widget_get_next_sibling (child);
    }
  while (child)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (GTK_BOX (ed->spins), child);
      child = next;
    }
}

static void
model_changed (PwDocument *document, GtkWidget *bars)
{
  TestEditor *ed = g_object_get_data (G_OBJECT (bars), "pw-test-editor");
  ed->updating = TRUE;
  sync_spins (ed);
  ed->updating = FALSE;
  gtk_widget_queue_draw (ed->bars);
}

static GtkWidget *
create (PwDocument *document)
{
  TestEditor *ed = g_new0 (TestEditor, 1);
  ed->document = document;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  ed->bars = gtk_drawing_area_new ();
  gtk_widget_set_name (ed->bars, "test-bars");
  gtk_widget_set_vexpand (ed->bars, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (ed->bars), draw_bars, ed, NULL);
  ed->spins = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), ed->bars);
  gtk_box_append (GTK_BOX (box), ed->spins);
  ed->updating = TRUE;
  sync_spins (ed);
  ed->updating = FALSE;
  g_signal_connect_object (document, "changed", G_CALLBACK (model_changed), ed->bars, 0);
  /* The editor's state lives as long as its canvas. */
  g_object_set_data_full (G_OBJECT (ed->bars), "pw-test-editor", ed, g_free);
  return box;
}

static const PwKindEditor editor = { PW_TEST_KIND_ID, create };

const PwKindEditor *
pw_test_editor (void)
{
  return &editor;
}
