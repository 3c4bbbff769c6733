/* `puzzlewright-cli kinds` — the puzzle kinds this build knows. */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "cli-param-json.h"
#include "pw-kind.h"

int
pw_cli_cmd_kinds (int argc, char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (NULL);
  g_option_context_set_summary (ctx, _("List the puzzle kinds and what each can do."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc > 1)
    {
      pw_cli_error (_("“kinds” takes no arguments"));
      return PW_CLI_USAGE;
    }

  g_autoptr (GPtrArray) kinds = pw_registry_list (TRUE);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_array (b);
  for (guint i = 0; i < kinds->len; i++)
    {
      const PwKind *k = kinds->pdata[i];
      if (!json)
        {
          printf ("%-16s %s%s\n", k->id, _(k->name), k->hidden ? _(" (for tests)") : "");
          printf ("%-16s %s\n", "", _(k->description));
          continue;
        }
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, k->id);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, _(k->name));
      json_builder_set_member_name (b, "hidden");
      json_builder_add_boolean_value (b, k->hidden);
      json_builder_set_member_name (b, "generate");
      json_builder_add_boolean_value (b, k->generate != NULL);
      json_builder_set_member_name (b, "operations");
      json_builder_begin_array (b);
      for (guint j = 0; j < k->n_operations; j++)
        json_builder_add_string_value (b, k->operations[j].id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "formats");
      json_builder_begin_array (b);
      for (guint j = 0; j < k->n_formats; j++)
        json_builder_add_string_value (b, k->formats[j].id);
      json_builder_end_array (b);
      pw_cli_add_param_specs_json (b, "generate_params", k->generate_specs,
                                   k->n_generate_specs);
      pw_cli_add_operations_json (b, k);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  if (json)
    {
      g_autoptr (JsonNode) root = json_builder_get_root (b);
      pw_cli_print_json (root);
    }
  return PW_CLI_OK;
}
