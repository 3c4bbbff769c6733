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

/* The back offset's limit each way, in millimetres: a printer off by more
 * wants mending, not correcting. */
#define PW_MAX_BACK_OFFSET_MM 10.0
/* The most cards a page may be asked to hold (PwCardOptions.per_page). */
#define PW_MAX_CARDS_PER_PAGE 100

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
  double back_offset_x, back_offset_y; /* points the backs move, right and
                                        * down, for a duplex printer's
                                        * misregistration; at most
                                        * PW_MAX_BACK_OFFSET_MM */
  guint per_page;    /* 0: the kind's card size, as many as fit; else the
                      * card size (kept in proportion) at which this many
                      * fill a page, at most PW_MAX_CARDS_PER_PAGE */
  char *font;
  char *language;
} PwCardOptions;

/* A4 portrait, 10 mm margins, no bleed, crop marks, no backs. */
PwCardOptions *pw_card_options_new      (void);
PwCardOptions *pw_card_options_copy     (const PwCardOptions *options);
void           pw_card_options_free     (PwCardOptions *options);
/* "0", "3" or "6" (millimetres), or a length up to 6 mm with its unit:
 * "3mm", "0.3cm", "0.125in", "9pt". */
gboolean       pw_bleed_from_string     (const char *text, double *bleed, GError **error);
/* "X,Y" in millimetres (an "mm" after each allowed), each within ±10. */
gboolean       pw_back_offset_from_string (const char *text, double *x, double *y,
                                           GError **error);
/* "lines", "crop" or "own". */
gboolean       pw_cut_marks_from_string (const char *text, PwCutMarks *marks, GError **error);

/* Fails when the kind has no items, or an item does not fit the page. */
PwPages       *pw_cards_compose         (PwSheetSet *set, const PwCardOptions *options,
                                         GError **error);
/* What pw_cards_compose would print for a kind's cards, without composing:
 * the card's size in points (bleed not included) and how many a front
 * page holds (options->per_page, or as many as fit when that is 0).
 * Fails, with the composer's message, where it would. */
gboolean       pw_cards_measure         (const PwKind *kind, const PwCardOptions *options,
                                         double *card_width, double *card_height,
                                         guint *per_page, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwCardOptions, pw_card_options_free)

G_END_DECLS
