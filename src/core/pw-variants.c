/* pw-variants.c — class sets made from the document as it is now. */
#include "pw-variants.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"

gboolean
pw_kind_can_vary (const PwKind *kind, const PwModel *model, char **reason)
{
  if (kind->variants == NULL || kind->variants->make == NULL)
    {
      if (reason)
        *reason = g_strdup_printf (_("%s puzzles print as they are: there are no variants "
                                     "to make"), g_dgettext (GETTEXT_PACKAGE, kind->name));
      return FALSE;
    }
  if (kind->variants->can_vary && model)
    return kind->variants->can_vary (model, reason);
  return TRUE;
}

char *
pw_kind_describe_variants (const PwKind *kind, const PwModel *model, const PwParams *params)
{
  if (kind->variants == NULL || kind->variants->describe == NULL)
    return g_strdup (_("Each sheet has a variant of the puzzle"));
  return kind->variants->describe (model, params);
}

/* The values of @params must be ones the specs allow: the kind reads
 * them without checking again. */
static gboolean
check_values (const PwVariants *v, const PwParams *params, GError **error)
{
  for (guint i = 0; i < v->n_specs; i++)
    {
      const PwParamSpec *spec = &v->specs[i];
      const char *value = pw_params_get (params, spec->name);
      if (value == NULL || spec->type != PW_PARAM_CHOICE || spec->choices == NULL
          || g_strv_contains (spec->choices, value))
        continue;
      g_autofree char *list = g_strjoinv (", ", (char **) spec->choices);
      g_set_error (error, PW_ERROR, PW_ERROR_PARAMETER, _("%s: “%s” is not one of %s"),
                   spec->name, value, list);
      return FALSE;
    }
  return TRUE;
}

PwModel *
pw_kind_make_variant (const PwKind *kind, const PwModel *model, const PwParams *params,
                      guint64 seed, PwProgress *progress, GCancellable *cancellable,
                      GError **error)
{
  g_autofree char *reason = NULL;
  if (!pw_kind_can_vary (kind, model, &reason))
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_UNSUPPORTED, reason);
      return NULL;
    }
  const PwVariants *v = kind->variants;
  g_autoptr (GPtrArray) known = g_ptr_array_new ();
  for (guint i = 0; i < v->n_specs; i++)
    g_ptr_array_add (known, (gpointer) v->specs[i].name);
  g_ptr_array_add (known, NULL);
  g_autoptr (PwParams) none = params ? NULL : pw_params_new ();
  const PwParams *p = params ? params : none;
  if (!pw_params_check_keys (p, (const char *const *) known->pdata, error)
      || !check_values (v, p, error))
    return NULL;
  return v->make (model, p, seed, progress, cancellable, error);
}
