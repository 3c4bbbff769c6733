/* word-search-model.c — the model's values: cells, words, directions. */
#include "word-search.h"

#include <string.h>

static const struct
{
  int dx, dy;
  const char *name;
} directions[PW_WORD_SEARCH_N_DIRECTIONS] = {
  [PW_WORD_SEARCH_RIGHT] = { 1, 0, "right" },
  [PW_WORD_SEARCH_DOWN] = { 0, 1, "down" },
  [PW_WORD_SEARCH_DOWN_RIGHT] = { 1, 1, "down-right" },
  [PW_WORD_SEARCH_UP_RIGHT] = { 1, -1, "up-right" },
  [PW_WORD_SEARCH_LEFT] = { -1, 0, "left" },
  [PW_WORD_SEARCH_UP] = { 0, -1, "up" },
  [PW_WORD_SEARCH_UP_LEFT] = { -1, -1, "up-left" },
  [PW_WORD_SEARCH_DOWN_LEFT] = { -1, 1, "down-left" },
};

void
pw_word_search_direction_step (PwWordSearchDirection d, int *dx, int *dy)
{
  *dx = directions[d].dx;
  *dy = directions[d].dy;
}

const char *
pw_word_search_direction_name (PwWordSearchDirection d)
{
  return directions[d].name;
}

gboolean
pw_word_search_direction_from_name (const char *name, PwWordSearchDirection *d)
{
  for (guint i = 0; i < PW_WORD_SEARCH_N_DIRECTIONS; i++)
    if (g_strcmp0 (name, directions[i].name) == 0)
      {
        *d = i;
        return TRUE;
      }
  return FALSE;
}

guint
pw_word_search_directions_level (guint level)
{
  return level == 2 ? 0x3u : level == 4 ? 0xfu : level == 8 ? PW_WORD_SEARCH_ALL_DIRECTIONS : 0;
}

static const char *const fold_names[] = { "none", "case", "case-accents" };

PwTextFold
pw_word_search_fold_flags (PwWordSearchFold fold)
{
  return fold == PW_WORD_SEARCH_FOLD_NONE ? PW_TEXT_FOLD_NONE
         : fold == PW_WORD_SEARCH_FOLD_CASE ? PW_TEXT_FOLD_CASE
                                   : PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS;
}

const char *
pw_word_search_fold_name (PwWordSearchFold fold)
{
  return fold_names[fold];
}

gboolean
pw_word_search_fold_from_name (const char *name, PwWordSearchFold *fold)
{
  for (guint i = 0; i < G_N_ELEMENTS (fold_names); i++)
    if (g_strcmp0 (name, fold_names[i]) == 0)
      {
        *fold = i;
        return TRUE;
      }
  return FALSE;
}

PwWordSearchModel *
pw_word_search_model_new (guint width, guint height)
{
  PwWordSearchModel *m = g_new0 (PwWordSearchModel, 1);
  m->parent.kind = pw_word_search_kind ();
  m->width = width;
  m->height = height;
  m->mask = g_malloc (MAX (width * height, 1));
  memset (m->mask, 1, width * height);
  m->cells = g_new0 (char *, MAX (width * height, 1));
  m->words = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_word_search_word_free);
  m->directions = PW_WORD_SEARCH_ALL_DIRECTIONS;
  m->fold = PW_WORD_SEARCH_FOLD_CASE;
  m->language = g_strdup ("en");
  m->forbidden = g_ptr_array_new_with_free_func (g_free);
  return m;
}

/* Keeps what lies inside the new size; words that no longer fit lose
 * their placement. */
void
pw_word_search_model_resize (PwWordSearchModel *m, guint width, guint height)
{
  guint8 *mask = g_malloc (MAX (width * height, 1));
  char **cells = g_new0 (char *, MAX (width * height, 1));
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        gboolean old = x < m->width && y < m->height;
        mask[y * width + x] = old ? m->mask[y * m->width + x] : 1;
        if (old)
          cells[y * width + x] = g_steal_pointer (&m->cells[y * m->width + x]);
      }
  for (guint i = 0; i < m->width * m->height; i++)
    g_free (m->cells[i]);
  g_free (m->cells);
  g_free (m->mask);
  m->mask = mask;
  m->cells = cells;
  m->width = width;
  m->height = height;
  for (guint i = 0; i < m->words->len; i++)
    {
      PwWordSearchWord *w = m->words->pdata[i];
      guint n = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
      if (w->placed && !pw_word_search_fits (m, w->row, w->col, w->direction, n))
        w->placed = w->pinned = FALSE;
    }
}

PwWordSearchWord *
pw_word_search_word_new (const char *text)
{
  PwWordSearchWord *w = g_new0 (PwWordSearchWord, 1);
  w->text = g_strdup (text);
  return w;
}

PwWordSearchWord *
pw_word_search_word_copy (const PwWordSearchWord *word)
{
  PwWordSearchWord *w = g_memdup2 (word, sizeof *word);
  w->text = g_strdup (word->text);
  return w;
}

void
pw_word_search_word_free (PwWordSearchWord *word)
{
  g_free (word->text);
  g_free (word);
}

PwWordSearchWord *
pw_word_search_model_add_word (PwWordSearchModel *m, const char *text)
{
  PwWordSearchWord *w = pw_word_search_word_new (text);
  g_ptr_array_add (m->words, w);
  return w;
}

gboolean
pw_word_search_in_grid (const PwWordSearchModel *m, int row, int col)
{
  return row >= 0 && col >= 0 && (guint) row < m->height && (guint) col < m->width
         && m->mask[row * m->width + col];
}

gboolean
pw_word_search_fits (const PwWordSearchModel *m, int row, int col, PwWordSearchDirection d, guint n)
{
  int dx, dy;
  if (n == 0)
    return FALSE;
  pw_word_search_direction_step (d, &dx, &dy);
  for (guint k = 0; k < n; k++)
    if (!pw_word_search_in_grid (m, row + dy * (int) k, col + dx * (int) k))
      return FALSE;
  return TRUE;
}

guint
pw_word_search_count_cells (const PwWordSearchModel *m)
{
  guint n = 0;
  for (guint i = 0; i < m->width * m->height; i++)
    n += m->mask[i] != 0;
  return n;
}

/* White space inside a word ("ICE CREAM") takes no cell, as in every
 * printed word search. */
char **
pw_word_search_word_letters (const char *text, guint *n)
{
  GPtrArray *out = g_ptr_array_new ();
  PwTextIter iter;
  const char *cluster;
  gsize len;
  pw_text_iter_init (&iter, text, -1);
  while (pw_text_iter_next (&iter, &cluster, &len))
    {
      gunichar c = g_utf8_get_char (cluster);
      if (g_utf8_next_char (cluster) == cluster + len
          && (g_unichar_isspace (c) || c == '-' || c == 0x2010 || c == 0x2011))
        continue;
      g_ptr_array_add (out, g_strndup (cluster, len));
    }
  if (n)
    *n = out->len;
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

char **
pw_word_search_word_keys (const PwWordSearchModel *m, const char *text, guint *n)
{
  char **letters = pw_word_search_word_letters (text, n);
  PwTextFold flags = pw_word_search_fold_flags (m->fold);
  for (char **l = letters; *l; l++)
    {
      char *folded = pw_text_fold (*l, -1, flags);
      g_free (*l);
      *l = folded;
    }
  return letters;
}
