/* connecting-wall-generate.h — CJK walls built from components. */
#pragma once

#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-unihan.h"

G_BEGIN_DECLS

/* The generator's parameters: language (cjk, the default, or en for an
 * English wall from WordNet: connecting-wall-words.h), characters
 * (common, standard, joyo, grade1 … grade6 or any: the characters cards
 * are taken from), components ("any", or the real components separated
 * by commas or spaces), depth, connections (en), group-size, groups. */
PwModel *pw_connecting_wall_generate (const PwParams *params, guint64 seed, PwProgress *progress,
                           GCancellable *cancellable, GError **error);
/* The same on given tables (tests use small ones); @unihan may be NULL,
 * and then only characters=any works. */
PwModel *pw_connecting_wall_generate_with_table (const PwConnectingWallCjkTable *table,
                                                 const PwConnectingWallUnihan *unihan,
                                                 const PwParams *params, guint64 seed,
                                                 PwProgress *progress, GCancellable *cancellable,
                                                 GError **error);

G_END_DECLS
