/* What the connecting-wall editor adds for a class, in a real window
 * (under Xvfb): on hover, a CJK card's reading and meaning and a
 * component's meaning, as the key prints them; and Suggest Cards filling
 * a row of an English wall through the task runner, one undo step.
 * Each part is skipped when its data (Unihan, WordNet) is not built. */
#include <string.h>

#include "connecting-wall-editor-private.h"
#include "connecting-wall-cjk.h"
#include "connecting-wall-text.h"
#include "connecting-wall-unihan.h"
#include "pw-kinds.h"
#include "pw-wordnet.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

static PwConnectingWallEditor *
show (PwWindow **win, PwModel *model)
{
  *win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (*win), 1200, 800);
  gtk_window_present (GTK_WINDOW (*win));
  g_autoptr (PwDocument) doc = pw_document_new_with_model (model, 2);
  pw_window_set_document (*win, doc);
  pw_ui_wait_drawn (GTK_WIDGET (*win));
  PwConnectingWallEditor *editor = PW_CONNECTING_WALL_EDITOR (
    pw_ui_find (GTK_WIDGET (*win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL));
  pw_ui_wait_drawn (GTK_WIDGET (editor->canvas));
  pw_ui_wait_layout (GTK_WIDGET (editor->canvas));
  return editor;
}

static void
test_hover (void)
{
  if (pw_connecting_wall_unihan_get_default (NULL) == NULL
      || pw_connecting_wall_cjk_table_get_default (NULL) == NULL)
    {
      g_test_skip ("no Unihan or decomposition table in this build");
      return;
    }
  const char *text = "# 疒\n病 疗 痛 疼\n# 口\n吗 吧 呢 叫\n";
  g_autoptr (GError) error = NULL;
  PwModel *model = pw_connecting_wall_text_import (text, strlen (text), &error);
  g_assert_no_error (error);
  PwWindow *win;
  PwConnectingWallEditor *editor = show (&win, model);
  graphene_rect_t r;
  g_assert_true (pw_connecting_wall_editor_get_card_rect (editor, 0, &r));
  g_autofree char *card = pw_connecting_wall_editor_gloss_at (editor, r.origin.x + 4,
                                                              r.origin.y + 4);
  g_assert_cmpstr (card, ==, "病 bìng — illness");
  /* Beside the first row, its component's meaning. */
  g_autofree char *connection = pw_connecting_wall_editor_gloss_at (
    editor, r.origin.x + 4 * r.size.width + 40, r.origin.y + r.size.height / 2);
  g_assert_cmpstr (connection, ==, "疒 — sick");
  /* From the keyboard, the selected card's. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.select-card", "i", 5);
  g_autofree char *selected = pw_connecting_wall_editor_gloss_at (editor, -1, -1);
  g_assert_nonnull (strstr (selected, "吧 ba"));
  pw_document_save_point (pw_window_get_document (win));
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
}

static gboolean
row_filled (gpointer data)
{
  const PwConnectingWallModel *m
    = (const PwConnectingWallModel *) pw_document_get_model (pw_window_get_document (data));
  return *((PwConnectingWallCard *) ((PwConnectingWallGroup *) m->groups->pdata[1])->cards->pdata[3])->text;
}

static void
test_suggest_cards (void)
{
  if (pw_wordnet_get_default (NULL) == NULL)
    {
      g_test_skip ("no WordNet in this build");
      return;
    }
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
  const char *const connections[] = { "Colours", "Fruits" };
  for (guint g = 0; g < 2; g++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, connections[g]);
      for (guint k = 0; k < 4; k++)
        pw_connecting_wall_card_add (grp, g == 0 && k == 0 ? "Red" : NULL);
    }
  PwWindow *win;
  PwConnectingWallEditor *editor = show (&win, &m->parent);
  PwDocument *doc = pw_window_get_document (win);
  GtkWidget *button = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_BUTTON, "wall-suggest-cards");
  g_assert_nonnull (button);
  /* The second row, by its first card. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.select-card", "i", 4);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (pw_ui_wait_for (row_filled, win, 10000));
  const PwConnectingWallModel *now = (const PwConnectingWallModel *) pw_document_get_model (doc);
  PwConnectingWallGroup *fruits = now->groups->pdata[1];
  for (guint k = 0; k < 4; k++)
    {
      PwConnectingWallCard *card = fruits->cards->pdata[k];
      g_assert_cmpstr (card->text, !=, "");
      g_assert_true (pw_connecting_wall_card_has_category (card, "Fruits"));
    }
  /* The first row is as it was. */
  g_assert_cmpstr (((PwConnectingWallCard *) ((PwConnectingWallGroup *) now->groups->pdata[0])->cards->pdata[1])->text,
                   ==, "");
  pw_ui_screenshot (GTK_WIDGET (win), "wall-suggest-cards");
  pw_document_undo (doc);
  now = (const PwConnectingWallModel *) pw_document_get_model (doc);
  g_assert_cmpstr (((PwConnectingWallCard *) ((PwConnectingWallGroup *) now->groups->pdata[1])->cards->pdata[0])->text,
                   ==, "");
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  pw_test_drain ();
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  pw_kinds_register_builtin ();
  g_test_add_func ("/connecting-wall/editor/hover", test_hover);
  g_test_add_func ("/connecting-wall/editor/suggest-cards", test_suggest_cards);
  return pw_ui_test_finish (g_test_run ());
}
