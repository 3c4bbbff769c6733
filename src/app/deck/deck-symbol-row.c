/* One symbol of the list.  The preview is a card of the deck that holds
 * only this symbol, centred and as large as a card draws one, drawn by
 * the deck's own renderer: the same picture, font and colour as on the
 * cards, and on the card's white, so a dark picture reads on a dark
 * theme too.  Rows are made for every symbol (up to 1057 at order 32),
 * so a row draws lazily and reads its picture only when it changed. */
#include "deck-symbol-row.h"

#include <glib/gi18n.h>

#include "deck-render.h"
#include "pw-render-draw.h"

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
 * with a single card that holds symbol @index at its centre, at the
 * largest size a layout gives a symbol. */
static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PwDeckSymbolRow *self = data;
  const PwDeckModel *m = (const PwDeckModel *) pw_document_get_model (self->document);
  if (self->index >= m->symbols->len)
    return;
  PwDeckCard *card = pw_deck_card_new ();
  g_array_append_val (card->symbols, self->index);
  PwDeckPlace centre = { 0, 0, 1, 0 };
  g_array_append_val (card->places, centre);
  g_autoptr (GPtrArray) cards = g_ptr_array_new_with_free_func ((GDestroyNotify) pw_deck_card_free);
  g_ptr_array_add (cards, card);
  PwDeckModel one = *m;
  one.cards = cards;
  double size = MIN (width, height);
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  pw_deck_render_card (cr, &one, 0, size, 0, NULL);
}

/* Whether picture @s draws, as the cards would draw it; else why not,
 * naming the file. */
static char *
picture_problem (const PwDeckModel *m, const PwDeckSymbol *s)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) data = pw_deck_render_picture_data (m, s, &error);
  if (data)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 4, 4);
      cairo_t *cr = cairo_create (surface);
      pw_render_picture (cr, data, 0, 0, 4, 4, &error);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  if (error == NULL)
    return NULL;
  /* Translators: a picture's file name, then why it cannot be drawn. */
  return g_strdup_printf (_("%s cannot be drawn: %s"), s->name, error->message);
}

static void
show_problem (PwDeckSymbolRow *self, const PwDeckSymbol *s, const char *problem)
{
  gtk_widget_set_visible (self->preview, problem == NULL);
  gtk_widget_set_visible (self->missing, problem != NULL);
  gtk_widget_set_tooltip_text (self->missing, problem);
  if (problem)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->missing),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, problem, -1);
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
  gtk_label_set_text (GTK_LABEL (self->name), s->name);
  g_autofree char *subtitle = cards_text (s->type, cards);
  gtk_label_set_text (GTK_LABEL (self->subtitle), subtitle);
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self));
  if (row)
    {
      g_autofree char *label = g_strdup_printf ("%s, %s", s->name, subtitle);
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
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
}

static void
pw_deck_symbol_row_init (PwDeckSymbolRow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (widget)), 12);
  gtk_widget_set_margin_start (widget, 6);
  gtk_widget_set_margin_end (widget, 12);
  gtk_widget_set_margin_top (widget, 6);
  gtk_widget_set_margin_bottom (widget, 6);

  self->preview = gtk_drawing_area_new ();
  gtk_widget_set_name (self->preview, "deck-symbol-preview");
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->preview), PW_DECK_SYMBOL_PREVIEW);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->preview), PW_DECK_SYMBOL_PREVIEW);
  gtk_widget_set_valign (self->preview, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->preview), draw_preview, self, NULL);
  gtk_widget_set_parent (self->preview, widget);

  self->missing = gtk_image_new_from_icon_name ("image-missing-symbolic");
  gtk_widget_set_name (self->missing, "deck-symbol-missing");
  gtk_image_set_pixel_size (GTK_IMAGE (self->missing), 24);
  gtk_widget_set_size_request (self->missing, PW_DECK_SYMBOL_PREVIEW, PW_DECK_SYMBOL_PREVIEW);
  gtk_widget_set_valign (self->missing, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->missing, "error");
  gtk_widget_set_visible (self->missing, FALSE);
  gtk_widget_set_parent (self->missing, widget);

  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (text, TRUE);
  self->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name), PANGO_ELLIPSIZE_MIDDLE);
  self->subtitle = gtk_label_new (NULL);
  gtk_widget_set_name (self->subtitle, "deck-symbol-subtitle");
  gtk_label_set_xalign (GTK_LABEL (self->subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->subtitle, "dim-label");
  gtk_widget_add_css_class (self->subtitle, "caption");
  gtk_box_append (GTK_BOX (text), self->name);
  gtk_box_append (GTK_BOX (text), self->subtitle);
  gtk_widget_set_parent (text, widget);
}
