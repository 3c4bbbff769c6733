/* One symbol of the list.  The preview is a card of the deck that holds
 * only this symbol, centred and as large as a card draws one, drawn by
 * the deck's own renderer: the same picture, font and colour as on the
 * cards, and on the card's white, so a dark picture reads on a dark
 * theme too.  Rows are made for every symbol (up to 1057 at order 32),
 * so a row draws lazily and reads its picture only when it changed. */
#include "deck-symbol-row.h"

#include <glib/gi18n.h>

#include "deck-render.h"
#include "deck-sets.h"
#include "pw-a11y.h"

struct _PwDeckSymbolRow
{
  GtkWidget parent_instance;
  PwDocument *document;
  GtkWidget *preview, *missing, *name, *subtitle;
  guint index;
  /* What the preview draws, and which picture was last checked: the
   * row draws and reads again only when these change. */
  char *drawn;
  char *checked;
  gboolean hidden; /* out of sight when last drawn: left its preview out */
};

G_DEFINE_FINAL_TYPE (PwDeckSymbolRow, pw_deck_symbol_row, GTK_TYPE_WIDGET)

static const char *
type_label (PwDeckSymbolType type)
{
  switch (type)
    {
    case PW_DECK_SYMBOL_WORD:
      return _("word");
    case PW_DECK_SYMBOL_CHARACTER:
      return _("character");
    case PW_DECK_SYMBOL_PICTURE:
    default:
      return _("picture");
    }
}

/* A one-card deck: the deck as it is (its symbols, shape and pictures),
 * with a single card that holds symbol @index at its centre, filling
 * the card but for a margin that keeps a word's ends off its edge. */
static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDeckSymbolRow *self = data;
  const PwDeckModel *m = (const PwDeckModel *) pw_document_get_model (self->document);
  if (self->index >= m->symbols->len)
    return;
  PwDeckCard *card = pw_deck_card_new ();
  g_array_append_val (card->symbols, self->index);
  PwDeckPlace centre = { 0, 0, 0.9, 0 };
  g_array_append_val (card->places, centre);
  g_autoptr (GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_card_free);
  g_ptr_array_add (cards, card);
  PwDeckModel one = *m;
  one.cards = cards;
  double size = MIN (width, height);
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  pw_deck_render_card (cr, &one, 0, size, 0, NULL);
}

/* Whether picture @s draws, as the cards would draw it (the render
 * layer's check, whose answers are kept); else why not, naming the
 * file. */
static char *
picture_problem (const PwDeckModel *m, const PwDeckSymbol *s)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *digest = pw_deck_render_picture_check (m, s, &error);
  /* Still being drawn: its preview shows it when it is, and validate
   * (on a worker thread, which waits) says if it cannot be. */
  if (digest || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PENDING))
    return NULL;
  /* Translators: a picture's file name, then why it cannot be drawn. */
  return g_strdup_printf (_("%s cannot be drawn: %s"), s->name, error->message);
}

/* In the preview's place, spanning both lines of text. */
static void
place_left (PwDeckSymbolRow *self, GtkWidget *child)
{
  gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkGridLayoutChild *cell = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout,
                                                                                         child));
  gtk_grid_layout_child_set_row_span (cell, 2);
}

/* The icon is made for the few rows that need it: a row is made for
 * each of up to 1057 symbols. */
static void
show_problem (PwDeckSymbolRow *self, const PwDeckSymbol *s, const char *problem)
{
  if (problem && self->missing == NULL)
    {
      self->missing = gtk_image_new_from_icon_name ("image-missing-symbolic");
      gtk_widget_set_name (self->missing, "deck-symbol-missing");
      gtk_image_set_pixel_size (GTK_IMAGE (self->missing), 24);
      gtk_widget_set_size_request (self->missing, PW_DECK_SYMBOL_PREVIEW, PW_DECK_SYMBOL_PREVIEW);
      gtk_widget_set_valign (self->missing, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (self->missing, "error");
      place_left (self, self->missing);
    }
  gtk_widget_set_visible (self->preview, problem == NULL);
  if (self->missing)
    gtk_widget_set_visible (self->missing, problem != NULL);
  if (problem)
    {
      gtk_widget_set_tooltip_text (self->missing, problem);
      pw_a11y_set_label (self->missing, problem); /* what the icon means */
    }
  else
    {
      /* Translators: the description of a symbol's preview in the list;
       * %s is the word, the character or the picture's file name. */
      g_autofree char *text = g_strdup_printf (_("%s as drawn on the cards"), s->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->preview),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
}

static char *
cards_text (PwDeckSymbolType type, guint cards)
{
  if (cards == 0)
    /* Translators: a symbol's type ("word", "picture"), in the list. */
    return g_strdup_printf (_("%s, on no card"), type_label (type));
  /* Translators: a symbol's type ("word", "picture"), and on how many
   * cards it is, in the list. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, on %u card", "%s, on %u cards", cards),
                          type_label (type), cards);
}

void
pw_deck_symbol_row_update (PwDeckSymbolRow *self, const PwDeckModel *m, guint index, guint cards)
{
  const PwDeckSymbol *s = pw_deck_model_symbol (m, index);
  self->index = index;
  /* A built-in picture by its name in the user's language ("Apfel"),
   * any other by its file's without the extension ("cat"); the file
   * ("cat.svg") on hover. */
  gboolean builtin = s->type == PW_DECK_SYMBOL_PICTURE && pw_deck_model_builtin_pictures (m);
  g_autofree char *label_text = builtin ? pw_deck_picture_label (s->name,
                                                                 g_get_language_names ()[0])
                                        : NULL;
  g_autofree char *file_name = pw_deck_symbol_display_name (s);
  const char *shown = label_text ? label_text : file_name;
  gtk_label_set_text (GTK_LABEL (self->name), shown);
  gtk_widget_set_tooltip_text (self->name, s->type == PW_DECK_SYMBOL_PICTURE ? s->name : NULL);
  g_autofree char *subtitle = cards_text (s->type, cards);
  gtk_label_set_text (GTK_LABEL (self->subtitle), subtitle);
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self));
  if (row)
    {
      g_autofree char *label = g_strdup_printf ("%s, %s", shown, subtitle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  /* The colour of a word comes with its place in the list; a picture
   * comes from the folder. */
  g_autofree char *drawn = g_strdup_printf ("%d\n%u\n%d\n%s\n%s", m->shape, index, s->type,
                                            m->pictures ? m->pictures : "", s->name);
  if (g_strcmp0 (drawn, self->drawn) != 0)
    {
      g_free (self->drawn);
      self->drawn = g_steal_pointer (&drawn);
      gtk_widget_queue_draw (self->preview);
    }
  g_autofree char *checked = g_strdup_printf ("%d\n%s\n%s", s->type,
                                              m->pictures ? m->pictures : "", s->name);
  if (g_strcmp0 (checked, self->checked) == 0)
    return;
  g_free (self->checked);
  self->checked = g_steal_pointer (&checked);
  g_autofree char *problem = s->type == PW_DECK_SYMBOL_PICTURE ? picture_problem (m, s) : NULL;
  show_problem (self, s, problem);
}

/* GTK snapshots every row of a list box, seen or not, and a preview
 * costs a picture read and drawn: a row out of sight leaves its preview
 * out until pw_deck_symbol_row_reveal(). */
static void
pw_deck_symbol_row_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  PwDeckSymbolRow *self = PW_DECK_SYMBOL_ROW (widget);
  GtkWidget *view = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;
  self->hidden = view && gtk_widget_compute_bounds (widget, view, &bounds)
                 && (bounds.origin.y + bounds.size.height < 0
                     || bounds.origin.y > gtk_widget_get_height (view));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (c != self->preview || !self->hidden)
      gtk_widget_snapshot_child (widget, c, snapshot);
}

void
pw_deck_symbol_row_reveal (PwDeckSymbolRow *self)
{
  /* The row, not the preview: the preview left out is still waiting to
   * be drawn, so queueing it would not reach the row's kept drawing. */
  if (self->hidden)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
pw_deck_symbol_row_new (PwDocument *document)
{
  PwDeckSymbolRow *self = g_object_new (PW_TYPE_DECK_SYMBOL_ROW, NULL);
  self->document = g_object_ref (document);
  return GTK_WIDGET (self);
}

static void
pw_deck_symbol_row_dispose (GObject *object)
{
  PwDeckSymbolRow *self = PW_DECK_SYMBOL_ROW (object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  g_clear_pointer (&self->drawn, g_free);
  g_clear_pointer (&self->checked, g_free);
  G_OBJECT_CLASS (pw_deck_symbol_row_parent_class)->dispose (object);
}

static void
pw_deck_symbol_row_class_init (PwDeckSymbolRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = pw_deck_symbol_row_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = pw_deck_symbol_row_snapshot;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_GRID_LAYOUT);
}

static void
pw_deck_symbol_row_init (PwDeckSymbolRow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_grid_layout_set_column_spacing (GTK_GRID_LAYOUT (gtk_widget_get_layout_manager (widget)),
                                      12);
  gtk_widget_set_margin_start (widget, 6);
  gtk_widget_set_margin_end (widget, 12);
  gtk_widget_set_margin_top (widget, 6);
  gtk_widget_set_margin_bottom (widget, 6);

  /* Name and subtitle in the second column; the preview added last,
   * as the first child, spanning both rows. */
  self->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_set_hexpand (self->name, TRUE);
  gtk_widget_set_valign (self->name, GTK_ALIGN_END);
  gtk_widget_set_parent (self->name, widget);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (widget);
  gtk_grid_layout_child_set_column (
    GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, self->name)), 1);
  self->subtitle = gtk_label_new (NULL);
  gtk_widget_set_name (self->subtitle, "deck-symbol-subtitle");
  gtk_label_set_xalign (GTK_LABEL (self->subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_set_valign (self->subtitle, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->subtitle, "dim-label");
  gtk_widget_add_css_class (self->subtitle, "caption");
  gtk_widget_set_parent (self->subtitle, widget);
  GtkGridLayoutChild *cell
    = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, self->subtitle));
  gtk_grid_layout_child_set_column (cell, 1);
  gtk_grid_layout_child_set_row (cell, 1);

  self->preview = gtk_drawing_area_new ();
  gtk_widget_set_name (self->preview, "deck-symbol-preview");
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->preview), PW_DECK_SYMBOL_PREVIEW);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->preview), PW_DECK_SYMBOL_PREVIEW);
  gtk_widget_set_valign (self->preview, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->preview), draw_preview, self, NULL);
  place_left (self, self->preview);
}
