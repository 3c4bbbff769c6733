/* Core helpers: the RNG, parameters, the registry, progress, problems,
 * the JSON readers. */
#include <string.h>

#include "pw-error.h"
#include "pw-file-read.h"
#include "pw-json.h"
#include "pw-kind.h"
#include "pw-lazy-lib.h"
#include "pw-rng.h"
#include "test-kind.h"

/* xoshiro256** from state {1, 2, 3, 4}: the first outputs of the
 * reference implementation (checked by hand from its definition). */
static void
test_rng_reference (void)
{
  PwRng rng = { { 1, 2, 3, 4 } };
  g_assert_cmpuint (pw_rng_next (&rng), ==, 11520);
  g_assert_cmpuint (pw_rng_next (&rng), ==, 0);
  g_assert_cmpuint (pw_rng_next (&rng), ==, 1509978240);
}

static void
test_rng_reproducible (void)
{
  PwRng a, b, c;
  pw_rng_init (&a, 42);
  pw_rng_init (&b, 42);
  pw_rng_init (&c, 43);
  gboolean differs = FALSE;
  for (int i = 0; i < 100; i++)
    {
      guint64 x = pw_rng_next (&a);
      g_assert_cmpuint (x, ==, pw_rng_next (&b));
      differs |= x != pw_rng_next (&c);
    }
  g_assert_true (differs);

  PwRng k0, k1;
  pw_rng_init_child (&k0, 42, 0);
  pw_rng_init_child (&k1, 42, 1);
  g_assert_cmpuint (pw_rng_next (&k0), !=, pw_rng_next (&k1));
}

/* pw_rng_below is uniform: a chi-square test over 7 buckets. */
static void
test_rng_below_uniform (void)
{
  PwRng rng;
  pw_rng_init (&rng, 7);
  guint counts[7] = { 0 };
  const guint n = 70000;
  for (guint i = 0; i < n; i++)
    counts[pw_rng_below (&rng, 7)]++;
  double chi = 0;
  for (int i = 0; i < 7; i++)
    chi += (counts[i] - n / 7.0) * (counts[i] - n / 7.0) / (n / 7.0);
  /* 6 degrees of freedom: 22.46 is the 0.999 quantile. */
  g_assert_cmpfloat (chi, <, 22.46);

  int perm[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
  pw_rng_shuffle (&rng, perm, 10, sizeof (int));
  int seen = 0;
  for (int i = 0; i < 10; i++)
    seen |= 1 << perm[i];
  g_assert_cmpint (seen, ==, 0x3ff);
}

static void
test_params (void)
{
  g_autoptr (PwParams) p = pw_params_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_params_parse (p, "n=9", &error));
  g_assert_true (pw_params_parse (p, "grade=hard=ish", &error));
  g_assert_cmpstr (pw_params_get (p, "grade"), ==, "hard=ish");
  g_assert_false (pw_params_parse (p, "=3", &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (pw_params_parse (p, "novalue", &error));
  g_clear_error (&error);

  gint64 v;
  g_assert_true (pw_params_get_int (p, "n", 0, 15, 6, &v, &error));
  g_assert_cmpint (v, ==, 9);
  g_assert_true (pw_params_get_int (p, "absent", 0, 15, 6, &v, &error));
  g_assert_cmpint (v, ==, 6);
  g_assert_false (pw_params_get_int (p, "n", 0, 8, 6, &v, &error));
  g_assert_nonnull (strstr (error->message, "“n”"));
  g_clear_error (&error);

  static const char *const known[] = { "n", NULL };
  g_assert_false (pw_params_check_keys (p, known, &error));
  g_assert_nonnull (strstr (error->message, "grade"));
}

static void
test_registry (void)
{
  g_autoptr (GPtrArray) before = pw_registry_list (TRUE);
  pw_registry_add (pw_test_kind ());
  pw_registry_add (pw_test_kind ()); /* twice is once */
  g_autoptr (GPtrArray) all = pw_registry_list (TRUE);
  g_autoptr (GPtrArray) visible = pw_registry_list (FALSE);
  g_assert_cmpuint (all->len, ==, before->len + (pw_registry_lookup ("test") ? 1 : 0) - 0);
  g_assert_true (pw_registry_lookup ("test") == pw_test_kind ());
  g_assert_null (pw_registry_lookup ("no-such-kind"));
  for (guint i = 0; i < visible->len; i++)
    g_assert_false (((const PwKind *) visible->pdata[i])->hidden);
  g_assert_nonnull (pw_kind_find_operation (pw_test_kind (), "slow-solve"));
  g_assert_null (pw_kind_find_operation (pw_test_kind (), "fly"));
}

static void
test_generate_checks_params (void)
{
  g_autoptr (PwParams) p = pw_params_new ();
  pw_params_set (p, "colour", "red");
  g_autoptr (GError) error = NULL;
  g_autoptr (PwModel) m = pw_kind_generate (pw_test_kind (), p, 1, NULL, NULL, &error);
  g_assert_null (m);
  /* An unknown parameter is a usage error (the CLI exits with 2). */
  g_assert_error (error, PW_ERROR, PW_ERROR_PARAMETER);
  g_clear_error (&error);

  g_autoptr (PwParams) q = pw_params_new ();
  pw_params_set (q, "count", "12");
  g_autoptr (PwModel) a = pw_kind_generate (pw_test_kind (), q, 99, NULL, NULL, &error);
  g_autoptr (PwModel) b = pw_kind_generate (pw_test_kind (), q, 99, NULL, NULL, &error);
  g_autoptr (PwModel) c = pw_kind_generate (pw_test_kind (), q, 100, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((PwTestModel *) a)->numbers->len, ==, 12);
  g_assert_true (pw_model_equal (a, b));
  g_assert_false (pw_model_equal (a, c));
}

static gpointer
progress_writer (gpointer data)
{
  for (int i = 0; i < 1000; i++)
    {
      pw_progress_set_fraction (data, i / 1000.0);
      pw_progress_set_textf (data, "step %d", i);
    }
  return NULL;
}

static void
test_progress_threads (void)
{
  g_autoptr (PwProgress) p = pw_progress_new ();
  g_assert_cmpfloat (pw_progress_get_fraction (p), <, 0);
  GThread *t = g_thread_new ("writer", progress_writer, p);
  for (int i = 0; i < 1000; i++)
    {
      g_autofree char *text = pw_progress_dup_text (p);
      g_assert_true (text == NULL || g_str_has_prefix (text, "step "));
    }
  g_thread_join (t);
  g_assert_cmpuint (pw_progress_get_serial (p), ==, 2000);
  g_autofree char *last = pw_progress_dup_text (p);
  g_assert_cmpstr (last, ==, "step 999");
  pw_progress_set_fraction (NULL, 0.5); /* NULL is accepted and ignored */
}

static void
test_validate_problems (void)
{
  g_autoptr (PwModel) m = pw_test_kind ()->create_default ();
  g_autoptr (GPtrArray) ok = pw_test_kind ()->validate (m);
  g_assert_cmpuint (ok->len, ==, 0);
  g_array_index (((PwTestModel *) m)->numbers, gint, 2) = 0;
  g_autoptr (GPtrArray) warn = pw_test_kind ()->validate (m);
  g_assert_cmpuint (warn->len, ==, 1);
  g_assert_cmpuint (pw_problem_list_count_errors (warn), ==, 0);
  g_assert_cmpstr (((PwProblem *) warn->pdata[0])->path, ==, "$.puzzle.numbers[2]");
  g_array_set_size (((PwTestModel *) m)->numbers, 0);
  g_autoptr (GPtrArray) err = pw_test_kind ()->validate (m);
  g_assert_cmpuint (pw_problem_list_count_errors (err), ==, 1);
}

static JsonObject *
json_object_of (JsonNode **root, const char *text)
{
  *root = pw_json_parse (text, strlen (text), 8, TRUE, NULL);
  g_assert_nonnull (*root);
  return json_node_get_object (*root);
}

/* A member array: its path whatever happens, NULL without an error when
 * it is absent and may be, and each failure named "PATH: message". */
static void
test_json_member_array (void)
{
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o = json_object_of (&root, "{\"a\": [1, 2, 3], \"s\": \"x\"}");
  JsonArray *a = (JsonArray *) 1;
  g_autofree char *path = NULL;
  g_assert_true (pw_json_member_array (o, "$.p", "a", TRUE, 0, 3, &a, &path, NULL));
  g_assert_cmpuint (json_array_get_length (a), ==, 3);
  g_assert_cmpstr (path, ==, "$.p.a");
  g_clear_pointer (&path, g_free);
  g_assert_true (pw_json_member_array (o, "$.p", "none", FALSE, 0, 3, &a, &path, NULL));
  g_assert_null (a);
  g_assert_cmpstr (path, ==, "$.p.none");

  g_autoptr (GError) error = NULL;
  g_assert_false (pw_json_member_array (o, "$.p", "none", TRUE, 0, 3, &a, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "$.p: the member “none” is missing");
  g_clear_error (&error);
  g_assert_false (pw_json_member_array (o, "$.p", "s", FALSE, 0, 3, &a, NULL, &error));
  g_assert_cmpstr (error->message, ==, "$.p.s: expected an array, found a string");
  g_assert_null (a);
  g_clear_error (&error);
  g_assert_false (pw_json_member_array (o, "$.p", "a", TRUE, 0, 2, &a, NULL, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "$.p.a: expected from 0 to 2 elements, found 3");
  g_clear_error (&error);

  JsonObject *obj = NULL;
  g_assert_false (pw_json_member_object (o, "$", "a", FALSE, &obj, NULL, &error));
  g_assert_cmpstr (error->message, ==, "$.a: expected an object, found an array");
  g_assert_true (pw_json_member_object (o, "$", "b", FALSE, &obj, NULL, NULL));
  g_assert_null (obj);
}

/* The walk gives each element with its path, and nothing for NULL. */
static void
test_json_iter (void)
{
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o = json_object_of (&root, "{\"a\": [10, 11, 12]}");
  JsonArray *a = json_object_get_array_member (o, "a");
  g_auto (PwJsonIter) it = pw_json_iter (a, "$.a");
  guint n = 0;
  while (pw_json_iter_next (&it))
    {
      g_autofree char *want = g_strdup_printf ("$.a[%u]", n);
      g_assert_cmpuint (it.index, ==, n);
      g_assert_cmpstr (it.path, ==, want);
      g_assert_cmpint (json_node_get_int (it.node), ==, 10 + n);
      n++;
    }
  g_assert_cmpuint (n, ==, 3);
  g_assert_null (it.path);
  g_assert_false (pw_json_iter_next (&it)); /* stays at the end */

  g_auto (PwJsonIter) none = pw_json_iter (NULL, "$.b");
  g_assert_false (pw_json_iter_next (&none));
  /* Left early, the walk's paths are freed by g_auto. */
  g_auto (PwJsonIter) early = pw_json_iter (a, "$.a");
  g_assert_true (pw_json_iter_next (&early));

  /* A member read and walked in one go. */
  g_auto (PwJsonIter) m = PW_JSON_ITER_INIT;
  g_assert_true (pw_json_member_iter (o, "$.p", "a", TRUE, 1, 3, &m, NULL));
  g_assert_cmpstr (m.array_path, ==, "$.p.a");
  g_assert_true (pw_json_iter_next (&m));
  g_assert_cmpstr (m.path, ==, "$.p.a[0]");
  g_assert_true (pw_json_member_iter (o, "$.p", "b", FALSE, 1, 3, &m, NULL));
  g_assert_false (pw_json_iter_next (&m));
  g_autoptr (GError) error = NULL;
  g_assert_false (pw_json_member_iter (o, "$.p", "b", TRUE, 1, 3, &m, &error));
  g_assert_cmpstr (error->message, ==, "$.p: the member “b” is missing");
}

static void
test_json_values (void)
{
  g_autoptr (JsonNode) root = NULL;
  JsonObject *o = json_object_of (&root, "{\"xy\": [3, 9], \"d\": 0.5, \"i\": 2, "
                                         "\"names\": [\"a\", \"b\"], \"bad\": [\"a\", 1]}");
  g_autoptr (GError) error = NULL;
  gint64 xy[2];
  g_assert_true (pw_json_node_pair (json_object_get_member (o, "xy"), "$.xy", 3, 9, xy, NULL));
  g_assert_cmpint (xy[0], ==, 3);
  g_assert_cmpint (xy[1], ==, 9);
  g_assert_false (pw_json_node_pair (json_object_get_member (o, "xy"), "$.xy", 3, 8, xy, &error));
  g_assert_cmpstr (error->message, ==, "$.xy[1]: 9 is out of range (0 to 8)");
  g_clear_error (&error);
  g_assert_false (pw_json_node_pair (json_object_get_member (o, "names"), "$.n", 3, 8, xy,
                                     &error));
  g_assert_cmpstr (error->message, ==,
                   "$.n[0]: expected a whole number from 0 to 3, found a string");
  g_clear_error (&error);
  /* JSON does not tell 7.0 from 7: json-glib reads a double, which is the
   * whole number when it has no fraction, and out of range when huge. */
  g_autoptr (JsonNode) doubles = NULL;
  JsonObject *w = json_object_of (&doubles, "{\"a\": [7.0, 1e3], \"big\": [1e308, -1e19], "
                                            "\"half\": [7.5, 0]}");
  g_assert_true (pw_json_node_pair (json_object_get_member (w, "a"), "$.a", 7, 1000, xy, NULL));
  g_assert_cmpint (xy[0], ==, 7);
  g_assert_cmpint (xy[1], ==, 1000);
  g_assert_false (pw_json_node_pair (json_object_get_member (w, "big"), "$.b", 64, 64, xy, &error));
  g_assert_cmpstr (error->message, ==, "$.b[0]: 1e+308 is out of range (0 to 64)");
  g_clear_error (&error);
  g_assert_false (
    pw_json_node_pair (json_object_get_member (w, "half"), "$.h", 64, 64, xy, &error));
  g_assert_cmpstr (error->message, ==,
                   "$.h[0]: expected a whole number from 0 to 64, found a number with a fraction");
  g_clear_error (&error);
  /* A whole number past gint64, which json-glib would read wrapped
   * (99999999999999999999 as -1), is refused where it stands. */
  const char *limits = "[9223372036854775807, -9223372036854775808]";
  g_autoptr (JsonNode) edge = pw_json_parse (limits, strlen (limits), 8, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_array_get_int_element (json_node_get_array (edge), 0), ==, G_MAXINT64);
  g_assert_cmpint (json_array_get_int_element (json_node_get_array (edge), 1), ==, G_MININT64);
  static const char *const past[] = { "{\"a\":\n 99999999999999999999}",
                                      "{\"a\":\n 9223372036854775808}",
                                      "{\"a\":\n -9223372036854775809}" };
  for (guint i = 0; i < G_N_ELEMENTS (past); i++)
    {
      g_assert_null (pw_json_parse (past[i], strlen (past[i]), 8, TRUE, &error));
      g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "line 2, column 2: “"));
      g_assert_nonnull (strstr (error->message, "” is out of range"));
      g_clear_error (&error);
    }
  /* A NUL in a string would end json-glib's copy of it there. */
  const char *nul = "{\"title\": \"A\\u0000B\"}";
  g_assert_null (pw_json_parse (nul, strlen (nul), 8, TRUE, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "line 1, column 13: “\\u0000”, the NUL character, cannot be kept in a text");
  g_clear_error (&error);
  JsonArray *big = json_object_get_array_member (w, "big");
  g_assert_cmpstr (pw_json_describe_node (json_array_get_element (big, 1)), ==, "a number");
  gint64 v;
  g_assert_false (pw_json_node_int (json_array_get_element (big, 1), "$.b[1]", G_MININT64,
                                    G_MAXINT64, &v, &error));
  g_assert_cmpstr (error->message, ==,
                   "$.b[1]: -1e+19 is out of range (-9223372036854775808 to 9223372036854775807)");
  g_clear_error (&error);
  /* 2^63 as a double equals (double) G_MAXINT64, yet is past it. */
  g_autoptr (JsonNode) two63 = json_from_string ("9.223372036854775808e18", NULL);
  g_assert_false (pw_json_node_int (two63, "$.s", 0, G_MAXINT64, &v, &error));
  g_assert_cmpstr (error->message, ==,
                   "$.s: 9.2233720368547758e+18 is out of range (0 to 9223372036854775807)");
  g_clear_error (&error);

  double d = 0;
  g_assert_true (pw_json_member_double (o, "$", "d", TRUE, 0, 1, &d, NULL));
  g_assert_cmpfloat (d, ==, 0.5);
  g_assert_true (pw_json_member_double (o, "$", "i", TRUE, 0, 2, &d, NULL));
  g_assert_cmpfloat (d, ==, 2);
  g_assert_true (pw_json_member_double (o, "$", "none", FALSE, 0, 2, &d, NULL));
  g_assert_cmpfloat (d, ==, 2);
  g_assert_false (pw_json_member_double (o, "$", "d", TRUE, 0.75, 1, &d, &error));
  g_assert_cmpstr (error->message, ==, "$.d: 0.5 is not from 0.75 to 1");
  g_clear_error (&error);
  g_assert_false (pw_json_member_double (o, "$", "xy", TRUE, 0, 1, &d, &error));
  g_assert_cmpstr (error->message, ==, "$.xy: expected a number, found an array");
  g_clear_error (&error);

  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_assert_true (pw_json_member_strings (o, "$", "names", TRUE, 1, 2, 8, names, NULL));
  g_assert_cmpuint (names->len, ==, 2);
  g_assert_cmpstr (names->pdata[1], ==, "b");
  g_assert_true (pw_json_member_strings (o, "$", "none", FALSE, 1, 2, 8, names, NULL));
  g_assert_cmpuint (names->len, ==, 2);
  g_assert_false (pw_json_member_strings (o, "$", "bad", TRUE, 1, 2, 8, names, &error));
  g_assert_cmpstr (error->message, ==, "$.bad[1]: expected a string, found a whole number");
  g_clear_error (&error);

  g_assert_false (pw_json_fail (&error, "$.puzzle.cells[3][4]", "a message"));
  g_assert_error (error, PW_ERROR, PW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "$.puzzle.cells[3][4]: a message");
}

/* A library opened on first use (pw-lazy-lib.h): one that is there opens
 * and gives its functions; one that is not gives an error naming it, the
 * same each time, and no crash. */
static void
test_lazy_lib (void)
{
  static PwLazyLib there = PW_LAZY_LIB_INIT ("libm.so.6");
  g_autoptr (GError) error = NULL;
  g_assert_true (pw_lazy_lib_open (&there, &error));
  g_assert_no_error (error);
  double (*fn) (double) = (double (*) (double)) pw_lazy_lib_symbol (&there, "sqrt");
  g_assert_cmpfloat (fn (2.25), ==, 1.5);

  static PwLazyLib missing = PW_LAZY_LIB_INIT ("libpuzzlewright-no-such-library.so.9");
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (GError) e = NULL;
      g_assert_false (pw_lazy_lib_open (&missing, &e));
      g_assert_error (e, PW_ERROR, PW_ERROR_MISSING_DATA);
      g_assert_nonnull (strstr (e->message, "libpuzzlewright-no-such-library.so.9"));
    }
}

/* A file named on a command line (pw_file_for_arg): the same file GIO's
 * g_file_new_for_commandline_arg() names, for relative and absolute
 * paths, file:// URIs (escapes decoded), other schemes and the empty
 * text; local ones are native files with the path a reader expects. */
static void
test_file_for_arg (void)
{
  const char *args[] = { "relative/dir/../sheet.pzw", "/tmp/x/./y.pzw", "file:///tmp/a%20b.pzw",
                         "FILE:///tmp/upper.pzw", "sheet with spaces.pzw",
                         "http://example.org/sheet.pzw", "" };
  for (guint i = 0; i < G_N_ELEMENTS (args); i++)
    {
      g_autoptr (GFile) ours = pw_file_for_arg (args[i]);
      g_autoptr (GFile) gio = g_file_new_for_commandline_arg (args[i]);
      g_autofree char *our_uri = g_file_get_uri (ours);
      g_autofree char *gio_uri = g_file_get_uri (gio);
      g_assert_cmpstr (our_uri, ==, gio_uri);
      g_assert_cmpint (g_file_is_native (ours), ==, g_file_is_native (gio));
    }
  g_autoptr (GFile) spaced = pw_file_for_arg ("file:///tmp/a%20b.pzw");
  g_assert_cmpstr (g_file_peek_path (spaced), ==, "/tmp/a b.pzw");
  g_autofree char *cwd = g_get_current_dir ();
  g_autoptr (GFile) relative = pw_file_for_arg ("relative/dir/../sheet.pzw");
  g_autofree char *relative_expected = g_build_filename (cwd, "relative", "sheet.pzw", NULL);
  g_assert_cmpstr (g_file_peek_path (relative), ==, relative_expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rng/reference", test_rng_reference);
  g_test_add_func ("/rng/reproducible", test_rng_reproducible);
  g_test_add_func ("/rng/below-uniform", test_rng_below_uniform);
  g_test_add_func ("/params/basics", test_params);
  g_test_add_func ("/registry/basics", test_registry);
  g_test_add_func ("/kind/generate-checks-params", test_generate_checks_params);
  g_test_add_func ("/progress/threads", test_progress_threads);
  g_test_add_func ("/kind/validate-problems", test_validate_problems);
  g_test_add_func ("/json/member-array", test_json_member_array);
  g_test_add_func ("/json/iter", test_json_iter);
  g_test_add_func ("/json/values", test_json_values);
  g_test_add_func ("/core/lazy-lib", test_lazy_lib);
  g_test_add_func ("/core/file-for-arg", test_file_for_arg);
  return g_test_run ();
}
