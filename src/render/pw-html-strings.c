/* pw-html-strings.c — the page speaks the user interface's language.
 *
 * Its words are msgids of the same catalogue as the window's (marked
 * with N_() here and in each kind's page), translated when the page is
 * made.  A script cannot apply the catalogue's plural rule, so a plural
 * comes with its form for every count the page may show. */
#include "pw-html-private.h"

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <string.h>

/* The shared script's words (pw-html-page.js).  Some are the play
 * preview's own msgids: the same words in the same language. */
static const PwHtmlString shell_strings[] = {
  { "time", N_("Time %d:%02d") },
  { "game-over", N_("Game over") },
  { "full-screen", N_("Full Screen") },
  { "leave-full-screen", N_("Leave Full Screen") },
  { "by", N_("By %s") },
  { "licence", N_("Licence: %s") },
  { "made-with", N_("Made with Puzzlewright") },
  { "controls", N_("Puzzle controls") },
  { "sure", N_("Click again to show the answer") },
  { "solved-in", N_("Solved in %d:%02d") },
};

const PwHtmlString *
pw_html_shell_strings (guint *n)
{
  *n = G_N_ELEMENTS (shell_strings);
  return shell_strings;
}

static JsonNode *
plural_node (const PwHtmlString *s)
{
  g_autoptr (GPtrArray) forms = g_ptr_array_new ();
  GString *index = g_string_sized_new (PW_HTML_MAX_COUNT + 1);
  for (gulong n = 0; n <= PW_HTML_MAX_COUNT; n++)
    {
      const char *form = g_dngettext (GETTEXT_PACKAGE, s->text, s->plural, n);
      guint i;
      for (i = 0; i < forms->len && !g_str_equal (forms->pdata[i], form); i++)
        ;
      if (i == forms->len)
        g_ptr_array_add (forms, (gpointer) form);
      /* Languages have at most six plural forms. */
      g_string_append_c (index, (char) ('0' + MIN (i, 9)));
    }
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "forms");
  json_builder_begin_array (b);
  for (guint i = 0; i < forms->len; i++)
    json_builder_add_string_value (b, forms->pdata[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "index");
  json_builder_add_string_value (b, index->str);
  json_builder_end_object (b);
  g_string_free (index, TRUE);
  return json_builder_get_root (b);
}

static void
add_strings (JsonObject *object, const PwHtmlString *strings, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      const PwHtmlString *s = &strings[i];
      if (s->plural)
        json_object_set_member (object, s->id, plural_node (s));
      else
        json_object_set_string_member (object, s->id, g_dgettext (GETTEXT_PACKAGE, s->text));
    }
}

JsonNode *
pw_html_strings_translate (const PwHtmlString *shell, guint n_shell, const PwHtmlString *kind,
                           guint n_kind)
{
  JsonObject *object = json_object_new ();
  add_strings (object, shell, n_shell);
  add_strings (object, kind, n_kind);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}

/* The language of the catalogue gettext answers from (its header's
 * "Language:" line), so the page's lang attribute says what its words
 * are in: English where the user's language has no catalogue. */
char *
pw_html_ui_language (void)
{
  /* The header is the translation of "": asked through a variable, so
   * xgettext does not take it for a message (it warns of an empty msgid). */
  static const char *const header_msgid = "";
  const char *header = dgettext (GETTEXT_PACKAGE, header_msgid);
  const char *line = header && *header ? strstr (header, "Language:") : NULL;
  if (line == NULL)
    return g_strdup ("en");
  line += strlen ("Language:");
  while (*line == ' ')
    line++;
  g_autofree char *locale = g_strndup (line, strcspn (line, "\n"));
  g_strstrip (locale);
  return pw_html_language_tag (locale);
}
