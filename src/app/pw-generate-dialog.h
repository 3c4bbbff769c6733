/* pw-generate-dialog.h — "Generate…": a new puzzle from a kind's generator.
 *
 * The rows come from the kind's PwParamSpec list, so every kind with a
 * generator gets the dialog without code of its own.  Generation runs on a
 * worker thread with progress and Cancel; the new puzzle opens in the
 * parent window (when it shows the start page) or in a new one, with the
 * seed and parameters kept in the document for class sets.
 */
#pragma once

#include <adwaita.h>

#include "pw-window.h"

G_BEGIN_DECLS

#define PW_TYPE_GENERATE_DIALOG (pw_generate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PwGenerateDialog, pw_generate_dialog, PW, GENERATE_DIALOG, AdwWindow)

PwGenerateDialog *pw_generate_dialog_new       (PwWindow *parent, const PwKind *kind);
/* Sets a parameter's row from text, as if typed ("seed" sets the seed). */
gboolean          pw_generate_dialog_set_value (PwGenerateDialog *self, const char *name,
                                                const char *value);
/* Reads @file (text, at most 1 MiB) as the value of the file parameter
 * @name, as when the user chooses it; FALSE when it cannot be read, and
 * the dialog says why. */
gboolean          pw_generate_dialog_set_file  (PwGenerateDialog *self, const char *name,
                                                GFile *file);
gboolean          pw_generate_dialog_get_busy  (PwGenerateDialog *self);
/* What the dialog says at the top, under its header bar (an error), or "". */
const char       *pw_generate_dialog_get_message (PwGenerateDialog *self);

G_END_DECLS
