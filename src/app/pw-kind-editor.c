#include "pw-kind-editor.h"

#include <glib/gi18n.h>

#include "domino-grid/domino-grid-editor.h"
#include "name-dominoes/names-editor.h"
#include "test/test-kind-editor.h"

static GPtrArray *editors;

void
pw_kind_editor_register (const PwKindEditor *editor)
{
  if (editors == NULL)
    editors = g_ptr_array_new ();
  g_ptr_array_add (editors, (gpointer) editor);
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
  for (guint i = 0; editors && i < editors->len; i++)
    {
      const PwKindEditor *e = editors->pdata[i];
      if (g_str_equal (e->kind_id, kind_id))
        return e;
    }
  return NULL;
}

GtkWidget *
pw_kind_editor_create (PwDocument *document)
{
  const PwKindEditor *e = pw_kind_editor_lookup (pw_document_get_kind (document)->id);
  return e ? e->create (document) : create_fallback (document);
}

void
pw_editors_register_builtin (void)
{
  static gboolean done;
  if (done)
    return;
  done = TRUE;
  pw_kind_editor_register (pw_domino_grid_editor ());
  pw_kind_editor_register (pw_names_editor ());
  pw_kind_editor_register (pw_test_kind_editor ());
}
