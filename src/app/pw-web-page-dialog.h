/* pw-web-page-dialog.h — Web Page for the Class Screen…: the window's
 * export of a page that plays the puzzle in a browser (pw-html.h), with
 * what the teacher should know first (the answers are in the page). */
#pragma once

#include <adwaita.h>

#include "pw-document.h"

G_BEGIN_DECLS

#define PW_TYPE_WEB_PAGE_DIALOG (pw_web_page_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PwWebPageDialog, pw_web_page_dialog, PW, WEB_PAGE_DIALOG, AdwWindow)

/* A dialog for @document (whose kind has a page), over @parent. */
PwWebPageDialog *pw_web_page_dialog_new         (GtkWindow *parent, PwDocument *document);
/* Makes the page and writes it to @file in a worker thread, as the
 * Export button does once a file is chosen; FALSE while one is made. */
gboolean         pw_web_page_dialog_export      (PwWebPageDialog *self, GFile *file);
/* The file name Export… offers: the title (or the document's name) and
 * ".html". */
const char      *pw_web_page_dialog_get_offered_name (PwWebPageDialog *self);
/* Whether a page is being made. */
gboolean         pw_web_page_dialog_get_busy    (PwWebPageDialog *self);
/* What the dialog says under the explanation ("" for nothing): why the
 * page could not be made, or a note about it. */
const char      *pw_web_page_dialog_get_message (PwWebPageDialog *self);

G_END_DECLS
