#include "name-dominoes-rules.h"

#include <glib/gi18n-lib.h>

#include "name-dominoes-match.h"

static const int nb_dx[] = { 1, 0, -1, 0 };
static const int nb_dy[] = { 0, 1, 0, -1 };

/* Calls @visit for every pair of touching squares of different tiles,
 * each pair once (looking right and down only). */
typedef void (*TouchFunc) (const PwNameDominoesModel *model, int x, int y, int cell_a, int x2, int y2,
                           int cell_b, gpointer data);

static void
for_each_touch (const PwNameDominoesModel *model, const int *grid, TouchFunc visit, gpointer data)
{
  int w = (int) model->width, h = (int) model->height;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int a = grid[y * w + x];
        if (a < 0)
          continue;
        for (int d = 0; d < 2; d++)
          {
            int x2 = x + nb_dx[d], y2 = y + nb_dy[d];
            if (x2 >= w || y2 >= h)
              continue;
            int b = grid[y2 * w + x2];
            if (b >= 0 && b / 4 != a / 4)
              visit (model, x, y, a, x2, y2, b, data);
          }
      }
}

guint
pw_name_dominoes_groups (const PwNameDominoesModel *model, int *group)
{
  guint n = model->tiles->len;
  int w = (int) model->width, h = (int) model->height;
  g_autofree int *grid = pw_name_dominoes_model_grid (model);
  g_autofree guint *stack = g_new (guint, n + 1);
  for (guint t = 0; t < n; t++)
    group[t] = -1;
  guint n_groups = 0;
  for (guint start = 0; start < n; start++)
    {
      const PwNameDominoesTile *st = model->tiles->pdata[start];
      if (!st->placed || group[start] >= 0)
        continue;
      guint top = 0;
      stack[top++] = start;
      group[start] = (int) n_groups;
      while (top > 0)
        {
          guint t = stack[--top];
          const PwNameDominoesTile *tile = model->tiles->pdata[t];
          for (guint k = 0; k < tile->n_names; k++)
            {
              int sx, sy;
              pw_name_dominoes_square (tile->x, tile->y, tile->direction, k, &sx, &sy);
              for (int d = 0; d < 4; d++)
                {
                  int nx = sx + nb_dx[d], ny = sy + nb_dy[d];
                  if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                    continue;
                  int other = grid[ny * w + nx];
                  if (other < 0 || group[other / 4] >= 0)
                    continue;
                  group[other / 4] = (int) n_groups;
                  stack[top++] = (guint) (other / 4);
                }
            }
        }
      n_groups++;
    }
  return n_groups;
}

typedef struct
{
  GPtrArray *problems;
  GPtrArray *synonyms;
  char     **folded;   /* tile * 3 + k -> folded name */
  guint     *touches;  /* per tile: squares of other tiles it touches */
} Check;

static void
check_touch (const PwNameDominoesModel *model, int x, int y, int a, int x2, int y2, int b,
             gpointer data)
{
  Check *c = data;
  guint ta = (guint) a / 4, ka = (guint) a % 4, tb = (guint) b / 4, kb = (guint) b % 4;
  c->touches[ta]++;
  c->touches[tb]++;
  const char *fa = c->folded[ta * 3 + ka], *fb = c->folded[tb * 3 + kb];
  if (pw_name_dominoes_equal (fa, fb, c->synonyms, model->partial_match))
    return;
  const PwNameDominoesTile *tile_a = model->tiles->pdata[ta], *tile_b = model->tiles->pdata[tb];
  const char *na = tile_a->names[ka], *nb = tile_b->names[kb];
  g_autofree char *path = g_strdup_printf ("$.puzzle.tiles[%u].names[%u]", ta, ka);
  PwProblem *p;
  /* People count rows and columns from 1; the path and x, y are for the
   * CLI's --json and the editor. */
  if (fa[0] == '\0' || fb[0] == '\0')
    p = pw_problem_new (PW_SEVERITY_ERROR, path, x, y,
                        _("A blank square touches another name: “%s” of tile %u at row %d, "
                          "column %d and “%s” of tile %u at row %d, column %d"),
                        na, ta + 1, y + 1, x + 1, nb, tb + 1, y2 + 1, x2 + 1);
  else
    p = pw_problem_new (PW_SEVERITY_ERROR, path, x, y,
                        _("“%s” of tile %u at row %d, column %d touches a different name, "
                          "“%s” of tile %u at row %d, column %d"),
                        na, ta + 1, y + 1, x + 1, nb, tb + 1, y2 + 1, x2 + 1);
  g_ptr_array_add (c->problems, p);
}

/* A placed tile that touches nothing, or a group of tiles, apart from the
 * board proper: the largest group, or on a tie the one holding the
 * lowest-numbered tile (so when every tile lies alone, the first is the
 * board and the others are apart from it, never the first itself). */
static void
check_pieces (const PwNameDominoesModel *model, const guint *touches, guint placed, GPtrArray *problems)
{
  guint n = model->tiles->len;
  g_autofree int *group = g_new (int, n ? n : 1);
  guint n_groups = pw_name_dominoes_groups (model, group);
  if (n_groups < 2)
    return;
  g_autofree guint *size = g_new0 (guint, n_groups);
  g_autofree int *first = g_new (int, n_groups);
  for (guint g = 0; g < n_groups; g++)
    first[g] = -1;
  for (guint t = 0; t < n; t++)
    if (group[t] >= 0)
      {
        size[group[t]]++;
        if (first[group[t]] < 0)
          first[group[t]] = (int) t;
      }
  guint largest = 0;
  for (guint g = 1; g < n_groups; g++)
    if (size[g] > size[largest] || (size[g] == size[largest] && first[g] < first[largest]))
      largest = g;
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      if (!tile->placed || touches[t] > 0 || group[t] == (int) largest)
        continue;
      g_autofree char *label = pw_name_dominoes_tile_label (tile);
      g_autofree char *path = g_strdup_printf ("$.puzzle.tiles[%u]", t);
      g_ptr_array_add (problems,
                       pw_problem_new (PW_SEVERITY_ERROR, path, tile->x, tile->y,
                                       _("Tile %u (%s) at row %d, column %d touches no other "
                                         "tile, so it is cut off from the rest of the board"),
                                       t + 1, label, tile->y + 1, tile->x + 1));
    }
  for (guint g = 0; g < n_groups; g++)
    {
      /* A lone tile is reported above as touching nothing. */
      if (g == largest || size[g] < 2)
        continue;
      const PwNameDominoesTile *tile = model->tiles->pdata[first[g]];
      g_autofree char *label = pw_name_dominoes_tile_label (tile);
      g_autofree char *path = g_strdup_printf ("$.puzzle.tiles[%d]", first[g]);
      g_ptr_array_add (problems,
                       pw_problem_new (PW_SEVERITY_ERROR, path, tile->x, tile->y,
                                       _("The board falls apart: a group of %u tiles, from "
                                         "tile %d (%s) at row %d, column %d, does not reach "
                                         "the largest group (%u of the %u placed tiles)"),
                                       size[g], first[g] + 1, label, tile->y + 1, tile->x + 1,
                                       size[largest], placed));
    }
}

static void
check_synonym_sets (const PwNameDominoesModel *model, GPtrArray *synonyms, GPtrArray *problems)
{
  for (guint i = 0; i < synonyms->len; i++)
    {
      char **set = synonyms->pdata[i];
      guint distinct = 0;
      for (guint j = 0; set[j]; j++)
        {
          gboolean seen = set[j][0] == '\0';
          for (guint k = 0; k < j && !seen; k++)
            seen = g_str_equal (set[j], set[k]);
          distinct += !seen;
        }
      if (distinct >= 2)
        continue;
      g_autofree char *path = g_strdup_printf ("$.puzzle.synonyms[%u]", i);
      g_ptr_array_add (problems,
                       pw_problem_new (PW_SEVERITY_WARNING, path, -1, -1,
                                       _("Synonym set %u has fewer than two different names, "
                                         "so it makes no names equal"), i + 1));
    }
}

static void
check_lonely_names (const PwNameDominoesModel *model, GPtrArray *problems)
{
  g_autoptr (PwNameDominoesStats) stats = pw_name_dominoes_stats_new (model);
  for (guint i = 0; i < stats->unplaceable->len; i++)
    {
      PwNameDominoesUnplaceable *u = &g_array_index (stats->unplaceable, PwNameDominoesUnplaceable, i);
      const PwNameDominoesTile *tile = model->tiles->pdata[u->tile];
      g_autofree char *label = pw_name_dominoes_tile_label (tile);
      g_autofree char *path = g_strdup_printf ("$.puzzle.tiles[%u]", u->tile);
      g_ptr_array_add (problems,
                       pw_problem_new (PW_SEVERITY_WARNING, path, tile->placed ? tile->x : -1,
                                       tile->placed ? tile->y : -1,
                                       _("Tile %u (%s) can never be placed: %s"), u->tile + 1,
                                       label, pw_name_dominoes_why_to_string (u->why)));
    }
}

GPtrArray *
pw_name_dominoes_validate (const PwNameDominoesModel *model)
{
  GPtrArray *problems = pw_problem_list_new ();
  guint n = model->tiles->len;
  g_autoptr (GPtrArray) synonyms = pw_name_dominoes_folded_synonyms (model);
  Check c = { problems, synonyms, g_new0 (char *, (gsize) n * 3 + 1), g_new0 (guint, n + 1) };
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      for (guint k = 0; k < tile->n_names; k++)
        c.folded[t * 3 + k] = pw_name_dominoes_normalize (tile->names[k]);
    }
  g_autofree int *grid = pw_name_dominoes_model_grid (model);
  for_each_touch (model, grid, check_touch, &c);
  guint placed = pw_name_dominoes_model_count_placed (model);
  check_pieces (model, c.touches, placed, problems);
  check_synonym_sets (model, synonyms, problems);
  check_lonely_names (model, problems);
  for (guint i = 0; i < (gsize) n * 3; i++)
    g_free (c.folded[i]);
  g_free (c.folded);
  g_free (c.touches);
  return problems;
}

const char *
pw_name_dominoes_why_to_string (PwNameDominoesWhy why)
{
  switch (why)
    {
    case PW_NAME_DOMINOES_WHY_NO_MATCH:
      return _("none of its names equals a name on another tile");
    case PW_NAME_DOMINOES_WHY_TOO_LONG:
      return _("it is longer than the board is wide or high");
    case PW_NAME_DOMINOES_WHY_CUT_OFF:
      return _("no chain of matching tiles leads from it to the pinned tiles");
    default:
      return "";
    }
}

static guint
uf_find (guint *parent, guint a)
{
  while (parent[a] != a)
    {
      parent[a] = parent[parent[a]];
      a = parent[a];
    }
  return a;
}

static void
uf_union (guint *parent, guint a, guint b)
{
  a = uf_find (parent, a);
  b = uf_find (parent, b);
  if (a != b)
    parent[MAX (a, b)] = MIN (a, b);
}

PwNameDominoesStats *
pw_name_dominoes_stats_new (const PwNameDominoesModel *model)
{
  PwNameDominoesStats *s = g_new0 (PwNameDominoesStats, 1);
  guint n = model->tiles->len;
  s->tiles = n;
  s->placed = pw_name_dominoes_model_count_placed (model);
  s->unplaceable = g_array_new (FALSE, FALSE, sizeof (PwNameDominoesUnplaceable));

  g_autofree int *group = g_new (int, n + 1);
  s->groups = pw_name_dominoes_groups (model, group);
  g_autofree guint *gsize_ = g_new0 (guint, s->groups + 1);
  for (guint t = 0; t < n; t++)
    if (group[t] >= 0 && ++gsize_[group[t]] > s->largest_group)
      s->largest_group = gsize_[group[t]];

  /* Tiles that could ever share a board are those joined by a chain of
   * matching names.  Every name the matcher numbers is on some tile, so
   * joining each tile to its names and equal names to each other gives
   * exactly the chains of tiles. */
  g_autoptr (PwNameDominoesMatcher) m = pw_name_dominoes_matcher_new (model);
  guint n_ids = pw_name_dominoes_matcher_n_ids (m);
  g_autofree guint *parent = g_new (guint, n + n_ids);
  for (guint i = 0; i < n + n_ids; i++)
    parent[i] = i;
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      for (guint k = 0; k < tile->n_names; k++)
        {
          guint id = pw_name_dominoes_matcher_tile_id (m, t, k);
          if (id != 0)
            uf_union (parent, t, n + id);
        }
    }
  for (guint a = 1; a < n_ids; a++)
    for (guint b = a + 1; b < n_ids; b++)
      if (pw_name_dominoes_matcher_equal (m, a, b))
        uf_union (parent, n + a, n + b);

  /* A tile "matches another" when its chain holds a second tile; the
   * bound counts only the tiles that fit on the board. */
  g_autofree guint *chain = g_new0 (guint, n + n_ids);
  g_autofree guint *fitting = g_new0 (guint, n + n_ids);
  g_autofree gboolean *pinned_chain = g_new0 (gboolean, n + n_ids);
  gboolean any_pin = FALSE;
  guint longest = MAX (model->width, model->height);
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      guint root = uf_find (parent, t);
      chain[root]++;
      if (tile->n_names <= longest)
        fitting[root]++;
      if (tile->placed && tile->pinned)
        pinned_chain[root] = any_pin = TRUE;
    }
  for (guint t = 0; t < n; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      guint root = uf_find (parent, t);
      PwNameDominoesUnplaceable u = { t, PW_NAME_DOMINOES_WHY_NO_MATCH };
      if (tile->n_names > longest)
        u.why = PW_NAME_DOMINOES_WHY_TOO_LONG;
      else if (chain[root] < 2 && n > 1 && !(tile->placed && tile->pinned))
        u.why = PW_NAME_DOMINOES_WHY_NO_MATCH;
      else if (any_pin && !pinned_chain[root])
        u.why = PW_NAME_DOMINOES_WHY_CUT_OFF;
      else
        continue;
      g_array_append_val (s->unplaceable, u);
    }
  for (guint i = 0; i < n + n_ids; i++)
    if (uf_find (parent, i) == i && (any_pin ? pinned_chain[i] : TRUE))
      s->bound = any_pin ? s->bound + fitting[i] : MAX (s->bound, fitting[i]);
  return s;
}

void
pw_name_dominoes_stats_free (PwNameDominoesStats *stats)
{
  if (stats == NULL)
    return;
  g_array_unref (stats->unplaceable);
  g_free (stats);
}
