/* names-rules.h — whether a layout is legal, and what can be said about it.
 *
 * A layout is legal when every two squares of different tiles that touch
 * (share a side) carry equal names (names-match.h), and the placed tiles
 * hang together: with more than one tile down, each touches another and
 * all of them form one connected group.  Such a layout can always be laid
 * one tile at a time by the game's rule (each new tile touches an equal
 * name and no different one), in the order of a walk through the group,
 * so checking the finished board is enough.
 *
 * The verifier here works on the names' text and the board squares, and
 * shares nothing with the auto-fill's search state, so it can check the
 * auto-fill's results independently.
 */
#pragma once

#include "names-model.h"

G_BEGIN_DECLS

/* Every conflict, with the JSON path of the tile or name and its square:
 * a name touching a different name, a tile touching nothing when it is
 * not alone, the board falling apart into pieces (errors); tiles that
 * match no other tile, synonym sets with fewer than two names (warnings). */
GPtrArray *pw_names_validate (const PwNamesModel *model);

typedef enum
{
  PW_NAMES_WHY_NO_MATCH,  /* none of its names equals a name of another tile */
  PW_NAMES_WHY_TOO_LONG,  /* longer than the board is wide or high */
  PW_NAMES_WHY_CUT_OFF,   /* its chain of matching tiles never reaches the pinned tiles */
} PwNamesWhy;

typedef struct
{
  guint      tile;
  PwNamesWhy why;
} PwNamesUnplaceable;

typedef struct
{
  guint   tiles;          /* all tiles */
  guint   placed;
  guint   groups;         /* connected groups of placed tiles */
  guint   largest_group;  /* tiles in the largest of them */
  guint   bound;          /* no legal layout holds more tiles than this */
  GArray *unplaceable;    /* PwNamesUnplaceable, by tile index */
} PwNamesStats;

PwNamesStats *pw_names_stats_new  (const PwNamesModel *model);
void          pw_names_stats_free (PwNamesStats *stats);
/* A translated sentence for @why. */
const char   *pw_names_why_to_string (PwNamesWhy why);

/* The connected groups of placed tiles: group[t] is the group of tile t
 * (-1 when not placed); returns the number of groups. */
guint         pw_names_groups     (const PwNamesModel *model, int *group);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNamesStats, pw_names_stats_free)

G_END_DECLS
