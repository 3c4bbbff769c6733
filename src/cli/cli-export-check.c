/* cli-export-check.c — what export asks before it draws. */
#include "cli-export-check.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-common.h"
#include "cli-params-help.h"
#include "pw-variants.h"

int
pw_cli_export_vary_params (PwPrintSource *source, char **texts, int variants, PwParams **vary)
{
  *vary = NULL;
  if (texts && *texts && variants == 0)
    {
      pw_cli_error (_("--vary chooses what a class set’s variants change: add --variants N"));
      return PW_CLI_USAGE;
    }
  g_autofree char *reason = NULL;
  if (variants > 0 && !pw_print_source_can_vary (source, &reason))
    {
      pw_cli_error ("%s", reason);
      return PW_CLI_USAGE;
    }
  if (texts == NULL || *texts == NULL)
    return PW_CLI_OK;
  const PwVariants *v = pw_print_source_get_variants (source);
  g_autoptr (PwParams) params = pw_params_new ();
  int status = pw_cli_parse_params (texts, v->specs, v->n_specs, params);
  if (status != PW_CLI_OK)
    return status;
  *vary = g_steal_pointer (&params);
  return PW_CLI_OK;
}

gboolean
pw_cli_export_check_solved (PwSheetSet *set, const char *file, gboolean anyway)
{
  const char *reason = pw_sheet_set_get_unsolved (set);
  if (reason == NULL)
    return TRUE;
  if (!anyway)
    {
      pw_cli_error (_("%s: %s; nothing was printed (--print-anyway prints it without an "
                      "answer key)"), file, reason);
      return FALSE;
    }
  pw_cli_error (_("warning: %s: printed without an answer key: %s"), file, reason);
  return TRUE;
}

char *
pw_cli_export_describe_variants (void)
{
  GString *out = g_string_new (_("Class sets (--variants N): variant A is the document as it "
                                 "is, and B, C… are made from it:"));
  g_string_append_c (out, '\n');
  g_autoptr (GPtrArray) kinds = pw_registry_list (FALSE);
  for (guint k = 0; k < kinds->len; k++)
    {
      const PwKind *kind = kinds->pdata[k];
      if (!pw_kind_can_vary (kind, NULL, NULL))
        continue;
      g_autoptr (PwParams) none = pw_params_new ();
      g_autofree char *what = pw_kind_describe_variants (kind, NULL, none);
      g_string_append_printf (out, "  %s (%s): %s\n", g_dgettext (GETTEXT_PACKAGE, kind->name),
                              kind->id, what);
      if (kind->variants->n_specs > 0)
        {
          g_autofree char *params = pw_cli_describe_params (kind->variants->specs,
                                                            kind->variants->n_specs);
          g_string_append_printf (out, "    --vary:\n%s", params);
        }
    }
  return g_string_free (out, FALSE);
}
