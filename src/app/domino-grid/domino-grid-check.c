/* domino-grid-check.c — Verify in the editor: how many solutions the board
 * has (counted up to PW_DOMINO_EDITOR_MAX_SOLUTIONS), its grade when there
 * is one, or why there is none; the solutions found are drawn on the
 * board one at a time ("Solution 2 of 5"), the dominoes that differ from
 * solution to solution in orange, so a designer sees where the puzzle is
 * ambiguous.
 *
 * The search runs in a worker thread through the window's task runner
 * (its bar shows the progress and Cancel); the board is a snapshot, and
 * an edit made meanwhile makes the answer stale, so it is dropped.
 */
#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "domino-grid-board.h"
#include "domino-grid-editor-private.h"
#include "domino-grid-solver.h"
#include "pw-error.h"

typedef struct
{
  gint ref;
  PwDominoGrid *grid;  /* the snapshot, without the dominoes laid by hand */
  GWeakRef canvas;
  /* Filled by the worker. */
  GPtrArray *mates;
  gint64 count;
  gboolean complete;
  gboolean cancelled;  /* stopped by Cancel: what was found so far */
  int level;           /* the grade, when the rules finish */
  char *reason;        /* why there is no solution */
} VerifyJob;

static VerifyJob *
job_ref (VerifyJob *job)
{
  g_atomic_int_inc (&job->ref);
  return job;
}

static void
job_unref (VerifyJob *job)
{
  if (!g_atomic_int_dec_and_test (&job->ref))
    return;
  pw_domino_grid_unref (job->grid);
  g_weak_ref_clear (&job->canvas);
  g_clear_pointer (&job->mates, g_ptr_array_unref);
  g_free (job->reason);
  g_free (job);
}

void
pw_domino_solutions_free (PwDominoSolutions *solutions)
{
  if (solutions == NULL)
    return;
  g_clear_pointer (&solutions->mates, g_ptr_array_unref);
  g_free (solutions);
}

/* ---- the worker ---- */

static PwResult *
verify_thread (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  VerifyJob *job = data;
  g_autoptr (GError) invalid = NULL;
  g_autoptr (PwDominoBoard) board = pw_domino_board_new (job->grid, &invalid);
  PwResult *result = pw_result_new ();
  if (board == NULL)
    {
      /* A board that breaks the rules (odd cells, numbers the set lacks)
       * has no solution, and the problem is the reason. */
      job->count = 0;
      job->complete = TRUE;
      job->reason = g_strdup (invalid->message);
      return result;
    }
  /* The person-like rules first: the grade, or a contradiction in words. */
  g_autoptr (PwDominoState) state = pw_domino_state_new (board);
  PwDominoOutcome outcome = pw_domino_solve (state, PW_DOMINO_LEVEL_EXTREME, &job->level);
  if (outcome == PW_DOMINO_STUCK)
    job->level = PW_DOMINO_LEVEL_BEYOND;
  if (outcome == PW_DOMINO_BROKEN)
    job->reason = pw_domino_state_why (state);

  pw_progress_set_fraction (progress, -1);
  PwDominoCount count = { 0 };
  pw_domino_count_with_progress (board, PW_DOMINO_EDITOR_MAX_SOLUTIONS,
                                 PW_DOMINO_EDITOR_MAX_SOLUTIONS, progress, cancellable, &count);
  /* Cancelled, the solutions found so far are still worth showing. */
  job->cancelled = g_cancellable_is_cancelled (cancellable);
  job->count = count.count;
  job->complete = count.complete;
  job->mates = g_steal_pointer (&count.solutions);
  if (job->count == 0 && job->reason == NULL && !job->cancelled)
    job->reason = g_strdup (_("every way of laying the dominoes was tried, and none covers the "
                              "board"));
  result->ok = job->count == 1 && job->complete;
  return result;
}

/* ---- showing the answer ---- */

static char *
verdict (const VerifyJob *job)
{
  if (job->cancelled && job->count == 0)
    return g_strdup (_("Verify was cancelled before it found a solution."));
  if (job->cancelled)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Cancelled after %" PRId64 " solution.",
                                         "Cancelled after %" PRId64 " solutions: the "
                                         "puzzle is not unique.",
                                         job->count),
                            job->count);
  if (job->count == 0)
    return g_strdup_printf (_("No solution: %s."), job->reason);
  if (job->count == 1)
    return g_strdup_printf (_("Exactly one solution. Grade: %s."),
                            pw_domino_level_name (job->level));
  if (!job->complete)
    return g_strdup_printf (_("At least %" PRId64 " solutions: the puzzle is not "
                              "unique. Orange dominoes differ between solutions."),
                            job->count);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%" PRId64 " solution: the puzzle is not unique.",
                                       "%" PRId64 " solutions: the puzzle is not unique. "
                                       "Orange dominoes differ between solutions.",
                                       job->count),
                          job->count);
}

void
pw_domino_check_show (PwDominoCanvas *self, int index)
{
  PwDominoSolutions *sol = self->solutions;
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
  gtk_widget_set_sensitive (self->solution_prev, sol->shown > 0);
  gtk_widget_set_sensitive (self->solution_next, sol->shown + 1 < (int) sol->mates->len);
  gtk_widget_set_visible (self->solutions_bar, TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
verify_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  VerifyJob *job = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  g_autoptr (PwDominoCanvas) self = g_weak_ref_get (&job->canvas);
  if (self == NULL || self->verify_job != job)
    {
      job_unref (job); /* the board changed meanwhile, or the editor went */
      return;
    }
  self->verify_job = NULL;
  if (result == NULL)
    {
      pw_domino_canvas_say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                    ? _("Verify was cancelled")
                                    : error->message);
      job_unref (job);
      return;
    }
  g_autofree char *text = verdict (job);
  pw_domino_canvas_say (self, text);
  g_clear_pointer (&self->solutions, pw_domino_solutions_free);
  if (job->count > 0 && job->mates && job->mates->len > 0)
    {
      self->solutions = g_new0 (PwDominoSolutions, 1);
      self->solutions->mates = g_steal_pointer (&job->mates);
      self->solutions->count = job->count;
      self->solutions->complete = job->complete && !job->cancelled;
      pw_domino_check_show (self, 0);
    }
  job_unref (job);
}

void
pw_domino_check_start (PwDominoCanvas *self)
{
  if (self->verify_job)
    {
      pw_domino_canvas_say (self, _("Still counting the solutions…"));
      return;
    }
  pw_domino_explain_reset (self);
  pw_domino_check_reset (self);
  VerifyJob *job = g_new0 (VerifyJob, 1);
  job->ref = 1;
  job->grid = (PwDominoGrid *) pw_document_dup_model (self->document);
  pw_domino_grid_clear_solution (job->grid);
  g_weak_ref_init (&job->canvas, self);
  PwTaskRunner *runner = pw_domino_canvas_runner (self);
  job_ref (job); /* one for the worker, one for the callback */
  if (!pw_task_runner_start_full (runner, _("Verifying"), verify_thread, job,
                                  (GDestroyNotify) job_unref, TRUE, verify_done, job))
    {
      job_unref (job);
      pw_domino_canvas_say (self, _("Another task is running; wait for it or cancel it"));
      return;
    }
  self->verify_job = job;
  pw_domino_canvas_say (self, _("Counting the solutions…"));
}

void
pw_domino_check_reset (PwDominoCanvas *self)
{
  if (self->verify_job)
    {
      /* The task running is ours: its answer would be about another board. */
      pw_task_runner_cancel (pw_domino_canvas_runner (self));
      self->verify_job = NULL;
      pw_domino_canvas_say (self, _("Verify stopped: the board changed"));
    }
  if (self->solutions == NULL)
    return;
  g_clear_pointer (&self->solutions, pw_domino_solutions_free);
  gtk_widget_set_visible (self->solutions_bar, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The dominoes of the solution shown: green where every solution found
 * agrees, orange where they differ. */
void
pw_domino_check_draw (PwDominoCanvas *self, cairo_t *cr)
{
  PwDominoSolutions *sol = self->solutions;
  const PwDominoGrid *g = pw_domino_canvas_grid (self);
  const int *mate = sol->mates->pdata[sol->shown];
  double s = pw_domino_canvas_cell_size (self);
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
      pw_domino_canvas_outline (self, cr, i, m, 3);
      cairo_stroke (cr);
    }
}

/* ---- the panel ---- */

static void
prev_clicked (GtkButton *button, PwDominoCanvas *self)
{
  if (self->solutions)
    pw_domino_check_show (self, self->solutions->shown - 1);
}

static void
next_clicked (GtkButton *button, PwDominoCanvas *self)
{
  if (self->solutions)
    pw_domino_check_show (self, self->solutions->shown + 1);
}

/* Lays the solution shown as the player's dominoes, one edit. */
static void
lay_clicked (GtkButton *button, PwDominoCanvas *self)
{
  PwDominoSolutions *sol = self->solutions;
  if (sol == NULL || sol->shown < 0)
    return;
  PwDominoGrid *g = (PwDominoGrid *) pw_document_dup_model (self->document);
  pw_domino_grid_init_solution (g);
  memcpy (g->mate, sol->mates->pdata[sol->shown], sizeof (int) * g->rows * g->cols);
  pw_document_apply (self->document, &g->parent, _("Lay Solution"));
}

static void
close_clicked (GtkButton *button, PwDominoCanvas *self)
{
  pw_domino_check_reset (self);
}

GtkWidget *
pw_domino_check_panel (PwDominoCanvas *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_name (panel, "domino-solutions");
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  self->solution_prev = pw_domino_icon_button ("go-previous-symbolic", _("Previous solution"),
                                     G_CALLBACK (prev_clicked), self);
  self->solution_next = pw_domino_icon_button ("go-next-symbolic", _("Next solution"),
                                     G_CALLBACK (next_clicked), self);
  self->solution_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->solution_label, TRUE);
  gtk_label_set_xalign (self->solution_label, 0);
  GtkWidget *lay = pw_domino_icon_button ("document-edit-symbolic",
                                _("Lay this solution on the board (undoable)"),
                                G_CALLBACK (lay_clicked), self);
  gtk_widget_set_name (lay, "domino-lay-solution");
  GtkWidget *close = pw_domino_icon_button ("window-close-symbolic", _("Stop showing the solutions"),
                                  G_CALLBACK (close_clicked), self);
  GtkWidget *spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (bar), self->solution_prev);
  gtk_box_append (GTK_BOX (bar), self->solution_next);
  gtk_box_append (GTK_BOX (bar), lay);
  gtk_box_append (GTK_BOX (bar), spacer);
  gtk_box_append (GTK_BOX (bar), close);
  gtk_box_append (GTK_BOX (panel), GTK_WIDGET (self->solution_label));
  gtk_box_append (GTK_BOX (panel), bar);
  gtk_widget_set_visible (panel, FALSE);
  self->solutions_bar = panel;
  return panel;
}
