/* pw-poster-readable.c — the poster a puzzle needs to print readably:
 * what the print dialog and export offer when a puzzle is too large for
 * the paper at readable type (the name-dominoes board of the comic on
 * A4), so that it is one click, and never a poster in 5 pt type. */
#include "pw-poster.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "pw-error.h"
#include "pw-render.h"

double
pw_poster_readable_scale (PwSheetSet *set)
{
  const PwKindRender *render = pw_render_lookup (pw_sheet_set_get_kind (set)->id);
  if (render == NULL)
    return 0;
  const PwModel *model = pw_sheet_set_get_puzzle (set, 0);
  return MAX (render->min_scale, pw_render_type_scale (render, model, FALSE, PW_NUMBERS_AUTO,
                                                       PW_RENDER_MIN_TYPE));
}

PwPosterOptions *
pw_poster_readable_options (PwSheetSet *set, const PwPageSetup *paper, GError **error)
{
  double need = pw_poster_readable_scale (set);
  g_autoptr (PwPosterOptions) o = pw_poster_options_new ();
  o->tiled = TRUE;
  o->paper = *paper;
  o->paper.landscape = FALSE;
  o->max_pages = PW_POSTER_MAX_PAGES;
  double w = pw_page_setup_get_width (&o->paper), h = pw_page_setup_get_height (&o->paper);
  /* The paper's proportions, grown a step at a time (of 2 %, so the
   * poster is at most that much larger than it need be) until the puzzle
   * prints at its readable scale. */
  for (double f = 1.0; w * f <= PW_PAPER_MAX_MM * PW_POINTS_PER_MM; f *= 1.02)
    {
      /* Whole millimetres, rounded up: a size a teacher can type. */
      o->width = ceil (w * f / PW_POINTS_PER_MM) * PW_POINTS_PER_MM;
      o->height = ceil (h * f / PW_POINTS_PER_MM) * PW_POINTS_PER_MM;
      PwPosterPlan plan;
      if (pw_poster_plan (set, o, &plan, NULL) && plan.board_scale >= need - 1e-9)
        return g_steal_pointer (&o);
    }
  g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
               _("Even a poster of %.0f mm would not print the puzzle readably"),
               PW_PAPER_MAX_MM);
  return NULL;
}
