/* The deck editor as a teacher meets it (issue 20): Replace and Add
 * refuse a symbol the deck already has (the same word in another case,
 * or with accents), so a deck cannot be broken by them; pictures are
 * listed by name, without ".svg". */
#include <string.h>

#include "deck-editor.h"
#include "deck-model.h"
#include "pw-kinds.h"
#include "ui-helpers.h"

static const PwDeckModel *
model_of (PwDocument *doc)
{
  return (const PwDeckModel *) pw_document_get_model (doc);
}

static GtkWidget *
show (GtkWidget *editor)
{
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 600);
  gtk_window_set_child (GTK_WINDOW (window), editor);
  gtk_window_present (GTK_WINDOW (window));
  pw_ui_wait_drawn (editor);
  pw_ui_spin (50);
  return window;
}

static void
select_symbol (GtkWidget *editor, int index)
{
  GtkListBox *list = GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-symbols"));
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, index));
}

static void
set_entry (GtkWidget *editor, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (pw_ui_find (editor, GTK_TYPE_ENTRY, NULL)), text);
}

/* "cat" replaced by "dog", then "rose" by "Dög": refused, the deck
 * unchanged, and the editor says which symbol it already has. */
static void
test_replace_refuses_alike (void)
{
  g_autoptr (PwDocument) doc = pw_document_new (pw_registry_lookup ("deck"));
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  select_symbol (editor, 0);
  set_entry (editor, "dog");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.replace-symbol", NULL));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, ==, "dog");
  g_autofree char *second = g_strdup (pw_deck_model_symbol (model_of (doc), 1)->name);
  select_symbol (editor, 1);
  set_entry (editor, "Dög");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.replace-symbol", NULL));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 1)->name, ==, second);
  GtkLabel *verdict = GTK_LABEL (pw_ui_find (editor, GTK_TYPE_LABEL, "deck-verdict"));
  g_assert_nonnull (strstr (gtk_label_get_label (verdict), "already has “dog” (symbol 1)"));
  /* Replacing a symbol by itself in another case is allowed. */
  select_symbol (editor, 0);
  set_entry (editor, "Dog");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.replace-symbol", NULL));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, ==, "Dog");
  /* Add refuses it too. */
  guint n = model_of (doc)->symbols->len;
  set_entry (editor, "DOG");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.add-symbol", NULL));
  g_assert_cmpuint (model_of (doc)->symbols->len, ==, n);
  pw_ui_screenshot (window, "deck-replace-refused");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkLabel *
label_with (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), text) == 0)
    return GTK_LABEL (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = label_with (c, text);
      if (found)
        return found;
    }
  return NULL;
}

/* A deck of pictures lists each by its name. */
static void
test_pictures_by_name (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbols", "pictures");
  g_autoptr (GError) error = NULL;
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 4, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 4);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-symbols");
  const PwDeckSymbol *first = pw_deck_model_symbol (model_of (doc), 0);
  g_assert_true (g_str_has_suffix (first->name, ".svg"));
  g_autofree char *shown = g_strndup (first->name, strlen (first->name) - 4);
  GtkLabel *label = label_with (list, shown);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), ==, first->name);
  g_assert_null (label_with (list, first->name));
  pw_ui_screenshot (window, "deck-pictures-by-name");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  g_test_add_func ("/deck-editor/replace-refuses-alike", test_replace_refuses_alike);
  g_test_add_func ("/deck-editor/pictures-by-name", test_pictures_by_name);
  return pw_ui_test_finish (g_test_run ());
}
