/* pw-html-private.h — the parts of the web page machinery (pw-html.h)
 * and what they say to each other:
 *   pw-html-page.c     the page a kind's build fills, and the HTML file
 *                      put together around it
 *   pw-html-source.c   the snapshot of a document a page is made from
 *   pw-html-escape.c   text into HTML and JSON into a script element
 *   pw-html-answer.c   the answer, obfuscated
 *   pw-html-strings.c  the page's words from the gettext catalogue
 *   pw-html-fonts.c    the glyphs the page uses, subset from the fonts
 *                      the sheets print with
 * The page's shared script and style are pw-html-page.js and
 * pw-html-page.css, compiled in as resources.
 */
#pragma once

#include "pw-html.h"
#include "pw-render.h"

G_BEGIN_DECLS

#define PW_HTML_RESOURCE_DIR "/io/github/puzzlewright/Puzzlewright/page/"

struct _PwHtmlPage
{
  const PwKind *kind;
  const PwKindPage *kind_page;
  char *language;
  JsonNode *puzzle;
  JsonNode *answer;
};

/* What the page says about the puzzle, from its document. */
typedef struct
{
  const char *title;
  const char *author;
  const char *licence;
  const char *language; /* the puzzle's locale, "" for none */
} PwHtmlMeta;

/* pw-html-page.c: the whole file from a filled page. */
GBytes   *pw_html_page_write        (PwHtmlPage *page, const PwHtmlMeta *meta, char **note,
                                     GError **error);

/* pw-html-escape.c */
/* @text with & < > " ' escaped, for element text and attribute values. */
char     *pw_html_escape_text       (const char *text);
/* @node as JSON that cannot end the script element it is in (no "<",
 * ">" or "&", and no line separators, as \u escapes). */
char     *pw_html_json_for_script   (JsonNode *node);
/* "BCP 47" from a POSIX locale: "zh_CN.UTF-8" → "zh-CN", "C" → "en". */
char     *pw_html_language_tag      (const char *locale);
/* SHA-256 of @text into @digest; and its base64, as a Content Security
 * Policy names a script or a style sheet. */
void      pw_html_sha256            (const char *text, guint8 digest[32]);
char     *pw_html_csp_hash          (const char *text);

/* pw-html-answer.c: @text XORed with a keystream from @key, in base64;
 * the page's script undoes it (PW.answer()). */
char     *pw_html_obfuscate         (const char *text, guint32 key);
char     *pw_html_reveal            (const char *encoded, guint32 key);

/* pw-html-strings.c */
/* An object of id → translated text, or for plurals {"forms": [...],
 * "index": "0111…"}: the form for count n is forms[index[n]]. */
JsonNode *pw_html_strings_translate (const PwHtmlString *shell, guint n_shell,
                                     const PwHtmlString *kind, guint n_kind);
/* The strings of the page around every kind's board. */
const PwHtmlString *pw_html_shell_strings (guint *n);
/* The language the user interface speaks now, as a BCP 47 tag. */
char     *pw_html_ui_language       (void);

/* pw-html-fonts.c: @font-face rules that give every character of @text
 * a glyph from a subset of the font the sheets print with (bold as well
 * as regular), chosen for @language.  The characters no font here can
 * draw are appended to @missing (the page leaves them to the viewer's
 * fonts). */
char     *pw_html_font_faces        (const char *text, const char *language, GString *missing);
/* The family name those rules declare. */
#define PW_HTML_FONT_FAMILY "Puzzlewright Page"

G_END_DECLS
