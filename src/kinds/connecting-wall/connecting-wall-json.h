/* connecting-wall-json.h — the wall's part of a .pzw document. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

JsonNode *pw_connecting_wall_save (const PwModel *model);
/* Every error names its JSON path; sizes are checked before use. */
PwModel  *pw_connecting_wall_load (JsonNode *node, const char *path, GError **error);

G_END_DECLS
