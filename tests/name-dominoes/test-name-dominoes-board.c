/* The name-dominoes board canvas in a real window (under Xvfb): putting a
 * tile from the list onto the board, moving a placed tile, rotating it,
 * pinning it and taking it off.  Each gesture is checked three ways: the
 * model (placement, direction, pinned flag), the canvas's pixels (ink
 * appears where a tile lands and goes where it left) and undo (the
 * gesture is one edit: one win.undo restores the model as it was).
 *
 * Input goes through the editor's own controllers, found on the widgets
 * by type (the canvas has one of each kind, a list row one drag source):
 * the tests emit GtkDragSource::prepare on a list row and
 * GtkDropTarget::drop on the canvas with the provider's value,
 * GtkGestureDrag::drag-begin/-update/-end for clicks and drags on the
 * board, GtkGestureClick::pressed for the right-click menu (then
 * ::clicked on its item), and the editor class's key bindings for R, P
 * and Delete (the shortcut bound to the key runs its action).  Emitting
 * the signals runs the editor's real handlers; nothing is called directly.
 * What this does not cover is GTK's own event delivery (that a pointer
 * press reaches the gesture), which the domino-grid editor's real-drag
 * test checks with xdotool.  Skipped without a display. */
#include <stdio.h>
#include <string.h>

#include "name-dominoes-render.h"
#include "name-dominoes-model.h"
#include "pw-application.h"
#include "pw-window.h"
#include "ui-helpers.h"

static PwApplication *app;

typedef struct
{
  PwWindow *win;
  PwDocument *doc;
  GtkWidget *canvas;
} Fixture;

static const PwNameDominoesModel *
model_of (Fixture *f)
{
  return (const PwNameDominoesModel *) pw_document_get_model (f->doc);
}

static const PwNameDominoesTile *
tile_of (Fixture *f, guint t)
{
  g_assert_cmpuint (t, <, model_of (f)->tiles->len);
  return model_of (f)->tiles->pdata[t];
}

/* A 6×4 board with three two-name tiles and one one-name tile, the tiles
 * given as "TIM|COOK" with their place (x < 0: in the list only). */
static void
fixture_open (Fixture *f, const int (*places)[3])
{
  static const char *const specs[][2] = {
    { "TIM", "COOK" }, { "NEVE", "CAMPBELL" }, { "AMY", "ADAMS" },
  };
  PwNameDominoesModel *m = pw_name_dominoes_model_new (6, 4);
  for (guint t = 0; t < G_N_ELEMENTS (specs); t++)
    {
      pw_name_dominoes_model_add_tile (m, specs[t], 2);
      if (places != NULL && places[t][0] >= 0)
        g_assert_true (pw_name_dominoes_model_place (m, t, places[t][0], places[t][1],
                                             (PwNameDominoesDirection) places[t][2], NULL));
    }
  f->win = pw_ui_window_with_model (app, &m->parent, 7, 1200, 800);
  f->doc = pw_window_get_document (f->win);
  f->canvas = pw_ui_find (GTK_WIDGET (f->win), GTK_TYPE_DRAWING_AREA, "names-board");
  g_assert_nonnull (f->canvas);
  pw_ui_wait_drawn (f->canvas);
  g_assert_false (pw_document_can_undo (f->doc));
}

static void key (Fixture *f, guint keyval);

/* Zooms in with + on the canvas (no edit) so names are some pixels. */
static void
zoom_in (Fixture *f, int steps)
{
  int before = gtk_widget_get_width (f->canvas);
  for (int k = 0; k < steps; k++)
    key (f, GDK_KEY_plus);
  /* Laid out at the size the new zoom asks. */
  pw_test_wait_until (gtk_widget_get_width (f->canvas) > before
                      && gtk_widget_get_width (f->canvas)
                           == gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (f->canvas)));
  g_assert_false (pw_document_can_undo (f->doc));
}

static void
fixture_close (Fixture *f)
{
  pw_ui_destroy_window (f->win);
}

/* ---- controllers ---- */

/* The one controller of @type on @widget. */
static GtkEventController *
controller_of (GtkWidget *widget, GType type)
{
  g_autoptr (GListModel) list = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        {
          g_assert_null (found); /* the lookup by type must be unambiguous */
          found = c;
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* ---- where squares are drawn ---- */

/* Canvas pixels per point: the canvas is the board's natural size scaled. */
static double
canvas_scale (Fixture *f)
{
  double w, h;
  pw_name_dominoes_render_board_size (&model_of (f)->parent, &w, &h);
  return gtk_widget_get_width (f->canvas) / w;
}

static double
frame_points (Fixture *f)
{
  double w, h;
  pw_name_dominoes_render_board_size (&model_of (f)->parent, &w, &h);
  return (w - model_of (f)->width * PW_NAME_DOMINOES_RENDER_SQUARE) / 2;
}

/* The canvas point at fraction (@fx, @fy) of square (@sx, @sy). */
static void
square_point (Fixture *f, int sx, int sy, double fx, double fy, double *x, double *y)
{
  double s = canvas_scale (f), fr = frame_points (f);
  *x = (fr + (sx + fx) * PW_NAME_DOMINOES_RENDER_SQUARE) * s;
  *y = (fr + (sy + fy) * PW_NAME_DOMINOES_RENDER_SQUARE) * s;
}

/* Grey or black: text, its antialiased edges, box lines (not the blue
 * selection, not white). */
static gboolean
is_dark (guint8 r, guint8 g, guint8 b, guint8 a)
{
  return r < 160 && g < 160 && b < 160 && a > 200;
}

/* The canvas as drawn once it has taken what was done to it. */
static PwUiPixels *
render (Fixture *f)
{
  pw_test_drain ();
  return pw_ui_pixels (f->canvas);
}

/* Dark pixels in canvas rectangle (x0, y0)-(x1, y1). */
static guint
count_dark (const PwUiPixels *p, double x0, double y0, double x1, double y1)
{
  return pw_ui_pixels_count (p, (int) x0, (int) y0, (int) x1, (int) y1, is_dark);
}

static guint
dark_in (Fixture *f, double x0, double y0, double x1, double y1)
{
  g_autoptr (PwUiPixels) p = render (f);
  return count_dark (p, x0, y0, x1, y1);
}

/* Ink (a name) in the middle of square (@sx, @sy), away from box edges. */
static guint
ink_in (Fixture *f, const PwUiPixels *p, int sx, int sy)
{
  double x0, y0, x1, y1;
  square_point (f, sx, sy, 0.2, 0.2, &x0, &y0);
  square_point (f, sx, sy, 0.8, 0.8, &x1, &y1);
  return count_dark (p, x0, y0, x1, y1);
}

static guint
ink (Fixture *f, int sx, int sy)
{
  g_autoptr (PwUiPixels) p = render (f);
  return ink_in (f, p, sx, sy);
}

#define INKED 20 /* dark pixels a short name leaves at the tests' zoom */

/* The squares inked on the board, as a bit per square (x + y × width). */
static guint64
inked_squares (Fixture *f)
{
  g_autoptr (PwUiPixels) p = render (f);
  guint64 bits = 0;
  for (guint y = 0; y < model_of (f)->height; y++)
    for (guint x = 0; x < model_of (f)->width; x++)
      {
        guint n = ink_in (f, p, (int) x, (int) y);
        if (n > 0 && n < INKED) /* nothing half drawn */
          g_error ("square (%u,%u) has only %u dark pixels", x, y, n);
        if (n > 0)
          bits |= G_GUINT64_CONSTANT (1) << (x + y * model_of (f)->width);
      }
  return bits;
}

/* The squares the model's placed tiles cover, in the same bits. */
static guint64
covered_squares (Fixture *f)
{
  const PwNameDominoesModel *m = model_of (f);
  guint64 bits = 0;
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      for (guint k = 0; tile->placed && k < tile->n_names; k++)
        {
          int sx, sy;
          pw_name_dominoes_square (tile->x, tile->y, tile->direction, k, &sx, &sy);
          bits |= G_GUINT64_CONSTANT (1) << (sx + sy * (int) m->width);
        }
    }
  return bits;
}

static guint64
bit (Fixture *f, int x, int y)
{
  return G_GUINT64_CONSTANT (1) << (x + y * (int) model_of (f)->width);
}

/* The canvas shows exactly what the model holds, square by square. */
static void
assert_canvas_matches (Fixture *f)
{
  g_assert_cmphex (inked_squares (f), ==, covered_squares (f));
}

static void
assert_tile (Fixture *f, guint t, int x, int y, PwNameDominoesDirection dir, gboolean pinned)
{
  const PwNameDominoesTile *tile = tile_of (f, t);
  g_assert_true (tile->placed);
  g_assert_cmpint (tile->x, ==, x);
  g_assert_cmpint (tile->y, ==, y);
  g_assert_cmpint (tile->direction, ==, dir);
  g_assert_cmpint (tile->pinned, ==, pinned);
}

/* ---- undo ---- */

/* A copy of each tile's placement, to compare after undo. */
typedef struct
{
  guint n;
  PwNameDominoesTile tiles[8];
} Snapshot;

static Snapshot
snapshot (Fixture *f)
{
  Snapshot s = { model_of (f)->tiles->len, { { { NULL } } } };
  g_assert_cmpuint (s.n, <=, G_N_ELEMENTS (s.tiles));
  for (guint t = 0; t < s.n; t++)
    {
      s.tiles[t] = *tile_of (f, t);
      memset (s.tiles[t].names, 0, sizeof s.tiles[t].names);
    }
  return s;
}

static void
assert_snapshot (Fixture *f, const Snapshot *s)
{
  g_assert_cmpuint (model_of (f)->tiles->len, ==, s->n);
  for (guint t = 0; t < s->n; t++)
    {
      const PwNameDominoesTile *a = tile_of (f, t), *b = &s->tiles[t];
      g_assert_cmpint (a->placed, ==, b->placed);
      g_assert_cmpint (a->pinned, ==, b->pinned);
      if (a->placed)
        {
          g_assert_cmpint (a->x, ==, b->x);
          g_assert_cmpint (a->y, ==, b->y);
          g_assert_cmpint (a->direction, ==, b->direction);
        }
    }
}

/* The gesture just made was one edit named @label: one undo brings back
 * @before (model and pixels), and redo brings back @after. */
static void
assert_one_edit (Fixture *f, const char *label, const Snapshot *before)
{
  g_assert_true (pw_document_can_undo (f->doc));
  g_assert_cmpstr (pw_document_get_undo_label (f->doc), ==, label);
  Snapshot after = snapshot (f);
  guint64 after_ink = inked_squares (f);
  gtk_widget_activate_action (GTK_WIDGET (f->win), "win.undo", NULL);
  assert_snapshot (f, before);
  assert_canvas_matches (f);
  gtk_widget_activate_action (GTK_WIDGET (f->win), "win.redo", NULL);
  assert_snapshot (f, &after);
  g_assert_cmphex (inked_squares (f), ==, after_ink);
}

/* ---- input ---- */

/* The editor holding the canvas (its type is the app's, found by name). */
static GtkWidget *
editor_of (Fixture *f)
{
  GtkWidget *editor = gtk_widget_get_ancestor (f->canvas,
                                               g_type_from_name ("PwNameDominoesEditor"));
  g_assert_nonnull (editor);
  return editor;
}

/* Presses @keyval with the canvas focused: the key is one of the editor
 * class's bindings (GtkShortcutController), and its action runs.  Key
 * triggers hold their letter in lower case (GTK matches R and r alike). */
static void
key (Fixture *f, guint keyval)
{
  GtkWidget *editor = editor_of (f);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (editor);
  gboolean handled = FALSE, bound = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !bound; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)) && !bound; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          if (!GTK_IS_KEYVAL_TRIGGER (trigger)
              || gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger))
                 != gdk_keyval_to_lower (keyval)
              || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != 0)
            continue;
          bound = TRUE;
          handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, editor,
                                                  gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_assert_true (bound);
  g_assert_true (handled);
  pw_test_drain ();
}

/* A primary-button press at the middle of square (@x1, @y1) and release at
 * canvas point (@x2, @y2), with motion in between when they differ, as
 * GtkGestureDrag reports it. */
static void
drag_to_point (Fixture *f, int x1, int y1, double x2, double y2)
{
  GtkEventController *g = controller_of (f->canvas, GTK_TYPE_GESTURE_DRAG);
  double px, py;
  square_point (f, x1, y1, 0.5, 0.5, &px, &py);
  g_signal_emit_by_name (g, "drag-begin", px, py);
  if (x2 != px || y2 != py)
    for (int k = 1; k <= 4; k++)
      g_signal_emit_by_name (g, "drag-update", (x2 - px) * k / 4, (y2 - py) * k / 4);
  g_signal_emit_by_name (g, "drag-end", x2 - px, y2 - py);
  pw_test_drain ();
}

static void
drag (Fixture *f, int x1, int y1, int x2, int y2)
{
  double px, py;
  square_point (f, x2, y2, 0.5, 0.5, &px, &py);
  drag_to_point (f, x1, y1, px, py);
}

static void
click (Fixture *f, int x, int y)
{
  drag (f, x, y, x, y);
}

/* The tile list's row for tile @t: rows are in the tiles' order. */
static GtkWidget *
find_row (GtkWidget *root, guint t)
{
  GtkWidget *list = pw_ui_find (root, GTK_TYPE_LIST_BOX, "names-tile-list");
  g_assert_nonnull (list);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) t));
}

static GtkWidget *
list_row (Fixture *f, guint t)
{
  GtkWidget *row = find_row (GTK_WIDGET (f->win), t);
  if (row == NULL)
    g_error ("no list row for tile %u", t);
  return row;
}

/* Drags list row @t onto the middle of square (@x, @y): ::prepare on the
 * row's drag source, then ::drop on the canvas's target with the value the
 * provider gives, then ::drag-end, as GTK emits them.  Returns whether the
 * canvas took the drop. */
static gboolean
drop_from_list (Fixture *f, guint t, int x, int y)
{
  GtkEventController *source = controller_of (list_row (f, t), GTK_TYPE_DRAG_SOURCE);
  g_autoptr (GdkContentProvider) provider = NULL;
  g_signal_emit_by_name (source, "prepare", 10.0, 10.0, &provider);
  g_assert_nonnull (provider);
  GValue value = G_VALUE_INIT;
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (provider, &value, NULL));
  double px, py;
  square_point (f, x, y, 0.5, 0.5, &px, &py);
  gboolean taken = FALSE;
  g_signal_emit_by_name (controller_of (f->canvas, GTK_TYPE_DROP_TARGET), "drop", &value, px, py,
                         &taken);
  g_value_unset (&value);
  g_signal_emit_by_name (source, "drag-end", NULL, taken);
  pw_test_drain ();
  return taken;
}

static void
select_in_list (Fixture *f, guint t)
{
  GtkWidget *row = list_row (f, t);
  gtk_list_box_select_row (GTK_LIST_BOX (gtk_widget_get_parent (row)), GTK_LIST_BOX_ROW (row));
  pw_test_drain ();
}

/* A menu item (or button) reading @label. */
static gboolean
reads (GtkWidget *w, gconstpointer label)
{
  if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), label) == 0)
    return TRUE;
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (w), "text") == NULL
      || g_signal_lookup ("clicked", G_OBJECT_TYPE (w)) == 0)
    return FALSE;
  g_autofree char *text = NULL;
  g_object_get (w, "text", &text, NULL);
  return g_strcmp0 (text, label) == 0;
}

static GtkWidget *
button_labelled (GtkWidget *root, const char *label)
{
  return pw_ui_find_where (root, reads, label);
}

/* The canvas's menu, shown. */
static GtkPopover *
shown_menu (Fixture *f)
{
  GtkWidget *menu = pw_ui_find (f->canvas, GTK_TYPE_POPOVER, NULL);
  return menu && gtk_widget_get_visible (menu) ? GTK_POPOVER (menu) : NULL;
}

/* Right-clicks square (@x, @y) (GtkGestureClick::pressed on the secondary
 * gesture), then clicks the menu's @item. */
static void
menu_item (Fixture *f, int x, int y, const char *item)
{
  double px, py;
  square_point (f, x, y, 0.5, 0.5, &px, &py);
  g_signal_emit_by_name (controller_of (f->canvas, GTK_TYPE_GESTURE_CLICK), "pressed", 1, px, py);
  pw_test_wait_until (shown_menu (f) != NULL);
  GtkPopover *menu = shown_menu (f);
  GtkWidget *button = button_labelled (GTK_WIDGET (menu), item);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  pw_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (menu)));
}

/* ---- tests ---- */

static void
test_place_from_list (void)
{
  Fixture f;
  fixture_open (&f, NULL);
  zoom_in (&f, 2);
  g_assert_cmphex (inked_squares (&f), ==, 0);

  /* TIM|COOK dropped on (1,1) lies rightwards from there. */
  Snapshot before = snapshot (&f);
  g_assert_true (drop_from_list (&f, 0, 1, 1));
  assert_tile (&f, 0, 1, 1, PW_NAME_DOMINOES_RIGHT, FALSE);
  g_assert_cmpuint (pw_name_dominoes_model_count_placed (model_of (&f)), ==, 1);
  g_assert_cmphex (inked_squares (&f), ==, bit (&f, 1, 1) | bit (&f, 2, 1));
  assert_one_edit (&f, "Place Tile", &before);

  /* R while the tile selected in the list is not on the board turns the
   * tiles still to come, and is no edit: NEVE|CAMPBELL dropped on (4,0)
   * then goes down. */
  select_in_list (&f, 1);
  before = snapshot (&f);
  key (&f, GDK_KEY_r);
  assert_snapshot (&f, &before);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Place Tile");
  g_assert_true (drop_from_list (&f, 1, 4, 0));
  assert_tile (&f, 1, 4, 0, PW_NAME_DOMINOES_DOWN, FALSE);
  assert_tile (&f, 0, 1, 1, PW_NAME_DOMINOES_RIGHT, FALSE);
  g_assert_cmphex (inked_squares (&f), ==,
                   bit (&f, 1, 1) | bit (&f, 2, 1) | bit (&f, 4, 0) | bit (&f, 4, 1));
  assert_one_edit (&f, "Place Tile", &before);

  /* A drop that would cover another tile is refused and changes nothing. */
  before = snapshot (&f);
  guint64 ink_before = inked_squares (&f);
  drop_from_list (&f, 2, 4, 1); /* AMY|ADAMS down from NEVE|CAMPBELL's (4,1) */
  assert_snapshot (&f, &before);
  g_assert_cmphex (inked_squares (&f), ==, ink_before);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Place Tile");

  /* Selecting a tile in the list and clicking an empty square puts it
   * there too (the click path of the board's drag gesture). */
  select_in_list (&f, 2);
  click (&f, 0, 2);
  assert_tile (&f, 2, 0, 2, PW_NAME_DOMINOES_DOWN, FALSE);
  g_assert_cmphex (inked_squares (&f), ==, ink_before | bit (&f, 0, 2) | bit (&f, 0, 3));
  assert_one_edit (&f, "Place Tile", &before);
  fixture_close (&f);
}

static void
test_move (void)
{
  static const int places[][3] = { { 1, 1, PW_NAME_DOMINOES_RIGHT }, { -1 }, { -1 } };
  Fixture f;
  fixture_open (&f, places);
  zoom_in (&f, 2);
  assert_canvas_matches (&f);
  g_assert_cmphex (inked_squares (&f), ==, bit (&f, 1, 1) | bit (&f, 2, 1));

  /* Grabbed by its second square (COOK on (2,1)) and let go on (4,2): COOK
   * lands there, TIM beside it on (3,2), still rightwards. */
  Snapshot before = snapshot (&f);
  drag (&f, 2, 1, 4, 2);
  assert_tile (&f, 0, 3, 2, PW_NAME_DOMINOES_RIGHT, FALSE);
  g_assert_cmphex (inked_squares (&f), ==, bit (&f, 3, 2) | bit (&f, 4, 2));
  g_assert_cmpuint (ink (&f, 1, 1), ==, 0);
  assert_one_edit (&f, "Move Tile", &before);

  /* A drag that would push it off the board (COOK past the right edge)
   * changes nothing. */
  before = snapshot (&f);
  drag (&f, 3, 2, 5, 2);
  assert_snapshot (&f, &before);
  assert_canvas_matches (&f);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Move Tile");

  /* A tile in the list dropped on the board again moves it. */
  before = snapshot (&f);
  g_assert_true (drop_from_list (&f, 0, 0, 0));
  assert_tile (&f, 0, 0, 0, PW_NAME_DOMINOES_RIGHT, FALSE);
  assert_canvas_matches (&f);
  assert_one_edit (&f, "Move Tile", &before);
  fixture_close (&f);
}

static void
test_rotate (void)
{
  static const int places[][3] = {
    { 1, 1, PW_NAME_DOMINOES_RIGHT }, { 3, 3, PW_NAME_DOMINOES_RIGHT }, { -1 },
  };
  Fixture f;
  fixture_open (&f, places);
  zoom_in (&f, 2);

  /* A click selects TIM|COOK; R turns it a quarter about TIM: down. */
  Snapshot before = snapshot (&f);
  click (&f, 1, 1);
  assert_snapshot (&f, &before); /* selecting is no edit */
  g_assert_false (pw_document_can_undo (f.doc));
  key (&f, GDK_KEY_r);
  assert_tile (&f, 0, 1, 1, PW_NAME_DOMINOES_DOWN, FALSE);
  g_assert_cmphex (inked_squares (&f), ==,
                   bit (&f, 1, 1) | bit (&f, 1, 2) | bit (&f, 3, 3) | bit (&f, 4, 3));
  assert_one_edit (&f, "Rotate Tile", &before);

  /* From the right-click menu: down becomes left, COOK on (0,1). */
  before = snapshot (&f);
  menu_item (&f, 1, 2, "Rotate");
  assert_tile (&f, 0, 1, 1, PW_NAME_DOMINOES_LEFT, FALSE);
  assert_canvas_matches (&f);
  g_assert_cmpuint (ink (&f, 0, 1), >=, INKED);
  assert_one_edit (&f, "Rotate Tile", &before);

  /* NEVE|CAMPBELL lies rightwards on the bottom row: a quarter turn
   * (down) would leave the board, so R skips on to left. */
  before = snapshot (&f);
  click (&f, 4, 3);
  key (&f, GDK_KEY_R);
  assert_tile (&f, 1, 3, 3, PW_NAME_DOMINOES_LEFT, FALSE);
  g_assert_cmphex (inked_squares (&f) & (bit (&f, 2, 3) | bit (&f, 4, 3)), ==, bit (&f, 2, 3));
  assert_one_edit (&f, "Rotate Tile", &before);
  fixture_close (&f);
}

/* Dark pixels in the top-right corner of square (@sx, @sy), where the
 * renderer marks a pinned tile. */
static guint
corner_ink (Fixture *f, int sx, int sy)
{
  double x0, y0, x1, y1;
  square_point (f, sx, sy, 0.84, 0.06, &x0, &y0);
  square_point (f, sx, sy, 0.96, 0.16, &x1, &y1);
  return dark_in (f, x0, y0, x1, y1);
}

static void
test_pin (void)
{
  static const int places[][3] = { { 1, 1, PW_NAME_DOMINOES_RIGHT }, { -1 }, { -1 } };
  Fixture f;
  fixture_open (&f, places);
  zoom_in (&f, 2);
  zoom_in (&f, 2); /* further, so the pin mark is some pixels */
  assert_canvas_matches (&f);
  guint unpinned = corner_ink (&f, 2, 1);

  /* P pins the selected tile; the corner of its box fills in. */
  Snapshot before = snapshot (&f);
  click (&f, 2, 1);
  key (&f, GDK_KEY_p);
  assert_tile (&f, 0, 1, 1, PW_NAME_DOMINOES_RIGHT, TRUE);
  guint pinned = corner_ink (&f, 2, 1);
  g_assert_cmpuint (pinned, >, unpinned + 10);
  g_test_message ("pin corner: %u dark pixels unpinned, %u pinned", unpinned, pinned);
  guint mid = (pinned + unpinned) / 2;
  assert_canvas_matches (&f);
  assert_one_edit (&f, "Pin Tile", &before);

  /* A pinned tile still moves, and stays pinned. */
  before = snapshot (&f);
  drag (&f, 1, 1, 2, 2);
  assert_tile (&f, 0, 2, 2, PW_NAME_DOMINOES_RIGHT, TRUE);
  g_assert_cmpuint (corner_ink (&f, 3, 2), >, mid);
  g_assert_cmpuint (corner_ink (&f, 2, 1), ==, 0);
  assert_one_edit (&f, "Move Tile", &before);

  /* The menu says Unpin now, and unpins. */
  before = snapshot (&f);
  menu_item (&f, 2, 2, "Unpin");
  assert_tile (&f, 0, 2, 2, PW_NAME_DOMINOES_RIGHT, FALSE);
  g_assert_cmpuint (corner_ink (&f, 3, 2), <, mid);
  assert_one_edit (&f, "Unpin Tile", &before);

  /* P with a tile in the list selected (not on the board) does nothing. */
  gtk_list_box_select_row (GTK_LIST_BOX (gtk_widget_get_parent (list_row (&f, 1))),
                           GTK_LIST_BOX_ROW (list_row (&f, 1)));
  pw_test_drain ();
  before = snapshot (&f);
  key (&f, GDK_KEY_P);
  assert_snapshot (&f, &before);
  g_assert_cmpstr (pw_document_get_undo_label (f.doc), ==, "Unpin Tile");
  fixture_close (&f);
}

static void
test_take_off (void)
{
  static const int places[][3] = {
    { 1, 1, PW_NAME_DOMINOES_RIGHT }, { 4, 0, PW_NAME_DOMINOES_DOWN }, { 0, 3, PW_NAME_DOMINOES_RIGHT },
  };
  Fixture f;
  fixture_open (&f, places);
  zoom_in (&f, 2);
  assert_canvas_matches (&f);

  /* Delete takes the selected tile off; its squares go blank. */
  Snapshot before = snapshot (&f);
  click (&f, 1, 1);
  key (&f, GDK_KEY_Delete);
  g_assert_false (tile_of (&f, 0)->placed);
  g_assert_cmpuint (ink (&f, 1, 1) + ink (&f, 2, 1), ==, 0);
  assert_canvas_matches (&f);
  assert_one_edit (&f, "Take Tile Off the Board", &before);

  /* Dragged off the board (let go outside the frame): off. */
  before = snapshot (&f);
  double px, py;
  square_point (&f, 4, 0, 0.5, -1.0, &px, &py);
  g_assert_cmpfloat (py, <, 0);
  drag_to_point (&f, 4, 1, px, py);
  g_assert_false (tile_of (&f, 1)->placed);
  g_assert_cmpuint (ink (&f, 4, 0) + ink (&f, 4, 1), ==, 0);
  assert_canvas_matches (&f);
  assert_one_edit (&f, "Take Tile Off the Board", &before);

  /* From the right-click menu. */
  before = snapshot (&f);
  menu_item (&f, 1, 3, "Take Off the Board");
  g_assert_false (tile_of (&f, 2)->placed);
  g_assert_cmphex (inked_squares (&f), ==, 0);
  assert_one_edit (&f, "Take Tile Off the Board", &before);

  /* Undo all three: the board is as it began. */
  for (int k = 0; k < 3; k++)
    gtk_widget_activate_action (GTK_WIDGET (f.win), "win.undo", NULL);
  pw_test_wait_until (pw_name_dominoes_model_count_placed (model_of (&f)) == 3);
  assert_canvas_matches (&f);
  g_assert_false (pw_document_can_undo (f.doc));
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  if (!pw_ui_test_init (&argc, &argv))
    return 0;
  pw_registry_add (pw_name_dominoes_kind ());
  app = pw_ui_test_app ();
  g_test_add_func ("/name-dominoes/board/place-from-list", test_place_from_list);
  g_test_add_func ("/name-dominoes/board/move", test_move);
  g_test_add_func ("/name-dominoes/board/rotate", test_rotate);
  g_test_add_func ("/name-dominoes/board/pin", test_pin);
  g_test_add_func ("/name-dominoes/board/take-off", test_take_off);
  return pw_ui_test_finish (g_test_run ());
}
