/* pw-html-source.c — what a web page needs from a document, taken in the
 * main thread (as pw-print-source.c does for print jobs), and the page
 * made from it in any thread. */
#include "pw-html-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-problem.h"

struct _PwHtmlSource
{
  const PwKind *kind;
  PwModel *model;
  char *title;
  char *author;
  char *licence;
  char *locale;
};

static const PwKindPage *
kind_page (const PwKind *kind)
{
  const PwKindRender *render = pw_render_lookup (kind->id);
  return render ? render->page : NULL;
}

gboolean
pw_html_kind_has_page (const PwKind *kind)
{
  return kind_page (kind) != NULL;
}

gboolean
pw_html_kind_page_answers (const PwKind *kind)
{
  const PwKindPage *page = kind_page (kind);
  return page != NULL && page->holds_answer;
}

PwHtmlSource *
pw_html_source_new (PwDocument *document)
{
  PwHtmlSource *s = g_new0 (PwHtmlSource, 1);
  s->kind = pw_document_get_kind (document);
  s->model = pw_document_dup_model (document);
  s->title = g_strdup (pw_document_get_meta (document, PW_META_TITLE));
  s->author = g_strdup (pw_document_get_meta (document, PW_META_AUTHOR));
  s->licence = g_strdup (pw_document_get_meta (document, PW_META_LICENCE));
  s->locale = g_strdup (pw_document_get_meta (document, PW_META_LOCALE));
  return s;
}

void
pw_html_source_free (PwHtmlSource *source)
{
  if (source == NULL)
    return;
  pw_model_free (source->model);
  g_free (source->title);
  g_free (source->author);
  g_free (source->licence);
  g_free (source->locale);
  g_free (source);
}

/* A page plays what the editor would print: not a puzzle its own rules
 * call wrong.  The first error, with its place, says what to fix. */
static gboolean
check_valid (PwHtmlSource *source, GError **error)
{
  if (source->kind->validate == NULL)
    return TRUE;
  g_autoptr (GPtrArray) problems = source->kind->validate (source->model);
  for (guint i = 0; problems && i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (p->severity != PW_SEVERITY_ERROR)
        continue;
      g_autofree char *place = pw_problem_dup_place (p);
      /* A kind that names its places in words often starts its message
       * with them ("Cards 1 and 4 share 2 symbols"): said once. */
      if (place && strstr (p->message, place))
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("The puzzle has a problem to fix before it can be played: %s"),
                     p->message);
      else
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("The puzzle has a problem to fix before it can be played: %s: %s"),
                     place ? place : p->path, p->message);
      return FALSE;
    }
  return TRUE;
}

GBytes *
pw_html_source_build (PwHtmlSource *source, PwProgress *progress, GCancellable *cancellable,
                      char **note, GError **error)
{
  if (note)
    *note = NULL;
  const PwKindPage *kp = kind_page (source->kind);
  if (kp == NULL)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                   _("%s puzzles have no web page to play them in"),
                   g_dgettext (GETTEXT_PACKAGE, source->kind->name));
      return NULL;
    }
  if (!check_valid (source, error))
    return NULL;
  PwHtmlPage page = { .kind = source->kind, .kind_page = kp, .language = source->locale };
  gboolean built = kp->build (&page, source->model, progress, cancellable, error);
  GBytes *html = NULL;
  if (built && !g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      PwHtmlMeta meta = { source->title, source->author, source->licence, source->locale };
      html = pw_html_page_write (&page, &meta, note, error);
    }
  g_clear_pointer (&page.puzzle, json_node_unref);
  g_clear_pointer (&page.answer, json_node_unref);
  return html;
}
