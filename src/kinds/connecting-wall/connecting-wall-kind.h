/* connecting-wall-kind.h — Only Connect walls: groups of cards, red herrings.
 *
 * A wall is G groups of K cards (4×4 by default).  Each card is a text in
 * any script and the set of categories it could belong to; each group has
 * a connection in words.  A real category is on exactly the K cards of one
 * group; a herring category misleads, on at most K−1 cards.  The point of
 * the kind is "verify": counting the ways to split the cards into groups
 * of K that each share a category, so that a designer knows the wall has
 * one answer.
 *
 * CJK walls (the Lion Wall) take the categories of a character from its
 * components in a decomposition table (connecting-wall-cjk.h).
 */
#pragma once

#include "pw-kind.h"

G_BEGIN_DECLS

#define PW_CONNECTING_WALL_KIND_ID "connecting-wall"

/* G ≤ 8 and K ≤ 8: a grouping is a set of card masks in a guint64. */
#define PW_CONNECTING_WALL_MAX_GROUPS 8
#define PW_CONNECTING_WALL_MIN_GROUP_SIZE 2
#define PW_CONNECTING_WALL_MAX_GROUP_SIZE 8
#define PW_CONNECTING_WALL_MAX_CATEGORIES 512
#define PW_CONNECTING_WALL_MAX_CARD_CATEGORIES 64
#define PW_CONNECTING_WALL_MAX_TEXT 200 /* bytes of a card, a connection or a category */
#define PW_CONNECTING_WALL_MAX_DEPTH 6
#define PW_CONNECTING_WALL_DEFAULT_DEPTH 2
/* Play: the show's two and a half minutes and three lives; 0 is no limit. */
#define PW_CONNECTING_WALL_DEFAULT_TIME_LIMIT 150
#define PW_CONNECTING_WALL_MAX_TIME_LIMIT 3600
#define PW_CONNECTING_WALL_DEFAULT_LIVES 3
#define PW_CONNECTING_WALL_MAX_LIVES 9

typedef struct
{
  char *text;
  GPtrArray *categories; /* char *: names in the wall's catalogue */
} PwConnectingWallCard;

typedef struct
{
  char *connection;      /* what the group's cards share, in words */
  GPtrArray *cards;      /* PwConnectingWallCard *; K of them in a valid wall */
} PwConnectingWallGroup;

typedef struct
{
  char *name;
  gboolean herring;      /* a red herring: on at most K−1 cards */
} PwConnectingWallCategory;

typedef struct
{
  PwModel parent;
  guint group_size;      /* K */
  GPtrArray *groups;     /* PwConnectingWallGroup *, in the designer's order */
  GPtrArray *categories; /* PwConnectingWallCategory *: the catalogue */
  gboolean cjk;          /* cards are characters, categories their components */
  guint depth;           /* how deep components count (CJK) */
  GPtrArray *excluded;   /* char *: components marked "not a category" (CJK) */
  guint time_limit;      /* seconds to play the wall, 0: no limit */
  guint lives;           /* wrong picks allowed once two groups are found, 0: no limit */
  guint script;          /* PwConnectingWallForm (connecting-wall-unihan.h): how
                          * the key reads the characters (CJK) */
} PwConnectingWallModel;

const PwKind *pw_connecting_wall_kind (void);

/* Building and reading models (connecting-wall-model.c). */
PwConnectingWallModel    *pw_connecting_wall_model_new          (guint group_size);
PwConnectingWallGroup    *pw_connecting_wall_group_add          (PwConnectingWallModel *m, const char *connection);
PwConnectingWallCard     *pw_connecting_wall_card_add           (PwConnectingWallGroup *group, const char *text);
void            pw_connecting_wall_card_add_category  (PwConnectingWallCard *card, const char *name);
gboolean        pw_connecting_wall_card_has_category  (const PwConnectingWallCard *card, const char *name);
PwConnectingWallCategory *pw_connecting_wall_category_find      (const PwConnectingWallModel *m, const char *name);
PwConnectingWallCategory *pw_connecting_wall_category_ensure    (PwConnectingWallModel *m, const char *name, gboolean herring);
guint           pw_connecting_wall_n_cards            (const PwConnectingWallModel *m);
/* Card @index counting row by row, or NULL. */
PwConnectingWallCard     *pw_connecting_wall_card_at            (const PwConnectingWallModel *m, guint index, guint *group,
                                            guint *position);
/* How many cards name @category. */
guint           pw_connecting_wall_category_count     (const PwConnectingWallModel *m, const char *category);
/* Marks as herrings the categories that are not on exactly the cards of
 * one group, and as real those that are; drops categories on no card. */
void            pw_connecting_wall_classify_categories (PwConnectingWallModel *m);

/* A row's connection in a wall of words is its category
 * (connecting-wall-connection.c): sets row @g's connection, renaming the
 * category its old connection named, or the one category on exactly
 * that row, and ticks it on every card of the row.  A CJK wall's
 * categories come from the table: there it only sets the text. */
void            pw_connecting_wall_set_connection      (PwConnectingWallModel *m, guint g,
                                                        const char *connection);

/* The catalogue rules (connecting-wall-validate.c). */
GPtrArray      *pw_connecting_wall_validate           (const PwConnectingWallModel *m);

G_END_DECLS
