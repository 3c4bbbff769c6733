/* word-search-ipuz.c — ipuz word searches (http://ipuz.org/wordsearch#1).
 *
 * What we read and write:
 *   "dimensions": { "width", "height" } — checked against the grid: a file
 *     whose "puzzle" has another size is refused, naming both;
 *   "puzzle": rows of cells, each a letter (one grapheme cluster), null or
 *     the "block" string for a cell outside the shape, or an object with
 *     a "value";
 *   "solution": one word, a list of words, or an object from each word to
 *     a GroupSpec whose "cells" ([column, row], from 0) give its place;
 *   "dictionary": false (only the listed words count; a named dictionary
 *     is refused, since only listed words can be checked);
 *   "zigzag": words that bend are refused, ours run straight;
 *   "showanswers", "time", "points", "retrace", "useall", "misses":
 *     accepted on import (their types checked) and written on export
 *     with the values our puzzles have.
 * Metadata (title, author…) belongs to the document, not the kind. */
#include "word-search-ipuz.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-json.h"

/* An ipuz word search nests four deep ("solution" → word → "cells" →
 * [column, row]); extensions may add a little more. */
#define MAX_DEPTH 16

static gboolean
check_kind (JsonObject *o, GError **error)
{
  JsonArray *a;
  if (!pw_json_member_array (o, "$", "kind", TRUE, 1, 64, &a, NULL, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      const char *k = json_node_get_string (json_array_get_element (a, i));
      if (k && g_str_has_prefix (k, "http://ipuz.org/wordsearch"))
        return TRUE;
    }
  return pw_json_fail (error, "$.kind",
                       _("not an ipuz word search (no http://ipuz.org/wordsearch)"));
}

static gboolean
load_grid (PwWordSearchModel *m, JsonObject *o, GError **error)
{
  JsonNode *node = pw_json_member_node (o, "$", "puzzle", FALSE, error);
  if (node == NULL)
    return TRUE;
  const char *block = "#";
  if (json_object_has_member (o, "block") && JSON_NODE_HOLDS_VALUE (json_object_get_member (o, "block"))
      && json_node_get_value_type (json_object_get_member (o, "block")) == G_TYPE_STRING)
    block = json_object_get_string_member (o, "block");
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return pw_json_fail (error, "$.puzzle", _("expected an array of rows"));
  JsonArray *rows = json_node_get_array (node);
  if (json_array_get_length (rows) != m->height)
    {
      g_autofree char *msg = g_strdup_printf (_("the dimensions say %u rows but the puzzle has "
                                                "%u"), m->height, json_array_get_length (rows));
      return pw_json_fail (error, "$.puzzle", msg);
    }
  g_auto (PwJsonIter) y = pw_json_iter (rows, "$.puzzle");
  while (pw_json_iter_next (&y))
    {
      if (!JSON_NODE_HOLDS_ARRAY (y.node))
        return pw_json_fail (error, y.path, _("expected an array of cells"));
      JsonArray *row = json_node_get_array (y.node);
      if (json_array_get_length (row) != m->width)
        {
          g_autofree char *msg = g_strdup_printf (_("the dimensions say %u columns but this row "
                                                    "has %u"), m->width,
                                                  json_array_get_length (row));
          return pw_json_fail (error, y.path, msg);
        }
      g_auto (PwJsonIter) x = pw_json_iter (row, y.path);
      while (pw_json_iter_next (&x))
        {
          guint i = y.index * m->width + x.index;
          JsonNode *cell = x.node;
          if (JSON_NODE_HOLDS_OBJECT (cell))
            cell = json_object_get_member (json_node_get_object (cell), "value");
          if (cell == NULL || JSON_NODE_HOLDS_NULL (cell))
            {
              m->mask[i] = 0;
              continue;
            }
          if (!JSON_NODE_HOLDS_VALUE (cell))
            return pw_json_fail (error, x.path, _("expected a letter, null or a block"));
          if (json_node_get_value_type (cell) != G_TYPE_STRING)
            continue; /* 0 or another number: an empty cell */
          const char *text = json_node_get_string (cell);
          if (g_strcmp0 (text, block) == 0)
            {
              m->mask[i] = 0;
              continue;
            }
          if (*text == '\0')
            continue;
          if (!pw_text_is_one_grapheme (text, -1))
            return pw_json_fail (error, x.path,
                                 _("a cell holds one letter (one grapheme cluster)"));
          m->cells[i] = g_strdup (text);
        }
    }
  return TRUE;
}

/* A word's place from its GroupSpec: consecutive cells on one line. */
static gboolean
load_place (PwWordSearchModel *m, PwWordSearchWord *w, JsonNode *spec, const char *path, GError **error)
{
  JsonObject *o = pw_json_expect_object (spec, path, error);
  if (o == NULL)
    return FALSE;
  JsonArray *cells;
  g_autofree char *cpath = NULL;
  if (!pw_json_member_array (o, path, "cells", FALSE, 1, PW_WORD_SEARCH_MAX_SIDE, &cells, &cpath,
                             error))
    return FALSE;
  if (cells == NULL)
    return TRUE; /* a "rect" or a style only: the word is listed, not placed */
  guint n = json_array_get_length (cells), letters = 0;
  g_auto (GStrv) l = pw_word_search_word_letters (w->text, &letters);
  if (n != letters)
    {
      g_autofree char *msg = g_strdup_printf (_("“%s” has %u letters but %u cells"), w->text,
                                              letters, n);
      return pw_json_fail (error, cpath, msg);
    }
  gint64 xs[2], ys[2];
  for (guint e = 0; e < 2; e++)
    {
      guint k = e == 0 ? 0 : n - 1;
      g_autofree char *kpath = pw_json_path_index (cpath, k);
      gint64 xy[2];
      if (!pw_json_node_pair (json_array_get_element (cells, k), kpath, m->width - 1,
                              m->height - 1, xy, error))
        return FALSE;
      xs[e] = xy[0];
      ys[e] = xy[1];
    }
  int dx = (xs[1] > xs[0]) - (xs[1] < xs[0]), dy = (ys[1] > ys[0]) - (ys[1] < ys[0]);
  gint64 span = MAX (ABS (xs[1] - xs[0]), ABS (ys[1] - ys[0]));
  gboolean straight = (dx == 0 || dy == 0 || ABS (xs[1] - xs[0]) == ABS (ys[1] - ys[0]))
                      && span == (gint64) n - 1;
  PwWordSearchDirection dir = PW_WORD_SEARCH_RIGHT;
  gboolean known = n == 1;
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS && !known; d++)
    {
      int sx, sy;
      pw_word_search_direction_step (d, &sx, &sy);
      if (sx == dx && sy == dy)
        dir = d, known = TRUE;
    }
  if (!straight || !known || !pw_word_search_fits (m, ys[0], xs[0], dir, n))
    return pw_json_fail (error, cpath,
                         _("the cells do not run in a straight line inside the grid"));
  w->placed = TRUE;
  w->row = ys[0];
  w->col = xs[0];
  w->direction = dir;
  return TRUE;
}

static gboolean
add_word (PwWordSearchModel *m, const char *text, const char *path, GError **error)
{
  if (m->words->len >= PW_WORD_SEARCH_MAX_WORDS || strlen (text) > PW_WORD_SEARCH_MAX_WORD_BYTES)
    return pw_json_fail (error, path, _("too many words, or a word too long"));
  pw_word_search_model_add_word (m, text);
  return TRUE;
}

static gboolean
load_solution (PwWordSearchModel *m, JsonObject *o, GError **error)
{
  JsonNode *node = pw_json_member_node (o, "$", "solution", FALSE, error);
  if (node == NULL)
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return add_word (m, json_node_get_string (node), "$.solution", error);
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      g_auto (PwJsonIter) it = pw_json_iter (json_node_get_array (node), "$.solution");
      while (pw_json_iter_next (&it))
        {
          g_autofree char *text = NULL;
          if (!pw_json_node_string (it.node, it.path, PW_WORD_SEARCH_MAX_WORD_BYTES, &text, error)
              || !add_word (m, text, it.path, error))
            return FALSE;
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *words = json_node_get_object (node);
      g_autoptr (GList) names = json_object_get_members (words);
      for (GList *l = names; l; l = l->next)
        {
          g_autofree char *wpath = pw_json_path_member ("$.solution", l->data);
          if (!add_word (m, l->data, wpath, error)
              || !load_place (m, g_ptr_array_index (m->words, m->words->len - 1),
                              json_object_get_member (words, l->data), wpath, error))
            return FALSE;
        }
      return TRUE;
    }
  return pw_json_fail (error, "$.solution",
                       _("expected a word, a list of words or an object of words"));
}

/* The fewest directions (2, 4 or 8) that allow every placed word. */
static guint
directions_of (const PwWordSearchModel *m)
{
  guint used = 0;
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      if (w->placed)
        used |= 1u << w->direction;
    }
  if (used == 0)
    return PW_WORD_SEARCH_ALL_DIRECTIONS;
  return (used & ~0x3u) == 0 ? 0x3u : (used & ~0xfu) == 0 ? 0xfu : PW_WORD_SEARCH_ALL_DIRECTIONS;
}

static gboolean
check_options (JsonObject *o, GError **error)
{
  JsonNode *n;
  if ((n = json_object_get_member (o, "dictionary")) && !JSON_NODE_HOLDS_NULL (n)
      && !(JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN
           && !json_node_get_boolean (n)))
    return pw_json_fail (error, "$.dictionary",
                         _("words from a dictionary cannot be checked; only listed words (false) "
                           "are supported"));
  gboolean zigzag = FALSE;
  if (!pw_json_member_bool (o, "$", "zigzag", FALSE, &zigzag, error))
    return FALSE;
  if (zigzag)
    return pw_json_fail (error, "$.zigzag", _("words that bend are not supported"));
  gboolean flag;
  gint64 time;
  if (!pw_json_member_bool (o, "$", "retrace", FALSE, &flag, error)
      || !pw_json_member_bool (o, "$", "useall", FALSE, &flag, error)
      || !pw_json_member_int (o, "$", "time", FALSE, 0, G_MAXINT32, &time, error))
    return FALSE;
  const char *const choices[][3] = { { "showanswers", "during", "after" },
                                     { "points", "linear", "log" } };
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autofree char *v = NULL;
      if (!pw_json_member_string (o, "$", choices[i][0], FALSE, 16, &v, error))
        {
          /* null is allowed too */
          JsonNode *nn = json_object_get_member (o, choices[i][0]);
          if (nn == NULL || !JSON_NODE_HOLDS_NULL (nn))
            return FALSE;
          g_clear_error (error);
          continue;
        }
      if (v && g_strcmp0 (v, choices[i][1]) != 0 && g_strcmp0 (v, choices[i][2]) != 0)
        {
          g_autofree char *path = pw_json_path_member ("$", choices[i][0]);
          g_autofree char *msg = g_strdup_printf (_("expected “%s”, “%s” or null"),
                                                  choices[i][1], choices[i][2]);
          return pw_json_fail (error, path, msg);
        }
    }
  return TRUE;
}

PwModel *
pw_word_search_ipuz_import (const char *text, gsize length, GError **error)
{
  /* Strict and depth-bounded before json-glib's recursive parser sees
   * it: a file of brackets would overflow the stack. */
  g_autoptr (GError) parse_error = NULL;
  g_autoptr (JsonNode) root = pw_json_parse (text, length, MAX_DEPTH, TRUE, &parse_error);
  if (root == NULL)
    {
      if (parse_error->code == PW_ERROR_PARSE)
        g_set_error (error, PW_ERROR, PW_ERROR_PARSE, _("not JSON: %s"), parse_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&parse_error));
      return NULL;
    }
  JsonObject *o = pw_json_expect_object (root, "$", error);
  if (o == NULL || !check_kind (o, error) || !check_options (o, error))
    return NULL;
  JsonObject *d;
  gint64 width, height;
  if (!pw_json_member_object (o, "$", "dimensions", TRUE, &d, NULL, error)
      || !pw_json_member_int (d, "$.dimensions", "width", TRUE, 1, PW_WORD_SEARCH_MAX_SIDE, &width,
                              error)
      || !pw_json_member_int (d, "$.dimensions", "height", TRUE, 1, PW_WORD_SEARCH_MAX_SIDE, &height,
                              error))
    return NULL;
  g_autoptr (PwModel) model = &pw_word_search_model_new (width, height)->parent;
  PwWordSearchModel *m = (PwWordSearchModel *) model;
  if (!load_grid (m, o, error) || !load_solution (m, o, error))
    return NULL;
  m->directions = directions_of (m);
  for (const char *const *f = pw_word_search_default_forbidden (m->language); *f; f++)
    g_ptr_array_add (m->forbidden, g_strdup (*f));
  return g_steal_pointer (&model);
}

/* ipuz's "solution" names each word once (an object keyed by the words,
 * which is where their places go), so a list with a word in it twice,
 * which validate calls a problem but a document may hold, cannot be
 * written without losing one: refused, naming both. */
static gboolean
check_words_once (const PwWordSearchModel *m, GError **error)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      gpointer first;
      if (g_hash_table_lookup_extended (seen, w->text, NULL, &first))
        {
          g_set_error (error, PW_ERROR, PW_ERROR_UNSUPPORTED,
                       _("$.puzzle.words[%u]: “%s” is word %u too, and ipuz lists each word "
                         "once"),
                       i, w->text, GPOINTER_TO_UINT (first) + 1);
          return FALSE;
        }
      g_hash_table_insert (seen, w->text, GUINT_TO_POINTER (i));
    }
  return TRUE;
}

char *
pw_word_search_ipuz_export (const PwModel *model, GError **error)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  if (!check_words_once (m, error))
    return NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "version");
  json_builder_add_string_value (b, "http://ipuz.org/v2");
  json_builder_set_member_name (b, "kind");
  json_builder_begin_array (b);
  json_builder_add_string_value (b, "http://ipuz.org/wordsearch#1");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "dimensions");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, m->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, m->height);
  json_builder_end_object (b);
  /* Cells outside the shape are written null; "block" is said only when
   * a letter is ipuz's default block "#" (a file that named another
   * block may hold it), as a text no letter can be. */
  for (guint c = 0; c < m->width * m->height; c++)
    if (m->mask[c] && g_strcmp0 (m->cells[c], "#") == 0)
      {
        json_builder_set_member_name (b, "block");
        json_builder_add_string_value (b, "##");
        break;
      }
  json_builder_set_member_name (b, "puzzle");
  json_builder_begin_array (b);
  for (guint y = 0; y < m->height; y++)
    {
      json_builder_begin_array (b);
      for (guint x = 0; x < m->width; x++)
        {
          guint c = y * m->width + x;
          if (!m->mask[c])
            json_builder_add_null_value (b);
          else if (m->cells[c])
            json_builder_add_string_value (b, m->cells[c]);
          else
            json_builder_add_int_value (b, 0);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "solution");
  json_builder_begin_object (b);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      json_builder_set_member_name (b, w->text);
      json_builder_begin_object (b);
      if (w->placed)
        {
          guint n = 0;
          g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
          int dx, dy;
          pw_word_search_direction_step (w->direction, &dx, &dy);
          json_builder_set_member_name (b, "cells");
          json_builder_begin_array (b);
          for (guint k = 0; k < n; k++)
            {
              json_builder_begin_array (b);
              json_builder_add_int_value (b, w->col + dx * (int) k);
              json_builder_add_int_value (b, w->row + dy * (int) k);
              json_builder_end_array (b);
            }
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "dictionary");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "showanswers");
  json_builder_add_string_value (b, "after");
  json_builder_set_member_name (b, "retrace");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "useall");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_set_member_name (b, "zigzag");
  json_builder_add_boolean_value (b, FALSE);
  json_builder_end_object (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

const PwFormat pw_word_search_formats[PW_WORD_SEARCH_N_FORMATS] = {
  { "ipuz", N_("ipuz word search"), pw_word_search_ipuz_import, pw_word_search_ipuz_export },
};
