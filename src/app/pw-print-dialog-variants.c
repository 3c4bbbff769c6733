/* pw-print-dialog-variants.c — the class set's rows: whether the document
 * can vary (and why not), what its variants change in words, and a combo
 * row for each choice the kind offers about it (PwVariants.specs), so
 * the dialog names no kind. */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-param-row.h"

PwParams *
pw_print_dialog_wanted_vary (PwPrintDialog *self)
{
  PwParams *params = pw_params_new ();
  const PwVariants *v = pw_print_source_get_variants (self->source);
  for (guint i = 0; v && self->vary_rows && i < self->vary_rows->len; i++)
    {
      const PwParamSpec *spec = &v->specs[i];
      guint k = adw_combo_row_get_selected (self->vary_rows->pdata[i]);
      if (spec->choices && k < g_strv_length ((char **) spec->choices))
        pw_params_set (params, spec->name, spec->choices[k]);
    }
  return params;
}

void
pw_print_dialog_describe_variants (PwPrintDialog *self)
{
  if (!pw_print_source_can_vary (self->source, NULL))
    return;
  g_autoptr (PwParams) vary = pw_print_dialog_wanted_vary (self);
  g_autofree char *what = pw_print_source_describe_variants (self->source, vary);
  /* Translators: %s says what the other variants change ("The same
   * words in new places, with new letters around them"). */
  g_autofree char *text = g_strdup_printf (_("Variant A is this puzzle. B, C…: %s"), what);
  /* The group's description wraps where a row's subtitle would be cut. */
  adw_preferences_group_set_description (self->set_group, text);
}

void
pw_print_dialog_init_variants (PwPrintDialog *self)
{
  self->vary_rows = g_ptr_array_new ();
  g_autofree char *reason = NULL;
  if (!pw_print_source_can_vary (self->source, &reason))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->set_row), FALSE);
      adw_preferences_group_set_description (self->set_group, reason);
      return;
    }
  const PwVariants *v = pw_print_source_get_variants (self->source);
  for (guint i = 0; i < v->n_specs; i++)
    {
      /* Only choices: what a variant may change is a pick from a few. */
      if (v->specs[i].type != PW_PARAM_CHOICE)
        break;
      AdwComboRow *row = pw_param_choice_row_new (&v->specs[i]);
      gtk_widget_set_name (GTK_WIDGET (row), v->specs[i].name);
      adw_expander_row_add_row (self->set_row, GTK_WIDGET (row));
      g_ptr_array_add (self->vary_rows, row);
      g_signal_connect_swapped (row, "notify::selected",
                                G_CALLBACK (pw_print_dialog_describe_variants), self);
      g_signal_connect_swapped (row, "notify::selected",
                                G_CALLBACK (pw_print_dialog_options_changed), self);
    }
  pw_print_dialog_describe_variants (self);
}
