/* pw-print-dialog-output.c — where the composed pages go: to a printer
 * through GtkPrintOperation (on the paper they were composed for, fitted
 * to other paper the user picks there), or exported to PDF, SVG or PNG
 * files from a file chooser, with a toast that opens the result.
 */
#include "pw-print-dialog-private.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-error.h"
#include "pw-export.h"

#define EXPORT_PNG_DPI 300.0

/* ---- printing ------------------------------------------------------- */

static void
draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int page_nr, gpointer data)
{
  PwPages *pages = data;
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  /* Exported to PDF, the file names its title and author as the CLI's do. */
  cairo_surface_t *target = cairo_get_target (cr);
  if (page_nr == 0 && cairo_surface_get_type (target) == CAIRO_SURFACE_TYPE_PDF)
    {
      cairo_pdf_surface_set_metadata (target, CAIRO_PDF_METADATA_TITLE,
                                      pw_pages_get_title (pages));
      if (pw_pages_get_author (pages) != NULL)
        cairo_pdf_surface_set_metadata (target, CAIRO_PDF_METADATA_AUTHOR,
                                        pw_pages_get_author (pages));
    }
  double cw = gtk_print_context_get_width (context), ch = gtk_print_context_get_height (context);
  double pw = pw_pages_get_width (pages), ph = pw_pages_get_height (pages);
  /* The user may choose other paper in the print dialog: fit, centred. */
  double s = MIN (cw / pw, ch / ph);
  if (fabs (s - 1) > 1e-3)
    {
      cairo_translate (cr, (cw - pw * s) / 2, (ch - ph * s) / 2);
      cairo_scale (cr, s, s);
    }
  pw_pages_draw (pages, (guint) page_nr, cr);
}

/* The GTK page set-up for the composed pages: the paper, turned. */
static GtkPageSetup *
page_setup_for_gtk (PwPrintDialog *self)
{
  double w = pw_pages_get_width (self->pages), h = pw_pages_get_height (self->pages);
  gboolean landscape = w > h;
  guint paper = adw_combo_row_get_selected (self->paper_row);
  static const char *const gtk_names[] = { GTK_PAPER_NAME_A4, GTK_PAPER_NAME_LETTER,
                                           GTK_PAPER_NAME_A3, GTK_PAPER_NAME_A5 };
  /* A poster on one sheet is printed on paper of its own size. */
  if (pw_print_dialog_wanted_what (self) == WHAT_POSTER && !pw_print_dialog_wanted_tiles (self))
    paper = PAPER_CUSTOM;
  GtkPaperSize *size = paper < PAPER_CUSTOM
                         ? gtk_paper_size_new (gtk_names[paper])
                         : gtk_paper_size_new_custom ("puzzlewright-custom", _("Custom Size"),
                                                      landscape ? h : w, landscape ? w : h,
                                                      GTK_UNIT_POINTS);
  GtkPageSetup *setup = gtk_page_setup_new ();
  gtk_page_setup_set_paper_size (setup, size);
  gtk_page_setup_set_orientation (setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE
                                                   : GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_page_setup_set_top_margin (setup, 0, GTK_UNIT_POINTS);
  gtk_page_setup_set_bottom_margin (setup, 0, GTK_UNIT_POINTS);
  gtk_page_setup_set_left_margin (setup, 0, GTK_UNIT_POINTS);
  gtk_page_setup_set_right_margin (setup, 0, GTK_UNIT_POINTS);
  gtk_paper_size_free (size);
  return setup;
}

static void
print_done (GtkPrintOperation *operation, GtkPrintOperationResult result, gpointer data)
{
  PwPrintDialog *self = data;
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && !self->disposed)
    {
      g_autoptr (GError) error = NULL;
      gtk_print_operation_get_error (operation, &error);
      pw_print_dialog_set_message (self, error ? error->message : _("Printing failed"));
    }
}

GtkPrintOperationResult
pw_print_dialog_print (PwPrintDialog *self, GtkPrintOperationAction action,
                       const char *export_filename, GError **error)
{
  g_return_val_if_fail (PW_IS_PRINT_DIALOG (self), GTK_PRINT_OPERATION_RESULT_ERROR);
  if (self->pages == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s",
                   *self->message ? self->message : _("There are no pages to print yet"));
      return GTK_PRINT_OPERATION_RESULT_ERROR;
    }
  g_autoptr (GtkPrintOperation) op = gtk_print_operation_new ();
  gtk_print_operation_set_n_pages (op, (int) pw_pages_get_n_pages (self->pages));
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_job_name (op, pw_pages_get_title (self->pages));
  g_autoptr (GtkPageSetup) setup = page_setup_for_gtk (self);
  gtk_print_operation_set_default_page_setup (op, setup);
  if (export_filename)
    gtk_print_operation_set_export_filename (op, export_filename);
  /* The dialog for people runs on its own; export finishes here. */
  gtk_print_operation_set_allow_async (op, action == GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG);
  g_signal_connect_data (op, "draw-page", G_CALLBACK (draw_page), pw_pages_ref (self->pages),
                         (GClosureNotify) (void (*) (void)) pw_pages_unref, 0);
  g_signal_connect_object (op, "done", G_CALLBACK (print_done), self, 0);
  return gtk_print_operation_run (op, action, GTK_WINDOW (self), error);
}

void
pw_print_dialog_print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  g_autoptr (GError) error = NULL;
  if (pw_print_dialog_print (self, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    pw_print_dialog_set_message (self, error ? error->message : _("Printing failed"));
}

/* ---- export --------------------------------------------------------- */

/* A document's name as a file name: no folder separators, and
 * "week 3.pzw" exports as "week 3.pdf". */
char *
pw_print_dialog_file_name_for (const char *name)
{
  char *file_name = g_strdup (name && *name ? name : _("Puzzle"));
  if (g_str_has_suffix (file_name, ".pzw") && strlen (file_name) > 4)
    file_name[strlen (file_name) - 4] = '\0';
  g_strdelimit (file_name, "/\\", '-');
  return file_name;
}

static void
launched (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (PwPrintDialog) self = data;
  g_autoptr (GError) error = NULL;
  if (!g_app_info_launch_default_for_uri_finish (result, &error) && !self->disposed)
    pw_print_dialog_set_message (self, error->message);
}

void
pw_print_dialog_open_export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  if (self->exported == NULL)
    return;
  g_autofree char *uri = g_file_get_uri (self->exported);
  g_autoptr (GdkAppLaunchContext) context
    = gdk_display_get_app_launch_context (gtk_widget_get_display (widget));
  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL, launched,
                                           g_object_ref (self));
}

gboolean
pw_print_dialog_export (PwPrintDialog *self, const char *path, GError **error)
{
  g_return_val_if_fail (PW_IS_PRINT_DIALOG (self), FALSE);
  if (self->pages == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s",
                   *self->message ? self->message : _("There are no pages to export yet"));
      return FALSE;
    }
  g_autofree char *target = g_strdup (path);
  PwExportFormat format;
  if (!pw_export_format_from_path (target, &format, NULL))
    {
      char *with_pdf = g_strconcat (target, ".pdf", NULL);
      g_free (target);
      target = with_pdf;
      format = PW_EXPORT_PDF;
    }
  g_autoptr (GPtrArray) written = g_ptr_array_new_with_free_func (g_free);
  if (!pw_export_pages (self->pages, format, target, EXPORT_PNG_DPI, written, NULL, error))
    return FALSE;
  g_autofree char *base = g_path_get_basename (written->pdata[0]);
  g_autofree char *done = written->len == 1
    ? g_strdup_printf (_("Exported to %s"), base)
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Exported %u file, from %s",
                                    "Exported %u files, from %s", written->len),
                       written->len, base);
  g_clear_object (&self->exported);
  self->exported = g_file_new_for_path (written->pdata[0]);
  /* Done is done: the dialog now closes rather than cancels, and says
   * where the pages went, with a way to look at them. */
  gtk_button_set_label (self->close_button, _("_Close"));
  AdwToast *toast = adw_toast_new (done);
  adw_toast_set_button_label (toast, _("_Open"));
  adw_toast_set_action_name (toast, "print.open-export");
  adw_toast_set_timeout (toast, 10);
  pw_a11y_add_toast (self->toast_overlay, toast, done);
  return TRUE;
}

static void
export_response (GtkNativeDialog *native, int response, gpointer data)
{
  PwPrintDialog *self = data;
  g_autoptr (GFile) file = NULL;
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  g_object_unref (native);
  if (file != NULL && !self->disposed)
    {
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      if (!pw_print_dialog_export (self, path, &error))
        pw_print_dialog_set_message (self, error->message);
    }
  g_object_unref (self);
}

void
pw_print_dialog_export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    _("Export Pages"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
    _("_Cancel"));
  g_autofree char *name_pdf = g_strdup_printf ("%s.pdf", self->export_name);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name_pdf);
  static const struct { const char *label, *pattern; } filters[] = {
    { N_("PDF Document"), "*.pdf" },
    { N_("SVG Pictures, One per Page"), "*.svg" },
    { N_("PNG Pictures, One per Page"), "*.png" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (filters); i++)
    {
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _(filters[i].label));
      gtk_file_filter_add_pattern (filter, filters[i].pattern);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
    }
  g_signal_connect (native, "response", G_CALLBACK (export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
