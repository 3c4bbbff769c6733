/* The word-search editor as a teacher meets it (issue 20): it fits an
 * 800 × 600 window and a narrow panel; the grid keeps one case whatever
 * case a word is typed in; when Generate finds no layout it says how far
 * it got and offers a larger grid.
 *
 * Set PW_TEST_SCREENSHOTS=DIR to save what the editor looks like. */
#include <string.h>

#include "pw-kinds.h"
#include "pw-render.h"
#include "ui-helpers.h"
#include "word-search-check.h"
#include "word-search.h"

static PwApplication *app;

static const PwWordSearchModel *
model_of (PwWindow *win)
{
  return (const PwWordSearchModel *) pw_document_get_model (pw_window_get_document (win));
}

/* A window of @width × @height with a word search of the animals (and
 * @extra, as typed), letters matching ignoring case. */
static PwWindow *
window_with (int width, int height, guint side, const char *const *words)
{
  PwWindow *win = pw_ui_window_with_new (app, "word-search", width, height);
  PwDocument *doc = pw_window_get_document (win);
  PwWordSearchModel *m = (PwWordSearchModel *) pw_document_dup_model (doc);
  pw_word_search_model_resize (m, side, side);
  g_ptr_array_set_size (m->words, 0);
  for (const char *const *w = words; *w; w++)
    pw_word_search_model_add_word (m, *w);
  m->fold = PW_WORD_SEARCH_FOLD_CASE;
  pw_document_apply (doc, &m->parent, "Words");
  pw_ui_wait_layout (GTK_WIDGET (win));
  return win;
}

static GtkWidget *
editor_of (PwWindow *win)
{
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (win), GTK_TYPE_DRAWING_AREA,
                                  "word-search-canvas");
  g_assert_nonnull (canvas);
  return gtk_widget_get_ancestor (canvas, g_type_from_name ("PwWordSearchEditor"));
}

/* Every button and row of the panel lies inside the window, left to
 * right (the panel scrolls up and down). */
static guint
cut_off (GtkWidget *widget, GtkWidget *window, int width)
{
  guint n = 0;
  if ((GTK_IS_BUTTON (widget) || GTK_IS_SPIN_BUTTON (widget) || ADW_IS_PREFERENCES_ROW (widget)
       || GTK_IS_ENTRY (widget))
      && gtk_widget_get_mapped (widget))
    {
      graphene_rect_t bounds;
      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > width + 0.5)
        {
          g_test_message ("%s at x %.0f, %.0f wide", G_OBJECT_TYPE_NAME (widget),
                          bounds.origin.x, bounds.size.width);
          n++;
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += cut_off (c, window, width);
  return n;
}

static const char *const animals[] = { "DOG", "CAT", "MOUSE", "HORSE", "COW", "SHEEP", "GOAT",
                                       "FOX", "RABBIT", "BEAR", "WOLF", "LION", NULL };

/* At 800 × 600 nothing of the editor is cut off on the right (the
 * window's puzzle panel folds away when both do not fit); its own panel
 * needs no more than 360 px. */
static void
test_fits (void)
{
  PwWindow *win = window_with (800, 600, 15, animals);
  GtkWidget *editor = editor_of (win);
  g_assert_nonnull (editor);
  int min = 0;
  gtk_widget_measure (editor, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("the editor needs %d px", min);
  g_assert_cmpint (min, <=, 800);
  g_assert_cmpuint (cut_off (editor, GTK_WIDGET (win), 800), ==, 0);
  GtkWidget *panel = pw_ui_find (editor, GTK_TYPE_SCROLLED_WINDOW, "word-search-panel");
  g_assert_nonnull (panel);
  int panel_min = 0;
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, NULL, NULL, NULL);
  g_assert_cmpint (panel_min, <=, 360);
  pw_ui_screenshot (GTK_WIDGET (win), "word-search-800x600");
  pw_ui_destroy_window (win);
}

static gboolean
all_placed (gpointer data)
{
  const PwWordSearchModel *m = model_of (data);
  for (guint i = 0; i < m->words->len; i++)
    if (!((PwWordSearchWord *) m->words->pdata[i])->placed)
      return FALSE;
  return m->words->len > 0;
}

static gboolean
cells_in (const PwWordSearchModel *m, gboolean upper)
{
  for (guint i = 0; i < m->width * m->height; i++)
    if (m->cells[i])
      {
        g_autofree char *want = upper ? g_utf8_strup (m->cells[i], -1)
                                      : g_utf8_strdown (m->cells[i], -1);
        if (strcmp (want, m->cells[i]) != 0)
          return FALSE;
      }
  return TRUE;
}

/* "zebra" typed among capitals, then Generate: capitals everywhere; Grid
 * Letters set to small letters: the grid follows, as one undo step. */
static void
test_one_case (void)
{
  PwWindow *win = window_with (1280, 900, 12, animals);
  GtkWidget *editor = editor_of (win);
  GtkEditable *entry = GTK_EDITABLE (pw_ui_find (editor, GTK_TYPE_ENTRY, "word-search-entry"));
  gtk_editable_set_text (entry, "zebra");
  gtk_widget_activate_action (editor, "word-search-editor.add-word", NULL);
  gtk_widget_activate_action (editor, "word-search-editor.generate", NULL);
  g_assert_true (pw_ui_wait_for (all_placed, win, PW_TEST_WAIT_MS));
  const PwWordSearchModel *m = model_of (win);
  g_assert_cmpstr (((PwWordSearchWord *) m->words->pdata[m->words->len - 1])->text, ==, "zebra");
  g_assert_true (cells_in (m, TRUE));
  AdwComboRow *letters = ADW_COMBO_ROW (pw_ui_find (editor, ADW_TYPE_COMBO_ROW,
                                                    "word-search-case"));
  g_assert_nonnull (letters);
  adw_combo_row_set_selected (letters, PW_WORD_SEARCH_CASE_LOWER);
  g_assert_true (cells_in (model_of (win), FALSE));
  g_autoptr (PwWordSearchCheck) check = pw_word_search_check_new (model_of (win));
  g_assert_true (pw_word_search_check_ok (check));
  pw_ui_screenshot (GTK_WIDGET (win), "word-search-small-letters");
  pw_document_undo (pw_window_get_document (win));
  g_assert_true (cells_in (model_of (win), TRUE));
  pw_ui_destroy_window (win);
}

static gboolean
message_shown (gpointer data)
{
  GtkRevealer *revealer = GTK_REVEALER (gtk_widget_get_ancestor (
    pw_ui_find (data, GTK_TYPE_LABEL, "word-search-message"), GTK_TYPE_REVEALER));
  return gtk_revealer_get_reveal_child (revealer);
}

/* Five words of four different letters cannot share a cell: no layout
 * in 4 × 4.  The editor says so and offers a larger grid; one click makes
 * it 6 × 6 and generates again. */
static void
test_enlarge (void)
{
  static const char *const words[] = { "ABCD", "EFGH", "IJKL", "MNOP", "QRST", NULL };
  PwWindow *win = window_with (1280, 900, 4, words);
  GtkWidget *editor = editor_of (win);
  gtk_widget_activate_action (editor, "word-search-editor.generate", NULL);
  g_assert_true (pw_ui_wait_for (message_shown, editor, PW_TEST_WAIT_MS));
  GtkLabel *message = GTK_LABEL (pw_ui_find (editor, GTK_TYPE_LABEL, "word-search-message"));
  g_assert_nonnull (strstr (gtk_label_get_label (message), "cannot all be placed"));
  GtkButton *enlarge = GTK_BUTTON (pw_ui_find (editor, GTK_TYPE_BUTTON, "word-search-enlarge"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (enlarge)));
  g_assert_cmpstr (gtk_button_get_label (enlarge), ==, "Enlarge to 6 × 6 and Generate");
  pw_ui_screenshot (GTK_WIDGET (win), "word-search-enlarge");
  gtk_widget_activate_action (editor, "word-search-editor.enlarge", NULL);
  g_assert_cmpuint (model_of (win)->width, ==, 6);
  g_assert_true (pw_ui_wait_for (all_placed, win, PW_TEST_WAIT_MS));
  pw_ui_destroy_window (win);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  app = pw_ui_test_app ();
  g_test_add_func ("/word-search-editor/fits-800x600", test_fits);
  g_test_add_func ("/word-search-editor/one-case", test_one_case);
  g_test_add_func ("/word-search-editor/enlarge", test_enlarge);
  return pw_ui_test_finish (g_test_run ());
}
