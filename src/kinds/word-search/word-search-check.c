/* word-search-check.c — the checker behind verify.  It shares nothing
 * with the generator but the model: it folds the cells itself and reads
 * every line of the grid, so a bug in placing or filling cannot hide a
 * word that occurs twice. */
#include "word-search-check.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The cells folded with @flags; NULL for masked or empty cells. */
static char **
fold_grid (const PwWordSearchModel *m, PwTextFold flags)
{
  guint n = m->width * m->height;
  char **grid = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    if (m->mask[i] && m->cells[i])
      grid[i] = pw_text_fold (m->cells[i], -1, flags);
  return grid;
}

static void
free_grid (char **grid, guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (grid[i]);
  g_free (grid);
}

/* All occurrences of @keys in the directions of @dirs, each set of cells
 * once: a palindrome read forwards and backwards, or a one-letter word in
 * eight directions, covers the same cells. */
static GArray *
find_all (const PwWordSearchModel *m, char **grid, char **keys, guint n, guint dirs)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (PwWordSearchOccurrence));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (n == 0)
    return found;
  for (int y = 0; y < (int) m->height; y++)
    for (int x = 0; x < (int) m->width; x++)
      for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
        {
          if (!(dirs & (1u << d)))
            continue;
          int dx, dy;
          pw_word_search_direction_step (d, &dx, &dy);
          guint k = 0;
          for (; k < n; k++)
            {
              int cx = x + dx * (int) k, cy = y + dy * (int) k;
              if (!pw_word_search_in_grid (m, cy, cx))
                break;
              const char *c = grid[cy * m->width + cx];
              if (c == NULL || strcmp (c, keys[k]) != 0)
                break;
            }
          if (k < n)
            continue;
          int a = y * m->width + x;
          int b = (y + dy * (int) (n - 1)) * m->width + x + dx * (int) (n - 1);
          char *key = g_strdup_printf ("%d-%d", MIN (a, b), MAX (a, b));
          if (!g_hash_table_add (seen, key))
            continue;
          PwWordSearchOccurrence o = { y, x, d, n };
          g_array_append_val (found, o);
        }
  return found;
}

PwWordSearchCheck *
pw_word_search_check_new (const PwWordSearchModel *m)
{
  PwWordSearchCheck *check = g_new0 (PwWordSearchCheck, 1);
  guint n = m->width * m->height;
  check->occurrences = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  check->forbidden = g_array_new (FALSE, FALSE, sizeof (PwWordSearchOccurrence));
  check->forbidden_index = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < n; i++)
    check->empty_cells += m->mask[i] && m->cells[i] == NULL;

  PwTextFold flags = pw_word_search_fold_flags (m->fold);
  char **grid = fold_grid (m, flags);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      guint len = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &len);
      for (guint k = 0; k < len; k++)
        {
          char *f = pw_text_fold (letters[k], -1, flags);
          g_free (letters[k]);
          letters[k] = f;
        }
      g_ptr_array_add (check->occurrences, find_all (m, grid, letters, len, m->directions));
    }
  free_grid (grid, n);

  /* Rude words are rude in any case, with any accent, in any direction. */
  PwTextFold loose = PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS;
  grid = fold_grid (m, loose);
  for (guint i = 0; i < m->forbidden->len; i++)
    {
      guint len = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (m->forbidden->pdata[i], &len);
      for (guint k = 0; k < len; k++)
        {
          char *f = pw_text_fold (letters[k], -1, loose);
          g_free (letters[k]);
          letters[k] = f;
        }
      g_autoptr (GArray) found = find_all (m, grid, letters, len, PW_WORD_SEARCH_ALL_DIRECTIONS);
      for (guint k = 0; k < found->len; k++)
        {
          g_array_append_val (check->forbidden, g_array_index (found, PwWordSearchOccurrence, k));
          g_array_append_val (check->forbidden_index, i);
        }
    }
  free_grid (grid, n);
  return check;
}

void
pw_word_search_check_free (PwWordSearchCheck *check)
{
  g_ptr_array_unref (check->occurrences);
  g_array_unref (check->forbidden);
  g_array_unref (check->forbidden_index);
  g_free (check);
}

gboolean
pw_word_search_check_ok (const PwWordSearchCheck *check)
{
  if (check->empty_cells > 0 || check->forbidden->len > 0 || check->occurrences->len == 0)
    return FALSE;
  for (guint i = 0; i < check->occurrences->len; i++)
    if (((GArray *) check->occurrences->pdata[i])->len != 1)
      return FALSE;
  return TRUE;
}

char *
pw_word_search_check_summary (const PwWordSearchModel *m, const PwWordSearchCheck *check)
{
  GString *s = g_string_new (NULL);
  guint n_words = check->occurrences->len;
  for (guint i = 0; i < n_words; i++)
    {
      guint n = ((GArray *) check->occurrences->pdata[i])->len;
      const char *text = ((PwWordSearchWord *) m->words->pdata[i])->text;
      if (n == 0)
        g_string_append_printf (s, _("“%s” is not in the grid. "), text);
      else if (n > 1)
        g_string_append_printf (s, _("“%s” occurs %u times. "), text, n);
    }
  for (guint k = 0; k < check->forbidden->len; k++)
    {
      const PwWordSearchOccurrence *o = &g_array_index (check->forbidden, PwWordSearchOccurrence, k);
      guint f = g_array_index (check->forbidden_index, guint, k);
      g_string_append_printf (s, _("The forbidden word “%s” reads %s from row %d, column %d. "),
                              (char *) m->forbidden->pdata[f],
                              pw_word_search_direction_name (o->direction), o->row + 1, o->col + 1);
    }
  if (check->empty_cells > 0)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%u cell is empty. ",
                                            "%u cells are empty. ", check->empty_cells),
                            check->empty_cells);
  if (n_words == 0)
    g_string_append (s, _("The word list is empty. "));
  if (s->len == 0)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "The word occurs exactly once and no forbidden "
                                            "word appears",
                                            "Each of the %u words occurs exactly once and no "
                                            "forbidden word appears", n_words),
                            n_words);
  else
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

static void
add_occurrence (JsonBuilder *b, const PwWordSearchOccurrence *o)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "row");
  json_builder_add_int_value (b, o->row);
  json_builder_set_member_name (b, "col");
  json_builder_add_int_value (b, o->col);
  json_builder_set_member_name (b, "direction");
  json_builder_add_string_value (b, pw_word_search_direction_name (o->direction));
  json_builder_end_object (b);
}

JsonNode *
pw_word_search_check_to_json (const PwWordSearchModel *m, const PwWordSearchCheck *check)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, pw_word_search_check_ok (check));
  json_builder_set_member_name (b, "words");
  json_builder_begin_array (b);
  for (guint i = 0; i < check->occurrences->len; i++)
    {
      GArray *found = check->occurrences->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, ((PwWordSearchWord *) m->words->pdata[i])->text);
      json_builder_set_member_name (b, "count");
      json_builder_add_int_value (b, found->len);
      json_builder_set_member_name (b, "found");
      json_builder_begin_array (b);
      for (guint k = 0; k < found->len; k++)
        add_occurrence (b, &g_array_index (found, PwWordSearchOccurrence, k));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "forbidden");
  json_builder_begin_array (b);
  for (guint k = 0; k < check->forbidden->len; k++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (
        b, m->forbidden->pdata[g_array_index (check->forbidden_index, guint, k)]);
      json_builder_set_member_name (b, "at");
      add_occurrence (b, &g_array_index (check->forbidden, PwWordSearchOccurrence, k));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "empty_cells");
  json_builder_add_int_value (b, check->empty_cells);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
