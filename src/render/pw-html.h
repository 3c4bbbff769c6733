/* pw-html.h — one self-contained web page that plays a puzzle on the
 * class screen.
 *
 * A teacher prints for the desk and projects for the class; the page is
 * the projector's half.  One HTML file holds everything it shows: its
 * script and styles, the glyphs of a font subset to the characters the
 * page uses, the puzzle's pictures, and the answer it checks moves
 * against (obfuscated: the page must hold it, and it only has to be out
 * of sight of a casual look).  It fetches nothing, so it plays from a USB
 * stick, and a Content Security Policy makes sure of that: only the
 * page's own script and style run, whatever the puzzle's texts say.
 *
 * The render layer owns the machinery (the shell, escaping, the answer,
 * fonts, the strings from the gettext catalogue, so the page speaks the
 * UI's language); each kind that can be played owns its page: a const
 * PwKindPage reached through its PwKindRender's `page` member, with its
 * script and styles as files in its render folder compiled in as
 * resources, and a build function that checks the puzzle can be played
 * and says what the script needs.  Kinds without one have no web page.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "pw-document.h"
#include "pw-progress.h"

G_BEGIN_DECLS

/* A page over this size is refused (a deck of large photographs): it
 * would not open quickly, if at all, on a classroom computer. */
#define PW_HTML_MAX_BYTES (32 * 1024 * 1024)

typedef struct _PwHtmlPage PwHtmlPage;

/* A text the page's script shows, looked up by @id.  @text is marked
 * with N_() and translated when the page is made.  With @plural, the
 * page gets the right form for every count from 0 to PW_HTML_MAX_COUNT
 * (the catalogue's plural rule, applied here: a script cannot read it);
 * such a pair is written NP_("%d miss", "%d misses"), which xgettext
 * takes as one message with a plural (--keyword=NP_:1,2). */
#define NP_(singular, plural) singular, plural
typedef struct
{
  const char *id;
  const char *text;
  const char *plural;
} PwHtmlString;

#define PW_HTML_MAX_COUNT 1100

/* A kind's page.  Registered through its PwKindRender (pw-render.h). */
typedef struct _PwKindPage
{
  /* GResource paths of the kind's script and style sheet. */
  const char *script;
  const char *style;
  /* Whether the page holds an answer (pw_html_page_set_answer), which
   * the user is told before making it. */
  gboolean holds_answer;
  /* What the script shows in words. */
  const PwHtmlString *strings;
  guint n_strings;
  /* Checks that @model can be played (solved, and uniquely where a move
   * is judged against the answer) and gives @page the puzzle's data and
   * its answer.  Runs in any thread; a solver run here reports to
   * @progress and stops when @cancellable fires.  FALSE with an error
   * that says why the puzzle cannot be played. */
  gboolean (*build) (PwHtmlPage *page, const PwModel *model, PwProgress *progress,
                     GCancellable *cancellable, GError **error);
} PwKindPage;

/* ---- For a kind's build function ------------------------------------ */

/* What the players see: the script reads it as PW.puzzle.  Takes @data. */
void        pw_html_page_set_puzzle   (PwHtmlPage *page, JsonNode *data);
/* What only a solved puzzle shows (groups, places, the tiling): stored
 * obfuscated, read by the script with PW.answer().  Takes @answer. */
void        pw_html_page_set_answer   (PwHtmlPage *page, JsonNode *answer);
/* The puzzle's own language ("zh_CN"; "" when the document names none),
 * which picks the glyph forms of CJK characters in the page. */
const char *pw_html_page_get_language (PwHtmlPage *page);

/* "data:MIME;base64,…" for a picture the page shows. */
char       *pw_html_data_url          (const char *mime, GBytes *bytes);

/* ---- For the front ends: the CLI's export and the window's ---------- */

typedef struct _PwHtmlSource PwHtmlSource;

/* Whether @kind has a page to export, and whether its page holds the
 * answer (so the user is told). */
gboolean      pw_html_kind_has_page     (const PwKind *kind);
gboolean      pw_html_kind_page_answers (const PwKind *kind);

/* What a page needs from a document (its model and metadata), taken in
 * the main thread and then only read, so the page can be made in a
 * worker. */
PwHtmlSource *pw_html_source_new    (PwDocument *document);
void          pw_html_source_free   (PwHtmlSource *source);
/* The page.  @note, when not NULL, is set to a translated line for the
 * user when something is worth saying (characters no font here can
 * draw, left to the viewer's fonts), else to NULL.  Fails with
 * PW_ERROR_UNSUPPORTED for a kind without a page, and with the kind's
 * reason when its puzzle cannot be played. */
GBytes       *pw_html_source_build  (PwHtmlSource *source, PwProgress *progress,
                                     GCancellable *cancellable, char **note, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwHtmlSource, pw_html_source_free)

G_END_DECLS
