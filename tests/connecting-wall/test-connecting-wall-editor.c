/* The connecting-wall editor in a real window (under Xvfb): the live
 * verdict, other groupings shown on the board in their colours, typing
 * a card, ticking categories, moving cards, undo.  Skipped without a
 * display. */
#include <string.h>

#include "connecting-wall-editor.h"
#include "connecting-wall-cjk.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-play.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

/* By letter or by digit: two groupings. */
static PwConnectingWallModel *
ambiguous_wall (void)
{
  static const char *const cards[4][3] = {
    { "A", "x", "p" }, { "B", "x", "q" }, { "C", "y", "p" }, { "D", "y", "q" } };
  PwConnectingWallModel *m = pw_connecting_wall_model_new (2);
  for (guint g = 0; g < 2; g++)
    {
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, g ? "y" : "x");
      for (guint k = 0; k < 2; k++)
        {
          const char *const *c = cards[g * 2 + k];
          PwConnectingWallCard *card = pw_connecting_wall_card_add (grp, c[0]);
          pw_connecting_wall_card_add_category (card, c[1]);
          pw_connecting_wall_card_add_category (card, c[2]);
        }
    }
  pw_connecting_wall_category_ensure (m, "x", FALSE);
  pw_connecting_wall_category_ensure (m, "y", FALSE);
  pw_connecting_wall_category_ensure (m, "p", TRUE);
  pw_connecting_wall_category_ensure (m, "q", TRUE);
  return m;
}

static const PwConnectingWallModel *
model_of (PwWindow *win)
{
  return (const PwConnectingWallModel *) pw_document_get_model (pw_window_get_document (win));
}

static PwConnectingWallEditor *
open_wall (PwApplication *application, PwModel *model, int width, int height, PwWindow **win,
           PwDocument **doc)
{
  *win = pw_window_new (ADW_APPLICATION (application));
  gtk_window_set_default_size (GTK_WINDOW (*win), width, height);
  gtk_window_present (GTK_WINDOW (*win));
  *doc = pw_document_new_with_model (model, 3);
  pw_window_set_document (*win, *doc);
  pw_ui_wait_drawn (GTK_WIDGET (*win));
  return PW_CONNECTING_WALL_EDITOR (pw_ui_find (GTK_WIDGET (*win), PW_TYPE_CONNECTING_WALL_EDITOR,
                                                NULL));
}

static gboolean
verdict_has (gpointer data)
{
  PwConnectingWallEditor *editor = ((gpointer *) data)[0];
  const char *want = ((gpointer *) data)[1];
  const char *verdict = pw_connecting_wall_editor_get_verdict (editor);
  return verdict && strstr (verdict, want);
}

static void
wait_verdict (PwConnectingWallEditor *editor, const char *want)
{
  gpointer data[2] = { editor, (gpointer) want };
  if (!pw_ui_wait_for (verdict_has, data, PW_TEST_WAIT_MS))
    g_error ("the verdict “%s” never said “%s”", pw_connecting_wall_editor_get_verdict (editor), want);
}

/* The fill colour of card @index on the canvas, as 0xRRGGBB. */
static guint32
card_colour (PwConnectingWallEditor *editor, GtkWidget *canvas, guint index)
{
  graphene_rect_t r;
  g_assert_true (pw_connecting_wall_editor_get_card_rect (editor, index, &r));
  g_autoptr (PwUiPixels) px = pw_ui_pixels (canvas);
  return pw_ui_pixels_at (px, (int) (r.origin.x + 6), (int) (r.origin.y + r.size.height / 2))
         & 0xffffff;
}

static gboolean
card_is_ace (gpointer data)
{
  return g_str_equal (pw_connecting_wall_card_at (model_of (data), 0, NULL, NULL)->text, "Ace");
}

static PwWindow *
window_with (PwConnectingWallModel *m)
{
  return pw_ui_window_with_model (app, &m->parent, 3, 1200, 800);
}

/* Cards @a and @b are drawn in one colour, card @c in another. */
static gboolean
alike_and_apart (PwConnectingWallEditor *editor, GtkWidget *canvas, guint a, guint b, guint c)
{
  guint32 colour = card_colour (editor, canvas, a);
  return colour == card_colour (editor, canvas, b) && colour != card_colour (editor, canvas, c);
}

static void
test_editor (void)
{
  PwWindow *win = window_with (ambiguous_wall ());
  PwDocument *doc = pw_window_get_document (win);
  PwConnectingWallEditor *editor = PW_CONNECTING_WALL_EDITOR (pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL));
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_DRAWING_AREA, "wall-canvas");
  pw_ui_wait_drawn (canvas);

  /* Live verify: no button pressed. */
  wait_verdict (editor, "2 groupings");
  /* As laid out, the rows are the groups: A and B alike, C apart. */
  pw_test_wait_until (alike_and_apart (editor, canvas, 0, 1, 2));
  /* The other grouping, {A, C} by p and {B, D} by q. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.next-alternative", NULL);
  pw_test_wait_until (pw_connecting_wall_editor_get_alternative (editor) == 0);
  pw_test_wait_until (alike_and_apart (editor, canvas, 0, 2, 1));
  g_assert_cmpuint (card_colour (editor, canvas, 1), ==, card_colour (editor, canvas, 3));
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.next-alternative", NULL);
  g_assert_cmpint (pw_connecting_wall_editor_get_alternative (editor), ==, -1);

  /* Untick p from A: only the rows remain. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.select-card", "i", 0);
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.toggle-category", "s", "p");
  g_assert_false (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL),
                                             "p"));
  wait_verdict (editor, "Unique");
  pw_document_undo (doc);
  g_assert_true (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL),
                                            "p"));
  wait_verdict (editor, "2 groupings");

  /* Type the selected card's text. */
  GtkWidget *entry = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_ENTRY, "wall-card-entry");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Ac");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Ace");
  /* Applied after a pause in typing, as one step. */
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL)->text, ==, "A");
  g_assert_true (pw_ui_wait_for (card_is_ace, win, PW_TEST_WAIT_MS));
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL)->text, ==, "Ace");

  /* Drag A onto D: they change places, as one undo step. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.move-card", "(uu)", 0, 3);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 3, NULL, NULL)->text, ==, "Ace");
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL)->text, ==, "D");
  pw_document_undo (doc);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL)->text, ==, "Ace");
  pw_document_undo (doc);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 0, NULL, NULL)->text, ==, "A");

  /* Herring or real, from the panel. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.toggle-herring", "s", "p");
  g_assert_false (pw_connecting_wall_category_find (model_of (win), "p")->herring);
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.shuffle", NULL);
  pw_test_drain ();
  pw_ui_screenshot (GTK_WIDGET (win), "wall-editor");
  pw_ui_destroy_window (win);
}

static gboolean
play_idle (gpointer data)
{
  return !pw_connecting_wall_play_is_busy (data);
}

static void
pick_group (PwConnectingWallPlay *play, guint g)
{
  for (guint k = 0; k < 4; k++)
    g_assert_true (pw_connecting_wall_play_pick (play, g * 4 + k));
}

/* A 4×4 wall of "card N", group g the cards 4g … 4g+3, connection
 * "group g". */
static PwConnectingWallModel *
numbered_wall (guint time_limit, guint lives)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
  m->time_limit = time_limit;
  m->lives = lives;
  for (guint g = 0; g < 4; g++)
    {
      g_autofree char *name = g_strdup_printf ("group %u", g);
      PwConnectingWallGroup *grp = pw_connecting_wall_group_add (m, name);
      pw_connecting_wall_category_ensure (m, name, FALSE);
      for (guint k = 0; k < 4; k++)
        {
          g_autofree char *text = g_strdup_printf ("card %u", g * 4 + k);
          pw_connecting_wall_card_add_category (pw_connecting_wall_card_add (grp, text), name);
        }
    }
  return m;
}

/* The play preview: a right group locks (and input waits while it moves
 * up), three lives once two groups are found, a wrong pick costs one, the
 * last group falls into place. */
static void
test_play (void)
{
  PwConnectingWallModel *m = numbered_wall (150, 3);
  PwWindow *win = window_with (m);
  PwConnectingWallEditor *editor = PW_CONNECTING_WALL_EDITOR (pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL));
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);
  PwConnectingWallPlay *play = PW_CONNECTING_WALL_PLAY (pw_connecting_wall_editor_get_play (editor));
  g_assert_nonnull (play);
  GtkWidget *area = pw_ui_find (GTK_WIDGET (play), GTK_TYPE_DRAWING_AREA, "wall-play");
  pw_ui_wait_drawn (area);

  pick_group (play, 1);
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 1);
  g_assert_true (pw_connecting_wall_play_is_busy (play));
  /* Ignored while the group moves up. */
  g_assert_false (pw_connecting_wall_play_pick (play, 0));
  g_assert_true (pw_ui_wait_for (play_idle, play, PW_TEST_WAIT_MS));
  g_assert_cmpint (pw_connecting_wall_play_get_lives (play), ==, -1);
  pick_group (play, 3);
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 2);
  g_assert_cmpint (pw_connecting_wall_play_get_lives (play), ==, 3);
  g_assert_true (pw_ui_wait_for (play_idle, play, PW_TEST_WAIT_MS));
  /* A found card cannot be picked again; a wrong pick costs a life. */
  g_assert_false (pw_connecting_wall_play_pick (play, 4));
  g_assert_true (pw_connecting_wall_play_pick (play, 0));
  g_assert_true (pw_connecting_wall_play_pick (play, 1));
  g_assert_true (pw_connecting_wall_play_pick (play, 2));
  g_assert_true (pw_connecting_wall_play_pick (play, 8));
  g_assert_cmpint (pw_connecting_wall_play_get_lives (play), ==, 2);
  g_assert_true (pw_connecting_wall_play_is_busy (play));
  g_assert_true (pw_ui_wait_for (play_idle, play, PW_TEST_WAIT_MS));
  pick_group (play, 0);
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 4);
  g_assert_true (pw_connecting_wall_play_is_over (play));
  g_assert_true (pw_ui_wait_for (play_idle, play, PW_TEST_WAIT_MS));
  pw_ui_screenshot (GTK_WIDGET (win), "wall-play");
  /* Back to editing. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);
  g_assert_null (pw_connecting_wall_editor_get_play (editor));
  pw_ui_destroy_window (win);
}

/* Dark pixels where row @row's connection shows. */
static guint
label_ink (PwConnectingWallPlay *play, guint row)
{
  GtkWidget *area = pw_ui_find (GTK_WIDGET (play), GTK_TYPE_DRAWING_AREA, "wall-play");
  graphene_rect_t r;
  g_assert_true (pw_connecting_wall_play_get_label_rect (play, row, &r));
  int w, h;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (area, &w, &h, &stride);
  guint ink = 0;
  for (int y = (int) r.origin.y; y < (int) (r.origin.y + r.size.height) && y < h; y++)
    for (int x = (int) r.origin.x; x < (int) (r.origin.x + r.size.width) && x < w; x++)
      {
        const guint8 *p = px + y * stride + x * 4;
        ink += p[3] > 200 && p[0] < 100 && p[1] < 100 && p[2] < 100;
      }
  return ink;
}

static gboolean
sidebar_shown (PwWindow *win)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (win),
                                                                "show-sidebar");
  return g_variant_get_boolean (state);
}

/* Play: each connection shows once its group is found; the panels that
 * would give the answer away are hidden while playing and come back. */
static void
test_play_reveals (void)
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor = open_wall (app, &numbered_wall (150, 3)->parent, 1200, 800,
                                              &win, &doc);
  GtkWidget *panel = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_LIST_BOX, "wall-categories");
  GtkWidget *verdict = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_LABEL, "wall-verdict");
  g_assert_true (gtk_widget_is_drawable (panel));
  g_assert_true (sidebar_shown (win));
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);
  PwConnectingWallPlay *play = PW_CONNECTING_WALL_PLAY (pw_connecting_wall_editor_get_play (editor));
  GtkWidget *area = pw_ui_find (GTK_WIDGET (play), GTK_TYPE_DRAWING_AREA, "wall-play");
  pw_ui_wait_drawn (area);
  g_assert_false (gtk_widget_is_drawable (panel));
  g_assert_false (gtk_widget_is_drawable (verdict));
  g_assert_false (sidebar_shown (win));

  g_assert_cmpuint (label_ink (play, 0), ==, 0);
  pick_group (play, 2);
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  g_assert_cmpuint (label_ink (play, 0), >, 20);
  g_assert_cmpuint (label_ink (play, 1), ==, 0);
  pw_ui_screenshot (GTK_WIDGET (win), "wall-play-found");

  /* Escape goes back to editing, all as it was. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.stop-playing", NULL);
  g_assert_null (pw_connecting_wall_editor_get_play (editor));
  pw_test_wait_until (gtk_widget_is_drawable (panel) && sidebar_shown (win));
  g_assert_true (gtk_widget_is_drawable (panel));
  g_assert_true (gtk_widget_is_drawable (verdict));
  g_assert_true (sidebar_shown (win));
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

typedef struct
{
  PwConnectingWallPlay *play;
  guint seen[5];   /* how often each count of done rows was seen once over */
} EndWatch;

static gboolean
all_resolved (gpointer data)
{
  EndWatch *w = data;
  if (pw_connecting_wall_play_is_over (w->play))
    w->seen[pw_connecting_wall_play_get_found (w->play)]++;
  return pw_connecting_wall_play_get_found (w->play) == 4 && play_idle (w->play);
}

static PwConnectingWallPlay *
start_play (PwConnectingWallEditor *editor)
{
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);
  PwConnectingWallPlay *play = PW_CONNECTING_WALL_PLAY (pw_connecting_wall_editor_get_play (editor));
  pw_ui_wait_drawn (pw_ui_find (GTK_WIDGET (play), GTK_TYPE_DRAWING_AREA, "wall-play"));
  return play;
}

/* The designer's time limit and lives; at the end the groups not found
 * are resolved one by one, or at once with reduced motion. */
static void
test_play_settings_and_end (void)
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor = open_wall (app, &numbered_wall (150, 3)->parent, 1200, 800,
                                              &win, &doc);
  /* Set from the Play button's menu, saved with the wall. */
  GtkWidget *time_limit = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_SPIN_BUTTON, "wall-time-limit");
  GtkWidget *lives = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_SPIN_BUTTON, "wall-lives");
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (time_limit)), ==, 150);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (time_limit)), ==, "2:30");
  gtk_editable_set_text (GTK_EDITABLE (time_limit), "0:02");
  gtk_spin_button_update (GTK_SPIN_BUTTON (time_limit));
  g_assert_cmpuint (model_of (win)->time_limit, ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (lives), 1);
  g_assert_cmpuint (model_of (win)->lives, ==, 1);
  pw_document_undo (doc);
  g_assert_cmpuint (model_of (win)->lives, ==, 3);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (lives)), ==, 3);
  pw_document_redo (doc);

  /* One life: two groups found, one wrong pick, and the other two are
   * resolved one after the other. */
  PwConnectingWallPlay *play = start_play (editor);
  pick_group (play, 0);
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  pick_group (play, 3);
  g_assert_cmpint (pw_connecting_wall_play_get_lives (play), ==, 1);
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  static const guint wrong[] = { 4, 5, 6, 8 };
  for (guint i = 0; i < 4; i++)
    g_assert_true (pw_connecting_wall_play_pick (play, wrong[i]));
  EndWatch w = { play };
  g_assert_true (pw_ui_wait_for (all_resolved, &w, 10000));
  g_assert_true (pw_connecting_wall_play_is_over (play));
  g_assert_true (pw_ui_has_label (GTK_WIDGET (play), "Out of lives"));
  g_assert_cmpuint (w.seen[3], >, 0);
  for (guint row = 0; row < 4; row++)
    g_assert_cmpuint (label_ink (play, row), >, 20);
  pw_ui_screenshot (GTK_WIDGET (win), "wall-play-resolved");
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);

  /* Out of time (two seconds): resolved one by one. */
  play = start_play (editor);
  EndWatch t = { play };
  g_assert_true (pw_ui_wait_for (all_resolved, &t, 15000));
  g_assert_true (pw_ui_has_label (GTK_WIDGET (play), "Time’s up"));
  g_assert_cmpuint (t.seen[1] + t.seen[2] + t.seen[3], >, 0);
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);

  /* Reduced motion: nothing moves, and the end resolves all at once. */
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (editor));
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  play = start_play (editor);
  pick_group (play, 1);
  g_assert_false (pw_connecting_wall_play_is_busy (play));
  EndWatch r = { play };
  g_assert_true (pw_ui_wait_for (all_resolved, &r, 15000));
  g_assert_cmpuint (r.seen[2] + r.seen[3], ==, 0);
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.play", NULL);

  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

/* A CJK wall (the sample): the component depth and "not a category"
 * take the categories again from the table, when the build has it. */
static void
test_cjk_panel (void)
{
  if (pw_connecting_wall_cjk_table_get_default (NULL) == NULL)
    {
      g_test_skip ("no decomposition table in this build");
      return;
    }
  /* The kind's own loader on the sample's puzzle (the test registers no
   * kinds, so not through the document loader). */
  PwModel *model = pw_test_sample_puzzle (pw_connecting_wall_kind ());
  PwWindow *win = pw_ui_window_with_model (app, model, 2, 1200, 800);
  PwDocument *doc = pw_window_get_document (win);
  PwConnectingWallEditor *editor = PW_CONNECTING_WALL_EDITOR (pw_ui_find (GTK_WIDGET (win), PW_TYPE_CONNECTING_WALL_EDITOR, NULL));
  /* The sample marks 二 (inside 示 and 由) not a category. */
  g_assert_null (pw_connecting_wall_category_find (model_of (win), "二"));
  g_assert_nonnull (pw_connecting_wall_category_find (model_of (win), "凵"));
  GtkWidget *depth = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_SPIN_BUTTON, "wall-depth");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (depth), 1);
  g_assert_cmpuint (model_of (win)->depth, ==, 1);
  /* At depth 1 only direct components: 凵 sits deeper, in 由. */
  g_assert_null (pw_connecting_wall_category_find (model_of (win), "凵"));
  wait_verdict (editor, "Unique");
  pw_document_undo (doc);
  g_assert_cmpuint (model_of (win)->depth, ==, 2);
  g_assert_nonnull (pw_connecting_wall_category_find (model_of (win), "凵"));
  /* 凵 is on the cards of 由 (its twin, shown as one row with it): the
   * row struck off is both. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.exclude-category", "s", "凵");
  g_assert_null (pw_connecting_wall_category_find (model_of (win), "凵"));
  g_assert_null (pw_connecting_wall_category_find (model_of (win), "由"));
  g_assert_cmpuint (model_of (win)->excluded->len, ==, 3);
  g_assert_nonnull (pw_connecting_wall_category_find (model_of (win), "疒"));
  pw_ui_destroy_window (win);
}

static gboolean
has_focus_in (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  return focus && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Types @text into @entry and presses Enter. */
static void
type_enter (GtkWidget *entry, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
}

static guint
undo_steps (PwDocument *doc)
{
  guint n = 0;
  while (pw_document_undo (doc))
    n++;
  for (guint i = 0; i < n; i++)
    pw_document_redo (doc);
  return n;
}

/* An English wall typed by hand: a blank wall opens on its first card,
 * Enter goes on to the next card, the connection is the row's category,
 * Enter adds a new category; a card typed with pauses is one undo step. */
static void
test_type_by_hand (void)
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor = open_wall (app, pw_connecting_wall_kind ()->create_default (),
                                              1200, 800, &win, &doc);
  GtkWidget *card = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_ENTRY, "wall-card-entry");
  GtkWidget *connection = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_ENTRY, "wall-connection-entry");
  GtkWidget *category = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_ENTRY, "wall-category-entry");
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 0);
  g_assert_true (pw_ui_wait_for (has_focus_in, card, 3000));

  static const char *const zero[] = { "Nil", "Love", "Duck", "Zilch" };
  for (guint k = 0; k < 4; k++)
    {
      type_enter (card, zero[k]);
      g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), k, NULL, NULL)->text, ==, zero[k]);
      g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, (int) k + 1);
      g_assert_true (has_focus_in (card));
    }
  g_assert_cmpuint (undo_steps (doc), ==, 4);

  /* The row's connection is the category of its cards. */
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.select-card", "i", 2);
  type_enter (connection, "Terms for zero");
  g_assert_true (has_focus_in (card));
  const PwConnectingWallModel *m = model_of (win);
  g_assert_nonnull (pw_connecting_wall_category_find (m, "Terms for zero"));
  for (guint k = 0; k < 4; k++)
    g_assert_true (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, k, NULL, NULL),
                                                         "Terms for zero"));

  /* Enter in "New category" adds it, ticked for the card selected. */
  gtk_editable_set_text (GTK_EDITABLE (category), "Cricket");
  g_signal_emit_by_name (category, "activate");
  m = model_of (win);
  g_assert_nonnull (pw_connecting_wall_category_find (m, "Cricket"));
  g_assert_true (pw_connecting_wall_card_has_category (pw_connecting_wall_card_at (m, 2, NULL, NULL),
                                                       "Cricket"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (category)), ==, "");

  /* A card typed with a pause (applied at the pause, so the canvas
   * follows) is still one undo step. */
  guint before = undo_steps (doc);
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.select-card", "i", 4);
  gtk_editable_set_text (GTK_EDITABLE (card), "Goo");
  pw_test_wait_until (g_strcmp0 (pw_connecting_wall_card_at (model_of (win), 4, NULL, NULL)->text, "Goo") == 0);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 4, NULL, NULL)->text, ==, "Goo");
  gtk_editable_set_text (GTK_EDITABLE (card), "Goose egg");
  pw_test_wait_until (g_strcmp0 (pw_connecting_wall_card_at (model_of (win), 4, NULL, NULL)->text, "Goose egg") == 0);
  g_signal_emit_by_name (card, "activate");
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 4, NULL, NULL)->text, ==, "Goose egg");
  g_assert_cmpuint (undo_steps (doc), ==, before + 1);
  pw_document_undo (doc);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 4, NULL, NULL)->text, ==, "");

  pw_ui_screenshot (GTK_WIDGET (win), "wall-typed");
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

static gboolean
press_key (GtkWidget *canvas, guint keyval, GdkModifierType state)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (canvas);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        {
          gboolean handled = FALSE;
          g_signal_emit_by_name (c, "key-pressed", keyval, 0, state, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
}

/* The wall with the keys only: it opens with the focus on the canvas and
 * its first card selected; the arrows select, Alt+arrows swap (as
 * Ctrl+arrows do), Enter types the card. */
static void
test_canvas_keys (void)
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor = open_wall (app, &ambiguous_wall ()->parent, 1200, 800, &win,
                                              &doc);
  GtkWidget *canvas = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_DRAWING_AREA, "wall-canvas");
  GtkWidget *card = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_ENTRY, "wall-card-entry");
  g_assert_true (pw_ui_wait_for (has_focus_in, canvas, PW_TEST_WAIT_MS));
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 0);
  g_assert_true (press_key (canvas, GDK_KEY_Right, 0));
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 1);
  press_key (canvas, GDK_KEY_Down, 0);
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 3);
  press_key (canvas, GDK_KEY_Left, GDK_ALT_MASK);
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 2, NULL, NULL)->text, ==, "D");
  g_assert_cmpstr (pw_connecting_wall_card_at (model_of (win), 3, NULL, NULL)->text, ==, "C");
  g_assert_cmpstr (pw_document_get_undo_label (doc), ==, "Move Card");
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (editor), ==, 2);
  press_key (canvas, GDK_KEY_Return, 0);
  g_assert_true (has_focus_in (card));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (card)), ==, "D");
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

/* A label under @root saying @text that is not inside @outside. */
static gboolean
label_outside (GtkWidget *root, GtkWidget *outside, const char *text)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (c == outside)
        continue;
      if (GTK_IS_LABEL (c) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (c)), text) == 0
          && gtk_widget_get_mapped (c))
        return TRUE;
      if (label_outside (c, outside, text))
        return TRUE;
    }
  return FALSE;
}

typedef struct
{
  GtkWidget *win, *editor;
  const char *text;
} ToastWait;

static gboolean
toast_shown (gpointer data)
{
  ToastWait *w = data;
  return label_outside (w->win, w->editor, w->text);
}

/* Verify gives a sign that it ran even when the verdict stays the same:
 * a spinner while it runs, and the verdict in a toast. */
static void
test_verify_sign (void)
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor = open_wall (app, &ambiguous_wall ()->parent, 1200, 800, &win,
                                              &doc);
  wait_verdict (editor, "2 groupings");
  g_autofree char *verdict = g_strdup (pw_connecting_wall_editor_get_verdict (editor));
  ToastWait w = { GTK_WIDGET (win), GTK_WIDGET (editor), verdict };
  g_assert_false (toast_shown (&w));
  GtkWidget *spinner = pw_ui_find (GTK_WIDGET (editor), GTK_TYPE_SPINNER, NULL);
  g_assert_false (gtk_widget_get_visible (spinner));
  gtk_widget_activate_action (GTK_WIDGET (editor), "wall-editor.verify", NULL);
  g_assert_true (gtk_widget_get_visible (spinner));
  g_assert_true (pw_ui_wait_for (toast_shown, &w, 10000));
  g_assert_false (gtk_widget_get_visible (spinner));
  g_assert_cmpstr (pw_connecting_wall_editor_get_verdict (editor), ==, w.text);
  pw_document_save_point (doc);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (doc);
  pw_test_drain ();
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  g_test_add_func ("/connecting-wall/editor", test_editor);
  g_test_add_func ("/connecting-wall/play", test_play);
  g_test_add_func ("/connecting-wall/cjk-panel", test_cjk_panel);
  g_test_add_func ("/connecting-wall/type-by-hand", test_type_by_hand);
  g_test_add_func ("/connecting-wall/verify-sign", test_verify_sign);
  g_test_add_func ("/connecting-wall/canvas-keys", test_canvas_keys);
  g_test_add_func ("/connecting-wall/play-reveals", test_play_reveals);
  g_test_add_func ("/connecting-wall/play-settings-and-end", test_play_settings_and_end);
  return pw_ui_test_finish (g_test_run ());
}
