/* connecting-wall-generate-private.h — what the parts of the CJK wall
 * generator share: its state during one generation, and the calls its
 * files make on each other.
 *   connecting-wall-generate.c          herrings, characters, the search
 *   connecting-wall-generate-reals.c    which components can be the rows' connections
 *   connecting-wall-generate-failure.c  what a failure says and suggests */
#pragma once

#include "connecting-wall-cjk.h"
#include "connecting-wall-unihan.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-reach.h"
#include "pw-rng.h"

G_BEGIN_DECLS

#define PW_CONNECTING_WALL_GEN_MAX_CARDS \
  (PW_CONNECTING_WALL_MAX_GROUPS * PW_CONNECTING_WALL_MAX_GROUP_SIZE)
/* Tries of the whole search, and of each set of components a failure
 * suggests. */
#define PW_CONNECTING_WALL_GEN_ATTEMPTS 400
#define PW_CONNECTING_WALL_GEN_SUGGEST_ATTEMPTS 100

typedef struct
{
  const PwConnectingWallCjkTable *table;
  PwRng rng;
  guint G, K, H;
  guint32 reals[PW_CONNECTING_WALL_MAX_GROUPS];
  guint32 herrings[PW_CONNECTING_WALL_GEN_MAX_CARDS];
  guint herring_of[PW_CONNECTING_WALL_GEN_MAX_CARDS]; /* card g * K + k → herring index */
  guint32 chars[PW_CONNECTING_WALL_GEN_MAX_CARDS];
  gboolean prefer_common; /* this attempt prefers herrings of common characters */
  const PwConnectingWallUnihan *unihan; /* NULL: any character of the table */
  PwConnectingWallChars set; /* the characters cards may be */
  PwConnectingWallForm form;
  /* For the search's pool: how many herring components pools i and j
   * share (shared[i * n + j]). */
  guint *shared;
  guint depth;                 /* the wall's component depth */
  PwConnectingWallReach reach; /* the cards each category reaches so far */
  /* pw_connecting_wall_gen_allowed()'s answers for allowed_set and
   * allowed_form, by code point below PW_CONNECTING_WALL_GEN_ALLOWED_MEMO:
   * 0 not asked yet, 1 no, 2 yes (NULL: none kept). */
  guint8 *allowed;
  PwConnectingWallChars allowed_set;
  PwConnectingWallForm allowed_form;
} Gen;

/* Past CJK Unified Ideographs Extension H. */
#define PW_CONNECTING_WALL_GEN_ALLOWED_MEMO 0x32400

/* A component and how many characters it is in. */
typedef struct
{
  guint32 id;
  guint count;
} Tally;

/* Most characters first, then by code point. */
int       pw_connecting_wall_gen_cmp_tally         (gconstpointer a, gconstpointer b);
/* Whether @c may be a card: printable, one of the characters chosen and
 * of the wall's form. */
gboolean  pw_connecting_wall_gen_allowed           (const Gen *gen, guint32 c);
/* How many two-component characters of @a may be cards. */
guint     pw_connecting_wall_gen_allowed_chars_of  (const Gen *gen, guint32 a);
/* The components in the most two-component characters that may be
 * cards, leaving out those in @skip (may be NULL). */
GArray   *pw_connecting_wall_gen_common_components (const Gen *gen, GArray *skip);
/* shared[i * n + j]: how many herring components pool[i] and pool[j]
 * could share. */
guint    *pw_connecting_wall_gen_shared_partners   (const Gen *gen, GArray *pool);
/* Sets gen->reals: the first @n_fixed of @pool, then others from it. */
void      pw_connecting_wall_gen_pick_reals        (Gen *gen, GArray *pool, guint n_fixed);
/* Tries @max attempts on @pool, keeping its first @n_fixed components;
 * the wall, or NULL (with @error set only on cancel). */
PwModel  *pw_connecting_wall_gen_search            (Gen *gen, GArray *pool, guint n_fixed,
                                                    guint depth, guint max,
                                                    PwProgress *progress,
                                                    GCancellable *cancellable, GError **error);
/* The error for a search that found nothing, with the components that
 * make too few cards and others that do make a wall. */
void      pw_connecting_wall_gen_set_failure       (Gen *gen, GArray *given, guint depth,
                                                    GCancellable *cancellable, GError **error);

G_END_DECLS
