#include "pw-print-dialog-private.h"

#include <glib/gi18n.h>

#include "pw-poster.h"

G_DEFINE_FINAL_TYPE (PwPrintDialog, pw_print_dialog, ADW_TYPE_WINDOW)

/* ---- the job -------------------------------------------------------- */

static Job *
job_new (PwPrintSource *source, guint variants, gboolean solve)
{
  Job *job = g_atomic_rc_box_new0 (Job);
  job->source = source;
  job->variants = variants;
  job->solve = solve;
  return job;
}

static void
job_clear (gpointer data)
{
  Job *job = data;
  g_clear_pointer (&job->set, pw_sheet_set_unref);
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
  job->set = pw_print_source_prepare (job->source, job->variants, job->solve, progress,
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
        }
    }
  g_clear_pointer (&self->pages, pw_pages_unref);
  self->pages = pages;
  if (pages == NULL && error != NULL)
    pw_print_dialog_set_message (self, error->message);
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
          self->set_solved = job->solve;
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
start_prepare (PwPrintDialog *self, guint variants, gboolean solve)
{
  self->job = job_new (self->source, variants, solve);
  const char *label = variants > 0 ? _("Making the class set") : _("Solving the puzzle");
  pw_print_dialog_set_message (self, NULL);
  pw_task_runner_start (self->runner, label, prepare_in_thread,
                        g_atomic_rc_box_acquire (self->job), job_release, prepare_done,
                        g_object_ref (self));
}

void
pw_print_dialog_update (PwPrintDialog *self)
{
  pw_print_dialog_update_visibility (self);
  pw_print_dialog_update_card_size (self);
  guint variants = pw_print_dialog_wanted_variants (self);
  gboolean solve = pw_print_dialog_wanted_solve (self);
  if (pw_task_runner_get_running (self->runner))
    {
      /* After Stop nothing restarts the work: the options that changed
       * meanwhile are read when the stopped job comes back. */
      if (self->stopping)
        return;
      /* Puzzles for other settings are wasted work: stop and start over.
       * Layout changes just wait for the puzzles. */
      self->restart = TRUE;
      if (self->job && (self->job->variants != variants || self->job->solve != solve))
        pw_task_runner_cancel (self->runner);
      return;
    }
  if (self->set == NULL || self->set_variants != variants || (solve && !self->set_solved))
    {
      start_prepare (self, variants, solve);
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

/* ---- other actions -------------------------------------------------- */

/* Stop wins over a restart that a change of options asked for. */
void
pw_print_dialog_stop_preparing (PwPrintDialog *self)
{
  self->restart = FALSE;
  if (pw_task_runner_get_running (self->runner))
    self->stopping = TRUE;
  pw_task_runner_cancel (self->runner);
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  pw_print_dialog_stop_preparing (PW_PRINT_DIALOG (widget));
}

static void
escape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (widget);
  if (pw_task_runner_get_running (self->runner))
    pw_print_dialog_stop_preparing (self);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
pw_print_dialog_dispose (GObject *object)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (object);
  self->disposed = TRUE;
  g_clear_handle_id (&self->update_id, g_source_remove);
  g_clear_object (&self->settings);
  if (self->runner)
    {
      g_signal_handlers_disconnect_by_data (self->runner, self);
      pw_task_runner_cancel (self->runner);
    }
  G_OBJECT_CLASS (pw_print_dialog_parent_class)->dispose (object);
}

static void
pw_print_dialog_finalize (GObject *object)
{
  PwPrintDialog *self = PW_PRINT_DIALOG (object);
  /* A running job holds a reference on the dialog: none is left here. */
  g_clear_object (&self->runner);
  g_clear_pointer (&self->pages, pw_pages_unref);
  g_clear_pointer (&self->set, pw_sheet_set_unref);
  g_clear_pointer (&self->source, pw_print_source_free);
  g_free (self->message);
  g_free (self->export_name);
  g_clear_object (&self->exported);
  G_OBJECT_CLASS (pw_print_dialog_parent_class)->finalize (object);
}

static void
pw_print_dialog_class_init (PwPrintDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = pw_print_dialog_dispose;
  object_class->finalize = pw_print_dialog_finalize;

  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/puzzlewright/Puzzlewright/print-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, PwPrintDialog, name)
  BIND (window_title);
  BIND (close_button);
  BIND (preview);
  BIND (message_label);
  BIND (page_label);
  BIND (progress_revealer);
  BIND (progress_label);
  BIND (progress_bar);
  BIND (what_row);
  BIND (paper_row);
  BIND (width_row);
  BIND (height_row);
  BIND (width_spin);
  BIND (height_spin);
  BIND (orientation_row);
  BIND (margin_row);
  BIND (margin_spin);
  BIND (sheet_group);
  BIND (per_page_spin);
  BIND (answers_row);
  BIND (numbers_row);
  BIND (name_switch);
  BIND (instructions_row);
  BIND (set_group);
  BIND (set_row);
  BIND (variants_spin);
  BIND (cards_group);
  BIND (cards_per_page_row);
  BIND (cards_per_page_spin);
  BIND (marks_row);
  BIND (bleed_row);
  BIND (duplex_switch);
  BIND (back_offset_row);
  BIND (back_right_row);
  BIND (back_down_row);
  BIND (back_right_spin);
  BIND (back_down_spin);
  BIND (poster_group);
  BIND (poster_size_row);
  BIND (poster_width_row);
  BIND (poster_height_row);
  BIND (poster_width_spin);
  BIND (poster_height_spin);
  BIND (tile_row);
  BIND (overlap_row);
  BIND (overlap_spin);
#undef BIND

  gtk_widget_class_install_action (widget_class, "print.print", NULL,
                                   pw_print_dialog_print_action);
  gtk_widget_class_install_action (widget_class, "print.export", NULL,
                                   pw_print_dialog_export_action);
  gtk_widget_class_install_action (widget_class, "print.open-export", NULL,
                                   pw_print_dialog_open_export_action);
  gtk_widget_class_install_action (widget_class, "print.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "print.escape", NULL, escape_action);
  gtk_widget_class_install_action (widget_class, "print.previous-page", NULL,
                                   pw_print_dialog_page_action);
  gtk_widget_class_install_action (widget_class, "print.next-page", NULL,
                                   pw_print_dialog_page_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "print.print",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "print.export",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "print.escape", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "print.previous-page",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "print.next-page",
                                       NULL);
}

static void
pw_print_dialog_init (PwPrintDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Export says it is done with a toast; the overlay goes around the
   * template's content. */
  g_autoptr (GtkWidget) content = g_object_ref (adw_window_get_content (ADW_WINDOW (self)));
  adw_window_set_content (ADW_WINDOW (self), NULL);
  self->toast_overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toast_overlay, content);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toast_overlay));
  self->message = g_strdup ("");
  self->unit = PW_POINTS_PER_MM;
  self->runner = pw_task_runner_new ();
  g_signal_connect (self->runner, "notify", G_CALLBACK (pw_print_dialog_runner_notify), self);
  gtk_drawing_area_set_draw_func (self->preview, pw_print_dialog_draw_preview, self, NULL);
  /* As many as the composer takes; a count past what the page can hold
   * is the composer's to refuse, in the message under the preview. */
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->cards_per_page_spin),
                            PW_MAX_CARDS_PER_PAGE);
}

static void
connect_options (PwPrintDialog *self)
{
  GObject *combos[] = { G_OBJECT (self->paper_row), G_OBJECT (self->orientation_row),
                        G_OBJECT (self->answers_row), G_OBJECT (self->numbers_row),
                        G_OBJECT (self->marks_row),
                        G_OBJECT (self->bleed_row), G_OBJECT (self->poster_size_row) };
  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    g_signal_connect_swapped (combos[i], "notify::selected",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->what_row, "notify::selected",
                            G_CALLBACK (pw_print_dialog_what_changed), self);
  g_signal_connect_swapped (self->marks_row, "notify::selected",
                            G_CALLBACK (pw_print_dialog_describe_marks), self);
  pw_print_dialog_describe_marks (self);
  GtkSpinButton *spins[] = { self->width_spin, self->height_spin, self->margin_spin,
                             self->per_page_spin, self->cards_per_page_spin,
                             self->variants_spin, self->poster_width_spin,
                             self->poster_height_spin, self->overlap_spin };
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    g_signal_connect_swapped (spins[i], "value-changed",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->back_right_spin, "value-changed",
                            G_CALLBACK (pw_print_dialog_back_offset_changed), self);
  g_signal_connect_swapped (self->back_down_spin, "value-changed",
                            G_CALLBACK (pw_print_dialog_back_offset_changed), self);
  GtkSwitch *switches[] = { self->name_switch, self->duplex_switch };
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    g_signal_connect_swapped (switches[i], "notify::active",
                              G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->set_row, "notify::enable-expansion",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->tile_row, "notify::enable-expansion",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
  g_signal_connect_swapped (self->instructions_row, "changed",
                            G_CALLBACK (pw_print_dialog_options_changed), self);
}

PwPrintDialog *
pw_print_dialog_new (GtkWindow *parent, PwDocument *document)
{
  PwPrintDialog *self = g_object_new (PW_TYPE_PRINT_DIALOG, "transient-for", parent, NULL);
  self->source = pw_print_source_new (document);
  const PwKind *kind = pw_print_source_get_kind (self->source);
  self->render = pw_render_lookup (kind->id);

  g_autofree char *name = pw_document_dup_display_name (document);
  adw_window_title_set_subtitle (self->window_title, name);
  self->export_name = pw_print_dialog_file_name_for (name);
  /* Every kind that prints can print a poster; only some have cards. */
  self->has_cards = self->render != NULL && self->render->n_items != NULL;
  if (!self->has_cards)
    gtk_string_list_remove (GTK_STRING_LIST (adw_combo_row_get_model (self->what_row)),
                            WHAT_CARDS);
  if (!pw_print_source_can_vary (self->source))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->set_row), FALSE);
      adw_expander_row_set_subtitle (self->set_row,
                                     kind->generate
                                       ? _("Only for puzzles made by the generator")
                                       : _("This kind of puzzle has no generator"));
    }
  /* Pips or numerals is a choice only where the kind's drawing depends
   * on it: its smallest printed type differs between the two (numerals
   * are text, pips are not). */
  const PwModel *model = pw_document_get_model (document);
  gboolean numbers_matter
    = self->render && self->render->smallest_type
      && self->render->smallest_type (model, FALSE, PW_NUMBERS_PIPS)
           != self->render->smallest_type (model, FALSE, PW_NUMBERS_NUMERALS);
  gtk_widget_set_visible (GTK_WIDGET (self->numbers_row), numbers_matter);
  /* The kind's own instructions, to edit or clear. */
  if (self->render && self->render->instructions)
    gtk_editable_set_text (GTK_EDITABLE (self->instructions_row),
                           g_dgettext (GETTEXT_PACKAGE, self->render->instructions));
  pw_print_dialog_apply_preferences (self);
  connect_options (self);
  if (self->has_cards && self->render->cards_first)
    adw_combo_row_set_selected (self->what_row, WHAT_CARDS);
  pw_print_dialog_update (self);
  return self;
}

void
pw_print_dialog_present (GtkWindow *parent, PwDocument *document)
{
  PwPrintDialog *self = pw_print_dialog_new (parent, document);
  gtk_window_present (GTK_WINDOW (self));
}

PwPages *
pw_print_dialog_get_pages (PwPrintDialog *self)
{
  return pw_task_runner_get_running (self->runner) ? NULL : self->pages;
}

gboolean
pw_print_dialog_get_busy (PwPrintDialog *self)
{
  return pw_task_runner_get_running (self->runner) || self->update_id != 0;
}

const char *
pw_print_dialog_get_message (PwPrintDialog *self)
{
  return self->message;
}
