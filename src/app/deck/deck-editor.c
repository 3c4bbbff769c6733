#include "deck-editor-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "deck-kind-private.h"
#include "deck-plane.h"
#include "deck-render.h"
#include "pw-a11y.h"
#include "pw-error.h"
#include "pw-rng.h"

G_DEFINE_FINAL_TYPE (PwDeckEditor, pw_deck_editor, GTK_TYPE_WIDGET)

static void set_playing (PwDeckEditor *self, gboolean playing);

/* Every edit is a new model applied to the document: one undo step. */
PW_KIND_EDITOR_DEFINE_MODEL (PwDeckEditor, pw_deck_editor, PwDeckModel)

static void
update_card_label (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  g_autofree char *text = m->cards->len
                            ? g_strdup_printf (_("Card %u of %u"), self->card + 1, m->cards->len)
                            : g_strdup (_("No cards"));
  gtk_label_set_text (self->card_label, text);
  /* The canvas is the card: a screen reader calls it by its number. */
  pw_a11y_set_label (GTK_WIDGET (self->canvas), text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck-editor.previous-card", self->card > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck-editor.next-card",
                                 self->card + 1 < m->cards->len);
}

/* Shows bad pair @index of self->bad: its first card, ringed with the
 * other, and what they share. */
static void
show_pair (PwDeckEditor *self, guint index)
{
  if (self->bad == NULL || index >= self->bad->len)
    return;
  const PwDeckBadPair *p = &g_array_index (self->bad, PwDeckBadPair, index);
  pw_deck_editor_set_card (self, p->a);
  self->pair = (int) index;
  g_autofree char *text = pw_deck_bad_pair_text (pw_deck_editor_model (self), p->a, p->b,
                                                 p->shared);
  gtk_label_set_text (self->verdict, text);
}

static void
bad_row_activated (GtkListBox *box, GtkListBoxRow *row, PwDeckEditor *self)
{
  show_pair (self, (guint) gtk_list_box_row_get_index (row));
}

/* A problem the window lists, asked to be shown: a bad pair (x and y are
 * its two cards, as deck-validate.c sets them), or a card or a symbol
 * (a look-alike) named by the problem's path. */
static void
show_place (PwDocument *document, const char *path, int x, int y, PwDeckEditor *self)
{
  if (x >= 0 && y >= 0 && self->bad)
    for (guint i = 0; i < self->bad->len; i++)
      {
        const PwDeckBadPair *p = &g_array_index (self->bad, PwDeckBadPair, i);
        if (p->a == (guint) x && p->b == (guint) y)
          {
            show_pair (self, i);
            return;
          }
      }
  guint index;
  if (sscanf (path, "$.puzzle.cards[%u]", &index) == 1)
    pw_deck_editor_set_card (self, index);
  else if (sscanf (path, "$.puzzle.symbols[%u]", &index) == 1)
    pw_deck_editor_show_symbol (self, index);
}

/* The pairs that fail, listed under the canvas and ringed on it; the
 * check is the kind's own (pw_deck_model_check), as the verify operation
 * runs it. */
static void
update_bad_pairs (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  g_clear_pointer (&self->bad, g_array_unref);
  self->bad = pw_deck_model_check (m);
  self->pair = -1;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bad_list))))
    gtk_list_box_remove (self->bad_list, child);
  /* A list of thousands of rows helps nobody; the verdict says how many. */
  for (guint i = 0; i < self->bad->len && i < 100; i++)
    {
      const PwDeckBadPair *p = &g_array_index (self->bad, PwDeckBadPair, i);
      g_autoptr (GArray) shared = pw_deck_model_shared (m, p->a, p->b);
      g_autofree char *text = NULL;
      if (shared->len == 0)
        text = g_strdup_printf (_("Cards %u and %u share no symbol"), p->a + 1, p->b + 1);
      else
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Cards %u and %u share %u symbol",
                                             "Cards %u and %u share %u symbols", shared->len),
                                p->a + 1, p->b + 1, shared->len);
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_top (label, 3);
      gtk_widget_set_margin_bottom (label, 3);
      gtk_list_box_append (self->bad_list, label);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (
                            GTK_WIDGET (self->bad_list))), self->bad->len > 0);
  if (self->bad->len == 0 && m->cards->len >= 2)
    gtk_label_set_text (self->verdict, _("Every two cards share exactly one symbol."));
  else if (m->cards->len < 2)
    gtk_label_set_text (self->verdict, _("A deck needs at least two cards."));
  else
    {
      g_autofree char *text = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "%u pair of cards does not share exactly one symbol:",
                     "%u pairs of cards do not share exactly one symbol:", self->bad->len),
        self->bad->len);
      gtk_label_set_text (self->verdict, text);
    }
}

static void update_picture_problems (PwDeckEditor *self);

static gboolean
recheck_pictures (gpointer data)
{
  PwDeckEditor *self = data;
  self->recheck_source = 0;
  g_clear_pointer (&self->pictures_checked, g_free);
  update_picture_problems (self);
  return G_SOURCE_REMOVE;
}

/* Pictures that cannot be drawn are named under the canvas (the cards
 * show a grey placeholder for them); checked again when the folder or
 * the pictures change, and while some are still being drawn (on their
 * own threads: the main loop does not wait for them). */
static void
update_picture_problems (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  GString *key = g_string_new (m->pictures);
  for (guint i = 0; i < m->symbols->len; i++)
    if (pw_deck_model_symbol (m, i)->type == PW_DECK_SYMBOL_PICTURE)
      g_string_append_printf (key, "\n%s", pw_deck_model_symbol (m, i)->name);
  if (g_strcmp0 (key->str, self->pictures_checked) == 0)
    {
      g_string_free (key, TRUE);
      return;
    }
  g_free (self->pictures_checked);
  self->pictures_checked = g_string_free (key, FALSE);
  /* A folder the deck may not read: one line that says why, not the
   * same reason for every picture. */
  g_autoptr (GError) refused = NULL;
  g_autofree char *folder = m->pictures && *m->pictures
                              ? pw_deck_render_picture_folder (m, &refused) : NULL;
  if (g_error_matches (refused, PW_ERROR, PW_ERROR_INVALID))
    {
      g_autofree char *text = g_strdup_printf (_("The pictures are not shown: %s"),
                                               refused->message);
      gtk_label_set_text (self->picture_problems, text);
      gtk_widget_set_visible (GTK_WIDGET (self->picture_problems), TRUE);
      return;
    }
  guint pending = 0;
  g_autoptr (GPtrArray) problems = pw_deck_render_check_pictures_drawn (m, &pending);
  if (pending > 0 && self->recheck_source == 0)
    self->recheck_source = g_timeout_add (250, recheck_pictures, self);
  gtk_widget_set_visible (GTK_WIDGET (self->picture_problems), problems->len > 0);
  if (problems->len == 0)
    return;
  /* Under the card, the first picture's reason in one paragraph of at
   * most two lines (the label's), so that a deck of many missing pictures
   * still fits a small screen; the tooltip lists the first five, and
   * Problems every one. */
  const char *heading = g_dngettext (GETTEXT_PACKAGE, "A picture cannot be drawn:",
                                     "Some pictures cannot be drawn:", problems->len);
  g_autofree char *line = g_strdup_printf ("%s %s", heading, (const char *) problems->pdata[0]);
  GString *list = g_string_new (heading);
  for (guint i = 0; i < problems->len && i < 5; i++)
    g_string_append_printf (list, "\n%s", (const char *) problems->pdata[i]);
  if (problems->len > 5)
    /* Translators: after the first five pictures that cannot be drawn. */
    g_string_append_printf (list, "\n%s", _("and more"));
  gtk_label_set_text (self->picture_problems, line);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->picture_problems), list->str);
  g_string_free (list, TRUE);
}

void
pw_deck_editor_pictures_allowed (PwDeckEditor *self)
{
  g_clear_pointer (&self->pictures_checked, g_free);
  update_picture_problems (self);
  pw_deck_editor_symbols_sync (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* The layout settings show the deck's own until the user changes them
 * for the next Relayout. */
static void
sync_layout_settings (PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  gtk_drop_down_set_selected (self->shape, m->shape == PW_DECK_SQUARE ? 1 : 0);
  gtk_spin_button_set_value (self->min_size, m->min_size * 100);
  gtk_spin_button_set_value (self->max_size, m->max_size * 100);
}

static void
document_changed (PwDocument *document, PwDeckEditor *self)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  if (self->card >= m->cards->len)
    self->card = m->cards->len ? m->cards->len - 1 : 0;
  if (self->card < m->cards->len
      && self->selected >= (int) pw_deck_model_card (m, self->card)->symbols->len)
    self->selected = -1;
  if (self->playing && (self->play_a >= m->cards->len || self->play_b >= m->cards->len))
    set_playing (self, FALSE);
  pw_deck_editor_symbols_sync (self);
  update_bad_pairs (self);
  update_picture_problems (self);
  sync_layout_settings (self);
  update_card_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

guint
pw_deck_editor_get_card (PwDeckEditor *self)
{
  return self->card;
}

void
pw_deck_editor_set_card (PwDeckEditor *self, guint card)
{
  const PwDeckModel *m = pw_deck_editor_model (self);
  if (card >= m->cards->len)
    return;
  self->card = card;
  self->selected = -1;
  if (self->playing)
    set_playing (self, FALSE);
  self->pair = -1;
  update_card_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

gboolean
pw_deck_editor_get_play_cards (PwDeckEditor *self, guint *a, guint *b)
{
  *a = self->play_a;
  *b = self->play_b;
  return self->playing;
}

GListModel *
pw_deck_editor_get_symbols (PwDeckEditor *self)
{
  return G_LIST_MODEL (self->symbols);
}

static void
previous_card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  if (self->card > 0)
    pw_deck_editor_set_card (self, self->card - 1);
}

static void
next_card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  pw_deck_editor_set_card (self, self->card + 1);
}

/* The verdict stays in the panel after its toast has gone. */
static void
operation_done (GtkWidget *editor, const char *verdict)
{
  if (verdict)
    gtk_label_set_text (PW_DECK_EDITOR (editor)->verdict, verdict);
}

/* Long work goes through the kind's operations and the window's runner,
 * exactly as the window's panel and the CLI run them. */
static void
run (PwDeckEditor *self, const char *id, PwParams *params)
{
  pw_kind_editor_run (GTK_WIDGET (self), self->runner, self->document, id, params,
                      operation_done);
}

static void
check_action (GtkWidget *widget, const char *name, GVariant *param)
{
  run (PW_DECK_EDITOR (widget), "verify", NULL);
}

/* A fresh seed each time: Relayout is asked for because the layout is
 * not liked; the seed is kept in the deck, so the result reproduces. */
static void
relayout_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autoptr (PwParams) params = pw_params_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                           pw_rng_fresh_seed () & G_MAXINT64);
  pw_params_set (params, "seed", seed);
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  pw_params_set (params, "shape", gtk_drop_down_get_selected (self->shape) == 1 ? "square"
                                                                             : "round");
  int lo = gtk_spin_button_get_value_as_int (self->min_size);
  int hi = gtk_spin_button_get_value_as_int (self->max_size);
  g_autofree char *lo_text = g_strdup_printf ("%d", MIN (lo, hi));
  g_autofree char *hi_text = g_strdup_printf ("%d", MAX (lo, hi));
  pw_params_set (params, "min-size", lo_text);
  pw_params_set (params, "max-size", hi_text);
  run (self, "layout", params);
}

/* Play starts a game of two cards at a time and its button turns into
 * Stop; the editing hint goes while the cards are dealt. */
static void
set_playing (PwDeckEditor *self, gboolean playing)
{
  self->playing = playing;
  gtk_button_set_label (self->play_button, playing ? _("_Stop") : _("_Play"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button),
                               playing ? _("Stop playing and go back to editing")
                                       : _("Deal two cards and find the symbol they share"));
  gtk_widget_set_visible (GTK_WIDGET (self->hint), !playing);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  PwDeckEditor *self = PW_DECK_EDITOR (widget);
  if (self->playing)
    {
      set_playing (self, FALSE);
      update_bad_pairs (self);
      return;
    }
  if (pw_deck_editor_model (self)->cards->len < 2)
    return;
  self->play_round = 0;
  self->play_found = 0;
  self->play_seconds = 0;
  set_playing (self, TRUE);
  pw_deck_editor_play_deal (self);
  gtk_label_set_text (self->verdict, _("Which symbol do the two cards share? Click it."));
}

static void
pw_deck_editor_dispose (GObject *object)
{
  PwDeckEditor *self = PW_DECK_EDITOR (object);
  /* The lists emit ::row-selected as their rows go, after the canvas
   * they would redraw is gone. */
  if (!self->disposed)
    {
      g_signal_handlers_disconnect_by_data (self->symbols_list, self);
      g_signal_handlers_disconnect_by_data (self->bad_list, self);
      self->disposed = TRUE;
    }
  pw_kind_editor_detach (GTK_WIDGET (self), PW_TYPE_DECK_EDITOR, &self->document, &self->runner);
  g_clear_object (&self->symbols);
  g_clear_pointer (&self->bad, g_array_unref);
  g_clear_pointer (&self->pictures_checked, g_free);
  g_clear_handle_id (&self->recheck_source, g_source_remove);
  if (self->dragging)
    pw_model_free (&self->dragging->parent);
  self->dragging = NULL;
  G_OBJECT_CLASS (pw_deck_editor_parent_class)->dispose (object);
}

static void
pw_deck_editor_class_init (PwDeckEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = pw_deck_editor_dispose;
  pw_kind_editor_class_set_template (widget_class, PW_DECK_KIND_ID);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, symbols_list);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, symbol_entry);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, card_label);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, verdict);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, bad_list);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, picture_problems);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, shape);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, min_size);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, max_size);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, play_button);
  gtk_widget_class_bind_template_child (widget_class, PwDeckEditor, hint);
  gtk_widget_class_install_action (widget_class, "deck-editor.previous-card", NULL,
                                   previous_card_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.next-card", NULL,
                                   next_card_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.relayout", NULL, relayout_action);
  gtk_widget_class_install_action (widget_class, "deck-editor.play", NULL, play_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0,
                                       "deck-editor.previous-card", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0,
                                       "deck-editor.next-card", NULL);
  pw_deck_editor_symbols_class_init (widget_class);
  pw_deck_editor_canvas_class_init (widget_class);
}

static void
pw_deck_editor_init (PwDeckEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->pair = -1;
  self->symbols = gtk_string_list_new (NULL);
  g_signal_connect (self->bad_list, "row-activated", G_CALLBACK (bad_row_activated), self);
  pw_deck_editor_symbols_init (self);
  pw_deck_editor_canvas_init (self);
  pw_deck_editor_keys_init (self);
}

GtkWidget *
pw_deck_editor_new (PwDocument *document, PwTaskRunner *runner)
{
  PwDeckEditor *self = g_object_new (PW_TYPE_DECK_EDITOR, NULL);
  pw_kind_editor_attach (GTK_WIDGET (self), document, runner, &self->document, &self->runner,
                         G_CALLBACK (document_changed), G_CALLBACK (show_place));
  document_changed (document, self);
  return GTK_WIDGET (self);
}

static const char *const own_operations[] = { "verify", "layout", NULL };

static const PwKindEditor editor = { PW_DECK_KIND_ID, pw_deck_editor_new, own_operations };

const PwKindEditor *
pw_deck_editor (void)
{
  return &editor;
}
