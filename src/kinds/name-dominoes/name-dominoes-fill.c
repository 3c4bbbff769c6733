#include "name-dominoes-fill.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "name-dominoes-match.h"
#include "name-dominoes-rules.h"
#include "pw-error.h"
#include "pw-rng.h"

#define EMPTY (-1)
#define NO_TYPE G_MAXUINT

static const int DX[4] = { 1, 0, -1, 0 };
static const int DY[4] = { 0, 1, 0, -1 };

/* ---- the problem, shared read-only by all threads ---- */

/* Tiles with the same (folded) names are interchangeable: one type. */
typedef struct
{
  guint len;
  guint name[PW_NAME_DOMINOES_MAX_SQUARES];
  guint n;         /* tiles of this type */
  guint first;     /* their indices start at Problem.type_tiles[first] */
  gboolean main;   /* in the chain of matching tiles the board is built from */
} FillType;

typedef struct
{
  guint type;      /* NO_TYPE for a pinned tile */
  guint tile;      /* model index for a pinned tile */
  int anchor;      /* square of name[0] */
  int dir;
  guint len;
  guint name[PW_NAME_DOMINOES_MAX_SQUARES];
  gboolean alive;
} Slot;

typedef struct
{
  int W, H, N;
  guint n_types;
  FillType *types;
  guint *type_tiles;
  PwNameDominoesMatcher *matcher;
  const guint64 *eq;
  guint eq_words;
  int *nbr;        /* N × 4 neighbours, -1 off the board */
  guint wpt;       /* words per type in a legal-placement bitmap */
  GArray *pins;    /* Slot */
  guint capacity;  /* pins + tiles: the most slots a layout can use */
  guint max_len;
  guint bound;
  guint instances; /* unpinned tiles that can be placed */
  guint n_tiles;   /* all tiles of the model */
  guint *occ;       /* type × 4 + part, grouped by name id */
  guint *occ_start; /* name id -> first entry in @occ; n_ids + 1 entries */
} Problem;

static inline gboolean
names_equal (const Problem *p, guint a, guint b)
{
  return (p->eq[(gsize) a * p->eq_words + b / 64] >> (b % 64)) & 1;
}

static inline int
dir_step (const Problem *p, int d)
{
  return DX[d] + DY[d] * p->W;
}

/* ---- a layout: the board and what can still be placed where ---- */

typedef struct
{
  gint16 *cell;     /* name id, or EMPTY */
  gint16 *owner;    /* slot, or EMPTY */
  Slot *slots;
  guint n_slots;    /* slots in use or freed, below capacity */
  guint *free_slots;
  guint n_free;
  guint *remaining; /* per type: tiles not on the board */
  guint *count;     /* per type: legal placements */
  guint64 *legal;   /* per type: bitmap over anchor × 4 + direction */
  guint placed;
} Layout;

static void
layout_init (Layout *l, const Problem *p)
{
  l->cell = g_new (gint16, p->N);
  l->owner = g_new (gint16, p->N);
  for (int i = 0; i < p->N; i++)
    l->cell[i] = l->owner[i] = EMPTY;
  l->slots = g_new0 (Slot, p->capacity);
  l->n_slots = 0;
  l->free_slots = g_new (guint, p->capacity);
  l->n_free = 0;
  l->remaining = g_new (guint, p->n_types);
  for (guint t = 0; t < p->n_types; t++)
    l->remaining[t] = p->types[t].n;
  l->count = g_new0 (guint, p->n_types);
  l->legal = g_new0 (guint64, (gsize) p->n_types * p->wpt);
  l->placed = 0;
}

static void
layout_clear (Layout *l)
{
  g_free (l->cell);
  g_free (l->owner);
  g_free (l->slots);
  g_free (l->free_slots);
  g_free (l->remaining);
  g_free (l->count);
  g_free (l->legal);
}

static void
layout_copy (Layout *dst, const Layout *src, const Problem *p)
{
  memcpy (dst->cell, src->cell, sizeof (gint16) * p->N);
  memcpy (dst->owner, src->owner, sizeof (gint16) * p->N);
  memcpy (dst->slots, src->slots, sizeof (Slot) * src->n_slots);
  dst->n_slots = src->n_slots;
  memcpy (dst->free_slots, src->free_slots, sizeof (guint) * src->n_free);
  dst->n_free = src->n_free;
  memcpy (dst->remaining, src->remaining, sizeof (guint) * p->n_types);
  memcpy (dst->count, src->count, sizeof (guint) * p->n_types);
  memcpy (dst->legal, src->legal, sizeof (guint64) * p->n_types * p->wpt);
  dst->placed = src->placed;
}

/* Whether names @name[0..len) may go at anchor @a in direction @d: the
 * squares are free, every name they would touch is equal, and they touch
 * something.  The caller has checked the squares are on the board. */
static gboolean
placement_legal (const Problem *p, const Layout *l, const guint *name, guint len, int a, int d)
{
  int step = dir_step (p, d);
  for (guint k = 0; k < len; k++)
    if (l->cell[a + (int) k * step] != EMPTY)
      return FALSE;
  gboolean touched = FALSE;
  for (guint k = 0; k < len; k++)
    {
      const int *nb = p->nbr + (gsize) (a + (int) k * step) * 4;
      for (int j = 0; j < 4; j++)
        {
          if (nb[j] < 0 || l->cell[nb[j]] == EMPTY)
            continue;
          if (!names_equal (p, name[k], (guint) l->cell[nb[j]]))
            return FALSE;
          touched = TRUE;
        }
    }
  return touched;
}

/* ---- one search thread ---- */

typedef struct _Shared Shared;

typedef struct
{
  const Problem *p;
  Shared *shared;
  guint index;
  Layout cur, saved;
  PwRng rng;
  guint *stamp[PW_NAME_DOMINOES_MAX_SQUARES + 1]; /* per length: anchor × 4 + dir seen */
  guint gen;
  GArray *aff[PW_NAME_DOMINOES_MAX_SQUARES + 1];  /* per length: placements to look at again */
  guint *stamp2;                          /* per square: looked at in this update */
  guint gen2;
  guint64 *compat;                        /* scratch: names that fit a square */
  int *cells;                             /* scratch: squares that changed */
  guint *queue;                           /* scratch for groups */
  int *group;
  guint64 rounds;
  GThread *thread;
} Worker;

struct _Shared
{
  const Problem *p;
  GMutex lock;
  Layout best;          /* under @lock */
  gboolean have_best;
  gint64 start, deadline;
  guint64 max_rounds;
  GCancellable *cancellable;
  PwProgress *progress;
  gint stop;            /* atomic */
  guint best_placed;    /* atomic read, written under @lock */
  PwNameDominoesFillBestFunc on_best;
  gpointer on_best_data;
  const PwNameDominoesModel *model;
  gboolean self_check;
};

static PwNameDominoesModel *layout_to_model (const Problem *p, const Layout *l,
                                      const PwNameDominoesModel *model);

/* Lists the placements whose squares are on or next to @cells. */
static void
collect_affected (Worker *w, const int *cells, guint n)
{
  const Problem *p = w->p;
  if (++w->gen == 0)
    {
      for (guint L = 1; L <= p->max_len; L++)
        memset (w->stamp[L], 0, sizeof (guint) * p->N * 4);
      w->gen = 1;
    }
  for (guint L = 1; L <= p->max_len; L++)
    g_array_set_size (w->aff[L], 0);
  for (guint i = 0; i < n; i++)
    for (int j = -1; j < 4; j++)
      {
        int s = j < 0 ? cells[i] : p->nbr[(gsize) cells[i] * 4 + j];
        if (s < 0)
          continue;
        int sx = s % p->W, sy = s / p->W;
        for (guint L = 1; L <= p->max_len; L++)
          for (int d = 0; d < (L == 1 ? 1 : 4); d++)
            for (int k = 0; k < (int) L; k++)
              {
                int ax = sx - k * DX[d], ay = sy - k * DY[d];
                int ex = ax + ((int) L - 1) * DX[d], ey = ay + ((int) L - 1) * DY[d];
                if (ax < 0 || ay < 0 || ax >= p->W || ay >= p->H || ex < 0 || ey < 0
                    || ex >= p->W || ey >= p->H)
                  continue;
                guint idx = ((guint) (ay * p->W + ax) << 2) | (guint) d;
                if (w->stamp[L][idx] == w->gen)
                  continue;
                w->stamp[L][idx] = w->gen;
                g_array_append_val (w->aff[L], idx);
              }
      }
}

static gboolean
type_matches (const Problem *p, const FillType *t, const guint *names, guint len)
{
  for (guint i = 0; i < t->len; i++)
    for (guint j = 0; j < len; j++)
      if (names_equal (p, t->name[i], names[j]))
        return TRUE;
  return FALSE;
}

/* Names that may go on empty square @f: equal to every name around it. */
static gboolean
compatible_names (Worker *w, int f, guint64 *out)
{
  const Problem *p = w->p;
  const Layout *l = &w->cur;
  gboolean any = FALSE;
  for (int j = 0; j < 4; j++)
    {
      int q = p->nbr[(gsize) f * 4 + j];
      if (q < 0 || l->cell[q] == EMPTY)
        continue;
      const guint64 *row = p->eq + (gsize) l->cell[q] * p->eq_words;
      if (!any)
        memcpy (out, row, sizeof (guint64) * p->eq_words);
      else
        for (guint i = 0; i < p->eq_words; i++)
          out[i] &= row[i];
      any = TRUE;
    }
  return any;
}

/* Adds every legal placement that lays a name on square @f, which
 * touches a tile. */
static void
add_placements_at (Worker *w, int f)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  if (l->cell[f] != EMPTY || !compatible_names (w, f, w->compat))
    return;
  int fx = f % p->W, fy = f / p->W;
  for (guint i = 0; i < p->eq_words; i++)
    for (guint64 word = w->compat[i]; word; word &= word - 1)
      {
        guint n = i * 64 + (guint) __builtin_ctzll (word);
        for (guint o = p->occ_start[n]; o < p->occ_start[n + 1]; o++)
          {
            guint T = p->occ[o] >> 2, k = p->occ[o] & 3;
            const FillType *t = &p->types[T];
            guint64 *bm = l->legal + (gsize) T * p->wpt;
            for (int d = 0; d < (t->len == 1 ? 1 : 4); d++)
              {
                int ax = fx - (int) k * DX[d], ay = fy - (int) k * DY[d];
                int ex = ax + ((int) t->len - 1) * DX[d], ey = ay + ((int) t->len - 1) * DY[d];
                if (ax < 0 || ay < 0 || ax >= p->W || ay >= p->H || ex < 0 || ey < 0
                    || ex >= p->W || ey >= p->H)
                  continue;
                guint idx = ((guint) (ay * p->W + ax) << 2) | (guint) d;
                guint64 bit = G_GUINT64_CONSTANT (1) << (idx & 63);
                if ((bm[idx >> 6] & bit) == 0
                    && placement_legal (p, l, t->name, t->len, ax + ay * p->W, d))
                  {
                    bm[idx >> 6] |= bit;
                    l->count[T]++;
                  }
              }
          }
      }
}

/* Brings the legal bitmaps up to date after @cells changed (covered when
 * @placed, else freed).  A placement can only change if it lies on or next
 * to a changed square (collect_affected()): the legal ones among those are
 * checked again, and new ones are looked for from the squares where they
 * would touch a tile, through the names that fit there — far fewer than
 * all types at all nearby places. */
static void
update_legal (Worker *w, const int *cells, guint n, gboolean placed)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  collect_affected (w, cells, n);
  for (guint T = 0; T < p->n_types; T++)
    {
      if (l->count[T] == 0)
        continue;
      const FillType *t = &p->types[T];
      GArray *aff = w->aff[t->len];
      const guint *list = (const guint *) aff->data;
      guint64 *bm = l->legal + (gsize) T * p->wpt;
      for (guint i = 0; i < aff->len; i++)
        {
          guint idx = list[i];
          guint64 bit = G_GUINT64_CONSTANT (1) << (idx & 63);
          if ((bm[idx >> 6] & bit)
              && !placement_legal (p, l, t->name, t->len, (int) (idx >> 2), (int) (idx & 3)))
            {
              bm[idx >> 6] &= ~bit;
              l->count[T]--;
            }
        }
    }

  /* A new tile makes placements legal only where they touch it; freed
   * squares may open placements whose touching square lies up to a tile's
   * length away. */
  int reach = placed ? 1 : (int) p->max_len;
  if (++w->gen2 == 0)
    {
      memset (w->stamp2, 0, sizeof (guint) * p->N);
      w->gen2 = 1;
    }
  for (guint i = 0; i < n; i++)
    {
      int cx = cells[i] % p->W, cy = cells[i] / p->W;
      for (int dy = -reach; dy <= reach; dy++)
        for (int dx = -reach; dx <= reach; dx++)
          {
            int x = cx + dx, y = cy + dy;
            if (ABS (dx) + ABS (dy) > reach || x < 0 || y < 0 || x >= p->W || y >= p->H)
              continue;
            int f = y * p->W + x;
            if (w->stamp2[f] == w->gen2)
              continue;
            w->stamp2[f] = w->gen2;
            add_placements_at (w, f);
          }
    }
}

/* Puts names on the board as slot data; @type NO_TYPE for a pin. */
static guint
put_slot (Worker *w, const Slot *proto)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  guint s = l->n_free > 0 ? l->free_slots[--l->n_free] : l->n_slots++;
  g_assert (s < p->capacity);
  l->slots[s] = *proto;
  l->slots[s].alive = TRUE;
  int step = dir_step (p, proto->dir);
  for (guint k = 0; k < proto->len; k++)
    {
      int c = proto->anchor + (int) k * step;
      l->cell[c] = (gint16) proto->name[k];
      l->owner[c] = (gint16) s;
      w->cells[k] = c;
    }
  if (proto->type != NO_TYPE)
    l->remaining[proto->type]--;
  l->placed++;
  update_legal (w, w->cells, proto->len, TRUE);
  return s;
}

static void
place_type (Worker *w, guint T, guint idx)
{
  const FillType *t = &w->p->types[T];
  Slot proto = { .type = T, .anchor = (int) (idx >> 2), .dir = (int) (idx & 3), .len = t->len };
  memcpy (proto.name, t->name, sizeof proto.name);
  put_slot (w, &proto);
}

/* Takes the slots flagged in @doomed (by slot index) off the board at once. */
static void
remove_slots (Worker *w, const gboolean *doomed)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  guint n_cells = 0;
  for (guint s = 0; s < l->n_slots; s++)
    {
      Slot *slot = &l->slots[s];
      if (!slot->alive || !doomed[s])
        continue;
      int step = dir_step (p, slot->dir);
      for (guint k = 0; k < slot->len; k++)
        {
          int c = slot->anchor + (int) k * step;
          l->cell[c] = l->owner[c] = EMPTY;
          w->cells[n_cells++] = c;
        }
      slot->alive = FALSE;
      l->free_slots[l->n_free++] = s;
      if (slot->type != NO_TYPE)
        l->remaining[slot->type]++;
      l->placed--;
    }
  if (n_cells == 0)
    return;
  update_legal (w, w->cells, n_cells, FALSE);
}

/* The squares a placement would touch that are already covered. */
static guint
contacts (const Problem *p, const Layout *l, guint len, int a, int d)
{
  int step = dir_step (p, d);
  guint n = 0;
  for (guint k = 0; k < len; k++)
    {
      const int *nb = p->nbr + (gsize) (a + (int) k * step) * 4;
      for (int j = 0; j < 4; j++)
        n += nb[j] >= 0 && l->cell[nb[j]] != EMPTY;
    }
  return n;
}

/* The type to place next: the one with the fewest legal places per tile
 * still to place, so the tiles that are hardest to fit go first. */
static guint
pick_type (Worker *w)
{
  const Problem *p = w->p;
  const Layout *l = &w->cur;
  guint best = NO_TYPE, ties = 0;
  double best_key = G_MAXDOUBLE;
  for (guint T = 0; T < p->n_types; T++)
    {
      if (l->remaining[T] == 0 || l->count[T] == 0)
        continue;
      double key = (double) l->count[T] / l->remaining[T];
      if (key < best_key)
        {
          best_key = key;
          best = T;
          ties = 1;
        }
      else if (key == best_key && pw_rng_below (&w->rng, ++ties) == 0)
        best = T;
    }
  return best;
}

/* Where type @T goes: the legal place touching most covered squares
 * (a compact board leaves room), ties broken at random. */
static guint
pick_place (Worker *w, guint T)
{
  const Problem *p = w->p;
  const Layout *l = &w->cur;
  const guint64 *bm = l->legal + (gsize) T * p->wpt;
  guint best = G_MAXUINT, ties = 0, best_score = 0;
  for (guint i = 0; i < p->wpt; i++)
    for (guint64 word = bm[i]; word; word &= word - 1)
      {
        guint idx = i * 64 + (guint) __builtin_ctzll (word);
        guint score = contacts (p, l, p->types[T].len, (int) (idx >> 2), (int) (idx & 3));
        if (best == G_MAXUINT || score > best_score)
          {
            best = idx;
            best_score = score;
            ties = 1;
          }
        else if (score == best_score && pw_rng_below (&w->rng, ++ties) == 0)
          best = idx;
      }
  return best;
}

/* The first tile of an empty board: a tile from the main chain, in the
 * middle of the board. */
static gboolean
place_first (Worker *w)
{
  const Problem *p = w->p;
  guint ties = 0, pick = NO_TYPE;
  for (guint T = 0; T < p->n_types; T++)
    if (p->types[T].main && w->cur.remaining[T] > 0 && pw_rng_below (&w->rng, ++ties) == 0)
      pick = T;
  if (pick == NO_TYPE)
    return FALSE;
  const FillType *t = &p->types[pick];
  int d = t->len == 1 ? 0 : (int) pw_rng_below (&w->rng, 4);
  int span = (int) t->len - 1;
  int cx = (p->W - 1) / 2, cy = (p->H - 1) / 2;
  /* Centre the tile: start half its span back against its direction. */
  int ax = CLAMP (cx - (span * DX[d]) / 2, 0, p->W - 1);
  int ay = CLAMP (cy - (span * DY[d]) / 2, 0, p->H - 1);
  int ex = ax + span * DX[d], ey = ay + span * DY[d];
  if (ex < 0 || ex >= p->W || ey < 0 || ey >= p->H)
    {
      if (span >= p->W && span >= p->H)
        return FALSE;
      d = span < p->W ? 0 : 1;
      ax = span < p->W ? 0 : cx;
      ay = span < p->W ? cy : 0;
    }
  place_type (w, pick, ((guint) (ay * p->W + ax) << 2) | (guint) d);
  return TRUE;
}

/* For tests: recomputes every legal placement from scratch and aborts
 * when the incremental bitmaps disagree. */
static void
self_check (Worker *w)
{
  const Problem *p = w->p;
  const Layout *l = &w->cur;
  for (guint T = 0; T < p->n_types; T++)
    {
      const FillType *t = &p->types[T];
      const guint64 *bm = l->legal + (gsize) T * p->wpt;
      guint count = 0;
      for (int a = 0; a < p->N; a++)
        for (int d = 0; d < (t->len == 1 ? 1 : 4); d++)
          {
            int ax = a % p->W, ay = a / p->W;
            int ex = ax + ((int) t->len - 1) * DX[d], ey = ay + ((int) t->len - 1) * DY[d];
            gboolean legal = ex >= 0 && ey >= 0 && ex < p->W && ey < p->H
                             && placement_legal (p, l, t->name, t->len, a, d);
            guint idx = ((guint) a << 2) | (guint) d;
            gboolean bit = (bm[idx >> 6] >> (idx & 63)) & 1;
            if (legal != bit)
              g_error ("name-dominoes-fill: type %u at %d,%d dir %d: legal %d, bitmap %d", T, ax, ay, d,
                       legal, bit);
            count += legal;
          }
      if (count != l->count[T])
        g_error ("name-dominoes-fill: type %u: %u legal placements, counted %u", T, count,
                 l->count[T]);
    }
}

static gboolean
should_stop (Worker *w)
{
  Shared *sh = w->shared;
  if (g_atomic_int_get (&sh->stop))
    return TRUE;
  if (g_cancellable_is_cancelled (sh->cancellable)
      || g_get_monotonic_time () >= sh->deadline
      || (sh->max_rounds > 0 && w->rounds >= sh->max_rounds)
      || g_atomic_int_get ((gint *) &sh->best_placed) >= (gint) w->p->bound)
    {
      g_atomic_int_set (&sh->stop, 1);
      return TRUE;
    }
  return FALSE;
}

static void
greedy (Worker *w)
{
  if (w->cur.placed == 0 && !place_first (w))
    return;
  for (;;)
    {
      guint T = pick_type (w);
      if (T == NO_TYPE)
        return;
      place_type (w, T, pick_place (w, T));
    }
}

/* Labels the groups of touching tiles and takes off every group but the
 * ones holding pins (or, without pins, the largest). */
static void
drop_loose_groups (Worker *w, gboolean *doomed)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  guint n = l->n_slots;
  for (guint s = 0; s < n; s++)
    w->group[s] = -1;
  guint n_groups = 0, best_group = 0, best_size = 0;
  gboolean any_pin = p->pins->len > 0;
  GArray *sizes = g_array_new (FALSE, TRUE, sizeof (guint));
  GArray *pinned = g_array_new (FALSE, TRUE, sizeof (gboolean));
  for (guint s0 = 0; s0 < n; s0++)
    {
      if (!l->slots[s0].alive || w->group[s0] >= 0)
        continue;
      guint head = 0, tail = 0, size = 0;
      gboolean has_pin = FALSE;
      w->queue[tail++] = s0;
      w->group[s0] = (int) n_groups;
      while (head < tail)
        {
          const Slot *slot = &l->slots[w->queue[head++]];
          size++;
          has_pin = has_pin || slot->type == NO_TYPE;
          int step = dir_step (p, slot->dir);
          for (guint k = 0; k < slot->len; k++)
            {
              const int *nb = p->nbr + (gsize) (slot->anchor + (int) k * step) * 4;
              for (int j = 0; j < 4; j++)
                {
                  if (nb[j] < 0 || l->owner[nb[j]] == EMPTY)
                    continue;
                  guint o = (guint) l->owner[nb[j]];
                  if (w->group[o] < 0)
                    {
                      w->group[o] = (int) n_groups;
                      w->queue[tail++] = o;
                    }
                }
            }
        }
      g_array_append_val (sizes, size);
      g_array_append_val (pinned, has_pin);
      if (size > best_size)
        {
          best_size = size;
          best_group = n_groups;
        }
      n_groups++;
    }
  gboolean any_drop = FALSE;
  for (guint s = 0; s < n; s++)
    {
      doomed[s] = FALSE;
      if (!l->slots[s].alive)
        continue;
      guint g = (guint) w->group[s];
      gboolean kept = any_pin ? g_array_index (pinned, gboolean, g) : g == best_group;
      doomed[s] = !kept;
      any_drop = any_drop || !kept;
    }
  g_array_unref (sizes);
  g_array_unref (pinned);
  if (any_drop)
    remove_slots (w, doomed);
}

/* One step of large-neighbourhood search: tear out the tiles within a
 * few squares of a random tile and refill. */
static void
lns_round (Worker *w, gboolean *doomed)
{
  const Problem *p = w->p;
  Layout *l = &w->cur;
  guint alive = 0, pick = G_MAXUINT;
  for (guint s = 0; s < l->n_slots; s++)
    if (l->slots[s].alive && l->slots[s].type != NO_TYPE
        && pw_rng_below (&w->rng, ++alive) == 0)
      pick = s;
  if (pick == G_MAXUINT)
    {
      greedy (w);
      return;
    }
  layout_copy (&w->saved, l, p);
  int cx = l->slots[pick].anchor % p->W, cy = l->slots[pick].anchor / p->W;
  int r = 1 + (int) pw_rng_below (&w->rng, 3);
  for (guint s = 0; s < l->n_slots; s++)
    {
      const Slot *slot = &l->slots[s];
      doomed[s] = FALSE;
      if (!slot->alive || slot->type == NO_TYPE)
        continue;
      int step = dir_step (p, slot->dir);
      for (guint k = 0; k < slot->len && !doomed[s]; k++)
        {
          int c = slot->anchor + (int) k * step;
          doomed[s] = ABS (c % p->W - cx) <= r && ABS (c / p->W - cy) <= r;
        }
    }
  remove_slots (w, doomed);
  drop_loose_groups (w, doomed);
  greedy (w);
  if (l->placed < w->saved.placed)
    layout_copy (l, &w->saved, p);
}

static void
publish (Worker *w)
{
  Shared *sh = w->shared;
  g_mutex_lock (&sh->lock);
  if (!sh->have_best || w->cur.placed > sh->best.placed)
    {
      layout_copy (&sh->best, &w->cur, w->p);
      sh->have_best = TRUE;
      g_atomic_int_set ((gint *) &sh->best_placed, (gint) w->cur.placed);
      /* The bar says what the text says: how far towards the most that
       * can fit (not how much of the time has gone). */
      pw_progress_set_fraction (sh->progress, w->p->bound > 0
                                ? MIN (1.0, (double) w->cur.placed / w->p->bound) : -1);
      pw_progress_set_textf (sh->progress, _("%u of %u tiles placed (at most %u fit)"),
                             w->cur.placed, w->p->n_tiles, w->p->bound);
      if (sh->on_best != NULL || sh->progress != NULL)
        {
          g_autoptr (PwNameDominoesModel) m = layout_to_model (w->p, &sh->best, sh->model);
          if (sh->on_best != NULL)
            sh->on_best (m, sh->on_best_data);
          /* The board so far, for a reader to draw while the search goes on
           * (the app's live board). */
          if (sh->progress != NULL)
            pw_progress_set_model (sh->progress, &pw_name_dominoes_model_copy (m)->parent);
        }
    }
  g_mutex_unlock (&sh->lock);
}

/* Takes the shared best layout when it is better than our own. */
static void
adopt_best (Worker *w)
{
  Shared *sh = w->shared;
  g_mutex_lock (&sh->lock);
  if (sh->have_best && sh->best.placed > w->cur.placed)
    layout_copy (&w->cur, &sh->best, w->p);
  g_mutex_unlock (&sh->lock);
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  const Problem *p = w->p;
  for (guint i = 0; i < p->pins->len; i++)
    put_slot (w, &g_array_index (p->pins, Slot, i));
  if (g_cancellable_is_cancelled (w->shared->cancellable))
    return NULL;
  greedy (w);
  publish (w);
  g_autofree gboolean *doomed = g_new0 (gboolean, p->capacity);
  guint own_best = w->cur.placed;
  guint64 stale = 0;
  while (!should_stop (w))
    {
      w->rounds++;
      lns_round (w, doomed);
      if (w->shared->self_check)
        self_check (w);
      if (w->cur.placed > own_best)
        {
          own_best = w->cur.placed;
          stale = 0;
          publish (w);
        }
      else if (++stale >= 2000)
        {
          /* A stalled thread joins the best layout found by any thread. */
          adopt_best (w);
          own_best = w->cur.placed;
          stale = 0;
        }
    }
  return NULL;
}

static void
worker_init (Worker *w, const Problem *p, Shared *sh, guint index, guint64 seed)
{
  memset (w, 0, sizeof *w);
  w->p = p;
  w->shared = sh;
  w->index = index;
  layout_init (&w->cur, p);
  layout_init (&w->saved, p);
  pw_rng_init_child (&w->rng, seed, index);
  for (guint L = 1; L <= p->max_len; L++)
    {
      w->stamp[L] = g_new0 (guint, (gsize) p->N * 4);
      w->aff[L] = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  w->stamp2 = g_new0 (guint, p->N);
  w->compat = g_new (guint64, p->eq_words);
  w->cells = g_new (int, (gsize) p->capacity * PW_NAME_DOMINOES_MAX_SQUARES + p->N);
  w->queue = g_new (guint, p->capacity + 1);
  w->group = g_new (int, p->capacity + 1);
}

static void
worker_clear (Worker *w)
{
  layout_clear (&w->cur);
  layout_clear (&w->saved);
  for (guint L = 1; L <= w->p->max_len; L++)
    {
      g_free (w->stamp[L]);
      g_array_unref (w->aff[L]);
    }
  g_free (w->stamp2);
  g_free (w->compat);
  g_free (w->cells);
  g_free (w->queue);
  g_free (w->group);
}

/* ---- from the model to the problem and back ---- */

static void
problem_clear (Problem *p)
{
  g_free (p->types);
  g_free (p->type_tiles);
  g_free (p->nbr);
  g_free (p->occ);
  g_free (p->occ_start);
  if (p->pins)
    g_array_unref (p->pins);
  pw_name_dominoes_matcher_free (p->matcher);
}

static gboolean
problem_init (Problem *p, const PwNameDominoesModel *model, GError **error)
{
  memset (p, 0, sizeof *p);
  p->W = (int) model->width;
  p->H = (int) model->height;
  p->N = p->W * p->H;
  p->matcher = pw_name_dominoes_matcher_new (model);
  p->eq = pw_name_dominoes_matcher_bits (p->matcher, &p->eq_words);
  p->nbr = g_new (int, (gsize) p->N * 4);
  for (int c = 0; c < p->N; c++)
    for (int d = 0; d < 4; d++)
      {
        int x = c % p->W + DX[d], y = c / p->W + DY[d];
        p->nbr[c * 4 + d] = x < 0 || y < 0 || x >= p->W || y >= p->H ? -1 : y * p->W + x;
      }
  p->wpt = (guint) ((p->N * 4 + 63) / 64);
  p->pins = g_array_new (FALSE, TRUE, sizeof (Slot));
  p->max_len = 1;

  g_autoptr (PwNameDominoesStats) stats = pw_name_dominoes_stats_new (model);
  p->bound = stats->bound;
  guint n = model->tiles->len;
  p->n_tiles = n;
  g_autofree gboolean *unplaceable = g_new0 (gboolean, n + 1);
  for (guint i = 0; i < stats->unplaceable->len; i++)
    unplaceable[g_array_index (stats->unplaceable, PwNameDominoesUnplaceable, i).tile] = TRUE;

  /* Group the free tiles by their names. */
  GHashTable *by_names = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                (GDestroyNotify) g_bytes_unref, NULL);
  g_autofree guint *type_of = g_new (guint, n + 1);
  GArray *types = g_array_new (FALSE, TRUE, sizeof (FillType));
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      guint key[PW_NAME_DOMINOES_MAX_SQUARES + 1] = { tile->n_names };
      for (guint k = 0; k < tile->n_names; k++)
        key[k + 1] = pw_name_dominoes_matcher_tile_id (p->matcher, t, k);
      type_of[t] = NO_TYPE;
      if (tile->placed && tile->pinned)
        {
          Slot pin = { .type = NO_TYPE, .tile = t, .anchor = tile->y * p->W + tile->x,
                       .dir = tile->direction, .len = tile->n_names };
          memcpy (pin.name, key + 1, sizeof pin.name);
          g_array_append_val (p->pins, pin);
          continue;
        }
      if (unplaceable[t] || tile->n_names > (guint) MAX (p->W, p->H))
        continue;
      g_autoptr (GBytes) bytes = g_bytes_new (key, sizeof key);
      gpointer found;
      if (g_hash_table_lookup_extended (by_names, bytes, NULL, &found))
        type_of[t] = GPOINTER_TO_UINT (found);
      else
        {
          FillType ft = { .len = tile->n_names };
          memcpy (ft.name, key + 1, sizeof ft.name);
          g_array_append_val (types, ft);
          type_of[t] = types->len - 1;
          g_hash_table_insert (by_names, g_bytes_ref (bytes), GUINT_TO_POINTER (type_of[t]));
        }
      g_array_index (types, FillType, type_of[t]).n++;
      p->max_len = MAX (p->max_len, tile->n_names);
      p->instances++;
    }
  g_hash_table_unref (by_names);
  p->n_types = types->len;
  p->types = (FillType *) g_array_free (types, FALSE);
  p->type_tiles = g_new (guint, p->instances + 1);
  guint at = 0;
  for (guint T = 0; T < p->n_types; T++)
    {
      p->types[T].first = at;
      at += p->types[T].n;
      p->types[T].n = 0;
    }
  for (guint t = 0; t < n; t++)
    if (type_of[t] != NO_TYPE)
      {
        FillType *ft = &p->types[type_of[t]];
        p->type_tiles[ft->first + ft->n++] = t;
      }
  for (guint i = 0; i < p->pins->len; i++)
    p->max_len = MAX (p->max_len, g_array_index (p->pins, Slot, i).len);

  /* Where each name occurs among the types, to find placements by name. */
  guint n_ids = pw_name_dominoes_matcher_n_ids (p->matcher);
  p->occ_start = g_new0 (guint, n_ids + 2);
  for (guint T = 0; T < p->n_types; T++)
    for (guint k = 0; k < p->types[T].len; k++)
      p->occ_start[p->types[T].name[k] + 2]++;
  for (guint i = 2; i <= n_ids + 1; i++)
    p->occ_start[i] += p->occ_start[i - 1];
  p->occ = g_new (guint, p->occ_start[n_ids + 1] + 1);
  for (guint T = 0; T < p->n_types; T++)
    for (guint k = 0; k < p->types[T].len; k++)
      p->occ[p->occ_start[p->types[T].name[k] + 1]++] = (T << 2) | k;
  p->capacity = p->instances + p->pins->len;

  /* Without pins, an empty board starts from a tile of the largest chain
   * of matching tiles; a tile outside it would stand alone. */
  g_autofree int *chain = NULL;
  guint best_chain = 0;
  {
    /* The stats' unplaceable tiles already left out the lone ones; find
     * the chain by a flood over types that match each other. */
    chain = g_new (int, p->n_types + 1);
    for (guint T = 0; T < p->n_types; T++)
      chain[T] = -1;
    g_autofree guint *stack = g_new (guint, p->n_types + 1);
    g_autofree guint *size = g_new0 (guint, p->n_types + 1);
    guint n_chains = 0;
    for (guint T0 = 0; T0 < p->n_types; T0++)
      {
        if (chain[T0] >= 0)
          continue;
        guint top = 0;
        stack[top++] = T0;
        chain[T0] = (int) n_chains;
        while (top > 0)
          {
            guint T = stack[--top];
            size[n_chains] += p->types[T].n;
            for (guint U = 0; U < p->n_types; U++)
              if (chain[U] < 0 && type_matches (p, &p->types[U], p->types[T].name,
                                                p->types[T].len))
                {
                  chain[U] = (int) n_chains;
                  stack[top++] = U;
                }
          }
        if (size[n_chains] > size[best_chain])
          best_chain = n_chains;
        n_chains++;
      }
    for (guint T = 0; T < p->n_types; T++)
      p->types[T].main = chain[T] == (int) best_chain;
  }

  if (p->N * 4 > G_MAXINT32 / 2)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE, _("The board is too large to fill"));
      return FALSE;
    }
  return TRUE;
}

static PwNameDominoesModel *
layout_to_model (const Problem *p, const Layout *l, const PwNameDominoesModel *model)
{
  PwNameDominoesModel *out = pw_name_dominoes_model_copy (model);
  out->width = (guint) p->W;
  out->height = (guint) p->H;
  for (guint t = 0; t < out->tiles->len; t++)
    {
      PwNameDominoesTile *tile = out->tiles->pdata[t];
      if (!(tile->placed && tile->pinned))
        pw_name_dominoes_model_unplace (out, t);
    }
  g_autofree guint *used = g_new0 (guint, p->n_types + 1);
  for (guint s = 0; s < l->n_slots; s++)
    {
      const Slot *slot = &l->slots[s];
      if (!slot->alive || slot->type == NO_TYPE)
        continue;
      const FillType *ft = &p->types[slot->type];
      guint t = p->type_tiles[ft->first + used[slot->type]++];
      PwNameDominoesTile *tile = out->tiles->pdata[t];
      tile->placed = TRUE;
      tile->pinned = FALSE;
      tile->x = slot->anchor % p->W;
      tile->y = slot->anchor / p->W;
      tile->direction = (PwNameDominoesDirection) slot->dir;
    }
  return out;
}

static guint
default_threads (void)
{
  return MAX (1, g_get_num_processors ());
}

PwNameDominoesModel *
pw_name_dominoes_fill (const PwNameDominoesModel *model, const PwNameDominoesFillOptions *options,
               PwProgress *progress, GCancellable *cancellable, PwNameDominoesFillReport *report,
               GError **error)
{
  g_autoptr (PwNameDominoesModel) input = pw_name_dominoes_model_copy (model);
  if (options->width > 0 || options->height > 0)
    {
      guint w = options->width > 0 ? options->width : model->width;
      guint h = options->height > 0 ? options->height : model->height;
      if (w > PW_NAME_DOMINOES_MAX_SIDE || h > PW_NAME_DOMINOES_MAX_SIDE)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                       _("A board of %u×%u is larger than %d×%d"), w, h, PW_NAME_DOMINOES_MAX_SIDE,
                       PW_NAME_DOMINOES_MAX_SIDE);
          return NULL;
        }
      input->width = w;
      input->height = h;
      for (guint t = 0; t < input->tiles->len; t++)
        {
          PwNameDominoesTile *tile = input->tiles->pdata[t];
          if (!tile->placed)
            continue;
          if (tile->pinned && !pw_name_dominoes_model_fits (input, tile->n_names, tile->x, tile->y,
                                                    tile->direction))
            {
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("$.puzzle.tiles[%u]: pinned tile %u at (%d, %d) does not fit on "
                             "a %u×%u board"), t, t + 1, tile->x, tile->y, w, h);
              return NULL;
            }
          if (!tile->pinned)
            pw_name_dominoes_model_unplace (input, t);
        }
    }

  Problem p;
  if (!problem_init (&p, input, error))
    {
      problem_clear (&p);
      return NULL;
    }
  Shared sh = { 0 };
  sh.p = &p;
  g_mutex_init (&sh.lock);
  layout_init (&sh.best, &p);
  sh.start = g_get_monotonic_time ();
  double seconds = options->seconds > 0 ? options->seconds : 10.0;
  sh.deadline = sh.start + (gint64) (seconds * G_USEC_PER_SEC);
  sh.max_rounds = options->max_rounds;
  sh.cancellable = cancellable;
  sh.progress = progress;
  sh.on_best = options->on_best;
  sh.on_best_data = options->on_best_data;
  sh.model = input;
  sh.self_check = options->self_check;

  guint n_threads = options->threads > 0 ? options->threads : default_threads ();
  n_threads = MIN (n_threads, 64);
  Worker *workers = g_new0 (Worker, n_threads);
  for (guint i = 0; i < n_threads; i++)
    worker_init (&workers[i], &p, &sh, i, options->seed);
  if (n_threads == 1)
    worker_run (&workers[0]);
  else
    {
      for (guint i = 0; i < n_threads; i++)
        workers[i].thread = g_thread_new ("pw-names-fill", worker_run, &workers[i]);
      for (guint i = 0; i < n_threads; i++)
        g_thread_join (workers[i].thread);
    }

  PwNameDominoesFillReport r = { 0 };
  r.threads = n_threads;
  for (guint i = 0; i < n_threads; i++)
    r.rounds += workers[i].rounds;
  r.placed = sh.have_best ? sh.best.placed : p.pins->len;
  r.bound = p.bound;
  r.seconds = (g_get_monotonic_time () - sh.start) / 1e6;
  r.cancelled = g_cancellable_is_cancelled (cancellable);

  PwNameDominoesModel *out = NULL;
  if (r.cancelled && r.placed <= p.pins->len)
    g_cancellable_set_error_if_cancelled (cancellable, error);
  else
    out = layout_to_model (&p, sh.have_best ? &sh.best : &workers[0].cur, input);

  for (guint i = 0; i < n_threads; i++)
    worker_clear (&workers[i]);
  g_free (workers);
  layout_clear (&sh.best);
  g_mutex_clear (&sh.lock);
  problem_clear (&p);
  if (report != NULL)
    *report = r;
  return out;
}
