/* name-dominoes-editor-lists.c — the tile and synonym panels.
 *
 * Each list box is bound to a GListStore of small items, one per tile or
 * synonym set, holding what its row shows.  After an edit the stores are
 * brought in step item by item: items that still show the same stay, an
 * item whose tile changed is updated in place (its row redraws; an entry
 * being typed in keeps its focus), and only what was added or removed is
 * spliced in or out.  Rows know their tile by their place in the list. */
#include "name-dominoes-editor-private.h"

#include <glib/gi18n.h>

#include "name-dominoes-render.h"
#include "name-dominoes-match.h"
#include "pw-a11y.h"

/* ---- one row's worth of a tile or a synonym set ---- */

#define PW_TYPE_NAME_DOMINOES_LIST_ITEM (pw_name_dominoes_list_item_get_type ())
G_DECLARE_FINAL_TYPE (PwNameDominoesListItem, pw_name_dominoes_list_item, PW, NAME_DOMINOES_LIST_ITEM, GObject)

struct _PwNameDominoesListItem
{
  GObject parent_instance;
  char *text;            /* what the row's entry shows */
  GStrv names;           /* a tile's names, for its picture; NULL for a set */
  gboolean placed, pinned;
  char *detail;          /* a set: how many tiles it connects */
  char *detail_tooltip;  /* ... and which */
};

G_DEFINE_FINAL_TYPE (PwNameDominoesListItem, pw_name_dominoes_list_item, G_TYPE_OBJECT)

static guint item_changed_signal;

static void
pw_name_dominoes_list_item_finalize (GObject *object)
{
  PwNameDominoesListItem *item = PW_NAME_DOMINOES_LIST_ITEM (object);
  g_free (item->text);
  g_strfreev (item->names);
  g_free (item->detail);
  g_free (item->detail_tooltip);
  G_OBJECT_CLASS (pw_name_dominoes_list_item_parent_class)->finalize (object);
}

static void
pw_name_dominoes_list_item_class_init (PwNameDominoesListItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pw_name_dominoes_list_item_finalize;
  /* ::changed — the item now shows something else; its row updates. */
  item_changed_signal = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pw_name_dominoes_list_item_init (PwNameDominoesListItem *item)
{
}

static gboolean
strv_equal0 (const char *const *a, const char *const *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strv_equal (a, b);
}

static gboolean
item_equal (const PwNameDominoesListItem *a, const PwNameDominoesListItem *b)
{
  return g_strcmp0 (a->text, b->text) == 0
         && strv_equal0 ((const char *const *) a->names, (const char *const *) b->names)
         && a->placed == b->placed && a->pinned == b->pinned
         && g_strcmp0 (a->detail, b->detail) == 0
         && g_strcmp0 (a->detail_tooltip, b->detail_tooltip) == 0;
}

/* Makes @item show what @fresh shows. */
static void
item_take (PwNameDominoesListItem *item, PwNameDominoesListItem *fresh)
{
  g_free (item->text);
  g_strfreev (item->names);
  g_free (item->detail);
  g_free (item->detail_tooltip);
  item->text = g_steal_pointer (&fresh->text);
  item->names = g_steal_pointer (&fresh->names);
  item->placed = fresh->placed;
  item->pinned = fresh->pinned;
  item->detail = g_steal_pointer (&fresh->detail);
  item->detail_tooltip = g_steal_pointer (&fresh->detail_tooltip);
  g_signal_emit (item, item_changed_signal, 0);
}

static PwNameDominoesListItem *
store_item (GListStore *store, guint i)
{
  PwNameDominoesListItem *item = g_list_model_get_item (G_LIST_MODEL (store), i);
  g_object_unref (item); /* the store keeps it */
  return item;
}

/* Brings @store to hold items equal to @fresh (PwNameDominoesListItem *), keeping
 * the items that are equal at both ends and updating those between. */
static void
sync_store (GListStore *store, GPtrArray *fresh)
{
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (store)), new_n = fresh->len;
  guint pre = 0, suf = 0;
  while (pre < old_n && pre < new_n && item_equal (store_item (store, pre), fresh->pdata[pre]))
    pre++;
  while (suf < old_n - pre && suf < new_n - pre
         && item_equal (store_item (store, old_n - 1 - suf), fresh->pdata[new_n - 1 - suf]))
    suf++;
  guint a = old_n - pre - suf, b = new_n - pre - suf, common = MIN (a, b);
  for (guint k = 0; k < common; k++)
    item_take (store_item (store, pre + k), fresh->pdata[pre + k]);
  if (a > b)
    g_list_store_splice (store, pre + common, a - b, NULL, 0);
  else if (b > a)
    g_list_store_splice (store, pre + common, 0, fresh->pdata + pre + common, b - a);
}

static char *
tile_text (const PwNameDominoesTile *tile)
{
  GString *s = g_string_new (NULL);
  for (guint k = 0; k < tile->n_names; k++)
    g_string_append_printf (s, "%s%s", k ? " | " : "", tile->names[k]);
  return g_string_free (s, FALSE);
}

static PwNameDominoesListItem *
tile_item_new (const PwNameDominoesTile *tile)
{
  PwNameDominoesListItem *item = g_object_new (PW_TYPE_NAME_DOMINOES_LIST_ITEM, NULL);
  item->text = tile_text (tile);
  item->names = g_new0 (char *, tile->n_names + 1);
  for (guint k = 0; k < tile->n_names; k++)
    item->names[k] = g_strdup (tile->names[k]);
  item->placed = tile->placed;
  item->pinned = tile->pinned;
  return item;
}

/* The tiles with a name in set @i: what the set connects. */
static GPtrArray *
tiles_in_set (const PwNameDominoesModel *m, guint i)
{
  GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);
  char **set = m->synonyms->pdata[i];
  g_autoptr (GPtrArray) folded = g_ptr_array_new_with_free_func (g_free);
  for (guint j = 0; set[j]; j++)
    g_ptr_array_add (folded, pw_name_dominoes_normalize (set[j]));
  for (guint t = 0; t < m->tiles->len; t++)
    {
      const PwNameDominoesTile *tile = m->tiles->pdata[t];
      gboolean hit = FALSE;
      for (guint k = 0; k < tile->n_names && !hit; k++)
        {
          g_autofree char *name = pw_name_dominoes_normalize (tile->names[k]);
          for (guint j = 0; j < folded->len && !hit; j++)
            hit = name[0] != '\0' && g_str_equal (name, folded->pdata[j]);
        }
      if (hit)
        g_ptr_array_add (labels, pw_name_dominoes_tile_label (tile));
    }
  return labels;
}

static PwNameDominoesListItem *
synonym_item_new (const PwNameDominoesModel *m, guint i)
{
  PwNameDominoesListItem *item = g_object_new (PW_TYPE_NAME_DOMINOES_LIST_ITEM, NULL);
  item->text = g_strjoinv ("=", m->synonyms->pdata[i]);
  g_autoptr (GPtrArray) tiles = tiles_in_set (m, i);
  item->detail = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", tiles->len), tiles->len);
  g_ptr_array_add (tiles, NULL);
  g_autofree char *list = g_strjoinv ("\n", (char **) tiles->pdata);
  item->detail_tooltip = g_strdup (*list ? list : _("No tile has these names"));
  return item;
}

/* ---- rows ---- */

static PwNameDominoesEditor *
editor_of (GtkWidget *widget)
{
  return PW_NAME_DOMINOES_EDITOR (gtk_widget_get_ancestor (widget,
                                                           PW_TYPE_NAME_DOMINOES_EDITOR));
}

/* The tile or set of the row holding @widget: the row's place. */
static int
index_of (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);
  return row ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) : -1;
}

/* An edit is kept when the entry is left, not only on Enter: a name typed
 * and then left for the board would otherwise stay on screen, unsaved,
 * until the list next showed the model and put the old name back. */
static void
entry_left (GtkEventControllerFocus *focus)
{
  g_signal_emit_by_name (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)),
                         "activate");
}

/* Escape takes back what was typed: the entry shows its row's item again.
 * With nothing typed, Escape goes on to the editor (stopping Auto-Fill). */
static gboolean
entry_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode,
                   GdkModifierType state, GtkWidget *entry)
{
  GtkWidget *row = gtk_widget_get_ancestor (entry, GTK_TYPE_LIST_BOX_ROW);
  PwNameDominoesListItem *item = row ? g_object_get_data (G_OBJECT (row), "item") : NULL;
  if (keyval != GDK_KEY_Escape || item == NULL
      || g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), item->text))
    return GDK_EVENT_PROPAGATE;
  gtk_editable_set_text (GTK_EDITABLE (entry), item->text);
  gtk_editable_set_position (GTK_EDITABLE (entry), -1);
  return GDK_EVENT_STOP;
}

/* An entry that reads like a label until edited; @name is what a screen
 * reader calls it.  Its edit is made by @edited, on Enter or on leaving. */
static GtkWidget *
flat_entry (const char *name, const char *tooltip, GCallback edited)
{
  GtkWidget *entry = gtk_entry_new ();
  pw_a11y_set_label (entry, name);
  gtk_entry_set_has_frame (GTK_ENTRY (entry), FALSE);
  gtk_widget_set_hexpand (entry, TRUE);
  pw_a11y_set_tooltip (entry, tooltip, tooltip);
  g_object_set_data (G_OBJECT (entry), "pw-hint", (gpointer) tooltip);
  g_signal_connect (entry, "activate", edited, NULL);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (entry_left), NULL);
  gtk_widget_add_controller (entry, focus);
  GtkEventController *keys = gtk_event_controller_key_new ();
  /* Before the text sees the key. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (entry_key_pressed), entry);
  gtk_widget_add_controller (entry, keys);
  return entry;
}

static GtkWidget *
delete_button (const char *tooltip, const char *action)
{
  GtkWidget *del = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (del, "flat");
  gtk_widget_set_tooltip_text (del, tooltip);
  pw_a11y_set_label (del, tooltip);
  g_object_set_data (G_OBJECT (del), "action", (gpointer) action);
  return del;
}

static void
delete_clicked (GtkButton *button)
{
  int i = index_of (GTK_WIDGET (button));
  if (i >= 0)
    gtk_widget_activate_action (GTK_WIDGET (button),
                                g_object_get_data (G_OBJECT (button), "action"), "u",
                                (guint32) i);
}

/* The most characters a row's entry asks room for.  The panel is as wide
 * as its widest row needs (the board takes what is left), so a tile's
 * names show whole up to this (all but one of xkcd 1970's 270 tiles) and
 * one tile of long names cannot squeeze the board.  A GtkEntry cut short
 * shows no "…"; the text scrolls when edited. */
#define MAX_ENTRY_CHARS 24

/* Asks, in characters as GtkText counts them, for the width @text needs
 * in @entry: names in capitals are wider than its average character. */
static void
fit_entry_to_text (GtkWidget *entry, const char *text)
{
  PangoContext *context = gtk_widget_get_pango_context (entry);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                        pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (entry, text);
  int width;
  pango_layout_get_size (layout, &width, NULL);
  /* One character more for the cursor after the last. */
  int chars = char_width > 0 ? (width + char_width - 1) / char_width + 1 : 0;
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), CLAMP (chars, 8, MAX_ENTRY_CHARS));
  /* What the entry cuts, a pointer resting on it reads whole, above the
   * hint that is the tooltip of every entry. */
  const char *hint = g_object_get_data (G_OBJECT (entry), "pw-hint");
  g_autofree char *tooltip = chars > MAX_ENTRY_CHARS ? g_strdup_printf ("%s\n%s", text, hint)
                                                     : g_strdup (hint);
  /* A screen reader reads the text itself: its description stays the hint.
   * Set only when it changes, so that it is not announced again. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (entry), tooltip) != 0)
    pw_a11y_set_tooltip (entry, tooltip, hint);
}

/* Shows the model's @text in @entry when the model's text changed: an
 * update that leaves it as it was (Auto-Fill placing the tile, again and
 * again) leaves alone what the user is typing there, and does not measure
 * the text again. */
static void
set_entry_text (GtkWidget *entry, const char *text)
{
  const char *shown = g_object_get_data (G_OBJECT (entry), "pw-model-text");
  if (g_strcmp0 (shown, text) == 0)
    return;
  g_object_set_data_full (G_OBJECT (entry), "pw-model-text", g_strdup (text), g_free);
  if (!g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
    gtk_editable_set_text (GTK_EDITABLE (entry), text);
  fit_entry_to_text (entry, text);
}

static void
draw_list_tile (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwNameDominoesListItem *item = data;
  pw_name_dominoes_render_tile (cr, (const char *const *) item->names, g_strv_length (item->names),
                        width, height);
}

static void
tile_row_update (GtkWidget *row)
{
  PwNameDominoesListItem *item = g_object_get_data (G_OBJECT (row), "item");
  GtkWidget *picture = g_object_get_data (G_OBJECT (row), "picture");
  GtkWidget *state = g_object_get_data (G_OBJECT (row), "state");
  set_entry_text (g_object_get_data (G_OBJECT (row), "entry"), item->text);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture),
                                      30 * (int) g_strv_length (item->names));
  gtk_widget_queue_draw (picture);
  gtk_image_set_from_icon_name (GTK_IMAGE (state), item->pinned ? "view-pin-symbolic"
                                                   : item->placed ? "object-select-symbolic"
                                                   : NULL);
  gtk_widget_set_tooltip_text (state, item->pinned ? _("Pinned on the board")
                                      : item->placed ? _("On the board") : NULL);
  /* The row as a screen reader says it: the names, and where the tile is. */
  g_autofree char *said
    = item->pinned ? g_strdup_printf (_("%s, pinned on the board"), item->text)
      : item->placed ? g_strdup_printf (_("%s, on the board"), item->text)
                     : g_strdup (item->text);
  pw_a11y_set_label (row, said);
}

static void
tile_edited (GtkEntry *entry)
{
  PwNameDominoesEditor *self = editor_of (GTK_WIDGET (entry));
  int t = index_of (GTK_WIDGET (entry));
  /* Left as its row goes, or as the editor lets its document go. */
  if (self == NULL || self->document == NULL || self->updating || t < 0)
    return;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  if ((guint) t >= m->tiles->len)
    return;
  g_autofree char *old = tile_text (m->tiles->pdata[t]);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  if (g_str_equal (old, text))
    return;
  g_auto (GStrv) parts = g_strsplit (text, "|", -1);
  guint n = g_strv_length (parts);
  gboolean any = FALSE;
  /* Every name stripped, not only up to the first that is not blank. */
  for (guint k = 0; k < n; k++)
    any = g_strstrip (parts[k])[0] != '\0' || any;
  if (n < 1 || n > PW_NAME_DOMINOES_MAX_SQUARES || !any)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("A tile has 1 to 3 names split by “|”, not all blank"));
      gtk_editable_set_text (GTK_EDITABLE (entry), old);
      return;
    }
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  PwNameDominoesTile *tile = next->tiles->pdata[t];
  gboolean was_placed = tile->placed;
  for (guint k = 0; k < tile->n_names; k++)
    g_free (tile->names[k]);
  tile->n_names = n;
  for (guint k = 0; k < n; k++)
    tile->names[k] = g_strdup (parts[k]);
  /* A longer tile may no longer fit where it lay. */
  if (was_placed && !pw_name_dominoes_model_place (next, t, tile->x, tile->y, tile->direction, NULL))
    pw_name_dominoes_model_unplace (next, t);
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Edit Tile"));
}

static GdkContentProvider *
row_drag_prepare (GtkDragSource *source, double x, double y)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autofree char *text = g_strdup_printf ("%d", gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)));
  return gdk_content_provider_new_typed (G_TYPE_STRING, text);
}

static GtkWidget *
tile_row_new (gpointer object, gpointer data)
{
  PwNameDominoesListItem *item = object;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  GtkWidget *picture = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), 30);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_list_tile, item, NULL);
  GtkWidget *entry = flat_entry (_("Tile names"),
                                 _("Names of the squares, split by “|”; Enter to change"),
                                 G_CALLBACK (tile_edited));
  GtkWidget *state = gtk_image_new ();
  pw_a11y_set_decorative (state); /* the row says where the tile is */
  GtkWidget *del = delete_button (_("Delete Tile"), "names.delete-tile");
  g_signal_connect (del, "clicked", G_CALLBACK (delete_clicked), NULL);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), state);
  gtk_box_append (GTK_BOX (box), del);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "item", g_object_ref (item), g_object_unref);
  g_object_set_data (G_OBJECT (row), "picture", picture);
  g_object_set_data (G_OBJECT (row), "entry", entry);
  g_object_set_data (G_OBJECT (row), "state", state);
  g_signal_connect_object (item, "changed", G_CALLBACK (tile_row_update), row,
                           G_CONNECT_SWAPPED);
  GtkDragSource *source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (row_drag_prepare), NULL);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  tile_row_update (row);
  return row;
}

static void
synonyms_edited (GtkEntry *entry)
{
  PwNameDominoesEditor *self = editor_of (GTK_WIDGET (entry));
  int i = index_of (GTK_WIDGET (entry));
  /* Left as its row goes, or as the editor lets its document go. */
  if (self == NULL || self->document == NULL || self->updating || i < 0)
    return;
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  if ((guint) i >= m->synonyms->len)
    return;
  g_autofree char *old = g_strjoinv ("=", m->synonyms->pdata[i]);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  if (g_str_equal (old, text))
    return;
  g_auto (GStrv) names = g_strsplit (text, "=", -1);
  for (guint j = 0; names[j]; j++)
    g_strstrip (names[j]);
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  g_strfreev (next->synonyms->pdata[i]);
  next->synonyms->pdata[i] = g_steal_pointer (&names);
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Edit Synonyms"));
}

static void
synonym_row_update (GtkWidget *row)
{
  PwNameDominoesListItem *item = g_object_get_data (G_OBJECT (row), "item");
  GtkWidget *connects = g_object_get_data (G_OBJECT (row), "connects");
  set_entry_text (g_object_get_data (G_OBJECT (row), "entry"), item->text);
  gtk_label_set_label (GTK_LABEL (connects), item->detail);
  gtk_widget_set_tooltip_text (connects, item->detail_tooltip);
  g_autofree char *said = g_strdup_printf ("%s, %s", item->text, item->detail);
  pw_a11y_set_label (row, said);
}

static GtkWidget *
synonym_row_new (gpointer object, gpointer data)
{
  PwNameDominoesListItem *item = object;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  GtkWidget *entry = flat_entry (_("Synonyms"), _("Equal names, split by “=”; Enter to change"),
                                 G_CALLBACK (synonyms_edited));
  GtkWidget *connects = gtk_label_new (NULL);
  gtk_widget_add_css_class (connects, "dim-label");
  GtkWidget *del = delete_button (_("Delete Synonyms"), "names.delete-synonyms");
  g_signal_connect (del, "clicked", G_CALLBACK (delete_clicked), NULL);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), connects);
  gtk_box_append (GTK_BOX (box), del);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "item", g_object_ref (item), g_object_unref);
  g_object_set_data (G_OBJECT (row), "entry", entry);
  g_object_set_data (G_OBJECT (row), "connects", connects);
  g_signal_connect_object (item, "changed", G_CALLBACK (synonym_row_update), row,
                           G_CONNECT_SWAPPED);
  synonym_row_update (row);
  return row;
}

/* ---- in step with the model ---- */

void
pw_name_dominoes_editor_lists_select (PwNameDominoesEditor *self)
{
  GtkListBox *list = GTK_LIST_BOX (self->tile_list);
  GtkListBoxRow *row = self->state.selected >= 0
                       ? gtk_list_box_get_row_at_index (list, self->state.selected)
                       : NULL;
  gboolean updating = self->updating;
  self->updating = TRUE;
  if (row)
    gtk_list_box_select_row (list, row);
  else
    gtk_list_box_unselect_all (list);
  self->updating = updating;
}

static void
sync_now (PwNameDominoesEditor *self)
{
  const PwNameDominoesModel *m = pw_name_dominoes_editor_model (self);
  self->updating = TRUE;
  g_autoptr (GPtrArray) tiles = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint t = 0; t < m->tiles->len; t++)
    g_ptr_array_add (tiles, tile_item_new (m->tiles->pdata[t]));
  sync_store (self->tile_items, tiles);
  g_autoptr (GPtrArray) sets = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < m->synonyms->len; i++)
    g_ptr_array_add (sets, synonym_item_new (m, i));
  sync_store (self->synonym_items, sets);
  pw_name_dominoes_editor_lists_select (self);
  g_autofree char *count = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE, "%u tile, %u on the board", "%u tiles, %u on the board",
                 m->tiles->len),
    m->tiles->len, pw_name_dominoes_model_count_placed (m));
  gtk_label_set_label (GTK_LABEL (self->tile_count), count);
  gtk_switch_set_active (GTK_SWITCH (self->partial_switch), m->partial_match);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->width_spin), m->width);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->height_spin), m->height);
  self->updating = FALSE;
}

/* A frame after the rows were made the new set's row has its place:
 * scroll the list so it shows whole. */
static gboolean
reveal_synonym (GtkWidget *list, GdkFrameClock *clock, gpointer data)
{
  PwNameDominoesEditor *self = data;
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                      self->state.reveal_synonym);
  graphene_rect_t r;
  if (row == NULL)
    {
      self->state.reveal_synonym = -1;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_height (GTK_WIDGET (row)) == 0
      || !gtk_widget_compute_bounds (GTK_WIDGET (row), list, &r))
    return G_SOURCE_CONTINUE;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (self->syn_scroller));
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);
  /* The list may be laid out a frame before its scroller knows its new
   * height: a value past the old end would be cut short. */
  if (r.origin.y + r.size.height > gtk_adjustment_get_upper (adj) + 0.5)
    return G_SOURCE_CONTINUE;
  if (r.origin.y < value)
    gtk_adjustment_set_value (adj, r.origin.y);
  else if (r.origin.y + r.size.height > value + page)
    gtk_adjustment_set_value (adj, r.origin.y + r.size.height - page);
  self->state.reveal_synonym = -1;
  return G_SOURCE_REMOVE;
}

static gboolean
sync_idle (gpointer data)
{
  PwNameDominoesEditor *self = data;
  self->sync_id = 0;
  sync_now (self);
  if (self->state.reveal_synonym >= 0)
    gtk_widget_add_tick_callback (self->syn_list, reveal_synonym, self, NULL);
  return G_SOURCE_REMOVE;
}

void
pw_name_dominoes_editor_lists_sync (PwNameDominoesEditor *self)
{
  /* From idle: the widget that made this edit may still be emitting. */
  if (self->sync_id == 0)
    self->sync_id = g_idle_add (sync_idle, self);
}

void
pw_name_dominoes_editor_lists_init (PwNameDominoesEditor *self)
{
  self->tile_items = g_list_store_new (PW_TYPE_NAME_DOMINOES_LIST_ITEM);
  self->synonym_items = g_list_store_new (PW_TYPE_NAME_DOMINOES_LIST_ITEM);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->tile_list), G_LIST_MODEL (self->tile_items),
                           tile_row_new, NULL, NULL);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->syn_list), G_LIST_MODEL (self->synonym_items),
                           synonym_row_new, NULL, NULL);
  sync_now (self);
}

/* ---- commands of the panels ---- */

static void
tile_row_selected (PwNameDominoesEditor *self, GtkListBoxRow *row)
{
  if (self->updating || row == NULL)
    return;
  self->state.selected = gtk_list_box_row_get_index (row);
  gtk_widget_queue_draw (self->canvas);
}

static void
add_tiles_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->tile_entry));
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  g_autoptr (GError) error = NULL;
  guint n = pw_name_dominoes_model_add_pasted (next, text, &error);
  if (n == 0)
    {
      if (error)
        pw_kind_editor_toast (GTK_WIDGET (self), error->message);
      return;
    }
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next),
                          g_dngettext (GETTEXT_PACKAGE, "Add Tile", "Add Tiles", n));
  gtk_editable_set_text (GTK_EDITABLE (self->tile_entry), "");
}

static void
tile_entry_activated (PwNameDominoesEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "names.add-tiles", NULL);
}

static void
delete_tile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  guint t = g_variant_get_uint32 (param);
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  if (t >= next->tiles->len)
    return;
  g_ptr_array_remove_index (next->tiles, t);
  if (self->state.selected == (int) t)
    self->state.selected = -1;
  else if (self->state.selected > (int) t)
    self->state.selected--;
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Delete Tile"));
}

static void
add_synonyms_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->syn_entry));
  g_auto (GStrv) sets = g_strsplit (text, ",", -1);
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  guint added = 0;
  for (guint i = 0; sets[i]; i++)
    {
      g_auto (GStrv) names = g_strsplit (sets[i], "=", -1);
      for (guint j = 0; names[j]; j++)
        g_strstrip (names[j]);
      if (g_strv_length (names) < 2)
        continue;
      pw_name_dominoes_model_add_synonyms (next, (const char *const *) names);
      added++;
    }
  if (added == 0)
    {
      pw_kind_editor_toast (GTK_WIDGET (self), _("Write a set as names joined by “=”, such as AMY=AIMEE"));
      return;
    }
  /* Say what was added and show it: the list may be long. */
  guint first = next->synonyms->len - added;
  g_autofree char *set = g_strjoinv ("=", next->synonyms->pdata[first]);
  g_autoptr (GPtrArray) joined = tiles_in_set (next, first);
  g_autofree char *message = added == 1
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Added %s: it joins %u tile",
                                    "Added %s: it joins %u tiles", joined->len),
                       set, joined->len)
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Added %u synonym set",
                                    "Added %u synonym sets", added), added);
  self->state.reveal_synonym = (int) next->synonyms->len - 1;
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Add Synonyms"));
  gtk_editable_set_text (GTK_EDITABLE (self->syn_entry), "");
  pw_kind_editor_toast (GTK_WIDGET (self), message);
}

static void
synonym_entry_activated (PwNameDominoesEditor *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "names.add-synonyms", NULL);
}

static void
delete_synonyms_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwNameDominoesEditor *self = PW_NAME_DOMINOES_EDITOR (widget);
  guint i = g_variant_get_uint32 (param);
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  if (i >= next->synonyms->len)
    return;
  g_ptr_array_remove_index (next->synonyms, i);
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next), _("Delete Synonyms"));
}

static void
partial_toggled (PwNameDominoesEditor *self, GParamSpec *pspec, GtkSwitch *sw)
{
  if (self->updating)
    return;
  g_autoptr (PwNameDominoesModel) next = pw_name_dominoes_editor_dup_model (self);
  next->partial_match = gtk_switch_get_active (sw);
  pw_name_dominoes_editor_apply (self, g_steal_pointer (&next),
                          next->partial_match ? _("Match Parts of Names")
                                              : _("Match Whole Names Only"));
}

void
pw_name_dominoes_editor_lists_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "names.add-tiles", NULL, add_tiles_action);
  gtk_widget_class_install_action (widget_class, "names.delete-tile", "u", delete_tile_action);
  gtk_widget_class_install_action (widget_class, "names.add-synonyms", NULL,
                                   add_synonyms_action);
  gtk_widget_class_install_action (widget_class, "names.delete-synonyms", "u",
                                   delete_synonyms_action);
  gtk_widget_class_bind_template_callback (widget_class, tile_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, tile_entry_activated);
  gtk_widget_class_bind_template_callback (widget_class, synonym_entry_activated);
  gtk_widget_class_bind_template_callback (widget_class, partial_toggled);
}
