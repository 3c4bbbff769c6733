/* word-search-page.c — the word search on the class screen (pw-html.h).
 *
 * The page shows the grid and the list; its answer is where each word
 * can be read, found as a solver reads the grid (word-search-check.h),
 * the same reading the answer key prints.  A drag is right when it runs
 * over one of those places of a word not found yet, from either end.
 * The first place of each word is the one "solve" marks, which "Show
 * Answers" draws. */
#include "word-search-render.h"

#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-html.h"
#include "word-search-check.h"

static const PwHtmlString ws_strings[] = {
  { "found", N_("Found %d of %d") },
  { "found-word", N_("Found: %s") },
  { "again", N_("“%s” is found already") },
  { "not-a-word", N_("Not a word from the list") },
  { "show-answers", N_("Show Answers") },
  { "answers-shown", N_("The answers are shown") },
  { "grid", N_("Letter grid: drag from the first letter of a word to its last, or move with "
               "the arrow keys and press Enter at both ends") },
  { "words", N_("Words to find") },
  { "message", N_("The letters left over say: %s") },
};

/* Where word @i can be read: the place "solve" keeps first. */
static void
add_places (JsonBuilder *b, const PwWordSearchWord *w, GArray *found)
{
  json_builder_begin_array (b);
  for (int pass = 0; pass < 2; pass++)
    for (guint k = 0; k < found->len; k++)
      {
        const PwWordSearchOccurrence *o = &g_array_index (found, PwWordSearchOccurrence, k);
        gboolean kept = w->placed && o->row == w->row && o->col == w->col
                        && o->direction == w->direction;
        if (pass == 0 ? !kept : kept)
          continue;
        int dx, dy;
        pw_word_search_direction_step (o->direction, &dx, &dy);
        json_builder_begin_array (b);
        json_builder_add_int_value (b, o->row);
        json_builder_add_int_value (b, o->col);
        json_builder_add_int_value (b, dy);
        json_builder_add_int_value (b, dx);
        json_builder_add_int_value (b, o->length);
        json_builder_end_array (b);
      }
  json_builder_end_array (b);
}

static gboolean
check_playable (const PwWordSearchModel *m, const PwWordSearchCheck *check, GError **error)
{
  if (check->empty_cells > 0)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u cell of the grid is empty: fill the grid first",
                                "%u cells of the grid are empty: fill the grid first",
                                check->empty_cells),
                   check->empty_cells);
      return FALSE;
    }
  for (guint i = 0; i < m->words->len; i++)
    if (((GArray *) check->occurrences->pdata[i])->len == 0)
      {
        const PwWordSearchWord *w = m->words->pdata[i];
        g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                     _("“%s” is not in the grid: place it or take it off the list"), w->text);
        return FALSE;
      }
  return TRUE;
}

static gboolean
ws_build (PwHtmlPage *page, const PwModel *model, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  const PwWordSearchModel *m = (const PwWordSearchModel *) model;
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (m);
  if (!check_playable (m, check, error))
    return FALSE;

  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, m->width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, m->height);
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (guint r = 0; r < m->height; r++)
    {
      json_builder_begin_array (b);
      for (guint c = 0; c < m->width; c++)
        {
          const char *cell = m->cells[r * m->width + c];
          if (m->mask[r * m->width + c] && cell)
            json_builder_add_string_value (b, cell);
          else
            json_builder_add_null_value (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "words");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->words->len; i++)
    json_builder_add_string_value (b, ((PwWordSearchWord *) m->words->pdata[i])->text);
  json_builder_end_array (b);
  json_builder_end_object (b);
  pw_html_page_set_puzzle (page, json_builder_get_root (b));

  g_autoptr (JsonBuilder) a = json_builder_new ();
  json_builder_begin_object (a);
  json_builder_set_member_name (a, "places");
  json_builder_begin_array (a);
  for (guint i = 0; i < m->words->len; i++)
    add_places (a, m->words->pdata[i], check->occurrences->pdata[i]);
  json_builder_end_array (a);
  if (m->message && *m->message)
    {
      json_builder_set_member_name (a, "message");
      json_builder_add_string_value (a, m->message);
    }
  json_builder_end_object (a);
  pw_html_page_set_answer (page, json_builder_get_root (a));
  return TRUE;
}

const PwKindPage pw_word_search_page = {
  .script = "/io/github/puzzlewright/Puzzlewright/page/word-search/word-search-page.js",
  .style = "/io/github/puzzlewright/Puzzlewright/page/word-search/word-search-page.css",
  .holds_answer = TRUE,
  .strings = ws_strings,
  .n_strings = G_N_ELEMENTS (ws_strings),
  .build = ws_build,
};
