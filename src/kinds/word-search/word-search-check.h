/* word-search-check.h — reads a finished grid the way a solver does,
 * knowing nothing of how it was made: where each listed word occurs, and
 * whether a forbidden word can be read anywhere. */
#pragma once

#include "word-search.h"

G_BEGIN_DECLS

typedef struct
{
  gint row, col;
  PwWordSearchDirection direction;
  guint length;
} PwWordSearchOccurrence;

typedef struct
{
  /* Per listed word: a GArray of PwWordSearchOccurrence, each set of cells once
   * (a palindrome read both ways is one occurrence). */
  GPtrArray *occurrences;
  /* Forbidden words found: PwWordSearchOccurrence, with the index into the
   * model's forbidden list in ->forbidden_index (same order). */
  GArray *forbidden;
  GArray *forbidden_index; /* guint */
  guint empty_cells;
} PwWordSearchCheck;

PwWordSearchCheck *pw_word_search_check_new  (const PwWordSearchModel *m);
void       pw_word_search_check_free (PwWordSearchCheck *check);
/* Every word once, nothing forbidden, no empty cell. */
gboolean   pw_word_search_check_ok   (const PwWordSearchCheck *check);
/* The verdict in words, and as JSON for --json. */
char      *pw_word_search_check_summary (const PwWordSearchModel *m, const PwWordSearchCheck *check);
JsonNode  *pw_word_search_check_to_json (const PwWordSearchModel *m, const PwWordSearchCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwWordSearchCheck, pw_word_search_check_free)

G_END_DECLS
