/* print-dialog-test-util.h — what the print dialog's tests share: waiting
 * for its pages (or its message) and finding its widgets by name.
 * Header-only, for the test programs that drive the dialog. */
#pragma once

#include "pw-print-dialog.h"
#include "ui-helpers.h"

static inline gboolean
dialog_ready (gpointer data)
{
  PwPrintDialog *dialog = data;
  return !pw_print_dialog_get_busy (dialog)
         && (pw_print_dialog_get_pages (dialog) != NULL
             || *pw_print_dialog_get_message (dialog) != '\0');
}

/* The number of pages once the dialog has made them (0 when it says why
 * it cannot). */
static inline guint
wait_pages (PwPrintDialog *dialog)
{
  pw_ui_spin (20);
  g_assert_true (pw_ui_wait_for (dialog_ready, dialog, 10000));
  PwPages *pages = pw_print_dialog_get_pages (dialog);
  return pages ? pw_pages_get_n_pages (pages) : 0;
}

static inline GtkWidget *
find (PwPrintDialog *dialog, GType type, const char *name)
{
  GtkWidget *w = pw_ui_find (GTK_WIDGET (dialog), type, name);
  g_assert_nonnull (w);
  return w;
}
