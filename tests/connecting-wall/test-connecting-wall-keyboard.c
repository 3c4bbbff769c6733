/* The connecting wall from the keyboard alone, and with the desktop's
 * accessibility settings: real key presses (xdotool) move between cards,
 * type a card, move a card to another row and pick a group in play; the
 * focus ring shows where the keyboard is; high contrast numbers the
 * groups, large text enlarges the canvas, reduced motion puts a found
 * group in its row at once.  Skipped without a display or xdotool. */
#include <string.h>

#include "connecting-wall-editor.h"
#include "connecting-wall-kind.h"
#include "connecting-wall-play.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

/* Four groups of four: "card N" in group N / 4. */
static PwConnectingWallModel *
plain_wall (void)
{
  PwConnectingWallModel *m = pw_connecting_wall_model_new (4);
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

typedef struct
{
  PwWindow *win;
  PwDocument *doc;
  PwConnectingWallEditor *editor;
  GtkWidget *canvas;
} Fixture;

static void
open_wall (Fixture *f)
{
  f->win = pw_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (f->win), 1200, 800);
  gtk_window_present (GTK_WINDOW (f->win));
  f->doc = pw_document_new_with_model (&plain_wall ()->parent, 3);
  pw_window_set_document (f->win, f->doc);
  pw_ui_wait_drawn (GTK_WIDGET (f->win));
  f->editor = PW_CONNECTING_WALL_EDITOR (pw_ui_find (GTK_WIDGET (f->win),
                                                     PW_TYPE_CONNECTING_WALL_EDITOR, NULL));
  f->canvas = pw_ui_find (GTK_WIDGET (f->editor), GTK_TYPE_DRAWING_AREA, "wall-canvas");
  pw_ui_wait_drawn (f->canvas);
}

static void
close_wall (Fixture *f)
{
  pw_document_save_point (f->doc);
  gtk_window_destroy (GTK_WINDOW (f->win));
  g_object_unref (f->doc);
  pw_test_drain ();
}

static const char *
card_text (Fixture *f, guint index)
{
  const PwConnectingWallModel *m
    = (const PwConnectingWallModel *) pw_document_get_model (f->doc);
  return pw_connecting_wall_card_at (m, index, NULL, NULL)->text;
}

/* Pixels of @widget as drawn whose colour is within 40 of @rgb, in the
 * rectangle (@x, @y, @w, @h). */
static int
count_colour (GtkWidget *widget, guint32 rgb, int x, int y, int w, int h)
{
  int width, height;
  gsize stride;
  g_autofree guint8 *px = pw_ui_render (widget, &width, &height, &stride);
  int n = 0;
  for (int j = MAX (y, 0); j < MIN (y + h, height); j++)
    for (int i = MAX (x, 0); i < MIN (x + w, width); i++)
      {
        const guint8 *p = px + j * stride + i * 4; /* B G R A */
        if (ABS (p[2] - (int) (rgb >> 16 & 0xff)) < 40 && ABS (p[1] - (int) (rgb >> 8 & 0xff)) < 40
            && ABS (p[0] - (int) (rgb & 0xff)) < 40)
          n++;
      }
  return n;
}

/* The focus ring's dark blue around card @index. */
static int
ring_pixels (Fixture *f, guint index)
{
  graphene_rect_t r;
  g_assert_true (pw_connecting_wall_editor_get_card_rect (f->editor, index, &r));
  return count_colour (f->canvas, 0x1c5cb5, (int) r.origin.x - 5, (int) r.origin.y - 5,
                       (int) r.size.width + 10, 6);
}

static void
test_editor_keys (void)
{
  Fixture f;
  open_wall (&f);
  gtk_widget_grab_focus (f.canvas);
  pw_ui_wait_layout (f.canvas);
  /* Arriving on the wall selects its first card, ringed. */
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (f.editor), ==, 0);
  if (!pw_ui_press_keys (f.canvas, "Right", "Right", "Down", NULL))
    {
      close_wall (&f);
      return;
    }
  /* Row 2, card 3. */
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (f.editor), ==, 6);
  pw_ui_assert_heard (f.canvas, "Row 2, card 3: card 6");
  g_assert_cmpint (ring_pixels (&f, 6), >, 20);
  g_assert_cmpint (ring_pixels (&f, 0), ==, 0);
  /* At the edge the cursor stays, and stays on the wall. */
  pw_ui_press_keys (f.canvas, "Right", "Right", "Right", NULL);
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (f.editor), ==, 7);
  g_assert_true (gtk_widget_has_focus (f.canvas));

  /* Typing a letter edits the card from that letter; Escape keeps it and
   * comes back to the wall (Enter would go on to the next card). */
  pw_ui_press_keys (f.canvas, "L", "i", "o", "n", "Escape", NULL);
  g_assert_cmpstr (card_text (&f, 7), ==, "Lion");
  g_assert_true (gtk_widget_has_focus (f.canvas));
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (f.editor), ==, 7);

  /* Ctrl+Up moves the card to the row above, as one undoable step, and
   * the selection goes with it. */
  pw_ui_press_keys (f.canvas, "ctrl+Up", NULL);
  g_assert_cmpstr (card_text (&f, 3), ==, "Lion");
  g_assert_cmpstr (card_text (&f, 7), ==, "card 3");
  g_assert_cmpint (pw_connecting_wall_editor_get_selected (f.editor), ==, 3);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Move Card");

  /* Enter opens the text; Escape comes back without leaving the editor. */
  pw_ui_press_keys (f.canvas, "Return", NULL);
  g_assert_false (gtk_widget_has_focus (f.canvas));
  pw_ui_press_keys (f.canvas, "Escape", NULL);
  g_assert_true (gtk_widget_has_focus (f.canvas));
  close_wall (&f);
}

static gboolean
play_idle (gpointer data)
{
  return !pw_connecting_wall_play_is_busy (data);
}

/* Moves the play cursor to @place with arrow keys and picks the card
 * there with Space. */
static void
pick_place (PwConnectingWallPlay *play, GtkWidget *area, guint place)
{
  guint from = pw_connecting_wall_play_get_cursor (play);
  int drow = (int) (place / 4) - (int) (from / 4), dcol = (int) (place % 4) - (int) (from % 4);
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  for (; drow != 0; drow += drow > 0 ? -1 : 1)
    g_ptr_array_add (keys, drow > 0 ? "Down" : "Up");
  for (; dcol != 0; dcol += dcol > 0 ? -1 : 1)
    g_ptr_array_add (keys, dcol > 0 ? "Right" : "Left");
  g_ptr_array_add (keys, NULL);
  pw_ui_press_keyv (area, (const char *const *) keys->pdata);
  g_assert_cmpuint (pw_connecting_wall_play_get_cursor (play), ==, place);
  pw_ui_press_keys (area, "space", NULL);
}

/* Picks group @g (its four cards, wherever the shuffle put them). */
static void
pick_group_by_keys (PwConnectingWallPlay *play, GtkWidget *area, guint g)
{
  for (guint k = 0; k < 4; k++)
    for (guint place = 0; place < 16; place++)
      if (pw_connecting_wall_play_card_at_place (play, place) == (int) (g * 4 + k))
        {
          g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
          pick_place (play, area, place);
          break;
        }
}

static PwConnectingWallPlay *
start_play (Fixture *f, GtkWidget **area)
{
  gtk_widget_activate_action (GTK_WIDGET (f->editor), "wall-editor.play", NULL);
  PwConnectingWallPlay *play
    = PW_CONNECTING_WALL_PLAY (pw_connecting_wall_editor_get_play (f->editor));
  *area = pw_ui_find (GTK_WIDGET (play), GTK_TYPE_DRAWING_AREA, "wall-play");
  pw_ui_wait_drawn (*area);
  return play;
}

static void
test_play_keys (void)
{
  Fixture f;
  open_wall (&f);
  GtkWidget *area;
  PwConnectingWallPlay *play = start_play (&f, &area);
  /* The game takes the keyboard when it starts. */
  g_assert_true (gtk_widget_has_focus (area));
  if (!pw_ui_press_keys (area, "Right", "Left", NULL))
    {
      close_wall (&f);
      return;
    }
  pick_group_by_keys (play, area, 2);
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 1);
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  pick_group_by_keys (play, area, 0);
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 2);
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  pick_group_by_keys (play, area, 1);
  /* The last group falls into place. */
  g_assert_true (pw_connecting_wall_play_is_over (play));
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 4);
  /* Play again (the button's key is the editor's): back to the wall,
   * which has the keyboard again. */
  gtk_widget_activate_action (GTK_WIDGET (f.editor), "wall-editor.play", NULL);
  g_assert_true (gtk_widget_has_focus (f.canvas));
  close_wall (&f);
}

/* Reduced motion: a found group takes its row at once. */
static void
test_reduced_motion (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  Fixture f;
  open_wall (&f);
  GtkWidget *area;
  PwConnectingWallPlay *play = start_play (&f, &area);
  for (guint k = 0; k < 4; k++)
    g_assert_true (pw_connecting_wall_play_pick (play, 4 + k));
  g_assert_cmpuint (pw_connecting_wall_play_get_found (play), ==, 1);
  g_assert_false (pw_connecting_wall_play_is_busy (play));
  /* With animations, the same pick glides (and input waits). */
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  for (guint k = 0; k < 4; k++)
    g_assert_true (pw_connecting_wall_play_pick (play, 8 + k));
  g_assert_true (pw_connecting_wall_play_is_busy (play));
  g_assert_true (pw_ui_wait_for (play_idle, play, 5000));
  close_wall (&f);
}

/* Black pixels in the top left corner of card @index: the group's badge,
 * where text never is. */
static int
badge_pixels (Fixture *f, guint index)
{
  graphene_rect_t r;
  g_assert_true (pw_connecting_wall_editor_get_card_rect (f->editor, index, &r));
  return count_colour (f->canvas, 0x000000, (int) r.origin.x + 2, (int) r.origin.y + 2,
                       (int) (r.size.width * 0.3), (int) (r.size.height * 0.3));
}

/* High contrast: the groups' pale colours get their numbers too. */
static void
test_high_contrast (void)
{
  Fixture f;
  open_wall (&f);
  g_assert_cmpint (badge_pixels (&f, 5), ==, 0);
  if (!pw_ui_set_high_contrast (TRUE))
    {
      close_wall (&f);
      return;
    }
  pw_ui_wait_layout (f.canvas);
  g_assert_cmpint (badge_pixels (&f, 5), >, 20);
  pw_ui_screenshot (GTK_WIDGET (f.win), "wall-high-contrast");
  pw_ui_set_high_contrast (FALSE);
  pw_ui_wait_layout (f.canvas);
  g_assert_cmpint (badge_pixels (&f, 5), ==, 0);
  close_wall (&f);
}

static gboolean
is_light_text (guint8 r, guint8 g, guint8 b, guint8 a)
{
  /* Premultiplied: a light pixel of the text, mostly covered. */
  return a > 160 && r > 160 && g > 160 && b > 160;
}

static gboolean
is_dark_text (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return a > 160 && r < 90 && g < 90 && b < 90;
}

/* Pixels passing @test in the column beside the first row's cards, where
 * the row's connection is written on the window itself. */
static guint
label_pixels (Fixture *f, PwUiPixelTest test)
{
  graphene_rect_t last;
  g_assert_true (pw_connecting_wall_editor_get_card_rect (f->editor, 3, &last));
  g_autoptr (PwUiPixels) px = pw_ui_pixels (f->canvas);
  int x0 = (int) (last.origin.x + last.size.width) + 2;
  return pw_ui_pixels_count (px, x0, (int) last.origin.y, px->width,
                             (int) (last.origin.y + last.size.height), test);
}

/* The dark style: the connections beside the rows are written in the
 * window's light text, not in the dark ink of the cards (which would be
 * dark on dark, unreadable). */
static void
test_dark_style (void)
{
  Fixture f;
  open_wall (&f);
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_assert_cmpuint (label_pixels (&f, is_dark_text), >, 20);
  g_assert_cmpuint (label_pixels (&f, is_light_text), ==, 0);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  pw_test_drain ();
  pw_ui_wait_layout (f.canvas);
  g_assert_cmpuint (label_pixels (&f, is_light_text), >, 20);
  g_assert_cmpuint (label_pixels (&f, is_dark_text), ==, 0);
  pw_ui_screenshot (GTK_WIDGET (f.win), "wall-dark");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  pw_test_drain ();
  pw_ui_wait_layout (f.canvas);
  g_assert_cmpuint (label_pixels (&f, is_dark_text), >, 20);
  close_wall (&f);
}

/* Large text: the canvas asks for room in step with the text. */
static void
test_large_text (void)
{
  Fixture f;
  open_wall (&f);
  GtkDrawingArea *area = GTK_DRAWING_AREA (f.canvas);
  int width = gtk_drawing_area_get_content_width (area);
  int height = gtk_drawing_area_get_content_height (area);
  GtkSettings *settings = gtk_widget_get_settings (f.canvas);
  int dpi;
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 3 / 2, NULL);
  pw_ui_wait_layout (GTK_WIDGET (area));
  g_assert_cmpint (gtk_drawing_area_get_content_width (area), ==, width * 3 / 2);
  g_assert_cmpint (gtk_drawing_area_get_content_height (area), ==, height * 3 / 2);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  pw_ui_wait_layout (GTK_WIDGET (area));
  g_assert_cmpint (gtk_drawing_area_get_content_width (area), ==, width);
  close_wall (&f);
}

int
main (int argc, char **argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE); /* for pw_ui_assert_heard () */
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  app = pw_ui_test_app ();
  g_test_add_func ("/connecting-wall/keyboard/editor", test_editor_keys);
  g_test_add_func ("/connecting-wall/keyboard/play", test_play_keys);
  g_test_add_func ("/connecting-wall/settings/reduced-motion", test_reduced_motion);
  g_test_add_func ("/connecting-wall/settings/high-contrast", test_high_contrast);
  g_test_add_func ("/connecting-wall/settings/dark", test_dark_style);
  g_test_add_func ("/connecting-wall/settings/large-text", test_large_text);
  return pw_ui_test_finish (g_test_run ());
}
