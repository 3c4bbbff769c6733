/* word-search-editor-run.c — Generate, Fill Again and Verify: the kind's
 * "place", "fill" and "verify" operations, run through the window's task
 * runner as the CLI runs them (the window's panel leaves these three to
 * the editor: they are its own_operations).  The runner applies a new
 * grid as one edit of the document; the editor only says the summary, or
 * the error.  When Generate finds no layout (none exists, or none in the
 * time allowed), the panel says so and offers a larger grid. */
#include "word-search-editor-private.h"

#include <glib/gi18n.h>

#include "pw-rng.h"

static void
run_operation (PwWordSearchEditor *self, const char *id, const PwParams *params)
{
  pw_kind_editor_run (GTK_WIDGET (self), self->runner, self->document, id, params, NULL);
}

/* Each press gives another layout (the document's own seed would give
 * the same one again); the grid itself is what the document keeps. */
static PwParams *
fresh_seed (void)
{
  PwParams *params = pw_params_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, pw_rng_fresh_seed ());
  pw_params_set (params, "seed", seed);
  return params;
}

/* The size Enlarge offers: two more columns and rows, within the limit. */
static void
enlarged (const PwWordSearchModel *m, guint *width, guint *height)
{
  *width = MIN (m->width + 2, PW_WORD_SEARCH_MAX_SIDE);
  *height = MIN (m->height + 2, PW_WORD_SEARCH_MAX_SIDE);
}

/* Why Generate found no layout, with the offer to make room for it. */
static void
show_message (PwWordSearchEditor *self, const char *text)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  guint w, h;
  enlarged (m, &w, &h);
  g_autofree char *label = g_strdup_printf (_("Enlarge to %u × %u and Generate"), w, h);
  gtk_button_set_label (self->enlarge_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->enlarge_button),
                          m->words->len > 0 && (w > m->width || h > m->height));
  gtk_label_set_label (self->message_label, text);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
}

static void
generate_done (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwWordSearchEditor) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  if (result)
    {
      gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
      if (result->summary)
        pw_kind_editor_toast (GTK_WIDGET (self), result->summary);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->document)
    show_message (self, error->message);
}

static void
generate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  const PwOperation *op = pw_kind_find_operation (pw_document_get_kind (self->document), "place");
  g_autoptr (PwParams) params = fresh_seed ();
  /* Another task running: the window's task bar says which. */
  if (self->runner
      && !pw_task_runner_run_operation (self->runner, self->document, op, params, generate_done,
                                        g_object_ref (self)))
    g_object_unref (self);
}

/* Enlarge: more room for the words, then Generate again. */
static void
enlarge_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  guint w, h;
  enlarged (pw_word_search_editor_model (self), &w, &h);
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  pw_word_search_model_resize (m, w, h);
  pw_word_search_editor_apply (self, m, _("Enlarge Grid"));
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
  gtk_widget_activate_action (widget, "word-search-editor.generate", NULL);
}

static void
close_message_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_revealer_set_reveal_child (PW_WORD_SEARCH_EDITOR (widget)->message_revealer, FALSE);
}

static void
fill_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (PwParams) params = fresh_seed ();
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "fill", params);
}

static void
verify_action (GtkWidget *widget, const char *name, GVariant *param)
{
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "verify", NULL);
}

void
pw_word_search_editor_run_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "word-search-editor.generate", NULL,
                                   generate_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.enlarge", NULL,
                                   enlarge_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.close-message", NULL,
                                   close_message_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.fill", NULL, fill_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.verify", NULL,
                                   verify_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "word-search-editor.generate", NULL);
}
