/* word-search-json.c — the kind's object of a .pzw document.
 *
 * { "width": 15, "height": 15,
 *   "mask": ["###…", …],            rows, '#' a cell, '.' none (optional)
 *   "cells": [["A", "", …], …],     rows of grapheme clusters ("" empty)
 *   "directions": ["right", "down", …],
 *   "fold": "case", "language": "en",
 *   "case": "upper",                optional: auto (the list's), upper, lower
 *   "forbidden": ["…"],             absent: the language's default list
 *   "message": "…",                 optional
 *   "large-print": true,            optional
 *   "words": [{ "text": "CAT", "row": 0, "col": 2,
 *               "direction": "down", "pinned": true }, …] }
 */
#include "word-search.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-json.h"

JsonNode *
pw_word_search_save (const PwModel *model)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, m->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, m->height);
  if (pw_word_search_count_cells (m) != m->width * m->height)
    {
      json_builder_set_member_name (b, "mask");
      json_builder_begin_array (b);
      for (guint y = 0; y < m->height; y++)
        {
          g_autofree char *row = g_malloc (m->width + 1);
          for (guint x = 0; x < m->width; x++)
            row[x] = m->mask[y * m->width + x] ? '#' : '.';
          row[m->width] = '\0';
          json_builder_add_string_value (b, row);
        }
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (guint y = 0; y < m->height; y++)
    {
      json_builder_begin_array (b);
      for (guint x = 0; x < m->width; x++)
        {
          const char *c = m->cells[y * m->width + x];
          json_builder_add_string_value (b, c ? c : "");
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "directions");
  json_builder_begin_array (b);
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
    if (m->directions & (1u << d))
      json_builder_add_string_value (b, pw_word_search_direction_name (d));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "fold");
  json_builder_add_string_value (b, pw_word_search_fold_name (m->fold));
  if (m->letter_case != PW_WORD_SEARCH_CASE_AUTO)
    {
      json_builder_set_member_name (b, "case");
      json_builder_add_string_value (b, pw_word_search_case_name (m->letter_case));
    }
  json_builder_set_member_name (b, "language");
  json_builder_add_string_value (b, m->language);
  json_builder_set_member_name (b, "forbidden");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->forbidden->len; i++)
    json_builder_add_string_value (b, m->forbidden->pdata[i]);
  json_builder_end_array (b);
  if (m->message && *m->message)
    {
      json_builder_set_member_name (b, "message");
      json_builder_add_string_value (b, m->message);
    }
  if (m->large_print)
    {
      json_builder_set_member_name (b, "large-print");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_set_member_name (b, "words");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, w->text);
      if (w->placed)
        {
          json_builder_set_member_name (b, "row");
          json_builder_add_int_value (b, w->row);
          json_builder_set_member_name (b, "col");
          json_builder_add_int_value (b, w->col);
          json_builder_set_member_name (b, "direction");
          json_builder_add_string_value (b, pw_word_search_direction_name (w->direction));
          if (w->pinned)
            {
              json_builder_set_member_name (b, "pinned");
              json_builder_add_boolean_value (b, TRUE);
            }
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
load_mask (PwWordSearchModel *m, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "mask", FALSE, m->height, m->height, &it, error))
    return FALSE;
  while (pw_json_iter_next (&it))
    {
      g_autofree char *row = NULL;
      if (!pw_json_node_string (it.node, it.path, m->width, &row, error))
        return FALSE;
      if (strlen (row) != m->width || strspn (row, "#.") != m->width)
        {
          g_autofree char *msg = g_strdup_printf (_("must be %u characters, each # (a cell) "
                                                    "or . (no cell)"), m->width);
          return pw_json_fail (error, it.path, msg);
        }
      for (guint x = 0; x < m->width; x++)
        m->mask[it.index * m->width + x] = row[x] == '#';
    }
  return TRUE;
}

static gboolean
load_cells (PwWordSearchModel *m, JsonObject *o, const char *path, GError **error)
{
  g_auto (PwJsonIter) y = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "cells", FALSE, m->height, m->height, &y, error))
    return FALSE;
  while (pw_json_iter_next (&y))
    {
      JsonArray *row = pw_json_expect_array (y.node, y.path, m->width, m->width, error);
      if (row == NULL)
        return FALSE;
      g_auto (PwJsonIter) x = pw_json_iter (row, y.path);
      while (pw_json_iter_next (&x))
        {
          guint i = y.index * m->width + x.index;
          g_autofree char *text = NULL;
          if (!pw_json_node_string (x.node, x.path, 64, &text, error))
            return FALSE;
          if (*text == '\0')
            continue;
          if (!pw_text_is_one_grapheme (text, -1))
            return pw_json_fail (error, x.path,
                                 _("a cell holds one letter (one grapheme cluster)"));
          if (!m->mask[i])
            return pw_json_fail (error, x.path,
                                 _("a cell outside the grid's shape must be empty"));
          m->cells[i] = g_steal_pointer (&text);
        }
    }
  return TRUE;
}

static gboolean
load_directions (PwWordSearchModel *m, JsonObject *o, const char *path, GError **error)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  if (json_object_get_member (o, "directions") == NULL)
    return TRUE;
  if (!pw_json_member_strings (o, path, "directions", FALSE, 0, PW_WORD_SEARCH_N_DIRECTIONS,
                               PW_WORD_SEARCH_MAX_WORD_BYTES, names, error))
    return FALSE;
  g_autofree char *dpath = pw_json_path_member (path, "directions");
  m->directions = 0;
  for (guint i = 0; i < names->len; i++)
    {
      PwWordSearchDirection d;
      if (!pw_word_search_direction_from_name (names->pdata[i], &d))
        {
          g_autofree char *ipath = pw_json_path_index (dpath, i);
          return pw_json_fail (error, ipath, _("expected right, down, down-right, up-right, left, "
                                               "up, up-left or down-left"));
        }
      m->directions |= 1u << d;
    }
  if (m->directions == 0)
    return pw_json_fail (error, dpath, _("at least one direction is needed"));
  return TRUE;
}

static gboolean
load_word (PwWordSearchModel *m, JsonNode *node, const char *ipath, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, ipath, error);
  if (o == NULL)
    return FALSE;
  g_autofree char *text = NULL;
  if (!pw_json_member_string (o, ipath, "text", TRUE, PW_WORD_SEARCH_MAX_WORD_BYTES, &text, error))
    return FALSE;
  PwWordSearchWord *w = pw_word_search_model_add_word (m, text);
  g_autofree char *dir = NULL;
  if (!pw_json_member_string (o, ipath, "direction", FALSE, 32, &dir, error))
    return FALSE;
  if (dir == NULL)
    return TRUE;
  gint64 row = -1, col = -1;
  if (!pw_word_search_direction_from_name (dir, &w->direction))
    {
      g_autofree char *dpath = pw_json_path_member (ipath, "direction");
      return pw_json_fail (error, dpath, _("expected right, down, down-right, up-right, left, up, "
                                           "up-left or down-left"));
    }
  if (!pw_json_member_int (o, ipath, "row", TRUE, 0, m->height - 1, &row, error)
      || !pw_json_member_int (o, ipath, "col", TRUE, 0, m->width - 1, &col, error)
      || !pw_json_member_bool (o, ipath, "pinned", FALSE, &w->pinned, error))
    return FALSE;
  guint n = 0;
  g_auto (GStrv) letters = pw_word_search_word_letters (text, &n);
  if (!pw_word_search_fits (m, row, col, w->direction, n))
    return pw_json_fail (error, ipath, _("the word runs off the grid from where it is placed"));
  w->placed = TRUE;
  w->row = row;
  w->col = col;
  return TRUE;
}

PwModel *
pw_word_search_load (JsonNode *node, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (node, path, error);
  gint64 width, height;
  if (o == NULL
      || !pw_json_member_int (o, path, "width", TRUE, 1, PW_WORD_SEARCH_MAX_SIDE, &width, error)
      || !pw_json_member_int (o, path, "height", TRUE, 1, PW_WORD_SEARCH_MAX_SIDE, &height, error))
    return NULL;
  g_autoptr (PwModel) model = &pw_word_search_model_new (width, height)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  if (!load_mask (m, o, path, error) || !load_cells (m, o, path, error)
      || !load_directions (m, o, path, error))
    return NULL;

  g_autofree char *fold = NULL;
  if (!pw_json_member_string (o, path, "fold", FALSE, 32, &fold, error))
    return NULL;
  if (fold && !pw_word_search_fold_from_name (fold, &m->fold))
    {
      g_autofree char *fpath = pw_json_path_member (path, "fold");
      pw_json_fail (error, fpath, _("expected none, case or case-accents"));
      return NULL;
    }
  g_autofree char *letter_case = NULL;
  if (!pw_json_member_string (o, path, "case", FALSE, 32, &letter_case, error))
    return NULL;
  if (letter_case && !pw_word_search_case_from_name (letter_case, &m->letter_case))
    {
      g_autofree char *cpath = pw_json_path_member (path, "case");
      pw_json_fail (error, cpath, _("expected auto, upper or lower"));
      return NULL;
    }
  g_autofree char *language = NULL;
  if (!pw_json_member_string (o, path, "language", FALSE, 35, &language, error))
    return NULL;
  if (language)
    g_free (g_steal_pointer (&m->language)), m->language = g_steal_pointer (&language);
  if (!pw_json_member_string (o, path, "message", FALSE, PW_WORD_SEARCH_MAX_MESSAGE_BYTES, &m->message,
                              error))
    return NULL;

  if (!pw_json_member_bool (o, path, "large-print", FALSE, &m->large_print, error))
    return NULL;
  if (json_object_get_member (o, "forbidden"))
    {
      if (!pw_json_member_strings (o, path, "forbidden", FALSE, 0, PW_WORD_SEARCH_MAX_FORBIDDEN,
                                   PW_WORD_SEARCH_MAX_WORD_BYTES, m->forbidden, error))
        return NULL;
    }
  else
    for (const char *const *f = pw_word_search_default_forbidden (m->language); *f; f++)
      g_ptr_array_add (m->forbidden, g_strdup (*f));

  g_auto (PwJsonIter) it = PW_JSON_ITER_INIT;
  if (!pw_json_member_iter (o, path, "words", TRUE, 0, PW_WORD_SEARCH_MAX_WORDS, &it, error))
    return NULL;
  while (pw_json_iter_next (&it))
    if (!load_word (m, it.node, it.path, error))
      return NULL;
  return g_steal_pointer (&model);
}
