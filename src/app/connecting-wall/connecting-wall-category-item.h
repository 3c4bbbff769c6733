/* connecting-wall-category-item.h — one row of the categories panel. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define PW_TYPE_CONNECTING_WALL_CATEGORY_ITEM (pw_connecting_wall_category_item_get_type ())
G_DECLARE_FINAL_TYPE (PwConnectingWallCategoryItem, pw_connecting_wall_category_item, PW, CONNECTING_WALL_CATEGORY_ITEM,
                      GObject)

struct _PwConnectingWallCategoryItem
{
  GObject parent_instance;
  char *name;
  char *cards;       /* the cards that claim it, separated by spaces */
  char *partners;    /* a component's partners in the table, or NULL */
  char *twins;       /* the other categories on exactly the same cards,
                      * shown as this one ("亠 广"), or NULL */
  guint count;
  gboolean herring;
  gboolean too_many; /* a herring on K cards or more */
  gboolean ticked;   /* the selected card claims it */
  gboolean can_tick; /* a card is selected */
};

PwConnectingWallCategoryItem *pw_connecting_wall_category_item_new (const char *name, const char *cards, guint count,
                                               gboolean herring, gboolean too_many,
                                               gboolean ticked, gboolean can_tick,
                                               const char *partners, const char *twins);

G_END_DECLS
