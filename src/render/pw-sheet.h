/* pw-sheet.h — the sheet composer: puzzles and answer keys onto pages.
 *
 * A sheet has a header (title, an optional name/date/class line,
 * instructions), one or more puzzles scaled and placed by what the kind's
 * PwKindRender says (never below its readable minimum; split across
 * pages only where the kind allows), and a footer (document title,
 * variant code, page n of m).  Answer keys follow on separate pages in
 * the same order and layout, or all answers of a set compacted onto as
 * few pages as stay readable (one, usually).  GTK-free, so the CLI and
 * the app share it; composing is quick and may run in any thread.
 */
#pragma once

#include "pw-page-setup.h"
#include "pw-pages.h"
#include "pw-render-draw.h"
#include "pw-sheet-set.h"

G_BEGIN_DECLS

typedef enum
{
  PW_ANSWERS_NONE,
  PW_ANSWERS_SEPARATE, /* key pages after the puzzles, laid out like them */
  PW_ANSWERS_COMPACT,  /* every answer of the set together, for marking */
} PwAnswers;

#define PW_SHEET_MAX_PER_PAGE 64

typedef struct
{
  PwPageSetup page;
  char *title;         /* the heading and the footer's document title;
                        * NULL or empty: the kind's name */
  char *instructions;  /* NULL: the kind's own; empty: none */
  gboolean name_line;  /* a "Name / Class / Date" line to fill in */
  guint per_page;      /* puzzles per page; 0 = as many as fit with readable type */
  PwAnswers answers;
  char *font;          /* a font family; NULL = PW_RENDER_DEFAULT_FONT */
  char *language;      /* the document's locale ("ja", "zh_TW"), for CJK forms; may be NULL */
  PwNumbers numbers;   /* pips or numerals, where a kind may draw either */
} PwSheetOptions;

/* A4 portrait, 15 mm margins, a name line, one puzzle per page, separate keys. */
PwSheetOptions *pw_sheet_options_new     (void);
PwSheetOptions *pw_sheet_options_copy    (const PwSheetOptions *options);
void            pw_sheet_options_free    (PwSheetOptions *options);
/* "none", "separate", "compact". */
gboolean        pw_answers_from_string   (const char *text, PwAnswers *answers, GError **error);

/* Lays @set out.  Fails, saying why and what would fit, when a puzzle
 * cannot be placed at a readable size (and may not be split), when
 * @per_page puzzles do not fit on a page, or when the page set-up is bad. */
PwPages        *pw_sheet_compose         (PwSheetSet *set, const PwSheetOptions *options,
                                          GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwSheetOptions, pw_sheet_options_free)

G_END_DECLS
