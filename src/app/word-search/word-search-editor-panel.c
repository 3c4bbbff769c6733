/* word-search-editor-panel.c — the panel beside the grid: the grid's
 * settings (size, directions, how letters match, large print), its shape
 * (painted on the canvas, or one of the Shapes menu) and the word list
 * with its commands (add, paste, import, pin, remove).
 *
 * The panel shows the model: pw_word_search_editor_sync_panel() sets every
 * widget from it after each change of the document, with `syncing` on so
 * the widgets' own signals do not edit it back.  Each change the user
 * makes here is one edit (one undo step). */
#include "word-search-editor-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "pw-a11y.h"
#include "pw-file-read.h"
#include "pw-text.h"

/* ---- the panel as the model stands --------------------------------------- */

static GtkWidget *
word_row (gpointer item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  const char *word = gtk_string_object_get_string (item);
  GtkWidget *label = gtk_label_new (word);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (g_object_get_data (item, "pinned"))
    {
      GtkWidget *pin = gtk_image_new_from_icon_name ("view-pin-symbolic");
      gtk_widget_set_tooltip_text (pin, _("Pinned: Generate keeps it where it is"));
      pw_a11y_set_label (pin, _("Pinned: Generate keeps it where it is"));
      gtk_box_append (GTK_BOX (box), pin);
    }
  else if (!g_object_get_data (item, "placed"))
    {
      GtkWidget *note = gtk_label_new (_("not placed"));
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (GTK_BOX (box), note);
    }
  /* The row as a screen reader says it: the word, and what the pin or the
   * note shows. */
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_autofree char *said
    = g_object_get_data (item, "pinned")
        ? g_strdup_printf ("%s, %s", word, _("Pinned: Generate keeps it where it is"))
      : !g_object_get_data (item, "placed") ? g_strdup_printf ("%s, %s", word, _("not placed"))
                                             : g_strdup (word);
  pw_a11y_set_label (row, said);
  return row;
}

void
pw_word_search_editor_sync_panel (PwWordSearchEditor *self)
{
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  self->syncing = TRUE;
  gtk_spin_button_set_value (self->width_spin, m->width);
  gtk_spin_button_set_value (self->height_spin, m->height);
  guint level = m->directions == 0x3u ? 0 : m->directions == 0xfu ? 1 : 2;
  adw_combo_row_set_selected (self->directions_row, level);
  adw_combo_row_set_selected (self->fold_row, m->fold);
  adw_combo_row_set_selected (self->case_row, m->letter_case);
  /* A puzzle that tells cases apart keeps each letter as typed. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->case_row), m->fold != PW_WORD_SEARCH_FOLD_NONE);
  gtk_switch_set_active (self->large_switch, m->large_print);

  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->word_list);
  int keep = selected ? gtk_list_box_row_get_index (selected) : -1;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < m->words->len; i++)
    {
      const PwWordSearchWord *w = m->words->pdata[i];
      GtkStringObject *o = gtk_string_object_new (w->text);
      g_object_set_data (G_OBJECT (o), "pinned", GINT_TO_POINTER (w->pinned && w->placed));
      g_object_set_data (G_OBJECT (o), "placed", GINT_TO_POINTER (w->placed));
      g_ptr_array_add (items, o);
    }
  g_list_store_splice (self->words, 0, g_list_model_get_n_items (G_LIST_MODEL (self->words)),
                       items->pdata, items->len);
  if (keep >= 0 && (guint) keep < m->words->len)
    gtk_list_box_select_row (self->word_list,
                             gtk_list_box_get_row_at_index (self->word_list, keep));
  self->syncing = FALSE;
  if (self->cursor_row >= (int) m->height || self->cursor_col >= (int) m->width)
    self->cursor_row = self->cursor_col = -1;
}

/* ---- the grid's settings ------------------------------------------------- */

static void
size_changed (GtkSpinButton *spin, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  guint w = gtk_spin_button_get_value_as_int (self->width_spin);
  guint h = gtk_spin_button_get_value_as_int (self->height_spin);
  const PwWordSearchModel *m = pw_word_search_editor_model (self);
  if (w == m->width && h == m->height)
    return;
  PwWordSearchModel *copy = pw_word_search_editor_dup_model (self);
  pw_word_search_model_resize (copy, w, h);
  pw_word_search_editor_apply (self, copy, _("Change Size"));
}

static void
directions_changed (GObject *drop, GParamSpec *pspec, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  static const guint levels[] = { 2, 4, 8 };
  guint sel = adw_combo_row_get_selected (self->directions_row);
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  m->directions = pw_word_search_directions_level (levels[MIN (sel, 2)]);
  pw_word_search_editor_apply (self, m, _("Change Directions"));
}

static void
fold_changed (GObject *drop, GParamSpec *pspec, PwWordSearchEditor *self)
{
  if (self->syncing)
    return;
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  m->fold = MIN (adw_combo_row_get_selected (self->fold_row), PW_WORD_SEARCH_FOLD_CASE_ACCENTS);
  pw_word_search_apply_case (m);
  pw_word_search_editor_apply (self, m, _("Change How Letters Match"));
}

/* The grid's letters are written again in the case chosen, as one edit. */
static void
case_changed (GObject *row, GParamSpec *pspec, PwWordSearchEditor *self)
{
  guint sel = MIN (adw_combo_row_get_selected (self->case_row), PW_WORD_SEARCH_CASE_LOWER);
  if (self->syncing || sel == pw_word_search_editor_model (self)->letter_case)
    return;
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  m->letter_case = sel;
  pw_word_search_apply_case (m);
  pw_word_search_editor_apply (self, m, _("Change Grid Letters"));
}

static void
large_toggled (GObject *toggle, GParamSpec *pspec, PwWordSearchEditor *self)
{
  gboolean active = gtk_switch_get_active (self->large_switch);
  if (self->syncing || active == pw_word_search_editor_model (self)->large_print)
    return;
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  m->large_print = active;
  pw_word_search_editor_apply (self, m, m->large_print ? _("Large Print") : _("Normal Print"));
}

/* ---- the word list ------------------------------------------------------- */

/* A word list holds at most 400 words of 200 bytes: a file larger than
 * this is not one. */
#define MAX_WORD_LIST_BYTES (1024 * 1024)

/* Adds each line (or comma-separated item) of @text as a word. */
static guint
add_words (PwWordSearchEditor *self, const char *text, const char *label)
{
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("The words are not UTF-8 text"));
      return 0;
    }
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  g_auto (GStrv) lines = g_strsplit_set (text, "\n,", -1);
  guint added = 0;
  for (char **l = lines; *l && m->words->len < PW_WORD_SEARCH_MAX_WORDS; l++)
    {
      g_autofree char *word = pw_text_squeeze_spaces (*l, -1);
      if (*word == '\0' || *word == '#' || strlen (word) > PW_WORD_SEARCH_MAX_WORD_BYTES)
        continue;
      pw_word_search_model_add_word (m, word);
      added++;
    }
  if (added == 0)
    {
      pw_model_free (&m->parent);
      return 0;
    }
  /* The list's case may be another now: the grid follows it. */
  pw_word_search_apply_case (m);
  pw_word_search_editor_apply (self, m, label);
  return added;
}

static void
add_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->word_entry));
  if (add_words (self, text, _("Add Word")) > 0)
    gtk_editable_set_text (GTK_EDITABLE (self->word_entry), "");
}

static void
entry_activated (GtkEntry *entry, PwWordSearchEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "word-search-editor.add-word", NULL);
}

static void
pasted (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwWordSearchEditor) self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, NULL);
  guint n = add_words (self, text, _("Paste Words"));
  g_autofree char *msg = g_strdup_printf (g_dngettext (NULL, "%u word added",
                                                       "%u words added", n), n);
  pw_kind_editor_toast (GTK_WIDGET (self), msg);
}

static void
paste_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  gdk_clipboard_read_text_async (clipboard, NULL, pasted, g_object_ref (widget));
}

gboolean
pw_word_search_editor_import_words (PwWordSearchEditor *self, GFile *file)
{
  g_autofree char *text = NULL, *name = g_file_get_basename (file);
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  /* Bounded: a video chosen by mistake is refused, not read whole; a
   * list saved in Latin-1 is told where it stops being text. */
  if (!pw_file_read_bounded (file, MAX_WORD_LIST_BYTES, _("word lists"), &text, &length, &error)
      || !pw_text_validate_utf8 (text, length, name, &error))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  guint n = add_words (self, text, _("Import Words"));
  g_autofree char *msg = g_strdup_printf (g_dngettext (NULL, "%u word added", "%u words added", n),
                                          n);
  pw_kind_editor_toast (GTK_WIDGET (self), msg);
  return TRUE;
}

static void
import_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  PwWordSearchEditor *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      pw_word_search_editor_import_words (self, file);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
import_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _("Import a Word List"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  g_signal_connect (dialog, "response", G_CALLBACK (import_chosen), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

int
pw_word_search_editor_selected_word (PwWordSearchEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->word_list);
  return row ? gtk_list_box_row_get_index (row) : -1;
}

static void
remove_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  int i = pw_word_search_editor_selected_word (self);
  if (i < 0 || (guint) i >= pw_word_search_editor_model (self)->words->len)
    return;
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  g_ptr_array_remove_index (m->words, i);
  pw_word_search_apply_case (m);
  pw_word_search_editor_apply (self, m, _("Remove Word"));
}

static void
pin_word_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  int i = pw_word_search_editor_selected_word (self);
  if (i < 0 || (guint) i >= pw_word_search_editor_model (self)->words->len)
    return;
  const PwWordSearchWord *w = pw_word_search_editor_model (self)->words->pdata[i];
  if (!w->placed)
    {
      pw_kind_editor_toast (widget, _("Place the word first: drag from its first cell to its "
                                      "last"));
      return;
    }
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  PwWordSearchWord *mw = m->words->pdata[i];
  mw->pinned = !mw->pinned;
  pw_word_search_editor_apply (self, m, mw->pinned ? _("Pin Word") : _("Unpin Word"));
}

/* ---- the grid's shape ---------------------------------------------------- */

static void
shape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwWordSearchEditor *self = PW_WORD_SEARCH_EDITOR (widget);
  const PwWordSearchModel *cur = pw_word_search_editor_model (self);
  const char *shape = g_variant_get_string (param, NULL);
  g_autofree char *letter = NULL;
  if (g_str_equal (shape, "letter"))
    {
      g_auto (GStrv) letters = pw_text_graphemes (
        gtk_editable_get_text (GTK_EDITABLE (self->word_entry)), -1, NULL);
      letter = g_strdup (letters && letters[0] ? letters[0] : "");
    }
  g_autofree guint8 *mask = pw_word_search_shape_mask (shape, letter, cur->width, cur->height);
  if (mask == NULL)
    {
      pw_kind_editor_toast (widget, _("Type a letter in the word box first"));
      return;
    }
  PwWordSearchModel *m = pw_word_search_editor_dup_model (self);
  memcpy (m->mask, mask, m->width * m->height);
  for (guint c = 0; c < m->width * m->height; c++)
    if (!m->mask[c])
      g_clear_pointer (&m->cells[c], g_free);
  pw_word_search_model_resize (m, m->width, m->height); /* drops placements that no longer fit */
  pw_word_search_editor_apply (self, m, _("Change Shape"));
}

void
pw_word_search_editor_panel_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "word-search-editor.add-word", NULL,
                                   add_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.paste-words", NULL,
                                   paste_words_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.import-words", NULL,
                                   import_words_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.remove-word", NULL,
                                   remove_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.pin-word", NULL,
                                   pin_word_action);
  gtk_widget_class_install_action (widget_class, "word-search-editor.shape", "s",
                                   shape_action);
}

void
pw_word_search_editor_panel_init (PwWordSearchEditor *self)
{
  self->words = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  gtk_list_box_bind_model (self->word_list, G_LIST_MODEL (self->words), word_row, self, NULL);
  g_signal_connect (self->width_spin, "value-changed", G_CALLBACK (size_changed), self);
  g_signal_connect (self->height_spin, "value-changed", G_CALLBACK (size_changed), self);
  g_signal_connect (self->directions_row, "notify::selected", G_CALLBACK (directions_changed),
                    self);
  g_signal_connect (self->fold_row, "notify::selected", G_CALLBACK (fold_changed), self);
  g_signal_connect (self->case_row, "notify::selected", G_CALLBACK (case_changed), self);
  g_signal_connect (self->large_switch, "notify::active", G_CALLBACK (large_toggled), self);
  g_signal_connect (self->word_entry, "activate", G_CALLBACK (entry_activated), self);
}
