/* connecting-wall-components.h — a CJK wall's categories from the table. */
#pragma once

#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* Sets every card's categories to its components at @m's depth (without
 * its "not a category" components), rebuilds the catalogue, marks real
 * and herring categories and names each unnamed group by its real
 * component.  FALSE with an error naming the first card that is not one
 * character of the table. */
gboolean pw_connecting_wall_fill_components (PwConnectingWallModel *m, const PwConnectingWallCjkTable *table, GError **error);

G_END_DECLS
