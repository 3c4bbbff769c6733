/* word-search-validate.c — what makes a word list impossible or unfair,
 * found before any search starts. */
#include "word-search.h"

#include <glib/gi18n-lib.h>

#include "pw-text.h"
#include <string.h>

#include "pw-error.h"
#include "word-search-check.h"

guint
pw_word_search_longest_line (const PwWordSearchModel *m)
{
  guint best = 0;
  for (guint d = 0; d < PW_WORD_SEARCH_N_DIRECTIONS; d++)
    {
      if (!(m->directions & (1u << d)))
        continue;
      int dx, dy;
      pw_word_search_direction_step (d, &dx, &dy);
      for (int y = 0; y < (int) m->height; y++)
        for (int x = 0; x < (int) m->width; x++)
          {
            if (!pw_word_search_in_grid (m, y, x) || pw_word_search_in_grid (m, y - dy, x - dx))
              continue;
            guint n = 0;
            while (pw_word_search_in_grid (m, y + dy * (int) n, x + dx * (int) n))
              n++;
            best = MAX (best, n);
          }
    }
  return best;
}

/* Whether @inner's letters run inside @outer's, forwards (or backwards,
 * when words may run backwards, since the grid then shows them both ways). */
static gboolean
keys_inside (char **inner, guint ni, char **outer, guint no, gboolean backwards)
{
  if (ni > no || ni == 0)
    return FALSE;
  for (guint s = 0; s + ni <= no; s++)
    {
      gboolean fwd = TRUE, bwd = backwards;
      for (guint k = 0; k < ni && (fwd || bwd); k++)
        {
          fwd = fwd && strcmp (inner[k], outer[s + k]) == 0;
          bwd = bwd && strcmp (inner[ni - 1 - k], outer[s + k]) == 0;
        }
      if (fwd || bwd)
        return TRUE;
    }
  return FALSE;
}

static void
add (GPtrArray *problems, PwSeverity severity, guint word, int x, int y, char *message)
{
  g_autofree char *path = word == G_MAXUINT ? g_strdup ("$.puzzle.words")
                                            : g_strdup_printf ("$.puzzle.words[%u]", word);
  g_ptr_array_add (problems, pw_problem_new (severity, path, x, y, "%s", message));
  g_free (message);
}

static void
check_placement (const PwWordSearchModel *m, guint i, GPtrArray *problems)
{
  const PwWordSearchWord *w = m->words->pdata[i];
  guint n = 0;
  g_auto (GStrv) keys = pw_word_search_word_keys (m, w->text, &n);
  int dx, dy;
  pw_word_search_direction_step (w->direction, &dx, &dy);
  if (!(m->directions & (1u << w->direction)))
    add (problems, PW_SEVERITY_ERROR, i, w->col, w->row,
         g_strdup_printf (_("“%s” runs %s, which the puzzle does not allow"), w->text,
                          pw_word_search_direction_name (w->direction)));
  for (guint k = 0; k < n; k++)
    {
      int x = w->col + dx * (int) k, y = w->row + dy * (int) k;
      const char *cell = m->cells[y * m->width + x];
      if (cell == NULL)
        continue;
      g_autofree char *key = pw_text_fold (cell, -1, pw_word_search_fold_flags (m->fold));
      if (strcmp (key, keys[k]) != 0)
        {
          add (problems, PW_SEVERITY_ERROR, i, x, y,
               g_strdup_printf (_("“%s” is placed across row %d, column %d, but the cell "
                                  "there holds “%s”"), w->text, y + 1, x + 1, cell));
          return;
        }
    }
}

/* How many places a word of @n letters has: the straight runs of @n
 * cells in the allowed directions, each set of cells once (a word and
 * its reverse cover the same cells, and two words never share all
 * theirs). */
static guint
places_of_length (const PwWordSearchModel *m, guint n)
{
  if (n == 1)
    return pw_word_search_count_cells (m);
  guint count = 0;
  for (guint axis = 0; axis < 4; axis++)
    {
      guint d = axis;
      if (!(m->directions & (1u << axis)))
        d = axis + 4;
      if (!(m->directions & (1u << d)))
        continue;
      for (int y = 0; y < (int) m->height; y++)
        for (int x = 0; x < (int) m->width; x++)
          count += pw_word_search_fits (m, y, x, d, n);
    }
  return count;
}

/* What is provably impossible however the words cross: more words of one
 * length than the grid has places for words that long.  (More letters
 * than cells is not: words share the cells where they cross.) */
static void
check_room (const PwWordSearchModel *m, const guint *lengths, GPtrArray *problems)
{
  guint n_words = m->words->len;
  g_autoptr (GHashTable) counted = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n_words; i++)
    {
      guint n = lengths[i];
      if (n == 0 || g_hash_table_contains (counted, GUINT_TO_POINTER (n)))
        continue;
      g_hash_table_add (counted, GUINT_TO_POINTER (n));
      guint same = 0;
      for (guint j = 0; j < n_words; j++)
        same += lengths[j] == n;
      guint places = places_of_length (m, n);
      if (same > places)
        add (problems, PW_SEVERITY_ERROR, G_MAXUINT, -1, -1,
             g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u words have %u letters, but the grid has only %u "
                                           "place for a word that long in the allowed "
                                           "directions",
                                           "%u words have %u letters, but the grid has only %u "
                                           "places for a word that long in the allowed "
                                           "directions", places),
                              same, n, places));
    }
}

/* A word the grid does not hold: the sheet would ask pupils to find a
 * word that is not there. */
static void
check_unplaced (const PwWordSearchModel *m, GPtrArray *problems)
{
  gboolean blank = TRUE;
  for (guint c = 0; c < m->width * m->height && blank; c++)
    blank = m->cells[c] == NULL;
  if (blank)
    {
      /* A new list, not yet generated: one problem says it all. */
      add (problems, PW_SEVERITY_ERROR, G_MAXUINT, -1, -1,
           g_strdup (_("The words are not in the grid yet: Generate places them")));
      return;
    }
  g_autoptr (PwWordSearchCheck) check = NULL;
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      if (w->placed)
        continue;
      /* Letters typed by hand may spell it where no placement says. */
      if (check == NULL)
        check = pw_word_search_check_new (m);
      if (((GArray *) check->occurrences->pdata[i])->len > 0)
        continue;
      add (problems, PW_SEVERITY_ERROR, i, -1, -1,
           g_strdup_printf (_("“%s” is not in the grid: Generate places it, or drag it into "
                              "the grid"), w->text));
    }
}

/* The problems of the list and the settings, which no layout can mend:
 * placing the words refuses to start while there is one. */
static GPtrArray *
list_problems (const PwWordSearchModel *m)
{
  GPtrArray *problems = pw_problem_list_new ();
  guint n_words = m->words->len;
  if (n_words == 0)
    {
      add (problems, PW_SEVERITY_ERROR, G_MAXUINT, -1, -1,
           g_strdup (_("The word list is empty")));
      return problems;
    }
  if (m->directions == 0)
    add (problems, PW_SEVERITY_ERROR, G_MAXUINT, -1, -1,
         g_strdup (_("No direction is allowed")));
  guint longest = pw_word_search_longest_line (m);
  gboolean backwards = (m->directions & 0xf0u) != 0;
  g_autofree guint *lengths = g_new0 (guint, n_words);
  g_autofree char ***keys = g_new0 (char **, n_words);
  for (guint i = 0; i < n_words; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      keys[i] = pw_word_search_word_keys (m, w->text, &lengths[i]);
      if (lengths[i] == 0)
        add (problems, PW_SEVERITY_ERROR, i, -1, -1,
             g_strdup_printf (_("Word %u has no letters"), i + 1));
      else if (lengths[i] > longest)
        add (problems, PW_SEVERITY_ERROR, i, -1, -1,
             g_strdup_printf (_("“%s” has %u letters, but the longest line of the grid in the "
                                "allowed directions has %u cells"),
                              w->text, lengths[i], longest));
      else if (w->placed)
        check_placement (m, i, problems);
      gunichar missing = pw_text_first_undrawable (w->text, -1);
      if (missing != 0)
        {
          char utf8[8] = { 0 };
          g_unichar_to_utf8 (missing, utf8);
          add (problems, PW_SEVERITY_WARNING, i, -1, -1,
               g_strdup_printf (_("“%s” has “%s” (U+%04X), which the font sheets print with "
                                  "cannot draw: it would print as a box"),
                                w->text, utf8, missing));
        }
    }
  check_room (m, lengths, problems);
  for (guint i = 0; i < n_words; i++)
    for (guint j = 0; j < n_words; j++)
      {
        if (i == j || lengths[i] == 0)
          continue;
        const char *a = ((PwWordSearchWord *) m->words->pdata[i])->text;
        const char *b = ((PwWordSearchWord *) m->words->pdata[j])->text;
        if (lengths[i] == lengths[j] && keys_inside (keys[i], lengths[i], keys[j], lengths[j],
                                                     FALSE))
          {
            if (i < j)
              add (problems, PW_SEVERITY_ERROR, j, -1, -1,
                   g_strdup_printf (_("“%s” is listed twice (also as word %u, “%s”)"), b, i + 1,
                                    a));
          }
        else if (keys_inside (keys[i], lengths[i], keys[j], lengths[j], backwards))
          add (problems, PW_SEVERITY_ERROR, i, -1, -1,
               g_strdup_printf (_("“%s” is inside “%s”, so it would be found twice"), a, b));
      }
  for (guint i = 0; i < n_words; i++)
    g_strfreev (keys[i]);
  return problems;
}

GPtrArray *
pw_word_search_validate (const PwModel *model)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  GPtrArray *problems = list_problems (m);
  if (m->words->len > 0)
    check_unplaced (m, problems);
  return problems;
}

gboolean
pw_word_search_check_buildable (const PwWordSearchModel *m, GError **error)
{
  g_autoptr (GPtrArray) problems = list_problems (m);
  for (guint i = 0; i < problems->len; i++)
    {
      PwProblem *p = problems->pdata[i];
      if (p->severity == PW_SEVERITY_ERROR)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID, "%s: %s", p->path, p->message);
          return FALSE;
        }
    }
  return TRUE;
}
