/* pw-window-document.c — the window's "document" page (the editor and the
 * puzzle panel beside it), built from ui/pw-window-document.ui when the
 * window first shows a document.
 *
 * Why not in the window's template: the start page is all the first frame
 * shows, and building this page's widgets (two entry rows, the flap, the
 * panel's groups) and styling them before it cost CPU on every start
 * (issue 26, bench/app/startup-cpu.sh).  Until then the fields it fills
 * (flap, sidebar, editor_bin, the panel's widgets) are NULL. */
#include "pw-window-private.h"

#include "pw-a11y.h"

#define DOCUMENT_UI "/io/github/puzzlewright/Puzzlewright/pw-window-document.ui"

void
pw_window_ensure_document_page (PwWindow *self)
{
  if (self->flap != NULL)
    return;
  g_autoptr (GtkBuilder) builder = gtk_builder_new ();
  g_autoptr (GError) error = NULL;
  /* The file is the program's own resource: failing to read it is a
   * broken build, as a broken template would be. */
  if (!gtk_builder_add_from_resource (builder, DOCUMENT_UI, &error))
    g_error ("%s: %s", DOCUMENT_UI, error->message);
  self->flap = ADW_FLAP (gtk_builder_get_object (builder, "flap"));
  self->sidebar = GTK_WIDGET (gtk_builder_get_object (builder, "sidebar"));
  self->editor_bin = ADW_BIN (gtk_builder_get_object (builder, "editor_bin"));
  self->description_label = GTK_LABEL (gtk_builder_get_object (builder, "description_label"));
  self->operations_box = GTK_FLOW_BOX (gtk_builder_get_object (builder, "operations_box"));
  self->title_row = ADW_ENTRY_ROW (gtk_builder_get_object (builder, "title_row"));
  self->author_row = ADW_ENTRY_ROW (gtk_builder_get_object (builder, "author_row"));
  self->problems_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "problems_list"));
  /* The stack holds the page from here on; the fields are borrowed. */
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->flap), "document");
  pw_window_panel_connect (self);
  pw_a11y_complete (GTK_WIDGET (self->flap));
}
