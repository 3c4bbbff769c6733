/* The symbols panel: the list of symbols (a GtkStringList of their
 * names, changed item by item) and the edits that keep the deck valid.
 * Cards hold symbols by index, so renaming, replacing and reordering a
 * symbol never changes which cards share what; a symbol on a card is
 * never removed. */
#include "deck-editor-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "deck-render.h"
#include "deck-sets.h"
#include "deck-symbol-row.h"
#include "pw-file-read.h"

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  PwDeckEditor *self = data;
  return pw_deck_symbol_row_new (self->document);
}

/* How many cards each symbol is on: n + 1 in a deck built from a plane,
 * fewer in a trimmed one, anything in a hand-made one. */
static guint *
count_cards (const PwDeckModel *m)
{
  guint *counts = g_new0 (guint, m->symbols->len);
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      for (guint i = 0; i < s->len; i++)
        {
          guint symbol = g_array_index (s, guint, i);
          /* A card holds a symbol once; a hand-made file might not. */
          gboolean again = FALSE;
          for (guint k = 0; k < i && !again; k++)
            again = g_array_index (s, guint, k) == symbol;
          if (symbol < m->symbols->len && !again)
            counts[symbol]++;
        }
    }
  return counts;
}

/* Every row is told its symbol again: an edit elsewhere in the list
 * moves a symbol's colour or the cards it is on; the rows draw again
 * only what changed. */
static void
sync_rows (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  g_autofree guint *counts = count_cards (m);
  for (guint i = 0; i < m->symbols->len; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->symbols_list, (int) i);
      if (row == NULL)
        break;
      pw_deck_symbol_row_update (PW_DECK_SYMBOL_ROW (gtk_list_box_row_get_child (row)), m, i,
                                 counts[i]);
    }
}

/* Only the names that changed are spliced in, so the list keeps its
 * scroll position and selection through an edit. */
void
pw_deck_editor_symbols_sync (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  GListModel *list = G_LIST_MODEL (self->symbols);
  guint old = g_list_model_get_n_items (list), now = m->symbols->len;
  guint first = 0;
  while (first < old && first < now
         && g_strcmp0 (gtk_string_list_get_string (self->symbols, first),
                       pw_deck_model_symbol (m, first)->name) == 0)
    first++;
  guint tail = 0;
  while (tail < old - first && tail < now - first
         && g_strcmp0 (gtk_string_list_get_string (self->symbols, old - 1 - tail),
                       pw_deck_model_symbol (m, now - 1 - tail)->name) == 0)
    tail++;
  if (first < old || first < now)
    {
      guint n_new = now - first - tail;
      g_autofree const char **names = g_new0 (const char *, n_new + 1);
      for (guint i = 0; i < n_new; i++)
        names[i] = pw_deck_model_symbol (m, first + i)->name;
      gtk_string_list_splice (self->symbols, first, old - first - tail, names);
    }
  sync_rows (self);
  g_autofree char *heading
    = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u symbol", "%u symbols", now), now);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->symbols_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
}

static int
selected_symbol (PwDeckEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->symbols_list);
  return row ? gtk_list_box_row_get_index (row) : -1;
}

static void
select_symbol (PwDeckEditor *self, int index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->symbols_list, index);
  if (row)
    gtk_list_box_select_row (self->symbols_list, row);
}

void
pw_deck_editor_show_symbol (PwDeckEditor *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->symbols_list, (int) index);
  if (row == NULL)
    return;
  gtk_list_box_select_row (self->symbols_list, row);
  /* Scrolls the list to it: a list box follows its focused row. */
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

static char *
entry_text (PwDeckEditor *self)
{
  char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->symbol_entry)));
  return g_strstrip (text);
}

static guint
cards_with (const PwDeckModel *m, guint symbol)
{
  guint count = 0;
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      for (guint i = 0; i < s->len; i++)
        if (g_array_index (s, guint, i) == symbol)
          {
            count++;
            break;
          }
    }
  return count;
}

/* A symbol players cannot tell from one the deck has (but symbol
 * @except, the one being replaced) would break the deck: TRUE, saying
 * so, when @text is one. */
static gboolean
refuse_alike (PwDeckEditor *self, const char *text, int except)
{
  const PwDeckModel *cur = pw_deck_editor_model (self);
  int same = pw_deck_symbol_alike (cur, text, except);
  if (same < 0)
    return FALSE;
  g_autofree char *why = g_strdup_printf (_("The deck already has “%s” (symbol %d): players "
                                            "could not tell the two apart"),
                                          pw_deck_model_symbol (cur, (guint) same)->name,
                                          same + 1);
  pw_kind_editor_toast (GTK_WIDGET (self), why);
  gtk_label_set_text (self->verdict, why);
  return TRUE;
}

static void
add_symbol_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  g_autofree char *text = entry_text (self);
  if (*text == '\0' || strlen (text) > PW_DECK_MAX_NAME
      || pw_deck_editor_model (self)->symbols->len >= PW_DECK_MAX_SYMBOLS
      || refuse_alike (self, text, -1))
    return;
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  g_ptr_array_add (m->symbols, pw_deck_symbol_new (text, pw_deck_symbol_type_guess (text)));
  guint index = m->symbols->len - 1;
  pw_deck_editor_apply (self, m, _("Add Symbol"));
  select_symbol (self, (int) index);
  gtk_editable_set_text (GTK_EDITABLE (self->symbol_entry), "");
}

static void
replace_symbol_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  int index = selected_symbol (self);
  g_autofree char *text = entry_text (self);
  if (index < 0 || *text == '\0' || strlen (text) > PW_DECK_MAX_NAME)
    return;
  if (refuse_alike (self, text, index))
    return;
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  PwDeckSymbol *s = pw_deck_model_symbol (m, (guint) index);
  g_free (s->name);
  s->name = g_strdup (text);
  s->type = pw_deck_symbol_type_guess (text);
  pw_deck_editor_apply (self, m, _("Replace Symbol"));
  select_symbol (self, index);
}

static void
remove_symbol_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  int index = selected_symbol (self);
  if (index < 0)
    return;
  const PwDeckModel *cur = pw_deck_editor_model (self);
  guint on = cards_with (cur, (guint) index);
  if (on > 0)
    {
      g_autofree char *text = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     "“%s” is on %u card: replace it instead, so the deck stays valid",
                     "“%s” is on %u cards: replace it instead, so the deck stays valid", on),
        pw_deck_model_symbol (cur, (guint) index)->name, on);
      pw_kind_editor_toast (widget, text);
      gtk_label_set_text (self->verdict, text);
      return;
    }
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  g_ptr_array_remove_index (m->symbols, (guint) index);
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      for (guint i = 0; i < s->len; i++)
        if (g_array_index (s, guint, i) > (guint) index)
          g_array_index (s, guint, i)--;
    }
  pw_deck_editor_apply (self, m, _("Remove Symbol"));
}

/* Swaps symbols @a and @b in the list and on every card: the same deck,
 * listed in another order. */
static void
swap_symbols (PwDeckEditor *self, guint a, guint b)
{
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  gpointer t = m->symbols->pdata[a];
  m->symbols->pdata[a] = m->symbols->pdata[b];
  m->symbols->pdata[b] = t;
  for (guint c = 0; c < m->cards->len; c++)
    {
      GArray *s = pw_deck_model_card (m, c)->symbols;
      for (guint i = 0; i < s->len; i++)
        {
          guint *v = &g_array_index (s, guint, i);
          *v = *v == a ? b : *v == b ? a : *v;
        }
    }
  pw_deck_editor_apply (self, m, _("Move Symbol"));
  select_symbol (self, (int) b);
}

static void
move_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  int index = selected_symbol (self);
  int to = index + (g_str_equal (name, "deck-editor.move-up") ? -1 : 1);
  if (index < 0 || to < 0 || to >= (int) pw_deck_editor_model (self)->symbols->len)
    return;
  swap_symbols (self, (guint) index, (guint) to);
}

/* The symbols in order take the names of @names; more names than
 * symbols are added, unused, for later. */
static void
rename_all (PwDeckEditor *self, GPtrArray *names, const char *folder, const char *label)
{
  PwDeckModel *m = pw_deck_editor_dup_model (self);
  guint renamed = MIN (names->len, m->symbols->len), before = m->symbols->len;
  for (guint i = 0; i < names->len; i++)
    {
      const PwDeckSymbol *n = g_ptr_array_index (names, i);
      if (i < m->symbols->len)
        {
          PwDeckSymbol *s = pw_deck_model_symbol (m, i);
          g_free (s->name);
          s->name = g_strdup (n->name);
          s->type = n->type;
        }
      else if (m->symbols->len < PW_DECK_MAX_SYMBOLS)
        g_ptr_array_add (m->symbols, pw_deck_symbol_new (n->name, n->type));
    }
  if (folder)
    {
      g_free (m->pictures);
      m->pictures = g_strdup (folder);
      /* Chosen in the file chooser: its pictures may be read. */
      m->pictures_chosen = TRUE;
    }
  guint added = m->symbols->len - before;
  pw_deck_editor_apply (self, m, label);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "%u symbol replaced, %u added",
                                                        "%u symbols replaced, %u added", renamed),
                                           renamed, added);
  pw_kind_editor_toast (GTK_WIDGET (self), text);
}

static void
pasted (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (PwDeckEditor) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, &error);
  if (text == NULL)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("The clipboard holds no text to paste"));
      return;
    }
  g_autoptr (GPtrArray) names = pw_deck_symbols_from_text (text, strlen (text), &error);
  if (names == NULL || names->len == 0)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), names ? _("The pasted text has no symbols")
                                                     : error->message);
      return;
    }
  rename_all (self, names, NULL, _("Paste Word List"));
}

static void
paste_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, pasted,
                                 g_object_ref (widget));
}

/* Word lists for a class are small; a file far larger is not one. */
#define MAX_WORD_LIST_BYTES (1024 * 1024)

gboolean
pw_deck_editor_import_words (PwDeckEditor *self, GFile *file)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GPtrArray) names = NULL;
  /* Its messages name the file already: they are shown as they are. */
  if (!pw_file_read_bounded (file, MAX_WORD_LIST_BYTES, _("word lists"), &text, &length,
                             &error))
    {
      pw_kind_editor_toast (GTK_WIDGET (self), error->message);
      gtk_label_set_text (self->verdict, error->message);
      return FALSE;
    }
  if ((names = pw_deck_symbols_from_text (text, length, &error)) == NULL)
    message = g_strdup (error->message);
  else if (names->len == 0)
    message = g_strdup (_("The file has no symbols: one word, character or picture file "
                          "name a line"));
  if (message)
    {
      /* Translators: a file's name, then what is wrong with it. */
      g_autofree char *where = g_strdup_printf (_("%s: %s"), name, message);
      pw_kind_editor_toast (GTK_WIDGET (self), where);
      gtk_label_set_text (self->verdict, where);
      return FALSE;
    }
  rename_all (self, names, NULL, _("Import Word List"));
  return TRUE;
}

/* What a file chooser answered (NULL: cancelled); the chooser is done
 * with and goes. */
static GFile *
take_chosen (GtkNativeDialog *dialog, int response)
{
  GFile *file = response == GTK_RESPONSE_ACCEPT
                  ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                  : NULL;
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  return file;
}

static void
words_file_chosen (GtkNativeDialog *dialog, int response, PwDeckEditor *self)
{
  g_autoptr (GFile) file = take_chosen (dialog, response);
  if (file)
    pw_deck_editor_import_words (self, file);
}

static void
import_words_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _("Import a Word List"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  g_autoptr (GtkFileFilter) text = gtk_file_filter_new ();
  gtk_file_filter_set_name (text, _("Text Files"));
  gtk_file_filter_add_mime_type (text, "text/plain");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), text);
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (words_file_chosen), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

/* The SVG and PNG files of @folder, sorted, or NULL with a message. */
static GPtrArray *
pictures_in (GFile *folder, char **message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileEnumerator) e = g_file_enumerate_children (
    folder, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (e == NULL)
    {
      *message = g_strdup (error->message);
      return NULL;
    }
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;
  while ((info = g_file_enumerator_next_file (e, NULL, NULL)))
    {
      const char *name = g_file_info_get_name (info);
      if (pw_deck_symbol_type_guess (name) == PW_DECK_SYMBOL_PICTURE
          && strlen (name) <= PW_DECK_MAX_NAME && files->len < PW_DECK_MAX_SYMBOLS)
        g_ptr_array_add (files, g_strdup (name));
      g_object_unref (info);
    }
  g_ptr_array_sort (files, compare_names);
  GPtrArray *symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_symbol_free);
  for (guint i = 0; i < files->len; i++)
    g_ptr_array_add (symbols, pw_deck_symbol_new (files->pdata[i], PW_DECK_SYMBOL_PICTURE));
  return symbols;
}

/* Whether @m's pictures are @folder's and each of its picture symbols
 * names one of @pictures. */
static gboolean
names_pictures_of (const PwDeckModel *m, GPtrArray *pictures, const char *folder)
{
  g_autofree char *mine = m->pictures && *m->pictures ? g_canonicalize_filename (m->pictures,
                                                                                  m->home)
                                                       : NULL;
  g_autofree char *chosen = g_canonicalize_filename (folder, NULL);
  if (mine == NULL || !g_str_equal (mine, chosen))
    return FALSE;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      const PwDeckSymbol *s = pw_deck_model_symbol (m, i);
      gboolean found = s->type != PW_DECK_SYMBOL_PICTURE;
      for (guint j = 0; j < pictures->len && !found; j++)
        found = g_str_equal (((PwDeckSymbol *) pictures->pdata[j])->name, s->name);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static void
folder_chosen (GtkNativeDialog *dialog, int response, PwDeckEditor *self)
{
  g_autoptr (GFile) folder = take_chosen (dialog, response);
  if (folder == NULL)
    return;
  g_autofree char *path = g_file_get_path (folder);
  g_autofree char *message = NULL;
  g_autoptr (GPtrArray) pictures = pictures_in (folder, &message);
  guint need = pw_deck_editor_model (self)->symbols->len;
  if (pictures && pictures->len == 0)
    message = g_strdup_printf (_("There are no pictures (SVG or PNG files) in %s"), path);
  else if (pictures && pictures->len < need)
    message = g_strdup_printf (_("%s has %u pictures, but the deck has %u symbols: choose a "
                                 "folder with more, or make a smaller deck"),
                               path, pictures->len, need);
  if (message)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), message);
      gtk_label_set_text (self->verdict, message);
      return;
    }
  /* Chosen here, so its pictures may be read (a deck that only names a
   * folder may not: deck-render-folder.c). */
  pw_deck_render_allow_folder (path);
  if (names_pictures_of (pw_deck_editor_model (self), pictures, path))
    {
      /* The deck's own folder, chosen again to show its pictures: the
       * symbols keep their names and places. */
      pw_deck_editor_pictures_allowed (self);
      return;
    }
  rename_all (self, pictures, path, _("Use Pictures"));
}

static void
pick_pictures_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _("Choose a Folder of Pictures"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
    GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Use"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (folder_chosen), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
row_selected (GtkListBox *box, GtkListBoxRow *row, PwDeckEditor *self)
{
  if (row)
    gtk_editable_set_text (GTK_EDITABLE (self->symbol_entry),
                           gtk_string_list_get_string (self->symbols,
                                                       gtk_list_box_row_get_index (row)));
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

int
pw_deck_editor_selected_symbol (PwDeckEditor *self)
{
  return selected_symbol (self);
}

/* The rows that scrolled into view draw their previews (the others
 * skipped theirs, see deck-symbol-row.c). */
static void
reveal_rows (GtkAdjustment *adjustment, GtkListBox *list)
{
  double top = gtk_adjustment_get_value (adjustment);
  double bottom = top + gtk_adjustment_get_page_size (adjustment);
  GtkListBoxRow *row = gtk_list_box_get_row_at_y (list, (int) top);
  for (int i = row ? gtk_list_box_row_get_index (row) : 0;
       (row = gtk_list_box_get_row_at_index (list, i)); i++)
    {
      graphene_rect_t bounds;
      if (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (list), &bounds)
          && bounds.origin.y > bottom)
        break;
      pw_deck_symbol_row_reveal (PW_DECK_SYMBOL_ROW (gtk_list_box_row_get_child (row)));
    }
}

void
pw_deck_editor_symbols_init (PwDeckEditor *self)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self->symbols_list),
                                             GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (view));
  /* Tied to the list, which may go before the adjustment does. */
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (reveal_rows),
                           self->symbols_list, 0);
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (reveal_rows), self->symbols_list,
                           0);
  gtk_list_box_bind_model (self->symbols_list, G_LIST_MODEL (self->symbols), create_row, self,
                           NULL);
  g_signal_connect (self->symbols_list, "row-selected", G_CALLBACK (row_selected), self);
}

void
pw_deck_editor_symbols_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck-editor.add-symbol", NULL,
                                   add_symbol_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.replace-symbol", NULL,
                                   replace_symbol_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.remove-symbol", NULL,
                                   remove_symbol_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.move-up", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.move-down", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.import-words", NULL,
                                   import_words_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.paste-words", NULL,
                                   paste_words_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.pick-pictures", NULL,
                                   pick_pictures_action);
}
