/* pw-print-source.h — what a print job needs from a document.
 *
 * The document lives in the main thread; a print job's varying and
 * solving may run in a worker thread.  A PwPrintSource is a snapshot (the
 * model, seed, title, author, locale) taken in the main
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
/* Whether the document can be printed as a class set (its kind varies
 * a document, and this one can vary), with a translated @reason (may be
 * NULL) when not. */
gboolean       pw_print_source_can_vary     (PwPrintSource *source, char **reason);
/* What a class set's variants change, in one translated line, for the
 * kind's variant choices @vary (may be NULL). */
char          *pw_print_source_describe_variants (PwPrintSource *source, const PwParams *vary);
const PwVariants *pw_print_source_get_variants (PwPrintSource *source);

/* The puzzles to print: the document's own puzzle when @n_variants is 0,
 * else a class set of @n_variants made from the document as it is now
 * with the kind's variant choices @vary (may be NULL), solved when
 * @solve is set.  A puzzle the kind's solver cannot answer (none, or
 * several) does not fail here: the set comes back with the solver's
 * reason (pw_sheet_set_get_unsolved()), so that the front end can say
 * so and print nothing unless asked to print anyway, without keys. */
PwSheetSet    *pw_print_source_prepare      (PwPrintSource *source, guint n_variants,
                                             const PwParams *vary, gboolean solve,
                                             PwProgress *progress, GCancellable *cancellable,
                                             GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwPrintSource, pw_print_source_free)

G_END_DECLS
