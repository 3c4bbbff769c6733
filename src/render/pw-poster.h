/* pw-poster.h — one puzzle as a poster: on one large sheet, or tiled.
 *
 * The puzzle (the first of a set) is drawn through its kind's
 * PwKindRender, scaled to fill a poster of the size the user sets (A4 to
 * A0, or custom) under a title.  The poster is turned whichever way draws
 * the puzzle larger.  It prints either on one sheet of its own size, or
 * tiled across pages of the printer's paper: each page prints a window of
 * the poster inside its margins, neighbouring windows overlap, and the
 * margins carry crop marks, overlap marks and a label ("Row 2, column 3 —
 * page 5 of 12").  A tiled poster starts with an assembly map: the poster
 * in miniature with the page grid numbered, and how to put it together.
 *
 * Geometry, in poster points from the poster's top-left corner: tile
 * (row r, column c) shows the window (c·step_x, r·step_y, cell_width,
 * cell_height), where step = cell − overlap; the band of width overlap at
 * the right (and bottom) of a window is printed again at the left (top)
 * of the next.  Each tile page shows its band that the next page covers
 * lightly shaded, with a dashed line where that page's cut edge goes.
 *
 * GTK-free, like the rest of the composer; composing is quick.
 */
#pragma once

#include "pw-page-setup.h"
#include "pw-pages.h"
#include "pw-sheet-set.h"

G_BEGIN_DECLS

#define PW_POSTER_DEFAULT_OVERLAP_MM 10.0
#define PW_POSTER_MAX_OVERLAP_MM 50.0
/* Tile pages need room round the window for their marks and label,
 * inside what a printer prints (PW_POSTER_UNPRINTABLE_MM). */
#define PW_POSTER_MIN_TILE_MARGIN_MM 8.0
#define PW_POSTER_DEFAULT_TILE_MARGIN_MM 10.0
/* More pages than this is not a poster anyone will glue. */
#define PW_POSTER_MAX_PAGES 400
/* Beyond this many pages a poster is made only when asked for
 * (max_pages): a slip of the size field should not send a ream to the
 * printer. */
#define PW_POSTER_DEFAULT_MAX_PAGES 50
/* Office printers leave this much of the paper's edge blank: marks and
 * labels stay inside it. */
#define PW_POSTER_UNPRINTABLE_MM 5.0

typedef struct
{
  double width;       /* the poster, points, as given; turned to fit the puzzle */
  double height;
  gboolean tiled;     /* tiled across pages of @paper, else one sheet */
  PwPageSetup paper;  /* the printer's paper and its margins, when tiled;
                       * its orientation is chosen to need fewest pages */
  double overlap;     /* points, when tiled */
  double margin;      /* the poster's white border, points; < 0: by its size */
  char *title;        /* NULL or empty: the kind's name */
  char *font;         /* NULL: PW_RENDER_DEFAULT_FONT */
  char *language;
  guint max_pages;    /* the most pages to make (0: PW_POSTER_DEFAULT_MAX_PAGES;
                       * never more than PW_POSTER_MAX_PAGES) */
} PwPosterOptions;

/* Where everything goes, worked out by pw_poster_plan(). */
typedef struct
{
  double poster_width;  /* points, turned as printed */
  double poster_height;
  double page_width;    /* every page of the output */
  double page_height;
  gboolean tiled;
  guint cols, rows;     /* the tiles; 1 × 1 on one sheet */
  guint n_pages;        /* one sheet, or the map and the tiles printed */
  guint n_blank;        /* tiles left out: nothing of the poster falls on them */
  double cell_x, cell_y;          /* a tile's window on its page */
  double cell_width, cell_height;
  double step_x, step_y;          /* between neighbouring windows, poster points */
  double overlap;
  double margin;                  /* the poster's border */
  double title_size;              /* points on the poster */
  double board_x, board_y;        /* the puzzle's top-left on the poster */
  double board_scale;             /* natural size to poster */
  double ink_x0, ink_y0, ink_x1, ink_y1; /* what the poster prints: title and puzzle */
} PwPosterPlan;

/* An A2 poster on one sheet; when tiled, on A4 with 10 mm margins and a
 * 10 mm overlap. */
PwPosterOptions *pw_poster_options_new      (void);
PwPosterOptions *pw_poster_options_copy     (const PwPosterOptions *options);
void             pw_poster_options_free     (PwPosterOptions *options);

/* "a0" … "a4" (any case), or a size such as "600x900mm" or "24x36in". */
gboolean         pw_poster_size_from_string (const char *text, double *width, double *height,
                                             GError **error);
/* "A0" … "A4" for those sizes either way round, else NULL. */
const char      *pw_poster_size_name        (double width, double height);

/* Plans @set's first puzzle on a poster.  Fails, saying why, when the
 * kind cannot draw, the options are out of range, the puzzle would print
 * below its readable size, or the tiles would be too many. */
gboolean         pw_poster_plan             (PwSheetSet *set, const PwPosterOptions *options,
                                             PwPosterPlan *plan, GError **error);
/* Whether tile (@row, @col) is printed: a tile that nothing of the poster
 * falls on (only its white border) is left out, and the map shows it
 * blank. */
gboolean         pw_poster_tile_printed     (const PwPosterPlan *plan, guint row, guint col);
/* The index of tile (@row, @col)'s page; the map is page 0; 0 too for a
 * tile left out. */
guint            pw_poster_tile_page        (const PwPosterPlan *plan, guint row, guint col);

PwPages         *pw_poster_compose          (PwSheetSet *set, const PwPosterOptions *options,
                                             GError **error);

/* The smallest scale at which @set's first puzzle prints readably on a
 * poster: the kind's readable scale, and its smallest type at least
 * PW_RENDER_MIN_TYPE (pw-poster-readable.c). */
double           pw_poster_readable_scale   (PwSheetSet *set);
/* A poster tiled on @paper, as small as keeps the puzzle readable (a
 * poster of the paper's proportions, grown until it does): what to offer
 * when the puzzle does not fit the paper itself.  Fails when even the
 * largest poster would not do, or the kind cannot draw. */
PwPosterOptions *pw_poster_readable_options (PwSheetSet *set, const PwPageSetup *paper,
                                             GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PwPosterOptions, pw_poster_options_free)

G_END_DECLS
