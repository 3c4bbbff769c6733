/* `puzzlewright-cli xcc` in the command module: the command of cli-xcc.c
 * with its --json summary, printed with json-glib (cli-xcc.h says why it
 * lives apart). */
#include "cli-commands.h"
#include "cli-common.h"
#include "cli-xcc.h"

static void
print_json (const PwXccResult *result, PwXcc *xcc, gboolean with_solution)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, result->solutions);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, result->complete);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, result->nodes);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, result->seconds);
  if (with_solution)
    {
      /* The chosen options as DLX lines, or null when there is none. */
      json_builder_set_member_name (b, "solution");
      if (result->solution == NULL)
        json_builder_add_null_value (b);
      else
        {
          json_builder_begin_array (b);
          for (guint k = 0; k < result->solution->len; k++)
            {
              g_autofree char *line =
                pw_xcc_option_to_string (xcc, g_array_index (result->solution, guint, k));
              json_builder_add_string_value (b, line);
            }
          json_builder_end_array (b);
        }
    }
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  pw_cli_print_json (root);
}

int
pw_cli_cmd_xcc (int argc, char **argv)
{
  return pw_cli_xcc_run (argc, argv, print_json);
}
