#include "name-dominoes-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-text.h"

static void
tile_free (gpointer data)
{
  PwNameDominoesTile *tile = data;
  for (guint k = 0; k < tile->n_names; k++)
    g_free (tile->names[k]);
  g_free (tile);
}

static PwNameDominoesTile *
tile_copy (const PwNameDominoesTile *src)
{
  PwNameDominoesTile *tile = g_new0 (PwNameDominoesTile, 1);
  *tile = *src;
  for (guint k = 0; k < src->n_names; k++)
    tile->names[k] = g_strdup (src->names[k]);
  return tile;
}

PwNameDominoesModel *
pw_name_dominoes_model_new (guint width, guint height)
{
  PwNameDominoesModel *m = g_new0 (PwNameDominoesModel, 1);
  m->parent.kind = pw_name_dominoes_kind ();
  m->width = CLAMP (width, 1, PW_NAME_DOMINOES_MAX_SIDE);
  m->height = CLAMP (height, 1, PW_NAME_DOMINOES_MAX_SIDE);
  m->partial_match = TRUE;
  m->tiles = g_ptr_array_new_with_free_func (tile_free);
  m->synonyms = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return m;
}

PwNameDominoesModel *
pw_name_dominoes_model_copy (const PwNameDominoesModel *src)
{
  PwNameDominoesModel *m = pw_name_dominoes_model_new (src->width, src->height);
  m->partial_match = src->partial_match;
  for (guint i = 0; i < src->tiles->len; i++)
    g_ptr_array_add (m->tiles, tile_copy (src->tiles->pdata[i]));
  for (guint i = 0; i < src->synonyms->len; i++)
    g_ptr_array_add (m->synonyms, g_strdupv (src->synonyms->pdata[i]));
  return m;
}

void
pw_name_dominoes_model_free (PwNameDominoesModel *model)
{
  if (model == NULL)
    return;
  g_ptr_array_unref (model->tiles);
  g_ptr_array_unref (model->synonyms);
  g_free (model);
}

guint
pw_name_dominoes_model_add_tile (PwNameDominoesModel *model, const char *const *names, guint n_names)
{
  g_return_val_if_fail (n_names >= 1 && n_names <= PW_NAME_DOMINOES_MAX_SQUARES, 0);
  PwNameDominoesTile *tile = g_new0 (PwNameDominoesTile, 1);
  tile->n_names = n_names;
  for (guint k = 0; k < n_names; k++)
    tile->names[k] = g_strdup (names[k] ? names[k] : "");
  g_ptr_array_add (model->tiles, tile);
  return model->tiles->len - 1;
}

void
pw_name_dominoes_model_add_synonyms (PwNameDominoesModel *model, const char *const *names)
{
  g_ptr_array_add (model->synonyms, g_strdupv ((char **) names));
}

PwNameDominoesTile *
pw_name_dominoes_model_get_tile (const PwNameDominoesModel *model, guint index)
{
  g_return_val_if_fail (index < model->tiles->len, NULL);
  return model->tiles->pdata[index];
}

static const int dir_dx[] = { 1, 0, -1, 0 };
static const int dir_dy[] = { 0, 1, 0, -1 };

void
pw_name_dominoes_square (int x, int y, PwNameDominoesDirection direction, guint k, int *out_x, int *out_y)
{
  *out_x = x + (int) k * dir_dx[direction & 3];
  *out_y = y + (int) k * dir_dy[direction & 3];
}

gboolean
pw_name_dominoes_model_fits (const PwNameDominoesModel *model, guint n_names, int x, int y,
                     PwNameDominoesDirection direction)
{
  for (guint k = 0; k < n_names; k++)
    {
      int sx, sy;
      pw_name_dominoes_square (x, y, direction, k, &sx, &sy);
      if (sx < 0 || sy < 0 || sx >= (int) model->width || sy >= (int) model->height)
        return FALSE;
    }
  return TRUE;
}

int *
pw_name_dominoes_model_grid (const PwNameDominoesModel *model)
{
  gsize n = (gsize) model->width * model->height;
  int *grid = g_new (int, n);
  for (gsize i = 0; i < n; i++)
    grid[i] = -1;
  for (guint t = 0; t < model->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = model->tiles->pdata[t];
      if (!tile->placed)
        continue;
      for (guint k = 0; k < tile->n_names; k++)
        {
          int sx, sy;
          pw_name_dominoes_square (tile->x, tile->y, tile->direction, k, &sx, &sy);
          /* The model never holds an off-board or overlapping tile; stay
           * safe if a caller broke that by hand. */
          if (sx >= 0 && sy >= 0 && sx < (int) model->width && sy < (int) model->height
              && grid[(gsize) sy * model->width + sx] < 0)
            grid[(gsize) sy * model->width + sx] = (int) t * 4 + (int) k;
        }
    }
  return grid;
}

gboolean
pw_name_dominoes_model_place (PwNameDominoesModel *model, guint index, int x, int y,
                      PwNameDominoesDirection direction, GError **error)
{
  g_return_val_if_fail (index < model->tiles->len, FALSE);
  PwNameDominoesTile *tile = model->tiles->pdata[index];
  if (!pw_name_dominoes_model_fits (model, tile->n_names, x, y, direction))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("Tile %u placed at (%d, %d) going %s would leave the %u×%u board"),
                   index + 1, x, y, pw_name_dominoes_direction_to_string (direction), model->width,
                   model->height);
      return FALSE;
    }
  g_autofree int *grid = pw_name_dominoes_model_grid (model);
  for (guint k = 0; k < tile->n_names; k++)
    {
      int sx, sy;
      pw_name_dominoes_square (x, y, direction, k, &sx, &sy);
      int owner = grid[(gsize) sy * model->width + sx];
      if (owner >= 0 && (guint) (owner / 4) != index)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("Tile %u cannot go on square (%d, %d): tile %d is there"), index + 1, sx,
                       sy, owner / 4 + 1);
          return FALSE;
        }
    }
  tile->placed = TRUE;
  tile->x = x;
  tile->y = y;
  tile->direction = tile->n_names > 1 ? direction : PW_NAME_DOMINOES_RIGHT;
  return TRUE;
}

void
pw_name_dominoes_model_unplace (PwNameDominoesModel *model, guint index)
{
  g_return_if_fail (index < model->tiles->len);
  PwNameDominoesTile *tile = model->tiles->pdata[index];
  tile->placed = FALSE;
  tile->pinned = FALSE;
  tile->x = tile->y = 0;
  tile->direction = PW_NAME_DOMINOES_RIGHT;
}

guint
pw_name_dominoes_model_count_placed (const PwNameDominoesModel *model)
{
  guint n = 0;
  for (guint t = 0; t < model->tiles->len; t++)
    if (((PwNameDominoesTile *) model->tiles->pdata[t])->placed)
      n++;
  return n;
}

static const char *const direction_names[] = { "right", "down", "left", "up" };

const char *
pw_name_dominoes_direction_to_string (PwNameDominoesDirection direction)
{
  return direction_names[direction & 3];
}

gboolean
pw_name_dominoes_direction_from_string (const char *text, PwNameDominoesDirection *out)
{
  for (guint d = 0; d < G_N_ELEMENTS (direction_names); d++)
    if (g_strcmp0 (text, direction_names[d]) == 0)
      {
        *out = (PwNameDominoesDirection) d;
        return TRUE;
      }
  return FALSE;
}

char *
pw_name_dominoes_tile_label (const PwNameDominoesTile *tile)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < tile->n_names; k++)
    {
      if (k > 0)
        g_string_append (s, " / ");
      g_string_append (s, tile->names[k][0] ? tile->names[k] : "·");
    }
  return g_string_free (s, FALSE);
}

/* One piece of a pasted list as 1 to 3 names; FALSE when it is too long. */
static gboolean
split_piece (const char *piece, GPtrArray *names, GError **error)
{
  if (strchr (piece, '|') != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (piece, "|", -1);
      guint n = g_strv_length (parts);
      if (n > PW_NAME_DOMINOES_MAX_SQUARES)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("“%s”: a tile has at most %d squares"), piece, PW_NAME_DOMINOES_MAX_SQUARES);
          return FALSE;
        }
      for (guint k = 0; k < n; k++)
        g_ptr_array_add (names, pw_text_squeeze_spaces (parts[k], -1));
      return TRUE;
    }
  g_autofree char *squeezed = pw_text_squeeze_spaces (piece, -1);
  char *last_space = strrchr (squeezed, ' ');
  if (last_space == NULL)
    {
      g_ptr_array_add (names, g_strdup (squeezed));
      return TRUE;
    }
  g_ptr_array_add (names, g_strndup (squeezed, last_space - squeezed));
  g_ptr_array_add (names, g_strdup (last_space + 1));
  return TRUE;
}

guint
pw_name_dominoes_model_add_pasted (PwNameDominoesModel *model, const char *text, GError **error)
{
  g_auto (GStrv) pieces = g_strsplit_set (text, ",\n", -1);
  g_autoptr (GPtrArray) tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; pieces[i]; i++)
    {
      g_autofree char *trimmed = pw_text_squeeze_spaces (pieces[i], -1);
      if (trimmed[0] == '\0')
        continue;
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      if (!split_piece (pieces[i], names, error))
        return 0;
      gboolean any = FALSE;
      for (guint k = 0; k < names->len; k++)
        {
          const char *name = names->pdata[k];
          any = any || name[0] != '\0';
          if (strlen (name) > PW_NAME_DOMINOES_MAX_NAME_BYTES)
            {
              g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                           _("“%s”: a name may be at most %d bytes long"), trimmed,
                           PW_NAME_DOMINOES_MAX_NAME_BYTES);
              return 0;
            }
        }
      if (!any)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID, _("“%s”: the tile has no name"),
                       pieces[i]);
          return 0;
        }
      g_ptr_array_add (tiles, g_steal_pointer (&names));
    }
  if (model->tiles->len + tiles->len > PW_NAME_DOMINOES_MAX_TILES)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   g_dngettext (GETTEXT_PACKAGE, "%u more tile would make more than %d",
                                "%u more tiles would make more than %d", tiles->len),
                   tiles->len, PW_NAME_DOMINOES_MAX_TILES);
      return 0;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      GPtrArray *names = tiles->pdata[i];
      pw_name_dominoes_model_add_tile (model, (const char *const *) names->pdata, names->len);
    }
  return tiles->len;
}
