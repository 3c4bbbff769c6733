/* print-dialog-test-util.h — what the tests of the Print/Export dialog
 * share (its sheets and cards, and its posters): finding its widgets,
 * waiting for its pages, looking at its preview, and exporting. */
#pragma once

#include "pw-print-dialog.h"
#include "render-test-util.h"
#include "ui-helpers.h"

/* The dialog's widget of @type named @name; fails the test without one. */
static inline GtkWidget *
pd_find (PwPrintDialog *dialog, GType type, const char *name)
{
  GtkWidget *w = pw_ui_find (GTK_WIDGET (dialog), type, name);
  g_assert_nonnull (w);
  return w;
}

/* Done composing: pages, or a message saying why there are none. */
static inline gboolean
pd_ready (gpointer data)
{
  PwPrintDialog *dialog = data;
  return !pw_print_dialog_get_busy (dialog)
         && (pw_print_dialog_get_pages (dialog) != NULL
             || *pw_print_dialog_get_message (dialog) != '\0');
}

/* The pages once the dialog has composed them (NULL when it says why
 * not).  A change makes the dialog busy at once (its update is queued),
 * so this never sees the pages from before it. */
static inline PwPages *
pd_wait_pages (PwPrintDialog *dialog)
{
  g_assert_true (pw_ui_wait_for (pd_ready, dialog, PW_TEST_WAIT_MS));
  return pw_print_dialog_get_pages (dialog);
}

/* The preview shows a white page (more than 1/@white_part of the area)
 * with ink on it (more than @ink pixels). */
static inline void
pd_check_preview (PwPrintDialog *dialog, int white_part, guint ink)
{
  g_autoptr (PwUiPixels) p = pw_ui_pixels (pd_find (dialog, GTK_TYPE_DRAWING_AREA, "preview"));
  g_assert_cmpuint (pw_ui_pixels_count (p, 0, 0, p->width, p->height, pw_ui_is_white), >,
                    (guint) (p->width * p->height / white_part));
  g_assert_cmpuint (pw_ui_pixels_count (p, 0, 0, p->width, p->height, pw_ui_is_ink), >, ink);
}

/* Exports to a PDF in @dir, as the dialog's Export does, and checks its
 * pages and their size in points (when poppler's pdfinfo is there). */
static inline void
pd_export_and_check (PwPrintDialog *dialog, const char *dir, guint expect_pages,
                     double expect_w, double expect_h)
{
  g_autofree char *path = g_build_filename (dir, "exported.pdf", NULL);
  g_autoptr (GError) error = NULL;
  GtkPrintOperationResult result
    = pw_print_dialog_print (dialog, GTK_PRINT_OPERATION_ACTION_EXPORT, path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  guint pages;
  double w, h;
  if (!rt_pdf_info (path, &pages, &w, &h))
    return; /* no poppler: skipped */
  g_assert_cmpuint (pages, ==, expect_pages);
  g_assert_cmpfloat_with_epsilon (w, expect_w, 0.5);
  g_assert_cmpfloat_with_epsilon (h, expect_h, 0.5);
}
