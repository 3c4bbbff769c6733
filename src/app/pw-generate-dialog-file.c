/* pw-generate-dialog-file.c — the row of a file parameter (a shape, a
 * word list): Choose… opens a file chooser, the row names the file, and
 * its text, read here (the kind never opens files), is the parameter's
 * value. */
#include "pw-generate-dialog-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-error.h"

/* The most a file parameter may hold: a shape or a list is a few lines,
 * and the text is kept in the document's generator parameters. */
#define FILE_PARAM_MAX (1024 * 1024)

/* A file parameter: the row names the chosen file; its text is kept on
 * the row ("pw-file-text") and passed as the parameter's value. */
static void
show_file (GtkWidget *row, const char *spec_description, GFile *file)
{
  GtkWidget *clear = g_object_get_data (G_OBJECT (row), "pw-clear");
  gtk_widget_set_visible (clear, file != NULL);
  if (file)
    {
      g_autofree char *name = g_file_get_basename (file);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), name);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 spec_description ? g_dgettext (GETTEXT_PACKAGE, spec_description)
                                                  : _("No file chosen"));
}

typedef struct
{
  PwGenerateDialog *dialog;
  char *name;
} FileChoice;

static void
file_choice_free (FileChoice *choice)
{
  g_object_unref (choice->dialog);
  g_free (choice->name);
  g_free (choice);
}

static void
file_chosen (GtkNativeDialog *native, int response, FileChoice *choice)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (file)
        pw_generate_dialog_set_file (choice->dialog, choice->name, file);
    }
  file_choice_free (choice);
  g_object_unref (native);
}

static void
choose_file_clicked (GtkButton *button, GtkWidget *row)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (gtk_widget_get_root (GTK_WIDGET (button)));
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_autofree char *title = g_strdup_printf (_("Choose “%s”"),
                                            g_dgettext (GETTEXT_PACKAGE, spec->label));
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_autoptr (GtkFileFilter) text = gtk_file_filter_new ();
  gtk_file_filter_set_name (text, _("Text Files"));
  gtk_file_filter_add_mime_type (text, "text/plain");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), text);
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
  FileChoice *choice = g_new0 (FileChoice, 1);
  choice->dialog = g_object_ref (self);
  choice->name = g_strdup (spec->name);
  g_signal_connect (native, "response", G_CALLBACK (file_chosen), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
clear_file_clicked (GtkButton *button, GtkWidget *row)
{
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_object_set_data (G_OBJECT (row), "pw-file-text", NULL);
  show_file (row, spec->description, NULL);
  pw_generate_dialog_params_changed (PW_GENERATE_DIALOG (gtk_widget_get_root (row)));
}

GtkWidget *
pw_generate_dialog_file_row (const PwParamSpec *spec, GtkWidget **value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_tooltip_text (clear, _("Use No File"));
  pw_a11y_set_label (clear, _("Use No File"));
  gtk_widget_add_css_class (clear, "flat");
  gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  gtk_widget_set_valign (choose, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), clear);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), choose);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), choose);
  g_object_set_data (G_OBJECT (row), "pw-clear", clear);
  g_object_set_data (G_OBJECT (row), "pw-spec", (gpointer) spec);
  g_signal_connect (choose, "clicked", G_CALLBACK (choose_file_clicked), row);
  g_signal_connect (clear, "clicked", G_CALLBACK (clear_file_clicked), row);
  show_file (row, spec->description, NULL);
  *value = row;
  return row;
}

/* Reads at most FILE_PARAM_MAX bytes of text; the kind never opens files. */
static char *
read_param_file (GFile *file, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GError) local = NULL;
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, &local);
  g_autofree char *text = g_malloc (FILE_PARAM_MAX + 2);
  gsize got = 0;
  if (in == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (in), text, FILE_PARAM_MAX + 1, &got, NULL,
                                   &local))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_IO, _("Could not read “%s”: %s"), name,
                   local->message);
      return NULL;
    }
  if (got > FILE_PARAM_MAX)
    {
      g_set_error (error, PW_ERROR, PW_ERROR_TOO_LARGE,
                   _("“%s” is larger than 1 MiB; choose a text file of a few lines"), name);
      return NULL;
    }
  text[got] = '\0';
  if (memchr (text, '\0', got) || !g_utf8_validate (text, (gssize) got, NULL))
    {
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("“%s” is not a text file (UTF-8 without NUL bytes)"), name);
      return NULL;
    }
  return g_steal_pointer (&text);
}

gboolean
pw_generate_dialog_set_file (PwGenerateDialog *self, const char *name, GFile *file)
{
  int i = pw_generate_dialog_spec_index (self, name);
  g_return_val_if_fail (i >= 0, FALSE);
  const PwParamSpec *spec = &self->kind->generate_specs[i];
  g_return_val_if_fail (spec->type == PW_PARAM_FILE, FALSE);
  GtkWidget *row = self->values->pdata[i];
  g_autoptr (GError) error = NULL;
  g_autofree char *text = read_param_file (file, &error);
  if (text == NULL)
    {
      pw_generate_dialog_set_message (self, error->message);
      return FALSE;
    }
  g_object_set_data_full (G_OBJECT (row), "pw-file-text", g_steal_pointer (&text), g_free);
  show_file (row, spec->description, file);
  pw_generate_dialog_params_changed (self);
  return TRUE;
}
