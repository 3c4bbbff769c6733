/* pw-sheet-set.h — the puzzles a print job holds, with their answers.
 *
 * One puzzle (the document's), or a class set: N variants, each generated
 * by the kind's generator from its own child seed of the document's seed,
 * so the same seed and parameters always give the same set.  Each
 * variant carries a code ("A", "B", … "Z", "AA", …) printed on its sheet
 * and on its key.  Preparing a set (generating, solving) may take long:
 * it reports progress and honours cancellation, and runs in any thread.
 * Once prepared a set is only read.
 */
#pragma once

#include <gio/gio.h>

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_SHEET_SET_MAX_VARIANTS 500

typedef struct _PwSheetSet PwSheetSet;

/* A set of the one puzzle @model (copied), without a variant code. */
PwSheetSet    *pw_sheet_set_new_single   (const PwModel *model);
/* @n variants generated with @params from @seed; every variant differs
 * from the others (a child seed giving a puzzle already in the set is
 * skipped, reproducibly).  Fails when the kind cannot generate, on bad
 * parameters, on cancellation, or when the parameters allow fewer than
 * @n different puzzles. */
PwSheetSet    *pw_sheet_set_generate     (const PwKind *kind, const PwParams *params,
                                          guint64 seed, guint n, PwProgress *progress,
                                          GCancellable *cancellable, GError **error);
/* A class set of @n made from @model as it is now (pw-variants.h):
 * variant A is @model itself, and each further one the kind's variant of
 * it from a child seed of @seed.  Repeats are skipped, reproducibly, as
 * in pw_sheet_set_generate(); fails when the kind cannot vary @model, on
 * bad @params, on cancellation, or when fewer than @n differ. */
PwSheetSet    *pw_sheet_set_vary         (const PwModel *model, const PwParams *params,
                                          guint64 seed, guint n, PwProgress *progress,
                                          GCancellable *cancellable, GError **error);
/* Works out every answer through the kind's "solve" operation (kinds
 * without one draw their solution from the puzzle itself). */
gboolean       pw_sheet_set_solve        (PwSheetSet *set, PwProgress *progress,
                                          GCancellable *cancellable, GError **error);

PwSheetSet    *pw_sheet_set_ref          (PwSheetSet *set);
void           pw_sheet_set_unref        (PwSheetSet *set);

const PwKind  *pw_sheet_set_get_kind     (const PwSheetSet *set);
guint          pw_sheet_set_get_n        (const PwSheetSet *set);
const PwModel *pw_sheet_set_get_puzzle   (const PwSheetSet *set, guint index);
/* Printing a puzzle the kind's solver could not answer, when the user
 * asked to print it anyway: @reason is the solver's, and the composers
 * then print no answer key and say so (NULL: the set is checked). */
void           pw_sheet_set_set_unsolved (PwSheetSet *set, const char *reason);
const char    *pw_sheet_set_get_unsolved (const PwSheetSet *set);
/* The solved model, or the puzzle when not solved (yet). */
const PwModel *pw_sheet_set_get_solution (const PwSheetSet *set, guint index);
/* NULL for a single puzzle. */
const char    *pw_sheet_set_get_code     (const PwSheetSet *set, guint index);
/* The document's author, which the exported files name (NULL: none). */
void           pw_sheet_set_set_author   (PwSheetSet *set, const char *author);
const char    *pw_sheet_set_get_author   (const PwSheetSet *set);

/* "A" … "Z", "AA" … "AZ", "BA" …: bijective base 26. */
char          *pw_variant_code           (guint index);
/* The seed variant @index is generated from (pw_rng_init_child). */
guint64        pw_variant_seed           (guint64 seed, guint index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwSheetSet, pw_sheet_set_unref)

G_END_DECLS
