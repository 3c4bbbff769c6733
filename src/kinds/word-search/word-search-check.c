/* word-search-check.c — the checker behind verify.  It shares nothing
 * with the generator but the model: it folds the cells itself and reads
 * every line of the grid, so a bug in placing or filling cannot hide a
 * word that occurs twice.
 *
 * Why numbers: the fill runs the checker after each round of letters,
 * and comparing folded strings cell by cell, with each of the 400 cells
 * of a 20×20 grid folded afresh twice, was nearly half of a generation's
 * time (issue 26).  Each distinct text is folded once per check and
 * given a number; the lines are then read as numbers. */
#include "word-search-check.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The grid read with one set of fold flags: per cell the number of its
 * folded text (0 for masked or empty cells), and the numbers given. */
typedef struct
{
  PwTextFold flags;
  guint *cell;
  GHashTable *raw;    /* text as written → number, or G_MAXUINT (not in the grid) */
  GHashTable *folded; /* folded text → number (1, 2, …) */
} Grid;

static void
grid_init (Grid *g, const PwWordSearchModel *m, PwTextFold flags)
{
  guint n = m->width * m->height;
  g->flags = flags;
  g->cell = g_new0 (guint, MAX (n, 1));
  g->raw = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g->folded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < n; i++)
    {
      if (!m->mask[i] || !m->cells[i])
        continue;
      gpointer id = g_hash_table_lookup (g->raw, m->cells[i]);
      if (id == NULL)
        {
          char *f = pw_text_fold (m->cells[i], -1, flags);
          id = g_hash_table_lookup (g->folded, f);
          if (id == NULL)
            {
              id = GUINT_TO_POINTER (g_hash_table_size (g->folded) + 1);
              g_hash_table_insert (g->folded, f, id);
            }
          else
            g_free (f);
          g_hash_table_insert (g->raw, g_strdup (m->cells[i]), id);
        }
      g->cell[i] = GPOINTER_TO_UINT (id);
    }
}

static void
grid_clear (Grid *g)
{
  g_free (g->cell);
  g_hash_table_unref (g->raw);
  g_hash_table_unref (g->folded);
}

/* The number of letter @text as the grid folds it; G_MAXUINT when no cell
 * holds it, so that it never matches. */
static guint
letter_id (Grid *g, const char *text)
{
  gpointer id = g_hash_table_lookup (g->raw, text);
  if (id == NULL)
    {
      g_autofree char *f = pw_text_fold (text, -1, g->flags);
      id = g_hash_table_lookup (g->folded, f);
      if (id == NULL)
        id = GUINT_TO_POINTER (G_MAXUINT);
      g_hash_table_insert (g->raw, g_strdup (text), id);
    }
  return GPOINTER_TO_UINT (id);
}

/* The numbers of @text's letters in @g, and how many (*@n). */
static guint *
word_ids (Grid *g, const char *text, guint *n)
{
  g_auto (GStrv) letters = pw_word_search_word_letters (text, n);
  guint *ids = g_new (guint, MAX (*n, 1));
  for (guint k = 0; k < *n; k++)
    ids[k] = letter_id (g, letters[k]);
  return ids;
}

/* The direction that reads @d backwards. */
static guint
opposite (guint d)
{
  int dx, dy;
  pw_word_search_direction_step (d, &dx, &dy);
  for (guint o = 0; o < PW_WORD_SEARCH_N_DIRECTIONS; o++)
    {
      int ox, oy;
      pw_word_search_direction_step (o, &ox, &oy);
      if (ox == -dx && oy == -dy)
        return o;
    }
  g_return_val_if_reached (d);
}

/* Which sets of cells one search has found: a set of cells in a line is
 * its first cell and the direction away from it (any one direction for a
 * single cell), stamped with the search's number. */
typedef struct
{
  guint *stamp; /* per cell and direction */
  guint now;
} Seen;

/* All occurrences of the letters @ids (@n of them) in the directions of
 * @dirs, each set of cells once: a palindrome read forwards and
 * backwards, or a one-letter word in eight directions, covers the same
 * cells. */
static GArray *
find_all (const PwWordSearchModel *m, const Grid *g, const guint *ids, guint n, guint dirs,
          Seen *seen)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (PwWordSearchOccurrence));
  if (n == 0)
    return found;
  seen->now++;
  int w = (int) m->width, h = (int) m->height, span = (int) n - 1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        if (g->cell[y * w + x] != ids[0])
          continue;
        for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
          {
            int dx, dy;
            pw_word_search_direction_step (d, &dx, &dy);
            int ex = x + dx * span, ey = y + dy * span;
            if (!(dirs & (1u << d)) || ex < 0 || ey < 0 || ex >= w || ey >= h)
              continue;
            /* A line's ends inside the grid hold all of it; a masked cell
             * is 0, which no letter is. */
            guint k = 1;
            for (int c = y * w + x + dy * w + dx; k < n && g->cell[c] == ids[k];
                 k++, c += dy * w + dx)
              ;
            if (k < n)
              continue;
            int a = y * w + x, b = ey * w + ex;
            guint key = n == 1 ? (guint) a * 8 : a < b ? (guint) a * 8 + d
                                                       : (guint) b * 8 + opposite (d);
            if (seen->stamp[key] == seen->now)
              continue;
            seen->stamp[key] = seen->now;
            PwWordSearchOccurrence o = { y, x, d, n };
            g_array_append_val (found, o);
          }
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
  Seen seen = { g_new0 (guint, MAX (n, 1) * 8), 0 };

  Grid grid;
  grid_init (&grid, m, pw_word_search_fold_flags (m->fold));
  for (guint i = 0; i < m->words->len; i++)
    {
      guint len = 0;
      g_autofree guint *ids = word_ids (&grid, ((PwWordSearchWord *) m->words->pdata[i])->text,
                                        &len);
      g_ptr_array_add (check->occurrences, find_all (m, &grid, ids, len, m->directions, &seen));
    }
  grid_clear (&grid);

  /* Rude words are rude in any case, with any accent, in any direction. */
  grid_init (&grid, m, PW_TEXT_FOLD_CASE | PW_TEXT_FOLD_ACCENTS);
  for (guint i = 0; i < m->forbidden->len; i++)
    {
      guint len = 0;
      g_autofree guint *ids = word_ids (&grid, m->forbidden->pdata[i], &len);
      g_autoptr (GArray) found = find_all (m, &grid, ids, len, PW_WORD_SEARCH_ALL_DIRECTIONS,
                                           &seen);
      for (guint k = 0; k < found->len; k++)
        {
          g_array_append_val (check->forbidden, g_array_index (found, PwWordSearchOccurrence, k));
          g_array_append_val (check->forbidden_index, i);
        }
    }
  grid_clear (&grid);
  g_free (seen.stamp);
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
