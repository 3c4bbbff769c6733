/* pw-print-dialog-options.c — the option widgets, read as the composer
 * takes them (what to print, page set-up, card options) and kept in step
 * with each other: the rows shown for each choice, the card size the
 * count makes, the default margins, the units and the preferences, and
 * the back offset kept for the printer.
 *
 * Only this part knows how a row or a spin button maps to an option;
 * the composer (pw-print-dialog-prepare.c) and the printer ask it.
 */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "pw-application.h"
#include "pw-poster.h"

#define SHEET_MARGIN_MM 15.0
/* Cards and posters share their narrower default margins: switching
 * between them keeps the margins, and a poster's are its tile pages'. */
#define CARD_MARGIN_MM PW_POSTER_DEFAULT_TILE_MARGIN_MM

/* ---- reading the options -------------------------------------------- */

guint
pw_print_dialog_wanted_what (PwPrintDialog *self)
{
  guint row = adw_combo_row_get_selected (self->what_row);
  if (!self->has_cards && row >= WHAT_CARDS)
    row++;
  return row == WHAT_CARDS || row == WHAT_POSTER ? row : WHAT_SHEETS;
}

gboolean
pw_print_dialog_wanted_tiles (PwPrintDialog *self)
{
  return pw_print_dialog_wanted_what (self) == WHAT_POSTER
         && adw_expander_row_get_enable_expansion (self->tile_row);
}

PwAnswers
pw_print_dialog_wanted_answers (PwPrintDialog *self)
{
  static const PwAnswers rows[] = { PW_ANSWERS_SEPARATE, PW_ANSWERS_COMPACT, PW_ANSWERS_NONE };
  guint i = adw_combo_row_get_selected (self->answers_row);
  return i < G_N_ELEMENTS (rows) ? rows[i] : PW_ANSWERS_SEPARATE;
}

guint
pw_print_dialog_wanted_variants (PwPrintDialog *self)
{
  /* A poster shows the document's own puzzle. */
  if (pw_print_dialog_wanted_what (self) == WHAT_POSTER
      || !adw_expander_row_get_enable_expansion (self->set_row)
      || !pw_print_source_can_vary (self->source, NULL))
    return 0;
  return (guint) gtk_spin_button_get_value_as_int (self->variants_spin);
}

gboolean
pw_print_dialog_read_page_setup (PwPrintDialog *self, PwPageSetup *page, GError **error)
{
  pw_page_setup_init (page);
  guint paper = adw_combo_row_get_selected (self->paper_row);
  if (paper < PAPER_CUSTOM)
    pw_page_setup_set_paper (page, paper_ids[paper], NULL);
  else
    {
      page->paper = NULL;
      page->paper_width = gtk_spin_button_get_value (self->width_spin) * self->unit;
      page->paper_height = gtk_spin_button_get_value (self->height_spin) * self->unit;
    }
  page->landscape = adw_combo_row_get_selected (self->orientation_row) == 1;
  pw_page_setup_set_margins (page, gtk_spin_button_get_value (self->margin_spin) * self->unit);
  return pw_page_setup_check (page, error);
}

/* Points a back offset spin asks for, within what the composer allows
 * (an inch spin's limit, converted back, may overshoot it by a hair). */
static double
back_offset (PwPrintDialog *self, GtkSpinButton *spin)
{
  double max = PW_MAX_BACK_OFFSET_MM * PW_POINTS_PER_MM;
  return CLAMP (gtk_spin_button_get_value (spin) * self->unit, -max, max);
}

/* The Cards group's options on @page, as the composer takes them. */
PwCardOptions *
pw_print_dialog_read_card_options (PwPrintDialog *self, const PwPageSetup *page)
{
  PwCardOptions *o = pw_card_options_new ();
  static const double bleeds_mm[] = { 0, 3, 6 };
  guint b = MIN (adw_combo_row_get_selected (self->bleed_row), 2);
  o->page = *page;
  o->title = g_strdup (pw_print_source_get_title (self->source));
  o->language = g_strdup (pw_print_source_get_locale (self->source));
  o->bleed = bleeds_mm[b] * PW_POINTS_PER_MM;
  /* In the order of the Cut Marks row's items. */
  static const PwCutMarks marks[] = { PW_CROP_MARKS, PW_CUT_LINES, PW_CUT_OWN };
  o->marks = marks[MIN (adw_combo_row_get_selected (self->marks_row), 2)];
  o->backs = gtk_switch_get_active (self->duplex_switch);
  if (o->backs)
    {
      o->back_offset_x = back_offset (self, self->back_right_spin);
      o->back_offset_y = back_offset (self, self->back_down_spin);
    }
  o->per_page = (guint) gtk_spin_button_get_value_as_int (self->cards_per_page_spin);
  return o;
}

/* ---- the rows, kept in step with the options ------------------------ */

/* A card's size in the units the dialog shows: "75 mm" for a round or
 * square card, "50 × 70 mm" for others. */
static char *
format_card_size (PwPrintDialog *self, double width, double height)
{
  gboolean inches = self->unit == PW_POINTS_PER_INCH;
  double w = width / self->unit, h = height / self->unit;
  if (fabs (width - height) < 1e-6)
    /* TRANSLATORS: a card's size across, as "75 mm" or "2.95 in". */
    return inches ? g_strdup_printf (_("%.2f in"), w) : g_strdup_printf (_("%.0f mm"), w);
  /* TRANSLATORS: a card's width and height, as "50 × 70 mm" or "1.97 × 2.76 in". */
  return inches ? g_strdup_printf (_("%.2f × %.2f in"), w, h)
                : g_strdup_printf (_("%.0f × %.0f mm"), w, h);
}

/* The Cards per Page row says how large the cards come out, as the
 * composer will lay them out: that changes with the paper, the margins,
 * the bleed and the marks as much as with the count. */
void
pw_print_dialog_update_card_size (PwPrintDialog *self)
{
  if (!self->has_cards)
    return;
  PwPageSetup page;
  double w, h;
  guint n;
  g_autofree char *subtitle = NULL;
  g_autoptr (PwCardOptions) o = NULL;
  if (pw_print_dialog_read_page_setup (self, &page, NULL))
    o = pw_print_dialog_read_card_options (self, &page);
  if (o != NULL
      && pw_cards_measure (pw_print_source_get_kind (self->source), o, &w, &h, &n, NULL))
    {
      g_autofree char *size = format_card_size (self, w, h);
      gboolean across = fabs (w - h) < 1e-6;
      if (o->per_page == 0 && across)
        /* TRANSLATORS: at 0 Cards per Page: how many fit, and their size. */
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "As many as fit: %u card %s across",
                                                 "As many as fit: %u cards %s across", n),
                                    n, size);
      else if (o->per_page == 0)
        subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "As many as fit: %u card, %s",
                                                 "As many as fit: %u cards, %s", n),
                                    n, size);
      else
        /* TRANSLATORS: the size the chosen count makes, "Cards 95 mm across"
         * or "Cards 50 × 70 mm". */
        subtitle = g_strdup_printf (across ? _("Cards %s across") : _("Cards %s"), size);
    }
  else
    /* The message under the preview says what is wrong. */
    subtitle = g_strdup (_("0 fits as many as their own size allows"));
  adw_action_row_set_subtitle (self->cards_per_page_row, subtitle);
}

void
pw_print_dialog_update_visibility (PwPrintDialog *self)
{
  guint what = pw_print_dialog_wanted_what (self);
  gboolean poster = what == WHAT_POSTER;
  gtk_widget_set_visible (GTK_WIDGET (self->sheet_group), what == WHAT_SHEETS);
  gtk_widget_set_visible (GTK_WIDGET (self->set_group), !poster);
  gtk_widget_set_visible (GTK_WIDGET (self->cards_group), what == WHAT_CARDS);
  gtk_widget_set_visible (GTK_WIDGET (self->poster_group), poster);
  /* A poster on one sheet is its own paper, with a border by its size;
   * tiled, the paper and margins are the printer's.  Either way it is
   * turned the way it fits best. */
  gboolean paper = !poster || pw_print_dialog_wanted_tiles (self);
  gboolean custom = adw_combo_row_get_selected (self->paper_row) == PAPER_CUSTOM;
  gtk_widget_set_visible (GTK_WIDGET (self->paper_row), paper);
  gtk_widget_set_visible (GTK_WIDGET (self->width_row), paper && custom);
  gtk_widget_set_visible (GTK_WIDGET (self->height_row), paper && custom);
  gtk_widget_set_visible (GTK_WIDGET (self->orientation_row), !poster);
  gtk_widget_set_visible (GTK_WIDGET (self->margin_row), paper);
  gboolean poster_custom = adw_combo_row_get_selected (self->poster_size_row) == POSTER_CUSTOM;
  gtk_widget_set_visible (GTK_WIDGET (self->poster_width_row), poster_custom);
  gtk_widget_set_visible (GTK_WIDGET (self->poster_height_row), poster_custom);
}

/* Switching between sheets and cards or posters swaps the default
 * margins (a poster's are its tile pages'), unless the user chose other
 * margins. */
void
pw_print_dialog_what_changed (PwPrintDialog *self)
{
  double sheet = SHEET_MARGIN_MM * PW_POINTS_PER_MM / self->unit;
  double card = CARD_MARGIN_MM * PW_POINTS_PER_MM / self->unit;
  double now = gtk_spin_button_get_value (self->margin_spin);
  gboolean narrow = pw_print_dialog_wanted_what (self) != WHAT_SHEETS;
  if (narrow && fabs (now - sheet) < 0.05)
    gtk_spin_button_set_value (self->margin_spin, card);
  else if (!narrow && fabs (now - card) < 0.05)
    gtk_spin_button_set_value (self->margin_spin, sheet);
  pw_print_dialog_options_changed (self);
}

/* The Cut Marks row says what its choice prints, for the teacher who
 * cuts with a paper cutter, scissors or a circle punch. */
void
pw_print_dialog_describe_marks (PwPrintDialog *self)
{
  /* In the order of the row's items: a subtitle short enough to leave
   * the row's value whole (a long one squeezed it to "…"), and the whole
   * story on hover. */
  static const char *const what[] = {
    N_("Marks for a paper cutter"),
    N_("A line around each card"),
    N_("Each card’s own edge, for a circle punch"),
  };
  static const char *const why[] = {
    N_("Short marks outside the cards, in line with every edge, for a paper cutter"),
    N_("A thin line around every card, for scissors"),
    N_("Only each card’s own edge: the circle of a round card, for scissors or a circle "
       "punch"),
  };
  guint i = MIN (adw_combo_row_get_selected (self->marks_row), G_N_ELEMENTS (what) - 1);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->marks_row), _(what[i]));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->marks_row), _(why[i]));
}

/* ---- units and preferences ------------------------------------------ */

static void
use_units (PwPrintDialog *self, gboolean inches)
{
  self->unit = inches ? PW_POINTS_PER_INCH : PW_POINTS_PER_MM;
  const char *suffix = inches ? _("Inches") : _("Millimetres");
  adw_action_row_set_subtitle (self->margin_row, suffix);
  adw_action_row_set_subtitle (self->width_row, suffix);
  adw_action_row_set_subtitle (self->height_row, suffix);
  adw_action_row_set_subtitle (self->poster_width_row, suffix);
  adw_action_row_set_subtitle (self->poster_height_row, suffix);
  adw_action_row_set_subtitle (self->overlap_row, suffix);
  adw_action_row_set_subtitle (self->back_right_row, suffix);
  adw_action_row_set_subtitle (self->back_down_row, suffix);
  /* A printer is corrected by fractions of a millimetre: half steps, or
   * hundredths of an inch. */
  GtkSpinButton *offsets[] = { self->back_right_spin, self->back_down_spin };
  for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
    {
      double max = PW_MAX_BACK_OFFSET_MM * PW_POINTS_PER_MM / self->unit;
      gtk_adjustment_configure (gtk_spin_button_get_adjustment (offsets[i]), 0, -max, max,
                                inches ? 0.01 : 0.5, inches ? 0.1 : 1, 0);
      gtk_spin_button_set_digits (offsets[i], inches ? 2 : 1);
    }
  if (!inches)
    return;
  GtkSpinButton *spins[] = { self->margin_spin, self->width_spin, self->height_spin,
                             self->poster_width_spin, self->poster_height_spin,
                             self->overlap_spin };
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    {
      GtkAdjustment *adj = gtk_spin_button_get_adjustment (spins[i]);
      double mm_to_in = 1 / 25.4;
      gtk_adjustment_configure (adj, gtk_adjustment_get_value (adj) * mm_to_in,
                                gtk_adjustment_get_lower (adj) * mm_to_in,
                                gtk_adjustment_get_upper (adj) * mm_to_in, 0.05, 0.5, 0);
      gtk_spin_button_set_digits (spins[i], 2);
    }
}

/* Paper and units from the preferences, when the app has them, and the
 * back offset last used: it belongs to the printer, not to the deck. */
void
pw_print_dialog_apply_preferences (PwPrintDialog *self)
{
  GApplication *app = g_application_get_default ();
  GSettings *settings = PW_IS_APPLICATION (app)
                          ? pw_application_get_settings (PW_APPLICATION (app)) : NULL;
  if (settings == NULL)
    {
      use_units (self, FALSE);
      return;
    }
  self->settings = g_object_ref (settings);
  g_autofree char *paper = g_settings_get_string (settings, "default-paper");
  for (guint i = 0; i < PAPER_CUSTOM; i++)
    if (g_str_equal (paper, paper_ids[i]))
      adw_combo_row_set_selected (self->paper_row, i);
  g_autofree char *units = g_settings_get_string (settings, "units");
  use_units (self, g_str_equal (units, "inch"));
  double x = g_settings_get_double (settings, "back-offset-x");
  double y = g_settings_get_double (settings, "back-offset-y");
  gtk_spin_button_set_value (self->back_right_spin, x * PW_POINTS_PER_MM / self->unit);
  gtk_spin_button_set_value (self->back_down_spin, y * PW_POINTS_PER_MM / self->unit);
  /* An offset in use is shown, not folded away. */
  adw_expander_row_set_expanded (self->back_offset_row, x != 0 || y != 0);
}

/* Millimetres a back offset spin asks for, within the keys' range. */
static double
back_offset_mm (PwPrintDialog *self, GtkSpinButton *spin)
{
  double mm = back_offset (self, spin) / PW_POINTS_PER_MM;
  return CLAMP (mm, -PW_MAX_BACK_OFFSET_MM, PW_MAX_BACK_OFFSET_MM);
}

/* The user's offset is kept, in millimetres, for the next deck. */
void
pw_print_dialog_back_offset_changed (PwPrintDialog *self)
{
  if (self->settings != NULL && !self->syncing)
    {
      g_settings_set_double (self->settings, "back-offset-x",
                             back_offset_mm (self, self->back_right_spin));
      g_settings_set_double (self->settings, "back-offset-y",
                             back_offset_mm (self, self->back_down_spin));
    }
  pw_print_dialog_options_changed (self);
}
