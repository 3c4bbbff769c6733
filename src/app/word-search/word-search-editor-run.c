/* word-search-editor-run.c — Generate, Fill Again and Verify: the kind's
 * "place", "fill" and "verify" operations, run through the window's task
 * runner as the CLI runs them (the window's panel leaves these three to
 * the editor: they are its own_operations).  The runner applies a new
 * grid as one edit of the document; the editor only says the summary, or
 * the error. */
#include "word-search-editor-private.h"

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

static void
generate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (PwParams) params = fresh_seed ();
  run_operation (PW_WORD_SEARCH_EDITOR (widget), "place", params);
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
  gtk_widget_class_install_action (widget_class, "word-search-editor.fill", NULL, fill_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.verify", NULL,
                                   verify_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "word-search-editor.generate", NULL);
}
