/* The deck's card canvas from the keyboard alone, with real key presses
 * (xdotool): choose a card and a symbol on it, move, resize and turn the
 * symbol, let it go; in play, go to the shared symbol and pick it; a
 * focus ring shows the symbol the keyboard is on.  Skipped without a
 * display or xdotool. */
#include <math.h>
#include <string.h>

#include "deck-editor.h"
#include "deck-model.h"
#include "pw-kinds.h"
#include "pw-render.h"
#include "ui-helpers.h"

static const PwDeckModel *
model_of (PwDocument *doc)
{
  return (const PwDeckModel *) pw_document_get_model (doc);
}

static PwDeckPlace
place (PwDocument *doc, guint card, guint position)
{
  return g_array_index (pw_deck_model_card (model_of (doc), card)->places, PwDeckPlace, position);
}

typedef struct
{
  PwDocument *doc;
  GtkWidget *editor, *window, *canvas;
} Fixture;

static void
open_deck (Fixture *f, PwModel *model)
{
  f->doc = model ? pw_document_new_with_model (model, 4)
                 : pw_document_new (pw_registry_lookup ("deck"));
  f->editor = pw_deck_editor_new (f->doc, NULL);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 600);
  gtk_window_set_child (GTK_WINDOW (f->window), f->editor);
  gtk_window_present (GTK_WINDOW (f->window));
  pw_ui_wait_drawn (f->editor);
  f->canvas = pw_ui_find (f->editor, GTK_TYPE_DRAWING_AREA, "deck-canvas");
  gtk_widget_grab_focus (f->canvas);
  pw_ui_wait_layout (f->canvas);
}

static void
close_deck (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->doc);
  pw_test_drain ();
}

static void
test_edit_keys (void)
{
  Fixture f;
  open_deck (&f, NULL);
  guint card = pw_deck_editor_get_card (PW_DECK_EDITOR (f.editor));
  PwDeckPlace first = place (f.doc, card, 0);
  /* Arriving on the canvas chooses the card's first symbol, ringed. */
  g_assert_cmpint (pw_ui_count_pixels (f.canvas, pw_ui_is_focus_ring), >, 20);
  if (!pw_ui_press_keys (f.canvas, "bracketright", NULL))
    {
      close_deck (&f);
      return;
    }
  /* Symbol 1: moved right by a step, then back by a small one, each an
   * undoable edit. */
  PwDeckPlace before = place (f.doc, card, 1);
  const char *way = before.x < 0 ? "Right" : "Left";
  double sign = before.x < 0 ? 1 : -1;
  pw_ui_press_keys (f.canvas, way, NULL);
  PwDeckPlace moved = place (f.doc, card, 1);
  g_assert_cmpfloat_with_epsilon (moved.x, before.x + sign * 0.05, 1e-9);
  g_assert_cmpfloat_with_epsilon (moved.y, before.y, 1e-9);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Move Symbol");
  g_autofree char *fine = g_strdup_printf ("shift+%s", before.x < 0 ? "Left" : "Right");
  pw_ui_press_keys (f.canvas, fine, NULL);
  g_assert_cmpfloat_with_epsilon (place (f.doc, card, 1).x, before.x + sign * 0.04, 1e-9);
  /* Larger, then turned and turned back. */
  pw_ui_press_keys (f.canvas, "plus", NULL);
  g_assert_cmpfloat (place (f.doc, card, 1).r, >, before.r);
  pw_ui_press_keys (f.canvas, "r", NULL);
  g_assert_cmpfloat (fabs (place (f.doc, card, 1).angle - before.angle), >, 1);
  pw_ui_press_keys (f.canvas, "shift+r", NULL);
  g_assert_cmpfloat_with_epsilon (place (f.doc, card, 1).angle, before.angle, 1e-9);
  /* The other symbols stayed. */
  g_assert_cmpfloat (place (f.doc, card, 0).x, ==, first.x);
  g_assert_cmpfloat (place (f.doc, card, 0).r, ==, first.r);

  /* Escape lets the symbol go: the arrows move nothing then. */
  pw_ui_press_keys (f.canvas, "Escape", NULL);
  g_assert_cmpint (pw_ui_count_pixels (f.canvas, pw_ui_is_focus_ring), ==, 0);
  PwDeckPlace still = place (f.doc, card, 1);
  pw_ui_press_keys (f.canvas, "Left", NULL);
  g_assert_cmpfloat (place (f.doc, card, 1).x, ==, still.x);
  /* Page Down: the next card. */
  pw_ui_press_keys (f.canvas, "Next", NULL);
  g_assert_cmpuint (pw_deck_editor_get_card (PW_DECK_EDITOR (f.editor)), ==, card + 1);
  close_deck (&f);
}

/* High contrast: the card's edge turns black, so a white card shows on
 * the white window; the symbols are drawn the same, so the ink that comes
 * and goes is the edge's: at least a ring around a card a third of the
 * canvas wide. */
static void
test_high_contrast (void)
{
  Fixture f;
  open_deck (&f, NULL);
  /* No focus ring on the card: in high contrast it is black too. */
  gtk_window_set_focus (GTK_WINDOW (f.window), NULL);
  pw_ui_wait_layout (f.canvas);
  g_assert_false (gtk_widget_has_focus (f.canvas));
  guint plain = pw_ui_count_pixels (f.canvas, pw_ui_is_ink);
  if (!pw_ui_set_high_contrast (TRUE))
    {
      close_deck (&f);
      return;
    }
  pw_ui_wait_layout (f.canvas);
  guint strong = pw_ui_count_pixels (f.canvas, pw_ui_is_ink);
  double ring = G_PI * MIN (gtk_widget_get_width (f.canvas), gtk_widget_get_height (f.canvas)) / 3;
  g_assert_cmpfloat (strong, >, plain + ring);
  pw_ui_set_high_contrast (FALSE);
  pw_ui_wait_layout (f.canvas);
  g_assert_cmpuint (pw_ui_count_pixels (f.canvas, pw_ui_is_ink), ==, plain);
  close_deck (&f);
}

static void
test_play_keys (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (PwParams) params = pw_params_new ();
  pw_params_set (params, "order", "3");
  pw_params_set (params, "symbols", "words");
  PwModel *model = pw_kind_generate (pw_registry_lookup ("deck"), params, 4, NULL, NULL, &error);
  g_assert_no_error (error);
  Fixture f;
  open_deck (&f, model);
  GtkLabel *verdict = GTK_LABEL (pw_ui_find (f.editor, GTK_TYPE_LABEL, "deck-verdict"));
  /* Play, from its button by the keyboard, then back on the canvas. */
  GtkWidget *play = pw_ui_find (f.editor, GTK_TYPE_BUTTON, "deck-play");
  gtk_widget_grab_focus (play);
  if (!pw_ui_press_keys (play, "space", NULL))
    {
      close_deck (&f);
      return;
    }
  guint a, b;
  g_assert_true (pw_deck_editor_get_play_cards (PW_DECK_EDITOR (f.editor), &a, &b));
  gtk_widget_grab_focus (f.canvas);
  pw_ui_wait_layout (f.canvas);
  /* The shared symbol's place on the left card: ] that many times, Space. */
  g_autoptr (GArray) shared = pw_deck_model_shared (model_of (f.doc), a, b);
  GArray *on_a = pw_deck_model_card (model_of (f.doc), a)->symbols;
  guint position = 0;
  while (g_array_index (on_a, guint, position) != g_array_index (shared, guint, 0))
    position++;
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  for (guint i = 0; i < position; i++)
    g_ptr_array_add (keys, "bracketright");
  g_ptr_array_add (keys, "space");
  g_ptr_array_add (keys, NULL);
  pw_ui_press_keyv (f.canvas, (const char *const *) keys->pdata);
  g_test_message ("%s", gtk_label_get_text (verdict));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (verdict), "Found “"));
  /* A new deal: the keyboard starts again on its left card. */
  g_assert_cmpint (pw_ui_count_pixels (f.canvas, pw_ui_is_focus_ring), >, 20);
  close_deck (&f);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_kinds_register_builtin ();
  pw_render_register_builtin ();
  g_test_add_func ("/deck/keyboard/edit", test_edit_keys);
  g_test_add_func ("/deck/keyboard/play", test_play_keys);
  g_test_add_func ("/deck/settings/high-contrast", test_high_contrast);
  return pw_ui_test_finish (g_test_run ());
}
