/* pw-print-dialog-prepare.c — from options to pages: the puzzles are
 * generated (a class set) or solved in a worker thread through the
 * dialog's PwTaskRunner, then composed as sheets, cards or a poster on
 * the main thread, which is quick enough to follow every change.
 *
 * pw_print_dialog_update () decides which of the two a change needs; a
 * change while the worker runs restarts it only when it asked for other
 * puzzles.
 */
#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-poster.h"

/* ---- the job -------------------------------------------------------- */

static Job *
job_new (PwPrintSource *source, guint variants, PwParams *vary)
{
  Job *job = g_atomic_rc_box_new0 (Job);
  job->source = source;
  job->variants = variants;
  job->vary = vary;
  return job;
}

static void
job_clear (gpointer data)
{
  Job *job = data;
  g_clear_pointer (&job->set, pw_sheet_set_unref);
  g_clear_pointer (&job->vary, pw_params_free);
}

static void
job_release (gpointer data)
{
  g_atomic_rc_box_release_full (data, job_clear);
}

static PwResult *
prepare_in_thread (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  Job *job = data;
  job->set = pw_print_source_prepare (job->source, job->variants, job->vary, TRUE, progress,
                                      cancellable, error);
  if (job->set == NULL)
    return NULL;
  PwResult *result = pw_result_new ();
  result->ok = TRUE;
  return result;
}

/* ---- composing -------------------------------------------------------- */

static PwPages *
compose_poster (PwPrintDialog *self, GError **error)
{
  g_autoptr (PwPosterOptions) o = pw_poster_options_new ();
  guint size = adw_combo_row_get_selected (self->poster_size_row);
  if (size < POSTER_CUSTOM)
    pw_poster_size_from_string (poster_ids[size], &o->width, &o->height, NULL);
  else
    {
      o->width = gtk_spin_button_get_value (self->poster_width_spin) * self->unit;
      o->height = gtk_spin_button_get_value (self->poster_height_spin) * self->unit;
    }
  o->tiled = pw_print_dialog_wanted_tiles (self);
  if (o->tiled && !pw_print_dialog_read_page_setup (self, &o->paper, error))
    return NULL;
  o->overlap = gtk_spin_button_get_value (self->overlap_spin) * self->unit;
  /* The preview says how many pages a big poster takes (its note). */
  o->max_pages = PW_POSTER_MAX_PAGES;
  o->title = g_strdup (pw_print_source_get_title (self->source));
  o->language = g_strdup (pw_print_source_get_locale (self->source));
  return pw_poster_compose (self->set, o, error);
}

static void
compose (PwPrintDialog *self)
{
  g_autoptr (GError) error = NULL;
  PwPages *pages = NULL;
  PwPageSetup page;
  const char *title = pw_print_source_get_title (self->source);
  const char *locale = pw_print_source_get_locale (self->source);
  gtk_widget_set_visible (GTK_WIDGET (self->poster_button), FALSE);
  const char *unsolved = self->set ? pw_sheet_set_get_unsolved (self->set) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->anyway_button), unsolved && !self->anyway);
  if (unsolved && !self->anyway)
    {
      /* Nothing prints until the teacher says so: a sheet whose puzzle
       * has no answer, or several, is not for a class. */
      g_clear_pointer (&self->pages, pw_pages_unref);
      g_autofree char *text = g_strdup_printf (_("%s\nNothing prints until the puzzle has "
                                                 "exactly one answer."), unsolved);
      pw_print_dialog_set_message (self, text);
      pw_print_dialog_update_page (self);
      return;
    }
  if (self->set != NULL && pw_print_dialog_wanted_what (self) == WHAT_POSTER)
    pages = compose_poster (self, &error);
  else if (self->set != NULL && pw_print_dialog_read_page_setup (self, &page, &error))
    {
      if (pw_print_dialog_wanted_what (self) == WHAT_CARDS)
        {
          g_autoptr (PwCardOptions) o = pw_print_dialog_read_card_options (self, &page);
          pages = pw_cards_compose (self->set, o, &error);
        }
      else
        {
          g_autoptr (PwSheetOptions) o = pw_sheet_options_new ();
          const char *instructions = gtk_editable_get_text (GTK_EDITABLE (self->instructions_row));
          o->page = page;
          o->title = g_strdup (title);
          o->language = g_strdup (locale);
          /* The row starts with the kind's instructions; empty means none. */
          o->instructions = g_strdup (instructions);
          o->name_line = gtk_switch_get_active (self->name_switch);
          o->per_page = (guint) gtk_spin_button_get_value_as_int (self->per_page_spin);
          o->answers = pw_print_dialog_wanted_answers (self);
          /* The rows follow PwNumbers: automatic, pips, numerals. */
          static const PwNumbers numbers[] = { PW_NUMBERS_AUTO, PW_NUMBERS_PIPS,
                                               PW_NUMBERS_NUMERALS };
          o->numbers = numbers[MIN (adw_combo_row_get_selected (self->numbers_row), 2)];
          pages = pw_sheet_compose (self->set, o, &error);
          /* Too large for the paper: a readable poster, in one click. */
          if (pages == NULL)
            pw_print_dialog_offer_poster (self, &page);
        }
    }
  g_clear_pointer (&self->pages, pw_pages_unref);
  self->pages = pages;
  if (pages == NULL && error != NULL)
    pw_print_dialog_set_message (self, error->message);
  else if (unsolved && pages && pw_print_dialog_wanted_what (self) != WHAT_SHEETS)
    {
      /* Cards and posters have no keys; still say the puzzle is unchecked. */
      g_autofree char *text = g_strdup_printf (_("Printed anyway: %s"), unsolved);
      pw_print_dialog_set_message (self, text);
    }
  else
    pw_print_dialog_set_message (self, self->stopped ? _("Stopped: the class set was not made")
                                     : pages ? pw_pages_get_note (pages) : NULL);
  pw_print_dialog_update_page (self);
}

/* ---- preparing the puzzles ------------------------------------------ */

static void
prepare_done (GObject *source, GAsyncResult *res, gpointer user_data)
{
  PwPrintDialog *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  Job *job = g_steal_pointer (&self->job);
  gboolean restart = self->restart && !self->stopping;
  self->restart = FALSE;
  self->stopping = FALSE;

  if (!self->disposed)
    {
      if (result != NULL)
        {
          g_clear_pointer (&self->set, pw_sheet_set_unref);
          self->set = g_steal_pointer (&job->set);
          self->set_variants = job->variants;
          g_clear_pointer (&self->set_vary, pw_params_free);
          self->set_vary = g_steal_pointer (&job->vary);
          pw_print_dialog_update (self);
        }
      else if (restart)
        pw_print_dialog_update (self);
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* The user stopped: go back to the puzzles there are. */
          self->syncing = TRUE;
          adw_expander_row_set_enable_expansion (self->set_row, self->set_variants > 0);
          if (self->set_variants > 0)
            gtk_spin_button_set_value (self->variants_spin, self->set_variants);
          self->syncing = FALSE;
          self->stopped = TRUE;
          compose (self);
        }
      else
        {
          g_clear_pointer (&self->pages, pw_pages_unref);
          pw_print_dialog_set_message (self, error->message);
          pw_print_dialog_update_page (self);
        }
    }
  job_release (job);
  g_object_unref (self);
}

static void
start_prepare (PwPrintDialog *self, guint variants, PwParams *vary)
{
  self->job = job_new (self->source, variants, vary);
  const char *label = variants > 0 ? _("Making the class set") : _("Solving the puzzle");
  pw_print_dialog_set_message (self, NULL);
  pw_task_runner_start (self->runner, label, prepare_in_thread,
                        g_atomic_rc_box_acquire (self->job), job_release, prepare_done,
                        g_object_ref (self));
}

/* Whether two sets of variant choices make the same class set. */
static gboolean
same_vary (const PwParams *a, const PwParams *b)
{
  g_autoptr (GPtrArray) ka = a ? pw_params_keys (a) : g_ptr_array_new ();
  g_autoptr (GPtrArray) kb = b ? pw_params_keys (b) : g_ptr_array_new ();
  if (ka->len != kb->len)
    return FALSE;
  for (guint i = 0; i < ka->len; i++)
    if (g_strcmp0 (ka->pdata[i], kb->pdata[i]) != 0
        || g_strcmp0 (pw_params_get (a, ka->pdata[i]), pw_params_get (b, kb->pdata[i])) != 0)
      return FALSE;
  return TRUE;
}

void
pw_print_dialog_update (PwPrintDialog *self)
{
  pw_print_dialog_update_visibility (self);
  pw_print_dialog_update_card_size (self);
  guint variants = pw_print_dialog_wanted_variants (self);
  g_autoptr (PwParams) vary = pw_print_dialog_wanted_vary (self);
  if (pw_task_runner_get_running (self->runner))
    {
      /* After Stop nothing restarts the work: the options that changed
       * meanwhile are read when the stopped job comes back. */
      if (self->stopping)
        return;
      /* Puzzles for other settings are wasted work: stop and start over.
       * Layout changes just wait for the puzzles. */
      self->restart = TRUE;
      if (self->job && (self->job->variants != variants || !same_vary (self->job->vary, vary)))
        pw_task_runner_cancel (self->runner);
      return;
    }
  if (self->set == NULL || self->set_variants != variants
      || (variants > 0 && !same_vary (self->set_vary, vary)))
    {
      start_prepare (self, variants, g_steal_pointer (&vary));
      return;
    }
  compose (self);
}

static gboolean
update_idle (gpointer data)
{
  PwPrintDialog *self = data;
  self->update_id = 0;
  pw_print_dialog_update (self);
  return G_SOURCE_REMOVE;
}

void
pw_print_dialog_options_changed (PwPrintDialog *self)
{
  if (self->syncing)
    return;
  self->stopped = FALSE;
  if (self->update_id != 0)
    return;
  /* Coalesce the signals of one change (a spin button's value and text). */
  self->update_id = g_idle_add (update_idle, self);
}

/* Stop wins over a restart that a change of options asked for. */
void
pw_print_dialog_stop_preparing (PwPrintDialog *self)
{
  self->restart = FALSE;
  if (pw_task_runner_get_running (self->runner))
    self->stopping = TRUE;
  pw_task_runner_cancel (self->runner);
}

void
pw_print_dialog_anyway_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  self->anyway = TRUE;
  pw_print_dialog_options_changed (self);
}
