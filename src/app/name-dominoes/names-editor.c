#include "names-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "name-dominoes-render.h"
#include "names-fill.h"
#include "names-match.h"
#include "names-model.h"
#include "names-rules.h"
#include "pw-window.h"

#define MIN_ZOOM 12.0
#define MAX_ZOOM 140.0
#define DRAG_THRESHOLD 4.0

/* What a running Auto-Fill shares with the editor: the best board so far,
 * written by the search thread, drawn by the main thread. */
typedef struct
{
  gint ref;
  GMutex lock;
  PwNamesModel *live;
  guint serial;
  gboolean running;
} FillShare;

static FillShare *
fill_share_ref (FillShare *share)
{
  g_atomic_int_inc (&share->ref);
  return share;
}

static void
fill_share_unref (FillShare *share)
{
  if (!g_atomic_int_dec_and_test (&share->ref))
    return;
  pw_names_model_free (share->live);
  g_mutex_clear (&share->lock);
  g_free (share);
}

typedef struct
{
  PwDocument *document;
  GtkWidget *root;
  GtkWidget *tile_list;
  GtkWidget *tile_entry;
  GtkWidget *tile_count;
  GtkWidget *syn_list;
  GtkWidget *syn_entry;
  GtkWidget *partial_switch;
  GtkWidget *canvas;
  GtkWidget *stats_label;
  GtkWidget *width_spin;
  GtkWidget *height_spin;
  GtkWidget *seconds_spin;
  GtkWidget *menu;
  GtkWidget *pin_button;

  double zoom;                /* pixels per square */
  int selected;               /* tile index, or -1 */
  PwNamesDirection rotation;  /* for tiles put down from the list */
  int drag_tile, drag_part;
  double drag_x, drag_y;
  gboolean dragging;
  int hover_x, hover_y;
  int menu_tile;
  gboolean *marked;           /* per tile: part of a conflict */
  guint n_marked;
  guint rebuild_id, live_id;
  FillShare *fill;
  gboolean updating;
} NamesEditor;

static const PwNamesModel *
current (NamesEditor *ed)
{
  return (const PwNamesModel *) pw_document_get_model (ed->document);
}

static PwNamesModel *
dup_model (NamesEditor *ed)
{
  return (PwNamesModel *) pw_document_dup_model (ed->document);
}

static void
commit (NamesEditor *ed, PwNamesModel *m, const char *label)
{
  pw_document_apply (ed->document, &m->parent, label);
}

static void
toast (NamesEditor *ed, const char *message)
{
  GtkRoot *root = gtk_widget_get_root (ed->root);
  if (root != NULL && PW_IS_WINDOW (root))
    pw_window_toast (PW_WINDOW (root), message);
}

/* ---- the board canvas ---- */

static double
frame_points (const PwNamesModel *m)
{
  double w, h;
  pw_names_render_board_size (&m->parent, &w, &h);
  return (w - m->width * PW_NAMES_RENDER_SQUARE) / 2;
}

static void
canvas_resize (NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  double s = ed->zoom / PW_NAMES_RENDER_SQUARE, f = frame_points (m);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (ed->canvas),
                                      (int) ((m->width * PW_NAMES_RENDER_SQUARE + 2 * f) * s));
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (ed->canvas),
                                       (int) ((m->height * PW_NAMES_RENDER_SQUARE + 2 * f) * s));
}

/* The square under canvas point (@x, @y); FALSE off the board. */
static gboolean
square_at (NamesEditor *ed, double x, double y, int *sx, int *sy)
{
  const PwNamesModel *m = current (ed);
  double f = frame_points (m) * ed->zoom / PW_NAMES_RENDER_SQUARE;
  double cx = (x - f) / ed->zoom, cy = (y - f) / ed->zoom;
  *sx = cx < 0 ? -1 : (int) cx;
  *sy = cy < 0 ? -1 : (int) cy;
  return *sx >= 0 && *sy >= 0 && *sx < (int) m->width && *sy < (int) m->height;
}

/* The tile covering square (@x, @y) and which of its squares it is. */
static int
tile_at (NamesEditor *ed, int x, int y, int *part)
{
  const PwNamesModel *m = current (ed);
  if (x < 0 || y < 0 || x >= (int) m->width || y >= (int) m->height)
    return -1;
  g_autofree int *grid = pw_names_model_grid (m);
  int g = grid[y * (int) m->width + x];
  if (g >= 0 && part)
    *part = g % 4;
  return g < 0 ? -1 : g / 4;
}

static void
outline_squares (NamesEditor *ed, cairo_t *cr, int x, int y, PwNamesDirection dir, guint n)
{
  const PwNamesModel *m = current (ed);
  double f = frame_points (m) * ed->zoom / PW_NAMES_RENDER_SQUARE;
  int ex, ey;
  pw_names_square (x, y, dir, n - 1, &ex, &ey);
  double x0 = f + MIN (x, ex) * ed->zoom, y0 = f + MIN (y, ey) * ed->zoom;
  cairo_rectangle (cr, x0 + 1, y0 + 1, (ABS (ex - x) + 1) * ed->zoom - 2,
                   (ABS (ey - y) + 1) * ed->zoom - 2);
}

static void
draw_canvas (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  NamesEditor *ed = data;
  const PwNamesModel *m = current (ed);
  g_autoptr (PwNamesModel) live = NULL;
  if (ed->fill != NULL)
    {
      g_mutex_lock (&ed->fill->lock);
      if (ed->fill->running && ed->fill->live != NULL)
        live = pw_names_model_copy (ed->fill->live);
      g_mutex_unlock (&ed->fill->lock);
    }
  const PwNamesModel *shown = live ? live : m;
  double nat_w, nat_h;
  pw_names_render_board_size (&shown->parent, &nat_w, &nat_h);
  double s = ed->zoom / PW_NAMES_RENDER_SQUARE;
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gboolean marks = live == NULL && ed->n_marked == m->tiles->len;
  pw_names_render_board (cr, &shown->parent, nat_w * s, nat_h * s, marks ? ed->marked : NULL);
  if (live != NULL)
    return;

  /* The selected tile, and where a dragged tile would go. */
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
  cairo_set_line_width (cr, 3);
  if (ed->selected >= 0 && (guint) ed->selected < m->tiles->len)
    {
      const PwNamesTile *t = m->tiles->pdata[ed->selected];
      if (t->placed)
        {
          outline_squares (ed, cr, t->x, t->y, t->direction, t->n_names);
          cairo_stroke (cr);
        }
    }
  if (ed->dragging && ed->drag_tile >= 0 && ed->hover_x >= 0)
    {
      const PwNamesTile *t = m->tiles->pdata[ed->drag_tile];
      int ax, ay;
      pw_names_square (ed->hover_x, ed->hover_y, (t->direction + 2) % 4, ed->drag_part, &ax,
                       &ay);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.3);
      outline_squares (ed, cr, ax, ay, t->direction, t->n_names);
      cairo_fill (cr);
    }
}

/* Puts tile @t with its square @part on (@x, @y); shows why not. */
static void
move_tile (NamesEditor *ed, int t, int part, int x, int y, PwNamesDirection dir,
           const char *label)
{
  g_autoptr (PwNamesModel) m = dup_model (ed);
  int ax, ay;
  pw_names_square (x, y, (dir + 2) % 4, part, &ax, &ay);
  g_autoptr (GError) error = NULL;
  if (!pw_names_model_place (m, (guint) t, ax, ay, dir, &error))
    {
      toast (ed, error->message);
      return;
    }
  ed->selected = t;
  commit (ed, g_steal_pointer (&m), label);
}

static void
set_zoom (NamesEditor *ed, double zoom)
{
  ed->zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  canvas_resize (ed);
  gtk_widget_queue_draw (ed->canvas);
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, NamesEditor *ed)
{
  int sx, sy, part = 0;
  ed->drag_x = x;
  ed->drag_y = y;
  ed->dragging = FALSE;
  ed->drag_tile = square_at (ed, x, y, &sx, &sy) ? tile_at (ed, sx, sy, &part) : -1;
  ed->drag_part = part;
  gtk_widget_grab_focus (ed->canvas);
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, NamesEditor *ed)
{
  if (ed->drag_tile < 0)
    return;
  if (!ed->dragging && ABS (dx) + ABS (dy) < DRAG_THRESHOLD)
    return;
  ed->dragging = TRUE;
  if (!square_at (ed, ed->drag_x + dx, ed->drag_y + dy, &ed->hover_x, &ed->hover_y))
    ed->hover_x = ed->hover_y = -1;
  gtk_widget_queue_draw (ed->canvas);
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  int sx, sy;
  gboolean on_board = square_at (ed, ed->drag_x + dx, ed->drag_y + dy, &sx, &sy);
  if (ed->dragging && ed->drag_tile >= 0)
    {
      ed->dragging = FALSE;
      const PwNamesTile *t = m->tiles->pdata[ed->drag_tile];
      if (!on_board)
        {
          g_autoptr (PwNamesModel) next = dup_model (ed);
          pw_names_model_unplace (next, (guint) ed->drag_tile);
          commit (ed, g_steal_pointer (&next), _("Take Tile Off the Board"));
        }
      else
        move_tile (ed, ed->drag_tile, ed->drag_part, sx, sy, t->direction, _("Move Tile"));
      gtk_widget_queue_draw (ed->canvas);
      return;
    }
  /* A click: select the tile there, or put the selected tile down. */
  if (ed->drag_tile >= 0)
    ed->selected = ed->drag_tile;
  else if (on_board && ed->selected >= 0 && (guint) ed->selected < m->tiles->len)
    {
      const PwNamesTile *t = m->tiles->pdata[ed->selected];
      move_tile (ed, ed->selected, 0, sx, sy, t->placed ? t->direction : ed->rotation,
                 t->placed ? _("Move Tile") : _("Place Tile"));
    }
  gtk_widget_queue_draw (ed->canvas);
}

static void
rotate_tile (NamesEditor *ed, int t)
{
  const PwNamesModel *m = current (ed);
  const PwNamesTile *tile = m->tiles->pdata[t];
  if (!tile->placed || tile->n_names == 1)
    return;
  /* Turn a quarter about the first square; skip turns that do not fit. */
  for (int turn = 1; turn < 4; turn++)
    {
      g_autoptr (PwNamesModel) next = dup_model (ed);
      if (pw_names_model_place (next, (guint) t, tile->x, tile->y, (tile->direction + turn) % 4,
                                NULL))
        {
          commit (ed, g_steal_pointer (&next), _("Rotate Tile"));
          return;
        }
    }
  toast (ed, _("There is no room to turn this tile"));
}

static void
toggle_pin (NamesEditor *ed, int t)
{
  g_autoptr (PwNamesModel) next = dup_model (ed);
  PwNamesTile *tile = next->tiles->pdata[t];
  if (!tile->placed)
    return;
  tile->pinned = !tile->pinned;
  commit (ed, g_steal_pointer (&next), tile->pinned ? _("Pin Tile") : _("Unpin Tile"));
}

static void
take_off (NamesEditor *ed, int t)
{
  g_autoptr (PwNamesModel) next = dup_model (ed);
  pw_names_model_unplace (next, (guint) t);
  commit (ed, g_steal_pointer (&next), _("Take Tile Off the Board"));
}

static void
menu_clicked (GtkButton *button, NamesEditor *ed)
{
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  gtk_popover_popdown (GTK_POPOVER (ed->menu));
  if (ed->menu_tile < 0 || (guint) ed->menu_tile >= current (ed)->tiles->len)
    return;
  if (g_str_equal (what, "rotate"))
    rotate_tile (ed, ed->menu_tile);
  else if (g_str_equal (what, "pin"))
    toggle_pin (ed, ed->menu_tile);
  else
    take_off (ed, ed->menu_tile);
}

static void
secondary_click (GtkGestureClick *gesture, int n, double x, double y, NamesEditor *ed)
{
  int sx, sy;
  if (!square_at (ed, x, y, &sx, &sy) || (ed->menu_tile = tile_at (ed, sx, sy, NULL)) < 0)
    return;
  ed->selected = ed->menu_tile;
  const PwNamesTile *t = current (ed)->tiles->pdata[ed->menu_tile];
  gtk_button_set_label (GTK_BUTTON (ed->pin_button), t->pinned ? _("Unpin") : _("Pin"));
  GdkRectangle rect = { (int) x, (int) y, 1, 1 };
  gtk_popover_set_pointing_to (GTK_POPOVER (ed->menu), &rect);
  gtk_popover_popup (GTK_POPOVER (ed->menu));
  gtk_widget_queue_draw (ed->canvas);
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  gboolean placed = ed->selected >= 0 && (guint) ed->selected < m->tiles->len
                    && ((PwNamesTile *) m->tiles->pdata[ed->selected])->placed;
  switch (keyval)
    {
    case GDK_KEY_r:
    case GDK_KEY_R:
      if (placed)
        rotate_tile (ed, ed->selected);
      else
        ed->rotation = (ed->rotation + 1) % 4;
      return TRUE;
    case GDK_KEY_p:
    case GDK_KEY_P:
      if (placed)
        toggle_pin (ed, ed->selected);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      if (placed)
        take_off (ed, ed->selected);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
      set_zoom (ed, ed->zoom * 1.25);
      return TRUE;
    case GDK_KEY_minus:
      set_zoom (ed, ed->zoom / 1.25);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
scrolled (GtkEventControllerScroll *controller, double dx, double dy, NamesEditor *ed)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (
    GTK_EVENT_CONTROLLER (controller));
  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  set_zoom (ed, ed->zoom * (dy < 0 ? 1.15 : 1 / 1.15));
  return TRUE;
}

static gboolean
dropped (GtkDropTarget *target, const GValue *value, double x, double y, NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  guint64 t;
  int sx, sy;
  if (!G_VALUE_HOLDS_STRING (value)
      || !g_ascii_string_to_unsigned (g_value_get_string (value), 10, 0, m->tiles->len - 1, &t,
                                      NULL)
      || !square_at (ed, x, y, &sx, &sy))
    return FALSE;
  const PwNamesTile *tile = m->tiles->pdata[t];
  move_tile (ed, (int) t, 0, sx, sy, tile->placed ? tile->direction : ed->rotation,
             tile->placed ? _("Move Tile") : _("Place Tile"));
  return TRUE;
}

/* ---- the tile list ---- */

static void
draw_list_tile (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  NamesEditor *ed = data;
  guint t = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "tile"));
  const PwNamesModel *m = current (ed);
  if (t >= m->tiles->len)
    return;
  const PwNamesTile *tile = m->tiles->pdata[t];
  pw_names_render_tile (cr, (const char *const *) tile->names, tile->n_names, width, height);
}

/* An entry that reads like a label until edited (GTK 4.8's editable
 * labels misbehave when their row is rebuilt while focused). */
static GtkWidget *
flat_entry (const char *text, const char *tooltip)
{
  GtkWidget *entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_entry_set_has_frame (GTK_ENTRY (entry), FALSE);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_widget_set_tooltip_text (entry, tooltip);
  return entry;
}

static char *
tile_text (const PwNamesTile *tile)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < tile->n_names; k++)
    g_string_append_printf (s, "%s%s", k ? " | " : "", tile->names[k]);
  return g_string_free (s, FALSE);
}

static void
tile_edited (GtkEntry *label, NamesEditor *ed)
{
  if (ed->updating)
    return;
  guint t = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "tile"));
  const PwNamesModel *m = current (ed);
  if (t >= m->tiles->len)
    return;
  g_autofree char *old = tile_text (m->tiles->pdata[t]);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (label));
  if (g_str_equal (old, text))
    return;
  g_auto (GStrv) parts = g_strsplit (text, "|", -1);
  guint n = g_strv_length (parts);
  gboolean any = FALSE;
  for (guint k = 0; k < n; k++)
    any = any || g_strstrip (parts[k])[0] != '\0';
  if (n < 1 || n > PW_NAMES_MAX_SQUARES || !any)
    {
      toast (ed, _("A tile has 1 to 3 names split by “|”, not all blank"));
      gtk_editable_set_text (GTK_EDITABLE (label), old);
      return;
    }
  g_autoptr (PwNamesModel) next = dup_model (ed);
  PwNamesTile *tile = next->tiles->pdata[t];
  gboolean was_placed = tile->placed;
  for (guint k = 0; k < tile->n_names; k++)
    g_free (tile->names[k]);
  tile->n_names = n;
  for (guint k = 0; k < n; k++)
    tile->names[k] = g_strdup (parts[k]);
  /* A longer tile may no longer fit where it lay. */
  if (was_placed && !pw_names_model_place (next, t, tile->x, tile->y, tile->direction, NULL))
    pw_names_model_unplace (next, t);
  commit (ed, g_steal_pointer (&next), _("Edit Tile"));
}

static void
delete_tile (GtkButton *button, NamesEditor *ed)
{
  guint t = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));
  g_autoptr (PwNamesModel) next = dup_model (ed);
  if (t >= next->tiles->len)
    return;
  g_ptr_array_remove_index (next->tiles, t);
  if (ed->selected == (int) t)
    ed->selected = -1;
  else if (ed->selected > (int) t)
    ed->selected--;
  commit (ed, g_steal_pointer (&next), _("Delete Tile"));
}

static GdkContentProvider *
row_drag_prepare (GtkDragSource *source, double x, double y, NamesEditor *ed)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint t = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tile"));
  g_autofree char *text = g_strdup_printf ("%u", t);
  return gdk_content_provider_new_typed (G_TYPE_STRING, text);
}

static void
set_tile_state (GtkWidget *image, const PwNamesTile *tile)
{
  gtk_image_set_from_icon_name (GTK_IMAGE (image), tile->pinned ? "view-pin-symbolic"
                                                   : tile->placed ? "object-select-symbolic"
                                                   : NULL);
  gtk_widget_set_tooltip_text (image, tile->pinned ? _("Pinned on the board")
                                      : tile->placed ? _("On the board") : NULL);
}

/* Brings row @row (tile @t) up to date without rebuilding it. */
static void
update_tile_row (NamesEditor *ed, GtkWidget *row, guint t)
{
  const PwNamesTile *tile = current (ed)->tiles->pdata[t];
  GtkWidget *picture = g_object_get_data (G_OBJECT (row), "picture");
  GtkWidget *entry = g_object_get_data (G_OBJECT (row), "entry");
  g_autofree char *text = tile_text (tile);
  if (!g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
    gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), 30 * tile->n_names);
  gtk_widget_queue_draw (picture);
  set_tile_state (g_object_get_data (G_OBJECT (row), "state"), tile);
}

static GtkWidget *
tile_row (NamesEditor *ed, guint t)
{
  const PwNamesTile *tile = current (ed)->tiles->pdata[t];
  GtkWidget *row = gtk_list_box_row_new ();
  g_object_set_data (G_OBJECT (row), "tile", GUINT_TO_POINTER (t));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  GtkWidget *picture = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), 30 * tile->n_names);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), 30);
  g_object_set_data (G_OBJECT (picture), "tile", GUINT_TO_POINTER (t));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_list_tile, ed, NULL);
  g_autofree char *text = tile_text (tile);
  GtkWidget *label = flat_entry (text, _("Names of the squares, split by “|”; Enter to change"));
  g_object_set_data (G_OBJECT (label), "tile", GUINT_TO_POINTER (t));
  g_signal_connect (label, "activate", G_CALLBACK (tile_edited), ed);
  GtkWidget *state = gtk_image_new ();
  set_tile_state (state, tile);
  GtkWidget *del = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (del, "flat");
  gtk_widget_set_tooltip_text (del, _("Delete Tile"));
  g_object_set_data (G_OBJECT (del), "tile", GUINT_TO_POINTER (t));
  g_signal_connect (del, "clicked", G_CALLBACK (delete_tile), ed);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), state);
  gtk_box_append (GTK_BOX (box), del);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "picture", picture);
  g_object_set_data (G_OBJECT (row), "entry", label);
  g_object_set_data (G_OBJECT (row), "state", state);
  GtkDragSource *source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (row_drag_prepare), ed);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  return row;
}

static void
tile_row_selected (GtkListBox *list, GtkListBoxRow *row, NamesEditor *ed)
{
  if (ed->updating || row == NULL)
    return;
  ed->selected = (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tile"));
  gtk_widget_queue_draw (ed->canvas);
}

static void
add_tiles (GtkWidget *widget, NamesEditor *ed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (ed->tile_entry));
  g_autoptr (PwNamesModel) next = dup_model (ed);
  g_autoptr (GError) error = NULL;
  guint n = pw_names_model_add_pasted (next, text, &error);
  if (n == 0)
    {
      if (error)
        toast (ed, error->message);
      return;
    }
  commit (ed, g_steal_pointer (&next),
          g_dngettext (GETTEXT_PACKAGE, "Add Tile", "Add Tiles", n));
  gtk_editable_set_text (GTK_EDITABLE (ed->tile_entry), "");
}

/* ---- the synonym sets ---- */

static char *
set_text (char **set)
{
  return g_strjoinv ("=", set);
}

static void
synonyms_edited (GtkEntry *label, NamesEditor *ed)
{
  if (ed->updating)
    return;
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "set"));
  const PwNamesModel *m = current (ed);
  if (i >= m->synonyms->len)
    return;
  g_autofree char *old = set_text (m->synonyms->pdata[i]);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (label));
  if (g_str_equal (old, text))
    return;
  g_auto (GStrv) names = g_strsplit (text, "=", -1);
  for (guint j = 0; names[j]; j++)
    g_strstrip (names[j]);
  g_autoptr (PwNamesModel) next = dup_model (ed);
  g_strfreev (next->synonyms->pdata[i]);
  next->synonyms->pdata[i] = g_steal_pointer (&names);
  commit (ed, g_steal_pointer (&next), _("Edit Synonyms"));
}

static void
delete_synonyms (GtkButton *button, NamesEditor *ed)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "set"));
  g_autoptr (PwNamesModel) next = dup_model (ed);
  if (i >= next->synonyms->len)
    return;
  g_ptr_array_remove_index (next->synonyms, i);
  commit (ed, g_steal_pointer (&next), _("Delete Synonyms"));
}

static void
add_synonyms (GtkWidget *widget, NamesEditor *ed)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (ed->syn_entry));
  g_auto (GStrv) sets = g_strsplit (text, ",", -1);
  g_autoptr (PwNamesModel) next = dup_model (ed);
  guint added = 0;
  for (guint i = 0; sets[i]; i++)
    {
      g_auto (GStrv) names = g_strsplit (sets[i], "=", -1);
      for (guint j = 0; names[j]; j++)
        g_strstrip (names[j]);
      if (g_strv_length (names) < 2)
        continue;
      pw_names_model_add_synonyms (next, (const char *const *) names);
      added++;
    }
  if (added == 0)
    {
      toast (ed, _("Write a set as names joined by “=”, such as AMY=AIMEE"));
      return;
    }
  commit (ed, g_steal_pointer (&next), _("Add Synonyms"));
  gtk_editable_set_text (GTK_EDITABLE (ed->syn_entry), "");
}

/* The tiles with a name in set @i: what the set connects. */
static GPtrArray *
tiles_in_set (const PwNamesModel *m, guint i)
{
  GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);
  char **set = m->synonyms->pdata[i];
  g_autoptr (GPtrArray) folded = g_ptr_array_new_with_free_func (g_free);
  for (guint j = 0; set[j]; j++)
    g_ptr_array_add (folded, pw_names_normalize (set[j]));
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNamesTile *tile = m->tiles->pdata[t];
      gboolean hit = FALSE;
      for (guint k = 0; k < tile->n_names && !hit; k++)
        {
          g_autofree char *name = pw_names_normalize (tile->names[k]);
          for (guint j = 0; j < folded->len && !hit; j++)
            hit = name[0] != '\0' && g_str_equal (name, folded->pdata[j]);
        }
      if (hit)
        g_ptr_array_add (labels, pw_names_tile_label (tile));
    }
  return labels;
}

static GtkWidget *
synonym_row (NamesEditor *ed, guint i)
{
  const PwNamesModel *m = current (ed);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  g_autofree char *text = set_text (m->synonyms->pdata[i]);
  GtkWidget *label = flat_entry (text, _("Equal names, split by “=”; Enter to change"));
  g_object_set_data (G_OBJECT (label), "set", GUINT_TO_POINTER (i));
  g_signal_connect (label, "activate", G_CALLBACK (synonyms_edited), ed);
  g_autoptr (GPtrArray) tiles = tiles_in_set (m, i);
  g_autofree char *count = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", tiles->len), tiles->len);
  GtkWidget *connects = gtk_label_new (count);
  gtk_widget_add_css_class (connects, "dim-label");
  g_ptr_array_add (tiles, NULL);
  g_autofree char *list = g_strjoinv ("\n", (char **) tiles->pdata);
  gtk_widget_set_tooltip_text (connects, *list ? list : _("No tile has these names"));
  GtkWidget *del = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (del, "flat");
  gtk_widget_set_tooltip_text (del, _("Delete Synonyms"));
  g_object_set_data (G_OBJECT (del), "set", GUINT_TO_POINTER (i));
  g_signal_connect (del, "clicked", G_CALLBACK (delete_synonyms), ed);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), connects);
  gtk_box_append (GTK_BOX (box), del);
  return box;
}

static void
partial_toggled (GtkSwitch *sw, GParamSpec *pspec, NamesEditor *ed)
{
  if (ed->updating)
    return;
  g_autoptr (PwNamesModel) next = dup_model (ed);
  next->partial_match = gtk_switch_get_active (sw);
  commit (ed, g_steal_pointer (&next),
          next->partial_match ? _("Match Parts of Names") : _("Match Whole Names Only"));
}

/* ---- board size, statistics, auto-fill ---- */

static void
size_changed (GtkSpinButton *spin, NamesEditor *ed)
{
  if (ed->updating)
    return;
  g_autoptr (PwNamesModel) next = dup_model (ed);
  next->width = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ed->width_spin));
  next->height = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ed->height_spin));
  guint dropped = 0;
  for (guint t = 0; t < next->tiles->len; t++)
    {
      PwNamesTile *tile = next->tiles->pdata[t];
      if (tile->placed && !pw_names_model_fits (next, tile->n_names, tile->x, tile->y,
                                                tile->direction))
        {
          pw_names_model_unplace (next, t);
          dropped++;
        }
    }
  if (dropped > 0)
    {
      g_autofree char *msg = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u tile no longer fits and left the board",
                     "%u tiles no longer fit and left the board", dropped), dropped);
      toast (ed, msg);
    }
  commit (ed, g_steal_pointer (&next), _("Resize Board"));
}

static void
update_stats (NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  g_autoptr (PwNamesStats) s = pw_names_stats_new (m);
  GString *text = g_string_new (NULL);
  g_string_append_printf (text, _("%u of %u tiles placed · largest group %u · at most %u fit"),
                          s->placed, s->tiles, s->largest_group, s->bound);
  if (s->unplaceable->len > 0)
    {
      const PwNamesUnplaceable *u = &g_array_index (s->unplaceable, PwNamesUnplaceable, 0);
      g_autofree char *label = pw_names_tile_label (m->tiles->pdata[u->tile]);
      g_string_append (text, " · ");
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u can never be placed (%s: %s)",
                                           "%u can never be placed (%s: %s, …)",
                                           s->unplaceable->len),
                              s->unplaceable->len, label, pw_names_why_to_string (u->why));
    }
  gtk_label_set_label (GTK_LABEL (ed->stats_label), text->str);
  g_string_free (text, TRUE);
}

typedef struct
{
  PwNamesModel *snapshot;
  PwNamesFillOptions options;
  FillShare *share;
} FillTask;

static void
fill_task_free (gpointer data)
{
  FillTask *task = data;
  pw_names_model_free (task->snapshot);
  fill_share_unref (task->share);
  g_free (task);
}

static void
fill_best (const PwNamesModel *best, gpointer data)
{
  FillShare *share = data;
  g_mutex_lock (&share->lock);
  pw_names_model_free (share->live);
  share->live = pw_names_model_copy (best);
  share->serial++;
  g_mutex_unlock (&share->lock);
}

static PwResult *
fill_run (gpointer data, PwProgress *progress, GCancellable *cancellable, GError **error)
{
  FillTask *task = data;
  PwNamesFillReport report;
  PwNamesModel *filled = pw_names_fill (task->snapshot, &task->options, progress, cancellable,
                                        &report, error);
  if (filled == NULL)
    return NULL;
  PwResult *r = pw_result_new ();
  r->model = &filled->parent;
  r->ok = TRUE;
  r->summary = g_strdup_printf (_("Placed %u of %u tiles (no layout holds more than %u)"),
                                report.placed, filled->tiles->len, report.bound);
  return r;
}

typedef struct
{
  PwDocument *document;
  FillShare *share;
  GtkWidget *canvas;  /* weak */
} FillDone;

static void
fill_done (GObject *source, GAsyncResult *res, gpointer data)
{
  FillDone *done = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (PwResult) result = pw_task_runner_finish (PW_TASK_RUNNER (source), res, &error);
  g_mutex_lock (&done->share->lock);
  done->share->running = FALSE;
  /* The runner drops a result that arrives after Cancel; Cancel keeps the
   * best board so far, which the search has shared with us. */
  PwNamesModel *best = done->share->live;
  done->share->live = NULL;
  g_mutex_unlock (&done->share->lock);
  if (result != NULL && result->model != NULL)
    {
      pw_names_model_free (best);
      pw_document_apply (done->document, g_steal_pointer (&result->model), _("Auto-Fill"));
    }
  else if (best != NULL)
    pw_document_apply (done->document, &best->parent, _("Auto-Fill"));
  if (done->canvas != NULL)
    {
      gtk_widget_queue_draw (done->canvas);
      g_object_remove_weak_pointer (G_OBJECT (done->canvas), (gpointer *) &done->canvas);
    }
  g_object_unref (done->document);
  fill_share_unref (done->share);
  g_free (done);
}

static gboolean
live_tick (gpointer data)
{
  NamesEditor *ed = data;
  gtk_widget_queue_draw (ed->canvas);
  if (ed->fill != NULL && ed->fill->running)
    return G_SOURCE_CONTINUE;
  ed->live_id = 0;
  return G_SOURCE_REMOVE;
}

static void
auto_fill (GtkButton *button, NamesEditor *ed)
{
  GtkRoot *root = gtk_widget_get_root (ed->root);
  if (root == NULL || !PW_IS_WINDOW (root))
    return;
  PwTaskRunner *runner = pw_window_get_task_runner (PW_WINDOW (root));
  if (ed->fill != NULL)
    fill_share_unref (ed->fill);
  ed->fill = g_new0 (FillShare, 1);
  ed->fill->ref = 1;
  g_mutex_init (&ed->fill->lock);
  ed->fill->running = TRUE;

  FillTask *task = g_new0 (FillTask, 1);
  task->snapshot = dup_model (ed);
  task->options.seconds = gtk_spin_button_get_value (GTK_SPIN_BUTTON (ed->seconds_spin));
  task->options.seed = pw_document_get_seed (ed->document);
  task->options.on_best = fill_best;
  task->options.on_best_data = ed->fill;
  task->share = fill_share_ref (ed->fill);
  FillDone *done = g_new0 (FillDone, 1);
  done->document = g_object_ref (ed->document);
  done->share = fill_share_ref (ed->fill);
  done->canvas = ed->canvas;
  g_object_add_weak_pointer (G_OBJECT (ed->canvas), (gpointer *) &done->canvas);
  if (!pw_task_runner_start (runner, _("Auto-Fill"), fill_run, task, fill_task_free, fill_done,
                             done))
    {
      ed->fill->running = FALSE;
      g_object_remove_weak_pointer (G_OBJECT (ed->canvas), (gpointer *) &done->canvas);
      g_object_unref (done->document);
      fill_share_unref (done->share);
      g_free (done);
      toast (ed, _("Another task is running"));
      return;
    }
  if (ed->live_id == 0)
    ed->live_id = g_timeout_add (200, live_tick, ed);
}

/* ---- keeping the panels in step with the document ---- */

static void
update_marks (NamesEditor *ed)
{
  const PwNamesModel *m = current (ed);
  g_free (ed->marked);
  ed->n_marked = m->tiles->len;
  ed->marked = g_new0 (gboolean, ed->n_marked + 1);
  g_autoptr (GPtrArray) problems = pw_names_validate (m);
  for (guint i = 0; i < problems->len; i++)
    {
      const PwProblem *p = problems->pdata[i];
      guint t;
      if (p->severity == PW_SEVERITY_ERROR && sscanf (p->path, "$.puzzle.tiles[%u]", &t) == 1
          && t < ed->n_marked)
        ed->marked[t] = TRUE;
    }
}

static void
clear_box (GtkWidget *list)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (list)))
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

static gboolean
rebuild (gpointer data)
{
  NamesEditor *ed = data;
  ed->rebuild_id = 0;
  const PwNamesModel *m = current (ed);
  ed->updating = TRUE;
  /* Rows are updated in place and only added or removed at the end:
   * rebuilding hundreds of rows on every edit is slow. */
  guint t = 0;
  GtkWidget *row = gtk_widget_get_first_child (ed->tile_list);
  for (; t < m->tiles->len; t++)
    {
      if (row == NULL)
        gtk_list_box_append (GTK_LIST_BOX (ed->tile_list), tile_row (ed, t));
      else
        {
          update_tile_row (ed, row, t);
          row = gtk_widget_get_next_sibling (row);
        }
    }
  while (row != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (row);
      gtk_list_box_remove (GTK_LIST_BOX (ed->tile_list), row);
      row = next;
    }
  GtkListBoxRow *sel = ed->selected >= 0
                       ? gtk_list_box_get_row_at_index (GTK_LIST_BOX (ed->tile_list), ed->selected)
                       : NULL;
  if (sel)
    gtk_list_box_select_row (GTK_LIST_BOX (ed->tile_list), sel);
  else
    gtk_list_box_unselect_all (GTK_LIST_BOX (ed->tile_list));
  clear_box (ed->syn_list);
  for (guint i = 0; i < m->synonyms->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (ed->syn_list), synonym_row (ed, i));
  g_autofree char *count = g_strdup_printf (_("%u tiles, %u on the board"), m->tiles->len,
                                            pw_names_model_count_placed (m));
  gtk_label_set_label (GTK_LABEL (ed->tile_count), count);
  gtk_switch_set_active (GTK_SWITCH (ed->partial_switch), m->partial_match);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ed->width_spin), m->width);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ed->height_spin), m->height);
  ed->updating = FALSE;
  return G_SOURCE_REMOVE;
}

static void
model_changed (PwDocument *document, GtkWidget *canvas)
{
  NamesEditor *ed = g_object_get_data (G_OBJECT (canvas), "pw-names-editor");
  const PwNamesModel *m = current (ed);
  if (ed->selected >= (int) m->tiles->len)
    ed->selected = -1;
  update_marks (ed);
  update_stats (ed);
  canvas_resize (ed);
  gtk_widget_queue_draw (ed->canvas);
  /* Rebuilt from idle: the widget that made this edit may be emitting. */
  if (ed->rebuild_id == 0)
    ed->rebuild_id = g_idle_add (rebuild, ed);
}

static void
editor_free (gpointer data)
{
  NamesEditor *ed = data;
  g_clear_handle_id (&ed->rebuild_id, g_source_remove);
  g_clear_handle_id (&ed->live_id, g_source_remove);
  if (ed->fill)
    fill_share_unref (ed->fill);
  g_free (ed->marked);
  g_object_unref (ed->document);
  g_free (ed);
}

/* The popover must leave its parent before the parent goes. */
static void
canvas_destroyed (GtkWidget *canvas, NamesEditor *ed)
{
  g_clear_pointer (&ed->menu, gtk_widget_unparent);
  g_clear_handle_id (&ed->live_id, g_source_remove);
}

/* ---- building the editor ---- */

static GtkWidget *
entry_with_button (GtkWidget **entry, const char *placeholder, const char *button_label,
                   GCallback callback, NamesEditor *ed)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (*entry), placeholder);
  gtk_widget_set_hexpand (*entry, TRUE);
  g_signal_connect (*entry, "activate", callback, ed);
  GtkWidget *button = gtk_button_new_with_label (button_label);
  g_signal_connect (button, "clicked", callback, ed);
  gtk_box_append (GTK_BOX (box), *entry);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

static GtkWidget *
scrolled_list (GtkWidget **list)
{
  *list = gtk_list_box_new ();
  gtk_widget_add_css_class (*list, "boxed-list");
  GtkWidget *sw = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (sw), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (sw), *list);
  gtk_widget_set_vexpand (sw, TRUE);
  return sw;
}

static GtkWidget *
build_tiles_page (NamesEditor *ed)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (page),
                  entry_with_button (&ed->tile_entry, _("Tim Cook, Neve Campbell, Prince"),
                                     _("Add"), G_CALLBACK (add_tiles), ed));
  ed->tile_count = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (ed->tile_count), 0);
  gtk_widget_add_css_class (ed->tile_count, "dim-label");
  gtk_box_append (GTK_BOX (page), ed->tile_count);
  gtk_box_append (GTK_BOX (page), scrolled_list (&ed->tile_list));
  g_signal_connect (ed->tile_list, "row-selected", G_CALLBACK (tile_row_selected), ed);
  return page;
}

static GtkWidget *
build_synonyms_page (NamesEditor *ed)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (_("Match parts of names (LLOYD ~ FRANK LLOYD)"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  ed->partial_switch = gtk_switch_new ();
  gtk_widget_set_valign (ed->partial_switch, GTK_ALIGN_CENTER);
  g_signal_connect (ed->partial_switch, "notify::active", G_CALLBACK (partial_toggled), ed);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), ed->partial_switch);
  gtk_box_append (GTK_BOX (page), row);
  gtk_box_append (GTK_BOX (page),
                  entry_with_button (&ed->syn_entry, _("AMY=AIMEE, COOK=COOKE"), _("Add"),
                                     G_CALLBACK (add_synonyms), ed));
  gtk_box_append (GTK_BOX (page), scrolled_list (&ed->syn_list));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (ed->syn_list), GTK_SELECTION_NONE);
  return page;
}

static GtkWidget *
build_menu (NamesEditor *ed)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  struct { const char *what; const char *label; } items[] = {
    { "rotate", N_("Rotate") }, { "pin", N_("Pin") }, { "off", N_("Take Off the Board") } };
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      GtkWidget *b = gtk_button_new_with_label (_(items[i].label));
      gtk_widget_add_css_class (b, "flat");
      g_object_set_data (G_OBJECT (b), "what", (gpointer) items[i].what);
      g_signal_connect (b, "clicked", G_CALLBACK (menu_clicked), ed);
      gtk_box_append (GTK_BOX (box), b);
      if (g_str_equal (items[i].what, "pin"))
        ed->pin_button = b;
    }
  GtkWidget *menu = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (menu), box);
  gtk_widget_set_parent (menu, ed->canvas);
  return menu;
}

static GtkWidget *
spin (double min, double max, double value, const char *tooltip)
{
  GtkWidget *s = gtk_spin_button_new_with_range (min, max, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (s), value);
  gtk_widget_set_tooltip_text (s, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (s), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return s;
}

static void
zoom_in (GtkButton *b, NamesEditor *ed)
{
  set_zoom (ed, ed->zoom * 1.25);
}

static void
zoom_out (GtkButton *b, NamesEditor *ed)
{
  set_zoom (ed, ed->zoom / 1.25);
}

static GtkWidget *
hbox (GtkWidget *first, ...)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  va_list ap;
  va_start (ap, first);
  for (GtkWidget *w = first; w; w = va_arg (ap, GtkWidget *))
    gtk_box_append (GTK_BOX (box), w);
  va_end (ap);
  return box;
}

/* Board size, zoom and Auto-Fill, in groups that wrap on a narrow pane. */
static GtkWidget *
build_toolbar (NamesEditor *ed)
{
  GtkWidget *bar = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (bar), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (bar), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (bar), 12);
  ed->width_spin = spin (1, PW_NAMES_MAX_SIDE, current (ed)->width, _("Board width"));
  ed->height_spin = spin (1, PW_NAMES_MAX_SIDE, current (ed)->height, _("Board height"));
  g_signal_connect (ed->width_spin, "value-changed", G_CALLBACK (size_changed), ed);
  g_signal_connect (ed->height_spin, "value-changed", G_CALLBACK (size_changed), ed);
  gtk_flow_box_append (GTK_FLOW_BOX (bar),
                       hbox (gtk_label_new (_("Board")), ed->width_spin, gtk_label_new ("×"),
                             ed->height_spin, NULL));
  GtkWidget *out = gtk_button_new_from_icon_name ("zoom-out-symbolic");
  GtkWidget *in = gtk_button_new_from_icon_name ("zoom-in-symbolic");
  gtk_widget_set_tooltip_text (out, _("Zoom Out"));
  gtk_widget_set_tooltip_text (in, _("Zoom In"));
  g_signal_connect (out, "clicked", G_CALLBACK (zoom_out), ed);
  g_signal_connect (in, "clicked", G_CALLBACK (zoom_in), ed);
  gtk_flow_box_append (GTK_FLOW_BOX (bar), hbox (out, in, NULL));
  ed->seconds_spin = spin (1, 600, 10, _("Seconds to search"));
  GtkWidget *fill = gtk_button_new_with_label (_("Auto-Fill"));
  gtk_widget_set_name (fill, "names-auto-fill");
  gtk_widget_add_css_class (fill, "suggested-action");
  gtk_widget_set_tooltip_text (fill, _("Place as many tiles as fit around the pinned ones, "
                                       "showing the best board so far"));
  g_signal_connect (fill, "clicked", G_CALLBACK (auto_fill), ed);
  gtk_flow_box_append (GTK_FLOW_BOX (bar),
                       hbox (ed->seconds_spin, gtk_label_new (_("s")), fill, NULL));
  return bar;
}

static GtkWidget *
build_canvas (NamesEditor *ed)
{
  ed->canvas = gtk_drawing_area_new ();
  gtk_widget_set_name (ed->canvas, "names-board");
  gtk_widget_set_focusable (ed->canvas, TRUE);
  gtk_widget_set_halign (ed->canvas, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (ed->canvas, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (ed->canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board"), -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (ed->canvas), draw_canvas, ed, NULL);
  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), ed);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), ed);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), ed);
  gtk_widget_add_controller (ed->canvas, GTK_EVENT_CONTROLLER (drag));
  GtkGesture *menu = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu, "pressed", G_CALLBACK (secondary_click), ed);
  gtk_widget_add_controller (ed->canvas, GTK_EVENT_CONTROLLER (menu));
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), ed);
  gtk_widget_add_controller (ed->canvas, keys);
  GtkEventController *scroll = gtk_event_controller_scroll_new (
    GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), ed);
  gtk_widget_add_controller (ed->canvas, scroll);
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (dropped), ed);
  gtk_widget_add_controller (ed->canvas, GTK_EVENT_CONTROLLER (drop));
  ed->menu = build_menu (ed);

  /* Focusing the canvas must not scroll it: clicks would land elsewhere. */
  GtkWidget *viewport = gtk_viewport_new (NULL, NULL);
  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), ed->canvas);
  GtkWidget *sw = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (sw), viewport);
  gtk_widget_set_vexpand (sw, TRUE);
  gtk_widget_set_hexpand (sw, TRUE);
  return sw;
}

static GtkWidget *
create (PwDocument *document, PwTaskRunner *runner)
{
  NamesEditor *ed = g_new0 (NamesEditor, 1);
  ed->document = g_object_ref (document);
  ed->zoom = 28;
  ed->selected = -1;
  ed->drag_tile = ed->menu_tile = -1;
  ed->hover_x = ed->hover_y = -1;

  GtkWidget *board_side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (board_side), build_toolbar (ed));
  gtk_box_append (GTK_BOX (board_side), build_canvas (ed));
  ed->stats_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (ed->stats_label), 0);
  gtk_label_set_wrap (GTK_LABEL (ed->stats_label), TRUE);
  gtk_widget_add_css_class (ed->stats_label, "dim-label");
  gtk_box_append (GTK_BOX (board_side), ed->stats_label);

  GtkWidget *stack = gtk_stack_new ();
  gtk_stack_add_titled (GTK_STACK (stack), build_tiles_page (ed), "tiles", _("Tiles"));
  gtk_stack_add_titled (GTK_STACK (stack), build_synonyms_page (ed), "synonyms", _("Synonyms"));
  GtkWidget *switcher = gtk_stack_switcher_new ();
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (stack));
  GtkWidget *list_side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (list_side), switcher);
  gtk_box_append (GTK_BOX (list_side), stack);
  gtk_widget_set_size_request (list_side, 280, -1);

  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_start_child (GTK_PANED (paned), list_side);
  gtk_paned_set_end_child (GTK_PANED (paned), board_side);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  for (GtkWidget *w = list_side; w; w = w == list_side ? board_side : NULL)
    {
      gtk_widget_set_margin_top (w, 6);
      gtk_widget_set_margin_bottom (w, 6);
      gtk_widget_set_margin_start (w, 6);
      gtk_widget_set_margin_end (w, 6);
    }
  ed->root = paned;

  update_marks (ed);
  update_stats (ed);
  canvas_resize (ed);
  rebuild (ed);
  g_signal_connect_object (document, "changed", G_CALLBACK (model_changed), ed->canvas, 0);
  g_signal_connect (ed->canvas, "destroy", G_CALLBACK (canvas_destroyed), ed);
  /* The editor's state lives as long as its canvas. */
  g_object_set_data_full (G_OBJECT (ed->canvas), "pw-names-editor", ed, editor_free);
  return paned;
}

/* The editor has its own Auto-Fill with seconds and a live board. */
static const char *const own_operations[] = { "fill", NULL };
static const PwKindEditor editor = { PW_NAMES_KIND_ID, create, own_operations };

const PwKindEditor *
pw_name_dominoes_editor (void)
{
  return &editor;
}
