/* connecting-wall-vary.h — a class set's variants of a wall. */
#pragma once

#include "connecting-wall-kind.h"

G_BEGIN_DECLS

/* The same cards in a new order, or (walls=new) new walls from the same
 * components. */
extern const PwVariants pw_connecting_wall_variants;

G_END_DECLS
