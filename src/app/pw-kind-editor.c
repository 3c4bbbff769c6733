#include "pw-kind-editor.h"

#include <glib/gi18n.h>

#include "pw-config.h"
#include "pw-kind-list.h"
#include "pw-registry.h"

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

#define DECLARE_EDITOR(ident) const PwKindEditor *pw_##ident##_editor (void);
PW_KIND_LIST (DECLARE_EDITOR)

void
pw_editors_register_builtin (void)
{
#define REGISTER_EDITOR(ident) pw_kind_editor_register (pw_##ident##_editor ());
  PW_KIND_LIST (REGISTER_EDITOR)
}
