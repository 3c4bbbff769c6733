/* pw-print-dialog-poster.c — a puzzle too large for the paper at
 * readable type (the comic's name-dominoes board on A4) is offered, in
 * one click, as a poster tiled on that paper, as small as keeps it
 * readable: what export does by default.  The dialog never prints type
 * below the floor without saying so (the poster's note says it). */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-poster.h"

gboolean
pw_print_dialog_offer_poster (PwPrintDialog *self, const PwPageSetup *page)
{
  gtk_widget_set_visible (GTK_WIDGET (self->poster_button), FALSE);
  if (self->set == NULL || self->set_variants > 0)
    return FALSE;
  /* It is the puzzle's size when one a page does not fit this paper
   * either, and paper as large as any would do. */
  g_autoptr (PwSheetOptions) one = pw_sheet_options_new ();
  one->page = *page;
  one->answers = PW_ANSWERS_NONE;
  g_autoptr (PwPages) alone = pw_sheet_compose (self->set, one, NULL);
  if (alone)
    return FALSE;
  g_autoptr (PwSheetOptions) huge = pw_sheet_options_new ();
  pw_page_setup_set_paper (&huge->page, "2000x2000mm", NULL);
  huge->answers = PW_ANSWERS_NONE;
  g_autoptr (PwPages) sheets = pw_sheet_compose (self->set, huge, NULL);
  if (sheets == NULL)
    return FALSE;
  PwPageSetup tiles = *page;
  double min = PW_POSTER_MIN_TILE_MARGIN_MM * PW_POINTS_PER_MM;
  if (tiles.margin_left < min || tiles.margin_top < min || tiles.margin_right < min
      || tiles.margin_bottom < min)
    pw_page_setup_set_margins (&tiles, PW_POSTER_DEFAULT_TILE_MARGIN_MM * PW_POINTS_PER_MM);
  g_autoptr (PwPosterOptions) o = pw_poster_readable_options (self->set, &tiles, NULL);
  PwPosterPlan plan;
  if (o == NULL || !pw_poster_plan (self->set, o, &plan, NULL))
    return FALSE;
  self->readable_width = o->width;
  self->readable_height = o->height;
  g_autofree char *label = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "Print as a _Poster on %u Page", "Print as a _Poster on %u Pages",
                 plan.n_pages), plan.n_pages);
  gtk_button_set_label (self->poster_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->poster_button), TRUE);
  return TRUE;
}

void
pw_print_dialog_poster_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  if (self->readable_width <= 0)
    return;
  self->syncing = TRUE;
  /* The rows of the Print combo: Worksheets, (Cards,) Poster. */
  adw_combo_row_set_selected (self->what_row, self->has_cards ? WHAT_POSTER : WHAT_POSTER - 1);
  adw_combo_row_set_selected (self->poster_size_row, POSTER_CUSTOM);
  gtk_spin_button_set_value (self->poster_width_spin, self->readable_width / self->unit);
  gtk_spin_button_set_value (self->poster_height_spin, self->readable_height / self->unit);
  adw_expander_row_set_enable_expansion (self->tile_row, TRUE);
  self->syncing = FALSE;
  pw_print_dialog_what_changed (self);
}
