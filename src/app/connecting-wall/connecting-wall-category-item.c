/* connecting-wall-category-item.c — one row of the categories panel. */
#include "connecting-wall-category-item.h"

G_DEFINE_FINAL_TYPE (PwConnectingWallCategoryItem, pw_connecting_wall_category_item, G_TYPE_OBJECT)

static void
pw_connecting_wall_category_item_finalize (GObject *object)
{
  PwConnectingWallCategoryItem *self = PW_CONNECTING_WALL_CATEGORY_ITEM (object);
  g_free (self->name);
  g_free (self->cards);
  g_free (self->partners);
  g_free (self->twins);
  G_OBJECT_CLASS (pw_connecting_wall_category_item_parent_class)->finalize (object);
}

static void
pw_connecting_wall_category_item_class_init (PwConnectingWallCategoryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pw_connecting_wall_category_item_finalize;
}

static void
pw_connecting_wall_category_item_init (PwConnectingWallCategoryItem *self)
{
}

PwConnectingWallCategoryItem *
pw_connecting_wall_category_item_new (const char *name, const char *cards, guint count, gboolean herring,
                           gboolean too_many, gboolean ticked, gboolean can_tick,
                           const char *partners, const char *twins)
{
  PwConnectingWallCategoryItem *self = g_object_new (PW_TYPE_CONNECTING_WALL_CATEGORY_ITEM, NULL);
  self->name = g_strdup (name);
  self->cards = g_strdup (cards);
  self->count = count;
  self->herring = herring;
  self->too_many = too_many;
  self->ticked = ticked;
  self->can_tick = can_tick;
  self->partners = g_strdup (partners);
  self->twins = g_strdup (twins);
  return self;
}
