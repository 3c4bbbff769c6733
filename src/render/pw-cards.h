/* pw-cards.h — cards and cut-outs: a grid of items per page, to cut.
 *
 * For decks and tiles: every item of every puzzle in the set (the kind's
 * PwKindRender items) on a grid, with cut lines or crop marks, an
 * optional bleed around each item, and, for duplex printing, a back page
 * after each front page with the grid mirrored left to right (long-edge
 * flip), so each back lands behind its own front.
 */
#pragma once

#include "pw-page-setup.h"
#include "pw-pages.h"
#include "pw-sheet-set.h"

G_BEGIN_DECLS

typedef enum
{
  PW_CUT_LINES,  /* thin lines around every item */
  PW_CROP_MARKS, /* short marks outside the grid, in line with every edge */
  PW_CUT_OWN,    /* none: the items draw their own cut line (a deck's round
                  * cards their circle, for scissors or a circle punch) */
} PwCutMarks;

typedef struct
{
  PwPageSetup page;
  char *title;       /* the footer's document title; NULL: the kind's name */
  double bleed;      /* points; usually 0, 3 mm or 6 mm */
  PwCutMarks marks;
  gboolean backs;    /* mirrored back pages for duplex */
  char *font;
  char *language;
} PwCardOptions;

/* A4 portrait, 10 mm margins, no bleed, crop marks, no backs. */
PwCardOptions *pw_card_options_new      (void);
PwCardOptions *pw_card_options_copy     (const PwCardOptions *options);
void           pw_card_options_free     (PwCardOptions *options);
/* "0", "3" or "6" (millimetres). */
gboolean       pw_bleed_from_string     (const char *text, double *bleed, GError **error);
/* "lines", "crop" or "own". */
gboolean       pw_cut_marks_from_string (const char *text, PwCutMarks *marks, GError **error);

/* Fails when the kind has no items, or an item does not fit the page. */
PwPages       *pw_cards_compose         (PwSheetSet *set, const PwCardOptions *options,
                                         GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwCardOptions, pw_card_options_free)

G_END_DECLS
