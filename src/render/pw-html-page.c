/* pw-html-page.c — the page a kind fills, and the one HTML file made
 * from it: the data in a JSON script element (escaped so no text of the
 * puzzle can end it), the shared and the kind's script in one element,
 * the styles with the font subset in another, and a Content Security
 * Policy that lets nothing else run or load (the hashes of exactly
 * those two elements; pictures and fonts only from data: URLs, no
 * network at all). */
#include "pw-config.h"

#include "pw-html-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"

void
pw_html_page_set_puzzle (PwHtmlPage *page, JsonNode *data)
{
  g_clear_pointer (&page->puzzle, json_node_unref);
  page->puzzle = data;
}

void
pw_html_page_set_answer (PwHtmlPage *page, JsonNode *answer)
{
  g_clear_pointer (&page->answer, json_node_unref);
  page->answer = answer;
}

const char *
pw_html_page_get_language (PwHtmlPage *page)
{
  return page->language ? page->language : "";
}

static char *
resource_text (const char *path, GError **error)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  return g_strndup (data, length);
}

/* Every text the page may show, for the font subset: the strings of
 * @node, but not the pictures' data. */
static void
collect_text (JsonNode *node, GString *text)
{
  if (node == NULL)
    return;
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        JsonNode *member;
        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, NULL, &member))
          collect_text (member, text);
        break;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          collect_text (json_array_get_element (array, i), text);
        break;
      }
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (node) == G_TYPE_STRING
          && !g_str_has_prefix (json_node_get_string (node), "data:"))
        g_string_append (text, json_node_get_string (node));
      break;
    case JSON_NODE_NULL:
      break;
    }
}

/* The key the answer is scrambled with: from the puzzle, so the same
 * puzzle makes the same file. */
static guint32
answer_key (const char *puzzle_json)
{
  guint8 digest[32];
  pw_html_sha256 (puzzle_json, digest);
  return (guint32) digest[0] << 24 | (guint32) digest[1] << 16 | (guint32) digest[2] << 8
         | digest[3];
}

static JsonNode *
meta_node (const PwHtmlMeta *meta)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, meta->title ? meta->title : "");
  json_builder_set_member_name (b, "author");
  json_builder_add_string_value (b, meta->author ? meta->author : "");
  json_builder_set_member_name (b, "licence");
  json_builder_add_string_value (b, meta->licence ? meta->licence : "");
  g_autofree char *lang = pw_html_language_tag (meta->language && *meta->language
                                                  ? meta->language : NULL);
  json_builder_set_member_name (b, "language");
  json_builder_add_string_value (b, lang);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The data the script reads: what it shows, its words, and the answer. */
static JsonNode *
data_node (PwHtmlPage *page, const PwHtmlMeta *meta, GString *text)
{
  guint n_shell;
  const PwHtmlString *shell = pw_html_shell_strings (&n_shell);
  JsonNode *strings = pw_html_strings_translate (shell, n_shell, page->kind_page->strings,
                                                 page->kind_page->n_strings);
  JsonNode *meta_json = meta_node (meta);
  g_autofree char *puzzle_json = json_to_string (page->puzzle, FALSE);
  g_autofree char *answer_json = page->answer ? json_to_string (page->answer, FALSE)
                                              : g_strdup ("null");
  guint32 key = answer_key (puzzle_json);
  g_autofree char *answer = pw_html_obfuscate (answer_json, key);

  collect_text (strings, text);
  collect_text (meta_json, text);
  collect_text (page->puzzle, text);
  collect_text (page->answer, text);

  JsonObject *o = json_object_new ();
  json_object_set_string_member (o, "kind", page->kind->id);
  json_object_set_member (o, "meta", meta_json);
  json_object_set_member (o, "strings", strings);
  json_object_set_member (o, "puzzle", json_node_ref (page->puzzle));
  json_object_set_string_member (o, "answer", answer);
  json_object_set_int_member (o, "key", key);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, o);
  return node;
}

/* The page's script and style: the shared ones, then the kind's. */
static gboolean
read_code (PwHtmlPage *page, char **script, char **style, GError **error)
{
  g_autofree char *shared_js = resource_text (PW_HTML_RESOURCE_DIR "pw-html-page.js", error);
  g_autofree char *shared_css = shared_js ? resource_text (PW_HTML_RESOURCE_DIR "pw-html-page.css",
                                                           error)
                                          : NULL;
  g_autofree char *kind_js = shared_css ? resource_text (page->kind_page->script, error) : NULL;
  g_autofree char *kind_css = kind_js ? resource_text (page->kind_page->style, error) : NULL;
  if (kind_css == NULL)
    return FALSE;
  *script = g_strconcat (shared_js, "\n", kind_js, NULL);
  *style = g_strconcat (shared_css, kind_css, NULL);
  return TRUE;
}

/* <head>: the language, the policy that lets only @script and @style
 * run and nothing load, the title, the styles. */
static void
append_head (GString *html, PwHtmlPage *page, const PwHtmlMeta *meta, const char *script,
             const char *style)
{
  g_autofree char *ui_lang = pw_html_ui_language ();
  g_autofree char *style_hash = pw_html_csp_hash (style);
  g_autofree char *script_hash = pw_html_csp_hash (script);
  g_autofree char *title = pw_html_escape_text (meta->title && *meta->title
                                                  ? meta->title : g_dgettext (GETTEXT_PACKAGE,
                                                                              page->kind->name));
  g_string_append_printf (html,
                          "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" "
                          "content=\"width=device-width, initial-scale=1\">\n"
                          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                          "'none'; img-src data:; font-src data:; style-src 'sha256-%s'; "
                          "script-src 'sha256-%s'; base-uri 'none'; form-action 'none'\">\n"
                          "<meta name=\"generator\" content=\"Puzzlewright %s\">\n",
                          ui_lang, style_hash, script_hash, PW_VERSION);
  if (meta->author && *meta->author)
    {
      g_autofree char *author = pw_html_escape_text (meta->author);
      g_string_append_printf (html, "<meta name=\"author\" content=\"%s\">\n", author);
    }
  g_string_append_printf (html, "<title>%s</title>\n<style>%s</style>\n</head>\n", title,
                          style);
}

/* <body>: a word for a browser without scripts, the data, the script
 * that builds the page from it. */
static void
append_body (GString *html, const char *json, const char *script)
{
  g_autofree char *needs_script = pw_html_escape_text (
    _("This page plays the puzzle with JavaScript: allow scripts for it in your browser."));
  g_string_append_printf (html,
                          "<body>\n<noscript><p class=\"pw-noscript\">%s</p></noscript>\n"
                          "<script type=\"application/json\" id=\"pw-data\">%s</script>\n"
                          "<script>%s</script>\n</body>\n</html>\n",
                          needs_script, json, script);
}

GBytes *
pw_html_page_write (PwHtmlPage *page, const PwHtmlMeta *meta, char **note, GError **error)
{
  if (page->puzzle == NULL)
    {
      /* A kind's build that said yes without a puzzle: its bug, said
       * rather than crashed on. */
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s gave its page no puzzle",
                   page->kind->id);
      return NULL;
    }
  /* The user was told (or not) that the page holds the answer. */
  g_warn_if_fail ((page->answer != NULL) == page->kind_page->holds_answer);
  g_autofree char *script = NULL;
  g_autofree char *code_style = NULL;
  if (!read_code (page, &script, &code_style, error))
    return NULL;

  /* Printable ASCII always: numbers, the clock, punctuation. */
  GString *text = g_string_new (NULL);
  for (char c = 0x20; c < 0x7f; c++)
    g_string_append_c (text, c);
  g_autoptr (JsonNode) data = data_node (page, meta, text);
  g_autoptr (GString) missing = g_string_new (NULL);
  g_autofree char *fonts = pw_html_font_faces (text->str, meta->language, missing);
  g_string_free (text, TRUE);
  g_autofree char *style = g_strconcat (fonts, code_style, NULL);
  g_autofree char *json = pw_html_json_for_script (data);

  GString *html = g_string_sized_new (strlen (style) + strlen (script) + strlen (json) + 2048);
  append_head (html, page, meta, script, style);
  append_body (html, json, script);
  if (html->len > PW_HTML_MAX_BYTES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("The page would be %.1f MB, more than the %d MB a classroom computer "
                     "opens quickly: use smaller pictures"),
                   html->len / 1e6, PW_HTML_MAX_BYTES / (1024 * 1024));
      g_string_free (html, TRUE);
      return NULL;
    }
  if (note && missing->len)
    {
      /* A machine without fonts would list every character: the first
       * few say enough. */
      if (g_utf8_strlen (missing->str, -1) > 40)
        {
          g_string_truncate (missing, g_utf8_offset_to_pointer (missing->str, 40) - missing->str);
          g_string_append (missing, "…");
        }
      *note = g_strdup_printf (_("No font here can draw %s: the page leaves them to the fonts "
                                 "of the computer that shows it"),
                               missing->str);
    }
  else if (note)
    *note = NULL;
  gsize length = html->len;
  return g_bytes_new_take (g_string_free (html, FALSE), length);
}
