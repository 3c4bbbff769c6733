/* test-xcc-dlx — reading and writing Knuth's DLX text format. */
#include "pw-config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "../test-util.h"
#include "pw-error.h"
#include "pw-xcc.h"
#include "xcc-problems.h"

static void
test_good (void)
{
  g_autoptr (GError) error = NULL;
  /* Comments, blank lines, tabs, CRLF, a long name, colours with names. */
  const char *text =
    "| a comment\n"
    "\n"
    "  a_rather_long_item_name_that_Knuth_would_refuse b\tc | x y\r\n"
    "| another comment\n"
    "a_rather_long_item_name_that_Knuth_would_refuse b x:red\n"
    "c x:red y:blue\n"
    "  c   y\n"
    "b c\n"
    "a_rather_long_item_name_that_Knuth_would_refuse x:green\n";
  g_autoptr (PwXcc) xcc = pw_xcc_parse_dlx (text, -1, "good.dlx", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pw_xcc_get_n_items (xcc), ==, 5);
  g_assert_cmpuint (pw_xcc_get_n_primary (xcc), ==, 3);
  g_assert_cmpuint (pw_xcc_get_n_options (xcc), ==, 5);
  g_assert_cmpint (pw_xcc_find_item (xcc, "y"), ==, 4);
  g_assert_cmpint (pw_xcc_get_item_kind (xcc, 4), ==, PW_XCC_SECONDARY);
  g_assert_cmpint (pw_xcc_find_item (xcc, "nope"), ==, -1);

  gsize n;
  const PwXccElement *e = pw_xcc_get_option (xcc, 1, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (pw_xcc_get_colour_name (xcc, e[1].colour), ==, "red");
  g_assert_cmpstr (pw_xcc_get_colour_name (xcc, e[2].colour), ==, "blue");
  g_autofree char *line = pw_xcc_option_to_string (xcc, 1);
  g_assert_cmpstr (line, ==, "c x:red y:blue");

  /* {a b x:red, c x:red y:blue} and {a b x:red, c y} are the two solutions;
   * {b c} leaves a only with x:green, which is free: a third. */
  g_assert_cmpint (pw_xcc_count (xcc, 0, NULL, NULL), ==, 3);

  /* Written back and read again, it is the same problem. */
  g_autofree char *written = pw_xcc_to_dlx (xcc);
  g_autoptr (PwXcc) again = pw_xcc_parse_dlx (written, -1, NULL, &error);
  g_assert_no_error (error);
  g_autofree char *rewritten = pw_xcc_to_dlx (again);
  g_assert_cmpstr (written, ==, rewritten);
  g_assert_cmpint (pw_xcc_count (again, 0, NULL, NULL), ==, 3);

  /* Without a final newline; an option line of one item. */
  g_autoptr (PwXcc) tiny = pw_xcc_parse_dlx ("a\na", -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_count (tiny, 0, NULL, NULL), ==, 1);

  /* "|" glued to the first secondary name, as Knuth's reader allows. */
  g_autoptr (PwXcc) glued = pw_xcc_parse_dlx ("a b |x\na x\nb x\n", -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_get_item_kind (glued, pw_xcc_find_item (glued, "x")), ==,
                   PW_XCC_SECONDARY);
  g_assert_cmpint (pw_xcc_count (glued, 0, NULL, NULL), ==, 0);

  /* UTF-8 names. */
  g_autoptr (PwXcc) utf8 = pw_xcc_parse_dlx ("ä 猫 | ß\nä ß:é\n猫 ß:é\n", -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_count (utf8, 0, NULL, NULL), ==, 1);
}

/* The generated problems survive a trip through the text format. */
static void
test_round_trip (void)
{
  g_autoptr (PwXcc) q6 = xcc_problem_queens (6);
  g_autofree char *text = pw_xcc_to_dlx (q6);
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) back = pw_xcc_parse_dlx (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_count (back, 0, NULL, NULL), ==, 4);

  const char *const words[] = { "TEA", "EAT", "ATE", NULL };
  g_autoptr (PwXcc) ws = xcc_problem_word_search (words, 3, 3, 8);
  g_autofree char *wtext = pw_xcc_to_dlx (ws);
  g_autoptr (PwXcc) wback = pw_xcc_parse_dlx (wtext, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_count (wback, 0, NULL, NULL), ==, pw_xcc_count (ws, 0, NULL, NULL));
}

typedef struct
{
  const char *text;
  int code;
  const char *where;  /* "file:line:column:" the message must start with */
  const char *says;   /* a fragment of the message */
} Bad;

static const Bad bad_inputs[] = {
  { "", PW_ERROR_PARSE, "t.dlx:1:1:", "no item line" },
  { "| only a comment\n\n", PW_ERROR_PARSE, "t.dlx:2:1:", "no item line" },
  { "a b\na c\n", PW_ERROR_PARSE, "t.dlx:2:3:", "unknown item “c”" },
  { "a b\n\n  a  b a\n", PW_ERROR_PARSE, "t.dlx:3:8:", "“a” appears twice" },
  { "a | x\na x:1 x:2\n", PW_ERROR_PARSE, "t.dlx:2:7:", "“x” appears twice" },
  { "a b\na:red\n", PW_ERROR_PARSE, "t.dlx:2:2:", "primary item “a”" },
  { "a | x\na x:\n", PW_ERROR_PARSE, "t.dlx:2:4:", "colour name is missing" },
  { "a | x\na x:r:g\n", PW_ERROR_PARSE, "t.dlx:2:6:", "cannot contain “:”" },
  { "a | x | y\n", PW_ERROR_PARSE, "t.dlx:1:7:", "second “|”" },
  { "a b:c\n", PW_ERROR_PARSE, "t.dlx:1:4:", "cannot contain “:”" },
  { "a b|c\n", PW_ERROR_PARSE, "t.dlx:1:4:", "cannot contain “|”" },
  { "a b a\n", PW_ERROR_PARSE, "t.dlx:1:5:", "listed twice" },
  { "a\na | trailing\n", PW_ERROR_PARSE, "t.dlx:2:3:", "unknown item “|”" },
  { "é b\nb \xff\n", PW_ERROR_PARSE, "t.dlx:2:3:", "not UTF-8" },
  { "a b\nb\n\xc3", PW_ERROR_PARSE, "t.dlx:3:1:", "not UTF-8" },
  { "ä b\nä x\n", PW_ERROR_PARSE, "t.dlx:2:3:", "unknown item “x”" },
};

static void
test_bad (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (bad_inputs); k++)
    {
      const Bad *b = &bad_inputs[k];
      g_autoptr (GError) error = NULL;
      g_autoptr (PwXcc) xcc = pw_xcc_parse_dlx (b->text, -1, "t.dlx", &error);
      g_assert_null (xcc);
      g_assert_error (error, PW_ERROR, b->code);
      if (!g_str_has_prefix (error->message, b->where) || strstr (error->message, b->says) == NULL)
        g_error ("input %u: expected “%s … %s”, got “%s”", k, b->where, b->says, error->message);
    }

  /* A NUL inside the given length is not text. */
  g_autoptr (GError) error = NULL;
  g_autoptr (PwXcc) nul = pw_xcc_parse_dlx ("a\n\0a\n", 5, "t.dlx", &error);
  g_assert_null (nul);
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "t.dlx:2:1:"));
  g_clear_error (&error);

  g_assert_null (pw_xcc_parse_dlx ("a b\nc\n", -1, NULL, NULL));
  g_assert_null (pw_xcc_parse_dlx ("", -1, NULL, &error));
  g_assert_true (g_str_has_prefix (error->message, "<input>:1:1:"));
}

static void
test_files (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = pw_test_make_dir ("xcc");
  g_autofree char *path = g_build_filename (dir, "q.dlx", NULL);
  g_autoptr (PwXcc) q5 = xcc_problem_queens (5);
  g_autofree char *text = pw_xcc_to_dlx (q5);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_autoptr (PwXcc) back = pw_xcc_load_dlx (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_count (back, 0, NULL, NULL), ==, 10);

  /* A byte-order mark before the item line is no part of the name "a". */
  g_assert_true (g_file_set_contents (path, "\xef\xbb\xbf" "a b\na\nb\n", -1, NULL));
  g_clear_pointer (&back, pw_xcc_unref);
  back = pw_xcc_load_dlx (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (pw_xcc_find_item (back, "a"), ==, 0);
  g_assert_cmpint (pw_xcc_count (back, 0, NULL, NULL), ==, 1);

  g_assert_true (g_file_set_contents (path, "a b\na c\n", -1, NULL));
  g_assert_null (pw_xcc_load_dlx (path, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":2:3:"));
  g_clear_error (&error);
  g_remove (path);

  g_assert_null (pw_xcc_load_dlx (path, &error));
  g_assert_error (error, PW_ERROR, PW_ERROR_IO);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xcc-dlx/good", test_good);
  g_test_add_func ("/xcc-dlx/round-trip", test_round_trip);
  g_test_add_func ("/xcc-dlx/bad", test_bad);
  g_test_add_func ("/xcc-dlx/files", test_files);
  return g_test_run ();
}
