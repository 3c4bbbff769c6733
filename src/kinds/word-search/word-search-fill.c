/* word-search-fill.c — the letters around the words.
 *
 * Random letters are drawn from the words' own letters with their own
 * frequencies, so the fill neither gives a word away by looking different
 * nor looks foreign (a Greek list gets Greek letters).  A secret message
 * goes first, in reading order, into the cells no word uses.  Then the
 * independent checker reads the grid, and any filled cell on a second
 * occurrence of a word or on a forbidden word is drawn again. */
#include "word-search-build.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pw-error.h"
#include "pw-rng.h"
#include "word-search-check.h"

#define MAX_ROUNDS 400
/* Rounds in a row that leave no fewer cells to draw again than the best
 * round before them: the letters cannot spell the grid without a word
 * twice (a list of one short word over two letters), and another 400
 * rounds of reading a 60 × 60 grid would take a minute to say so. */
#define MAX_STALLED_ROUNDS 24

/* Per cell: 1 when a placed word covers it. */
static guint8 *
covered_cells (const PwWordSearchModel *m)
{
  guint8 *covered = g_new0 (guint8, MAX (m->width * m->height, 1));
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      if (!w->placed)
        continue;
      guint n = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
      int dx, dy;
      pw_word_search_direction_step (w->direction, &dx, &dy);
      for (guint k = 0; k < n; k++)
        covered[(w->row + dy * (int) k) * m->width + w->col + dx * (int) k] = 1;
    }
  return covered;
}

/* The placed words' letters, where their cells are still empty (a hand-made
 * layout, or words placed before any letter was typed). */
static void
write_words (PwWordSearchModel *m)
{
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      if (!w->placed)
        continue;
      guint n = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (w->text, &n);
      int dx, dy;
      pw_word_search_direction_step (w->direction, &dx, &dy);
      for (guint k = 0; k < n; k++)
        {
          guint c = (w->row + dy * (int) k) * m->width + w->col + dx * (int) k;
          if (m->cells[c] == NULL)
            m->cells[c] = g_strdup (letters[k]);
        }
    }
}

void
pw_word_search_clear_fill (PwWordSearchModel *m)
{
  g_autofree guint8 *covered = covered_cells (m);
  for (guint i = 0; i < m->width * m->height; i++)
    if (!covered[i])
      g_clear_pointer (&m->cells[i], g_free);
}

static gboolean
same_cells (const PwWordSearchOccurrence *o, const PwWordSearchWord *w, guint width)
{
  int dx, dy, wx, wy;
  pw_word_search_direction_step (o->direction, &dx, &dy);
  pw_word_search_direction_step (w->direction, &wx, &wy);
  int a = o->row * width + o->col;
  int b = (o->row + dy * (int) (o->length - 1)) * width + o->col + dx * (int) (o->length - 1);
  int c = w->row * width + w->col;
  int d = (w->row + wy * (int) (o->length - 1)) * width + w->col + wx * (int) (o->length - 1);
  return MIN (a, b) == MIN (c, d) && MAX (a, b) == MAX (c, d);
}

/* Marks the free cells of @o for drawing again; FALSE when it has none
 * (the words themselves spell it). */
static gboolean
mark (const PwWordSearchModel *m, const PwWordSearchOccurrence *o, const guint8 *fixed, guint8 *redraw)
{
  int dx, dy;
  gboolean any = FALSE;
  pw_word_search_direction_step (o->direction, &dx, &dy);
  for (guint k = 0; k < o->length; k++)
    {
      guint c = (o->row + dy * (int) k) * m->width + o->col + dx * (int) k;
      if (!fixed[c])
        redraw[c] = any = TRUE;
    }
  return any;
}

gboolean
pw_word_search_fill (PwWordSearchModel *m, guint64 seed, GCancellable *cancellable, GError **error)
{
  guint n_cells = m->width * m->height;
  pw_word_search_clear_fill (m);
  g_autofree guint8 *fixed = covered_cells (m);
  write_words (m);
  /* One case for the whole grid, the fill's letters too: a word typed in
   * another case must not stand out, nor its letters be scattered. */
  pw_word_search_apply_case (m);
  g_autoptr (GPtrArray) alphabet = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) cased = pw_word_search_case_cache_new ();
  for (guint i = 0; i < m->words->len; i++)
    {
      g_auto (GStrv) letters = pw_word_search_word_letters (((PwWordSearchWord *) m->words->pdata[i])->text,
                                                   NULL);
      for (char **l = letters; *l; l++)
        g_ptr_array_add (alphabet, pw_word_search_cased_cached (m, cased, *l));
    }
  if (alphabet->len == 0)
    {
      g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                           _("$.puzzle.words: the word list is empty, so there are no letters "
                             "to fill the grid with"));
      return FALSE;
    }

  if (m->message && *m->message)
    {
      guint n = 0, free_cells = 0;
      g_auto (GStrv) letters = pw_word_search_word_letters (m->message, &n);
      for (guint c = 0; c < n_cells; c++)
        free_cells += m->mask[c] && !fixed[c];
      if (n > free_cells)
        {
          g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                       _("$.puzzle.message: the message has %u letters but only %u cells are "
                         "left over by the words"), n, free_cells);
          return FALSE;
        }
      for (guint c = 0, k = 0; c < n_cells && k < n; c++)
        if (m->mask[c] && !fixed[c])
          {
            m->cells[c] = pw_word_search_cased_cached (m, cased, letters[k++]);
            fixed[c] = 2;
          }
    }

  PwRng rng;
  pw_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autofree guint8 *redraw = g_new (guint8, MAX (n_cells, 1));
  for (guint c = 0; c < n_cells; c++)
    redraw[c] = m->mask[c] && m->cells[c] == NULL;
  guint best = G_MAXUINT, stalled = 0;
  for (guint round = 0; round < MAX_ROUNDS && stalled < MAX_STALLED_ROUNDS; round++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      for (guint c = 0; c < n_cells; c++)
        if (redraw[c])
          {
            g_free (m->cells[c]);
            m->cells[c] = g_strdup (alphabet->pdata[pw_rng_below (&rng, alphabet->len)]);
          }
      g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
      if (pw_word_search_check_ok (check))
        return TRUE;
      memset (redraw, 0, n_cells);
      for (guint i = 0; i < check->occurrences->len; i++)
        {
          GArray *found = check->occurrences->pdata[i];
          const PwWordSearchWord *w = m->words->pdata[i];
          for (guint k = 0; k < found->len; k++)
            {
              const PwWordSearchOccurrence *o = &g_array_index (found, PwWordSearchOccurrence, k);
              if (w->placed && same_cells (o, w, m->width))
                continue;
              if (!mark (m, o, fixed, redraw))
                {
                  g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                               _("“%s” cannot be made to occur only once: the placed words "
                                 "spell it again from row %d, column %d"),
                               w->text, o->row + 1, o->col + 1);
                  return FALSE;
                }
            }
        }
      for (guint k = 0; k < check->forbidden->len; k++)
        {
          const PwWordSearchOccurrence *o = &g_array_index (check->forbidden, PwWordSearchOccurrence, k);
          if (!mark (m, o, fixed, redraw))
            {
              guint f = g_array_index (check->forbidden_index, guint, k);
              g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                           _("The forbidden word “%s” is spelled by the placed words (or the "
                             "message) from row %d, column %d"),
                           (char *) m->forbidden->pdata[f], o->row + 1, o->col + 1);
              return FALSE;
            }
        }
      guint left = 0;
      for (guint c = 0; c < n_cells; c++)
        left += redraw[c];
      if (left < best)
        best = left, stalled = 0;
      else
        stalled++;
    }
  g_set_error_literal (error, PW_ERROR, PW_ERROR_INVALID,
                       _("No fill found in which every word occurs only once: the word list "
                         "has too few different letters"));
  return FALSE;
}
