/* domino-grid-explain.c — the person-like solver's steps in the editor.
 *
 * Hint: the kind's "hint" operation, the next step from the dominoes laid
 * so far, its cells highlighted and its sentence shown.
 *
 * Explain: the kind's "explain" operation, the whole solution from the
 * bare board, played as an animation on a timer (play/pause, step back
 * and forth).  Each step shows its sentence; the board shows the dominoes
 * decided so far in green, the pairings ruled out so far as walls between
 * cells (grey), and the current step's cells in yellow with what it ruled
 * out in red.
 *
 * Both run through the window's task runner on a snapshot and read the
 * steps from the result's details; an edit made meanwhile drops the
 * answer.
 */
#include <glib/gi18n.h>

#include "domino-grid-board.h"
#include "domino-grid-editor-private.h"

/* ---- the steps, from the result's details ---- */

static void
explain_step_free (PwDominoGridExplainStep *step)
{
  g_free (step->text);
  g_array_unref (step->cells);
  g_array_unref (step->ruled_out);
  g_free (step);
}

/* The two positions of a [[r, c], [r, c]] node; FALSE when it is not one. */
static gboolean
pair (JsonNode *node, const PwDominoGrid *g, int *a, int *b)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != 2)
    return FALSE;
  *a = pw_domino_grid_position_of (json_array_get_element (json_node_get_array (node), 0), g);
  *b = pw_domino_grid_position_of (json_array_get_element (json_node_get_array (node), 1), g);
  return *a >= 0 && *b >= 0;
}

static PwDominoGridExplainStep *
read_step (JsonNode *node, const PwDominoGrid *g)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  JsonObject *o = json_node_get_object (node);
  PwDominoGridExplainStep *st = g_new0 (PwDominoGridExplainStep, 1);
  st->text = g_strdup (json_object_get_string_member_with_default (o, "text", ""));
  st->rule_level = pw_domino_grid_level_from_id (json_object_get_string_member_with_default (o, "level",
                                                                                      "easy"));
  st->cells = g_array_new (FALSE, FALSE, sizeof (int));
  st->ruled_out = g_array_new (FALSE, FALSE, sizeof (int));
  st->place_a = st->place_b = -1;
  JsonNode *cells = json_object_get_member (o, "cells");
  if (cells && JSON_NODE_HOLDS_ARRAY (cells))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (cells)); i++)
      {
        int pos = pw_domino_grid_position_of (json_array_get_element (json_node_get_array (cells), i), g);
        if (pos >= 0)
          g_array_append_val (st->cells, pos);
      }
  int a, b;
  if (pair (json_object_get_member (o, "place"), g, &a, &b))
    st->place_a = a, st->place_b = b;
  JsonNode *out = json_object_get_member (o, "ruled-out");
  if (out && JSON_NODE_HOLDS_ARRAY (out))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (out)); i++)
      if (pair (json_array_get_element (json_node_get_array (out), i), g, &a, &b))
        {
          g_array_append_val (st->ruled_out, a);
          g_array_append_val (st->ruled_out, b);
        }
  return st;
}

/* The steps in the result's details (of PwDominoGridExplainStep), and the
 * sentence the rules end on. */
static GPtrArray *
read_steps (const PwResult *result, const PwDominoGrid *g, char **conclusion)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) explain_step_free);
  *conclusion = NULL;
  if (result->details == NULL || !JSON_NODE_HOLDS_OBJECT (result->details))
    return steps;
  JsonObject *o = json_node_get_object (result->details);
  *conclusion = g_strdup (json_object_get_string_member_with_default (o, "conclusion", ""));
  JsonNode *list = json_object_get_member (o, "steps");
  if (list && JSON_NODE_HOLDS_ARRAY (list))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
      {
        PwDominoGridExplainStep *st = read_step (json_array_get_element (json_node_get_array (list), i),
                                             g);
        if (st)
          g_ptr_array_add (steps, st);
      }
  return steps;
}

/* ---- Hint ---- */

static void
hint_done (PwDominoGridEditor *self, const PwResult *result, const GError *error)
{
  self->n_hint_cells = 0;
  gtk_widget_queue_draw (self->canvas);
  if (result == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        pw_domino_grid_canvas_say (self, error->message);
      return;
    }
  g_autofree char *end = NULL;
  g_autoptr (GPtrArray) steps = read_steps (result, pw_domino_grid_canvas_grid (self), &end);
  if (steps->len > 0)
    {
      const PwDominoGridExplainStep *st = steps->pdata[0];
      for (guint i = 0;
           i < st->cells->len && self->n_hint_cells < (int) G_N_ELEMENTS (self->hint_cells); i++)
        self->hint_cells[self->n_hint_cells++] = g_array_index (st->cells, int, i);
    }
  pw_domino_grid_canvas_answer (self, result->summary);
}

void
pw_domino_grid_hint_start (PwDominoGridEditor *self)
{
  if (self->job)
    {
      pw_domino_grid_canvas_say (self, _("Still working on the last request…"));
      return;
    }
  pw_domino_grid_explain_reset (self);
  pw_domino_grid_editor_run (self, "hint", NULL, hint_done);
}

void
pw_domino_grid_hint_draw (PwDominoGridEditor *self, cairo_t *cr)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.6);
  for (int k = 0; k < self->n_hint_cells; k++)
    {
      int i = self->hint_cells[k];
      cairo_rectangle (cr, x0 + (i % g->cols) * s, y0 + (i / g->cols) * s, s, s);
    }
  /* The current explanation step's cells. */
  if (self->explain_steps && self->explain_index >= 0)
    {
      const PwDominoGridExplainStep *st = self->explain_steps->pdata[self->explain_index];
      for (guint k = 0; k < st->cells->len; k++)
        {
          int i = g_array_index (st->cells, int, k);
          cairo_rectangle (cr, x0 + (i % g->cols) * s, y0 + (i / g->cols) * s, s, s);
        }
    }
  cairo_fill (cr);
}

/* ---- Explain ---- */

static void
update_controls (PwDominoGridEditor *self)
{
  int n = self->explain_steps ? (int) self->explain_steps->len : 0;
  g_autofree char *label = NULL;
  if (self->explain_index < 0)
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step", "%d steps", n), n);
  else
    {
      const PwDominoGridExplainStep *st = self->explain_steps->pdata[self->explain_index];
      label = g_strdup_printf (_("Step %d of %d · %s"), self->explain_index + 1, n,
                               pw_domino_grid_level_name (st->rule_level));
    }
  gtk_label_set_label (self->explain_label, label);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.explain-previous",
                                 self->explain_index >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.explain-next",
                                 self->explain_index + 1 < n);
  gboolean playing = self->explain_timer != 0;
  gtk_button_set_icon_name (GTK_BUTTON (self->explain_play),
                            playing ? "media-playback-pause-symbolic"
                                    : "media-playback-start-symbolic");
  const char *tip = playing ? _("Pause") : _("Play");
  gtk_widget_set_tooltip_text (self->explain_play, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->explain_play),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

void
pw_domino_grid_explain_show (PwDominoGridEditor *self, int index)
{
  if (self->explain_steps == NULL)
    return;
  int n = (int) self->explain_steps->len;
  self->explain_index = CLAMP (index, -1, n - 1);
  if (self->explain_index < 0)
    pw_domino_grid_canvas_answer (self, n ? _("Press play to watch the solution, step by step.")
                                     : self->explain_end);
  else if (self->explain_index == n - 1)
    {
      const PwDominoGridExplainStep *st = self->explain_steps->pdata[self->explain_index];
      g_autofree char *text = g_strdup_printf ("%s\n%s", st->text, self->explain_end);
      pw_domino_grid_canvas_answer (self, text);
    }
  else
    {
      const PwDominoGridExplainStep *st = self->explain_steps->pdata[self->explain_index];
      pw_domino_grid_canvas_answer (self, st->text);
    }
  update_controls (self);
  gtk_widget_queue_draw (self->canvas);
}

static gboolean
tick (gpointer data)
{
  PwDominoGridEditor *self = data;
  if (self->explain_steps == NULL || self->explain_index + 1 >= (int) self->explain_steps->len)
    {
      self->explain_timer = 0;
      update_controls (self);
      return G_SOURCE_REMOVE;
    }
  pw_domino_grid_explain_show (self, self->explain_index + 1);
  return G_SOURCE_CONTINUE;
}

void
pw_domino_grid_explain_play (PwDominoGridEditor *self, gboolean play)
{
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  if (play && self->explain_steps)
    {
      /* From the start again once it has played to the end. */
      if (self->explain_index + 1 >= (int) self->explain_steps->len)
        pw_domino_grid_explain_show (self, -1);
      self->explain_timer = g_timeout_add (PW_DOMINO_GRID_EXPLAIN_INTERVAL_MS, tick, self);
      tick (self);
    }
  update_controls (self);
}

static void
explain_done (PwDominoGridEditor *self, const PwResult *result, const GError *error)
{
  if (result == NULL)
    {
      pw_domino_grid_canvas_say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                    ? _("Explain was cancelled")
                                    : error->message);
      return;
    }
  self->explain_steps = read_steps (result, pw_domino_grid_canvas_grid (self), &self->explain_end);
  gtk_widget_set_visible (self->explain_bar, TRUE);
  pw_domino_grid_explain_show (self, -1);
  pw_domino_grid_explain_play (self, self->explain_steps->len > 0);
}

void
pw_domino_grid_explain_start (PwDominoGridEditor *self)
{
  if (self->job)
    return;
  pw_domino_grid_check_reset (self);
  pw_domino_grid_explain_reset (self);
  self->n_hint_cells = 0;
  pw_domino_grid_editor_run (self, "explain", NULL, explain_done);
}

void
pw_domino_grid_explain_reset (PwDominoGridEditor *self)
{
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.explain-previous", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "domino.explain-next", FALSE);
  if (self->explain_steps == NULL)
    return;
  g_clear_pointer (&self->explain_steps, g_ptr_array_unref);
  g_clear_pointer (&self->explain_end, g_free);
  self->explain_index = -1;
  gtk_widget_set_visible (self->explain_bar, FALSE);
  gtk_widget_queue_draw (self->canvas);
}

void
pw_domino_grid_explain_dispose (PwDominoGridEditor *self)
{
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  g_clear_pointer (&self->explain_steps, g_ptr_array_unref);
  g_clear_pointer (&self->explain_end, g_free);
}

/* A wall on the border between neighbouring positions @a and @b. */
static void
wall (PwDominoGridEditor *self, cairo_t *cr, int a, int b)
{
  const PwDominoGrid *g = pw_domino_grid_canvas_grid (self);
  double x0, y0, s = pw_domino_grid_canvas_cell_size (self);
  pw_domino_grid_canvas_origin (self, &x0, &y0);
  int lo = MIN (a, b), hi = MAX (a, b);
  int r = lo / g->cols, c = lo % g->cols;
  if (hi == lo + 1)
    {
      cairo_move_to (cr, x0 + (c + 1) * s, y0 + r * s + s * 0.2);
      cairo_line_to (cr, x0 + (c + 1) * s, y0 + r * s + s * 0.8);
    }
  else
    {
      cairo_move_to (cr, x0 + c * s + s * 0.2, y0 + (r + 1) * s);
      cairo_line_to (cr, x0 + c * s + s * 0.8, y0 + (r + 1) * s);
    }
}

void
pw_domino_grid_explain_draw (PwDominoGridEditor *self, cairo_t *cr)
{
  double s = pw_domino_grid_canvas_cell_size (self);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int k = 0; k <= self->explain_index; k++)
    {
      const PwDominoGridExplainStep *st = self->explain_steps->pdata[k];
      gboolean now = k == self->explain_index;
      /* What the step ruled out: walls between cells. */
      cairo_set_line_width (cr, MAX (2.0, s / (now ? 9 : 14)));
      if (now)
        cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
      else
        cairo_set_source_rgba (cr, 0.35, 0.35, 0.35, 0.7);
      for (guint i = 0; i + 1 < st->ruled_out->len; i += 2)
        wall (self, cr, g_array_index (st->ruled_out, int, i),
              g_array_index (st->ruled_out, int, i + 1));
      cairo_stroke (cr);
      if (st->place_a < 0)
        continue;
      /* What it decided: a domino in green. */
      cairo_set_source_rgb (cr, 0.18, 0.62, 0.3);
      cairo_set_line_width (cr, MAX (2.0, s / (now ? 8 : 12)));
      pw_domino_grid_canvas_outline (self, cr, st->place_a, st->place_b, 3);
      cairo_stroke (cr);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}
