/* pw-variants.h — class sets made from the document as it is now.
 *
 * A kind that can vary a document says how in its PwKind.variants
 * (pw-kind.h); these calls are what the sheet set, the print dialog and
 * the CLI use, so none of them names a kind.
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

/* Whether @model's kind makes class sets, and whether this model can
 * vary; FALSE with a translated @reason (may be NULL) otherwise. */
gboolean  pw_kind_can_vary          (const PwKind *kind, const PwModel *model, char **reason);
/* What the variants of @model change, in one translated line. */
char     *pw_kind_describe_variants (const PwKind *kind, const PwModel *model,
                                     const PwParams *params);
/* A variant of @model from @seed, with @params checked against the
 * kind's variant specs first (unknown names and bad values are refused
 * with PW_ERROR_PARAMETER). */
PwModel  *pw_kind_make_variant      (const PwKind *kind, const PwModel *model,
                                     const PwParams *params, guint64 seed, PwProgress *progress,
                                     GCancellable *cancellable, GError **error);

G_END_DECLS
