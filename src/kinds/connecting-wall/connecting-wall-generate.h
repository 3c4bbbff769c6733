/* connecting-wall-generate.h — CJK walls built from components. */
#pragma once

#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* The generator's parameters: components ("any", or the real components
 * separated by commas or spaces), depth, group-size, groups. */
PwModel *pw_connecting_wall_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                           GCancellable *cancellable, GError **error);
/* The same on a given table (tests use a small one). */
PwModel *pw_connecting_wall_generate_with_table (const PwConnectingWallCjkTable *table, const PwParams *params,
                                      guint64 seed, PwProgress *progress,
                                      GCancellable *cancellable, GError **error);

G_END_DECLS
