/* domino-grid-explain.c — the person-like solver's steps in the editor.
 *
 * Hint: the next step from the dominoes laid so far, its cells
 * highlighted and its sentence shown.
 *
 * Explain: the whole solution from the bare board, played as an animation
 * on a timer (play/pause, step back and forth).  Each step shows its
 * sentence; the board shows the dominoes decided so far in green, the
 * pairings ruled out so far as walls between cells (grey), and the
 * current step's cells in yellow with what it ruled out in red.
 *
 * Both run the solver in a worker thread on a snapshot; an edit made
 * meanwhile drops the answer.
 */
#include <glib/gi18n.h>

#include "domino-grid-board.h"
#include "domino-grid-editor-private.h"
#include "domino-grid-solver.h"

/* ---- the solver's steps, in board positions ---- */

static void
explain_step_free (PwDominoExplainStep *step)
{
  g_free (step->text);
  g_array_unref (step->cells);
  g_array_unref (step->ruled_out);
  g_free (step);
}

static PwDominoExplainStep *
convert_step (const PwDominoBoard *b, const PwDominoStep *st)
{
  PwDominoExplainStep *out = g_new0 (PwDominoExplainStep, 1);
  out->text = g_strdup (st->text);
  out->rule_level = pw_domino_rule_level (st->rule);
  out->cells = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < st->cells->len; i++)
    {
      int pos = b->cell_pos[g_array_index (st->cells, int, i)];
      g_array_append_val (out->cells, pos);
    }
  out->place_a = out->place_b = -1;
  if (st->place >= 0)
    {
      out->place_a = b->cell_pos[b->pcell[st->place][0]];
      out->place_b = b->cell_pos[b->pcell[st->place][1]];
    }
  out->ruled_out = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < st->ruled_out->len; i++)
    {
      int p = g_array_index (st->ruled_out, int, i);
      g_array_append_val (out->ruled_out, b->cell_pos[b->pcell[p][0]]);
      g_array_append_val (out->ruled_out, b->cell_pos[b->pcell[p][1]]);
    }
  return out;
}

typedef struct
{
  gint ref;
  PwDominoGrid *grid;
  GWeakRef canvas;
  gboolean from_laid;  /* hint: start from the dominoes laid by hand */
  /* Filled by the worker. */
  GPtrArray *steps;    /* of PwDominoExplainStep */
  char *end;           /* the last sentence */
} StepsJob;

static StepsJob *
job_new (PwDominoCanvas *self, gboolean from_laid)
{
  StepsJob *job = g_new0 (StepsJob, 1);
  job->ref = 1;
  job->grid = (PwDominoGrid *) pw_document_dup_model (self->document);
  job->from_laid = from_laid;
  g_weak_ref_init (&job->canvas, self);
  return job;
}

static StepsJob *
job_ref (StepsJob *job)
{
  g_atomic_int_inc (&job->ref);
  return job;
}

static void
job_unref (StepsJob *job)
{
  if (!g_atomic_int_dec_and_test (&job->ref))
    return;
  pw_domino_grid_unref (job->grid);
  g_weak_ref_clear (&job->canvas);
  g_clear_pointer (&job->steps, g_ptr_array_unref);
  g_free (job->end);
  g_free (job);
}

/* Decides the dominoes laid by hand; FALSE when they cannot all be right
 * (not in the set, laid twice, or leaving no way on). */
static gboolean
decide_laid (const PwDominoGrid *g, const PwDominoBoard *b, PwDominoState *s)
{
  for (int i = 0; g->mate && i < g->rows * g->cols; i++)
    {
      int m = g->mate[i];
      if (m < i || g->cells[i] < 0)
        continue;
      int p = -1, a = b->cell_of[i], c = b->cell_of[m];
      for (int k = 0; a >= 0 && k < b->cell_nplace[a]; k++)
        if (b->pcell[b->cell_place[a][k]][0] == c || b->pcell[b->cell_place[a][k]][1] == c)
          p = b->cell_place[a][k];
      if (p < 0 || !s->alive[p])
        return FALSE;
      pw_domino_state_decide (s, p, PW_DOMINO_RULE_TRIAL);
    }
  return !*s->broken;
}

static gboolean
steps_thread_run (StepsJob *job, GCancellable *cancellable, GError **error)
{
  g_autoptr (PwDominoGrid) bare = (PwDominoGrid *) pw_model_copy (&job->grid->parent);
  pw_domino_grid_clear_solution (bare);
  g_autoptr (PwDominoBoard) b = pw_domino_board_new (bare, error);
  if (b == NULL)
    return FALSE;
  g_autoptr (PwDominoState) s = pw_domino_state_new (b);
  job->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) explain_step_free);
  if (job->from_laid && !decide_laid (job->grid, b, s))
    {
      job->end = g_strdup (_("The dominoes laid so far cannot all be right: one not in the "
                             "set, one laid twice, or one that leaves no way on."));
      return TRUE;
    }
  s->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_domino_step_free);
  PwDominoOutcome outcome = pw_domino_solve (s, PW_DOMINO_LEVEL_EXTREME, NULL);
  for (guint i = 0; i < s->steps->len; i++)
    g_ptr_array_add (job->steps, convert_step (b, s->steps->pdata[i]));
  g_clear_pointer (&s->steps, g_ptr_array_unref);
  if (outcome == PW_DOMINO_SOLVED)
    job->end = g_strdup (_("Solved: every domino has its place."));
  else if (outcome == PW_DOMINO_STUCK)
    job->end = g_strdup (_("The rules stop here; only trying cases goes further."));
  else
    {
      g_autofree char *why = pw_domino_state_why (s);
      job->end = job->from_laid
                   ? g_strdup (_("There is no way on from here: something laid is wrong."))
                   : g_strdup_printf (_("No solution: %s."), why);
    }
  return !g_cancellable_set_error_if_cancelled (cancellable, error);
}

/* ---- Hint ---- */

static void
hint_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  if (!steps_thread_run (data, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
hint_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  StepsJob *job = g_task_get_task_data (G_TASK (res));
  g_autoptr (GError) error = NULL;
  if (!g_task_propagate_boolean (G_TASK (res), &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  PwDominoCanvas *self = PW_DOMINO_CANVAS (source);
  self->n_hint_cells = 0;
  if (error)
    {
      pw_domino_canvas_say (self, error->message);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (job->steps->len == 0)
    {
      pw_domino_canvas_say (self, job->end);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  const PwDominoExplainStep *st = job->steps->pdata[0];
  for (guint i = 0; i < st->cells->len && self->n_hint_cells < (int) G_N_ELEMENTS (self->hint_cells);
       i++)
    self->hint_cells[self->n_hint_cells++] = g_array_index (st->cells, int, i);
  g_autofree char *text = g_strdup_printf (_("Hint (%s): %s"),
                                           pw_domino_level_name (st->rule_level), st->text);
  pw_domino_canvas_say (self, text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pw_domino_hint_start (PwDominoCanvas *self)
{
  pw_domino_explain_reset (self);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  GTask *task = g_task_new (self, self->hint_cancellable, hint_done, NULL);
  g_task_set_task_data (task, job_new (self, TRUE), (GDestroyNotify) job_unref);
  g_task_run_in_thread (task, hint_thread);
  g_object_unref (task);
}

void
pw_domino_hint_draw (PwDominoCanvas *self, cairo_t *cr)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
  cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.6);
  for (int k = 0; k < self->n_hint_cells; k++)
    {
      int i = self->hint_cells[k];
      cairo_rectangle (cr, x0 + (i % g->cols) * s, y0 + (i / g->cols) * s, s, s);
    }
  /* The current explanation step's cells. */
  if (self->explain_steps && self->explain_index >= 0)
    {
      const PwDominoExplainStep *st = self->explain_steps->pdata[self->explain_index];
      for (guint k = 0; k < st->cells->len; k++)
        {
          int i = g_array_index (st->cells, int, k);
          cairo_rectangle (cr, x0 + (i % g->cols) * s, y0 + (i / g->cols) * s, s, s);
        }
    }
  cairo_fill (cr);
}

/* ---- Explain ---- */

static PwResult *
explain_thread (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  pw_progress_set_fraction (progress, -1);
  if (!steps_thread_run (data, cancellable, error))
    return NULL;
  return pw_result_new ();
}

static void
update_controls (PwDominoCanvas *self)
{
  int n = self->explain_steps ? (int) self->explain_steps->len : 0;
  g_autofree char *label = NULL;
  if (self->explain_index < 0)
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step", "%d steps", n), n);
  else
    {
      const PwDominoExplainStep *st = self->explain_steps->pdata[self->explain_index];
      label = g_strdup_printf (_("Step %d of %d · %s"), self->explain_index + 1, n,
                               pw_domino_level_name (st->rule_level));
    }
  gtk_label_set_label (self->explain_label, label);
  gtk_widget_set_sensitive (self->explain_prev, self->explain_index >= 0);
  gtk_widget_set_sensitive (self->explain_next, self->explain_index + 1 < n);
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
pw_domino_explain_show (PwDominoCanvas *self, int index)
{
  if (self->explain_steps == NULL)
    return;
  int n = (int) self->explain_steps->len;
  self->explain_index = CLAMP (index, -1, n - 1);
  if (self->explain_index < 0)
    pw_domino_canvas_say (self, n ? _("Press play to watch the solution, step by step.")
                                  : self->explain_end);
  else if (self->explain_index == n - 1)
    {
      const PwDominoExplainStep *st = self->explain_steps->pdata[self->explain_index];
      g_autofree char *text = g_strdup_printf ("%s\n%s", st->text, self->explain_end);
      pw_domino_canvas_say (self, text);
    }
  else
    pw_domino_canvas_say (self,
                          ((PwDominoExplainStep *) self->explain_steps->pdata[self->explain_index])->text);
  update_controls (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
tick (gpointer data)
{
  PwDominoCanvas *self = data;
  if (self->explain_steps == NULL || self->explain_index + 1 >= (int) self->explain_steps->len)
    {
      self->explain_timer = 0;
      update_controls (self);
      return G_SOURCE_REMOVE;
    }
  pw_domino_explain_show (self, self->explain_index + 1);
  return G_SOURCE_CONTINUE;
}

void
pw_domino_explain_play (PwDominoCanvas *self, gboolean play)
{
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  if (play && self->explain_steps)
    {
      /* From the start again once it has played to the end. */
      if (self->explain_index + 1 >= (int) self->explain_steps->len)
        pw_domino_explain_show (self, -1);
      self->explain_timer = g_timeout_add (PW_DOMINO_EXPLAIN_INTERVAL_MS, tick, self);
      tick (self);
    }
  update_controls (self);
}

static void
explain_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  StepsJob *job = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  g_autoptr (PwDominoCanvas) self = g_weak_ref_get (&job->canvas);
  if (self == NULL || self->explain_job != job)
    {
      job_unref (job);
      return;
    }
  self->explain_job = NULL;
  if (result == NULL)
    {
      pw_domino_canvas_say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                    ? _("Explain was cancelled")
                                    : error->message);
      job_unref (job);
      return;
    }
  self->explain_steps = g_steal_pointer (&job->steps);
  self->explain_end = g_steal_pointer (&job->end);
  job_unref (job);
  gtk_widget_set_visible (self->explain_bar, TRUE);
  pw_domino_explain_show (self, -1);
  pw_domino_explain_play (self, self->explain_steps->len > 0);
}

void
pw_domino_explain_start (PwDominoCanvas *self)
{
  if (self->explain_job)
    return;
  pw_domino_check_reset (self);
  pw_domino_explain_reset (self);
  self->n_hint_cells = 0;
  StepsJob *job = job_new (self, FALSE);
  job_ref (job);
  if (!pw_task_runner_start (pw_domino_canvas_runner (self), _("Explaining"), explain_thread, job,
                             (GDestroyNotify) job_unref, explain_done, job))
    {
      job_unref (job);
      pw_domino_canvas_say (self, _("Another task is running; wait for it or cancel it"));
      return;
    }
  self->explain_job = job;
}

void
pw_domino_explain_reset (PwDominoCanvas *self)
{
  if (self->explain_job)
    {
      pw_task_runner_cancel (pw_domino_canvas_runner (self));
      self->explain_job = NULL;
    }
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  if (self->explain_steps == NULL)
    return;
  g_clear_pointer (&self->explain_steps, g_ptr_array_unref);
  g_clear_pointer (&self->explain_end, g_free);
  self->explain_index = -1;
  gtk_widget_set_visible (self->explain_bar, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pw_domino_explain_dispose (PwDominoCanvas *self)
{
  g_clear_handle_id (&self->explain_timer, g_source_remove);
  g_clear_pointer (&self->explain_steps, g_ptr_array_unref);
  g_clear_pointer (&self->explain_end, g_free);
  self->explain_job = NULL;
  self->verify_job = NULL;
  if (self->hint_cancellable)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
}

/* A wall on the border between neighbouring positions @a and @b. */
static void
wall (PwDominoCanvas *self, cairo_t *cr, int a, int b)
{
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  double x0, y0, s = pw_domino_canvas_cell_size (self);
  pw_domino_canvas_origin (self, &x0, &y0);
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
pw_domino_explain_draw (PwDominoCanvas *self, cairo_t *cr)
{
  double s = pw_domino_canvas_cell_size (self);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int k = 0; k <= self->explain_index; k++)
    {
      const PwDominoExplainStep *st = self->explain_steps->pdata[k];
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
      pw_domino_canvas_outline (self, cr, st->place_a, st->place_b, 3);
      cairo_stroke (cr);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* ---- the panel ---- */

static void
play_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_explain_play (self, self->explain_timer == 0);
}

static void
prev_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_explain_play (self, FALSE);
  pw_domino_explain_show (self, self->explain_index - 1);
}

static void
next_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_explain_play (self, FALSE);
  pw_domino_explain_show (self, self->explain_index + 1);
}

static void
close_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_explain_reset (self);
  pw_domino_canvas_say (self, NULL);
}

GtkWidget *
pw_domino_explain_panel (PwDominoCanvas *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_name (panel, "domino-explain");
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  self->explain_prev = pw_domino_icon_button ("media-skip-backward-symbolic", _("Previous step"),
                                    G_CALLBACK (prev_clicked), self);
  self->explain_play = pw_domino_icon_button ("media-playback-start-symbolic", _("Play"),
                                    G_CALLBACK (play_clicked), self);
  gtk_widget_set_name (self->explain_play, "domino-explain-play");
  self->explain_next = pw_domino_icon_button ("media-skip-forward-symbolic", _("Next step"),
                                    G_CALLBACK (next_clicked), self);
  GtkWidget *close = pw_domino_icon_button ("window-close-symbolic", _("Stop explaining"),
                                  G_CALLBACK (close_clicked), self);
  GtkWidget *spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (bar), self->explain_prev);
  gtk_box_append (GTK_BOX (bar), self->explain_play);
  gtk_box_append (GTK_BOX (bar), self->explain_next);
  gtk_box_append (GTK_BOX (bar), spacer);
  gtk_box_append (GTK_BOX (bar), close);
  self->explain_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->explain_label, 0);
  gtk_label_set_wrap (self->explain_label, TRUE);
  gtk_box_append (GTK_BOX (panel), bar);
  gtk_box_append (GTK_BOX (panel), GTK_WIDGET (self->explain_label));
  gtk_widget_set_visible (panel, FALSE);
  self->explain_bar = panel;
  return panel;
}
