/* pw-generate-dialog-file.c — the row of a file parameter (a shape, a
 * word list): Choose… opens a file chooser, the row names the file, and
 * its text, read here (the kind never opens files), is the parameter's
 * value.  A list the kind lets be typed (PwParamSpec.typed: a word list)
 * has a text box too, where the teacher types or pastes it, and which a
 * chosen file fills to edit further; a parameter that takes a folder of
 * pictures (PwParamSpec.folder_param) has Folder… too, and the names of
 * the folder's pictures are the value. */
#include "pw-generate-dialog-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-error.h"
#include "pw-text.h"

/* The most a file parameter may hold: a shape or a list is a few lines,
 * and the text is kept in the document's generator parameters. */
#define FILE_PARAM_MAX (1024 * 1024)

/* A row's subtitle, for an action row or an expander row alike. */
static void
set_subtitle (GtkWidget *row, const char *text)
{
  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), text);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
}

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
      set_subtitle (row, name);
    }
  else
    set_subtitle (row, spec_description ? g_dgettext (GETTEXT_PACKAGE, spec_description)
                                        : _("No file chosen"));
}

static GtkTextBuffer *
typed_buffer (GtkWidget *row)
{
  GtkWidget *view = g_object_get_data (G_OBJECT (row), "pw-text-view");
  return view ? gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)) : NULL;
}

char *
pw_generate_dialog_file_value (GtkWidget *row)
{
  GtkTextBuffer *buffer = typed_buffer (row);
  if (buffer == NULL)
    return g_strdup (g_object_get_data (G_OBJECT (row), "pw-file-text"));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* Only white space: no list, the kind's own default. */
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  if (*stripped == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

gboolean
pw_generate_dialog_file_set_text (GtkWidget *row, const char *text)
{
  GtkTextBuffer *buffer = typed_buffer (row);
  if (buffer == NULL)
    return FALSE;
  gtk_text_buffer_set_text (buffer, text, -1);
  return TRUE;
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
choose (GtkWidget *button, GtkWidget *row, gboolean folder)
{
  PwGenerateDialog *self = PW_GENERATE_DIALOG (gtk_widget_get_root (button));
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_autofree char *title = g_strdup_printf (folder ? _("Choose a Folder of Pictures for “%s”")
                                                   : _("Choose “%s”"),
                                            g_dgettext (GETTEXT_PACKAGE, spec->label));
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
    title, GTK_WINDOW (self),
    folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN,
    _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (!folder)
    {
      g_autoptr (GtkFileFilter) text = gtk_file_filter_new ();
      gtk_file_filter_set_name (text, _("Text Files"));
      gtk_file_filter_add_mime_type (text, "text/plain");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), text);
      g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
      gtk_file_filter_set_name (all, _("All Files"));
      gtk_file_filter_add_pattern (all, "*");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), all);
    }
  FileChoice *choice = g_new0 (FileChoice, 1);
  choice->dialog = g_object_ref (self);
  choice->name = g_strdup (spec->name);
  g_signal_connect (native, "response", G_CALLBACK (file_chosen), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
choose_file_clicked (GtkButton *button, GtkWidget *row)
{
  choose (GTK_WIDGET (button), row, FALSE);
}

static void
choose_folder_clicked (GtkButton *button, GtkWidget *row)
{
  choose (GTK_WIDGET (button), row, TRUE);
}

static void
clear_file_clicked (GtkButton *button, GtkWidget *row)
{
  const PwParamSpec *spec = g_object_get_data (G_OBJECT (row), "pw-spec");
  g_object_set_data (G_OBJECT (row), "pw-file-text", NULL);
  g_object_set_data (G_OBJECT (row), "pw-folder", NULL);
  pw_generate_dialog_file_set_text (row, "");
  show_file (row, spec->description, NULL);
  pw_generate_dialog_params_changed (PW_GENERATE_DIALOG (gtk_widget_get_root (row)));
}

static void
text_edited (GtkTextBuffer *buffer, GtkWidget *row)
{
  GtkRoot *root = gtk_widget_get_root (row);
  if (PW_IS_GENERATE_DIALOG (root))
    pw_generate_dialog_params_changed (PW_GENERATE_DIALOG (root));
}

/* The text box of a list that may be typed, a few lines high. */
static GtkWidget *
text_box (GtkWidget *row, const PwParamSpec *spec)
{
  GtkWidget *view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 6);
  gtk_widget_set_name (view, spec->name);
  pw_a11y_set_label (view, g_dgettext (GETTEXT_PACKAGE, spec->label));
  g_object_set_data (G_OBJECT (row), "pw-text-view", view);
  g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "changed",
                    G_CALLBACK (text_edited), row);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 140);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), view);
  gtk_widget_set_margin_start (scroll, 12);
  gtk_widget_set_margin_end (scroll, 12);
  gtk_widget_set_margin_top (scroll, 6);
  gtk_widget_set_margin_bottom (scroll, 12);
  gtk_widget_add_css_class (scroll, "card");
  /* The expander's row that holds the box, named as the box is, so a
   * screen reader does not meet an unnamed list item. */
  GtkWidget *holder = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (holder), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (holder), scroll);
  pw_a11y_set_label (holder, g_dgettext (GETTEXT_PACKAGE, spec->label));
  return holder;
}

GtkWidget *
pw_generate_dialog_file_row (const PwParamSpec *spec, GtkWidget **value)
{
  /* A list to type is an expander row, open, with its text box below. */
  GtkWidget *row = spec->typed ? adw_expander_row_new () : adw_action_row_new ();
  GtkWidget *clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_tooltip_text (clear, spec->typed ? _("Clear the List") : _("Use No File"));
  pw_a11y_set_label (clear, spec->typed ? _("Clear the List") : _("Use No File"));
  gtk_widget_add_css_class (clear, "flat");
  gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
  GtkWidget *choose = gtk_button_new_with_mnemonic (spec->typed ? _("_File…") : _("C_hoose…"));
  gtk_widget_set_valign (choose, GTK_ALIGN_CENTER);
  GtkWidget *folder = NULL;
  if (spec->folder_param)
    {
      folder = gtk_button_new_with_mnemonic (_("F_older…"));
      gtk_widget_set_valign (folder, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (folder, _("Use the pictures of a folder"));
      g_signal_connect (folder, "clicked", G_CALLBACK (choose_folder_clicked), row);
    }
  if (spec->typed)
    {
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), clear);
      if (folder)
        adw_expander_row_add_action (ADW_EXPANDER_ROW (row), folder);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), choose);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), text_box (row, spec));
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
    }
  else
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), clear);
      if (folder)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), folder);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), choose);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), choose);
    }
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
  g_autoptr (GError) bad = NULL;
  if (!pw_text_validate_utf8 (text, got, NULL, &bad))
    {
      /* Where it stops being text: a list saved in Latin-1 is fixed there. */
      g_set_error (error, PW_ERROR, PW_ERROR_INVALID,
                   _("“%s” is not a text file (UTF-8 without NUL bytes). %s"), name,
                   bad->message);
      return NULL;
    }
  return g_steal_pointer (&text);
}

static int
by_name (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* The names of the pictures in @folder, one a line, in order. */
static char *
list_pictures (GFile *folder, GError **error)
{
  g_autoptr (GFileEnumerator) e = g_file_enumerate_children (
    folder, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE ","
    G_FILE_ATTRIBUTE_STANDARD_CONTENT_TYPE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (e == NULL)
    return NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;
  while ((info = g_file_enumerator_next_file (e, NULL, error)) != NULL)
    {
      const char *type = g_file_info_get_content_type (info);
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR && type
          && g_content_type_is_mime_type (type, "image/*"))
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
      g_object_unref (info);
    }
  if (error && *error)
    return NULL;
  g_ptr_array_sort (names, by_name);
  g_ptr_array_add (names, NULL);
  return g_strjoinv ("\n", (char **) names->pdata);
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
  gboolean folder = spec->folder_param
                    && g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL)
                         == G_FILE_TYPE_DIRECTORY;
  g_autofree char *text = folder ? list_pictures (file, &error) : read_param_file (file, &error);
  if (text == NULL)
    {
      pw_generate_dialog_set_message (self, error->message);
      return FALSE;
    }
  if (folder && *text == '\0')
    {
      g_autofree char *where = g_file_get_parse_name (file);
      g_autofree char *msg = g_strdup_printf (_("“%s” holds no pictures"), where);
      pw_generate_dialog_set_message (self, msg);
      return FALSE;
    }
  g_object_set_data_full (G_OBJECT (row), "pw-folder", folder ? g_file_get_path (file) : NULL,
                          g_free);
  /* A list to type shows the file's text to edit; the row keeps it too. */
  pw_generate_dialog_file_set_text (row, text);
  g_object_set_data_full (G_OBJECT (row), "pw-file-text", g_steal_pointer (&text), g_free);
  show_file (row, spec->description, file);
  pw_generate_dialog_params_changed (self);
  return TRUE;
}
