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
/* Registers the editors of the built-in kinds (and the test kind's). */
void       pw_editors_register_builtin  (void);

G_END_DECLS
