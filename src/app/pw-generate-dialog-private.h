/* pw-generate-dialog-private.h — what the parts of the Generate dialog
 * share: its widgets and state, and the calls they make on each other.
 *
 * The dialog is split by what each part does:
 *   pw-generate-dialog.c       the type, its layout (header bar, message
 *                              strip, rows, seed, progress) and its message
 *   pw-generate-dialog-rows.c  a row for each of the kind's PwParamSpecs,
 *                              and the parameters read back from them
 *   pw-generate-dialog-file.c  the rows of file parameters: choosing a
 *                              file and reading its text
 *   pw-generate-dialog-run.c   running the generator on the dialog's
 *                              own task runner, and opening the puzzle
 */
#pragma once

#include "pw-generate-dialog.h"
#include "pw-task-runner.h"

G_BEGIN_DECLS

struct _PwGenerateDialog
{
  AdwWindow parent_instance;

  const PwKind *kind;
  PwWindow *window;          /* where the puzzle opens (weak) */
  PwTaskRunner *runner;
  GPtrArray *rows;           /* the row of each spec, in spec order (a size's two share one) */
  GPtrArray *values;         /* the widget holding each spec's value, in spec order */
  GtkSpinButton *seed_spin;
  GtkWidget *generate_button;
  GtkRevealer *progress_revealer;
  GtkProgressBar *progress_bar;
  GtkLabel *progress_text;
  GtkRevealer *message_revealer;
  GtkLabel *message;
  guint pulse_id;
};

/* Shows @text (an error) at the top of the dialog; NULL hides it
 * (pw-generate-dialog.c). */
void      pw_generate_dialog_set_message    (PwGenerateDialog *self, const char *text);

/* The rows (pw-generate-dialog-rows.c). */
/* Adds the row of spec @i (and of the next, when the two are a size). */
guint     pw_generate_dialog_add_row        (PwGenerateDialog *self, AdwPreferencesGroup *group,
                                             guint i);
/* The parameters as the rows stand; @update also greys out the rows
 * the kind says cannot be used now. */
PwParams *pw_generate_dialog_collect_params (PwGenerateDialog *self, gboolean update);
/* A value changed: the message goes, and the rows say again which can
 * be used. */
void      pw_generate_dialog_params_changed (PwGenerateDialog *self);
/* The index of the spec named @name, or -1. */
int       pw_generate_dialog_spec_index     (PwGenerateDialog *self, const char *name);

/* The row of a file parameter (pw-generate-dialog-file.c); @value gets
 * the row itself, which keeps the file's text (or, for a list that may
 * be typed, shows it in a text box to edit). */
GtkWidget *pw_generate_dialog_file_row      (const PwParamSpec *spec, GtkWidget **value);
/* The row's text as the parameter's value, or NULL when there is none. */
char      *pw_generate_dialog_file_value    (GtkWidget *row);
/* Puts @text in a typed list's text box. */
gboolean   pw_generate_dialog_file_set_text (GtkWidget *row, const char *text);

/* Running the generator (pw-generate-dialog-run.c). */
void      pw_generate_dialog_run_class_init (GtkWidgetClass *widget_class);
/* Makes the dialog's runner and shows its progress. */
void      pw_generate_dialog_run_init       (PwGenerateDialog *self);

G_END_DECLS
