/* domino-grid-page.c — the domino grid on the class screen (pw-html.h).
 *
 * The page shows the numbers as the editor does (pips drawn by the same
 * code as paper, as small SVG pictures, or numerals), the set as a
 * checklist, and keeps the solution as its answer, which "Show Wrong"
 * compares the dominoes laid with.  The solution is what the kind's
 * "solve" gives, and must be the only one: with two, a right domino
 * could be called wrong. */
#include "domino-grid-render.h"

#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "pw-error.h"
#include "pw-html.h"

#define PIP_BOX 100.0

static const PwHtmlString dg_strings[] = {
  { "laid", N_("Laid %d of %d") },
  { "board", N_("The board: drag across two cells to lay a domino, tap one to take it "
                "away; or move with the arrow keys, press Enter on both cells, and Delete "
                "to take one away") },
  { "set", N_("The dominoes") },
  { "show-wrong", N_("Show Wrong") },
  { "show-answer", N_("Show Answer") },
  { "wrong", N_("%d domino is not where the solution has it"),
    N_("%d dominoes are not where the solution has them") },
  { "all-right", N_("Every domino laid is right") },
  { "no-domino", N_("There is no such domino in the set") },
  { "used", N_("That domino is laid already") },
  { "answer-shown", N_("The solution is shown") },
};

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The pips of @v as the board draws them, as an SVG picture. */
static char *
pips_url (int v)
{
  GByteArray *svg = g_byte_array_new ();
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_bytes, svg, PIP_BOX,
                                                                  PIP_BOX);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0, 0, 0);
  pw_domino_grid_draw_value (cr, TRUE, v, 0, 0, PIP_BOX);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  g_autoptr (GBytes) bytes = g_byte_array_free_to_bytes (svg);
  return pw_html_data_url ("image/svg+xml", bytes);
}

/* The solution, from the kind's own solver, when it is the only one. */
static PwModel *
solve (const PwModel *model, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  const PwOperation *op = pw_kind_find_operation (pw_domino_grid_kind (), "solve");
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "limit", "2");
  g_autoptr (PwResult) result = op->run (model, params, progress, cancellable, error);
  if (result == NULL)
    return NULL;
  if (!result->ok || result->model == NULL
      || !pw_domino_grid_has_full_solution ((const PwDominoGrid *) result->model))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("The page shows which dominoes are wrong, so the puzzle must have "
                     "exactly one solution. Solve says: %s"),
                   result->summary);
      return NULL;
    }
  return g_steal_pointer (&result->model);
}

static gboolean
dg_build (PwHtmlPage *page, const PwModel *model, PwProgress *progress,
          GCancellable *cancellable, GError **error)
{
  const PwDominoGrid *g = (const PwDominoGrid *) model;
  pw_progress_set_text (progress, _("Solving the puzzle"));
  g_autoptr (PwModel) solved = solve (model, progress, cancellable, error);
  if (solved == NULL)
    return FALSE;
  int max = pw_domino_grid_max_value (g);
  gboolean pips = max <= PW_DOMINO_GRID_PIPS_MAX && pw_domino_grid_use_pips (g);

  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rows");
  json_builder_add_int_value (b, g->rows);
  json_builder_set_member_name (b, "cols");
  json_builder_add_int_value (b, g->cols);
  json_builder_set_member_name (b, "cells");
  json_builder_begin_array (b);
  for (int i = 0; i < g->rows * g->cols; i++)
    json_builder_add_int_value (b, g->cells[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "dominoes");
  json_builder_begin_array (b);
  for (guint i = 0; i < g->dominoes->len; i++)
    {
      const PwDominoGridDomino *d = &g_array_index (g->dominoes, PwDominoGridDomino, i);
      json_builder_begin_array (b);
      json_builder_add_int_value (b, d->lo);
      json_builder_add_int_value (b, d->hi);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  if (pips)
    {
      json_builder_set_member_name (b, "pips");
      json_builder_begin_array (b);
      for (int v = 0; v <= max; v++)
        {
          g_autofree char *url = pips_url (v);
          json_builder_add_string_value (b, url);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  pw_html_page_set_puzzle (page, json_builder_get_root (b));

  const PwDominoGrid *s = (const PwDominoGrid *) solved;
  g_autoptr (JsonBuilder) a = json_builder_new ();
  json_builder_begin_object (a);
  json_builder_set_member_name (a, "mate");
  json_builder_begin_array (a);
  for (int i = 0; i < s->rows * s->cols; i++)
    json_builder_add_int_value (a, s->mate[i]);
  json_builder_end_array (a);
  json_builder_end_object (a);
  pw_html_page_set_answer (page, json_builder_get_root (a));
  return TRUE;
}

const PwKindPage pw_domino_grid_page = {
  .script = "/io/github/puzzlewright/Puzzlewright/page/domino-grid/domino-grid-page.js",
  .style = "/io/github/puzzlewright/Puzzlewright/page/domino-grid/domino-grid-page.css",
  .holds_answer = TRUE,
  .strings = dg_strings,
  .n_strings = G_N_ELEMENTS (dg_strings),
  .build = dg_build,
};
