/* pw-document-import.h — opening a file that is a document or in an
 * interchange format a kind imports.
 *
 * A format whose id is also a file extension ("ipuz") opens files of
 * that extension: the window opens them like documents, and the
 * thumbnailer draws them.  The imported document has no file, so saving
 * it asks for a new .pzw name and never writes over what was opened.
 */
#pragma once

#include "pw-document.h"

G_BEGIN_DECLS

/* The format of id @format_id that some registered kind imports (hidden
 * kinds too: tests import into the test kind), or NULL. */
const PwFormat *pw_format_find_importer (const char *format_id);
/* The importing format for @file's extension, or NULL (.pzw and any
 * extension no format is named for, or only a hidden kind's). */
const PwFormat *pw_format_for_file     (GFile *file);
/* A .pzw document (pw_document_load_file()), or @file imported by the
 * format for its extension.  Reads with the document cap; every error
 * names the file. */
PwDocument     *pw_document_open_file  (GFile *file, GError **error);

G_END_DECLS
