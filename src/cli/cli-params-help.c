/* cli-params-help.c — a kind's parameters in words, for --help. */
#include "cli-params-help.h"

#include <glib/gi18n.h>
#include <inttypes.h>

/* What a value of @spec may be, in a few words. */
static char *
describe_values (const PwParamSpec *spec)
{
  switch (spec->type)
    {
    case PW_PARAM_INT:
      return g_strdup_printf (_("a whole number from %" PRId64 " to %" PRId64), spec->min,
                              spec->max);
    case PW_PARAM_NUMBER:
      return g_strdup_printf (_("a number more than %" PRId64 " and at most %" PRId64),
                              spec->min, spec->max);
    case PW_PARAM_BOOL:
      return g_strdup (_("true or false"));
    case PW_PARAM_FILE:
      return g_strdup (_("the text itself, or @FILE to read it from a file"));
    case PW_PARAM_CHOICE:
    case PW_PARAM_TEXT:
      break;
    }
  if (spec->choices == NULL)
    return g_strdup (_("text"));
  GString *out = g_string_new (NULL);
  for (guint i = 0; spec->choices[i]; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, spec->choices[i]);
      if (spec->choice_labels && spec->choice_labels[i])
        g_string_append_printf (out, " (%s)",
                                g_dgettext (GETTEXT_PACKAGE, spec->choice_labels[i]));
    }
  g_autofree char *list = g_string_free (out, FALSE);
  if (spec->type == PW_PARAM_TEXT)
    /* Translators: the keywords a text parameter knows, then what else it takes. */
    return g_strdup_printf (_("%s, or a file of your own (FILE or @FILE)"), list);
  /* Translators: the list of values a choice takes. */
  return g_strdup_printf (_("one of %s"), list);
}

char *
pw_cli_describe_params (const PwParamSpec *specs, guint n_specs)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < n_specs; i++)
    {
      const PwParamSpec *spec = &specs[i];
      g_string_append_printf (out, "  %s\n      %s", spec->name,
                              g_dgettext (GETTEXT_PACKAGE, spec->label));
      if (spec->description)
        g_string_append_printf (out, ": %s", g_dgettext (GETTEXT_PACKAGE, spec->description));
      g_autofree char *values = describe_values (spec);
      g_string_append_printf (out, "\n      %s", values);
      if (spec->default_value && *spec->default_value)
        /* Translators: "; default 6" after what a parameter takes. */
        g_string_append_printf (out, _("; default %s"), spec->default_value);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
