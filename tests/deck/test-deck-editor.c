/* The deck editor driven as a user would: symbols replaced, reordered,
 * added and removed (the deck stays valid and each edit is one undo step;
 * a symbol on a card is never removed), a symbol dragged on the canvas
 * through its gesture, Relayout through the runner, and the pairs that
 * fail the check listed and ringed in red on the canvas; each symbol's
 * row shows its preview (or why a picture cannot be drawn) and on how
 * many cards it is. */
#include <math.h>
#include <string.h>

#include "deck-editor-private.h"
#include "deck-editor.h"
#include "deck-sets.h"
#include "deck-model.h"
#include "deck-plane.h"
#include "deck-render.h"
#include "pw-error.h"
#include "pw-export.h"
#include "pw-kinds.h"
#include "pw-print-dialog.h"
#include "pw-render.h"
#include "ui-helpers.h"

static const PwDeckModel *
model_of (PwDocument *doc)
{
  return (const PwDeckModel *) pw_document_get_model (doc);
}

static guint
bad_pairs (PwDocument *doc)
{
  g_autoptr (GArray) bad = pw_deck_model_check (model_of (doc));
  return bad->len;
}

static GtkWidget *
show (GtkWidget *editor)
{
  return pw_ui_show_in_window (editor, 900, 600);
}

static PwDocument *
new_deck (void)
{
  return pw_document_new (pw_registry_lookup ("deck"));
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

static void
test_symbols_panel (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GListModel *names = pw_deck_editor_get_symbols (PW_DECK_EDITOR (editor));
  guint n = model_of (doc)->symbols->len;
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, n);

  /* Replace: the name changes on every card, the deck stays valid. */
  select_symbol (editor, 0);
  set_entry (editor, "Étoile");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.replace-symbol", NULL));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, ==, "Étoile");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Étoile");
  g_assert_cmpuint (bad_pairs (doc), ==, 0);
  pw_document_undo (doc);
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, !=, "Étoile");

  /* Move down: the same deck, listed in another order. */
  g_autofree char *first = g_strdup (pw_deck_model_symbol (model_of (doc), 0)->name);
  select_symbol (editor, 0);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.move-down", NULL));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 1)->name, ==, first);
  g_assert_cmpuint (bad_pairs (doc), ==, 0);

  /* A symbol on cards is not removed; an unused one is. */
  select_symbol (editor, 1);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.remove-symbol", NULL));
  g_assert_cmpuint (model_of (doc)->symbols->len, ==, n);
  set_entry (editor, "spare");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.add-symbol", NULL));
  g_assert_cmpuint (model_of (doc)->symbols->len, ==, n + 1);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, n + 1);
  select_symbol (editor, (int) n);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.remove-symbol", NULL));
  g_assert_cmpuint (model_of (doc)->symbols->len, ==, n);
  g_assert_cmpuint (bad_pairs (doc), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A drag through the canvas's own gesture moves one symbol of the card
 * shown, by the distance dragged, as one undo step. */
static void
test_drag_symbol (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "deck-canvas");
  double w = gtk_widget_get_width (canvas), h = gtk_widget_get_height (canvas);
  double size = MIN (w, h) - 24, ox = (w - size) / 2, oy = (h - size) / 2;
  double unit = size / 2 * PW_DECK_RENDER_FACE;
  guint card = pw_deck_editor_get_card (PW_DECK_EDITOR (editor));
  PwDeckPlace before = g_array_index (pw_deck_model_card (model_of (doc), card)->places,
                                      PwDeckPlace, 0);
  double x = ox + size / 2 + before.x * unit, y = oy + size / 2 + before.y * unit;
  GtkGesture *drag = NULL;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (canvas);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (c))
        drag = GTK_GESTURE (c);
    }
  g_assert_nonnull (drag);
  /* Small enough to stay on the card from anywhere a symbol can be. */
  double dx = -0.05 * unit * (before.x > 0 ? 1 : -1);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-update", dx, 0.0);
  g_signal_emit_by_name (drag, "drag-end", dx, 0.0);
  PwDeckPlace after = g_array_index (pw_deck_model_card (model_of (doc), card)->places,
                                     PwDeckPlace, 0);
  g_assert_cmpfloat_with_epsilon (after.x, before.x + dx / unit, 1e-9);
  g_assert_cmpfloat_with_epsilon (after.y, before.y, 1e-9);
  g_assert_true (pw_document_can_undo (doc));
  pw_document_undo (doc);
  after = g_array_index (pw_deck_model_card (model_of (doc), card)->places, PwDeckPlace, 0);
  g_assert_cmpfloat (after.x, ==, before.x);
  /* Turn and resize work on the selected symbol. */
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.turn-symbol", NULL));
  after = g_array_index (pw_deck_model_card (model_of (doc), card)->places, PwDeckPlace, 0);
  g_assert_cmpfloat (fabs (after.angle - before.angle), >, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_relayout (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  g_autoptr (PwTaskRunner) runner = pw_task_runner_new ();
  GtkWidget *editor = pw_deck_editor_new (doc, runner);
  GtkWidget *window = show (editor);
  g_autoptr (PwModel) before = pw_document_dup_model (doc);
  /* Square cards, symbols from 30 % to 50 %, for this Relayout. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (pw_ui_find (editor, GTK_TYPE_DROP_DOWN, NULL)), 1);
  GtkWidget *min = pw_ui_find (editor, GTK_TYPE_SPIN_BUTTON, NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (min), 30);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (gtk_widget_get_next_sibling (
                               gtk_widget_get_next_sibling (min))), 50);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.relayout", NULL));
  g_assert_true (pw_ui_wait_for (pw_ui_runner_idle, runner, PW_TEST_WAIT_MS));
  pw_test_wait_until (!pw_model_equal (before, pw_document_get_model (doc)));
  g_assert_cmpint (model_of (doc)->shape, ==, PW_DECK_SQUARE);
  g_assert_cmpfloat_with_epsilon (model_of (doc)->min_size, 0.3, 1e-9);
  g_assert_cmpfloat_with_epsilon (model_of (doc)->max_size, 0.5, 1e-9);
  g_assert_cmpuint (bad_pairs (doc), ==, 0);
  pw_document_undo (doc);
  g_assert_true (pw_model_equal (before, pw_document_get_model (doc)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_red (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r > 200 && g < 60 && b < 60;
}

static guint
red_pixels (GtkWidget *widget)
{
  return pw_ui_count_pixels (widget, is_red);
}

/* The marks of symbols a bad pair shares: light yellow on white. */
static gboolean
is_yellow_mark (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r > 240 && g > 215 && g < 245 && b > 110 && b < 170;
}

static guint
yellow_pixels (GtkWidget *widget)
{
  return pw_ui_count_pixels (widget, is_yellow_mark);
}

/* A hand-edited deck: its bad pairs are listed, and a card of one is
 * ringed in red; once fixed (undo), both go. */
static void
test_bad_pairs_shown (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "deck-canvas");
  GtkListBox *bad = GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-bad-pairs"));
  guint clean = red_pixels (canvas);
  g_assert_null (gtk_list_box_get_row_at_index (bad, 0));

  PwDeckModel *m = (PwDeckModel *) pw_document_dup_model (doc);
  guint card = pw_deck_editor_get_card (PW_DECK_EDITOR (editor));
  GArray *s = pw_deck_model_card (m, card)->symbols;
  /* A symbol the card does not hold takes the place of its first. */
  guint other = 0;
  gboolean held = TRUE;
  while (held)
    {
      held = FALSE;
      for (guint i = 0; i < s->len; i++)
        held = held || g_array_index (s, guint, i) == other;
      if (held)
        other++;
    }
  g_array_index (s, guint, 0) = other;
  pw_document_apply (doc, &m->parent, "break");
  pw_test_wait_until (gtk_list_box_get_row_at_index (bad, 0) != NULL);
  pw_test_wait_until (red_pixels (canvas) > clean + 500);
  /* Picking a pair shows its first card with what the two share marked
   * in yellow (the broken pair shares two symbols or none; the first one
   * listed here shares two: the card and the one whose symbol it took). */
  gtk_list_box_unselect_all (GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX,
                                                      "deck-symbols")));
  pw_test_drain ();
  g_assert_cmpuint (yellow_pixels (canvas), ==, 0);
  GtkListBoxRow *row = NULL;
  for (int i = 0; (row = gtk_list_box_get_row_at_index (bad, i)); i++)
    {
      GtkWidget *label = gtk_list_box_row_get_child (row);
      if (strstr (gtk_label_get_text (GTK_LABEL (label)), "share 2"))
        break;
    }
  g_assert_nonnull (row);
  g_signal_emit_by_name (bad, "row-activated", row);
  pw_test_wait_until (yellow_pixels (canvas) > 200);
  pw_document_undo (doc);
  pw_test_wait_until (gtk_list_box_get_row_at_index (bad, 0) == NULL);
  pw_ui_screenshot (editor, "deck-editor");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A problem the window lists, clicked: the deck's validator names the
 * pair as a place in words ("Cards 1 and 6", never a row and column),
 * and showing it turns the editor to the pair's first card with what the
 * two share marked; a problem naming one card turns to that card. */
static void
test_problem_shows_pair (void)
{
  g_autoptr (PwDocument) doc = NULL;
  g_autoptr (GError) error = NULL;
  const char *json = "{\"cards\": [[\"cat\", \"dog\", \"sun\"], [\"cat\", \"moon\", "
                     "\"tree\"], [\"dog\", \"moon\", \"star\"], [\"sun\", \"tree\", "
                     "\"star\"], [\"cat\", \"star\", \"rain\"], [\"dog\", \"sun\", "
                     "\"rain\"]]}";
  const PwFormat *format = pw_kind_find_format (pw_registry_lookup ("deck"), "cards-json");
  PwModel *model = format->import (json, strlen (json), &error);
  g_assert_no_error (error);
  doc = pw_document_new_with_model (model, 1);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "deck-canvas");
  gtk_list_box_unselect_all (GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX,
                                                      "deck-symbols")));

  g_autoptr (GPtrArray) problems = model->kind->validate (pw_document_get_model (doc));
  const PwProblem *pair = NULL;
  for (guint i = 0; i < problems->len && pair == NULL; i++)
    {
      const PwProblem *p = problems->pdata[i];
      if (p->x == 0 && p->y == 5)
        pair = p;
    }
  g_assert_nonnull (pair);
  g_autofree char *place = pw_problem_dup_place (pair);
  g_assert_cmpstr (place, ==, "Cards 1 and 6");

  /* Away from the pair's card first, so the turn is seen. */
  pw_deck_editor_set_card (PW_DECK_EDITOR (editor), 3);
  pw_test_drain ();
  g_assert_cmpuint (yellow_pixels (canvas), ==, 0);
  pw_document_show_place (doc, pair->path, pair->x, pair->y);
  pw_test_wait_until (pw_deck_editor_get_card (PW_DECK_EDITOR (editor)) == 0);
  /* Cards 1 and 6 share "dog" and "sun": both marked. */
  pw_test_wait_until (yellow_pixels (canvas) > 200);

  pw_document_show_place (doc, "$.puzzle.cards[4].symbols[1]", 4, -1);
  pw_test_wait_until (pw_deck_editor_get_card (PW_DECK_EDITOR (editor)) == 4);

  /* A look-alike names a symbol: it is selected in the list. */
  pw_document_show_place (doc, "$.puzzle.symbols[5]", -1, -1);
  GtkListBox *symbols = GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-symbols"));
  pw_test_wait_until (gtk_list_box_get_selected_row (symbols) != NULL);
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (symbols);
  g_assert_cmpint (gtk_list_box_row_get_index (selected), ==, 5);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_label_with (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && strstr (gtk_label_get_text (GTK_LABEL (w)), text);
}

static GtkWidget *
find_label_with (GtkWidget *root, const char *text)
{
  return pw_ui_find_where (root, is_label_with, text);
}

/* Whether @error says the build has no default pictures (a package built
 * without them): the test is skipped. */
static gboolean
skip_without_pictures (const GError *error)
{
  if (!g_error_matches (error, PW_ERROR, PW_ERROR_MISSING_DATA))
    return FALSE;
  g_test_skip (error->message);
  return TRUE;
}

/* Pictures that cannot be drawn are named under the canvas, in at most
 * two lines (the first five in its tooltip); the deck still opens, and
 * the message goes once they draw again. */
static void
test_picture_problems_named (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbols", "shapes");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 1, NULL, NULL, NULL);
  g_assert_nonnull (model);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 1);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  g_assert_null (find_label_with (editor, "cannot be drawn"));
  PwDeckModel *m = (PwDeckModel *) pw_document_dup_model (doc);
  g_free (m->pictures);
  m->pictures = g_strdup ("/nonexistent-pictures");
  pw_document_apply (doc, &m->parent, "folder");
  GtkWidget *label = find_label_with (editor, "cannot be drawn");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            pw_deck_model_symbol (model_of (doc), 0)->name));
  g_assert_cmpint (gtk_label_get_lines (GTK_LABEL (label)), ==, 2);
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_END);
  const char *tip = gtk_widget_get_tooltip_text (label);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, pw_deck_model_symbol (model_of (doc), 1)->name));
  pw_document_undo (doc);
  g_assert_false (gtk_widget_get_visible (label));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A document naming a folder that is neither its own nor one the user
 * chose opens with its pictures not shown and one line that says why;
 * once the user chooses that folder, they are drawn. */
static void
test_pictures_folder_refused (void)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "2");
  pw_params_set (params, "symbols", "pictures");
  g_autoptr (GError) error = NULL;
  PwModel *made = pw_kind_generate (pw_registry_lookup ("deck"), params, 1, NULL, NULL, &error);
  if (skip_without_pictures (error))
    return;
  g_autofree char *home = g_dir_make_tmp ("pw-deck-home-XXXXXX", NULL);
  g_autofree char *outside = g_dir_make_tmp ("pw-deck-outside-XXXXXX", NULL);
  PwDeckModel *dm = (PwDeckModel *) made;
  for (guint i = 0; i < dm->symbols->len; i++)
    {
      const char *name = pw_deck_model_symbol (dm, i)->name;
      g_autoptr (GBytes) data = pw_deck_builtin_picture (name);
      g_autofree char *path = g_build_filename (outside, name, NULL);
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (data, NULL),
                                          (gssize) g_bytes_get_size (data), NULL));
    }
  g_free (dm->pictures);
  dm->pictures = g_strdup (outside);
  g_autoptr (PwDocument) made_doc = pw_document_new_with_model (made, 1);
  g_autofree char *path = g_build_filename (home, "deck.pzw", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (pw_document_save (made_doc, file, NULL));
  g_autoptr (PwDocument) doc = pw_document_load_file (file, "deck", NULL);
  g_assert_nonnull (doc);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *label = find_label_with (editor, "The pictures are not shown");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "nor one you chose"));
  /* What the folder chooser does with the deck's own folder picked. */
  pw_deck_render_allow_folder (outside);
  pw_deck_editor_pictures_allowed (PW_DECK_EDITOR (editor));
  g_assert_false (gtk_widget_get_visible (label));
  g_autoptr (GPtrArray) problems = pw_deck_render_check_pictures (model_of (doc));
  g_assert_cmpuint (problems->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  pw_test_remove_tree (home);
  pw_test_remove_tree (outside);
}

static PwDocument *
generated_deck (const char *order, const char *symbols, const char *cards)
{
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", order);
  pw_params_set (params, "symbols", symbols);
  if (cards)
    pw_params_set (params, "cards", cards);
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 1, NULL, NULL, NULL);
  g_assert_nonnull (model);
  return pw_document_new_with_model (model, 1);
}

/* The child of symbol row @index, the row's own widget. */
static GtkWidget *
symbol_row (GtkWidget *editor, int index)
{
  GtkListBox *list = GTK_LIST_BOX (pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-symbols"));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);
  g_assert_nonnull (row);
  return gtk_list_box_row_get_child (row);
}

/* Pixels of a colour (not white, grey or black): what a symbol drawn in
 * the deck's colours adds to the preview's white card and grey edge. */
static gboolean
is_coloured (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a > 128 && MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) > 60;
}

static guint
coloured_pixels (GtkWidget *widget)
{
  return pw_ui_count_pixels (widget, is_coloured);
}

/* Each symbol row shows its picture as the cards draw it; a picture that
 * cannot be drawn shows the missing-image icon instead, its tooltip
 * naming the file and why, until it draws again. */
static void
test_symbol_previews (void)
{
  g_autoptr (PwDocument) doc = generated_deck ("2", "shapes", NULL);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  /* The first symbol in a colour (black is no colour to count). */
  guint first = 0;
  while (g_str_has_prefix (pw_deck_model_symbol (model_of (doc), first)->name, "black-"))
    first++;
  GtkWidget *row = symbol_row (editor, (int) first);
  GtkWidget *preview = pw_ui_find (row, GTK_TYPE_DRAWING_AREA, "deck-symbol-preview");
  g_assert_nonnull (preview);
  g_assert_true (gtk_widget_get_visible (preview));
  g_assert_cmpint (gtk_widget_get_width (preview), >=, 24);
  g_assert_cmpint (gtk_widget_get_height (preview), >=, 24);
  g_assert_cmpuint (coloured_pixels (preview), >, 60);
  GtkWidget *missing = pw_ui_find (row, GTK_TYPE_IMAGE, "deck-symbol-missing");
  g_assert_true (missing == NULL || !gtk_widget_get_visible (missing));

  PwDeckModel *m = (PwDeckModel *) pw_document_dup_model (doc);
  g_free (m->pictures);
  m->pictures = g_strdup ("/nonexistent-pictures");
  pw_document_apply (doc, &m->parent, "folder");
  pw_test_wait_until (!gtk_widget_get_visible (preview));
  missing = pw_ui_find (row, GTK_TYPE_IMAGE, "deck-symbol-missing");
  g_assert_nonnull (missing);
  g_assert_true (gtk_widget_get_visible (missing));
  const char *tip = gtk_widget_get_tooltip_text (missing);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, pw_deck_model_symbol (model_of (doc), first)->name));
  g_assert_nonnull (strstr (tip, "cannot be drawn"));
  g_assert_nonnull (strstr (tip, "/nonexistent-pictures"));
  /* A screen reader hears what the icon means, not "GtkImage". */
  pw_ui_assert_named (missing, tip);

  pw_document_undo (doc);
  pw_test_wait_until (gtk_widget_get_visible (preview));
  g_assert_false (gtk_widget_get_visible (missing));
  g_assert_cmpuint (coloured_pixels (preview), >, 60);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A deck trimmed to fewer cards than its plane has: each row says on how
 * many cards its symbol is, counted from the cards, not n + 1. */
static void
test_symbol_counts_trimmed (void)
{
  g_autoptr (PwDocument) doc = generated_deck ("7", "words", "55");
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  const PwDeckModel *m = model_of (doc);
  g_assert_cmpuint (m->cards->len, ==, 55);
  guint fewer = 0;
  for (guint i = 0; i < m->symbols->len; i++)
    {
      guint on = 0;
      for (guint c = 0; c < m->cards->len; c++)
        {
          GArray *s = pw_deck_model_card (m, c)->symbols;
          for (guint k = 0; k < s->len; k++)
            on += g_array_index (s, guint, k) == i;
        }
      fewer += on < 8;
      GtkWidget *subtitle = pw_ui_find (symbol_row (editor, (int) i), GTK_TYPE_LABEL,
                                        "deck-symbol-subtitle");
      g_assert_nonnull (subtitle);
      g_autofree char *expected = g_strdup_printf ("word, on %u cards", on);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (subtitle)), ==, expected);
    }
  /* The two cards taken away held 15 symbols between them. */
  g_assert_cmpuint (fewer, ==, 15);
  /* The word of row 0 is drawn in its colour too. */
  g_assert_cmpuint (coloured_pixels (pw_ui_find (symbol_row (editor, 0), GTK_TYPE_DRAWING_AREA,
                                                 "deck-symbol-preview")), >, 5);

  /* Rows out of sight skip their previews until scrolled into view (the
   * row as it is drawn in the list, not its preview drawn anew). */
  GtkWidget *view = gtk_widget_get_ancestor (symbol_row (editor, 0), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (view));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  pw_test_wait_until (coloured_pixels (symbol_row (editor, (int) m->symbols->len - 1)) > 5);

  /* A symbol added for later is on no card. */
  set_entry (editor, "spare");
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.add-symbol", NULL));
  GtkWidget *spare = pw_ui_find (symbol_row (editor, (int) m->symbols->len), GTK_TYPE_LABEL,
                                 "deck-symbol-subtitle");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (spare)), ==, "word, on no card");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A button that shows only an icon says what it does when pointed at
 * (the spin buttons' own + and − are GTK's, and say it by their place). */
static void
check_icon_buttons (GtkWidget *root, guint *n)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_SPIN_BUTTON (c))
        continue;
      if (GTK_IS_BUTTON (c) && gtk_button_get_icon_name (GTK_BUTTON (c)))
        {
          g_assert_nonnull (gtk_widget_get_tooltip_text (c));
          g_assert_cmpstr (gtk_widget_get_tooltip_text (c), !=, "");
          (*n)++;
        }
      check_icon_buttons (c, n);
    }
}

static void
test_icon_buttons_have_tooltips (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  guint n = 0;
  check_icon_buttons (editor, &n);
  /* Up, down, remove, paste words, import words, pick pictures; previous
   * and next card. */
  g_assert_cmpuint (n, ==, 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clicks symbol @position of the card in play frame @which (0 left,
 * 1 right) through the canvas's own click gesture. */
static void
play_click (GtkWidget *editor, PwDocument *doc, guint which, guint card, guint position)
{
  GtkWidget *canvas = pw_ui_find (editor, GTK_TYPE_DRAWING_AREA, "deck-canvas");
  double w = gtk_widget_get_width (canvas), h = gtk_widget_get_height (canvas);
  double slot = w / 2, size = MIN (slot, h) - 24;
  double ox = slot * which + (slot - size) / 2, oy = (h - size) / 2;
  double unit = size / 2 * PW_DECK_RENDER_FACE;
  PwDeckPlace p = g_array_index (pw_deck_model_card (model_of (doc), card)->places, PwDeckPlace,
                                 position);
  GtkGesture *click = NULL;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (canvas);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (c))
        click = GTK_GESTURE (c);
    }
  g_assert_nonnull (click);
  g_signal_emit_by_name (click, "pressed", 1, ox + size / 2 + p.x * unit,
                         oy + size / 2 + p.y * unit);
}

/* Play: two cards dealt, the button says Stop and the editing hint goes;
 * clicking the shared symbol says so by its spoken name with the time
 * and the score, and deals two more; a symbol not on both cards is
 * named; Stop goes back to editing. */
static void
test_play (void)
{
  g_autoptr (PwDocument) doc = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "3");
  pw_params_set (params, "symbols", "shapes");
  doc = pw_document_new_with_model (pw_kind_generate (pw_registry_lookup ("deck"), params, 4,
                                                      NULL, NULL, &error), 4);
  g_assert_no_error (error);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkLabel *verdict = GTK_LABEL (pw_ui_find (editor, GTK_TYPE_LABEL, "deck-verdict"));
  GtkButton *play = GTK_BUTTON (pw_ui_find (editor, GTK_TYPE_BUTTON, "deck-play"));
  GtkWidget *hint = pw_ui_find (editor, GTK_TYPE_LABEL, "deck-hint");
  g_assert_nonnull (play);
  g_assert_nonnull (hint);
  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.play", NULL));
  guint a, b;
  pw_test_wait_until (pw_deck_editor_get_play_cards (PW_DECK_EDITOR (editor), &a, &b));
  g_assert_cmpuint (a, !=, b);
  g_assert_cmpstr (gtk_button_get_label (play), ==, "_Stop");
  g_assert_false (gtk_widget_get_visible (hint));

  const PwDeckModel *m = model_of (doc);
  g_autoptr (GArray) shared = pw_deck_model_shared (m, a, b);
  g_assert_cmpuint (shared->len, ==, 1);
  guint symbol = g_array_index (shared, guint, 0);
  GArray *on_a = pw_deck_model_card (m, a)->symbols;
  guint position = 0;
  while (g_array_index (on_a, guint, position) != symbol)
    position++;
  play_click (editor, doc, 0, a, position);
  g_autofree char *spoken = g_strdup (pw_deck_model_symbol (m, symbol)->name);
  *strrchr (spoken, '.') = '\0';
  g_strdelimit (spoken, "-", ' ');
  g_autofree char *found = g_strdup_printf ("Found “%s” in ", spoken);
  g_test_message ("%s", gtk_label_get_text (verdict));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (verdict), found));
  g_assert_nonnull (strstr (gtk_label_get_text (verdict), "(1 found, "));

  /* A new deal; a symbol of the left card the right one lacks. */
  guint a2, b2;
  g_assert_true (pw_deck_editor_get_play_cards (PW_DECK_EDITOR (editor), &a2, &b2));
  g_autoptr (GArray) shared2 = pw_deck_model_shared (m, a2, b2);
  GArray *left = pw_deck_model_card (m, a2)->symbols;
  guint other = g_array_index (left, guint, 0) == g_array_index (shared2, guint, 0) ? 1 : 0;
  play_click (editor, doc, 0, a2, other);
  g_assert_true (g_str_has_suffix (gtk_label_get_text (verdict), "” is not on both cards"));
  guint a3, b3;
  g_assert_true (pw_deck_editor_get_play_cards (PW_DECK_EDITOR (editor), &a3, &b3));
  g_assert_cmpuint (a3, ==, a2);

  g_assert_true (gtk_widget_activate_action (editor, "deck-editor.play", NULL));
  g_assert_false (pw_deck_editor_get_play_cards (PW_DECK_EDITOR (editor), &a3, &b3));
  g_assert_cmpstr (gtk_button_get_label (play), ==, "_Play");
  g_assert_true (gtk_widget_get_visible (hint));
  g_assert_cmpstr (gtk_label_get_text (verdict), ==, "Every two cards share exactly one symbol.");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GFile *
write_temp (const char *name, const char *data, gssize length)
{
  g_autofree char *path = g_build_filename (pw_ui_test_dir (), name, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_set_contents (path, data, length, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* A class's word list, imported from a file: the symbols take its words
 * in order, in one undo step, with a Windows byte-order mark and line
 * ends dropped; a file that is not text, or not there, is named with
 * what is wrong, and the deck is unchanged. */
static void
test_import_words (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkLabel *verdict = GTK_LABEL (pw_ui_find (editor, GTK_TYPE_LABEL, "deck-verdict"));
  g_assert_nonnull (verdict);
  guint n = model_of (doc)->symbols->len;
  g_autoptr (GFile) list = write_temp ("class.txt", "\xef\xbb\xbf" "Apfel\r\nBirne\r\n# a note\r\n"
                                       "\r\nKirsche\r\n", -1);
  g_assert_true (pw_deck_editor_import_words (PW_DECK_EDITOR (editor), list));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, ==, "Apfel");
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 1)->name, ==, "Birne");
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 2)->name, ==, "Kirsche");
  g_assert_cmpuint (model_of (doc)->symbols->len, ==, n);
  g_assert_cmpuint (bad_pairs (doc), ==, 0);
  GListModel *names = pw_deck_editor_get_symbols (PW_DECK_EDITOR (editor));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 2), ==, "Kirsche");
  pw_document_undo (doc);
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, !=, "Apfel");

  g_autofree char *before = g_strdup (pw_deck_model_symbol (model_of (doc), 0)->name);
  g_autoptr (GFile) binary = write_temp ("photo.txt", "\xff\xd8\xff\xe0 not text", -1);
  g_assert_false (pw_deck_editor_import_words (PW_DECK_EDITOR (editor), binary));
  g_assert_nonnull (strstr (gtk_label_get_text (verdict), "photo.txt"));
  g_assert_nonnull (strstr (gtk_label_get_text (verdict),
                            "Line 1, column 1: the text is not valid UTF-8"));
  g_autoptr (GFile) empty = write_temp ("empty.txt", "# nothing\n\n", -1);
  g_assert_false (pw_deck_editor_import_words (PW_DECK_EDITOR (editor), empty));
  g_assert_nonnull (strstr (gtk_label_get_text (verdict), "empty.txt: The file has no symbols"));
  g_autoptr (GFile) gone = write_temp ("gone.txt", "x", -1);
  g_assert_true (g_file_delete (gone, NULL, NULL));
  g_assert_false (pw_deck_editor_import_words (PW_DECK_EDITOR (editor), gone));
  g_assert_nonnull (strstr (gtk_label_get_text (verdict), "gone.txt"));
  g_assert_cmpstr (pw_deck_model_symbol (model_of (doc), 0)->name, ==, before);
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  PwPrintDialog *dialog;
  PwPages *old;
} PrintWait;

/* Composed anew: not the pages from before the change. */
static gboolean
print_ready (gpointer data)
{
  PrintWait *w = data;
  PwPages *pages = pw_print_dialog_get_pages (w->dialog);
  return !pw_print_dialog_get_busy (w->dialog) && pages != NULL && pages != w->old;
}

/* Dark pixels on the first page the dialog composed with Cut Marks item
 * @marks: the cards' own circles are there whatever is picked. */
static guint
dark_pixels_with_marks (PwPrintDialog *dialog, guint marks)
{
  PrintWait w = { dialog, pw_print_dialog_get_pages (dialog) };
  if (w.old)
    pw_pages_ref (w.old);
  adw_combo_row_set_selected (ADW_COMBO_ROW (pw_ui_find (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW,
                                                         "marks")), marks);
  g_assert_true (pw_ui_wait_for (print_ready, &w, PW_TEST_WAIT_MS));
  g_clear_pointer (&w.old, pw_pages_unref);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image
    = pw_export_page_image (pw_print_dialog_get_pages (dialog), 0, 150, &error);
  g_assert_no_error (error);
  cairo_surface_flush (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  guint dark = 0;
  for (int y = 0; y < cairo_image_surface_get_height (image); y++)
    for (int x = 0; x < cairo_image_surface_get_width (image); x++)
      {
        const guint8 *p = data + y * stride + 4 * x;
        dark += p[0] < 160 && p[1] < 160 && p[2] < 160 && p[3] > 200;
      }
  cairo_surface_destroy (image);
  return dark;
}

/* The print dialog offers the composer's third cut-marks value: the round
 * cards' own circles, without crop marks or cut lines around them. */
static void
test_print_cut_circles (void)
{
  g_autoptr (PwDocument) doc = new_deck ();
  g_assert_cmpuint (model_of (doc)->cards->len, >, 0);
  PwPrintDialog *dialog = pw_print_dialog_new (NULL, doc);
  gtk_window_present (GTK_WINDOW (dialog));
  pw_ui_wait_drawn (GTK_WIDGET (dialog));
  adw_combo_row_set_selected (ADW_COMBO_ROW (pw_ui_find (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW,
                                                         "what")), 1);
  GtkWidget *marks = pw_ui_find (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "marks");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (marks))),
                    ==, 3);
  /* Each pick must change the marks, so the dialog composes anew: a deck
   * opens on Cards with crop marks already picked. */
  guint lines = dark_pixels_with_marks (dialog, 1);
  guint crop = dark_pixels_with_marks (dialog, 0);
  guint own = dark_pixels_with_marks (dialog, 2);
  g_assert_cmpuint (own, >, 0);
  g_assert_cmpuint (own, <, crop);
  g_assert_cmpuint (own, <, lines);
  /* The row says what the choice prints. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (marks)), "circle punch"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (marks), 0);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (marks)), "paper cutter"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (marks), 1);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (marks)), "line around"));
  pw_ui_screenshot (GTK_WIDGET (dialog), "deck-print-cut-circles");
  gtk_window_destroy (GTK_WINDOW (dialog));
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
  pw_ui_screenshot (GTK_WIDGET (window), "deck-replace-refused");
  gtk_window_destroy (GTK_WINDOW (window));
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
  if (skip_without_pictures (error))
    return;
  g_assert_no_error (error);
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 4);
  GtkWidget *editor = pw_deck_editor_new (doc, NULL);
  GtkWidget *window = show (editor);
  GtkWidget *list = pw_ui_find (editor, GTK_TYPE_LIST_BOX, "deck-symbols");
  const PwDeckSymbol *first = pw_deck_model_symbol (model_of (doc), 0);
  g_assert_true (g_str_has_suffix (first->name, ".svg"));
  g_autofree char *shown = g_strndup (first->name, strlen (first->name) - 4);
  g_assert_true (pw_ui_has_label (list, shown));
  g_assert_false (pw_ui_has_label (list, first->name));
  GtkWidget *label = find_label_with (list, shown);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, first->name);
  pw_ui_screenshot (window, "deck-pictures-by-name");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* for the accessible names */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/deck-editor/replace-refuses-alike", test_replace_refuses_alike);
  g_test_add_func ("/deck-editor/pictures-by-name", test_pictures_by_name);
  g_test_add_func ("/deck/editor/symbols-panel", test_symbols_panel);
  g_test_add_func ("/deck/editor/drag-symbol", test_drag_symbol);
  g_test_add_func ("/deck/editor/relayout", test_relayout);
  g_test_add_func ("/deck/editor/bad-pairs-shown", test_bad_pairs_shown);
  g_test_add_func ("/deck/editor/problem-shows-pair", test_problem_shows_pair);
  g_test_add_func ("/deck/editor/picture-problems-named", test_picture_problems_named);
  g_test_add_func ("/deck/editor/pictures-folder-refused", test_pictures_folder_refused);
  g_test_add_func ("/deck/editor/symbol-previews", test_symbol_previews);
  g_test_add_func ("/deck/editor/symbol-counts-trimmed", test_symbol_counts_trimmed);
  g_test_add_func ("/deck/editor/icon-buttons-have-tooltips", test_icon_buttons_have_tooltips);
  g_test_add_func ("/deck/editor/import-words", test_import_words);
  g_test_add_func ("/deck/editor/play", test_play);
  g_test_add_func ("/deck/editor/print-cut-circles", test_print_cut_circles);
  return pw_ui_test_finish (g_test_run ());
}
