/* domino-grid-size.c — the board's size and the domino set, set from a
 * popover in the editor's panel: rows, columns, the double-N set, and
 * whether to start from a blank board (every cell 0, ready to be
 * designed from a tiling).  Applying is one edit: the numbers and laid
 * dominoes that still fit are kept, new cells are 0.
 */
#include <glib/gi18n.h>
#include <string.h>

#include "domino-grid-editor-private.h"

typedef struct
{
  PwDominoGridEditor *canvas;
  GtkSpinButton *rows, *cols, *double_n;
  GtkCheckButton *use_double, *blank;
  GtkLabel *note;
  GtkWidget *popover;
} SizeForm;

/* What the numbers mean: how many cells the set covers against the
 * board, so the designer can match them before applying. */
static void
update_note (SizeForm *form)
{
  int rows = gtk_spin_button_get_value_as_int (form->rows);
  int cols = gtk_spin_button_get_value_as_int (form->cols);
  gboolean use_double = gtk_check_button_get_active (form->use_double);
  gtk_widget_set_sensitive (GTK_WIDGET (form->double_n), use_double);
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (form->canvas);
  int n = gtk_spin_button_get_value_as_int (form->double_n);
  int set = use_double ? (n + 1) * (n + 2) / 2 : (int) cur->dominoes->len;
  g_autofree char *text
    = g_strdup_printf (_("%d×%d is %d cells; the set covers %d."), rows, cols, rows * cols,
                       2 * set);
  gtk_label_set_label (form->note, text);
}

static void
value_changed (GtkWidget *widget, SizeForm *form)
{
  update_note (form);
}

static void
apply_clicked (GtkButton *button, SizeForm *form)
{
  PwDominoGridEditor *self = form->canvas;
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  int rows = gtk_spin_button_get_value_as_int (form->rows);
  int cols = gtk_spin_button_get_value_as_int (form->cols);
  int n = gtk_check_button_get_active (form->use_double)
            ? gtk_spin_button_get_value_as_int (form->double_n) : -1;
  gboolean blank = gtk_check_button_get_active (form->blank);
  gtk_popover_popdown (GTK_POPOVER (form->popover));
  PwDominoGrid *g = pw_domino_grid_resize (cur, rows, cols, n, blank);
  PwModel *before = pw_document_dup_model (self->document);
  if (pw_model_equal (&g->parent, before))
    {
      pw_model_free (before);
      pw_domino_grid_unref (g);
      return;
    }
  pw_model_free (before);
  pw_document_apply (self->document, &g->parent, _("Change Board"));
  /* A blank board is for designing: laying writes numbers. */
  if (blank)
    gtk_check_button_set_active (self->design, TRUE);
}

/* The form shows the board as it is each time it opens. */
static void
popover_shown (GtkWidget *popover, SizeForm *form)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (form->canvas);
  gtk_spin_button_set_value (form->rows, cur->rows);
  gtk_spin_button_set_value (form->cols, cur->cols);
  gtk_check_button_set_active (form->use_double, cur->double_n >= 0);
  gtk_spin_button_set_value (form->double_n,
                             cur->double_n >= 0 ? cur->double_n
                                                : MAX (0, pw_domino_grid_max_value (cur)));
  gtk_check_button_set_active (form->blank, FALSE);
  update_note (form);
}

static GtkSpinButton *
spin (GtkGrid *grid, int row, const char *mnemonic, int lo, int hi, SizeForm *form)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  GtkWidget *s = gtk_spin_button_new_with_range (lo, hi, 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), s);
  g_signal_connect (s, "value-changed", G_CALLBACK (value_changed), form);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, s, 1, row, 1, 1);
  return GTK_SPIN_BUTTON (s);
}

void
pw_domino_grid_size_setup (PwDominoGridEditor *self)
{
  SizeForm *form = g_new0 (SizeForm, 1);
  form->canvas = self;
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  form->rows = spin (GTK_GRID (grid), 0, _("_Rows"), 1, PW_DOMINO_GRID_MAX_SIDE, form);
  form->cols = spin (GTK_GRID (grid), 1, _("_Columns"), 1, PW_DOMINO_GRID_MAX_SIDE, form);
  form->use_double = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Double-N set, N:")));
  g_signal_connect (form->use_double, "toggled", G_CALLBACK (value_changed), form);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (form->use_double), 0, 2, 1, 1);
  form->double_n = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, PW_DOMINO_GRID_MAX_DOUBLE, 1));
  g_signal_connect (form->double_n, "value-changed", G_CALLBACK (value_changed), form);
  gtk_accessible_update_property (GTK_ACCESSIBLE (form->double_n), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("N, the highest number of the set"), -1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (form->double_n), 1, 2, 1, 1);
  form->blank = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Blank board (every "
                                                                          "cell 0)")));
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (form->blank), 0, 3, 2, 1);
  form->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (form->note, TRUE);
  gtk_label_set_xalign (form->note, 0);
  gtk_widget_add_css_class (GTK_WIDGET (form->note), "dim-label");
  form->popover = gtk_popover_new ();
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (form->note), 0, 4, 2, 1);
  /* The blank board at the size it has, in words (it was an option of
   * the form only). */
  GtkWidget *blank = gtk_button_new_with_mnemonic (_("_Blank Board"));
  gtk_widget_set_tooltip_text (blank, _("Every cell 0 and no domino laid, to design from a "
                                        "tiling: laying a domino writes its numbers"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (blank), "domino.blank-board");
  g_signal_connect_swapped (blank, "clicked", G_CALLBACK (gtk_popover_popdown), form->popover);
  gtk_grid_attach (GTK_GRID (grid), blank, 0, 5, 2, 1);
  GtkWidget *apply = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_add_css_class (apply, "suggested-action");
  g_signal_connect (apply, "clicked", G_CALLBACK (apply_clicked), form);
  gtk_grid_attach (GTK_GRID (grid), apply, 0, 6, 2, 1);
  gtk_popover_set_child (GTK_POPOVER (form->popover), grid);
  g_signal_connect (form->popover, "show", G_CALLBACK (popover_shown), form);
  g_object_set_data_full (G_OBJECT (form->popover), "pw-size-form", form, g_free);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->size_button), form->popover);
}

/* Every cell 0 and no domino laid, the size and set kept: a board to
 * design from a tiling, so laying writes numbers. */
void
pw_domino_grid_blank_board (PwDominoGridEditor *self)
{
  const PwDominoGrid *cur = pw_domino_grid_canvas_grid (self);
  PwDominoGrid *g = pw_domino_grid_resize (cur, cur->rows, cur->cols, cur->double_n, TRUE);
  if (pw_model_equal (&g->parent, pw_document_get_model (self->document)))
    pw_domino_grid_unref (g);
  else
    pw_document_apply (self->document, &g->parent, _("Blank Board"));
  gtk_check_button_set_active (self->design, TRUE);
}
