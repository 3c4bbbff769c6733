/* pw-print-source.h — what a print job needs from a document.
 *
 * The document lives in the main thread; a print job's generating and
 * solving may run in a worker thread.  A PwPrintSource is a snapshot (the
 * model, seed, generator parameters, title, locale) taken in the main
 * thread and then only read, so preparing the puzzles never touches the
 * document.
 */
#pragma once

#include "pw-document.h"
#include "pw-sheet-set.h"

G_BEGIN_DECLS

typedef struct _PwPrintSource PwPrintSource;

PwPrintSource *pw_print_source_new          (PwDocument *document);
void           pw_print_source_free         (PwPrintSource *source);

const PwKind  *pw_print_source_get_kind     (PwPrintSource *source);
/* The document's title ("" when it has none) and locale ("" when unset). */
const char    *pw_print_source_get_title    (PwPrintSource *source);
const char    *pw_print_source_get_locale   (PwPrintSource *source);
gboolean       pw_print_source_can_vary     (PwPrintSource *source);

/* The puzzles to print: the document's own puzzle when @n_variants is 0,
 * else a class set of @n_variants generated with the document's
 * generator parameters from its seed; solved when @solve is set. */
PwSheetSet    *pw_print_source_prepare      (PwPrintSource *source, guint n_variants,
                                             gboolean solve, PwProgress *progress,
                                             GCancellable *cancellable, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwPrintSource, pw_print_source_free)

G_END_DECLS
