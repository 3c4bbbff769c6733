/* pw-render.h — how each puzzle kind draws itself on paper.
 *
 * Drawing lives here, not in src/kinds, so the kinds stay GLib-only.
 * Each kind has one const PwKindRender table keyed by its id, registered
 * once at start-up next to the kinds (pw_render_register_builtin()).  The
 * sheet composer (pw-sheet.h) and the card layout (pw-cards.h) know no
 * kind by name: they measure, scale and place through this table.
 *
 * Units: every size is in points (1/72 inch) at scale 1.  The composer
 * translates and scales the cairo context so that a draw function always
 * draws into (0, 0, width, height) of its own natural size; it never needs
 * to know the page, the paper or the scale.
 */
#pragma once

#include <cairo.h>

#include "pw-kind.h"
#include "pw-render-draw.h"

G_BEGIN_DECLS

typedef struct
{
  const char *kind_id;

  /* The size the puzzle draws best at, in points, when measure is NULL. */
  double preferred_width;
  double preferred_height;
  /* The composer never draws below min_scale (text would become too small
   * to read on paper) nor above max_scale (0 means 2).  Compact answer
   * keys may go down to min_key_scale (0 means min_scale / 2): they are
   * read by the teacher, up close. */
  double min_scale;
  double max_scale;
  double min_key_scale;

  /* N_() — what a sheet tells the solver to do, unless the user writes
   * other instructions; NULL for none. */
  const char *instructions;

  /* The natural size of this model's drawing; NULL means the preferred
   * size.  The solution draws at the same size as the puzzle, so a key
   * lines up with the sheet it marks. */
  void     (*measure)       (const PwModel *model, double *width, double *height);
  /* The natural size of the answer key's drawing, when it leaves out
   * what only the solver needs (a checklist); NULL: as the puzzle. */
  void     (*measure_key)   (const PwModel *model, double *width, double *height);
  /* A second arrangement for wide areas (a list beside a board rather
   * than under it), or NULL.  The composer uses whichever prints larger;
   * draw_puzzle tells them apart by the size it is given (the wide one
   * is never as tall as the first). */
  void     (*measure_wide)  (const PwModel *model, double *width, double *height);
  /* The smallest type this model's drawing uses at scale 1, in points
   * (on the answer key when @key), with numbers printed as @numbers says
   * (AUTO: whichever the drawing may choose); 0 or NULL: no text worth a
   * floor.  The composer never prints it below PW_RENDER_MIN_TYPE
   * (PW_RENDER_MIN_KEY_TYPE on compact keys). */
  double   (*smallest_type) (const PwModel *model, gboolean key, PwNumbers numbers);

  /* Whether one puzzle may be split across pages, and where: an ascending
   * list of y offsets (doubles, natural points) between 0 and the height
   * where a cut leaves every part readable (between rows of a grid or
   * lines of a list).  The composer draws each part by clipping. */
  gboolean can_split;
  GArray  *(*split_points) (const PwModel *model);

  void     (*draw_puzzle)   (cairo_t *cr, const PwModel *model, double width, double height);
  /* Draws @model's solution; the composer hands it the model returned by
   * the kind's "solve" operation when the kind has one. */
  void     (*draw_solution) (cairo_t *cr, const PwModel *model, double width, double height);
  /* What a poster shows, when not the puzzle (NULL): for kinds whose
   * layout is itself the picture, such as the name-dominoes board of the
   * comic, read from across a room. */
  void     (*measure_poster)(const PwModel *model, double *width, double *height);
  void     (*draw_poster)   (cairo_t *cr, const PwModel *model, double width, double height);

  /* Cards and cut-outs (decks, tiles); n_items NULL when the kind has
   * none.  Items all share one trimmed size.  @bleed is how far (points)
   * the drawing should carry backgrounds beyond the trim box: everything
   * from (-bleed, -bleed) to (width + bleed, height + bleed) is printed. */
  double   item_width;
  double   item_height;
  /* Room left between items on the page, in points, for scissors round
   * items that are not rectangles (a deck's round cards); 0: items
   * touch, for one straight cut between them. */
  double   item_gap;
  guint    (*n_items)       (const PwModel *model);
  void     (*draw_item)     (cairo_t *cr, const PwModel *model, guint index, double width,
                             double height, double bleed);
  /* The back of item @index; NULL gives a plain back. */
  void     (*draw_item_back)(cairo_t *cr, const PwModel *model, guint index, double width,
                             double height, double bleed);
  /* What the kind prints unless asked otherwise is its cards (a deck is
   * played with its cards; its sheet is only an overview). */
  gboolean cards_first;

  /* The web page that plays the puzzle on the class screen (pw-html.h),
   * or NULL: the kind has none, and no "Web Page" export. */
  const struct _PwKindPage *page;
  /* What the printed pages of @model must credit, newly allocated (the
   * licence of pictures it draws: "Pictures: Twemoji …, CC BY 4.0"), or
   * NULL.  Sheets and cards of a kind that has this keep a second footer
   * line for it, so a page's room does not depend on the model. */
  char    *(*credits)       (const PwModel *model);
} PwKindRender;

/* The registry: filled once at start-up, then only read, from any thread. */
void                pw_render_register         (const PwKindRender *render);
const PwKindRender *pw_render_lookup           (const char *kind_id);
/* Registers the renderer of every built-in kind (whether or not the kind
 * itself is registered: lookups go by the id of a kind that is). */
void                pw_render_register_builtin (void);

/* The natural size of @model through @render (measure or preferred). */
void                pw_render_measure          (const PwKindRender *render, const PwModel *model,
                                                double *width, double *height);
/* The same for the answer key (measure_key, else measure) and for the
 * wide arrangement (FALSE when the kind has none). */
void                pw_render_measure_key      (const PwKindRender *render, const PwModel *model,
                                                double *width, double *height);
gboolean            pw_render_measure_wide     (const PwKindRender *render, const PwModel *model,
                                                double *width, double *height);
/* The smallest scale at which @model's type stays at @floor points or
 * larger (0 when it has no type worth a floor). */
double              pw_render_type_scale       (const PwKindRender *render, const PwModel *model,
                                                gboolean key, PwNumbers numbers, double floor);
double              pw_render_max_scale        (const PwKindRender *render);
double              pw_render_min_key_scale    (const PwKindRender *render);

G_END_DECLS
