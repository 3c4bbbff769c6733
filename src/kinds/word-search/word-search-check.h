/* word-search-check.h — reads a finished grid the way a solver does,
 * knowing nothing of how it was made: where each listed word occurs, and
 * whether a forbidden word can be read anywhere. */
#pragma once

#include "word-search.h"

G_BEGIN_DECLS

typedef struct
{
  gint row, col;
  PwWsDirection direction;
  guint length;
} PwWsOccurrence;

typedef struct
{
  /* Per listed word: a GArray of PwWsOccurrence, each set of cells once
   * (a palindrome read both ways is one occurrence). */
  GPtrArray *occurrences;
  /* Forbidden words found: PwWsOccurrence, with the index into the
   * model's forbidden list in ->forbidden_index (same order). */
  GArray *forbidden;
  GArray *forbidden_index; /* guint */
  guint empty_cells;
} PwWsCheck;

PwWsCheck *pw_ws_check_new  (const PwWsModel *m);
void       pw_ws_check_free (PwWsCheck *check);
/* Every word once, nothing forbidden, no empty cell. */
gboolean   pw_ws_check_ok   (const PwWsCheck *check);
/* The verdict in words, and as JSON for --json. */
char      *pw_ws_check_summary (const PwWsModel *m, const PwWsCheck *check);
JsonNode  *pw_ws_check_to_json (const PwWsModel *m, const PwWsCheck *check);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwWsCheck, pw_ws_check_free)

G_END_DECLS
