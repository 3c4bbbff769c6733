/* test-editor.h — the hidden test kind's editor, and the smallest example
 * of an editor's shape: a GObject type with a .ui template, its commands
 * as actions on its class, a canvas drawn through the kind's renderer
 * (the numbers as bars, so UI tests can check pixels) and spin buttons
 * for the numbers (so UI tests can edit and undo). */
#pragma once

#include "pw-kind-editor.h"

G_BEGIN_DECLS

#define PW_TYPE_TEST_EDITOR (pw_test_editor_get_type ())
G_DECLARE_FINAL_TYPE (PwTestEditor, pw_test_editor, PW, TEST_EDITOR, GtkWidget)

GtkWidget          *pw_test_editor_new (PwDocument *document, PwTaskRunner *runner);
const PwKindEditor *pw_test_editor     (void);

G_END_DECLS
