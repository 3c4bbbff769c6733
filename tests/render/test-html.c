/* The web page machinery every kind's page shares (pw-html.h): text and
 * JSON that cannot become markup or end a script, the obfuscated answer,
 * language tags, plural forms for a script, the font subset read back
 * with harfbuzz, and no page for a kind that has none.  The kinds' pages
 * themselves are played in a browser by their own tests. */
#include <hb-ot.h>
#include <hb.h>
#include <string.h>

#include "pw-error.h"
#include "pw-html-private.h"
#include "test-kind.h"

static void
test_json_for_script (void)
{
  const char *hostile = "</script><script>alert(1)</script><!-- & > \u2028 \u2029 end";
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, hostile);
  json_builder_end_object (b);
  g_autoptr (JsonNode) node = json_builder_get_root (b);
  g_autofree char *json = pw_html_json_for_script (node);
  g_assert_null (strchr (json, '<'));
  g_assert_null (strchr (json, '>'));
  g_assert_null (strchr (json, '&'));
  g_assert_null (strstr (json, "\u2028"));
  g_assert_null (strstr (json, "\u2029"));
  /* And it still says the same. */
  g_autoptr (JsonNode) back = json_from_string (json, NULL);
  g_assert_nonnull (back);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (back), "text"), ==,
                   hostile);
}

static void
test_escape_text (void)
{
  g_autofree char *e = pw_html_escape_text ("<img src=\"x\" onerror='y'>&");
  g_assert_cmpstr (e, ==, "&lt;img src=&quot;x&quot; onerror=&apos;y&apos;&gt;&amp;");
  g_autofree char *none = pw_html_escape_text (NULL);
  g_assert_cmpstr (none, ==, "");
}

static void
test_language_tag (void)
{
  static const char *const cases[][2] = {
    { "zh_CN.UTF-8", "zh-CN" }, { "de", "de" },      { "C", "en" },
    { "C.UTF-8", "en" },        { "", "en" },        { "sr_RS@latin", "sr-RS" },
    { "pt_BR.utf8", "pt-BR" },  { "de\"><script>", "de---script-" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *tag = pw_html_language_tag (cases[i][0]);
      g_assert_cmpstr (tag, ==, cases[i][1]);
    }
}

static void
test_obfuscate (void)
{
  const char *answer = "{\"connections\":[\"疒 sickness\",\"Rivers\"]}";
  g_autofree char *hidden = pw_html_obfuscate (answer, 12345);
  g_assert_null (strstr (hidden, "sickness"));
  g_assert_null (strstr (hidden, "Rivers"));
  /* Not plain base64 of the answer either. */
  g_autofree char *plain = g_base64_encode ((const guchar *) answer, strlen (answer));
  g_assert_cmpstr (hidden, !=, plain);
  g_autofree char *back = pw_html_reveal (hidden, 12345);
  g_assert_cmpstr (back, ==, answer);
  g_autofree char *other = pw_html_obfuscate (answer, 54321);
  g_assert_cmpstr (other, !=, hidden);
  /* Key 0 is a key too (xorshift would stay at 0 and hide nothing). */
  g_autofree char *zero = pw_html_obfuscate (answer, 0);
  g_assert_cmpstr (zero, !=, plain);
  g_autofree char *zero_back = pw_html_reveal (zero, 0);
  g_assert_cmpstr (zero_back, ==, answer);
}

static void
test_plurals (void)
{
  static const PwHtmlString kind[] = {
    { "lives", "%d life", "%d lives" },
    { "plain", "Show Answer" },
  };
  g_autoptr (JsonNode) node = pw_html_strings_translate (NULL, 0, kind, G_N_ELEMENTS (kind));
  JsonObject *o = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (o, "plain"), ==, "Show Answer");
  JsonObject *lives = json_object_get_object_member (o, "lives");
  JsonArray *forms = json_object_get_array_member (lives, "forms");
  const char *index = json_object_get_string_member (lives, "index");
  g_assert_cmpuint (strlen (index), ==, PW_HTML_MAX_COUNT + 1);
  g_assert_cmpuint (json_array_get_length (forms), ==, 2);
  /* English: "1 life", "0 lives", "2 lives", "1001 lives". */
  g_assert_cmpstr (json_array_get_string_element (forms, index[1] - '0'), ==, "%d life");
  g_assert_cmpstr (json_array_get_string_element (forms, index[0] - '0'), ==, "%d lives");
  g_assert_cmpstr (json_array_get_string_element (forms, index[2] - '0'), ==, "%d lives");
  g_assert_cmpstr (json_array_get_string_element (forms, index[1001] - '0'), ==, "%d lives");
}

static void
test_ui_language (void)
{
  /* The tests run in C.UTF-8 without a catalogue: English. */
  g_autofree char *lang = pw_html_ui_language ();
  g_assert_cmpstr (lang, ==, "en");
}

/* The faces the rules embed, each with the characters its cmap maps. */
static GPtrArray *
embedded_faces (const char *css, int weight)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func ((GDestroyNotify) hb_set_destroy);
  g_autofree char *want = g_strdup_printf ("font-weight:%d;", weight);
  for (const char *p = strstr (css, "@font-face"); p; p = strstr (p + 1, "@font-face"))
    {
      const char *end = strchr (p, '}');
      g_assert_nonnull (end);
      g_autofree char *rule = g_strndup (p, end - p);
      if (strstr (rule, want) == NULL)
        continue;
      const char *data = strstr (rule, ";base64,");
      g_assert_nonnull (data);
      data += strlen (";base64,");
      g_autofree char *base64 = g_strndup (data, strcspn (data, ")"));
      gsize length;
      g_autofree guchar *bytes = g_base64_decode (base64, &length);
      /* A subset, not the whole font. */
      g_assert_cmpuint (length, <, 200 * 1024);
      hb_blob_t *blob = hb_blob_create ((const char *) bytes, (unsigned) length,
                                        HB_MEMORY_MODE_READONLY, NULL, NULL);
      hb_face_t *face = hb_face_create (blob, 0);
      hb_set_t *unicodes = hb_set_create ();
      hb_face_collect_unicodes (face, unicodes);
      g_assert_false (hb_set_is_empty (unicodes));
      g_ptr_array_add (sets, unicodes);
      /* The copyright and the licence travel with the subset. */
      char copyright[8], licence[8];
      unsigned int n_copyright = sizeof copyright, n_licence = sizeof licence;
      hb_ot_name_get_utf8 (face, HB_OT_NAME_ID_COPYRIGHT, HB_LANGUAGE_INVALID, &n_copyright,
                           copyright);
      hb_ot_name_get_utf8 (face, HB_OT_NAME_ID_LICENSE, HB_LANGUAGE_INVALID, &n_licence,
                           licence);
      g_assert_cmpuint (n_copyright, >, 0);
      g_assert_cmpuint (n_licence, >, 0);
      hb_face_destroy (face);
      hb_blob_destroy (blob);
    }
  return sets;
}

static gboolean
covered (GPtrArray *sets, gunichar c)
{
  for (guint i = 0; i < sets->len; i++)
    if (hb_set_has (sets->pdata[i], c))
      return TRUE;
  return FALSE;
}

/* A Chinese wall's characters, one outside the BMP, and Latin: each has a
 * glyph in a subset the page carries, regular and bold; a character no
 * font has is left out and named. */
static void
test_font_subset (void)
{
  const char *text = "Ab 9 疗宁犰𠮩";
  g_autoptr (GString) missing = g_string_new (NULL);
  g_autofree char *with_private = g_strconcat (text, "\U0010FFFD", NULL);
  g_autofree char *css = pw_html_font_faces (with_private, "zh_CN", missing);
  g_assert_nonnull (strstr (css, "font-family:\"" PW_HTML_FONT_FAMILY "\""));
  for (int weight = 400; weight <= 700; weight += 300)
    {
      g_autoptr (GPtrArray) sets = embedded_faces (css, weight);
      g_assert_cmpuint (sets->len, >=, 1);
      for (const char *p = text; *p; p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);
          if (c != ' ')
            g_assert_true (covered (sets, c));
        }
      /* Cut down: not the thousands of characters of the CJK font. */
      for (guint i = 0; i < sets->len; i++)
        g_assert_cmpuint (hb_set_get_population (sets->pdata[i]), <, 64);
    }
  g_assert_cmpstr (missing->str, ==, "\U0010FFFD");
  g_assert_nonnull (strstr (css, "unicode-range:"));
}

/* A kind without a page (the test kind) has no export, and says so. */
static void
test_no_page (void)
{
  g_assert_false (pw_html_kind_has_page (pw_test_kind ()));
  g_assert_false (pw_html_kind_page_answers (pw_test_kind ()));
  g_autoptr (PwDocument) doc = pw_document_new (pw_test_kind ());
  g_autoptr (PwHtmlSource) source = pw_html_source_new (doc);
  g_autoptr (GError) error = NULL;
  g_autofree char *note = NULL;
  g_autoptr (GBytes) page = pw_html_source_build (source, NULL, NULL, &note, &error);
  g_assert_null (page);
  g_assert_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "no web page"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  pw_registry_add (pw_test_kind ());
  pw_render_register_builtin ();
  g_test_add_func ("/html/json-for-script", test_json_for_script);
  g_test_add_func ("/html/escape-text", test_escape_text);
  g_test_add_func ("/html/language-tag", test_language_tag);
  g_test_add_func ("/html/obfuscate", test_obfuscate);
  g_test_add_func ("/html/plurals", test_plurals);
  g_test_add_func ("/html/ui-language", test_ui_language);
  g_test_add_func ("/html/font-subset", test_font_subset);
  g_test_add_func ("/html/no-page", test_no_page);
  return g_test_run ();
}
