/* pw-print-dialog-preview.c — the preview pane: the page drawn as it
 * will print, its number and the buttons that page through, the message
 * over it, and the worker's progress under it.
 */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>
#include <math.h>

#define PREVIEW_PADDING 24.0

/* ---- the message, the page number, the progress --------------------- */

void
pw_print_dialog_set_message (PwPrintDialog *self, const char *message)
{
  g_free (self->message);
  self->message = g_strdup (message ? message : "");
  gtk_label_set_label (self->message_label, self->message);
  gtk_widget_set_visible (GTK_WIDGET (self->message_box), *self->message != '\0');
}

void
pw_print_dialog_update_page (PwPrintDialog *self)
{
  guint n = self->pages ? pw_pages_get_n_pages (self->pages) : 0;
  if (n > 0)
    {
      self->page = MIN (self->page, n - 1);
      g_autofree char *text = g_strdup_printf (_("Page %u of %u"), self->page + 1, n);
      gtk_label_set_label (self->page_label, text);
    }
  else
    gtk_label_set_label (self->page_label, "");
  gboolean ready = n > 0 && !pw_task_runner_get_running (self->runner);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.print", ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.export", ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.previous-page", n > 0 && self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.next-page", self->page + 1 < n);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

void
pw_print_dialog_runner_notify (PwTaskRunner *runner, GParamSpec *pspec, PwPrintDialog *self)
{
  gboolean running = pw_task_runner_get_running (runner);
  gtk_revealer_set_reveal_child (self->progress_revealer, running);
  double fraction = pw_task_runner_get_fraction (runner);
  if (fraction < 0)
    gtk_progress_bar_pulse (self->progress_bar);
  else
    gtk_progress_bar_set_fraction (self->progress_bar, fraction);
  const char *text = pw_task_runner_get_text (runner);
  gtk_label_set_label (self->progress_label, text && *text ? text : _("Making the puzzles…"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.cancel", running);
  pw_print_dialog_update_page (self);
}

/* ---- the page -------------------------------------------------------- */

void
pw_print_dialog_draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height,
                              gpointer data)
{
  PwPrintDialog *self = data;
  if (self->pages == NULL || pw_pages_get_n_pages (self->pages) == 0)
    return;
  double pw = pw_pages_get_width (self->pages), ph = pw_pages_get_height (self->pages);
  double s = MIN ((width - 2 * PREVIEW_PADDING) / pw, (height - 2 * PREVIEW_PADDING) / ph);
  if (s <= 0)
    return;
  double x = floor ((width - pw * s) / 2), y = floor ((height - ph * s) / 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  cairo_rectangle (cr, x + 1, y + 2, pw * s, ph * s);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, pw * s, ph * s);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s, s);
  pw_pages_draw (self->pages, self->page, cr);
}

void
pw_print_dialog_page_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  guint n = self->pages ? pw_pages_get_n_pages (self->pages) : 0;
  if (g_str_equal (name, "print.next-page") && self->page + 1 < n)
    self->page++;
  else if (g_str_equal (name, "print.previous-page") && self->page > 0)
    self->page--;
  pw_print_dialog_update_page (self);
}
