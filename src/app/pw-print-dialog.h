/* pw-print-dialog.h — the Print/Export dialog: options, live preview,
 * printing through GtkPrintOperation and export to PDF, SVG or PNG.
 *
 * The pages come from the GTK-free composer in src/render, so the
 * preview, the printer and `puzzlewright-cli export` agree.  Class sets
 * are generated in a worker thread through a PwTaskRunner, with progress
 * and Stop; the dialog never blocks the main loop.
 */
#pragma once

#include <adwaita.h>

#include "pw-document.h"
#include "pw-pages.h"

G_BEGIN_DECLS

#define PW_TYPE_PRINT_DIALOG (pw_print_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PwPrintDialog, pw_print_dialog, PW, PRINT_DIALOG, AdwWindow)

/* Shows the dialog for @document over @parent (the window's Print action). */
void                    pw_print_dialog_present   (GtkWindow *parent, PwDocument *document);

PwPrintDialog          *pw_print_dialog_new       (GtkWindow *parent, PwDocument *document);
/* The pages as they stand, or NULL while they are being made or when the
 * options do not work (the dialog then says why: get_message). */
PwPages                *pw_print_dialog_get_pages (PwPrintDialog *self);
/* TRUE while puzzles are generated or solved in the worker thread. */
gboolean                pw_print_dialog_get_busy  (PwPrintDialog *self);
/* What the dialog tells the user over the preview ("" when nothing). */
const char             *pw_print_dialog_get_message (PwPrintDialog *self);
/* Exports the pages to @path (PDF, SVG or PNG by its extension; PDF, with
 * ".pdf" added, when it has none), as the Export button does: on success
 * a toast says where, with Open, and Cancel becomes Close. */
gboolean                pw_print_dialog_export    (PwPrintDialog *self, const char *path,
                                                   GError **error);
/* Runs the print operation: GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG for
 * the user, or _EXPORT with @export_filename (a PDF) without a dialog. */
GtkPrintOperationResult pw_print_dialog_print     (PwPrintDialog *self,
                                                   GtkPrintOperationAction action,
                                                   const char *export_filename, GError **error);

G_END_DECLS
