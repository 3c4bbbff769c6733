/* name-dominoes-rules.h — whether a layout is legal, and what can be said about it.
 *
 * A layout is legal when every two squares of different tiles that touch
 * (share a side) carry equal names (name-dominoes-match.h), and the placed tiles
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

#include "name-dominoes-model.h"

G_BEGIN_DECLS

/* Every conflict, with the JSON path of the tile or name and its square:
 * a name touching a different name, a tile touching nothing when it is
 * not alone, the board falling apart into pieces (errors); tiles that
 * match no other tile, synonym sets with fewer than two names (warnings). */
GPtrArray *pw_name_dominoes_validate (const PwNameDominoesModel *model);

typedef enum
{
  PW_NAME_DOMINOES_WHY_NO_MATCH,  /* none of its names equals a name of another tile */
  PW_NAME_DOMINOES_WHY_TOO_LONG,  /* longer than the board is wide or high */
  PW_NAME_DOMINOES_WHY_CUT_OFF,   /* its chain of matching tiles never reaches the pinned tiles */
} PwNameDominoesWhy;

typedef struct
{
  guint      tile;
  PwNameDominoesWhy why;
} PwNameDominoesUnplaceable;

typedef struct
{
  guint   tiles;          /* all tiles */
  guint   placed;
  guint   groups;         /* connected groups of placed tiles */
  guint   largest_group;  /* tiles in the largest of them */
  guint   bound;          /* no legal layout holds more tiles than this */
  GArray *unplaceable;    /* PwNameDominoesUnplaceable, by tile index */
} PwNameDominoesStats;

PwNameDominoesStats *pw_name_dominoes_stats_new  (const PwNameDominoesModel *model);
void          pw_name_dominoes_stats_free (PwNameDominoesStats *stats);
/* A translated sentence for @why. */
const char   *pw_name_dominoes_why_to_string (PwNameDominoesWhy why);

/* The connected groups of placed tiles: group[t] is the group of tile t
 * (-1 when not placed); returns the number of groups. */
guint         pw_name_dominoes_groups     (const PwNameDominoesModel *model, int *group);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwNameDominoesStats, pw_name_dominoes_stats_free)

G_END_DECLS
