/* domino-grid-check.c — Verify in the editor: the kind's "verify"
 * operation, run through the window's task runner with the editor's
 * limit, says the verdict in the words the CLI prints; the solutions its
 * result lists are drawn on the board one at a time ("Solution 2 of 5"),
 * the dominoes that differ from solution to solution in orange, so a
 * designer sees where the puzzle is ambiguous.
 *
 * Cancel keeps the solutions found so far (the operation keeps its result
 * on Cancel); an edit made meanwhile makes the answer stale, so it is
 * dropped.
 */
#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "domino-grid-editor-private.h"

void
pw_domino_grid_solutions_free (PwDominoGridSolutions *solutions)
{
  if (solutions == NULL)
    return;
  g_clear_pointer (&solutions->mates, g_ptr_array_unref);
  g_free (solutions);
}

/* ---- reading the result ---- */

/* The board position of a [row, column] node, or -1. */
int
pw_domino_grid_position_of (JsonNode *node, const PwDominoGrid *g)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return -1;
  JsonArray *rc = json_node_get_array (node);
  if (json_array_get_length (rc) != 2)
    return -1;
  gint64 r = json_array_get_int_element (rc, 0), c = json_array_get_int_element (rc, 1);
  if (r < 0 || r >= g->rows || c < 0 || c >= g->cols)
    return -1;
  return (int) (r * g->cols + c);
}

/* A solution (a list of dominoes, each two [row, column] cells) as the
 * mate of each board position; NULL when it does not fit the board. */
static int *
solution_mates (JsonNode *node, const PwDominoGrid *g)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  int n = g->rows * g->cols;
  g_autofree int *mate = g_new (int, n);
  for (int i = 0; i < n; i++)
    mate[i] = PW_DOMINO_GRID_NO_MATE;
  JsonArray *dominoes = json_node_get_array (node);
  for (guint k = 0; k < json_array_get_length (dominoes); k++)
    {
      JsonNode *d = json_array_get_element (dominoes, k);
      if (!JSON_NODE_HOLDS_ARRAY (d) || json_array_get_length (json_node_get_array (d)) != 2)
        return NULL;
      int a = pw_domino_grid_position_of (json_array_get_element (json_node_get_array (d), 0), g);
      int b = pw_domino_grid_position_of (json_array_get_element (json_node_get_array (d), 1), g);
      if (a < 0 || b < 0)
        return NULL;
      mate[a] = b;
      mate[b] = a;
    }
  return g_steal_pointer (&mate);
}

static PwDominoGridSolutions *
read_solutions (const PwResult *result, const PwDominoGrid *g)
{
  if (result->details == NULL || !JSON_NODE_HOLDS_OBJECT (result->details))
    return NULL;
  JsonObject *o = json_node_get_object (result->details);
  JsonNode *list = json_object_get_member (o, "solution-list");
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list))
    return NULL;
  PwDominoGridSolutions *sol = g_new0 (PwDominoGridSolutions, 1);
  sol->mates = g_ptr_array_new_with_free_func (g_free);
  JsonArray *a = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      int *mate = solution_mates (json_array_get_element (a, i), g);
      if (mate)
        g_ptr_array_add (sol->mates, mate);
    }
  sol->count = json_object_get_int_member_with_default (o, "solutions", sol->mates->len);
  sol->complete = json_object_get_boolean_member_with_default (o, "complete", FALSE);
  sol->shown = -1;
  if (sol->mates->len == 0)
    g_clear_pointer (&sol, pw_domino_grid_solutions_free);
  return sol;
}

/* ---- showing the answer ---- */

void
pw_domino_grid_check_show (PwDominoGridEditor *self, int index)
{
  PwDominoGridSolutions *sol = self->solutions;
  if (sol == NULL || sol->mates->len == 0)
    return;
  sol->shown = CLAMP (index, 0, (int) sol->mates->len - 1);
  g_autofree char *label = NULL;
  if (sol->count == 1 && sol->complete)
    label = g_strdup (_("The only solution"));
  else if (sol->complete)
    label = g_strdup_printf (_("Solution %d of %" PRId64), sol->shown + 1, sol->count);
  else
    label = g_strdup_printf (_("Solution %d of at least %" PRId64), sol->shown + 1,
                             sol->count);
  gtk_label_set_label (self->solution_label, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.solution-previous", sol->shown > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.solution-next",
                                 sol->shown + 1 < (int) sol->mates->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.lay-solution", TRUE);
  gtk_widget_set_visible (self->solutions_bar, TRUE);
  gtk_widget_queue_draw (self->canvas);
}

/* A board that breaks the rules: the verdict names the cell, and the
 * cursor goes there, highlighted, so the designer sees which. */
static void
select_problem_cell (PwDominoGridEditor *self, const PwResult *result)
{
  if (result->details == NULL || !JSON_NODE_HOLDS_OBJECT (result->details))
    return;
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  int pos = pw_domino_grid_position_of (json_object_get_member (json_node_get_object (result->details), "cell"), g);
  if (pos < 0)
    return;
  self->cursor_r = pos / g->cols;
  self->cursor_c = pos % g->cols;
  self->hint_cells[0] = pos;
  self->n_hint_cells = 1;
  gtk_widget_grab_focus (self->canvas);
  gtk_widget_queue_draw (self->canvas);
}

/* What the board shows, said after the verdict (which is the operation's,
 * word for word). */
static const char *
board_note (const PwDominoGridSolutions *sol)
{
  if (sol == NULL)
    return NULL;
  if (sol->count == 1 && sol->complete)
    return _("Exactly one solution: it is drawn on the board.");
  if (sol->mates->len > 1)
    return _("Orange dominoes differ between solutions.");
  return NULL;
}

static void
verify_done (PwDominoGridEditor *self, const PwResult *result, const GError *error)
{
  if (result == NULL)
    {
      pw_domino_grid_canvas_say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                    ? _("Verify was cancelled before it found a solution.")
                                    : error->message);
      return;
    }
  g_clear_pointer (&self->solutions, pw_domino_grid_solutions_free);
  self->solutions = read_solutions (result, pw_domino_grid_canvas_grid (self));
  select_problem_cell (self, result);
  const char *note = board_note (self->solutions);
  g_autofree char *text = note ? g_strdup_printf ("%s\n%s", result->summary, note)
                               : g_strdup (result->summary);
  pw_domino_grid_canvas_answer (self, text);
  if (self->solutions)
    pw_domino_grid_check_show (self, 0);
}

void
pw_domino_grid_check_start (PwDominoGridEditor *self)
{
  if (self->job)
    {
      pw_domino_grid_canvas_say (self, _("Still working on the last request…"));
      return;
    }
  pw_domino_grid_explain_reset (self);
  pw_domino_grid_check_reset (self);
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *limit = g_strdup_printf ("%d", PW_DOMINO_GRID_EDITOR_MAX_SOLUTIONS);
  pw_params_set (params, "limit", limit);
  if (pw_domino_grid_editor_run (self, "verify", params, verify_done))
    pw_domino_grid_canvas_say (self, _("Counting the solutions…"));
}

void
pw_domino_grid_check_reset (PwDominoGridEditor *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.solution-previous", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.solution-next", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.lay-solution", FALSE);
  if (self->solutions == NULL)
    return;
  g_clear_pointer (&self->solutions, pw_domino_grid_solutions_free);
  gtk_widget_set_visible (self->solutions_bar, FALSE);
  gtk_widget_queue_draw (self->canvas);
}

/* The dominoes of the solution shown: green where every solution found
 * agrees, orange where they differ. */
void
pw_domino_grid_check_draw (PwDominoGridEditor *self, cairo_t *cr)
{
  PwDominoGridSolutions *sol = self->solutions;
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  const int *mate = sol->mates->pdata[sol->shown];
  double s = pw_domino_grid_canvas_cell_size (self);
  cairo_set_line_width (cr, MAX (2.0, s / 12));
  for (int i = 0; i < g->rows * g->cols; i++)
    {
      int m = mate[i];
      if (m < i)
        continue;
      gboolean same = TRUE;
      for (guint k = 0; k < sol->mates->len && same; k++)
        same = ((const int *) sol->mates->pdata[k])[i] == m;
      if (same)
        cairo_set_source_rgb (cr, 0.18, 0.62, 0.3);
      else
        cairo_set_source_rgb (cr, 0.96, 0.47, 0.0);
      pw_domino_grid_canvas_outline (self, cr, i, m, 3);
      cairo_stroke (cr);
    }
}

void
pw_domino_grid_check_lay (PwDominoGridEditor *self)
{
  PwDominoGridSolutions *sol = self->solutions;
  if (sol == NULL || sol->shown < 0)
    return;
  PwDominoGrid *g = (PwDominoGrid *) pw_document_dup_model (self->document);
  pw_domino_grid_init_solution (g);
  memcpy (g->mate, sol->mates->pdata[sol->shown], sizeof (int) * g->rows * g->cols);
  pw_document_apply (self->document, &g->parent, _("Lay Solution"));
}
