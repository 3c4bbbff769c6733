/* domino-grid-kind-private.h — operations of the kind table that live in
 * files of their own. */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

PwResult *pw_domino_grid_op_tilings (const PwModel *snapshot, const PwParams *params,
                                PwProgress *progress, GCancellable *cancellable, GError **error);

/* domino-grid-vary.c: a class set's variants, renumbered and turned. */
extern const PwVariants pw_domino_grid_variants;

G_END_DECLS
