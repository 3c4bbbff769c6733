/* cli-param-json.c — parameter specs as JSON, for `kinds --json` and so
 * for what is generated from it (the man page, bash completion). */
#include "cli-param-json.h"

#include <glib/gi18n.h>

static const char *
type_name (PwParamType type)
{
  switch (type)
    {
    case PW_PARAM_INT: return "int";
    case PW_PARAM_CHOICE: return "choice";
    case PW_PARAM_BOOL: return "bool";
    case PW_PARAM_TEXT: return "text";
    case PW_PARAM_NUMBER: return "number";
    case PW_PARAM_FILE: return "file";
    }
  return "text";
}

static void
add_string (JsonBuilder *b, const char *name, const char *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_spec (JsonBuilder *b, const PwParamSpec *spec)
{
  json_builder_begin_object (b);
  add_string (b, "name", spec->name);
  add_string (b, "type", type_name (spec->type));
  add_string (b, "label", g_dgettext (GETTEXT_PACKAGE, spec->label));
  if (spec->description)
    add_string (b, "description", g_dgettext (GETTEXT_PACKAGE, spec->description));
  if (spec->type == PW_PARAM_INT || spec->type == PW_PARAM_NUMBER)
    {
      json_builder_set_member_name (b, "min");
      json_builder_add_int_value (b, spec->min);
      json_builder_set_member_name (b, "max");
      json_builder_add_int_value (b, spec->max);
    }
  add_string (b, "default", spec->default_value);
  if (spec->choices)
    {
      json_builder_set_member_name (b, "choices");
      json_builder_begin_array (b);
      for (guint i = 0; spec->choices[i]; i++)
        {
          json_builder_begin_object (b);
          add_string (b, "value", spec->choices[i]);
          if (spec->choice_labels && spec->choice_labels[i])
            add_string (b, "label", g_dgettext (GETTEXT_PACKAGE, spec->choice_labels[i]));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

void
pw_cli_add_param_specs_json (JsonBuilder *b, const char *member, const PwParamSpec *specs,
                             guint n_specs)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < n_specs; i++)
    add_spec (b, &specs[i]);
  json_builder_end_array (b);
}

void
pw_cli_add_operations_json (JsonBuilder *b, const PwKind *kind)
{
  json_builder_set_member_name (b, "operation_details");
  json_builder_begin_array (b);
  for (guint i = 0; i < kind->n_operations; i++)
    {
      const PwOperation *op = &kind->operations[i];
      json_builder_begin_object (b);
      add_string (b, "id", op->id);
      add_string (b, "label", g_dgettext (GETTEXT_PACKAGE, op->label));
      add_string (b, "description", g_dgettext (GETTEXT_PACKAGE, op->description));
      add_string (b, "command", op->command);
      json_builder_set_member_name (b, "document_optional");
      json_builder_add_boolean_value (b, (op->flags & PW_OPERATION_DOCUMENT_OPTIONAL) != 0);
      pw_cli_add_param_specs_json (b, "params", op->params, op->n_params);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}
