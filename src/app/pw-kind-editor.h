/* pw-kind-editor.h — the canvas editor each kind offers the window.
 *
 * Keyed by the kind's id like the render table, so core and kinds stay
 * free of GTK.  An editor shows the document's model, applies each edit
 * with pw_document_apply() and redraws on the document's ::changed.
 * Kinds without an editor get a read-only view of describe().
 *
 * The window hands the editor what it needs and the editor never reaches
 * up to the window: the document, and the window's task runner, through
 * which every long operation runs (pw_task_runner_run_operation() with
 * the kind's PwOperation, as the window's panel and the CLI run it).  To
 * tell the user something in passing, an editor activates the "win.toast"
 * action with a string (pw_kind_editor_toast()).
 */
#pragma once

#include <adwaita.h>

#include "pw-document.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

typedef struct
{
  const char *kind_id;
  GtkWidget *(*create) (PwDocument *document, PwTaskRunner *runner);
  /* Operations the editor offers in its own way (NULL-terminated), which
   * the window's puzzle panel then leaves out rather than show twice. */
  const char *const *own_operations;
} PwKindEditor;

void       pw_kind_editor_register      (const PwKindEditor *editor);
/* The registered editor of @kind_id, or NULL. */
const PwKindEditor *pw_kind_editor_lookup (const char *kind_id);
/* The kind's editor, or a read-only description when it has none. */
GtkWidget *pw_kind_editor_create        (PwDocument *document, PwTaskRunner *runner);
/* A toast in the window that holds @editor ("win.toast"); nothing when
 * the editor is in no window (tests). */
void       pw_kind_editor_toast         (GtkWidget *editor, const char *message);
/* Lets @button's label (set with gtk_button_set_label() or the template's
 * "label") break onto two lines when the window is narrow, so a long
 * translation does not make the editor wider than a small screen. */
void       pw_kind_editor_wrap_button_label (GtkWidget *button);
/* Registers the editors of the built-in kinds (and the test kind's). */
void       pw_editors_register_builtin  (void);

/* ---- What every editor does alike ------------------------------------
 *
 * An editor is a GtkWidget subclass with a template and two members,
 * `PwDocument *document` and `PwTaskRunner *runner`.  These helpers are
 * its set-up, its tear-down, its typed access to the model and its way
 * of running an operation, so a new editor writes only what is its own. */

/* The kind's template, the resource KIND-editor.ui that its folder's
 * gresource compiles (src/app/KIND/KIND.gresource.xml), in a bin layout. */
void       pw_kind_editor_class_set_template (GtkWidgetClass *widget_class,
                                              const char     *kind_id);
/* Keeps @document and @runner (which may be NULL in tests) in the
 * editor's members and connects the document's ::changed and
 * ::show-place to @changed and @show_place (either may be NULL), with
 * the editor as their data. */
void       pw_kind_editor_attach        (GtkWidget     *editor,
                                         PwDocument    *document,
                                         PwTaskRunner  *runner,
                                         PwDocument   **document_member,
                                         PwTaskRunner **runner_member,
                                         GCallback      changed,
                                         GCallback      show_place);
/* For dispose (safe to call twice): the template's widgets and any
 * other child, the document's handlers of this editor, the document and
 * the runner. */
void       pw_kind_editor_detach        (GtkWidget     *editor,
                                         GType          editor_type,
                                         PwDocument   **document_member,
                                         PwTaskRunner **runner_member);
/* Runs the kind's operation @operation_id on a snapshot of @document in
 * @runner, and when it ends toasts its summary, or its error (nothing
 * after Cancel); @done, if given, then gets the same text, or NULL after
 * Cancel, to show it in the editor too.  FALSE when there is no runner
 * or the kind has no such operation. */
gboolean   pw_kind_editor_run           (GtkWidget     *editor,
                                         PwTaskRunner  *runner,
                                         PwDocument    *document,
                                         const char    *operation_id,
                                         const PwParams *params,
                                         void         (*done) (GtkWidget *editor,
                                                               const char *verdict));

/* The typed access every editor has to its document's model:
 *   const Model *PREFIX_model     (Editor *self)  the current model
 *   Model       *PREFIX_dup_model (Editor *self)  a copy to edit
 *   void         PREFIX_apply     (Editor *self, Model *copy, const char *label)
 *                                                 the copy, as one undo step
 * DECLARE in the editor's private header, DEFINE in its main file. */
#define PW_KIND_EDITOR_DECLARE_MODEL(Editor, prefix, Model)                    \
  const Model *prefix##_model (Editor *self);                                  \
  Model *prefix##_dup_model (Editor *self);                                    \
  void prefix##_apply (Editor *self, Model *copy, const char *label)
#define PW_KIND_EDITOR_DEFINE_MODEL(Editor, prefix, Model)                     \
  const Model *prefix##_model (Editor *self)                                   \
  {                                                                            \
    return (const Model *) pw_document_get_model (self->document);           \
  }                                                                            \
  Model *prefix##_dup_model (Editor *self)                                     \
  {                                                                            \
    return (Model *) pw_document_dup_model (self->document);                 \
  }                                                                            \
  void prefix##_apply (Editor *self, Model *copy, const char *label)           \
  {                                                                            \
    pw_document_apply (self->document, &copy->parent, label);                \
  }

G_END_DECLS
