/* connecting-wall-editor-entries.c — the entries under the canvas: the
 * selected card's text and its row's connection, and the edits typing in
 * them makes.
 *
 * What is typed is applied after a pause (so the canvas and the verdict
 * follow), at Enter, or before any other edit
 * (pw_connecting_wall_editor_commit_entries ()), so no edit is made on a
 * wall that lacks what was just typed.  The parts applied while one card
 * is typed continue one edit: a card is one undo step however slowly it
 * is typed.  Enter in Card goes on to the next card, so a wall is typed
 * card after card without the mouse; Enter in Connection goes back to the
 * card.  In a wall of words the connection is the row's category
 * (pw_connecting_wall_set_connection ()).  The entries' signals are
 * template callbacks, bound from pw_connecting_wall_editor_entries_class_init (). */
#include <glib/gi18n.h>

#include "connecting-wall-editor-private.h"

void
pw_connecting_wall_editor_sync_entries (PwConnectingWallEditor *self)
{
  const PwConnectingWallModel *m = pw_connecting_wall_editor_model (self);
  guint g = 0;
  PwConnectingWallCard *card = self->selected >= 0
                       ? pw_connecting_wall_card_at (m, (guint) self->selected, &g, NULL)
                       : NULL;
  self->syncing = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->card_entry)),
                 card ? card->text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->card_entry), card ? card->text : "");
  const char *connection = card ? ((PwConnectingWallGroup *) m->groups->pdata[g])->connection : "";
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->connection_entry)), connection)
      != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->connection_entry), connection);
  gtk_spin_button_set_value (self->depth, m->depth);
  self->syncing = FALSE;
  gtk_widget_set_visible (self->cjk_box, m->cjk);
  gtk_widget_set_sensitive (GTK_WIDGET (self->card_entry), card != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->connection_entry), card != NULL);
}

/* Typing applies the entries' text after a short pause (or at Enter, or
 * when another card is selected). */
#define TYPING_PAUSE_MS 500

void
pw_connecting_wall_editor_end_typing (PwConnectingWallEditor *self)
{
  self->typing_generation = 0;
  self->typing_card = -1;
}

/* Applies @m as the next part of the typing under way when it is the same
 * card and the same entry, else as an edit of its own. */
static void
apply_typed (PwConnectingWallEditor *self, PwConnectingWallModel *m, gboolean connection,
             const char *label)
{
  if (self->typing_generation != 0 && self->typing_card == self->selected
      && self->typing_connection == connection)
    pw_document_apply_continued (self->document, &m->parent, label, self->typing_generation);
  else
    pw_connecting_wall_editor_apply (self, m, label);
  self->typing_generation = pw_document_get_generation (self->document);
  self->typing_card = self->selected;
  self->typing_connection = connection;
}

void
pw_connecting_wall_editor_commit_entries (PwConnectingWallEditor *self)
{
  g_clear_handle_id (&self->typing_source, g_source_remove);
  if (self->selected < 0)
    return;
  const PwConnectingWallModel *cur = pw_connecting_wall_editor_model (self);
  guint g;
  PwConnectingWallCard *card = pw_connecting_wall_card_at (cur, (guint) self->selected, &g, NULL);
  if (card == NULL)
    return;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->card_entry));
  const char *connection = gtk_editable_get_text (GTK_EDITABLE (self->connection_entry));
  gboolean text_changed = g_strcmp0 (card->text, text) != 0;
  gboolean connection_changed = g_strcmp0 (((PwConnectingWallGroup *) cur->groups->pdata[g])->connection,
                                           connection) != 0;
  if (!text_changed && !connection_changed)
    return;
  PwConnectingWallModel *m = pw_connecting_wall_editor_dup_model (self);
  card = pw_connecting_wall_card_at (m, (guint) self->selected, NULL, NULL);
  if (text_changed)
    {
      g_free (card->text);
      card->text = g_strdup (text);
      pw_connecting_wall_editor_refresh_cjk_categories (m);
    }
  if (connection_changed)
    pw_connecting_wall_set_connection (m, g, connection);
  apply_typed (self, m, !text_changed,
               text_changed ? _("Change Card") : _("Change Connection"));
}

static gboolean
typing_paused (gpointer data)
{
  PwConnectingWallEditor *self = data;
  self->typing_source = 0;
  pw_connecting_wall_editor_commit_entries (self);
  return G_SOURCE_REMOVE;
}

static void
entry_changed (GtkEditable *editable, PwConnectingWallEditor *self)
{
  if (self->syncing || self->selected < 0)
    return;
  g_clear_handle_id (&self->typing_source, g_source_remove);
  self->typing_source = g_timeout_add (TYPING_PAUSE_MS, typing_paused, self);
}

/* Enter in Card: the card is done, on to the next one (the last stays). */
static void
card_activated (GtkEntry *entry, PwConnectingWallEditor *self)
{
  pw_connecting_wall_editor_commit_entries (self);
  pw_connecting_wall_editor_end_typing (self);
  guint n = pw_connecting_wall_n_cards (pw_connecting_wall_editor_model (self));
  if (self->selected >= 0 && (guint) self->selected + 1 < n)
    gtk_widget_activate_action (GTK_WIDGET (self), "wall-editor.select-card", "i",
                                self->selected + 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->card_entry), 0, -1);
}

/* Enter in Connection: done, back to the card. */
static void
connection_activated (GtkEntry *entry, PwConnectingWallEditor *self)
{
  pw_connecting_wall_editor_commit_entries (self);
  pw_connecting_wall_editor_end_typing (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->card_entry));
}

/* Wiring -------------------------------------------------------------- */

void
pw_connecting_wall_editor_entries_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, card_activated);
  gtk_widget_class_bind_template_callback (widget_class, connection_activated);
}
