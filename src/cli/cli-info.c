/* `puzzlewright-cli info FILE` — what a document is. */
#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cli-common.h"
#include "pw-document.h"

/* Pads the label by characters, not bytes, so “Rätsel” lines up. */
static void
print_row (const char *label, const char *value)
{
  long pad = 11 - g_utf8_strlen (label, -1);
  printf ("%s%*s%s%s", label, (int) MAX (pad, 1), "", value, *value ? "\n" : "");
}

int
pw_cli_cmd_info (int argc, char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new (_("FILE"));
  g_option_context_set_summary (ctx, _("Show a puzzle document’s kind, metadata and size."));
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  pw_cli_add_pictures_option (ctx);
  if (!pw_cli_parse (ctx, &argc, &argv))
    return PW_CLI_USAGE;
  if (argc != 2)
    {
      pw_cli_error (_("usage: puzzlewright-cli info FILE"));
      return PW_CLI_USAGE;
    }
  g_autoptr (PwDocument) doc = pw_cli_load_document (argv[1]);
  if (doc == NULL)
    return PW_CLI_INVALID;
  const PwKind *kind = pw_document_get_kind (doc);
  g_autofree char *description = kind->describe (pw_document_get_model (doc));
  g_autoptr (GPtrArray) problems = kind->validate (pw_document_get_model (doc));

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, kind->id);
      json_builder_set_member_name (b, "description");
      json_builder_add_string_value (b, description);
      for (int f = 0; f < PW_META_N_FIELDS; f++)
        {
          json_builder_set_member_name (b, pw_meta_field_name (f));
          json_builder_add_string_value (b, pw_document_get_meta (doc, f));
        }
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) pw_document_get_seed (doc));
      json_builder_set_member_name (b, "errors");
      json_builder_add_int_value (b, pw_problem_list_count_errors (problems));
      json_builder_set_member_name (b, "warnings");
      json_builder_add_int_value (b, problems->len - pw_problem_list_count_errors (problems));
      json_builder_set_member_name (b, "operations");
      json_builder_begin_array (b);
      for (guint i = 0; i < kind->n_operations; i++)
        json_builder_add_string_value (b, kind->operations[i].id);
      json_builder_end_array (b);
      json_builder_end_object (b);
      g_autoptr (JsonNode) root = json_builder_get_root (b);
      pw_cli_print_json (root);
      return PW_CLI_OK;
    }

  const char *labels[PW_META_N_FIELDS] = { N_("Title"), N_("Author"), N_("Notes"),
                                           N_("Licence"), N_("Language") };
  print_row (_("Kind"), _(kind->name));
  print_row (_("Puzzle"), description);
  for (int f = 0; f < PW_META_N_FIELDS; f++)
    if (*pw_document_get_meta (doc, f))
      print_row (_(labels[f]), pw_document_get_meta (doc, f));
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pw_document_get_seed (doc));
  print_row (_("Seed"), seed);
  guint errors = pw_problem_list_count_errors (problems);
  guint warnings = problems->len - errors;
  g_autofree char *e = g_strdup_printf (ngettext ("%u error", "%u errors", errors), errors);
  g_autofree char *w = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings),
                                        warnings);
  print_row (_("Problems"), "");
  /* Translators: the two parts are "%u errors" and "%u warnings". */
  printf (_("%s, %s (see “validate”)\n"), e, w);
  print_row (_("Operations"), "");
  /* Translators: how to run one of the operations listed after it. */
  printf (_("(“puzzlewright-cli run OPERATION FILE”)\n"));
  for (guint i = 0; i < kind->n_operations; i++)
    printf ("  %-14s %s\n", kind->operations[i].id,
            g_dgettext (GETTEXT_PACKAGE, kind->operations[i].description));
  return PW_CLI_OK;
}
