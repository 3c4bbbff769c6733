/* test-xcc-json — `xcc --json`'s summary, which the CLI's front writes with
 * GLib alone (src/cli/cli-xcc-json.c), checked byte for byte against the
 * same summary built and printed by json-glib, the library the command
 * used before, and read back by json-glib's parser. */
#include <json-glib/json-glib.h>

#include "cli-xcc.h"

typedef struct
{
  guint64 solutions;
  gboolean complete;
  guint64 nodes;
  double seconds;
  gboolean with_solution;
  const char *const *lines; /* NULL-terminated, or NULL: no solution */
} Summary;

/* The summary as the command printed it with json-glib. */
static char *
json_glib_text (const Summary *s)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "solutions");
  json_builder_add_int_value (b, (gint64) s->solutions);
  json_builder_set_member_name (b, "complete");
  json_builder_add_boolean_value (b, s->complete);
  json_builder_set_member_name (b, "nodes");
  json_builder_add_int_value (b, (gint64) s->nodes);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, s->seconds);
  if (s->with_solution)
    {
      json_builder_set_member_name (b, "solution");
      if (s->lines == NULL)
        json_builder_add_null_value (b);
      else
        {
          json_builder_begin_array (b);
          for (guint k = 0; s->lines[k]; k++)
            json_builder_add_string_value (b, s->lines[k]);
          json_builder_end_array (b);
        }
    }
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

static char *
own_text (const Summary *s)
{
  guint n = s->lines ? g_strv_length ((char **) s->lines) : 0;
  return pw_cli_xcc_json_text (s->solutions, s->complete, s->nodes, s->seconds, s->with_solution,
                               s->lines, n);
}

/* Both texts are the same, and json-glib reads ours back to the values. */
static void
check_summary (const Summary *s)
{
  g_autofree char *printed = json_glib_text (s);
  /* json-glib 1.6 leaves U+001F unescaped, which RFC 8259 forbids and
   * a strict reader refuses; ours escapes it like every control. */
  g_auto (GStrv) parts = g_strsplit (printed, "\x1f", -1);
  g_autofree char *expected = g_strjoinv ("\\u001f", parts);
  g_autofree char *got = own_text (s);
  g_assert_cmpstr (got, ==, expected);

  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_data (parser, got, -1, &error));
  g_assert_no_error (error);
  JsonObject *o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (o, "solutions"), ==, (gint64) s->solutions);
  g_assert_cmpint (json_object_get_boolean_member (o, "complete"), ==, s->complete);
  g_assert_cmpint (json_object_get_int_member (o, "nodes"), ==, (gint64) s->nodes);
  g_assert_cmpfloat (json_object_get_double_member (o, "seconds"), ==, s->seconds);
  g_assert_cmpint (json_object_has_member (o, "solution"), ==, s->with_solution);
  if (!s->with_solution)
    return;
  JsonNode *solution = json_object_get_member (o, "solution");
  if (s->lines == NULL)
    {
      g_assert_true (JSON_NODE_HOLDS_NULL (solution));
      return;
    }
  JsonArray *a = json_node_get_array (solution);
  g_assert_cmpuint (json_array_get_length (a), ==, g_strv_length ((char **) s->lines));
  for (guint k = 0; s->lines[k]; k++)
    g_assert_cmpstr (json_array_get_string_element (a, k), ==, s->lines[k]);
}

static void
test_count (void)
{
  const double seconds[] = { 0, 1.5, 0.1, 1e-9, 2.5e-05, 123456.789, 0.000123456789012345 };
  for (guint i = 0; i < G_N_ELEMENTS (seconds); i++)
    {
      Summary s = { 92, TRUE, 1965, seconds[i], FALSE, NULL };
      check_summary (&s);
    }
  Summary stopped = { 100, FALSE, 83895, 0.25, FALSE, NULL };
  check_summary (&stopped);
  Summary none = { 0, TRUE, 0, 0, FALSE, NULL };
  check_summary (&none);
  Summary large = { G_MAXINT64, FALSE, G_MAXINT64, 3600.5, FALSE, NULL };
  check_summary (&large);
}

static void
test_solution (void)
{
  const char *const queens[] = { "r1 c2 a3 b5", "r2 c4 a6 b6", "r3 c1 a4 b2", "r4 c3 a7 b1", NULL };
  Summary found = { 1, TRUE, 12, 0.001, TRUE, queens };
  check_summary (&found);
  Summary missing = { 0, TRUE, 7, 0.001, TRUE, NULL };
  check_summary (&missing);
  /* A problem with no primary items has one solution: no option. */
  const char *const empty[] = { NULL };
  Summary nothing = { 1, TRUE, 1, 0, TRUE, empty };
  check_summary (&nothing);
}

/* Names a DLX file may hold: quotes, backslashes, control characters,
 * letters of any script, and what a web page would take for markup. */
static void
test_hostile_names (void)
{
  const char *const lines[] = {
    "say\"hi\" back\\slash",
    "tab\there bell\a esc\x1b unit\x1f del\x7f",
    "back\bspace form\ffeed car\rreturn new\nline",
    "é 漢字 Жук 𝔘 q:x",
    "</script><img\xe2\x80\xa8src=x>",
    "\\u0041 \"\\\"",
    NULL,
  };
  Summary s = { 3, TRUE, 40, 0.5, TRUE, lines };
  check_summary (&s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/xcc-json/count", test_count);
  g_test_add_func ("/cli/xcc-json/solution", test_solution);
  g_test_add_func ("/cli/xcc-json/hostile-names", test_hostile_names);
  return g_test_run ();
}
